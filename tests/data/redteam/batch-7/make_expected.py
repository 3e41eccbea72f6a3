"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Format as batch 6 (activity, answers {qid: {text, found_by, doubt}}, answers_kind, criteria {id: {status, also?, why}},
placement, runs, shape, split, unplaced_answers); `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 3, 4, ... for which random.Random(s).sample(sorted(names), 7) holds at least one notebook of
every activity and three or four problem notebooks; those 7 are heldout (redteam_kit's rule, started at s = 3).
Measures quoted in the whys: batch 2's measures.py (rep3 = share of word 3-grams occurring more than once, d2 =
distinct-2, continuation only; one-pass float32 kept-set check) on regen_checks.py's regenerated texts.
"""
import json
import random
import re
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
E = {}


def by_markers(text, markers):
    """markers: [(qid, marker)] in order within one text; each answer runs to the next marker (searched onwards)."""
    pos, found = 0, []
    for q, m in markers:
        i = text.index(m, pos)
        found.append((q, i, i + len(m)))
        pos = i + len(m)
    out = {}
    for k, (q, i, j) in enumerate(found):
        end = found[k + 1][1] if k + 1 < len(found) else len(text)
        out[q] = text[j:end].strip()
    return out


def unquote(t):
    return re.sub(r"(?m)^> ?", "", t).strip()


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


# ================================================================== temperature-top-p
t = ANSWERS["tp71-capture-show-blockquote-en"]["all"]
a = by_markers(t, [("A.1", "**Part A, question 1 — excerpts.**"), ("A.2", "**Part A, question 2 — most repetition.**"),
                   ("A.3", "**Part A, question 3 — most thematic variation.**"), ("B.1", "**Part B, question 1.**"),
                   ("B.2", "**Part B, question 2.**"), ("B.3", "**Part B, question 3.**"), ("D.1", "(1)"), ("D.2", "(2)"),
                   ("D.3", "(3)")])
a = {q: unquote(v) for q, v in a.items()}
add("tp71-capture-show-blockquote-en", "temperature-top-p", a, "part_and_ordinal_label", "english",
    "one_cell:blockquotes_part_question_ordinals_D_numbered_inline", ONE_TP,
    "the two generation cells start with the cell magic '%%capture partA' / '%%capture partB': they record NO output; "
    "the text appears only in the NEXT cells, 'partA.show()' / 'partB.show()' (stdout stream of a cell that generates "
    "nothing); torch.manual_seed(2024) before part A's three runs in a row, (2025) before part B's; each run printed as "
    "'----- T=0.2 top_p=0.9 -----' (f-string '{T=}') then prompt + continuation; English answers in ONE markdown cell of "
    "blockquotes '> **Part A, question 2 — most repetition.**', no question ids, runs named by ordinals ('the 2nd run "
    "(T=0.7)', 'the first run of part B'), D.1-D.3 inline as (1) (2) (3)",
    {
        "runs-genuine": (P, "all six regenerate exactly from seeds 2024 / 2025 with the notebook's calls (regen_checks.py); "
                            "they are recorded in the partA.show() / partB.show() cells, not in the cells that generated them; one-pass "
                            "kept-set check: every token kept at the declared parameters (max rank 25)"),
        "A.1-excerpts": (P, "one sentence per run, each verbatim in its own run (1st = T=0.2 'data augmentation', 2nd = T=0.7 "
                            "'learn from data over time', 3rd = T=1.0 'The logistic transformation')"),
        "A.2-choice": (P, "the 2nd run (T=0.7), against the course's usual expectation (T=0.2) but agreeing with the own "
                          "texts: rep3 A1 0.176 / A2 0.225 / A3 0.0; d2 A1 0.826 / A2 0.778 / A3 0.984"),
        "A.2-evidence": (P, "'can adapt to new data over time', 'models that can learn from data over time', 'create models "
                            "that can adapt to new data' verbatim in A2"),
        "A.3-choice": (P, "the 3rd run (T=1.0): d2 0.984, the highest; rep3 0.0"),
        "A.3-evidence": (P, "'hold their rates at their characteristic long-term behavior', 'The logistic transformation', "
                            "'LASSO (Lasso Linear Model Extraction) or LVM regression' verbatim in A3"),
        "B.1-choice": (P, "0.3: rep3 B1 0.092 / B2 0.0 / B3 0.0; d2 0.864 / 0.941 / 0.93"),
        "B.2-repeat": (P, "'can be used to' occurs twice in B1 ('can be used to predict the behavior', 'can be used to "
                          "extract the data') — a pattern, as the question allows"),
        "B.3-concept": (P, "'the smallest set of tokens whose cumulative probability reaches p', 'At 0.3 that set is tiny', "
                           "tied to B1's 'can be used to' / 'based on its behavior'"),
        "D.1-parameter": (P, "'(1) top-p'"),
        "D.2-direction": (P, "'(2) Increase it, e.g. from 0.3/0.6 to 0.9'"),
        "D.3-justified": (P, "own part B (temperature fixed, only the 0.3 run reused 'can be used to') and part A's T=1.0 "
                             "'LVM regression'"),
    })

t = ANSWERS["tp72-generator-tabs-ol-d2-diminuir"]["all"]
items = re.findall(r"<li>(.*?)</li>", t, re.S)
add("tp72-generator-tabs-ol-d2-diminuir", "temperature-top-p", dict(zip(TPQ, [i.strip() for i in items])),
    "list_position", "wrong_closed", "one_cell:html_ol_position_is_question_no_ids", ONE_TP,
    "a GENERATOR function varrer(configs) yields (name, T, p, text) and re-seeds torch.manual_seed(31) before EVERY "
    "run: A2 and B3 (same configuration T=0.7 / top_p=0.9, same seed) are the SAME text; one tab-separated line per run "
    "'A1<TAB>0.2<TAB>0.9<TAB>prompt + continuation' with the text passed through .encode('unicode_escape') (newlines "
    "as the two characters \\n, non-ASCII escaped); answers in an HTML <ol> of nine <li> in one markdown cell: the "
    "question is only the item's position; D.2 answered 'Diminuiria' (course: increase top-p)",
    {
        "runs-genuine": (P, "all six regenerate exactly with seed 31 before each run (regen_checks.py); A2 = B3 is expected "
                            "(same seed, same configuration), not a copy; every token kept (max rank 33)"),
        "A.1-excerpts": (P, "one sentence per run, each verbatim in its own run"),
        "A.2-choice": (P, "A1: rep3 A1 0.062 / A2 0.0 / A3 0.033; d2 0.864 / 0.943 / 0.967"),
        "A.2-evidence": (P, "'use data to predict outcomes' / 'used to predict outcomes based on data' verbatim in A1"),
        "A.3-choice": (P, "A3: d2 0.967, the highest (finance -> regression -> theology)"),
        "A.3-evidence": (P, "'the concept of infinity refers to the eternity of God', 'financial behavior' verbatim in A3"),
        "B.1-choice": (P, "0.3: rep3 B1 0.065 / B2 0.032 / B3 0.0; d2 0.905 / 0.922 / 0.943"),
        "B.2-repeat": (P, "'used to optimize' occurs twice in B1 ('can be used to optimize processes', 'they are used to "
                          "optimize drug development')"),
        "B.3-concept": (P, "'menor conjunto de tokens cuja probabilidade acumulada chega em p', 'Com 0.3 sobram "
                           "pouquissimos candidatos', tied to B1's 'optimize'; notes A2 = B3 correctly"),
        "D.1-parameter": (P, "'O top-p.'"),
        "D.2-direction": (F, "'Diminuiria, tipo de 0.9 para uns 0.5' — the course's rule of thumb is to RAISE top-p to break a "
                             "loop; lowering it narrows the nucleus further (and the student's own B.1 says 0.3 was the most "
                             "repetitive)"),
        "D.3-justified": ([PA, P], "refers to own runs (B1 at 0.3 'no tema de otimizacao', A3 'foi parar em teologia') but argues "
                                   "for lowering top-p against the student's own part B: the question is about a LOOPING text and "
                                   "their 0.3 run is the one they named most repetitive (B.1), 'optimize' three times; a rule that "
                                   "only checks that runs are referenced gives pass"),
    })

a = {q: re.sub(r"^\*\*Resposta:\*\*\s*", "", v.strip()) for q, v in ANSWERS["tp73-mdfence-excerpts-one-run"].items() if q != "D"}
a.update(by_markers(ANSWERS["tp73-mdfence-excerpts-one-run"]["D"], [("D.1", "**D.1**"), ("D.2", "**D.2**"), ("D.3", "**D.3**")]))
add("tp73-mdfence-excerpts-one-run", "temperature-top-p", {q: a[q] for q in TPQ}, "heading", "misattributed_excerpts",
    "cells:h4_questao_heading_then_bold_resposta_D_in_one_cell", ONE_TP,
    "each run displayed ONLY as text/markdown (display(Markdown(...))): '**A1** — temperatura 0.2, top-p 0.9' and the "
    "WHOLE decoded sequence (prompt included) in a ```text fence; text/plain is the object repr; torch.manual_seed(73) "
    "before part A, (74) before part B; answers under '#### Questão A.1' heading cells as '**Resposta:** ...', D.1-D.3 "
    "in one cell; A.1's three excerpts, labelled A1 / A2 / A3, are ALL taken from A2's output",
    {
        "runs-genuine": (P, "all six regenerate exactly from seeds 73 / 74; the markdown fences rebuild character for character "
                            "(regen_checks.py); every token kept (max rank 21)"),
        "A.1-excerpts": ([PA, F], "the three excerpts are real text, but all three come from A2: 'They're designed to maximize "
                                  "efficiency by minimizing costs and maximizing benefits.' (labelled A1) and 'They're often used "
                                  "in data analysis, but they also have limitations.' (labelled A3) occur only in A2's fence; "
                                  "only the A2 excerpt is from its own run (1 of 3)"),
        "A.2-choice": (P, "A3: rep3 A1 0.0 / A2 0.094 / A3 0.118; d2 0.925 / 0.877 / 0.841"),
        "A.2-evidence": (P, "'to assess the effectiveness of conservation efforts' / 'to evaluate the effectiveness of "
                            "conservation efforts' verbatim in A3"),
        "A.3-choice": (P, "A1 (T=0.2) — unusual, but the own texts agree: d2 A1 0.925 > A2 0.877 > A3 0.841 (beyond the 0.02 "
                          "tie); A1 jumps from prediction to 'the original code' (a needs_review only if a grader insists on "
                          "the course's expectation)"),
        "A.3-evidence": (P, "'In the context of the original code, the `predict_binary_regression` function uses a linear "
                            "regression model' verbatim in A1"),
        "B.1-choice": (P, "0.3: rep3 B1 0.091 / B2 0.0 / B3 0.029"),
        "B.2-repeat": (P, "'data analysis models' occurs twice in B1 ('Examples of data analysis models include', 'Data "
                          "analysis models are used to') — case differs"),
        "B.3-concept": (P, "'o menor conjunto cuja probabilidade acumulada passa de 30%', 'poucos candidatos', tied to B1"),
        "D.1-parameter": (P, "'top-p'"),
        "D.2-direction": (P, "'Aumentaria (de 0.3 para 0.9, por exemplo)'"),
        "D.3-justified": (P, "own part B (only B1 repeated 'data analysis models') and part A (A3 most repetitive)"),
    })

