"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Format as batch 8 (activity, answers {qid: {text, found_by, doubt}}, answers_kind, criteria {id: {status, also?, why}},
placement, runs, shape, split, unplaced_answers); `status` is the TA's own choice, `also` the other defensible statuses.
Split (12 notebooks): the first s = 40, 41, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of
every activity and two to four problem notebooks; those 6 are heldout.
Measures in the whys: attribution_check.py (word-level rep3 = share of 3-grams occurring more than once,
d2 = distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
import ast
import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import problem_notebooks  # noqa: E402

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from answers_text import ANSWERS  # noqa: E402

P, F, R, PA = "pass", "fail", "needs_review", "partial"
ONE_TP = {r: 1 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]}
ONE_COT = {"P1": 1, "P2": 1}
ONE_FS = {"ZS": 1, "FS": 1, "VAR": 1}
ONE_TPL = {"LOOSE": 1, "STRICT": 1, "SC": 10}
TPQ = ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]
FSQ = ["F.1", "F.2", "F.3", "F.4", "F.5"]
TQ = ["T.1", "T.2", "T.3", "T.4", "T.5"]
E = {}


def joined(name):
    return "\n".join(ANSWERS[name].values())


def by_markers(text, markers, strip=""):
    """markers: [(qid, marker)] in order within one text; each answer runs to the next marker (searched onwards)."""
    pos, found = 0, []
    for q, m in markers:
        i = text.index(m, pos)
        found.append((q, i, i + len(m)))
        pos = i + len(m)
    out = {}
    for k, (q, i, j) in enumerate(found):
        end = found[k + 1][1] if k + 1 < len(found) else len(text)
        out[q] = text[j:end].strip().strip("|").strip().rstrip(strip).strip()
    return out


def crit(s, w):
    if isinstance(s, str):
        return {"status": s, "why": w}
    return {"status": s[0], "why": w, "also": list(s[1:])}


def add(name, activity, answers, found_by, kind, placement, runs, shape, criteria, doubt=()):
    E[name] = {
        "activity": activity,
        "answers": {q: {"text": t, "found_by": found_by, "doubt": q in doubt} for q, t in answers.items()},
        "answers_kind": kind,
        "criteria": {c: crit(s, w) for c, (s, w) in criteria.items()},
        "placement": placement,
        "runs": runs,
        "shape": shape,
        "unplaced_answers": [],
    }


D_OK = {"D.1-parameter": (P, "top-p"), "D.2-direction": (P, "increase / aumentar, 0.6 -> 0.9")}

# ================================================================== temperature-top-p
import re as _re


def undetail(d):
    return {q: _re.split(r"\s*</details>", t)[0].strip() for q, t in d.items()}


def code_string(name, slot):
    return ast.literal_eval(ANSWERS[name][slot].split("=", 1)[1].split("\nprint(")[0].strip())


# ================================================================== temperature-top-p
n = "tp101-class-partial-reversed-ordinals"
ORD = ["Primeira:", "Segunda:", "Terceira:", "Quarta:", "Quinta:", "Sexta:", "Sétima:", "Oitava:", "Nona:"]
add(n, "temperature-top-p", by_markers(joined(n), list(zip(TPQ, ORD))), "portuguese_ordinal_word", "portuguese",
    "one_cell:portuguese_ordinal_words_Primeira_to_Nona_no_qids", ONE_TP,
    "generation in a class Gerador with __call__(rotulo, temperature, top_p, semente), torch.manual_seed(semente) "
    "inside (101..106), history kept in a dict; part B through functools.partial(g, temperature=0.7); the runs printed "
    "in REVERSE order (B3, B2, B1, A3, A2, A1), each between '<A1 T=0.2 p=0.9>' and '</A1>' tag lines; answers "
    "numbered only by Portuguese ordinal words ('Primeira:' .. 'Nona:'), no question ids",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (regen_checks.py); seeds 101..106, one per call"),
        "A.1-excerpts": ((PA, "fail"), "EDITED QUOTE: the A2 excerpt says 'allowing them to adjust their models as new data becomes available'; A2 printed 'allowing them to adjust their models as new information becomes available' (the edit borrows the end of A2's next sentence, '... refine their models as new data becomes available', so each half is in A2 but not the sentence). A1 and A3 excerpts are verbatim in their runs"),
        "A.2-choice": (P, "A1: rep3 A1 0.176 > A2 0.059 > A3 0.0"),
        "A.2-evidence": (P, "'climate change mitigation efforts' and 'greenhouse gas emissions' each twice in A1 (the quoted two-sentence context verbatim)"),
        "A.3-choice": (P, "A3: distinct-2 A3 0.97 > A2 0.928 > A1 0.841; the topic shift (relationships between variables -> predictive models / regression analysis) is real"),
        "A.3-evidence": (P, "'relationships between variables', 'interactions with other factors', 'regression analysis', 'a continuous outcome based on one or more predictor variables' all in A3"),
        "B.1-choice": (P, "B3 (p=0.9): rep3 B3 0.154 > B1 0.085 > B2 0.0; against the course expectation but true of the own B runs, and the student says so"),
        "B.2-repeat": (P, "'neural networks and deep learning algorithms' twice in B3 (both contexts verbatim)"),
        "B.3-concept": (P, "'o menor conjunto de tokens cuja probabilidade acumulada chega a p', fewer candidates at 0.3; tied to B1 ('is responsible for' twice, true) and B3, and to why one sample can depart from the rule"),
        **D_OK,
        "D.3-justified": ((P, "partial"), "refers to A1 and to part B with T fixed; says honestly that the own B runs do not show the rule (B3 looped), then falls back on the course's rule of thumb"),
    })

