"""Writes tests/data/generated/pool.json: the real model outputs the notebook generator composes.

    .venv/bin/python tests/generated/make_pool.py [--verify]

The texts are the real executions of the corpus's bases on the embedded smollm2-135m
(tests/data/corpus/base/, see tests/corpus/bases.py): per base ("execution"), per run of the
temperature-top-p and chain-of-thought activities, the prompt, the decoding parameters and each
sample's continuation exactly as the model produced it. The starter bases carry them in the course
helper's records (exact text and token ids); the course-shaped bases printed them through ``rich``
(ANSI codes, hard line wrapping), read back here once. ``--verify`` checks every text on the
embedded model (kept-set membership under its parameters) and refuses to write a pool with a
text the model could not have produced, so no generated notebook rests on a wrong text.
Deterministic: the same bases give the same pool.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

BASE = ROOT / "tests" / "data" / "corpus" / "base"
OUT = ROOT / "tests" / "data" / "generated" / "pool.json"
BASES = {"course-tp-s101": "temperature-top-p", "course-tp-s202": "temperature-top-p",
         "starter-tp-s303": "temperature-top-p", "course-cot-s404": "chain-of-thought",
         "course-cot-s505": "chain-of-thought", "starter-cot-s606": "chain-of-thought"}


def read_base(name: str, activity_id: str) -> dict:
    import nbformat

    from grader.grading.pipeline import load_specs
    from grader.reading.extract import extract

    activity, _ = load_specs(activity_id)
    nb = nbformat.read(str(BASE / f"{name}.ipynb"), as_version=4)
    ex = extract(nb, activity)
    runs = {}
    for rid in activity.runs:
        gens = ex.generations.get(rid, ())
        if not gens:
            raise SystemExit(f"{name}: run {rid} not read back from the base")
        p = activity.params(rid)
        runs[rid] = {
            "prompt": gens[0].prompt,
            "params": {"temperature": p.temperature, "top_p": p.top_p, "max_new_tokens": 80},
            "samples": [{"text": g.text, "token_ids": list(g.token_ids) if g.token_ids else None} for g in gens],
        }
    return {"activity": activity_id, "runs": runs}


def verify(pool: dict) -> list[str]:
    from grader.grading.pipeline import load_specs
    from grader.modelling.models import load_model
    from grader.modelling.provenance import Verifier

    verifier = Verifier(load_model("smollm2-135m"))
    bad = []
    for name, base in pool.items():
        activity, _ = load_specs(base["activity"])
        for rid, run in base["runs"].items():
            for k, s in enumerate(run["samples"]):
                res = verifier.verify(run["prompt"], s["text"], activity.params(rid), token_ids=s["token_ids"])
                if res.verdict.value != "consistent":
                    bad.append(f"{name} {rid}[{k}]: {res.verdict.value}: {res.message}")
    return bad


def main(argv: list[str]) -> int:
    pool = {name: read_base(name, act) for name, act in BASES.items()}
    if "--verify" in argv:
        bad = verify(pool)
        if bad:
            print("\n".join(bad))
            return 1
        print("[pool] every text verified on smollm2-135m")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(pool, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    n = sum(len(r["samples"]) for b in pool.values() for r in b["runs"].values())
    print(f"[pool] {len(pool)} executions, {n} samples -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