t = ANSWERS["tp74-mark-html-seed-after"]["all"]
a = by_markers(t, [(q, f"**{q.lower().replace('.', '.')})**") for q in TPQ])
add("tp74-mark-html-seed-after", "temperature-top-p", a, "label", "no_accents",
    "one_cell:bold_lowercase_qid_paren_no_accents", ONE_TP,
    "torch.manual_seed(99) in the setup cell (its execute_result '<torch._C.Generator at 0x...>' kept) and AGAIN at the end "
    "of the helper, after each generate ('para a proxima ficar reproduzivel'): every run starts from the seed-99 state, so "
    "T=0.7/top_p=0.9 of part A and of part B are the SAME text; each run shown as IPython HTML only (text/plain "
    "'<IPython.core.display.HTML object>'): <h4>title</h4>, prompt in <i>, html-escaped continuation, newlines as <br>, and "
    "every word of a repeated 3-gram wrapped in its own <mark> (the text is cut by tags word by word), plus a printed "
    "count 'T=0.7 / top_p=0.3: 34 palavras em trigramas repetidos'; runs named by parameters ('a de T=0.7', "
    "'top_p=0.3'); answers '**a.1)**' ... '**d.3)**', lowercase, no accents",
    {
        "runs-genuine": (P, "all six regenerate exactly from seed 99 (setup seed and re-seed after each run); the HTML and the "
                            "counts rebuild character for character with the notebook's destaca() (regen_checks.py); A2 = B3 "
                            "is expected. A one-pass kept-set check on the RE-TOKENISED text flags A3 ('Floccation' re-tokenises: "
                            "78 tokens for 80 sampled; 'cation' rank 88, ' randomized' rank 2520, ' decision' rank 351) and B1's "
                            "final '\\n\\n' (rank 27, 79 for 80): artefacts of re-tokenisation (sampled 'loc' 'c' 'ation' re-tokenise as 'loc' 'cation', shifting the context); the same check on the sampled ids of A3 keeps every token; the runs are genuine (exact regeneration)"),
        "A.1-excerpts": (P, "one sentence per run, each verbatim once the <mark> tags are removed (T=0.7's excerpt crosses "
                            "the marked 'in the context of')"),
        "A.2-choice": (P, "T=0.7: rep3 A1 0.0 / A2 0.059 / A3 0.0 (the notebook's own count: 0 / 8 / 0 marked words); d2 "
                          "0.956 / 0.913 / 0.953"),
        "A.2-evidence": (P, "'in the context of machine learning' / 'in the context of Bayesian statistics' in A2"),
        "A.3-choice": ([P, R], "T=1.0: a near-tie on distinct-2, d2 A1 0.956 / A2 0.913 / A3 0.953 (A1 higher by 0.003, within "
                               "the 0.02 tie); rep3 0.0 / 0.059 / 0.0; the text itself supports the choice (economics -> "
                               "the invented 'Floccation' and votes), A1 stays on modelling complex systems"),
        "A.3-evidence": (P, "'the principle of diminishing returns', 'Floccation, also known as randomized decision-making' "
                            "verbatim in A3"),
        "B.1-choice": (P, "0.3: rep3 B1 0.406 / B2 0.129 / B3 0.059 (34 / 21 / 8 marked words)"),
        "B.2-repeat": (P, "'takes a list of data and returns a list of predictions.' occurs twice in B1"),
        "B.3-concept": (P, "'o menor conjunto de tokens cuja probabilidade acumulada chega em p', tied to B1's 'takes a list "
                           "of data' and 'the behavior of the target variable' and to the 34 -> 21 -> 8 counts"),
        "D.1-parameter": (P, "'top-p'"),
        "D.2-direction": (P, "'aumentar (ex. 0.3 -> 0.9)'"),
        "D.3-justified": (P, "own part B at fixed temperature: 34 -> 21 -> 8 marked words as p rises; notes A2 = B3 correctly"),
    })

