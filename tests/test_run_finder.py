"""Runs found in the code students really write: the course book's generate_text, loop cells,
printed headers, model.generate, pipelines (grader/reading/, through grader.reading.extract).

The notebooks are built here in the shape of the course's own notebook as students run it in
Colab: nbformat 4.0, no tags, a ``generate_text`` wrapper defined in a cell, loop cells over
literal lists of temperatures or top-p values printing a header per configuration and two samples
each (prompt + continuation printed together), captured by ``rich`` as display_data with ANSI
codes and hard line wrapping. The printed samples are the course notebook's real outputs
(tests/data/observed-outputs.json) wherever they fit.
"""

from __future__ import annotations

import html
import io
import json

import nbformat
import pytest
from course_data import observed_experiments
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from rich.console import Console

from grader.checks.context import CheckContext
from grader.checks.evidence_rules import excerpts_in_runs, runs_verified
from grader.core.records import GENERATION_MIME, Answer, Execution, ProvenanceResult, Status, Verdict
from grader.core.textnorm import strip_ansi, unwrap_rich
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.evidence import collect, expand
from grader.reading.extract import extract, read_notebook
from grader.reading.runs import SOURCE, find_runs

PROMPT = "Transformers are models that"

# nbformat 4.0 cells have no ids; nbformat's validator warns about it on every write.
pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


# -- notebooks in the course's shape --------------------------------------------------------------

SETUP = """\
!pip install -q rich transformers
import torch
from rich import print
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] dispositivo: {device}")
"""

LOAD = """\
nome = "gpt2"
tokenizer = AutoTokenizer.from_pretrained(nome)
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(nome).to(device)
model.eval()
print(f"[OK] modelo carregado: {nome}")
"""

WRAPPER = '''\
def generate_text(prompt: str, temperature: float = 0.7, top_p: float = 0.9,
                  max_new_tokens: int = 80, use_cache: bool = True, do_sample: bool = True):
    """Gera a continuação do prompt; devolve prompt + texto novo."""
    entradas = tokenizer(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        ids = model.generate(
            **entradas,
            max_new_tokens=max_new_tokens,
            do_sample=do_sample,
            temperature=temperature,
            top_p=top_p,
            use_cache=use_cache,
            pad_token_id=tokenizer.eos_token_id,
        )
    return tokenizer.decode(ids[0], skip_special_tokens=True)
'''

TEMPERATURE_LOOP = """\
# Parte A: a temperatura muda, top-p fica em 0.9
prompt = "Transformers are models that"
temperaturas = [0.2, 0.7, 1.0]
N_AMOSTRAS = 2
saidas_t = {}

print("\\n" + "=" * 60)
print("PARTE A: TEMPERATURA")
print("=" * 60)

for t in temperaturas:
    print("\\n" + "-" * 30)
    print(f"TEMPERATURA = {t}")
    print("-" * 30)
    saidas_t[t] = []
    for i in range(N_AMOSTRAS):
        texto = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80, do_sample=True)
        saidas_t[t].append(texto)
        print(f"\\n[Amostra {i + 1}]")
        print(texto)

print("\\nO que observar: repetição com temperatura baixa.")
"""

TOP_P_LOOP = """\
# Parte B: top-p muda, a temperatura fica fixa
temp_fixa = 0.7
valores_p = [0.3, 0.6, 0.9]

for p in valores_p:
    print("\\n" + "-" * 30)
    print(f"TOP-P = {p} (temperature={temp_fixa})")
    print("-" * 30)
    for i in range(2):
        texto = generate_text(
            prompt,
            temperature=temp_fixa,
            top_p=p,
            max_new_tokens=80,
            do_sample=True,
        )
        print(f"\\n[Amostra {i + 1}]")
        print(texto)
"""


def rich_text(obj: str) -> str:
    """What rich's ``print`` writes for ``obj`` in Colab: ANSI colours, wrapped at 115 cells."""
    console = Console(file=io.StringIO(), force_terminal=True, color_system="standard", width=115)
    console.print(obj)
    return console.file.getvalue()


def shown(text: str) -> nbformat.NotebookNode:
    """One ``print`` under rich in Jupyter: a display_data with the ANSI text and rich's HTML."""
    return new_output("display_data", data={
        "text/plain": text,
        "text/html": '<pre style="white-space:pre;overflow-x:auto;line-height:normal">'
                     + html.escape(strip_ansi(text)) + "</pre>\n"})


def rprint(*lines: str) -> list[nbformat.NotebookNode]:
    return [shown(rich_text(line)) for line in lines]


def samples(experiment: str, **params) -> list[dict]:
    """The course's real outputs of one configuration, in the order the course printed them."""
    return [e for e in observed_experiments() if e["experiment"] == experiment and e.get("raw")
            and all(e["params"].get(k) == v for k, v in params.items())]


def continuation(exp: dict) -> str:
    """What the model generated: the printed text without the prompt, rich's wrapping undone."""
    printed = unwrap_rich(strip_ansi(exp["raw"]))
    assert printed.startswith(exp["prompt"]) and printed.endswith("\n")
    return printed[len(exp["prompt"]):-1]  # print's own newline is not the model's


def code_cell(source: str, outputs=(), n: int | None = None) -> nbformat.NotebookNode:
    cell = new_code_cell(source, execution_count=n)
    cell.outputs = list(outputs)
    cell.pop("id", None)  # nbformat 4.0: cells carry no ids
    return cell


def md(source: str) -> nbformat.NotebookNode:
    cell = new_markdown_cell(source)
    cell.pop("id", None)
    return cell


def notebook(cells) -> nbformat.NotebookNode:
    nb = new_notebook(cells=list(cells), metadata={"kernelspec": {"name": "python3", "display_name": "Python 3"},
                                                   "colab": {"provenance": []}, "accelerator": "GPU"})
    nb.nbformat, nb.nbformat_minor = 4, 0
    return nb


