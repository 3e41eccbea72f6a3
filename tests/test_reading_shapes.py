"""Generated text found by what it is, however the notebook printed it (grader/reading/candidates.py,
grader/reading/content.py): samples printed as a list (the book's 5.7), through ``repr``/``!r``
with a label, in a dict, as a pipeline's result, pretty-printed by IPython or by rich (ANSI codes,
wrapping), as an HTML or markdown display; and, the other way, a text that is not the run's
(edited, another prompt's) is not given to the run, or is flagged by the run's own check.

The samples are the course notebook's real outputs (tests/data/observed-outputs.json); each
printing shape is built with the real printer (Python's ``repr``, IPython's pretty printer,
rich), so the test reads what a student's notebook would show.
"""

from __future__ import annotations

import html
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from IPython.lib.pretty import pretty
from nbformat.v4 import new_output
from rich.console import Console
from test_run_finder import PROMPT, FakeVerifier, code_cell, continuation, course_notebook, samples

from grader.commands.inspect import render_text
from grader.grading.pipeline import load_specs
from grader.reading import read
from grader.reading.candidates import cell_candidates
from grader.reading.evidence import collect
from grader.reading.extract import extract
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")

TEMPS = (0.2, 0.7, 1.0)
RUN_OF = {0.2: "A1", 0.7: "A2", 1.0: "A3"}


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def full(t: float) -> list[str]:
    """The course's two real samples at temperature ``t``, prompt + continuation."""
    return [PROMPT + continuation(e) for e in samples("temperature", temperature=t)[:2]]


def expected(t: float) -> list[str]:
    return [continuation(e) for e in samples("temperature", temperature=t)[:2]]


def stream(text: str):
    return new_output("stream", name="stdout", text=text)


def rich_out(obj) -> str:
    console = Console(file=io.StringIO(), force_terminal=True, color_system="standard", width=115)
    console.print(obj)
    return console.file.getvalue()


def found_a(activity, loop: str, outputs) -> dict[str, list[str]]:
    nb = course_notebook(temperature_loop=loop, temperature_outs=outputs)
    ext = extract(nb, activity)
    return {run: [g.text for g in ext.generations.get(run, ())] for run in ("A1", "A2", "A3")}, ext


def assert_part_a(activity, loop, outputs, exact=True):
    """Every sample of part A found, as generated (``exact=False``: a printed text's trailing
    newlines cannot be told from print's own)."""
    runs, ext = found_a(activity, loop, outputs)
    for t in TEMPS:
        got, want = runs[RUN_OF[t]], expected(t)
        if not exact:
            got, want = [x.rstrip("\n") for x in got], [x.rstrip("\n") for x in want]
        assert got == want, (RUN_OF[t], ext.unplaced)
    # the loops of part B (printed the course's way) are still read by the code
    assert all(len(ext.generations[r]) == 2 for r in ("B1", "B2", "B3"))
    return ext


LIST_LOOP = """\
prompt = "Transformers are models that"
for t in [0.2, 0.7, 1.0]:
    amostras = [generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80) for _ in range(2)]
    print(f"T={t} Amostras:", amostras)
"""


def test_samples_printed_as_a_list_are_found_with_where(activity):
    text = "".join(f"T={t} Amostras: {full(t)!r}\n" for t in TEMPS)
    ext = assert_part_a(activity, LIST_LOOP, [stream(text)])
    gen = ext.generations["A2"][1]
    assert gen.extra["placed_by"] == "content" and gen.extra["cell"] == 5
    assert gen.extra["found"]["how"] == "literal" and gen.extra["found"]["where"].startswith("a string literal")
    assert gen.extra["checked_when_read"] is False  # no model at reading time: checked when graded


def test_the_list_without_a_header_is_told_apart_by_the_order_the_loop_ran(activity):
    loop = LIST_LOOP.replace('print(f"T={t} Amostras:", amostras)', 'print("Amostras:", amostras)')
    text = "".join(f"Amostras: {full(t)!r}\n" for t in TEMPS)
    assert_part_a(activity, loop, [stream(text)])


