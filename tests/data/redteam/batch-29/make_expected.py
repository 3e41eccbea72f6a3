"""Write batch 29's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 320, 321, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp291-pipeline-product-grid-dfloc"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1** ...'_to_'**D.3** ...'",
             RUNS_ONE["temperature-top-p"],
             "transformers.pipeline('text-generation', return_full_text=False); a FULL 3x3 GRID of temperature [0.2, 0.7, "
             "1.0] x top_p [0.3, 0.6, 0.9] swept with itertools.product (9 runs, torch.manual_seed(2900 + i) in grid order) "
             "into a DataFrame indexed (T, top_p); printed first as an unstacked grid of WORD COUNTS only, then the five "
             "cells the activity needs in full under 'df.loc[(T, p)]' headers: (0.2, 0.9) = A1, (0.7, 0.9) = A2 AND B3 "
             "(one run serves both, the markdown says so), (1.0, 0.9) = A3, (0.7, 0.3) = B1, (0.7, 0.6) = B2; the other "
             "four grid cells never print their text; answers name runs by the df.loc key; the outputs barely repeat and "
             "the only doubled word of part A is in the T=1.0 text, which the student calls the most repetitive; honest",
             {
                 "runs-genuine": ((P, R), "five real samples, all " + GEN + "; A2 and B3 are the same sample of T=0.7 / "
                                  "top_p=0.9, which both runs declare (one generation used twice, said openly in the notebook)"),
                 "A.1-excerpts": (P, "df.loc[(0.2, 0.9)] = A1, (0.7, 0.9) = A2, (1.0, 0.9) = A3: each excerpt verbatim in its own run"),
                 "A.2-choice": ((P, R), "T=1.0 = A3: rep3 is 0 for all three A runs (a tie), distinct-2 A3 0.949 < A2 0.970 "
                                "< A1 0.971, so A3 has the most repeated bigrams; its text really doubles a word ('logistics "
                                "logistics') and opens two sentences alike ('Examples include' / 'Examples of these models "
                                "include:'); the student says no run looped, which is true"),
                 "A.2-evidence": (P, "'logistics logistics', 'Examples include logistics', 'Examples of these models include:', "
                                  "'Sales Automation' / 'sales automation' in A3; 'decision trees' twice in A1; 'optimized', "
                                  "'simplicity' twice in A2: all real"),
                 "A.3-choice": ((P, R), "thematic variation: A3 goes from machines and processes to logistics and accounting to "
                                "a bullet list (Sales Automation, Machine Learning); A1 stays on decision trees, A2 on model "
                                "simplicity; a lexical measure ranks A3 slightly below (distinct-2 A1 0.971, A2 0.970, A3 0.949, "
                                "because of its doubled words) but the question asks for thematic / semantic variation and the "
                                "claim is true of the texts"),
                 "A.3-evidence": (P, "'optimizing the efficiency and productivity of machines or processes', 'logistics "
                                  "logistics and accounting', '**Sales Automation**', '**Machine Learning** -' all in A3"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.030 > B2 0 = B3 0; distinct-2 B1 0.925 lowest (B2 0.971, B3 0.970)"),
                 "B.2-repeat": (P, "'it requires a' twice in B1 ('... data analysis is that it requires a combination', "
                                "'and it requires a deep understanding of data')"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches 0.3, few candidates per step; "
                                 "tied to B1's 'it requires a' / 'data'"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own grid: at T=0.7 only the top_p=0.3 cell repeats a 3-gram; the doubled word of part A "
                                   "came at T=1.0 — both true of the own runs"),
             })

n = "tp292-genconfig-deepcopy-dataclass-shorten"
E[n] = entry("temperature-top-p", PIECES[n], "'A.1_→'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'A.1 → ...'_to_'D.3 → ...'",
             RUNS_ONE["temperature-top-p"],
             "ONE GenerationConfig(do_sample, max_new_tokens=80, T=1.0, top_p=0.9) built once, copy.deepcopy'd and "
             ".update(temperature=, top_p=)d per run (torch.manual_seed(2920 + k)); runs kept as @dataclass Execucao; a "
             "hand-made table 'run | T | top_p | uniq | trecho' where uniq = distinct words / words (the student's own "
             "measure: A1 0.63, A2 0.64, A3 0.82, B1 0.54, B2 0.78, B3 0.80) and trecho = textwrap.shorten(text, 60, "
             "placeholder=' [...]'); then the full texts with textwrap.fill(76) (break_on_hyphens: B2's 'real-time' is "
             "printed 'real-' / 'time'); PROBLEM: A.3 names A2 with A3's uniq value (0.82, the row below)",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run (A1, A2, A3; across the fill line breaks)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.235 > A2 0.088 > A3 0; the student's uniq 0.63 is A1's row"),
                 "A.2-evidence": (P, "'data science and machine learning' four times in A1; the three longer quotes verbatim in A1"),
                 "A.3-choice": (F, "CLAIM READ OFF THE WRONG ROW: names A2 'with the highest uniq of part A, 0.82' — 0.82 is "
                                "A3's row, A2's uniq is 0.64 in the same table; distinct-2 A3 0.985 > A2 0.855 > A1 0.797, "
                                "and A2's own text keeps coming back to climate ('climate change', 'climate models', 'climate "
                                "adaptation and climate resilience'): the named run is not the most varied by any reading"),
                 "A.3-evidence": ((P, PA), "the three quotes are verbatim in A2 (real evidence of the run named), though they "
                                  "show one theme repeated rather than variation"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.229 > B2 0.169 > B3 0.030; uniq 0.54 the lowest"),
                 "B.2-repeat": (P, "'This can be done using various techniques, such as' twice in B1"),
                 "B.3-concept": (P, "keeps the most probable tokens until their sum reaches p; tied to B1's repeated sentence "
                                 "and 'generating new data' (twice, real) and B3's 'multiple variables simultaneously' (twice, real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentaria (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own uniq values B1 0.54 / B2 0.78 / B3 0.80 at T=0.7 (true rows) and A1 the most repetitive of A"),
             })

# ================================================================== chain-of-thought
n = "cot291-pprint-nested-dict-tokens"
E[n] = entry("chain-of-thought", PIECES[n], "bracketed_'[C.1]'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'[C.1] ...'_to_'[C.3] ...'",
             RUNS_ONE["chain-of-thought"],
             "one nested dict per prompt {prompt, config {temperature, top_p, max_new_tokens}, saida, tokens (the first 24 "
             "generated tokens as convert_ids_to_tokens strings: 'Ġ', 'Ċ', single digits)} shown with pprint(width=72, "
             "sort_dicts=False): the config numbers 0.7 / 0.9 / 40 / 80 and the digit tokens '2','7','5','8','1','1','4' are "
             "no answers; P1 EMPTY ('saida': '', 'tokens': ['<|im_end|>']: end of text at once), P2 '\\n\\nThe final "
             "answer is 27 + 58 = 114.' (torch.manual_seed(2910 + i)); honest",
             {
                 "runs-genuine": (P, "P1 (an immediate end-of-text: an empty output) and P2 real, both " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 114 — both as recorded"),
                 "C.2-excerpt": (P, "'The final answer is 27 + 58 = 114.' verbatim in P2; the only calculation-like text"),
                 "C.3-guarantee": (P, "não; the P2 conclusion has the form of reasoning and the wrong number 114; P1 empty"),
             })

n = "cot292-pipeline-df-colwidth-numbers"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1) ...'_to_'C.3) ...'",
             RUNS_ONE["chain-of-thought"],
             "pipeline('text-generation', return_full_text=False) per prompt (torch.manual_seed(2920 + i)); a DataFrame "
             "(from_dict orient='index', rows P1 / P2) with a student-made column numeros = str.findall(r'\\d+') on the "
             "output, printed with display.max_colwidth 45 (wrapped in two column blocks; newlines shown as '\\n'); then "
             "repr(P1) and P2 printed in full; P1 EMPTY (''), P2 '6 = 125.6, \\nSo the answer is 125.6.'; numeros splits the "
             "decimals: [6, 125, 6, 125, 6]; PROBLEM: C.1 reads P2's final answer off that column (6)",
             {
                 "runs-genuine": (P, "P1 (empty) and P2 real, both " + GEN),
                 "C.1-claim": ((PA, P), "NUMBER READ OFF THE LOSSY COLUMN: 'não' is right (P1 nothing, P2 not 85), but the "
                               "answer says P2's final answer 'foi 6, o último número da coluna numeros' — the output itself "
                               "says 'So the answer is 125.6.'; findall(r'\\d+') split 125.6 into 125 and 6; the yes/no agrees, "
                               "the number it rests on contradicts the own output"),
                 "C.2-excerpt": (P, "'6 = 125.6, \\nSo the answer is 125.6.' as the table shows P2 ('\\n' is the table's escape "
                                 "of the newline): verbatim"),
                 "C.3-guarantee": (P, "não; 'So the answer is 125.6.' looks like a conclusion and is wrong (here the student reads 125.6 right)"),
             })

# ================================================================== few-shot
n = "fs291-pipeline-genconfig-namedtuple-tokens"
E[n] = entry("few-shot", PIECES[n], "bulleted_bold_'-_**F.1**:'_ids", "portuguese",
             "one_markdown_cell:bullets_'- **F.1**: ...'_to_'- **F.5**: ...'",
             RUNS_ONE["few-shot"],
             "pipeline('text-generation') called with a greedy GenerationConfig(do_sample=False, max_new_tokens=8) as "
             "generation_config= and return_full_text=False; outputs kept as namedtuples Saida(nome, texto, tokens) and "
             "printed 'nome: repr' + '   tokens: [...]' (tokenizer.tokenize of the output: 'ĠN', 'EG', 'AT', 'IV', 'O', 'Ċ'); "
             "variation = the two demonstrations SWAPPED (negative first), labelled 'VAR (ordem trocada)'; output unchanged "
             "' NEGATIVO\\n\\nText'; honest",
             {
                 "runs-genuine": (P, "ZS, FS and VAR greedy, " + GEN),
                 "F.1-copied": (P, "both reprs exactly as printed (ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText'); not the book"),
                 "F.2-format": (P, "few-shot only: it opens with NEGATIVO (the token list spells it), the zero-shot repeats the review"),
                 "F.3-weights": (P, "não; conditioning by the context, no training"),
                 "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' = FS, tokens identical; the change described (order swapped) is the code's"),
                 "F.5-window": (P, "1024; truncated, outside attention"),
             })

n = "fs292-product-variants-to_string"
E[n] = entry("few-shot", PIECES[n], "'**Resposta_F.1.**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**Resposta F.1.** ...'_to_'**Resposta F.5.** ...'",
             RUNS_ONE["few-shot"],
             "four few-shot prompts built by itertools.product over (order: original / invertida) x (label case: MAIUSC / "
             "minusc), greedy, in a DataFrame printed with to_string() (outputs as reprs): row 0 original/MAIUSC = the exact "
             "FS prompt ' NEGATIVO\\n\\nText', row 1 original/minusc ' amor\\n\\nTexto: \"', row 2 invertida/MAIUSC ' NEGATIVO"
             "\\n\\nText', row 3 invertida/minusc ' positivo\\n\\nTexto: \"'; the zero-shot printed above; a markdown says "
             "the VAR is row 2; PROBLEM: F.4 reads row 3's output as the VAR's",
             {
                 "runs-genuine": (P, "ZS, FS (row 0) and VAR (row 2) greedy, " + GEN + " (rows 1 and 3 too)"),
                 "F.1-copied": (P, "ZS and FS (row 0) reprs exactly as printed; not the book"),
                 "F.2-format": (P, "few-shot: true"),
                 "F.3-weights": (P, "não; context conditions the answer, weights unchanged"),
                 "F.4-variation": ((F, PA), "CLAIM READ OFF THE WRONG ROW: says its VAR (row 2, invertida / MAIUSC) changed to "
                                   "' positivo\\n\\nTexto: \"' — that is row 3 (invertida / minusc); row 2 printed ' NEGATIVO"
                                   "\\n\\nText', identical to FS (row 0): the output did NOT change; the variation described "
                                   "(order swapped) is right, the yes/no and the output quoted are wrong"),
                 "F.5-window": (P, "1024; truncated, outside attention"),
             })

# ================================================================== template
n = "tpl291-numreturn-df-valuecounts"
E[n] = entry("template", PIECES[n], "'T.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1 — ...'_to_'T.5 — ...'",
             RUNS_ONE["template"],
             "templates greedy printed as one-element lists ('template_ruim: [...]'); the ten SC samples from ONE generate "
             "call with num_return_sequences=10 after torch.manual_seed(2910), in a DataFrame with rotulo = str.upper()."
             "str.extract(POSITIVO|NEGATIVO) printed with to_string (newlines as '\\n', rows numbered 0-9), then "
             "value_counts(dropna=False): 'NaN 6 / NEGATIVO 3 / POSITIVO 1', and 'voto: NEGATIVO' (unlabelled samples do "
             "not vote); row 9 'NO NEGATIVO (POS' is NEGATIVO, row 8 '\"Ameno/Negat' has no label; PROBLEM: T.4 takes the "
             "NaN row of value_counts as the vote",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples (one call, "
                                  "num_return_sequences=10), all " + GEN),
                 "T.1-copied": (P, "both outputs exactly as printed (inside the printed lists)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting / closing the output space, tied to both own outputs ('erro de tempo', the "
                             "strict one only repeating '\"Este filme foi um') and saying the restriction did not work here"),
                 "T.4-vote": ((F, PA), "VOTE NOT THE RECOUNT: the counts are right (NEGATIVO 3, POSITIVO 1, 6 without label) "
                              "but the vote given is INDETERMINADO 'because NaN = 6 is the largest count'; unlabelled samples "
                              "do not vote (the notebook's own rule and its printed 'voto: NEGATIVO'; INDETERMINADO only when "
                              "none parses or on a tie): the vote is NEGATIVO, 3 to 1"),
                 "T.5-guarantee": (P, "não; reduces variance, consistent errors make the vote wrong; tied to the own 6 of 10 unlabelled"),
             })

n = "tpl292-genconfig-namedtuple-shortened-table"
E[n] = entry("template", PIECES[n], "parenthesised_'(T.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'(T.1) ...'_to_'(T.5) ...'",
             RUNS_ONE["template"],
             "a base GenerationConfig(greedy, 16) copy.deepcopy'd and .update()d into greedy-8 (STRICT) and sampling "
             "T=0.9 / top_p 0.9 / 8 (SC); ten samples (torch.manual_seed(2920 + i), numbered 1-10) kept as namedtuples "
             "Amostra(i, texto, rotulo) with the label computed on the FULL text, printed as a table with "
             "textwrap.shorten(texto, 22, placeholder='…') (whitespace collapsed, leading space and newlines gone; no line "
             "was actually cut: no '…'); counts {None: 6, NEGATIVO: 2, POSITIVO: 2} and 'voto: INDETERMINADO' (tie); "
             "sample 2 'Nação, como POSIT' has no label, sample 9 'Positivo. Texto:' is POSITIVO (upper-cased); honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space, tied to both own outputs and saying the strict one failed here"),
                 "T.4-vote": (P, "INDETERMINADO on a 2-2 tie, 6 without label; sample numbers 9/10, 5/8, 1/2/3/4/6/7 agree "
                              "with the printed label column"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own tie and unlabelled majority"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 320, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
