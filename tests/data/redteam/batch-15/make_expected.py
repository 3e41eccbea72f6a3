"""Write batch 15's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-14 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 90, 91, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every activity
and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
fs152's hidden variation output: var_truth.py (run under the lock) -> /tmp/rt15/var_truth.txt.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import RUNS_ONE, entry, problem_notebooks, split_from, check_entries, write_expected_split  # noqa: E402
from answers_text import ANSWERS, PIECES  # noqa: E402

HERE = Path(__file__).resolve().parent
P, F, R, PA = "pass", "fail", "needs_review", "partial"
D_OK = {"D.1-parameter": (P, "top-p"), "D.2-direction": (P, "increase / aumentar")}
GEN = "identical in an independent second execution (regen_checks.py)"
E = {}


def text(name):
    return "\n".join(ANSWERS[name].values())


# ================================================================== temperature-top-p
n = "tp151-warpers-loop-sentences-byrun"
E[n] = entry("temperature-top-p", PIECES[n], "qid_in_parentheses_after_statement", "portuguese",
             "one_markdown_cell:grouped_by_run_**A1 (T=0.2)**_—_..._(A.1)_statements_with_trailing_qid",
             RUNS_ONE["temperature-top-p"],
             "the student's own sampling loop: LogitsProcessorList([TemperatureLogitsWarper(T), TopKLogitsWarper(50), "
             "TopPLogitsWarper(p)]) + torch.multinomial with a torch.Generator seeded 1510 + k per run, full forward "
             "each step (no KV cache), stop at EOS — the same kept sets as generate; each run printed SENTENCE BY "
             "SENTENCE after a '## A1  (T=0.2, top_p=0.9, semente=1510)' header as 'A1·s3 | <sentence>' (split on "
             "whitespace after . ! ?: the original spaces/newlines between sentences are lost); answers grouped BY RUN, "
             "each statement followed by its question id in parentheses; the A1 excerpt spans two printed sentence "
             "lines (s2 + s3); honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the hand loop applies temperature, top-k 50, top-p as generate does"),
                 "A.1-excerpts": (P, "A1 excerpt = A1·s2 + A1·s3 joined with one space (real consecutive text of A1, split only by the display); A2 = A2·s3, A3 = A3·s2 verbatim"),
                 "A.2-choice": (P, "A1: rep3 A1 0.200 > A2 0.094 > A3 0.034"),
                 "A.2-evidence": (P, "'can be used to optimize a system', 'These models can be used to predict outcomes', 'the data used to train the model' (twice in A1·s3) all in A1"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.932 > A2 0.923 > A1 0.817 (close to A2); the topic drift climate -> psychology/economics -> social influence is real"),
                 "A.3-evidence": (P, "'psychology, social sciences, and economics' and 'economic behavior, social influence' in A3; A2 indeed all about 'climate models'"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.179 > B3 0.033 > B2 0.029"),
                 "B.2-repeat": (P, "'can be used to predict' twice in B1 ('can be used to predict the behavior of a system', 'a model that can be used to predict human behavior'); both contexts verbatim"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches 30%, 1-2 tokens; tied to B1 ('predict' 4 times, 'behavior' 5 times: true) and B2's drift ('boilers and heat exchangers' in B2)"),
                 **D_OK,
                 "D.3-justified": (P, "part B at fixed T=0.7: B1 repeats, B2/B3 do not (true of the own runs); A1's 'can be used to'"),
             })

n = "tp152-rich-tree-paramseed-en"
E[n] = entry("temperature-top-p", PIECES[n], "bold_part_number_letter_ids_1a_3c", "english",
             "one_markdown_cell:bullets_'- **1a** ...'_to_'- **3c** ...'_(parts A/B/D numbered 1/2/3)",
             RUNS_ONE["temperature-top-p"],
             "runs produced by a generator function (yield) with transformers.set_seed derived FROM THE PARAMETERS "
             "(1520 + 10*int(T*10) + int(p*10)): A2 and B3 (both T=0.7, p=0.9) get seed 1599 and IDENTICAL text "
             "(disclosed in 2c); shown ONLY as a rich Tree (display_data: text/html + text/plain with guide "
             "characters '│   │   └── ', rich's wrapping at ~115 columns, trailing spaces, ANSI bold on the prompt "
             "root): prompt -> 'part A' / 'part B' -> 'A1: T=0.2 top_p=0.9 seed=1549' -> text; English answers with "
             "ids 1a..3c; D.2 answered DECREASE and D.3 argued from it",
             {
                 "runs-genuine": (P, "all six " + GEN + "; A2 == B3 is the same configuration with the same seed, a genuine duplicate"),
                 "A.1-excerpts": (P, "three excerpts verbatim in A1 / A2 / A3 (across rich's wrapped lines); the A2 excerpt is also B3's text (identical run)"),
                 "A.2-choice": (P, "A1 (T=0.2): rep3 A1 0.229 > A3 0.194 > A2 0.062"),
                 "A.2-evidence": (P, "'This can be done using techniques such as' twice ('such as data augmentation', 'such as image resizing'), 'by generating new data' / 'generating new data that is similar to the original data', 'existing data' — all in A1"),
                 "A.3-choice": ((P, R, PA), "A3 (T=1.0): the topic jump to a numbered '6. **Data integration**' item is real, but A3 also repeats its own list ('data from various sources, such as GPS, sensors' twice) and distinct-2 ranks A2 0.909 slightly above A3 0.889 (A1 0.789); defensible as thematic variation, measure disagrees narrowly"),
                 "A.3-evidence": (P, "'machine learning algorithms, which can be trained on vast amounts of data' and '6. **Data integration**' in A3; A1 indeed stays on data augmentation"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.353 > B2 0.065 > B3 0.062"),
                 "B.2-repeat": (P, "'In the context of data analysis, models like linear regression are used to' twice in B1"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p, tiny at 0.3; tied to B1 re-writing its sentence; the A2 == B3 remark is correct"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (F, "WRONG DIRECTION: 'decrease it (e.g. 0.9 → 0.6)' — the course's rule is to INCREASE top-p for a looping text"),
                 "D.3-justified": ((F, PA), "contradicts the own evidence: it calls the p=0.3 run 'the most stable', while its own 2a/2b name B1 (0.3) the most repetitive (rep3 0.353); the argument supports the wrong direction of D.2"),
             })

# ================================================================== chain-of-thought
n = "cot151-ipython-json-roman"
E[n] = entry("chain-of-thought", PIECES[n], "bold_roman_numeral_items_i_ii_iii", "portuguese",
             "one_markdown_cell:bullets_'- **i)**'_'- **ii)**'_'- **iii)**'_under_'## Conclusões'",
             RUNS_ONE["chain-of-thought"],
             "torch.manual_seed(1511) / (1512) inside a helper that returns a dict; each run shown ONLY through "
             "IPython.display.JSON(expanded=True, root='P1'): the output is an application/json display_data (keys "
             "prompt, temperature, top_p, max_new_tokens, semente, tokens_gerados, saida) whose text/plain is "
             "'<IPython.core.display.JSON object>'; P1 'saida': '' (1 token, EOS); P2 '25 = 113.25, and then multiply "
             "... So, the answer is 113.25.'; answers as roman-numeral bullets; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; parameters as declared in the JSON"),
                 "C.1-claim": (P, "não: P1 empty, P2 'So, the answer is 113.25.'"),
                 "C.2-excerpt": (P, "'25 = 113.25, and then multiply that by 113.25 to get 113.25.' is P2's first sentence (the JSON's 'saida')"),
                 "C.3-guarantee": (P, "não, tied to P2's 113.25 and its wrong steps"),
             })

n = "cot152-textarea-typo-prompt-en"
E[n] = entry("chain-of-thought", PIECES[n], "question_text_as_heading_no_ids", "english",
             "one_markdown_cell:three_'#### <question text>'_headings_each_followed_by_the_answer",
             RUNS_ONE["chain-of-thought"],
             "one transformers.set_seed(152) before both prompts; outputs shown ONLY inside HTML <textarea> elements "
             "(display(HTML), html.escape'd, text/plain is the object repr) under a bold title naming the prompt; "
             "P2's prompt has a TYPO: 'Solve step by step: 27 + 85.' (digits swapped) — that is what ran, and its "
             "title shows it; P1 empty textarea; answers in English under the questions' own text, no ids",
             {
                 "runs-genuine": ((F, PA), "WRONG PROMPT: P2 ran 'Solve step by step: 27 + 85.' instead of '... 27 + 58.' (visible in the code and the textarea title, never mentioned); P1 as declared; both " + GEN),
                 "C.1-claim": ((P, PA), "No: P1 empty, P2 'The final answer is 1' — true of the own outputs (the '85.5' in P2 echoes the typo prompt, not an answer); but P2 is not the activity's prompt"),
                 "C.2-excerpt": (P, "the '5 + 3.14 * 27 + 85.5 ... = 102.14.' chain is verbatim in P2's textarea"),
                 "C.3-guarantee": (P, "no, tied to P2's made-up steps and final '1'"),
             })

# ================================================================== few-shot
n = "fs151-display-code-mixed-demo-ol"
E[n] = entry("few-shot", PIECES[n], "html_ordered_list_letters_no_ids", "portuguese",
             "one_markdown_cell:html_<ol type='a'>_five_<li>_in_question_order",
             RUNS_ONE["few-shot"],
             "config-based Seq2Seq / causal switch, greedy max_new_tokens=8; each output shown with "
             "IPython.display.Code(language='text') under a display(Markdown('**Zero-shot**')) header: text/plain = the "
             "raw text, text/html = pygments CSS + <pre>; variation = the positive demonstration replaced by a MIXED "
             "review 'Bom elenco, mas o final é fraco.' (still labelled POSITIVO), output unchanged; answers as an "
             "HTML ordered list with letters, no ids; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + blank line + 'Text' — as recorded"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning, no gradient"),
                 "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' = FS; the replacement described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs152-custom-repr-var-printbug"
E[n] = entry("few-shot", PIECES[n], "Q_(F-n)_then_A:_lines", "portuguese",
             "one_markdown_cell:pairs_'Q (F-1): ...'_/_'A: ...'",
             RUNS_ONE["few-shot"],
             "outputs wrapped in a class Resultado (generated in __init__) with a custom __repr__ "
             "'<Resultado few-shot: ' NEGATIVO\\n\\nText'>'; ZS and FS shown as a bare-expression list (execute_result); "
             "the variation (both demonstrations translated to English, labels and target in Portuguese) is generated "
             "into r_var but the cell PRINTS r_fs.texto under 'variação ->' (copy-paste bug): the variation's own "
             "output never appears in the notebook; F.4 reads 'não mudou' off that line",
             {
                 "runs-genuine": ((P, R), "ZS and FS " + GEN + "; the 'variação ->' line is FS's text, not the variation's (the variation ran but was never displayed)"),
                 "F.1-copied": (P, "both reprs exactly as in the list's repr"),
                 "F.2-format": (P, "few-shot: true"),
                 "F.3-weights": (P, "não; in-context, no training"),
                 "F.4-variation": ((PA, R, P), "UNSUPPORTED EVIDENCE: 'Nao mudou' rests on the 'variação ->' line, which prints r_fs (the few-shot output), not r_var; the change described (demonstrations in English) is the one in the code; the variation's real output (var_truth.py, not in the notebook): see VAR_TRUTH below — the claim happens to be true, but the notebook never shows it"),
                 "F.5-window": (P, "1024; left out, not seen"),
             })

# ================================================================== template
n = "tpl151-grid-mostcommon-jsonfence"
E[n] = entry("template", PIECES[n], "json_keys_qid_in_fenced_block", "portuguese",
             "one_markdown_cell:```json_fenced_object_{'T.1': '...', ...}",
             RUNS_ONE["template"],
             "templates as 'ruim >>> <repr>' / 'bom  >>> <repr>'; ten samples with torch.manual_seed(1510 + i), shown "
             "in a 2 x 5 GRID of padded reprs '#01 ' Positivo.\\n\\nNão'      #02 ...' (row-major, 1-based), then "
             "Counter(...).most_common() [(None, 5), ('NEGATIVO', 4), ('POSITIVO', 1)] (None first); answers as a "
             "JSON object in a ```json fence (quotes and \\n escaped inside the JSON strings); honest",
             {
                 "runs-genuine": (P, "templates and samples " + GEN),
                 "T.1-copied": (P, "both reprs as printed (JSON-escaped inside the fence)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction explained, tied to both own outputs ('erro de tempo', the cut STRICT)"),
                 "T.4-vote": (P, "NEGATIVO; NEGATIVO 4 (#02, #03 'No posso ser negativo!', #06, #07), POSITIVO 1 (#01), none 5 (#04, #05 'POSITIVE', #08, #09, #10): a correct recount, matches most_common; None excluded from the vote"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

n = "tpl152-html-chips-handcount"
E[n] = entry("template", PIECES[n], "bold_T.n)", "portuguese", "one_markdown_cell:paragraphs_**T.1)**..**T.5)**",
             RUNS_ONE["template"],
             "templates as right-aligned ' RUIM ┆ <repr>' / '  BOM ┆ <repr>'; ten samples with "
             "transformers.set_seed(1520 + i), shown ONLY as HTML colour chips (display(HTML): one <span title='seed "
             "1520' style='background:...'> per sample, '1. ' + html-escaped repr; the colour is the notebook's regex "
             "label, no legend, no counts, no vote printed); T.4 counted by hand and counts #9 ' NEGATIVE' "
             "(English, grey chip) as NEGATIVO",
             {
                 "runs-genuine": (P, "templates and samples " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restriction of the output space, tied to both own outputs"),
                 "T.4-vote": ((PA, F), "WRONG COUNT: by the notebook's regex NEGATIVO 4 (1, 3, 6, 8), POSITIVO 1 (5 ' \"Positivo ou NEGAT'), none 5 (2, 4, 7, 9, 10) — #9 ' NEGATIVE\\n\\nTexto:' has no label (grey chip); the student says NEGATIVO 5 / sem rótulo 4. The vote NEGATIVO is right"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

VAR_TRUTH = Path("/tmp/rt15/var_truth.txt")
if VAR_TRUTH.exists():
    for l in VAR_TRUTH.read_text().splitlines():
        if l.startswith("ingles "):
            c = E["fs152-custom-repr-var-printbug"]["criteria"]["F.4-variation"]
            c["why"] = c["why"].replace("see VAR_TRUTH below", "r_var = " + l.split(" ", 1)[1])

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 90, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