n = "tp102-valueerror-rerun-mdbullets-details"
TP102 = [("A.1", "<summary>A.1 — trechos</summary>"), ("A.2", "<summary>A.2 — mais repetição</summary>"),
         ("A.3", "<summary>A.3 — mais variação</summary>"), ("B.1", "<summary>B.1 — top-p mais repetitivo</summary>"),
         ("B.2", "<summary>B.2 — padrão repetido</summary>"), ("B.3", "<summary>B.3 — massa acumulada</summary>"),
         ("D.1", "D.1:"), ("D.2", "D.2:"), ("D.3", "<summary>D.3 — justificativa</summary>")]
add(n, "temperature-top-p", undetail(by_markers(joined(n), TP102)), "html_details_summary", "portuguese",
    "one_cell:html_details_summary_per_question;D.1_and_D.2_in_one_block", ONE_TP,
    "a first part-A cell with A1 at temperature=0.0 raises a ValueError before any output (traceback kept, cell tagged "
    "raises-exception); a markdown note, then the fixed cell re-runs part A with 0.2 (seeds 1020..1022), part B seeds "
    "1030..1032; every run shown ONLY as a display(Markdown) bullet list ('- **A1** (temperature=0.2, top_p=0.9)' then "
    "one '    - ' sub-bullet per non-empty stripped line; text/plain is the Markdown object's repr); answers as HTML "
    "<details><summary> blocks, D.1 and D.2 sharing one block; honest",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (text/markdown compared); the failed T=0.0 attempt produced no run"),
        "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (A1 / A2 / A3, from the fixed re-run)"),
        "A.2-choice": (P, "A1: rep3 A1 0.576 > A2 0.113 > A3 0.0"),
        "A.2-evidence": (P, "'is a function that takes a list of data and returns a list of models' twice in A1, 'The `model` is a function that takes a list of data' twice"),
        "A.3-choice": (P, "A3: distinct-2 A3 1.0 > A2 0.917 > A1 0.567"),
        "A.3-evidence": (P, "'bioluminescence, protein synthesis, or even the human nervous system', 'In computer science, biology is often used as a backdrop for modeling', 'Biotechnology involves the design of biological systems' all in A3"),
        "B.1-choice": (P, "B2 (0.6): rep3 B2 0.123 > B3 0.088 > B1 0.029"),
        "B.2-repeat": (P, "'can be trained using' twice in B2 (both contexts verbatim; 'linear regression' three times)"),
        "B.3-concept": (P, "'o menor conjunto de tokens cuja probabilidade acumulada atinge p', smaller nucleus at 0.6 than 0.9, tied to B2 / B3 and honest about B1"),
        **D_OK,
        "D.3-justified": (P, "refers to B2 (0.6) repeating and B3 (0.9) not with T fixed, and to A1; true of the outputs"),
    })

