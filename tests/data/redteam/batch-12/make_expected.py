"""Write batch 12's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-11 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 60, 61, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of every activity
and two to four problem notebooks (redteam_kit.split_from); those 6 are heldout.
Measures in the whys: attribution_check.py (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
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


def marked(name, markers, lead="—: "):
    return {q: t.lstrip(lead).strip() for q, t in by_markers(text(name), list(zip(markers[0], markers[1]))).items()}


# ================================================================== temperature-top-p
n = "tp121-yamldump-questao-ids"
E[n] = entry("temperature-top-p",
             marked(n, (TPQ, [f"- **Questão {q.replace('.', '')}**" for q in TPQ])),
             "bold_Questao_id_without_dot", "portuguese", "one_cell:bullets_bold_Questao_A1..D3_ids_look_like_run_names",
             RUNS_ONE["temperature-top-p"],
             "torch.manual_seed(1210 + i) per run (1211..1216) inside a helper; every run (temperature, top_p, seed, "
             "texto) in a dict printed with yaml.safe_dump(allow_unicode=True, sort_keys=False, width=72): each "
             "continuation is a single-quoted YAML scalar folded over several indented lines, a paragraph break "
             "written as two blank lines, an apostrophe doubled (\"it''s\"); answers as bullets '**Questão A1** — ...' "
             "(the question ids written without the dot, so they read like run names: 'Questão A2 — A1 ...'); B.1 "
             "carries a struck-through first answer ('~~top-p 0.3 (B1)~~ corrigindo depois de reler: **top-p 0.6 "
             "(B2)**'); honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed per run"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run once the YAML folding is undone (A1 'Climate change is a global issue that requires a collective effort to address it.', A2 'The goal is to create a model ...', A3 'Users can now use data to influence their own behavior ...')"),
                 "A.2-choice": (P, "A1 (answer to 'Questão A2'; the id is not the run): rep3 A1 0.197 > A2 0.0 = A3 0.0; 'collective' five times and 'Climate change is a' twice in A1"),
                 "A.2-evidence": (P, "'Climate change is a collective problem that requires a collective solution' and 'The idea of climate change as a collective problem is rooted in the concept of collective action' both verbatim in A1"),
                 "A.3-choice": (P, "A3: distinct-2 A3 1.0 > A2 0.94 > A1 0.806; the drift (user feedback -> personal data management -> connected devices) is real"),
                 "A.3-evidence": (P, "all quotes in A3; \"it's likely to continue\" is recorded as \"it''s likely to continue\" (YAML's escape of an apostrophe inside a single-quoted scalar): the same text, not an edit"),
                 "B.1-choice": ((P, R), "the FINAL answer is 0.6 (B2): the struck-through '~~top-p 0.3 (B1)~~' is withdrawn by the student and must not be read as the answer. A measured near-tie: rep3 B1 0.03, B2 0.029, B3 0.03; B2 repeats 'multiple variables' and 'multiple linear regression' (twice each, 'multiple' four times), B1 'accurate and reliable' / 'accuracy and reliability' and 'sea level rise, and sea level'; both readings are defensible from the own text, and the student weighs them"),
                 "B.2-repeat": (P, "'multiple linear regression' twice in B2 ('The term \"multiple linear regression\" is often used to refer to a type of multiple linear regression')"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p; fewer candidates at 0.3/0.6; tied to B2's 'multiple' and notes B1/B2 were close"),
                 **D_OK,
                 "D.3-justified": (P, "refers to A1 ('collective'), B2 ('multiple') and A3 (no repetition): true of the own runs"),
             })

n = "tp122-capture-show-htmltable"
_t = text(n)
E[n] = entry("temperature-top-p",
             {q: re.search(rf"<tr><td>{re.escape(q)}</td><td>(.*?)</td></tr>", _t, re.S).group(1) for q in TPQ},
             "html_table_row", "portuguese", "one_cell:html_table_Questao_Resposta_rows",
             RUNS_ONE["temperature-top-p"],
             "the course's generate_text (returns prompt + continuation) and the course's loop cells "
             "('[A1] TEMPERATURA = 0.2 (top_p=0.9)' between '=' * 40 rules; 'TOP-P = 0.3 (temperature=0.7)'), "
             "torch.manual_seed(42) at the top of each loop; both loop cells run under %%capture (no output of their "
             "own) and shown later by parteA.show() / parteB.show() in another cell; then a word table computed by the "
             "student (words, repeated 3-grams, three most common words per run: 'A1 67 25 the(7), to(4), a(4)'); "
             "answers in an HTML <table> in a markdown cell",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the outputs live in the .show() cell, not in the generating cells"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run"),
                 "A.2-choice": ((F, PA), "CONTRADICTS THE OWN EVIDENCE: names A3 because 'behavior' occurs six times, but the student's own printed table gives A1 25 repeated trigrams against A3's 8 (A2 0), and A1 repeats a whole clause verbatim ('can be used to optimize a system based on its behavior' twice); rep3 A1 0.391 > A3 0.121 > A2 0.0"),
                 "A.2-evidence": ((P, PA), "the quotes are real A3 text ('consumer behavior, market behavior, and organizational behavior', 'such as consumer behavior and organizational behavior') and do show a repeated word, but not the most repetition"),
                 "A.3-choice": ((P, R), "A3: distinct-2 ranks A2 first (0.984 > A3 0.881 > A1 0.692), but the topic drift economics -> social phenomena -> reinforcement learning is real and A2 stays on regression"),
                 "A.3-evidence": (P, "'predict economic behavior based on economic principles', 'complex social phenomena', 'The model of machine learning is a form of reinforcement learning' all in A3"),
                 "B.1-choice": (P, "0.3 (B1): rep3 B1 0.338 > B3 0.066 > B2 0.06; own table 22 / 4 / 8"),
                 "B.2-repeat": (P, "'to create a new model that is a copy of the original model' twice in B1"),
                 "B.3-concept": (P, "only the most probable tokens up to 30% of the cumulative mass; tied to B1 and B3"),
                 **D_OK,
                 "D.3-justified": (P, "part B with T fixed (B1 repeats the sentence, B3 not) plus A3's 'behavior': refers to the own runs"),
             })

n = "tp123-numreturn3-pick1-en"
E[n] = entry("temperature-top-p", marked(n, (TPQ, [f"**{q}**" for q in TPQ])), "bold_qid", "english",
             "one_cell:bold_A.1..D.3_runs_named_in_words", {r: 3 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]},
             "one generate call per configuration with num_return_sequences=3 after torch.manual_seed(123); every "
             "sample printed under '[T=0.2 · top_p=0.9 · #0]' in a `for i, s in enumerate(...)` loop; a markdown note "
             "declares sample #1 (the second) of each configuration as the run (A1 = T=0.2 #1, ..., B3 = top_p=0.9 #1); "
             "the T=0.7 / top_p=0.9 configuration is printed twice with the same seed (A2's three samples = B3's); "
             "English answers naming the runs in words ('the coldest run', 'the middle one', 'the hottest one', "
             "'the middle top-p', 'the last one')",
             {
                 "runs-genuine": (P, "all 18 samples " + GEN + "; the declared runs are the #1 samples"),
                 "A.1-excerpts": ((PA, F), "WRONG SAMPLE: 'the coldest run' excerpt ('They are often used in fields such as climate science, economics, and biology ...') is from T=0.2 sample #0, not the declared #1 (A1#1 = ' can be used to predict the behavior of a single entity ...'); the T=0.7 and T=1.0 excerpts are in their #1 samples"),
                 "A.2-choice": (P, "the coldest (A1 = T=0.2 #1): rep3 A1#1 0.627 > A3#1 0.154 > A2#1 0.032"),
                 "A.2-evidence": (P, "'can be used to predict the behavior of a single entity based on multiple attributes' and 'a function that takes a list of attributes as' each twice in A1#1"),
                 "A.3-choice": ((P, R), "the middle one (A2 = T=0.7 #1), against the course expectation and said so: distinct-2 A2#1 0.922 > A3#1 0.879 > A1#1 0.647; A3#1 stays on one idea ('8 hours')"),
                 "A.3-evidence": (P, "'the effects of the environment', 'climate change, resource availability, and human behavior', 'human performance and decision-making', 'self-organizing' all in A2#1"),
                 "B.1-choice": ((P, R), "the middle top-p (0.6 = B2#1), against the course expectation: rep3 B2#1 0.058 > B3#1 0.032 > B1#1 0.03; 'climate change' four times in B2#1, three in B1#1"),
                 "B.2-repeat": (P, "'Climate change is a' opens two consecutive sentences of B2#1 ('... a global issue ...', '... a collective effort ...')"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p; small at 0.6/0.3; tied to B2's 'climate change'; the B3 = A2 remark is true"),
                 **D_OK,
                 "D.3-justified": (P, "part B (lower top-p stuck on 'climate change', 0.9 not) and part A (the coldest looped): true of the declared runs"),
             })

# ================================================================== chain-of-thought
n = "cot121-fstring-equals-minnew"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["**Q1**", "**Q2**", "**Q3**"])), "bold_Qn", "portuguese",
             "one_cell:bold_Q1..Q3_under_Parte_C", RUNS_ONE["chain-of-thought"],
             "a helper with min_new_tokens=20 besides T=0.7 / top-p 0.9 / max_new_tokens ('# pra não sair vazio', and a "
             "markdown note: without it P1 had come out empty); one torch.manual_seed(121) before both prompts; each "
             "shown with the self-documenting f-string: \"pergunta='What is 27 + 58?'  max_new=40\" then "
             "\"saida='\\n\\nTo find 27 + 58, ...'\" (repr); P1 says 27 + 58 = 149, P2 '23 = 125.83. ... The final "
             "answer is 125.83.'",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETERS, disclosed: min_new_tokens=20 forbids EOS for the first 20 new tokens of both prompts, so neither run is a sample of the activity's configuration (T=0.7, top-p 0.9, max_new_tokens 40 / 80 only); the student's own note says P1 came out empty without it. The recorded texts are real (" + GEN + ")"),
                 "C.1-claim": (P, "não: true of the own outputs (149 and 125.83; 85 nowhere)"),
                 "C.2-excerpt": ((P, PA), "'To find 27 + 58, we simply add the numbers: 27 + 58 = 149.' verbatim in P1, reasoning-like; it comes from the min_new_tokens run"),
                 "C.3-guarantee": (P, "não, argued from the own P1 (reasoning-like and wrong) and P2"),
             })

n = "cot122-df-display-str-repr-en"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["**Answer 1.**", "**Answer 2.**", "**Answer 3.**"])),
             "bold_Answer_n", "english", "one_cell:bold_Answer_1..3_no_qids", RUNS_ONE["chain-of-thought"],
             "seeds 1221 / 1222 inside the helper; the two runs in a pandas DataFrame with display.max_colwidth=None "
             "shown by display(df) (text/html with '\\n' kept inside the <td>, and text/plain), then each "
             "continuation printed twice: str between '----- P1 (str) -----' rules and repr ('----- P1 (repr) -----' "
             "then ''); P1 empty (an empty <td>, an empty str block, the repr ''); English answers 'Answer 1.'..'3.'",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "no: P1 empty, P2 104.25"),
                 "C.2-excerpt": ((P, PA), "'25 = 104.25 ... So, 104.25 is a fractional decimal.' — both pieces verbatim in P2 (elided with '...'); the 'So,' step is weakly reasoning-like, which is all P2 offers"),
                 "C.3-guarantee": (P, "no, from the own P2 (wrong number, self-contradicting last sentence)"),
             })

n = "cot123-regex-numbers-ordinal-headings"
E[n] = entry("chain-of-thought", marked(n, (CQ, ["#### 1)", "#### 2)", "#### 3)"])), "ordinal_heading",
             "portuguese", "one_cell:h4_headings_1)_2)_3)_no_qids", RUNS_ONE["chain-of-thought"],
             "seeds 1231 / 1232 inside the helper; each run under '### P1: What is 27 + 58?  (seed 1231)' (a printed "
             "line that looks like a markdown heading), the text or '<vazio>', then 'números encontrados: [...]' and "
             "'último número: ...' from a regex (numbers that are not answers: 58.25, 27); P1 empty; answers only "
             "under h4 headings '1)'..'3)'",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: P1 empty, P2's last number 89.25"),
                 "C.2-excerpt": (P, "'The result is the result of the formula 27 + 58.25 = 89.25.' verbatim in P2"),
                 "C.3-guarantee": (P, "não, from the own P2 (58 turned into 58.25, and 27 + 58.25 = 85.25 ≠ 89.25: the student's arithmetic is right)"),
             })

# ================================================================== few-shot
n = "fs121-difflib-strrepr-htmlcomment-draft"
E[n] = entry("few-shot", marked(n, (FSQ, [f"- **{q}**" for q in FSQ])), "bullet_bold_qid", "portuguese",
             "one_cell:html_comment_draft_then_bullets_bold_F.n", RUNS_ONE["few-shot"],
             "variation = the two demonstrations in reverse order (negative first), shown as a difflib.unified_diff "
             "of the prompts ('--- few_shot' / '+++ variacao', '+Texto: \"Péssimo...') ; outputs printed twice per run: "
             "str between '>' and '<' ('few-shot: > NEGATIVO' / 'Text<') and repr; the answers cell opens with the "
             "student's first draft inside an HTML comment (<!-- ... F.1: NEGATIVO / NEGATIVO, F.2: ambas, F.4: sim, "
             "mudou -->: the book's answers, invisible when rendered), then the real answers as bullets; honest",
             {
                 "runs-genuine": (P, "ZS, FS and VAR " + GEN + " (greedy)"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um' and FS ' NEGATIVO\\n\\nText' as printed; the commented-out draft (NEGATIVO / NEGATIVO) is not the answer"),
                 "F.2-format": (P, "only the few-shot: true (the draft's 'ambas' is commented out)"),
                 "F.3-weights": (P, "não; conditioning / in-context learning, no gradient"),
                 "F.4-variation": (P, "demonstrations reordered (the diff shows it); 'não mudou' true (VAR = FS); the draft's 'sim, mudou' is commented out"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs122-tolatex-query-changed"
E[n] = entry("few-shot", marked(n, (FSQ, ["F1)", "F2)", "F3)", "F4)", "F5)"])), "qid_nodot_paren", "portuguese",
             "one_cell:F1)..F5)_paragraphs", RUNS_ONE["few-shot"],
             "outputs in a DataFrame printed with df.to_latex(index=False) (\\begin{tabular}, '&' columns, '\\\\' row "
             "ends; the raw newlines of ' NEGATIVO\\n\\nText' split a row over three physical lines); the 'variation' "
             "replaces the TEXT TO CLASSIFY with a positive review ('Que filme lindo, chorei no final.'), the "
             "demonstrations untouched",
             {
                 "runs-genuine": (P, "ZS, FS and VAR " + GEN + " (greedy; VAR is the student's own prompt)"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um' and FS ' NEGATIVO' / 'Text' as printed in the LaTeX table"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning, in-context learning, no training / gradient"),
                 "F.4-variation": ((PA, F, R), "NOT A DEMONSTRATION: VAR changes the text to classify, not a demonstration as the question asks ('alterou ou reordenou uma demonstração'); 'não mudou' is true of the own output (VAR ' NEGATIVO\\n\\nText' = FS) and the change is described exactly, but the experiment says nothing about the demonstrations"),
                 "F.5-window": (P, "1024; truncated, not attended"),
             })

n = "fs123-namespace-noinstruction"
E[n] = entry("few-shot", marked(n, (FSQ, [f"- {q}:" for q in FSQ])), "bullet_qid_colon", "portuguese",
             "one_cell:bullets_F.n_colon", RUNS_ONE["few-shot"],
             "outputs kept in a types.SimpleNamespace shown only as the cell's execute_result (its repr, pretty-"
             "printed over three lines: \"namespace(zero_shot=' \\\"Este filme foi um', few_shot=' NEGATIVO\\\\n\\\\nText', "
             "var_sem_instrucao=...)\"); variation = the instruction line removed (demonstrations and query kept), "
             "its prompt printed; bullets '- F.n:'",
             {
                 "runs-genuine": (P, "ZS, FS and VAR " + GEN + " (greedy)"),
                 "F.1-copied": (P, "both reprs as shown in the namespace"),
                 "F.2-format": (P, "few-shot: true"),
                 "F.3-weights": ((PA, P), "KEYWORDS ONLY: 'Não. ICL, condicionamento.' — the closed part is right, the explanation is two labels with no sentence saying that the weights stay fixed / the examples only condition the prediction"),
                 "F.4-variation": ((PA, R, P), "'não mudou' is true (VAR = FS) and the change is described exactly, but it removes the instruction, not a demonstration (same reading as batch 7's fs71): says nothing about the demonstrations"),
                 "F.5-window": (P, "1024 (GPT-2's n_positions); truncated, not seen"),
             })

# ================================================================== template
n = "tpl121-defaultdict-pprint-barchart"
E[n] = entry("template", marked(n, (TQ, ["a) ", "\nb) ", "\nc) ", "\nd) ", "\ne) "])), "letter_paren", "portuguese",
             "one_cell:a)..e)_under_part_heading", RUNS_ONE["template"],
             "templates printed 'template pouco restritivo -> <repr>'; ten samples (manual_seed(1210 + i) each) "
             "grouped by label in a defaultdict(list) and shown with pprint(dict(...)) (keys 'NEGATIVO', 'POSITIVO', "
             "'sem rótulo', in first-seen order; no sample numbers); then a text bar chart 'POSITIVO   ██ 2' and "
             "'voto: POSITIVO'; answers a)..e); honest",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed (repr)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space to two words; says it did not work here, citing the own strict output cut at 8 tokens and the loose 'erro' rewrite"),
                 "T.4-vote": (P, "POSITIVO 2 (' Positivo\\nValores: N', ' Positivo ou NEGATIV': first label), NEGATIVO 1, 7 without label (English POSITIVE / NEGATIVE not counted) -> POSITIVO: matches the recount and the printed bars"),
                 "T.5-guarantee": (P, "não; reduces variance, not bias"),
             })

n = "tpl122-sc-temp02-arrow-lines"
E[n] = entry("template", marked(n, (TQ, [f"- **Questão {q.replace('.', '')}**" for q in TQ])), "bold_Questao_id_without_dot",
             "portuguese", "one_cell:bullets_bold_Questao_T1..T5", RUNS_ONE["template"],
             "templates printed with str ('solto :  \"Este filme foi um erro de tempo.\"' then a blank line and 'E'); "
             "the self-consistency parameters in a dict printed before the loop: \"config: {'do_sample': True, "
             "'temperature': 0.2, 'top_p': 0.9}\" — temperature 0.2 instead of the activity's 0.9 (carried over from "
             "part A of 4.15); ten samples (manual_seed(i), i = 0..9) printed \"3. ' \\\"NEGATIVO\\\"\\n' → NEGATIVO\" "
             "(one stream output per line); counts and vote printed; the student never mentions the temperature",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETERS: the self-consistency samples were drawn at temperature 0.2 (printed config), not 0.9: ten near-identical samples (8 ' \"NEGATIVO\"\\n', 2 ' NEGATIVO\\n\\nText'), not samples of the declared configuration; the templates (greedy) are right. All " + GEN),
                 "T.1-copied": (P, "both outputs as printed (the loose one over three lines)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": ((P, R), "restricting the output space; says neither obeyed, citing the strict output"),
                 "T.4-vote": ((P, PA), "NEGATIVO 10 / POSITIVO 0 / 0 without label -> NEGATIVO: a correct recount of the own printed samples (the samples themselves are from the wrong temperature: runs-genuine)"),
                 "T.5-guarantee": (P, "não; agreement is not correctness, reduces variance"),
             })

n = "tpl123-numreturn-enumerate-tuples-percent-en"
E[n] = entry("template", marked(n, (TQ, [f"**({q})**" for q in TQ])), "bold_paren_qid", "english",
             "one_cell:bold_(T.n)", RUNS_ONE["template"],
             "templates as 'LOOSE : <repr>' / 'STRICT: <repr>'; the ten samples from ONE generate call with "
             "num_return_sequences=10 after manual_seed(1230), decoded with batch_decode and shown with "
             "print(*enumerate(textos), sep='\\n') — tuples \"(4, ' NEGATIVE (Otín)')\" —, then the list of labels; "
             "no counts or vote printed; English answers, the T.4 counts given as PERCENTAGES with the sample indices",
             {
                 "runs-genuine": (P, "templates and the ten samples " + GEN),
                 "T.1-copied": (P, "both outputs as printed (repr)"),
                 "T.2-format": (P, "neither: true"),
                 "T.3-why": ((P, R), "shrinking the output space to two words; did not work, citing the own strict output"),
                 "T.4-vote": ((P, PA), "NEGATIVO; 60% / 10% / 30% of ten samples = NEGATIVO 6 (1, 2, 3, 5, 6, 9), POSITIVO 1 (7), 3 without label (0, 4 English NEGATIVE, 8): matches the printed labels list; counts given as percentages but with the indices listed"),
                 "T.5-guarantee": (P, "no; reduces variance"),
             })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM, start=60)

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    write_expected_split(E, HERE, seed, held, PROBLEM)
