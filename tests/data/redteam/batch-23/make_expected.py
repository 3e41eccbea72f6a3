"""Write batch 23's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-22 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 240, 241, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, on the continuation only: the course's generate_text prints the prompt first) on the recorded runs, which
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
FULLSEQ = ("the course's generate_text decodes out_ids[0] whole, so every printed output starts with the prompt "
           "'Transformers are models that' (the prompt is not model text)")
E = {}


def text(name):
    return "\n".join(ANSWERS[name].values())


# ================================================================== temperature-top-p
n = "tp231-book-listing-fullseq-printanswers-en"
E[n] = entry("temperature-top-p", PIECES[n], "print()_calls_print('A.1',_'...')", "english",
             "one_code_cell_of_print()_calls_(one_per_question)_after_a_markdown_heading,_executed_after_writing:_its_"
             "stdout_repeats_the_answers",
             RUNS_ONE["temperature-top-p"],
             "the BOOK's listing shape: the course's generate_text (whole sequence decoded, prompt first), "
             "torch.manual_seed(2310 + k) before each run, headers '====' / '[TEMPERATURA = 0.2]' / '====' and "
             "'[TOP-P = 0.3]' (top-p runs at T 0.7; no sample index, no temperature shown for B), B3 = '[TOP-P = 0.9]'; "
             "answers in English as print() calls in a code cell executed after writing (the answers are also in that "
             "cell's stdout); runs cited as 'T=0.2' ... 'top_p=0.9'; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; " + FULLSEQ),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run: T=0.2 = A1, T=0.7 = A2, T=1.0 = A3"),
                 "A.2-choice": (P, "T=0.2 = A1: rep3 A1 0.037 > A2 0.000 = A3 0.000 (continuation only)"),
                 "A.2-evidence": (P, "'make predictions' twice and 'binary features' twice: both in A1"),
                 "A.3-choice": ((P, R), "T=1.0 = A3: distinct-2 A2 1.000, A3 0.983 — within the rubric's 0.02 tie; A3's topic drift (rules -> paradoxes -> medicine/AI -> a philosopher) is real; A2 (biology throughout) would be the measure's strict pick"),
                 "A.3-evidence": (P, "'Philosopher Marykaidin argues that there are' verbatim in A3"),
                 "B.1-choice": (P, "top_p=0.3 = B1: rep3 B1 0.179 > B3 0.078 > B2 0.000"),
                 "B.2-repeat": (P, "'can be used to predict' twice in B1 (and 'behavior' five times)"),
                 "B.3-concept": (P, "smallest set whose cumulative probability adds up to p, few candidates at 0.3; tied to B1 and B3's 'natural language processing, image classification, and medical diagnostics' (real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "increase (0.3 -> 0.9)"),
                 "D.3-justified": (P, "top_p=0.3 vs 0.9 / 0.6 and T=0.2: own runs"),
             })

n = "tp232-course-cells-seed100-summaryprint-oneparagraph"
E[n] = entry("temperature-top-p", PIECES[n], "none:_one_paragraph,_runs_named_by_content", "portuguese",
             "one_markdown_cell_under_'### Respostas da atividade 4.15':_ONE_paragraph_answering_A.1-D.3_in_order,_"
             "no_question_ids",
             RUNS_ONE["temperature-top-p"],
             "the COURSE notebook's cells 'VARIAÇÃO DE TEMPERATURA (τ)' and 'VARIAÇÃO DE TOP-P' as they are (banners, "
             "'O que observar:' lists, '------' / 'TEMPERATURA = 0.2' / '------' / '[Amostra 1]' headers, 'TOP-P = 0.3 "
             "(temperature=0.7)'), N_SAMPLES = 1 and the course's commented torch.manual_seed(100 + i) uncommented, so "
             "every run has seed 100 and B3 (T 0.7, top-p 0.9) is IDENTICAL to A2; the course's printed 'EXPLICAÇÃO — "
             "RESUMO' block (τ = 0.2 / 0.7 / 1.0 explanations) sits between A3 and the top-p banner; " + FULLSEQ +
             "; runs named by content ('o do constituent parts' = A1, 'o do double-edged sword' = A2, 'o da física' = "
             "A3, 'o do NaCl' = B1); PROBLEM: A.3's only evidence is the course's printed explanation",
             {
                 "runs-genuine": (P, "all six " + GEN + "; B3 = A2 character for character is what the same parameters and the same seed give, not a copy"),
                 "A.1-excerpts": (P, "three excerpts verbatim in A1, A2, A3 (each run named by its content and its τ)"),
                 "A.2-choice": (P, "τ = 0.2 = A1: rep3 A1 0.271 > A2 0.000 = A3 0.000"),
                 "A.2-evidence": (P, "'can be used to optimize the behavior of a system' twice and 'constituent parts' twice, in A1"),
                 "A.3-choice": ((P, R), "τ = 1.0 = A3: distinct-2 A2 0.971, A3 0.957 — within the 0.02 tie; A3 drifts to physics, equations and the word 'derive'"),
                 "A.3-evidence": ((F, PA), "NOT MODEL TEXT: the only quote, 'Mais diversidade e “criatividade”, mas aumenta o risco de deriva semântica/erros.', is the course cell's own printed EXPLICAÇÃO — RESUMO (a print() of the notebook, present in the outputs but in no run); nothing of A3's text is quoted ('o da física' only names it)"),
                 "B.1-choice": (P, "p = 0.3 = B1 ('o do NaCl'): rep3 B1 0.435 > B2 0.033 > B3 0.000"),
                 "B.2-repeat": (P, "'can be used to create a new model that is a copy of the original model' twice in B1"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches 0.3, few candidates; tied to B1 and to B3 = A2 (same τ, top-p and seed 100: a correct reading of the own notebook)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentando (0.3 → 0.9)"),
                 "D.3-justified": (P, "p = 0.3 (B1) vs p = 0.9 (B3): own runs"),
             })

# ================================================================== chain-of-thought
n = "cot231-course-direct-step-variability-commentanswers"
E[n] = entry("chain-of-thought", PIECES[n], "comment_lines_'# C.1:'", "portuguese_english_mixed",
             "one_code_cell_of_comments_at_the_end_(never_executed,_no_output):_'# C.1: ...'_to_'# C.3: ...'",
             RUNS_ONE["chain-of-thought"],
             "the course's cell 'Prompt direto vs \"step by step\"' verbatim (headers '=== Direto (resposta curta) ===' / "
             "'=== Step by step (explicado em etapas) ===', prompt printed first: " + "generate_text decodes the whole "
             "sequence) with one torch.manual_seed(231) added; P1 'What is 27 + 58?\\n27 + 58 = 125\\nThe answer is: 125', "
             "P2 'Solve step by step: 27 + 58.53 = 111.53. Now, you add 11.53 to 27. ... So, 27 + 22.57 = 49'; THEN the "
             "course's next cell 'Variabilidade com temperatura mais alta' (prompt_step at T 0.9 / top-p 0.95, three "
             "samples '--- Amostra i/3 ---', torch.manual_seed(100 + i)) — not graded runs; answers as comments; "
             "PROBLEM: C.2 quotes the variability cell's Amostra 2/3",
             {
                 "runs-genuine": (P, "P1 and P2 " + GEN + "; the three variability samples are extra runs with other parameters"),
                 "C.1-claim": (P, "não: P1 125, P2 ends at 49 — matches the outputs"),
                 "C.2-excerpt": ((F, PA), "WRONG RUN: 'by breaking down the problem into its constituent parts and iteratively applying the operation' is in the variability cell's '--- Amostra 2/3 ---' (T 0.9, top-p 0.95), not in P1 or P2 (P2 at T 0.7 / top-p 0.9 is the '58.53 = 111.53 ... 49' chain); the excerpt is model text of the same prompt, hence the partial"),
                 "C.3-guarantee": (P, "não, tied to P2's step-like 'Now, you add ...' / 'Multiply ...' that ends at 49 (real)"),
             })

n = "cot232-paramnamed-dict-repr-printanswers-en"
E[n] = entry("chain-of-thought", PIECES[n], "print()_calls_print('C.1:',_'...')", "english",
             "one_code_cell_of_three_print()_calls_after_a_markdown_heading,_executed_after_writing:_its_stdout_"
             "repeats_the_answers",
             RUNS_ONE["chain-of-thought"],
             "the course's generate_text, the runs in a dict keyed by their PARAMETERS 'T=0.7 p=0.9 n=40' (P1) / "
             "'T=0.7 p=0.9 n=80' (P2), set_seed(2321 / 2322), the prompt sliced off the decoded text (full[len(prompt):]); "
             "printed as '<name>  |  prompt=...' and '<name>  |  <repr>'; P1 is '' (empty), P2 '125 = 94.125.\\n\\nThis "
             "result is a testament to the power of mathematical modeling ...' (the 125 continues the prompt's '58.'); "
             "answers in English as print() calls cited by 'n=40' / 'n=80'; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (P, "no: P1 empty, P2 58.125 / 94.125 — matches the outputs"),
                 "C.2-excerpt": ((P, R), "'125 = 94.125.' and 'The application of algebraic thinking to solve a complex mathematical equation' verbatim in P2; an equation plus self-description rather than worked steps (the only reasoning-like text P2 has)"),
                 "C.3-guarantee": (P, "no, tied to P2's confident wrong result (real)"),
             })

# ================================================================== few-shot
n = "fs231-book-cells-answers-as-comments-in-run-cells"
E[n] = entry("few-shot", PIECES[n], "comment_lines_'# F.n:'_inside_the_run_cells", "portuguese",
             "comments_typed_INTO_executed_code_cells_after_running_them_(outputs_kept):_F.1-F.3_at_the_end_of_the_"
             "few-shot_cell_(the_zero-shot_cell's_comment_points_there),_F.4_in_the_variation_cell,_F.5_in_a_"
             "comment-only_cell",
             RUNS_ONE["few-shot"],
             "the book's 5.3.1 / 5.4.1 / 5.5.1 / 5.5.3 listings one per cell, generate_t5 with the BOOK's max_new_tokens=64 "
             "(greedy): ZS ' \"Este filme foi um exemplo de tempo.\"\\n\\nEste filme ...' (no label), FS ' NEGATIVO\\n\\nTexto: "
             "\"Eu vai ao cadeiro.\"\\nSentimento: NEGATIVO ...' (the label, then invented demonstrations), VAR (first "
             "demonstration's text replaced by 'Que filme lindo, chorei no final.') ' NEGATIVO\\n\\nTexto: \"Eu lúis, "
             "alegre, alegre, alegre.\" ...': same label, different continuation; answers typed as comments into the "
             "executed cells; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS and FS copied in part with their real continuations (the first lines verbatim); the outputs are 64 tokens long"),
                 "F.2-format": (P, "zero-shot no label, few-shot NEGATIVO first: true"),
                 "F.3-weights": (P, "nenhum peso; context conditioning"),
                 "F.4-variation": ((P, R), "'mudou sim, mas só depois do rótulo': true — VAR's first line is the same ' NEGATIVO', the invented demonstration after it differs ('Eu lúis, alegre, alegre, alegre.' vs 'Eu vai ao cadeiro.'); the change described is the one in the code"),
                 "F.5-window": (P, "1024 (n_positions); truncated, outside attention"),
             })

n = "fs232-varname-arrows-ownwindow-oneparagraph-en"
E[n] = entry("few-shot", PIECES[n], "none:_one_paragraph", "english",
             "one_markdown_cell_under_'## Answers':_ONE_paragraph_answering_F.1-F.5_in_order,_no_question_ids",
             RUNS_ONE["few-shot"],
             "book's generate_t5 with max_new_tokens=8; the runs printed as '<prompt variable name> -> <repr>' "
             "('zero_shot', 'few_shot', 'new_demos' via globals()[nome]); variation = both demonstrations' texts replaced "
             "with new ones of the same labels: output unchanged ' NEGATIVO\\n\\nText'; a cell prints the LOADED model's "
             "window ('context window: 8192' = max_position_embeddings of MODEL_NAME, no n_positions); PROBLEM: F.5 gives "
             "that 8192 as GPT-2's window",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "only few-shot: true"),
                 "F.3-weights": (P, "no weights updated; conditioning through the context"),
                 "F.4-variation": (P, "did not change: new_demos -> ' NEGATIVO\\n\\nText', as few_shot; the change described is the one in the code"),
                 "F.5-window": ((PA, F), "WRONG NUMBER: GPT-2's n_positions is 1024 (the course's 'Janela GPT-2: 1024'); 8192 is the notebook's own print of the loaded model's max_position_embeddings, called GPT-2's; what happens beyond the window (cut off, not attended) is right"),
             })

# ================================================================== template
n = "tpl231-book-samples-listrepr-votofinal-commentanswers"
E[n] = entry("template", PIECES[n], "comment_lines_'# T.n:'", "portuguese",
             "one_code_cell_of_comments_at_the_end_(never_executed,_no_output):_'# T.1: ...'_to_'# T.5: ...'",
             RUNS_ONE["template"],
             "the book's 5.6 / 5.7 cells with the course notebook's templates: LOOSE via generate_t5 (16 tokens) "
             "' \"Este filme foi um erro de tempo.\"\\n\\nE', STRICT via an inline generate (8 tokens) ' \"Este filme foi um'; "
             "the book's `samples = [generate_t5_sampled(prompt) for _ in range(10)]` (T 0.9 / top-p 0.9, 8 tokens) after ONE "
             "torch.manual_seed(231), `samples` shown as the cell's bare last expression (list repr); then the book's "
             "'Amostras brutas:' (first three) and 'VOTO FINAL (self-consistency): NEGATIVO' with 'Contagem: "
             "{'INDETERMINADO': 6, 'NEGATIVO': 3, 'POSITIVO': 1}' (regex without word boundaries; two English "
             "' NEGATIVE...' samples are INDETERMINADO); answers as comments; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T 0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restriction of the output space, and says the strict template's own output is still no label (tied to ' \"Este filme foi um')"),
                 "T.4-vote": (P, "NEGATIVO 3 (#2, #3, #10), POSITIVO 1 (#6), INDETERMINADO 6 — the notebook's own Contagem and VOTO FINAL"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 6 unlabelled samples"),
             })

n = "tpl232-stripped-lines-nocount-oneparagraph-mixed"
E[n] = entry("template", PIECES[n], "none:_one_paragraph", "portuguese_english_mixed",
             "one_markdown_cell_under_'## Respostas / answers':_ONE_paragraph_answering_T.1-T.5_in_order,_no_ids",
             RUNS_ONE["template"],
             "one cell prints 'loose : ...' and 'strict: ...' (outputs .strip()ped, no repr) and the ten samples "
             "(torch.manual_seed(2320 + i), T 0.9 / top-p 0.9) as 'sample k: <stripped text>' (continuation lines "
             "below); no count, no vote, no extraction rule printed; samples cited by number and content; NEGATIVO "
             "#1, #4, #6, #9, #10 ('NEGATIVO\"' with a stray quote), POSITIVO #5 ('\"POSITIVO\"'), no label #2, #3, #7, "
             "#8; PROBLEM: T.4's recount drops #10",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real samples, all " + GEN),
                 "T.1-copied": (P, "both outputs as printed (stripped by the notebook's own print: the leading space is display)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space, and says the model ignored it (both outputs copy the review)"),
                 "T.4-vote": ((PA, F), "MISCOUNT: the vote NEGATIVO is right, but the counts are not: sample 10 'NEGATIVO\"' holds the label (a stray quote does not remove it — and sample 5's quoted '\"POSITIVO\"' was counted), so NEGATIVO 5, POSITIVO 1, no label 4, not 4 / 1 / 5"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own unlabelled samples"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 240, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
