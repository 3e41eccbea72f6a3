"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Split: the first s = 1, 2, ... for which random.Random(s).sample(sorted(names), 7) holds at least one
notebook of every activity and three or four problem notebooks (so dev keeps some too); those 7 are heldout.
Measures quoted in the `why`s: ../batch-2/measures.py on measure_inputs.py's /tmp/rt3/meas/*.json (rep3 = share of
word 3-grams occurring more than once, d2 = distinct-2, continuation only); regen_checks.py, regen_sc.py.
"""
import re, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import problem_notebooks, split, write_expected  # noqa: E402

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from answers_text import ANSWERS  # noqa: E402

P, F, R, PA = "pass", "fail", "needs_review", "partial"
TP_Q = ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"]
ONE_TP = {r: 1 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]}
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


# ------------------------------------------------------------------ tp31
t = ANSWERS["tp31-forms-linenumbers-blockquote"]["all"]
blocks = [b.split("\n\nR: ", 1)[1].strip() for b in re.split(r"(?m)^> ", t)[1:]]
add("tp31-forms-linenumbers-blockquote", "temperature-top-p", dict(zip(TP_Q, blocks)), "blockquoted_question",
    "no_accents", "one_cell:blockquoted_question_text+R", ONE_TP,
    "own gerar(T, p, seed) with torch.manual_seed(101/102/103, 201/202/203); Colab form cells (#@title, #@param) give "
    "the prompt and the temperatures / top-ps as comma-separated STRINGS parsed with float(); every output printed "
    "through textwrap.wrap(width=70) with line numbers '01 | ...' (paragraph breaks collapsed to a space); runs "
    "named only by their parameters ('--- T=0.7 / top_p=0.3 ---', 'a de T=0.2'); all answers in one cell, each "
    "after the question's text pasted as a '> ' blockquote (no question ids), 'R:' answers, Portuguese without accents",
    {
        "A.1-excerpts": (P, "three one-sentence excerpts (19-25 words) each verbatim in its run once the 'NN | ' prefixes and "
                         "line breaks are removed: T=0.2 'They're designed to predict the effects of climate change on ecosystems...' "
                         "(lines 02-04), T=0.7 'They are designed to be flexible and adaptable...' (02-04), T=1.0 'These models can "
                         "identify patterns and structures in data...' (02-04)"),
        "A.2-choice": (P, "T=0.2 (A1): rep3 A1 0.179, A2 0.059, A3 0.0; d2 A1 0.838 lowest (A2 0.928, A3 0.97) — both agree"),
        "A.2-evidence": (P, "'the effects of climate change on ecosystems', 'Climate change mitigation efforts', 'reduce greenhouse gas "
                            "emissions' all in A1 (spanning wrapped lines 02-03, 06-07); 'ecosystems' 3 times in A1"),
        "A.3-choice": (P, "T=1.0 (A3): d2 0.97 highest, rep3 0.0; goes from variable relationships to predictive models to regression"),
        "A.3-evidence": (P, "'identifying and redefining relationships between variables' (lines 01-02), 'Predictive models, on the other "
                            "hand, use algorithms to forecast outcomes' (04-05), 'regression analysis' (06) all in A3"),
        "B.1-choice": (P, "0.3 (B1): rep3 B1 0.456 vs B2 0.123, B3 0.147; d2 B1 0.696 lowest"),
        "B.2-repeat": ([P, PA], "'models that can be used to predict the behavior of' occurs twice in B1 (top_p=0.3, lines 01-03) — but "
                               "the student labels it 'no bloco T=0.7 / top_p=0.6, linhas 01-03': the block is misnamed (B2 does not "
                               "contain it); the quote itself is real and repeated"),
        "B.3-concept": (P, "'tokens mais provaveis ate a soma das probabilidades chegar em p', 'com p=0.3 esse conjunto e minusculo', "
                           "tied to the repeated 'predict the behavior of' and to 0.9"),
        "D.1-parameter": (P, "'o top-p'"),
        "D.2-direction": (P, "'aumentaria (de 0.3 pra uns 0.9)'"),
        "D.3-justified": (P, "part B (0.3 repeated, 0.9 not) and part A (T=0.2 repeated clima/ecosystems)"),
        "runs-genuine": (P, "all six regenerate exactly from their seeds once whitespace is collapsed (regen_checks.py), but the RECORD is "
                            "textwrap'd: each sample's '\\n\\n' paragraph break became one space, so a one-pass kept-set check on the "
                            "recorded text flags the ' ' token at the collapsed break (rank 26-64) and 1-5 later tokens whose context lost its '\\n\\n', in every run (A1 6, A2 2, A3 2, B1 6, "
                            "B2 3, B3 3) — artefacts of the display, not edits; the verifier must treat collapsed whitespace as unknown"),
    })

# ------------------------------------------------------------------ tp32
t = ANSWERS["tp32-coursefn-norepeat-maxlength"]["all"]
rows = dict(re.findall(r"(?m)^\| ([ABD]\.\d) \| (.*) \|$", t))
add("tp32-coursefn-norepeat-maxlength", "temperature-top-p", rows, "table", "wrong_params", "one_cell:markdown_table",
    ONE_TP,
    "the course notebook's generate_text copied (gpt_model/gpt_tokenizer names, course loops and '[EXPERIMENTO] TEMPERATURA = ...' "
    "banners, 1 sample per config, torch.manual_seed(42) once) but 'improved' by the group: max_length=90 instead of "
    "max_new_tokens=80 (85 new tokens) and no_repeat_ngram_size=3 ('sugestão do fórum p/ o texto não ficar em loop'), which "
    "forbids any repeated token 3-gram in the very runs that measure repetition; answers as a '| Questão | Resposta |' table "
    "with <br>; the answers never mention the extra processor",
    {
        "A.1-excerpts": (P, "three excerpts verbatim: T=0.2 'These models can be applied to various domains, including economics...', T=0.7 "
                            "'They're often used in applications like natural language processing...', T=1.0 'take advantage of the fact "
                            "that most things are either animals or they're not...'"),
        "A.2-choice": (P, "T=0.2: rep3 is 0.0 in A1/A2/A3 (the ban makes exact 3-gram repeats impossible), d2 A1 0.957 vs A2 0.986, "
                          "A3 0.985 — lowest; 'optimize' 4 times + 'optimization' — agrees with the own outputs (which the ban flattened)"),
        "A.2-evidence": (P, "'optimize pricing strategies, optimize resource allocation, and even optimize decision-making processes', "
                            "'DAS is a software that uses algorithms to make decisions' in A1"),
        "A.3-choice": (P, "T=1.0: d2 A3 0.985 vs A2 0.986 is a tie; thematically A3 is the widest (animals, economics/medicine/psychology, "
                          "telepathy)"),
        "A.3-evidence": (P, "'most things are either animals or they're not', 'The key to applying telepathy in psychology lies in "
                            "recognizing that telepathy does not exist in reality' in A3"),
        "B.1-choice": (P, "0.3: d2 B1 0.886 vs B2 0.971, B3 0.946 (rep3 ~0 everywhere because of the ban)"),
        "B.2-repeat": ([P, R], "near repetition within B1: 'a function that takes a list of objects and returns a list' and 'take a list and "
                               "return a list with the objects' (fuzzy: under no_repeat_ngram_size=3 no exact 3-token repeat can exist)"),
        "B.3-concept": (P, "'só entram os tokens cuja probabilidade acumulada chega a 30%', 'pouquíssimos candidatos', tied to B1's "
                           "'list ... objects' and to 0.9"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "Aumentaria"),
        "D.3-justified": (P, "B (0.3 repeated, 0.9 not) and A (T=0.2 repeated 'optimize')"),
        "runs-genuine": ([PA, F], "all six runs were generated with no_repeat_ngram_size=3 and max_length=90 (85 new tokens), a "
                                  "configuration that is not the activity's and that suppresses the repetition parts A/B are about; a "
                                  "one-pass kept-set check without the ban flags A1 3 tokens (' help', ' with', 'support', rank 2), B1 5 "
                                  "(rank 2-3) and B3 2 (rank 3) — the ban removed higher-ranked tokens and the renormalised nucleus grew; "
                                  "the texts are genuine samples of the code shown (not fabricated), so partial rather than fail"),
    })

# ------------------------------------------------------------------ tp33
t = ANSWERS["tp33-appendfile-cat-rerun-en"]["all"]
add("tp33-appendfile-cat-rerun-en", "temperature-top-p",
    by_markers(t, [(q, f"**{q}**") for q in TP_Q]), "label", "english", "one_cell:bold_q_labels_en",
    ONE_TP,
    "no seed; every generation appended to saidas_415.txt ('### B1 | temperature=0.7 top_p=0.3' header + full text), the run cells "
    "print only 'saved B1 442 chars'; the Part B cell was RUN TWICE (first run's cell gone, execution-count gap), so the file "
    "and its '!cat saidas_415.txt' output (CRLF line endings from the pty) hold A1-A3, B1-B3 (first draw) and B1-B3 again "
    "(second draw); the answers say so and quote the second B draw; English bold-label answers in one final cell",
    {
        "A.1-excerpts": (P, "three one-sentence excerpts (19-25 words) verbatim in A1/A2/A3"),
        "A.2-choice": (P, "A1: d2 A1 0.917 vs A2 0.965, A3 0.97 (rep3 0.0 all) — agrees"),
        "A.2-evidence": (P, "'create a new entity from a given set of existing entities', 'the creation of new data from existing data' in "
                            "A1; 'data analysis' 3 times in A1"),
        "A.3-choice": (P, "A3: d2 0.97 vs A2 0.965 (a tie within 0.02); thematically A3 is the widest (business operations, revenue, "
                          "data-driven companies, digital technology) while A2 is one list of statistical models"),
        "A.3-evidence": (P, "'help businesses optimize their operations, create new products, and increase revenue', 'data-driven "
                            "companies', 'Digital technology, especially in the realm of data analytics' in A3"),
        "B.1-choice": (P, "0.3: second draw rep3 B1 0.185 vs B2 0.088, B3 0.0, d2 B1 0.848 lowest; the first draw agrees (B1 0.229)"),
        "B.2-repeat": (P, "'multiple other entities' occurs twice in the SECOND B1 block of the file and nowhere in the first B1 block "
                          "(same header '### B1 | temperature=0.7 top_p=0.3'): a grader that pairs 'B1' with the first block would "
                          "falsely reject it"),
        "B.3-concept": (P, "'only keeps the few most likely tokens whose cumulative probability reaches 0.3', 'the nucleus is much "
                           "bigger (more candidates)', tied to B1 and B3"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "Increase it."),
        "D.3-justified": (P, "both B draws ('This can be done using various techniques, such as' twice in the first B1, 'multiple other "
                             "entities' in the second) and part A"),
        "runs-genuine": (P, "unseeded single draws; all nine blocks (including the first B draw) accepted by a one-pass check (ranks <= 26); "
                            "the record is the !cat stream with \\r\\n line endings"),
    })

# ------------------------------------------------------------------ tp34
t = ANSWERS["tp34-configs-csv-respostas-print"]["answers_code"].split('"""')[1]
add("tp34-configs-csv-respostas-print", "temperature-top-p",
    by_markers(t, [(q, f"{q} -") for q in TP_Q]), "code_string_printed", "edited_excerpt",
    "printed_code_string:last_cell", ONE_TP,
    "configs dict {'T=0.2, p=0.9': dict(temperature=0.2, top_p=0.9), ...} looped with `for nome, cfg in configs.items()` and "
    "generate(**cfg), torch.manual_seed(2025) once; rows (list of dicts) written to saidas_415.csv with pandas, read back and "
    "printed '[T=0.7, p=0.3]' + prompt + continuation; B3 named 'T=0.7, p=0.9 (de novo)'; runs named only by parameter values "
    "('a de T=1.0', 'p = 0.3'); the answers are a Python string RESPOSTAS PRINTED by the last code cell, so every answer (and "
    "every quote in it) is also a recorded output — the A.1 T=1.0 excerpt is a rewritten sentence",
    {
        "A.1-excerpts": ([F, PA], "T=0.2 and T=0.7 excerpts verbatim; the T=1.0 excerpt 'The beauty of immutable objects lies in the ability to "
                                  "make data structures more flexible and powerful in various areas, including programming and data science.' "
                                  "is an edit of the real 'The beauty of objects as immutable lies in the ability to make unhashable types, "
                                  "such as immutable data structures, more flexible and powerful...' (reordered, 'unhashable types, such as "
                                  "immutable' dropped); it occurs in the notebook ONLY in the answers' own print, which is not evidence"),
        "A.2-choice": (P, "T=0.2: d2 A1 0.951 vs A2 0.986, A3 0.968 lowest (rep3 0.0 all); 'model' 5 times in A1 (4 of them as '`model`')"),
        "A.2-evidence": (P, "'the `model` variable is a list of `model` objects, where each object represents a model. The `model` object is "
                            "a dictionary with the `model` key' verbatim in A1"),
        "A.3-choice": ([P, R], "T=1.0: semantically A3 drifts from transformers to immutability and 'Unhashable types' in programming, A2 "
                               "stays on optimisation algorithms; but d2 A2 0.986 > A3 0.968, so a lexical-diversity measure alone "
                               "would disagree"),
        "A.3-evidence": (P, "'hold the same value over time', 'immutable data structures', 'Unhashable types' are in A3 (the rewritten "
                            "sentence is not used here)"),
        "B.1-choice": (P, "0.3: rep3 B1 0.145 vs B2 0.0, B3 0.033; d2 B1 0.843 lowest"),
        "B.2-repeat": (P, "'predict human behavior' occurs twice in B1"),
        "B.3-concept": (P, "'só sorteia entre os tokens que juntos somam 30% da probabilidade (massa acumulada pequena = poucos "
                           "candidatos)', tied to B1's 'predict' / 'This model'"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentar"),
        "D.3-justified": (P, "part B with T=0.7 fixed (0.3 repetitive, 'p=0.9 (de novo)' a list) and part A"),
        "runs-genuine": (P, "one seed (2025) for the six runs in order; regenerates exactly (regen_checks.py prints A3); one-pass check "
                            "accepts every token (ranks <= 25)"),
    })

# ------------------------------------------------------------------ cot31
t = ANSWERS["cot31-maxlength-forms-semacento"]["all"]
add("cot31-maxlength-forms-semacento", "chain-of-thought",
    by_markers(t, [("C.1", "C1:"), ("C.2", "C2:"), ("C.3", "C3:")], end="(obs"), "label", "no_accents", "one_cell:c_labels",
    {"P1": 1, "P2": 1},
    "Colab form sliders (TEMP = 0.7 #@param {type:'slider'}, TOP_P, SEED = 85); own responder(pergunta, max_length) calls "
    "generate(max_length=40 / 80) — the limit includes the prompt (about 31 / 68 new tokens instead of 40 / 80); outputs through "
    "textwrap.fill(80); 'C1:' labels, no accents, and an '(obs: usei max_length ...)' note",
    {
        "C.1-claim": (P, "nao: P1 printed only 'What is 27 + 58?' (immediate EOS), P2 '27 + 58.4 = 125.4, so the answer is 125.4'"),
        "C.2-excerpt": (P, "'Solve step by step: 27 + 58.4 = 125.4, so the answer is 125.4.' verbatim (prompt + continuation, as printed)"),
        "C.3-guarantee": (P, "nao, tied to 125.4 and to 'so the answer is'"),
        "runs-genuine": (P, "seed 85; max_length instead of max_new_tokens, but neither limit was reached (P1 stopped at its first token, "
                            "P2 after 20 tokens at EOS), so the samples are what max_new_tokens 40/80 would give; P2 accepted (ranks <= 8)"),
    })

# ------------------------------------------------------------------ cot32
add("cot32-numreturn3-keywords", "chain-of-thought", dict(ANSWERS["cot32-numreturn3-keywords"]), "heading",
    "keywords_only", "cells:bold_label_then_answer", {"P1": 3, "P2": 3},
    "num_return_sequences=3 with torch.manual_seed(7), tokenizer.batch_decode, printed 'P1 #1: ...'; all three P1 samples are "
    "empty (prompt only); P2 samples say 85.5, 18 and 331.625 (85.5 is not 85); each answer in its own cell after a "
    "'**Resposta C.n:**' cell; C.3 is a list of keywords",
    {
        "C.1-claim": (P, "Não: P1 x3 empty, P2 '= 85.5', '= 18', '= 331.625' — a number extractor must not read 85 in '85.5'"),
        "C.2-excerpt": (P, "'Solve step by step: 27 + 58.5 = 85.5, and the answer is 85.5.' verbatim (P2 #1)"),
        "C.3-guarantee": ([PA, F], "'Não' is the course's answer, but the justification is only keywords ('Estilo ≠ correção. "
                                   "Chain-of-thought; alucinação; modelo pequeno; temperatura.') — nothing from the own outputs (85.5 / 18 / "
                                   "331.625); the question asks to justify from the output"),
        "runs-genuine": (P, "seeded; P1 three immediate EOS; the three P2 samples accepted by a one-pass check (ranks <= 11)"),
    })

# ------------------------------------------------------------------ cot33
add("cot33-logging-stdout-timestamps", "chain-of-thought", dict(ANSWERS["cot33-logging-stdout-timestamps"]), "heading", "good",
    "headings:h2", {"P1": 1, "P2": 1},
    "outputs only as logging lines on stdout with timestamps ('2026-11-26 06:31:46,617 | INFO | P2 passo a passo (T=0.7, "
    "top_p=0.9, max_new_tokens=80) ->' then the text on the following lines, without prefix); seeds 2758 / 5827 per prompt; "
    "P1 empty; ## C.n headings",
    {
        "C.1-claim": (P, "Não: P1 only the question, P2 'we multiply 27 by 58' ... '= 1016'; the log's timestamps and "
                         "'max_new_tokens=80' are not answers"),
        "C.2-excerpt": (P, "'Now, we can calculate the value of 27 + 58. To calculate 27 + 58, we multiply 27 by 58.' verbatim across the "
                           "log's continuation lines"),
        "C.3-guarantee": (P, "não, tied to 'we multiply' and '58 × 58 × 5 = 1016'"),
        "runs-genuine": (P, "seeded; P1 immediate EOS; P2 accepted (80 tokens, ranks <= 8)"),
    })

# ------------------------------------------------------------------ cot34
t = ANSWERS["cot34-batch-leftpad-specialtokens-en"]["all"]
add("cot34-batch-leftpad-specialtokens-en", "chain-of-thought",
    by_markers(t, [("C.1", "(C.1)**\nA:"), ("C.2", "(C.2)**\nA:"), ("C.3", "(C.3)**\nA:")]), "label", "english",
    "one_cell:q_a_pairs_en", {"P1": 1, "P2": 1},
    "P1 and P2 in ONE left-padded batch (pad = eos = <|im_end|>), torch.manual_seed(1), max_new_tokens=80 for both and P1 cut to "
    "its first 40 new tokens; decoded with skip_special_tokens=False, so P1 prints 4 pad tokens, the prompt and 40 '<|im_end|>' "
    "(it ended at its first token), P2 ends with '<|im_end|>'; English Q/A pairs naming C.1-C.3 in parentheses",
    {
        "C.1-claim": (P, "No: P1 only special tokens, P2 '27 + 58.0 = 105.0'"),
        "C.2-excerpt": (P, "'Solve step by step: 27 + 58.0 = 105.0.' verbatim"),
        "C.3-guarantee": (P, "no, tied to 105.0 and to 'there are 365 days in a month'"),
        "runs-genuine": (P, "seed 1; P2 (the longer prompt, no padding) accepted by a one-pass check (40 tokens, ranks <= 11) once the "
                            "trailing <|im_end|> is stripped; P1 is an immediate EOS followed by padding (the first 40 of an 80-token "
                            "sample are a valid 40-token sample); the verifier must drop the pad/eos tokens printed before and after"),
    })

# ------------------------------------------------------------------ fs31
add("fs31-generate_t5-beams-jsonascii", "few-shot", dict(ANSWERS["fs31-generate_t5-beams-jsonascii"]), "heading",
    "wrong_params", "headings:bold_numbered_under_exercicio_parts", {"ZS": 1, "FS": 1, "VAR": 1},
    "the course's generate_t5 copied verbatim (plus a causal fallback chosen by AutoConfig.is_encoder_decoder) and called with "
    "do_sample=False but num_beams=3 ('3 beams pra ficar mais estável'); outputs in one json.dumps(indent=1) dict; variation = the "
    "two demonstrations swapped; answers under '**3.n**' bold labels below 'Exercício 3 – Parte A/B' headings",
    {
        "F.1-copied": ([P, PA], "copies its own recorded outputs (ZS ' Positivo\\n\\nTexto:', FS ' NEGATIVO\\n\\nText') faithfully; the ZS "
                                "one is a beam-search output and differs from the greedy re-run ' \"Este filme foi um' (FS equals greedy)"),
        "F.2-format": ([P, R], "'ambas': both recorded outputs start with a label word ('Positivo', title case, then 'Texto:'; "
                               "'NEGATIVO' then 'Text') — consistent with the own outputs under the leniency given to the FS "
                               "continuation; under greedy decoding ZS has no label"),
        "F.3-weights": (P, "não; in-context learning, no gradient"),
        "F.4-variation": (P, "não mudou: VAR ' NEGATIVO\\n\\nText' equals FS (also under greedy); the reordering is real"),
        "F.5-window": (P, "1024; truncado, o modelo não enxerga"),
        "runs-genuine": ([PA, F], "all three runs decoded with beam search (num_beams=3) instead of the activity's greedy; deterministic "
                                  "and genuine for the code shown, but ZS ' Positivo\\n\\nTexto:' differs from the greedy re-run "
                                  "(regen_checks.py); FS and VAR happen to equal greedy. Not fabricated: the call is in the code"),
    })

# ------------------------------------------------------------------ fs32
t = ANSWERS["fs32-labelflip-logging-table"]["all"]
rows = dict(re.findall(r"(?m)^\| (F\.\d) \| (.*) \|$", t))
add("fs32-labelflip-logging-table", "few-shot", rows, "table", "no_accents", "one_cell:markdown_table", {"ZS": 1, "FS": 1, "VAR": 1},
    "outputs only as logging lines on STDERR (logging.basicConfig default stream) with timestamps and %r: "
    "'2026-11-26 06:32:26,856 [fewshot] FEW-SHOT  -> ' NEGATIVO\\n\\nText''; model class from AutoConfig.is_encoder_decoder; "
    "the variation swaps the two demonstrations' LABELS (praise -> NEGATIVO, complaint -> POSITIVO) via a three-step replace "
    "and prints the new prompt; answers in a '| Questao | Resposta |' table, no accents",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um' and FS ' NEGATIVO\\n\\nText' copied from the stderr log (repr)"),
        "F.2-format": (P, "few-shot"),
        "F.3-weights": (P, "nao; condicionam pelo contexto, sem gradiente"),
        "F.4-variation": (P, "nao mudou: the label-flipped VAR gives ' NEGATIVO\\n\\nText' = FS; the change is real (printed prompt); "
                             "the quoted demonstrations are prompt text, not outputs"),
        "F.5-window": (P, "1024; cortados (truncamento), fora da atencao"),
        "runs-genuine": (P, "greedy, equal to the re-run (ZS/FS identical to the other few-shot notebooks' greedy outputs)"),
    })