def test_the_book_shape_a_list_as_the_cells_value(activity):
    # 5.7 of the book: the samples list is the cell's last expression (IPython's pretty printer)
    loop = ('prompt = "Transformers are models that"\n'
            "resultados = {t: [generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80) "
            "for _ in range(2)] for t in [0.2, 0.7, 1.0]}\nresultados\n")
    value = {t: full(t) for t in TEMPS}
    result = new_output("execute_result", data={"text/plain": pretty(value)}, execution_count=4)
    assert "\n" in pretty(value)  # IPython broke it over lines
    assert_part_a(activity, loop, [result])


REPR_LOOP = """\
prompt = "Transformers are models that"
for t in [0.2, 0.7, 1.0]:
    for i in range(2):
        texto = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80)
        print(f"[T={t}] amostra {i + 1}: {texto!r}")
"""


def test_repr_with_a_label_in_front(activity):
    text = "".join(f"[T={t}] amostra {i + 1}: {s!r}\n" for t in TEMPS for i, s in enumerate(full(t)))
    assert_part_a(activity, REPR_LOOP, [stream(text)])
    loop = REPR_LOOP.replace('print(f"[T={t}] amostra {i + 1}: {texto!r}")', 'print("Saída:", repr(texto))')
    assert_part_a(activity, loop, [stream("".join(f"Saída: {s!r}\n" for t in TEMPS for s in full(t)))])


PIPELINE_LOOP = """\
from transformers import pipeline
gerador = pipeline("text-generation", model=model, tokenizer=tokenizer)
prompt = "Transformers are models that"
for t in [0.2, 0.7, 1.0]:
    saida = gerador(prompt, do_sample=True, temperature=t, top_p=0.9, max_new_tokens=80, num_return_sequences=2)
    print(saida)
"""


def test_pipeline_result_dicts(activity):
    text = "".join(f"{[{'generated_text': s} for s in full(t)]}\n" for t in TEMPS)
    assert "'generated_text':" in text
    assert_part_a(activity, PIPELINE_LOOP, [stream(text)])


def _pipeline_cells(comment: dict[str, str]):
    """One pipeline call per run, its result dicts the cell's value (nothing printed names the
    run); A2 and B3 share T=0.7, top-p=0.9. ``comment``: run -> the comment line above its call."""
    from test_run_finder import notebook

    params = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6),
              "B3": (0.7, 0.9)}
    real = {"A1": full(0.2)[0], "A2": full(0.7)[0], "A3": full(1.0)[0]}
    real |= {r: PROMPT + continuation(samples("top_p", top_p=p)[0]) for r, (_, p) in params.items() if r[0] == "B"}
    cells = [code_cell('from transformers import pipeline\ngerador = pipeline("text-generation", model=model, '
                       'tokenizer=tokenizer)\nPROMPT = "Transformers are models that"', (), 1)]
    for n, (rid, (t, p)) in enumerate(params.items(), 2):
        value = new_output("execute_result", data={"text/plain": repr([{"generated_text": real[rid]}])},
                           execution_count=n)
        cells.append(code_cell(f"{comment.get(rid, '')}\ngerador(PROMPT, do_sample=True, temperature={t}, top_p={p}, "
                               "max_new_tokens=80, num_return_sequences=1)", [value], n))
    return notebook(cells), real


def test_runs_with_one_configuration_are_told_apart_by_a_comment_naming_the_run(activity):
    nb, real = _pipeline_cells({r: f"# Execução {r}" for r in ("A1", "A2", "A3", "B1", "B2", "B3")})
    ext = extract(nb, activity)
    assert {r: [PROMPT + g.text for g in gs] for r, gs in ext.generations.items()} == {r: [t] for r, t in real.items()}
    # without the comments (or with one naming both runs) nothing tells A2 from B3 but the order: the
    # first shown is A2, the second B3 (both genuine runs of that configuration), and it is said so
    for comment in ({}, {"A2": "# A2 e B3 têm a mesma configuração", "B3": "# B3 (igual a A2)"}):
        ext = extract(_pipeline_cells(comment)[0], activity)
        assert [PROMPT + g.text for g in ext.generations["A2"]] == [real["A2"]]
        assert [PROMPT + g.text for g in ext.generations["B3"]] == [real["B3"]]
        assert ext.generations["B3"][0].extra["named_by_order"] == ["A2", "B3"]
        assert not any("fits runs A2 and B3 alike" in u for u in ext.unplaced)


