"""Write batch 25's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-22 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 260, 261, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
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
n = "tp251-rows-sorted-by-p-linhas"
E[n] = entry("temperature-top-p", PIECES[n], "parenthesised_'(A.1)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'(A.1) ...'_to_'(D.3) ...'_(after_a_markdown_'as_linhas_são_as_da_tabela_acima')",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(2510 + k), k in the code's order A1 A2 A3 B1 B2 B3) kept as rows (T, p, seed, "
             "text) and SORTED BY (top_p, T) before printing: an index table 'linha T top_p seed' then '[linha k]' blocks; "
             "so linha 1 = B1 (0.7/0.3), 2 = B2 (0.7/0.6), 3 = A1 (0.2/0.9), 4 = A2 (0.7/0.9, seed 2511), 5 = B3 (0.7/0.9, "
             "seed 2515), 6 = A3 (1.0/0.9); rows 4 and 5 have the same T and top_p and differ only by seed; answers cite runs "
             "by ROW NUMBER with hedged comparisons ('quase empatadas', 'nem sempre'); honest",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "linha 3 = A1, linha 4 = A2 (the answer says so, by the seed), linha 6 = A3: each excerpt verbatim in its own run"),
                 "A.2-choice": (P, "linha 3 = A1: rep3 A1 0.171 > A2 0.088 > A3 0.000"),
                 "A.2-evidence": (P, "'generating new data by applying transformations to existing data', 'Data augmentation is a technique used to generate new data by applying transformations', 'techniques such as' (twice): all in A1"),
                 "A.3-choice": (P, "linha 6 = A3: distinct-2 A3 0.983 > A2 0.879 > A1 0.831"),
                 "A.3-evidence": (P, "'analyze data to make predictions or optimize actions', 'simple models like linear regression', 'The key characteristics of a logistic regression are:', '**Binary Output**' all in A3"),
                 "B.1-choice": ((P, R), "HEDGED: 'quase empatadas', linha 2 = B2 'até um pouco mais' than linha 1 = B1: rep3 B2 0.203 vs B1 0.191 (within 0.02), B3 0.088; the named run B2 is the measure's maximum and the hedge is accurate"),
                 "B.2-repeat": (P, "'can be used to analyze and predict complex systems' twice in B2 (linha 2), as the answer says"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p; small nucleus at 0.3/0.6, tied to linha 1's 'predict the behavior of a system based on its behavior' / 'predict human behavior' (twice) and linha 2 — real"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.3/0.6 -> 0.9)"),
                 "D.3-justified": (P, "own runs: linha 5 (B3, 0.9) less repetitive than linhas 1-2 at the same T (rep3 0.088 vs 0.191 / 0.203); linha 3 (A1) most repetitive of part A"),
             })

n = "tp252-sorted-by-length-content-refs"
E[n] = entry("temperature-top-p", PIECES[n], "'Resp._A.1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'Resp. A.1: ...'_to_'Resp. D.3: ...'",
             RUNS_ONE["temperature-top-p"],
             "the six runs (torch.manual_seed(2520 + k)) printed SORTED BY LENGTH, longest first, each under '—— 442 "
             "caracteres · T=0.7 · top_p=0.9 ——' (length of the unstripped text; the text printed .strip()'ed); order A3, "
             "A2, B2, B1, A1, B3; TWO blocks say 'T=0.7 · top_p=0.9' (A2 = the 442-character one, B3 = the 302-character "
             "'Lemora' one: not decidable from the output, truth_tp252.py re-generated seeds 2521 / 2525); answers cite runs "
             "by CONTENT ('o do max_workers', 'o da Lemora'); PROBLEM: A.2's second quote edited by one word, D.3's claim "
             "against the own B3",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "A1 ('...optimize the behavior of the system.'), A2 ('The goal of a modeler ...'), A3 ('The key to their success ...') each verbatim in its own run; the student's A2/B3 assignment of the two T=0.7/top_p=0.9 blocks is right (truth_tp252.py), and the two share one configuration anyway"),
                 "A.2-choice": (P, "T=0.2 = A1: rep3 A1 0.273 > A2 0.000 = A3 0.000"),
                 "A.2-evidence": ((F, PA), "QUOTE EDITED BY ONE WORD: 'a single machine that can be used to optimize the behavior of a system' — A1 says '... of the system.'; the other two quotes ('can be used to optimize the behavior of a system based on its behavior', 'to be used to optimize the behavior') are verbatim, so the repetition claimed is real (partial defensible)"),
                 "A.3-choice": (P, "T=1.0 = A3: distinct-2 A3 1.000 > A2 0.970 > A1 0.761"),
                 "A.3-evidence": (P, "'creating and maintaining social connections', 'the model of evolution and adaptation gains a profound impact' in A3"),
                 "B.1-choice": ((P, R), "top_p=0.6 = B2: rep3 B2 0.200 > B3 0.182 > B1 0.116 (B2 and B3 within 0.02); 'can adapt to changing circumstances' and 'the behavior of the target audience' really are twice in B2"),
                 "B.2-repeat": (P, "'the behavior of the target audience' twice in B2"),
                 "B.3-concept": (P, "sums probabilities up to p, small candidate set at low p; tied to B1 ('can be used to' three times in B1 — real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar"),
                 "D.3-justified": ((PA, F, P), "CLAIM AGAINST THE OWN B3: raising top-p to 0.9 'fez a repetição sumir' and the 'Lemora' text 'já não fica preso nas mesmas frases' — but that very text (B3, top_p 0.9) repeats 'a single entity' five times (rep3 0.182, close to B2's 0.200 and above B1's 0.116); it refers to own runs (the rule's letter) but the reading of them is wrong"),
             })

# ================================================================== chain-of-thought
n = "cot251-stringtemplate-ellipsis-quotes"
E[n] = entry("chain-of-thought", PIECES[n], "em_dash_wrapped_'—_C.1_—'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'—_C.1_—_...'_to_'—_C.3_—_...'",
             RUNS_ONE["chain-of-thought"],
             "each run printed through string.Template('$rotulo ($n tokens novos)\\n$saida\\n'); runs named 'pergunta seca' "
             "(= P1, set_seed(2511)) and 'passo a passo' (= P2, set_seed(2512)); P1 '\\n\\nThe answer is 119.\\n\\nA quick, easy, "
             "and easy answer.', P2 '6 = 84.6\\n\\nThe result is 1.02.' (continues the prompt's '27 + 58.'); C.2 quotes two "
             "pieces of P2 joined with an ellipsis in curly quotes; C.1 hedges on 84.6 ('quase 85, mas quase não é acertar'); honest",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: P1 119, P2 1.02 (84.6 on the way) — matches the outputs; 'quase 85' is about 84.6 and says it is not 85"),
                 "C.2-excerpt": ((P, R), "'6 = 84.6 … The result is 1.02.': both pieces verbatim in P2, joined by an ellipsis across the blank line; an equation and a concluding sentence, thin as reasoning but the only step-like text"),
                 "C.3-guarantee": (P, "não, tied to P2's '6 = 84.6' and 'The result is 1.02.' (real), noting the conclusion does not follow from the step"),
             })

n = "cot252-oneline-slash-newlines"
E[n] = entry("chain-of-thought", PIECES[n], "'C-1:'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C-1: ...'_to_'C-3: ...'",
             RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(252) before both prompts; outputs kept in a dict and printed one line each 'P1  » <text>' "
             "with the text's newlines shown as ' / ' (none here); the model-loading cell's last expression modelo.eval() "
             "displays the LlamaForCausalLM repr; P1 is empty ('P1  » '), P2 '5 = 74.5.' (continues the prompt's '27 + 58.'); "
             "PROBLEM: C.2's excerpt '27 + 58.5 = 74.5.' joins the prompt to the output",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty (its line has only the prefix)"),
                 "C.1-claim": (P, "não: P1 empty, P2 a sum giving 74.5 — matches the outputs"),
                 "C.2-excerpt": ((F, PA), "EXCERPT NOT IN THE OUTPUT: '27 + 58.5 = 74.5.' — the model wrote only '5 = 74.5.'; '27 + 58.' is the prompt, so the quoted line is the student's reconstruction across the prompt boundary (C.3 quotes the real `5 = 74.5.`; a lenient reader could give partial)"),
                 "C.3-guarantee": (P, "não, tied to P2's `5 = 74.5.` (real)"),
             })

# ================================================================== few-shot
n = "fs251-jsondumps-arrow-longdemos"
E[n] = entry("few-shot", PIECES[n], "'F.n_▸'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F.1_▸_...'_to_'F.5_▸_...'",
             RUNS_ONE["few-shot"],
             "outputs printed as 'ZERO-SHOT => <json.dumps(saida, ensure_ascii=False)>' (JSON string: inner quotes as \\\", "
             "newlines as \\n); variation = the two demonstrations made LONGER (a second sentence each, same labels): output "
             "unchanged ' NEGATIVO\\n\\nText'; F.1 copies the JSON forms; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS '\" \\\"Este filme foi um\"', FS '\" NEGATIVO\\n\\nText\"' exactly as json.dumps printed them (JSON escapes are display)"),
                 "F.2-format": (P, "only the few-shot (worded as 'O zero-shot não ... O few-shot sim'): true"),
                 "F.3-weights": (P, "não; the examples only condition the continuation through the prompt"),
                 "F.4-variation": (P, "'não mudou nada, nem o final': EXEMPLOS LONGOS => ' NEGATIVO\\n\\nText', the same as few-shot; the quoted demo sentence is prompt text in the code, described as such"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs252-markdown-bullets-mixeddemo"
E[n] = entry("few-shot", PIECES[n], "bold_'F.n_='_ids", "portuguese",
             "one_markdown_cell:paragraphs_'**F.1_=**_...'_to_'**F.5_=**_...'",
             RUNS_ONE["few-shot"],
             "outputs shown only with display(Markdown(...)): a bullet list '- **few-shot**: `<repr>`' (text/markdown plus "
             "the text/plain '<IPython.core.display.Markdown object>'); variation = the positive demonstration REPLACED by a "
             "mixed one ('Demorou a engrenar, mas o final compensou.', still POSITIVO): output unchanged ' NEGATIVO\\n\\nText'; "
             "PROBLEM: F.4 hedges 'mudou quase nada' and claims the trailing Text disappeared",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as the bullets' reprs"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning by context, weights unchanged"),
                 "F.4-variation": ((F, PA), "CLAIMED CHANGE CONTRADICTED BY THE OWN OUTPUT: 'mudou quase nada ... com o misto ele parou no rótulo, sem o `Text`' — the notebook's bullet '- **misto**: `' NEGATIVO\\n\\nText'`' is identical to few-shot; the hedge 'quase nada' still asserts a difference that is not there (the label part is right: partial defensible)"),
                 "F.5-window": (P, "1024 positions; cut, outside attention"),
             })

# ================================================================== template
n = "tpl251-zeroindexed-hashbars"
E[n] = entry("template", PIECES[n], "parenthesised_'(T1)'_ids_(no_dot)", "portuguese",
             "one_markdown_cell:paragraphs_'(T1)_...'_to_'(T5)_...'",
             RUNS_ONE["template"],
             "templates printed 'pouco restritivo -> <repr>' / 'restritivo       -> <repr>'; ten samples "
             "(torch.manual_seed(2510 + i)) printed 'amostra[0] = ...' to 'amostra[9] = ...' — numbered FROM ZERO —, then a "
             "tally with '#' bars ('POSITIVO   ## 2', 'NEGATIVO   ### 3', 'sem rótulo ##### 5') and 'voto: NEGATIVO'; "
             "amostra[3] ' \"Positivo\"' and [8] ' Positivo (ADP)' count as POSITIVO (the rule upper-cases), [6] '\"NEGATIVE\"' "
             "does not count; answers cite samples by their zero-based indices; honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output space, tied to both own outputs ('Este filme foi um' cut at 8 tokens, 'erro de tempo')"),
                 "T.4-vote": (P, "NEGATIVO 3-2, 5 without label; indices 0/4/9, 3/8, 1/2/5/6/7 are the printed zero-based ones and agree with the tally"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own half unlabelled and the one-sample margin"),
             })

n = "tpl252-pipejoined-oneline-sumcounts"
E[n] = entry("template", PIECES[n], "'T.n_->'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'T.1_->_...'_to_'T.5_->_...'",
             RUNS_ONE["template"],
             "templates on one line 'ruim=<repr>  bom=<repr>'; the ten samples (torch.manual_seed(2520 + i)) on ONE line as "
             "reprs joined with ' | ', then 'POSITIVO: 1  NEGATIVO: 6  sem rótulo: 3' (sum(...)) and 'voto: NEGATIVO'; the 5th "
             "' NEGATIVE\\nTexto: \"' and 7th ' NEGATIVE\\n\\nTexto:' samples are English and not NEGATIVO by the rule; "
             "PROBLEM: T.4's hand recount",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "limiting the output space, tied to both own outputs ('Este filme foi um', 'erro de tempo') and saying neither reached a label"),
                 "T.4-vote": ((PA, F), "WRONG RECOUNT, RIGHT VOTE: 7 NEGATIVO / 1 / 2 by counting the English 5th sample 'NEGATIVE' as NEGATIVO (and not even the 7th, also 'NEGATIVE'), against the notebook's rule and its own printed 'NEGATIVO: 6 ... sem rótulo: 3'; the vote NEGATIVO is right either way"),
                 "T.5-guarantee": (P, "não; reduces variance, consistent errors make the vote wrong"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 260, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
