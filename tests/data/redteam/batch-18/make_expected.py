"""Write batch 18's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-17 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 180, 181, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp181-defaultdict-percent-wrap-enruns"
E[n] = entry("temperature-top-p", PIECES[n], "dialogue_'**Monitor:** question'_then_'**Eu:** answer'_no_ids", "portuguese",
             "one_markdown_cell:Q&A_dialogue:_each_question_paraphrased_by_'Monitor'_then_the_answer_by_'Eu'_in_question_order",
             RUNS_ONE["temperature-top-p"],
             "runs named IN ENGLISH ('low temp run', 'mid temp run', 'high temp run', 'narrow nucleus', 'medium nucleus', "
             "'wide nucleus' = A1..B3 in that order), torch.manual_seed(1810 + k), kept in a collections.defaultdict(list) "
             "keyed by part; printed with %-formatting ('=== parte A ===', 'low temp run    T=0.2 top_p=0.9 seed=1810') and "
             "each text wrapped by textwrap.wrap(texto, 70) into '    | ' lines (the output's newlines collapse into "
             "spaces, paragraph breaks become double spaces); answers as a dialogue with no ids, runs cited by the English "
             "names; PROBLEM: B.2's 'repeated' sentence occurs once in the run it names",
             {
                 "runs-genuine": (P, "all six " + GEN + "; each run is the '    | ' lines under its header joined with spaces"),
                 "A.1-excerpts": (P, "low temp run = A1 ('These models can be applied to various domains, including economics, ...'), mid temp run = A2 ('In data analysis, models like logistic regression ...'), high temp run = A3 ('These models can perform tasks like classification, ...'), each verbatim across the wrapped lines"),
                 "A.2-choice": (P, "mid temp run = A2: rep3 A2 0.143 > A3 0.060 > A1 0.000"),
                 "A.2-evidence": (P, "'the probability of observing a particular outcome' / 'predicting the probability of a particular outcome', 'in the context of statistical models' / 'In the context of data analysis', 'logistic regression' twice: all in A2"),
                 "A.3-choice": ((P, PA), "high temp run = A3: distinct-2 A1 0.970 > A3 0.941 > A2 0.845 — A3 is 0.029 below A1, just outside a 0.02 tie; the thematic drift described (classification -> business context -> rule-based -> behavior of a system) is real and A1 stays on data/models as well"),
                 "A.3-evidence": (P, "'classification, regression, clustering', 'a typical business context', 'a rule-based data analysis approach', 'The rules define the behavior of a system' are all in A3, in that order"),
                 "B.1-choice": ((P, R), "narrow nucleus = B1 (0.3): rep3 0.000 for all three B runs (a three-way tie); B1's 'data transformation(s)' three times is real (B3 has 'data transformation' twice in one sentence)"),
                 "B.2-repeat": ((F, PA), "MISATTRIBUTED REPEAT: 'In the context of data analysis' occurs ONCE in the narrow nucleus run (B1: 'In the context of data analysis, data transformations are ...'); its other occurrence is in the mid temp run (A2: 'In the context of data analysis, logistic regression ...'), a part-A run; B1's real near-repeat ('data transformation') is named in B.1, not quoted here"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, few candidates at 0.3; tied to B1 ('data transformation') and B3 ('linear regression, decision trees, and neural networks', real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.6 -> 0.9)"),
                 "D.3-justified": (P, "narrow nucleus (B1) vs wide nucleus (B3) and high temp run (A3 'rule-based'): own runs, named in English"),
             })

n = "tp182-scores-reversed-starsep"
E[n] = entry("temperature-top-p", PIECES[n], "bullet_'A•1'_ids_(letter_bullet_digit)_top_level_bullets", "portuguese",
             "one_markdown_cell:one_bullet_list:_'- A•1'_..._'- D•3'_each_with_nested_sub-bullets_holding_the_answer",
             RUNS_ONE["temperature-top-p"],
             "model.generate(..., output_scores=True, return_dict_in_generate=True) and compute_transition_scores("
             "normalize_logits=True) per run (torch.manual_seed(1820 + i)); each run a TUPLE ('[A1]', 'T=0.2', 'p=0.9', "
             "'logp médio=-0.10', repr(text)) printed with print(*linha, sep=' | ') IN REVERSE ORDER (B3 first, A1 last): "
             "one line per run, the text as a Python repr ('\\n\\n' escaped); answers in one bullet list with nested "
             "sub-bullets that also cite the mean log-probabilities; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the mean log-probabilities are computed, not part of the run text"),
                 "A.1-excerpts": (P, "each excerpt verbatim in the repr of the '[A1]', '[A2]', '[A3]' line"),
                 "A.2-choice": (P, "A1: rep3 A1 0.314 > A3 0.032 > A2 0.000"),
                 "A.2-evidence": (P, "'can be used to analyze and predict complex systems' twice and 'a type of linear regression ... which is a type of linear regression' in A1"),
                 "A.3-choice": ((P, R), "A3: distinct-2 A2 0.942 vs A3 0.938, within the 0.02 tie; the topic jump to a numbered '3. **Loss function**' item is real"),
                 "A.3-evidence": (P, "'adjust the scale of their data', 'logarithms', 'exponential transformations', '3. **Loss function**: The loss function is a binary operation' in A3"),
                 "B.1-choice": (P, "0.3 = B1: rep3 B1 0.219 > B2 0.091 > B3 0.000"),
                 "B.2-repeat": (P, "'model the relationship between' twice in B1 (both longer quotes real)"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p, few candidates at 0.3; tied to B1's logp -0.07 and repeats, B3's -1.24"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.6 -> 0.9)"),
                 "D.3-justified": (P, "B1 vs B3 at the same temperature, A1's loop and A3's drift: own runs"),
             })

# ================================================================== chain-of-thought
n = "cot181-iterstreamer-center-ptmix"
E[n] = entry("chain-of-thought", PIECES[n], "'Cn —'_ids_(no_dot)", "portuguese_english_mixed",
             "one_markdown_cell:paragraphs_'C1 — ...'_to_'C3 — ...'",
             RUNS_ONE["chain-of-thought"],
             "TextIteratorStreamer(skip_prompt=True) consumed in the main thread while model.generate runs in a "
             "threading.Thread; set_seed(1811 + i); each run under a header centred with str.center(60, '=') "
             "('=== P1: What is 27 + 58? ==='); P1 stops at '27 + 58 =' (40 tokens, no number), P2 continues the prompt's "
             "'58.' with '0 = 66.0.' and 'So, the answer is 66.0.'; answers mix Portuguese and English and write numbers "
             "as words ('sessenta e seis vírgula zero'); PROBLEM: C.2's excerpt is edited",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: P1 gives no number ('27 + 58 =' cut), P2 66.0 — matches the outputs; the numbers in words are the own ones"),
                 "C.2-excerpt": ((F, PA), "EDITED EXCERPT: P1 printed 'To do this, we can add the numbers themselves. 27 + 58 =' and stopped; the quote reads 'add the numbers together. 27 + 58 = 85', changing a word and adding a result the model never wrote (the answer's own C.1 says P1 stopped at '27 + 58 ='); only the first sentence 'First, we need to find the sum of 27 and 58.' is real"),
                 "C.3-guarantee": (P, "não, tied to P2's confident 'So, the answer is 66.0.' (real) and the wrong result"),
             })

n = "cot182-pipeline-tuples-tabs-pergunta"
E[n] = entry("chain-of-thought", PIECES[n], "headings_'### Pergunta C — item n'", "portuguese",
             "one_markdown_cell:h3_heading_'Pergunta C — item 1'_then_the_answer_paragraph,_per_question",
             RUNS_ONE["chain-of-thought"],
             "pipeline('text-generation', return_full_text=False) with one set_seed(18) before both prompts; the runs kept "
             "as (nome, prompt, texto) tuples and printed TAB-SEPARATED with a header row ('nome\\tprompt\\tchars\\tsaida'): "
             "name, repr(prompt), number of characters, repr(output); P1 is '' (0 chars); P2 continues the prompt's '58.' "
             "as '6 = 85.01' and ends '27 + 58.6 equals 85.0' (numbers next to 85 that are not the answer to 27 + 58); honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty"),
                 "C.1-claim": ((P, R), "não: P1 empty, P2's 85.01 / 85.0 belong to '27 + 58.6' (the model turned the prompt's '58.' into 58.6) and 'Adding 27 to 85.01, the result is 1.01' — no answer 85 to 27 + 58; a number match on '85.0' would misread it"),
                 "C.2-excerpt": (P, "'Add step by step to find the answer. \\nAdd 27 to 85.01.' verbatim in P2's repr"),
                 "C.3-guarantee": (P, "não, tied to P2's step form and its 'Adding 27 to 85.01, the result is 1.01' (real, split by a newline in the output)"),
             })

# ================================================================== few-shot
n = "fs181-pretty-lowerlabels-bullet"
E[n] = entry("few-shot", PIECES[n], "bold_'F•n'_ids_(letter_bullet_digit)", "portuguese",
             "one_markdown_cell:paragraphs_'**F•1** ...'_to_'**F•5** ...'",
             RUNS_ONE["few-shot"],
             "the three greedy outputs shown only through IPython.display.Pretty (text/plain only), one line each "
             "'{nome:>12} → {saida!r}' ('   zero-shot → \\' \"Este filme foi um\\''); variation = the two demonstrations' "
             "LABELS in lower case ('Sentimento: positivo' / 'Sentimento: negativo'): the output changes to "
             "' amor\\n\\nTexto: \"' (no label); honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' as reprs, exactly as the Pretty line shows them"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context conditioning, nothing trained"),
                 "F.4-variation": (P, "mudou: the 'minúsculas' line is ' amor\\n\\nTexto: \"' vs the few-shot ' NEGATIVO\\n\\nText'; the change described is the one in the code"),
                 "F.5-window": (P, "1024; cut, not seen"),
             })

n = "fs182-mdblockquote-englishlabels-en"
E[n] = entry("few-shot", PIECES[n], "bold_'F.n'_ids", "english",
             "one_markdown_cell:paragraphs_'**F.1** ...'_to_'**F.5** ...'",
             RUNS_ONE["few-shot"],
             "each greedy output shown with display(Markdown(...)): a bold name line, then a BLOCKQUOTE PER LINE of the "
             "output ('>  NEGATIVO', '> ', '> Text'; the empty line becomes a bare '> '); variation = the demonstrations' "
             "labels in ENGLISH (POSITIVE / NEGATIVE, the task line still asks POSITIVO/NEGATIVO): output ' NEGATIVE' + "
             "empty line + 'Texto:'; English answers; PROBLEM: F.3 is a keyword list",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + empty line + 'Text' — the blockquote markers are display, not output"),
                 "F.2-format": (P, "only the few-shot: true (the variation's NEGATIVE is not asked)"),
                 "F.3-weights": ((PA, P), "KEYWORD LIST: the closed 'No' is right, but the rest is a slash-separated list of terms ('in-context learning / prompt / conditioning / frozen weights / no backprop') with no sentence saying that the demonstrations only condition the output through the context"),
                 "F.4-variation": (P, "changed: ' NEGATIVE' + empty line + 'Texto:' vs the few-shot ' NEGATIVO' + empty line + 'Text'; the change described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, never seen"),
             })

# ================================================================== template
n = "tpl181-center-reversed-numwords"
E[n] = entry("template", PIECES[n], "bold_'Tn.'_ids_(no_dot_inside)", "portuguese",
             "one_markdown_cell:paragraphs_'**T1.** ...'_to_'**T5.** ...'",
             RUNS_ONE["template"],
             "templates printed 'template ruim → <repr>'; ten samples (torch.manual_seed(1810 + i), T 0.9 / top-p 0.9) "
             "printed IN REVERSE ORDER ('amostra 10:' first) with each repr centred by str.center(50, '·') (the dots are "
             "padding); Counter({'NEGATIVO': 6, None: 3, 'POSITIVO': 1}), 'voto: NEGATIVO'; answers write the counts and "
             "sample numbers AS WORDS ('seis NEGATIVO', 'amostras três, cinco, sete, oito, nove e dez'); sample 10 is "
             "' NEGATIVO ou POSIT'; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs ('erro de tempo', the cut strict output)"),
                 "T.4-vote": (P, "NEGATIVO; seis / um / três (6 NEGATIVO incl. #10 ' NEGATIVO ou POSIT' by the notebook's rule, 1 POSITIVO #2 ' Positivo\"', 3 none #1 #4 #6): matches the printed samples, Counter and vote"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the 3 unlabelled samples"),
             })

n = "tpl182-tuples-percentr-nested"
E[n] = entry("template", PIECES[n], "bullet_'[Tn]'_ids_top_level_bullets", "portuguese_english_mixed",
             "one_markdown_cell:one_bullet_list:_'- [T1]'_..._'- [T5]'_each_with_nested_sub-bullets_holding_the_answer",
             RUNS_ONE["template"],
             "templates printed 'LOOSE\\t%r' / 'STRICT\\t%r'; ten samples (torch.manual_seed(1830 + i), T 0.9 / top-p 0.9) "
             "kept as (seed, text, label) TUPLES printed with '%d\\t%r\\t%s' (the seed, not a sample number, starts each "
             "line; label None when the regex finds none); then \"{'POSITIVO': 2, 'NEGATIVO': 2} | voto: POSITIVO\": the "
             "code's most_common(1) breaks the 2-2 tie by insertion order; answers in one nested bullet list mixing "
             "Portuguese and English; PROBLEM: T.4 repeats the code's vote for a tie",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum / neither: true"),
                 "T.3-why": (P, "output-space restriction, tied to both own outputs"),
                 "T.4-vote": ((F, PA), "WRONG VOTE FROM A CORRECT COUNT: the answer's own recount (POSITIVO 2: 1831, 1838; NEGATIVO 2: 1833, 1839; 6 without label, 1832 'NEGATIVE' not counted) is right, but 2-2 is a tie (INDETERMINADO), and it declares 'POSITIVO wins' because the code's most_common(1) printed POSITIVO — the first label inserted, not a majority"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 6 unlabelled samples"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 180, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
