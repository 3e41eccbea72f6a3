"""Write batch 11's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-10 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 50, 51, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of every activity
and two to four problem notebooks (redteam_kit.split_from); those 6 are heldout.
Measures in the whys: attribution_check.py (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
import ast
import re
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


# ================================================================== temperature-top-p
n = "tp111-dataclass-call-jsonroundtrip-roman"
_m = by_markers(text(n), list(zip(TPQ, ["**(i)**", "**(ii)**", "**(iii)**"] * 3)))
E[n] = entry("temperature-top-p", {q: re.sub(r"\s*## Parte [A-D]\s*$", "", t) for q, t in _m.items()},
             "roman_numeral_under_part_heading", "portuguese",
             "one_cell:part_headings_A_B_D_roman_i_ii_iii_no_qids", RUNS_ONE["temperature-top-p"],
             "a @dataclass Rodada(nome, temperature, top_p, seed, prompt, max_new_tokens) whose __call__ generates "
             "(torch.manual_seed(self.seed) inside, seeds 1111..1116); results ({**asdict(r), 'texto': r()}) saved to "
             "rodadas_415.json, re-loaded and printed one line per run with f-string alignment and the text's repr "
             "(\"A1 | T=0.2 | p=0.9 | seed=1111 | \\\" use data to predict outcomes. ...\\\"\": the repr switches to "
             "double quotes when the text holds an apostrophe); answers under '## Parte A/B/D' headings numbered "
             "only (i)-(iii), no question ids; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed per run"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (A1 'They\\'re often used in machine learning algorithms ...', A2 'These models are designed to provide a single, accurate prediction ...', A3 'take in data and transform it into a new format ...')"),
                 "A.2-choice": ((P, R), "A3, against the course expectation and said so: part A barely repeats (rep3 A1 0.0 = A2 0.0 = A3 0.0; word bigram repeats 0.034 / 0.034 / 0.033); the only literal repeat in part A is A3's 'incorrect conclusions or incorrect conclusions' (the student's evidence), so the choice is defensible from the own outputs"),
                 "A.2-evidence": (P, "'This misinterpretation can lead to incorrect conclusions or incorrect conclusions being drawn.' verbatim in A3; 'data science, and data science consulting' in A2"),
                 "A.3-choice": ((P, R), "A3: distinct-2 ties (0.983 all three), but the topic drift (data transformation -> misinterpretation -> a list of 'falsifiers') is real and A1 / A2 stay on prediction / regression"),
                 "A.3-evidence": (P, "'misinterpretation', 'falsifiers', '**False Dependencies**: Falsifiers who intentionally create a false correlation' all in A3"),
                 "B.1-choice": (P, "0.3 (B1): rep3 B1 0.365 > B2 0.09 > B3 0.031"),
                 "B.2-repeat": (P, "'The `model` is a single entity' twice in B1 (the context quoted verbatim); 'a single entity' five times in B1"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p, tiny nucleus at 0.3; tied to B1 ('a single entity') and B3"),
                 **D_OK,
                 "D.3-justified": (P, "refers to part B with T fixed (B1 repeats, B2 'gravity-driven models' twice — true —, B3 almost nothing) and says part A showed no clear temperature effect: true of the own runs"),
             })

n = "tp112-pipeline-partA-twice-idtypos"
E[n] = entry("temperature-top-p",
             by_markers(text(n), list(zip(TPQ, ["**A.l**", "**A2**", "**A 3**", "**B.1**", "**B-2**", "**B.3**",
                                                 "**D.l**", "**D2**", "**D 3**"]))),
             "bold_qid_with_typos", "portuguese", "one_cell:bold_ids_mistyped_A.l_A2_A_3_B-2_D.l_D2_D_3",
             {"A1": 2, "A2": 2, "A3": 2, "B1": 1, "B2": 1, "B3": 1},
             "pipeline('text-generation', model=..., tokenizer=...) called with return_full_text=False, set_seed(seed) "
             "before each run; part A run TWICE and both kept: seed 5 (cell under '### Parte A (seed 5)'), then the "
             "cell duplicated with seed 6 after a markdown note saying the answers use the SECOND run; part B seed 7; "
             "every run under a '>> A1 | temperature 0.2 | top_p 0.9 | seed 6' line; same seed for the three runs of "
             "a cell (seed-5 A2 and A3 share 'help us understand how things work. They use'; seed-6 A1 and A2 share "
             "'use data to predict future behavior.'); answers with bold ids, several mistyped",
             {
                 "runs-genuine": (P, "all nine outputs " + GEN + "; the declared runs for part A are the seed-6 ones"),
                 "A.1-excerpts": (P, "three excerpts verbatim in the seed-6 A1 / A2 / A3 (the run the student declares); none is in the seed-5 runs"),
                 "A.2-choice": (P, "A2 of the declared (seed 6) part A: rep3 A2 0.123 > A1 0.048 > A3 0.0. A grader that takes the FIRST A block (seed 5) finds A1 most repetitive there (0.188): wrong run set; the student even notes it"),
                 "A.2-evidence": (P, "'use data to predict future behavior' twice in seed-6 A2 (the second inside 'The key characteristics of models that use data to predict future behavior are:'), then 'Predicting future behavior based on data'"),
                 "A.3-choice": (P, "A3 (seed 6): distinct-2 A3 0.985 > A2 0.909 > A1 0.905"),
                 "A.3-evidence": (P, "'linear combinations of weights', 'Lambda models', 'taking the logarithm of a weighted model', 'an SLOPE algorithm' all in seed-6 A3"),
                 "B.1-choice": (P, "0.3 (B1): rep3 B1 0.123 > B2 0.075 > B3 0.031"),
                 "B.2-repeat": (P, "'The models are designed to' / 'The models are also designed to' in B1 (a near repeat, fuzzy); 'climate change' three times in B1 (true)"),
                 "B.3-concept": (P, "cumulative mass up to p, tiny nucleus at 0.3; tied to B1 and B3"),
                 **D_OK,
                 "D.3-justified": ((PA, F, R), "KEYWORDS ONLY: 'top-p ↑, massa acumulada, núcleo maior, mais diversidade.' — the direction is consistent with D.1 / D.2 but nothing refers to the own parts A or B (no run, no observation); the B.3 answer above does tie the concept to B1, which is why not a plain fail"),
             })

n = "tp113-asciibox-wrap56-en"
E[n] = entry("temperature-top-p",
             by_markers(text(n), [(q, f"Q {q} —") for q in TPQ]), "Q_qid_emdash", "english",
             "one_cell:english_Q_A.1_emdash_per_paragraph", RUNS_ONE["temperature-top-p"],
             "ONE torch.manual_seed(113) before the six runs (the RNG continues); the runs drawn as a hand-built ASCII "
             "box table (+------+ rules, columns run / T / p / text) with each line of a text wrapped at 56 columns "
             "(textwrap.wrap) inside the last column and padded with spaces (an empty line of the text = an empty "
             "cell line; a word can be hyphen-split across cell lines: 'decision-' / 'making'); an excerpt must be "
             "matched across the cell lines; English answers",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed for the whole loop"),
                 "A.1-excerpts": ((PA, F), "WRONG RUN: the 'A2 (T=0.7)' excerpt 'They\\'re used in a wide range of applications, from marketing to finance, to optimize business decisions and predict future outcomes.' is B3's text, not A2's (A2 talks of 'various industries, such as finance, healthcare, marketing'). B3 has A2's configuration (T=0.7, top-p 0.9), so a kept-set check under the declared parameters accepts it: only the run's own output shows the misattribution. The A1 and A3 excerpts are verbatim in their runs (across wrapped cell lines)"),
                 "A.2-choice": (P, "A1: rep3 A1 0.609 > A2 0.222 > A3 0.03"),
                 "A.2-evidence": (P, "'climate change on ecosystems' four times in A1; 'such as rising sea levels, more extreme weather events' twice"),
                 "A.3-choice": (P, "A3: distinct-2 A3 0.971 > A2 0.812 > A1 0.571"),
                 "A.3-evidence": (P, "'incorporate external factors, such as time and culture', 'Time-factor effects are closely tied to climate-climate shifts', 'a rise in regional and global economic' all in A3"),
                 "B.1-choice": (P, "0.3 (B1): rep3 B1 0.597 > B2 0.094 > B3 0.0"),
                 "B.2-repeat": (P, "'a new model that is a copy of the original model' twice in B1 (both contexts verbatim)"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p; tied to B1 ('copy of the original model', 'copy of itself') and B3"),
                 **D_OK,
                 "D.3-justified": (P, "part B with T fixed: B1 looped, B2 less, B3 nothing (rep3 0.597 / 0.094 / 0.0), and A1 at T=0.2 looped too (0.609): true of the own runs"),
             })

# ================================================================== chain-of-thought
n = "cot111-callable-htmlpre-curlyquotes"
E[n] = entry("chain-of-thought", by_markers(text(n), [(q, f"**{q} —**") for q in CQ]), "bold_qid_emdash",
             "portuguese", "one_cell:bold_C.n_emdash_curly_quotes", RUNS_ONE["chain-of-thought"],
             "a class Perguntador(T=0.7, p=0.9) with __call__(pergunta, n, seed) (manual_seed inside, 1101 / 1102); each "
             "output shown ONLY as IPython HTML: '<h4>P1 — What is 27 + 58? (T=0.7, top_p=0.9, 40 tokens, seed "
             "1101)</h4><pre>...</pre>' with html.escape (text/plain is the HTML object's repr); P1 is EMPTY "
             "('<pre></pre>'); excerpts in curly quotes “...”; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty, P2 '5 = 75.5. Now, you can take 75.5 as a decimal to multiply it by 27: 27 + 58.5 = 75.5.\\n\\nThe result is the same as if you had simply multiplied 27 by 75.5.'"),
                 "C.1-claim": (P, "não: P1 empty, P2 75.5 (no 85)"),
                 "C.2-excerpt": (P, "'Now, you can take 75.5 as a decimal to multiply it by 27: 27 + 58.5 = 75.5.' verbatim in P2 (in curly quotes): a step announced, then a computation"),
                 "C.3-guarantee": (P, "não, tied to P2 (confident conclusion, wrong arithmetic, 58 read as 58.5)"),
             })

n = "cot112-jsonfile-center-indent-dictanswers"
_d = ast.literal_eval(ANSWERS[n]["dict"].split("=", 1)[1].split("\nfor ")[0].strip())
E[n] = entry("chain-of-thought", {q: _d[q] for q in CQ}, "python_dict_key_in_executed_code_cell", "portuguese",
             "code_cell_executed:dict_respostas_printed_k_arrow_v", RUNS_ONE["chain-of-thought"],
             "torch.manual_seed(1120) once (P2 continues the RNG); the runs saved to cot.json, re-loaded and printed "
             "under a centred header (' P2: Solve step by step: 27 + 58. '.center(60, '=')) with textwrap.indent(4 "
             "spaces; empty lines stay unindented); P1 EMPTY (nothing under its header); the answers typed as a "
             "Python DICT respostas = {'C.1': ..., ...} in a code cell executed afterwards and printed ('C.1 -> ...': "
             "not evidence)",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 empty, P2 '53 - 27 = 3.14.\\n\\nThe answer is 3.14.'"),
                 "C.1-claim": (P, "não: P1 empty, P2 3.14"),
                 "C.2-excerpt": ((P, PA), "'53 - 27 = 3.14.' then 'The answer is 3.14.', the whole of P2: a computation and a conclusion, as much reasoning as the output has"),
                 "C.3-guarantee": ((PA, F, R), "KEYWORDS ONLY: 'não. estilo ≠ correção.' — the closed part (não) is right, but nothing ties it to the own output (P2's confident 'The answer is 3.14.')"),
             })

n = "cot113-twoseeds-kept-fstring-repr"
E[n] = entry("chain-of-thought", by_markers(text(n), list(zip(CQ, ["1. ", "\n2. ", "\n3. "]))),
             "numbered_list_no_qids", "portuguese", "one_cell:numbered_1_2_3_under_Parte_C_heading",
             {"P1": 2, "P2": 2},
             "a helper rodar(seed) (one manual_seed, then P1 and P2) printing one line per prompt "
             "f\"{nome:<3}|{texto!r}\" ('P2 |\\'5 = 86.15.\\\\n\\\\nThe final answer is 86.15.\\''); run with seed 31, "
             "then the cell duplicated with seed 32 after a note that the answers use the second; both outputs kept "
             "(P1 empty both times); answers as a numbered list under '## Parte C'; honest",
             {
                 "runs-genuine": (P, "all four lines " + GEN + "; seed 31 P2 '04 + 4.2 + 4.54 + ... = 12.4982.\\n\\nTherefore, 27', seed 32 P2 '5 = 86.15.\\n\\nThe final answer is 86.15.'"),
                 "C.1-claim": (P, "não: the declared run (seed 32) has P1 empty and P2 86.15 (close to 85, not 85), and the seed-31 run 12.4982: true. A number extractor must not read 86.15 as 85"),
                 "C.2-excerpt": ((P, PA), "'5 = 86.15.' and 'The final answer is 86.15.' verbatim in seed-32 P2: a computation and a stated conclusion (thin, but what the declared run offers)"),
                 "C.3-guarantee": (P, "não, tied to seed-32 P2 ('The final answer is 86.15.', wrong)"),
             })

# ================================================================== few-shot
n = "fs111-df-tohtml-newpositive-numbered"
E[n] = entry("few-shot", by_markers(text(n), list(zip(FSQ, ["1. ", "\n2. ", "\n3. ", "\n4. ", "\n5. "]))),
             "numbered_list_no_qids", "portuguese", "one_cell:numbered_1_to_5_under_Parte_F_heading",
             RUNS_ONE["few-shot"],
             "outputs in a pandas DataFrame shown ONLY as display(HTML(df.to_html(index=False))): pandas drops the "
             "leading space and escapes the newlines as a literal '\\n' inside <td> ('<td>NEGATIVO\\\\n\\\\nText</td>'); "
             "text/plain is '<IPython.core.display.HTML object>'; variation = the positive demonstration replaced by "
             "another positive review ('Que filme maravilhoso, recomendo muito.'); honest",
             {
                 "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': " + GEN),
                 "F.1-copied": (P, "both outputs as the HTML table shows them ('\"Este filme foi um', 'NEGATIVO\\n\\nText', the escaped newlines explained)"),
                 "F.2-format": (P, "só o few-shot: true"),
                 "F.3-weights": (P, "não; condicionamento, aprendizado em contexto"),
                 "F.4-variation": (P, "positive demonstration replaced; 'não mudou' is true (VAR = FS)"),
                 "F.5-window": (P, "1024 (n_positions); truncated, not attended"),
             })

n = "fs112-tojson-records-dupneg-f5-loaded"
E[n] = entry("few-shot", by_markers(text(n), [(q, f"F-{i}:") for i, q in enumerate(FSQ, 1)]), "qid_hyphen_colon",
             "portuguese", "one_cell:F-n_colon", RUNS_ONE["few-shot"],
             "outputs printed as df.to_json(orient='records', force_ascii=False) "
             "('[{\"run\":\"ZS\",\"saida\":\" \\\\\"Este filme foi um\"}, ...]'); the variation prompt printed (a second "
             "negative demonstration 'Horrível, dormi no meio.' -> NEGATIVO after the first); a last cell prints the "
             "LOADED model's window ('janela: 8192': getattr(config, 'n_positions', None) or "
             "max_position_embeddings — smollm2 has no n_positions)",
             {
                 "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': " + GEN),
                 "F.1-copied": (P, "both outputs as printed (JSON)"),
                 "F.2-format": (P, "só o few-shot: true"),
                 "F.3-weights": (P, "não; in-context learning"),
                 "F.4-variation": (P, "second negative demonstration added; 'não' (unchanged) is true (VAR = FS)"),
                 "F.5-window": (F, "WRONG NUMBER: 8192 is the position limit of the model the notebook loaded (its own print 'janela: 8192'), not GPT-2's n_positions, which the question asks: 1024. The second half (cut, not attended) is right"),
             })

n = "fs113-callable-pipetable-noaccents-en"
E[n] = entry("few-shot", by_markers(text(n), [(q, f"Answer {q}:") for q in FSQ]), "Answer_qid_colon", "english",
             "one_cell:english_Answer_F.n_colon_guillemets", RUNS_ONE["few-shot"],
             "a class Rotulador with __call__(prompt) (greedy, 8 tokens; encoder-decoder or causal by the config); "
             "outputs in a hand-drawn pipe table with repr cells padded to 30 ('| FS   | \\' NEGATIVO\\\\n\\\\nText\\'            |'), "
             "one stream output per printed line; variation = the negative demonstration without accents ('Pessimo. "
             "Nao recomendo para ninguem.') and the positive one ending in '!'; English answers, excerpts in "
             "«guillemets» and backticked reprs; honest",
             {
                 "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': " + GEN),
                 "F.1-copied": (P, "both outputs (guillemets and the reprs)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "no; conditioning, in-context learning"),
                 "F.4-variation": (P, "accents removed / '!' described exactly as the code does; 'no' (unchanged) is true (VAR = FS)"),
                 "F.5-window": (P, "1024; truncated, not attended"),
             })

# ================================================================== template
n = "tpl111-dataclass-jsonfile-aligned"
E[n] = entry("template", by_markers(text(n), [(q, f"**Resposta {q}:**") for q in TQ]), "bold_Resposta_qid_colon",
             "portuguese", "one_cell:bold_Resposta_T.n_colon", RUNS_ONE["template"],
             "templates printed as 'pouco restritivo: <repr>' / 'restritivo      : <repr>'; ten samples as @dataclass "
             "Amostra(i, seed, texto, rotulo) (manual_seed(1100 + i) each) saved to sc.json, re-loaded and printed as "
             "aligned rows ' 8 | POSITIVO | \\' Positivo o Negativo\"\\''; counts and an INDETERMINADO-on-tie vote "
             "printed ('POSITIVO: 1 NEGATIVO: 4 sem rótulo: 5 => voto: NEGATIVO'); honest",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed (repr)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space, and says it did not work here, citing the own strict output ('\"Este filme foi um', cut at 8 tokens)"),
                 "T.4-vote": (P, "NEGATIVO 4 (1, 3, 4, 6), POSITIVO 1 (8 ' Positivo o Negativo\"': first label), 5 without label (0, 2, 5, 7, 9): matches the recount and the printed line"),
                 "T.5-guarantee": (P, "não; reduz a variância"),
             })

n = "tpl112-pipeline-numreturn-handcount"
E[n] = entry("template", by_markers(text(n), [(q, f"**{q}**") for q in TQ]), "bold_qid", "portuguese",
             "one_cell:bold_T.n", RUNS_ONE["template"],
             "everything through a transformers pipeline (text2text-generation or text-generation by the config, "
             "return_full_text=False for a causal model): templates greedy ('RUIM » <repr>' / 'BOM  » <repr>'); the "
             "ten samples from ONE pipeline call with num_return_sequences=10 after set_seed(1212), printed "
             "'03 » \\' NEGATIVE\\\\n\\\\nTexto:\\'' (numbered from 01); then only the list of extracted labels (0-based, "
             "no counts, no vote printed): the student counts by hand",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed (repr)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space to two words, and the own strict output cited: it did not work"),
                 "T.4-vote": ((PA, F), "VOTE RIGHT, COUNTS WRONG: by the notebook's own extraction rule (its printed labels list [None, 'POSITIVO', None, None, None, 'NEGATIVO', None, 'NEGATIVO', 'NEGATIVO', None]) the samples are POSITIVO 1 (02 ' NO NOBRE (Positivo'), NEGATIVO 3 (06, 08, 09), 6 without label (01 and 07 English POSITIVE, 03 and 05 English NEGATIVE, 04, 10) -> NEGATIVO. The student counted the English words as labels: NEGATIVO 5, POSITIVO 3, 2 without label. The vote happens to be the same; the question asks the counts by the notebook's rule"),
                 "T.5-guarantee": (P, "não; reduz a variância"),
             })

n = "tpl113-callable-fstring-idtypos-en"
E[n] = entry("template", by_markers(text(n), list(zip(TQ, ["T.l)", "T 2)", "T3)", "T.4)", "T,5)"]))),
             "qid_paren_with_typos", "english", "one_cell:english_ids_mistyped_T.l_T_2_T3_T.4_T,5",
             RUNS_ONE["template"],
             "a class Classificador with __call__(prompt, n, seed=None) (greedy without a seed; with one, "
             "manual_seed(seed) and T=0.9 / top-p 0.9); every output printed with f-string alignment "
             "('loose |<repr>', 'strict|<repr>'; samples '1  |POSITIVO |\\' \"Positivo ou NEGAT\\''), one stream output "
             "per line; Counter printed; English answers with mistyped ids",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": ((F, PA), "EDITED OUTPUT: the loose output is given as '\"Este filme foi um desperdício de tempo.\"' then a blank line and 'E'; the recorded loose output is ' \"Este filme foi um erro de tempo.\"\\n\\nE' ('erro', not the review's 'desperdício': the student 'corrected' it back to the input sentence). The strict output is right"),
                 "T.2-format": (P, "none: true"),
                 "T.3-why": ((P, R), "restricting the output space, the strict output cited ('\"Este filme foi um', cut at 8 tokens); nothing of the edited loose text is used"),
                 "T.4-vote": (P, "NEGATIVO 7 (2, 3, 4, 6, 7, 8, 9), POSITIVO 1 (1 ' \"Positivo ou NEGAT'), 2 without label (0, 5): matches the recount and the printed Counter"),
                 "T.5-guarantee": (P, "no; reduces variance"),
             })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM, start=50)

if __name__ == "__main__":
    srcs = {k: text(k) for k in E}
    srcs["cot112-jsonfile-center-indent-dictanswers"] = "\n".join(_d.values())
    check_entries(E, srcs)
    write_expected_split(E, HERE, seed, held, PROBLEM)
