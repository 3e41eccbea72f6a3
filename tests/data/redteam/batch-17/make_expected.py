"""Write batch 17's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-16 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 170, 171, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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


def text(name):
    return "\n".join(ANSWERS[name].values())


# ================================================================== temperature-top-p
n = "tp171-generator-sentencelists-qA3"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'Q A-1'_ids_(letter_dash_digit)", "portuguese",
             "one_markdown_cell:paragraphs_'**Q A-1** ...'_to_'**Q D-3** ...'_in_question_order",
             RUNS_ONE["temperature-top-p"],
             "a GENERATOR function rodadas(tabela) yielding (nome, T, p, semente, texto), consumed by two for-loops "
             "(TABELA[:3], TABELA[3:]); seeds from ONE itertools.count(1710) shared across parts (A1 1710 ... B3 1715); "
             "each run printed as a header 'A1 · T=0.2 · top_p=0.9 · semente 1710 · 4 frases' and the Python LIST OF ITS "
             "SENTENCES (re.split(r'(?<=[.!?])\\s+', texto.strip())): the whitespace after . ! ? is consumed, so "
             "paragraph breaks become list boundaries, apostrophes switch the repr to double quotes (\"...model's "
             "predictions.\"); answers with runs also named in words ('a mais fria', 'a segunda', 'a mais quente', "
             "'a do top-p do meio'); B.1 picks 0.6 (own outputs), not the course's 0.3; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; each list is the run's continuation cut into sentences"),
                 "A.1-excerpts": (P, "each excerpt is one whole list element of A1, A2, A3 respectively"),
                 "A.2-choice": (P, "A1: rep3 A1 0.061 > A2 0.000 = A3 0.000 ('can be used to' twice)"),
                 "A.2-evidence": (P, "'These systems often have inherent limitations', 'these systems can be used to create ...', 'in the field of AI, there are various types of AI' all in A1"),
                 "A.3-choice": (P, "A3: distinct-2 A3 1.000 > A2 0.950 > A1 0.896"),
                 "A.3-evidence": (P, "the four quotes are in A3, in that order (rates -> z-scoring -> Lasso -> data transformation)"),
                 "B.1-choice": ((P, R), "0.6 = B2: rep3 B3 0.102 > B2 0.090 > B1 0.061 — B2 within the 0.02 tie of B3; the near-repeat 'use data to predict outcomes' / 'uses data to predict outcomes' is real; the student says openly it is not the expected 0.3"),
                 "B.2-repeat": ((P, R), "'use data to predict outcomes.' (B2's first sentence) comes back as 'which uses data to predict outcomes based on variables' in B2 — a near repetition, which the question allows"),
                 "B.3-concept": (P, "tokens kept until the cumulative probability passes p, few candidates at low p; tied to all three own part-B runs (quotes real: B1 'reducing greenhouse gas emissions' twice, 'climate change' 4 times; B3 'the behavior of')"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((P, R), "B1 and B2 (smaller nuclei) repeat real phrases; A1 repeats 'can be used to'; A3 drifts — true of the own runs, though B3 (0.9) repeated too (mentioned in B.3)"),
             })

n = "tp172-redirect-ipycode-parenids-en"
E[n] = entry("temperature-top-p", PIECES[n], "bold_letter_paren_digit_'A)1'", "english",
             "one_markdown_cell:paragraphs_'**A)1** ...'_to_'**D)3** ...'_in_question_order",
             RUNS_ONE["temperature-top-p"],
             "runs produced by map(run, NAMES) inside contextlib.redirect_stdout(io.StringIO()), seeds "
             "dict(zip(NAMES, range(1721, 1727))); the captured text shown ONLY as ONE IPython.display.Code(..., "
             "language='text') block (text/plain = the text; text/html = a ~80-line pygments <style> block then "
             "<div class=\"highlight\"><pre>; text/latex Verbatim): '[A1] temperature=0.2 top_p=0.9 seed=1721', the "
             "stripped continuation, a 60-dash rule — each run's text sits directly ABOVE the next run's header; A.3 "
             "names A3 but its evidence is A2's text (the lines right above '[A3]'), and A3 is the least varied run "
             "(the student's own A.2 calls A3 the most repetitive)",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "A1, A2, A3 excerpts verbatim in their runs"),
                 "A.2-choice": (P, "A3: rep3 A3 0.176 > A1 0.063 > A2 0.061 ('the behavior of a specific property or trait' twice)"),
                 "A.2-evidence": (P, "'the behavior of a system based on the model of a specific property or trait', 'analyzing the behavior of a specific property or trait', 'marginal returns' (twice) all in A3"),
                 "A.3-choice": ((F, PA), "A3 is the LEAST varied run: distinct-2 A2 0.940 > A1 0.891 > A3 0.870, and the answer's own A.2 names A3 the most repetitive; the drift described (forecasting -> climate -> Titanic) is A2's"),
                 "A.3-evidence": (F, "MISATTRIBUTED: 'financial forecasting to climate modeling', 'the Titanic data analysis model', 'the Titanic’s behavior in the 19th century' are all in A2 (the text just above the '[A3]' header in the one Code block); A3 speaks of marginal returns and GDP"),
                 "B.1-choice": (P, "0.9 = B3: rep3 B3 0.071 > B2 0.058 > B1 0.031"),
                 "B.2-repeat": (P, "'rates of change' three times in B3 ('in terms of rates of change', 'they use rates of change to calculate', 'involve rates of change')"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p; tied to B3 and to B1 'sea-level rise' (twice) and B2 'The exponential decay of' (real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "increase"),
                 "D.3-justified": ((P, PA), "B1/B2 repeat real phrases ('sea-level rise', 'the exponential decay of') and A3's copied phrase is real; it sits awkwardly with the own B.1 (B3, the largest nucleus, most repetitive)"),
             })

# ================================================================== chain-of-thought
n = "cot171-displayjson-htmlol-noids"
E[n] = entry("chain-of-thought", PIECES[n], "html_ol_order_no_ids", "portuguese",
             "one_markdown_cell:HTML_<ol>_with_three_<li>_in_question_order,_no_question_ids",
             RUNS_ONE["chain-of-thought"],
             "torch.manual_seed(1711 + i) by enumerate; the runs ONLY as ONE IPython.display.JSON object "
             "(application/json {P1: {prompt, max_new_tokens, seed, tokens_gerados, saida}, P2: {...}}, expanded; "
             "text/plain = '<IPython.core.display.JSON object>'); P1 saida '' (1 token, EOS); P2 '15 = 76.15\\n\\nNow, "
             "subtract 76.15 from both sides ... (27 + 58.15) - 76.15 = 18.15\\n\\nSo, 27 + 58.15 = 18.15, which is' "
             "(the model extended the prompt's '58.' into 58.15); answers as an HTML ordered list; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 is a single EOS token"),
                 "C.1-claim": (P, "não: P1 empty, P2 18.15 — no 85"),
                 "C.2-excerpt": (P, "'Now, subtract 76.15 from both sides of the equation to get:' and '(27 + 58.15) - 76.15 = 18.15' are P2's text (present only in the application/json bundle)"),
                 "C.3-guarantee": (P, "não, tied to P2's equation-solving form and its wrong 18.15"),
             })

n = "cot172-basestreamer-oneparagraph"
E[n] = entry("chain-of-thought", PIECES[n], "inline_'(C-1)'_markers_in_one_paragraph", "portuguese",
             "one_markdown_cell:ONE_paragraph_'Respondendo tudo junto: (C-1) ... (C-2) ... (C-3) ...'",
             RUNS_ONE["chain-of-thought"],
             "the student's own streamer, a subclass of transformers' BaseStreamer ('Coletor') that skips the first "
             "put() (the prompt) and keeps the new ids, decoding them in end(); one set_seed(172) before both prompts; "
             "each run printed between '~~~' lines: '~~~ P1: 'What is 27 + 58?' — 1 ids recebidos ~~~' then an EMPTY "
             "line (P1 = EOS only), '~~~ P2: ... — 78 ids recebidos ~~~' then '2 + 1.2 = 27 + 58.2 = 95.225. ...'; "
             "the one-paragraph answer says 'não' for C.1 but claims the direct prompt P1 'respondeu 85 certinho'",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 is a single EOS token (printed as an empty line)"),
                 "C.1-claim": ((PA, F), "CLAIM CONTRADICTED BY THE OWN OUTPUT: the closed answer 'não' is right, but its reason, 'o direto (P1) respondeu 85 certinho', is false — P1 received 1 id (EOS) and printed nothing; only P2's 95.225 is real"),
                 "C.2-excerpt": (P, "'This formula is based on the concept of adding a fraction of itself' is verbatim P2"),
                 "C.3-guarantee": (P, "não, tied to P2's method-talk ('iterative process ... multiplying the previous fraction by 27', real) and its wrong 95.225"),
             })

# ================================================================== few-shot
n = "fs171-updatedisplay-spanishdemos-rowtable"
E[n] = entry("few-shot", PIECES[n], "markdown_table_rows_'F1'..'F5'", "portuguese",
             "one_markdown_cell:table_'| questão | resposta |'_one_row_per_question_'| F1 | ... |'",
             RUNS_ONE["few-shot"],
             "config-based Seq2Seq / causal switch, greedy max_new_tokens=8; one HTML table shown with "
             "display(..., display_id=True) and UPDATED after each output (handle.update): the record keeps only the "
             "final 3-row table (<pre> cells, html.escape: ' &quot;Este filme foi um', raw newlines inside <pre>, a "
             "token-count column of 8s) — no trace of the intermediate states; variation = both demonstrations' TEXTS "
             "translated to Spanish (labels kept, prompt printed), output unchanged; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + blank line + 'Text' — as in the table (&quot; unescaped)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context conditioning, no gradient"),
                 "F.4-variation": (P, "não mudou: the 'variação (espanhol)' row equals the few-shot row; the change described is the one in the code and printed prompt"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs172-numpyarray-capsdemos-keycaps"
E[n] = entry("few-shot", PIECES[n], "emoji_keycaps_1..5", "portuguese",
             "one_markdown_cell:paragraphs_'1️⃣ ...'_to_'5️⃣ ...'_in_question_order",
             RUNS_ONE["few-shot"],
             "config-based switch, greedy; the three outputs in a NUMPY object array printed with print(): "
             "[' \"Este filme foi um' ' NEGATIVO\\n\\nText' ' NEGATIVO\\n\\nText'] (element reprs separated by spaces, no "
             "commas), then 'igual ao few-shot? [False  True  True]' (element-wise comparison with saidas[1]); "
             "variation = both demonstration texts in UPPER CASE (code only); F.4 reads the False (the zero-shot's "
             "position) as the variation differing",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um' and FS ' NEGATIVO\\n\\nText' exactly as the array shows them"),
                 "F.2-format": (P, "few-shot: true"),
                 "F.3-weights": (P, "não; context only"),
                 "F.4-variation": ((F, PA), "CLAIM CONTRADICTED BY THE OWN OUTPUT: 'sim, mudou' rests on the 'False' of [False  True  True], which is the zero-shot's element; the variation's element is True and the array shows ' NEGATIVO\\n\\nText' for it, identical to the few-shot; the change described (demonstrations in upper case) is the one in the code"),
                 "F.5-window": (P, "1024; truncated"),
             })

# ================================================================== template
n = "tpl171-deque-topp009-questaoT"
E[n] = entry("template", PIECES[n], "bold_'questão n (T)'_labels", "portuguese",
             "one_markdown_cell:paragraphs_'**questão 1 (T)** ...'_to_'**questão 5 (T)** ...'",
             RUNS_ONE["template"],
             "templates printed as tuple reprs ('ruim', ' \"Este filme foi um erro de tempo.\"\\n\\nE') / ('bom', ...); "
             "the notebook's markdown declares self-consistency at temperature 0.9 and top-p 0.9, but the loop is typed "
             "top_p=0.09 (do_sample=True, temperature=0.9, torch.manual_seed(4343 + i)): the nucleus keeps only the top "
             "token, ten identical copies ' \"NEGATIVO\"\\n'; samples kept in a collections.deque(maxlen=10) printed as "
             "its repr, Counter({'NEGATIVO': 10}), 'voto: NEGATIVO'; the answers report the (degenerate) samples "
             "faithfully and never mention the 0.09",
             {
                 "runs-genuine": ((F, PA), "SELF-CONSISTENCY NOT AT THE DECLARED CONFIGURATION: top_p=0.09 instead of 0.9 (the notebook's own markdown says 0.9) — the nucleus is the top token only, so the ten 'samples' are ten copies of the greedy-like output; a kept-set check at top-p 0.9 accepts every token (all rank 1); templates greedy as declared; all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('erro de tempo', the cut strict output)"),
                 "T.4-vote": ((P, R), "NEGATIVO 10 / POSITIVO 0 / none 0: a correct recount of the printed deque and Counter; that the vote carries no information is the runs-genuine problem"),
                 "T.5-guarantee": (P, "não; reduces variance, a consistent error wins"),
             })

n = "tpl172-jsonascii-groupby-deflist-en"
E[n] = entry("template", PIECES[n], "definition_list_'T.n'_line_then_':_answer'", "english",
             "one_markdown_cell:pandoc_definition_list:_term_line_'T.1'_then_': ...'_per_question",
             RUNS_ONE["template"],
             "every output printed with json.dumps (default ensure_ascii=True): quotes and newlines escaped, accents as "
             "\\u00e1 / \\u00e9 ('loose : \" \\\"Este filme foi um erro de tempo.\\\"\\n\\nE\"'); ten samples "
             "(torch.manual_seed(1720 + i), T 0.9 / top-p 0.9) printed '#1   \" POSITIVO\\\"\\n\\nEx\"' (enumerate start=1); "
             "then the sample NUMBERS grouped by label with itertools.groupby over sorted (label, k) pairs "
             "('POSITIVO   ×2: #1 #8', 'sem rótulo ×7: ...'), and 'vote: POSITIVO'; answers quote sample #5 decoded "
             "(' O que o várei ac', printed as v\\u00e1rei); honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "loose ' \"Este filme foi um erro de tempo.\"' + blank line + 'E', strict ' \"Este filme foi um' — the JSON strings decoded"),
                 "T.2-format": (P, "neither: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs"),
                 "T.4-vote": (P, "POSITIVO; POSITIVO 2 (#1, #8 'Positivo' via upper()), NEGATIVO 1 (#2), none 7: matches the groupby lines and the vote"),
                 "T.5-guarantee": (P, "no; reduces variance, tied to the own 7 unlabelled samples"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 170, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