n = "tp103-namedtuple-sorted-len-qtext-en"
add(n, "temperature-top-p", {q: _re.sub(r"\s*\n\*[^\n]*\*\s*$", "", t) for q, t in by_markers(joined(n), [(q, f"**{q}**") for q in TPQ]).items()}, "bold_qid_below_question_text",
    "english", "one_cell:question_text_copied_in_italics_above_each_bold_qid", ONE_TP,
    "namedtuple Run(nome, T, p, texto); ONE torch.manual_seed(103) before the six runs (the RNG continues); the list "
    "SORTED BY len(texto) (shortest first: B1, A1, B3, B2, A2, A3) and each run printed as its repr "
    "(\"Run(nome='B1', T=0.7, p=0.3, texto=' can be used ...\\n\\n...')\"), newlines escaped; English answers, each "
    "below the question text copied in italics",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution; one seed for the whole loop"),
        "A.1-excerpts": ((PA, "fail"), "WRONG RUN: the 'A1' excerpt 'can be used to create and manage data, but they are not a replacement for human judgment and expertise.' is B1's text (B1 is the first line of the length-sorted list, and both B1 and A1 begin ' can be used to create'); A1's own text is ' can be used to create a new model that is a copy of the original model ...'. The A2 and A3 excerpts are verbatim in their runs"),
        "A.2-choice": ((P, "needs_review"), "A2: rep3 A2 0.314 > A1 0.268 > A3 0.0 (A1 close behind); the student names A2, against the course expectation, as the own outputs say"),
        "A.2-evidence": (P, "'decision tree model' three times in A2; 'a model that uses multiple variables is a decision tree model' and 'The model that uses multiple variables is a decision tree model' both in A2"),
        "A.3-choice": (P, "A3: distinct-2 A3 0.986 > A2 0.704 (B3 0.971 is not in part A)"),
        "A.3-evidence": (P, "'use entropy to optimize behaviors', 'Bayesian optimization, Bayesian neural networks, and decision theory', 'less suitable for modeling practical problems that don't require perfect optimality' all in A3"),
        "B.1-choice": (P, "B1 (0.3): rep3 B1 0.242 > B2 0.136 > B3 0.0"),
        "B.2-repeat": (P, "'Data analysis is a' twice in B1; the near-repeat 'but they are not a replacement for human judgment and expertise' / 'but they are not a substitute for human expertise' also in B1"),
        "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, tiny nucleus at 0.3; tied to B1 and B3 (B3 repeats nothing: rep3 0.0)"),
        **D_OK,
        "D.3-justified": (P, "refers to part B (0.3 -> 0.9 with T fixed took the repetition away: B1 0.242, B3 0.0) and to A2"),
    })

# ================================================================== chain-of-thought
n = "cot101-token-list-only"
add(n, "chain-of-thought", by_markers(joined(n), [("C.1", "- **C1**"), ("C.2", "- **C2**"), ("C.3", "- **C3**")]),
    "bold_qid_bullets_no_dot", "portuguese", "one_cell:bullets_bold_C1_C2_C3", ONE_COT,
    "each continuation shown ONLY as the Python list of its decoded tokens (tok.batch_decode(novos[:, None]): one string "
    "per token, leading spaces inside the strings, digits one token each, EOS as ''), under 'P1 - What is 27 + 58? "
    "(40 tokens)'; manual_seed 1010 / 1011; an excerpt must be matched across token boundaries; honest",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 '\\n\\nFirst, we calculate the sum of the numbers from 2 to 17, which is 10 (since 2 + 4 = 6, 2 + 5' (cut at 40 tokens), P2 '\\n\\nNow, add 27 and 58:\\n\\n27 + 58 = 114\\n\\nThe answer is: 114' (36 tokens, ends at EOS)"),
        "C.1-claim": (P, "não: P1 reaches no final answer (cut mid-sum), P2 says 114; no 85"),
        "C.2-excerpt": (P, "'Now, add 27 and 58:' and '27 + 58 = 114' in P2, joined from the token strings ('2', '7', ' +', ' ', '5', '8', ' =', ...)"),
        "C.3-guarantee": (P, "não, tied to P2 (step format, 'The answer is: 114')"),
    })

