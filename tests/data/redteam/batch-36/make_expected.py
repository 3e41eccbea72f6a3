"""Write batch 36's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 390, 391, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, on the CONTINUATION: the book's generate_text prints prompt + continuation) on the recorded runs, which
regen_checks.py found identical to a second execution.
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
COURSE = ("the course's Colab notebook 02 kept as the frame: its headings, setup cell (`from rich import print`: every "
          "print is a rich display_data, ANSI codes, rich's 115-column wrapping), ")
E = {}


def text(name):
    return "\n".join(ANSWERS[name].values())


# ================================================================== chain-of-thought
n = "cot361-colab-cell17-variability-printanswers"
E[n] = entry("chain-of-thought", PIECES[n], "print_lines_'C.1__...'", "portuguese",
             "one_code_cell_after_the_runs:print('C.1  ...')_lines,_executed_alone_after_writing_(its_output_repeats_the_answers)",
             {"P1": 1, "P2": 1},
             COURSE + "the book's generate_text (decodes prompt + continuation), the book's first 'Prompt direto vs step by "
             "step' cell with one torch.manual_seed(361): '=== Direto (resposta curta) ===' prints ONLY the prompt 'What is 27 "
             "+ 58?' (P1's continuation is EMPTY), '=== Step by step (explicado em etapas) ===' prints 'Solve step by step: 27 + "
             "58.4 = 141.1, so the final answer is 141.1.' (the model wrote '4 = 141.1, ...': '58.' is the prompt's); then the "
             "book's EXTRA 'Variabilidade com temperatura mais alta' cell (T=0.9, top_p=0.95, max_new_tokens 80 -> 40, the "
             "book's commented seed line made real: torch.manual_seed(100 + i)), three more P2-prompt samples under '--- "
             "Amostra 1/3 ---' (58.13 = 72.01 / no number / 58.5 = 117.5): not the activity's runs; honest",
             {
                 "runs-genuine": (P, "P1 (empty continuation) and P2 are T=0.7 / top-p 0.9 samples, " + GEN),
                 "C.1-claim": (P, "não: P1 has no number at all (the printed line is the prompt), P2 ends at 141.1; the answer says both"),
                 "C.2-excerpt": (P, "'so the final answer is 141.1' and '4 = 141.1' are the model's own P2 text; the answer says where the prompt ends"),
                 "C.3-guarantee": (P, "não; tied to P2's confident wrong '141.1' (and the extra samples, named as such)"),
             })

n = "cot362-colab-cell25-checagem-line"
E[n] = entry("chain-of-thought", PIECES[n], "bold_'**C.1**'_ids", "portuguese",
             "one_markdown_cell_under_the_book's_heading:paragraphs_'**C.1** ...'",
             {"P1": 1, "P2": 1},
             COURSE + "the book's second version of the cell ('PROMPT DIRETO VS 'EXPLIQUE EM PASSOS''): out_direct / "
             "out_steps drawn after one torch.manual_seed(362), printed under '=== PROMPT DIRETO ===' (ONLY the prompt: P1's "
             "continuation is EMPTY) and '=== 'EXPLIQUE EM PASSOS' ===' (P2: '... 27 + 58.00 = 65.00. So, 27 + 58.00 = 112.00 "
             "is the correct answer. However, ... compound interest ...'); then the book's own prints: 'EXPLICAÇÃO — RESUMO' "
             "and '[Checagem] 27 + 58 = 85' (a print of the notebook, not model output); "
             "PROBLEM: C.1 says 'sim' because '27 + 58 = 85' appears 'no fim da saída' — that line is the book's [Checagem] "
             "print; the model's numbers are 65.00 and 112.00, P1 has none",
             {
                 "runs-genuine": (P, "P1 (empty) and P2, " + GEN),
                 "C.1-claim": (F, "SIM, against the own outputs: P1 has no number, P2 says 65.00 then 112.00 ('is the correct answer'); the '27 + 58 = 85' the answer leans on is the notebook's own '[Checagem]' print, not the model"),
                 "C.2-excerpt": (P, "'So, 27 + 58.00 = 112.00 is the correct answer.' is entirely the model's P2 text (after the prompt's '27 + 58.')"),
                 "C.3-guarantee": ((P, PA), "não, tied to P2's real 65.00 / 112.00 and 'compound interest'; it still believes (C.1) that the run ended right, but what C.3 cites is true of the own output"),
             })

# ================================================================== few-shot
n = "fs361-colab-icl-thirddemo-ctxcell-comments"
E[n] = entry("few-shot", PIECES[n], "comment_'#_F.1:'_ids", "portuguese",
             "one_code_cell_of_comments_(never_run)_under_a_markdown_'Checklist_5.5_/_5.8'",
             RUNS_ONE["few-shot"],
             COURSE + "the book's flan-t5 section adapted to MODEL_NAME (AutoConfig.is_encoder_decoder switch; generate_t5 "
             "as the book's, plus cutting the prompt off for a causal model), the book's FEW-SHOT cell with its headers "
             "'--- ZERO-SHOT (sem exemplos) ---' and its 'EXPLICAÇÃO — RESUMO' print (ZS ' \"Este filme foi um', FS ' NEGATIVO"
             "\\n\\nText'); a MARKDOWN cell with the BOOK's Colab outputs (POSITIVO / POSITIVO, flan-t5); the variation = a "
             "THIRD demonstration (NEGATIVO) -> ' NEGATIVO\\n\\nText' (unchanged); the book's context cell adapted: prints "
             "8192 for the loaded model and the book's 1024 for GPT-2; honest (the answers say the book's POSITIVO is not theirs)",
             {
                 "runs-genuine": (P, "greedy ZS / FS / VAR, " + GEN),
                 "F.1-copied": (P, "both own outputs as printed; POSITIVO is mentioned only as the professor's Colab result, explicitly not this run's"),
                 "F.2-format": (P, "ZS no label, FS NEGATIVO: as printed"),
                 "F.3-weights": (P, "no weights updated; conditioning by the prompt"),
                 "F.4-variation": (P, "third negative demonstration, output unchanged ' NEGATIVO\\n\\nText': true"),
                 "F.5-window": (P, "GPT-2 1024 (the loaded model's 8192 named as another model's); truncated, outside attention"),
             })

n = "fs362-colab-icl-swapposdemo-bookmd"
E[n] = entry("few-shot", PIECES[n], "bullet_bold_'-_**F.1**'_ids", "portuguese",
             "one_markdown_cell_under_the_heading_'PONTO-CHAVE_—_respostas'",
             RUNS_ONE["few-shot"],
             COURSE + "the book's flan-t5 section adapted to MODEL_NAME, the book's FEW-SHOT cell (ZS ' \"Este filme foi um', "
             "FS ' NEGATIVO\\n\\nText'); a markdown cell (indented code) with the BOOK's Colab outputs 'POSITIVO' / "
             "'POSITIVO'; variation = the positive demonstration replaced by another positive one ('Que filmaço! Chorei de "
             "emoção no final.') -> ' NEGATIVO\\n\\nText' (unchanged); PROBLEM: F.1 gives the book's POSITIVO / POSITIVO, "
             "F.2 says both followed the format, F.4 says the output changed (POSITIVO -> NEGATIVO) — all from the book's "
             "outputs, not the own ones",
             {
                 "runs-genuine": (P, "greedy ZS / FS / VAR, " + GEN),
                 "F.1-copied": (F, "BOOK OUTPUT: 'POSITIVO' / 'POSITIVO' is the markdown's Colab (flan-t5) result; the own ZS is ' \"Este filme foi um', the own FS ' NEGATIVO'"),
                 "F.2-format": ((F, PA), "'os dois' followed the format: the own ZS gave no label (only FS did); the claim holds of the book's outputs, not the own"),
                 "F.3-weights": (P, "não; in-context conditioning"),
                 "F.4-variation": ((F, PA), "the variation's output NEGATIVO is right, but 'a saída mudou' is false: the own FS was already ' NEGATIVO\\n\\nText', identical; the 'change' is against the book's POSITIVO"),
                 "F.5-window": (P, "1024; cut, outside attention"),
             })

# ================================================================== temperature-top-p
n = "tp361-colab-tau-loops-strvar-answers"
E[n] = entry("temperature-top-p", PIECES[n], "'A.1)'_ids_inside_a_python_string", "portuguese",
             "one_code_cell_at_the_end:respostas_=_\"\"\"...\"\"\"_then_print(respostas),_executed_alone_after_writing",
             RUNS_ONE["temperature-top-p"],
             COURSE + "the book's generate_text (prompt + continuation), the book's sanity-check cell kept as an EXTRA (two "
             "base generations, T=0.7 / top_p=0.9, 30 tokens, after torch.manual_seed(3600)), then the book's second-section "
             "cells 'VARIAÇÃO DE TEMPERATURA (τ)' / 'VARIAÇÃO DE TOP-P' with N_SAMPLES changed 2 -> 1 and torch.manual_seed("
             "3610 + k) / (3613 + k): blocks '------ TEMPERATURA = 0.2 ------' / 'TOP-P = 0.3 (temperature=0.7)' each with "
             "one '[Amostra 1]'; the book's 'EXPLICAÇÃO — RESUMO' and 'PARTE D — DIAGNÓSTICO' prints (book claims printed by "
             "the notebook: 'top-p = 0.3 ... repetitivo', '✅ Aumentar TOP-P (ex.: 0.6 -> 0.9)'); answers cite runs by τ / "
             "top-p value; own part B goes AGAINST the book (top-p 0.9 the most repetitive) and the answers say so; honest",
             {
                 "runs-genuine": (P, "six T / top-p samples (and the two extra sanity-check ones), " + GEN),
                 "A.1-excerpts": (P, "τ=0.2 / 0.7 / 1.0 excerpts verbatim in A1 / A2 / A3 (rich wraps lines; '        * Decision Trees: ...' indented in A3)"),
                 "A.2-choice": (P, "τ=0.2 = A1: rep3 A1 0.059 > A2 0.000 = A3 0.000"),
                 "A.2-evidence": (P, "'data science' four times in A1 ('used in data science and machine learning', 'models used in data science include', 'Data science is a multidisciplinary field that combines data science', 'Data science involves'), 'the behavior of a system based on its behavior': all A1"),
                 "A.3-choice": (P, "τ=1.0 = A3: distinct-2 A3 0.982 > A2 0.971 (within 0.02, and the answer says A2 was almost as varied) > A1 0.899"),
                 "A.3-evidence": (P, "'optimizing the behavior of systems in terms of computation', 'AI, machine learning, data science, and engineering', 'Random Forests: ...', 'Gradient Boosting' all in A3"),
                 "B.1-choice": (P, "top-p 0.9 = B3: rep3 B3 0.203 > B1 0.171 > B2 0.090 — the own maximum, against the book's expectation, and the answer says it is the opposite of the book's printed summary"),
                 "B.2-repeat": (P, "'models like A/B testing and decision trees' twice in B3"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, few candidates at 0.3; tied to B1's 'In the context of data analysis' (twice) and B3's loop, with the one-sample caveat"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.6 -> 0.9)"),
                 "D.3-justified": ((P, R), "refers to own runs: A1 (τ=0.2) the most repetitive in part A; and says honestly that its own part B (0.9 more repetitive than 0.6) does not show the effect — grounded in the own experiments even where they disagree with the rule"),
             })

n = "tp362-colab-experimento-2amostras-bookmd"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1**'_ids", "portuguese",
             "three_markdown_cells_under_'Respostas_da_4.15'_(declares_[Amostra_1]_=_the_run),_'Parte_B',_'Parte_D'",
             {r: 2 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]},
             COURSE + "the book's FIRST-section cells 'Experimento: efeito da TEMPERATURA / do TOP-P' with their headers "
             "'[EXPERIMENTO] TEMPERATURA = 0.2 (top_p=0.9)' and TWO samples per value as in the book ('[Amostra 1]', '[Amostra "
             "2]'; torch.manual_seed(3620 + 10k + i) / (3650 + 10k + i); 60 new tokens); the student declares '[Amostra 1]' of "
             "each block the activity's run (Amostra 2 = variability only); between the two cells a MARKDOWN cell with the "
             "BOOK's Colab GPT-2 outputs for T=0.2 (incl. 'The following table lists the properties of the following objects:' "
             "three times); PROBLEM: A.2 gives that book sentence as the own T=0.2 run's repetition",
             {
                 "runs-genuine": (P, "twelve samples, " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in that value's [Amostra 1]"),
                 "A.2-choice": (P, "A1 (T=0.2): rep3 A1 0.260 > A2 0 = A3 0 on the declared [Amostra 1] runs (the own A1 does repeat 'can be used to optimize a system')"),
                 "A.2-evidence": (F, "BOOK TEXT: 'The following table lists the properties of the following objects:' three times is the GPT-2 Colab output pasted in the markdown cell, in no output of this notebook; the own A1 never says it"),
                 "A.3-choice": ((P, R), "A3 (T=1.0): d2 A3 0.981 > A2 0.961 (0.020 apart: at the tie band) > A1 0.765"),
                 "A.3-evidence": (P, "'transform data at multiple scales', 'correlation analysis and dimensionality reduction', 'In the context of data science' (wrapped) all in A3's [Amostra 1]"),
                 "B.1-choice": ((P, R), "top-p 0.3 = B1: rep3 B2 0.220 vs B1 0.204 (within 0.02) > B3 0.083; the answer says 0.6 was close"),
                 "B.2-repeat": (P, "'predict human behavior' twice in B1's [Amostra 1]"),
                 "B.3-concept": (P, "sum of probabilities up to p, few candidates at 0.3, tied to B1's 'predict ... behavior' and B3"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentaria (0.3/0.6 -> 0.9)"),
                 "D.3-justified": (P, "own runs: B3 the least repetitive at T=0.7 (rep3 0.083 vs 0.204 / 0.220), A1 the most repetitive of part A"),
             })

# ================================================================== template
n = "tpl361-colab-numreturn15-numeric-extra"
E[n] = entry("template", PIECES[n], "'T.1_—'_ids", "portuguese",
             "two_markdown_cells:T.1-T.3_right_under_the_template_cell,_T.4-T.5_right_under_the_self-consistency_cell",
             {"LOOSE": 1, "STRICT": 1, "SC": 15},
             COURSE + "the book's flan-t5 section adapted to MODEL_NAME; the book's 'TEMPLATE RUIM vs TEMPLATE BOM' cell "
             "('--- TEMPLATE RUIM ---' ' \"Este filme foi um erro de tempo.\"\\n\\nE', '--- TEMPLATE BOM ---' ' \"Este filme "
             "foi um') with its EXPLICAÇÃO print; the book's SELF-CONSISTENCY cell: 15 samples in ONE generate call "
             "(num_return_sequences=15, after torch.manual_seed(3610)), printed '01. ...' to '15. ...' (multi-line samples), "
             "'Contagem de rótulos (apenas parseados): {'NEGATIVO': 5, 'POSITIVO': 3}', 'Não-parseados ...: 7 / 15', 'VOTO "
             "FINAL (self-consistency): NEGATIVO'; 12 'Positivo.' counts (upper-cased), 08 'ESPAÇIO NEGATIVE' / 11 'POSITIVE\"' "
             "do not; the book's numeric self-consistency cell kept as an EXTRA (20 samples, 'VOTO FINAL: 27'); honest",
             {
                 "runs-genuine": (P, "templates greedy, 15 T=0.9 / top-p 0.9 samples, " + GEN),
                 "T.1-copied": (P, "both outputs as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space; says it did not work here and that both copied the text (own outputs)"),
                 "T.4-vote": (P, "NEGATIVO 5-3 with 7 unlabelled, sample numbers as printed, agrees with the printed count and vote"),
                 "T.5-guarantee": (P, "não; reduces variance; own margin 5-3 with 7 unlabelled and the extra numeric vote 27 (named as the extra cell)"),
             })

n = "tpl362-colab-two-sc-prompts-bookmd"
E[n] = entry("template", PIECES[n], "bold_'**T.1.**'_ids", "portuguese",
             "one_markdown_cell_at_the_end_'Respostas_(5.6_/_5.7)'",
             {"LOOSE": 1, "STRICT": 1, "SC": 15},
             COURSE + "the book's template cell (same outputs as tpl361) and a MARKDOWN cell with the BOOK's Colab template "
             "outputs ('POSITIVO or NEGATIVO. \"This film was', '\"This film was a desper'); the book's SELF-CONSISTENCY cell on "
             "prompt_sc (15 samples, torch.manual_seed(3620)): POSITIVO at 05 06 10 12, NEGATIVO at 01, 10 unlabelled -> "
             "'VOTO FINAL (self-consistency): POSITIVO'; then the student's EXTRA cell re-running the same code on the MOVIE "
             "sentence (prompt_sc overwritten, seed 3621): NEGATIVO 1, POSITIVO 1, 13 unlabelled, and the book's "
             "most_common(1) prints 'VOTO FINAL (self-consistency): NEGATIVO' on the tie; PROBLEM: T.4 reports the extra "
             "cell's vote and counts (1 / 1 / 13, NEGATIVO) as the self-consistency result",
             {
                 "runs-genuine": (P, "templates greedy, the 15 prompt_sc samples (and the 15 extra ones), " + GEN),
                 "T.1-copied": (P, "both own outputs as printed (the book's are named as the professor's, in T.2)"),
                 "T.2-format": (P, "nenhum: true; the book's output is cited as a contrast, explicitly"),
                 "T.3-why": (P, "closing the output space; says it did not work here, tied to the own outputs"),
                 "T.4-vote": (F, "NOT THE ACTIVITY'S RECOUNT: the answer's 1 NEGATIVO / 1 POSITIVO / 13 unlabelled and 'NEGATIVO' are the EXTRA cell's (movie sentence, a 1-1 tie); the activity's prompt_sc samples give POSITIVO 4, NEGATIVO 1, 10 unlabelled: POSITIVO"),
                 "T.5-guarantee": (P, "não; reduces variance, errors repeated by the vote"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 390, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