def temperature_outputs(header=lambda t: f"TEMPERATURA = {t}", temps=(0.2, 0.7, 1.0), marker="[Amostra {i}]",
                        texts_of=None):
    """What TEMPERATURE_LOOP prints, with the course's real samples of each temperature (or of
    ``texts_of[t]``'s temperature)."""
    outs = rprint("\n" + "=" * 60, "PARTE A: TEMPERATURA", "=" * 60)
    for t in temps:
        outs += rprint("\n" + "-" * 30, header(t), "-" * 30)
        real = (texts_of or {}).get(t, t)
        for i, exp in enumerate(samples("temperature", temperature=real)[:2], start=1):
            outs += rprint("\n" + marker.format(i=i))
            outs.append(shown(exp["raw"]))
    return outs + rprint("\nO que observar: repetição com temperatura baixa.")


def top_p_outputs(ps=(0.3, 0.6, 0.9), header=lambda p: f"TOP-P = {p} (temperature=0.7)"):
    outs = []
    for p in ps:
        outs += rprint("\n" + "-" * 30, header(p), "-" * 30)
        for i, exp in enumerate(samples("top_p", top_p=p)[:2], start=1):
            outs += rprint(f"\n[Amostra {i}]")
            outs.append(shown(exp["raw"]))
    return outs


def course_notebook(extra_cells=(), *, temperature_loop=TEMPERATURE_LOOP, temperature_outs=None):
    return notebook([
        md("# Inferência: temperatura e top-p"),
        code_cell(SETUP, rprint("[INFO] dispositivo: cuda"), 1),
        code_cell(LOAD, rprint("[OK] modelo carregado: gpt2"), 2),
        code_cell(WRAPPER, (), 3),
        code_cell(temperature_loop, temperature_outputs() if temperature_outs is None else temperature_outs, 4),
        code_cell(TOP_P_LOOP, top_p_outputs(), 5),
        *extra_cells,
    ])


# -- the course's shape: every run, its samples and parameters --------------------------------------


def test_the_course_notebook_shape_gives_every_run_with_both_samples_and_its_parameters(activity):
    nb = course_notebook()
    assert "\x1b[" in nb.cells[4].outputs[4]["data"]["text/plain"]  # rich's colours are there
    ext = extract(nb, activity)
    assert ext.unplaced == () and ext.problems == ()
    assert sorted(ext.generations) == ["A1", "A2", "A3", "B1", "B2", "B3"]
    expected = {"A1": samples("temperature", temperature=0.2)[:2], "A2": samples("temperature", temperature=0.7)[:2],
                "A3": samples("temperature", temperature=1.0)[:2], "B1": samples("top_p", top_p=0.3)[:2],
                "B2": samples("top_p", top_p=0.6)[:2], "B3": samples("top_p", top_p=0.9)[:2]}
    for run, gens in ext.generations.items():
        assert len(gens) == 2, run
        declared = activity.params(run)
        for gen, exp in zip(gens, expected[run]):
            assert gen.source == SOURCE
            assert gen.prompt == PROMPT
            # the parameters come from the code: T and top-p of the loop, max_new_tokens=80,
            # do_sample=True, top-k unset (Hugging Face's default)
            assert (gen.params.do_sample, gen.params.temperature, gen.params.top_p) == \
                (True, declared.temperature, declared.top_p)
            assert gen.params.max_new_tokens == 80 and gen.params.top_k is None
            # the continuation only, ANSI codes gone, rich's wrapping undone, the model's own
            # trailing newlines kept
            assert gen.text == continuation(exp)
            assert not gen.text.startswith(PROMPT) and "\x1b[" not in gen.text
    a1 = ext.generations["A1"][0]
    assert "They are also used to represent the properties" in a1.text  # a rich wrap point, undone
    assert a1.extra["header"] == "TEMPERATURA = 0.2" and a1.extra["placed_by"] == "code"
    assert ext.generations["B3"][1].extra["header"] == "TOP-P = 0.9 (temperature=0.7)"  # its sample marker aside


def test_a2_and_b3_share_a_configuration_and_the_loop_tells_them_apart(activity):
    ext = extract(course_notebook(), activity)
    a2 = [g.text for g in ext.generations["A2"]]
    b3 = [g.text for g in ext.generations["B3"]]
    assert a2 == [continuation(e) for e in samples("temperature", temperature=0.7)[:2]]
    assert b3 == [continuation(e) for e in samples("top_p", top_p=0.9)[:2]]
    assert activity.params("A2") == activity.params("B3")


def test_the_same_configuration_outside_a_loop_is_unplaced_not_guessed_unless_a_header_names_the_run(activity):
    base = code_cell('print("[BASE] (temperature=0.7, top_p=0.9)")\n'
                     "print(generate_text(prompt, temperature=0.7, top_p=0.9))",
                     rprint("[BASE] (temperature=0.7, top_p=0.9)") + [shown(samples("base")[0]["raw"])], 6)
    ext = extract(course_notebook([base]), activity)
    assert len(ext.generations["A2"]) == len(ext.generations["B3"]) == 2  # only the loops' samples
    (reason,) = ext.unplaced
    assert "cell 7" in reason and "A2 and B3" in reason and "[BASE]" in reason
    assert reason in ext.problems  # shown to the instructor with the notebook's notes

    named = code_cell('print("Execução A2 (temperature=0.7, top_p=0.9)")\n'
                      "print(generate_text(prompt, temperature=0.7, top_p=0.9))",
                      rprint("Execução A2 (temperature=0.7, top_p=0.9)") + [shown(samples("base")[0]["raw"])], 6)
    ext = extract(course_notebook([named]), activity)
    assert ext.unplaced == ()
    assert ext.generations["A2"][-1].text == continuation(samples("base")[0])