# ================================================================== chain-of-thought
t = ANSWERS["cot71-retry-nonempty-bare-expr"]["all"]
add("cot71-retry-nonempty-bare-expr", "chain-of-thought",
    by_markers(t, [("C.1", "**1)**"), ("C.2", "**2)**"), ("C.3", "**3)**")]), "number_label", "mixed_languages",
    "one_cell:bold_number_paren_no_ids_pt_en", ONE_COT,
    "P1 RETRIED: a loop over torch.manual_seed(1..10) that stops at the first non-empty continuation, printing "
    "'tentativa 1: 0 caracteres' ... 'tentativa 5: 144 caracteres' (four empty P1s, the kept one is seed 5); P2 with seed 1; "
    "the kept texts shown ONLY as bare-expression execute_results (repr strings, '\\n' escapes): `r1` and `r2`; answers "
    "'**1)**'-'**3)**' in one cell, Portuguese and English mixed in the same sentence, runs named 'a primeira pergunta' / "
    "'the step by step one', the retry declared",
    {
        "runs-genuine": ([P, R], "P1 = seed 5 (the four empty attempts before it are printed), P2 = seed 1: both regenerate "
                                 "exactly (regen_checks.py; a one-pass kept-set check flags P1's '2' at rank 48 — 41 tokens for 40 "
                                 "sampled, a re-tokenisation of '114' — not a violation). Picking the first non-empty sample is disclosed in the notebook and "
                                 "the answer; it would matter only if the course forbade re-drawing"),
        "C.1-claim": (P, "não: P1 '27 + 58 = 114', P2 'The answer is: 125.53' (the empty seeds 1-4 have no number either)"),
        "C.2-excerpt": (P, "'To solve this, we can simply add the numbers together and find the difference between the sum and "
                           "the product of the two numbers.' verbatim in P1 (a plan, then '27 + 58 = 114')"),
        "C.3-guarantee": (P, "não, tied to both outputs ('simply add ... 114', '53 = 112.53 + 102.53 = 125.53')"),
    })

