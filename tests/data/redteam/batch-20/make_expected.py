"""Write batch 20's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-19 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 210, 211, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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


# ================================================================== chain-of-thought
n = "cot201-answers-in-title-cell"
E[n] = entry("chain-of-thought", PIECES[n], "arrow_ids_'**1 →**'_in_a_blockquote_of_the_TITLE_cell", "portuguese",
             "the_notebook's_FIRST_cell_(markdown,_before_any_code):_title_and_name,_then_a_blockquote_'Resumo_/_respostas'_"
             "with_'**1 →** ...'_'**2 →** ...'_'**3 →** ...'",
             RUNS_ONE["chain-of-thought"],
             "answers written at the TOP, in the title cell, above the parameters cell and the runs they discuss; "
             "set_seed(2011 + i) per prompt, printed 'PROMPT: ...' / 'SAÍDA: ...' and a rule of '='; P1 is empty "
             "('SAÍDA: ' and nothing), P2 '6 = 27 + 77.6 = 125.\\n\\nThe solution to the equation 27 + 58.6 = 125 is 125.'; "
             "runs cited as 'a primeira' / 'a segunda' (by prompt), no P ids; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (P, "não: P1 empty, P2 gives 125 (not 85) — matches the outputs"),
                 "C.2-excerpt": (P, "'6 = 27 + 77.6 = 125.' verbatim at the start of P2: a chained equation presented as steps"),
                 "C.3-guarantee": (P, "não, tied to P2's solution-shaped but wrong text ('The solution to the equation ... is 125', real)"),
             })

n = "cot202-indent-questions-restated"
E[n] = entry("chain-of-thought", PIECES[n], "question_restated_in_quotes_then_'**R:**'", "portuguese",
             "one_markdown_cell:per_question_a_blockquote_with_the_QUESTION'S_TEXT_in_double_quotes_(italic),_then_'**R:** ...'",
             RUNS_ONE["chain-of-thought"],
             "one set_seed(202) before both prompts; each output printed with textwrap.indent(4 spaces) under '► P1  "
             "(What is 27 + 58?)'; P1 empty (header only), P2 '5 + 27 + 58.5 + 11.25 = 204.25.\\n\\nThis is the answer to "
             "the problem of finding the maximum value of a polynomial function with a cubic equation.'; every answer "
             "restates its question between double quotes (question text, not output: not an excerpt); PROBLEM: C.2's "
             "excerpt is not in the output",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (P, "não: P1 empty, P2 ends at 204.25 — matches the outputs (the quoted question above it is not a claim)"),
                 "C.2-excerpt": ((F, R), "EXCERPT NOT IN THE OUTPUT: '27 + 58.5 = 85.5, and 85.5 + 11.25 = 96.75' appears nowhere; P2 is '5 + 27 + 58.5 + 11.25 = 204.25.' — the student wrote the steps the sum 'should' have had"),
                 "C.3-guarantee": (P, "não, tied to P2 ('This is the answer to the problem' is real, the cubic-polynomial drift is real)"),
             })

# ================================================================== few-shot
n = "fs201-spanish-list-from-11"
E[n] = entry("few-shot", PIECES[n], "markdown_ordered_list_numbered_11_to_15_(no_F_ids)", "spanish",
             "one_markdown_cell_under_'Respuestas_(ejercicios_11_a_15)':_an_ordered_list_'11.'_..._'15.'_=_F.1_..._F.5",
             RUNS_ONE["few-shot"],
             "outputs printed 'nome.ljust(10) | repr' ('zero-shot  | ' \"Este filme foi um'', 'few-shot   | ' NEGATIVO\\n\\nText'', "
             "'variação   | ...'); variation = the NEGATIVE demonstration's text replaced by 'Horrível, dormi no meio do "
             "filme.' (label kept): output unchanged ' NEGATIVO\\n\\nText'; answers in SPANISH, numbered 11-15 "
             "(continuing the course's exercise list); honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "only the few-shot ('solo el few-shot'): true"),
                 "F.3-weights": (P, "no; 'condiciona su continuación en ese contexto', no weight update"),
                 "F.4-variation": (P, "no cambió: the variation's repr equals few-shot's; the change described is the one in the code"),
                 "F.5-window": (P, "1024; 'queda truncado, el modelo no lo ve'"),
             })

n = "fs202-spread-cells-circled-guillemets"
E[n] = entry("few-shot", PIECES[n], "circled_digit_ids_'➊'_to_'➎'", "portuguese",
             "THREE_markdown_cells:_'➊'_'➋'_right_under_the_ZS/FS_cell,_'➍'_under_the_variation_cell,_'➌'_'➎'_at_the_end_"
             "after_a_rule_and_'Perguntas_teóricas'_(ids_out_of_order_across_cells)",
             RUNS_ONE["few-shot"],
             "outputs printed between guillemets f'{nome}: «{s}»' (the raw newlines split few-shot's line: "
             "'few-shot: « NEGATIVO' / '' / 'Text»'); variation = ONE-SHOT (the positive demonstration removed): output "
             "unchanged ' NEGATIVO\\n\\nText'; answers spread over three cells next to the outputs they discuss, with "
             "circled digits; F.1 / F.4 write the blank line as '(linha em branco)'; PROBLEM: F.2 says both followed the format",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": ((P, R), "ZS « \"Este filme foi um», FS « NEGATIVO (linha em branco) Text»: the outputs as printed, the blank line described in words, nothing changed"),
                 "F.2-format": ((F, PA), "CLAIM AGAINST THE OWN OUTPUT: 'os dois seguiram o formato' — the zero-shot output is ' \"Este filme foi um' (the review's start, no label; the answer's own ➊ shows it); only the few-shot gave NEGATIVO"),
                 "F.3-weights": (P, "não; context only, conditioning"),
                 "F.4-variation": (P, "one-shot; não mudou: true (one-shot « NEGATIVO / Text» = few-shot)"),
                 "F.5-window": (P, "1024; cut, outside the window"),
             })

# ================================================================== temperature-top-p
n = "tp201-wordnames-perrun-checktable"
E[n] = entry("temperature-top-p", PIECES[n], "check-mark_columns_in_per-RUN_tables_('✔'_marks_the_chosen_run);_'**B.3**'_and_'**D.n**'_labels",
             "portuguese",
             "one_markdown_cell:_'Parte_A'_table_(rows_=_runs_fria/morna/quente;_columns_'A.2_mais_repetitiva',_'A.3_mais_variada',_"
             "'A.1_trecho'),_'Parte_B'_table_(rows_=_estreito/médio/largo;_columns_'B.1_repetiu?',_'B.2_padrão_repetido'),_"
             "then_'**B.3**'_and_a_'Parte_D'_list",
             RUNS_ONE["temperature-top-p"],
             "runs NAMED IN WORDS: fria / morna / quente (A1-A3), estreito / médio / largo (B1-B3; largo = B3 at T 0.7), "
             "torch.manual_seed(2010 + k), printed under '[fria] temperatura 0.2 | top-p 0.9' and a rule of 60 dashes; "
             "answers in per-run tables: A.1 = the 'A.1 trecho' column (three rows), A.2 / A.3 = the row holding ✔ in "
             "its column, B.1 = the ✔ row, B.2 = the estreito row's pattern; honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "each row's excerpt verbatim in its own run: fria = A1, morna = A2, quente = A3"),
                 "A.2-choice": (P, "fria = A1: rep3 A1 0.586 > A3 0.066 > A2 0.000"),
                 "A.2-evidence": (P, "'can be used to create a model that can be used to predict the behavior of a specific entity' twice in A1"),
                 "A.3-choice": ((P, R), "quente = A3: d2 A3 0.919 > A2 0.900 (within 0.02: a near tie) > A1 0.563; A3's topic drift (statistical mechanics -> Black Hole -> time dilation -> spacetime) is the clearest"),
                 "A.3-evidence": (P, "'rely on statistical mechanics', 'the Black Hole world', 'time dilation', 'a fabric of spacetime': all in A3"),
                 "B.1-choice": (P, "estreito = B1: rep3 B1 0.092 > B2 0.032 > B3 0.000"),
                 "B.2-repeat": (P, "'a time-efficient energy model' twice in B1 ('One example of a time-efficient energy model', 'a \"time-efficient energy model\"')"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p, few candidates at 0.3; tied to estreito's repeat and largo's (B3) real sentence"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "estreito (B1) vs largo (B3) at T 0.7, and fria (A1): own runs, named in words"),
             })

n = "tp202-answers-as-comments-in-run-cells"
E[n] = entry("temperature-top-p", PIECES[n], "'# A.1:'_comment_lines_inside_code_cells", "portuguese",
             "COMMENTS_typed_at_the_bottom_of_the_EXECUTED_generation_cells_(outputs_kept):_'# A.1:'_..._'# A.3:'_in_the_"
             "part-A_cell,_'# B.1:'_..._'# B.3:'_in_the_part-B_cell,_'# D.1:'_..._'# D.3:'_alone_in_the_last_code_cell_"
             "(executed,_no_output);_no_markdown_answers_at_all",
             RUNS_ONE["temperature-top-p"],
             "part A and part B in separate cells, torch.manual_seed(2020 + i) (A) and (2023 + i) (B), printed 'A1 (T=0.2):' "
             "/ 'B1 (top_p=0.3):' then the text; the answers are '#' comments added to those cells after they ran (the "
             "code cells' outputs and execution counts are the run's); PROBLEM: A.1's A3 excerpt rewrites the second half "
             "of a real sentence",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": ((F, PA), "EDITED EXCERPT: A1 and A2 excerpts are verbatim, but A3's 'This can be beneficial in certain scenarios, such as data processing, where the model learns to create new objects faster than any other method.' is not in A3 (the real sentence ends 'where the ability to create a new object from a data structure allows for faster computations.')"),
                 "A.2-choice": (P, "A1: rep3 A1 0.924 > A2 0.059 > A3 0.000"),
                 "A.2-evidence": (P, "'but they're not just any data management tools' three times and 'They're a set of advanced algorithms and techniques' twice in A1"),
                 "A.3-choice": (P, "A3: d2 A3 0.984 > A2 0.957 > A1 0.433"),
                 "A.3-evidence": (P, "'take a value and return a reference to it', 'Data Shaped to the Right': real, in A3"),
                 "B.1-choice": (P, "B1 (top_p=0.3): rep3 B1 0.229 > B3 0.031 > B2 0.000"),
                 "B.2-repeat": (P, "'This can be done using various techniques, such as' twice in B1"),
                 "B.3-concept": (P, "'probabilidade acumulada', 'poucos candidatos', 'núcleo'; tied to B1's repeat and B3"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "B1 vs B2/B3 at the same temperature and A1's loop: own runs (the excerpt is real)"),
             })

# ================================================================== template
n = "tpl201-answers-as-python-variables"
E[n] = entry("template", PIECES[n], "python_variable_names_'T1_ruim'_'T2'_..._'T5'_under_'# T.n'_comments", "portuguese",
             "one_UNEXECUTED_code_cell:_'# T.1'_then_T1_ruim_=_'...'_/_T1_bom_=_'...',_'T2_=_\"nenhum\"__#_...',_"
             "T3_=_a_triple-quoted_string,_'T4_=_\"NEGATIVO\"__#_counts',_'T5_=_False__#_why'",
             RUNS_ONE["template"],
             "templates printed 'ruim: <repr>' / 'bom:  <repr>'; ten samples (torch.manual_seed(2010 + i), T 0.9 / top-p "
             "0.9) as aligned rows ' 4  ' Negativo.\\n\\nTexto'   -> NEGATIVO', then Counter({None: 7, 'NEGATIVO': 3}) and "
             "'voto: NEGATIVO'; answers as Python assignments in a code cell never executed, the justifications in "
             "comments and a triple-quoted string, T.5 as the boolean False; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed (T1_ruim / T1_bom literals)"),
                 "T.2-format": (P, "nenhum: true (LOOSE ' \"Este filme foi um erro de tempo.\"\\n\\nE', STRICT ' \"Este filme foi um')"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('erro de tempo', the cut strict output)"),
                 "T.4-vote": (P, "NEGATIVO; 3 (#4 ' Negativo.', #6, #7) / 0 / 7 none: matches the rows, the Counter and the vote"),
                 "T.5-guarantee": (P, "não (False); reduces variance, tied to the own 7 unlabelled samples"),
             })

n = "tpl202-raw-samples-persample-recount-table"
E[n] = entry("template", PIECES[n], "bold_'**T-n**'_ids", "portuguese",
             "one_markdown_cell:_'**T-1**'_..._'**T-5**'_each_then_the_answer;_T.4_is_a_markdown_TABLE_with_one_row_per_"
             "sample_(amostra_|_o_que_saiu_|_rótulo),_a_'total'_row_and_'Voto:_NEGATIVO.'",
             RUNS_ONE["template"],
             "templates printed RAW ('TEMPLATE RUIM ->  \"Este filme foi um erro de tempo.\"' + blank line + 'E'); ten samples "
             "(torch.manual_seed(2020 + i)) printed raw with print(*amostras, sep='\\n---\\n'): no repr, no labels, no "
             "counts, no vote printed; samples 1 ' NEGATIVE\\n\\nTexto:' and 2 ' NEGATIVE_INVARAC' are not NEGATIVO, 5-8 "
             "are NEGATIVO, 10 ' POSITIVO e NEGAT' is POSITIVO by the notebook's first-label rotulo(); the student "
             "recounts in a per-sample table; PROBLEM: the total row contradicts the table's own rows",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both outputs as printed raw (the blank line and 'E' described; STRICT cut at '\"Este filme foi um')"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-format restriction, tied to both own outputs ('erro de tempo', the cut strict output)"),
                 "T.4-vote": ((PA, F), "MISCOUNT: the table's rows are right (NEGATIVO #5-#8 = 4, POSITIVO #10 = 1, 5 without label) but its total row says 'NEGATIVO 5 · POSITIVO 1 · sem rótulo 4'; the vote NEGATIVO is still the majority of the real recount (4 / 1 / 5)"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own samples (half without label)"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 210, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
