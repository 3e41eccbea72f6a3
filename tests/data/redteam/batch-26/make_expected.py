"""Write batch 26's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 270, 271, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
Runs drawn twice are named with their seed (B1@2630, P2@2622); `runs` counts the outputs kept per run.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import RUNS_ONE, QIDS, entry, problem_notebooks, split_from, check_entries, write_expected_split  # noqa: E402
from answers_text import ANSWERS, PIECES  # noqa: E402

HERE = Path(__file__).resolve().parent
P, F, R, PA = "pass", "fail", "needs_review", "partial"
GEN = "identical in an independent second execution (regen_checks.py)"
E = {}


def text(name):
    # answers cells in notebook order, as a reader reads them one after the other
    return "\n\n".join(ANSWERS[name].values())


# ================================================================== temperature-top-p
n = "tp261-unpack-error-partB-reseeded"
E[n] = entry("temperature-top-p", {q: PIECES[n][q] for q in QIDS["temperature-top-p"]}, "bold_'**A.1**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1** ...'_to_'**D.3** ...'_(after_'## Respostas')",
             {"A1": 1, "A2": 1, "A3": 1, "B1": 2, "B2": 2, "B3": 2},
             "a first part-A cell iterates the dict without .items() and raises ValueError ('not enough values to unpack') "
             "before any generation (traceback kept, tagged raises-exception); a note 'esqueci o .items() de novo'; the fixed "
             "part-A cell (torch.manual_seed(2610 + i)), each run under '--- A1 | T=0.2 top_p=0.9 | seed 2610 ---'; part B "
             "run TWICE in two cells, seeds 2620 + i then 2630 + i, both kept, with a markdown note between them: 'Nas "
             "respostas uso essa segunda rodada'; the answers use the second round for B; A.2 carries a struck-through draft "
             "('~~A1, porque com temperatura baixa ...~~') before the final A3; honest",
             {
                 "runs-genuine": (P, "all nine outputs (A1-A3, two rounds of B1-B3) " + GEN + "; the ValueError cell produced no output"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run: A1@2610, A2@2611, A3@2612"),
                 "A.2-choice": (P, "final answer A3 (the struck-through 'A1' draft is withdrawn by the student): rep3 A3 0.031 > A1 0.000 = A2 0.000 — 'based solely on' is the only repeated 3-gram of part A; the choice agrees with the measure"),
                 "A.2-evidence": (P, "'make decisions based solely on what you've been told' and 'can't be judged based solely on': both in A3"),
                 "A.3-choice": ((P, R), "A3 for thematic variation: it is the only run that changes subject (text data in 'a computer's brain' -> 'Originalist thinking' -> 'deontology is a philosophy'), A1 and A2 stay on ML models; a word-level diversity measure disagrees (d2 A2 0.984 > A1 0.954 > A3 0.938), so a measure-only reading could ask for review; the student even notes A3 is both"),
                 "A.3-evidence": (P, "'can process and manipulate text data in a computer's brain', 'Originalist thinking', 'deontology is a philosophy': all in A3"),
                 "B.1-choice": (P, "declared second round (seeds 2630-2632): rep3 B1 0.000 = B2 0.000 = B3 0.000, d2 B2 0.952 / B1 0.964 / B3 0.969 (all within 0.02): a tie, any named run agrees; the lexical repetition named for B1 ('data analysis model', the **Data …** list) is real"),
                 "B.2-repeat": ((P, R), "the list pattern '1. **Data**:', '2. **Data Analysis**:', '3. **Data Management**:' really occurs three times in B1@2630 (a near-repeated pattern, which the question allows); no whole sentence repeats in the declared round, so a sentence-level check may not find a repeat"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p; tied to B1@2630 ('data') and B3@2632 ('a measurement' -> 'Uncertainty is a fundamental concept in statistics', real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own runs: A1 barely repeats, B1@2630 stuck on 'data', B3@2632 not; and an honest note that the first-round B3@2622 (0.9) repeats 'climate-resilient infrastructure' (real: rep3 0.167), so one round proves little"),
             })

n = "tp262-smoketest-outoforder-continued"
E[n] = entry("temperature-top-p", {q: PIECES[n][q] for q in QIDS["temperature-top-p"]}, "'B.1_-'_ids_out_of_order", "portuguese",
             "three_markdown_cells:cell1_'B.1_-'..'B.3_-'_then_'A.1_-'_(A1,_A2,_'(continua_na_célula_de_baixo)')"
             "|cell2_'(A.1,_continuação)_A3'_then_'A.2_-','A.3_-'|cell3_'D.1_-'..'D.3_-'",
             RUNS_ONE["temperature-top-p"],
             "a smoke-test cell first ('# só pra ver se carregou': one 12-token sample at T=1.0, seed 0, printed as a repr — "
             "not one of the activity's runs); then ONE torch.manual_seed(262) before the six runs in one loop, each printed "
             "under 'A1 · T 0.2 · p 0.9'; answers OUT OF ORDER (B.1-B.3, then A.1-A.3, then D), A.1 continued in a second "
             "markdown cell, D.2 'idem', D.3 'ver B.1/B.3 acima'; PROBLEM: A.3 left as 'TODO — olhar o A3 de novo amanhã cedo'",
             {
                 "runs-genuine": (P, "all six runs " + GEN + " (the smoke-test sample too)"),
                 "A.1-excerpts": (P, "A1 and A2 excerpts in the first answers cell, A3's in the continuation ('(A.1, continuação)'): each verbatim in its own run"),
                 "A.2-choice": (P, "A1: rep3 A3 0.056, A1 0.043, A2 0.030 — A1 within 0.02 of the maximum; 'the behavior of' three times in A1 is real repetition"),
                 "A.2-evidence": (P, "'the behavior of its inputs', 'the behavior of their inputs', 'layers and layers': all in A1"),
                 "A.3-choice": (F, "NOT ANSWERED: 'TODO — olhar o A3 de novo amanhã cedo' names no run (A3 is the d2 maximum, 0.944, but the student never said so)"),
                 "A.3-evidence": (F, "NOT ANSWERED: the TODO gives no evidence; A.1's A3 excerpt is an excerpt, not an argument for variation"),
                 "B.1-choice": (P, "0.6 = B2: rep3 B2 0.167 > B1 0.118 > B3 0.000"),
                 "B.2-repeat": (P, "'use data to make predictions' twice in B2 ('use data to make predictions. These' and 'models that use data to make predictions include')"),
                 "B.3-concept": (P, "sums probabilities from the most likely down to p (nucleus); tied to B2 vs B3"),
                 "D.1-parameter": (P, "'top-p, aumentando'"),
                 "D.2-direction": ((P, R), "'idem (aumentar, tipo 0.6 → 0.9)': the 'idem' points to D.1, and the answer itself says aumentar"),
                 "D.3-justified": (P, "'ver B.1/B.3 acima' plus its own content: B2 (0.6) repeated 'use data to make predictions', B3 (0.9) did not — real"),
             })

# ================================================================== chain-of-thought
n = "cot261-string-to-generate-error-en"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1:'_ids", "english",
             "two_markdown_cells:cell1_'C.1:'_'C.2:'_'C.3:'|cell2_'(C.3,_continued)_...'",
             RUNS_ONE["chain-of-thought"],
             "a first cell passes the prompt STRING to model.generate and raises AttributeError (''str' object has no "
             "attribute 'shape''), traceback kept, tagged raises-exception; note 'ok, it wants token ids'; the fixed cell "
             "(set_seed(2610) / set_seed(2611)) prints 'P1 >>> <repr>' / 'P2 >>> <repr>'; P1 is EMPTY ('P1 >>> '''), P2 "
             "'0 = 147.0\\n\\nTo find the total weight of the 200 pounds, ...' (continues the prompt's '27 + 58.'); English "
             "answers, C.1 with a struck-through '~~Yes~~' before 'No', C.3 continued in a second answers cell; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (its repr is '')"),
                 "C.1-claim": (P, "final 'No' (the struck '~~Yes~~' is withdrawn): P1 empty, P2 '0 = 147.0' (27 + 58.0 = 147.0) — matches the outputs"),
                 "C.2-excerpt": (P, "verbatim in P2; a step with an operation ('200 * 100 = 20000'), reasoning-like though off-topic"),
                 "C.3-guarantee": (P, "No, tied to P2's real 'To find the total weight', '200 * 100 = 20000' (the continuation cell completes the answer)"),
             })

n = "cot262-p2-twice-second-seed"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1_→'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1_→_...'_to_'C.3_→_...'",
             {"P1": 1, "P2": 2},
             "helper pergunta(prompt, n, semente) with set_seed; P1 (seed 2620) printed raw under '== P1 (semente 2620) ==' "
             "— EMPTY; the P2 cell run TWICE in two cells: seed 2621 ('14 + 27(2.7) = 27 + 58.14 + 27(2.7) = 170.14 + 64.14 "
             "= 172.14 + 8.14 = 243.14. ...') and seed 2622 (the logarithm text, '27 = log2(5)'), both kept, with a markdown "
             "'~~P2 ok~~ ... Vale o segundo.' between them; PROBLEM: C.2 splices a piece of the first P2 and a piece of the "
             "second into one ellipsis-joined excerpt attributed to the second",
             {
                 "runs-genuine": (P, "P1 (empty) and both P2 draws " + GEN),
                 "C.1-claim": (P, "não: P1 empty, the declared P2@2622 has no sum ('27 = log2(5)'); the discarded P2@2621 ends in 243.14, not 85 either"),
                 "C.2-excerpt": ((PA, F), "SPLICED ACROSS TWO GENERATIONS: '27 + 58.14 + 27(2.7) = 170.14 … This can be seen by taking the logarithm of both sides of 27' is attributed to 'P2, semente 2622', but its first piece (the only arithmetic) is from the discarded P2@2621 and only the second piece is in P2@2622; no passage of any output reads like this (each piece is real and reasoning-like: partial; a strict reader fails the misattributed excerpt)"),
                 "C.3-guarantee": (P, "não, tied to P2@2622's 'taking the logarithm of both sides' and the false 'the logarithm of 27 is 5' (real)"),
             })

# ================================================================== few-shot
n = "fs261-nameerror-lowercase-labels-rascunho"
E[n] = entry("few-shot", PIECES[n], "'F1.'_ids_(no_dot_inside)", "mixed_pt_en",
             "one_markdown_cell:paragraphs_'F1._...'_to_'F5._...'",
             RUNS_ONE["few-shot"],
             "the variation cell first refers to 'fewshot' and raises NameError (traceback kept, tagged raises-exception); "
             "the fixed cell ('# nome errado acima, é few_shot') builds the variation = both demonstrations' labels in "
             "LOWERCASE ('Sentimento: positivo' / 'Sentimento: negativo') and prints 'nome: <repr>'; VAR ' amor\\n\\nTexto: \"' "
             "(no label) vs FS ' NEGATIVO\\n\\nText'; F.2 'ver acima (F.1)'; F.4 has a 'rascunho: ~~vai dar igual~~' written "
             "before running, then 'final: ... Mudou sim'; mixed Portuguese / English; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN + "; the NameError cell produced none"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "'ver acima (F.1): only the few-shot': true"),
                 "F.3-weights": (P, "não; condicionamento pelo contexto, weights unchanged"),
                 "F.4-variation": (P, "the final answer (the struck 'rascunho' is withdrawn): lowercase labels changed the output to ' amor\\n\\nTexto: \"', no label — true against FS ' NEGATIVO\\n\\nText'; the unquoted 'Sentimento: positivo / negativo' is the variation's prompt text in the code, described as such"),
                 "F.5-window": (P, "1024; cut off, outside the window"),
             })

n = "fs262-typeerror-kwarg-exemplo-headings"
E[n] = entry("few-shot", PIECES[n], "bold_'**F.n**'_bullets_out_of_order", "portuguese",
             "one_markdown_cell:bullets_'- **F.5**'_'- **F.1**'_'- **F.2**'_'- **F.4**'_'- **F.3**'",
             RUNS_ONE["few-shot"],
             "variation = a heading line 'Exemplo 1:' / 'Exemplo 2:' over each demonstration (the variation prompt is printed); "
             "a first call gera(zero_shot, do_sample=False, max_new_tokens=8) raises TypeError (max_new_tokens given twice; "
             "traceback kept, tagged raises-exception); the fixed cell prints each output raw between '>>>' and '<<<': "
             "ZS '>>> \"Este filme foi um<<<', FS '>>> NEGATIVO\\n\\nText<<<', VAR '>>> NEGATIVO\\n\\nEx<<<' (the tail "
             "changed); answers out of order (F.5 first); PROBLEM: F.4's struck-through draft was right ('Mudou só o final: "
             "`Text` virou `Ex`') and the final answer says nothing changed",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN + "; the TypeError cell produced none"),
                 "F.1-copied": (P, "ZS `\"Este filme foi um`, FS `NEGATIVO` then `Text` two lines below: as printed raw between >>> <<< (the leading space is not visible in a raw print)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; in-context conditioning through the prompt"),
                 "F.4-variation": ((PA, F), "FINAL CLAIM CONTRADICTED BY THE OWN OUTPUT: 'Não mudou nada: o few-shot e a versão com títulos dão a mesma coisa' — the notebook printed 'COM TITULOS >>> NEGATIVO\\n\\nEx<<<' against 'FEW-SHOT >>> NEGATIVO\\n\\nText<<<': the label is the same but the output changed; the right reading is only in the struck-through draft, which the student withdrew (variation described and run: partial; fail defensible)"),
                 "F.5-window": (P, "1024; truncated, outside attention"),
             })

# ================================================================== template
n = "tpl261-sc-twice-strike-draft"
E[n] = entry("template", PIECES[n], "'T.n:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1:_...'_to_'T.5:_...'",
             {"LOOSE": 1, "STRICT": 1, "SC": 20},
             "templates printed raw between bars ('ruim | \"Este filme foi um erro de tempo.\"\\n\\nE|', 'bom  | \"Este filme "
             "foi um|'); a function rodada(base) draws ten samples (torch.manual_seed(base + i)) and prints ' 1. <repr> -> "
             "<label>' rows and 'POSITIVO n | NEGATIVO n | sem rótulo n'; called TWICE: base 2610 (1 / 1 / 8, a tie) and, after "
             "a note 'uso essa aqui embaixo', base 2640 (1 / 5 / 4); T.4 has the first round's INDETERMINADO struck through "
             "and answers from the second round; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and twenty real T=0.9 / top-p 0.9 samples (two rounds), all " + GEN),
                 "T.1-copied": (P, "ruim ' \"Este filme foi um erro de tempo.\"' + blank line + 'E', bom ' \"Este filme foi um': as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space; says the strict one failed too, tied to both own outputs"),
                 "T.4-vote": ((P, R), "declared second round: NEGATIVO 5 (1, 2, 5, 6, 7), POSITIVO 1 (10), sem rótulo 4 (3 '\"NEGATIVE\"', 4 'POSITIVE (+)', 8, 9) — agrees with the printed 'POSITIVO 1 | NEGATIVO 5 | sem rótulo 4'; the struck first-round count (1/1/8, INDETERMINADO) was true of round 1 too; a reader uneasy about re-drawing after a tie could ask for review, but both rounds are shown and the student discusses it in T.5"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own two rounds (INDETERMINADO then NEGATIVO just by changing the seed)"),
             })

n = "tpl262-concat-typeerror-pylist"
E[n] = entry("template", PIECES[n], "bold_'**T.n**'_ids_out_of_order", "mixed_pt_en",
             "one_markdown_cell:paragraphs_'**T.1**'_'**T.2**'_'**T.3**'_'**T.5**'_'**T.4**'",
             RUNS_ONE["template"],
             "templates as 'RUIM: <repr>' / 'BOM:  <repr>'; ten samples (torch.manual_seed(2620 + i)) printed as ONE Python "
             "list; a tally cell that concatenates label + ': ' + count raises TypeError on the first item (traceback kept, "
             "tagged raises-exception, nothing printed); the fixed tally prints Counter.most_common() "
             "[('sem rótulo', 7), ('NEGATIVO', 2), ('POSITIVO', 1)] and 'VOTO: NEGATIVO'; answers out of order (T.5 before "
             "T.4), T.2 'ver T.1', some English; PROBLEM: T.4's vote",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true ('ver T.1' plus its own reason)"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs and saying the strict one failed too"),
                 "T.4-vote": ((PA, F), "COUNTS RIGHT, VOTE WRONG: 1 POSITIVO / 2 NEGATIVO / 7 sem rótulo is the recount (' Positivo\\n\\nTexto:'; ' \"NEGATIVO\"\\n' and ' NEGATIVO\\nTexto'; ' POSITIVE.\"...' does not count), but the vote given is INDETERMINADO 'como a maioria ficou sem rótulo' — samples without a label do not vote; among the labelled ones NEGATIVO wins 2-1, and the notebook itself printed 'VOTO: NEGATIVO'"),
                 "T.5-guarantee": (P, "não; reduces variance, consistent errors make the majority wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 270, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
