"""A question heading's title: the topic of the question or the start of its answer (red team batch 16's
tpl161, issue 31). "### T.5 — não" over "Mesmo com as 10 amostras..." answers no; "#### T.5 — garante?"
and "### A.2 — mais repetição" only name the question, and the answer is the text below."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.question_text import heading_title_answers

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TPL = load_specs("template")[0]
TP = load_specs("temperature-top-p")[0]


def _found(md, activity=TPL):
    return locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]),
                          activity).answers


def test_a_short_answer_in_the_heading_starts_the_answer():
    md = ("### T.1 — ruim: `' \"Este filme\"'` · bom: `' NEGATIVO'`\nCopiei os dois reprs impressos.\n\n"
          "### T.2 — nenhum\nO pouco restritivo reescreveu a frase.\n\n"
          "### T.3 — restringir não bastou\nO restritivo diminui o espaço de saída.\n\n"
          "### T.4 — NEGATIVO (10 NEGATIVO, 0 POSITIVO, 0 sem rótulo)\nAs dez amostras deram o mesmo texto.\n\n"
          "### T.5 — não\nMesmo com as 10 amostras concordando, a votação só reduz a variância.")
    found = _found(md)
    assert found["T.5"].text.startswith("não") and "reduz a variância" in found["T.5"].text
    assert found["T.2"].text.startswith("nenhum") and found["T.4"].text.startswith("NEGATIVO (10")
    assert found["T.1"].text.startswith("ruim: `") and "Copiei" in found["T.1"].text
    assert found["T.3"].text.startswith("restringir não bastou")


def test_a_heading_that_names_the_topic_is_not_the_answer():
    md = ("#### T.1 — saídas dos dois templates\nLOOSE: x\n\n#### T.2 — qual ficou no formato\nnenhum\n\n"
          "#### T.3 — por quê\nRestringe o espaço.\n\n#### T.4 — voto\nNEGATIVO\n\n#### T.5 — garante?\nNão.")
    found = _found(md)
    assert [found[q].text for q in ("T.1", "T.2", "T.4", "T.5")] == ["LOOSE: x", "nenhum", "NEGATIVO", "Não."]
    found = _found("### A.2 — mais repetição\n\nA1, que entra num laço.", TP)
    assert found["A.2"].text == "A1, que entra num laço."


@pytest.mark.parametrize("title,question,answers", [
    ("não", "A self-consistency garante...? Responda sim ou não e explique.", True),
    ("Sim, mas só às vezes", "A self-consistency garante...?", True),
    ("NEGATIVO (10 NEGATIVO)", "Qual foi o voto final da self-consistency?", True),
    ("restringir não bastou", "Por quê? Explique em termos de restrição do espaço de saída.", True),
    ("mais repetição", "Qual das execuções A1-A3 tem mais repetição?", False),
    ("garante?", "A self-consistency garante que a resposta esteja correta?", False),
    ("Por quê", "Por quê? Explique.", False),
    ("voto", "Qual foi o voto final da self-consistency?", False),
])
def test_the_title_rule_itself(title, question, answers):
    assert heading_title_answers(title, question) is answers


# few-shot outputs printed as lists of characters (red team batch 16's fs161), answers under topic labels
FS, FS_RUBRIC = load_specs("few-shot")
GEN = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
       "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
       "def gera(p, n=8):\n    x = tok(p, return_tensors='pt')\n"
       "    y = modelo.generate(**x, max_new_tokens=n, do_sample=False)\n"
       "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
OUT = {"ZS": ' "Este filme foi um', "FS": " NEGATIVO\n\nText"}
ANSWERS = ("**Saídas:** zero-shot `' \"Este filme foi um'` e few-shot `' NEGATIVO\\n\\nText'`.\n\n"
           "**Formato:** só a few-shot, que começa com o rótulo NEGATIVO.\n\n"
           "**Pesos:** não. Os exemplos só entram no prompt como contexto; não há gradiente.\n\n"
           "**Variação:** não mudou, a saída da variação é igual à do few-shot.\n\n"
           "**Janela:** 1024 tokens; o que passa disso é cortado.")


def _fs(tmp_path, show):
    import nbformat
    from nbformat.v4 import new_code_cell, new_output
    from test_cut_short_runs import WordVerifier

    from grader.core.records import Status  # noqa: F401
    from grader.grading.pipeline import Setup, grade_submission

    prompts = {rid: FS.prompt_for(rid) for rid in ("ZS", "FS")}
    code = (f"zs = {prompts['ZS']!r}\nfs = {prompts['FS']!r}\nvar = fs.replace('Adorei', 'Amei')\n"
            "for nome, p in [('zero-shot', zs), ('few-shot', fs), ('variação', var)]:\n"
            "    s = gera(p)\n" + (f"    print(nome, len(s), 'caracteres')\n    print({show})\n" if show else ""))
    texts = [OUT["ZS"], OUT["FS"], OUT["FS"]]
    printed = {"list(s)": lambda t: str(list(t)) + "\n", "": lambda t: ""}[show]
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text="".join(
        f"{n} {len(t)} caracteres\n{printed(t)}" for n, t in zip(("zero-shot", "few-shot", "variação"), texts)))
        ] if show else []
    tmp_path.mkdir(parents=True)
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(GEN), run, new_markdown_cell("## Respostas"),
                                       new_markdown_cell(ANSWERS)]), str(path))
    setup = Setup(FS, FS_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    return {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}


def test_topic_labels_name_the_questions_and_a_list_of_characters_is_the_text_it_spells(tmp_path):
    from grader.core.records import Status

    crits = _fs(tmp_path / "a", "list(s)")
    assert crits["F.1-copied"].status is Status.PASS
    assert crits["F.3-weights"].status is Status.PASS and crits["F.2-format"].status is Status.PASS
    # the same runs generated and never printed: nothing to judge a copy by, and no sign they were not run
    crits = _fs(tmp_path / "b", "")
    assert crits["F.1-copied"].status is Status.NEEDS_REVIEW
    assert crits["F.1-copied"].evidence["message_key"] == "choice.outputs_unshown"
    assert crits["F.3-weights"].status is Status.PASS


def test_topic_labels_that_fit_no_order_name_nothing():
    # "Observação", "Conclusão", "Dúvida": words of no question; the labels are the student's notes
    md = "**Observação:** o modelo repetiu.\n\n**Conclusão:** top-p alto.\n\n**Dúvida:** por que 0.9?"
    assert not locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers or all(
        not a.text for a in locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers.values())


def test_a_markdown_tables_cell_is_read_as_rendered_line_breaks_and_escaped_pipes():
    from grader.reading.printed_layouts import _literals, markdown_table_rows

    md = ("| execução | T | continuação |\n|---|---|---|\n"
          "| **A1** | 0.2 | can be used.<br><br>One example \\| another &amp; more |\n"
          "| **A2** | 0.7 | `a <br> in code` |\n")
    rows = dict((ctx.split()[0], text) for ctx, text in markdown_table_rows(md))
    assert list(rows.values()) == ["can be used.\n\nOne example | another & more", "a <br> in code"]
    # a printed list of one-character strings spells one text; a list of words stays its words
    assert [v for *_, v in _literals("[' ', 'N', 'O', '\\n', 'T']")] == [" NO\nT"]
    assert [v for *_, v in _literals("['um', 'dois', 'tres', 'quatro']")] == ["um", "dois", "tres", "quatro"]
