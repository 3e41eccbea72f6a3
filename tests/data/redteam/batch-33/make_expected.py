"""Write batch 33's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-26 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 360, 361, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution;
template samples recounted with the course's rule (upper-case, first whole word POSITIVO|NEGATIVO).
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
n = "tp331-hardcoded-topp-helper-redefined"
E[n] = entry("temperature-top-p", PIECES[n], "order_only_no_ids", "portuguese_english_mix_abbreviated",
             "one_markdown_cell:nine_paragraphs_in_question_order_without_ids_(after_a_markdown_'respostas_(na_ordem_das_perguntas)')",
             dict(RUNS_ONE["temperature-top-p"], B1=2, B2=2, B3=2),
             "helper gera(T, p, seed) first with top_p HARD-CODED to 0.9 ('# TODO usar p'); part A (seeds 3312 / 3317 / 3320, "
             "blocks '>> A1  T=0.2 p=.9  (seed 3312)') is right since p = 0.9 there; the first part-B cell (seeds 3323 / 3326 / "
             "3329, headers 'p=0.3' / 'p=0.6' / 'p=0.9') was really sampled at p = 0.9 for all three; a markdown note says "
             "so ('não vale'), the helper is REDEFINED with top_p=p and part B re-run ('[gera novo]', seeds 3333 / 3336 / "
             "3339); answers in ONE markdown cell, nine paragraphs in question order, NO ids, abbreviations ('temp', 'T=.2', "
             "'top p'); part B answered from the second cell; honest",
             {
                 "runs-genuine": (P, "A1-A3 (first cell) and B1-B3 of the '[gera novo]' cell are real samples of their declared configurations, all " + GEN + "; the first part-B cell's labels 'p=0.3' / 'p=0.6' are wrong (the code shows top_p=0.9), but the student discards it explicitly and never uses it"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (A1@3312, A2@3317, A3@3320), 17-20 words each"),
                 "A.2-choice": (P, "A1: rep3 A1 0.098 > A3 0.030 > A2 0.000"),
                 "A.2-evidence": (P, "the quoted end of A1 ('the `get_data` function is used to retrieve the data from the `data` list. The `get_data` function ...') is verbatim A1; get_data and 'the data from' twice each: true"),
                 "A.3-choice": ((P, R), "A2: distinct-2 A2 0.971 > A3 0.940 > A1 0.887 (outside the 0.02 tie band); the hedge 'eu acho' and the remark that A3 also varies are fair"),
                 "A.3-evidence": (P, "'physical systems', 'physics, engineering, and biology', 'thermodynamics, electromagnetism', 'representing complex systems': all verbatim in A2"),
                 "B.1-choice": (P, "top p 0.3, read from the '[gera novo]' cell as the answer says: rep3 B1@3333 0.092 > B2@3336 0.068 > B3@3339 0.000 (in the discarded hard-coded cell B1 would be the LEAST repetitive, 0.000 — a grader must take the declared cell)"),
                 "B.2-repeat": (P, "'of a machine' twice in B1@3333 ('a mechanical model of a machine', 'the performance of a machine, such as a production'), both cited verbatim; short but a real repeated pattern"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability sums to p, few candidates at 0.3, tied to B1's 'of a machine' and to B3@3339 (0.9) 'quase não repetiu (só Data transformation volta umas vezes)': rep3 0.000, and 'Data transformation' does come back (3 times, case aside): true"),
                 "D.1-parameter": (P, "'top p'"),
                 "D.2-direction": (P, "aumentar (.3 -> .9)"),
                 "D.3-justified": (P, "own runs: at T=.7 B1 (p .3) repeated and B3 (p .9) 'quase nada' (rep3 0.092 vs 0.000); T=.2 the most repetitive of part A: both true"),
             })

n = "tp332-outoforder-A1-overwritten-resumo"
E[n] = entry("temperature-top-p", PIECES[n], "cell_order_one_cell_per_question_no_ids", "portuguese_terse",
             "nine_markdown_cells:one_per_question_in_order_(after_'##_Respostas')",
             dict(RUNS_ONE["temperature-top-p"], A1=2),
             "cells run OUT OF ORDER: the part-B cell (execution count 4, seeds 3363 / 3366 / 3369) sits after the part-A cell "
             "(count 5, seeds 3352 / 3357 / 3360) on the page; blocks '===== A1 | T=0.2 ====='; a cell 'o A1 ficou estranho' "
             "re-draws A1 with seed 3399 and OVERWRITES out['A1'] (printed raw, no header), and a 'resumo' cell prints each "
             "run's word count and first 60 characters from the dict — its A1 line is the re-drawn one; the answers declare "
             "A1 = the seed-3399 draw; terse answers (B.1 '0.6', D.1 'top p', D.2 'aumentar ↑', D.3 'ver B.1/B.2'); "
             "PROBLEM: A.2's evidence and description come from the overwritten first A1",
             {
                 "runs-genuine": (P, "all seven outputs (six runs + the re-drawn A1) are real samples of their declared configurations, " + GEN),
                 "A.1-excerpts": (P, "A1 excerpt verbatim in the re-drawn A1 (seed 3399), which the answer names as its A1; A2 and A3 verbatim in their blocks"),
                 "A.2-choice": ((P, PA), "A1 is right for the A1 the student declared (rep3 A1@3399 0.164 > A2 0.091 > A3 0.000); but the justification describes the first, overwritten A1, where A2 (0.091) beat A1 (0.060) — a reader may take the choice as right for the wrong reason"),
                 "A.2-evidence": ((F, PA), "CLAIM OF THE OVERWRITTEN RUN: 'predict future outcomes' twice is true only of the FIRST A1 (part-A cell, seed 3352), which the student discarded and replaced; the declared A1 (seed 3399) never says it, and 'fica no mesmo assunto o tempo todo' is false of it (it jumps from climate modelling to a `get_data_by_category` function); no quote from the declared A1 supports the choice"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.985 > A2 0.925 > A1 (either draw: 0.912 / 0.871)"),
                 "A.3-evidence": (P, "'the probability of a random variable', 'two variables that are both probability distributions': verbatim A3"),
                 "B.1-choice": (P, "'0.6' alone: B2 rep3 0.379 > B3 0.164 > B1 0.131 — a bare number, but it answers the question and is right"),
                 "B.2-repeat": (P, "'can be used to optimize the behavior of machines' twice verbatim in B2"),
                 "B.3-concept": (P, "nucleus = tokens whose summed probability reaches p, few candidates at low p, tied to B2's 'optimize the behavior of' (three times)"),
                 "D.1-parameter": (P, "'top p'"),
                 "D.2-direction": (P, "'aumentar ↑'"),
                 "D.3-justified": (P, "'ver B.1/B.2': B3 (0.9) repeated much less than B2 (0.6) (rep3 0.164 vs 0.379): a pointer plus a true comparison of own runs"),
             })

# ================================================================== chain-of-thought
n = "cot331-nameerror-first-p2-twice-en"
E[n] = entry("chain-of-thought", PIECES[n], "mixed_'C1:'_'c2_-'_'C3)'_ids", "english_abbreviated",
             "one_markdown_cell:paragraphs_'C1:_...'_'c2_-_...'_'C3)_...'_(after_'##_answers')",
             dict(RUNS_ONE["chain-of-thought"], P2=2),
             "the first call cell runs pergunta(...) BEFORE the helper exists: NameError, traceback kept (papermill's red "
             "error banner cells kept too); the helper cell (with a commented-out greedy generate line) re-does P1 "
             "(seed 3311): 'P1 --> ''' — EMPTY; P2 drawn twice, both kept: seed 3312 '8 = 27 + 18.8 = 45.6.', seed 3313 "
             "'2 = 27.02. \\n\\nThis is a classic example of a simple algebraic identity.'; answers in English abbreviations; honest",
             {
                 "runs-genuine": (P, "P1 (empty) and both P2 draws " + GEN + "; the NameError cell printed nothing"),
                 "C.1-claim": (P, "no: P1 empty, P2 45.6 / 27.02 — matches the outputs, and names the seeds"),
                 "C.2-excerpt": ((P, R), "`8 = 27 + 18.8 = 45.6.` is the whole of P2@3312, verbatim, and labelled with its seed; an equation chain (an addition carried to a result), the most reasoning-like text either P2 draw has; it has numbers and no words, so a word-count rule may balk — a TA accepts it"),
                 "C.3-guarantee": (P, "no, tied to P2's own `27 + 18.8 = 45.6` and the second draw's 'This is a classic example of a simple algebraic identity.' (both verbatim)"),
             })

n = "cot332-python-sumcheck-verabove"
E[n] = entry("chain-of-thought", PIECES[n], "cell_order_one_cell_per_question_no_ids", "portuguese",
             "three_markdown_cells:one_per_question_(after_'##_Respostas')",
             RUNS_ONE["chain-of-thought"],
             "P1 (manual_seed 3320) printed 'P1: ' — EMPTY; P2 (3321) '53 = 114.25 \\nx = 114.25\\n\\nThe solution is: 114.25 = "
             "114.25 - 27.\\n\\nSo, the answer is 114.25.'; the student's own check cell '# conferindo a conta\\n27 + 58' was "
             "run FIRST (execution count 3) but sits right under the P2 output (counts 4, 5), its Out shows 85; PROBLEM: "
             "C.1 'sim, 85 (ver acima)' points at Python's 85, not at the model",
             {
                 "runs-genuine": (P, "P1 (empty) and P2 " + GEN + "; the 85 is an execute_result of `27 + 58` in Python, not a model output"),
                 "C.1-claim": (F, "WRONG, POINTS AT THE WRONG LINE: 'sim, 85 (ver acima)' — the 85 above is Python's `27 + 58`; the model's P1 is empty and P2 ends 'So, the answer is 114.25.': neither is 85, so the answer is 'não'"),
                 "C.2-excerpt": (P, "'The solution is: 114.25 = 114.25 - 27.' verbatim in P2; reasoning-like"),
                 "C.3-guarantee": ((P, PA), "não, tied to P2's own 'x = 114.25' / 'So, the answer is 114.25.' (verbatim) with 'as contas não fazem sentido'; consistent with the outputs even though C.1 contradicts it (a reader who weighs C.1's 'sim' against it might give partial)"),
             })

# ================================================================== few-shot
n = "fs331-typo-helper20-then8-reorder"
E[n] = entry("few-shot", PIECES[n], "numbered_'1.'_to_'5.'_no_ids", "portuguese_terse_no_accents",
             "one_markdown_cell:lines_'1._...'_to_'5._...'_(after_a_markdown_'respostas')",
             dict(RUNS_ONE["few-shot"], ZS=2, FS=2),
             "helper gera(prompt, n=20) first; a call with `do_sample=Fasle` raises NameError (traceback kept); then ZS / FS "
             "printed with 20 new tokens ('ZS: ' \"Este filme foi um exemplo de tempo.\"\\n\\nEste filme fo'', 'FS: ' "
             "NEGATIVO\\n\\nTexto: \"Eu vai ao cadeiro''); a markdown '20 tokens é demais' and the helper REDEFINED with n=8, "
             "ZS / FS / VAR re-run ('ZS -> ' \"Este filme foi um'', 'FS -> ' NEGATIVO\\n\\nText'', 'VAR -> ' "
             "NEGATIVO\\n\\nText''); variation = the two demonstrations in the OTHER ORDER (NEGATIVO first); a commented-out "
             "#print(invertido); answers numbered 1.-5. with no ids, F.2 just 'FS'; honest",
             {
                 "runs-genuine": (P, "greedy outputs, " + GEN + "; the 20-token outputs begin with the 8-token ones (same greedy path)"),
                 "F.1-copied": (P, "the 8-token reprs exactly as printed, and the answer says which helper; not the book's NEGATIVO/NEGATIVO (the zero-shot is no label)"),
                 "F.2-format": ((P, R), "'FS' = few-shot only: the zero-shot output repeats the review; the few-shot starts with NEGATIVO (then '\\n\\nText'), counted as label format as in earlier batches"),
                 "F.3-weights": (P, "nao; only the context/prompt changes, no training (in-context)"),
                 "F.4-variation": (P, "nao mudou: VAR ' NEGATIVO\\n\\nText' equals FS; the change (order of the two demonstrations, NEGATIVO first) is described and is what the code does"),
                 "F.5-window": (P, "1024 tokens; cut / truncated, not seen"),
             })

n = "fs332-var-nameerror-never-rerun"
E[n] = entry("few-shot", PIECES[n], "'F1_-'_ids", "portuguese_english_mix",
             "one_markdown_cell:paragraphs_'F1_-_...'_to_'F5_-_...'",
             dict(RUNS_ONE["few-shot"], VAR=0),
             "zero-shot / few-shot printed as reprs ('zero-shot: ' \"Este filme foi um'', 'few-shot:  ' NEGATIVO\\n\\nText''); "
             "the variation cell (demo 'Péssimo...' replaced by 'Que filme chato, dormi no meio.') uses the undefined name "
             "`fewshot` and raises NameError before printing anything; it was NEVER re-run: no VAR output exists; PROBLEM: "
             "F.4 reports the variation's result anyway",
             {
                 "runs-genuine": ((PA, F), "ZS and FS greedy, " + GEN + "; VAR has NO output (its only cell raised NameError before generating), so one of the three runs the criterion checks is missing"),
                 "F.1-copied": (P, "both reprs exactly as printed"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; the examples are only in the prompt and condition the output (in-context learning)"),
                 "F.4-variation": (F, "INVENTED RESULT: 'Não mudou, deu NEGATIVO de novo' — the variation never ran (NameError: name 'fewshot' is not defined, no output); the described change is only in the failing code"),
                 "F.5-window": (P, "1024; truncated / not in attention"),
             })

# ================================================================== template
n = "tpl331-kwarg-typo-rotulo-redefined"
E[n] = entry("template", PIECES[n], "bold_'**T.1**'_ids", "portuguese_informal",
             "one_markdown_cell:paragraphs_'**T.1**_...'_to_'**T.5**_...'_(after_'##_respostas')",
             RUNS_ONE["template"],
             "a templates cell with `do_sampel=False` raises ValueError from generate (traceback kept), then the fixed cell: "
             "'ruim: ' \"Este filme foi um erro de tempo.\"\\n\\nE'', 'bom:  ' \"Este filme foi um'' (neither a label); ten "
             "samples (manual_seed(3310 + i)) printed '1 ' NEGATIVO.\\n\\n'' ... '10 ...' (a commented-out alternative line); "
             "the label extractor DEFINED TWICE: first case-sensitive substring (Counter nada 7 / NEGATIVO 2 / POSITIVO 1), "
             "then with .upper() (nada 6 / NEGATIVO 2 / POSITIVO 2, 'VOTO: INDETERMINADO'); in the notebook's final rule "
             "POSITIVO is checked FIRST, so sample 3 ' No negativo o positivo' counts POSITIVO (the course's first-match "
             "regex would give NEGATIVO: 1 / 3 / 6, vote NEGATIVO); the student reports the notebook's final tally; honest",
             {
                 "runs-genuine": (P, "templates greedy and ten T=0.9 / top-p 0.9 samples, all " + GEN + "; the ValueError cell generated nothing"),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true of both outputs"),
                 "T.3-why": (P, "closing the output space, and says honestly that neither template worked here, quoting both outputs ('Este filme foi um erro de tempo.', 'Este filme foi um')"),
                 "T.4-vote": ((P, R), "INDETERMINADO, 2 / 2 / 6 = the notebook's own final extraction rule and its printed Counter and VOTO line, as the question asks ('pela regra de extração do notebook'); the answer also explains the first rule's 1 / 2 / 7 and excludes 'NEGATIVE'; under the course's first-match regex it would be 1 / 3 / 6, NEGATIVO — a grader using its own rule must not call this wrong"),
                 "T.5-guarantee": (P, "não; reduces variance, consistent errors make the vote wrong"),
             })

n = "tpl332-tally-before-redraw-outoforder"
E[n] = entry("template", PIECES[n], "'T.n:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1:_...'_to_'T.5:_...'",
             RUNS_ONE["template"],
             "templates 'template ruim -> <repr>' / 'template bom  -> <repr>' (neither a label); a FIRST draw of ten samples "
             "(seeds 3340 + i, a list comprehension, nothing printed) kept in `amostras`; the tally cell (execution count 6, "
             "'POSITIVO: 2 | NEGATIVO: 5 | sem rótulo: 3', 'voto: NEGATIVO') counted that draw; a SECOND draw (seeds 3350 + i, "
             "count 7) overwrote `amostras` and printed '#1: ' NEGATIVO\"\\n\\n'' ... '#10: ' Positivo\"\\n\\nTexto'' — it sits "
             "ABOVE the tally on the page, so the tally reads as if it counted the printed samples; the printed samples "
             "recount to POSITIVO 2 (#3, #10 'Positivo'), NEGATIVO 6 (#1, #4, #6 '\"NEGATIVO\"', #7, #8, #9), none 2 (#2 "
             "'IMPERIOR', #5 '\"Floaco\"'); PROBLEM: T.4 copies the tally",
             {
                 "runs-genuine": (P, "templates greedy and the ten printed samples real T=0.9 / top-p 0.9 samples, " + GEN + "; the first draw was never printed"),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space to one word; says neither reached it, quoting 'Este filme foi um' and 'erro de tempo' (verbatim)"),
                 "T.4-vote": ((PA, F), "COUNTS NOT A RECOUNT OF THE PRINTED SAMPLES: '2 / 5 / 3 (ver acima)' is the printed tally, which counted the earlier, unprinted draw (execution counts 6 then 7; the tally ran before the re-draw overwrote `amostras`); the printed samples recount to 2 / 6 / 2. The vote NEGATIVO happens to be the same"),
                 "T.5-guarantee": (P, "não; reduces variance, a wrong majority votes wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 360, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