a = {q: v.strip() for q, v in ANSWERS["cot72-fullseq-c2-prompt"].items()}
add("cot72-fullseq-c2-prompt", "chain-of-thought", a, "heading", "prompt_quoted_as_output",
    "cells:h3_qid_heading_then_answer", ONE_COT,
    "one torch.manual_seed(72) before both prompts; the WHOLE decoded sequence (prompt + continuation, "
    "tok.decode(y[0])) printed between rules of 60 '='; P1's continuation is empty (only 'What is 27 + 58?' between the "
    "rules); P2's continuation starts with '1' glued to the prompt's '58.' ('27 + 58.1 = 72.1 + 27.01 = 48.1.'); C.2 quotes "
    "P2's PROMPT 'Solve step by step: 27 + 58.' as the model's reasoning",
    {
        "runs-genuine": (P, "seed 72 regenerates both exactly (regen_checks.py)"),
        "C.1-claim": (P, "não: P1 empty, P2 'The final answer is 48.1.'"),
        "C.2-excerpt": (F, "'Solve step by step: 27 + 58.' is the prompt the student wrote, not model output: it is in the "
                           "record only because the notebook prints prompt + continuation. The model's own text starts at "
                           "'1 = 72.1 + 27.01 = 48.1.' (P1 has none); a string search on the record 'finds' the quote"),
        "C.3-guarantee": (P, "não, tied to P2 ('48.1', '72.1 + 27.01 = 48.1' verbatim)"),
    })

