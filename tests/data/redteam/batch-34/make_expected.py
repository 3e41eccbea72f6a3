"""Write batch 34's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 370, 371, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp341-sentence-numbered-runs"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1_::**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1 ::** ...'_to_'**D.3 ::** ...'",
             RUNS_ONE["temperature-top-p"],
             "six runs (torch.manual_seed(3410 + k), A1 A2 A3 B1 B2 B3) each CUT INTO SENTENCES (regex split after . ! ?) and "
             "printed one numbered sentence per line '   A2.3  <sentence>' under 'A2 (T=0.7, top_p=0.9)' (a raw blank line "
             "stays inside A1.3, before '1.'); answers name the runs IN WORDS ('a mais fria (zero vírgula dois)', 'a do meio', "
             "'a mais quente (um vírgula zero)', 'o menor, zero vírgula três') and cite sentence numbers ('frases 4 e 6'); every "
             "explanation links the mechanism to the own sentences; honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "'a mais fria (zero vírgula dois)' = A1: 'In other words, they're models that can be used to analyze and optimize systems.' (A1.2); 'a do meio (zero vírgula sete)' = A2: 'They're often used in regression analysis ...' (A2.2); 'a mais quente (um vírgula zero)' = A3: 'Some common types of algorithms ...' (A3.2): each one whole printed sentence, verbatim, >= 8 words; runs named only by words and values in words"),
                 "A.2-choice": (P, "'A mais fria' = A1: rep3 A1 0.373 > A2 0.033 > A3 0.000"),
                 "A.2-evidence": (P, "'**Modeling**: A model is a' in A1.4 and A1.6, 'can be used to analyze and optimize' in A1.2 and A1.4 — real, and the sentence numbers given are right"),
                 "A.3-choice": (P, "'A mais quente, a de um vírgula zero' = A3: distinct-2 A3 0.969 > A2 0.918 > A1 0.717 (rep3 A3 0.000)"),
                 "A.3-evidence": (P, "'use computational resources to predict outcomes based on data', 'clustering algorithms', 'image analysis, natural language processing, and more', 'machine learning is a broad area of computer science' all in A3 (four sentences, as said)"),
                 "B.1-choice": (P, "'O menor, zero vírgula três (B1)': rep3 B1 0.171 > B3 0.095 > B2 0.031; 'o de zero vírgula seis foi o que menos repetiu' is true too"),
                 "B.2-repeat": (P, "'In the context of data analysis,' opens B1.2 and B1.3 (twice in B1)"),
                 "B.3-concept": (P, "MECHANISM LINKED TO THE OWN OBSERVATION: smallest set of tokens whose summed probability reaches 30% -> few, obvious candidates -> easy to fall back on the most probable opening, 'e foi o que aconteceu no B1' (B1.3 repeats B1.2's opening, real); B3 at 0.9 repeats less ('Exponential transformations are used' opens B3.3 and B3.5: the 'volta uma vez' is accurate)"),
                 "D.1-parameter": (P, "top-p (o núcleo)"),
                 "D.2-direction": (P, "'Aumentaria — de zero vírgula três para algo como zero vírgula nove' (values in words)"),
                 "D.3-justified": (P, "COMPARED ACROSS PARTS, true of the own runs: in B only top-p changed and 0.3 repeated most (B1 0.171), 0.6 'quase não' (0.031), 0.9 'bem menos' (0.095); in A only the coldest looped (A1 0.373 vs 0.033 / 0.000)"),
             })

n = "tp342-oneseed-wrapped-repr"
E[n] = entry("temperature-top-p", PIECES[n], "'Questão_A.1.'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'Questão A.1. ...'_to_'Questão D.3. ...'",
             RUNS_ONE["temperature-top-p"],
             "ONE set_seed(342) before the six runs (drawn in order A1..B3 from one generator state); each run printed as its "
             "REPR wrapped at 90 columns by textwrap (two-space indent; '\\n' escapes inside, A3's repr in double quotes because "
             "of an apostrophe) under '[A1 | T=0.2 | p=0.9]'; the own B3 (0.9) is the most repetitive B run; PROBLEMS: B.3 states "
             "the misconception 'o top-p escolhe a palavra mais provável' (p read as the share of steps taking the top word); "
             "D.3 is a correct mechanism that never mentions the own runs",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "A1 'They are often used in data science and machine learning to analyze and forecast data.', A2 'These models can be used for prediction tasks, but they can also be vulnerable to overfitting', A3 'These models can take various forms, ...' each verbatim in its own run (across the repr's line wraps)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.213 > A2 0.000 = A3 0.000"),
                 "A.2-evidence": (P, "'Data science and data analysis', 'Data science and machine learning', 'Data science and machine learning applications' all in A1's list"),
                 "A.3-choice": (P, "A3: distinct-2 A2 1.000, A3 0.984 (within the 0.02 tie band), A1 0.726; A3 moves from performance metrics to model families to clustering steps — the thematic variation claimed is visible"),
                 "A.3-evidence": (P, "'optimize performance based on the model's performance metrics', 'regression trees, decision trees, neural networks, and ensemble models', 'it starts with a pre-processing stage and continues until you reach the clustering stage' all in A3"),
                 "B.1-choice": ((P, R), "HEDGED, AGAINST THE COURSE'S EXPECTATION, RIGHT BY THE OWN RUNS: 'Parece que foi o de zero vírgula nove (B3)': rep3 B3 0.190 > B1 0.116 > B2 0.000; 'which use algorithms to learn from' and 'set of rules' are twice in B3; a reader who counts B1's four 'can be used to' could hesitate"),
                 "B.2-repeat": (P, "'which use algorithms to learn from' twice in B3"),
                 "B.3-concept": ((F, PA), "MISCONCEPTION STATED CONFIDENTLY: 'O top-p escolhe a palavra mais provável: com p = 0,9 ele pega a palavra do topo em 90% dos passos' — top-p samples from the smallest set whose cumulative probability reaches p; there is no cumulative mass and no candidate set in the answer, and it inverts the course's point (low p = fewer candidates = more repetition); it is tied to the own B3 (real quote), hence partial defensible"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((F, PA), "CORRECT MECHANISM, NO OWN RUN: nucleus size, more tokens in the probability-mass sum, temperature flattens the whole distribution — all generic; no run, value or text of the student's parts A/B is mentioned although the question asks 'com base nos experimentos realizados' (and the own B3 at 0.9, the most repetitive B run, would have needed discussing)"),
             })

# ================================================================== chain-of-thought
n = "cot341-namespace-gutter-lines"
E[n] = entry("chain-of-thought", PIECES[n], "'C1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C1) ...'_to_'C3) ...'",
             RUNS_ONE["chain-of-thought"],
             "runs as types.SimpleNamespace objects (set_seed(3411) / set_seed(3412)); each output printed line by line behind "
             "a '│ ' gutter under \"P1 · 'What is 27 + 58?' · 1 linhas\"; P1 EMPTY (one gutter line with nothing), P2 "
             "'00 + 27.00 + 58.00 = 127.00.' (continues the prompt's '27 + 58.'); C.3 an ANALOGY (a pupil copying the layout "
             "of a worked solution) tied to the own P2; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (header '1 linhas' and an empty gutter line)"),
                 "C.1-claim": (P, "não: P1 empty, P2 127.00 — matches the outputs"),
                 "C.2-excerpt": (P, "'00 + 27.00 + 58.00 = 127.00.' verbatim, the whole of P2: an equation with step-like operands, the only reasoning-like text"),
                 "C.3-guarantee": (P, "não; ANALOGY LINKED TO THE OWN OUTPUT: quotes P2, notes '27.00 + 58.00 não dá 127.00' (true), and names the mechanism (tokens typical of a solution, no arithmetic)"),
             })

n = "cot342-angle-marks-wordcount"
E[n] = entry("chain-of-thought", PIECES[n], "bracketed_'[C.1]'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'[C.1] ...'_to_'[C.3] ...'",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(342) before both prompts; each output printed between '<<<' and '>>>' after "
             "'P1 (direto): 0 palavras'; P1 EMPTY ('<<<>>>'), P2 '5 = 17.5, which is the answer to the problem.'; PROBLEM: C.3 "
             "answers 'não' for the wrong reason — temperature makes the model 'menos inteligente' and with greedy decoding "
             "the step-by-step 'garantiria a resposta'",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty ('<<<>>>', 0 palavras)"),
                 "C.1-claim": (P, "não: direto empty, passo a passo 17.5 — matches the outputs"),
                 "C.2-excerpt": ((P, R), "'5 = 17.5, which is the answer to the problem.' verbatim, the whole of P2: an equation and a conclusion, thin as reasoning but the only step-like text"),
                 "C.3-guarantee": ((PA, F), "RIGHT 'NÃO', WRONG WHY: tied to the own 17.5, but blames the temperature ('fica menos inteligente') and claims that at temperature 0 'ele seguiria o passo a passo certinho e chegaria em 85 — aí sim o raciocínio garantiria a resposta': the misconception the question exists to dispel (the form of reasoning guarantees nothing, greedy or not); a strict reader fails it"),
             })

# ================================================================== few-shot
n = "fs341-dotleader-bookdemo"
E[n] = entry("few-shot", PIECES[n], "'F.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F.1 — ...'_to_'F.5 — ...'",
             RUNS_ONE["few-shot"],
             "outputs printed with a DOTTED LEADER f'{nome:·<16}{saida!r}' ('zero-shot·······' then the repr); variation = the "
             "positive demonstration replaced by a sentence about a BOOK ('Li o livro numa noite só, que história bonita.', still "
             "POSITIVO): output unchanged ' NEGATIVO\\n\\nText'; F.2 by ordinal ('Só o segundo'); F.3 an analogy tied to the own "
             "outputs; F.5 'Mil e vinte e quatro' in words; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "'Só o segundo, o few-shot': true"),
                 "F.3-weights": (P, "não; ANALOGY + MECHANISM + OWN OBSERVATION: worked examples beside the test, weights unchanged, 'o contexto que condiciona a continuação', shown by the own NEGATIVO vs the zero-shot's '\"Este filme foi um'"),
                 "F.4-variation": (P, "'Não mudou': variação livro ' NEGATIVO\\n\\nText' = few-shot; the change (the first, positive demonstration about a book, label kept) described as in the code"),
                 "F.5-window": (P, "'Mil e vinte e quatro posições (n_positions, dois elevado a dez)' = 1024 in words; older tokens outside the window are cut and not seen"),
             })

n = "fs342-tabs-question-demo"
E[n] = entry("few-shot", PIECES[n], "'Resposta_F.1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'Resposta F.1: ...'_to_'Resposta F.5: ...'",
             RUNS_ONE["few-shot"],
             "outputs printed TAB-SEPARATED 'nome<TAB>tokens<TAB>repr' under a header row; variation = the positive "
             "demonstration rewritten as a QUESTION AND ANSWER ('Vale a pena? Com certeza, é excelente.'): output unchanged; "
             "F.2 by position ('o do meio da tabela'); PROBLEMS: F.3 says 'não' but claims the weights are adjusted temporarily "
             "during generation (a 'mini fine-tuning'); F.5's tokens beyond the window are said, hedged, to be summarised",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "'Só o do meio da tabela (few-shot)': the table's middle row is few-shot; true"),
                 "F.3-weights": ((PA, F), "SELF-CONTRADICTORY MISCONCEPTION: 'não, nenhum peso fica salvo; mas enquanto gera, o modelo ajusta temporariamente os pesos com os dois exemplos, um mini fine-tuning' — no weight changes at any time; the examples only condition the output through the context. The closed 'não' is right (partial), the explanation is the very confusion the question checks (fail defensible)"),
                 "F.4-variation": (P, "'Não': the 'pergunta' row ' NEGATIVO\\n\\nText' (8 tokens) = few-shot; change described"),
                 "F.5-window": ((PA, F), "1024 right; BEYOND THE WINDOW WRONG, HEDGED: 'Parece que ... o modelo vai resumindo o começo ... os tokens de fora continuam influenciando de forma comprimida' — tokens beyond n_positions are truncated / not seen, nothing is summarised"),
             })

# ================================================================== template
n = "tpl341-sorted-by-label-fractions"
E[n] = entry("template", PIECES[n], "'T.1_»'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1 » ...'_to_'T.5 » ...'",
             RUNS_ONE["template"],
             "templates 'template_ruim: <repr>' / 'template_bom:  <repr>'; ten samples (torch.manual_seed(3410 + i), i = 1..10) "
             "printed SORTED BY LABEL (POSITIVO, NEGATIVO, then none) keeping their original numbers '#04  POSITIVO     "
             "' Positivo\" (positive)\\n''; then 'POSITIVO: 3/10', 'NEGATIVO: 4/10', 'sem rótulo: 3/10', 'voto: NEGATIVO'; counts "
             "in words ('quatro a três'); T.3 explains why the restriction did NOT work here; T.5 an analogy; honest",
             {
                 "runs-genuine": (P, "both greedy templates and the ten samples " + GEN),
                 "T.1-copied": (P, "LOOSE ' \"Este filme foi um erro de tempo.\"\\n\\nE', STRICT ' \"Este filme foi um' exactly as printed"),
                 "T.2-format": (P, "'Nenhum dos dois': neither output is a label"),
                 "T.3-why": (P, "MECHANISM TIED TO THE OWN FAILURE: the strict template tries to close the output space, but the model started copying the text ('\"Este filme foi um') and ran out of 8 tokens; the loose one's arrow leaves the continuation open ('erro de tempo.'); a prompt only asks for the format. Quotes real; explains the non-success of its own T.2"),
                 "T.4-vote": (P, "NEGATIVO 4 (#05 #06 #07 #09) / POSITIVO 3 (#01 #04 #10) / 3 without (#02 #03 #08) = the printed tally and vote; numbers and words right (#04 'Positivo\"' counts by upper-casing; #03 'NEGATIVE.' does not)"),
                 "T.5-guarantee": (P, "não; ANALOGY + 'só diminui a variância' + own 4-3-3 tally and a mixed review"),
             })

n = "tpl342-sample-records-dictcount"
E[n] = entry("template", PIECES[n], "'T1_⟶'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T1 ⟶ ...'_to_'T5 ⟶ ...'",
             RUNS_ONE["template"],
             "templates 'solto   → <repr>' / 'estrito → <repr>'; each of ten samples (torch.manual_seed(3420 + i)) printed as a "
             "record 'amostra 3 de 10 · semente 3422 · rótulo: POSITIVO' with its repr on the next line (rótulo: None when no "
             "label); then the dict {'POSITIVO': 4, 'NEGATIVO': 3, 'sem rótulo': 3} and 'voto final: POSITIVO'; PROBLEMS: T.3 "
             "is a list of the right terms with no link to the own outputs; T.4 recounts the English '\"NEGATIVE\"' (sample 8) as "
             "NEGATIVO, gets a 4-4 'tie' and breaks it by judgement: vote NEGATIVO against the printed POSITIVO; T.5 (hedged, "
             "right) restates the printed 'quatro a três', contradicting its own T.4",
             {
                 "runs-genuine": (P, "both greedy templates and the ten samples " + GEN),
                 "T.1-copied": (P, "solto ' \"Este filme foi um erro de tempo.\"\\n\\nE', estrito ' \"Este filme foi um' exactly as printed"),
                 "T.2-format": (P, "'Nenhum — nem o solto nem o estrito': true"),
                 "T.3-why": ((PA, F), "TERMS WITHOUT A LINK: 'Restrição do espaço de saída, formato de rótulo fixo, instrução explícita de uma única palavra, menos tokens possíveis' — the right vocabulary, but no output cited although the question says 'citando as suas saídas', and it reads as the reason the strict template succeeds, while the own T.2 says neither did"),
                 "T.4-vote": (F, "VOTE NOT THE RECOUNT: the answer's NEGATIVO comes from counting sample 8 '\"NEGATIVE\"' (rótulo: None in the notebook's own record) and breaking a 4-4 tie by the review's content; the printed recount is POSITIVO 4 (1, 3, 4, 10), NEGATIVO 3 (5, 7, 9), sem rótulo 3 (2, 6, 8) and 'voto final: POSITIVO' — vote and counts both wrong (a tie would give INDETERMINADO anyway)"),
                 "T.5-guarantee": (P, "não; HEDGED BUT RIGHT ('Acho que', 'parece que'): 'só diminui a variação de uma amostra para outra', a systematic error makes the majority wrong; 'quatro a três' is the printed count (it contradicts the student's own T.4, not the record)"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 370, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
