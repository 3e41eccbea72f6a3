"""Write batch 27's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 280, 281, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only; the kit's measures, standing in for the rubric's) on the recorded runs, which
regen_checks.py found identical to a second execution; the students' OWN measures (printed by their notebooks) are
quoted as 'own ...'.
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
n = "tp271-tokendistinct-table-first"
E[n] = entry("temperature-top-p", PIECES[n], "'A.1_—'_ids_(one_paragraph_each)", "portuguese",
             "one_markdown_cell:paragraphs_'A.1 — ...'_to_'D.3 — ...'",
             RUNS_ONE["temperature-top-p"],
             "six runs (torch.manual_seed(2710 + k), k in the order A1 A2 A3 B1 B2 B3); the student's own METRICS TABLE is "
             "printed FIRST, before any text, SORTED BY its dist-2 ascending (B1, A2, A1, B3, A3, B2), with tokens / dist-1 / "
             "dist-2 / rep3 computed on TOKENIZER TOKENS (not words; rep3 = number of token 3-grams that belong to a repeated "
             "3-gram, a count, not a share); the texts come after in run order under '▌A1  T=0.2  p=0.9'; answers name runs by "
             "their measured values; the most repetitive run of part A is A2 (T=0.7), not A1 — by the student's token table "
             "and by the word-level measures alike; honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run: 'These models can be used to optimize systems, ...' in A1, 'assume a linear relationship between variables, ...' in A2, 'A natural consequence of data normalization ...' in A3"),
                 "A.2-choice": (P, "A2: word rep3 A2 0.224 > A1 0.188 > A3 0.000 (d2 A2 0.797 < A1 0.815 < A3 0.957, A1/A2 within 0.02 on d2); the student's own token measures agree (dist-2 0.810 vs 0.848, rep3 17 vs 12) and are quoted exactly from the table; the low-temperature run is NOT the most repetitive here and the answer says so"),
                 "A.2-evidence": (P, "'a non-linear relationship between age and BMI' is twice in A2 (one sentence); 'can be used to' really four times in A1"),
                 "A.3-choice": (P, "A3: d2 A3 0.957 > A1 0.815 > A2 0.797; own dist-1 0.688 and dist-2 0.937 are A3's row"),
                 "A.3-evidence": (P, "'are based on a fixed transformation, often a normalization process', 'This can facilitate analysis and visualization', 'data normalization and feature' all in A3"),
                 "B.1-choice": (P, "B1 (0.3): rep3 B1 0.375 > B2 0.000 = B3 0.000; own table: B1 first row, dist-2 0.772, rep3 28; B2 0.962 / 0, B3 0.924 / 2 as quoted"),
                 "B.2-repeat": (P, "'that takes a list of data and returns a model object.' twice in B1 (consecutive sentences)"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, few candidates at 0.3, tied to B1 (own rep3 28) against 0.6 / 0.9 (0 and 2)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own runs and own numbers: B1 rep3 28 / dist-2 0.772 vs 0.924-0.962 at higher top-p; A2 more repetitive than A1 (true by both measures)"),
             })

n = "tp272-nucleussize-topk-percent-blocks"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1.**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1.** ...'_to_'**D.3.** ...'",
             RUNS_ONE["temperature-top-p"],
             "a first cell prints the prompt's top-8 next tokens at T=0.7 as percentages (' can' 17.3%, ' take' 11.3%, ...) "
             "and the nucleus sizes (p=0.3: 3 tokens, 0.6: 7, 0.9: 41); six runs (torch.manual_seed(2720 + k), "
             "output_scores + compute_transition_scores) each under ONE header line of the student's own numbers '[A1] T=0.2 "
             "p=0.9 | 68 palavras | 43% distintas | prob. média 93% | trigrama + comum: 'a copy of' x4' then the text; "
             "PROBLEM: A.3 names A2 'a de maior porcentagem de palavras distintas (73%)' — 73% is A3's header, A2's says 71%",
             {
                 "runs-genuine": (P, "all six " + GEN + " (output_scores does not change the sampling)"),
                 "A.1-excerpts": (P, "'can be used to create a new model that is a copy of the original model.' in A1, 'It allows organizations to create data-driven products ...' in A2, 'In other words, they use a transformation ...' in A3: verbatim"),
                 "A.2-choice": (P, "A1: rep3 A1 0.470 > A2 0.000 = A3 0.000; own header 43% distintas, 'a copy of' x4"),
                 "A.2-evidence": (P, "'a new model that is a copy of the original model' twice in A1 and '\"copy of the original model\" or a \"copy of the original model\"' in A1"),
                 "A.3-choice": ((F, PA), "NUMBER MISREAD, CLAIM BUILT ON IT: A2 named as the most varied 'com 73% de palavras distintas' — the own headers say A2 71%, A3 73%; by distinct-2 A3 0.985 > A2 0.954 (0.031 apart, beyond the 0.02 tie band) > A1 0.627, so the choice is wrong by the student's own table and by the measure; A2 is a close second (partial defensible)"),
                 "A.3-evidence": ((P, PA), "the three quotes ('optimize for the right kind of data', 'make data-driven decisions that can have significant impact on their bottom line', 'However, data-driven') are real and all in A2, the run named; evidence real but for the wrong run (partial defensible)"),
                 "B.1-choice": (P, "B1 (0.3): rep3 B1 1.000 > B2 0.171 > B3 0.092; own header 25% distintas, 'take into account' x4"),
                 "B.2-repeat": (P, "'The model is designed to take into account the effects of time and can be used to optimize business processes.' twice in B1"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, MEASURED at the first step (3 / 7 / 41 tokens for 0.3 / 0.6 / 0.9, ' can' 17.3% + ' take' 11.3% + ' use' 11.3% cross 0.3 at the third) and tied to B1 vs B3 — all true of the own output"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own B1 -> B3 numbers (25% -> 64% distintas, prob. média 93% -> 64%) as printed"),
             })

# ================================================================== chain-of-thought
n = "cot271-regex-numbers-lastnumber"
E[n] = entry("chain-of-thought", PIECES[n], "bullet_bold_'- **C.1**'_ids", "portuguese",
             "one_markdown_cell:bullets_'- **C.1** ...'_to_'- **C.3** ...'",
             RUNS_ONE["chain-of-thought"],
             "P1 / P2 with torch.manual_seed(2711) / (2712), each printed as a repr under 'P1 (What is 27 + 58?)'; a "
             "measures cell prints per run new tokens, EOS, every number a regex finds, the last one and '85 aparece?': P1 "
             "'\\n27 + 58 = 105' (13 tokens, EOS, last 105), P2 '23 = 132.23.\\n\\nThe original equation was 27 + 58.23 = "
             "132.23, ...' (80 tokens, last 132.23; the 27 and 58 the regex lists in P1 / P2 are the model's own text, the "
             "'23' is the continuation of the prompt's '58.'); answers cite the table; honest",
             {
                 "runs-genuine": (P, "P1 and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 ends in 105, P2 in 132.23; no 85 anywhere (own '85 aparece?' False twice)"),
                 "C.2-excerpt": (P, "'The original equation was 27 + 58.23 = 132.23, which is an example of how a mathematical equation can be transformed into a fraction' verbatim in P2: an equation stated and commented (reasoning-like)"),
                 "C.3-guarantee": (P, "não, tied to the own P2 ('algebraic manipulation' real; 27 + 58.23 = 132.23 is wrong and the final number is not 85)"),
             })

n = "cot272-token-confidence-stream"
E[n] = entry("chain-of-thought", PIECES[n], "'C1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C1) ...'_to_'C3) ...'",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(272) before both runs; output_scores; each run printed under '=== P1: What is 27 + 58?' "
             "as plain text, then as a TOKEN STREAM with each token's probability under the sampling distribution "
             "(\"'8'⟨19%⟩ '3'⟨9%⟩ '.'⟨100%⟩\") and a line '--- média 51.1% | menos certo: ...'; P1 = ONE token, the EOS "
             "'<|im_end|>' (79%): an empty text line; P2 '00 = 83.00, which is the remainder. ...' (the '00' continues the "
             "prompt's '58.'); PROBLEM: C.3's justification misreads the stream",
             {
                 "runs-genuine": (P, "P1 (EOS only, empty) and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 83.00 — right"),
                 "C.2-excerpt": ((P, PA), "'00 = 83.00, which is the remainder.' verbatim in P2 (after the prompt's '58.'): a result stated and named, thin but reasoning-like"),
                 "C.3-guarantee": ((PA, P), "MEASURE MISREAD, ARGUMENT BUILT ON IT: 'não' is right, but the justification says the 8 and the 3 of 83 'saíram com 100%' — the own stream prints '8'⟨19%⟩ '3'⟨9%⟩; the 100% are the '.', '0', '0' of '.00' after them, so the digits were among the LEAST sure tokens and the 'model was sure and still wrong' argument rests on a false reading of the own output; the closing sentence (apparent explanation does not guarantee correctness) stands (pass defensible)"),
             })

# ================================================================== few-shot
n = "fs271-label-logprob-reorder-table"
E[n] = entry("few-shot", PIECES[n], "parenthesised_'(F.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'(F.1) ...'_to_'(F.5) ...'",
             RUNS_ONE["few-shot"],
             "ONE aligned table per prompt: tokens, greedy output (repr), the student's own label probabilities P(POS) / "
             "P(NEG) (teacher-forced log-probs of ' POSITIVO' / ' NEGATIVO' after the prompt, normalised between the two) and "
             "the raw log-probs; variation = the two demonstrations REORDERED (NEGATIVO first): output unchanged ' "
             "NEGATIVO\\n\\nText', P(NEG) 93.2% -> 63.4%; the zero-shot prefers NEGATIVO by the probabilities (84.1%) but its "
             "output is no label — F.2 says so; honest",
             {
                 "runs-genuine": (P, "the three greedy outputs " + GEN),
                 "F.1-copied": (P, "both reprs exactly as in the 'saída gulosa' column (the model's own, not the book's NEGATIVO)"),
                 "F.2-format": (P, "few-shot only; the answer keeps the label probabilities (84.1% NEG for the zero-shot) apart from the output format, rightly"),
                 "F.3-weights": (P, "não; conditioning by the examples in the prompt (in-context)"),
                 "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' == FS; reordering described; the probability shift (93.2% -> 63.4%, logp -0.52 -> -1.02) quoted exactly and presented as a change of confidence, not of output"),
                 "F.5-window": (P, "1024; truncated, outside attention; 105 tokens is the own count with the run's tokenizer, stated as such"),
             })

n = "fs272-labelshare-window-percent"
E[n] = entry("few-shot", PIECES[n], "'F.1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F.1: ...'_to_'F.5: ...'",
             RUNS_ONE["few-shot"],
             "outputs printed 'VAR  8 tokens gerados -> <repr>'; a second cell prints the student's own P(NEGATIVO) "
             "(label log-probabilities normalised between the two labels) and each prompt's length as a percentage of "
             "GPT-2's 1024 (typed by the student; counted with the run's tokenizer); variation = the negative "
             "demonstration's text replaced ('Que chatice, saí no meio da sessão.', label kept): VAR output ' "
             "NEGATIVO\\n\\nText', identical to FS; PROBLEM: F.4 'Sim, mudou' from the probability shift",
             {
                 "runs-genuine": (P, "ZS, FS, VAR greedy " + GEN),
                 "F.1-copied": (P, "both reprs exactly as printed"),
                 "F.2-format": (P, "few-shot"),
                 "F.3-weights": (P, "não; condicionamento pelo contexto"),
                 "F.4-variation": ((F, PA), "CLAIM AGAINST THE OWN OUTPUT: 'Sim, mudou ... a saída do VAR ficou menos negativa' — the printed VAR output is ' NEGATIVO\\n\\nText', character for character the FS one; what moved is the student's own P(NEGATIVO) (93.2% -> 87.0%, still NEGATIVO), a measure, not the output the question asks about; the variation itself is real, described correctly and re-runnable (partial defensible)"),
                 "F.5-window": (P, "1024; truncated, the model does not see it (10.3% is the own measure, with the run's tokenizer)"),
             })

# ================================================================== template
n = "tpl271-entropy-margin-percent"
E[n] = entry("template", PIECES[n], "'T.n_·'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1 · ...'_to_'T.5 · ...'",
             RUNS_ONE["template"],
             "templates printed 'pouco restritivo [16 tokens] <repr>  rótulo=None'; ten samples (torch.manual_seed(2710 + i)) "
             "as 'sNN LABEL <repr>' lines (label '—' when none), then a tally with PERCENTAGES, the Shannon ENTROPY of the "
             "answers in bits ('sem rótulo' as a category, 0.97 of max 1.58) and 'voto: NEGATIVO  (margem 4)'; s08 "
             "'\"negativo\"' counts (upper-cased), s01 '\"POSITIVE\"' (English) does not; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: both print rótulo=None (LOOSE rewrites the sentence, STRICT is cut at 8 tokens inside the copied text)"),
                 "T.3-why": (P, "restricting / delimiting the output space, tied to both own outputs and saying that neither reached a label (no success of STRICT explained)"),
                 "T.4-vote": (P, "NEGATIVO 4 (s02, s04, s08, s10) / POSITIVO 0 / 6 without label, as printed; entropy 0.97 and margin 4 quoted exactly"),
                 "T.5-guarantee": (P, "não; reduces variance (entropy as the measure of disagreement), consistent errors make the vote wrong"),
             })

n = "tpl272-firsttoken-prob-labelled-share"
E[n] = entry("template", PIECES[n], "'T.n_➜'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1 ➜ ...'_to_'T.5 ➜ ...'",
             RUNS_ONE["template"],
             "templates 'LOOSE => <repr>' / 'STRICT => <repr>'; ten samples (torch.manual_seed(2720 + i), output_scores) "
             "printed 'amostra  7: <repr> -> POSITIVO  (1º token 7%)' with the probability of the first generated token; a "
             "table 'rótulo  n  % dos rotulados  prob. 1º token' (POSITIVO 2 33% 7%, NEGATIVO 4 67% 29%, sem rótulo 4) and "
             "'voto: NEGATIVO'; sample 1 ' NEGATIVE\\nTexto: \"' is English (no label), sample 10 ' POSITIVO e NEGAT' is "
             "POSITIVO by the notebook's first-match rule; PROBLEM: T.4 reads the '% dos rotulados' column as shares of all ten",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space, tied to both own outputs, and saying neither reached the format"),
                 "T.4-vote": ((PA, F), "WRONG RECOUNT FROM A MISREAD COLUMN, RIGHT VOTE: '67% NEGATIVO e 33% POSITIVO, ou seja 7 e 3 das 10 amostras (0 sem rótulo)' — 67% / 33% are shares of the 6 LABELLED samples; the notebook prints NEGATIVO 4, POSITIVO 2, sem rótulo 4 and the ten lines agree; the vote NEGATIVO is right either way"),
                 "T.5-guarantee": (P, "não; reduces variance, a wrong majority makes the vote wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 280, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
