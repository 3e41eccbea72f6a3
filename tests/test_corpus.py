"""The real-world corpus (tests/data/corpus/): notebooks built from real executions on the
embedded model in the shapes students really submit (the course notebook's loops and ``rich``
output, the starter with its tags stripped, answers under every heading spelling, in one cell, in
the question cells, in English, written before a re-execution), each with the status a careful
teaching assistant would give every criterion (expected.json, written by tests/corpus/build.py
from each notebook's own outputs).

These tests need no model: every answer is found where the manifest says, every run with its
samples and parameters, and nothing of the corpus is left unplaced. One notebook is graded end to
end on the embedded model. The false-deduction / missed-problem counts over the whole corpus are
a benchmark, not a test: benchmarks/real_world_corpus.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grader.commands.inspect import inspect_notebook
from grader.grading.pipeline import load_specs
from grader.reading.notebook_file import load

CORPUS = Path(__file__).parent / "data" / "corpus"
MANIFEST = json.loads((CORPUS / "expected.json").read_text())
NAMES = sorted(MANIFEST)
STATUSES = {"pass", "partial", "fail", "needs_review"}

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")


@pytest.fixture(scope="module")
def specs():
    return {a: load_specs(a) for a in {m["activity"] for m in MANIFEST.values()}}


@pytest.fixture(scope="module")
def inspected(specs):
    out = {}
    for name in NAMES:
        loaded = load(CORPUS / f"{name}.ipynb")
        out[name] = inspect_notebook(loaded.nb, specs[MANIFEST[name]["activity"]][0], notes=tuple(loaded.notes))
    return out


def _flat(text: str) -> str:
    return " ".join(text.split())


# -- the corpus itself ----------------------------------------------------------------------------

def test_corpus_has_the_shapes_the_issue_asks_for():
    assert len(NAMES) >= 40
    placements = {m["placement"] for m in MANIFEST.values()}
    for style in ("h3", "h3_same", "bold", "paren", "dotless", "questao", "resposta", "question_cells"):
        assert f"headings:{style}" in placements, style
    assert {"one_cell", "question_cell", "tags_stripped", "tag"} <= placements
    kinds = {m["answers_kind"] for m in MANIFEST.values()}
    assert {"good", "english", "stale", "contradicting", "book", "edited_output"} <= kinds
    shapes = {(m["activity"], m["shape"]) for m in MANIFEST.values()}
    assert ("temperature-top-p", "course") in shapes and ("chain-of-thought", "course") in shapes
    # small on disk
    assert sum(p.stat().st_size for p in CORPUS.rglob("*") if p.is_file()) < 6_000_000


def test_course_shaped_notebooks_look_like_the_course():
    """nbformat 4.0, no tags, no cell ids, the book's generate_text and rich's ANSI output."""
    for name in NAMES:
        if MANIFEST[name]["shape"] != "course":
            continue
        raw = json.loads((CORPUS / f"{name}.ipynb").read_text())
        assert (raw["nbformat"], raw["nbformat_minor"]) == (4, 0), name
        assert all("id" not in c and "tags" not in c["metadata"] for c in raw["cells"]), name
        code = "\n".join("".join(c["source"]) for c in raw["cells"] if c["cell_type"] == "code")
        assert "def generate_text(" in code
        assert any("\x1b[" in "".join(o.get("data", {}).get("text/plain", ""))
                   for c in raw["cells"] for o in c.get("outputs", [])), name


@pytest.mark.parametrize("name", NAMES)
def test_manifest_names_every_criterion(name, specs):
    rubric = specs[MANIFEST[name]["activity"]][1]
    crits = MANIFEST[name]["criteria"]
    assert set(crits) == {c.id for c in rubric.criteria}
    for c in crits.values():
        statuses = c["status"] if isinstance(c["status"], list) else [c["status"]]
        assert set(statuses) <= STATUSES and c["why"]


# -- what the finders see -------------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
def test_every_answer_is_found_where_the_manifest_says(name, inspected):
    got = inspected[name]["answers"]
    want = MANIFEST[name]["answers"]
    for qid, ans in got.items():
        if qid not in want:
            assert ans["found_by"] == "missing", (qid, ans)
            continue
        assert ans["found_by"] == want[qid]["found_by"], (qid, ans["found_by"], ans["found_in"])
        assert _flat(ans["text"]) == _flat(want[qid]["text"]), qid
        assert bool(ans["doubt"]) == want[qid]["doubt"], (qid, ans["doubt"])


@pytest.mark.parametrize("name", NAMES)
def test_every_run_is_found_with_its_samples_and_parameters(name, inspected, specs):
    activity = specs[MANIFEST[name]["activity"]][0]
    runs = inspected[name]["runs"]
    for rid, n in MANIFEST[name]["runs"].items():
        assert rid in runs, (rid, inspected[name]["unplaced"])
        assert len(runs[rid]["samples"]) == n, rid
        params = activity.params(rid)
        assert runs[rid]["params"]["temperature"] == pytest.approx(params.temperature), rid
        assert runs[rid]["params"]["top_p"] == pytest.approx(params.top_p), rid
    assert set(runs) == set(MANIFEST[name]["runs"])


@pytest.mark.parametrize("name", NAMES)
def test_nothing_is_left_unplaced_but_the_unanswered(name, inspected):
    unplaced = inspected[name]["unplaced"]
    answered = set(MANIFEST[name]["answers"])
    for item in unplaced:
        if item["kind"] == "answer":
            assert item["question"] not in answered, item
        else:
            pytest.fail(f"unplaced: {item}")


# -- graded end to end ----------------------------------------------------------------------------

def test_one_course_notebook_graded_end_to_end_as_a_ta_would(smollm, tmp_path):
    """The course-shaped chain-of-thought notebook with answers under ### headings, graded as
    submitted on the embedded model: every criterion as the manifest says."""
    from grader.grading.pipeline import Setup, grade_submission
    from grader.modelling.provenance import Verifier

    name = "cot-course-s505-h3"
    activity, rubric = load_specs("chain-of-thought")
    setup = Setup(activity, rubric, "smollm2-135m", smollm, Verifier(smollm), "pt", execute=False)
    result = grade_submission(setup, CORPUS / f"{name}.ipynb", work_dir=tmp_path)
    got = {c.criterion_id: c.status.value for c in result.criteria}
    for crit, exp in MANIFEST[name]["criteria"].items():
        statuses = exp["status"] if isinstance(exp["status"], list) else [exp["status"]]
        assert got[crit] in statuses, (crit, got[crit], exp["why"])


# -- regressions found by the benchmark (benchmarks/real_world_corpus.py) -------------------------

import sys  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent / "corpus"))
import build as corpus  # noqa: E402  (tests/corpus/build.py: the corpus's own helpers)

from grader.core.records import ProvenanceResult, Verdict  # noqa: E402


class GenuineVerifier:
    """Every output is one the model could have produced (the corpus's are: real executions)."""

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        return ProvenanceResult(verdict=Verdict.CONSISTENT, params=params, top_k_used=50, tokens=(),
                                first_violation=None, message="ok", method="fake", dtype="float32",
                                tolerance=0.01, details={})


def _graded(tmp_path, activity_id: str, nb: dict, name: str = "aluno") -> dict[str, object]:
    from grader.grading.pipeline import Setup, grade_submission

    activity, rubric = load_specs(activity_id)
    path = tmp_path / f"{name}.ipynb"
    path.write_text(json.dumps(nb))
    setup = Setup(activity, rubric, "smollm2-135m", None, GenuineVerifier(), "en", execute=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}


def _course(base: str, answers: dict[str, str], qids: list[str]) -> dict:
    return corpus.append(corpus.load(base), corpus.heading_cells(qids, answers, "h3_same"))


def test_an_empty_continuation_printed_after_its_prompt_is_a_run(specs):
    """smollm2-135m answers "What is 27 + 58?" with end-of-text at once: generate_text prints the
    prompt alone. That is P1's real (empty) output, not a missing run; an output cell that printed
    nothing at all is still no run."""
    activity = specs["chain-of-thought"][0]
    import nbformat

    nb = corpus.load("course-cot-s404")
    found = inspect_notebook(nbformat.from_dict(nb), activity)
    assert found["runs"]["P1"]["samples"] == [""] and found["runs"]["P1"]["source"] == "printed-loop"
    assert not [u for u in found["unplaced"] if u.get("run") == "P1" or u["kind"] == "output"]

    blank = corpus.copy.deepcopy(nb)
    for cell in blank["cells"]:
        outs = cell.get("outputs", [])
        for k, out in enumerate(outs):
            if "=== Direto" in corpus._plain(out):
                outs[k + 1]["data"] = {"text/plain": "\n"}
    found = inspect_notebook(nbformat.from_dict(blank), activity)
    assert "P1" not in found["runs"]
    assert any("not used" in u["why"] for u in found["unplaced"] if u["kind"] == "output")


def test_an_excerpt_copied_as_displayed_prompt_included_is_found(tmp_path):
    """The course prints prompt + continuation together, so a student copying two displayed lines
    copies the prompt too: found (words counted are the output's own). The prompt alone, or the
    prompt followed by text the run never printed, is no excerpt."""
    out = corpus.samples_of(corpus.load("course-tp-s101"))
    raw = corpus.printed_raw(corpus.load("course-tp-s101"))
    runs = ("A1", "A2", "A3")
    displayed = "\n\n".join(corpus.blockquote("\n".join(raw[r][1].split("\n")[:2])) for r in runs)
    answers, _ = corpus.tp_answers(out)
    got = _graded(tmp_path, "temperature-top-p",
                  _course("course-tp-s101", {**answers, "A.1": displayed}, corpus.TP_QUESTIONS))
    assert got["A.1-excerpts"].status.value == "pass", got["A.1-excerpts"].message

    prompt_only = "\n\n".join(f"{r}: \"{corpus.PROMPT}\"" for r in runs)
    got = _graded(tmp_path, "temperature-top-p",
                  _course("course-tp-s101", {**answers, "A.1": prompt_only}, corpus.TP_QUESTIONS), "b")
    assert got["A.1-excerpts"].status.value == "fail"
    invented = "\n\n".join(f"{r}: \"{corpus.PROMPT} learn to juggle flaming torches while riding a unicycle "
                           "across the bay\"" for r in runs)
    got = _graded(tmp_path, "temperature-top-p",
                  _course("course-tp-s101", {**answers, "A.1": invented}, corpus.TP_QUESTIONS), "c")
    assert got["A.1-excerpts"].status.value == "fail"
    # prompt + a few words of the output: too short once the prompt's words are not counted
    short = "\n\n".join(f"{r}: \"{corpus.PROMPT}{' '.join(out[r][0].split()[:3])}\"" for r in runs)
    got = _graded(tmp_path, "temperature-top-p",
                  _course("course-tp-s101", {**answers, "A.1": short}, corpus.TP_QUESTIONS), "d")
    assert got["A.1-excerpts"].status.value == "fail"


def test_a_reasoning_excerpt_copied_with_its_prompt_reads_the_outputs_steps(tmp_path):
    """C.2 copied as displayed ("Solve step by step: 27 + 58." then the model's worked line)
    passes; the prompt alone is not the model reasoning, though it holds "27 + 58"."""
    nb_out = corpus.samples_of(corpus.load("course-cot-s404"))
    answers, _ = corpus.cot_answers(nb_out)
    first_line = next(line for line in nb_out["P2"][0].split("\n") if "=" in line)
    shown = corpus.blockquote(f"Solve step by step: 27 + 58.\n\n{first_line}")
    got = _graded(tmp_path, "chain-of-thought",
                  _course("course-cot-s404", {**answers, "C.2": shown}, corpus.COT_QUESTIONS))
    assert got["C.2-excerpt"].status.value == "pass", got["C.2-excerpt"].message
    got = _graded(tmp_path, "chain-of-thought",
                  _course("course-cot-s404", {**answers, "C.2": '"Solve step by step: 27 + 58."'},
                          corpus.COT_QUESTIONS), "b")
    assert got["C.2-excerpt"].status.value == "fail", got["C.2-excerpt"].message


@pytest.mark.parametrize("d3, tied", [
    ("Com temperatura 0.2 o texto repetiu mais, e com top-p 0.3 também.", True),
    ("Com T=0.2 repetiu; com p = 0.3 também.", True),
    ("Com temperatura 0.7 ficou melhor.", False),  # four runs have T=0.7: names none of them
    ("Porque o top-p controla a diversidade.", False),
])
def test_d3_names_runs_by_their_parameters_as_the_course_notebook_does(tmp_path, d3, tied):
    """The course notebook never says "A1": over parts A and B together a parameter named with a
    value that only one run has ("temperatura 0.2", "top-p 0.3") refers to that run."""
    out = corpus.samples_of(corpus.load("course-tp-s101"))
    answers, _ = corpus.tp_answers(out)
    got = _graded(tmp_path, "temperature-top-p",
                  _course("course-tp-s101", {**answers, "D.3": d3}, corpus.TP_QUESTIONS))
    assert got["D.3-justified"].status.value == ("pass" if tied else "needs_review"), got["D.3-justified"].message


def test_answers_written_before_a_re_execution_are_told_they_cite_old_text(tmp_path):
    """Re-run after the answers were written: the excerpts no longer match, and the feedback says
    why (the student's problem, said so), not only "not found"."""
    nb = json.loads((CORPUS / "tp-course-stale.ipynb").read_text(encoding="utf-8"))
    got = _graded(tmp_path, "temperature-top-p", nb)
    assert got["A.1-excerpts"].status.value in ("fail", "partial")
    assert "re-run after you wrote your answers" in got["A.1-excerpts"].message
    good = json.loads((CORPUS / "tp-course-h3-same.ipynb").read_text(encoding="utf-8"))
    assert MANIFEST["tp-course-h3-same"]["criteria"]["A.1-excerpts"]["status"] == "pass"
    assert "re-run after" not in _graded(tmp_path, "temperature-top-p", good, "b")["A.1-excerpts"].message


def test_inspect_names_the_cell_of_each_run_in_an_nbformat_4_0_notebook(inspected):
    """Cells of an nbformat 4.0 file have no ids: the runs still name their cells by position."""
    runs = inspected["tp-course-h3-same"]["runs"]
    assert runs and all(c["cell_index"] is not None for r in runs.values() for c in r["cells"])