a = {q: re.sub(r"^\*\*C\.\d\*\*\s*", "", v.strip()) for q, v in ANSWERS["cot73-yaml-dump-invented-numbers"].items()}
add("cot73-yaml-dump-invented-numbers", "chain-of-thought", a, "label", "claim_contradicts_output",
    "cells:bold_qid_inline_one_cell_each", ONE_COT,
    "both runs kept in a dict (prompt, max_new_tokens, saida, temperature, top_p, seed) printed with yaml.dump(allow_unicode, "
    "sort_keys=False): P1's saida is '' (empty), P2's is a single-quoted YAML scalar FOLDED over several lines (newlines "
    "written as blank lines, continuation lines indented 4, a line break inside a sentence: 'where the' / 'denominator'); "
    "seeds 731 / 732; C.1 answers 'Não' but says 'O P1 respondeu 86 e o P2 chegou em 84' — numbers that are in neither "
    "output",
    {
        "runs-genuine": (P, "seeds 731 / 732 regenerate both; the yaml.dump text rebuilds character for character "
                            "(regen_checks.py)"),
        "C.1-claim": ([PA, F], "'Não' agrees with the outputs, but its evidence is invented: P1's saida is '' (no number at "
                               "all) and P2's numbers are 6, 27, 70.6, 28.6 — no 86, no 84. The yes/no is right, the claim about "
                               "the own outputs is false"),
        "C.2-excerpt": (P, "'This shows that 28.6 is the remainder when the given fraction is divided by 28.6.' verbatim in "
                           "P2 (one YAML line)"),
        "C.3-guarantee": (P, "não, tied to P2 ('fractions', 'denominator', 'remainder' are in it)"),
    })

t = ANSWERS["cot74-df-tostring-dialogue"]["all"]
eu = [x.strip() for x in re.findall(r"\*\*Eu:\*\*(.*?)(?=\*\*Professor:\*\*|$)", t, re.S)]
add("cot74-df-tostring-dialogue", "chain-of-thought", dict(zip(["C.1", "C.2", "C.3"], eu)), "question_text", "good",
    "one_cell:dialogue_professor_question_text_eu_answer_no_ids", ONE_COT,
    "a list of dicts -> pandas DataFrame (run, seed, tokens, saida) printed with df.to_string() and "
    "display.max_colwidth=None: newlines of the continuation shown as the two characters \\n inside a right-aligned "
    "column; P1 = 1 token (EOS), an empty cell; seeds 11 / 12; answers as a DIALOGUE in one cell, '**Professor:** <question "
    "text>' / '**Eu:** <answer>', no ids",
    {
        "runs-genuine": (P, "seeds 11 / 12 regenerate both; the to_string() table rebuilds exactly (regen_checks.py)"),
        "C.1-claim": (P, "não: P1 empty (tokens = 1), P2 'So, the final answer is 32.16.'"),
        "C.2-excerpt": (P, "'16 - 27.00 = 32.16.' and 'So, the final answer is 32.16.' verbatim in P2 (separated by \\n\\n in "
                           "the table)"),
        "C.3-guarantee": (P, "não, tied to P2 ('subtrai 27 de 16', the 'So, the final answer is' conclusion)"),
    })