def test_a_list_pretty_printed_by_rich_with_colours_and_wrapping(activity):
    outs = []
    for t in TEMPS:
        printed = rich_out(full(t))
        assert "\x1b[" in printed
        outs.append(new_output("display_data", data={"text/plain": printed}))
    assert_part_a(activity, LIST_LOOP.replace('print(f"T={t} Amostras:", amostras)', "print(amostras)"), outs)


def test_tuples_of_prompt_and_continuation(activity):
    loop = ('prompt = "Transformers are models that"\nfor t in [0.2, 0.7, 1.0]:\n    for i in range(2):\n'
            "        texto = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80)\n"
            "        print((t, prompt, texto[len(prompt):]))\n")
    text = "".join(f"{(t, PROMPT, c)!r}\n" for t in TEMPS for c in expected(t))
    assert_part_a(activity, loop, [stream(text)])


def test_html_and_markdown_displays(activity):
    loop = ('from IPython.display import HTML, display\nprompt = "Transformers are models that"\n'
            "for t in [0.2, 0.7, 1.0]:\n    for i in range(2):\n"
            "        texto = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80)\n"
            '        display(HTML(f"<h4>T={t}</h4><p>{texto}</p>"))\n')
    outs = [new_output("display_data", data={"text/html": f"<h4>T={t}</h4><p>{html.escape(s)}</p>",
                                             "text/plain": "<IPython.core.display.HTML object>"})
            for t in TEMPS for s in full(t)]
    assert_part_a(activity, loop, outs, exact=False)
    md_outs = [new_output("display_data", data={"text/markdown": f"**T={t}**\n\n{s}",
                                                "text/plain": "<IPython.core.display.Markdown object>"})
               for t in TEMPS for s in full(t)]
    assert_part_a(activity, loop.replace("HTML", "Markdown"), md_outs, exact=False)


# -- the other direction: a text that is not the run's ---------------------------------------------

def genuine_only():
    """A verifier that accepts exactly the course's real samples of each temperature (the model's
    own check, where the real one is slow: tests/test_run_finder.py runs the real one)."""
    real = {round(t, 3): set(expected(t)) for t in TEMPS}

    def verify(prompt, text, params):
        return prompt == PROMPT and text in real.get(round(params.temperature, 3), set())
    return verify


def test_an_edited_sample_in_a_list_is_not_assigned_when_a_verifier_is_given_and_is_flagged_when_graded(activity):
    texts = {t: full(t) for t in TEMPS}
    texts[0.7][1] = texts[0.7][1].replace(" can ", " can FABRICATED ", 1)
    assert texts[0.7][1] != full(0.7)[1]
    nb = course_notebook(temperature_loop=LIST_LOOP, temperature_outs=[
        stream("".join(f"T={t} Amostras: {texts[t]!r}\n" for t in TEMPS))])
    placed = find_runs(nb, activity, verify=genuine_only())
    assert [g.text for g in placed.generations["A2"]] == expected(0.7)[:1]
    (why,) = [u for u in placed.unplaced if "A2" in u]
    assert "cell 5" in why and "string literal" in why and "not what run A2" in why
    # without a model at reading time the text is given to its run, and the run's check flags it
    ext = extract(nb, activity)
    runs = collect(activity, ext, None, FakeVerifier(), "gpt2")
    assert runs["A2.1"].verified and runs["A2.2"].fabricated


def test_another_prompts_text_is_not_assigned(activity):
    other = "Era uma vez um dragão que"
    texts = {t: [other + c for c in expected(t)] for t in TEMPS}
    nb = course_notebook(temperature_loop=LIST_LOOP, temperature_outs=[
        stream("".join(f"T={t} Amostras: {texts[t]!r}\n" for t in TEMPS))])
    ext = extract(nb, activity)
    assert not any(r in ext.generations for r in ("A1", "A2", "A3"))
    assert any("cell 5" in u and "does not begin with the prompt" in u for u in ext.unplaced)


