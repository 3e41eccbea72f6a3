"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Split: the first s = 1, 2, ... for which random.Random(s).sample(sorted(names), 7) holds at least one
notebook of every activity and three or four problem notebooks (so dev keeps some too); those 7 are heldout.
Measures quoted in the `why`s: batch 2's measures.py on regen_checks.py's /tmp/rt5/meas/*.json (rep3 = share of
word 3-grams occurring more than once, d2 = distinct-2, continuation only, per sample; one-pass float32 kept-set
check); regen_checks.py (every run regenerated from its seed / greedily and found in the record); stale_run_tp52.py.
"""
import re, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import problem_notebooks, split, write_expected  # noqa: E402

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


def cells(name):
    return {q: t.strip() for q, t in ANSWERS[name].items()}


def add(name, activity, answers, found_by, kind, placement, runs, shape, criteria, doubt=()):
    E[name] = {
        "activity": activity,
        "answers": {q: {"text": t, "found_by": found_by, "doubt": q in doubt} for q, t in answers.items()},
        "answers_kind": kind,
        "criteria": {c: {"status": s, "why": w} for c, (s, w) in criteria.items()},
        "placement": placement,
        "runs": runs,
        "shape": shape,
        "unplaced_answers": [],
    }


# ================================================================== temperature-top-p
add("tp51-colab-rich-2samples-unlabeled", "temperature-top-p", cells("tp51-colab-rich-2samples-unlabeled"),
    "section_order", "good", "cells:unlabeled_in_order_under_section_headings",
    {r: 2 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]},
    "the course's Colab shape: `from rich import print` (every print is a display_data with text/plain carrying ANSI "
    "codes and rich's 115-column line wrapping, plus text/html), the book's generate_text (4.12.2: prompt + continuation "
    "decoded together), loops over [0.2, 0.7, 1.0] and [0.3, 0.6, 0.9] with two samples per configuration under printed "
    "'TEMPERATURA = 0.2 (top_p=0.9)' / 'TOP-P = 0.3 (temperature=0.7)' and '[Amostra 1]' headers; the course's optional "
    "seed uncommented INSIDE the loops (torch.manual_seed(100 + i)), so every configuration's 'Amostra 1' uses seed 100 "
    "and 'Amostra 2' seed 101: B3 (T=0.7, p=0.9) prints exactly the same two texts as A2; model-loading progress bars on "
    "stderr; colab metadata; answers in markdown cells placed right after each loop's output under '### O que observei "
    "com a temperatura' / '### O que observei com o top-p' / a Parte D heading, three cells each, NO question ids "
    "(A.1, A.2, A.3 by position)",
    {
        "A.1-excerpts": (P, "three excerpts verbatim, one per temperature, each naming its sample: 0.2 amostra 1 'In other "
                            "words, they are models that can be used to optimize the behavior of a system by analyzing "
                            "...', 0.7 amostra 2 'Examples include cosmology (...) and astrobiology (...)', 1.0 amostra 2 "
                            "'The random process that defines the model is the Markov Chain. ...' (rich wraps them across "
                            "display lines)"),
        "A.2-choice": (P, "T=0.2: rep3 A1 0.271 / 0.179 (amostras 1 / 2) vs A2 0.0 / 0.063, A3 0.0 / 0.111; d2 A1 0.803 / 0.838 "
                          "lowest"),
        "A.2-evidence": (P, "'can be used to optimize the behavior of a system based on ... its constituent parts' and '... by "
                            "analyzing its constituent parts' both in 0.2 amostra 1; 'climate change mitigation efforts' twice "
                            "in 0.2 amostra 2"),
        "A.3-choice": (P, "T=0.7 (amostra 2), not the course's expected 1.0, and the student says why: d2 A2 0.971 / 0.922 vs "
                          "A3 0.957 / 0.870, A1 0.803 / 0.838; the 0.7 amostra 2 moves from physics to cosmology, astrobiology "
                          "and 'emergence', the 1.0 amostra 2 repeats 'the identity m_i(X_i)'"),
        "A.3-evidence": (P, "'laws of physics', 'cosmology (the study of the origin, evolution, and fate of the universe)', "
                            "'astrobiology (the search for life beyond Earth)', 'emergence' in 0.7 amostra 2; 'Data analysts' "
                            "in 0.7 amostra 1; 'the identity m_i(X_i)' in 1.0 amostra 2"),
        "B.1-choice": (P, "0.3: rep3 B1 0.435 / 0.065 vs B2 0.033 / 0.032, B3 0.0 / 0.063 (B3 = A2's texts); only B1 amostra 1 "
                          "repeats a whole clause"),
        "B.2-repeat": (P, "'can be used to create a new model that is a copy of the original model' occurs twice in top-p 0.3 "
                          "amostra 1 (the second time after 'the NaCl model, which is a type of neural network that')"),
        "B.3-concept": (P, "'o menor conjunto de tokens cuja probabilidade acumulada chega em p', 'com p = 0.3 esse conjunto é "
                           "minúsculo', tied to the repeated 'a copy of the original model'"),
        "D.1-parameter": (P, "'O top-p.'"),
        "D.2-direction": (P, "'Aumentaria (por exemplo de 0.3/0.6 para 0.9).'"),
        "D.3-justified": (P, "own part B (repetition only at 0.3, same temperature 0.7) and part A (0.2 also repeated; "
                             "temperature as the second adjustment)"),
        "runs-genuine": (P, "all twelve samples regenerate exactly from torch.manual_seed(100 + i) with the book's "
                            "generate_text (regen_checks.py); B3's texts are identical to A2's because configuration and "
                            "seeds are identical, not a copy; the record's line breaks from rich's wrapping are display, "
                            "not text"),
    })

add("tp52-pilcrow-table-stale-seed", "temperature-top-p", cells("tp52-pilcrow-table-stale-seed"),
    "heading", "answers_from_previous_run", "cells:bold_qid_then_answer", ONE_TP,
    "helper gera(T, p) (continuation only) + linha() printing an f-string table row 'A1 | T=0.2 | p=0.9 | ' + PROMPT + "
    "text with each '\\n' shown as ' ¶ '; Part A cell torch.manual_seed(7), Part B cell manual_seed(11); the Part A cell "
    "was RE-RUN (with seed 7) after Part B and after the answers were written: execution counts [3] setup, [5] Part B, "
    "[9] Part A; A.1-A.3 quote the EARLIER Part A draw (seed 3, regenerated by stale_run_tp52.py), which is no longer in "
    "the notebook; B and D answered from the displayed output",
    {
        "A.1-excerpts": ([F, R], "none of the three excerpts occurs in the notebook: 'This can be done using various techniques, "
                                 "such as data augmentation ...', 'In data science, metrics like precision, recall ...', 'Some "
                                 "examples of human behavior-driven autonomous systems ...' are the seed-3 draw of Part A "
                                 "(stale_run_tp52.py), while the notebook shows seed 7's (the cell's count [9] comes after Part B's "
                                 "[5]); a TA cannot verify them from the submission"),
        "A.2-choice": (F, "names A1 (T=0.2), but the displayed A1 is the LEAST repetitive: rep3 A1 0.0 vs A2 0.132, A3 0.03; d2 "
                          "A1 0.969 vs A2 0.841 ('integer coefficients' three times in A2). The claim was true of the stale "
                          "draw (seed-3 A1 rep3 0.448)"),
        "A.2-evidence": (F, "'generating new data by applying transformations to existing data' and 'This can be done using "
                            "various techniques, such as' are not in the notebook (seed-3 A1)"),
        "A.3-choice": ([R, P], "A3 (T=1.0): argued from the stale draw; on the displayed texts it happens to be defensible — A3 "
                               "moves from 'external feedback' to 'immersive technologies' to 'self-improvement through human "
                               "influence' and robots — but d2 is a near-tie with A1 (0.955 vs 0.969)"),
        "A.3-evidence": (F, "'autonomous systems', 'self-driving cars', 'AI-powered assistants, such as smart home automation' "
                            "are not in the notebook (seed-3 A3)"),
        "B.1-choice": (P, "0.3: rep3 B1 0.171 vs B3 0.123, B2 0.066 (d2 B1 0.859, B3 0.864, B2 0.887)"),
        "B.2-repeat": (P, "'In the context of data analysis,' occurs twice in B1 (the ' ¶ ' marks stand for newlines)"),
        "B.3-concept": (P, "'só sorteia entre os poucos tokens que somam 30% da probabilidade acumulada', tied to B1's "
                           "'In the context of data analysis' / 'regression analysis'"),
        "D.1-parameter": (P, "'top-p'"),
        "D.2-direction": (P, "'aumentar'"),
        "D.3-justified": (P, "own part B (only B1 repeated a whole phrase); the aside on A1 refers to the stale draw but the "
                             "argument stands on B"),
        "runs-genuine": (P, "what is displayed is genuine: Part A regenerates exactly from seed 7 and Part B from seed 11 "
                            "(regen_checks.py); the problem is only that the answers cite another, earlier draw"),
    })

add("tp53-tqdm-df-htmlpre-english", "temperature-top-p",
    by_markers(ANSWERS["tp53-tqdm-df-htmlpre-english"]["all"], [(q, f"**({q})**") for q in TPQ]),
    "label", "english", "one_cell:bold_paren_labels", ONE_TP,
    "six configurations looped under tqdm.auto (no ipywidgets: a TqdmWarning and a text progress bar on stderr), "
    "torch.manual_seed(1000 + k) per run; results in a DataFrame shown with display(df) (text/html + text/plain, every "
    "text CUT at 50 characters with '...', the columns wrapped with '\\'), then each full text only as IPython HTML "
    "'<b>A1</b> &nbsp; <i>temperature=0.2, top_p=0.9</i><pre>' + html.escape(prompt + text) + '</pre>' (text/plain "
    "is '<IPython.core.display.HTML object>', apostrophes as &#x27;); English answers, runs named in words ('the "
    "coldest run', 'the middle one', 'the hottest', 'the middle top-p', 'the widest')",
    {
        "A.1-excerpts": (P, "three excerpts verbatim from the <pre> blocks, runs named in words (coldest = A1, middle = A2, "
                            "hottest = A3); none of them is visible in the truncated DataFrame"),
        "A.2-choice": ([P, R], "the coldest (A1): d2 A1 0.841 lowest (A3 0.870, A2 0.940) — 'data science' / 'data analysis' in "
                               "every clause; rep3 points the other way (A3 0.132 'learn from data' vs A1 0.029), which the "
                               "student discusses"),
        "A.2-evidence": (P, "'Data science involves using data analysis to create and improve data science' verbatim in A1; "
                            "'the ability to learn from data and the ability to learn from existing knowledge' in A3"),
        "A.3-choice": (P, "the middle run (A2): d2 0.940 highest; probability → machine learning → accuracy vs "
                          "interpretability"),
        "A.3-evidence": (P, "'the probability of a particular outcome', 'to balance model accuracy with interpretability' "
                            "verbatim in A2"),
        "B.1-choice": (P, "the middle top-p (0.6): rep3 B2 0.594 vs B1 0.2, B3 0.0; d2 B2 0.571 lowest — against the course's "
                          "expectation, with the student's own 'not the smallest one as I expected'"),
        "B.2-repeat": (P, "'You need to have a good understanding of the data and the problem you're trying to solve' occurs "
                          "twice in B2 (apostrophe as &#x27; in the HTML)"),
        "B.3-concept": (P, "'keeps only the smallest group of next tokens whose cumulative probability reaches p', tied to the "
                           "0.6 loop and the 0.9 run"),
        "D.1-parameter": (P, "'top-p'"),
        "D.2-direction": (P, "'Increase it.'"),
        "D.3-justified": (P, "own part B (0.3 and 0.6 repeated, 0.9 did not, temperature fixed) and part A"),
        "runs-genuine": (P, "seeds 1000..1005 regenerate the six texts exactly (regen_checks.py); only the <pre> blocks hold "
                            "the full texts, the DataFrame's '...' are display cuts"),
    })

add("tp54-grid3x3-wrong-cell", "temperature-top-p",
    by_markers(ANSWERS["tp54-grid3x3-wrong-cell"]["all"], [(q, f"**{q}**") for q in TPQ]),
    "label", "wrong_attribution", "one_cell:bold_labels", ONE_TP,
    "a 3 x 3 GRID: every temperature [0.2, 0.7, 1.0] with every top-p [0.3, 0.6, 0.9], nested loops, torch.manual_seed(42) "
    "once, nine runs printed under '[T=0.2 | p=0.3]' headers (prompt + continuation); the student's note says part A = "
    "column p=0.9 and part B = row T=0.7 (A2 = B3, the same cell); answers without accents, labels '**A.1**'; A.1's "
    "T=1.0 excerpt (and A.3's evidence) is taken from the [T=1.0 | p=0.6] cell, not from A3 = [T=1.0 | p=0.9]",
    {
        "A.1-excerpts": ([PA, F], "T=0.2 and T=0.7 excerpts verbatim from [0.2 | 0.9] and [0.7 | 0.9]; the T=1.0 excerpt 'Examples "
                                  "of models that rely on themselves include self-driving cars, ...' is verbatim but from the "
                                  "[T=1.0 | p=0.6] cell — A3 ([1.0 | 0.9]) is about regression and 'age versus body fat "
                                  "percentage'"),
        "A.2-choice": (P, "T=0.2 ([0.2 | 0.9]): rep3 0.179 vs 0.0 / 0.0; d2 0.809 vs A2 0.985, A3 0.966"),
        "A.2-evidence": (P, "'include decision trees, clustering algorithms' / 'models like decision trees and clustering "
                            "algorithms' and 'identify patterns' twice, all in [0.2 | 0.9]"),
        "A.3-choice": ([F, R], "T=1.0, argued entirely from the [1.0 | 0.6] cell (which is itself repetitive, rep3 0.188); the "
                               "real A3 reads as one topic (regression, body fat) and d2 puts A2 first (0.985 vs A3 0.966)"),
        "A.3-evidence": (F, "'the behavior of their own models', 'self-driving cars, where the cars themselves are the models', "
                            "'self-optimization in the field of data science' are all in [T=1.0 | p=0.6], none in A3"),
        "B.1-choice": ([P, R], "0.3 ([0.7 | 0.3]): 'climate change' three times plus 'changing climate conditions'; the measures "
                               "are a near-tie with 0.6 (rep3 0.0 vs 0.029, d2 0.953 vs 0.943; B3 0.0 / 0.985)"),
        "B.2-repeat": (P, "'climate change' occurs three times in [0.7 | 0.3] ('the effects of climate change', 'mitigate "
                          "climate change', 'forecast climate change') — a short pattern, accepted by 'padrão'"),
        "B.3-concept": (P, "'pega so os tokens mais provaveis ate a soma das probabilidades chegar em p', 'com 0.3 sobra "
                           "pouquissima opcao', tied to 'climate change'"),
        "D.1-parameter": (P, "'top-p'"),
        "D.2-direction": (P, "'aumentar'"),
        "D.3-justified": (P, "own grid: row T=0.7 (0.3 stuck on 'climate change', 0.9 gravity → planets → compute) and column "
                             "p=0.9"),
        "runs-genuine": (P, "seed 42 once; the nine cells regenerate exactly in loop order (regen_checks.py); the six activity "
                            "runs are cells of the grid"),
    })

# ================================================================== chain-of-thought
add("cot51-indent-quoted-english", "chain-of-thought", cells("cot51-indent-quoted-english"),
    "heading", "english", "cells:bold_question_text_then_answer", ONE_COT,
    "own ask(label, prompt, n) printing a header line \"P1 direct  prompt='What is 27 + 58?'  (T=0.7, top_p=0.9, "
    "max_new_tokens=40)\" and the continuation through textwrap.indent(text, '  > ', lambda line: True) (e-mail style "
    "quoting, EMPTY lines quoted too: P1 starts with two '  > ' lines = '\\n\\n'); torch.manual_seed(58) once; English "
    "answers under bold question-text cells",
    {
        "C.1-claim": (P, "No: P1 cut at '27 + 58 = 1 + 27 + 18 = 27 + 27 +' (no final number), P2 '125 = 14.125.' after the "
                         "prompt's '58.' and 'The answer is: 14.125'"),
        "C.2-excerpt": (P, "'This is a classic example of a telescoping identity: 27 + 58 = 1 + 27 + 18 = 27 + 27 +' verbatim in "
                           "P1 once the '  > ' prefix is removed"),
        "C.3-guarantee": (P, "no, tied to the false first step '27 + 58 = 1 + 27 + 18' and to 'The answer is: 14.125'"),
        "runs-genuine": (P, "seed 58 regenerates P1 ('\\n\\nThis is a classic ...') and P2 exactly (regen_checks.py)"),
    })

add("cot52-qa-wrapper-prompt", "chain-of-thought",
    dict(re.findall(r"(?m)^\| (C\.\d) \| (.*) \|$", ANSWERS["cot52-qa-wrapper-prompt"]["all"])),
    "table", "wrong_params", "one_cell:markdown_table", ONE_COT,
    "own qa(pergunta, max_new_tokens) that WRAPS the question as f'Q: {pergunta}\\nA:' before generating (the declared "
    "P1 / P2 strings are defined but the prompts that ran are 'Q: What is 27 + 58?\\nA:' and 'Q: Solve step by step: "
    "27 + 58.\\nA:'); torch.manual_seed(85) once; the whole decoded sequence printed under '##### P1 (direto, 40 tokens)'; "
    "answers in a markdown table | Questão | Resposta |",
    {
        "C.1-claim": (P, "Não: P1 '27 + 58 = 27 + 28 = 35', P2 '27 + 58 = 105' / 'The answer is: 105' — as printed"),
        "C.2-excerpt": (P, "'27 + 58 = 27 + 28 = 35' verbatim in P1's output (after 'A:')"),
        "C.3-guarantee": (P, "não, tied to 58 → 28 → 35 and the bare 'The answer is: 105'"),
        "runs-genuine": ([PA, F], "not the activity's prompts: both questions wrapped in 'Q: ...\\nA:' by qa() (visible in the "
                                  "code and in the printed text); the outputs are genuine for the wrapped prompts (seed 85 "
                                  "regenerates them, regen_checks.py), and the answers are consistent with them, so the "
                                  "deduction is for the changed prompts only; a kept-set check against the declared, "
                                  "unwrapped prompts flags the first token of both (' ', ranks 3 and 12) and P1's '2', "
                                  "against the wrapped ones every token is kept (ranks <= 7)"),
    })

add("cot53-five-seeds-unlabeled", "chain-of-thought",
    dict(zip(["C.1", "C.2", "C.3"], [t.strip() for t in ANSWERS["cot53-five-seeds-unlabeled"]["all"].split("\n---\n")])),
    "hr_separated_order", "no_accents", "one_cell:hr_separated_in_order_no_ids", {"P1": 5, "P2": 5},
    "own gen(prompt, n, seed) with torch.manual_seed(seed) inside; FIVE samples per prompt (seeds 1-5), one line each "
    "'[P2 · seed 3] ' + text with '\\n' shown as ' ⏎ ' (four P1 lines are empty: '[P1 · seed 1] '); answers in ONE "
    "markdown cell, three paragraphs separated by '---' in the order C.1, C.2, C.3 (only the heading says so), no ids, "
    "no accents",
    {
        "C.1-claim": (P, "nao: P1 empty for seeds 1-4, '27 + 58 = 114' for seed 5; P2 125.53 / 85.12 / 22.00 / 71.24 / 19 — "
                         "'= 85.12, which is the exact answer' (seed 2) is not 85, and the student says so"),
        "C.2-excerpt": (P, "'00 = 113.00, which is the same as 27.00 + 11.00 = 22.00.' verbatim in P2 seed 3"),
        "C.3-guarantee": (P, "nao, tied to the five P2 conclusions that all differ and to '85.12' called 'the exact answer'"),
        "runs-genuine": (P, "each of the ten samples regenerates from its seed (regen_checks.py); ' ⏎ ' stands for '\\n'; P1 "
                            "seed 5 re-tokenises into 41 tokens (40 sampled), so a one-pass check on the decoded text flags one "
                            "genuine token ('2', rank 48)"),
    })

add("cot54-json-generic-c3", "chain-of-thought", cells("cot54-json-generic-c3"),
    "heading", "generic_answer", "cells:bold_resposta_qid_then_answer", ONE_COT,
    "a dict of experiments {nome: {prompt, temperature, top_p, max_new_tokens}} filled with 'saida' and printed with "
    "json.dumps(ensure_ascii=False, indent=2) (newlines as '\\n' escapes); torch.manual_seed(2027) once; P1 'saida': '' "
    "(empty), P2 '8 = 117.8, and then multiply by 27 to get 554.1.\\n\\nThis example illustrates ... mathematical "
    "decomposition ...'; answers under '**Resposta C.n:**' cells; C.3 is a GENERIC, textbook justification with no "
    "reference to the own output",
    {
        "C.1-claim": (P, "Não: P1 '\"saida\": \"\"' (empty), P2 '117.8' then '554.1'"),
        "C.2-excerpt": (P, "'8 = 117.8, and then multiply by 27 to get 554.1.' verbatim in P2's JSON string"),
        "C.3-guarantee": ([PA, R], "'Não' is right, but the justification is generic ('heurística de estilo', 'Fluência não é "
                                   "correção', 'Modelos de linguagem não executam aritmética de forma simbólica') and never "
                                   "cites the own P2 (117.8 / 554.1 / 'mathematical decomposition'): the course asks for "
                                   "answers tied to the observed output"),
        "runs-genuine": (P, "seed 2027 regenerates both (regen_checks.py); P1 is an immediate EOS"),
    })

# ================================================================== few-shot
add("fs51-book-generate_t5-64tok-rich", "few-shot", cells("fs51-book-generate_t5-64tok-rich"),
    "section_order", "good", "cells:unlabeled_in_order_under_section_headings", ONE_FS,
    "the course's Colab shape: `from rich import print` (display_data, ANSI), is_encoder_decoder switch, the BOOK's "
    "generate_t5 (5.4.1) verbatim: do_sample=False and max_new_tokens=64 (NOT 8), plus a causal-model slice; prints "
    "'--- ZERO-SHOT ---' / '--- FEW-SHOT ---' / '--- FEW-SHOT (variação) ---'; the 64-token greedy outputs run on after "
    "the label ('NEGATIVO\\n\\nTexto: \"Eu vai ao cadeiro.\"\\nSentimento: NEGATIVO ...'); variation = the positive "
    "demonstration replaced by another positive one: the label is unchanged, the invented continuation changes ('Eu "
    "aprendi a fazer máquina.'); answers in markdown cells right after the outputs under headings, no ids (F.1-F.3 after "
    "the two outputs, F.4 after the variation, F.5 under the 5.8 heading)",
    {
        "F.1-copied": (P, "both 64-token outputs copied exactly in code blocks (leading space and blank lines kept)"),
        "F.2-format": (P, "só o few-shot (starts with NEGATIVO; the 64-token tail is the book function's length, said so)"),
        "F.3-weights": (P, "não; eval() / no_grad, conditioning, tied to the copied 'Sentimento:' pattern"),
        "F.4-variation": (P, "'Sim, mas só depois do rótulo' — exactly what the print shows: first line NEGATIVO in both, "
                             "'Eu vai ao cadeiro.' → 'Eu aprendi a fazer máquina.'; the variation is described and real"),
        "F.5-window": (P, "1024, truncation, tokens outside do not take part in attention (from the book, GPT-2 not loaded)"),
        "runs-genuine": (P, "greedy: the three 64-token outputs equal a 64-token greedy re-run (regen_checks.py), and their "
                            "first 8 tokens equal the activity's 8-token re-run (ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText'); "
                            "the length comes from the book's own function"),
    })

add("fs52-namedtuple-three-variations", "few-shot",
    by_markers(ANSWERS["fs52-namedtuple-three-variations"]["all"], [(f"F.{i}", f"({i})") for i in range(1, 6)]),
    "label", "good", "one_cell:paren_numbers_1_to_5", {"ZS": 1, "FS": 1, "VAR": 3},
    "is_encoder_decoder switch; every result a namedtuple Saida(nome, texto) printed with its repr "
    "(\"Saida(nome='few-shot', texto=' NEGATIVO\\\\n\\\\nText')\"); THREE variations in a dict: v1 demonstrations reordered, "
    "v2 the two demonstrations' labels swapped, v3 a third (negative) demonstration — all three outputs identical to "
    "FS; answers (1)-(5) in one cell",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' — the repr, copied with its escapes"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; inference only, conditioning"),
        "F.4-variation": (P, "não mudou, for each of the three variations, each described; all three reprs equal FS's in the "
                             "print (v2's unchanged output with swapped labels noted)"),
        "F.5-window": (P, "1024; truncation"),
        "runs-genuine": (P, "greedy, the five outputs equal the re-run (regen_checks.py)"),
    })

add("fs53-fullseq-f3-sim", "few-shot", cells("fs53-fullseq-f3-sim"),
    "heading", "wrong_closed", "cells:fn_question_text_then_answer", ONE_FS,
    "is_encoder_decoder switch; roda() decodes the WHOLE sequence, so each '=== ZS ===' block prints the full prompt "
    "followed by the continuation ('Sentimento: \"Este filme foi um'); variation = the negative demonstration first "
    "(output unchanged); answers under 'F1. ...' question cells, no accents; F.3 answered 'Sim' (the model 'learned' / "
    "the examples 'ajustam o modelo')",
    {
        "F.1-copied": (P, "ZS '\"Este filme foi um', FS 'NEGATIVO' + blank line + 'Text' — the part after the last "
                          "'Sentimento:' of each printed sequence, as the student explains"),
        "F.2-format": (P, "so o few-shot"),
        "F.3-weights": (F, "'Sim. Com os exemplos no prompt o modelo aprende ... os exemplos ajustam o modelo' — no weight is "
                           "updated (inference only); in-context learning is conditioning, the course's closed answer is não"),
        "F.4-variation": (P, "nao mudou; VAR's printed continuation 'NEGATIVO' + 'Text' equals FS's; the reorder is described"),
        "F.5-window": (P, "1024; truncation"),
        "runs-genuine": (P, "greedy, equal to the re-run (regen_checks.py); the printed prompts are the activity's"),
    })

add("fs54-padded-table-f5-512", "few-shot",
    by_markers(ANSWERS["fs54-padded-table-f5-512"]["all"], [(f"F.{i}", f"# F.{i}") for i in range(1, 6)]),
    "code_comments", "wrong_closed", "code_comments:unexecuted_code_cell", ONE_FS,
    "is_encoder_decoder switch; a padded f-string table 'execucao    | saida (repr)        | tokens' with repr(saida) "
    "and the number of new tokens (8, numbers that are not answers); variation = the negative demonstration REMOVED "
    "(only the positive one left): output unchanged; answers as '# F.n' comments in an unexecuted code cell, no "
    "accents; F.5 answers 512 (T5's tokenizer model_max_length) instead of GPT-2's n_positions 1024",
    {
        "F.1-copied": (P, "' \"Este filme foi um' / ' NEGATIVO\\n\\nText' — the reprs in the table"),
        "F.2-format": (P, "so o few-shot"),
        "F.3-weights": (P, "nao; inference, conditioning"),
        "F.4-variation": (P, "nao mudou; VAR ' NEGATIVO\\n\\nText' = FS in the table; the removal of the negative "
                             "demonstration is described"),
        "F.5-window": ([F, PA], "'512 tokens (e o model_max_length do tokenizer)' — GPT-2's n_positions is 1024; the "
                                "explanation of what happens beyond the window (truncated, not seen) is right"),
        "runs-genuine": (P, "greedy, equal to the re-run (regen_checks.py)"),
    })

# ================================================================== template
add("tpl51-book-listings-verbatim", "template", cells("tpl51-book-listings-verbatim"),
    "heading", "wrong_params", "cells:bold_tn_then_answer", ONE_TPL,
    "the BOOK's listings (5.4.1, 5.4.2, 5.6.1, 5.6.3, 5.7.1) instead of the activity's: generate_t5 with "
    "max_new_tokens=64 (not 16 / 8); the book's template_ruim WITHOUT the opening quote ('Este filme foi um desperdício "
    "de tempo.\" ->'); the book's template_bom ('Responda APENAS com: POSITIVO ou NEGATIVO.', no 'UMA ÚNICA palavra' / "
    "'Não explique' lines); self-consistency through generate_t5_sampled (do_sample=True with the model's defaults: "
    "temperature 1.0, top-p 1.0, top-k 50; 64 new tokens) x 10 after torch.manual_seed(57); the course's extract_label "
    "and a Counter vote; samples printed as one Python list; answers under '**T1.**' cells",
    {
        "T.1-copied": ([P, PA], "both 64-token outputs copied exactly (code blocks) — of the book's prompts, so they cannot "
                                "equal a re-run of the activity's LOOSE / STRICT; the deviation is counted in runs-genuine"),
        "T.2-format": (P, "nenhum — neither of the printed outputs is a label"),
        "T.3-why": (P, "output space not restricted for this model, tied to the English translation loop and 'Este filme foi "
                       "um erro de tempo.'; 'desperdício' quoted from the prompt"),
        "T.4-vote": (P, "NEGATIVO, 0/3/7 (1, 3, 8) — a correct recount of the printed list with the notebook's "
                        "extract_label ('NEGATIVE' / 'POSITIVE' in samples 2 and 5 are no label)"),
        "T.5-guarantee": (P, "não; 3 of 10, reduces variance"),
        "runs-genuine": ([PA, F], "outputs genuine for what ran (the 64-token greedy outputs and the ten samples regenerate "
                                  "from seed 57, regen_checks.py), but the prompts and parameters are the book's, not the "
                                  "activity's: LOOSE lacks the opening quote, STRICT has the book's wording, 64 new tokens, "
                                  "SC at temperature 1.0 / top-p 1.0 / 64 tokens instead of 0.9 / 0.9 / 8; scored as if drawn at "
                                  "0.9 / 0.9, 3 to 10 tokens per sample fall outside the nucleus (ranks up to 22875, "
                                  "' solace'), so the wrong parameters are detectable"),
    })

add("tpl52-jsonl-tqdm-setseed", "template", cells("tpl52-jsonl-tqdm-setseed"),
    "heading", "no_accents", "cells:bold_qid_then_answer", ONE_TPL,
    "is_encoder_decoder switch; templates printed as JSON lines ({\"template\": \"pouco_restritivo\", \"max_new_tokens\": "
    "16, \"saida\": \" \\\"Este filme foi um erro de tempo.\\\"\\n\\nE\"}); SC: ten single calls in a tqdm loop (text "
    "progress bar on stderr) with set_seed(i) per sample, one JSON line per sample {\"i\", \"amostra\", \"rotulo\"} "
    "(ensure_ascii=False, rotulo null when none), counts and vote printed; answers without accents, templates named in "
    "words ('o solto', 'o rigido')",
    {
        "T.1-copied": (P, "both outputs copied as their JSON strings (escapes kept), 'o solto' = LOOSE, 'o rigido' = STRICT"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "restricting the output space did not work for this model, tied to 'Este filme foi um erro de tempo.' "
                       "and 'Este filme foi um'"),
        "T.4-vote": (P, "NEGATIVO, 0/5/5 (0, 1, 4, 5, 8 / 2, 3, 6, 7, 9) — matches the printed JSON lines and counts "
                        "('NEGATIVE_OPERATIV' no label)"),
        "T.5-guarantee": (P, "nao; half without a label, reduces variance"),
        "runs-genuine": (P, "greedy templates equal the re-run; each sample regenerates from set_seed(i) (regen_checks.py)"),
    })

add("tpl53-styler-html-english", "template",
    by_markers(ANSWERS["tpl53-styler-html-english"]["all"], [(q, f"**{q}**") for q in ["T.1", "T.2", "T.3", "T.4", "T.5"]]),
    "label", "english", "one_cell:bold_labels", ONE_TPL,
    "is_encoder_decoder switch; every output shown ONLY as a pandas Styler table (display(df.style...): text/html with "
    "<style> and <table id=T_xxxxx>, cells with raw newlines; the text/plain is '<pandas.io.formats.style.Styler at "
    "0x...>'): templates (16 / 8 tokens), the ten SC samples (torch.manual_seed(31337), num_return_sequences=10) with a "
    "label column ('—' for none) and a counts/vote table; the course's extraction rule; English answers",
    {
        "T.1-copied": (P, "LOOSE ' \"Este filme foi um erro de tempo.\"' + blank line + 'E', STRICT ' \"Este filme foi um' — "
                          "as in the first Styler table"),
        "T.2-format": (P, "none"),
        "T.3-why": (P, "instruction narrows the output space only if followed, tied to both outputs"),
        "T.4-vote": (P, "NEGATIVO, 1/4/5 (2 / 3, 5, 6, 9 / 1, 4, 7, 8, 10) — matches the label column and the counts table "
                        "('Positivo.' counts, case-insensitive)"),
        "T.5-guarantee": (P, "no; majority of one model's samples, reduces variance"),
        "runs-genuine": (P, "greedy templates equal the re-run; the ten samples regenerate from seed 31337 (regen_checks.py)"),
    })

add("tpl54-file-readback-t5-sim", "template", cells("tpl54-file-readback-t5-sim"),
    "heading", "wrong_closed", "cells:plain_qid_then_answer", ONE_TPL,
    "is_encoder_decoder switch; template outputs written to saidas_templates.txt under '[template ruim]' / '[template "
    "bom]' and read back with print(open(...).read()); SC: torch.manual_seed(8), ten single calls, each sample written as "
    "'n) ' + s.strip() to amostras_sc.txt and the file printed — samples with a newline spill onto the next line ('1) "
    "NEGATIVO' / 'E', '6) NEGATIVE' / 'Texto: \"'), then the label list, counts and vote; answers under plain 'T.n' "
    "cells; T.5 answered 'Sim' (the majority 'garante' the correct answer)",
    {
        "T.1-copied": (P, "ruim '\"Este filme foi um erro de tempo.\"' + 'E' on the next line, bom '\"Este filme foi um' — as "
                          "read back from the file"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "output space, tied to both outputs"),
        "T.4-vote": (P, "NEGATIVO, 1/4/5 (4 / 1, 2, 8, 9 / 3, 5, 6, 7, 10) — matches the printed label list and counts; the "
                        "spilled lines are noted"),
        "T.5-guarantee": (F, "'Sim ... a maioria garante que a resposta final é a correta' — self-consistency reduces variance, "
                             "it guarantees nothing (course answer: não); the own 4-1 with 5 unlabelled shows it"),
        "runs-genuine": (P, "greedy templates equal the re-run; the ten samples regenerate from seed 8 (regen_checks.py); the "
                            "file holds s.strip() (trailing newlines gone); a one-pass check on the raw samples flags "
                            "sample 4's trailing '\\n\\n' (rank 7) and sample 10's 'ETA' (rank 74, re-tokenisation of "
                            "'PROSPETAÇA'), both genuine"),
    })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split(E, PROBLEM)

if __name__ == "__main__":
    for k, v in E.items():  # every answer text must be in the notebook's answers as written
        for q, a in v["answers"].items():
            assert a["text"] and a["text"] in "\n".join(ANSWERS[k].values()), (k, q)
    write_expected(E, HERE, seed, held, PROBLEM)