n = "cot102-partial-generate-answers-printed"
add(n, "chain-of-thought", by_markers(code_string(n, "str"), [("C.1", "C1:"), ("C.2", "C2:"), ("C.3", "C3:")]),
    "qid_colon_in_code_string", "portuguese", "code_cell_executed:triple_quoted_string_printed_C1_C2_C3", ONE_COT,
    "functools.partial(lm.generate, do_sample=True, temperature=0.7, top_p=0.9); manual_seed(102) once (P2 continues the "
    "RNG); one line per prompt \"'What is 27 + 58?' => '<continuation repr>'\"; the answers typed into respostas = "
    "\"\"\"...\"\"\" in a code cell that was executed afterwards and printed (its stdout repeats the answers and their "
    "quotes: not evidence)",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 '... we\\'ll first add the numbers together: 27 + 58 = 125.\\n\\nNow', P2 '01 = 134.01, which is 1.1001. ... the answer is 1.101, which represents the decimal equivalent of 27.01.'"),
        "C.1-claim": (P, "não: 125 (P1), 134.01 / 1.101 (P2), each quoted from the right run"),
        "C.2-excerpt": (P, "'To find the total value of 27 + 58, we\\'ll first add the numbers together: 27 + 58 = 125.' verbatim in P1 (a plan stated, then the sum)"),
        "C.3-guarantee": (F, "NOT ANSWERED: 'C3: (depois eu termino)' (a placeholder, nothing else); the printed copy of the answers in the cell's output is no answer either"),
    })

n = "cot103-repr-class-duplicate-answers"
add(n, "chain-of-thought", by_markers(ANSWERS[n]["new"], [(q, f"**{q}**") for q in ["C.1", "C.2", "C.3"]]),
    "bold_qid_final_version_cell", "portuguese", "two_cells:old_version_then_final_version;final_counts", ONE_COT,
    "each run an Execucao object (generation in __init__, manual_seed 7 / 8) whose __repr__ gives "
    "'Execucao(P1, T=0.7, top_p=0.9, max_new_tokens=40, seed=7)' then the text; the list shown as a bare expression "
    "(execute_result, one text/plain); P1 is EMPTY (nothing after its header); the answers cell DUPLICATED: an old "
    "version under 'versão antiga — escrevi antes de trocar as sementes' (claims 85, quotes text that is in no run) "
    "and the final version below it; the final version counts; honest",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 empty, P2 '5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + 1.3 = 40.1, which is the final answer.'"),
        "C.1-claim": (P, "final version: não, P1 empty and P2 40.1 (true); the old version's 'Sim ... 27 + 58 = 85' is superseded and matches no run"),
        "C.2-excerpt": (P, "the whole P2 sum chain verbatim (final version); the old version's 'First, let\\'s add the tens ...' is in no run and is not the answer"),
        "C.3-guarantee": (P, "não, tied to P2 ('which is the final answer', 40.1)"),
    })

# ================================================================== few-shot
n = "fs101-zip-lastline-thirddemo-en"
add(n, "few-shot", by_markers(joined(n), [(q, f"F{i}:") for i, q in enumerate(FSQ, 1)]), "qid_no_dot_colon",
    "english", "one_cell:english_F1_to_F5_colon", ONE_FS,
    "a for over zip(nomes, prompts, saidas) printing with print(*[...], sep='\\n') a '## nome' line, the prompt's LAST "
    "line ('última linha do prompt: Sentimento:') and 'saída: <output>' (the output's own newlines break the line: "
    "'saída:  NEGATIVO' / '' / 'Text'); variation = a third demonstration ('O filme é longo e a sala estava fria.' -> "
    "NEGATIVO) before the target; English answers quoting the Portuguese outputs; honest",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": (P, "both outputs as printed ('\"Este filme foi um'; NEGATIVO, empty line, Text)"),
        "F.2-format": (P, "only the few-shot: true"),
        "F.3-weights": (P, "no; conditioning / in-context learning"),
        "F.4-variation": (P, "third demonstration added; 'did not change' is true (VAR = FS)"),
        "F.5-window": (P, "1024 (n_positions); truncated, not attended"),
    })

