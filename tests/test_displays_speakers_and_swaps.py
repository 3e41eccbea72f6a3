"""Shapes from red team batch 7's dev part (issue 31), each as the principle it needs:

- a markdown display shows a code fence's lines as they are (its ``` lines are no text); elsewhere it
  drops markup, and a text read there that fails the model is a reading, never "not generated";
- a DataFrame printed as text (``df.to_string()``) and a Series whose index names its texts are tables;
- a repr printed beside values the code cannot know ends where its literal closes;
- answers: bold ids inside one paragraph, a dialogue whose question lines share a speaker's label,
  a ``%%writefile`` cell's text;
- claims: a copy given under the other run's name is no copy of this run's; an explanation with its
  evidence from another run earns part; a plan of operations looks like reasoning; a part cited as a
  group with what it showed is tied to its runs; "1024 caracteres" counts the wrong thing.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import COT, FS, GERAR, TPL, _cell
from test_replaced_texts_and_either_branches import _Verifier, _t_grade

from grader.core.records import DecodingParams, Extraction, Generation, Status, Verdict
from grader.core.textnorm import extract_quotes, locate
from grader.grading.pipeline import load_specs
from grader.reading import evidence
from grader.reading.answers import locate_answers
from grader.reading.candidates import lossy_outputs, markdown_text
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
A1 = " can be used to predict.\n\nIn the context of the code, the `predict_binary` function uses a model"


def _md_display(md: str):
    return new_output("display_data", data={"text/markdown": md, "text/plain": "<IPython.core.display.Markdown object>"})


def test_a_code_fence_in_a_markdown_display_is_the_text_as_it_is_and_markup_elsewhere_is_a_lossy_reading():
    md = f"**A1** — temperatura 0.2, top-p 0.9\n\n```text\nTransformers are models that{A1}\n```"
    assert markdown_text(md).split("\n")[2:] == f"Transformers are models that{A1}".split("\n")
    code = (f"prompt = {TP.prompt_for('A1')!r}\nfor nome, t in [('A1', 0.2)]:\n"
            "    s = gerar(prompt, 80, do_sample=True, temperature=t, top_p=0.9)\n"
            "    display(Markdown(f'**{nome}** — temperatura {t}, top-p 0.9\\n\\n```text\\n{prompt}{s}\\n```'))\n")
    cell = new_code_cell(code)
    cell.outputs = [_md_display(md)]
    (gen,) = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), TP).generations["A1"]
    assert gen.text == A1 and "lossy" not in gen.extra["found"]
    # the same text shown as markdown prose: its backticks are gone, and so is the exactness
    cell.outputs = [_md_display(f"**A1** — temperatura 0.2, top-p 0.9\n\nTransformers are models that{A1}")]
    assert list(lossy_outputs(cell)) == [0]
    params = DecodingParams(True, 0.2, None, 0.9, 80)
    shown = Generation("A1", TP.prompt_for("A1"), A1.replace("`", ""), params, "printed",
                       extra={"found": {"mime": "text/markdown", "lossy": True}})
    ev = evidence._one(TP, "A1", "A1", shown, Extraction({"A1": (shown,)}, {}, {}), None, _Verifier(A1),
                       "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.UNDETERMINED
    assert [(p.key, p.fatal) for p in ev.problems] == [("run.unverified_display", False)]


def test_a_quote_that_holds_code_marks_is_one_quote_and_matches_the_output_without_them():
    answer = 'muda para código, "In the context of the code, the `predict_binary` function uses a model". Fim.'
    (quote,) = extract_quotes(answer)
    assert quote == "In the context of the code, the `predict_binary` function uses a model"
    assert locate("the predict_binary function uses", A1) is not None  # a markdown answer ate the backticks
    assert locate("the predict_binary function used", A1) is None


def test_a_dataframe_printed_as_text_and_a_series_named_by_its_index_are_tables_of_the_runs():
    import pandas as pd

    p2 = " 16 - 27.00 = 32.16.\n\nSo, the final answer is 32.16."
    df = pd.DataFrame([{"run": "P1 direto", "tokens": 1, "saida": ""}, {"run": "P2 passo a passo", "tokens": 33,
                                                                        "saida": p2}])
    code = (f"linhas = []\nfor rotulo, p in [('P1 direto', {COT.prompt_for('P1')!r}), ('P2 passo a passo', "
            f"{COT.prompt_for('P2')!r})]:\n"
            "    s = gerar(p, 80, do_sample=True, temperature=0.7, top_p=0.9)\n"
            "    linhas.append({'run': rotulo, 'tokens': 1, 'saida': s})\nprint(pd.DataFrame(linhas).to_string())\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, df.to_string() + "\n")]), COT).generations
    assert [g.text for g in placed["P1"]] == [""] and [g.text for g in placed["P2"]] == [p2.lstrip()]
    shown = repr(pd.Series({"zero-shot": ' "Este filme foi um', "few-shot": " NEGATIVO\n\nText"}))
    cell = new_code_cell(f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
                         "pd.Series({n: gerar(p, 8, do_sample=False) for n, p in [('zero-shot', zero_shot), "
                         "('few-shot', few_shot)]})\n")
    cell.outputs = [new_output("execute_result", data={"text/plain": shown}, execution_count=1)]
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), FS).generations
    assert [g.text for g in placed["ZS"]] == ['"Este filme foi um'] and [g.text for g in placed["FS"]] == [
        "NEGATIVO\n\nText"]


def test_a_repr_beside_a_value_the_code_cannot_know_ends_where_its_literal_closes():
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for i in range(2)]\n"
            "def rotulo(s):\n    m = re.search('NEGATIVO', s)\n    return m.group(0) if m else None\n"
            "for i, a in enumerate(amostras):\n    print(f'{i!r:>3} => {a!r:<24} {rotulo(a)!r}')\n")
    samples = [" NEGATIVO\n\nText", ' "No seguimos algo']
    printed = "".join(f"{i!r:>3} => {s!r:<24} {lab!r}\n" for i, (s, lab) in enumerate(zip(samples, ["NEGATIVO", None])))
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, printed)]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples and {g.extra["placed_by"] for g in placed["SC"]} == {"code"}


def test_answers_bold_ids_in_one_paragraph_a_dialogues_speaker_lines_and_a_writefile_cell():
    nb = new_notebook(cells=[new_markdown_cell("**D.1** top-p. **D.2** Aumentaria (de 0.3 para 0.9). **D.3** Na parte B "
                                               "só o B1 repetiu.")])
    found = locate_answers(nb, TP).answers
    assert [found[q].text for q in ("D.1", "D.2", "D.3")] == ["top-p.", "Aumentaria (de 0.3 para 0.9).",
                                                               "Na parte B só o B1 repetiu."]
    dialogue = ("**Professor:** A resposta numérica final está correta em ambos os casos?\n**Eu:** Não, P2 deu 32.\n\n"
                "**Professor:** Copie um trecho onde o modelo aparenta estar raciocinando.\n**Eu:** \"16 - 27 = 32\".\n\n"
                "**Professor:** E isso garante alguma coisa?\n**Eu:** Não: a conta está errada.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell(dialogue)]), COT).answers
    assert found["C.3"].text.endswith("Não: a conta está errada.") and found["C.3"].doubt == "in_order"
    assert "E isso garante" not in found["C.2"].text
    # a speaker's label on one line only is no shape: nothing read by order
    single = dialogue.replace("**Professor:** E isso", "E isso")
    assert locate_answers(new_notebook(cells=[new_markdown_cell(single)]), COT).answers["C.3"].doubt != "in_order"
    cell = new_code_cell("%%writefile respostas.txt\nF.1) zero-shot: x\nF.5) 1024 tokens; o resto é cortado.")
    found = locate_answers(new_notebook(cells=[cell]), FS).answers
    assert found["F.5"].text == "1024 tokens; o resto é cortado." and found["F.5"].found_by == "code_cell"


def test_claims_swapped_copies_misattributed_evidence_a_plan_and_a_part_cited_as_a_group(tmp_path):
    from test_prompting_activities import TPL_OUT

    loose, strict = TPL_OUT["LOOSE"], TPL_OUT["STRICT"]
    crits = _t_grade(tmp_path / "swap", {"T.1": f"Pouco restritivo: `{strict}` / restritivo: `{loose}`"})
    assert crits["T.1-copied"].status is Status.FAIL and "é a saída de" in crits["T.1-copied"].message
    crits = _t_grade(tmp_path / "ok", {"T.1": f"Pouco restritivo: `{loose}` / restritivo: `{strict}`"})
    assert crits["T.1-copied"].status is Status.PASS
    swapped = "O restritivo restringe o espaço de saída e mesmo assim escreveu mais («POSITIVO or NEGATIVO. \"This film was»)."
    crits = _t_grade(tmp_path / "why", {"T.3": swapped})
    assert crits["T.3-why"].status is Status.PARTIAL and "Atribuição falsa" in crits["T.3-why"].message

    from grader.modelling.measures import reasoning_signs

    assert reasoning_signs("To solve this, we can simply add the numbers together and find the difference")
    assert not reasoning_signs("Transformers are models that describe population dynamics")

    from grader.checks.answers import _parts_observed

    assert _parts_observed("na parte B a repetição caiu de 34 para 8 conforme o p subiu.", ["B1", "B2", "B3"]) == [
        ("parte B", ["B1", "B2", "B3"])]
    assert _parts_observed("Na parte B usamos o top-p.", ["B1", "B2", "B3"]) == []


def test_a_window_counted_in_characters_has_the_number_and_the_wrong_unit(tmp_path):
    from test_prompting_activities import FS_GOOD, grade, make_setup

    setup = make_setup("few-shot", {FS.prompt_for("ZS"): "POSITIVO", FS.prompt_for("FS"): "POSITIVO",
                                    "reordered few-shot prompt": "NEGATIVO"})
    outputs = {"ZS": "POSITIVO", "FS": "POSITIVO", "VAR": "NEGATIVO"}
    for answer, status in (("n_positions = 1024 caracteres; o resto é cortado.", Status.PARTIAL),
                           ("1024 tokens (n_positions); o resto é cortado, não são 1024 palavras.", Status.PASS)):
        crits, _ = grade(tmp_path, setup, outputs, {**FS_GOOD, "F.5": answer},
                         prompts={"VAR": "reordered few-shot prompt"})
        assert crits["F.5-window"].status is status, answer


def test_single_quoted_excerpts_are_quotes_and_apostrophes_open_none():
    assert extract_quotes("repete 'new data by applying transformations' e 'This can be done using' duas vezes.") == [
        "new data by applying transformations", "This can be done using"]
    assert extract_quotes("The model's output doesn't repeat; students' answers vary and it's fine.") == []
    assert extract_quotes("depois 'The term \"ethology\" was coined by Pavlov', nada a ver.") == [
        'The term "ethology" was coined by Pavlov']


def test_a_dataframe_shown_as_html_is_read_from_its_table_not_again_from_its_plain_text():
    import pandas as pd

    from grader.reading.candidates import cell_candidates

    df = pd.DataFrame([{"run": "A1", "seed": 100, "completion": " can be used to optimize"},
                       {"run": "A2", "seed": 101, "completion": " describe the behavior"}])
    cell = new_code_cell("df")
    cell.outputs = [new_output("execute_result", data={"text/plain": df.to_string(), "text/html": df.to_html()},
                               execution_count=1)]
    texts = [c.text for c in cell_candidates(0, cell, []) if c.how == "table"]
    assert texts == [" can be used to optimize", " describe the behavior"] or texts == [
        "can be used to optimize", "describe the behavior"]


def test_a_table_cell_pandas_cut_at_its_column_width_is_the_texts_beginning():
    import pandas as pd

    text = " can be used to create and manage data. They're designed to handle multiple variables"
    df = pd.DataFrame([{"run": "A1", "temperature": 0.2, "text": text}])
    code = (f"prompt = {TP.prompt_for('A1')!r}\nrows = [{{'run': 'A1', 'temperature': 0.2, "
            "'text': gerar(prompt, 80, do_sample=True, temperature=0.2, top_p=0.9)}]\ndisplay(pd.DataFrame(rows))\n")
    cell = new_code_cell(code)
    cell.outputs = [new_output("display_data", data={"text/html": df._repr_html_(), "text/plain": repr(df)})]
    (gen,) = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), TP).generations["A1"]
    assert not gen.text.endswith("...") and text.strip().startswith(gen.text) and gen.extra.get("cut") is True