def test_continuations_alone_are_taken_only_where_the_code_generates_that_many(activity):
    loop = LIST_LOOP.replace("max_new_tokens=80) for _ in range(2)]", "max_new_tokens=80)[len(prompt):] "
                             "for _ in range(2)]")
    text = "".join(f"T={t} Amostras: {expected(t)!r}\n" for t in TEMPS)
    assert_part_a(activity, loop, [stream(text)])
    # one more string than the code generates: order cannot tie them to calls, nothing is guessed
    extra = text.replace("Amostras: [", "Amostras: ['uma nota', ", 1)
    runs, _ = found_a(activity, loop, [stream(extra)])
    assert runs == {"A1": [], "A2": [], "A3": []}


def test_a_header_that_contradicts_the_code_is_still_caught(activity):
    text = "".join(f"T={t} Amostras: {full(t)!r}\n" for t in (0.2, 0.7, 0.7))
    loop = LIST_LOOP.replace("for t in [0.2, 0.7, 1.0]", "for t in [0.2, 0.7, 0.7]")
    nb = course_notebook(temperature_loop=loop, temperature_outs=[stream(text.replace("T=0.7", "T=1.0", 1))])
    ext = extract(nb, activity)
    assert "A3" not in ext.generations
    assert any("header says temperature=1" in u for u in ext.unplaced)


# -- generated variety ----------------------------------------------------------------------------

SHAPES = {
    "list": lambda t, xs: f"T={t}: {xs!r}\n",
    "tuple": lambda t, xs: f"T={t}: {tuple(xs)!r}\n",
    "dict": lambda t, xs: f"{ {f'amostra_{i}': x for i, x in enumerate(xs)} !r}\n",
    "pipeline": lambda t, xs: f"{[{'generated_text': x} for x in xs]!r}\n",
    "repr-lines": lambda t, xs: "".join(f"amostra {i}: {x!r}\n" for i, x in enumerate(xs)),
    "plain": lambda t, xs: "".join(f"\n[Amostra {i}]\n{x}\n" for i, x in enumerate(xs)),
}


CELL = """\
prompt = "Transformers are models that"
print("Execução {run}")
amostras = [generate_text(prompt, temperature={t}, top_p=0.9, max_new_tokens=80) for _ in range(2)]
mostrar(amostras)
"""


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(shapes=st.lists(st.sampled_from(sorted(SHAPES)), min_size=3, max_size=3),
       ansi=st.booleans(), edit=st.sampled_from([None, 0.2, 0.7, 1.0]), order=st.permutations(TEMPS))
def test_any_mix_of_printing_shapes_gives_every_run_or_flags_the_edited_one(activity, shapes, ansi, edit, order):
    """One cell per temperature, in any order, each printing its samples its own way under a
    header that names the run."""
    texts = {t: full(t) for t in TEMPS}
    if edit is not None:
        texts[edit][0] = texts[edit][0][:-12] + " FABRICATED"
    cells = []
    for n, (shape, t) in enumerate(zip(shapes, order)):
        body = SHAPES[shape](t, texts[t])
        out = (new_output("display_data", data={"text/plain": f"\x1b[1m{body}\x1b[0m"}) if ansi else stream(body))
        # the header names the run: A2 alone has B3's configuration (tested in test_run_finder.py)
        cells.append(code_cell(CELL.format(t=t, run=RUN_OF[t]), [stream(f"Execução {RUN_OF[t]}\n"), out], 6 + n))
    nb = course_notebook(cells)
    placed = find_runs(nb, activity, verify=genuine_only())
    for t in TEMPS:
        got = [g.text for g in placed.generations.get(RUN_OF[t], ())]
        want = expected(t)[1:] if t == edit else expected(t)
        want += expected(t)  # the course loop of cell 5 printed its own two first
        assert sorted(x.rstrip("\n") for x in got) == sorted(x.rstrip("\n") for x in want), (shapes, t)
    if edit is not None:
        assert any(f"not what run {RUN_OF[edit]}" in u for u in placed.unplaced)


