"""Write batch 37's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-25 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 400, 401, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs, decoded from each notebook's notation (word-level rep3 = share of
3-grams occurring more than once, d2 = distinct-2, continuation only) on the recorded runs, which regen_checks.py
found identical to a second execution.
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
n = "tp371-middot-return-visible-ws"
E[n] = entry("temperature-top-p", PIECES[n], "bold_'**A.1**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**A.1** ...'_to_'**D.3** ...'",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(3710 + k), order A1 A2 A3 B1 B2 B3) printed with VISIBLE WHITESPACE: every space "
             "as '·', every line break as '⏎' (the printed line still breaks after it), under '┌─ A1 · T=0.2 · top_p=0.9 · 80 "
             "tokens · 2 quebras de linha' and closed by '└────'; the header's '·' are separators, the text's '·' are spaces; "
             "answers quote mostly IN THAT NOTATION (`·can·be·used·to·predict·...`), A.3's third excerpt in plain text; claims "
             "about line breaks ('todas têm exatamente 2 quebras de linha') and counts; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; 80 tokens each as declared"),
                 "A.1-excerpts": (P, "A1 and A2 excerpts verbatim in the '·' notation of their own blocks (decoded: ' can be used to predict future behavior ...', 'Supervised learning is a process ...'); A3's plain-text excerpt 'Examples include climate models, ... economic models used by governments and businesses' is A3's text with '·' read as spaces: verbatim"),
                 "A.2-choice": (P, "A1: rep3 A1 0.092 > A2 0.000, A3 0.000"),
                 "A.2-evidence": (P, "'can·be·used·to·predict' twice in A1 (true: 2), 'behavior' three times (true: future, past, customer), 'decision·trees,·which·can·be·used·to·predict·customer·churn', 'to·predict·the·probability' all in A1; the structural claim is true: every header says '2 quebras de linha' and each block has '⏎' followed by a line holding only '⏎'"),
                 "A.3-choice": (P, "A3: distinct-2 A2 1.000, A3 0.984 (within the 0.02 tie band), A1 0.879; the thematic argument (climate, El Niño, economic, social models, healthcare / COVID-19) is true of A3 and A2 stays on machine learning"),
                 "A.3-evidence": (P, "'weather,·climate,·human·behavior', 'economic·models·used·by·governments', 'social·models·that·prioritize·empathy·and·human·well-being', 'In·the·context·of·healthcare,·the·COVID-19·pandemic' all verbatim in A3's block, the last after the '⏎'"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.438 > B2 0.090 > B3 0.000"),
                 "B.2-repeat": (P, "'a·single·entity·based·on·multiple·entities.' occurs twice in B1, once per paragraph, as said"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, few candidates at 0.3; tied to B1 ('can·be·used·to' 4 times: true; the B.2 sentence twice) and B3 with no repeated 3-gram (true: rep3 0)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentaria (0.3 -> 0.9)"),
                 "D.3-justified": (P, "own runs: B1 vs B3 at T 0.7 with quotes, A1 the most repetitive of part A"),
             })

n = "tp372-bytelevel-token-pipes"
E[n] = entry("temperature-top-p", PIECES[n], "'-_A.1_::'_list_ids", "portuguese",
             "one_markdown_cell:list_items_'- A.1 :: ...'_to_'- D.3 :: ...'",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(3720 + k)) printed ONLY as byte-level tokens (tok.convert_ids_to_tokens) joined "
             "with '|': 'Ġ' = a leading space, 'Ċ' = a line break, no plain text anywhere; header 'A1 (T=0.2, top_p=0.9) — 80 "
             "tokens'; answers quote in the same token notation; a token quote like `In|Ġthe|...` matches both 'ĠIn|Ġthe' "
             "(mid-line) and 'Ċ|In|Ġthe' (line start); PROBLEMS: A.1's A2 excerpt has ONE TOKEN CHANGED ('Ġmodel' for the run's "
             "'Ġmetric'); A.2 says 'Ċ|Ċ|The|Ġmodel|ers|Ġare' appears 3 times, A1 has it twice",
             {
                 "runs-genuine": (P, "all six " + GEN + "; 80 tokens each"),
                 "A.1-excerpts": ((PA, F), "EDITED TOKEN: the A2 excerpt `Ġoptimize|Ġthe|Ġbehavior|Ġof|Ġa|Ġgiven|Ġmodel|Ġbased|Ġon|...` is nowhere: A2 printed 'Ġoptimize|Ġthe|Ġbehavior|Ġof|Ġa|Ġgiven|Ġmetric|Ġbased|Ġon' (' optimize the behavior of a given metric based on'); the A1 and A3 excerpts are verbatim in their own runs; 2 of 3 excerpts real"),
                 "A.2-choice": (P, "A1: rep3 A1 0.123 > A3 0.062 > A2 0.031"),
                 "A.2-evidence": ((PA, P), "WRONG COUNT: 'Ċ|Ċ|The|Ġmodel|ers|Ġare' is real and does repeat, but twice (after each blank line: 'Ċ|Ċ|The|Ġmodel|ers|Ġare|Ġalso' and the run's last tokens), not 'aparece 3 vezes'; the other counts are right (\"ĠThey|'re\" twice, 'Ġclimate' 6 times); the quotes are real, the central count is not the recount"),
                 "A.3-choice": (P, "A2: distinct-2 A2 0.938 > A3 0.879 > A1 0.864"),
                 "A.3-evidence": (P, "'Ġminimize|Ġthe|Ġloss|Ġfunction' and '-|Ġ**|Linear|Ġmodels|**:' verbatim in A2's token line"),
                 "B.1-choice": (P, "0.3 = B1: rep3 B1 0.171 > B2 0.145 (beyond 0.02) > B3 0.060"),
                 "B.2-repeat": (P, "`In|Ġthe|Ġcontext|Ġof|Ġdata|Ġanalysis|,` occurs twice in B1's token line (once after 'Ġ' mid-line as 'ĠIn|...', once after 'Ċ|Ċ' at a line start): ' In the context of data analysis,' twice"),
                 "B.3-concept": (P, "only the most probable tokens until the probabilities sum to 0.3, small candidate set; tied to B1 (the B.2 opening and 'Ġthe|Ġrelationship|Ġbetween|Ġa' twice: true)"),
                 "D.1-parameter": (P, "top_p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": (P, "own B1 vs B3 at the same temperature; B3's topics (emotions, analytics, weather) are its own"),
             })

# ================================================================== chain-of-thought
n = "cot371-repr-and-ascii-json"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1 — ...'_to_'C.3 — ...'",
             RUNS_ONE["chain-of-thought"],
             "each output printed three ways under '=== P1: 'What is 27 + 58?' -> 1 tokens novos': 'repr : ...' and 'json : ...' "
             "(json.dumps, ensure_ascii default) — the same text twice in two escape notations; P1 is EMPTY (repr '' / json \"\", "
             "its one new token is the end-of-text), P2 '12 + 27.01 + 27.01 = 82.01.\\n\\nThis is a classic example of the "
             "Pythagorean identity: 2^2 + 3^2 + 4^2 = 5.'; answers quote with the '\\n\\n' escapes as displayed; honest",
             {
                 "runs-genuine": (P, "P1 (empty) and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 ends at 82.01, no 85 anywhere"),
                 "C.2-excerpt": (P, "`12 + 27.01 + 27.01 = 82.01.\\n\\nThis is a classic example of the Pythagorean identity` is P2's text in its repr/json notation ('\\n\\n' = the two line breaks): verbatim, an arithmetic-looking step"),
                 "C.3-guarantee": (P, "não, from the own P2: adds numbers not in the question, reaches 82.01, and '2^2 + 3^2 + 4^2 = 5' is false too"),
             })

n = "cot372-middle-ellipsis-summary"
E[n] = entry("chain-of-thought", PIECES[n], "'C.1)'_ids", "portuguese",
             "one_markdown_cell:lines_'C.1) ...'_to_'C.3) ...'",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(372) before both prompts; a 'RESUMO' with one line per run that WOULD truncate in the middle "
             "(first 40 + ' […] ' + last 30 characters, line breaks as '↵') — neither output is long enough, so no '[…]' is "
             "printed — then each full output between '<<<' and '>>>'; P1 EMPTY ('  P1 | ' and '<<<>>>'), P2 '5 = 80.5, which is "
             "the final answer.' (14 tokens re-tokenised, ends by itself); PROBLEM: C.3's justification says P2 'parou no meio da "
             "frase, em `which is the`' at the 80-token limit and that P1 was cut at 40 tokens",
             {
                 "runs-genuine": (P, "P1 (empty) and P2 " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 says 80.5"),
                 "C.2-excerpt": ((P, PA), "`5 = 80.5, which is the` is verbatim in P2 (its first words, the model's own — the prompt ended at '58.'); a short but reasoning-like statement of a result"),
                 "C.3-guarantee": ((PA, F), "CLAIM CONTRADICTS THE OUTPUT: 'não garante' is right, but the whole justification is false of the own runs: P2 did not stop mid-sentence at 'which is the' — it printed '<<<5 = 80.5, which is the final answer.>>>', a complete sentence of 14 tokens (re-tokenised), far from 80 (and no '[…]' in the RESUMO); P1 was not cut at 40 tokens, it is empty ('<<<>>>'); the real evidence (a stated final answer 80.5 that is wrong) is never used"),
             })

# ================================================================== few-shot
n = "fs371-ndiff-swapped-demos"
E[n] = entry("few-shot", PIECES[n], "'[F.1]'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'[F.1] ...'_to_'[F.5] ...'",
             RUNS_ONE["few-shot"],
             "the variation (the two demonstrations SWAPPED, negative first) shown as difflib.ndiff of the few-shot and varied "
             "prompts' lines ('+ Texto: \"Péssimo...' above, '- Texto: \"Péssimo...' below, unchanged lines with two spaces); "
             "outputs printed as right-aligned 'nome: repr': zero-shot ' \"Este filme foi um', few-shot and invertido both "
             "' NEGATIVO\\n\\nText'; answers quote the reprs; honest",
             {
                 "runs-genuine": (P, "ZS, FS and VAR greedy, " + GEN + "; VAR's prompt is in the code and in the ndiff"),
                 "F.1-copied": (P, "both reprs exactly as printed"),
                 "F.2-format": ((P, R), "few-shot: its output starts with the label NEGATIVO and the answer says what follows ('\\n\\nText', a new example's start); zero-shot has no label. A reader insisting on 'a single word and nothing else' could say 'nenhuma'"),
                 "F.3-weights": (P, "não, conditioning by context, no gradient"),
                 "F.4-variation": (P, "não: the swapped prompt gave ' NEGATIVO\\n\\nText' again; the description (order swapped, negative first) matches the code and the ndiff"),
                 "F.5-window": (P, "1024; tokens beyond are truncated, not attended"),
             })

n = "fs372-unified-diff-of-outputs"
E[n] = entry("few-shot", PIECES[n], "'F.1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F.1: ...'_to_'F.5: ...'",
             RUNS_ONE["few-shot"],
             "outputs printed 'zs = <json.dumps(ensure_ascii=False)>' ('zs = \" \\\"Este filme foi um\"', 'fs = \" NEGATIVO\\n\\nText\"', "
             "'var = ...' the same as fs); the variation (the NEGATIVE demonstration's text replaced by 'Que tédio, dormi na "
             "metade do filme.', same label) compared with the few-shot output by difflib.unified_diff over the output lines: "
             "it printed '(unified_diff vazio: saídas idênticas)'; PROBLEM: F.4 says the output changed and quotes diff lines "
             "'-Text' / '+Texto' that were never printed",
             {
                 "runs-genuine": (P, "ZS, FS and VAR greedy, " + GEN),
                 "F.1-copied": (P, "both json strings exactly as printed"),
                 "F.2-format": ((P, R), "few-shot: starts with the label NEGATIVO, zero-shot has none (same reading as fs371)"),
                 "F.3-weights": (P, "não, conditioning by the prompt's context"),
                 "F.4-variation": (F, "CLAIM CONTRADICTS THE OUTPUT: 'sim, mudou um pouco' with an invented diff ('-Text' / '+Texto'); the notebook printed 'var = \" NEGATIVO\\n\\nText\"', identical to fs, and '(unified_diff vazio: saídas idênticas)'; the description of the change itself matches the code"),
                 "F.5-window": (P, "1024; tokens beyond are truncated, outside the context"),
             })

# ================================================================== template
n = "tpl371-token-ids-ascii-json"
E[n] = entry("template", PIECES[n], "bold_'**(T.1)**'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**(T.1)** ...'_to_'**(T.5)** ...'",
             RUNS_ONE["template"],
             "LOOSE / STRICT printed 'LOOSE   <json.dumps, ensure_ascii=True>' (' \\\"Este filme foi um erro de tempo.\\\"\\n\\nE' / "
             "' \\\"Este filme foi um'); the ten samples (torch.manual_seed(3710 + i)) printed '#01 ids=[...]', 'tokens=[...]' "
             "(byte-level, 'Ġ', 'Ċ', mojibake 'Ã©' for é) and 'texto=<repr>  -> <label>', then 'POSITIVO: 3 | NEGATIVO: 3 | sem "
             "rótulo: 4' and 'voto: INDETERMINADO'; ' Especialmente negativo!' counts as NEGATIVO (upper-cased), ' POSITIVE!\"' "
             "does not; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both json strings exactly as printed (escapes included)"),
                 "T.2-format": (P, "nenhum: true, both continue the input sentence"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs, and says it did NOT work here (no success claimed that did not happen)"),
                 "T.4-vote": (P, "INDETERMINADO, 3 / 3 / 4 with the right sample numbers: the printed tally and the recount by the rule"),
                 "T.5-guarantee": (P, "não; reduces variance, consistent errors; tied to the own 3 × 3 tie"),
             })

n = "tpl372-openbox-return-handcount"
E[n] = entry("template", PIECES[n], "'T.1_→'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1 → ...'_to_'T.5 → ...'",
             RUNS_ONE["template"],
             "every output printed in VISIBLE-WHITESPACE notation ⟨...⟩ with '␣' for spaces and '↵' for line breaks, one line "
             "each; the ten samples (torch.manual_seed(3720 + i)) numbered ' 1.' to '10.'; the extraction rule rotulo() is in "
             "the code but NO tally or vote is printed: the student counts by hand; samples: 1 ⟨␣Positivo␣ou␣NEGAT⟩ (POSITIVO "
             "by the rule: 'NEGAT' is no whole word), 3 ⟨␣NEGATIVO␣(de␣neg⟩, 10 ⟨␣\"POSITIVE\"↵↵Text⟩ (English: no label), "
             "the other seven no label; PROBLEM: T.4's hand count",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both outputs exactly as printed, in the ⟨␣↵⟩ notation"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space, tied to both own outputs ('erro␣de␣tempo.\"↵↵E', '⟨␣\"Este␣filme␣foi␣um⟩'), says it was not enough"),
                 "T.4-vote": (F, "VOTE IS NOT THE RECOUNT: 'POSITIVO 2 (amostras 1 e 10), NEGATIVO 1, sem rótulo 7. Voto final: POSITIVO'; by the notebook's rule (whole word POSITIVO / NEGATIVO, upper-cased) sample 10 ⟨␣\"POSITIVE\"↵↵Text⟩ has no label, so POSITIVO 1 (sample 1), NEGATIVO 1 (sample 3), sem rótulo 8: a tie, INDETERMINADO"),
                 "T.5-guarantee": (P, "não; reduces variance, the consensus can be wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 400, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
