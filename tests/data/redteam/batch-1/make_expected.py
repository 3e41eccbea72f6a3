"""Write expected.json: a teaching assistant's verdict per rubric criterion for every notebook of
red-team batch 1, plus the answers as the student wrote them (split per question), the shape and
the split. Verdicts were decided by reading each executed notebook (see README.md for the measures
used to check repetition / diversity claims).

A status is a string, or a list of statuses a careful TA could defensibly give (first = mine).
Usage: python make_expected.py  (writes expected.json next to this file)
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).parent
import sys
sys.path.insert(0, str(HERE))
from answers_text import ANSWERS  # noqa: E402

PLACEHOLDER = "_Sua resposta aqui._"
HELDOUT = {"cot05-answers-in-comments", "tp02-pipeline-markdown-quotes", "tp04-helper-dataframe-en",
           "tp06-textwrap-oneseed-en", "tp09-ordinal-answers-in-code", "tp12-streamer-bug-b-temp"}
TP_RUNS1 = {k: 1 for k in ["A1", "A2", "A3", "B1", "B2", "B3"]}
TP_RUNS2 = {k: 2 for k in ["A1", "A2", "A3", "B1", "B2", "B3"]}


def split(text, pattern):
    """Split one cell's text on question labels matched by `pattern` (group 1 = question id)."""
    parts = re.split(pattern, text, flags=re.M)
    out = {}
    for i in range(1, len(parts), 2):
        out[parts[i]] = parts[i + 1].strip()
    return out


def per_slot(name):
    return {q: t for q, t in ANSWERS[name].items() if t.strip() and t.strip() != PLACEHOLDER}


def numbered(part_text, part):
    items = re.split(r"^(\d)\. ", part_text, flags=re.M)
    return {f"{part}.{items[i]}": items[i + 1].strip() for i in range(1, len(items), 2)}


def tp09_answers():
    ns = {}
    exec(ANSWERS["tp09-ordinal-answers-in-code"]["ALL"], ns)
    return {k: v.strip() for k, v in ns["respostas"].items()}


def answers_for(name):
    a = ANSWERS[name]
    if name == "tp02-pipeline-markdown-quotes":
        out = {}
        for part in ("PART-A", "PART-B", "PART-D"):
            out.update(split(a[part], r"\*\*([A-D]\.\d)\*\*"))
        return out, "label"
    if name == "tp05-pprint-dict-numbered":
        out = {}
        for part, letter in (("PART-A", "A"), ("PART-B", "B"), ("PART-D", "D")):
            out.update(numbered(a[part].split("\n", 1)[1], letter))
        return out, "numbered_list"
    if name == "tp04-helper-dataframe-en":
        return {q: t.rstrip(" |") for q, t in split(a["ALL"], r"^\| ([A-D]\.\d) \| ").items()}, "table"
    if name == "cot04-dataframe-seeds":
        return {q: t.rstrip(" |") for q, t in split(a["TABLE"], r"^\| (C\.\d) \| ").items()}, "table"
    if name == "tp06-textwrap-oneseed-en":
        return split(a["ALL"], r"^([A-D]\.\d):"), "label"
    if name == "tp07-logging-repr-html":
        return split(a["ALL"], r"<h3>([A-D]\.\d)</h3>"), "label"
    if name == "tp08-bf16-files-rawcell":
        return split(a["ALL"], r"^([A-D]\.\d) -"), "raw_cell"
    if name == "tp09-ordinal-answers-in-code":
        return tp09_answers(), "code_dict"
    if name == "cot02-pipeline-3samples-en":
        return split(a["ALL"], r"\*\*(C\.\d):\*\*"), "label"
    if name == "cot05-answers-in-comments":
        return split(a["ALL"], r"^# (C\.\d) -"), "code_comments"
    if name == "tpl01-template-selfconsistency":
        return split(a["ALL"], r"\*\*(T\.\d)\*\*"), "label"
    found_by = "tag" if name.startswith(("tp10", "tp11")) else "heading"
    return per_slot(name), found_by


def c(status, why):
    return {"status": status, "why": why}


NB = {}

# ---------------------------------------------------------------- temperature-top-p