# -- candidates and the door ----------------------------------------------------------------------

def test_candidates_undo_literal_syntax_and_leave_apostrophes_and_keys_alone():
    cell = code_cell("x", [stream("d'água e 'Era uma vez\\num \\'gato\\''\n"
                                  "{'generated_text': 'O fim.'}\n('a' 'b', \"c\")\n")])
    got = [(c.how, c.text) for c in cell_candidates(0, cell, [])]
    assert got == [("literal", "Era uma vez\num 'gato'"), ("literal", "O fim."), ("literal", "ab"),
                   ("literal", "c")]


def test_inspect_shows_runs_found_by_content_and_where(activity):
    text = "".join(f"T={t} Amostras: {full(t)!r}\n" for t in TEMPS)
    nb = course_notebook(temperature_loop=LIST_LOOP, temperature_outs=[stream(text)])
    found = read(nb, activity)
    assert sorted(found["runs"]) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    a1 = found["runs"]["A1"]
    assert [c["cell_index"] for c in a1["cells"]] == [4] and a1["samples"] == expected(0.2)
    assert a1["details"][0]["found"].startswith("a string literal in the printed output (output 1)")
    assert "not checked" in a1["details"][0]["found"]
    shown = render_text(found, "aluno.ipynb")
    assert "A1    found by content, cell 4" in shown and "string literal" in shown


def test_the_printed_as_data_notebook_of_tests_data_gives_every_run(activity):
    """tests/data/shapes/printed-as-data.ipynb (built by build.py there): a list, a pipeline's
    dicts pretty-printed by rich, repr with a label naming the run (B3 shares A2's configuration)."""
    from pathlib import Path

    import nbformat

    path = Path(__file__).resolve().parent / "data" / "shapes" / "printed-as-data.ipynb"
    nb = nbformat.read(str(path), as_version=4)
    found = read(nb, activity)
    want = {"A1": expected(0.2), "A2": expected(0.7), "A3": expected(1.0),
            **{run: [continuation(e) for e in samples("top_p", top_p=p)[:2]]
               for run, p in (("B1", 0.3), ("B2", 0.6), ("B3", 0.9))}}
    assert {run: view["samples"] for run, view in found["runs"].items()} == want
    # B3's repr(texto) under its label: the code says which sample each is; the rest are read by content
    assert {run: view["found_by"] for run, view in found["runs"].items()} == {
        run: "code" if run == "B3" else "content" for run in want}
    assert [c["cell_index"] for c in found["runs"]["B2"]["cells"]] == [5]
    assert found["runs"]["B2"]["details"][0]["found"].startswith("a string literal in the displayed value")
    assert not [u for u in found["unplaced"] if u.get("kind") != "answer" and not u.get("question")]