n = "fs102-ascii-repr-reorder-qtext"
FSQT = ["*Copie exatamente", "*Quais saídas", "*Algum peso", "*Na execução VAR", "*Qual é a janela"]
_t = joined(n)
_m = [(q, _t[_t.index(m):_t.index("*\n", _t.index(m)) + 1]) for q, m in zip(FSQ, FSQT)]
add(n, "few-shot", by_markers(_t, _m), "question_text_copied_above", "portuguese",
    "one_cell:question_text_copied_in_italics_above_each_no_ids", ONE_FS,
    "outputs printed as f'{nome:>10} | {saida!a}' (ascii(): quoted, \\n and non-ASCII escaped, names right-aligned: "
    "\"  few-shot | ' NEGATIVO\\n\\nText'\"); variation = the two demonstrations reordered (negative first); answers "
    "below the activity's question text copied in italics",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": ((F, "partial"), "THE BOOK'S OUTPUT: the zero-shot is given as `NEGATIVO` (the book's 5.5.2 'Saída observada'); the own zero-shot is ' \"Este filme foi um' (printed as ' zero-shot | \\' \"Este filme foi um\\''), no label. The few-shot NEGATIVO is right"),
        "F.2-format": (F, "'Ambas' is contradicted by the own outputs: the zero-shot echoed the review; only the few-shot has a label"),
        "F.3-weights": (P, "não; condiciona a distribuição pelo contexto, in-context learning"),
        "F.4-variation": (P, "demonstrations reordered (negative first); 'não' (unchanged) is true (VAR = FS)"),
        "F.5-window": (P, "1024; truncado, fora da atenção"),
    })

n = "fs103-streamer-attrerror-gpt2config"
add(n, "few-shot", dict(ANSWERS[n]), "cell_order_no_ids", "portuguese", "five_md_cells:one_per_question_in_order_no_ids",
    ONE_FS,
    "outputs only through a TextStreamer(skip_prompt=True) under '=== ZERO-SHOT ===' headers (streamed text as stdout, "
    "one chunk per word: ' ', '\"Este ', 'filme ', ...); variation = the negative demonstration made longer; F.5 first "
    "tried with modelo.config.n_positions -> AttributeError traceback kept ('LlamaConfig' object has no attribute "
    "'n_positions', cell tagged raises-exception), then GPT2Config().n_positions printed (1024); one markdown cell per "
    "answer, in order, no question ids; honest",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText' (streamed): identical in an independent second execution"),
        "F.1-copied": (P, "both outputs, with the streaming explained"),
        "F.2-format": (P, "só o few-shot: true"),
        "F.3-weights": (P, "não; só condiciona pelo prompt, aprendizado em contexto"),
        "F.4-variation": (P, "negative demonstration lengthened; 'não mudou' is true (VAR = FS)"),
        "F.5-window": (P, "1024 (GPT2Config, the AttributeError explained); cortados, fora da atenção"),
    })

# ================================================================== template
n = "tpl101-retry-empty-printstar"
add(n, "template", by_markers(joined(n), [(q, f"T{i}:") for i, q in enumerate(TQ, 1)]), "qid_no_dot_colon",
    "portuguese", "one_cell:T_n_colon", ONE_TPL,
    "templates printed as 'ruim: <repr>' / 'bom: <repr>'; self-consistency samples re-drawn while empty (while loop, "
    "ONE manual_seed(1010) before, 'tentativas' counted: 10, none was empty); the ten kept samples printed with "
    "print(*amostras, sep='\\n') (no numbering, a sample's own newlines split it over lines, so the boundaries are "
    "only recoverable with the labels list), then the labels list and Counter.most_common(1) (no tie rule); honest",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "loose ' \"Este filme foi um erro de tempo.\"\\n\\nE', strict ' \"Este filme foi um' as recorded"),
        "T.2-format": (P, "nenhum: true"),
        "T.3-why": ((P, "needs_review"), "restricting the output space, and says honestly it did not work here, quoting the own strict output"),
        "T.4-vote": (P, "NEGATIVO 3 (4th ' NEGATIVO\\n\\nEx', 5th and 8th ' \"NEGATIVO\"'), POSITIVO 2 (7th ' POSITIVO ou NEGAT', 10th ' POSITIVO.'), 5 without label (' POSITIVE\"' English): matches the recount and the printed vote"),
        "T.5-guarantee": (P, "não; reduz a variância"),
    })

