"""``grader demo``: the main job, offline, on the embedded model.

Generates a few genuine samples of the course's temperature/top-p runs with ``smollm2-135m``,
makes fabricated variants of them (a word edited, the book's quote, a text sampled for another
prompt), verifies each against the run it claims and prints the verdicts.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from ..records import DecodingParams, Verdict

PROMPT = "Transformers are models that"
BOOK_QUOTE = (
    " are not part of the game.\n\nThe following is a list of all the models that are not part of the game."
)
RUNS = {
    "A1": DecodingParams(temperature=0.2, top_p=0.9, max_new_tokens=40),
    "A3": DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=40),
    "B1": DecodingParams(temperature=0.7, top_p=0.3, max_new_tokens=40),
    "B2": DecodingParams(temperature=0.7, top_p=0.6, max_new_tokens=40),
}


@dataclass(frozen=True)
class Case:
    label: str
    run: str
    text: str
    expected: Verdict


def _sample(lm, prompt: str, params: DecodingParams, seed: int) -> str:
    import torch

    tok = lm.tokenizer
    inputs = tok(prompt, return_tensors="pt")
    torch.manual_seed(seed)
    out = lm.model.generate(
        **inputs, do_sample=True, temperature=params.temperature, top_p=params.top_p,
        max_new_tokens=params.max_new_tokens, pad_token_id=tok.eos_token_id,
    )
    return tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)


def _edit_one_word(text: str) -> str:
    words = text.split(" ")
    i = min(4, len(words) - 1)
    words[i] = "banana" if words[i] != "banana" else "apple"
    return " ".join(words)


def build_cases(lm) -> list[Case]:
    cases: list[Case] = []
    for i, (run, params) in enumerate(RUNS.items()):
        text = _sample(lm, PROMPT, params, seed=100 + i)
        cases.append(Case(f"genuine {run}", run, text, Verdict.CONSISTENT))
        if run in ("A1", "B1"):
            cases.append(Case(f"{run} with one word edited", run, _edit_one_word(text), Verdict.INCONSISTENT))
    cases.append(Case("B1 copied from the book", "B1", BOOK_QUOTE, Verdict.INCONSISTENT))
    other = _sample(lm, "The weather today is", RUNS["B1"], seed=7)
    cases.append(Case("B1 sampled for another prompt", "B1", other, Verdict.INCONSISTENT))
    return cases


def run(*, out: Path) -> int:
    from ..models import DEFAULT_MODEL, load_model
    from ..provenance import Verifier

    started = time.perf_counter()
    print(f"[demo] loading {DEFAULT_MODEL} (offline)...", file=sys.stderr)
    lm = load_model(DEFAULT_MODEL)
    verifier = Verifier(lm)
    cases = build_cases(lm)
    rows = []
    print(f"{'case':<34} {'claimed run':<28} {'verdict':<13} why")
    for case in cases:
        params = RUNS[case.run]
        res = verifier.verify(PROMPT, case.text, params)
        ok = res.verdict is case.expected
        rows.append({"case": case.label, "run": case.run, "params": params.describe(), "text": case.text,
                     "expected": case.expected.value, "result": res.to_dict(), "as_expected": ok})
        flag = "" if ok else "  <-- UNEXPECTED"
        print(f"{case.label:<34} {case.run + ' (' + params.describe() + ')':<28} {res.verdict.value:<13} "
              f"{res.message}{flag}")
    out.mkdir(parents=True, exist_ok=True)
    target = out / "verdicts.json"
    tmp = target.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(rows, ensure_ascii=False, indent=2), encoding="utf-8")
    tmp.replace(target)
    n_ok = sum(r["as_expected"] for r in rows)
    print(f"\n{n_ok}/{len(rows)} verdicts as expected; details in {target} "
          f"({time.perf_counter() - started:.1f} s)")
    return 0 if n_ok == len(rows) else 1
