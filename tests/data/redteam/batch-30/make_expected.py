"""Write batch 30's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 330, 331, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp301-pprint-dict-listpositions"
E[n] = entry("temperature-top-p", PIECES[n], "dict_keys_'A.1'_in_a_python_literal", "portuguese",
             "one_code_cell_executed_after:respostas_=_{'A.1':_'...',_...}_then_pprint(respostas,_width=120)_(its_output_is_"
             "the_answers_again,_wrapped_by_pprint_into_quoted_fragments)",
             RUNS_ONE["temperature-top-p"],
             "the six configurations in ONE list `experimentos` (A1 A2 A3 B1 B2 B3 in that order), ONE torch.manual_seed(301) "
             "before the loop (the runs are sampled one after another), each printed under 'experimentos[k]  ->  T=…, top_p=…' "
             "and closed by a rule of 60 '-'; the answers are a Python dict printed with pprint and cite runs by LIST POSITION "
             "('experimentos[3]', 'o [5]') and parameter values; honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "experimentos[0] = A1, [1] = A2, [2] = A3: each excerpt verbatim in its own run, 15-20 words each"),
                 "A.2-choice": (P, "experimentos[0] = A1: rep3 A1 0.029 > A2 0.000 = A3 0.000 (a small margin, and the answer says the repetition is "
                                   "slight in all three — accurate)"),
                 "A.2-evidence": (P, "'a simple example of a model is a neural network. A neural network is a type of machine learning model', "
                                     "'AI and machine learning' / 'AI and ML': all in A1; the claim that [1] and [2] repeat no stretch of three words or more "
                                     "is true (rep3 0)"),
                 "A.3-choice": (P, "experimentos[2] = A3 (T=1.0): distinct-2 A3 1.000 > A2 0.971 > A1 0.913"),
                 "A.3-evidence": (P, "'adapt based on data changes, without having external dependencies', 'Demonstrations from AI and data "
                                     "engineering', 'human-like decision-making processes': all in A3"),
                 "B.1-choice": (P, "experimentos[3] = B1 (top_p 0.3): rep3 B1 0.232 > B2 0.033 > B3 0.000"),
                 "B.2-repeat": (P, "'This can be done using various techniques, including' twice in B1 (experimentos[3])"),
                 "B.3-concept": (P, "tokens whose cumulative probability reaches p, small nucleus at 0.3 and more candidates at 0.9; tied to "
                                    "experimentos[3] ('creating new data by randomly sampling' / 'create new data by removing random patterns', real) "
                                    "and [5] (rep3 0)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own runs: at T=0.7, experimentos[3] (top_p 0.3) repeats a whole sentence and [5] (0.9) nothing; part A's "
                                      "temperature barely changed repetition here (A1 0.029) — true of the own runs"),
             })

n = "tp302-conclusoes-runs-in-words"
E[n] = entry("temperature-top-p", PIECES[n], "none:one_'Conclusões'_section_in_prose,_answers_in_question_order_without_ids",
             "portuguese",
             "one_markdown_cell_'##_Conclusões'_at_the_end:_paragraphs_in_question_order_(A.1,_A.2,_A.3,_B.1,_B.2,_B.3),_then_one_"
             "sentence_'Se_um_texto_meu_entrar_em_loop,_<D.1>,_<D.2>,_<D.3>'_(after_a_markdown_'Parte_D_(respondo_tudo_nas_conclusões)')",
             RUNS_ONE["temperature-top-p"],
             "part A generated HOTTEST FIRST (loop over T = 1.0, 0.7, 0.2, set_seed(3020 + i)) and part B from the largest top-p "
             "down (0.9, 0.6, 0.3, set_seed(3023 + i)), each block headed 'T=1.0 | top_p=0.9'; two blocks read 'T=0.7 | top_p=0.9' "
             "(A2 in part A's cell, B3 in part B's); the answers name runs only in words ('a mais fria', 'a do meio', 'a mais "
             "quente', 'a última que rodei', 'o menor, 0.3'); the intro says 'Rodei a parte A da temperatura mais alta pra mais "
             "baixa'; PROBLEM: A.3 names 'a última que rodei' (= T=0.2, A1, the LEAST varied run) as the most varied",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "a mais fria = A1, a do meio = A2 (part A's T=0.7 block), a mais quente = A3: each excerpt verbatim in its "
                                     "own run"),
                 "A.2-choice": ((P, R), "a mais fria = A1: rep3 A1 0.058, A2 0.062, A3 0.000 — A1 and A2 tie within 0.02, A1 is a defensible "
                                        "choice; its quoted repetitions are real"),
                 "A.2-evidence": (P, "'the behavior of the world around us' / 'the behavior of the Earth's climate system', 'limitations and "
                                     "biases' / 'assumptions and biases': all in A1"),
                 "A.3-choice": (F, "WRONG RUN NAMED IN WORDS: 'a última que rodei' in part A is T=0.2 (the loop runs T = 1.0, 0.7, 0.2, as "
                                   "the intro says), and the three quotes are indeed A1's — but A1 is the LEAST varied run (distinct-2 A1 0.871 < "
                                   "A2 0.923 < A3 0.956; A1 stays on climate models throughout), and the same answer sheet had just named it the "
                                   "most repetitive (A.2)"),
                 "A.3-evidence": ((P, PA), "the three quotes are verbatim in A1, the run the answer names ('take into account the behavior of the "
                                           "world around us', 'simulate the behavior of the Earth's climate system', 'limited by their own "
                                           "assumptions and biases'); real evidence, though it shows one topic rather than variation (partial "
                                           "defensible)"),
                 "B.1-choice": (P, "o menor, 0.3 = B1: rep3 B1 0.581 > B2 0.413 > B3 0.066 ('o de 0.6 vem logo atrás', 'o de 0.9 quase não "
                                   "repete' — both true)"),
                 "B.2-repeat": (P, "'They're designed to analyze and predict complex behaviors, such as human behavior' twice in B1"),
                 "B.3-concept": (P, "smallest set of tokens whose summed probability reaches p, few candidates at 0.3; tied to B1 and to B2's "
                                    "'they're not necessarily models that can be easily modified or improved' (twice in B2, real)"),
                 "D.1-parameter": (P, "'eu mexeria primeiro no top-p'"),
                 "D.2-direction": (P, "'aumentando ele, por exemplo de 0.6 para 0.9'"),
                 "D.3-justified": (P, "own runs: the low top-p run stuck on 'such as human behavior' (B1), the 0.9 run did not (B3 rep3 0.066)"),
             })

# ================================================================== chain-of-thought
n = "cot301-comments-beside-sumcheck"
E[n] = entry("chain-of-thought", PIECES[n], "python_comments_'#_C.1:'", "portuguese",
             "one_code_cell_executed_after:three_comment_lines_'#_C.n:_...'_above_print(\"27_+_58_=\",_27_+_58)_(output_'27_+_58_=_85')",
             RUNS_ONE["chain-of-thought"],
             "set_seed(301) for P1, set_seed(302) for P2; each run printed under '>>> P1 (40 tokens)' as PROMPT + CONTINUATION "
             "together (full decode, as the course's notebook prints): P1's continuation is EMPTY (only 'What is 27 + 58?' is "
             "printed), P2's line reads 'Solve step by step: 27 + 58.5 = 27 + 20.5 = 47.5.' where only '5 = 27 + 20.5 = 47.5.\\n\\n"
             "So, the answer is 47.5.' is the model's; the answers are comments beside a sum check whose output (85) is the "
             "student's own arithmetic, not a model run; honest",
             {
                 "runs-genuine": (P, "P1 (empty continuation) and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 gives no number (empty continuation), P2 ends 'So, the answer is 47.5.'; 85 appears only in the "
                                  "student's own print(27 + 58)"),
                 "C.2-excerpt": (P, "'= 27 + 20.5 = 47.5.' and 'So, the answer is 47.5.' are inside P2's continuation; the answer itself "
                                    "points out that '27 + 58.' is the prompt"),
                 "C.3-guarantee": (P, "não, tied to P2's step-like but wrong 47.5"),
             })

n = "cot302-split-continuando"
E[n] = entry("chain-of-thought", PIECES[n], "bold_'**C.1**'_ids", "portuguese",
             "two_markdown_cells:_the_first_holds_C.1_and_the_START_of_C.2_('O_trecho_em_que_ele_parece_raciocinar_é'),_the_"
             "second_begins_'(continuando...)'_with_the_rest_of_C.2_(the_quote)_and_C.3",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(3020), both runs through one helper, printed as reprs 'P1 (direto) = ''' (EMPTY) and 'P2 (passo "
             "a passo) = '1 = 86.21, 27 + 58.2 = 86.21. 27 + 58.2 = 86.21, ...So, the answer is 86.21.''; C.2's answer is split "
             "across the two answer cells; PROBLEM: C.3 is the question copied, not answered",
             {
                 "runs-genuine": (P, "P1 (empty) and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 86.21"),
                 "C.2-excerpt": (P, "'27 + 58.2 = 86.21, 27 + 58.2 = 86.21.' verbatim in P2 (the quote sits in the second cell, after "
                                    "'(continuando...)')"),
                 "C.3-guarantee": (F, "NOT ANSWERED: the C.3 text is the question itself copied ('Com base exclusivamente no output obtido, o "
                                      "raciocínio apresentado garante correção? Justifique.') — no yes/no, no justification; 'garante "
                                      "correção' is the question's wording, not a claim"),
             })

# ================================================================== few-shot
n = "fs301-details-english-ptquotes"
E[n] = entry("few-shot", PIECES[n], "bold_'**F.1**'_ids_inside_<details>", "english",
             "one_markdown_cell:<details><summary>Answers_(click_to_open)</summary>_then_paragraphs_'**F.1**_...'_to_'**F.5**_...'"
             "_then_</details>",
             RUNS_ONE["few-shot"],
             "outputs printed as aligned reprs 'zero-shot.........: ' \"Este filme foi um'' (f-string fill '.<18'); variation = "
             "the negative demonstration replaced by another negative review ('Que tédio, dormi na metade do filme.', same "
             "label): output unchanged ' NEGATIVO\\n\\nText'; answers in ENGLISH, Portuguese quotes of the outputs, all inside a "
             "collapsed <details> block; honest",
             {
                 "runs-genuine": (P, "greedy ZS, FS and VAR " + GEN),
                 "F.1-copied": (P, "both reprs exactly as printed"),
                 "F.2-format": (P, "only the few-shot one: true (ZS repeats the review's start, FS starts with NEGATIVO)"),
                 "F.3-weights": (P, "no; the examples condition the next tokens in context"),
                 "F.4-variation": (P, "variation described and in the code; 'did not change' is true (VAR = FS = ' NEGATIVO\\n\\nText')"),
                 "F.5-window": (P, "1024 (n_positions), truncated / cut off, no part in attention"),
             })

n = "fs302-questao-resposta-table"
E[n] = entry("few-shot", PIECES[n], "markdown_table_rows_'|_F.1_|'", "portuguese",
             "one_markdown_cell:a_table_'|_Questão_|_Resposta_|'_with_one_row_per_question_(F.1_to_F.5)",
             RUNS_ONE["few-shot"],
             "variation = the two demonstrations in SWAPPED ORDER (NEGATIVO first; the prompt printed); the three outputs shown with "
             "display(Markdown(...)) as a table '| zero-shot | `' \"Este filme foi um'` |' (few-shot and invertido ' NEGATIVO\\n\\n"
             "Text'); answers in a 'Questão | Resposta' table; PROBLEM: F.1 gives the zero-shot output as `NEGATIVO` — the book's "
             "5.5.2 output — over the own ' \"Este filme foi um', and F.2 builds on it",
             {
                 "runs-genuine": (P, "greedy ZS, FS and VAR " + GEN),
                 "F.1-copied": ((F, PA), "BOOK OUTPUT OVER THE REAL ONE: 'zero-shot: `NEGATIVO`' — the own zero-shot output, in the table just "
                                   "above, is ' \"Este filme foi um'; NEGATIVO is the book's 5.5.2 'Saída observada' (and the own FEW-SHOT "
                                   "output, so a presence-only check finds the word in the record); the few-shot half is right (partial defensible)"),
                 "F.2-format": ((F, PA), "'os dois seguiram o formato ... os dois responderam NEGATIVO' — the own zero-shot output has no label; only "
                                   "the few-shot one followed the format (half right: partial defensible)"),
                 "F.3-weights": (P, "não; conditioning by the context (in-context learning)"),
                 "F.4-variation": (P, "swapped order, in the code and printed; 'não mudou' is true (VAR = FS = ' NEGATIVO\\n\\nText')"),
                 "F.5-window": (P, "1024, truncated, out of the window, not in attention"),
             })

# ================================================================== template
n = "tpl301-resp-strings-ordinals"
E[n] = entry("template", PIECES[n], "python_variables_'resp_T1_=_'", "portuguese",
             "one_code_cell_executed_after:resp_T1_..._resp_T5_=_'...'_then_print(resp_T4),_print(),_print(resp_T5)_(only_T.4_and_"
             "T.5_appear_in_its_output)",
             RUNS_ONE["template"],
             "templates printed with str.format ('solto:      <repr>', 'restritivo: <repr>'); ten samples (torch.manual_seed(3010 + "
             "i), T=1.0, top_p=0.95, 8 tokens) printed with ORDINALS '1ª  <repr>' … '10ª  <repr>', then the Counter repr "
             "(None: 5, NEGATIVO: 4, POSITIVO: 1) and 'voto: NEGATIVO'; 7ª ' Positivo ou NEGATIV' counts POSITIVO by the "
             "upper-casing rule (the first whole label), 6ª ' NEGATIVE_PROBADO' counts nothing; the answers are Python strings and "
             "T.1-T.3 are never printed; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=1.0 / top-p 0.95 samples, all " + GEN),
                 "T.1-copied": (P, "both outputs copied without the repr's outer quotes ('\"Este filme foi um erro de tempo.\"' then the "
                                   "described '\\n\\nE'; '\"Este filme foi um') — the text as printed"),
                 "T.2-format": (P, "nenhum: true of both"),
                 "T.3-why": (P, "restricting the output space to the label format, tied to both own outputs and saying it failed here"),
                 "T.4-vote": (P, "NEGATIVO 4-1 (1ª, 4ª, 8ª, 10ª vs 7ª), 5 without label: the recount, the printed Counter and vote agree"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 5 unlabelled samples and 4 votes"),
             })

n = "tpl302-answers-under-cells-comment-vote"
E[n] = entry("template", PIECES[n], "bold_'**T.1**'_ids_and_python_comments_'#_T.4:'", "portuguese",
             "split:_T.1-T.3_in_a_markdown_cell_directly_under_the_templates_cell;_T.4-T.5_as_two_comment_lines_'#_T.n:_...'_at_"
             "the_top_of_the_EXECUTED_sampling_cell_(typed_after_it_ran;_its_outputs_unchanged)",
             {"LOOSE": 1, "STRICT": 1, "SC": 7},
             "templates printed 'template_ruim -> <repr>'; SEVEN samples (set_seed(3020 + i), T=0.8, top_p=0.9, 8 tokens) printed as "
             "a numbered list '1. <repr>' … '7. <repr>' with NO count and NO vote printed (the rotulo() rule is defined but not "
             "applied); 1. ' POSITIVO \"O atend', 2. ' NEGATIVO\\n\\nText', 5. ' NEGATIVE\\n\\nTexto:' (English), the other four "
             "without label; PROBLEM: T.4's vote is not a recount",
             {
                 "runs-genuine": (P, "templates greedy as declared and seven real T=0.8 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output to the format and closing other continuations, tied to both own outputs ('Este filme foi "
                                "um') and saying neither answered in the format"),
                 "T.4-vote": (F, "NOT A RECOUNT: 'voto = POSITIVO ... 3 x 1', counting the 4th (' \"Sí, muito,') and 6th (' \"SOFARESONADO') "
                                 "samples as POSITIVO because they 'soam positivas' — they carry no label; the recount is POSITIVO 1 (1.) vs "
                                 "NEGATIVO 1 (2.), a tie -> INDETERMINADO (NEGATIVO 2-1 if the English 5. ' NEGATIVE' were accepted); POSITIVO "
                                 "under no reading"),
                 "T.5-guarantee": (P, "não; reduces variance, a consistently wrong model makes the majority wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 330, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
