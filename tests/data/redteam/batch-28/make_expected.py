"""Write batch 28's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 290, 291, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp281-gpt2-book-alongside"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**Questão_A.1**_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**Questão_A.1**_—_...'_to_'**Questão_D.3**_—_...'_(after_a_markdown_note_'cito_só_as_minhas_execuções')",
             RUNS_ONE["temperature-top-p"],
             "one cell prints, per configuration, a box '┏━ A1 · temperature=0.2 · top_p=0.9' / '┃ minha execução (seed 2810):' / "
             "PROMPT + own continuation (torch.manual_seed(2810 + k), k in A1 A2 A3 B1 B2 B3 order) / '┃ livro (GPT-2, Colab do "
             "curso):' / the course notebook's real GPT-2 output for the same configuration (typed into a dict LIVRO_GPT2 in the "
             "cell above, a comment saying it is not the student's) / '┗━━━'; so every configuration has TWO texts in the record, "
             "both starting 'Transformers are models that', and only the first is a run of this notebook (the book's B1 is the "
             "part D quote); the answers quote only the own runs and name the book's text as the book's (A.2, B.3 and D.3 "
             "compare with it, one quote of the book's B1 labelled as such); honest",
             {
                 "runs-genuine": (P, "all six own runs " + GEN + "; the 'livro' blocks are the course's GPT-2 outputs, declared as such, and are not runs of this notebook"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run's 'minha execução' block (A1 seed 2810, A2 2811, A3 2812), none from a 'livro' block"),
                 "A.2-choice": (P, "A1: rep3 A1 0.343 > A2 0.194 > A3 0.000 (own runs; the book's A1, 0.812, is not the student's)"),
                 "A.2-evidence": (P, "'can be used to analyze and predict complex systems' (twice) and 'a type of linear regression' (twice) in the own A1; \"don't account for external factors\" (twice) in the own A2, as said; the parenthesis about the book names the book"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.955 > A2 0.810 > A1 0.789"),
                 "A.3-evidence": (P, "'real-world data based on mathematical models', 'classification models for text analysis', 'regression models for predicting continuous outcomes', 'Natural Language Processing (NLP) is a subfield of natural' all in the own A3"),
                 "B.1-choice": (P, "top-p 0.3 = own B1: rep3 B1 0.149 > B3 0.054 > B2 0.031"),
                 "B.2-repeat": (P, "'predict human behavior' twice in the own B1 (both contexts quoted verbatim)"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, few candidates at 0.3; tied to the own B1 ('can be used to predict', 'predict human behavior', each twice — true) and B3; the book's B1 ('A model that is not part of the game' four times — true of the 'livro' block) is named as the book's"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own B1 vs own B3 at T 0.7 ('take into account' twice in B3: true), and the part D quote correctly identified as the book's B1 printed in the notebook"),
             })

n = "tp282-pipe-lines-partner-md"
E[n] = entry("temperature-top-p", PIECES[n], "'A.1_➜'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'A.1_➜_...'_to_'D.3_➜_...'",
             RUNS_ONE["temperature-top-p"],
             "own six runs (torch.manual_seed(2820 + k)) printed one per block 'A1 | T 0.2 | p 0.9 :: <stripped continuation>' "
             "(the second paragraph of each on its own unprefixed line); then a MARKDOWN cell 'Parte B do Rafael' where the "
             "student pasted a teammate's part B (GPT-2 on Colab: the course notebook's real top_p 0.3 / 0.6 / 0.9 samples, prompt "
             "included) as fenced blocks — text in the notebook that is no output of it; PROBLEM: B.2 quotes, and B.3 argues "
             "from, the teammate's top-p 0.3 text ('Star Wars: The Old Republic') as if it were the own B1",
             {
                 "runs-genuine": (P, "all six own runs " + GEN + "; the teammate's fenced blocks are markdown, not outputs, and not runs of this notebook"),
                 "A.1-excerpts": (P, "A1 ('They're used in various fields ...'), A2 ('A model that uses a linear regression ...'), A3 ('focus on optimizing efficiency ...') each verbatim in its own run"),
                 "A.2-choice": ((P, R), "A2 named for 'linear regression' / 'linear' over and over (true: 'linear' six times); the 3-gram measure is flat (rep3 A3 0.030 from 'by analyzing data' twice, A1 0.000, A2 0.000), so a measure may point at A3 by 0.03; a reader sees A2's lexical repetition"),
                 "A.2-evidence": (P, "'including linear regression, decision trees', 'a linear model that models a linear relationship', 'such as linear regression, which is a statistical method used to create linear models' all verbatim in A2"),
                 "A.3-choice": ((P, R), "A3: distinct-2 A3 0.955 > A1 0.938 > A2 0.913 (A3 and A1 within 0.02)"),
                 "A.3-evidence": (P, "'minimize costs by minimizing waste', 'identify patterns and optimize production processes', 'ingredient sourcing, product design' in A3"),
                 "B.1-choice": (P, "top-p 0.3: the own B1 is the most repetitive (rep3 B1 0.116 > B3 0.032 = B2 0.031) — the choice agrees with the own outputs even though 'entra em loop' echoes the teammate's text"),
                 "B.2-repeat": ((F, PA), "QUOTE FROM THE TEAMMATE'S TEXT: 'and is based on the original Star Wars: The Old Republic' is in no output of this notebook — only in the markdown cell 'Parte B do Rafael' (top-p 0.3, GPT-2 on Colab); the own B1 repeats 'can be used to' four times (D.3 even quotes it), but B.2 does not cite it"),
                 "B.3-concept": ((PA, F), "the concept is right (tokens summing to 30% of the cumulative probability, larger nucleus at 0.9) but the tie to 'the run' is the teammate's 'the original Star Wars: The Old Republic' loop, not an own output"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "own B1: 'can be used to predict', 'can be used to identify', 'can be used to inform', 'can be used to make predictions' — four times, true — and none in the own B3"),
             })

# ================================================================== chain-of-thought
n = "cot281-matricula-seed-bar-lines"
E[n] = entry("chain-of-thought", PIECES[n], "'C1_='_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C1_=_...'_to_'C3_=_...'",
             RUNS_ONE["chain-of-thought"],
             "a note under the title: the first run used SEED = 7, then the seed was changed to the end of the student number and "
             "everything re-run; SEED = 2811, torch.manual_seed(SEED + i) per prompt; each output printed as '▌P1 — <prompt>  "
             "(seed 2811, até 40 tokens)' then '▌   <line>' per line of the stripped text; record: P1 empty (a lone '▌   '), "
             "P2 '25 = 73.25.' (continues the prompt's '27 + 58.'); the answers were written from the SEED = 7 run, which the "
             "notebook no longer holds (truth_cot281.py re-generates it: P1 '', P2 '5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + "
             "1.3 = 40.1, which is the final answer.'); PROBLEM: C.2 quotes that earlier output, C.1 and C.3 argue from it",
             {
                 "runs-genuine": (P, "both recorded outputs " + GEN + "; P1 empty (its line holds only the bar)"),
                 "C.1-claim": ((P, PA), "'não' agrees with the own outputs (P1 empty, P2 73.25), but the number it cites ('chegou em 40.1', 'which is the final answer') is not in this notebook — it is the earlier seed-7 run's; the yes/no itself is right"),
                 "C.2-excerpt": (F, "EXCERPT FROM AN EARLIER SEED: '5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + 1.3 = 40.1, which is the final answer.' is in no output of the notebook; its P2 is '25 = 73.25.' (the quote is the seed-7 P2 that the note says was replaced; truth_cot281.py)"),
                 "C.3-guarantee": ((PA, F), "'não' is right, but the justification reads an output that is not in the notebook (the steps 10.1, 2.8, 1.3 and 40.1 of the seed-7 run); nothing in it ties to the recorded '25 = 73.25.'"),
             })

n = "cot282-two-attempts-table"
E[n] = entry("chain-of-thought", PIECES[n], "bold_bracketed_'**[C.1]**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**[C.1]**_...'_to_'**[C.3]**_...'_(after_a_markdown_note_'As_respostas_usam_a_tentativa_2')",
             {"P1": 2, "P2": 2},
             "two attempts of both prompts, set_seed(0) then set_seed(282) before each pair (one dict), printed as rows "
             "'[1] P1  seed=0    <repr>' … '[2] P2  seed=282  <repr>'; a markdown note says attempt 1 only tested the code and "
             "the answers use attempt 2; attempt 1: P1 '' , P2 '25 = 100.25, so 31.5 is the answer.'; attempt 2: P1 '' (empty), "
             "P2 '25 = 34.375.\\n\\nThis is a very simple example of how logarithms …' (continues the prompt's '27 + 58.'); C.3 "
             "quotes the BOOK's sentence «“Step by step” é um heurístico de forma, não uma prova» (attributed to 4.15) and ties "
             "the answer to the own attempt-2 P2, then mentions attempt 1 'só para constar'; honest",
             {
                 "runs-genuine": (P, "all four outputs " + GEN + "; both attempts are real samples of the P1 / P2 configurations (attempt 2 declared as the graded one)"),
                 "C.1-claim": (P, "não: attempt-2 P1 empty, P2 '25 = 34.375.' (58.25 = 34.375) — matches; attempt 1 has no 85 either"),
                 "C.2-excerpt": (P, "'25 = 34.375.\\n\\nThis is a very simple example of how logarithms can be used to simplify seemingly complex calculations.' verbatim in attempt-2 P2 (the \\n\\n as the repr prints it)"),
                 "C.3-guarantee": (P, "não, tied to the own attempt-2 P2 (a wrong sum followed by an unrelated 'logarithms' explanation — true); the guillemet quote is the book's, attributed to the book, not claimed as output; the attempt-1 quote is verbatim"),
             })

# ================================================================== few-shot
n = "fs281-book-listing-comments"
E[n] = entry("few-shot", PIECES[n], "'F1/'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F1/_...'_to_'F5/_...'",
             RUNS_ONE["few-shot"],
             "the book's listings one per cell (5.3.1 loading with 'Device:' / '[OK] Modelo carregado:' prints, 5.4.1 "
             "generate_t5 with max_new_tokens changed 64 -> 8 and the new tokens decoded, 5.5.1, 5.5.3), outputs printed with "
             "repr, and EACH run cell ending with a comment holding the book's printed output ('# saída observada no livro "
             "(5.5.2): NEGATIVO'); the own outputs: ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText'; variation = the positive "
             "demonstration replaced by 'O atendimento foi ótimo.' (still POSITIVO): ' NEGATIVO\\n\\nText', unchanged; F.1 copies "
             "the own reprs and says the book shows NEGATIVO for both, which is not what the own zero-shot gave; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um' and FS ' NEGATIVO\\n\\nText' exactly as the reprs; the book's NEGATIVO is mentioned as the book's (in the comments), explicitly not as the own zero-shot"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; the examples condition the continuation inside the prompt (in-context learning)"),
                 "F.4-variation": (P, "'não mudou': the variation printed ' NEGATIVO\\n\\nText', equal to few-shot; the quoted sentences are the demonstrations (prompt text in the code), described as the change"),
                 "F.5-window": (P, "1024; outside the window, not in attention"),
             })

n = "fs282-book-layout-md-cells"
E[n] = entry("few-shot", PIECES[n], "'Resp._F.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'Resp._F.1_—_...'_to_'Resp._F.5_—_...'",
             RUNS_ONE["few-shot"],
             "laid out like the book: a markdown heading per listing ('#### 5.5.1 Execução zero-shot'), the run cell printing the "
             "raw output (print, no repr), then a MARKDOWN cell '#### 5.5.2 Saída observada' / '#### 5.5.4 Saída observada' with a "
             "fenced block 'NEGATIVO' typed by the student (the book's text), right under each output; the own outputs: ZS ' "
             "\"Este filme foi um', FS ' NEGATIVO' + blank line + 'Text'; variation = the positive demonstration replaced by 'Que "
             "filme incrível!!!' (no 'Saída observada' cell): ' NEGATIVO\\n\\nText', unchanged; PROBLEM: F.1 copies the "
             "'Saída observada' cells (NEGATIVO / NEGATIVO) and F.2 follows it ('ambas')",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN + "; the 'Saída observada' fenced blocks are markdown, not outputs"),
                 "F.1-copied": ((F, PA), "BOOK OUTPUT PASTED OVER THE REAL ONE: 'zero-shot: NEGATIVO (ver 5.5.2 ... acima)' — the 5.5.2 cell is the book's text typed in markdown; the zero-shot cell's real output is ' \"Este filme foi um'; the few-shot NEGATIVO agrees with the own output's label (its trailing 'Text' dropped), so partial is defensible"),
                 "F.2-format": (F, "'ambas' — the own zero-shot printed ' \"Este filme foi um', no label: only the few-shot followed the format"),
                 "F.3-weights": (P, "não; context conditioning, weights unchanged"),
                 "F.4-variation": (P, "'não mudou': the variation printed ' NEGATIVO' / '' / 'Text', the same as few-shot; the change described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, outside attention"),
             })

# ================================================================== template
n = "tpl281-book-reference-print"
E[n] = entry("template", PIECES[n], "'T.n_·'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1_·_...'_to_'T.5_·_...'",
             RUNS_ONE["template"],
             "templates printed 'template_ruim → <repr>' / 'template_bom  → <repr>'; ten samples (torch.manual_seed(2810 + i)) "
             "'amostra 01: <repr> -> LABEL', a 'contagem:' dict and 'voto (meu): NEGATIVO'; then a cell printing the BOOK's "
             "outputs from a dict, one line each 'livro · 5.6.4 template_bom · NEGATIVO', 'livro · 5.7.2 self-consistency · "
             "VOTO FINAL (self-consistency): INDETERMINADO' (so the record holds a second, non-own vote line and a non-own "
             "template_bom output); own: LOOSE ' \"Este filme foi um erro de tempo.\"\\n\\nE', STRICT ' \"Este filme foi um', "
             "NEGATIVO 5 (01 04 05 07 10) / POSITIVO 2 (02 '\"POSITIVO\"', 03 'POSITIVO ou NEGAT') / 3 without label; the answers "
             "use the own outputs and contrast the book's; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN + "; the 'livro ·' lines are the book's, printed from a dict, not runs"),
                 "T.1-copied": (P, "both own reprs exactly as printed"),
                 "T.2-format": (P, "nenhum (of the own ones): true; the book's NEGATIVO for template_bom is named as the book's"),
                 "T.3-why": (P, "restricting the output space, and says it did not suffice here, tied to both own outputs ('Este filme foi um', 'erro de tempo')"),
                 "T.4-vote": (P, "NEGATIVO 5 / POSITIVO 2 / 3 without label with the right sample numbers, equal to the printed count and 'voto (meu): NEGATIVO' — not the book's INDETERMINADO"),
                 "T.5-guarantee": (P, "não; reduces variance; the book's INDETERMINADO and the own 5-2-3 both described correctly"),
             })

n = "tpl282-two-rounds-tallies"
E[n] = entry("template", PIECES[n], "parenthesised_'(T.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'(T.1)_...'_to_'(T.5)_...'",
             {"LOOSE": 1, "STRICT": 1, "SC": 20},
             "templates on one line 'ruim: <repr> | bom: <repr>'; self-consistency drawn TWICE with the same configuration: "
             "'rodada 1 (sementes 2820-2829)' and 'rodada 2 (sementes 2830-2839)', each ten numbered reprs '   1. <repr>' and a "
             "tally 'POSITIVO 6 | NEGATIVO 0 | sem rótulo 4 -> voto POSITIVO' (round 1) / 'POSITIVO 3 | NEGATIVO 1 | sem rótulo 6 "
             "-> voto POSITIVO' (round 2); a markdown note between them: 'A que vale é a rodada 2.'; PROBLEM: T.4 says 'na rodada "
             "2' and gives ROUND 1's counts and sample numbers",
             {
                 "runs-genuine": (P, "templates greedy as declared and twenty real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "closing the output space, tied to both own outputs ('Este filme foi um', 'erro de tempo.') and saying the strict one did not label"),
                 "T.4-vote": ((PA, F), "COUNTS FROM THE OTHER ROUND: declared 'rodada 2' (the note's graded round) but '6 POSITIVO (1, 2, 3, 6, 7 e 10), 0 NEGATIVO, 4 sem rótulo (4, 5, 8, 9)' is round 1's tally; round 2 printed POSITIVO 3 (1, 5, 8) / NEGATIVO 1 (9: ' NEGATIVO\\n\\nText', which the answer calls English and unlabelled) / 6 without label; the vote POSITIVO is right for round 2 as well"),
                 "T.5-guarantee": (P, "não; reduces variance, a biased majority stays wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 290, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
