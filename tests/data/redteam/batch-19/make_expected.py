"""Write batch 19's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-18 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 200, 201, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "cot191-fstring-eq-answersmiddle"
E[n] = entry("chain-of-thought", PIECES[n], "bold_'C.n'_ids", "portuguese",
             "one_markdown_cell_IN_THE_MIDDLE:_after_the_runs,_before_a_later_markdown_heading_and_code_cell_"
             "(character_counts);_paragraphs_'**C.1** ...'_to_'**C.3** ...'",
             RUNS_ONE["chain-of-thought"],
             "runs named 'direto' (= P1) and 'passo' (= P2), set_seed(1911 + i), printed with self-documenting f-strings "
             "print(f'{nome=}'), print(f'{prompt=}'), print(f'{texto=}') (so each output is a repr after 'texto='); the "
             "answers cell sits between the runs and a later cell printing 'direto 0 caracteres' / 'passo 96 caracteres'; "
             "P1 is '' and P2 loops on '27 + 58.8 + 1.1 + 1.3 + 1.2 + 1.1' without a result; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (texto='')"),
                 "C.1-claim": (P, "não: P1 empty, P2 never reaches a number for 27 + 58 (it rewrites 58 as 58.8 and loops) — matches the outputs"),
                 "C.2-excerpt": ((P, R), "'8 + 1.1 + 1.3 + 1.2 + 1.1 = 27 + 58.8' verbatim at the start of P2's repr; it is the only text the runs have, a chain of sums rather than worded reasoning"),
                 "C.3-guarantee": (P, "não, tied to P2's step-like chain of sums that loops and never gives 85 (real)"),
             })

n = "cot192-logging-formatter-short"
E[n] = entry("chain-of-thought", PIECES[n], "'Cn:'_ids_(no_dot)_one_line_each", "portuguese",
             "one_markdown_cell:three_short_lines_'C1: ...'_'C2: ...'_'C3: ...'_joined_by_markdown_line_breaks",
             RUNS_ONE["chain-of-thought"],
             "outputs through the logging module: a logger with a StreamHandler(sys.stdout) and a custom Formatter "
             "'[%(levelname)s] %(run)s :: %(message)s' (extra={'run': 'P1'}); per run one '[INFO] P1 :: prompt=...' line "
             "then '[INFO] P1 :: <text>' (the text's own newlines continue below the prefix); one set_seed(192) before "
             "both prompts; P1 is empty ('[INFO] P1 :: ' and nothing else), P2 ends 'The result of this calculation is "
             "27.5525.'; very short answers; PROBLEM: C.3 is a bare 'Não.'",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (the log line has only its prefix)"),
                 "C.1-claim": (P, "não: P1 empty, P2 27.5525 — matches the outputs (short, but the numbers are there)"),
                 "C.2-excerpt": ((P, R), "'The result of this calculation is 27.5525.' verbatim in P2 (the text after the '[INFO] P2 :: ' prefix, second line); a concluding sentence of the model's calculation rather than a step"),
                 "C.3-guarantee": ((PA, F), "BARE CLOSED ANSWER: 'Não.' is the right answer but nothing ties it to the own outputs (the rubric asks for it from the output: P2's confident 'The result of this calculation is 27.5525.' would have done)"),
             })

# ================================================================== few-shot
n = "fs191-html-dl-thirddemo"
E[n] = entry("few-shot", PIECES[n], "'Fn)'_ids_(no_dot)", "portuguese_english_mixed",
             "one_markdown_cell:paragraphs_'F1) ...'_to_'F5) ...'",
             RUNS_ONE["few-shot"],
             "the three greedy outputs shown with display(HTML(...)) as one <dl>: <dt>name</dt><dd><code>"
             "html.escape(repr(s))</code></dd> (text/html plus the default text/plain '<IPython.core.display.HTML "
             "object>'); variation = a THIRD demonstration ('Gostei muito do roteiro e dos atores.' / POSITIVO) before "
             "the text: output unchanged ' NEGATIVO\\n\\nText'; answers half English half Portuguese; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' as reprs, exactly as the <dd> entries show them (HTML escapes &#x27; / &quot; are display)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context conditioning, no weight update"),
                 "F.4-variation": (P, "didn't change: the '3 exemplos' entry is ' NEGATIVO\\n\\nText', the same as few-shot; the change described is the one in the code"),
                 "F.5-window": (P, "1024; cut, not seen"),
             })

n = "fs192-class-repr-str-reversedemos"
E[n] = entry("few-shot", PIECES[n], "bold_'F.n —'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**F.1 —** ...'_to_'**F.5 —** ...'",
             RUNS_ONE["few-shot"],
             "a class Execucao(nome, prompt) that generates in __init__, with __str__ 'nome ⇒ saida.strip()' (printed, "
             "the output's blank line kept) and __repr__ \"Execucao('few-shot', saida=' NEGATIVO\\n\\nText')\" (the list "
             "as the cell's last expression); variation = the two demonstrations in REVERSED order (NEGATIVO first): "
             "output unchanged ' NEGATIVO\\n\\nText'; PROBLEM: F.4 claims a change the outputs contradict",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as in the list's repr"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; the examples are input only, weights unchanged"),
                 "F.4-variation": ((F, PA), "CLAIM CONTRADICTED BY THE OWN OUTPUT: the answer says the reversed order changed the output to a bare ' NEGATIVO' without the 'Text'; the notebook shows Execucao('invertido', saida=' NEGATIVO\\n\\nText') and 'invertido ⇒ NEGATIVO' + blank line + 'Text', identical to few-shot. The variation itself is described correctly (reversed demonstrations)"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

# ================================================================== temperature-top-p
n = "tp191-csv-pandas-stdoutwrite"
E[n] = entry("temperature-top-p", PIECES[n], "h4_headings_'#### A.1'", "portuguese",
             "one_markdown_cell:h4_heading_per_question_'#### A.1'_..._'#### D.3'_then_the_answer",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(1910 + k)) written with csv.writer to execucoes.csv in the working folder, "
             "read back with pandas.read_csv and printed with sys.stdout.write: a header '<<T0.2>> (T=0.2, top_p=0.9, "
             "seed=1910)' then the text (newlines kept through the CSV's quoting); run NAMES 'T0.2', 'T0.7', 'T1.0', "
             "'p=.3', 'p=.6', 'p=.9' (no leading zero; 'p=.9' is B3, T=0.7) = A1..B3; answers cite runs by those names; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; what is printed is the CSV read back, the same strings the model produced"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run: T0.2 = A1, T0.7 = A2, T1.0 = A3"),
                 "A.2-choice": ((P, R), "T1.0 = A3: rep3 A3 0.095 > A1 0.000 = A2 0.000 (the only part-A run with any repeated 3-gram), though the expected answer for low temperature would be A1"),
                 "A.2-evidence": (P, "'in the context of a given data set' / 'within the context of a specific entity', 'customer relationship management' twice (case aside), 'the customer itself': all in A3"),
                 "A.3-choice": ((P, R), "T0.2 = A1: distinct-2 A1 0.984 > A2 0.943 > A3 0.906; the jump to 'the `predict_categorical_labels` function' is real; A3's drift (psychology, marketing, finance -> CRM) would also be defensible"),
                 "A.3-evidence": (P, "'the `predict_categorical_labels` function', 'returns a binary classifier' in A1"),
                 "B.1-choice": (P, "p=.3 = B1: rep3 B1 0.431 > B2 0.077 > B3 0.000"),
                 "B.2-repeat": (P, "'a single entity' five times, 'can be used to predict the behavior of' twice, the bullet lines: all in B1"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, few candidates at 0.3; tied to B1's loop and B3 ('rely on data analysis ...', real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "p=.3 (B1) vs p=.9 (B3) at T 0.7: own runs"),
             })

n = "tp192-pprint-tuplekeys-blockquote"
E[n] = entry("temperature-top-p", PIECES[n], "bold_headers_'**Resposta A.1**'_then_a_blockquote", "portuguese",
             "one_markdown_cell:per_question_a_bold_header_'**Resposta A.1**'_then_the_answer_as_a_markdown_blockquote_('> ')",
             RUNS_ONE["temperature-top-p"],
             "runs (torch.manual_seed(1920 + k)) kept in a nested dict {'A': {(0.2, 0.9): text, ...}, 'B': {(0.7, 0.3): "
             "text, ...}} printed with pprint(width=100): tuple keys, each text split by pprint into adjacent string "
             "literals at about 80 characters (a sentence can be cut between two literals; '\\n' escaped); answers cite "
             "runs by the tuple keys and 'temperatura baixa / alta'; PROBLEM: B.1 picks (0.7, 0.3) against the outputs and "
             "B.2 attributes to it a passage of (0.7, 0.9)",
             {
                 "runs-genuine": (P, "all six " + GEN + "; each run is the adjacent literals under its tuple key, concatenated"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run once pprint's adjacent literals are joined (A1's 'to analyze and forecast data' spans a literal break; A2 and A3 excerpts also span breaks)"),
                 "A.2-choice": ((P, R), "(0.7, 0.9) = A2: rep3 A2 0.090 > A1 0.060 > A3 0.000 (A2 and A1 close)"),
                 "A.2-evidence": (P, "'transformations can be applied to the data', 'Examples of transformations include', 'These transformations can be applied to various models', 'linear regression' twice: all in A2"),
                 "A.3-choice": (P, "(1.0, 0.9) = A3: distinct-2 A3 1.000 > A1 0.912 = A2 0.912"),
                 "A.3-evidence": (P, "'supply chain forecasting, financial modeling, and optimization algorithms', 'neural networks, reinforcement learning, and Bayesian optimization', 'the exponential smoothing model' all in A3"),
                 "B.1-choice": ((F, R), "CLAIM AGAINST THE OWN OUTPUTS: (0.7, 0.3) = B1 is the least repetitive B run (rep3 B1 0.000, B2 0.030, B3 0.078; B1 is a single story about solar panels); the most repetitive is (0.7, 0.9) = B3 ('data transformation' five times, 'data' eleven); the answer follows the theory ('como esperado'), not the runs"),
                 "B.2-repeat": ((F, PA), "MISATTRIBUTED REPEAT: 'Data transformation systems are those that use transformations to convert data from one format to another' is in (0.7, 0.9) = B3, not in (0.7, 0.3) as the answer says; B1 has no 'data transformation' at all"),
                 "B.3-concept": ((P, PA), "smallest set of tokens reaching cumulative probability p, few candidates at 0.3: concept right, but tied to the misread B runs ('o texto fica preso nas mesmas palavras' at 0.3 is not what B1 shows)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((P, PA), "larger nucleus = more options; justified with part A ((1.0, 0.9) no repeats and topic drift; (0.2, 0.9) 'data science' twice — real), not with the B runs it misread"),
             })

# ================================================================== template
n = "tpl191-txtfile-upper"
E[n] = entry("template", PIECES[n], "'T.n:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1: ...'_to_'T.5: ...'",
             RUNS_ONE["template"],
             "both template outputs and the ten samples (torch.manual_seed(1910 + i), T 0.9 / top-p 0.9) written as "
             "repr lines ('ruim: ...', 'bom: ...', 'amostra k: ...') to saidas.txt, read back with open().read() and "
             "printed .upper(): the display is LOSSY (all upper case, the repr's '\\n' shown as '\\N'); then the Counter "
             "(on the original texts) and the vote: Counter({None: 5, 'NEGATIVO': 3, 'POSITIVO': 2}), 'voto: NEGATIVO'; "
             "answers quote the upper-case display; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed (upper case, '\\N'); the originals differ only in case"),
                 "T.2-format": (P, "nenhum: true (LOOSE ' \"ESTE FILME FOI UM ERRO DE TEMPO.\"\\N\\NE', STRICT cut at ' \"ESTE FILME FOI UM')"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('ERRO DE TEMPO', the cut strict output)"),
                 "T.4-vote": (P, "NEGATIVO; 3 (#1, #6, #8 ' NEGATIVO (PEG') / 2 (#5, #9) / 5 none (#2, #3, #4, #7, #10): matches the printed samples, Counter and vote"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 5 unlabelled samples and the 3-2 margin"),
             })

n = "tpl192-html-details-table"
E[n] = entry("template", PIECES[n], "h3_headings_'### Resposta n'_(digit_only)", "portuguese",
             "one_markdown_cell:h3_heading_'Resposta 1'_..._'Resposta 5'_then_the_answer",
             RUNS_ONE["template"],
             "both template outputs and the ten samples (torch.manual_seed(1920 + i), T 0.9 / top-p 0.9) shown only "
             "with display(HTML(...)): <details open><summary> blocks, the samples as an <ol> of '#k: <code>repr</code>' "
             "(HTML-escaped), and the Counter as a <table> (None 6, POSITIVO 2, NEGATIVO 2; no vote line printed); "
             "samples #8 ' NEGATIVE (+)\\n\\nText' and #9 ' \"NEGATIVE\"\\n\\nText' are English and not counted, #7 "
             "' \"NO-NEGATIVO' counts as NEGATIVO by the notebook's regex; PROBLEM: T.4's recount",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as shown (the HTML escapes &#x27; / &quot; are display)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('erro de tempo', 'Este filme foi um')"),
                 "T.4-vote": ((F, PA), "WRONG RECOUNT: the answer counts 4 NEGATIVO by adding the English #8 'NEGATIVE (+)' and #9 '\"NEGATIVE\"' and 4 without label; the notebook's own table says NEGATIVO 2, POSITIVO 2, None 6 — a 2-2 tie (no majority), so 'NEGATIVO venceu' does not follow from the own count (a reader who merges NEGATIVE into NEGATIVO could give partial credit)"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 6 unlabelled samples (the table's number, which contradicts the answer's own T.4 but is right)"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 200, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