def test_stream_output_of_a_plain_print_is_read_as_well(activity):
    outs_text = ""
    for t in (0.2, 0.7, 1.0):
        outs_text += f"\n------------------------------\nTEMPERATURA = {t}\n------------------------------\n"
        for i, exp in enumerate(samples("temperature", temperature=t)[:2], start=1):
            outs_text += f"\n[Amostra {i}]\n" + unwrap_rich(strip_ansi(exp["raw"]))
    plain_loop = TEMPERATURE_LOOP.replace('print("\\n" + "=" * 60)\nprint("PARTE A: TEMPERATURA")\n'
                                          'print("=" * 60)\n', "").replace(
        'print("\\nO que observar: repetição com temperatura baixa.")\n', "")
    nb = course_notebook(temperature_loop=plain_loop,
                         temperature_outs=[new_output("stream", name="stdout", text=outs_text)])
    ext = extract(nb, activity)
    assert ext.unplaced == ()
    for run, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)):
        assert [g.text for g in ext.generations[run]] == \
            [continuation(e) for e in samples("temperature", temperature=t)[:2]]
        assert all(g.extra["placed_by"] == "code" for g in ext.generations[run])


def test_a_wrapper_defined_further_down_the_notebook_is_still_read(activity):
    # Cells run out of order and then moved: the loop comes before the function it calls.
    nb = course_notebook()
    nb.cells[3], nb.cells[5] = nb.cells[5], nb.cells[3]
    nb.cells[3], nb.cells[4] = nb.cells[4], nb.cells[3]
    assert nb.cells[5].source == WRAPPER
    ext = extract(nb, activity)
    assert ext.unplaced == ()
    assert {run: len(g) for run, g in ext.generations.items()} == {r: 2 for r in activity.runs}
    assert all(g.extra["placed_by"] == "code" for gens in ext.generations.values() for g in gens)


def test_both_loops_in_one_cell_with_headers_that_state_only_what_varies(activity):
    code = TEMPERATURE_LOOP + TOP_P_LOOP.replace("{p} (temperature={temp_fixa})", "{p}")
    outs = temperature_outputs() + top_p_outputs(header=lambda p: f"TOP-P = {p}")
    nb = course_notebook()
    nb.cells[4] = code_cell(code, outs, 4)
    del nb.cells[5]
    ext = extract(nb, activity)
    assert ext.unplaced == ()
    assert {run: len(g) for run, g in ext.generations.items()} == {r: 2 for r in activity.runs}
    assert [g.text for g in ext.generations["B3"]] == [continuation(e) for e in samples("top_p", top_p=0.9)[:2]]


def test_top_k_comes_from_the_code_and_must_be_the_runs(activity):
    wrapper = WRAPPER.replace("top_p=top_p,\n", "top_p=top_p,\n            top_k=top_k,\n").replace(
        "do_sample: bool = True):", "do_sample: bool = True, top_k: int = 50):")
    nb = course_notebook()
    nb.cells[3] = code_cell(wrapper, (), 3)
    ext = extract(nb, activity)  # top-k 50 is Hugging Face's default: the runs' own
    assert ext.unplaced == () and ext.generations["A1"][0].params.top_k == 50
    nb.cells[3] = code_cell(wrapper.replace("top_k: int = 50", "top_k: int = 10"), (), 3)
    ext = extract(nb, activity)
    assert ext.generations == {}
    assert len(ext.unplaced) == 6 and "top-k=10" in ext.unplaced[0] and "no run" in ext.unplaced[0]


def test_a_course_notebook_written_to_disk_in_nbformat_4_0_reads_the_same(activity, tmp_path):
    nb = course_notebook()
    for i, cell in enumerate(nb.cells):
        cell.metadata["id"] = f"colab{i:04d}"  # Colab keeps its cell ids in the metadata of a 4.0 file
    path = tmp_path / "aluno.ipynb"
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1), encoding="utf-8")
    ext = extract(read_notebook(path), activity)
    assert {run: len(g) for run, g in ext.generations.items()} == {r: 2 for r in activity.runs}
    assert ext.unplaced == ()


# -- what cannot be mapped is shown, not guessed ---------------------------------------------------


def test_a_loop_whose_values_match_no_run_is_unplaced_with_the_reason(activity):
    loop = TEMPERATURE_LOOP.replace("[0.2, 0.7, 1.0]", "[0.4, 1.3]")
    outs = temperature_outputs(temps=(0.4, 1.3), texts_of={0.4: 0.2, 1.3: 0.7})  # the values are what is wrong
    ext = extract(course_notebook(temperature_loop=loop, temperature_outs=outs), activity)
    assert set(ext.generations) == {"B1", "B2", "B3"}  # nothing guessed for part A
    first, second = ext.unplaced
    assert first.startswith("cell 5, under 'TEMPERATURA = 0.4'") and "T=0.4, top-p=0.9" in first
    assert "the configuration of no run of this activity" in first and "A1 T=0.2, top-p=0.9" in first
    assert first.endswith("(2 outputs)")
    assert "T=1.3, top-p=0.9" in second
    # a loop over the right temperatures with another top-p is not part A either
    loop = TEMPERATURE_LOOP.replace("top_p=0.9", "top_p=0.8")
    ext = extract(course_notebook(temperature_loop=loop), activity)
    assert not {"A1", "A2", "A3"} & set(ext.generations) and len(ext.unplaced) == 3
    assert "T=0.2, top-p=0.8" in ext.unplaced[0]


def test_a_header_that_disagrees_with_the_code_is_unplaced(activity):
    loop = TEMPERATURE_LOOP.replace('print(f"TEMPERATURA = {t}")', 'print("TEMPERATURA = 0.2")')
    outs = temperature_outputs(header=lambda t: "TEMPERATURA = 0.2")
    ext = extract(course_notebook(temperature_loop=loop, temperature_outs=outs), activity)
    assert [g.text for g in ext.generations["A1"]] == \
        [continuation(e) for e in samples("temperature", temperature=0.2)[:2]]
    assert "A2" not in ext.generations and "A3" not in ext.generations
    assert any("header says temperature=0.2 but the code generated with temperature=0.7" in u for u in ext.unplaced)
    assert any("temperature=1" in u for u in ext.unplaced)


