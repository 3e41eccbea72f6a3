"""Write batch 21's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-19 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 220, 221, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import RUNS_ONE, entry, problem_notebooks, split_from, check_entries, write_expected_split  # noqa: E402
from answers_text import ANSWERS, PIECES  # noqa: E402

HERE = Path(__file__).resolve().parent
P, F, R, PA = "pass", "fail", "needs_review", "partial"
GEN = "identical in an independent second execution (regen_checks.py)"
E = {}

# ================================================================== chain-of-thought
n = "cot211-pygments-python-linenos"
E[n] = entry("chain-of-thought", PIECES[n], "'C.n -'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1 - ...'_to_'C.3 - ...'",
             RUNS_ONE["chain-of-thought"],
             "set_seed(2110 + i); each output shown ONLY as pygments-highlighted HTML (highlight(texto, PythonLexer(), "
             "HtmlFormatter(noclasses=True, linenos='inline'))) under '<h4>P1 — What is 27 + 58?</h4>': the words split "
             "into <span style=...> tokens, an inline line number (1, 2, 3) at the start of each displayed line, the "
             "lexer's stripnl drops the output's leading newlines; text/plain is '<IPython.core.display.HTML object>'; "
             "P1 'A = 121' / blank / 'This is the result of adding 27 and 58.', P2 '5 + 25.85 = 27 + 58.5 + 25.85 = 27 + "
             "25.85 = 42.5.'; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; what is displayed is the model's text split into highlight spans"),
                 "C.1-claim": (P, "não: P1 says 121 ('A = 121'), P2 ends '= 42.5.'; no 85 anywhere — matches the outputs"),
                 "C.2-excerpt": (P, "'5 + 25.85 = 27 + 58.5 + 25.85 = 27 + 25.85 = 42.5.' is P2's whole text (the '1' before it is the formatter's line number, not quoted); a chain of sums"),
                 "C.3-guarantee": (P, "não, tied to P2's step-like chain that ends at 42.5 (real; '58.5' and '25.85' are in it)"),
             })

n = "cot212-reprlib-middle-elided"
E[n] = entry("chain-of-thought", PIECES[n], "bullet_bold_'**C.n**'_ids", "portuguese",
             "one_markdown_cell:a_bullet_list_'- **C.1** ...'_to_'- **C.3** ...'",
             RUNS_ONE["chain-of-thought"],
             "set_seed(2120 + i); each output printed ONLY through reprlib.Repr(maxstring=90): the MIDDLE of the repr "
             "elided as '...' (P1 129 characters, P2 151: about 40 / 64 characters never shown), with 'P2 (151 caracteres) "
             "'Solve step by step: 27 + 58.'' above each; P1 visible '\\n\\nTo calculate the sum of 27 and 58, we ...7 "
             "times. \\n\\nThis is a classic example of a', P2 visible \"\\n\\nNow, let's add the result of the "
             "previ...umbers gives:\\n\\n130.\\n\\nThe answer is 130.\"; PROBLEM: the C.2 excerpt joins P2's two visible "
             "halves across the elision",
             {
                 "runs-genuine": (P, "both " + GEN + "; only partly displayed (reprlib), which is display, not editing"),
                 "C.1-claim": (P, "não: P2 'The answer is 130.' is enough (130, not 85); P1's visible part holds no result — what it says about P1 is what the display shows"),
                 "C.2-excerpt": ((F, PA), "EXCERPT NOT IN THE OUTPUT: \"Now, let's add the result of the previous numbers gives: 130.\" splices 'the previ' + 'umbers gives:' across reprlib's '...' (about 64 hidden characters) and drops the blank lines; the printed text never has 'previous numbers gives'. 'The answer is 130.' alone would have been real"),
                 "C.3-guarantee": (P, "não, tied to P2's confident 'The answer is 130.' (real) against 85"),
             })

# ================================================================== few-shot
n = "fs211-markdownit-render-fieldname"
E[n] = entry("few-shot", PIECES[n], "h4_headings_'#### Questão F.n'", "portuguese",
             "one_markdown_cell:h4_heading_'Questão F.1'_..._'Questão F.5'_then_the_answer",
             RUNS_ONE["few-shot"],
             "the three greedy outputs rendered as MARKDOWN by markdown-it-py (MarkdownIt().render(s)) and shown with "
             "display(HTML(...)) under <h4> names, separated by <hr>: the leading space is gone, ZS is "
             "'<p>&quot;Este filme foi um</p>', FS and VAR '<p>NEGATIVO</p>\\n<p>Text</p>' (the '\\n\\n' became two "
             "paragraphs); variation = 'Sentimento:' replaced by 'Rótulo:' in the demonstrations and the query (the "
             "variation prompt is printed above, with its POSITIVO / NEGATIVO demonstrations): output unchanged; answers "
             "describe the outputs in words as rendered; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": ((P, R), "ZS '\"Este filme foi um', FS 'NEGATIVO' then a separate paragraph 'Text': the real outputs ' \"Este filme foi um' / ' NEGATIVO\\n\\nText' as the markdown rendering shows them (leading space and blank line are the renderer's; not the book's NEGATIVO / NEGATIVO)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning by the prompt, no training"),
                 "F.4-variation": (P, "'Rótulo:' instead of 'Sentimento:' (as in the code and the printed prompt); didn't change: the 'variação (Rótulo:)' block is 'NEGATIVO' / 'Text' like few-shot"),
                 "F.5-window": (P, "1024; cut, not seen"),
             })

n = "fs212-htmldiff-sidebyside-noquotes"
E[n] = entry("few-shot", PIECES[n], "bold_'**F.n:**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**F.1:** ...'_to_'**F.5:** ...'",
             RUNS_ONE["few-shot"],
             "the three greedy outputs shown ONLY in two difflib.HtmlDiff(wrapcolumn=40).make_table side-by-side tables "
             "(display(HTML)): 'zero-shot × few-shot' and 'few-shot × sem aspas', one row per line of output (splitlines), "
             "spaces as &nbsp;, diff classes without any stylesheet (no colours rendered), 't' navigation links and line "
             "numbers in their own cells; variation = the demonstrations' texts WITHOUT quotation marks: output unchanged "
             "(' NEGATIVO' / '' / 'Text' on both sides of the second table); PROBLEM: F.4 claims the variation lost the "
             "'Text' line",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + empty line + 'Text' (the table's three rows) = ' NEGATIVO\\n\\nText'"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context only, weights unchanged"),
                 "F.4-variation": ((F, PA), "CLAIM CONTRADICTED BY THE OWN OUTPUT: the answer says that without the quotation marks row 3 is empty on the right and only NEGATIVO remains; the 'few-shot × sem aspas' table has 'Text' in row 3 on both sides (rows 1-3 identical, nothing marked). The variation itself is described correctly"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

# ================================================================== temperature-top-p
n = "tp211-writefile-script-bang"
E[n] = entry("temperature-top-p", PIECES[n], "markdown_table_rows_'|_A.1_|'", "portuguese",
             "one_markdown_cell:a_two-column_markdown_table_'|_questão_|_resposta_|'_one_row_per_question",
             RUNS_ONE["temperature-top-p"],
             "generation in a SCRIPT: gera.py written with %%writefile (argparse: --modelo --nome -t -p --seed; "
             "torch.manual_seed(seed); transformers logging set to error) and run six times from two loops with "
             "`!{sys.executable} gera.py --modelo \"{MODEL_NAME}\" --nome A1 -t 0.2 -p 0.9 --seed 2111` (seeds 2111-2116): "
             "the text reaches the notebook as the subprocess's stdout through a pty (CRLF line ends), each run under "
             "'=== A1 | T=0.2 top_p=0.9 seed=2111 ===', the model-loading progress bar ('\\rLoading weights: ...') of each "
             "subprocess on stdout between runs; answers in a markdown table; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + " (progress-bar lines aside); each run is a separate process with its own seed"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run (A1 'predicting customer behavior ...', A2 'Navier-Stokes Equations ...', A3 'World Bank ...'; the curly ’ is the model's)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.154 > A3 0.082 > A2 0.031"),
                 "A.2-evidence": (P, "'data-driven model' twice, 'One example of a data-driven model', 'This is a classic example of a data-driven model', 'predict future behavior', 'predicting customer behavior', 'predicting human behavior': all in A1"),
                 "A.3-choice": ((P, R), "A2: distinct-2 A2 0.924 > A3 0.887 > A1 0.864; the jump to gravity / Navier-Stokes is real (A3's World Bank list would also be defensible)"),
                 "A.3-evidence": (P, "'the impact of gravity on the behavior of objects', 'the Navier-Stokes Equations' in A2"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.438 > B3 0.119 > B2 0.000"),
                 "B.2-repeat": (P, "'a single entity based on multiple entities' twice in B1"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, few options at 0.3; tied to B1 ('can be used to' four times) and B2 ('probability theory', real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "B1 (0.3) vs B2 / B3 at T 0.7: own runs, B1's quoted repeat is real"),
             })

n = "tp212-elementtree-xml-attrs"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**Pergunta A.1**'_lines", "portuguese",
             "one_markdown_cell:per_question_a_bold_line_'**Pergunta A.1**'_(markdown_line_break)_then_the_answer",
             RUNS_ONE["temperature-top-p"],
             "runs (torch.manual_seed(2121..2126)) kept as an XML tree with xml.etree.ElementTree: <experimento "
             "prompt=... max_new_tokens='80'> / <parte nome='A'> / <execucao id='A1' temperatura='0.2' top_p='0.9' "
             "semente='2121'>text</execucao>, ET.indent, saved to execucoes.xml and printed with ET.tostring(encoding="
             "'unicode') (the text's own newlines inside the element, no escapes needed here); A1 holds 'data aggregation, "
             "data aggregation, and data aggregation'; PROBLEM: B.2 quotes that A1 passage as B1's repetition",
             {
                 "runs-genuine": (P, "all six " + GEN + "; each run is an <execucao> element's text"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own <execucao> (A1, A2, A3)"),
                 "A.2-choice": ((P, R), "A1: rep3 A1 0.086, A2 0.091, A3 0.113 — all close (A3 highest by the measure, through 'time-aware'); A1's 'data aggregation, data aggregation, and data aggregation' is the most conspicuous literal repetition"),
                 "A.2-evidence": (P, "'data aggregation, data aggregation, and data aggregation' and 'data transformations' twice ('Examples of data transformations that can be performed using data transformations'): in A1"),
                 "A.3-choice": ((P, R), "A2 by theme (population genetics, yeast): distinct-2 A1 0.887 > A2 0.851 > A3 0.841, so the lexical measure points at A1; the question asks for thematic variation and A2's drift is real"),
                 "A.3-evidence": (P, "'simulate a population of individuals, often used in population genetics', 'the asexual reproduction of yeast' in A2"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.176 > B2 0.034 > B3 0.033"),
                 "B.2-repeat": ((F, PA), "QUOTE FROM ANOTHER RUN: 'data aggregation, data aggregation, and data aggregation' is in A1 (<parte nome='A'>, T 0.2), not in any B run; B1's own repeats ('predict the behavior', 'predict human behavior' twice) are not what is quoted"),
                 "B.3-concept": (P, "cumulative mass up to p, tiny nucleus at 0.3; tied to B1's real 'predict the behavior' / 'predict human behavior' and B3 (SVM, classifier)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "B1 (0.3) most repetitive vs B3 (0.9) at T 0.7: own runs (B.1 right)"),
             })

# ================================================================== template
n = "tpl211-jinja2-truncate-table"
E[n] = entry("template", PIECES[n], "numbered_list_bold_'**T.n**'", "portuguese",
             "one_markdown_cell:a_numbered_list_'1._**T.1**_...'_to_'5._**T.5**_...'",
             RUNS_ONE["template"],
             "everything rendered by a Jinja2 Template into HTML (display(HTML(...))): templates in <code> ('|e': quotes "
             "as &#34;), the ten samples (torch.manual_seed(2110 + i), T 0.9 / top-p 0.9) in a table whose text column "
             "is TRUNCATED by '|truncate(18, true, '…', 0)' (samples longer than 18 characters cut to 17 + '…') and whose "
             "label column is computed on the FULL text; under it 'sem rótulo: 5 · NEGATIVO: 3 · POSITIVO: 2' and 'voto: "
             "NEGATIVO'; #8 ' NEGATIVO ou POSIT' -> NEGATIVO, #9 ' POSITIVO ou NEGAT' -> POSITIVO; PROBLEM: T.4's recount "
             "reads #9 as NEGATIVO (4 × 1)",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN + "; the table's '…' cuts are display"),
                 "T.1-copied": (P, "LOOSE '\"Este filme foi um erro de tempo.\" E' (the '\\n\\n' collapsed by HTML), STRICT '\"Este filme foi um': the greedy outputs as rendered"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('erro de tempo', 'Este filme foi um' cut at 8 tokens)"),
                 "T.4-vote": ((PA, F), "VOTE RIGHT, RECOUNT WRONG: NEGATIVO is the vote, but '4 × 1' counts #9 (' POSITIVO ou NEGAT', shown whole at 18 characters; label column POSITIVO) as NEGATIVO because it ends in 'ou NEGAT'; the notebook's own table and count line say NEGATIVO 3 (#5, #6, #8), POSITIVO 2 (#9, #10), sem rótulo 5"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 5 unlabelled samples"),
             })

n = "tpl212-bytes-utf8-repr"
E[n] = entry("template", PIECES[n], "'T.n_→'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1_→_...'_to_'T.5_→_...'",
             RUNS_ONE["template"],
             "every output printed as a BYTES repr (s.encode('utf-8')): b'...' with '\\n' escapes and non-ASCII as "
             "UTF-8 byte escapes (#8 b' Posso-n\\xc3\\xa3o, nego' = 'Posso-não, nego'); ten samples torch.manual_seed(2120 + "
             "i), each line ' 3 b' NEGATIVE (POSITIVO' -> POSITIVO' with the regex label; Counter({'NEGATIVO': 5, None: 4, "
             "'POSITIVO': 1}) and 'voto: NEGATIVO'; answers quote the bytes reprs; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real samples, all " + GEN),
                 "T.1-copied": (P, "both bytes reprs exactly as printed (= ' \"Este filme foi um erro de tempo.\"\\n\\nE' and ' \"Este filme foi um')"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction ('Não explique'), tied to the own outputs ('erro de tempo', the cut strict output)"),
                 "T.4-vote": (P, "NEGATIVO 5 (#1, #2, #4, #5, #6) / POSITIVO 1 (#3 by the regex) / none 4 (#7-#10): matches the printed labels, Counter and vote"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 4 unlabelled samples"),
             })


if __name__ == "__main__":
    check_entries(E, {k: "\n".join(ANSWERS[k].values()) for k in E})
    problem = problem_notebooks(E)
    s, held = split_from(E, problem, 220, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, s, held, problem)
