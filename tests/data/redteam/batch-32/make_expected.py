"""Write batch 32's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 350, 351, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only), cut out of each notebook's own display, on the recorded runs, which regen_checks.py
found identical to a second execution.
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
n = "tp321-ansi-token-stripes"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1**_⟶'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1**_⟶_...'_to_'**D.3**_⟶_...'",
             RUNS_ONE["temperature-top-p"],
             "six runs (torch.manual_seed(3210 + k), k = A1 A2 A3 B1 B2 B3), each under '┤ A1 ├─ T=0.2 · top_p=0.9 · seed 3210 · "
             "80 tokens' and printed as the PROMPT IN BOLD BETWEEN BRACKETS ('\\x1b[1m[Transformers are models that]\\x1b[0m') "
             "followed by the continuation with EVERY TOKEN WRAPPED IN AN ANSI COLOUR, alternating blue / magenta "
             "(tok.decode of each id; escape codes between every pair of tokens, inside words: ' model' + 'er', 'optim' + "
             "'izes', 'und' + 'one'); quotes are the text with the colours taken off; B3 (top-p 0.9) is the most repetitive "
             "B run and the student says so, against the course's expectation, and still answers top-p / aumentar in D "
             "with a D.3 that says part B did not show it; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the text is the ANSI-stripped stripes, the prompt in brackets is not output"),
                 "A.1-excerpts": (P, "each of the three excerpts verbatim (colours off) in its own run: A1 'a new model that is a copy of the original model. This allows ...', A2 '* **Sales and Marketing** - ...', A3 'When you take a model ...'"),
                 "A.2-choice": (P, "A1: rep3 A1 0.600 > A2 0.127 > A3 0.056"),
                 "A.2-evidence": (P, "'a new model that is a copy of the original model' (three times) and 'can be used to' (three times) in A1; 'A model that optimizes' twice in A2: all real"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.958 > A2 0.857 > A1 0.535"),
                 "A.3-evidence": (P, "'provide more than just a series of operations', 'it becomes challenging to understand how it works', 'traditional machine learning and computer vision' all in A3; the one repeat it admits ('designed to manipulate data', twice) is real"),
                 "B.1-choice": (P, "0.9 = B3: rep3 B3 0.203 > B2 0.059 > B1 0.000 — the own outputs, not the course's expectation, decide; the student flags the surprise"),
                 "B.2-repeat": (P, "'by introducing a negative exponential growth rate' twice in B3, in consecutive sentences"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, few candidates at 0.3; tied honestly to the own B1/B3, saying the runs went against the theory (one sample per value)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentaria (0.6 → 0.9)"),
                 "D.3-justified": ((P, R), "refers to the own A1 (real triple repeat) and says honestly that the own B runs did not show low top-p repeating more; the recommendation leans on the course's rule for the top-p part, which a strict reader may want more of"),
             })

n = "tp322-sidebyside-pairs-middle"
E[n] = entry("temperature-top-p", PIECES[n], "markdown_headings_'###_A.1'", "portuguese",
             "one_markdown_cell:'###_A.1'_to_'###_D.3'_headings_each_followed_by_its_answer",
             RUNS_ONE["temperature-top-p"],
             "six runs (torch.manual_seed(3220 + k)) listed as 'A1 T=0.2 top_p=0.9 seed=3220' lines, the texts shown ONLY in "
             "three SIDE-BY-SIDE tables of two textwrap columns (width 36, ' ┃ ' between, header 'A1   ┃ A3' and a '━━╋━━' "
             "rule): A1 ┃ A3, B1 ┃ B3 and 'os do meio' A2 ┃ B2 (A2 in the LEFT column of the third table); a run's text "
             "is its column read down, so consecutive words of one run are never adjacent in the record once a line wraps; "
             "A2 (T=0.7) is the most repetitive A run; PROBLEM: A.3's second piece of evidence is read from the LEFT "
             "column (A1) of the A1 ┃ A3 table",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own column once the wrapped rows of that column are joined: A1 'They're often used in data science ...', A2 'These models can be either deterministic ...', A3 'This can create a slippery slope ...'"),
                 "A.2-choice": (P, "A2: rep3 A2 0.273 > A3 0.127 > A1 0.033"),
                 "A.2-evidence": (P, "'make predictions based on' three times and 'linear regression, which is used to make predictions based on' twice in A2; 'data science' three times in A1: real"),
                 "A.3-choice": ((P, R), "A3: distinct-2 A3 0.889 vs A1 0.885 (within the 0.02 tie band) > A2 0.791; A3 is the maximum"),
                 "A.3-evidence": ((PA, F), "QUOTE FROM THE WRONG COLUMN: 'adjust themselves according to specific rules or algorithms' and 'a slippery slope' are A3's, but 'inform business decisions, optimize processes, and improve outcomes' — offered as where A3 'termina' — is in the LEFT column, A1 ('which can be used to inform business decisions, optimize processes, and improve outcomes'); A3 ends 'it can be used to build other'. The claimed drift rests on the wrong run's text; half the evidence is real"),
                 "B.1-choice": (P, "0.3 = B1: rep3 B1 0.215 > B2 0.123 > B3 0.000"),
                 "B.2-repeat": (P, "'climate model of the environment' twice in B1"),
                 "B.3-concept": (P, "probabilities summing to 0.3, small nucleus of candidates; tied to the own B1 repeat and the B3 text (both real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "part B at fixed T 0.7: B1 (0.3) repeated, B3 (0.9) did not — true of the own runs (rep3 0.215 vs 0.000)"),
             })

# ================================================================== chain-of-thought
n = "cot321-box-bracketed-prompt-clauses"
E[n] = entry("chain-of-thought", PIECES[n], "numbered_list_'1._**C.1**'", "portuguese",
             "one_markdown_cell:numbered_list_items_'1._**C.1**_...'_to_'3._**C.3**_...'",
             RUNS_ONE["chain-of-thought"],
             "set_seed(3211 + i) per prompt; each run shown as PROMPT + CONTINUATION inside a BOX drawn with ╭─╮ │ ╰─╯ "
             "(textwrap 56, title 'P2 · T=0.7 · top_p=0.9 · 80 tokens'), the prompt between ⟦ ⟧ and glued to the "
             "continuation ('⟦Solve step by step: 27 + 58.⟧1 = 83.1, so the answer is'); under the box the continuation split "
             "into numbered CLAUSES ('   1) 1 = 83.1, so the answer is 27 + 58.1 = 83.1.', '   2) The answer is 83.1.'); P1 "
             "empty (box with only the prompt, then '(nada gerado)'); P2 '1 = 83.1, so the answer is 27 + 58.1 = 83.1.\\n\\nThe "
             "answer is 83.1.'; '27 + 58.1' is really generated (second line), while the first line's '58.⟧1' joins prompt and "
             "output; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (P, "não: P1 empty, P2 83.1 — matches the outputs"),
                 "C.2-excerpt": (P, "'1 = 83.1, so the answer is 27 + 58.1 = 83.1.' is clause 1 of P2, verbatim, all generated (the leading '1' is the model's, after the prompt's '58.')"),
                 "C.3-guarantee": (P, "não, tied to P2's 'so the answer is 27 + 58.1 = 83.1.' and 'The answer is 83.1.' (real); the arithmetic remark (27 + 58.1 = 85.1) is right"),
             })

n = "cot322-printdf-sentences-cut"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1_—_...'_to_'C.3_—_...'",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(322) before both prompts; each continuation split into sentences, ONE ROW PER SENTENCE "
             "in a DataFrame (run, n, frase) shown with print(df) — P1 is empty, so it has NO ROW at all; the three P2 rows "
             "'5 = 105.5.', 'Now, add the result to 100.', 'The answer is 105.5.' (right-aligned); then the full texts as "
             "reprs 'P1 = ''' and 'P2 = '5 = 105.5. Now, add the result to 100.\\n\\nThe answer is 105.5.''; PROBLEM: C.2 "
             "glues rows 0 and 2 into one quote, leaving out row 1",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (no DataFrame row, `P1 = ''`)"),
                 "C.1-claim": (P, "não: P1 empty, P2 105.5 — matches the outputs"),
                 "C.2-excerpt": ((PA, F), "EXCERPT STITCHED FROM NON-ADJACENT ROWS: '5 = 105.5. The answer is 105.5.' is not in P2 — the model wrote '5 = 105.5. Now, add the result to 100.\\n\\nThe answer is 105.5.'; the quote drops the middle sentence without an ellipsis and presents the rest as 'faz a conta e depois confirma'. Both pieces are real P2 text (hence partial, not fail)"),
                 "C.3-guarantee": (P, "não, tied to P2's 105.5 and the real middle step 'Now, add the result to 100.'"),
             })

# ================================================================== few-shot
n = "fs321-chardiff-inline-markers"
E[n] = entry("few-shot", PIECES[n], "bold_'**F.1.**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**F.1.**_...'_to_'**F.5.**_...'",
             RUNS_ONE["few-shot"],
             "outputs printed as right-aligned reprs ' zero-shot: ...', '  few-shot: ...', ' invertido: ...', then a "
             "CHARACTER-LEVEL INLINE DIFF of few-shot against each other run (SequenceMatcher opcodes: [-removed-] {+added+}, "
             "spaces as '·', newlines as '⏎'): the zero-shot line is '·[-N-]{+\"+}E[-GATIVO⏎⏎T-]{+st+}e[-xt-]{+·filme·foi·um+}', "
             "the 'invertido' line is '·NEGATIVO⏎⏎Text' with no marker at all; variation = the two demonstrations in swapped "
             "order (NEGATIVO first): output unchanged ' NEGATIVO\\n\\nText'; PROBLEM: F.4 reads the zero-shot diff line as "
             "the variation's",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; examples condition the output through the prompt, no training"),
                 "F.4-variation": (F, "CLAIMED CHANGE CONTRADICTED BY THE OWN OUTPUT (DIFF MISREAD): 'Sim, mudou ... perdeu o NEGATIVO e passou a repetir o texto', citing '[-N-]{+\"+}E[-GATIVO⏎⏎T-]{+st+}' and '{+·filme·foi·um+}' — those are the ZERO-SHOT line of the diff; the 'invertido' line has no marker and its repr ' NEGATIVO\\n\\nText' equals few-shot. The variation itself (swapped order) is described right, the yes/no and the description of the result are wrong"),
                 "F.5-window": (P, "1024 tokens; beyond it discarded, outside the window"),
             })

n = "fs322-htmltable-mark-tokenspans"
E[n] = entry("few-shot", PIECES[n], "bullets_'-_F.1:'", "portuguese",
             "one_markdown_cell:bullets_'-_F.1:_...'_to_'-_F.5:_...'",
             RUNS_ONE["few-shot"],
             "the three runs ONLY in an HTML TABLE BUILT BY HAND (display(HTML); text/plain is the object repr): column 'fim "
             "do prompt' with the last two prompt lines, the 'Texto:' line in <mark> (the same query line for all three rows: "
             "the variation's change is not visible there), column 'saída (repr)' with the html-escaped repr in <code> "
             "(&#x27; &quot;), column 'tokens' with each output token in a <span> with alternating background colours "
             "(' N', 'EG', 'AT', 'IV', 'O', two newline tokens, 'Text'); variation = the negative demonstration replaced by "
             "another negative text: output unchanged; demonstration texts given in italics, not as quotes; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' as the repr column (HTML escapes are display)"),
                 "F.2-format": (P, "few-shot: true"),
                 "F.3-weights": (P, "não; conditioning by the input context, weights unchanged"),
                 "F.4-variation": (P, "não mudou: the 'outro negativo' row's repr ' NEGATIVO\\n\\nText' and token spans equal few-shot's; the change is described (the replaced demonstration is prompt text in the code, not output)"),
                 "F.5-window": (P, "1024; truncated, outside the attention window"),
             })

# ================================================================== template
n = "tpl321-twocol-templates-tostring-valuecounts"
E[n] = entry("template", PIECES[n], "bold_'**T.1**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**T.1**_...'_to_'**T.5**_...'",
             RUNS_ONE["template"],
             "the two templates' outputs SIDE BY SIDE in a box of two columns (┌─┬─┐, width 30, newlines shown as '⏎'): "
             "'│  \"Este filme foi um erro de    │  \"Este filme foi um            │' then '│ tempo.\"⏎⏎E ...│' — the loose "
             "output wraps onto a second row, so its text is not contiguous in the record; the ten samples "
             "(torch.manual_seed(3210 + i)) in a DataFrame (index 1-10) printed with df.to_string() (right-aligned, leading "
             "spaces invisible, '\\n' escaped), then value_counts(dropna=False) 'NEGATIVO 4 / POSITIVO 3 / NaN 3' and 'voto: "
             "NEGATIVO'; sample 5 'Adicionar negativos neg' has no label (\\b), sample 9 '\"O negativo\"' and sample 3 'O "
             "positivo o nél' do; T.1 copies the box's form with ⏎ and says what ⏎ is; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "loose ' \"Este filme foi um erro de tempo.\"\\n\\nE' given in the box's notation ('⏎' = newline, leading space stated) and strict ' \"Este filme foi um': both exact once the display's convention is undone"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "closing the output space, tied to both own outputs (the strict one restarted the text and was cut at 8 tokens; the loose one completed the sentence)"),
                 "T.4-vote": (P, "NEGATIVO 4 (1, 2, 6, 9), POSITIVO 3 (3, 4, 8), none 3 (5, 7, 10): the printed value_counts and a correct recount by the rule"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 4 x 3"),
             })

n = "tpl322-catn-file-shortened-grid"
E[n] = entry("template", PIECES[n], "parenthesised_'(T.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'(T.1)_...'_to_'(T.5)_...'",
             RUNS_ONE["template"],
             "templates as 'template_ruim: <repr>' / 'template_bom:  <repr>'; the ten samples (torch.manual_seed(3220 + i)) "
             "written to amostras.txt as reprs and shown with `!cat -n amostras.txt` (line numbers and a tab), then a "
             "'resumo' GRID, 5 per row, of each sample passed through textwrap.shorten(width=14, placeholder='…') (whitespace "
             "collapsed, tails cut: ' Ejemplo de \"NEG' shows as 'Ejemplo de…'); NO count and NO vote in code; by the "
             "notebook's rule (stated in the markdown above the answers) NEGATIVO 5 (3 ' NO NEGATIVO (B', 4, 5, 9, 10 "
             "' Negativo.\\n\\nEm p'), POSITIVO 0, none 5 (1, 2, 6, 7 ' POSITIVE.\"\\nTexto:', 8); PROBLEM: T.4's hand count",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs (`\"Este filme foi um`, `erro de tempo.`) and saying the strict one gave no label either"),
                 "T.4-vote": ((PA, F), "WRONG RECOUNT, RIGHT VOTE: 4 NEGATIVO / 0 / 6 — the student leaves out sample 3 ' NO NEGATIVO (B' as 'não negativo', but the notebook's rule (the regex on the upper-cased text, which the answers' own heading restates) finds NEGATIVO in it: 5 / 0 / 5; the vote NEGATIVO is right either way"),
                 "T.5-guarantee": (P, "não; reduces variance, a consistent error makes the vote wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 350, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
