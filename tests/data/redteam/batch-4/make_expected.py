"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Split: the first s = 1, 2, ... for which random.Random(s).sample(sorted(names), 7) holds at least one
notebook of every activity and three or four problem notebooks (so dev keeps some too); those 7 are heldout.
Measures quoted in the `why`s: batch 2's measures.py on measure_inputs.py's /tmp/rt4/meas/*.json (rep3 = share of word
3-grams occurring more than once, d2 = distinct-2, continuation only; one-pass float32 kept-set check);
regen_checks.py, regen_checks2.py.
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
E = {}


def by_markers(text, markers, end=None):
    """markers: [(qid, marker)] in order within one text; each answer runs to the next marker."""
    out = {}
    for k, (q, m) in enumerate(markers):
        i = text.index(m) + len(m)
        j = text.index(markers[k + 1][1], i) if k + 1 < len(markers) else (text.index(end, i) if end else len(text))
        out[q] = text[i:j].strip()
    return out


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


TPQ = ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]

# ------------------------------------------------------------------ tp41
t = ANSWERS["tp41-genconfig-mutated-enumerate"]["all"]
add("tp41-genconfig-mutated-enumerate", "temperature-top-p",
    by_markers(t, [(q, q.lower().replace(".", "") + ":") for q in TPQ]), "label", "good", "one_cell:lowercase_ids_a1_to_d3",
    ONE_TP,
    "one GenerationConfig(do_sample=True, max_new_tokens=80, top_p=0.9) MUTATED between runs (gc.temperature = T, then "
    "gc.top_p = p), temperature list [0.2, 0.7, 1] (A3's temperature an int, printed 'temperature=1'); torch.manual_seed(0) "
    "once; continuations (prompt NOT printed) stored in a list of tuples and printed at the end with enumerate as "
    "'n. [A] temperature=0.2 top_p=0.9' + the text .strip()ped with '\\n' replaced by ' ' (each '\\n\\n' became two spaces); "
    "runs named by ordinals ('a primeira', 'a quarta execução da lista') and parameters; answers in one cell as 'a1:' ... 'd3:'",
    {
        "A.1-excerpts": (P, "three excerpts verbatim: 'They can be applied to various fields, including engineering, economics, and "
                            "medicine...' (1.), 'it could be a function that calculates the slope of the regression line...' (2.), "
                            "'help you optimize operations with the goal of optimizing performance and resources.' (3. — the whole "
                            "13-word output, which ended at EOS; the student says so)"),
        "A.2-choice": ([P, R], "T=0.2 (a primeira): 'can be applied to various' twice is real, but the measures are a near-tie and "
                               "point slightly the other way: rep3 A1 0.09 vs A2 0.113, d2 A1 0.882 vs A2 0.889 (A3 is 12 words, 0.0 / "
                               "1.0); the student acknowledges A2's 'simple linear regression' twice — a defensible reading"),
        "A.2-evidence": (P, "'can be applied to various' occurs twice in A1 ('They can be applied to various fields', 'This model can be "
                            "applied to various'); 'products and processes', 'a system or process' also in A1"),
        "A.3-choice": ([P, R], "T=0.7 (a segunda): drifts from 'rate of change' to 'the slope of the regression line' to 'the original "
                               "code'; A3 (T=1) is one 13-word sentence (d2 1.0 trivially), which the student explicitly sets aside; "
                               "d2 A2 0.889 vs A1 0.882 — a lexical measure alone would name A3"),
        "A.3-evidence": (P, "'the relationship between a quantity and its rate of change', 'the slope of the regression line', 'the "
                            "original code' all in A2"),
        "B.1-choice": (P, "0.3 (a quarta): rep3 B1 0.229 vs B2 0.0, B3 0.176; d2 B1 0.775 lowest"),
        "B.2-repeat": (P, "'This can be done using various techniques, such as' occurs twice in B1 (before 'data augmentation' and "
                          "before 'image')"),
        "B.3-concept": (P, "'só sorteia entre os tokens cuja probabilidade acumulada chega em p', 'com p=0.3 esse núcleo tem "
                           "pouquíssimos tokens', tied to B1's repeated 'various techniques, such as'"),
        "D.1-parameter": (P, "'o top-p'"),
        "D.2-direction": (P, "'aumentaria (tipo de 0.3 para 0.9)'"),
        "D.3-justified": (P, "part B at T=0.7 (only p=0.3 repeated; 0.6 'lossful or lossy', 0.9 biology / AI) and part A (T=0.2 "
                             "'can be applied to various')"),
        "runs-genuine": (P, "seed 0, six runs in order through the mutated GenerationConfig: regen_checks2.py regenerates all six, equal "
                            "once whitespace is collapsed; but the RECORD has each sample's single '\\n\\n' replaced by two spaces (and "
                            "the leading space stripped), so a one-pass kept-set check on the recorded text flags the ' ' token at the "
                            "collapsed break (rank 24-67) and 1-4 later tokens whose context lost the break (A1 4, A2 2, B1 5, B2 6, "
                            "B3 3; A3 has no break, accepted) — display artefacts, not edits; temperature=1 (int) is T=1.0"),
    })

# ------------------------------------------------------------------ tp42
t = ANSWERS["tp42-pipeline-nofull-docstring"]["all"]
add("tp42-pipeline-nofull-docstring", "temperature-top-p",
    by_markers(t, [(q, f"\n    {q}\n") for q in TPQ], end='    """'), "code_docstring", "claim_contradicted",
    "code_docstring:unexecuted_code_cell", ONE_TP,
    "pipeline('text-generation') with return_full_text=False and set_seed(11/12/13, 21/22/23) per run; printed as "
    "'>>> rodar(0.7, 0.3, seed=21)' then '«Transformers are models that» + «continuation.strip()»' (guillemets, leading "
    "space stripped); answers in the DOCSTRING of a def in an unexecuted code cell (indented 'A.1' ... 'D.3' headers); "
    "part A answered from the outputs, part B from the course's expectation: B.1 names 0.3 although the 0.6 block repeats a "
    "whole sentence, and the B.2 'repeated' phrase occurs once",
    {
        "A.1-excerpts": (P, "three one-sentence excerpts verbatim in A1 / A2 / A3 ('Examples of such models include regression "
                            "analysis...', 'They are typically used for modeling data that involves one or more inputs.', 'Natural "
                            "language processing (NLP), which enables machines to analyze and produce human language.')"),
        "A.2-choice": (P, "T=0.7: rep3 A2 0.225 vs A1 0.0, A3 0.034; d2 A2 0.792 lowest"),
        "A.2-evidence": (P, "'takes in a list of integers and returns a list of strings' and 'takes in a list of inputs and returns a "
                            "list of output results' both in A2"),
        "A.3-choice": (P, "T=1.0: NLP, data-driven / classification models, statistics; d2 A3 0.966 ~ A1 0.969 (A1 stays on "
                          "regression / sklearn code), semantically A3"),
        "A.3-evidence": (P, "'complex patterns and trends', 'Data-driven models, such as classification models', 'Natural language "
                            "processing (NLP)' all in A3"),
        "B.1-choice": (F, "'top-p = 0.3' — contradicted by the own outputs: the p=0.6 block repeats a whole sentence ('it doesn't "
                          "provide any information about the actual data used to calculate it. In other words, it doesn't provide any "
                          "information about the data used to calculate it.'); rep3 B2 0.271 vs B1 0.125, B3 0.0"),
        "B.2-repeat": (F, "'predict the behavior of a system' — claimed to appear twice with p=0.3, but it occurs ONCE in B1 (and "
                          "nowhere else in part B); the real repetition (B2's sentence) is not quoted"),
        "B.3-concept": ([PA, P], "the concept is right ('so considera os tokens cuja probabilidade acumulada soma 0.3, entao o conjunto de "
                                 "candidatos e muito pequeno'), but it is tied to a repetition at p=0.3 that the outputs do not show; "
                                 "no own run is cited"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentar"),
        "D.3-justified": (P, "refers to part A (top_p=0.9: T=1.0 no loop, a list; T=0.7 repeated 'takes in a list of ... and returns a list "
                             "of'), which the outputs support"),
        "runs-genuine": (P, "pipeline with set_seed per run, top-k 50 by default: one-pass check accepts every token of the six "
                            "continuations (ranks <= 29; the stripped leading space restored)"),
    })

# ------------------------------------------------------------------ tp43
t = ANSWERS["tp43-stdout-write-topk20-charmetric"]["all"]
add("tp43-stdout-write-topk20-charmetric", "temperature-top-p",
    by_markers(t, [(q, f"**{q}**") for q in TPQ]), "label", "mixed_language", "one_cell:bold_labels",
    ONE_TP,
    "own gera(nome, temperature, top_p, seed) with top_k=20 EXPLICIT, torch.manual_seed(5) for every A run and 8 for every B "
    "run (A2 and A3 share their first sentence); outputs via sys.stdout.write('##### A1  (temperature=0.2, top_p=0.9, "
    "top_k=20, seed=5)') + prompt + continuation; a hand-made 'diversidade' = len(set(t)) / len(t) over CHARACTERS (length-"
    "driven: the shortest text, A2, scores highest) printed per run; answers lowercase, pt/en mix, no accents, '**A.1**' "
    "labels; the choices cite the metric AND the text",
    {
        "A.1-excerpts": (P, "three sentences verbatim in A1 / A2 / A3"),
        "A.2-choice": (P, "A1 (temp 0.2): rep3 A1 0.188 vs A2 0.0, A3 0.0; d2 A1 0.815 lowest — agrees (the char metric 0.076 agrees "
                          "by accident)"),
        "A.2-evidence": (P, "'can be used to predict' twice and 'optimize systems' twice in A1, both quoted"),
        "A.3-choice": ([P, R], "A2 (temp 0.7): the cited 0.121 is a character-set / length ratio that only says A2 is the shortest "
                               "(EOS after 49 tokens), but the text really jumps from transformers to a chat ('I'm happy to share my "
                               "expertise ... What kind of projects are you working on?'); A3 stays on a list of model types; d2 A3 "
                               "0.983 vs A2 0.974 — a lexical measure alone would name A3"),
        "A.3-evidence": (P, "'I'm happy to share my expertise and help with the various projects I'm working on. What kind of projects "
                            "are you working on?' verbatim in A2; the metric number is extra, not the only evidence"),
        "B.1-choice": (P, "0.3: rep3 B1 0.171 vs B2 0.0, B3 0.0; d2 B1 0.845 lowest"),
        "B.2-repeat": (P, "'In the context of data analysis' twice in B1 (also once in B2)"),
        "B.3-concept": (P, "'pega so os primeiros ate a probabilidade acumulada (cumulative mass) chegar em p. com 0.3 sobra bem pouca "
                           "opcao', tied to B1's repeat and B3's clustering"),
        "D.1-parameter": (P, "top_p"),
        "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
        "D.3-justified": (P, "B1 vs B3 at the same temperature and seed, and A1"),
        "runs-genuine": (P, "top_k=20 (the activity leaves top-k at the default 50): every top-20 nucleus token is also inside the "
                            "top-50 nucleus, so the runs are valid samples either way; one-pass check with k=20 accepts all six "
                            "(ranks <= 13; A2 ended at EOS after 49 tokens)"),
    })

# ------------------------------------------------------------------ tp44
a = dict(ANSWERS["tp44-markdown-italic-elision"])
a.update(by_markers(a.pop("D"), [("D.1", "**D.1:**"), ("D.2", "**D.2:**"), ("D.3", "**D.3:**")]))
add("tp44-markdown-italic-elision", "temperature-top-p", a, "heading", "wrong_attribution", "cells:bold_qid_then_answer",
    ONE_TP,
    "own continua(temperatura, top_p) with torch.manual_seed(77) before A and 78 before B; every output shown ONLY as "
    "display(Markdown('**Temperatura 0.7 · top-p 0.9**\\n\\n_Transformers are models that_ ' + continuation.strip())) "
    "(text/plain is '<IPython.core.display.Markdown object>'); A1 and B1 share their first sentence; answers in cells after "
    "'**A.1**' ... cells, D.1-D.3 together in one cell; A.1 excerpts with '[...]' elisions; A.1's T=0.7 and T=1.0 excerpts "
    "are SWAPPED (each is real text of the other run)",
    {
        "A.1-excerpts": ([PA, F], "T=0.2 excerpt real in A1 (its '[...]' skips real text); but the excerpt labelled T=0.7 ('A key "
                                  "aspect of data manipulation ... data cleaning and preprocessing come into play.') is in the T=1.0 "
                                  "output and the one labelled T=1.0 ('Examples include neural networks ... Bayesian networks [...]') is "
                                  "in the T=0.7 output: two of three excerpts attributed to the wrong run"),
        "A.2-choice": (P, "T=0.2: rep3 A1 0.116 vs A2 0.057, A3 0.0; d2 A1 0.886 lowest"),
        "A.2-evidence": (P, "'used in data science', 'The data science community', 'the field of data science', 'tools used in data "
                            "science' — all in A1 ('data science' 4 times)"),
        "A.3-choice": (P, "T=1.0: d2 A3 0.955 highest, rep3 0.0; numerical/qualitative data -> bias -> data cleaning"),
        "A.3-evidence": (P, "'can handle both numerical and qualitative data simultaneously', 'not biased towards the type of "
                            "analysis', 'checking for missing values, outliers, and errors' all in A3 (correctly attributed here)"),
        "B.1-choice": (P, "0.3: rep3 B1 0.149 vs 0.0, 0.0; d2 B1 0.824 lowest"),
        "B.2-repeat": (P, "'predict human behavior' twice in B1"),
        "B.3-concept": (P, "'ficam só os tokens mais prováveis até a probabilidade acumulada atingir p', tied to B1's 'predict ... "
                           "behavior' and to the 0.6 / 0.9 topics"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentaria"),
        "D.3-justified": (P, "part B at T=0.7 (only 0.3 repeated 'predict human behavior') and part A ('data science')"),
        "runs-genuine": (P, "seeds 77 / 78 regenerate the six runs (regen_checks.py); one-pass check accepts every token (ranks <= 18)"),
    })

# ------------------------------------------------------------------ chain of thought
COTQ = ["C.1", "C.2", "C.3"]
add("cot41-pipeline-slashes-mixed", "chain-of-thought",
    by_markers(ANSWERS["cot41-pipeline-slashes-mixed"]["all"], [(q, f"**{q} —**") for q in COTQ]), "label", "mixed_language",
    "one_cell:bold_labels", ONE_COT,
    "pipeline('text-generation'), set_seed(123) once, return_full_text=False; a dict {nome: (pergunta, max_new_tokens)} "
    "looped; printed as two columns 'passo a passo | Solve step by step: 27 + 58.' / '              | ' + continuation "
    ".strip() with '\\n' replaced by ' / ' and an empty continuation printed as the student's placeholder '(nada)'; "
    "answers pt/en mix, typos, no accents",
    {
        "C.1-claim": (P, "Nao / No: P1 empty (the '(nada)' is the student's placeholder, not model text), P2 'The answer is: 225.5'"),
        "C.2-excerpt": (P, "'This can also be written as 130.5 + 27 = 225.5.' verbatim in P2 (between ' / ' newline marks)"),
        "C.3-guarantee": (P, "nao, tied to '58.5' -> 130.5 -> 225.5 and 'This can also be written as'"),
        "runs-genuine": (P, "set_seed(123) regenerates both through the pipeline (regen_checks2.py: P1 '', P2 '5 = 130.5.\\n\\nThis ...'); "
                            "one-pass check accepts P2 once ' / ' is read back as '\\n' and no space is prepended (ranks <= 5)"),
    })

add("cot42-listdicts-edited-c2", "chain-of-thought",
    by_markers(ANSWERS["cot42-listdicts-edited-c2"]["all"], [(q, f"{q} -") for q in COTQ]), "label", "edited_excerpt",
    "one_cell:c_dash_labels", ONE_COT,
    "own pergunta(nome, prompt, n) appending dicts {nome, T, p, n, prompt, saida} to a list, manual_seed(31) once; printed "
    "with enumerate as '[1] P2 passo a passo (T=0.7, top_p=0.9, max_new_tokens=80)' / 'prompt: ...' / 'saida : ...'; P1 "
    "empty ('saida : '), P2 a list of decimals '= 12.4982.' ending in the cut 'Therefore, 27'; the C.2 excerpt is the real "
    "P2 start with an INVENTED ending 'Therefore, 27 + 58 = 85.'",
    {
        "C.1-claim": (P, "Não: P1 empty, P2 '= 12.4982.'"),
        "C.2-excerpt": ([F, PA], "'04 + 4.2 + ... + 10.24 = 12.4982. Therefore, 27 + 58 = 85.' — the output stops at 'Therefore, 27' "
                                 "(80 tokens; regen_checks.py regenerates it from seed 31): '+ 58 = 85.' is invented by the student, "
                                 "and it is exactly the reasoning-like part"),
        "C.3-guarantee": (P, "não, tied to the unrelated sum and 12.4982 (the answer does not rely on the invented ending)"),
        "runs-genuine": (P, "seed 31; P1 immediate EOS; P2 accepted by a one-pass check (ranks <= 11)"),
    })

add("cot43-genconfig-scores-html", "chain-of-thought",
    by_markers(ANSWERS["cot43-genconfig-scores-html"]["all"], [(q, f"<b>{q}</b> —") for q in COTQ]), "label", "good",
    "one_cell:inline_html_bold_labels", ONE_COT,
    "GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9, return_dict_in_generate=True, output_scores=True) plus "
    "max_new_tokens per call (a deprecation warning on stderr); manual_seed(2) / (3); prints 'SAIDA (51 tokens, logprob "
    "media -0.45):' then the continuation only; P1 '1 tokens' = EOS (empty); answers in markdown with inline HTML "
    "'<b>C.1</b> —'; token counts and logprobs are not answers",
    {
        "C.1-claim": (P, "Não: P1 empty (one EOS token), P2 '00 = 113.00' (after the prompt's '58.') and 'The final answer is 22.00.'"),
        "C.2-excerpt": (P, "'which is the same as 27.00 + 11.00 = 22.00.' verbatim in P2; '27 + 58.00 = 113.00' in C.1 is the "
                           "student's explicit join of the prompt's '58.' and the output's '00 = 113.00'"),
        "C.3-guarantee": (P, "não, tied to 113 / 22 and to the own logprob -0.45 ('confiante' and wrong)"),
        "runs-genuine": (P, "seeded; P1 EOS; P2 accepted by a one-pass check (ranks <= 6, 50 tokens + EOS)"),
    })

add("cot44-helper-swapped-lengths", "chain-of-thought",
    by_markers(ANSWERS["cot44-helper-swapped-lengths"]["all"], [("C.1", "c1)"), ("C.2", "c2)"), ("C.3", "c3)")]), "label",
    "wrong_params", "one_cell:c_paren_labels", ONE_COT,
    "own responder(pergunta, n, temp=0.7, p=0.9), manual_seed(404); called as responder(P1, 80) and responder(P2, 40): the "
    "max_new_tokens of the two prompts are SWAPPED; printed 'P' / '→ ' + continuation; P1 empty, P2 cut mid-sentence at 40 "
    "tokens ('In other words, the'); answers honest, 'c1)' labels, no accents",
    {
        "C.1-claim": (P, "Nao: P1 empty, P2 '27 + 58 = 114'"),
        "C.2-excerpt": (P, "'This product is 27 + 58 = 114, and it's a product of a number multiplied by itself multiplied by "
                           "itself.' verbatim in P2"),
        "C.3-guarantee": (P, "nao, tied to 'product', 'multiplied by itself' and 114"),
        "runs-genuine": ([PA, F], "the code generated P2 with max_new_tokens=40 (the activity: 80) and P1 with 80 (activity: 40); P1 "
                                  "stopped at EOS at once so its swap is harmless, but P2 is cut at 40 tokens ('In other words, the'); "
                                  "regenerated with 80 from the same seed it goes on '... factor 27 is multiplied by itself twice to "
                                  "create the product 114.' (regen_checks.py); the 40 recorded tokens are accepted (ranks <= 9)"),
    })

# ------------------------------------------------------------------ few-shot
FSQ = ["F.1", "F.2", "F.3", "F.4", "F.5"]
add("fs41-whitespace-variation", "few-shot", dict(ANSWERS["fs41-whitespace-variation"]), "heading", "variation_whitespace_only",
    "cells:bold_question_text_then_answer", ONE_FS,
    "AutoConfig.architectures switch ('ConditionalGeneration' in the name -> Seq2Seq, else causal); greedy, 8 tokens; outputs "
    "printed .strip()ped under '=== zero-shot ===' headers (leading space gone, inner newlines kept); the variation is "
    "few_shot.replace('\\n\\nTexto:', '\\n\\n\\nTexto:') — ONLY an extra blank line before each 'Texto:' (three places), no "
    "demonstration altered or reordered; the variation prompt is printed",
    {
        "F.1-copied": (P, "ZS '\"Este filme foi um', FS 'NEGATIVO' + blank line + 'Text' — as printed (stripped)"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; in-context learning, pesos iguais"),
        "F.4-variation": ([PA, P], "the reported change is real (VAR ' NEGATIVO\\n\\n\\nText' vs FS ' NEGATIVO\\n\\nText', greedy re-run "
                                   "agrees) and honestly described, but the variation only adds blank lines: no demonstration was "
                                   "changed or reordered, which is what the question asks for"),
        "F.5-window": (P, "1024; truncado"),
        "runs-genuine": (P, "greedy, equal to the re-run (regen_checks.py: ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText', VAR ' "
                            "NEGATIVO\\n\\n\\nText')"),
    })

add("fs42-strip-docstring", "few-shot",
    by_markers(ANSWERS["fs42-strip-docstring"]["all"], [(q, f"{q} -") for q in FSQ], end='    """'), "code_docstring", "no_accents",
    "code_docstring:unexecuted_code_cell", ONE_FS,
    "architectures switch; greedy rotula(prompt) returns decode(...).strip(); printed 'ZS : \"Este filme foi um' / 'FS : "
    "NEGATIVO\\n\\nText' (leading space gone); the variation replaces the negative demonstration's text by another negative "
    "review (same label): VAR == FS; answers in the DOCSTRING of an unexecuted def, 'F.n -' labels, no accents except "
    "in quoted prompt text",
    {
        "F.1-copied": (P, "ZS '\"Este filme foi um', FS 'NEGATIVO' / blank line / 'Text' — as printed"),
        "F.2-format": (P, "so o few-shot"),
        "F.3-weights": (P, "nao; so inferencia, sem gradiente"),
        "F.4-variation": (P, "nao mudou — VAR equals FS in the print; the variation (a different negative demonstration) is real; "
                             "'Péssimo...' / 'Horrível...' are prompt text, not outputs"),
        "F.5-window": (P, "1024; truncar"),
        "runs-genuine": (P, "greedy, equal to the re-run"),
    })

add("fs43-mdtable-claim-f2", "few-shot",
    by_markers(ANSWERS["fs43-mdtable-claim-f2"]["all"], [(q, f"**{q}**") for q in FSQ]), "label", "claim_contradicted",
    "one_cell:bold_labels", ONE_FS,
    "architectures switch; outputs ONLY in a hand-built markdown table (display(Markdown)): '| zero-shot | ` \"Este filme foi "
    "um` |', newlines shown as '↵' (' NEGATIVO↵↵Text'); variation = demonstrations reordered (NEG first), output unchanged; "
    "F.2 claims 'Ambas ... em uma palavra só' although the own table (and the own F.1) show the zero-shot output is "
    "' \"Este filme foi um'",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO↵↵Text' (↵ explained as the newline)"),
        "F.2-format": (F, "'Ambas' — contradicted by the own outputs: zero-shot printed ' \"Este filme foi um' (no label)"),
        "F.3-weights": (P, "não; contexto, nada é treinado"),
        "F.4-variation": (P, "não mudou; NEG demonstration first — VAR equals FS in the table"),
        "F.5-window": (P, "1024; truncados"),
        "runs-genuine": (P, "greedy, equal to the re-run"),
    })

add("fs44-token-probs-en-pt", "few-shot",
    by_markers(ANSWERS["fs44-token-probs-en-pt"]["all"], [(q, f"**{q}**") for q in FSQ]), "label", "mixed_language",
    "one_cell:bold_labels", ONE_FS,
    "architectures switch; generate(return_dict_in_generate=True, output_scores=True); prints '## few-shot: | NEGATIVO\\n\\nText|' "
    "(text between bars, real newlines inside) and a per-step table \"step 0: 'ĠN' p=0.684\" (byte-level token names 'Ġ', 'Ċ'); "
    "variation swaps the two demonstrations (assert it differs); English / Portuguese mixed answers",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO' + blank line + 'Text' (escaped '\\n\\n' form also given)"),
        "F.2-format": (P, "only few-shot"),
        "F.3-weights": (P, "no / não; conditioning, not learning"),
        "F.4-variation": (P, "no change; order swapped; VAR ' NEGATIVO\\n\\nText' — the p=0.558 vs 0.684 remark matches the tables"),
        "F.5-window": (P, "1024; truncated"),
        "runs-genuine": (P, "greedy, equal to the re-run"),
    })

# ------------------------------------------------------------------ template
add("tpl41-firstword-rule", "template", dict(ANSWERS["tpl41-firstword-rule"]), "heading", "good", "cells:bold_qid_then_answer",
    ONE_TPL,
    "architectures switch; templates greedy (16 / 8 tokens) printed 'RUIM : ' + text (so the newline inside LOOSE breaks the "
    "line: '\"Este filme foi um erro de tempo.\"' / 'E'); own extraction rule = FIRST WORD (letters only) must be POSITIVO / "
    "NEGATIVO; SC: manual_seed(17), num_return_sequences=10, printed f'{i:>2} {s.strip()!s:<30} -> {r}' (samples with a "
    "newline wrap onto the next line); Counter of non-None labels, 'VOTO:'",
    {
        "T.1-copied": (P, "ruim '\"Este filme foi um erro de tempo.\"' + newline + 'E', bom '\"Este filme foi um' — as printed"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "output space not restricted for this model, tied to 'erro de tempo' and '\"Este filme foi um'; "
                       "'desperdício' is quoted from the prompt"),
        "T.4-vote": (P, "NEGATIVO, 3/2/5 (4, 8, 9 / 5, 7 / 1, 2, 3, 6, 10) — matches the printed labels under the notebook's "
                        "first-word rule (the course's \\b rule gives the same counts here; '\"POSITIVE\"' is no label)"),
        "T.5-guarantee": (P, "não; reduces variation, 3 x 2 with half unlabelled"),
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 samples regenerate from seed 17 (regen_checks.py; the display "
                            "strips them)"),
    })

add("tpl42-genconfig-handcount", "template",
    by_markers(ANSWERS["tpl42-genconfig-handcount"]["all"], [(q, f"**{q}**") for q in ["T.1", "T.2", "T.3", "T.4", "T.5"]]),
    "label", "miscount", "one_cell:bold_labels", ONE_TPL,
    "one GenerationConfig mutated: greedy max_new_tokens=16 for LOOSE, then gc.max_new_tokens = 8 for STRICT, then "
    "gc.do_sample=True / temperature 0.9 / top_p 0.9 for SC; manual_seed(2718), ten single calls printed "
    "\"amostra 02: ' NEGATIVE\\nTexto: \"'        rótulo: None\" with the course's extract_label; NO counts or vote printed "
    "— the student counted by hand and read the three 'NEGATIVE' samples (02, 06, 09: 'rótulo: None' on screen) as NEGATIVO",
    {
        "T.1-copied": (P, "ruim ' \"Este filme foi um erro de tempo.\"\\n\\nE', bom ' \"Este filme foi um' (repr copied)"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "output space not restricted, tied to both outputs; 'UMA ÚNICA palavra' is quoted from the prompt"),
        "T.4-vote": (F, "NEGATIVO 4 (02, 03, 06, 09) / POSITIVO 3 / none 3 — the printed labels give NEGATIVO 1 (03), POSITIVO 3 "
                        "(07, 08, 10), none 6 (01, 02, 04, 05, 06, 09: 02, 06, 09 are 'NEGATIVE', 'rótulo: None'): the final vote "
                        "is POSITIVO, not NEGATIVO"),
        "T.5-guarantee": (P, "não; diminui a variância, maioria pode errar"),
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 samples accepted by a one-pass check (ranks <= 22)"),
    })

add("tpl43-markdown-list-samples", "template",
    by_markers(ANSWERS["tpl43-markdown-list-samples"]["all"], [(q, f"- **{q}**") for q in ["T.1", "T.2", "T.3", "T.4", "T.5"]]),
    "label", "mixed_language", "one_cell:bullet_bold_labels", ONE_TPL,
    "architectures switch; templates printed with repr; SC: set_seed(555), num_return_sequences=10, shown ONLY as a "
    "text/markdown numbered list '1. `NEGATIVO\\nText` → **NEGATIVO**' (samples .strip()ped inside backticks, real newlines "
    "inside the code spans), counts and vote printed ('parseados: {'NEGATIVO': 3} | nao parseados: 7 / 10'); answers as "
    "a bullet list with bold 'T.n', some English",
    {
        "T.1-copied": (P, "' \"Este filme foi um erro de tempo.\"\\n\\nE' / ' \"Este filme foi um' (repr copied)"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "'deveria reduzir o output space a duas palavras, mas o modelo ignorou', tied to both outputs"),
        "T.4-vote": (P, "NEGATIVO, 3/0/7 (1, 3, 4) — matches the markdown list and the printed counts; 'NEGATIVE' (6) no label"),
        "T.5-guarantee": (P, "não; 'reduces variance, not error', tied to 3 of 10"),
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 samples regenerate from set_seed(555) (regen_checks.py; the "
                            "display strips them)"),
    })

add("tpl44-lastlabel-tie", "template",
    by_markers(ANSWERS["tpl44-lastlabel-tie"]["all"], [(q, f"{q} ->") for q in ["T.1", "T.2", "T.3", "T.4", "T.5"]]),
    "label", "good", "one_cell:arrow_labels", ONE_TPL,
    "architectures switch; templates printed between bars 'LOOSE| \"Este filme foi um erro de tempo.\"' / 'E|'; own rule = "
    "LAST POSITIVO/NEGATIVO in s.upper() (re.findall(...)[-1]) and a tie rule printing EMPATE (not triggered); SC: "
    "set_seed(100 + i) per sample, printed '4 | ' POSITIVO ou NEGAT' | POSITIVO'; counts and vote printed",
    {
        "T.1-copied": (P, "LOOSE '\"Este filme foi um erro de tempo.\"' + newline + 'E' (leading space noted), STRICT ' \"Este filme "
                          "foi um' — as printed between the bars"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "restricting the output space in the prompt did not restrict the output, tied to 'erro de tempo' and "
                       "'Este filme foi um'"),
        "T.4-vote": (P, "NEGATIVO, 4/3/3 (0, 1, 8, 9 / 3, 4, 5 / 2, 6, 7) — matches the printed labels under the last-label rule "
                        "(same counts as the course rule here: sample 4's 'NEGAT' is cut, no label)"),
        "T.5-guarantee": (P, "nao; so diminui a variancia, 4 x 3"),
        "runs-genuine": (P, "greedy templates equal the re-run; samples accepted by a one-pass check except sample 2 ' Adiósculo.\"\\n' "
                            "(2 tokens 'sc', 'ulo' flagged: re-tokenisation — sampled 's' + 'cul' + 'o', regen_checks2.py)"),
    })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split(E, PROBLEM)

if __name__ == "__main__":
    write_expected(E, HERE, seed, held, PROBLEM)