n = "tpl102-class-namedtuple-mdtable"
add(n, "template", by_markers(joined(n), [(q, f"| {q} |") for q in TQ]), "markdown_table_row", "portuguese",
    "one_cell:markdown_table_pergunta_resposta", ONE_TPL,
    "a class Experimento with methods ruim(), bom(), amostras(n) (manual_seed(500 + i) per sample); samples printed "
    "as namedtuple reprs \"Amostra(i=4, semente=504, texto=' \\\"NEGATIVE\\\"\\n\\nText', rotulo=None)\"; Counter printed "
    "('Counter({'POSITIVO': 3, 'NEGATIVO': 2}) | sem rótulo: 5'); answers in a markdown table",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "both outputs as printed (repr)"),
        "T.2-format": (P, "nenhum: true"),
        "T.3-why": ((P, "needs_review"), "the intent (restrict the output space) and the own strict output quoted: the model kept copying the review"),
        "T.4-vote": (F, "WRONG COUNT: the student counts i=4 ' \"NEGATIVE\"' (English) as NEGATIVO against the course rule (labels POSITIVO / NEGATIVO only; the notebook's own rotulo() gave None) and reports 3-3 -> INDETERMINADO. Recount: POSITIVO 3 (i=1, 5, 7), NEGATIVO 2 (i=2, 8), 5 without label (0, 3, 4, 6, 9) -> POSITIVO, as the notebook's own Counter printed"),
        "T.5-guarantee": (P, "não; só reduz a variância"),
    })

n = "tpl103-iterstreamer-jsonindent-en"
add(n, "template", by_markers(joined(n), [(q, f"T{i})") for i, q in enumerate(TQ, 1)]), "qid_no_dot_paren",
    "english", "one_cell:english_T1_to_T5_paren", ONE_TPL,
    "templates generated through a TextIteratorStreamer consumed in a Thread (chunks joined, printed once as "
    "json.dumps strings: 'STRICT : \" \\\"Este filme foi um\"'); the ten samples (set_seed(700 + i)) dumped as "
    "json.dumps(list of dicts, indent=2, ensure_ascii=False) ('\"rotulo\": null'), then counts and an "
    "INDETERMINADO-on-tie vote; English answers quoting the Portuguese outputs",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "both outputs as printed (loose with its blank line and 'E', strict '\"Este filme foi um')"),
        "T.2-format": (F, "CLAIM CONTRADICTED BY THE OWN OUTPUT: 'The strict one ... answers in the label format'; the own STRICT output is ' \"Este filme foi um' (copied correctly in T1), no label; the answer is none (it repeats the book's 5.6.4 'NEGATIVO')"),
        "T.3-why": ((PA, "fail", "needs_review"), "the concept is there (restricts the output space, the instruction and the 'Sentimento:' ending) but it explains a success the own outputs do not show: the strict template did not produce a label, and nothing of the own strict output is cited"),
        "T.4-vote": (P, "NEGATIVO 5 (3, 4, 5, 7, 9), POSITIVO 0, 5 without label (0 and 2 'NEGATIVE' in English): matches the recount and the printed vote"),
        "T.5-guarantee": (P, "no; reduces variance"),
    })

def split_from(E, problem, start=40, size=6):
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(start, 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and 2 <= len(set(h) & problem) <= 4:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed")


PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM)

if __name__ == "__main__":
    for k, v in E.items():
        src = joined(k)
        for q, a in v["answers"].items():
            assert a["text"] and a["text"] in src, (k, q)
        want = {"temperature-top-p": 12, "chain-of-thought": 4, "few-shot": 6, "template": 6}[v["activity"]]
        assert len(v["criteria"]) == want, (k, len(v["criteria"]))
        qs = {"temperature-top-p": TPQ, "chain-of-thought": ["C.1", "C.2", "C.3"], "few-shot": FSQ, "template": TQ}[v["activity"]]
        assert list(v["answers"]) == qs, (k, list(v["answers"]))
    with open(HERE / "expected.json", "w") as fh:
        json.dump(dict(sorted(E.items())), fh, ensure_ascii=False, indent=1, sort_keys=True)
    st, also = Counter(), Counter()
    for v in E.values():
        for c in v["criteria"].values():
            st[c["status"]] += 1
            if "also" in c:
                also["/".join([c["status"]] + c["also"])] += 1
    print("split seed", seed, "heldout", sorted(held))
    print("problem notebooks", sorted(PROBLEM), len(PROBLEM), "among heldout:", sorted(set(held) & PROBLEM))
    print("statuses (TA's choice)", dict(st), sum(st.values()), "| with also:", dict(also), sum(also.values()))
    for sp in ("dev", "heldout"):
        c = Counter(x["status"] for v in E.values() if v["split"] == sp for x in v["criteria"].values())
        print(sp, sum(v["split"] == sp for v in E.values()), "notebooks", dict(c), sum(c.values()))
