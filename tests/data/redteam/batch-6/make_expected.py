"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Format as batch 5 (activity, answers {qid: {text, found_by, doubt}}, answers_kind, criteria, placement, runs,
shape, split, unplaced_answers), except that a criterion where two statuses are defensible keeps the TA's own
choice as a plain string in `status` and lists the other defensible statuses in `also` (batch 5 wrote a list).
Split: the first s = 1, 2, ... for which random.Random(s).sample(sorted(names), 7) holds at least one notebook of
every activity and three or four problem notebooks; those 7 are heldout (redteam_kit.split).
Measures quoted in the `why`s: batch 2's measures.py on regen_checks.py's /tmp/rt6/meas/*.json (rep3 = share of
word 3-grams occurring more than once, d2 = distinct-2, continuation only; one-pass float32 kept-set check);
regen_checks.py (every run regenerated from its seed / greedily and found in the record).
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import problem_notebooks, split  # noqa: E402

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


def by_markers(text, markers, end=None):
    """markers: [(qid, marker)] in order within one text; each answer runs to the next marker."""
    out = {}
    for k, (q, m) in enumerate(markers):
        i = text.index(m) + len(m)
        j = text.index(markers[k + 1][1], i) if k + 1 < len(markers) else (text.index(end, i) if end else len(text))
        out[q] = text[i:j].strip()
    return out


def cells(name, rename=None):
    rename = rename or {}
    return {rename.get(q, q): t.strip() for q, t in ANSWERS[name].items()}


def crit(s, w):
    """(status, why) or ([choice, other, ...], why) -> {status, why[, also]}"""
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
add("tp61-iterstreamer-thread-faq", "temperature-top-p",
    dict(zip(TPQ, [t.split("\nR: ", 1)[1].strip() for t in ANSWERS["tp61-iterstreamer-thread-faq"]["all"].strip().split("\n\n")])),
    "question_text", "good", "one_cell:faq_question_text_then_R_no_ids", ONE_TP,
    "TextIteratorStreamer(skip_prompt=True) consumed in the main thread while model.generate runs in a threading.Thread; "
    "torch.manual_seed(seed) before each thread starts (seeds 10, 20, 30 / 40, 50, 60); each chunk printed with "
    "print(pedaco, end='', flush=True) after a '>>> A1  (temperature=0.2, top_p=0.9, seed=10)' header and the prompt: "
    "papermill records ONE stdout stream output PER CHUNK (about 80 per run, each a word plus a trailing space; "
    "newlines inside chunks); answers in ONE markdown cell as a FAQ, '**P: <question text>**' then 'R: ...', NO question "
    "ids, runs named in words ('a mais fria', 'a morna', 'a mais quente', 'o top-p menor', 'a do meio')",
    {
        "A.1-excerpts": (P, "one excerpt per run, verbatim once the per-chunk stream outputs are joined: A1 'In other words, "
                            "they're models that can be used to analyze and optimize systems.', A2 'A key aspect of adaptability "
                            "...', A3 'can capture data from multiple channels at once ...' (A3 is one sentence, 28 tokens, EOS)"),
        "A.2-choice": (P, "A1 (the coldest): three bullets 'They're designed to ...' and 'based on its/their behavior' three "
                          "times; MEAS_A2_tp61"),
        "A.2-evidence": (P, "'They're designed to analyze and optimize systems based on their behavior.' / 'They're designed "
                            "to be able to predict behavior based on their behavior.' verbatim in A1"),
        "A.3-choice": ([P, R], "A2 (0.7), against the course's expectation (1.0), argued from the own texts: A3 stops after one "
                               "sentence (28 tokens, its d2 of 1.0 is a length artefact); MEAS_A3_tp61"),
        "A.3-evidence": (P, "'a form of resilience', 'learn from past experiences' verbatim in A2"),
        "B.1-choice": (P, "0.3: 'can be used to' four times in B1; MEAS_B1_tp61"),
        "B.2-repeat": (P, "'can be used to' occurs four times in B1 (a pattern, accepted by 'padrão')"),
        "B.3-concept": (P, "'o menor grupo de tokens cuja probabilidade somada chega em p', 'com p = 0.3 esse grupo é quase só "
                           "o token mais provável', tied to B1's 'can be used to' and B2's Keras turn"),
        "D.1-parameter": (P, "'O top-p.'"),
        "D.2-direction": (P, "'Aumentaria.'"),
        "D.3-justified": (P, "own part B (only 0.3 stuck at 'can be used to', temperature fixed) and part A (0.2 repeated)"),
        "runs-genuine": (P, "each run regenerates exactly from its manual_seed (regen_checks.py): the streamer thread does not "
                            "change sampling; the record holds each run as ~80 separate stream outputs"),
    })

add("tp62-sidebyside-genconfig-d1-temp", "temperature-top-p",
    {q: re.search(r"<summary><b>" + re.escape(q) + r"[^<]*</b></summary>\s*(.*?)\s*</details>",
                  "\n".join(ANSWERS["tp62-sidebyside-genconfig-d1-temp"].values()), re.S).group(1) for q in TPQ},
    "details_summary", "wrong_closed", "cells:html_details_per_part", ONE_TP,
    "one GenerationConfig(max_new_tokens=80, do_sample=True, temperature=T, top_p=p, pad/eos) per run passed as "
    "generate(..., generation_config=gc); torch.manual_seed(0) before part A, (1) before part B; continuations ONLY "
    "(no prompt), printed SIDE BY SIDE by the student's lado_a_lado(): three textwrap.wrap(34) columns per part, "
    "'A1  T=0.2 | A2  T=0.7 | A3  T=1.0' header, rows joined by ' | ', each text's newlines flattened to spaces: "
    "every run's text is interleaved line by line with the other two columns in the record (no run is contiguous); "
    "answers in markdown <details open><summary><b>A.1 — trechos</b></summary> blocks, one cell per part; A.1 "
    "excerpts are read DOWN a column and joined; D.1 answered 'A temperatura' (course: top-p first)",
    {
        "A.1-excerpts": (P, "three excerpts, each verbatim once its column is read top to bottom (rebuilt by check_quotes.py; "
                            "the lado_a_lado table itself regenerates exactly, regen_checks.py); A3 = 14 tokens"),
        "A.2-choice": ([P, R], "T=0.2: 'applied to various' twice; a near-tie on the measures, rep3 even favours A2 ('the original code' and 'simple linear regression' twice): MEAS_A2_tp62"),
        "A.2-evidence": (P, "'They can be applied to various fields' / 'This model can be applied to various' in the A1 "
                            "column"),
        "A.3-choice": ([P, R], "T=0.7: rate of change → original code → regression slope → predictors; A3 is 14 tokens (its d2 of 1.0 is a length artefact): MEAS_A3_tp62"),
        "A.3-evidence": (P, "'slope of the regression line', 'simple linear regression or a more complex model that "
                            "incorporates multiple predictors' in the A2 column"),
        "B.1-choice": (P, "0.3: MEAS_B1_tp62"),
        "B.2-repeat": (P, "'used to create the model' occurs twice in the B1 column ('the data that was used to create the "
                          "model.' / 'a list of data that was used to create the model')"),
        "B.3-concept": (P, "'só pode escolher entre os tokens mais prováveis até somar 30% da probabilidade', tied to the 0.3 "
                           "column's 'list of data ... create the model'"),
        "D.1-parameter": (F, "'A temperatura.' — the course's rule of thumb: change top-p first (raise it), then temperature"),
        "D.2-direction": ([P, PA], "'Aumentaria (de 0.2 para uns 0.7)' — increase is the course's direction, but for the wrong "
                                   "parameter (temperature); a grader scoring D.2 on its own gives pass"),
        "D.3-justified": ([PA, P], "refers to own runs (the T=0.2 column's 'applied to various'), but justifies the temperature "
                                   "choice from part A only and ignores part B, where top-p 0.3 alone repeated at fixed "
                                   "temperature — the experiment that points to top-p"),
        "runs-genuine": (P, "both side-by-side tables regenerate character for character from seeds 0 and 1 with the "
                            "notebook's GenerationConfig and lado_a_lado (regen_checks.py); plain generate kwargs give the "
                            "same texts. Part A equals tp63's part A (both seed 0, same calls): a coincidence of seeds, not a "
                            "copy"),
    })

add("tp63-tokenids-seedonce-en", "temperature-top-p",
    {q.replace("-", "."): t.split("** ", 1)[1].strip() for q, t in ANSWERS["tp63-tokenids-seedonce-en"].items()},
    "label", "english", "cells:bold_qid_dash_form", ONE_TP,
    "transformers.set_seed(0) ONCE in the imports cell, before the model is even loaded; six runs in order in separate "
    "cells (A1, A2, A3) and one loop cell (B1-B3); each run prints 'A1: T=0.2 top_p=0.9 | 80 new tokens', the generated "
    "token ids as a Python list ('ids : [...]', numbers that are not answers) and 'text: ' + prompt + decoded text; "
    "English answers labelled '**A-1.**' ... '**D-3.**' (dash instead of dot); B.2 quotes a B1 sentence that occurs "
    "ONCE, claiming it 'came back almost word for word' (B1's real repeat, 'This can be done using various techniques, "
    "such as', is missed); B.3 is a textbook definition not tied to the runs",
    {
        "A.1-excerpts": (P, "three verbatim excerpts, one per run; A3 is the whole 14-token output"),
        "A.2-choice": ([P, R], "A1: 'can be applied to various' twice; a near-tie on the measures, rep3 slightly favours A2 ('the original code', 'simple linear regression' twice): MEAS_A2_tp63"),
        "A.2-evidence": (P, "'They can be applied to various fields' / 'This model can be applied to various' verbatim in A1"),
        "A.3-choice": ([P, R], "A2; A3 is 14 tokens (d2 1.0 is a length artefact): MEAS_A3_tp63"),
        "A.3-evidence": (P, "'the relationship between a quantity and its rate of change', 'the original code', 'a simple "
                            "linear regression or a more complex model that incorporates multiple predictors' verbatim in A2"),
        "B.1-choice": (P, "0.3 (B1): MEAS_B1_tp63"),
        "B.2-repeat": ([F, PA], "'Data augmentation is a technique used to increase the size of a dataset by generating new data "
                                "that is similar to the original data.' occurs ONCE in B1; only fragments recur ('data "
                                "augmentation', 'generating new data'), while the sentence B1 really repeats — 'This can be "
                                "done using various techniques, such as' — is not the one quoted"),
        "B.3-concept": ([PA, R], "the concept is right (smallest set whose cumulative probability reaches p, few tokens when p "
                                 "is low) but it is a textbook paragraph: no reference to B1/B2/B3 or to any text they "
                                 "produced"),
        "D.1-parameter": (P, "'top_p.'"),
        "D.2-direction": (P, "'Increase it.'"),
        "D.3-justified": (P, "own part B (B1 repeated at fixed T=0.7, B2 loss functions, B3 biology and AI) and part A"),
        "runs-genuine": (P, "set_seed(0) before from_pretrained, then the six generate calls in order regenerate all six "
                            "texts exactly (regen_checks.py: loading consumes no random numbers)"),
    })

add("tp64-dataclass-swapped-args", "temperature-top-p",
    {q: t.split("**Resposta:**", 1)[1].strip() for q, t in ANSWERS["tp64-dataclass-swapped-args"].items()},
    "label", "wrong_params", "cells:question_text_then_resposta_same_cell", ONE_TP,
    "a @dataclass Execucao(nome, temperatura, top_p, texto) whose __str__ prints '[A1] temperatura=0.2  top_p=0.9' + "
    "prompt + text; runs printed with print(*execs, sep='\\n\\n' + '~' * 60 + '\\n\\n'); helper gera(temperatura, "
    "top_p=0.9); part A correct (seed 123); part B (seed 456) builds Execucao(nome, 0.7, p, gera(p, 0.7)) — the helper's "
    "arguments SWAPPED: B1/B2/B3 really ran at temperature 0.3/0.6/0.9 with top_p 0.7, while the printed labels say "
    "temperatura=0.7 top_p=0.3/0.6/0.9; answers written INSIDE each question cell (bold id + the question text, then "
    "'**Resposta:**'), with accents",
    {
        "A.1-excerpts": (P, "three verbatim excerpts, one per run"),
        "A.2-choice": (P, "A1: 'can be used to analyze and optimize complex systems' twice; MEAS_A2_tp64"),
        "A.2-evidence": (P, "the repeated clause, verbatim twice in A1"),
        "A.3-choice": ([P, R], "A3: statistics → 'elasticitextensions' → 'finite universes' → 'exponential spaces'; "
                               "MEAS_A3_tp64"),
        "A.3-evidence": (P, "'They provide predictions based on external factors', 'elasticitextensions', 'the extended "
                            "exponential functional on exponential spaces' verbatim in A3"),
        "B.1-choice": ([P, R], "'0.3' agrees with the printed B outputs (B1 'Climate change is' three times), though the measures are a near-tie with B3 ('data analysis and machine learning' four times): MEAS_B1_tp64; and "
                               "B1 ran at temperature 0.3 / top-p 0.7: the repetition it explains comes from the low "
                               "temperature, not from top-p"),
        "B.2-repeat": (P, "'Climate change is a global issue that requires a collective effort to address it.' / 'Climate "
                          "change is a collective problem that requires a collective solution.' — a near repeat, both "
                          "verbatim in B1"),
        "B.3-concept": ([P, R], "the concept is right and tied to B1's 'climate change' and B3's retail turn, but B1 was not a "
                                "top-p 0.3 run: the mass-of-probability explanation is applied to a run where top-p was 0.7"),
        "D.1-parameter": (P, "'O top-p.'"),
        "D.2-direction": (P, "'Aumentaria (por exemplo de 0.3 para 0.9).'"),
        "D.3-justified": (P, "own part B (as labelled) and part A"),
        "runs-genuine": ([F, PA], "part A is genuine (seed 123); part B regenerates exactly from seed 456 only with temperature = "
                                  "p and top_p = 0.7 (regen_checks.py), not with the declared T=0.7 / top_p = p (none of the "
                                  "three declared configurations reproduces a printed text); kept-set check: MEAS_KEPT_tp64 — so B1 and B2 are provably "
                                  "not their declared configuration, while B3 (T=0.9, p=0.7) is also a possible T=0.7, p=0.9 "
                                  "sample; the swap itself is visible in the code (gera(p, 0.7) against def gera(temperatura, top_p))"),
    })

# ================================================================== chain-of-thought
add("cot61-textstreamer-terse-bullets", "chain-of-thought",
    by_markers(ANSWERS["cot61-textstreamer-terse-bullets"]["all"], [("C.1", "- C1:"), ("C.2", "- C2:"), ("C.3", "- C3:")]),
    "label", "no_accents", "one_cell:bullets_C1_no_dot", ONE_COT,
    "TextStreamer(skip_prompt=False) passed to generate: prompt + continuation streamed to stdout, one stream output per "
    "flushed word (P2: '58.4 ', '- ', '30 ', ...); own roda(prompt, n, seed) with torch.manual_seed(27) for P1 and (58) for "
    "P2; P1's continuation is EMPTY (the streamer prints the prompt and a newline); TERSE answers, one bullet list "
    "'- C1: nao. ...' in a cell after 'respostas:', no accents",
    {
        "C.1-claim": (P, "nao: P1 gives no number, P2 '58.4 - 30 = 17.4, which is the answer.' — as streamed"),
        "C.2-excerpt": (P, "'58.4 - 30 = 17.4, which is the answer.' verbatim in P2 once the stream outputs are joined (the "
                           "'58.' of the prompt continues as '58.4'); a short excerpt, but a step and a conclusion"),
        "C.3-guarantee": (P, "nao, tied to P2: the prompt's '58.' read as 58.4, an unexplained '- 30', 'which is the answer'"),
        "runs-genuine": (P, "seeds 27 / 58 regenerate both exactly (regen_checks.py); P1 is an immediate EOS"),
    })

add("cot62-genconfig-on-model-chat-coursequote", "chain-of-thought", cells("cot62-genconfig-on-model-chat-coursequote"),
    "heading", "copied_from_course", "cells:h3_qid_heading_then_answer", ONE_COT,
    "decoding parameters set ON the model (model.generation_config.do_sample / temperature / top_p / pad_token_id "
    "assigned, the GenerationConfig printed as JSON), then generate(**x, max_new_tokens=n) with no sampling arguments; "
    "torch.manual_seed(2718) once; outputs printed as a chat transcript 'Você:  <prompt>' / 'Modelo: <continuation>'; "
    "answers under '### C.n' headings; C.2 quotes the COURSE's GPT-2 P1 output ('So we have 28 plus 58. We have 27 plus "
    "58 plus 28', observed-outputs.json), which is not in this notebook (its P1 says 'we need to find the difference "
    "between 27 and 58, which is 25. Therefore, 27 + 58 = 2')",
    {
        "C.1-claim": (P, "Não: P1 'Therefore, 27 + 58 = 2' (cut at 40 tokens), P2 '140.5' — both as printed"),
        "C.2-excerpt": (F, "'So we have 28 plus 58. We have 27 plus 58 plus 28' is the course notebook's GPT-2 P1 "
                           "(observed-outputs.json), attributed to 'o P1' here; this P1 reads 'To add the numbers, we need to "
                           "find the difference between 27 and 58, which is 25.' Kept-set check of the quote as this P1: "
                           "MEAS_KEPT_cot62"),
        "C.3-guarantee": (P, "não, tied to the own P2 ('5 + 27 + 58.5 = 140.5, which matches the given formula')"),
        "runs-genuine": (P, "seed 2718 regenerates both exactly with the model-level generation_config (regen_checks.py); "
                            "top_k is the default 50"),
    })

add("cot63-seed-hunt-30", "chain-of-thought",
    {q: t.split("** ", 1)[1].strip() for q, t in ANSWERS["cot63-seed-hunt-30"].items()},
    "label", "good", "cells:bold_qid_then_answer", {"P1": 31, "P2": 31},
    "own gera(prompt, n, seed) with torch.manual_seed(seed) inside; first the 'official' run, seed 0, printed in full "
    "('===== P1 | seed 0 | max_new_tokens=40' + prompt + continuation: P1 EMPTY, P2 ending 'The answer is:' with no "
    "number); then a SEED HUNT: seeds 0-29 for each prompt, one line per seed with only the numbers re.findall'ed from "
    "the continuation ('P2 seed  2: 1 27 58.1 85.12', numbers that are not the answer; '(sem numeros)' for 21 P1 lines) "
    "and '<-- 85!' on a hit, then '==> P2: 85 apareceu em 0/30 seeds'; 85.12 / 85.17 / 85.01 / 85.27 appear as "
    "numbers (not 85); answers honest about 0/30",
    {
        "C.1-claim": (P, "Não, from the official run (P1 empty, P2 'So the answer is:' without a number) and from the hunt "
                         "(0/30 and 0/30; 85.12, 85.17, 85.01, 85.27 named as not 85) — all as printed"),
        "C.2-excerpt": (P, "'This is an expression for a polynomial with integer coefficients. This is a linear equation with "
                           "integer coefficients. So the answer is:' verbatim in P2 seed 0 (newlines between the sentences)"),
        "C.3-guarantee": (P, "não, tied to the official P2 ('So the answer is:' with nothing after) and to the hunt's differing "
                             "conclusions (125.53, 22.00, 71.24, 94.5 are in the seed lines)"),
        "runs-genuine": (P, "seed 0 regenerates both full texts (a one-pass kept-set check on the decoded P2 flags its last token, a trailing '\\n\\n' at rank 3, a re-tokenisation: 79 tokens for 80 sampled), and every one of the 60 seed lines is rebuilt exactly from its "
                            "seed (regen_checks.py); the seed lines hold numbers only, so only seed 0 can be checked as text"),
    })

add("cot64-class-dict-edited-number", "chain-of-thought",
    {q: t.split("** ", 1)[1].strip() for q, t in ANSWERS["cot64-class-dict-edited-number"].items()},
    "label", "edited_quote", "cells:bold_qid_with_question_text", ONE_COT,
    "a Reasoner class (loads the model in __init__, __call__ returns a dict prompt / temperature / top_p / max_new_tokens / "
    "n_generated / continuation); each dict printed key by key right-aligned ('   n_generated: 59', numbers that are not "
    "answers); torch.manual_seed(404) once; P1 EMPTY (n_generated 1, an EOS); P2 'This product is 27 + 58 = 114, and it's "
    "a product of a number multiplied by itself multiplied by itself.'; English answers naming 'the direct one' / 'the "
    "step-by-step one'; C.2's excerpt has 114 EDITED to 85 and C.1 claims the step-by-step one 'did get 85'",
    {
        "C.1-claim": ([PA, F], "'No' is the right yes/no and P1's emptiness is reported right, but 'The step-by-step one did get "
                               "85' contradicts the own P2, which says 114 (twice)"),
        "C.2-excerpt": (F, "'This product is 27 + 58 = 85, and it's a product of a number multiplied by itself multiplied by "
                           "itself.' — the printed P2 says '= 114'; the number was changed, the rest is verbatim"),
        "C.3-guarantee": ([P, PA], "No, tied to the own P2's 'the factor 27 is multiplied by itself twice to create the product' "
                                   "(verbatim); the premise 'even where it wrote the right number' rests on the edited 85"),
        "runs-genuine": (P, "seed 404 regenerates both (regen_checks.py); P1 is an immediate EOS"),
    })

# ================================================================== few-shot
add("fs61-tokenids-leakdemo-english", "few-shot",
    by_markers(ANSWERS["fs61-tokenids-leakdemo-english"]["all"], [(f"F.{i}", f"- **F.{i}**") for i in range(1, 6)]),
    "label", "english", "one_cell:bullets_bold_qid", ONE_FS,
    "is_encoder_decoder switch; label_run() prints '[few-shot]', the generated token ids as a list ('generated ids : "
    "[442, 9944, 2062, 3277, 63, 198, 198, 8060]') and the decoded text with newlines written as a literal backslash-n "
    "('decoded       :  NEGATIVO\\\\n\\\\nText'); variation = the negative demonstration replaced by the TARGET sentence "
    "itself labelled NEGATIVO (a leak; the prompt is printed): same ids as FS; English bullet answers",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText', with their ids — as printed"),
        "F.2-format": (P, "only the few-shot one"),
        "F.3-weights": (P, "No: eval mode, no optimizer; conditioning on the context, tied to the copied pattern"),
        "F.4-variation": (P, "No change; the leak variation is described and its ids equal FS's in the print"),
        "F.5-window": (P, "1024; truncated, not seen by attention"),
        "runs-genuine": (P, "greedy: the three outputs equal the re-run, ids included (regen_checks.py)"),
    })

add("fs62-panels-var-edited-after-run", "few-shot",
    by_markers(ANSWERS["fs62-panels-var-edited-after-run"]["all"],
               [("F.1", "**I.**"), ("F.2", "**II.**"), ("F.3", "**III.**"), ("F.4", "**IV.**"), ("F.5", "**V.**")]),
    "label", "stale_output", "one_cell:roman_numerals", ONE_FS,
    "is_encoder_decoder switch; every output shown in a rich Panel (display_data: box-drawing characters, the repr as the "
    "panel body, the run's name as the panel title); the variation cell was RUN with the demonstrations' labels in "
    "English (POSITIVE / NEGATIVE: output ' NEGATIVE\\n\\nTexto:') and its SOURCE EDITED afterwards to a reorder "
    "(negative demonstration first), never re-run: the cell's code and its recorded output disagree (a greedy re-run of "
    "the reorder gives ' NEGATIVO\\n\\nText', = FS); answers numbered I.-V.; F.4 describes the reorder and reads the "
    "stale 'NEGATIVE' output as its effect",
    {
        "F.1-copied": (P, "' \"Este filme foi um' / ' NEGATIVO\\n\\nText' as in the panels"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; condicionamento pelo contexto"),
        "F.4-variation": ([F, R], "'Sim, mudou' for the reorder now in the cell — but the recorded ' NEGATIVE\\n\\nTexto:' came "
                                  "from the English-label prompt that ran; the reorder's output (re-run) is ' NEGATIVO\\n\\nText', "
                                  "unchanged from FS. The claimed effect of the described variation is false"),
        "F.5-window": (P, "1024; truncated, not part of attention"),
        "runs-genuine": ([PA, F], "ZS and FS equal the re-run; VAR's recorded output does not equal a re-run of the prompt in the "
                                  "notebook's code (the reorder gives ' NEGATIVO\\n\\nText'); it is genuine only for the English-"
                                  "label prompt the cell held when it ran (regen_checks.py), which the submission no longer shows"),
    })

add("fs63-colab-checklist-sarcasm", "few-shot",
    {"F.1": re.search(r"Saídas que obtive \(F\.1\): (.*)", ANSWERS["fs63-colab-checklist-sarcasm"]["checklist"]).group(1).strip(),
     **{q: re.search(r"\(" + re.escape(q) + r"\)\*{0,2}:?\s*(.*)", "\n".join(ANSWERS["fs63-colab-checklist-sarcasm"].values())).group(1).strip()
        for q in ["F.2", "F.3", "F.4", "F.5"]}},
    "inline_qid_in_checklist", "good", "cells:book_checklist_ticked_boxes", ONE_FS,
    "the course's Colab shape: `from rich import print` (display_data with ANSI codes, repr strings coloured green), the "
    "book's generate_t5 (5.4.1) with the student's own change max_new_tokens 64 → 8 (said in a comment) plus a "
    "causal-model slice; prints '[ZERO-SHOT]' / '[FEW-SHOT]' / '[FEW-SHOT — variação irônica]'; variation = the positive "
    "demonstration replaced by a SARCASTIC sentence still labelled POSITIVO ('Nossa, que maravilha, dormi no cinema.'): "
    "unchanged; answers written into the book's 5.9 checklist as ticked boxes '- [x] **...** (F.n): ...', the question id "
    "in parentheses inside the item, F.1 inside the item on deterministic generation, F.3 / F.5 under 'Armadilhas comuns'",
    {
        "F.1-copied": (P, "' \"Este filme foi um' / ' NEGATIVO\\n\\nText' — the printed reprs"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; eval(), no_grad, generate only; conditioning, tied to the copied 'Sentimento: RÓTULO' pattern"),
        "F.4-variation": (P, "não mudou, and the sarcastic demonstration is described; the printed VAR repr equals FS's"),
        "F.5-window": (P, "n_positions = 1024; discarded (truncated), not in attention"),
        "runs-genuine": (P, "greedy 8 tokens: the three outputs equal the re-run (regen_checks.py)"),
    })

add("fs64-leftpad-batch-guillemets-f5", "few-shot",
    by_markers(ANSWERS["fs64-leftpad-batch-guillemets-f5"]["all"], [(f"F.{i}", f"Resposta (F.{i}):") for i in range(1, 6)]),
    "label", "wrong_closed", "one_cell:resposta_paren_qid_lines", ONE_FS,
    "is_encoder_decoder switch; ZS, FS and the variation generated in ONE left-padded greedy batch (padding_side='left', "
    "pad = eos when missing, batch_decode of the new columns); each printed as f'{nome:>18}: «{s}»' with the raw newlines "
    "inside the guillemets ('few-shot: « NEGATIVO' / '' / 'Text»'); variation = the negative demonstration replaced by a "
    "NEUTRO one ('O filme tem duas horas.'): the output becomes ' NEUTRO\\n\\nTexto:'; answers as 'Resposta (F.n):' "
    "paragraphs in one cell; F.5 gives 1024 but says the tokens beyond it are 'compressed into the KV cache' and still "
    "'remembered'",
    {
        "F.1-copied": (P, "« \"Este filme foi um» and « NEGATIVO» + blank line + «Text» — as printed"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; conditioning on the context"),
        "F.4-variation": (P, "sim; the NEUTRO replacement is described and the print shows « NEUTRO / Texto:»"),
        "F.5-window": ([PA, F], "1024 is right; what happens beyond it is wrong: tokens past n_positions are truncated and never "
                                "attended to — the KV cache stores the keys/values of tokens inside the window, it compresses "
                                "nothing and 'remembers' nothing outside it"),
        "runs-genuine": (P, "the batched greedy outputs equal single-prompt greedy re-runs for all three prompts "
                            "(regen_checks.py; left padding with an attention mask changes nothing here)"),
    })

# ================================================================== template
add("tpl61-pipeline-2x5-multimode", "template", cells("tpl61-pipeline-2x5-multimode"),
    "question_text_heading", "good", "cells:italic_question_text_then_answer_no_ids", ONE_TPL,
    "pipeline('text2text-generation' if seq2seq else 'text-generation', return_full_text=False); the templates' RAW "
    "pipeline results printed (\"template ruim -> [{'generated_text': ' \\\"Este filme foi um erro de tempo.\\\"\\\\n\\\\nE'}]\"); "
    "self-consistency as TWO pipeline calls of num_return_sequences=5 after set_seed(5) and set_seed(6); the course's "
    "regex on s.upper(); per-sample lines 'amostra  9: ' NEGATIVE\\n\\nTexto:'  rótulo: None'; statistics.multimode "
    "vote (INDETERMINADO on several modes); answers under italic question-text cells, no ids",
    {
        "T.1-copied": (P, "both generated_text values, with escapes, as printed"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "restriction of the output space, tied to both outputs ('erro', 'Este filme foi um')"),
        "T.4-vote": (P, "NEGATIVO, 1/4/5 (5 / 2, 3, 7, 8 / 1, 4, 6, 9, 10) — matches the printed labels and counts; sample 9's "
                        "'NEGATIVE' noted as no label"),
        "T.5-guarantee": (P, "não; reduces variance, tied to 4 of 10"),
        "runs-genuine": (P, "greedy templates equal the re-run; set_seed(5) / set_seed(6) + num_return_sequences=5 regenerate "
                            "the ten samples (regen_checks.py); a one-pass kept-set check on the decoded samples flags "
                            "re-tokenised pieces only (SC4 'into' rank 418 in 'Fominto', trailing '\\n\\n' of SC4 / SC5)"),
    })

add("tpl62-rich-table-t2-strict-claim", "template",
    by_markers(ANSWERS["tpl62-rich-table-t2-strict-claim"]["all"], [(f"T.{i}", f"**T.{i}**") for i in range(1, 6)]),
    "label", "claim_contradicts_output", "one_cell:bold_qid", ONE_TPL,
    "is_encoder_decoder switch; rich print of the templates' reprs ('template_bom  : ' \"Este filme foi um''); the ten "
    "samples (torch.manual_seed(62), single calls) in a rich Table (box drawing ┏━┳━┓ / │, title 'Self-consistency (T=0.9, "
    "top_p=0.9)', repr per cell, '—' for no label), counts dict and 'VOTO: NEGATIVO'; T.2 answers 'O template bom "
    "(restritivo)' — its own print shows ' \"Este filme foi um' — and T.3 explains that (false) success",
    {
        "T.1-copied": (P, "both reprs as printed"),
        "T.2-format": (F, "'O template bom (restritivo) ... seguiu o formato pedido de uma palavra só' — its printed output is "
                          "' \"Este filme foi um' (no label); neither template produced a label"),
        "T.3-why": ([PA, F], "restriction of the output space is named and the prompt's instructions quoted, but it explains a "
                             "success that did not happen ('a continuação fica limitada ao rótulo'): not tied to the own "
                             "STRICT output"),
        "T.4-vote": (P, "NEGATIVO, 5/1/4 (1, 3, 4, 5, 9 / 7 / 2, 6, 8, 10) — matches the table and the counts; sample 7 "
                        "' POSITIVO ou NEGAT' counts as POSITIVO (first match), as the student says"),
        "T.5-guarantee": (P, "não; reduces variance, tied to 4 unlabelled"),
        "runs-genuine": (P, "greedy templates equal the re-run; seed 62 regenerates the ten samples (regen_checks.py); a one-pass "
                            "kept-set check flags re-tokenised pieces only (SC8 'ilos' rank 107 in 'Ouémácilos', trailing "
                            "'\\n\\n' of SC5 / SC9)"),
    })

add("tpl63-forkrng-english-map", "template",
    {q: t.split(" - ", 1)[1].strip() for q, t in ANSWERS["tpl63-forkrng-english-map"].items()},
    "label", "no_accents", "cells:plain_qid_dash", ONE_TPL,
    "is_encoder_decoder switch; each sample drawn inside `with torch.random.fork_rng(): torch.manual_seed(100 + i)`; the "
    "notebook's OWN extraction rule: s.upper() with '.' and ',' replaced by spaces, split on whitespace, first word found "
    "in MAPA {POSITIVO, POSITIVE → POSITIVO; NEGATIVO, NEGATIVE → NEGATIVO}: a word with quotes or '!' attached is not "
    "recognised ('\"NEGATIVO\"' and 'NEGATIVO!' → None), and 'Positivo' counts; samples printed stripped as "
    "\"3. 'Positivo\\nTexto: \\\"' -> POSITIVO\"; Counter + tie rule: POSITIVO 3, NEGATIVO 2, none 5 → 'voto majoritario = "
    "POSITIVO' (a whole-word regex, the course's rule, would give NEGATIVO 4 / POSITIVO 3); answers 'T.n - ...', no "
    "accents, lower case",
    {
        "T.1-copied": (P, "both reprs as printed"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "restriction of the output space, tied to the STRICT output"),
        "T.4-vote": ([P, R], "POSITIVO, 3/2/5 (3, 4, 5 / 1, 9 / 0, 2, 6, 7, 8) — a correct recount BY THE NOTEBOOK'S RULE, as the "
                             "question asks; the student also says that the course's regex would give NEGATIVO 4-3 (samples "
                             "0 '\"NEGATIVO\"' and 8 'NEGATIVO! (El'); a grader recounting with its own regex disagrees"),
        "T.5-guarantee": (P, "nao; reduces variance, tied to the vote flipping with the extraction rule"),
        "runs-genuine": (P, "greedy templates equal the re-run; manual_seed(100 + i) inside fork_rng regenerates each sample "
                            "(regen_checks.py); a one-pass kept-set check flags only SC2's re-tokenised 'sc' / 'ulo' "
                            "('Adiósculo'); the print holds s.strip()"),
    })

add("tpl64-valuecounts-course-t1", "template", cells("tpl64-valuecounts-course-t1"),
    "heading", "copied_from_course", "cells:bold_qid_heading_then_answer", ONE_TPL,
    "is_encoder_decoder switch; templates printed plain ('RUIM:  \"Este filme foi um erro de tempo.\"' / '' / 'E'); "
    "torch.manual_seed(2024), ten single calls; the label list printed, then the stripped samples as the cell's value: "
    "pd.Series(...).value_counts() (execute_result, text/html + text/plain; ten distinct samples, count 1 each, newlines "
    "shown as '\\n' by pandas); a value_counts of the labels and 'voto final: NEGATIVO'; T.1 copies the COURSE's "
    "flan-t5-small outputs (observed-outputs.json: 'POSITIVO or NEGATIVO. \"This film was' / '\"This film was a desper'), "
    "not the notebook's; T.3 cites them; T.4 gives the vote without the counts",
    {
        "T.1-copied": (F, "neither text is in the notebook: they are the course notebook's flan-t5-small outputs; this "
                          "notebook printed ' \"Este filme foi um erro de tempo.\"\\n\\nE' and ' \"Este filme foi um'"),
        "T.2-format": ([P, R], "'Nenhum' — also true of the own outputs (no label in either), though argued from the course's "
                               "texts ('traduzir')"),
        "T.3-why": ([PA, F], "restriction of the output space named, but tied to 'This film was a desper', which is not in the "
                             "notebook"),
        "T.4-vote": ([PA, F], "'NEGATIVO.' is the right vote (NEGATIVO 7, POSITIVO 0, 3 without a label: samples 2, 8, 10), "
                              "but the question also asks how many were POSITIVO / NEGATIVO / without a label: no counts"),
        "T.5-guarantee": (P, "não; reduces variance"),
        "runs-genuine": (P, "greedy templates equal the re-run; seed 2024 regenerates the ten samples (regen_checks.py); the "
                            "problem is in the answers, not in the runs"),
    })


def fill_measures(E, path="/tmp/rt6/measures.txt"):
    """replace MEAS_* placeholders by the summary lines written by summarize_measures.py"""
    try:
        M = json.load(open(Path(__file__).parent / "measures_summary.json"))
    except FileNotFoundError:
        return
    for v in E.values():
        for c in v["criteria"].values():
            c["why"] = re.sub(r"MEAS_[A-Za-z0-9_]+", lambda m: M.get(m.group(0), m.group(0)), c["why"])


def write_expected(E, seed, held, problem):
    with open(HERE / "expected.json", "w") as fh:
        json.dump(dict(sorted(E.items())), fh, ensure_ascii=False, indent=1, sort_keys=True)
    st, also = Counter(), Counter()
    for v in E.values():
        for c in v["criteria"].values():
            st[c["status"]] += 1
            if "also" in c:
                also["/".join([c["status"]] + c["also"])] += 1
    print("split seed", seed, "heldout", sorted(held))
    print("problem notebooks", sorted(problem), len(problem), "among heldout:", sorted(set(held) & problem))
    print("statuses (TA's choice)", dict(st), sum(st.values()), "| with also:", dict(also), sum(also.values()))
    left = [(k, c) for k, v in E.items() for c in v["criteria"].values() if "MEAS_" in c["why"]]
    print("unfilled measure placeholders:", len(left))


fill_measures(E)
PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split(E, PROBLEM)

if __name__ == "__main__":
    for k, v in E.items():  # every answer text must be in the notebook's answers as written; every criterion present
        for q, a in v["answers"].items():
            assert a["text"] and a["text"] in "\n".join(ANSWERS[k].values()), (k, q)
        want = {"temperature-top-p": 12, "chain-of-thought": 4, "few-shot": 6, "template": 6}[v["activity"]]
        assert len(v["criteria"]) == want, (k, len(v["criteria"]))
    write_expected(E, seed, held, PROBLEM)