def test_a_header_naming_another_run_than_the_code_generated_is_unplaced(activity):
    cell = code_cell('print("A1 (T=0.2)")\nprint(generate_text(prompt, temperature=0.7, top_p=0.3))',
                     rprint("A1 (T=0.2)") + [shown(samples("top_p", top_p=0.3)[0]["raw"])], 6)
    ext = extract(course_notebook([cell]), activity)
    assert len(ext.generations["A1"]) == 2 and len(ext.generations["B1"]) == 2
    assert any("header says temperature=0.2" in u for u in ext.unplaced)
    cell = code_cell('print("A1")\nprint(generate_text(prompt, temperature=0.7, top_p=0.3))',
                     rprint("A1") + [shown(samples("top_p", top_p=0.3)[0]["raw"])], 6)
    ext = extract(course_notebook([cell]), activity)
    assert len(ext.generations["B1"]) == 2
    (reason,) = ext.unplaced
    assert "names A1" in reason and "B1's configuration" in reason


def test_output_that_does_not_follow_the_code_falls_back_to_headers_and_they_must_agree(activity):
    # The cell was edited after it ran: the code now loops over other values than it printed.
    loop = TEMPERATURE_LOOP.replace("[0.2, 0.7, 1.0]", "[0.2, 0.5, 1.0]")
    ext = extract(course_notebook(temperature_loop=loop), activity)
    assert len(ext.generations["A1"]) == 2 and len(ext.generations["A3"]) == 2
    assert ext.generations["A1"][0].extra["placed_by"] == "headers"
    assert "A2" not in ext.generations
    assert any("TEMPERATURA = 0.7" in u and "header says temperature=0.7" in u for u in ext.unplaced)


# -- headers in other spellings, no header at all -----------------------------------------------------


@pytest.mark.parametrize("code, header, marker_code, marker", [
    ('print(f"Temperature: {t} | top_p: 0.9")', "Temperature: {t} | top_p: 0.9",
     'print(f"\\nSample #{i + 1}")', "Sample #{i}"),
    ('print(f">>> temp={t}, top-p=0.9")', ">>> temp={t}, top-p=0.9",
     'print(f"\\n--- amostra {i + 1}/2 ---")', "--- amostra {i}/2 ---"),
    ('print("τ = " + str(t).replace(".", ","), "(top_p 0.9)")', "τ = {tc} (top_p 0.9)",
     'print(f"\\nAmostra {i + 1}:")', "Amostra {i}:"),
    ('print("T=%s" % t)', "T={t}", 'print("\\n[amostra %d]" % (i + 1))', ""),  # rich drops "[amostra 1]"
])
def test_headers_in_other_spellings(activity, code, header, marker_code, marker):
    loop = TEMPERATURE_LOOP.replace('print(f"TEMPERATURA = {t}")', code).replace(
        'print(f"\\n[Amostra {i + 1}]")', marker_code)
    outs = temperature_outputs(header=lambda t: header.format(t=t, tc=str(t).replace(".", ",")), marker=marker)
    ext = extract(course_notebook(temperature_loop=loop, temperature_outs=outs), activity)
    assert ext.unplaced == ()
    for run, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)):
        assert [g.text for g in ext.generations[run]] == \
            [continuation(e) for e in samples("temperature", temperature=t)[:2]]
        assert all(g.extra["placed_by"] == "code" for g in ext.generations[run])


def test_values_the_code_computes_at_run_time_are_read_from_the_headers(activity):
    # np.linspace cannot be followed without running it: the headers say the values, the code
    # still gives what does not vary (top_p=0.9, do_sample=True, max_new_tokens=80).
    computed = "import numpy as np\ntemperaturas = [round(float(x), 1) for x in np.linspace(0.2, 1.0, 3)]"
    loop = TEMPERATURE_LOOP.replace("temperaturas = [0.2, 0.7, 1.0]", computed)
    outs = temperature_outputs()
    ext = extract(course_notebook(temperature_loop=loop, temperature_outs=outs), activity)
    assert ext.unplaced == ()
    assert {r: len(ext.generations[r]) for r in ("A1", "A2", "A3")} == {"A1": 2, "A2": 2, "A3": 2}
    assert all(g.extra["placed_by"] == "headers" for r in ("A1", "A2", "A3") for g in ext.generations[r])
    assert ext.generations["A2"][0].text == continuation(samples("temperature", temperature=0.7)[0])


def test_a_printed_text_with_no_header(activity):
    exp = samples("temperature", temperature=1.0)[0]
    cell = code_cell("print(generate_text(prompt, temperature=1.0, top_p=0.9))", [shown(exp["raw"])], 6)
    nb = notebook([code_cell(SETUP), code_cell(LOAD), code_cell(WRAPPER),
                   code_cell('prompt = "Transformers are models that"'), cell])
    ext = extract(nb, activity)
    (gen,) = ext.generations["A3"]
    assert gen.text == continuation(exp) and gen.extra["header"] == ""

    # two samples printed back to back: the prompt at the start of a line separates them
    a1 = samples("temperature", temperature=0.2)[:2]
    loop = code_cell("for _ in range(2):\n    print(generate_text(prompt, temperature=0.2, top_p=0.9))",
                     [shown(a1[0]["raw"]), shown(a1[1]["raw"])], 6)
    nb.cells[-1] = loop
    ext = extract(nb, activity)
    assert [g.text for g in ext.generations["A1"]] == [continuation(e) for e in a1]

    # ...but continuations alone, back to back, cannot be told apart: shown, not guessed
    loop = code_cell("for _ in range(2):\n    out = generate_text(prompt, temperature=0.2, top_p=0.9)\n"
                     "    print(out[len(prompt):])",
                     [shown(rich_text(continuation(a1[0]))), shown(rich_text(continuation(a1[1])))], 6)
    nb.cells[-1] = loop
    ext = extract(nb, activity)
    assert "A1" not in ext.generations


