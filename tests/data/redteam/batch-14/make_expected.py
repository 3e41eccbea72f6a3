"""Write batch 14's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-13 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 80, 81, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of every activity
and two to four problem notebooks (redteam_kit.split_from); those 6 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
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


def marked(name, qids, markers, cut=None, head=None):
    out = by_markers(text(name), list(zip(qids, markers)))
    if head:
        out = {q: re.split(head, a, maxsplit=1)[-1].strip() for q, a in out.items()}
    if cut:
        out = {q: re.split(cut, a)[0].strip() for q, a in out.items()}
    return out


# ================================================================== temperature-top-p
n = "tp141-plist-xml-dl-answers"
E[n] = entry("temperature-top-p", marked(n, TPQ, [f"<dt>{q}" for q in TPQ], r"</dd>", r"<dd>"), "html_dl_dt_qid", "portuguese",
             "one_markdown_cell:html_definition_list_<dt>A.1 — ...</dt><dd>answer</dd>", RUNS_ONE["temperature-top-p"],
             "transformers.set_seed(1400 + k) per run; the six runs (dict of dicts with temperature / top_p / seed / "
             "texto) dumped with plistlib.dumps and the XML plist printed (<key>A1</key><dict>...<key>texto</key>"
             "<string> text</string>; real newlines inside <string>, XML escapes for & < >); answers in an HTML "
             "definition list (<dl><dt>A.1 — ...</dt><dd>...</dd>) inside a markdown cell; honest",
             {
                 "runs-genuine": (P, "all six " + GEN + "; one seed per run, parameters as declared in the plist"),
                 "A.1-excerpts": (P, "three excerpts, each verbatim in its own run's <string> (A1 forecast sentence, A2 'wide range of applications', A3 '3. DataFrames ... (TDLS)')"),
                 "A.2-choice": (P, "A1 (T=0.2): rep3 A1 0.152 > A2 0.091 > A3 0.0"),
                 "A.2-evidence": (P, "'models can be used to forecast', 'models that can be used to forecast', 'which can be used to predict continuous outcomes' all verbatim in A1"),
                 "A.3-choice": (P, "A3 (T=1.0): distinct-2 A3 0.951 > A2 0.940 > A1 0.851 (A2 close); the topic jumps it cites are real"),
                 "A.3-evidence": (P, "'such as encryption and compression' and '3. DataFrames' in A3; A1/A2 stay on forecasting / data analysis"),
                 "B.1-choice": (P, "top_p 0.3 = B1: rep3 B1 0.323 > B2 0.200 > B3 0.116"),
                 "B.2-repeat": (P, "'is a single entity that has' twice in B1 ('which is a single entity that has multiple attributes', 'The `model` is a single entity that has')"),
                 "B.3-concept": (P, "smallest set whose cumulative probability reaches p; few candidates at 0.3; tied to B1's 'a single entity' loop; 'B3 não teve esse laço' true"),
                 **D_OK,
                 "D.3-justified": (P, "B1 vs B3 at the same T=0.7 and A1's 'can be used to': true of the own runs"),
             })

n = "tp142-enum-reversed-prose"
_a = marked(n, TPQ, ["(1)", "(2)", "(3)"] * 3, r"\n\n\*\*Parte")
E[n] = entry("temperature-top-p", _a, "parenthesised_number_within_part_paragraphs", "portuguese",
             "one_markdown_cell:three_prose_paragraphs_**Parte A/B/D.**_with_(1)(2)(3)_inline_runs_named_by_value",
             {**RUNS_ONE["temperature-top-p"], "B3": 0},
             "an Enum Config(A1=(0.2, 0.9), ..., B3=(0.7, 0.9)): B3 has A2's value, so Python makes it an ALIAS of A2 "
             "and the loop over Config yields only five runs (no B3 header anywhere); one torch.manual_seed(142) "
             "before the loop; runs printed in REVERSE order (B2, B1, A3, A2, A1) under headers "
             "'[Config.B2] temperatura=0.7 nucleus=0.6' and 40-dash rules; the student notices and uses A2 as B3 "
             "(same configuration); answers as three prose paragraphs with inline (1)(2)(3); B.2 quotes a sentence "
             "that occurs only once",
             {
                 "runs-genuine": ((P, R), "the five printed runs " + GEN + "; B3 was never generated (Enum alias of A2), disclosed; A2 is a genuine T=0.7 / p=0.9 run and stands for B3"),
                 "A.1-excerpts": (P, "three excerpts verbatim in the 0.2 (A1), 0.7 (A2) and 1.0 (A3) blocks, found under the reversed headers"),
                 "A.2-choice": (P, "temperature 0.2 = A1: rep3 A1 0.167 > A2 0.116 > A3 0.0"),
                 "A.2-evidence": (P, "'can be used to create and manage multiple copies of itself', 'which can be used to create multiple copies of itself' and the double 'replication' all in A1"),
                 "A.3-choice": (P, "temperature 1.0 = A3: distinct-2 A3 0.956 > A2 0.857 > A1 0.851"),
                 "A.3-evidence": (P, "'economics, social sciences, and computer science' in A3; the probability -> fields -> logistic regression drift is real"),
                 "B.1-choice": (P, "nucleus 0.3 = B1: rep3 B1 0.406 > B2 0.145 > A2-as-B3 0.116"),
                 "B.2-repeat": ((F, PA), "FALSE REPEAT: 'Examples of models include machine learning algorithms, such as neural networks and deep learning' occurs ONCE in B1; what B1 really repeats is 'designed to analyze and predict complex systems, such as human behavior, using statistical techniques' (twice). B2's 'Examples of models that use algorithms ... include machine learning algorithms, such as decision trees and neural networks' is a loose echo in another run, not a repeat within one"),
                 "B.3-concept": ((P, R), "smallest group whose cumulative probability reaches 30%, mostly the top token; 'com 0.6 e 0.9 ... se repete menos' true (B1 0.406 vs B2 0.145 / A2 0.116); tied to the 0.3 run only in general words"),
                 **D_OK,
                 "D.3-justified": (P, "top-p changed alone at T=0.7 in part B (true of the own runs) and A1's 'multiple copies'"),
             })

n = "tp143-etree-xml-parts-table-en"
_rows = {r.split(" | ")[0].strip("| *"): [c.strip() for c in r.strip().strip("|").split(" | ")[1:]]
         for r in text(n).strip().split("\n")[2:]}
_a = {}
for part in "ABD":
    for k in range(3):
        _a[f"{part}.{k + 1}"] = _rows[part][k].strip(" |")
E[n] = entry("temperature-top-p", _a, "markdown_table_row_per_part_column_per_question", "english",
             "one_markdown_cell:table_rows_A/B/D_columns_Q1_Q2_Q3", RUNS_ONE["temperature-top-p"],
             "runs kept in an xml.etree tree (<run id='A1' T='0.2' top_p='0.95' seed='1431'>text</run>), printed with "
             "ET.indent + ET.tostring (XML-escaped text, real newlines); torch.manual_seed(1430 + i) / (1433 + i) per "
             "run; PART A's loop calls rodar(..., 0.95, ...): A1-A3 were sampled with top_p=0.95, not 0.9 (visible "
             "only in the attributes, never mentioned); English answers in a markdown table (rows = parts A/B/D, "
             "columns Q1-Q3); A.2 honestly names A2 (T=0.7), which its own text supports",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETER: A1-A3 ran with top_p=0.95 (attribute top_p=\"0.95\"), not the activity's 0.9; B1-B3 as declared; all " + GEN),
                 "A.1-excerpts": ((P, PA), "the three excerpts are verbatim in A1 / A2 / A3 of the record; the runs themselves used top_p=0.95 (runs-genuine)"),
                 "A.2-choice": ((P, R), "A2 (T=0.7): rep3 A2 0.230 > A1 0.152 > A3 0.0 — agrees with the own outputs, against the course's expectation (T=0.2); the student says 'surprisingly'"),
                 "A.2-evidence": (P, "'model the number of events occurring in a fixed interval' and 'model the number of successes (e.g., phone calls, data) in a fixed interval' in A2; 'Poisson distribution' twice"),
                 "A.3-choice": (P, "A3 (T=1.0): distinct-2 A3 0.955 > A1 0.866 > A2 0.839"),
                 "A.3-evidence": (P, "'predict and manage complex systems', 'high-performance computing', 'cloud storage services, sensors' in A3"),
                 "B.1-choice": (P, "top-p 0.3 = B1: rep3 B1 0.116 > B3 0.029 > B2 0.0"),
                 "B.2-repeat": (P, "'can be used to' four times in B1, each cited context verbatim"),
                 "B.3-concept": (P, "smallest set reaching cumulative probability p; tiny at 0.3; tied to B1's 'can be used to'; 'B2 / B3 do not loop' true"),
                 **D_OK,
                 "D.3-justified": (P, "part B at fixed T=0.7 (true: B1 repeats, B2/B3 do not) and A3 the most varied"),
             })

# ================================================================== chain-of-thought
n = "cot141-shelve-fill-letter"
E[n] = entry("chain-of-thought",
             marked(n, CQ, ["Sobre a primeira pergunta", "Sobre a segunda", "Sobre a terceira"], r"\n\nAtenciosamente"),
             "ordinal_prose_no_ids", "portuguese", "one_markdown_cell:letter_to_the_teacher_'Sobre a primeira/segunda/terceira'",
             RUNS_ONE["chain-of-thought"],
             "transformers.set_seed(1411) / (1412) inside a helper; both outputs stored in a shelve database, read "
             "back and printed paragraph by paragraph with textwrap.fill(72, initial_indent='P1 ▸ ', "
             "subsequent_indent=5 spaces), blank paragraphs skipped: the EMPTY P1 prints nothing at all (no 'P1 ▸' "
             "line, only a blank line), P2 prints as two 'P2 ▸' lines; answers as a letter with no question ids; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; P1 is an empty continuation (never shown as a line), P2 two paragraphs"),
                 "C.1-claim": (P, "não: P1 empty, P2 ends 'The answer is 39.13.'"),
                 "C.2-excerpt": (P, "'13 = 27 + 12.13 = 39.13.' is P2's first paragraph (after the 'P2 ▸ ' indent); chained '=' steps"),
                 "C.3-guarantee": (P, "não, tied to P2's wrong arithmetic and 39.13"),
             })

n = "cot142-template-strings-checklist"
E[n] = entry("chain-of-thought", marked(n, CQ, ["**C.1**", "**C.2**", "**C.3**"], r"\n- \[x\]", r"^— "), "bold_qid_in_task_list", "portuguese",
             "one_markdown_cell:task_list_'- [x] **C.n** — ...'", RUNS_ONE["chain-of-thought"],
             "one torch.manual_seed(1420) before both prompts; each output printed through string.Template('$nome ($n "
             "tokens novos) :: $saida'), runs named 'direto' / 'passo-a-passo': P1 = 1 new token (EOS), empty after "
             "the '::'; P2 = 80 tokens with raw newlines; answers as a markdown task list; C.3 hedges ('Em parte')",
             {
                 "runs-genuine": (P, "both " + GEN + "; max_new_tokens 40 / 80 as declared"),
                 "C.1-claim": (P, "não: P1 empty, P2 '25 + 27 = 111.25 + 27 = 242.25', no 85"),
                 "C.2-excerpt": (P, "'25 + 27 = 111.25 + 27 = 242.25' and 'To calculate the percentage increase, we need to multiply the actual' both verbatim in P2"),
                 "C.3-guarantee": ((PA, F), "HEDGED: 'Em parte ... na maioria das vezes ajuda ... garante mais do que perguntar direto' — not a 'não', and not based on the own output, whose step-by-step run is wrong ('242.25'); 'nem sempre garante' is the only right element"),
             })

n = "cot143-visible-spaces-en"
E[n] = entry("chain-of-thought", marked(n, CQ, ["**Q1.**", "**Q2.**", "**Q3.**"]), "bold_Qn", "english",
             "one_markdown_cell:paragraphs_**Q1.**_**Q2.**_**Q3.**", RUNS_ONE["chain-of-thought"],
             "torch.manual_seed(143) / (1143) per prompt; each output printed on ONE line with visible whitespace: "
             "every space as '·' and every newline as '↲' ('P2: 5·+·57.85·=·142.25.↲↲Now,·add·...'); P1 empty "
             "('P1: '); P2 contains '57.85' (85 only as decimals, not an answer); the answers quote with ordinary "
             "spaces; honest",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "no: P1 empty, P2 ends 'So, the answer is 224.375.'; the '85' of '57.85' correctly dismissed"),
                 "C.2-excerpt": (P, "'Now, add 142.25 to the original value.' and 'So, 142.25 + 142.25 = 224.375.' are in P2 once '·' -> space and '↲' -> newline"),
                 "C.3-guarantee": (P, "no, tied to P2's wrong own arithmetic"),
             })

# ================================================================== few-shot
n = "fs141-percent-brackets-qa-blockquote"
E[n] = entry("few-shot", marked(n, FSQ, ["R.:"] * 5, r"\n\n>"), "R.:_after_blockquoted_question", "portuguese",
             "one_markdown_cell:blockquoted_questions_'> **n.** ...'_each_followed_by_'R.:'", RUNS_ONE["few-shot"],
             "config-based Seq2Seq / causal switch, greedy max_new_tokens=8; outputs printed with old-style % "
             "formatting '%-10s => [%s]' (raw newlines inside the brackets: '[ NEGATIVO', '', 'Text]'); variation = "
             "the positive demonstration replaced by 'Adorei 😍 o roteiro é lindo e os atores estão ótimos.' "
             "(output unchanged); honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "ZS '\"Este filme foi um', FS 'NEGATIVO' + blank line + 'Text' — the recorded outputs"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; conditioning at inference, no gradient"),
                 "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' = FS; the change described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, not seen"),
             })

n = "fs142-simplenamespace-reorder"
E[n] = entry("few-shot", marked(n, FSQ, [f"**({k})**" for k in range(1, 6)]), "bold_parenthesised_number", "portuguese",
             "one_markdown_cell:paragraphs_**(1)**..**(5)**", RUNS_ONE["few-shot"],
             "outputs kept in a types.SimpleNamespace and printed as its repr on one line "
             "(namespace(zero_shot=' \"Este filme foi um', few_shot=' NEGATIVO\\n\\nText', invertido=...)); variation = "
             "the two demonstrations reordered (negative first), output unchanged; F.5 gives a wrong window and a "
             "wrong mechanism",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "the two reprs exactly as in the namespace repr"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "não; parameters frozen, in-context"),
                 "F.4-variation": (P, "não: invertido = few_shot (' NEGATIVO\\n\\nText'); reorder described as in the code"),
                 "F.5-window": (F, "WRONG: 'n_positions = 2048' (GPT-2's is 1024) and 'o modelo vai resumindo internamente na atenção, então ainda influencia' (tokens beyond the window are truncated, never seen)"),
             })

n = "fs143-tohtml-source-printed-en"
E[n] = entry("few-shot", marked(n, FSQ, ["1) ", "\n2) ", "\n3) ", "\n4) ", "\n5) "]), "n)_numbered_lines", "english",
             "one_markdown_cell:lines_'1)'..'5)'", RUNS_ONE["few-shot"],
             "outputs in a pandas DataFrame whose to_html(index=False) SOURCE is printed to stdout as text (not "
             "rendered): '<td>NEGATIVO\\n\\nText</td>' with the newlines shown as the two characters backslash-n, the "
             "leading space dropped; variation = negative demonstration replaced by 'Horrível, dormi no meio do "
             "filme.' (unchanged); English; honest",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN),
                 "F.1-copied": (P, "'\"Este filme foi um' and 'NEGATIVO\\n\\nText' as printed in the HTML source (the student says the table shows newlines as \\n)"),
                 "F.2-format": (P, "only the few-shot: true"),
                 "F.3-weights": (P, "no; conditioning, frozen weights"),
                 "F.4-variation": (P, "no change: var_neg = few_shot; the replacement described is the one in the code"),
                 "F.5-window": (P, "1024; truncated, cannot attend"),
             })

# ================================================================== template
n = "tpl141-tally-bars-details"
E[n] = entry("template", marked(n, TQ, [f"<b>{q}</b>" for q in TQ], r"\n</details>", r"</summary>"), "html_details_summary_bold_qid",
             "portuguese", "one_markdown_cell:five_<details><summary><b>T.n</b> — ...</summary>_blocks",
             RUNS_ONE["template"],
             "templates printed under str.center banners ('************ template_ruim *************'); ten samples "
             "with transformers.set_seed(1400 + i), printed '0 :: <repr>' (0-based), then a tally with '#' bars "
             "('NEGATIVO |###### 6'); answers inside HTML <details><summary> blocks; honest",
             {
                 "runs-genuine": (P, "templates and samples " + GEN),
                 "T.1-copied": (P, "LOOSE '\"Este filme foi um erro de tempo.\"' + blank line + 'E', STRICT '\"Este filme foi um' as recorded"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction explained and tied to both own outputs; honest that the restriction failed here"),
                 "T.4-vote": (P, "NEGATIVO; NEGATIVO 6 (0, 1, 2, 3, 5, 9), POSITIVO 1 (8 ' POSITIVO o NEGAT'), 3 without label (4, 6, 7): matches the printed tally and the notebook's regex"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

n = "tpl142-sorted-samples-lowtemp"
E[n] = entry("template", marked(n, TQ, [f"**T-{k}**" for k in range(1, 6)]), "bold_T-n", "portuguese",
             "one_markdown_cell:paragraphs_**T-1**..**T-5**", RUNS_ONE["template"],
             "templates printed with newlines replaced by ' / ' ('RUIM:  \"Este filme foi um erro de tempo.\" /  / E'); "
             "one torch.manual_seed(142) then ten samples in a list comprehension at TEMPERATURE 0.3 (the activity "
             "says 0.9), printed SORTED alphabetically (original order lost) and dict(Counter) {'NEGATIVO': 10}; "
             "T.4 claims the samples were drawn 'com temperatura 0.9 ... como pede a atividade'",
             {
                 "runs-genuine": ((PA, F), "WRONG PARAMETER: the self-consistency samples were generated with temperature=0.3 (code), not 0.9 — and the answer claims 0.9; templates fine; all " + GEN),
                 "T.1-copied": (P, "both template outputs as recorded (the ' / ' substitution disclosed)"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restriction of the output space, tied to both own outputs"),
                 "T.4-vote": ((P, PA), "NEGATIVO 10 / POSITIVO 0 / 0 without label: a correct recount of the printed samples and Counter; but the stated 'temperatura 0.9' is false (the code used 0.3)"),
                 "T.5-guarantee": (P, "não; reduces variance"),
             })

n = "tpl143-doublebar-oneline-en"
E[n] = entry("template", marked(n, TQ, ["1. ", "\n2. ", "\n3. ", "\n4. ", "\n5. "]), "numbered_markdown_list", "english",
             "one_markdown_cell:numbered_list_1..5", RUNS_ONE["template"],
             "templates as 'loose  -> <repr>'; ten samples (torch.manual_seed(4300 + i)) stripped and printed on ONE "
             "line joined by ' ‖ ' (raw newlines inside samples break that line: 'NEGATIVO', '', 'Ref ‖ NO "
             "TERMINAIZEO ...'); no labels, counts or vote printed; English; T.4 counts right but votes INDETERMINADO",
             {
                 "runs-genuine": (P, "templates and samples " + GEN),
                 "T.1-copied": (P, "both reprs exactly as recorded"),
                 "T.2-format": (P, "neither: true"),
                 "T.3-why": (P, "restriction of the output space explained, tied to both own outputs"),
                 "T.4-vote": ((PA, F), "WRONG VOTE: the counts NEGATIVO 3 (samples 3, 5, 6 from 1), POSITIVO 0, no label 7 (English 'NEGATIVE' x2 not accepted by the notebook's regex) are right, but the vote is NEGATIVO, not INDETERMINADO: INDETERMINADO only when no sample parses; the student took 'no label' as a competing majority"),
                 "T.5-guarantee": (P, "no; reduces variance"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 80)
    write_expected_split(E, HERE, seed, held, problem)
