"""Write batch 16's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-15 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 100, 101, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp161-csvconfigs-crc32-mdtable-footnotes"
E[n] = entry("temperature-top-p", PIECES[n], "bold_qid_then_em_dash", "portuguese",
             "one_markdown_cell:'**A.1** — ...'_paragraphs;_evidence_of_A.2/A.3/B.2_in_markdown_footnotes_"
             "'[^a2]: ...'_defined_right_under_each_answer_(rendered_at_the_end_of_the_cell)",
             RUNS_ONE["temperature-top-p"],
             "configurations typed as a CSV string read with csv.DictReader (values parsed with float()); one seed per "
             "run derived from its NAME: torch.manual_seed(zlib.crc32(name) % 10000) = A1 3697, A2 6299, A3 1821, B1 146, "
             "B2 9448, B3 4654; generate(do_sample=True, temperature=T, top_p=p, max_new_tokens=80); all six runs shown "
             "ONLY as ONE text/markdown TABLE (display(Markdown), text/plain = the object repr), one row per run "
             "'| **A1** | 0.2 | 0.9 | 3697 | <continuation> |', the continuation .strip()ped (leading space lost), "
             "newlines as <br>, pipes escaped (none occur); answers with runs also named in words ('a mais fria', "
             "'a do meio', 'a mais quente', 'o núcleo mais estreito') and their evidence in FOOTNOTES; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; each row's text is the run's continuation, stripped, \\n as <br>"),
                 "A.1-excerpts": (P, "the three excerpts are verbatim in the A1, A2 and A3 rows respectively"),
                 "A.2-choice": ((P, R), "A1: rep3 is 0.0 for all three part-A runs (a tie), distinct-2 puts A1 lowest (A1 0.957 < A3 0.985 < A2 1.000); the student says no sentence repeated and argues from word repetition ('model' four times) — defensible on the own outputs"),
                 "A.2-evidence": (P, "the footnote's four quotes ('accurate model of the data', 'One example of a data analysis model', 'which is used to model the relationship', 'This model is widely used') are all in A1"),
                 "A.3-choice": ((P, R), "A3: distinct-2 A2 1.000 > A3 0.985 > A1 0.957 — A3 within the 0.02 tie of A2; the drift prediction -> fields -> cost of data science is real"),
                 "A.3-evidence": (P, "the footnote's four quotes are all in A3, in that order"),
                 "B.1-choice": (P, "0.3 = B1: rep3 B1 0.171 > B2 0.098 > B3 0.066"),
                 "B.2-repeat": (P, "'In the context of data analysis' opens two sentences of B1 (the footnote quotes both)"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p, few candidates at 0.3; tied to B1 and to B2/B3's lists ('* Regression analysis', '* **Linear Regression**', real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 → 0.9)"),
                 "D.3-justified": (P, "part B at fixed T: only B1 (0.3) repeated; part A: no run repeated a sentence — true of the own runs (rep3 0 for A1-A3)"),
             })

n = "tp162-dupkey-figcaption-interleaved"
E[n] = entry("temperature-top-p", PIECES[n], "bold_Q1_Q3_restarting_per_part_under_part_answer_heading", "portuguese",
             "three_markdown_cells:'#### Respostas da parte A'+cell_under_part_A's_run_cell,_same_for_B,_D_cell_after_"
             "'## Parte D';_'**Q1** — ...'_restarting_per_part",
             {"A1": 1, "A2": 1, "A3": 1, "B1": 1, "B2": 0, "B3": 1},
             "configurations in a dict LITERAL whose key \"B2\" is typed twice (copy-paste): Python keeps the first "
             "position and the LAST value, so the dict has five runs, 'B2' = temperature 0.7 / top_p 0.9 and no B3; top_p "
             "0.6 never runs; two loops over CONFIGS.items() with `continue` for the other part, torch.manual_seed(1620 + i) "
             "by the dict position; each run shown ONLY as IPython HTML <figure><blockquote>text</blockquote>"
             "<figcaption>— B2, temperature=0.7, top_p=0.9</figcaption></figure> (label AFTER the text, &#x27; escapes, "
             "<br> for newlines); answers in three cells placed under each part; the answers treat the second part-B box "
             "as top_p 0.6 and never notice that B3 is missing (`runs`: the 0.9 sample counted as B3, B2 = 0)",
             {
                 "runs-genuine": ((F, PA), "RUN NEVER GENERATED: the duplicated dict key drops B2's configuration (top_p 0.6) — the box captioned 'B2, temperature=0.7, top_p=0.9' is a top_p 0.9 sample (B3's configuration, seed 1624) and no other part-B run exists; the five runs shown are " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in its run (A2's \"it's\" is &#x27; in the HTML)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.159 > A2 0.029 > A3 0.000"),
                 "A.2-evidence": (P, "'can be used to predict future behavior', '... customer churn', '... a continuous outcome' all in A1"),
                 "A.3-choice": (P, "A3: distinct-2 A3 1.000 > A2 0.942 > A1 0.829"),
                 "A.3-evidence": ((P, R), "all quotes in A3; the drift is within one broad theme (external factors -> climate change / adaptation / finance -> technologies -> resilience), still concrete and real"),
                 "B.1-choice": ((P, PA), "0.3 = B1: rep3 B1 0.147 > the other part-B box (captioned top_p=0.9) 0.033; only two of the three top-p values exist"),
                 "B.2-repeat": (P, "'can be used to predict' twice in B1 ('... the behavior of a system', '... human behavior')"),
                 "B.3-concept": ((P, PA), "cumulative probability / tiny nucleus at 0.3, tied to B1's 'can be used to predict'; but its contrast 'Com 0.6 (B2) ...' describes the box captioned top_p=0.9 ('Time-series analysis is a subset of time-series analysis' is real, in that box)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((PA, P), "rests on 'passar de 0.3 (B1) para 0.6 (B2) já acabou com a repetição' — no 0.6 run exists, the box it means is a 0.9 run (its own caption); the part-A remark (A1 repeats) is right"),
             })

# ================================================================== chain-of-thought
n = "cot161-ansi-numbers-arrows"
E[n] = entry("chain-of-thought", PIECES[n], "qid_then_long_arrow", "portuguese",
             "one_markdown_cell:paragraphs_'C.1 ⟶ ...'",
             RUNS_ONE["chain-of-thought"],
             "one transformers.set_seed(1610) before a loop over (label, prompt, n) tuples; each run printed as an "
             "ANSI-bold label line '\\x1b[1mP1\\x1b[0m What is 27 + 58?  (max_new_tokens=40)' and the continuation with "
             "EVERY NUMBER wrapped in ANSI red by the student's own re.sub ('\\x1b[31m27\\x1b[0m + \\x1b[31m58\\x1b[0m'): "
             "escape codes inside the generated text; P1 '...think of 27 + 58 as 27 - 58, which is 2' (cut at 40), P2 "
             "starts '23 = 95.23.' (the model continued the prompt's '58.' into 58.23) then 'The solution is a perfect "
             "square of a number. ...'; C.2's excerpt is rebuilt from the prompt's '27 + 58' and the continuation without "
             "its leading '23'",
             {
                 "runs-genuine": (P, "both " + GEN + "; parameters as declared"),
                 "C.1-claim": (P, "não: P1 ends 'which is 2' (a subtraction, cut), P2 '= 95.23' — neither 85"),
                 "C.2-excerpt": ((F, PA), "EDITED EXCERPT: '27 + 58 = 95.23.' appears nowhere — the printed P2 continuation begins '23 = 95.23.' (27 + 58.23, the model extended the prompt's number); the student glued the prompt's '27 + 58' to '= 95.23' and dropped the '23', making the model 'compute' 27 + 58; only the second sentence, 'The solution is a perfect square of a number.', is verbatim P2 (after a blank line)"),
                 "C.3-guarantee": (P, "não, tied to P2's 'perfect square' talk and wrong number and to P1's 27 - 58"),
             })

n = "cot162-bpe-tokennames-onerow-table"
E[n] = entry("chain-of-thought", PIECES[n], "table_header_row_qids_single_answer_row", "portuguese",
             "one_markdown_cell:table_'| C.1 | C.2 | C.3 |'_with_ONE_answer_row_(pipes_of_<|im_end|>_escaped_as_\\|)",
             RUNS_ONE["chain-of-thought"],
             "seeds in a dict (P1 7, P2 70), generate on input_ids with an explicit attention_mask; each run shown ONLY "
             "as the Python list of its byte-level BPE TOKEN NAMES (tok.convert_ids_to_tokens: 'Ġ' = space, 'Ċ' = "
             "newline, digits one token each, EOS kept) after 'P2 | Solve step by step: 27 + 58. | 80 tokens novos'; "
             "P1 = ['<|im_end|>'] (1 token, empty); P2 decodes to '00 = 111.00 \\nThis equation can be solved by adding "
             "111.00 to both sides, which gives 27 + 111.00 = 188.00. Therefore, 27 + 111.00 = 222.00.\\n\\nSo, the "
             "answer'; excerpts quoted as decoded text; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 is a single EOS token"),
                 "C.1-claim": (P, "não: P1 empty, P2 188.00 / 222.00 and cut at 'So, the answer' — no 85"),
                 "C.2-excerpt": (P, "'This equation can be solved by adding 111.00 to both sides, which gives 27 + 111.00 = 188.00.' is P2's decoded text (present only as token names in the record)"),
                 "C.3-guarantee": (P, "não, tied to P2's 188.00 then 222.00 for the same sum"),
             })

# ================================================================== few-shot
n = "fs161-charlist-allneg-topiclabels"
E[n] = entry("few-shot", PIECES[n], "bold_topic_labels_no_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**Saídas:**'_'**Formato:**'_'**Pesos:**'_'**Variação:**'_'**Janela:**'_in_question_order",
             RUNS_ONE["few-shot"],
             "config-based Seq2Seq / causal switch, greedy max_new_tokens=8; each output shown ONLY as the Python LIST "
             "OF ITS CHARACTERS (print(list(s)): [' ', 'N', 'E', ..., '\\n', '\\n', 'T', 'e', 'x', 't']) after a "
             "'few-shot 15 caracteres' line; variation = the positive demonstration replaced by a second NEGATIVE one "
             "('Que chatice, dormi no meio do filme.' / NEGATIVO; both demonstrations NEGATIVO), output unchanged; "
             "answers labelled by topic, no ids; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um' (19 chars) and FS ' NEGATIVO\\n\\nText' (15) — exactly the character lists joined"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; context conditioning, no gradient"),
                 "F.4-variation": (P, "não mudou: VAR's list equals FS's; the replacement described is the one in the code"),
                 "F.5-window": (P, "1024; cut, not seen"),
             })

n = "fs162-mdfile-maxnew-var-en"
E[n] = entry("few-shot", PIECES[n], "bold_n_of_5_numbering", "english",
             "one_markdown_cell:paragraphs_'**1/5**'..'**5/5**'_in_question_order",
             RUNS_ONE["few-shot"],
             "config-based switch, greedy; the three outputs written to a markdown FILE (saidas_fewshot.md: '### Few-shot "
             "(max_new_tokens=8)' + ``` fence) and shown with display(Markdown(filename=...)) (text/markdown only); the "
             "'variation' is the SAME few-shot prompt with max_new_tokens=3 (a decoding change, no demonstration altered) "
             "-> ' NEGAT'; F.4 says 'Yes, it changed' and describes the token limit",
             {
                 "runs-genuine": ((P, R), "ZS and FS " + GEN + "; VAR ' NEGAT' is the model's real greedy output for the few-shot prompt with 3 new tokens (FS's first 3 tokens); a re-run of that prompt at the activity's 8 tokens gives FS's ' NEGATIVO\\n\\nText'"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + blank line + 'Text' — as recorded"),
                 "F.2-format": (P, "few-shot only: true"),
                 "F.3-weights": (P, "no; context conditions the next tokens, weights unchanged"),
                 "F.4-variation": ((F, PA), "NO DEMONSTRATION CHANGED: the variation's prompt is the few-shot prompt itself; only max_new_tokens (8 -> 3) differs, a decoding setting; 'Yes, it changed' compares outputs of different lengths (' NEGAT' is FS's output cut), and 'so the model could only output the label' is contradicted by ' NEGAT' (the label itself cut)"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

# ================================================================== template
n = "tpl161-nosample-set-headings"
E[n] = entry("template", PIECES[n], "h3_heading_'### T.n — <short answer>'_then_paragraph", "portuguese",
             "one_markdown_cell:five_'### T.n — <short answer>'_headings_each_followed_by_its_justification",
             RUNS_ONE["template"],
             "templates as 'pouco restritivo = <repr>' / 'restritivo       = <repr>'; the self-consistency loop calls "
             "gera(prompt_sc, 8, temperature=0.9, top_p=0.9) WITHOUT do_sample=True: greedy, transformers warns on stderr "
             "('The following generation flags are not valid and may be ignored: ['temperature', 'top_p']'), "
             "torch.manual_seed(i) has no effect; shown as the SET of distinct samples {' \"NEGATIVO\"\\n'} (one element), "
             "the labels list (10 x NEGATIVO), Counter({'NEGATIVO': 10}), 'voto: NEGATIVO'; answers under headings that "
             "carry the short answer; the recount is faithful to the (greedy) samples",
             {
                 "runs-genuine": ((F, PA), "SELF-CONSISTENCY NEVER SAMPLED: no do_sample=True, so the ten 'samples' are ten copies of the greedy output ' \"NEGATIVO\"\\n' (the stderr warning and the one-element set show it); a kept-set check accepts every token (all rank 1); templates greedy as declared; all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction explained, tied to both own outputs ('erro de tempo', the cut STRICT)"),
                 "T.4-vote": ((P, R), "NEGATIVO 10 / POSITIVO 0 / none 0: a correct recount of the printed (greedy) samples, matches the Counter; that the vote carries no information is the runs-genuine problem"),
                 "T.5-guarantee": (P, "não; reduces variance, a consistent error wins the vote"),
             })

n = "tpl162-bytes-piseeds-comments"
E[n] = entry("template", PIECES[n], "comment_lines_'# T.n  ...'_in_executed_code_cell", "portuguese",
             "comment_lines_appended_to_the_executed_vote_code_cell_(last_cell,_outputs_kept):_'# T.1  ...'_with_"
             "'#      '_continuation_lines",
             RUNS_ONE["template"],
             "every output printed as UTF-8 BYTES (s.encode(): b' \"Este filme foi um erro de tempo.\"\\n\\nE'); ten "
             "samples with transformers.set_seed over the digits of pi [3, 1, 4, 1, 5, 9, 2, 6, 5, 3] — seeds 3, 1, 5 "
             "repeated, so samples 1 = 10, 2 = 4, 5 = 9 are identical — one line each ' 2  semente 1  b' NEGATIVO\\nEf'  "
             "-> NEGATIVO'; Counter({None: 5, 'NEGATIVO': 5}) and 'voto: NEGATIVO' (None does not vote); the answers "
             "are comment lines the student typed at the end of the executed vote cell; honest (repeated seeds disclosed)",
             {
                 "runs-genuine": ((P, R), "templates and samples " + GEN + "; each sample a real T=0.9 / top-p 0.9 draw; the three repeated seeds give three identical pairs (only 7 distinct draws), disclosed by the student"),
                 "T.1-copied": (P, "both bytes reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restriction of the output space, tied to both own outputs"),
                 "T.4-vote": (P, "NEGATIVO; NEGATIVO 5 (2, 3, 4, 5, 9), POSITIVO 0, none 5 (1, 6, 7 'NEGATIVE_OPERATIV', 8, 10): a correct recount, matches the Counter"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 100, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