# ------------------------------------------------------------------ fs33
a = ANSWERS["fs33-pprint-dicts-english-demo"]
ans = by_markers(a["partA"], [("F.1", "**3.1 –**"), ("F.2", "**3.2 –**"), ("F.3", "**3.3 –**")])
ans.update(by_markers(a["partB"], [("F.4", "**3.4 –**"), ("F.5", "**3.5 –**")]))
add("fs33-pprint-dicts-english-demo", "few-shot", ans, "numbered_list", "claim_contradicted",
    "two_cells:numbered_3.n_under_part_headings", {"ZS": 1, "FS": 1, "VAR": 1},
    "Seq2Seq / except -> Causal; the three outputs pprinted as a list of dicts [{'prompt': 'variacao', 'saida': ' NEGATIVO\\n\\nText'}]; "
    "the variation puts the first demonstration in English (real replace); answers numbered 3.1-3.5 across two cells "
    "('Exercício 3 – Parte A' / 'Parte B'); F.4 claims a change the output does not show",
    {
        "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' (repr copied)"),
        "F.2-format": (P, "só o few-shot"),
        "F.3-weights": (P, "não; in-context learning, pesos iguais"),
        "F.4-variation": (F, "'Sim, mudou ... respondeu só NEGATIVO, sem o \"Text\"' — contradicted by the own pprint: variacao ' NEGATIVO"
                             "\\n\\nText' is identical to few-shot (and to the greedy re-run of the recorded variation prompt); the "
                             "described change of prompt is real, the claimed change of output is not"),
        "F.5-window": (P, "1024 (n_positions); truncados, fora da atenção"),
        "runs-genuine": (P, "greedy, equal to the re-run"),
    })