NB["tp01-course-rich-loops"] = dict(
    activity="temperature-top-p", answers_kind="good", runs=TP_RUNS2,
    shape="course notebook's own shape: generate_text + model.generate, loops over temperatures and top-p values, "
          "2 samples per configuration, rich print (display_data with ANSI codes, wrapped at ~115 columns), no seed; "
          "answers in markdown cells under '### A.1' headings, Portuguese, quoting with line-wrapped excerpts",
    placement="headings:h3", criteria={
        "runs-genuine": c("pass", "all 12 samples printed, unedited, by model.generate at the declared T/top-p (no seed)"),
        "A.1-excerpts": c("pass", "three 21-23-word excerpts, each found in the named sample of A1 (amostra 1), A2 (amostra 2), "
                                  "A3 (amostra 1), across rich's line wrapping"),
        "A.2-choice": c("pass", "A2: lowest distinct-2 of A1-A3 (0.935 vs A3 0.961, A1 0.964) and repeated-3-gram rate tied "
                                "with A3 (0.037 vs 0.031); A2 amostra 1 is a list repeating 'X ..., while Y ...'; the student "
                                "honestly says A1 did not repeat (A1 has the least repetition)"),
        "A.2-evidence": c("pass", "both quoted sentences are in A2 amostra 1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.961 vs A1 0.964, within the 0.02 tie; A3 amostra 1 ends in 'Google's own "
                                "augmented reality tablets and the AirBear luxury yachts'"),
        "A.3-evidence": c("pass", "the quote is in A3 amostra 1 (across a line wrap)"),
        "B.1-choice": c("pass", "0.6 (B2): B2 and B3 tie at the top (distinct-2 0.816 vs 0.807, rep-3 0.185 vs 0.196), B1 "
                                "is the least repetitive; B2 amostra 1 loops on 'Climate models are used to'"),
        "B.2-repeat": c("pass", "'Climate models are used to' occurs twice in B2 amostra 1 (plus a truncated third "
                                "'Climate models are used')"),
        "B.3-concept": c("pass", "names 'menor conjunto de tokens cuja massa acumulada chega a p' and ties it to B2's loop"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentaria (0.6 → 0.9), then temperature slightly"),
        "D.3-justified": c("pass", "cites B2's loop and B3 (0.9) from the student's own runs"),
    })

NB["tp02-pipeline-markdown-quotes"] = dict(
    activity="temperature-top-p", answers_kind="good", runs=TP_RUNS2,
    shape="pipeline('text-generation') with set_seed per run and num_return_sequences=2, return_full_text=False, "
          "continuation .strip()'d and shown with display(Markdown(...)) as '> ' blockquotes (text only in text/markdown; "
          "model's own markdown such as **bold**, `code` and '* ' bullets left raw); answers as bold labels, one cell per "
          "part, Portuguese; honest answers that go against the course's expectation (A3 most repetitive)",
    placement="labels:bold_per_part", criteria={
        "runs-genuine": c("pass", "12 samples displayed, unedited, by the pipeline at the declared parameters (seeds 11-13, "
                                  "21-23); continuation only, leading space stripped"),
        "A.1-excerpts": c("pass", "three 21-22-word excerpts, each in the named sample of A1, A2, A3"),
        "A.2-choice": c("pass", "A3 is the most repetitive on the student's outputs (A3 amostra 1 repeats 'exponential decay "
                                "model' 3 times; mean rep-3 A3 0.057, A2 0.016, A1 0.0; distinct-2 A3 0.895 lowest); honest "
                                "answer against the course's expectation"),
        "A.2-evidence": c("pass", "the quoted passage is in A3 amostra 1"),
        "A.3-choice": c("pass", "A2: mean distinct-2 0.955 vs A1 0.971 (within the 0.02 tie), A3 lowest; thematic drift shown "
                                "(linear regression → weather). Borderline: depends on the measure's tie handling"),
        "A.3-evidence": c("pass", "all three quotes are in A2's samples (one inside a '- ' bullet the model wrote)"),
        "B.1-choice": c("pass", "B1 (0.3): mean rep-3 0.255 vs B2 0.046, B3 0.062"),
        "B.2-repeat": c("pass", "'data that was used to train the model' occurs twice in B1 amostra 1"),
        "B.3-concept": c("pass", "'menor conjunto de tokens cuja probabilidade acumulada chega a 30%' tied to B1's repeats"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentaria (0.3/0.6 → 0.9)"),
        "D.3-justified": c("pass", "cites B1 vs 0.6/0.9 and A3's repetition"),
    })

NB["tp03-manual-nucleus-stream"] = dict(
    activity="temperature-top-p", answers_kind="good", runs=TP_RUNS1,
    shape="hand-written sampling loop (softmax(logits/T), sort, cumsum, nucleus cut, torch.multinomial; NO top-k, no KV "
          "cache), one torch.manual_seed(7) for all runs, tokens printed one by one with print(..., end='') under '### A1: ...' "
          "headers; answers 'Resposta:' lines under bold question cells, Portuguese",
    placement="headings:bold_question_cells+resposta", criteria={
        "runs-genuine": c(["pass", "needs_review"],
                          "real samples of the student's own nucleus sampler at the declared T/top-p; it applies no "
                          "top-k, so A3 (T=1.0) has 11 tokens ranked beyond 50 (e.g. ' Mon' rank 103, ' San' 205) — a "
                          "kept-set check that assumes generate's default top_k=50 would wrongly reject it; re-tokenising "
                          "the decoded text also splits 'memeoral' and A1's '\\n\\n1.' differently from the sampled ids"),
        "A.1-excerpts": c("pass", "three excerpts of 20-23 words, each in its run's printed output"),
        "A.2-choice": c("pass", "A1: rep-3 0.31, distinct-2 0.746, far above A2/A3"),
        "A.2-evidence": c("pass", "'**Modeling**: A modeler is a' occurs twice in A1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.968 vs A2 0.985 (within the 0.02 tie); semantically the wildest "
                                "(Mona Lisa, blockchain, 'Agritechs')"),
        "A.3-evidence": c("pass", "both quotes are in A3"),
        "B.1-choice": c("pass", "0.6 (B2): rep-3 0.109 vs B3 0.057, B1 0.0; distinct-2 B2 0.911 vs B3 0.915 (tie)"),
        "B.2-repeat": c("pass", "'data-driven models include' occurs twice in B2"),
        "B.3-concept": c("pass", "'probabilidade acumulada passa de p ... poucos candidatos', tied to B2 ('data-driven')"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentaria (0.6 → 0.9)"),
        "D.3-justified": c("pass", "cites B2, B3 and A1"),
    })

NB["tp04-helper-dataframe-en"] = dict(
    activity="temperature-top-p", answers_kind="english", runs=TP_RUNS1,
    shape="helper run(label, T, p, seed) with torch.manual_seed(100..105) and model.generate, continuation only, six rows "
          "collected in a pandas DataFrame shown as the cell's execute_result (display.max_colwidth=None; newlines "
          "escaped as literal '\\n' in both text/html and text/plain); answers in English in one markdown table with one "
          "row per question",
    placement="table:one_row_per_question", criteria={
        "runs-genuine": c("pass", "six completions in the DataFrame, unedited, from model.generate at the declared parameters"),
        "A.1-excerpts": c("pass", "three 21-35-word excerpts, each in its run's 'completion' cell"),
        "A.2-choice": c("pass", "A1: rep-3 0.268, distinct-2 0.806 (A2 0.923, A3 0.900)"),
        "A.2-evidence": c("pass", "'can be used to optimize the behavior of a system' occurs twice in A1"),
        "A.3-choice": c("pass", "A2: distinct-2 0.923 vs A3 0.900 (beyond the tie); thematically drifts to cosmology"),
        "A.3-evidence": c("pass", "the cosmology/astrobiology quote is in A2"),
        "B.1-choice": c("pass", "B1 (0.3): rep-3 0.179 vs B2 0.149, B3 0.0; distinct-2 0.838 vs 0.868, 0.986"),
        "B.2-repeat": c("pass", "'create a model that can' occurs twice in B1"),
        "B.3-concept": c("pass", "'smallest set of tokens whose cumulative probability reaches 0.3', tied to B1 and B3"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "increase (0.6 → 0.9)"),
        "D.3-justified": c("pass", "cites B1, B3 and A1"),
    })

NB["tp05-pprint-dict-numbered"] = dict(
    activity="temperature-top-p", answers_kind="contradicting", runs=TP_RUNS1,
    shape="course generate_text in a loop over a dict of configurations; all six texts printed at once with pprint "
          "(strings split into quoted fragments across lines, '\\n' escaped); answers as numbered lists under "
          "'## Parte A/B/D' headings (item n = question X.n), Portuguese; A.2 names A1 against the student's own outputs",
    placement="numbered_list_under_part_heading", criteria={
        "runs-genuine": c("pass", "six texts in the pprinted dict, unedited, from model.generate (no seed)"),
        "A.1-excerpts": c("pass", "three 22-29-word excerpts, each inside its run's pprinted string (spanning fragment "
                                  "boundaries)"),
        "A.2-choice": c("fail", "claims A1, but on the student's own outputs A2 is clearly the most repetitive (rep-3 0.091 "
                                "vs A1 0.032, A3 0.032; distinct-2 0.881 vs 0.968, 0.953); the answer recites the course's "
                                "expectation"),
        "A.2-evidence": c(["pass", "partial"],
                          "the quote 'predict the behavior of a system based on its behavior' is really in A1 (it only "
                          "weakly shows repetition); the wrong run is already penalised by A.2-choice"),
        "A.3-choice": c("pass", "A3: distinct-2 0.953 vs A1 0.968 (within the 0.02 tie); A3 drifts to probability theory"),
        "A.3-evidence": c("pass", "the quote is in A3"),
        "B.1-choice": c("pass", "B1 (0.3): rep-3 0.338 vs 0.029, 0.029"),
        "B.2-repeat": c("pass", "'create a new model that is a copy of the original model' occurs twice in B1"),
        "B.3-concept": c("pass", "'probabilidade acumulada chegar a 0.3 ... poucos candidatos', tied to B1"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentaria (0.6 → 0.9)"),
        "D.3-justified": c("pass", "cites B1 vs B2/B3"),
    })

NB["tp06-textwrap-oneseed-en"] = dict(
    activity="temperature-top-p", answers_kind="edited_output", runs=TP_RUNS1,
    shape="model.generate with one torch.manual_seed(0) before all six runs; each text printed with textwrap.fill(width=80), "
          "which collapses the model's blank lines into single spaces; answers in English in one markdown cell at the end "
          "with 'A.1:' labels; the A2 excerpt of A.1 was tidied by hand",
    placement="one_cell:labels", criteria={
        "runs-genuine": c("pass", "six texts printed, unedited apart from textwrap's reflow, from model.generate"),
        "A.1-excerpts": c("partial", "A1 and A3 excerpts are in their outputs; the A2 excerpt was edited ('In the context of "
                                     "the code ... computes the slope' vs the output's 'In the context of the original code "
                                     "... calculates the slope')"),
        "A.2-choice": c("pass", "A1: near-tie with A2 (distinct-2 0.882 vs 0.889; rep-4 0.061 vs 0.029, rep-3 0.090 vs 0.113); "
                                "A1 does repeat 'can be applied to various'. Borderline: a rep-3-only measure would put A2 "
                                "0.023 ahead"),
        "A.2-evidence": c("pass", "'can be applied to various' occurs twice in A1 (one across a wrapped line)"),
        "A.3-choice": c("pass", "A2: A3 stopped after 12 words (one sentence, EOS), so its distinct-2 of 1.0 is an artefact of "
                                "length; a TA sees no thematic variation in A3 and A2 moves calculus → code → regression. A "
                                "raw distinct-2 measure would name A3 here"),
        "A.3-evidence": c("pass", "'a quantity and its rate of change', 'the original code', 'multiple predictors' are in A2"),
        "B.1-choice": c("pass", "B1 (0.3): rep-3 0.229, distinct-2 0.775 (B3 0.171/0.859, B2 0.0/0.969)"),
        "B.2-repeat": c("pass", "'This can be done using various techniques, such as' occurs twice in B1 (second across a "
                                "line wrap)"),
        "B.3-concept": c("pass", "'smallest set of tokens whose cumulative probability mass reaches p', tied to B1"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "increase"),
        "D.3-justified": c("pass", "cites B1, B2 and A1"),
    })

NB["tp07-logging-repr-html"] = dict(
    activity="temperature-top-p", answers_kind="keywords_only", runs=TP_RUNS1,
    shape="model.generate, each output written by logging.info('%s T=%.1f top_p=%.1f -> %r') to stderr with a timestamp "
          "(text repr-escaped: quotes, literal '\\n'); no seed; answers in one markdown cell written in HTML (<h3>A.1</h3>, "
          "<ul><li><b>, <i>, <blockquote>), Portuguese; D.3 is a bare keyword list",
    placement="one_cell:html_headings", criteria={
        "runs-genuine": c("pass", "six texts in the log lines, unedited (repr-escaped), from model.generate"),
        "A.1-excerpts": c("pass", "three excerpts in <i>, each in its run's log line; the A2 one spans a '\\n\\n' the student "
                                  "wrote as a space"),
        "A.2-choice": c("pass", "A1 ties with A2 (distinct-2 0.939 vs 0.952, rep-3 0.031 vs 0.033), A3 clearly least "
                                "repetitive; A1 repeats 'make predictions'"),
        "A.2-evidence": c("pass", "both quotes are in A1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.985 (A2 0.952, A1 0.939); drifts to personal finance"),
        "A.3-evidence": c("pass", "the quote is in A3"),
        "B.1-choice": c("pass", "0.6 (B2): rep-3 0.162, distinct-2 0.797 vs B1 0.042/0.890 and B3 0.0/0.985; honest answer "
                                "against the course's expectation"),
        "B.2-repeat": c("pass", "'data analysis and machine learning' occurs 3 times in B2"),
        "B.3-concept": c("pass", "'tokens mais prováveis até a massa acumulada chegar em p ... núcleo', tied to B2, B1, B3"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentar"),
        "D.3-justified": c("fail", "only keywords ('top-p ↑, massa acumulada, mais candidatos, menos repetição'): no sentence "
                                   "and no reference to any of the student's runs"),
    })

NB["tp08-bf16-files-rawcell"] = dict(
    activity="temperature-top-p", answers_kind="good", runs=TP_RUNS1,
    shape="model loaded with torch_dtype=torch.bfloat16, torch.manual_seed(123+i) per run; each output written to "
          "saidas/<run>.txt with a 'temperatura=.. top_p=..' first line, then read back and printed under '========== "
          "saidas/A1.txt ==========' headers; all answers in one raw (NBConvert) cell, 'A.1 -' labels, Portuguese",
    placement="raw_cell:labels", criteria={
        "runs-genuine": c("pass", "six texts read back from the files, unedited, generated in bfloat16; a one-pass float32 "
                                  "check finds one borderline token (B1 token 36 ' in', rank 1 with a 1-token nucleus) that a "
                                  "bf16 replay should accept"),
        "A.1-excerpts": c("pass", "three excerpts of 16-22 words, each in its run's file"),
        "A.2-choice": c("pass", "A1: rep-3 0.206, distinct-2 0.841 (A2 0.0/0.924, A3 0.032/0.969)"),
        "A.2-evidence": c("pass", "'can be used to analyze and optimize complex systems' occurs twice in A1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.969 vs A2 0.924; drifts to SQL/BigQuery"),
        "A.3-evidence": c("pass", "the quote is in A3"),
        "B.1-choice": c("pass", "0.6 (B2): rep-3 0.162, distinct-2 0.797 vs B1 0.119/0.897, B3 0.030/0.956; honest answer "
                                "against the course's expectation"),
        "B.2-repeat": c("pass", "'based on the behavior of' occurs twice in B2"),
        "B.3-concept": c("pass", "'soma das probabilidades chegar em p ... conjunto de candidatos', tied to B2 and B3"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentar (0.6 -> 0.9)"),
        "D.3-justified": c("pass", "cites B2, B1, B3 and A1"),
    })

NB["tp09-ordinal-answers-in-code"] = dict(
    activity="temperature-top-p", answers_kind="by_ordinals", runs=TP_RUNS1,
    shape="course generate_text, one code cell per run printing 'Execução n — temperatura .., top-p ..' (no A1/B1 labels, "
          "no seed); answers typed into a Python dict of strings in a final code cell that was never executed; runs "
          "named by ordinals ('a terceira execução', 'o menor top-p', 'a quarta execução')",
    placement="code_cell:dict", criteria={
        "runs-genuine": c("pass", "six texts printed, unedited, from model.generate; run identity only from the printed "
                                  "parameters"),
        "A.1-excerpts": c("pass", "three excerpts (21-25 words) labelled primeira/segunda/terceira execução, each in that "
                                  "cell's output"),
        "A.2-choice": c("pass", "primeira execução = A1: rep-3 0.357, distinct-2 0.690"),
        "A.2-evidence": c("pass", "both quoted phrases occur twice in A1"),
        "A.3-choice": c("pass", "terceira = A3: semantically by far the widest (bees, snail, moth, 'ethology', Pavlov); its "
                                "distinct-2 (0.879) is below A2's (0.909) only because it repeats 'the behavior of' — a TA "
                                "reads 'variação temática' and accepts A3; a raw distinct-2 measure would name A2"),
        "A.3-evidence": c("pass", "'The term \"ethology\" was coined by Ivan Pavlov' is in A3"),
        "B.1-choice": c("pass", "o menor top-p (quarta execução = B1): rep-3 0.522"),
        "B.2-repeat": c("pass", "the quoted sentence occurs once exactly and once nearly ('creating tools and models that can "
                                "help with data analysis ... creating tools that can help with data science'): near-repeat"),
        "B.3-concept": c("pass", "'poucos tokens mais prováveis cuja probabilidade acumulada chega a 0.3', tied to the quarta "
                                 "and sexta execução"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentaria"),
        "D.3-justified": c("pass", "compares the quarta (top-p 0.3) and sexta (0.9) execução by ordinal"),
    })

NB["tp10-starter-bookcopy"] = dict(
    activity="temperature-top-p", answers_kind="book", runs=TP_RUNS1,
    shape="the starter's structure and tags (run-A1.., answer-A.1..) with the setup cell replaced by the student's own "
          "transformers code (gerar() prints prompt+continuation); A.1 excerpts copied from the course's GPT-2 outputs "
          "(observed-outputs / course notebook) instead of the student's own; the rest answered from own outputs",
    placement="tags", criteria={
        "runs-genuine": c("pass", "six texts printed by the run cells, unedited, from model.generate"),
        "A.1-excerpts": c("fail", "none of the three excerpts is in the student's outputs: they are the course's GPT-2 texts "
                                  "('The following table lists the properties of the following objects', 'default geometry', "
                                  "'a single, powerful arm')"),
        "A.2-choice": c("pass", "A1: rep-3 0.261, distinct-2 0.814"),
        "A.2-evidence": c("pass", "'can be used to analyze and predict complex systems' occurs twice in A1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.985 (A2 0.931)"),
        "A.3-evidence": c("pass", "the quantum-computing quote is in A3"),
        "B.1-choice": c(["pass", "needs_review"],
                        "B1 (0.3) shows the obvious loop 'from data science to data science with a focus on data science' "
                        "and ties B3 on distinct-2 (0.903 vs 0.894), but B3 ('Neural Network Architect' twice) has the "
                        "higher rep-3 (0.123 vs 0.056); a TA reading both accepts B1"),
        "B.2-repeat": c("pass", "'data science' occurs 4 times in B1 (the longer quote contains it three times)"),
        "B.3-concept": c("pass", "'menor conjunto de tokens cuja probabilidade acumulada passa de 0.3', tied to B1's loop"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentar"),
        "D.3-justified": c("pass", "cites B1's loop and B3"),
    })

NB["tp11-starter-htmltable-b3reuse"] = dict(
    activity="temperature-top-p", answers_kind="missing", runs=TP_RUNS1,
    shape="the starter's structure and tags; run cells are silent and every output appears only in one HTML <table> "
          "built with IPython.display.HTML after part B (continuations, html.escape'd); B3 is not re-run but reuses A2's "
          "text ('mesma configuração'); terse English answers in the tagged cells; A.3 and B.3 left as the placeholder",
    placement="tags", criteria={
        "runs-genuine": c(["pass", "partial"],
                          "the HTML table's texts are unedited model.generate outputs; B3 is A2's sample reused (same "
                          "T=0.7/top-p=0.9, declared in a comment): a real output with B3's parameters, though not a "
                          "separate run"),
        "A.1-excerpts": c("pass", "three excerpts (14-19 words), each in its run's table cell"),
        "A.2-choice": c("pass", "A1: rep-3 0.092 vs A3 0.062, A2 0.0 (distinct-2 A1 0.909 ≈ A3 0.908)"),
        "A.2-evidence": c("pass", "'data analysis' occurs 3 times in A1"),
        "A.3-choice": c("fail", "no answer (placeholder left)"),
        "A.3-evidence": c("fail", "no answer (placeholder left)"),
        "B.1-choice": c("pass", "0.3 (B1): rep-3 0.406"),
        "B.2-repeat": c("pass", "the quote occurs once exactly and once as 'takes into account the behavior of the target "
                                "behavior over time': a near-repeat"),
        "B.3-concept": c("fail", "no answer (placeholder left)"),
        "D.1-parameter": c("pass", "top_p"),
        "D.2-direction": c("pass", "increase"),
        "D.3-justified": c("pass", "one sentence citing B1 vs B2/B3"),
    })

NB["tp12-streamer-bug-b-temp"] = dict(
    activity="temperature-top-p", answers_kind="wrong_params", runs=TP_RUNS1,
    shape="TextStreamer prints each run word by word (kept as papermill saved it: one stream output per flush, not "
          "coalesced); part B's loop passes the left-over loop variable t (=1.0) as temperature while its header prints "
          "'temperatura=0.7'; answers in cells after 'Questão A.1' lines, Portuguese; answers honest about the printed texts",
    placement="headings:questao_lines", criteria={
        "runs-genuine": c(["partial", "fail"],
                          "A1-A3 are genuine; B1-B3 were generated at temperature 1.0 (code: temperature=t after the A "
                          "loop), not the declared 0.7 — a one-pass check at T=0.7 finds 7 tokens of B1 outside the "
                          "top-p=0.3 nucleus, 6 in B2, 4 in B3"),
        "A.1-excerpts": c("pass", "three excerpts (14-25 words), each in its run's streamed output"),
        "A.2-choice": c("pass", "A1: rep-3 0.087, distinct-2 0.886 (A2 0.032/0.952, A3 0.0/0.984)"),
        "A.2-evidence": c("pass", "'can be used to' occurs 3 times in A1"),
        "A.3-choice": c("pass", "A3: distinct-2 0.984 vs A2 0.952"),
        "A.3-evidence": c("pass", "both quotes are in A3"),
        "B.1-choice": c("pass", "B1 agrees with the (T=1.0) B outputs: all three tie on distinct-2, B1 is the only one with "
                                "a repeated 3-gram; the student says the difference was small"),
        "B.2-repeat": c("pass", "'the Kalman Filter' occurs twice in B1"),
        "B.3-concept": c("pass", "'massa acumulada de probabilidade chegar em 0.3 ... conjunto de candidatos', tied to B1/B3"),
        "D.1-parameter": c("pass", "top-p"),
        "D.2-direction": c("pass", "aumentar"),
        "D.3-justified": c("pass", "cites A1, B1 and B3"),
    })

# ---------------------------------------------------------------- chain-of-thought

COT_RUNS = {"P1": 1, "P2": 1}
NB["cot01-course-rich"] = dict(
    activity="chain-of-thought", answers_kind="good", runs=COT_RUNS,
    shape="course cell shape: out_direct / out_steps from generate_text, printed with rich under '=== PROMPT DIRETO ===' "
          "and \"=== 'EXPLIQUE EM PASSOS' ===\" (display_data, ANSI); answers under '### C.1' headings, Portuguese",
    placement="headings:h3", criteria={
        "runs-genuine": c("pass", "P1 and P2 printed, unedited, by model.generate (no seed)"),
        "C.1-claim": c("pass", "não: P1 gives no sum (talks about 365 days), P2 ends with 'The answer is: 100'"),
        "C.2-excerpt": c("pass", "the first sentence of P2 ('27 + 58.53 = 124.53. Multiply 124.53 by 11...'), quoted with the "
                                 "prompt as a '>' block"),
        "C.3-guarantee": c("pass", "não, tied to P2's wrong steps and final 100"),
    })

NB["cot02-pipeline-3samples-en"] = dict(
    activity="chain-of-thought", answers_kind="english", runs={"P1": 3, "P2": 3},
    shape="pipeline with set_seed(58) once and num_return_sequences=3 per prompt, printed as '--- P1 sample i ---' "
          "(two P1 samples are empty: the model stopped at once); answers in English as bold 'C.1:' labels in one cell",
    placement="one_cell:bold_labels", criteria={
        "runs-genuine": c("pass", "3 samples of each prompt printed, unedited, by the pipeline (two empty P1 continuations "
                                  "are genuine EOS)"),
        "C.1-claim": c("pass", "no: P1 samples give no number, P2 samples end with 28, 1.11111..., 104.11"),
        "C.2-excerpt": c("pass", "equation chain copied from P2 sample 3"),
        "C.3-guarantee": c("pass", "no, tied to P2 sample 1's '27.25 - 5.25 = 28.25' / 'So the answer is 28'"),
    })

NB["cot03-manual-kvcache-resposta"] = dict(
    activity="chain-of-thought", answers_kind="contradicting", runs=COT_RUNS,
    shape="hand-written sampler with KV cache (past_key_values), softmax/sort/cumsum nucleus, no top-k, "
          "torch.manual_seed(1234); P1 came out empty, P2 one sentence; answers as 'Resposta:' lines under 'C.1)' question "
          "cells, Portuguese; C.1 says 'sim' against the outputs",
    placement="headings:question_paren+resposta", criteria={
        "runs-genuine": c("pass", "P1 (empty continuation: immediate EOS) and P2 printed, unedited, by the student's sampler"),
        "C.1-claim": c("fail", "says 'Sim ... saiu certo' but P1 has no number and P2 gives 74.25; neither is 85"),
        "C.2-excerpt": c("pass", "the P2 sentence '27 + 58.25 = 74.25, which is the result of the square root of 27.'"),
        "C.3-guarantee": c("pass", "não, tied to P2's '58.25 = 74.25'"),
    })

NB["cot04-dataframe-seeds"] = dict(
    activity="chain-of-thought", answers_kind="invented_excerpt", runs=COT_RUNS,
    shape="helper with torch.manual_seed(27 / 58), continuation only, both rows shown in a pandas DataFrame (P1's "
          "continuation empty); answers in a markdown table | Questão | Resposta |, Portuguese; the C.2 excerpt is invented",
    placement="table:one_row_per_question", criteria={
        "runs-genuine": c("pass", "both continuations in the DataFrame, unedited (P1 empty: immediate EOS; P2 '4 - 30 = 17.4, "
                                  "which is the answer.')"),
        "C.1-claim": c("pass", "não: P1 empty, P2 ends in 17.4"),
        "C.2-excerpt": c("fail", "'27 + 58: 7 + 8 = 15, vai um; 2 + 5 + 1 = 8; então 27 + 58 = 85' is in neither output "
                                 "(invented, correct arithmetic the model never wrote)"),
        "C.3-guarantee": c("pass", "não, tied to P2's '17.4, which is the answer'"),
    })

NB["cot05-answers-in-comments"] = dict(
    activity="chain-of-thought", answers_kind="wrong_closed", runs=COT_RUNS,
    shape="course generate_text with torch.manual_seed(2701), plain print under '=== Direto ===' / '=== Step by step ==='; "
          "answers as '# C.1 - ...' comments in a final code cell never executed, Portuguese; C.3 answered 'Sim'",
    placement="code_cell:comments", criteria={
        "runs-genuine": c("pass", "P1 (empty continuation) and P2 printed, unedited, by model.generate"),
        "C.1-claim": c("pass", "não: P1 gives nothing, P2 gives 123.53"),
        "C.2-excerpt": c("pass", "the P2 sentence copied exactly"),
        "C.3-guarantee": c("fail", "answers 'Sim' (showing the steps makes the result trustworthy), against the course's 'não'; "
                                   "the student's own P2 shows steps with a wrong result"),
    })

# ---------------------------------------------------------------- few-shot / template

NB["fs01-fewshot-reorder"] = dict(
    activity="few-shot", answers_kind="good", runs={"ZS": 1, "FS": 1, "VAR": 1},
    shape="flan-t5 code that picks AutoModelForSeq2SeqLM or AutoModelForCausalLM from config.is_encoder_decoder (so the "
          "causal substitute runs), greedy, max_new_tokens=8, outputs printed as repr() after 'ZERO-SHOT:' etc.; variation "
          "swaps the two demonstrations; answers under bold '**F.1**' cells, Portuguese; F.5 answered from the book "
          "(no gpt2 offline)",
    placement="headings:bold", criteria={
        "runs-genuine": c("pass", "greedy outputs ' \"Este filme foi um', ' NEGATIVO\\n\\nText', ' NEGATIVO\\n\\nText' "
                                  "printed unedited; VAR's prompt is in the notebook"),
        "F.1-copied": c("pass", "both outputs copied from the student's own runs (not the book's NEGATIVO/NEGATIVO: the "
                                "zero-shot is the quoted text)"),
        "F.2-format": c(["pass", "needs_review"],
                        "few-shot only: FS's first line is exactly NEGATIVO, then the model starts the next 'Text' line "
                        "before the 8-token cut; a strict 'single word' reading would say neither"),
        "F.3-weights": c("pass", "não, condicionamento pelo contexto / in-context learning"),
        "F.4-variation": c("pass", "não mudou: VAR's output equals FS's; describes the reordering"),
        "F.5-window": c("pass", "1024 (n_positions); tokens beyond are truncated and take no part in attention"),
    })

NB["tpl01-template-selfconsistency"] = dict(
    activity="template", answers_kind="good", runs={"LOOSE": 1, "STRICT": 1, "SC": 10},
    shape="same Seq2Seq/Causal switch; loose and strict templates printed after '[template pouco restritivo]' labels; "
          "self-consistency: torch.manual_seed(5), 10 samples at T=0.9/top-p=0.9 listed with repr() and the notebook's "
          "extraction (regex on s.upper(), so 'Positivo' counts), Counter vote; answers as bold 'T.1' labels in one cell",
    placement="one_cell:bold_labels", criteria={
        "runs-genuine": c("pass", "LOOSE/STRICT greedy outputs and the 10 SC samples printed unedited"),
        "T.1-copied": c("pass", "both template outputs copied from the student's runs ('\"Este filme foi um erro de tempo.\"' "
                                "+ 'E', '\"Este filme foi um')"),
        "T.2-format": c("pass", "nenhum: neither output is POSITIVO/NEGATIVO"),
        "T.3-why": c("pass", "'restringiu o espaço de saída', 'limita o formato', tied to the copied outputs"),
        "T.4-vote": c("pass", "NEGATIVO with 4 NEGATIVO (1,5,7,8), 2 POSITIVO (2,6), 4 without label — matches the printed "
                              "extraction"),
        "T.5-guarantee": c("pass", "não, 'reduz a variância', tied to the 4/10 unlabelled samples"),
    })


def main():
    out = {}
    for name in sorted(NB):
        e = NB[name]
        answers, found_by = answers_for(name)
        out[name] = {
            "activity": e["activity"],
            "split": "heldout" if name in HELDOUT else "dev",
            "shape": e["shape"],
            "placement": e["placement"],
            "answers_kind": e["answers_kind"],
            "runs": e["runs"],
            "answers": {q: {"text": t, "found_by": found_by, "doubt": False} for q, t in sorted(answers.items())},
            "unplaced_answers": [],
            "criteria": e["criteria"],
        }
    (HERE / "expected.json").write_text(json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    print("wrote", len(out), "notebooks")


if __name__ == "__main__":
    main()
