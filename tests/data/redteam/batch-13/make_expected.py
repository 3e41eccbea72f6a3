"""Write batch 13's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-12 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 70, 71, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of every activity
and two to four problem notebooks (redteam_kit.split_from); those 6 are heldout.
Measures in the whys: attribution_check.py (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import (RUNS_ONE, QIDS, by_markers, entry, problem_notebooks, split_from, check_entries,  # noqa: E402
                         write_expected_split)
from answers_text import ANSWERS  # noqa: E402

HERE = Path(__file__).resolve().parent
P, F, R, PA = "pass", "fail", "needs_review", "partial"
TPQ, FSQ, TQ, CQ = QIDS["temperature-top-p"], QIDS["few-shot"], QIDS["template"], QIDS["chain-of-thought"]
D_OK = {"D.1-parameter": (P, "top-p"), "D.2-direction": (P, "increase / aumentar")}
GEN = "identical in an independent second execution (regen_checks.py)"
E = {}


def text(name):
    return "\n".join(ANSWERS[name].values())


def marked(name, markers, strip=""):
    return by_markers(text(name), list(zip(markers[0], markers[1])), strip)


# ================================================================== temperature-top-p
n = "tp131-pickle-doublebox-lowerids"
E[n] = entry("temperature-top-p", marked(n, (TPQ, [f"({q.lower()})" for q in TPQ])), "paren_lowercase_qid",
             "portuguese", "one_cell:paragraphs_(a.1)..(d.3)_runs_named_by_parameter_values", RUNS_ONE["temperature-top-p"],
             "torch.manual_seed(1311 + k) per run inside a helper; the six runs (list of dicts) pickled to runs.pkl, "
             "read back from the file and printed in hand-drawn double-line boxes ('╔═══ A1 · T=0.2 · top_p=0.9 · "
             "seed=1311 ═══╗', '║  <line>  ║' rows of textwrap.wrap(66), '╚═══╝'): each continuation is split over "
             "padded box rows; answers with lower-case ids '(a.1)'..'(d.3)' that name the runs only by their values "
             "('a de T=0.2', 'top-p 0.3'); honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed per run"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run once the box rows are joined (T=0.2 -> A1, T=0.7 -> A2, T=1.0 -> A3)"),
                 "A.2-choice": (P, "T=0.2 = A1: rep3 A1 0.286 > A2 0.164 > A3 0.045"),
                 "A.2-evidence": (P, "'can be used to analyze and optimize complex systems' and the two later occurrences of 'can be used to analyze and optimize' all verbatim in A1"),
                 "A.3-choice": (P, "T=1.0 = A3: distinct-2 A3 0.956 > A2 0.794 > A1 0.761; the topic list is real"),
                 "A.3-evidence": (P, "'use machine learning algorithms to predict behavior based on data' and the four bold headings all in A3; A2's coin-toss theme is right"),
                 "B.1-choice": (P, "top-p 0.3 = B1: rep3 B1 0.091 > B2 0.059 > B3 0.0; the remark that B2 repeats \"the autonomous robot's behavior\" is true"),
                 "B.2-repeat": (P, "'data analysis models' twice in B1 ('Examples of data analysis models include ...', 'Data analysis models are used ...', case aside)"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p; few tokens at 0.3; tied to B1's 'data analysis models'; 'a de 0.9 não repetiu nenhuma frase' true (B3 rep3 0.0)"),
                 **D_OK,
                 "D.3-justified": (P, "cites B1 vs B3 and A1's 'can be used to analyze and optimize': true of the own runs"),
             })

n = "tp132-gridtable-wrapped-oneseed"
_m = ["\n1. ", "\n2. ", "\n3. "] * 3
E[n] = entry("temperature-top-p", marked(n, (TPQ, _m)), "numbered_list_under_part_headings", "portuguese",
             "three_cells:Parte_A/B/D_numbered_1..3_each", RUNS_ONE["temperature-top-p"],
             "ONE torch.manual_seed(132) before the six runs (one after the other); a hand-drawn grid table ('+------+', "
             "'| run  | temp  | top_p | continuação |', '+====+' under the header) with the continuation wrapped to 50 "
             "characters inside the last column, so each run spans 10-14 table rows with empty run/temp/top_p cells; "
             "part A and part B in two tables (two cells); answers in three markdown cells (Parte A / B / D), each a "
             "numbered list '1.'..'3.' (the ids restart in every part); honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed before the sequence"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run once the cell rows are joined"),
                 "A.2-choice": ((P, R), "A3 (against the course expectation, and said so): rep3 A3 0.154 > A1 0.067 > A2 0.0; A3 repeats the heading 'Sensitivity to model parameters and external factors'"),
                 "A.2-evidence": (P, "'Sensitivity to model parameters and external factors' twice in A3 (bold heading, then the sentence)"),
                 "A.3-choice": (P, "A2: distinct-2 A2 1.0 > A1 0.902 > A3 0.894; the drift equations -> inanimate objects -> decision trees is real"),
                 "A.3-evidence": (P, "'measure and explain the behavior of a system using mathematical equations', 'neural networks, and even inanimate objects', 'Decision Trees: A classification algorithm' all in A2"),
                 "B.1-choice": ((P, R), "B2 (0.6), 'por pouco', against the course expectation: rep3 B2 0.129 > B1 0.116 > B3 0.0 (a near-tie the student notes; B1's distinct-2 0.8 is the lowest)"),
                 "B.2-repeat": (P, "'optimize the behavior of a function' twice in B2"),
                 "B.3-concept": (P, "smallest set reaching cumulative mass p; few candidates at 0.3/0.6; tied to B2 / B1; 'B3 não repetiu nenhum trigrama' true (rep3 0.0)"),
                 **D_OK,
                 "D.3-justified": (P, "B1/B2 repeated, B3 not; A3 (highest T) repeated most: true of the own runs"),
             })

n = "tp133-unicodeescape-tsv-partA-no-topp-en"
E[n] = entry("temperature-top-p", marked(n, (TPQ, ["A1 - "] + [f"\n{q.replace('.', '')} - " for q in TPQ[1:]])),
             "qid_nodot_dash", "english", "one_cell:lines_A1_-_..D3_-_ids_look_like_run_names",
             RUNS_ONE["temperature-top-p"],
             "a TSV header 'run\\ttemperature\\ttop_p\\ttext', then one tab-separated line per run with the continuation "
             "escaped by .encode('unicode_escape') (newlines shown as a literal '\\n', one physical line per run); "
             "seeds 1331..1336 per run; PART A calls generate WITHOUT top_p (do_sample, temperature, max_new_tokens "
             "only) while its lines print 0.9 in the top_p column; part B passes top_p; English answers 'A1 - ' .. "
             "'D3 - ' (question ids that read like run names: 'A2 - A1 (T=0.2)')",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETERS, undisclosed: part A's generate call has no top_p, so A1-A3 were sampled with the model's default top_p 1.0 (the embedded model's generation_config sets none; top-k 50 applies) although the printed lines say 0.9: not samples of the declared configuration. Part B is right. All " + GEN),
                 "A.1-excerpts": ((P, PA), "three excerpts, each verbatim in its own run (the runs themselves are top_p 1.0 samples: runs-genuine)"),
                 "A.2-choice": ((P, R), "A1: rep3 is 0.0 for all three A runs; A1 has the lowest distinct-2 (0.963 < A3 0.972 < A2 0.984) and 'modeler' three times: defensible"),
                 "A.2-evidence": (P, "'The main characteristics of a modeler are', 'A modeler is designed to learn from data, which is often data.', 'A modeler can adapt to' all in A1"),
                 "A.3-choice": (P, "A2: distinct-2 A2 0.984 > A3 0.972 > A1 0.963; gravity -> orbits -> LHC drift is real"),
                 "A.3-evidence": (P, "'the effects of gravity, such as the bending of spacetime', 'planetary orbits to the behavior of subatomic particles', 'a massive, highly collinear circular tunnel' all in A2"),
                 "B.1-choice": (P, "0.3 = B1: rep3 B1 0.296 > B2 0.222 > B3 0.029"),
                 "B.2-repeat": (P, "'can be used to create models that can adapt to changing circumstances' twice in B1"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p; tiny at 0.3; tied to B1's clause; B3 repeats no sentence (rep3 0.029)"),
                 **D_OK,
                 "D.3-justified": (P, "B1 repeated a clause, B3 not; A1 repeated 'modeler': true of the own runs"),
             })

# ================================================================== chain-of-thought
n = "cot131-sqlite-rows-p2-40"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["**C.1**", "**C.2**", "**C.3**"])), "bold_qid", "portuguese",
             "one_cell:bold_C.1..C.3", RUNS_ONE["chain-of-thought"],
             "runs stored in an in-memory sqlite3 table (nome, prompt, max_new, seed, saida) and printed from "
             "'SELECT nome, max_new, seed, saida ... ORDER BY nome' as tuple reprs: \"('P1', 40, 1311, '\\n\\nTo find "
             "the answer, ...')\"; one constant MAX_NEW = 40 used for BOTH prompts (the rows show P2 with 40); seeds "
             "1311 / 1312 inside the helper",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETERS, shown in the own rows but never mentioned: P2 was generated with max_new_tokens=40 instead of 80 ('P2', 40, 1312, ...): the P2 text (' ... in the form 27 + 58.111 - 1') is a 40-token run, not a sample of the activity's P2 configuration. P1 is right. Both " + GEN),
                 "C.1-claim": (P, "não: true of the own outputs (P1 no result, P2 '111 - 27 = 1.322.'; 85 nowhere)"),
                 "C.2-excerpt": (P, "P1's two sentences verbatim (the student writes the newlines as '\\n\\n' as in the repr), reasoning-like ('we need to add 27 and 58')"),
                 "C.3-guarantee": (P, "não, from the own P1 (adding turns into 'multiplying both the numerator and the denominator')"),
             })

n = "cot132-shorten-ellipsis-blockquote"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["**C.1**", "**C.2**", "**C.3**"]), ">"), "blockquote_bold_qid",
             "portuguese", "one_cell:blockquotes_>_**C.n**", RUNS_ONE["chain-of-thought"],
             "seeds 1321 / 1322 inside the helper; each output shown as 'P2 (112 caracteres): <textwrap.shorten(s, "
             "width=260, placeholder=' …')>' (whitespace collapsed: newlines become spaces; neither run is long enough "
             "to be cut, so no '…' appears), '(nada)' for an empty one; P1 empty ('P1 (0 caracteres): (nada)'); "
             "answers as blockquotes '> **C.n**'; honest",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2 37.12"),
                 "C.2-excerpt": (P, "'52 + 58.52 + ... = 37.12. So, the total cost of 37.12 units' verbatim in P2 (as displayed), a computation ending in 'So,'"),
                 "C.3-guarantee": (P, "não, from the own P2 (wrong numbers, sum 37.12)"),
             })

n = "cot133-sidebyside-columns-en"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["**Q-C1**", "**Q-C2**", "**Q-C3**"])), "bold_Q-Cn", "english",
             "one_cell:bold_Q-C1..Q-C3", RUNS_ONE["chain-of-thought"],
             "seeds 1331 / 1332 inside the helper; P1 and P2 printed SIDE BY SIDE in two 38-character columns "
             "(textwrap.wrap per paragraph, itertools.zip_longest, ' ┆ ' between, '┼' under the header row): a "
             "sentence of P2 is split over several rows of the right column ('Now, multiply both sides by 10. 27 *' / "
             "'10 = 270.'); P1 empty (the left column is blank); English answers 'Q-C1'..'Q-C3'",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "no: P1 empty, P2 80.01 / 270"),
                 "C.2-excerpt": ((PA, F), "SPLICED EXCERPT: 'Now, multiply both sides by 10. 27 * 10 = 270, which is the answer.' is not in P2: P2 reads 'Now, multiply both sides by 10. 27 * 10 = 270.' then, two sentences later, 'Finally, add 58 to both sides of the equation. 27 * 10 = 270, which is the answer.' — the quote joins the first sentence to the end of the third and drops 'Finally, add 58 to both sides of the equation.' without marking the cut; the pieces are real and reasoning-like"),
                 "C.3-guarantee": (P, "no, from the own P2 ('Finally, add 58 to both sides of the equation', result 270)"),
             })

# ================================================================== few-shot
n = "fs131-ascii-conv-oneword-demos"
E[n] = entry("few-shot", marked(n, (FSQ, [f"**{q}**" for q in FSQ])), "bold_qid", "portuguese",
             "one_cell:bold_F.n_paragraphs_F.4_with_EDIT_line", RUNS_ONE["few-shot"],
             "outputs printed with the !a conversion (ascii(): non-ASCII would be \\x escapes; these outputs are "
             "ASCII) after a right-aligned name and ' ┃ ' ('    few-shot ┃ ' NEGATIVO\\n\\nText''); variation = both "
             "demonstrations shortened to one word ('Excelente.' / 'Péssimo.'); F.4 first says 'A saída mudou.' and "
             "is corrected on the next line ('**EDIT:** ... a saída **não mudou**'); honest",
             {
                 "runs-genuine": (P, "ZS, FS and VAR " + GEN + " (greedy)"),
                 "F.1-copied": (P, "both reprs as printed"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning / in-context learning, no gradient"),
                 "F.4-variation": ((P, R), "demonstrations changed (shortened); the FINAL answer after the EDIT is 'não mudou', true (VAR = FS ' NEGATIVO\\n\\nText'); the withdrawn 'mudou' is corrected by the student"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs132-doctest-transcript-wrongvar"
E[n] = entry("few-shot", marked(n, (FSQ, [f"{i}. **{q}**" for i, q in enumerate(FSQ, 1)])), "numbered_bold_qid",
             "portuguese", "one_cell:numbered_list_bold_F.n", RUNS_ONE["few-shot"],
             "the variation prompt (positive demonstration replaced by 'Amei cada minuto, recomendo muito.') printed; "
             "outputs as a doctest-like transcript ('>>> gera(zero_shot)' then the repr, one stream output per "
             "print); the line '>>> gera(variacao)' is followed by the output of repr(gera(few_shot, ...)) — the code "
             "cell calls few_shot there (copy-paste slip): the variation prompt was never generated",
             {
                 "runs-genuine": ((PA, F, R), "THE VARIATION WAS NOT RUN: the output printed under '>>> gera(variacao)' comes from gera(few_shot, do_sample=False) in the same cell, so the 'VAR' run is a second FS run, not an output of the declared variation prompt; ZS and FS are right. All " + GEN),
                 "F.1-copied": (P, "both reprs as printed"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning, no training"),
                 "F.4-variation": ((F, PA), "the demonstration change is described exactly, but 'não mudou' rests on an output of the unchanged few-shot prompt (the cell calls gera(few_shot) under the '>>> gera(variacao)' label): the claimed experiment was not performed, the conclusion is unsupported"),
                 "F.5-window": (P, "1024; truncated, out of context"),
             })

n = "fs133-configparser-ini-en"
E[n] = entry("few-shot", marked(n, (FSQ, [f"- **{q}**" for q in FSQ])), "bullet_bold_qid", "english",
             "one_cell:bullets_bold_F.n", RUNS_ONE["few-shot"],
             "the three outputs written with configparser (interpolation=None) to outputs.ini and the file printed: "
             "'[few_shot]' / 'output =  NEGATIVO' / a tab-only line / '\\tText' (configparser indents continuation "
             "lines with a tab; the empty line of ' NEGATIVO\\n\\nText' becomes a line holding a tab), plus "
             "'greedy = yes' / 'max_new_tokens = 8' keys; variation = the negative demonstration replaced by "
             "'Horrível, dormi no meio do filme.'; English; honest",
             {
                 "runs-genuine": (P, "ZS, FS and VAR " + GEN + " (greedy)"),
                 "F.1-copied": (P, "'\"Este filme foi um' and 'NEGATIVO' / empty line / 'Text' as in the ini (leading space dropped by the student, the tab indentation explained)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "no; conditioning, in-context learning, no gradient"),
                 "F.4-variation": (P, "negative demonstration replaced; 'did not change' true ([variation] = [few_shot])"),
                 "F.5-window": (P, "1024; truncated, cannot attend"),
             })

# ================================================================== template
n = "tpl131-grid2x5-truncated-positions"
E[n] = entry("template", marked(n, (TQ, [f"**{q}**" for q in TQ])), "bold_qid", "portuguese",
             "one_cell:bold_T.n_samples_named_by_grid_position", RUNS_ONE["template"],
             "templates as 'solto   = <repr>' / 'rigoroso= <repr>'; ten samples (manual_seed(1310 + i)) shown in a "
             "2 × 5 GRID: rows 'linha 1' / 'linha 2', each cell the repr CUT at 16 characters with '…' (\"' POSITIVO "
             "ou N…\"), the label under it; counts and vote printed; the answers name samples by grid position "
             "('linha 2 coluna 3'); honest",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed (repr)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space to two words; says it did not work, citing the own strict output and the loose 'erro' rewrite"),
                 "T.4-vote": (P, "NEGATIVO; NEGATIVO 3 (l1c2, l1c5, l2c4), POSITIVO 1 (l2c3), 6 without label: matches the printed counts and grid"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

n = "tpl132-emoji-strip-onebased"
E[n] = entry("template", marked(n, (TQ, [f"**{q.replace('.', '')}:**" for q in TQ])), "bold_qid_nodot_colon",
             "portuguese", "one_cell:bold_T1:..T5:", RUNS_ONE["template"],
             "templates as 'SOLTO  : <repr>' / 'RÍGIDO : <repr>'; ten samples (manual_seed(1320 + i)) shown as an "
             "EMOJI STRIP '⬜⬜🟥⬜🟥🟩🟥⬜⬜🟥' (🟩 POSITIVO, 🟥 NEGATIVO, ⬜ none, by the notebook's rule: first "
             "POSITIVO|NEGATIVO in the upper-cased text) and a 1-based list '1. <repr>' .. '10. <repr>'; no counts "
             "or vote printed",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space; neither obeyed, citing the strict output"),
                 "T.4-vote": ((PA, F), "WRONG RECOUNT: the vote NEGATIVO is right, but the counts 5 NEGATIVO / 0 POSITIVO / 5 without label contradict the own strip (🟩 at position 6) and the notebook's rule: sample 6 ' POSITIVO ou NEGAT' is POSITIVO (first label; 'NEGAT' is cut, not NEGATIVO). Correct: NEGATIVO 4 (3, 5, 7, 10), POSITIVO 1 (6), 5 without label (1, 2, 4, 8, 9)"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

n = "tpl133-fenced-answers-en"
E[n] = entry("template", marked(n, (TQ, ["T.1  ", "\nT.2  ", "\nT.3  ", "\nT.4  ", "\nT.5  "]), "`"),
             "fenced_text_block_qid", "english", "one_cell:fenced_text_block_T.n_lines", RUNS_ONE["template"],
             "templates as '[loose] <repr>' / '[strict] <repr>'; ten samples (manual_seed(1330 + i)) as aligned rows "
             "\"07  ' NEGATIVO\\n\\nT'                   -> NEGATIVO\" (zero-padded index, padded repr, arrow, label), "
             "then the Counter repr \"Counter({'NEGATIVO': 5, None: 4, 'POSITIVO': 1})\"; English answers inside a "
             "fenced ```text block in a markdown cell",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed"),
                 "T.2-format": (P, "neither: true"),
                 "T.3-why": ((PA, F), "KEYWORDS ONLY: 'output space restriction.' — three words, no sentence saying how restricting the output should make the label the likely continuation, and no reference to the own outputs"),
                 "T.4-vote": (P, "NEGATIVO 5, POSITIVO 1 (02), 4 without label (00, 01 English 'POSITIVE', 05, 08): matches the printed Counter"),
                 "T.5-guarantee": (P, "no; reduces variance, not bias"),
             })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM, start=70)

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    write_expected_split(E, HERE, seed, held, PROBLEM)
    for k, v in sorted(E.items()):
        for q, a in v["answers"].items():
            assert a["text"].strip(), (k, q)
