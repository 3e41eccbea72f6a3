"""Write batch 35's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 380, 381, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp351-summary-top-perrun-headings"
E[n] = entry("temperature-top-p", PIECES[n], "parenthesised_bold_'(A.1)'_ids_spread_over_six_cells", "portuguese",
             "six_markdown_cells:_a_'Resumo_das_conclusões'_cell_at_the_TOP_(before_the_parameters_cell:_B.1,_D.1-D.3_as_bullets),"
             "_one_cell_under_each_part-A_run_('**A1.**'/'**A2.**'/'**A3.**',_each_with_'(A.1)_trecho:'),"
             "_one_cell_under_part_B_('**B1_—**'/'**B2_—**'/'**B3_—**',_B.2_inside_B1's_paragraph),"
             "_a_'Comparações'_cell_at_the_end_(A.2,_A.3,_B.3)",
             RUNS_ONE["temperature-top-p"],
             "one cell per part-A run (torch.manual_seed(3510/3511/3512)), each printing 'A1 | T=0.2 | top_p=0.9 | seed 3510' "
             "then the raw text; part B in one loop cell (seeds 3513-3515), 'B1 | T=0.7 | top_p=0.3 | seed 3513' blocks; the "
             "report ORGANISED BY RUN: conclusions first (top of the notebook, written after the runs), observations under "
             "each run, comparisons last; A.1's answer is three cells; honest — and A2, not A1, is the most repetitive run here",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "the three '(A.1) trecho:' lines, one under each run's own heading, each verbatim in that run (A1 two sentences, A2 and A3 one long sentence each, 15+ words)"),
                 "A.2-choice": (P, "A2: rep3 A2 0.118 > A3 0.030 ≈ A1 0.029 — the student's choice goes against the course's expectation (A1) and with the own outputs"),
                 "A.2-evidence": (P, "'based on its interactions with other systems' / 'is determined by its interactions with other systems', 'Examples include' / 'Examples of such systems include': all in A2"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.941 > A1 0.913 = A2 0.913"),
                 "A.3-evidence": (P, "'model the relationship between a quantity and its property', 'regression analysis, which attempts to determine the relationship between variables', 'the concept of causality' all in A3"),
                 "B.1-choice": (P, "top-p 0.3 (B1), stated in the summary at the top: rep3 B1 0.377 > B3 0.169 > B2 0.119"),
                 "B.2-repeat": (P, "'In the context of data analysis, models like linear regression are used to' twice in B1 (first and second paragraph); written under the 'B1 —' heading"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, tiny at 0.3; tied to B1 repeating after 'In the context of data analysis,' and to B3 (0.9)"),
                 "D.1-parameter": (P, "top-p (in the summary at the top)"),
                 "D.2-direction": (P, "aumentaria, 0.3 → 0.9"),
                 "D.3-justified": (P, "B1 vs B3 at the same T (B3's 'a model of the human brain' is real and twice), and A1 not the most repetitive in part A — true of the own runs"),
             })

n = "tp352-pandas-comment-column"
E[n] = entry("temperature-top-p", PIECES[n], "A.1_in_a_code_cell's_DataFrame_comment_column;_bold_'**A.2**_—'_ids_for_the_rest", "portuguese",
             "a_code_cell_tagged_answers-executed-after_(a_DataFrame_typed_by_the_student:_execução,_T,_top_p,_comentário;"
             "_rows_1-3_hold_'A.1_trecho:_\"...\"'),_then_one_markdown_cell_'**A.1**_—_os_três_trechos_estão_na_coluna_comentário'"
             "_+_'**A.2**_—_...'_to_'**D.3**_—_...'",
             RUNS_ONE["temperature-top-p"],
             "six runs (torch.manual_seed(3520 + k)) printed under 'Execução k  (T=…, top_p=…, seed …)', k = 1..6 in the order "
             "A1 A2 A3 B1 B2 B3; then the student's OWN results table computed in pandas and shown with display(): palavras, "
             "trigramas repetidos (1: 12, 2: 4, 3: 4, 4: 8, 5: 0, 6: 4), distintas % (69, 69, 71, 54, 70, 81), with the "
             "DataFrame's own index 0-5 beside the execução column 1-6; the answers: a second DataFrame with a comment column "
             "(executed after writing) and markdown answers citing runs as 'execução k' and 'a última tabela'; PROBLEM: B.1",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": ((P, R), "the excerpts are in the comment column of the student's DataFrame (code cell, also in its displayed output), rows execução 1/2/3 = A1/A2/A3, each verbatim in its run; the markdown A.1 only points there (a reader must follow the pointer)"),
                 "A.2-choice": (P, "execução 1 = A1: rep3 A1 0.182 > A3 0.075 > A2 0.062; the student's table agrees (12 repeated trigrams)"),
                 "A.2-evidence": (P, "'They can be used to predict future outcomes', 'Examples of models that can be used to predict future outcomes', 'which can be used to model': all in A1"),
                 "A.3-choice": ((P, R), "execução 3 = A3: distinct-2 A2 0.909 vs A3 0.907, a tie within 0.02 (A1 0.851); the student's own table gives A3 the most distinct words (71% vs 69%) and the theme change is real"),
                 "A.3-evidence": (P, "'the effects of gravity and gravitational forces', 'The Schwarzschild solution', 'was first developed in 1914' in A3"),
                 "B.1-choice": (F, "CLAIM CONTRADICTED BY THE OWN TABLE: 'top_p = 0.9 (execução 6), como mostra a última tabela: é o que mais se repete na parte B' — that table gives execução 6 4 repeated trigrams and 81% distinct words (the most varied of all six), execução 4 (top_p 0.3) 8 and 54%; rep3 B1 0.116 > B3 0.062 > B2 0.000. The stutter 'predict and predict outcomes' is real but one local repeat; the student's own D.3 even quotes execução 4's 8 / 54%"),
                 "B.2-repeat": (P, "'can be used to' four times in B1 (execução 4, as the answer says)"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, few candidates at low p; tied to execução 4's 'can be used to' (real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "numbers from the own table, right: execução 4 8 trigrams / 54%, execução 6 81%, execução 1 repeats most in part A"),
             },
             doubt=("A.1",))

# ================================================================== chain-of-thought
n = "cot351-draft-then-final"
E[n] = entry("chain-of-thought", PIECES[n], "bold_'**C.1**'_ids_in_the_'Versão_final'_cell_(the_'Rascunho'_cell_has_'C.1_—'_ids)", "portuguese",
             "two_markdown_cells_under_'##_Rascunho'_and_'##_Versão_final':_the_final_one_opens_with_'Esta_é_a_versão_que_vale;"
             "_o_rascunho_acima_fica_só_de_registro'_—_the_answers_placed_are_the_final_ones",
             RUNS_ONE["chain-of-thought"],
             "helper pergunta(prompt, n, semente) with set_seed (3511 / 3512); each run printed between '── P1 · direto ──' and a "
             "rule of 40 '─'; P1 EMPTY (nothing between its header and its rule), P2 '\\n\\nThe answer is: 28\\n\\n### Instruction"
             "\\n\\nProvide a rewritten version …'; answers written twice, draft then final; PROBLEM: the final C.1",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 is an empty continuation, not a missing run"),
                 "C.1-claim": ((F, PA), "THE FINAL ANSWER IS WRONG WHERE THE DRAFT WAS RIGHT: the draft said 'Não' (P1 empty, P2 28); the final, marked as the one that counts, says 'Sim' ('nos dois casos a resposta final está errada ... então a resposta é a mesma para os dois') — the question asks whether the answer is correct in both cases, and by the own outputs it is not; the explanation's facts are right (partial defensible)"),
                 "C.2-excerpt": ((P, R), "'The answer is: 28' verbatim in P2 (4 words); a concluding statement rather than steps, but the only reasoning-like text of these outputs (P1 is empty)"),
                 "C.3-guarantee": (P, "não, tied to P2's 'The answer is: 28' and the jump to '### Instruction' / 'Provide a rewritten version of the given text' (real)"),
             },
             doubt=("C.1",))

n = "cot352-qtable-numbers-in-words"
E[n] = entry("chain-of-thought", PIECES[n], "table_rows_'|_C.1_—_<question>_|'", "portuguese",
             "one_markdown_table_(questão_|_resposta_|_onde_vi),_one_row_per_question;_numbers_written_in_words",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(352) before both prompts; each run printed as '[P1] What is 27 + 58?' then the continuation's "
             "repr on one line: P1 '' (EMPTY), P2 '00 - 10 = 11.00 \\nThis is the only solution.' (continues the prompt's "
             "'27 + 58.'); answers as a table, counts and numbers in words ('zero caracteres', 'onze', 'oitenta e cinco'); honest",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: P1 '' (empty), P2 ends in 11.00 — 'onze' / 'oitenta e cinco' in words, matching the outputs"),
                 "C.2-excerpt": (P, "`00 - 10 = 11.00` verbatim in P2: an equation written as a step"),
                 "C.3-guarantee": (P, "não, tied to P2's `00 - 10 = 11.00` and `This is the only solution.` (real); the arithmetic remark is true either way the '00' is read"),
             })

# ================================================================== few-shot
n = "fs351-runs-as-columns-table"
E[n] = entry("few-shot", PIECES[n], "table_rows_'|_F.1_—_...'_(columns_=_runs)_+_bold_'**F.3**_—'", "portuguese",
             "one_markdown_cell:_a_table_whose_COLUMNS_are_the_runs_(pergunta_|_zero-shot_|_few-shot_|_variação)_and_rows_F.1,"
             "_F.2,_F.4;_then_'**F.3**_—'_and_'**F.5**_—'_paragraphs",
             RUNS_ONE["few-shot"],
             "outputs printed 'zero-shot: <repr>' / 'few-shot: <repr>' / 'variação (caixa alta): <repr>'; variation = the two "
             "demonstrations' texts in CAPITALS (labels unchanged): output identical ' NEGATIVO\\n\\nText'; answers as a table "
             "with runs as columns; F.5 in words ('Mil e vinte e quatro tokens'); honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS `' \"Este filme foi um'`, FS `' NEGATIVO\\n\\nText'` exactly as printed (reprs), in the F.1 row under their run columns"),
                 "F.2-format": (P, "the F.2 row: zero-shot 'não', few-shot 'sim' (the variação column also 'sim', true) = only the few-shot"),
                 "F.3-weights": (P, "não; the examples only condition the continuation (in-context)"),
                 "F.4-variation": (P, "'não: saiu idêntica, caractere por caractere': the variation's repr equals few-shot's; the change (both demonstrations in capitals, labels kept) described, and visible in the code"),
                 "F.5-window": (P, "'Mil e vinte e quatro tokens' = 1024, n_positions; truncated, outside attention"),
             })

n = "fs352-summary-top-positional"
E[n] = entry("few-shot", PIECES[n], "bold_'**F.1**'_ids_in_the_last_cell", "portuguese",
             "two_markdown_cells:_a_'Resumo_(conclusões_primeiro)'_cell_at_the_TOP_(before_the_parameters_cell,_no_ids),"
             "_and_'**F.1**'_to_'**F.5**'_paragraphs_at_the_end;_runs_named_by_position_('a_de_cima',_'a_do_meio',_'a_última')",
             RUNS_ONE["few-shot"],
             "the varied prompt printed first; the three outputs printed raw, one block each between lines of 30 '~', in the "
             "order zero-shot, few-shot, variação ('a de cima' = zero-shot, 'a do meio' = few-shot, 'a última' = variação); "
             "variation = a FULL STOP after each demonstration's label ('Sentimento: POSITIVO.' / 'NEGATIVO.'): output "
             "' NEGATIVO.\\n\\n' (a full stop, no 'Text') against few-shot ' NEGATIVO\\n\\nText'; PROBLEM: F.4",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "'a de cima' ` \"Este filme foi um` and 'a do meio' ` NEGATIVO`, a blank line and `Text` — the raw output described exactly, whitespace in words; the position words match the printed order"),
                 "F.2-format": (P, "only 'a do meio' (few-shot): true"),
                 "F.3-weights": (P, "não; conditioning by the context, weights unchanged"),
                 "F.4-variation": ((F, PA), "CLAIM OF NO CHANGE CONTRADICTED BY THE OWN OUTPUT: 'Não ... A última saída é igual à do meio: NEGATIVO' (and the summary at the top: 'não mudou a resposta') — the last block is ' NEGATIVO.' followed by blank lines, the middle one ' NEGATIVO' / '' / 'Text': the output changed (a full stop copied from the new demonstrations, 'Text' gone); the label did stay NEGATIVO (partial defensible)"),
                 "F.5-window": (P, "1024 tokens; discarded, not seen"),
             },
             doubt=("F.4",))

# ================================================================== template
n = "tpl351-counts-in-words"
E[n] = entry("template", PIECES[n], "bold_'**T.1**'_ids", "portuguese",
             "one_markdown_cell:_paragraphs_'**T.1**_...'_to_'**T.5**_...';_counts_written_in_words",
             RUNS_ONE["template"],
             "templates printed 'solto:    <repr>' / 'restrito: <repr>'; ten samples (torch.manual_seed(3510 + i), i = 1..10) "
             "printed '(i) <repr> -> <label or ->' with the notebook's regex rule; NO count and NO vote printed; by the printed "
             "labels NEGATIVO 4 ((3) (5) (7) (8)), POSITIVO 1 ((4) ' Positivo.\\nLingua'), no label 5 ((1) (2) (6) (9) (10)) — "
             "(2) ' Positivos ou Negativ' is printed '-> -' ('POSITIVOS' is no whole-word match), (10) ' \"POSITIVE\"' is "
             "English; answers give counts in words; PROBLEM: T.4",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "closing the output space, said not to have worked here, tied to both own outputs (`\"Este filme foi um` cut at 8 tokens, 'erro de tempo')"),
                 "T.4-vote": ((PA, F), "COUNT IN WORDS THAT IS NOT THE RECOUNT, RIGHT VOTE: 'quatro de dez NEGATIVO' is right, but 'dois POSITIVO (a segunda ... e a quarta)' and 'quatro sem rótulo' put sample (2) ' Positivos ou Negativ' under POSITIVO, which the notebook's own rule printed as '-> -': the recount is POSITIVO um, sem rótulo cinco; the vote NEGATIVO is right either way"),
                 "T.5-guarantee": (P, "não; reduces variance, a shared error makes the vote wrong; 'quatro de dez' concordaram is the right count"),
             })

n = "tpl352-byrun-execucao-draft-final"
E[n] = entry("template", PIECES[n], "'Sobre_a_execução_k'_cells_with_'(T.1,_solto)'_/_'(T.4)'_tags;_bold_'**T.2**'_ids_at_the_end", "portuguese",
             "four_markdown_cells:_one_under_each_run_('**Sobre_a_execução_1**_—_(T.1,_solto)',_'..._2_—_(T.1,_restritivo)',"
             "_'..._3_—_(T.4)'_with_'*Rascunho:*'_then_'*Resposta_final_(vale_esta):*'),_then_'Comparando_as_execuções'_(T.2,_T.3,_T.5)",
             RUNS_ONE["template"],
             "the report ORGANISED BY RUN under '### Execução 1 — template solto' / '### Execução 2 — template restritivo' / "
             "'### Execução 3 — self-consistency'; samples (torch.manual_seed(3520 + i)) printed 'k <repr> <label>' (1-based), "
             "then 'Counter({None: 5, 'NEGATIVO': 3, 'POSITIVO': 2})' and 'voto: NEGATIVO'; sample 10 ' Positivo o Negativo.' "
             "is POSITIVO by the rule (first match); T.1 split over two cells; T.4 a wrong draft (3 / 1 / 6) then the right "
             "final marked 'vale esta'; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "solto and restritivo reprs exactly as printed, one under each run"),
                 "T.2-format": (P, "nenhum ('a de cima (execução 1)' / 'a do meio (execução 2)'): true"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs ('erro de tempo', `\"Este filme foi um`), saying the restriction was not enough here"),
                 "T.4-vote": (P, "the final answer (marked 'vale esta'): NEGATIVO 3 (4, 8, 9), POSITIVO 2 (7, 10), 5 without label — equals the printed Counter and vote; the draft's 3 / 1 / 6 is explicitly superseded"),
                 "T.5-guarantee": (P, "não; reduces variance, not a systematic error; 'três de dez' is the right count"),
             },
             doubt=("T.4",))

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 380, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