# ------------------------------------------------------------------ fs34
add("fs34-bare-expr-missing-f4", "few-shot", dict(ANSWERS["fs34-bare-expr-missing-f4"]), "heading", "missing_answer",
    "headings:h3_question_text", {"ZS": 1, "FS": 1, "VAR": 1},
    "outputs only as bare-expression execute_results (repr with quotes: `' NEGATIVO\\n\\nText'`), no print; model class by "
    "'t5' in MODEL_NAME; the variation lower-cases the second demonstration's label (' negativo\\n\\nTexto:' — it changed); "
    "### F.n headings with the question text; the F.4 heading has NO answer cell (the next cell is F.5's heading)",
    {
        "F.1-copied": (P, "both outputs copied from the execute_results"),
        "F.2-format": (P, "few-shot"),
        "F.3-weights": (P, "não; só contexto"),
        "F.4-variation": (F, "no answer: the F.4 heading is followed directly by F.5's; the variation did run and its output changed "
                             "(' negativo\\n\\nTexto:' vs FS ' NEGATIVO\\n\\nText') — the grader must say the answer is missing, not "
                             "grade the heading or the next answer"),
        "F.5-window": (P, "1024; descartados (truncados)"),
        "runs-genuine": (P, "greedy, equal to the re-run"),
    })