# ================================================================== few-shot
FSQ = ["F.1", "F.2", "F.3", "F.4", "F.5"]
add("fs71-series-instruction-var", "few-shot", {q: v.strip() for q, v in ANSWERS["fs71-series-instruction-var"].items()},
    "heading", "variation_not_a_demonstration", "cells:bold_qid_cell_then_answer_cell", ONE_FS,
    "the three outputs shown as ONE pandas Series execute_result (index zero-shot / few-shot / variacao; text/plain "
    "only): the Series repr drops the leading space ('\"Este filme foi um', 'NEGATIVO\\n\\nText') and escapes newlines, "
    "'dtype: str' below; greedy through an is_encoder_decoder switch; the variation changes the INSTRUCTION line "
    "('Diga se o texto abaixo é POSITIVO ou NEGATIVO.') and leaves the demonstrations untouched; output unchanged",
    {
        "runs-genuine": (P, "ZS, FS and VAR equal the greedy re-run; the Series repr rebuilds exactly (regen_checks.py)"),
        "F.1-copied": (P, "'\"Este filme foi um' / 'NEGATIVO\\n\\nText' as the Series shows them (leading space lost by pandas' "
                          "alignment, not by the student)"),
        "F.2-format": (P, "só o few-shot: ZS echoes the review, FS starts with NEGATIVO"),
        "F.3-weights": (P, "não; 'condicionado por esse contexto'"),
        "F.4-variation": ([PA, R, P], "'Não mudou' is true of the re-run (VAR = ' NEGATIVO\\n\\nText' = FS), and the change is "
                                      "described exactly, but it is a change of the instruction, not of a demonstration as the "
                                      "question asks ('alterou ou reordenou uma demonstração'): the experiment says nothing "
                                      "about the demonstrations"),
        "F.5-window": (P, "1024 tokens, 'cortado (truncado)'"),
    })

t = ANSWERS["fs72-ascii-repr-poslabel-leak"]["all"]
add("fs72-ascii-repr-poslabel-leak", "few-shot", by_markers(t, [(q, f"{q} -") for q in FSQ]), "label", "no_accents",
    "one_cell:plain_qid_dash_lowercase", ONE_FS,
    "outputs printed with the !a conversion (ascii(): repr with non-ASCII escaped; these outputs are ASCII) after a "
    "padded name, 'few-shot   -> ' NEGATIVO\\n\\nText''; variation = the TARGET sentence itself added as a demonstration "
    "labelled POSITIVO right before the query (an inverse label leak); output unchanged; answers 'F.n - ' lowercase, no "
    "accents",
    {
        "runs-genuine": (P, "ZS, FS and VAR equal the greedy re-run (regen_checks.py)"),
        "F.1-copied": (P, "' \"Este filme foi um' / ' NEGATIVO\\n\\nText' as printed (repr)"),
        "F.2-format": (P, "so o few-shot"),
        "F.3-weights": (P, "nao; 'condicionado por eles mas os pesos continuam os mesmos'"),
        "F.4-variation": (P, "nao mudou: VAR = ' NEGATIVO\\n\\nText' = FS; the leak with the opposite label is described "
                             "exactly"),
        "F.5-window": (P, "1024 tokens, 'truncado, fica fora da janela'"),
    })

t = ANSWERS["fs73-writefile-answers-f5-chars"]["all"]
add("fs73-writefile-answers-f5-chars", "few-shot", by_markers(t, [(q, f"{q})") for q in FSQ]), "label",
    "wrong_closed", "code_cell:writefile_never_run_qid_paren", ONE_FS,
    "each output printed raw between banners (' ZERO-SHOT '.center(40, '~') and a rule of '~'): FS's newlines print as "
    "real line breaks; variation = a much longer positive demonstration; answers typed into a CODE cell that starts with "
    "'%%writefile respostas_cap5.txt' and was never run (no output, no execution count), 'F.n)' labels, no accents; F.1 "
    "describes the whitespace in words; F.5 answers '1024 caracteres'",
    {
        "runs-genuine": (P, "ZS, FS and VAR equal the greedy re-run; the banner blocks rebuild exactly (regen_checks.py)"),
        "F.1-copied": ([P, PA], "'\"Este filme foi um (com um espaco antes das aspas)' and 'NEGATIVO e na linha de baixo Text "
                                "(tem uma linha em branco no meio)': the real outputs, with the whitespace described in words "
                                "rather than copied"),
        "F.2-format": (P, "so o few-shot"),
        "F.3-weights": (P, "nao; 'condicionam o modelo pelo contexto do prompt'"),
        "F.4-variation": (P, "nao mudou: VAR = FS = ' NEGATIVO\\n\\nText'; the change is described"),
        "F.5-window": ([PA, F], "1024 is right but the unit is wrong: n_positions counts TOKENS, not characters ('se o texto "
                                "tiver mais de 1024 caracteres o resto e cortado'); what happens beyond (cut, not seen) is right"),
    })

