"""Write batch 31's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 340, 341, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp311-statsline-percentages"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1**_...'_to_'**D.3**_...'_(after_a_markdown_note_on_the_'---'_lines)",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(3110 + k), k in A1 A2 A3 B1 B2 B3 order) each printed under '=== A1  T=0.2  "
             "top_p=0.9  (seed 3110)', then the student's OWN statistics line '--- palavras: 71 | distintas: 43 (61%) | "
             "trigrama mais comum: 'can be used' x2' (not model output); printed distinct shares A1 61%, A2 70%, A3 79%, "
             "B1 59%, B2 61%, B3 70%; answers lean on those percentages; PROBLEM: B.1 reads the part-B shares swapped",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (A1, A2, A3), 17-29 words"),
                 "A.2-choice": (P, "A1: rep3 A1 0.232 > A2 0.000 = A3 0.000; the percentages quoted for part A (61 / 70 / 79%) are the printed ones"),
                 "A.2-evidence": (P, "'can be used to analyze and optimize complex systems' is twice in A1 (first sentence and 'One example of a model that can be used to ...'), 'logistic regression' twice: real"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.985 > A2 0.913 > A1 0.814; '79%, 9 pontos acima do A2 (70%)' and 'nenhum trigrama se repete' (printed x1) are true"),
                 "A.3-evidence": (P, "'economics and social sciences', 'Autoregressive Integrated Moving Average (ARIMA)', 'commercial accounting services' all in A3"),
                 "B.1-choice": (F, "NUMBERS READ SWAPPED, WRONG RUN: the answer names top_p 0.6 (B2) because it has 'só 59% ... a menor de toda a parte B (o B1 tem 61%)' — the notebook prints B1 'distintas: 41 (59%)' and B2 'distintas: 43 (61%)'; by the printed shares and by rep3 (B1 0.176 > B2 0.088 > B3 0.029, not within 0.02) the most repetitive is B1 (top_p 0.3); the student's own D.3 even quotes B2's real 61%"),
                 "B.2-repeat": (P, "'machine learning algorithms' is twice in B2 ('using machine learning algorithms, such as linear regression', 'easily accessible to machine learning algorithms'): a real repeat in one B output, though not of the most repetitive run"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, smaller nucleus at 0.6 than 0.9, tied to B2 and B3's real 70%"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.6 → 0.9)"),
                 "D.3-justified": (P, "B2 61% → B3 70% distinct at T 0.7 (both printed), A1 61% in part A: grounded in own runs and true"),
             })

n = "tp312-sentence-numbered-lines"
E[n] = entry("temperature-top-p", PIECES[n], "'A.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'A.1)_...'_to_'D.3)_...'",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(3120 + k)) each split into sentences (re.split after . ! ? :, inner newlines "
             "made spaces) printed one per line '  A1.03  <sentence>' under 'A1 (T=0.2, top_p=0.9) — 5 frases'; answers "
             "cite sentences by number and count them; A.3 honestly names A2 (not A3, 'como eu esperava'); B.1 is a "
             "SELF-CORRECTION (first B2, 'corrigindo': B1); D.3 a negation that is true; honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "A1.02, A2.02, A3.02 verbatim, each a whole sentence of its own run (13-19 words)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.226 > A3 0.145 > A2 0.101; A1.02 and A1.04 share 'are designed to handle large datasets and provide'; 'data'/'datasets' in all five sentences: true"),
                 "A.2-evidence": (P, "'are designed to handle large datasets and provide' is in A1.02 and A1.04: real"),
                 "A.3-choice": ((P, R), "A2, against the course's expectation but true of the own runs: distinct-2 A2 0.871 > A3 0.843 > A1 0.810 (margin 0.028, just outside a 0.02 tie); A3 really circles 'The original distribution' (A3.02, A3.03, A3.04)"),
                 "A.3-evidence": (P, "'optimization algorithms, such as linear regression', 'a specific application of machine learning', 'find the optimal solution from a given set of constraints' in A2; the A3 quotes are in A3"),
                 "B.1-choice": (P, "SELF-CORRECTED: 'Primeiro eu ia responder top-p 0.6 (B2) ... corrigindo: ... O mais repetitivo foi o top-p 0.3 (B1)'; the final answer B1 matches rep3 B1 0.182 > B3 0.090 > B2 0.031; '2 de 3 frases com a mesma estrutura' (B1.01, B1.02) true"),
                 "B.2-repeat": (P, "'but they are not a' twice in B1 (B1.01, B1.02), both longer quotes verbatim"),
                 "B.3-concept": (P, "tokens whose cumulative probability reaches 0.3, small nucleus, tied to B1 ('can be used to' twice, 'but they are not a' twice)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentaria"),
                 "D.3-justified": (P, "B1 most repetitive at T 0.7; 'Não é verdade que o top-p 0.9 acabou com toda a repetição' — B3.02 really has 'actor-based data analysis' twice — 'mas repetiu menos que o B1' (rep3 0.090 < 0.182): a true negation"),
             })

# ================================================================== chain-of-thought
n = "cot311-three-samples-gutter"
E[n] = entry("chain-of-thought", PIECES[n], "bold_'**C.1**'_markdown_cells_before_each_answer_cell", "portuguese",
             "three_markdown_cells_after_bold_'**C.1**'_'**C.2**'_'**C.3**'_cells",
             {"P1": 3, "P2": 3},
             "THREE samples per prompt (torch.manual_seed(3111 + j), j = 0, 1, 2, the same three seeds for both prompts), "
             "labelled P1a-P1c / P2a-P2c with the prompt in parentheses, each text behind a '    ┆ ' gutter (textwrap.indent), "
             "an empty sample shown as '(vazio)' (P1b, P1c); P1a 'A: 177 ...', P2a '5 = 87.5 ...', P2b '5 + 60.6 = 114.0. ... "
             "= 114.0.', P2c '... = 12.71. So, 12.71 is the final answer.'; answers with counts ('2 de 3'), a hedge "
             "('na maioria das amostras do P1') and a negation ('Não é verdade que nenhuma chegou perto'), all true; honest",
             {
                 "runs-genuine": (P, "six samples " + GEN + "; '(vazio)' is the student's marker for an empty continuation, not model output"),
                 "C.1-claim": (P, "não: no sample reaches 85 (177, empty, empty; 87.5, 114.0, 12.71); '87.5 está a 2.5 de 85 ... perto não é correto' is true and keeps the no"),
                 "C.2-excerpt": (P, "'5 + 60.6 = 114.0.' and 'This is the answer to the question: 114.0 + 27 + 58.5 + 60.6 = 114.0.' verbatim in P2b: step-like arithmetic"),
                 "C.3-guarantee": (P, "não; 'todas têm um =' (true of P2a-c), 'This is the answer to the question' (P2b) and 'So, 12.71 is the final answer.' (P2c) are real; none gives 85"),
             })

n = "cot312-numbers-lastnumber"
E[n] = entry("chain-of-thought", PIECES[n], "'C1_→'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C1_→_...'_to_'C3_→_...'",
             RUNS_ONE["chain-of-thought"],
             "one set_seed(312) before both prompts; each continuation printed raw between '-------------------- P1 direto "
             "--------------------' rules, then the student's regex 'números: [...]' and 'último: ...' lines (not model "
             "output); P1 EMPTY ('números: []', 'último: None'), P2 '5 = 134.5, which is the desired result.\\n\\nIn this "
             "example, ...' (continues the prompt's '27 + 58.'); PROBLEM: C.1 answers 'Sim' with a justification that "
             "shows the opposite",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": (F, "A 'SIM' WHOSE OWN JUSTIFICATION SAYS 'NÃO': 'Sim. O P1 não escreveu número nenhum, então não errou, e o P2 ... \"5 = 134.5, which is the desired result.\"' — an empty P1 is no correct answer and P2's only result is 134.5 (the notebook's own 'último: 134.5'), not 85; the student's C.3 itself calls it 'uma conta que dá 134.5'"),
                 "C.2-excerpt": (P, "'5 = 134.5, which is the desired result.' verbatim at the start of P2: an equation with a claimed conclusion"),
                 "C.3-guarantee": (P, "não, tied to P2's real 'which is the desired result' after 134.5"),
             })

# ================================================================== few-shot
n = "fs311-bytes-literal-labelstop"
E[n] = entry("few-shot", PIECES[n], "starter_tags_answer-F.n_under_'### F.n'_cells", "portuguese",
             "five_markdown_cells_tagged_answer-F.1..answer-F.5_after_question-F.n_headings",
             RUNS_ONE["few-shot"],
             "every greedy output printed as its UTF-8 bytes literal with its byte length ('few-shot    15 bytes  b' "
             "NEGATIVO\\n\\nText''); variation = the negative demonstration's label written with a full stop "
             "('Sentimento: NEGATIVO.' by str.replace): 'variação    12 bytes  b' NEGATIVO.\\n\\n''; PROBLEM: F.4 denies the "
             "change with a negation and quotes the few-shot's bytes as the variation's",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS b' \"Este filme foi um', FS b' NEGATIVO\\n\\nText' exactly as printed (the bytes-literal form is display)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context/prompt conditioning, not training"),
                 "F.4-variation": ((F, PA), "CLAIM AND QUOTE FROM THE WRONG RUN: 'Não é verdade que a saída mudou ... a variação deu `b' NEGATIVO\\n\\nText'`, igual ao few-shot' — the notebook's own line is 'variação    12 bytes  b' NEGATIVO.\\n\\n'' (full stop added, 'Text' gone, 12 bytes against 15); the quoted literal is the FEW-SHOT's; the change itself is described right (the label kept NEGATIVO: partial defensible)"),
                 "F.5-window": (P, "1024 tokens; discarded, not seen"),
             })

n = "fs312-difflib-ratio-mirrordemo"
E[n] = entry("few-shot", PIECES[n], "bullet_'-_F.1:'_ids", "portuguese",
             "one_markdown_cell:bullet_list_'-_F.1:_...'_to_'-_F.5:_...'",
             RUNS_ONE["few-shot"],
             "outputs printed as right-aligned 'nome: <repr>' lines, then the student's own difflib comparison 'few-shot x "
             "espelho: iguais=True  ratio=1.00'; variation = the positive demonstration replaced by a MIRROR of the text "
             "to classify ('Este filme foi um ótimo uso do tempo.', still POSITIVO): output unchanged ' NEGATIVO\\n\\nText'; "
             "negations ('Não é verdade que o zero-shot não tentou nada') true; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the reprs"),
                 "F.2-format": (P, "only the few-shot; the double negation says the zero-shot started copying the sentence, which it did, and that this is no label"),
                 "F.3-weights": (P, "não; conditioning by the prompt's context"),
                 "F.4-variation": (P, "'não mudou': espelho ' NEGATIVO\\n\\nText' = few-shot, and the notebook's own 'iguais=True  ratio=1.00'; the quoted mirror sentence is demonstration text in the code, described as such"),
                 "F.5-window": (P, "1024 positions; truncated, outside attention"),
             })

# ================================================================== template
n = "tpl311-two-halves-subvotes"
E[n] = entry("template", PIECES[n], "bracketed_'[T.1]'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'[T.1]_...'_to_'[T.5]_...'",
             RUNS_ONE["template"],
             "templates printed 'solto   : <repr>' / 'estrito : <repr>'; the ten samples (torch.manual_seed(3110 + i)) drawn in "
             "TWO HALVES of five, each sample '  #3  <repr padded>  POSITIVO' (1-based, '—' for no label), each half with "
             "its own tally and sub-vote ('POSITIVO 1 · NEGATIVO 1 · sem rótulo 3  → voto da metade: INDETERMINADO', then "
             "'POSITIVO 0 · NEGATIVO 1 · sem rótulo 4  → voto da metade: NEGATIVO'), then 'total: POSITIVO 1 · NEGATIVO 2 · "
             "sem rótulo 7  → voto final: NEGATIVO'; #9 ' POSITIVE (Foi)' (English) and #5 ' \"SOBRE\" (negat' (cut) carry no "
             "label; answers compare the halves, give a percentage and a negation, all true; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs ('Este filme foi um' cut at 8 tokens, 'erro de tempo'), and says the restriction did not reach the format here"),
                 "T.4-vote": (P, "NEGATIVO 2 (#4, #10) / POSITIVO 1 (#3) / 7 without label (70%) = the printed total; first half 1-1 INDETERMINADO, second half decided by #10: true; #9 and #5 rightly not counted"),
                 "T.5-guarantee": (P, "não; reduces variance; 'Não é verdade que a maioria das amostras votou NEGATIVO: só 2 de 10' is true"),
             })

n = "tpl312-novote-counts-handtally"
E[n] = entry("template", PIECES[n], "'Questão_T.1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'Questão_T.1:_...'_to_'Questão_T.5:_...'",
             RUNS_ONE["template"],
             "templates 'template ruim: <repr>' / 'template bom:  <repr>'; ten samples (torch.manual_seed(3120 + i)) printed "
             "'(1) <repr>' .. '(10) <repr>', NO counts printed, only 'voto: NEGATIVO' from the code's rotulo() (regex on "
             "s.upper()); by that rule (2) ' \"NEGATIVO\"\\n', (6) ' \"negativo\" (se o' and (7) ' \"NEGATIVO\" (' are NEGATIVO: "
             "3 / 0 / 7; PROBLEM: T.4's hand tally drops (6) as lower case",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space, tied to both own outputs ('Este filme foi um', 'erro de tempo.') and says the strict one reached no label"),
                 "T.4-vote": ((PA, F), "COUNT OFF BY ONE, RIGHT VOTE: 'NEGATIVO 2 (a (2) e a (7)), POSITIVO 0 e sem rótulo 8' — sample (6) ' \"negativo\" (se o' is NEGATIVO by the notebook's rule (rotulo() upper-cases before the regex), the answer's own reason ('está em minúsculas, então pela regra do notebook não conta') misreads the rule: the recount is 3 / 0 / 7; the vote NEGATIVO is right"),
                 "T.5-guarantee": (P, "não; reduces variance, 'a maioria das amostras sem rótulo' (7 of 10) true, consistent errors make the vote wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 340, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
