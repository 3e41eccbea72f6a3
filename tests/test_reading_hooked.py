"""The reading layer on the kernel hook's records (grader/reading/hooked.py): texts tied to the call
that generated them, graded on the recorded text where the print is cut short, unreadable or
absent; a record is a claim that must still pass the run's own check."""

from __future__ import annotations

import codecs

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from nbformat.v4 import new_output

from grader.evidence import collect
from grader.extract import extract
from grader.pipeline import load_specs
from grader.reading import read
from grader.reading.hooked import recorded
from grader.records import HOOK_MIME
from test_run_finder import LOAD, PROMPT, SETUP, WRAPPER, FakeVerifier, code_cell, continuation, md, notebook, samples

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")

A = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9)}
B = {"B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def texts(rid: str) -> list[str]:
    """The course's two real samples of run ``rid`` (continuations only)."""
    t, p = {**A, **B}[rid]
    exps = samples("temperature", temperature=t) if rid in A else samples("top_p", top_p=p)
    return [continuation(e) for e in exps[:2]]


def call(seqs: list[str], temperature: float, top_p: float, prompt: str = PROMPT, **more) -> dict:
    params = {"do_sample": True, "temperature": temperature, "top_p": top_p, "top_k": 50, "max_new_tokens": 80,
              "num_return_sequences": len(seqs), "num_beams": 1, **more}
    return {"model": "gpt2", "encoder_decoder": False, "params": params, "seed": None, "decoded": True,
            "inputs": [{"text": prompt, "token_ids": [1, 2, 3]}],
            "sequences": [{"input": 0, "text": s, "token_ids": list(range(len(s.split())))} for s in seqs]}


def hook_out(calls: list[dict]):
    return new_output("display_data", data={HOOK_MIME: {"format": 1, "source": "hook", "calls": calls,
                                                        "errors": [], "dropped": 0}})


def stream(text: str):
    return new_output("stream", name="stdout", text=text)


HIDDEN = """\
import codecs
for cfg in configs:  # loaded at run time: the grader cannot follow it
    out = gerar(**cfg)
    print(codecs.encode(out, "rot13"))
"""


def hidden_cell(runs: dict[str, tuple[float, float]], recs=None, n: int = 4):
    """A cell whose printing the grader cannot read (rot13), with the hook's records of its calls."""
    recs = recs or {rid: texts(rid) for rid in runs}
    printed = "".join(codecs.encode(t, "rot13") + "\n" for rid in runs for t in recs[rid])
    return code_cell(HIDDEN, [stream(printed), hook_out([call(recs[rid], *runs[rid]) for rid in runs])], n)


def hooked_notebook(*cells):
    return notebook([md("# Temperatura e top-p"), code_cell(SETUP, [], 1), code_cell(LOAD, [], 2),
                     code_cell(WRAPPER, [], 3), *cells])


def test_a_notebook_whose_printing_cannot_be_read_is_placed_on_the_hooks_records(activity):
    nb = hooked_notebook(hidden_cell(A, n=4), hidden_cell(B, n=5))
    without = extract(nb_without_hooks(nb), activity)
    assert without.generations == {}  # the printed text alone gives nothing
    ext = extract(nb, activity)
    assert {rid: [g.text for g in gens] for rid, gens in ext.generations.items()} == \
        {rid: texts(rid) for rid in {**A, **B}}
    # A2 and B3 share a configuration: the parameter each cell's calls vary tells them apart
    a2 = ext.generations["A2"][1]
    assert a2.extra["placed_by"] == "hook" and a2.extra["cell"] == 5 and a2.extra["recorded"]["call"] == 2
    assert a2.extra["recorded"]["sequence"] == 2
    assert not ext.unplaced
    view = read(nb, activity)
    assert "generate call 2, sequence 2 (recorded by the grader's kernel)" in view["runs"]["A2"]["details"][1]["found"]


def nb_without_hooks(nb):
    import copy

    bare = copy.deepcopy(nb)
    for cell in bare.cells:
        if cell.get("cell_type") == "code":
            cell.outputs = [o for o in cell.outputs if HOOK_MIME not in o.get("data", {})]
    return bare


def test_a_notebook_graded_on_the_records_has_every_run_verified(activity, tmp_path):
    import nbformat

    from grader.pipeline import Setup, grade_submission
    from grader.records import Status

    _, rubric = load_specs("temperature-top-p")
    path = tmp_path / "aluno.ipynb"
    nbformat.write(hooked_notebook(hidden_cell(A, n=4), hidden_cell(B, n=5)), str(path))
    setup = Setup(activity, rubric, "gpt2", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    by_id = {c.criterion_id: c for c in result.criteria}
    assert by_id["runs-genuine"].status is Status.PASS, by_id["runs-genuine"].message
    assert {k.split(".")[0] for k in result.outputs} == set(activity.runs)


TRUNCATING = """\
for t in [0.2, 0.7, 1.0]:
    for i in range(2):
        texto = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80)
        print(f"TEMPERATURA = {t}")
        print(texto[:70] + "...")
"""


def test_a_print_cut_short_is_tied_to_its_call_and_graded_on_the_recorded_text(activity):
    printed, calls = "", []
    for rid, (t, p) in A.items():
        for text in texts(rid):
            printed += f"TEMPERATURA = {t}\n{(PROMPT + text)[:70]}...\n"
            calls.append(call([text], t, p))
    cell = code_cell('prompt = "Transformers are models that"\n' + TRUNCATING, [stream(printed), hook_out(calls)], 4)
    nb = hooked_notebook(cell)
    cut = extract(nb_without_hooks(nb), activity)
    assert cut.generations["A1"][0].text != texts("A1")[0]  # read from the print alone: cut short
    ext = extract(nb, activity)
    for rid in A:
        assert [g.text for g in ext.generations[rid]] == texts(rid)
        assert all(len(g.extra["printed_text"]) <= 70 for g in ext.generations[rid])  # what the print showed
        assert all(g.extra["placed_by"] != "hook" for g in ext.generations[rid])  # where it was printed is kept
    assert "printed cut short" in read(nb, activity)["runs"]["A3"]["details"][0]["recorded"]


def genuine_only():
    real = {rid: set(texts(rid)) for rid in {**A, **B}}

    def verify(prompt, text, params):
        return prompt == PROMPT and any(text in real[r] for r, (t, p) in {**A, **B}.items()
                                        if abs(params.temperature - t) < 1e-6 and abs(params.top_p - p) < 1e-6)
    return verify


def test_a_forged_record_is_rejected_by_the_runs_check(activity):
    forged = {rid: texts(rid) for rid in A}
    forged["A2"] = [forged["A2"][0], forged["A2"][1].replace(" ", " FABRICATED ", 1)]
    nb = hooked_notebook(hidden_cell(A, forged, n=4))
    placed = extract(nb, activity, verify=genuine_only())
    assert [g.text for g in placed.generations["A2"]] == texts("A2")[:1]
    (why,) = [u for u in placed.unplaced if "A2" in u]
    assert "cell 5, generate call 2, sequence 2" in why and "not what run A2" in why
    # with no model at reading time, the run's check flags it when graded
    runs = collect(activity, extract(nb, activity), None, FakeVerifier(), "gpt2")
    assert runs["A2.1"].verified and runs["A2.2"].fabricated


def test_a_header_that_names_the_wrong_run_gives_way_to_the_recorded_call(activity):
    """The print says B3 (T=0.7, top-p=0.9); the call that generated it ran at top-p 0.3: B1's."""
    text = texts("B1")[0]
    cell = code_cell("texto = generate_text(prompt, temperature=0.7, top_p=p)\nprint('B3:', texto)",
                     [stream(f"B3: {PROMPT}{text}\n"), hook_out([call([text], 0.7, 0.3)])], 4)
    ext = extract(hooked_notebook(code_cell(f"prompt = {PROMPT!r}", [], 4), cell), activity)
    assert [g.text for g in ext.generations.get("B1", ())] == [text]
    assert "B3" not in ext.generations


def test_records_of_other_prompts_and_malformed_records_are_not_used():
    cell = code_cell("x()", [hook_out([call(["oi"], 0.7, 0.9, prompt="Olá"), "not a call"]),
                             new_output("display_data", data={HOOK_MIME: ["not", "a", "record"]})], 4)
    recs, notes = recorded(notebook([cell]))
    assert [(r.prompt, r.text) for r in recs] == [("Olá", "oi")]
    assert notes == ["cell 1: a generation-call record is not in the hook's format; not used"]


SHAPES = ("hidden", "cut", "full", "absent", "later", "twice")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shapes=st.lists(st.sampled_from(SHAPES), min_size=6, max_size=6),
       cut=st.integers(min_value=12, max_value=60), split=st.booleans())
def test_any_way_of_printing_gives_every_run_its_recorded_texts(activity, shapes, cut, split):
    """Each run printed its own way (unreadable, cut short, in full, not at all, or in a later cell
    that prints the variable, or both); the calls in one cell, or part A and part B in cells of their own."""
    runs = {**A, **B}
    cells, printed_later = [], ""
    groups = [A, B] if split else [runs]
    for n, group in enumerate(groups):
        printed, calls = "", []
        for rid, (t, p) in group.items():
            shape = shapes[list(runs).index(rid)]
            for text in texts(rid):
                calls.append(call([text], t, p))
                full = PROMPT + text
                if shape == "hidden":
                    printed += codecs.encode(full, "rot13") + "\n"
                elif shape == "cut":
                    printed += f"{rid}: {full[:len(PROMPT) + cut]}...\n"
                elif shape == "full":
                    printed += f"{rid}: {full}\n"
                elif shape == "later":
                    printed_later += f"{rid}: {full}\n"
                elif shape == "twice":  # in the loop, and again in a summary cell
                    printed += f"{rid}: {full}\n"
                    printed_later += f"{rid}: {full}\n"
        cells.append(code_cell("resultados = rodar(configs)\nmostrar(resultados)", [stream(printed), hook_out(calls)],
                               4 + n))
    cells.append(code_cell("mostrar(resultados)", [stream(printed_later)], 9))
    ext = extract(hooked_notebook(*cells), activity)
    assert {rid: [g.text for g in gens] for rid, gens in ext.generations.items()} == \
        {rid: texts(rid) for rid in runs}, ext.unplaced


# -- the re-execution teaches how the submitted notebook prints (grader/reading/layout.py) ----------

MYSTERY = "mostrar(rodar_tudo())  # defined in a module the grader cannot read"


def mystery_cell(recs: dict[str, list[str]], with_records: bool, n: int = 4):
    """A cell that prints every run's texts as one dict of lists, with no code the grader can follow."""
    shown = {rid: [PROMPT + t for t in ts] for rid, ts in recs.items()}
    outs = [stream(f"{shown!r}\n")]
    if with_records:
        outs.append(hook_out([call([t], *{**A, **B}[rid]) for rid, ts in recs.items() for t in ts]))
    return code_cell(MYSTERY, outs, n)


def test_the_reexecution_ties_the_submitted_notebooks_own_texts_to_their_runs(activity):
    runs = {**A, **B}
    executed = extract(hooked_notebook(mystery_cell({r: texts(r) for r in runs}, True)), activity)
    assert executed.layout["4"]["runs"] == [r for r in runs for _ in range(2)]
    own = {r: texts(r)[::-1] for r in runs}  # the student's own samples: other texts, same printing
    submitted_nb = hooked_notebook(mystery_cell(own, False))
    assert extract(submitted_nb, activity).generations == {}  # alone, nothing says which run a text is
    submitted = extract(submitted_nb, activity, reexecuted=executed)
    assert {r: [g.text for g in gens] for r, gens in submitted.generations.items()} == own
    assert all(g.extra["placed_by"] == "layout" for gens in submitted.generations.values() for g in gens)
    # a cell whose code changed since is not read that way: the re-execution's own texts are graded, and said so
    changed = hooked_notebook(code_cell(MYSTERY + "\n", mystery_cell(own, False).outputs, 4))
    ext = extract(changed, activity, reexecuted=executed)
    assert {r: [g.text for g in gens] for r, gens in ext.generations.items()} == {r: texts(r) for r in runs}
    assert all(g.extra["from_reexecution"] for gens in ext.generations.values() for g in gens)
    assert sum("re-execution" in p for p in ext.problems) == 6


def test_a_submitted_notebook_no_reader_can_undo_is_graded_on_the_reexecutions_records(activity, tmp_path):
    import nbformat

    from grader.pipeline import Setup, grade_submission
    from grader.records import Execution, Status

    _, rubric = load_specs("temperature-top-p")
    executed = extract(hooked_notebook(hidden_cell(A, n=4), hidden_cell(B, n=5)), activity)
    submitted_nb = nb_without_hooks(hooked_notebook(hidden_cell(A, n=4), hidden_cell(B, n=5)))
    path = tmp_path / "aluno.ipynb"
    nbformat.write(submitted_nb, str(path))
    setup = Setup(activity, rubric, "gpt2", lm=None, verifier=FakeVerifier(), lang="pt", execute=True)
    result = grade_submission(setup, path, work_dir=tmp_path / "work", executed=(Execution("ok"), executed))
    by_id = {c.criterion_id: c for c in result.criteria}
    assert by_id["runs-genuine"].status is Status.PASS, by_id["runs-genuine"].message
    assert {k.split(".")[0] for k in result.outputs} == set(activity.runs)
    assert any("graded on what the grader's re-execution" in n for n in result.notes)
    assert all(v["from_reexecution"] for v in result.outputs.values())  # kept out of the integrity comparison