# ------------------------------------------------------------------ tpl31
t = ANSWERS["tpl31-mode-none-vote"]["all"]
add("tpl31-mode-none-vote", "template",
    by_markers(t, [("T.1", "\n1. "), ("T.2", "\n2. "), ("T.3", "\n3. "), ("T.4", "\n4. "), ("T.5", "\n5. ")]) if t.startswith("\n")
    else by_markers("\n" + t, [("T.1", "\n1. "), ("T.2", "\n2. "), ("T.3", "\n3. "), ("T.4", "\n4. "), ("T.5", "\n5. ")]),
    "numbered_list", "no_accents", "one_cell:numbered_1_to_5", {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "templates printed as f'{nome:>6} | {saida!r}'; SC: torch.manual_seed(i) for i in 0..9, one sample each, printed "
    "'seed 3: ' NO BARACELOS! ('  -> None'; extraction re.search('POSITIVO|NEGATIVO', s.upper()) without word boundaries; vote "
    "max(set(rotulos), key=rotulos.count) over labels INCLUDING None: NEGATIVO 5 vs None 5 is a tie and the printed 'VOTO: "
    "NEGATIVO' comes from set order; answers 1.-5. = T.1-T.5, no accents",
    {
        "T.1-copied": (P, "ruim ' \"Este filme foi um erro de tempo.\"\\n\\nE', bom ' \"Este filme foi um' (repr copied)"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "'nenhum dos dois restringiu de fato o espaco de saida', tied to '\"Este filme foi um' and 'erro de tempo'; "
                       "'UMA ÚNICA palavra' is quoted from the prompt, not an output"),
        "T.4-vote": (P, "NEGATIVO, 5/0/5 (seeds 0,1,4,5,8 vs 2,3,6,7,9) — matches the printed labels and the course rule "
                        "('NEGATIVE_OPERATIV' is no label); the student notes the None tie of the own mode"),
        "T.5-guarantee": (P, "nao; 'so diminui a variancia', tied to the 5 unlabelled samples and the mixed text"),
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 seeded samples accepted by a one-pass check (ranks <= 22)"),
    })

# ------------------------------------------------------------------ tpl32
a = ANSWERS["tpl32-dataframe-display-exercicio"]
ans = by_markers(a["partA"], [("T.1", "**Item 1:**"), ("T.2", "**Item 2:**"), ("T.3", "**Item 3:**")])
ans.update(by_markers(a["partB"], [("T.4", "**Item 1:**"), ("T.5", "**Item 2:**")]))
add("tpl32-dataframe-display-exercicio", "template", ans, "numbered_list", "good",
    "two_cells:item_n_restarting_under_part_headings", {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "the course's generate_t5 and extract_label copied verbatim (causal fallback by is_encoder_decoder); templates printed "
    "as in the course ('--- TEMPLATE RUIM ---'); SC: set_seed(1234) + num_return_sequences=10 in one call, shown ONLY as a "
    "pandas DataFrame via display() (text/html + text/plain; max_colwidth None; the leading space is not shown and "
    "newlines appear as '\\n'), then a Counter and 'VOTO FINAL: POSITIVO'; answers 'Item n' restarting under "
    "'Exercício 4 – Parte A/B' headings",
    {
        "T.1-copied": (P, "ruim ' \"Este filme foi um erro de tempo.\"' + 'E', bom ' \"Este filme foi um'"),
        "T.2-format": (P, "nenhum"),
        "T.3-why": (P, "'deveria restringir o espaço de saída a duas palavras, mas o modelo ignorou', tied to '\"Este filme foi um' and "
                       "'erro de tempo'"),
        "T.4-vote": (P, "POSITIVO, 2/0/8 (rows 2 and 9) — matches the printed Contagem and the course rule ('Opositive' and "
                        "'\"NEGATIVE\"' are no labels)"),
        "T.5-guarantee": (P, "não; 'reduz a variância', tied to the 2-of-10 vote"),
        "runs-genuine": (P, "greedy templates equal the re-run; the 10 samples regenerate exactly from set_seed(1234) (regen_sc.py); a "
                            "one-pass check on the re-tokenised text flags sample 7 ' Opositive.\"' ('positive' rank 10667: the "
                            "sampled split differs from the re-tokenisation) — an artefact, not an edit"),
    })

# ------------------------------------------------------------------ tpl33
t = ANSWERS["tpl33-batch-negfirst-en"]["all"]
add("tpl33-batch-negfirst-en", "template",
    by_markers(t, [(f"T.{i}", f"**Q{i}.**") for i in range(1, 6)]), "label", "english", "one_cell:q_labels_en",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "both templates greedy in ONE left-padded batch with max_new_tokens=16 (the activity's STRICT has 8), tokenizer.batch_decode; "
    "SC: torch.manual_seed(99) once, 10 calls, printed 'k | sample | label' with newlines shown as ' ⏎ '; extraction checks "
    "'NEGATIVO' in s.upper() BEFORE 'POSITIVO' (substring, no word boundary); Counter printed, no vote line; English 'Q1.'-'Q5.'",
    {
        "T.1-copied": ([P, R], "LOOSE equals the unpadded greedy re-run; STRICT was generated with 16 new tokens: its first 8 (' \"Este filme "
                               "foi um') equal the greedy-8 re-run, the copied rest (' erro de tempo.\"' + 'Text') is the 8 extra tokens; "
                               "newlines described in words ('followed by a line with')"),
        "T.2-format": (P, "none"),
        "T.3-why": (P, "'that only restricts the output space if the model follows the instruction', tied to 'Este filme foi um erro de "
                       "tempo.'"),
        "T.4-vote": (P, "NEGATIVO, 4/2/4 — matches the printed Counter; the course rule gives the same (sample 1 '\"Positivo\" ou \"' "
                        "and 8 'POSITIVO, NEGATIVE' are POSITIVO; the NEGATIVO-first order changes nothing here)"),
        "T.5-guarantee": (P, "no; 'less variance', tied to the 4 unlabelled samples"),
        "runs-genuine": ([P, PA], "STRICT run with max_new_tokens=16 instead of 8 and in a padded batch; outputs equal the unpadded greedy "
                                  "(regen_checks.py); the 10 samples regenerate from seed 99 (regen_sc.py); one-pass re-tokenisation "
                                  "artefacts at sample 1 (' ou' rank 3) and 10 ('MAS' rank 657)"),
    })

# ------------------------------------------------------------------ tpl34
add("tpl34-pprint-edited-t1", "template", dict(ANSWERS["tpl34-pprint-edited-t1"]), "heading", "edited_excerpt", "headings:h3",
    {"LOOSE": 1, "STRICT": 1, "SC": 10},
    "Seq2Seq / except -> Causal; templates pprinted as a dict, the 10 SC samples (torch.manual_seed(314)) pprinted as a list and "
    "the Counter pprinted (Counter({None: 7, 'POSITIVO': 2, 'NEGATIVO': 1})); ### T.n headings; T.1's strict output is "
    "'completed' by the student with the input sentence",
    {
        "T.1-copied": ([F, PA], "'Template bom: \"Este filme foi um desperdício de tempo.\"' — the recorded STRICT output is ' \"Este filme "
                                "foi um' (cut at 8 tokens); the student completed it with the INPUT sentence, which no output contains; "
                                "the LOOSE copy only drops the trailing 'E' (acceptable)"),
        "T.2-format": (P, "nenhum — true of the recorded outputs"),
        "T.3-why": ([PA, P], "concept present ('a instrução não restringiu o espaço de saída'), but the cited output 'Este filme foi um "
                             "desperdício de tempo.' is the input sentence, not an output (LOOSE says 'erro de tempo')"),
        "T.4-vote": (P, "POSITIVO, 2/1/7 — matches the pprinted Counter ('Positivo.\\nProcurro', 'POSITIVO o NEGAT' / 'NEGATIVO.')"),
        "T.5-guarantee": (P, "não; 'só reduz a variância', tied to the 2-vs-1 vote"),
        "runs-genuine": (P, "greedy templates equal the re-run; seeded samples accepted by a one-pass check except sample 5's trailing "
                            "'\\n\\n' (re-tokenisation: 7 tokens instead of 8)"),
    })

PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split(E, PROBLEM)

if __name__ == "__main__":
    write_expected(E, HERE, seed, held, PROBLEM)