t = ANSWERS["fs74-middot-whitespace-f2-none"]["all"]
add("fs74-middot-whitespace-f2-none", "few-shot", by_markers(t, [(q, f"**{q}**") for q in FSQ]), "label",
    "strict_reading", "one_cell:bold_qid_paragraphs", ONE_FS,
    "outputs printed with VISIBLE whitespace by the student's visivel(): every space as '·', every newline as '↵', "
    "between brackets ('FS: [·NEGATIVO↵↵Text]'); no ordinary space or newline of the output survives in the record; "
    "variation = the positive demonstration DUPLICATED (twice in a row); output unchanged; F.1 copies the outputs in the "
    "same notation (declared); F.2 answers 'Nenhuma' (FS goes on after the label)",
    {
        "runs-genuine": (P, "ZS, FS and VAR equal the greedy re-run; the bracketed lines rebuild exactly (regen_checks.py)"),
        "F.1-copied": (P, "'·\"Este·filme·foi·um' / '·NEGATIVO↵↵Text': the exact outputs in the notebook's declared notation "
                          "(· = space, ↵ = newline)"),
        "F.2-format": ([PA, R, P], "'Nenhuma': argued from the own output (FS 'começa com NEGATIVO mas continua com ↵↵Text'), "
                                   "a strict reading of 'uma única palavra'; the course and the other batches count FS as "
                                   "answering in the label format (the label, then the 8-token cut runs into the next "
                                   "'Text'), so the expected answer is 'few-shot'"),
        "F.3-weights": (P, "não; 'condicionam a geração pelo contexto'"),
        "F.4-variation": (P, "não mudou: VAR = FS; the duplication is described"),
        "F.5-window": (P, "1024 tokens, 'truncados e não entram na atenção'"),
    })

# ================================================================== template
TQ = ["T.1", "T.2", "T.3", "T.4", "T.5"]
t = ANSWERS["tpl71-batch10-counter-en"]["all"]
add("tpl71-batch10-counter-en", "template", by_markers(t, [(q, f"**{q}**") for q in TQ]), "label", "english",
    "one_cell:bold_qid_paragraphs_english", ONE_TPL,
    "templates greedy (16 / 8 tokens) printed 'loose : repr'; the ten self-consistency samples as ONE batch of ten copies "
    "of the prompt (tok([prompt_sc] * 10), no padding needed) after torch.manual_seed(71), batch_decode; each sample "
    "printed 'repr -> LABEL' (the course regex on .upper(), 'SEM_ROTULO' for none), then the Counter repr "
    "'Counter({'SEM_ROTULO': 4, 'NEGATIVO': 4, 'POSITIVO': 2})' and 'vote: NEGATIVO'; ' Positivo ou NEGAT' counts "
    "POSITIVO, ' NO NEGATIVO\"' NEGATIVO; English answers",
    {
        "runs-genuine": (P, "templates equal the greedy re-run; the batch of ten regenerates exactly from seed 71 "
                            "(regen_checks.py); the one-pass kept-set check flags only SC1's and SC9's final '\\n\\n' (ranks 3 / 2, "
                            "re-tokenisation: 7 tokens for 8 sampled)"),
        "T.1-copied": (P, "' \"Este filme foi um erro de tempo.\"\\n\\nE' / ' \"Este filme foi um' as printed"),
        "T.2-format": (P, "neither: no label in either output"),
        "T.3-why": (P, "'restrict the output space', tied to both own outputs (the strict one copying the review, the loose "
                       "one 'erro de tempo')"),
        "T.4-vote": (P, "NEGATIVO, 4 / 2 / 4: a correct recount of the printed labels (and of the Counter)"),
        "T.5-guarantee": (P, "no; 'reduces the variance', 'consensus, not a guarantee'"),
    })

a = {q: re.sub(r"^\*\*T\.\d\*\*\s*", "", v.strip()) for q, v in ANSWERS["tpl72-swapped-t1"].items()}
add("tpl72-swapped-t1", "template", a, "label", "swapped_outputs", "cells:bold_qid_inline_one_cell_each", ONE_TPL,
    "templates printed as aligned '!r' lines (\"'template_ruim' => ' \\\"Este filme foi um erro de tempo.\\\"\\n\\nE'\"); "
    "samples from a helper that seeds inside (torch.manual_seed(i), i = 0..9, list comprehension), printed '  3 => repr  "
    "label' with counts and vote; T.1 gives the two templates' outputs SWAPPED (the loose one's as the strict one's and vice "
    "versa); T.3 builds on the swap",
    {
        "runs-genuine": (P, "templates equal the greedy re-run; seeds 0-9 regenerate the ten samples (regen_checks.py)"),
        "T.1-copied": ([F, PA], "both strings are real outputs, but attributed to the wrong templates: the print shows "
                                "'template_ruim' => ' \"Este filme foi um erro de tempo.\"\\n\\nE' and 'template_bom' => "
                                "' \"Este filme foi um'; T.1 says the reverse"),
        "T.2-format": (P, "nenhum: true of both outputs whichever way they are attributed"),
        "T.3-why": ([PA, P], "mentions restricting the output space, but its evidence is the swap: 'o restritivo ... completou a "
                             "frase inteira (\"erro de tempo\")' is the LOOSE template's output; the conclusion drawn (the "
                             "restriction made the model write more) is false of the own outputs"),
        "T.4-vote": (P, "NEGATIVO 5 / POSITIVO 0 / 5 without a label: matches the printed labels and counts"),
        "T.5-guarantee": (P, "não; 'diminui a variância'"),
    })