def test_a_notebook_that_prints_its_samples_as_data_is_graded_on_them(tmp_path):
    """The bug as filed: samples printed as a list gave "nenhuma saída encontrada", then "Não há
    saídas suficientes para comparar". Graded (the model's check faked), every run is there."""
    from pathlib import Path

    import nbformat
    from test_run_finder import md, notebook

    from grader.core.records import Status
    from grader.grading.pipeline import Setup, grade_submission

    activity, rubric = load_specs("temperature-top-p")
    src = Path(__file__).resolve().parent / "data" / "shapes" / "printed-as-data.ipynb"
    cells = list(nbformat.read(str(src), as_version=4).cells)
    words = lambda t: " ".join(expected(t)[0].split()[:12])  # noqa: E731
    answers = {"A.1": f'A1: "{words(0.2)}"\n\nA2: "{words(0.7)}"\n\nA3: "{words(1.0)}"'}
    for q in activity.questions:
        cells += [md(f"### {q.id}\n\n{q.text.pt}"), md(answers.get(q.id, "_Sua resposta aqui._"))]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(notebook(cells), str(path))
    setup = Setup(activity, rubric, "gpt2", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    by_id = {c.criterion_id: c for c in result.criteria}
    assert by_id["runs-genuine"].status is Status.PASS, by_id["runs-genuine"].message
    assert by_id["A.1-excerpts"].status is Status.PASS, by_id["A.1-excerpts"].message
    assert "nenhuma saída" not in " ".join(c.message for c in result.criteria)
    assert {k.split(".")[0] for k in result.outputs} == set(activity.runs)


def test_chain_of_thought_runs_in_a_dict_are_told_apart_by_their_prompts():
    from test_run_finder import LOAD, SETUP, WRAPPER, notebook

    act = load_specs("chain-of-thought")[0]
    direct, steps = samples("chain_of_thought_direct")[0], samples("chain_of_thought_steps")[0]
    code = """\
pergunta, passo = "What is 27 + 58?", "Solve step by step: 27 + 58."
resultados = {
    "direto": generate_text(pergunta, temperature=0.7, top_p=0.9, max_new_tokens=40),
    "passo a passo": generate_text(passo, temperature=0.7, top_p=0.9, max_new_tokens=80),
}
resultados
"""
    texts = {"direto": direct["prompt"] + continuation(direct), "passo a passo": steps["prompt"] + continuation(steps)}
    result = new_output("execute_result", data={"text/plain": pretty(texts)}, execution_count=4)
    nb = notebook([code_cell(SETUP), code_cell(LOAD), code_cell(WRAPPER), code_cell(code, [result], 4)])
    ext = extract(nb, act)
    assert [g.text for g in ext.generations["P1"]] == [continuation(direct)]
    assert [g.text for g in ext.generations["P2"]] == [continuation(steps)]
    assert ext.generations["P1"][0].params.max_new_tokens == 40  # the code's, tied by order
    # the same dict with the two texts swapped: order no longer pairs texts with calls (the prompts
    # disagree), so each goes to the run of the prompt it continues, with that prompt's call
    swapped = new_output("execute_result", data={"text/plain": pretty(dict(zip(texts, reversed(texts.values()))))},
                         execution_count=4)
    nb = notebook([code_cell(SETUP), code_cell(LOAD), code_cell(WRAPPER), code_cell(code, [swapped], 4)])
    ext = extract(nb, act)
    assert [g.text for g in ext.generations.get("P1", ())] == [continuation(direct)]
    assert [g.text for g in ext.generations.get("P2", ())] == [continuation(steps)]


@pytest.mark.smollm
def test_with_the_model_at_hand_a_list_keeps_its_genuine_samples_and_drops_an_edited_one(smollm, activity):
    """The run's own check, for real: samples generated by the embedded model, printed as lists;
    one word of one sample edited. With the verifier the edited text is not given to its run."""
    import torch

    from grader.modelling.provenance import Verifier
    from grader.reading import check_with

    model, tok = smollm.model, smollm.tokenizer
    torch.manual_seed(3)
    ids = tok(PROMPT, return_tensors="pt")
    made = {}
    for t in TEMPS:
        with torch.no_grad():
            out = model.generate(**ids, do_sample=True, temperature=t, top_p=0.9, max_new_tokens=10,
                                 num_return_sequences=2, pad_token_id=tok.eos_token_id)
        made[t] = [tok.decode(row[ids["input_ids"].shape[1]:], skip_special_tokens=True) for row in out]
    words = made[0.2][1].split(" ")
    words[len(words) // 2] = "zebra-FABRICATED"
    edited = " ".join(words)
    shown_texts = {t: [PROMPT + x for x in made[t]] for t in TEMPS}
    shown_texts[0.2][1] = PROMPT + edited
    loop = LIST_LOOP.replace("max_new_tokens=80", "max_new_tokens=10")
    nb = course_notebook(temperature_loop=loop, temperature_outs=[
        stream("".join(f"T={t} Amostras: {shown_texts[t]!r}\n" for t in TEMPS))])
    placed = find_runs(nb, activity, verify=check_with(Verifier(smollm)))
    assert [g.text for g in placed.generations["A1"]] == made[0.2][:1]
    assert [g.text for g in placed.generations["A2"]] == made[0.7]
    assert [g.text for g in placed.generations["A3"]] == made[1.0]
    assert any("cell 5" in u and "not what run A1" in u for u in placed.unplaced)
