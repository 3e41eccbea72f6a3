"""Red team batch 14 (issue 31), the principles its dev part showed:

- questions named the way a student writes to a person: "Sobre a primeira pergunta (...):", a task
  list ("- [x] **C.1** — ..."), the question copied as a numbered blockquote with the answer under it
  ("R.: ..."), "**Parte A.** Os trechos (1): ... (2) ..." inside a paragraph;
- a label repeated before each line of one text ("P2 ▸ ...", "P2 ▸ ...") labels that text once;
- a generated text written through ``str.format``, ``format_map`` or ``string.Template`` is followed
  by the interpreter, with the standard library's own parsers of those templates;
- a sim/não answer that opens "Em parte" says neither: partial, not a pass; the Portuguese "no" ("no
  prompt", "no resultado") is not the English answer "no".
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_output
from test_run_finder import code_cell, notebook

from grader.checks.answers import closed_answer
from grader.core.records import Answer, Status
from grader.core.textnorm import hedged, yes_no
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
COT = load_specs("chain-of-thought")[0]
FS = load_specs("few-shot")[0]

LM = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
      "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n")
P2 = "13 = 27 + 12.13 = 39.13.\nThe answer is 39.13."


def _answers(activity, *cells):
    nb = notebook([code_cell("x = 1"), *[new_markdown_cell(c) for c in cells]])
    return locate_answers(nb, activity).answers


def test_questions_named_by_ordinal_with_a_remark_are_read_in_order():
    letter = ("Prezado professor,\n\nSobre a primeira pergunta (se a resposta está correta): não. O P1 saiu vazio.\n\n"
              "Sobre a segunda (um trecho): \"13 = 27 + 12.13 = 39.13.\"\n\n"
              "Quanto à terceira: não garante, o P2 erra a conta.\n\nAtenciosamente,\nPriscila")
    answers = _answers(COT, letter)
    assert answers["C.1"].text.startswith("não. O P1") and answers["C.2"].text.startswith('"13 = 27')
    assert answers["C.3"].text.startswith("não garante")
    # an ordinal that names a run, not a question, names nothing
    assert _answers(COT, "Sobre a primeira execução: o P1 saiu vazio.")["C.1"].found_by == "missing"


def test_a_task_list_and_numbered_questions_in_blockquotes_name_their_questions():
    tasks = ("- [x] **C.1** — Não. O direto saiu vazio.\n- [x] **C.2** — `25 + 27 = 52`\n"
             "- [ ] **C.3** — Não garante: o passo a passo errou.")
    answers = _answers(COT, tasks)
    assert answers["C.1"].text.startswith("Não. O direto") and answers["C.1"].doubt == ""
    assert answers["C.3"].text.startswith("Não garante")
    qa = "\n\n".join(f"> **{n}.** {q}\n\nR.: {a}" for n, (q, a) in enumerate([
        ("Copie exatamente as saídas.", "zero-shot `\"Este filme`; few-shot `NEGATIVO`."),
        ("Quais seguiram o formato?", "Só o few-shot."), ("Algum peso foi atualizado?", "Não. Só o contexto muda."),
        ("A saída da variação mudou?", "Não mudou."), ("Janela de contexto?", "1024 tokens.")], 1))
    answers = _answers(FS, qa)
    assert answers["F.3"].text == "Não. Só o contexto muda." and answers["F.5"].text == "1024 tokens."
    assert answers["F.2"].doubt == ""


def test_a_parts_questions_numbered_inside_its_paragraph_after_other_words():
    para = ("**Parte A.** Os trechos (1): na de 0.2 saiu \"copies\". (2) A mais repetitiva foi a de 0.2. "
            "(3) A que mais variou foi a de 1.0.\n\n**Parte D.** (1) O top-p. (2) Aumentar. (3) Porque na parte B...")
    answers = _answers(TP, para)
    assert answers["A.1"].text.startswith("na de 0.2") and answers["A.2"].text.startswith("A mais repetitiva")
    assert answers["A.3"].text.startswith("A que mais") and answers["D.1"].text == "O top-p."
    # numbers out of sequence are a citation, not the part's questions
    assert _answers(TP, "**Parte A.** Como diz o livro (2), a temperatura (3) muda tudo.")["A.2"].found_by == "missing"


def _cot_notebook(code: str, shown: str):
    return notebook([code_cell(LM, [], 1), code_cell(code, [new_output("stream", name="stdout", text=shown)], 2)])


def test_a_label_repeated_before_each_line_of_one_text_labels_that_text_once():
    code = ("def pergunta(q, n):\n    x = tok(q, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"db = {{'P1': pergunta({COT.prompt_for('P1')!r}, 40), 'P2': pergunta({COT.prompt_for('P2')!r}, 80)}}\n"
            "for k in db:\n    for par in db[k].split('\\n'):\n        if par.strip():\n"
            "            print(f'{k} ▸ ' + par)\n    print()\n")
    shown = "P1 ▸ 85.\n\n" + "".join(f"P2 ▸ {line}\n" for line in P2.split("\n")) + "\n"
    placed = {rid: [g.text for g in gens] for rid, gens in find_runs(_cot_notebook(code, shown), COT).generations.items()}
    assert placed["P2"] == [P2] and placed["P1"] == ["85."]


@pytest.mark.parametrize("show", [
    "print('{} ({} tokens) :: {}'.format(nome, n, texto))",
    "print('{nome} ({n} tokens) :: {texto}'.format_map({'nome': nome, 'n': n, 'texto': texto}))",
    "print(string.Template('$nome ($n tokens) :: $texto').substitute(nome=nome, n=n, texto=texto))",
    "print(string.Template('$nome (${n} tokens) :: $texto').safe_substitute({'nome': nome, 'n': n, 'texto': texto}))",
])
def test_a_text_written_through_format_or_a_template_is_followed_by_the_interpreter(show):
    code = ("import string\ntorch.manual_seed(1420)\n"
            f"for nome, q, n in [('direto', {COT.prompt_for('P1')!r}, 40), ('passo', {COT.prompt_for('P2')!r}, 80)]:\n"
            "    x = tok(q, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    texto = tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"    {show}\n")
    # P1's text is empty and P2's first line would pass for a header: only the code says where each text is
    shown = "direto (40 tokens) :: \npasso (80 tokens) :: 25 + 27 = 52\nA: no.\n"
    found = find_runs(_cot_notebook(code, shown), COT)
    placed = {rid: [g.text for g in gens] for rid, gens in found.generations.items()}
    assert placed == {"P1": [""], "P2": ["25 + 27 = 52\nA: no."]}


class _Ctx:
    lang = "pt"

    def __init__(self, text):
        self.answer = Answer("C.3", text, None, "heading")
        self.question = COT.questions[2]


def test_an_answer_that_opens_with_a_hedge_is_partial_and_the_portuguese_no_is_no_answer():
    assert yes_no("No prompt direto o modelo errou; no passo a passo também.") is None
    assert yes_no("No, it does not.") is False and yes_no("Não. Nem sempre.") is False
    assert hedged("Em parte. Nem sempre garante, mas ajuda.") and not hedged("Não garante, em parte porque...")
    got = closed_answer(_Ctx("Em parte. Nem sempre garante, mas na maioria das vezes ajuda a chegar no resultado."),
                        {"yes_no": False})
    assert got.status is Status.PARTIAL and got.message_key == "closed.hedged"
    assert closed_answer(_Ctx("No prompt direto saiu vazio e no outro saiu 39."), {"yes_no": False}).status \
        is Status.NEEDS_REVIEW  # (read as an English "no" it would pass)


def test_a_label_repeated_before_each_sample_of_a_run_of_several_samples_stays_one_per_sample():
    from grader.reading.candidates import _labelled_blocks
    from grader.reading.printed import RunLabel

    tpl = load_specs("template")[0]
    shown = "SC: NEGATIVO\n\nText\nSC: POSITIVO.\nSC: \"NEGATIVO\"\n"
    blocks = [b for _, _, b, _ in _labelled_blocks(shown, RunLabel(tpl))]
    assert blocks == ["NEGATIVO\n\nText", "POSITIVO.", '"NEGATIVO"']
    one = [b for _, _, b, _ in _labelled_blocks("P2 ▸ 13 = 27.\nP2 ▸ The answer is 39.\n", RunLabel(COT))]
    assert one == ["13 = 27.\nThe answer is 39."]