def test_the_value_a_cell_ends_with_is_its_output(activity):
    exp = samples("temperature", temperature=0.2)[0]
    full = unwrap_rich(strip_ansi(exp["raw"]))[:-1]
    cell = code_cell("generate_text(prompt, temperature=0.2, top_p=0.9)",
                     [new_output("execute_result", data={"text/plain": repr(full)}, execution_count=6)], 6)
    nb = notebook([code_cell(LOAD), code_cell(WRAPPER), code_cell(f"prompt = {PROMPT!r}"), cell])
    (gen,) = extract(nb, activity).generations["A1"]
    assert gen.text == continuation(exp)


# -- other ways of generating ---------------------------------------------------------------------------


def test_a_student_who_calls_model_generate_directly(activity):
    exp = samples("temperature", temperature=0.2)[0]
    direct = """\
inputs = tokenizer("Transformers are models that", return_tensors="pt").to(device)
out = model.generate(**inputs, do_sample=True, temperature=0.2, top_p=0.9, max_new_tokens=80,
                     pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0], skip_special_tokens=True))
"""
    nb = notebook([code_cell(SETUP), code_cell(LOAD), code_cell(direct, [shown(exp["raw"])], 3)])
    (gen,) = extract(nb, activity).generations["A1"]
    assert gen.text == continuation(exp) and gen.extra["call"] == "generate"

    # the continuation alone, by slicing off the prompt's tokens
    sliced = direct.replace("out[0]", 'out[0][inputs["input_ids"].shape[1]:]')
    nb.cells[-1] = code_cell(sliced, [shown(rich_text(continuation(exp)))], 3)
    (gen,) = extract(nb, activity).generations["A1"]
    assert gen.text == continuation(exp)

    # without do_sample Hugging Face decodes greedily: temperature and top-p had no effect
    greedy = direct.replace("do_sample=True, ", "")
    nb.cells[-1] = code_cell(greedy, [shown(exp["raw"])], 3)
    ext = extract(nb, activity)
    assert ext.generations == {}
    (reason,) = ext.unplaced
    assert "greedy decoding" in reason and "no run" in reason


def test_a_text_generation_pipeline(activity):
    b1 = samples("top_p", top_p=0.3)[:2]
    code = """\
from transformers import pipeline
gerador = pipeline("text-generation", model="gpt2")
resultados = gerador("Transformers are models that", max_new_tokens=80, do_sample=True,
                     temperature=0.7, top_p=0.3, num_return_sequences=2)
for i, r in enumerate(resultados, start=1):
    print(f"[Saída {i}]")
    print(r["generated_text"])
"""
    outs = []
    for i, exp in enumerate(b1, start=1):
        outs += rprint(f"[Saída {i}]")
        outs.append(shown(exp["raw"]))
    nb = notebook([code_cell(code, outs, 1)])
    ext = extract(nb, activity)
    assert [g.text for g in ext.generations["B1"]] == [continuation(e) for e in b1]
    assert ext.generations["B1"][0].extra["call"] == "pipeline"

    # a pipeline that does not say whether it samples depends on the model's task defaults
    nb.cells[0] = code_cell(code.replace("do_sample=True,\n                     ", ""), outs, 1)
    ext = extract(nb, activity)
    assert "B1" not in ext.generations
    assert ext.unplaced and "does not set do_sample" in ext.unplaced[0]


def test_the_course_helper_without_its_records_is_placed_by_its_run_argument(activity):
    # Colab drops unknown output types: the helper's records are gone, its printed text remains.
    exp = samples("temperature", temperature=0.2)[0]
    code = ('from grader.course import load_model, generate\nmodel, tokenizer = load_model("gpt2")\n'
            'saida = generate(model, tokenizer, "Transformers are models that", run="A1", temperature=0.2, '
            'top_p=0.9, max_new_tokens=80)')
    ext = extract(notebook([code_cell(code, [new_output("stream", name="stdout",
                                                       text=unwrap_rich(strip_ansi(exp["raw"])))], 1)]), activity)
    (gen,) = ext.generations["A1"]
    assert gen.text == continuation(exp) and gen.extra["call"] == "course"


@pytest.mark.parametrize("activity_id", ["temperature-top-p", "chain-of-thought", "few-shot", "template"])
def test_solution_notebooks_without_their_records_give_the_same_runs_from_the_printed_text(activity_id):
    from grader.specs.schema import project_root

    act = load_specs(activity_id)[0]
    nb = read_notebook(project_root() / "activities" / activity_id / "solution.ipynb")
    recorded = extract(nb, act)
    for cell in nb.cells:  # what a Colab round trip leaves: no tags, no records
        cell.metadata.pop("tags", None)
        cell["outputs"] = [o for o in cell.get("outputs", []) if GENERATION_MIME not in o.get("data", {})]
    printed = extract(nb, act)
    assert printed.unplaced == ()
    assert set(printed.generations) == set(recorded.generations)
    for run, gens in recorded.generations.items():
        assert [g.text for g in printed.generations[run]] == [g.text for g in gens], run
        assert all(g.params == p.params for g, p in zip(gens, printed.generations[run])), run


