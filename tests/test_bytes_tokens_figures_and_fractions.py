"""Red team batch 16's held-out shapes (issue 31), each a principle with its guard:

- a text printed as UTF-8 bytes (``s.encode("utf-8")``: ``b' NEGATIVO\\n'``) is the text those bytes spell,
  never a text that starts with "b'" (which verification would call "não pode ter sido gerado");
- a run printed as its token names (``tok.convert_ids_to_tokens``: ``'Ġ'`` a space, ``'Ċ'`` a line break,
  ``<|im_end|>`` no text) is the text those tokens spell;
- an HTML figure's caption written after its content labels that content;
- answers in a table whose header is the questions' ids ("| C.1 | C.2 | C.3 |"), or numbered "k/N" where N is
  the activity's number of questions ("**4/5**");
- the few-shot prompt unchanged under the label "Variation" is the student's variation (F.4 judges it), and
  its own token limit is not a second deduction on the runs.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.candidates import html_text
from grader.reading.spelled import spelled_text
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
COT = load_specs("chain-of-thought")[0]
TPL = load_specs("template")[0]
FS = load_specs("few-shot")[0]
TP = load_specs("temperature-top-p")[0]
LOAD = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n")


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_text_printed_as_utf8_bytes_is_the_text_they_spell():
    code = (LOAD + "def gera(p, n):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=n, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"print('ruim ', gera({TPL.prompt_for('LOOSE')!r}, 16).encode('utf-8'))\n"
            f"print('bom  ', gera({TPL.prompt_for('STRICT')!r}, 8).encode('utf-8'))\n")
    out = "ruim  b' \"Este filme foi um erro de tempo.\"\\n\\nE'\nbom   b' NEGATIVO \\xc3\\xa9'\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), TPL)
    assert runs["LOOSE"] == [' "Este filme foi um erro de tempo."\n\nE'] and runs["STRICT"] == [" NEGATIVO é"]


def test_a_run_printed_as_its_token_names_is_the_text_they_spell():
    code = (LOAD + "for nome, (prompt, n) in {'P1': ('What is 27 + 58?', 40), "
            "'P2': ('Solve step by step: 27 + 58.', 80)}.items():\n"
            "    ids = tok(prompt, return_tensors='pt').input_ids\n"
            "    y = modelo.generate(ids, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    novos = y[0, ids.shape[1]:].tolist()\n    print(nome, '|', len(novos), 'tokens')\n"
            "    print(tok.convert_ids_to_tokens(novos))\n")
    out = ("P1 | 1 tokens\n['<|im_end|>']\nP2 | 9 tokens\n"
           "['Ġ', '2', '7', 'Ġ+', 'Ġ', '5', '8', 'Ċ', 'Ġ=', 'Ġ', '8', '5']\n")
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert runs == {"P1": [""], "P2": [" 27 + 58\n = 85"]}


@pytest.mark.parametrize("pieces,text", [
    (["Ġ", "2", "Ċ", "Ċ", "The"], " 2\n\nThe"), (["▁O", "lá", "▁mundo"], " Olá mundo"), (["<|im_end|>"], ""),
    (["a", "b", "c", "d"], "abcd"),
    # a list of texts, or of a few letters, spells nothing
    (["um", "dois", "três"], None), (["a", "b"], None), (["Ġok", "olá mundo"], None),
])
def test_what_a_list_of_pieces_spells(pieces, text):
    assert spelled_text(pieces) == text


def test_a_figures_caption_after_its_content_labels_it():
    html = ("<figure><blockquote> can be used.<br><br>It&#x27;s x</blockquote><figcaption>— A1, T=0.2</figcaption>"
            "</figure><figure><blockquote>two</blockquote></figure>")
    assert html_text(html).strip() == "— A1, T=0.2\n can be used.\n\nIt's x\n\ntwo"


def test_answers_in_columns_named_by_the_questions_ids():
    table = ("| C.1 | C.2 | C.3 |\n|---|---|---|\n| Não. O P1 gerou só `<\\|im_end\\|>` e o P2 erra. | "
             "\"This equation can be solved\" (P2) | Não. A forma não garante a resposta. |")
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(table)]),
                           COT).answers
    assert found["C.2"].text.startswith('"This equation') and found["C.3"].text.startswith("Não. A forma")
    assert "<|im_end|>" in found["C.1"].text
    # a table of the runs (A1 | A2 | A3) over their excerpts answers no question A.1-A.3
    runs = "| A1 | A2 | A3 |\n|---|---|---|\n| the model is | a model can | violet oceans |"
    found = locate_answers(new_notebook(cells=[new_markdown_cell(runs)]), TP).answers
    assert not any(found.get(q) and found[q].text == "a model can" for q in ("A.2",))


def test_answers_numbered_k_of_n_questions():
    md = "\n\n".join(f"**{k}/5** resposta {k}." for k in range(1, 6))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Answers"), new_markdown_cell(md)]), FS).answers
    assert [found[q.id].text for q in FS.questions] == [f"resposta {k}." for k in range(1, 6)]
    counts = "**3/4** das amostras deram NEGATIVO.\n\n**1/4** deu POSITIVO."
    found = locate_answers(new_notebook(cells=[new_markdown_cell(counts)]), TPL).answers
    assert not any(a.text.startswith("das amostras") for a in found.values())


def test_the_few_shot_prompt_unchanged_under_the_label_variation_is_the_variation():
    code = (LOAD + "from IPython.display import Markdown, display\n"
            "def gera(p, n):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=n, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zs = {FS.prompt_for('ZS')!r}\nfs = {FS.prompt_for('FS')!r}\nmd = ''\n"
            "for nome, p, n in [('Zero-shot', zs, 8), ('Few-shot', fs, 8), ('Variation', fs, 3)]:\n"
            "    md += f'### {nome} (max_new_tokens={n})\\n\\n```\\n{gera(p, n)}\\n```\\n\\n'\n"
            "display(Markdown(md))\n")
    shown = ("### Zero-shot (max_new_tokens=8)\n\n```\n \"Este filme foi um\n```\n\n### Few-shot (max_new_tokens=8)"
             "\n\n```\n NEGATIVO\n\nText\n```\n\n### Variation (max_new_tokens=3)\n\n```\n NEGAT\n```\n\n")
    out = new_output("display_data", data={"text/markdown": shown, "text/plain": "<IPython.core.display.Markdown object>"})
    runs = _runs(notebook([code_cell(code, [out], 1)]), FS)
    assert runs["FS"] == [" NEGATIVO\n\nText"] and runs["VAR"] == [" NEGAT"]


def _tp_unshown(tmp_path, generated):
    import nbformat
    from nbformat.v4 import new_code_cell
    from test_cut_short_runs import WordVerifier

    from grader.grading.pipeline import Setup, grade_submission

    tp, rubric = load_specs("temperature-top-p")
    loop = ("for nome, T, p in [('A1', 0.2, 0.9), ('A2', 0.7, 0.9), ('A3', 1.0, 0.9)]:\n"
            f"    x = tok({tp.prompt!r}, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
            "    saidas[nome] = tok.decode(y[0, x['input_ids'].shape[1]:])\n")
    cells = [new_code_cell(LOAD + "saidas = {}\n" + (loop if generated else "")),
             new_markdown_cell("**A.2** A1, que repete: \"can be used to predict future behavior\" e de novo.")]
    tmp_path.mkdir(parents=True)
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    setup = Setup(tp, rubric, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    return {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}


def test_a_quote_of_runs_generated_but_not_read_is_reviewed_of_runs_never_generated_fails(tmp_path):
    from grader.core.records import Status

    crit = _tp_unshown(tmp_path / "a", True)["A.2-evidence"]
    assert crit.status is Status.NEEDS_REVIEW and crit.evidence["message_key"] == "quote.unread"
    assert "O código gera" in crit.message
    crit = _tp_unshown(tmp_path / "b", False)["A.2-evidence"]
    assert crit.status is Status.FAIL


@pytest.mark.parametrize("how,index,reviewed", [("printed", 0, True), ("printed", 2, True), ("printed", 3, False),
                                                ("printed", 12, False), ("literal", 0, True), ("literal", 2, False)])
def test_a_text_found_by_its_layout_failing_in_its_first_tokens_is_reviewed_later_accused(how, index, reviewed):
    from test_replaced_texts_and_either_branches import _Verifier

    from grader.core.records import DecodingParams, Extraction, Generation, ProvenanceResult, TokenCheck, Verdict
    from grader.reading import evidence

    class Late(_Verifier):
        def verify(self, *a, **k):
            bad = TokenCheck(index, 42, " NEG", 0, 4, False, False, -5.0, None, 2, 1)
            return ProvenanceResult(verdict=Verdict.INCONSISTENT, params=a[2], top_k_used=50, tokens=(),
                                    first_violation=bad, message="", method="fake", dtype="float32", tolerance=0.01)

    # ("P2 | Solve step by step: 27 + 58. | 80 tokens": a text read from a prompt printed as a field; a string
    # literal's start is exact: only a failure at its first token is the start's)
    shown = Generation("A1", TP.prompt_for("A1"), " | 80 tokens novos ['Ġ', '1']",
                       DecodingParams(True, 0.2, None, 0.9, 80), "printed",
                       extra={"placed_by": "content", "found": {"how": how}})
    ev = evidence._one(TP, "A1", "A1", shown, Extraction({"A1": (shown,)}, {}, {}), None, Late(""), "smollm2-135m", None)
    assert (ev.provenance.verdict is Verdict.UNDETERMINED) is reviewed and ev.fabricated is not reviewed


# T.3 (batches 6, 8 and 10): the textbook reason for a success the student's own strict template did not have
STRICT_TEXT = ' "Este filme foi um'
SUCCESS = ("O restritivo restringe o espaço de saída: diz \"Não explique\" e termina em Sentimento:, então a "
           "continuação fica limitada ao rótulo. O pouco restritivo (LOOSE) deixa o modelo continuar a frase.")
FAILED = SUCCESS + " Mas no meu caso nenhum respondeu com o rótulo: o restritivo repetiu o texto."


@pytest.mark.parametrize("strict,answer,status", [
    (STRICT_TEXT, SUCCESS, "needs_review"),   # explains a label the output is not, and never says so
    (STRICT_TEXT, FAILED, "pass"),            # the same reason, and what happened
    (STRICT_TEXT, SUCCESS + " Here the restriction was not enough: it only copied the review.", "pass"),
    (STRICT_TEXT, "Os dois (LOOSE e STRICT) falharam em restringir o espaço de saída: o modelo continuou a frase.",
     "pass"),
    (STRICT_TEXT, "A instrução não restringiu o espaço de saída (STRICT, LOOSE): o modelo continuou a frase.", "pass"),
    # "o ruim não restringe nada" is the loose template's property, said of a success: still reviewed
    (STRICT_TEXT, SUCCESS + " O ruim não restringe nada.", "needs_review"),
    ("NEGATIVO", SUCCESS, "pass"),            # the success happened
])
def test_t3_an_explanation_of_a_success_the_outputs_do_not_show_is_reviewed(tmp_path, strict, answer, status):
    from test_prompting_activities import TPL_OUT, make_setup, t_grade

    setup = make_setup("template", {TPL.prompt_for("LOOSE"): TPL_OUT["LOOSE"], TPL.prompt_for("STRICT"): strict})
    crits, _ = t_grade(tmp_path, setup, outputs={"STRICT": strict}, answers={"T.3": answer})
    assert crits["T.3-why"].status.value == status
    if status == "needs_review":
        assert crits["T.3-why"].evidence["message_key"] == "concept.success_not_shown"


def test_a_variation_prompt_written_but_never_generated_keeps_its_label_from_the_few_shot_output():
    # (batch 13's fs132: `variacao` written, `gera(few_shot)` printed under ">>> gera(variacao)"): the text is FS's
    code = (LOAD + "def gera(p, n=8):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=n, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "variacao = few_shot.replace('Adorei, foi excelente e emocionante.', 'Amei cada minuto.')\n"
            "print('### Few-shot')\nprint(gera(few_shot))\nprint('### Variation')\nprint(gera(few_shot))\n")
    out = "### Few-shot\n NEGATIVO\n\nText\n### Variation\n NEGATIVO\n\nText\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), FS)
    assert "VAR" not in runs
