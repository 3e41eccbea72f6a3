"""Write batch 24's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-19 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 250, 251, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp241-twoseeds-sidebyside-columns"
E[n] = entry("temperature-top-p", PIECES[n], "bullets_'- **A.1:**'", "portuguese",
             "one_markdown_cell_after_a_note_on_how_runs_are_cited:bullet_list_'- **A.1:** ...'_to_'- **D.3:** ...'",
             {r: 2 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]},
             "TWO samples per configuration (torch.manual_seed(2410) and (2411) inside roda(), the same two seeds for every "
             "configuration), shown SIDE BY SIDE: per configuration a header '━━ A1  T=0.2  top_p=0.9 ━━━…', a line "
             "'seed 2410 … │ seed 2411', then each text textwrap.wrap'ped to 44 columns (paragraph by paragraph) and the two "
             "columns zipped line by line, '<left padded to 44> │ <right>' — a sentence of one sample is cut over several lines "
             "interleaved with the other sample's; B3 (T 0.7, top-p 0.9) equals A2 sample for sample (same configuration, same "
             "seeds); runs cited 'A1/2410'; honest",
             {
                 "runs-genuine": (P, "all twelve samples " + GEN + "; B3 = A2 is what the same configuration and seeds give, not a copy"),
                 "A.1-excerpts": (P, "A1/2410, A2/2411, A3/2410 excerpts verbatim in their own column once the column's wrapped lines are re-joined (they are NOT contiguous in the printed text: the other seed's column is interleaved); A2/2411's excerpt is also B3/2411, identical run"),
                 "A.2-choice": (P, "A1: rep3 A1/2410 0.515, A1/2411 0.031 (mean 0.273) > A2 0.000 / 0.314 (0.157) > A3 0.033 / 0.000 (0.017)"),
                 "A.2-evidence": (P, "'is a function that takes a list of data and returns a list of models' twice and 'The `model` is a function that takes' in A1/2410; 'limitations' three times in A1/2411: all real"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.919 / 0.971 (mean 0.945) > A2 0.955 / 0.704 (0.830) > A1 0.627 / 0.939 (0.783); topic drift to linear algebra / ARIMA-finance is real"),
                 "A.3-evidence": (P, "'maps a vector to itself' in A3/2410, 'ARIMA are used to predict stock performance' in A3/2411"),
                 "B.1-choice": ((P, R), "B1 (top-p 0.3): rep3 B1 0.171 / 0.181 (mean 0.176) > B3 0.000 / 0.314 (0.157) > B2 0.029 / 0.000; close to B3 on the mean, and B3/2411 alone repeats more than either B1 sample — the answer notes it and explains B3 = A2"),
                 "B.2-repeat": (P, "'In the context of data analysis' twice in B1/2410 (real)"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p, few candidates at 0.3; tied to B1's repeats in both seeds and B2's lack of them"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own runs: B1 repeats in both seeds, B2 hardly; A1/2410's loop at low temperature"),
             })

n = "tp242-tomarkdown-importerror-handtable"
E[n] = entry("temperature-top-p", PIECES[n], "bold_parenthesised_ids_'**(A.1)**'", "portuguese",
             "one_markdown_cell:paragraphs_'**(A.1)** ...'_to_'**(D.3)** ...'",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(2420 + k)) in a pandas DataFrame; a cell 'display(Markdown(df.to_markdown()))' "
             "raises ImportError (`Import tabulate` failed; traceback kept, cell tagged raises-exception); a markdown note; "
             "then a pipe table built by hand and shown with display(Markdown(...)) — text/markdown holds "
             "'| A1 | 0.2 | 0.9 | 2420 | <text> |' with the text's newlines as ' ⏎ ' and '|' escaped; PROBLEM: D.3 is a "
             "generic justification with nothing from the own runs",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the ImportError cell produced no run (the DataFrame was built in the cell before)"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run in the hand-made table"),
                 "A.2-choice": (P, "A1: rep3 A1 0.448 > A2 0.076 > A3 0.031"),
                 "A.2-evidence": (P, "'generating new data by applying transformations to existing data' and 'This can be done using various techniques, such as' twice each in A1"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.970 > A2 0.866 > A1 0.706"),
                 "A.3-evidence": (P, "'linear regression and exponential smoothing', 'datasets that have a large number of variables and relationships' in A3"),
                 "B.1-choice": (P, "B1 (0.3): rep3 B1 0.179 > B3 0.033 > B2 0.031"),
                 "B.2-repeat": ((P, PA), "'not a replacement for human judgment and expertise' then 'The model is not a replacement': the pattern 'not a replacement' twice in B1 (a near repeat, as the question allows); the full sentence quoted occurs once"),
                 "B.3-concept": (P, "tokens up to 30% cumulative probability, fewer candidates; tied to B1 ('a computational tool' twice, 'not a replacement' twice: real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((F, PA), "GENERIC: nucleus size, diversity, 'o recomendado é começar pelo top-p' — no run named, nothing from parts A or B (e.g. B1's repeats vs B2 / B3) — the course: theoretical answers not tied to the observed results do not meet the goal"),
             })

# ================================================================== chain-of-thought
n = "cot241-jsonfence-markdown-reseeded"
E[n] = entry("chain-of-thought", PIECES[n], "'C.n →'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1 → ...'_to_'C.3 → ...'",
             RUNS_ONE["chain-of-thought"],
             "one set_seed(SEED) before both prompts; the outputs in a dict {P1: {prompt, max_new_tokens, saida}, P2: ...} "
             "dumped with json.dumps(indent=2, ensure_ascii=False) and shown ONLY inside a fenced ```json block of "
             "display(Markdown('**SEED = 2412**' ...)) (newlines as \\n in the JSON strings); the code says "
             "'SEED = 2412   # troquei a semente e rodei de novo (antes 2411)': the record holds only the re-run; P1 empty "
             "(\"saida\": \"\"), P2 '5 = 84.5.\\n\\nThis is a perfect square of any integer...'; PROBLEM: C.2 quotes the "
             "overwritten first execution",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (P, "não: P1 empty, P2 '5 = 84.5.' — no 85 in either: matches the recorded outputs"),
                 "C.2-excerpt": ((F, PA), "QUOTE NOT IN THE OUTPUTS: '27 + 58.12 + 1.02 = 27 + 73.12 + 1.02' is nowhere in the notebook; it is from the first execution with SEED = 2411 (an independent run of that version gives P2 '12 + 1.02 = 27 + 58.12 + 1.02 = 27 + 73.12 + 1.02 = ...', /tmp/rt24/earlier), which the re-run overwrote; the recorded P2 has no such chain"),
                 "C.3-guarantee": (P, "não, tied to the recorded P2 ('5 = 84.5.', 'This is a perfect square of any integer': real)"),
             })

n = "cot242-styler-seedgrid-pivot"
E[n] = entry("chain-of-thought", PIECES[n], "h4_headings_'#### Resposta C1'_(no_dot)", "portuguese",
             "one_markdown_cell:h4_heading_'Resposta C1'_..._'Resposta C3'_then_the_answer",
             {"P1": 3, "P2": 3},
             "THREE samples per prompt: set_seed(s) before each prompt for s in 2421, 2422, 2423; pivoted into a seed × "
             "prompt DataFrame and shown ONLY as a pandas Styler rendered to HTML (display(HTML(sty.to_html())), set_uuid, "
             "escape='html', caption with the prompts, pre-wrap cells: the texts' raw newlines inside the <td>; text/plain "
             "is '<IPython.core.display.HTML object>'); all three P1 cells empty; P2: '5 + 27.5 = 101.5. ...', "
             "'53 = 92.53.\\nThe answer is: 92.53', '0 = 60.\\nSo, 27 + 58 = 125.\\nThe answer is: 125'; honest",
             {
                 "runs-genuine": (P, "all six samples " + GEN + "; the three P1 are empty"),
                 "C.1-claim": (P, "não: P1 empty x3, P2 101.5 / 92.53 / 125 — never 85"),
                 "C.2-excerpt": (P, "'So, 27 + 58 = 125.' verbatim in P2 seed 2423, a reasoning-like step"),
                 "C.3-guarantee": (P, "não, tied to P2/2423 ('So, 27 + 58 = 125.', 'The answer is: 125') and P2/2422 ('The answer is: 92.53'): real"),
             })

# ================================================================== few-shot
n = "fs241-mdfile-readback-englishtask"
E[n] = entry("few-shot", PIECES[n], "bold_'**Questão F.n**'_then_a_line_break", "portuguese",
             "one_markdown_cell:per_question_'**Questão F.1**'_+_markdown_line_break_then_the_answer",
             RUNS_ONE["few-shot"],
             "the three greedy outputs written to saidas.md ('### zero-shot' heading, blank line, the raw output) and the "
             "file read back and shown ONLY with display(Markdown(...)): text/markdown holds '### few-shot\\n\\n "
             "NEGATIVO\\n\\nText\\n\\n' (rendered: a heading, 'NEGATIVO', a paragraph 'Text'); variation = the task line "
             "replaced by 'Classify the sentiment as POSITIVO or NEGATIVO.' (the rest = few-shot): output unchanged "
             "' NEGATIVO\\n\\nText'; F.1 quotes the outputs as the rendered markdown shows them; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": ((P, R), "ZS ' \"Este filme foi um' and FS ' NEGATIVO\\n\\nText' described as rendered ('\"Este filme foi um', 'NEGATIVO' and 'Text' on the next line): the leading space and the blank line are the display's; nothing added or changed"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context only, no training"),
                 "F.4-variation": (P, "didn't change: the variation's output is ' NEGATIVO\\n\\nText', like few-shot; the change described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs242-tostring-maxcolwidth-exemplolabels"
E[n] = entry("few-shot", PIECES[n], "'Fn -'_ids_(no_dot)", "portuguese",
             "one_markdown_cell:paragraphs_'F1 - ...'_to_'F5 - ...'",
             RUNS_ONE["few-shot"],
             "the three greedy outputs in a DataFrame (columns prompt, saida, n_chars = len(saida)) printed ONLY with "
             "df.to_string(max_colwidth=14): every cell longer than 14 characters is cut to 11 + '...' (' \"Este fil...', "
             "' NEGATIVO\\...', prompt \"com 'Exemp...\"), newlines escaped as \\n; n_chars 19 / 15 / 13; variation = "
             "'Exemplo 1:' / 'Exemplo 2:' lines before the demonstrations (the variation prompt is printed); PROBLEMS: F.1 "
             "copies the cut display, F.4 says the output did not change while the own n_chars column says 15 vs 13",
             {
                 "runs-genuine": ((P, R), "all three greedy outputs " + GEN + "; the record shows them only cut to 14 characters, but the code that produced them is in the notebook and its re-run is exact"),
                 "F.1-copied": ((PA, F), "COPIED FROM A TRUNCATED DISPLAY: '\"Este fil...' and 'NEGATIVO\\...' are what to_string(max_colwidth=14) printed, not the outputs (' \"Este filme foi um', ' NEGATIVO\\n\\nText'); the beginnings are right and the '...' shows the cut, but neither output is copied"),
                 "F.2-format": (P, "only the few-shot gave a label: true (the zero-shot cell starts '\"Este fil', FS 'NEGATIVO')"),
                 "F.3-weights": (P, "não; examples in the prompt only, no weight update"),
                 "F.4-variation": ((F, PA), "CLAIM AGAINST THE OWN EVIDENCE: 'não mudou' — the table shows both as 'NEGATIVO\\...' only because of the cut; its own n_chars column says 15 for few-shot and 13 for the variation, so the outputs differ. The variation itself (the 'Exemplo n:' lines) is described right"),
                 "F.5-window": (P, "1024; what exceeds it is cut"),
             })

# ================================================================== template
n = "tpl241-textwrap-df-valuecounts-mode"
E[n] = entry("template", PIECES[n], "'T.n)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1) ...'_to_'T.5) ...'",
             RUNS_ONE["template"],
             "templates printed through textwrap.fill(f'{nome}: {saida!r}', 50) (short enough: no wrap happened); ten "
             "samples (torch.manual_seed(2410 + i), T 0.9 / top-p 0.9) in a DataFrame (seed, amostra, rotulo = the regex "
             "label) printed with df.to_string() (right-aligned, \\n escaped, missing labels as NaN), then "
             "value_counts(dropna=False) 'NaN 5 / NEGATIVO 4 / POSITIVO 1' and 'voto: NEGATIVO' from Series.mode(); "
             "samples cited by seed; #2414 'NEGATIVO e POSIT' and #2418 'NEGATIVO ou POSIT' hold NEGATIVO plus a cut "
             "POSIT; 2410 / 2419 English 'NEGATIVE'; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('Este filme foi um', 'erro de tempo')"),
                 "T.4-vote": (P, "NEGATIVO; 4 (2412, 2414, 2417, 2418) / 1 (2411 'Positivo') / 5 none: matches the printed samples, value_counts and vote; the cut 'POSIT' and English NEGATIVE explained right"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 5 unlabelled samples"),
             })

n = "tpl242-jsonl-readjson-display"
E[n] = entry("template", PIECES[n], "'Tn:'_ids_(no_dot)", "portuguese",
             "one_markdown_cell_under_a_heading_saying_the_count_was_done_by_hand:paragraphs_'T1: ...'_to_'T5: ...'",
             RUNS_ONE["template"],
             "templates in a 2-row DataFrame shown with display(df); ten samples (torch.manual_seed(2420 + i), T 0.9 / "
             "top-p 0.9) written as JSON lines to amostras.jsonl, read back with pd.read_json(lines=True) and shown with "
             "display(df) (html + plain: leading spaces lost in the html, newlines shown as \\n); no labels, count or vote "
             "printed: the student counts by hand. By the course's rule: NEGATIVO 3 (#5 'NEGATIVO, NEG', #7 'NEGATIVO "
             "(Trat', #8 '\"NEGATIVO\"'), POSITIVO 0, 7 without label (#4 English 'NEGATIVE'); PROBLEM: T.4's numbers",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN + "; the JSON round trip kept the strings"),
                 "T.1-copied": (P, "both outputs as the displayed table shows them (the leading space is lost in the html rendering, the \\n are pandas')"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to the own outputs ('erro de tempo', 'Este filme foi um')"),
                 "T.4-vote": ((PA, F), "WRONG COUNT, RIGHT WINNER: the answer says 7 NEGATIVO and 3 without label; the displayed samples have 3 NEGATIVO (#5, #7, #8; #4 is English 'NEGATIVE') and 7 without label, 0 POSITIVO — the numbers are swapped; NEGATIVO still wins 3-0, so the vote itself is right"),
                 "T.5-guarantee": ((P, PA), "não; reduces variance — correct but thin, nothing from the own samples (the question asks for the concept; the course's closed answer)"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 250, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