def test_a_record_of_the_course_helper_wins_over_the_same_run_printed_by_a_loop(activity):
    record = {"format": 1, "run": "A1", "prompt": PROMPT, "text": " recorded", "token_ids": None,
              "params": {"do_sample": True, "temperature": 0.2, "top_p": 0.9, "max_new_tokens": 80},
              "seed": None, "model": "gpt2", "dtype": "float32", "device": "cpu", "versions": {}}
    tagged = code_cell('saida = generate(model, tokenizer, PROMPT, run="A1", temperature=0.2, top_p=0.9)',
                       [new_output("stream", name="stdout", text=PROMPT + " recorded\n"),
                        new_output("display_data", data={GENERATION_MIME: record, "text/plain": "[registro A1]"})], 6)
    ext = extract(course_notebook([tagged]), activity)
    assert [g.source for g in ext.generations["A1"]] == ["record"]
    assert len(ext.generations["A2"]) == 2
    assert any("run A1: 2 printed output(s)" in u for u in ext.unplaced)


def test_chain_of_thought_cells_in_the_course_style(tmp_path):
    act = load_specs("chain-of-thought")[0]
    direct, steps = samples("chain_of_thought_direct")[0], samples("chain_of_thought_steps")[0]
    loose = [e for e in samples("chain_of_thought_steps") if e["params"]["temperature"] == 0.9][:2]
    both = """\
pergunta = "What is 27 + 58?"
passo = "Solve step by step: 27 + 58."
TEMP, TOP_P = 0.7, 0.9
print("\\n=== Direto ===")
print(generate_text(pergunta, temperature=TEMP, top_p=TOP_P, max_new_tokens=40))
print("\\n=== Passo a passo ===")
print(generate_text(passo, temperature=TEMP, top_p=TOP_P, max_new_tokens=80))
"""
    free = """\
print("Config: temperature=0.9, top_p=0.95")
for i in range(2):
    print(f"\\n--- Amostra {i + 1}/2 ---")
    print(generate_text(passo, temperature=0.9, top_p=0.95, max_new_tokens=80))
"""
    outs = (rprint("\n=== Direto ===") + [shown(direct["raw"])] + rprint("\n=== Passo a passo ===")
            + [shown(steps["raw"])])
    free_outs = rprint("Config: temperature=0.9, top_p=0.95")
    for i, e in enumerate(loose, start=1):
        free_outs += rprint(f"\n--- Amostra {i}/2 ---") + [shown(e["raw"])]
    nb = notebook([code_cell(SETUP), code_cell(LOAD), code_cell(WRAPPER), code_cell(both, outs, 4),
                   code_cell(free, free_outs, 5)])
    ext = extract(nb, act)
    (p1,), (p2,) = ext.generations["P1"], ext.generations["P2"]
    assert p1.text == continuation(direct) and p1.params.max_new_tokens == 40
    assert p2.text == continuation(steps)
    assert p2.text.startswith("5% = 29.9%")  # the model's "58.5": the prompt ends at "58."
    (reason,) = ext.unplaced
    assert "T=0.9, top-p=0.95" in reason and "P2 T=0.7, top-p=0.9" in reason and reason.endswith("(2 outputs)")


def test_few_shot_with_a_seq2seq_wrapper_prints_only_the_answer():
    act = load_specs("few-shot")[0]
    code = '''\
from transformers import AutoModelForSeq2SeqLM
t5_tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small").to(device)

def generate_t5(prompt, max_new_tokens=64, do_sample=True, temperature=0.7, top_p=0.9, num_beams=1, n=1):
    inputs = t5_tok(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        out = t5.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                          temperature=temperature if do_sample else None, top_p=top_p if do_sample else None,
                          num_beams=num_beams, num_return_sequences=n)
    textos = [t5_tok.decode(x, skip_special_tokens=True) for x in out]
    return textos if n > 1 else textos[0]
'''
    run = '''\
tarefa = "Classifique o sentimento como POSITIVO ou NEGATIVO."
zero = f"""{tarefa}

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
few = f"""{tarefa}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
print("\\n--- ZERO-SHOT ---")
print(generate_t5(zero, do_sample=False, num_beams=1, max_new_tokens=8))
print("\\n--- FEW-SHOT ---")
print(generate_t5(few, do_sample=False, num_beams=1, max_new_tokens=8))
'''
    zs, fs = samples("zero_shot")[0], samples("few_shot")[0]
    outs = rprint("\n--- ZERO-SHOT ---") + [shown(zs["raw"])] + rprint("\n--- FEW-SHOT ---") + [shown(fs["raw"])]
    ext = extract(notebook([code_cell(SETUP), code_cell(code), code_cell(run, outs, 3)]), act)
    assert ext.unplaced == ()
    assert [g.text for g in ext.generations["ZS"]] == ["POSITIVO"]  # the course's real output, not the book's
    assert [g.text for g in ext.generations["FS"]] == ["POSITIVO"]
    assert ext.generations["ZS"][0].params.do_sample is False


def test_self_consistency_samples_returned_together_and_printed_numbered():
    act = load_specs("template")[0]
    exp = next(e for e in observed_experiments() if e["experiment"] == "self_consistency")
    helper = """\
from transformers import AutoModelForSeq2SeqLM
tok5 = AutoTokenizer.from_pretrained("google/flan-t5-small")
t5 = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small").to(device)

def generate_t5(prompt, max_new_tokens=64, do_sample=True, temperature=0.7, top_p=0.9, num_beams=1,
                num_return_sequences=1):
    inputs = tok5(prompt, return_tensors="pt", truncation=True).to(device)
    with torch.inference_mode():
        out_ids = t5.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                              temperature=temperature if do_sample else None,
                              top_p=top_p if do_sample else None, num_beams=num_beams,
                              num_return_sequences=num_return_sequences)
    texts = [tok5.decode(x, skip_special_tokens=True) for x in out_ids]
    return texts if num_return_sequences > 1 else texts[0]
"""
    vote = '''\
from collections import Counter
prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""
amostras = generate_t5(prompt_sc, do_sample=True, temperature=0.9, top_p=0.9, num_beams=1, max_new_tokens=8,
                       num_return_sequences=15)
print("\\nAmostras brutas:")
for i, s in enumerate(amostras, 1):
    print(f"{i:02d}. {s}")
rotulos = Counter(s.strip().upper() for s in amostras)
print("\\nContagem:", dict(rotulos))
'''
    outs = rprint("\nAmostras brutas:") + [shown(rich_text(f"{i:02d}. {s}")) for i, s in enumerate(exp["samples"], 1)]
    outs += rprint("\nContagem: {}")
    nb = notebook([code_cell(SETUP), code_cell(helper), code_cell(vote, outs, 3)])
    ext = extract(nb, act)
    assert ext.unplaced == ()
    assert [g.text for g in ext.generations["SC"]] == exp["samples"]
    runs = collect(act, ext, None, FakeVerifier(), "google/flan-t5-small")
    assert expand(act, runs, ["SC"]) == [f"SC.{i}" for i in range(1, 16)]