a = {q: v.strip() for q, v in ANSWERS["tpl73-groupby-t3-keywords"].items()}
add("tpl73-groupby-t3-keywords", "template", a, "heading", "keywords_only", "cells:plain_qid_cell_then_answer_cell",
    ONE_TPL,
    "templates printed 'pouco restritivo: repr'; ten samples after torch.manual_seed(7300), sorted by label and shown "
    "GROUPED with itertools.groupby: a header per label with its count ('(sem rotulo) — 5', 'NEGATIVO — 3', 'POSITIVO — "
    "2') and the samples indented under it with their original numbers ('    #9: ' \"Positivo\"\\nD''), so the printed "
    "order is not the sampling order; answers under plain 'T.n' markdown cells; T.3 is a KEYWORD LIST",
    {
        "runs-genuine": (P, "templates equal the greedy re-run; seed 7300 regenerates the ten samples (regen_checks.py)"),
        "T.1-copied": (P, "both reprs as printed"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": ([F, R, PA], "'restrição do espaço de saída; formato fixo; menos tokens possíveis; menor entropia; "
                                "ancoragem no rótulo': the concept's words, no explanation and no reference to the own outputs "
                                "(which, besides, show the restriction did NOT produce a label); a keyword rule would pass it"),
        "T.4-vote": (P, "NEGATIVO 3 / POSITIVO 2 / 5 without a label, as the group headers show"),
        "T.5-guarantee": (P, "não; 'reduz a variância'"),
    })

t = ANSWERS["tpl74-sep-oneline-firstword"]["all"]
add("tpl74-sep-oneline-firstword", "template", by_markers(t, [(q, f"{q} —") for q in TQ]), "label", "mixed_languages",
    "one_cell:plain_qid_emdash_pt_en", ONE_TPL,
    "templates printed raw after '[loose]  ' / '[strict] ' (LOOSE's newlines break the line: an 'E' alone two lines below); "
    "ten samples drawn in a while loop after one torch.manual_seed(74) and printed by ONE print(*amostras, sep=' || '): the "
    "samples' own newlines break that line, so separators and samples are scattered over 12 lines ('Text ||  \"NEGATIVO\" "
    "( ||  EXCENCIAS'); the notebook's OWN extraction = first word stripped of punctuation, upper-cased, must be "
    "POSITIVO/NEGATIVO (' NEGATIVE' is None); labels list, counts and vote printed; answers 'T.n —', Portuguese and English",
    {
        "runs-genuine": (P, "templates equal the greedy re-run; seed 74 regenerates the ten samples and the ' || ' line "
                            "rebuilds exactly (regen_checks.py); kept-set flags only the final '\\n\\n' of SC3-SC5 (re-tokenisation)"),
        "T.1-copied": (P, "'\"Este filme foi um erro de tempo.\"' + blank line + 'E' / '\"Este filme foi um': the outputs as "
                          "printed (leading space after the tag)"),
        "T.2-format": (P, "nenhum / neither"),
        "T.3-why": (P, "'restringir o espaço de saída', tied to both own outputs"),
        "T.4-vote": (P, "NEGATIVO, POSITIVO 1 / NEGATIVO 6 / None 3 by the notebook's first-word rule, as printed (the "
                        "course's regex gives the same counts here)"),
        "T.5-guarantee": (P, "nao; 'so reduz a variancia'"),
    })


def split_from(E, problem, start=3, size=7):
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(start, 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and 3 <= len(set(h) & problem) <= 4:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed")


PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM)

if __name__ == "__main__":
    for k, v in E.items():
        for q, a in v["answers"].items():
            assert a["text"] and a["text"] in "\n".join(ANSWERS[k].values()) or a["text"] in unquote("\n".join(ANSWERS[k].values())), (k, q)
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
    for k, v in sorted(E.items()):
        print(k, v["split"], {q: a["text"][:30] for q, a in v["answers"].items()})
