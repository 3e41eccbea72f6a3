"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Split: the first s = 1, 2, ... for which random.Random(s).sample(sorted(names), 7) holds at least one
notebook of every activity and at least two problem notebooks; those 7 are heldout.
"""
import json, random, sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from answers_text import ANSWERS  # noqa: E402

P, F, R, PA = "pass", "fail", "needs_review", "partial"
TP_Q = ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]


def split_cell(name, slot_map):
    """answers {qid: text} from slots: slot_map {qid: (slot, start marker, end marker or None)}."""
    out = {}
    for q, (slot, start, end) in slot_map.items():
        t = ANSWERS[name][slot]
        i = t.index(start) + len(start)
        j = t.index(end, i) if end else len(t)
        out[q] = t[i:j].strip()
    return out


def by_markers(name, slot, markers):
    """markers: list of (qid, marker) in order within one cell."""
    sm = {}
    for k, (q, m) in enumerate(markers):
        nxt = markers[k + 1][1] if k + 1 < len(markers) else None
        sm[q] = (slot, m, nxt)
    return split_cell(name, sm)


E = {}


def add(name, activity, answers, found_by, kind, placement, runs, shape, criteria, doubt=()):
    E[name] = {
        "activity": activity,
        "answers": {q: {"text": t, "found_by": found_by if isinstance(found_by, str) else found_by[q],
                        "doubt": q in doubt} for q, t in answers.items()},
        "answers_kind": kind,
        "criteria": {c: {"status": s, "why": w} for c, (s, w) in criteria.items()},
        "placement": placement,
        "runs": runs,
        "shape": shape,
        "unplaced_answers": [],
    }


ONE = {r: 1 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]}

# ------------------------------------------------------------------ tp21
add("tp21-fstring-topk0-prose", "temperature-top-p",
    by_markers("tp21-fstring-topk0-prose", "all", [
        ("A.1", "Na primeira pergunta,"), ("A.2", "Na segunda,"), ("A.3", "Na terceira,"),
        ("B.1", "Na parte B, na primeira pergunta:"), ("B.2", "Na segunda:"), ("B.3", "Na terceira:"),
        ("D.1", "Na parte D")]) | {},
    "prose_ordinal", "good", "one_cell:prose_ordinals", ONE,
    "model.generate with do_sample=True and explicit top_k=0 (top-k disabled), torch.manual_seed(11/22/33/44/55/66) per run, "
    "printed as f-string lines 'A1 (T=0.2, top_p=0.9) → <continuation>' (prompt not repeated); all answers in one markdown "
    "cell of paragraphs without headings, questions named by ordinals ('Na primeira pergunta', 'Na parte B, na segunda'); "
    "part D's three answers are one paragraph",
    {
        "runs-genuine": (P, "all six seeded and unedited; generated with top_k=0: a one-pass float32 check WITHOUT top-k accepts "
                            "every token, but with the default top-k 50 it would flag 2 tokens of A2 (' their' rank 29 falls out of "
                            "the renormalised nucleus), 4 of A3 (' overall' rank 88, ' dynamics' rank 80, ...) and 1 of B3 ('quant' "
                            "rank 157) — the verifier must read top_k=0 from the call"),
        "A.1-excerpts": (P, "three excerpts (16-21 words) each verbatim in its run (A1 'Examples of such models include regression "
                            "analysis...', A2 'They're often used in fields like robotics...', A3 'These models are often used to analyze "
                            "complex systems...')"),
        "A.2-choice": (P, "A3: repeated-3-gram rate A3 0.095, A1 0.0, A2 0.0; distinct-2 A3 0.875 (lowest) vs A1 0.969, A2 0.954 — "
                          "both measures agree (against the course's expectation, honest)"),
        "A.2-evidence": (P, "'biology, and climate science' occurs twice in A3; 'analyze complex systems', 'predict complex phenomena' are in A3"),
        "A.3-choice": (P, "A2: distinct-2 A1 0.969 vs A2 0.954 is within the 0.02 tie; A2 is thematically the widest (reality, "
                          "robotics, autonomous systems, 'no one-size-fits-all') while A1 is regression then code"),
        "A.3-evidence": (P, "'create and manipulate reality', 'robotics and artificial intelligence', 'autonomous systems', "
                            "'there's no one-size-fits-all solution' all in A2"),
        "B.1-choice": (P, "0.6 (B2): rep-3 B2 0.242, B1 0.194, B3 0.0; distinct-2 B2 0.776 lowest — agrees (against the course expectation)"),
        "B.2-repeat": (P, "'between the input and output variables' occurs twice in B2"),
        "B.3-concept": (P, "'probabilidade acumulada chega em 0.6 (ou 0.3)', 'conjunto pequeno de candidatos', 'núcleo', tied to B2/B3"),
        "D.1-parameter": (P, "top-p (in the same paragraph as D.2/D.3)"),
        "D.2-direction": (P, "'aumentando (tipo de 0.6 para 0.9)'"),
        "D.3-justified": (P, "refers to B3 (0.9) vs B1/B2"),
    })
# D.2 and D.3 live in the same paragraph as D.1
E["tp21-fstring-topk0-prose"]["answers"]["D.2"] = dict(E["tp21-fstring-topk0-prose"]["answers"]["D.1"], doubt=True)
E["tp21-fstring-topk0-prose"]["answers"]["D.3"] = dict(E["tp21-fstring-topk0-prose"]["answers"]["D.1"], doubt=True)

# ------------------------------------------------------------------ tp22
add("tp22-json-answers-above-emoji", "temperature-top-p",
    by_markers("tp22-json-answers-above-emoji", "all", [(q, f"**{q}** 👉") for q in TP_Q]),
    "label", "good", "answers_above_code:bold_labels_emoji", ONE,
    "answers cell at the TOP of the notebook (before the parameters cell and the code), bold 'A.1 👉' labels with emoji; "
    "runs named in words ('a conservadora', 'meio-termo', 'a mais criativa', 'o de 0.9'); all six continuations (prompt "
    "included) in one dict printed with json.dumps(indent=2, ensure_ascii=False), so newlines are '\\n' escapes; no seed",
    {
        "runs-genuine": (P, "six unseeded draws (cannot be regenerated), JSON-escaped; one-pass float32 check (T, top-k 50, top-p) accepts every token"),
        "A.1-excerpts": (P, "three 19-25-word excerpts, each in its run ('conservadora' = A1, 'meio-termo' = A2, 'a mais criativa' = A3 per the dict keys)"),
        "A.2-choice": (P, "A1 ('a conservadora'): rep-3 A1 0.229, A3 0.087, A2 0.0; distinct-2 A1 0.817 lowest"),
        "A.2-evidence": (P, "'can be used to analyze and predict complex systems' occurs twice in A1"),
        "A.3-choice": (P, "A2 ('meio-termo'): distinct-2 A2 0.917 vs A3 0.914 (tie within 0.02), A2 has rep-3 0.0; the student argues "
                          "from themes (A3 stays on linear regression) — defensible"),
        "A.3-evidence": (P, "'machine learning and data science', 'extract insights from large datasets', 'inform business decisions or "
                            "solve complex problems', 'trends and patterns' all in A2; 'linear regression'/'linear model' in A3"),
        "B.1-choice": (P, "0.3: rep-3 B1 0.25, B2 0.188, B3 0.029; distinct-2 B1 0.789 lowest"),
        "B.2-repeat": (P, "'the current state of the system' occurs twice in B1 (and 'the function `get_state_values`' twice, case aside)"),
        "B.3-concept": (P, "'probabilidade acumulada soma 0.3 → núcleo pequeno', 'massa acumulada inclui muito mais candidatos', tied to B1/B3"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentar (0.3 → 0.9)"),
        "D.3-justified": (P, "refers to B1 (0.3) vs B3 (0.9) and A1, named as '0.3', '0.9', 'a conservadora'"),
    })

# ------------------------------------------------------------------ tp23
t = ANSWERS["tp23-truncated-list-fabricated"]["answers"]
parts = {"A": t.split("### Parte A")[1].split("### Parte B")[0], "B": t.split("### Parte B")[1].split("### Parte D")[0],
         "D": t.split("### Parte D")[1]}
ans = {}
for part in "ABD":
    seg = parts[part]
    for k in (1, 2, 3):
        a = seg.index(f"Q{k})") + 3
        b = seg.index(f"Q{k + 1})") if k < 3 else len(seg)
        ans[f"{part}.{k}"] = seg[a:b].strip()
add("tp23-truncated-list-fabricated", "temperature-top-p", ans, "numbered_label_under_part", "invented_excerpt",
    "one_cell:q_labels_under_part_headings", ONE,
    "torch.manual_seed(2024) once; part A printed TRUNCATED ('temp=0.2: ' + text[:200] + '...'), part B printed as a Python "
    "list of three full strings (print(list), repr quoting, '\\n' escapes); answers in one cell, 'Q1)'..'Q3)' restarting under "
    "'### Parte A/B/D' headings; runs named 'temp 0.7', '0.3'; the A3 excerpt is completed past the '...' with invented words",
    {
        "runs-genuine": (P, "outputs are real (seeded: regenerating with manual_seed(2024) and the same call order reproduces them); part A "
                            "records only 200 characters, and the last token before '...' is cut mid-word ('adapt to ', 'non-line') — "
                            "a one-pass check flags exactly that cut token (A2 ' ' rank 346, A3 'line' rank 38) and must ignore it; B1-B3 accepted"),
        "A.1-excerpts": ([PA, F], "A1 and A2 excerpts are in the displayed text; the A3 excerpt starts with the real 'The logistic transformation is "
                                  "a common example of a non-line...' and continues 'ar model used to describe population growth in biology.' — "
                                  "text that is nowhere in the notebook (the display stops at 'non-line...'; the real continuation, regenerated "
                                  "with the seed, is 'non-linear transformation used in multiple linear regression analysis')"),
        "A.2-choice": (P, "A2 (temp 0.7): on the displayed 200 characters rep-3 A2 0.194, A1 0.0, A3 0.0; distinct-2 A2 0.812 lowest"),
        "A.2-evidence": (P, "'can adapt to new data over time', 'learn from data over time' are in A2's displayed text"),
        "A.3-choice": (P, "A3: distinct-2 on the displayed text A3 1.0, A1 0.967, A2 0.812"),
        "A.3-evidence": ([F, PA], "'hold their rates at their characteristic long-term behavior' is real, but the evidence that carries the "
                                  "claim ('population growth in biology') is the invented completion"),
        "B.1-choice": (P, "0.3: rep-3 B1 0.116, B2 0.06, B3 0.029; distinct-2 B1 0.80 lowest"),
        "B.2-repeat": (P, "'can be used to' occurs 4 times in B1"),
        "B.3-concept": (P, "'somar 30% de probabilidade acumulada (o núcleo)', 'poucos candidatos', tied to B1's 'can be used to'"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentar"),
        "D.3-justified": (P, "refers to the 0.3 and 0.9 runs of part B"),
    })

# ------------------------------------------------------------------ tp24
def abc(name, slot, part):
    t = ANSWERS[name][slot]
    out = {}
    for k, (l, nxt) in enumerate([("a)", "b)"), ("b)", "c)"), ("c)", None)], start=1):
        i = t.index(l) + 2
        j = t.index(nxt) if nxt else len(t)
        out[f"{part}.{k}"] = t[i:j].strip()
    return out

n = "tp24-traceback-rerun-reppenalty"
add(n, "temperature-top-p", abc(n, "A", "A") | abc(n, "B", "B") | abc(n, "D", "D"), "letter_under_part_heading",
    "wrong_closed", "letters_under_part_headings", ONE,
    "a first attempt cell raises NameError (function used before its definition, traceback kept, tagged raises-exception), then "
    "the real cells; set_seed(7) before the A loop, B loop follows; runs printed under '===== temperature 0.2 =====' banners "
    "with the prompt; a bonus greedy cell with repetition_penalty 1.0/1.3; execution counts out of order (bonus [6] before A [7] "
    "and B [8], as re-run after a Colab restart); answers as a)/b)/c) in one cell per part, English and Portuguese mixed; "
    "D.1 answered with repetition_penalty",
    {
        "runs-genuine": (P, "six real draws, seeded once (set_seed(7) then A1..A3, B1..B3 in order; the out-of-order counts do not change "
                            "that order); one-pass float32 check accepts every token; the greedy bonus runs are not graded runs"),
        "A.1-excerpts": (P, "three excerpts (13-25 words), each verbatim in its run"),
        "A.2-choice": (P, "A2: rep-3 A2 0.132, A3 0.03, A1 0.0; distinct-2 A2 0.841 lowest"),
        "A.2-evidence": (P, "'integer coefficients' occurs 3 times in A2; both quoted sentences are verbatim"),
        "A.3-choice": (P, "A3: distinct-2 A1 0.969 vs A3 0.955 is within the 0.02 tie; A3 is thematically the widest (automation, immersive "
                          "tech, 'self-improvement through human influence', robots) while A1 stays on 'complex systems'"),
        "A.3-evidence": (P, "'AI-powered automation', 'immersive technologies', 'self-improvement through human influence', 'robots or "
                            "AI-powered assistants' all in A3"),
        "B.1-choice": (P, "0.3: rep-3 B1 0.149, B2 0.032, B3 0.0; distinct-2 B1 0.824 lowest"),
        "B.2-repeat": (P, "'can be used to predict' occurs twice in B1 ('predict human behavior' twice as well)"),
        "B.3-concept": (P, "'cumulative probability reaches 0.3 are kept (núcleo pequeno)', 'more candidates', tied to B1/B3"),
        "D.1-parameter": (F, "answers repetition_penalty (from the student's own bonus cell), not top-p; the rule of thumb of the course is top-p first"),
        "D.2-direction": ([P, F], "'aumentar (1.0 → 1.3)' is the right direction for the parameter the student chose, and the word matches the "
                                  "course's 'aumentar'; but it is about repetition_penalty, not top-p — a strict key would give no credit"),
        "D.3-justified": ([P, PA], "grounded in the student's own runs (the greedy bonus with/without penalty and B1's 'predict human behavior'), "
                                   "but it justifies the wrong parameter"),
    })

# ------------------------------------------------------------------ tp25
n = "tp25-fp16-repr-seedlist-typos"
add(n, "temperature-top-p", by_markers(n, "all", [(q, f"**Questão {k}**") for k, q in enumerate(TP_Q, 1)]),
    "numbered_questao", "hand_copied_typos", "one_cell:questao_1_to_9", {r: 3 for r in ONE},
    "model loaded in float16 (torch_dtype=torch.float16) on the CPU; three samples per configuration with torch.manual_seed(0/1/2) "
    "before each, printed as 'seed s: ' + repr(continuation) under '##### A1  temperatura=0.2' lines; B3 reproduces A2 exactly "
    "(same config, same seeds); answers numbered 'Questão 1'..'Questão 9' (1-3 = A, 4-6 = B, 7-9 = D); A.1 excerpts copied by "
    "hand with small typos",
    {
        "runs-genuine": ([P, R], "18 seeded float16 samples, unedited; a one-pass float32 check accepts all but one token: B2 seed 2, the '1' of "
                                 "'\\n\\n1. **Data-driven**' (rank 14, outside the p=0.6 nucleus in float32) — a float16 replay is needed "
                                 "before calling it a violation"),
        "A.1-excerpts": ([P, R], "A3 excerpt verbatim (seed 0); A1 (seed 2) copied with 'modelling'/'behaviour' for 'modeling'/'behavior'; A2 "
                                 "(seed 1) with 'data driven' (hyphen dropped), the comma before 'which' dropped and 'particulary' — "
                                 "unmistakably the right sentences, but not exact copies; fuzzy match needed"),
        "A.2-choice": (P, "A1: mean rep-3 over the 3 samples A1 0.077, A2 0.074, A3 0.054 (A1/A2 within 0.02); mean distinct-2 A1 0.890 "
                          "lowest (A2 0.917, A3 0.938) — the measures point to A1"),
        "A.2-evidence": (P, "'can be applied to various' twice in A1 seed 0; 'complex systems' / 'climate systems' repeat in seed 2"),
        "A.3-choice": (P, "A3: mean distinct-2 0.938 highest, mean rep-3 0.054 lowest; three different topics"),
        "A.3-evidence": (P, "'a network of automatons', 'the model of population growth', 'reproductive behavior', 'reinforcement learning' in A3's samples"),
        "B.1-choice": (P, "0.3: mean rep-3 B1 0.194 (seed 1 alone 0.385), B3 0.074, B2 0.055; mean distinct-2 B1 0.814 lowest"),
        "B.2-repeat": (P, "'that was used to create the model' occurs twice in B1 seed 1"),
        "B.3-concept": (P, "'menor conjunto de tokens cuja probabilidade acumulada passa de 0.3', tied to B1 seed 1's loop"),
        "D.1-parameter": (P, "top-p (Questão 7)"),
        "D.2-direction": (P, "aumentar (Questão 8)"),
        "D.3-justified": (P, "refers to B1 seed 1, B2/B3 and part A (Questão 9)"),
    })

# ------------------------------------------------------------------ chain of thought
n = "cot21-details-html-en"
add(n, "chain-of-thought", by_markers(n, "all", [("C.1", "**Q1)**"), ("C.2", "**Q2)**"), ("C.3", "**Q3)**")]),
    "label", "english", "one_cell:bold_q_labels", {"P1": 2, "P2": 2},
    "two samples per prompt (torch.manual_seed 5 and 6), shown ONLY as an HTML display (<details open><summary>P1 — sample 1"
    "</summary><pre>...</pre></details>), html.escape'd (\"it&#x27;s\"), text/plain is just '<IPython.core.display.HTML object>'; "
    "answers in English as bold 'Q1)'..'Q3)' labels",
    {
        "runs-genuine": ([P, R], "four seeded samples, unedited; a one-pass check flags one token of P1 sample 1 (the '2' of '27 + 58 = 114', "
                                 "rank 48, just outside the nucleus) — borderline / re-tokenisation, not a violation; the others are accepted"),
        "C.1-claim": (P, "no: 114, 125, 19 and 94.5 — none is 85"),
        "C.2-excerpt": (P, "'To solve this, we can first find the sum of 27 and 58, which is 27 + 58 = 125.' verbatim in P1 sample 2"),
        "C.3-guarantee": (P, "no, tied to the four wrong results"),
    })

n = "cot22-topk0-prose"
add(n, "chain-of-thought", by_markers(n, "all", [("C.1", "Na primeira pergunta"), ("C.2", "Na segunda,"), ("C.3", "Na terceira,")]),
    "prose_ordinal", "good", "one_cell:prose_ordinals", {"P1": 1, "P2": 1},
    "lm.generate with explicit top_k=0, torch.manual_seed(27) once; printed 'P1 (direto) -> ' + prompt+continuation; P1 is empty "
    "(the model stopped at once, only the prompt shows); answers as three paragraphs without headings ('Na primeira pergunta...')",
    {
        "runs-genuine": (P, "seeded, unedited; P1 is a genuine immediate EOS; P2's tokens all rank ≤ 8, accepted with and without top-k"),
        "C.1-claim": (P, "não: P1 gives nothing, P2 says '27 + 58.11 = 11.11'"),
        "C.2-excerpt": (P, "'27 + 58.11 = 11.11, which is the same as 11.11.' — spans the prompt's '27 + 58.' and the continuation, as printed"),
        "C.3-guarantee": (P, "não, tied to P2's 11.11"),
    })

n = "cot23-p2-greedy-abc"
add(n, "chain-of-thought", abc(n, "all", "C") | {}, "letter_list", "wrong_params", "one_cell:letters", {"P1": 1, "P2": 1},
    "course-like generate_text(prompt, max_new_tokens, do_sample=True) with TEMP/TOP_P constants; the heading says T=0.7/top-p 0.9 for both "
    "prompts, but the P2 cell calls do_sample=False ('deixei determinístico'), so P2 is GREEDY; P1 sampled without seed and empty; "
    "answers as a)/b)/c) (= C.1/C.2/C.3)",
    {
        "runs-genuine": ([PA, P], "P1 is a real unseeded sample (empty); P2 ('27 + 58.5 = 104.5. The answer is: 104.5') was decoded greedily "
                                  "against the activity's T=0.7/top-p 0.9 — every greedy token is rank 1, so a kept-set check ACCEPTS it as a "
                                  "possible sample; only the code (do_sample=False) shows the deviation"),
        "C.1-claim": (P, "não: P1 empty, P2 104.5"),
        "C.2-excerpt": (P, "P2 quoted with the prompt, newline collapsed"),
        "C.3-guarantee": (P, "não, tied to P2's 104.5"),
    })
E[n]["answers"] = {q.replace("C.", "C."): v for q, v in E[n]["answers"].items()}

n = "cot24-emoji-outoforder-8512"
add(n, "chain-of-thought", by_markers(n, "all", [("C.1", "C.1 ❌"), ("C.2", "C.2 🧠"), ("C.3", "C.3 ❌")]),
    "label", "good", "one_cell:labels_emoji", {"P1": 1, "P2": 1},
    "continuations only (no prompt), printed as f'P1 → {out!r}' (repr); seed passed per call (P1 5, P2 2); execution counts out of "
    "order (P2 [5] before P1 [7]); P2 says '27 + 58.1 = 85.12, which is the exact answer' — contains '85' inside 85.12; answers as "
    "one cell of 'C.1 ❌' lines with emoji",
    {
        "runs-genuine": (P, "both seeded in the cell (re-running P1 last changes nothing), unedited; one-pass check accepts every token"),
        "C.1-claim": ([P, R], "não is right: P1 ends '27 + 58 = 114', P2 ends '= 85.12' — a number extractor that reads '85' out of '85.12' "
                              "(or the prompt's 27 + 58) would wrongly say P2 is correct"),
        "C.2-excerpt": (P, "P1's 'To solve this, we can simply add the numbers together and find the difference...' verbatim"),
        "C.3-guarantee": (P, "não, tied to 'which is the exact answer' for 85.12 and P1's 114"),
    })

# ------------------------------------------------------------------ few-shot
FS_Q = ["F.1", "F.2", "F.3", "F.4", "F.5"]
n = "fs21-pipeline-json-traceback"
add(n, "few-shot", by_markers(n, "all", [(q, f"F{q[-1]} -") for q in FS_Q]), "label", "good", "one_cell:f_labels",
    {"ZS": 1, "FS": 1, "VAR": 1},
    "transformers pipeline ('text2text-generation' or 'text-generation' from config.is_encoder_decoder, return_full_text=False, "
    "do_sample=False, max_new_tokens=8); the three outputs in one json.dumps dict; variation = first demonstration's text replaced "
    "('Que filme lindo, chorei no final.'); the F.5 cell tries AutoConfig.from_pretrained('gpt2') and fails offline (OSError "
    "traceback kept), the student answers 1024 from the book; answers as 'F1 -' labels in one cell",
    {
        "runs-genuine": (P, "greedy outputs ' \"Este filme foi um', ' NEGATIVO\\n\\nText', ' NEGATIVO\\n\\nText' equal model.generate's greedy "
                            "re-run; VAR's prompt is few_shot.replace(...) whose target does occur"),
        "F.1-copied": (P, "both outputs copied from the student's JSON (not the book's NEGATIVO/NEGATIVO)"),
        "F.2-format": ([P, R], "few-shot only: its first line is NEGATIVO, then 'Text' before the 8-token cut; strict 'single word' reading → nenhuma"),
        "F.3-weights": (P, "não; 'contexto do prompt', 'condicionam', in-context learning"),
        "F.4-variation": (P, "não mudou: VAR output equals FS; describes the changed demonstration"),
        "F.5-window": (P, "1024 (n_positions, from the book after the failed download); truncados, não entram na atenção"),
    })

n = "fs22-bookcopy-repr"
add(n, "few-shot", {q: ANSWERS[n][q].removeprefix("Resposta:").strip() for q in FS_Q}, "heading", "book",
    "headings:bold_question+resposta", {"ZS": 1, "FS": 1, "VAR": 1},
    "try AutoModelForSeq2SeqLM / except ValueError → AutoModelForCausalLM; generate_t5 greedy; outputs printed as "
    "'zero-shot: ' + repr(...); variation swaps the two demonstrations; answers 'Resposta: ...' under bold '**F.1** ...' "
    "question cells; F.1 gives the book's NEGATIVO / NEGATIVO instead of the own outputs",
    {
        "runs-genuine": (P, "greedy outputs equal the re-run; the variation is a real reordering"),
        "F.1-copied": ([F, PA], "claims zero-shot 'NEGATIVO' and few-shot 'NEGATIVO' (the book's 5.5.2/5.5.4), but the notebook printed "
                                "zero-shot ' \"Este filme foi um' and few-shot ' NEGATIVO\\n\\nText'; only the few-shot's first word matches"),
        "F.2-format": (F, "'Ambas' contradicts the own zero-shot output (no label at all)"),
        "F.3-weights": (P, "não; 'condicionam o modelo pelo contexto do prompt (in-context learning)'"),
        "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' equals FS; describes the reordering"),
        "F.5-window": (P, "1024 (n_positions); descartados, não participam da atenção"),
    })

n = "fs23-tryexcept-thirddemo-en"
add(n, "few-shot", by_markers(n, "all", [(q, f"**{q}**") for q in FS_Q]), "label", "english", "one_cell:bold_bullets",
    {"ZS": 1, "FS": 1, "VAR": 1},
    "model class chosen by '\"t5\" in MODEL_NAME' (causal here), greedy; printed '[ZERO-SHOT] -> ...' with raw newlines; variation adds "
    "a third demonstration; a cell prints the loaded model's max_position_embeddings 8192 / n_positions None; answers in English "
    "as bold bullet labels '- **F.1**'",
    {
        "runs-genuine": (P, "greedy outputs equal the re-run; VAR's prompt (three demonstrations) is in the notebook"),
        "F.1-copied": (P, "both outputs copied from the student's own runs"),
        "F.2-format": ([P, R], "few-shot only, with the caveat about the trailing 'Text'"),
        "F.3-weights": (P, "no; 'condition the next-token distribution through the context (in-context learning)'"),
        "F.4-variation": (P, "no change: VAR output equals FS; describes the added demonstration"),
        "F.5-window": (P, "1024 for GPT-2, explicitly distinguished from the loaded model's 8192 (a grader must not take 8192 as the "
                          "answer); 'cut off: attention never sees them'"),
    })

n = "fs24-starter-var-unchanged"
add(n, "few-shot", {q: ANSWERS[n][q] for q in FS_Q}, "tag", "variation_not_applied", "tags", {"ZS": 1, "FS": 1, "VAR": 1},
    "starter's tags and cells (run-ZS, run-FS, run-VAR, answer-F.*) with the student's own load_model/generate; the variation is "
    "few_shot.replace('Texto: \"Péssimo, não recomendo para ninguém.\"', ...) — a comma and lower-case 'não' where the prompt has "
    "'Péssimo. Não', so nothing is replaced and VAR runs the unchanged few-shot prompt; F.4 describes a change that never happened",
    {
        "runs-genuine": (P, "ZS, FS and VAR are the exact greedy outputs of the prompts actually run (VAR's prompt == FS's prompt)"),
        "F.1-copied": (P, "both outputs copied (few-shot as 'NEGATIVO (e depois \"Text\")')"),
        "F.2-format": ([P, R], "few-shot, with NEGATIVO on the first line then 'Text'"),
        "F.3-weights": (P, "não; condicionamento pelo contexto"),
        "F.4-variation": ([F, PA], "the replace target does not occur in few_shot, so minha_variacao == few_shot: no demonstration was "
                                   "changed; 'não mudou' is vacuously true and the described change ('Horrível, dormi no meio do filme.') "
                                   "was never run — the grader's re-run of the recorded VAR prompt shows it is identical to FS"),
        "F.5-window": (P, "1024; cortado (truncado), não participa da atenção"),
    })

# ------------------------------------------------------------------ template
T_Q = ["T.1", "T.2", "T.3", "T.4", "T.5"]
n = "tpl21-list-handvote"
add(n, "template", by_markers(n, "all", [(q, f"**{q}**") for q in T_Q]), "label", "good", "one_cell:bold_labels",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "Seq2Seq/Causal switch by is_encoder_decoder; templates printed 'RUIM :' / 'BOM  :'; self-consistency: torch.manual_seed(0) then 10 "
    "calls, printed as one Python list (repr), then the list of extracted labels (regex on s.upper()); no Counter — the student "
    "counts by hand in the answer",
    {
        "runs-genuine": (P, "greedy templates equal the re-run; SC seeded; one-pass check flags sample 5 ' \"PROSPETA\"\\n\\n' ('ETA' rank 74 "
                            "and the trailing '\\n\\n') — re-tokenisation of the decoded text, not a violation"),
        "T.1-copied": (P, "both outputs copied from the student's runs"),
        "T.2-format": (P, "nenhum: neither output is a label"),
        "T.3-why": (P, "'restringir o espaço de saída', 'limitar a saída a uma palavra', 'não ancorou', tied to the copied output"),
        "T.4-vote": (P, "NEGATIVO with 5 NEGATIVO (1,2,3,7,9), 1 POSITIVO (10, 'Positivo!' via upper()), 4 without label (4,5,6,8; "
                        "'NEGATIVE' does not match) — matches the printed label list"),
        "T.5-guarantee": (P, "não; 'reduz a variância', tied to the 4/10 unlabelled"),
    })

n = "tpl22-answers-from-previous-run"
add(n, "template", {q: ANSWERS[n][q] for q in T_Q}, "heading", "answers_from_previous_run", "headings:h3",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "course-like generate_t5 (do_sample default True) with num_return_sequences=10 and no seed; samples printed '01. ' + repr; "
    "Counter vote printed; the SC cell's execution count [11] shows it was re-run after the answers were typed: T.4 describes an "
    "earlier draw (regenerated by prev_run_tpl22.py with seed 32), not the recorded one",
    {
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 recorded samples are real (one unseeded draw); one-pass check flags "
                            "3 re-tokenisation artefacts (sample 3 'SI' rank 23, sample 6 'istent' rank 89, sample 10 trailing '\\n\\n')"),
        "T.1-copied": (P, "both template outputs copied"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "'o espaço de saída não foi restringido', 'limitar a saída', tied to '\"Este filme foi um...'"),
        "T.4-vote": (F, "answers POSITIVO with 3 POSITIVO / 2 NEGATIVO / 5 without label and quotes samples ('\"Positivo\" (es),', "
                        "'POSITIVO\" (No ent') that are not in the notebook; the printed samples give NEGATIVO 3 (02, 08, 09), POSITIVO 1 "
                        "(04), 6 without label, and the printed VOTO FINAL is NEGATIVO"),
        "T.5-guarantee": ([P, PA], "não; 'só reduz a variância' — right concept, though it argues from the stale POSITIVO vote"),
    })

n = "tpl23-fp16-numreturn-mixed"
add(n, "template", by_markers(n, "all", [(q, f"T{q[-1]}:") for q in T_Q]), "label", "mixed_language", "one_cell:t_labels",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "model in float16; templates printed as 'loose / pouco restritivo: ' + repr; SC via num_return_sequences=10 after set_seed(43), "
    "listed as 'amostra i → ' + repr; extraction = the starter's rule (casefold, accents folded, whole word, first label), "
    "tie → INDETERMINADO; answers as 'T1:'..'T5:' labels, English and Portuguese mixed",
    {
        "runs-genuine": (P, "float16 greedy outputs are identical to the float32 greedy re-run here; SC seeded, one-pass float32 check accepts all 10"),
        "T.1-copied": (P, "both outputs copied as repr strings"),
        "T.2-format": (P, "nenhum / neither"),
        "T.3-why": (P, "'restrict the output space to one word', tied to the copied outputs"),
        "T.4-vote": (P, "NEGATIVO, 5 NEGATIVO (3,4,5,6,9), 0 POSITIVO, 5 without label — matches the printed count"),
        "T.5-guarantee": (P, "não / no; 'only reduces variance'"),
    })

n = "tpl24-sampled-templates-bookstyle"
add(n, "template", {q: ANSWERS[n][q] for q in T_Q}, "heading", "wrong_params", "headings:h4",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "the course's generate_t5 (do_sample=True, temperature=0.7 by default) called for the templates the way the book's 5.6 listing "
    "does, without do_sample=False: LOOSE and STRICT are SAMPLES, not greedy; SC as in the course (10 calls, '01. ' + text, Counter); "
    "no seed; answers under '#### T.n' headings",
    {
        "runs-genuine": ([PA, F], "LOOSE (' Este film foi um espajo de tempo.\\nEste film') and STRICT (' Exemplo de uma pess') were sampled at "
                                  "T=0.7/top-p 0.9: the exact greedy re-run gives ' \"Este filme foi um erro de tempo.\"\\n\\nE' and "
                                  "' \"Este filme foi um' — mismatch; the 10 SC samples are genuine (unseeded)"),
        "T.1-copied": (P, "both outputs copied from the student's own (sampled) runs"),
        "T.2-format": (P, "nenhum — true of the recorded outputs (and of the greedy ones)"),
        "T.3-why": (P, "'limitar o espaço de saída a POSITIVO/NEGATIVO', tied to 'Exemplo de uma pess'"),
        "T.4-vote": (P, "POSITIVO, 5/4/1 (10 is 'NEGATIVE.') — matches the printed Counter"),
        "T.5-guarantee": (P, "não; 'reduz a variância', tied to the 5 x 4 split"),
    })

PROBLEM = {k for k, v in E.items() if any(
    (s if isinstance(s, str) else s[0]) in (F, PA) for s in (c["status"] for c in v["criteria"].values()))}


def choose_split(names):
    acts = {E[n]["activity"] for n in names}
    for s in range(1, 1000):
        h = random.Random(s).sample(sorted(names), 7)
        if {E[n]["activity"] for n in h} == acts and len(set(h) & PROBLEM) >= 2:
            return s, set(h)


seed, held = choose_split(list(E))
for k in E:
    E[k]["split"] = "heldout" if k in held else "dev"

if __name__ == "__main__":
    json.dump(dict(sorted(E.items())), open(HERE / "expected.json", "w"), ensure_ascii=False, indent=1, sort_keys=True)
    from collections import Counter
    st = Counter()
    for v in E.values():
        for c in v["criteria"].values():
            s = c["status"]
            st[s if isinstance(s, str) else "/".join(s)] += 1
    print("split seed", seed, "heldout", sorted(held))
    print("problem notebooks", sorted(PROBLEM))
    print(st, sum(st.values()))