# -- downstream: every sample verified, an excerpt from any of them ----------------------------------


class FakeVerifier:
    """Consistent unless the text carries the marker FABRICATED."""

    def __init__(self):
        self.calls = []

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        self.calls.append((prompt, text, params))
        bad = "FABRICATED" in text
        return ProvenanceResult(
            verdict=Verdict.INCONSISTENT if bad else Verdict.CONSISTENT, params=params, top_k_used=50, tokens=(),
            first_violation=None, message="outside the kept set" if bad else "ok", method="fake",
            dtype="float32", tolerance=0.01)


def _context(activity, ext, runs, qid, answer):
    question = activity.question(qid)
    return CheckContext(activity, question, Answer(qid, answer, None, "tag"), ext, Execution("not_run"), runs)


def test_every_sample_of_a_run_is_verified_and_an_excerpt_may_come_from_any_of_them(activity):
    ext = extract(course_notebook(), activity)
    verifier = FakeVerifier()
    runs = collect(activity, ext, None, verifier, "gpt2")
    assert sorted(runs) == sorted(f"{r}.{i}" for r in activity.runs for i in (1, 2))
    assert len(verifier.calls) == 12 and all(prompt == PROMPT for prompt, _, _ in verifier.calls)
    assert expand(activity, runs, ["A1", "B2"]) == ["A1.1", "A1.2", "B2.1", "B2.2"]
    assert runs["A2.2"].generation.text == continuation(samples("temperature", temperature=0.7)[1])

    ctx = _context(activity, ext, runs, "A.1", "")
    outputs = ctx.outputs(["A1", "A2"])
    assert list(outputs) == ["A1", "A2"]  # the run keeps its id: rules that read outputs[run] work
    assert continuation(samples("temperature", temperature=0.2)[1]) in outputs["A1"]

    verified = runs_verified(_context(activity, ext, runs, "A.1", "x"), {"runs": list(activity.runs)})
    assert verified.status is Status.PASS

    # A.1: one excerpt from the second sample of A1, one from the first of A2, one from the second of A3
    a1, a2, a3 = (samples("temperature", temperature=t) for t in (0.2, 0.7, 1.0))
    quote = lambda exp, a, b: " ".join(continuation(exp).split()[a:b])  # noqa: E731
    answer = (f'A1: "{quote(a1[1], 0, 12)}"\n\nA2: "{quote(a2[0], 3, 15)}"\n\nA3: "{quote(a3[1], 2, 14)}"')
    result = excerpts_in_runs(_context(activity, ext, runs, "A.1", answer), {"runs": ["A1", "A2", "A3"]})
    assert result.status is Status.PASS, result
    # an excerpt from a sample that was not printed is not found
    answer = f'A1: "{quote(a1[2], 0, 12)}"\n\nA2: "{quote(a2[0], 3, 15)}"\n\nA3: "{quote(a3[1], 2, 14)}"'
    result = excerpts_in_runs(_context(activity, ext, runs, "A.1", answer), {"runs": ["A1", "A2", "A3"]})
    assert result.status is Status.PARTIAL


def test_one_edited_sample_fails_its_run_even_when_the_other_sample_is_genuine(activity):
    outs = temperature_outputs()
    edited = next(i for i, o in enumerate(outs) if "are used to represent" in o["data"]["text/plain"])
    outs = [*outs]
    outs[edited + 2] = shown(outs[edited + 2]["data"]["text/plain"].replace("are used", "are FABRICATED and used", 1))
    ext = extract(course_notebook(temperature_outs=outs), activity)
    runs = collect(activity, ext, None, FakeVerifier(), "gpt2")
    assert runs["A1.1"].verified and runs["A1.2"].fabricated
    result = runs_verified(_context(activity, ext, runs, "A.1", "x"), {"runs": list(activity.runs)})
    assert result.status is Status.FAIL and result.evidence["A1.2"]["verdict"] == "inconsistent"


def test_a_seed_in_the_code_does_not_make_printed_loop_samples_comparable_across_machines(activity):
    # The student's Colab GPU and the grader's CPU sample differently even with the same seed:
    # printed text carries no record of the machine, so only greedy runs are compared exactly.
    nb = course_notebook()
    nb.cells[1].source = SETUP + "torch.manual_seed(42)\n"
    submitted = extract(nb, activity)
    assert submitted.generations["A1"][0].seed == 42
    again = course_notebook(temperature_outs=temperature_outputs(texts_of={0.2: 1.0, 1.0: 0.2}))
    again.cells[1].source = nb.cells[1].source
    executed = extract(again, activity)
    runs = collect(activity, submitted, executed, FakeVerifier(), "gpt2")
    assert runs["A1.1"].verified and runs["A1.2"].verified
    assert runs["A1.1"].reexecuted["status"] == "re-executed" and "exact_comparison" not in runs["A1.1"].reexecuted


def test_the_course_notebook_with_answers_scores_instead_of_nothing(tmp_path):
    """The bug as filed: the course's notebook with answers added scored 0 ("nenhuma saída
    encontrada" for every run)."""
    activity, rubric = load_specs("temperature-top-p")
    a1, a2, a3 = (samples("temperature", temperature=t)[:2] for t in (0.2, 0.7, 1.0))
    words = lambda exp, a, b: " ".join(continuation(exp).split()[a:b])  # noqa: E731
    answers = {"A.1": f'A1: "{words(a1[0], 0, 12)}"\n\nA2: "{words(a2[1], 0, 12)}"\n\nA3: "{words(a3[0], 0, 12)}"'}
    cells = list(course_notebook().cells)
    for q in activity.questions:
        cells.append(md(f"### {q.id}\n\n{q.text.pt}"))
        cells.append(md(answers.get(q.id, "_Sua resposta aqui._")))
    path = tmp_path / "aluno.ipynb"
    nbformat.write(notebook(cells), str(path))
    setup = Setup(activity, rubric, "gpt2", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    by_id = {c.criterion_id: c for c in result.criteria}
    assert by_id["runs-genuine"].status is Status.PASS, by_id["runs-genuine"].message
    assert by_id["A.1-excerpts"].status is Status.PASS, by_id["A.1-excerpts"].message
    assert result.score >= by_id["runs-genuine"].points + by_id["A.1-excerpts"].points
    assert "nenhuma saída" not in " ".join(c.message for c in result.criteria)
    assert {k.split(".")[0] for k in result.outputs} == set(activity.runs)


# -- robustness ------------------------------------------------------------------------------------------


def test_code_the_interpreter_cannot_follow_never_breaks_extraction(activity):
    weird = [
        code_cell("%%capture\n!pip install graphviz", (), 1),
        code_cell("def f(:\n  pass", rprint("nada"), 2),  # a syntax error
        code_cell("while True:\n    print(generate_text(prompt))\n    break", rprint("x"), 3),
        code_cell("x = 'a' * 10**9\ny = [0] * 10**9\nfor i in range(10**9):\n    pass", (), 4),
        code_cell("import sys\nsys.setrecursionlimit(10)\ndef g(n):\n    return g(n + 1)\ng(0)", (), 5),
        code_cell("print(generate_text(prompt, **cfg))", rprint("texto"), 6),
    ]
    ext = extract(course_notebook(weird), activity)
    assert {run: len(g) for run, g in ext.generations.items()} == {r: 2 for r in activity.runs}


def test_find_runs_skips_cells_read_another_way(activity):
    nb = course_notebook()
    placed = find_runs(nb, activity, skip_cells={4})
    assert set(placed.generations) == {"B1", "B2", "B3"}


# -- end to end on the embedded model ---------------------------------------------------------------------


@pytest.mark.smollm
@pytest.mark.timeout(900)
def test_course_style_samples_from_the_embedded_model_verify_once_found(smollm, activity):
    """Samples generated for real (embedded model, the loop's parameters), printed as the course
    prints them (prompt + continuation through rich), found in the notebook and verified: the
    text the finder recovers is exactly what the model generated."""
    import torch

    from grader.modelling.provenance import Verifier

    model, tok = smollm.model, smollm.tokenizer
    outs = rprint("\n" + "=" * 60, "PARTE A: TEMPERATURA", "=" * 60)
    made = {}
    torch.manual_seed(7)
    ids = tok(PROMPT, return_tensors="pt")
    for t in (0.2, 0.7, 1.0):
        outs += rprint("\n" + "-" * 30, f"TEMPERATURA = {t}", "-" * 30)
        with torch.no_grad():
            out = model.generate(**ids, do_sample=True, temperature=t, top_p=0.9, max_new_tokens=20,
                                 num_return_sequences=2, pad_token_id=tok.eos_token_id)
        made[t] = [tok.decode(row[ids["input_ids"].shape[1]:], skip_special_tokens=True) for row in out]
        for i, text in enumerate(made[t], start=1):
            outs += rprint(f"\n[Amostra {i}]")
            outs.append(shown(rich_text(PROMPT + text)))
    outs += rprint("\nO que observar: repetição com temperatura baixa.")
    loop = TEMPERATURE_LOOP.replace("max_new_tokens=80", "max_new_tokens=20")
    ext = extract(course_notebook(temperature_loop=loop, temperature_outs=outs), activity)
    assert ext.unplaced == ()
    verifier = Verifier(smollm)
    for run, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)):
        gens = ext.generations[run]
        assert [g.text.rstrip("\n") for g in gens] == [x.rstrip("\n") for x in made[t]], run
        for g in gens:
            assert g.params.max_new_tokens == 20
            result = verifier.verify(g.prompt, g.text, g.params)
            assert result.verdict is Verdict.CONSISTENT, (run, result.message)


def test_a_repeat_is_counted_inside_one_sample_never_across_two(activity):
    from dataclasses import replace

    from grader.checks.evidence_rules import quote_repeats

    ext = extract(course_notebook(), activity)
    runs = collect(activity, ext, None, FakeVerifier(), "gpt2")
    phrase = "the quick brown fox jumps over the lazy dog near the river bank"
    def with_text(key, text):
        return replace(runs[key], generation=replace(runs[key].generation, text=text))
    # once in each of B2's two samples: not a repetition
    apart = {**runs, "B2.1": with_text("B2.1", f"{phrase}. Other words here."),
             "B2.2": with_text("B2.2", f"Something else. {phrase}.")}
    result = quote_repeats(_context(activity, ext, apart, "B.2", f'"{phrase}"'), {"runs": ["B1", "B2", "B3"]})
    assert result.status is Status.FAIL, result
    # twice inside the second sample: a repetition, named by its sample
    inside = {**runs, "B2.2": with_text("B2.2", f"{phrase}. And then {phrase}.")}
    result = quote_repeats(_context(activity, ext, inside, "B.2", f'"{phrase}"'), {"runs": ["B1", "B2", "B3"]})
    assert result.status is Status.PASS and result.evidence["run"] == "B2.2", result
