"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Format as batch 8 (activity, answers {qid: {text, found_by, doubt}}, answers_kind, criteria {id: {status, also?, why}},
placement, runs, shape, split, unplaced_answers); `status` is the TA's own choice, `also` the other defensible statuses.
Split (12 notebooks): the first s = 30, 31, ... for which random.Random(s).sample(sorted(names), 6) holds a notebook of
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
n = "tp91-rdig-sepbars-idtypos-en"
add(n, "temperature-top-p",
    by_markers(joined(n), [("A.1", "A1) Excerpts"), ("A.2", "A.2 -"), ("A.3", "a-3:"), ("B.1", "Questão B 1:"),
                           ("B.2", "b2)"), ("B.3", "B-3:"), ("D.1", "D1 -"), ("D.2", "D 2 -"), ("D.3", "d.3 -")]),
    "qid_variants_with_typos", "english", "one_cell:qids_spelt_inconsistently_A1)_A.2_-_a-3:_Questao_B_1:_b2)_B-3:_D1_-_D_2_-_d.3_-",
    ONE_TP,
    "six run dicts, each with its own seed (911..916); generate(..., return_dict_in_generate=True) and out.sequences; "
    "each run printed as ONE print(nome, 'T=..', 'top_p=..', 'seed=..', texto, sep=' | ') call, so a run's continuation "
    "starts after the fourth ' | ' and its own newline puts its second paragraph on an unprefixed line, then a '-' * 70 "
    "rule; English answers with question ids spelt six different ways; honest (A2 and B3 are the repetitive runs, "
    "against the course expectation, and the student says so)",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (regen_checks.py); seeds 911..916"),
        "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (A1 / A2 / A3), 15-22 words"),
        "A.2-choice": (P, "A2: rep3 A2 0.217 > A1 0.087 > A3 0.0; the student names A2 against the course expectation (A1), as the own outputs say"),
        "A.2-evidence": (P, "'describe the behavior of the system' occurs twice in A2 (both contexts quoted verbatim), 'climate data' twice"),
        "A.3-choice": (P, "A3: distinct-2 A3 1.0 > A1 0.9 > A2 0.814 (A3 is the shortest: 44 words, it stopped at EOS)"),
        "A.3-evidence": (P, "'a more fitting model for a broad range of domains', 'the concept of' (extraterrestrials) in A3"),
        "B.1-choice": (P, "B3 (p=0.9): rep3 B3 0.243 > B2 0.087 > B1 0.0; against the course expectation but true of the own B runs"),
        "B.2-repeat": (P, "'can adapt to changing circumstances' occurs twice in B3 ('learn and adapt' twice too)"),
        "B.3-concept": (P, "'smallest set of tokens whose cumulative probability reaches p', 'only a few top candidates survive', tied to B1 and B3 and to why the own runs depart from it"),
        **D_OK,
        "D.3-justified": ((P, "partial"), "refers to the own B1 / B3 / A1 / A2 and says honestly that they do not show the rule cleanly, then falls back on the course's rule of thumb"),
    })

n = "tp92-tqdm-endprint-split-answers"
add(n, "temperature-top-p",
    by_markers(joined(n), [("A.1", "**A.1**"), ("A.2", "**A.2**"), ("A.3", "**A.3**"), ("B.1", "**B.1**"),
                           ("B.2", "**B.2**"), ("B.3", "**B.3**"), ("D.1", "**D.1**"), ("D.2", "**D.2**"),
                           ("D.3", "**D.3**")]),
    "bold_qid", "portuguese", "two_cells:A_then_B_D;A.3_split_across_the_two_cells_(continuacao_da_A.3)", ONE_TP,
    "renamed variables (tk, modelo_lm, entrada); ONE manual_seed(92) before a tqdm loop over the six configurations "
    "(progress bar on stderr, interleaved with the stdout prints); each run under '== A1 (temperature=0.2, top_p=0.9) ==' "
    "with its non-empty lines printed by print(linha.strip(), end=' ') (newlines become spaces, one trailing space); "
    "answers in two cells, A.3 begun in the first and finished in the second",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution; one seed for the whole loop"),
        "A.1-excerpts": ((PA, "fail"), "EDITED QUOTE: the A2 excerpt says 'to analyze and interpret complex data sets'; A2 printed 'to analyze and visualize complex data sets'. A1 and A3 excerpts are verbatim in their runs"),
        "A.2-choice": (P, "A1: rep3 A1 0.299 > A3 0.212 > A2 0.0"),
        "A.2-evidence": (P, "'used to predict' 4 times in A1 ('used to predict future behavior' twice, 'continuous outcomes', 'binary outcomes'), 'based on a set of' twice"),
        "A.3-choice": ((P, "needs_review"), "A3, argued from topic shifts (measurement -> sentiment / content analysis -> objective vs subjective measurement), which are real; a distinct-2 measure disagrees (A2 0.956 > A3 0.836 > A1 0.735: A3 repeats 'is the process of analyzing the attributes of'), so a measure-only check would flag it"),
        "A.3-evidence": (P, "'model-to-the-world model of measurement', 'sentiment analysis, content analysis, and forecasting models', 'objective measurement' / 'subjective measurement' all in A3 (the evidence is split over the two answer cells)"),
        "B.1-choice": (P, "B2 (0.6): rep3 B2 0.069 > B1 0.031 > B3 0.0"),
        "B.2-repeat": (P, "'exponential loss function' twice in B2 (both sentences quoted verbatim)"),
        "B.3-concept": (P, "'o menor conjunto de tokens cuja probabilidade acumulada chega a p', fewer candidates at 0.6 than 0.9, tied to B2 / B3 / B1"),
        **D_OK,
        "D.3-justified": (P, "refers to B2 / B3 (T fixed at 0.7) and A1; true of the outputs"),
    })

n = "tp93-csv-htmlconcat-partial"
add(n, "temperature-top-p",
    by_markers(joined(n), [(q, f"| {q} |") for q in TPQ]),
    "markdown_table_row", "portuguese", "one_cell:markdown_table_questao_resposta;D_rows_(nao_fiz)", ONE_TP,
    "runs (manual_seed(9300 + i) each) saved with pandas to execucoes_415.csv, read back, and shown ONLY as an "
    "IPython HTML table built by string concatenation: newlines -> <br>, nothing escaped; text/plain is "
    "'<IPython.core.display.HTML object>'; answers in a markdown table; part D not done",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (HTML compared)"),
        "A.1-excerpts": (P, "three excerpts, each verbatim in its own table row (A1 / A2 / A3)"),
        "A.2-choice": (P, "A1: rep3 A1 0.229 > A3 0.057 > A2 0.0"),
        "A.2-evidence": (P, "'This can be done using various techniques, such as' and 'data augmentation' each twice in A1"),
        "A.3-choice": ((P, "needs_review"), "A3, argued from topic shifts (information 'viewed from within' -> self-driving cars -> virtual reality), which are real; distinct-2 gives A2 0.986 > A3 0.93 > A1 0.775 (close)"),
        "A.3-evidence": (P, "'that can only be viewed from within', 'self-driving cars', 'virtual reality environments' in A3"),
        "B.1-choice": (P, "B2 (0.6): rep3 B2 0.129 > B1 0.086 > B3 0.03"),
        "B.2-repeat": (P, "'used to make predictions' twice in B2 (both contexts verbatim)"),
        "B.3-concept": (P, "probabilidade acumulada até p, menos candidatos, tied to B1 / B2 / B3 (and true of them)"),
        "D.1-parameter": (F, "not answered: '(não fiz)'"),
        "D.2-direction": (F, "not answered: '(não fiz)'"),
        "D.3-justified": (F, "not answered: '(não fiz)', 'Parte D: não deu tempo.'"),
    })

# ================================================================== chain-of-thought
n = "cot91-pipeline-pprint-headings"
add(n, "chain-of-thought", {q: ANSWERS[n][q] for q in ["C.1", "C.2", "C.3"]}, "heading_qid_dash", "portuguese",
    "md_cells:one_h2_heading_per_question,answer_inside_the_heading", ONE_COT,
    "pipeline('text-generation', model=MODEL_NAME) with the default return_full_text (prompt included); set_seed(91) "
    "once, P2 continues the RNG; the raw result list pprint-ed: the generated_text is split into adjacent quoted "
    "fragments at newlines and at ~52 characters ('... operations of ' / 'addition and subtraction ...'), so an excerpt "
    "can straddle two fragments; answers written entirely inside '## C.n — ...' headings; honest",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 '\\n\\nTo find the answer, ... which gives us 17.', P2 '4 = 77.1\\n\\nThe sum of 27 and 58.4 is 125.1.'"),
        "C.1-claim": (P, "não: P1 ends 'which gives us 17.', P2 '125.1'; no 85"),
        "C.2-excerpt": (P, "'To find the answer, we need to perform the operations of addition and subtraction' is in P1, across two pprint fragments ('...operations of ' 'addition and subtraction...')"),
        "C.3-guarantee": (P, "não, tied to both outputs ('gives us 17', 'The sum of 27 and 58.4 is 125.1.')"),
    })

n = "cot92-linenumbers-dict-answers"
vals = ast.literal_eval(ANSWERS[n]["dict"].split("=", 1)[1].strip())
add(n, "chain-of-thought", {"C.1": vals["C1"], "C.2": vals["C2"], "C.3": vals["C3"]}, "python_dict_key",
    "portuguese", "code_cell_never_run:dict_respostas_keys_C1_C2_C3", ONE_COT,
    "helper continua(pergunta, n, semente) seeding inside (921 / 922); each continuation printed line by line with a "
    "per-run line number 'P2.03  <line>' under '--- P2 ---'; P1 empty (one blank 'P1.01  ' line); answers as a Python "
    "dict in a code cell that was never run",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 empty, P2 '13 = 78.13, 1000.13 = ... = 2000.13.\\n\\nThis equation can be further simplified by adding 1000.'"),
        "C.1-claim": (P, "não: P1 empty, P2 never says 85 (78.13, 2000.13)"),
        "C.2-excerpt": (F, "NOT THE OWN OUTPUT: 'The most common method of solving this puzzle is by using a series of steps, which are repeated over and over.' is the course's own GPT-2 P2 output (observed-outputs.json, chain_of_thought_steps, Colab T4); the own P2 has nothing of it"),
        "C.3-guarantee": (P, "não, tied to the own P2 ('1000.13 + 1000.13 = 2000.13', verbatim)"),
    })

n = "cot93-answers-top-p2-twice"
add(n, "chain-of-thought", by_markers(joined(n), [("C.1", "**C.1**"), ("C.2", "**C.2**"), ("C.3", "**C.3**")]),
    "bold_qid", "portuguese", "one_cell_at_the_TOP_before_the_code:bold_qid", {"P1": 1, "P2": 2},
    "answers cell at the top of the notebook (before the parameters cell); outputs in ╔═ frames written with "
    "sys.stdout.write; P1 and a first P2 after manual_seed(5), then P2 generated AGAIN after manual_seed(50) in a later "
    "cell ('é essa que uso nas respostas'): two P2 outputs, the answers use the second and cite the first correctly; honest",
    {
        "runs-genuine": (P, "all three regenerate identically in an independent second execution; P1 '... 27 + 58 = 114', P2 (seed 5) '5 + 6.25 = 27 + 58.5 = 123.25. ...', P2 (seed 50) '5 = 102.5, which is the answer you asked for.'"),
        "C.1-claim": (P, "não: 114, 102.5 (and 123.25 in the first P2), each quoted from the right run"),
        "C.2-excerpt": (P, "'To solve this, we can simply add the numbers together and find the difference ...' verbatim in P1 (a plan stated before the sum; the question does not require P2)"),
        "C.3-guarantee": (P, "não, tied to P1 ('27 + 58 = 114') and the second P2 ('which is the answer you asked for')"),
    })

# ================================================================== few-shot
n = "fs91-pipeline-rawlists-4demos-en"
add(n, "few-shot", dict(ANSWERS[n]), "bold_heading_cell_before", "english",
    "md_cells:bold_Question_F_n_cell_then_answer_cell", ONE_FS,
    "pipeline('text2text-generation' if seq2seq else 'text-generation', return_full_text=False in the causal branch), "
    "greedy, 8 new tokens; the raw result lists printed ('zero-shot: [{'generated_text': ' \"Este filme foi um'}]'); the "
    "variation (printed in full) ADDS two demonstrations (four in all); English answers; honest",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": (P, "both outputs as printed, with the raw dict repr"),
        "F.2-format": (P, "only the few-shot: true of the outputs"),
        "F.3-weights": (P, "no; conditioning / in-context learning"),
        "F.4-variation": (P, "two demonstrations added; 'did not change' is true (VAR = FS)"),
        "F.5-window": (P, "1024 (n_positions); truncated, not attended"),
    })

n = "fs92-htmlconcat-short-demo"
add(n, "few-shot", by_markers(joined(n), [(q, f"**{q}**") for q in FSQ]), "bold_qid", "portuguese",
    "one_cell:bold_qid_paragraphs", ONE_FS,
    "outputs shown ONLY as one IPython HTML display built by string concatenation ('<h4>zero-shot</h4><pre>' + "
    "repr(saida) + '</pre>'), text/plain '<IPython.core.display.HTML object>'; variation = the negative demonstration "
    "replaced by the one-word 'Ruim.'",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": ((PA, "fail"), "EDITED: the zero-shot is given as '\"Este filme foi um desperdício de tempo.\"', the own output stops at ' \"Este filme foi um' (the student completed the cut sentence from the prompt); the few-shot NEGATIVO (+ \\n\\nText) is right"),
        "F.2-format": (P, "only the few-shot: true (the zero-shot echoes the review either way)"),
        "F.3-weights": (P, "não; condicionamento, aprendizado em contexto"),
        "F.4-variation": (P, "'Ruim.' in place of the negative demonstration; 'não mudou' is true (VAR = FS)"),
        "F.5-window": (P, "1024; truncado"),
    })

n = "fs93-answers-top-csv-raw"
add(n, "few-shot", by_markers(joined(n), [(q, f"- **{q}**") for q in FSQ]), "bold_qid_bullets", "mixed_languages",
    "one_cell_at_the_TOP_before_the_code:bullets", ONE_FS,
    "answers at the top of the notebook; the three outputs written with the csv module and the raw file printed: CSV "
    "quotes the fields and doubles the inner quote (' \"Este filme foi um' appears as '\" \"\"Este filme foi um\"'), and "
    "' NEGATIVO\\n\\nText' spans three physical lines inside quotes; variation = another positive demonstration; "
    "Portuguese / English mix; honest",
    {
        "runs-genuine": (P, "ZS, FS, VAR identical in an independent second execution"),
        "F.1-copied": (P, "' \"Este filme foi um' and NEGATIVO / Text, with the CSV quoting explained correctly"),
        "F.2-format": (P, "only the few-shot: true"),
        "F.3-weights": (P, "não; in-context learning, no weight update"),
        "F.4-variation": (P, "positive demonstration replaced; 'não mudou' is true (VAR = FS)"),
        "F.5-window": (P, "1024 (n_positions); truncar"),
    })

# ================================================================== template
n = "tpl91-rdig-sepbars-blockquote"
add(n, "template", by_markers(joined(n), [(q, f"> **{q}**") for q in TQ], strip=">"), "blockquote_bold_qid",
    "portuguese", "one_cell:markdown_blockquote_bold_qid", ONE_TPL,
    "generate(..., return_dict_in_generate=True) and out.sequences; templates printed as print(nome, repr(s), "
    "sep=' | '); manual_seed(919) once, ten samples as 'i | repr | rotulo' lines (course extraction rule: accents "
    "folded, upper-cased, first whole-word label), Counter vote with INDETERMINADO on ties, printed with the counts; "
    "answers in a blockquote; honest",
    {
        "runs-genuine": (P, "both templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "loose ' \"Este filme foi um erro de tempo.\"\\n\\nE', strict ' \"Este filme foi um' as recorded"),
        "T.2-format": (P, "nenhum: true"),
        "T.3-why": ((P, "needs_review"), "restricting the output space, and says honestly it did not work here, quoting the own strict output"),
        "T.4-vote": (P, "POSITIVO 5 (3 '\"POSITIVO\"', 4, 6 'POSITIVO o POSITIVE', 7 'Positivo ou NEGATIV', 9 'Positivo'), NEGATIVO 1 (8), 4 without label: matches the recount and the printed vote"),
        "T.5-guarantee": (P, "não; reduces variance"),
    })

n = "tpl92-csv-tostring-handvote"
add(n, "template", by_markers(joined(n), [(q, f"T {i} -") for i, q in enumerate(TQ, 1)]), "qid_space_dash",
    "portuguese", "one_cell:T_n_-_paragraphs_after_a_note_cell", ONE_TPL,
    "templates printed between brackets ('template ruim -> [ \"Este filme foi um erro de tempo.\"\\nE]'); ten samples, "
    "manual_seed(2000 + i) each, in a DataFrame written to sc.csv, read back and printed with to_string() (leading "
    "space not visible, newlines shown as \\n, right-aligned); NO extraction or vote in code: counted by hand",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "both outputs as printed (the loose one's 'E' on the next line mentioned)"),
        "T.2-format": (P, "nenhum: true"),
        "T.3-why": ((P, "needs_review"), "the intent (restrict the output space) and the own strict output quoted: it did not restrict"),
        "T.4-vote": (F, "WRONG COUNT: row 3 ' Positivo o negativo em' is counted as without label; by the course rule (first whole-word label, case-folded) it is POSITIVO. Recount POSITIVO 4 (1, 2, 3, 6), NEGATIVO 3 (4, 5, 9), without label 3 (0 '\"O que já olema', 7 'NEGATIVE', 8 'ESSA MALACTRÓ') -> POSITIVO, not the tie / INDETERMINADO the student reports"),
        "T.5-guarantee": (P, "não; só reduz a variância"),
    })

n = "tpl93-tqdmwrite-setseed-en"
add(n, "template", by_markers(joined(n), [(q, f"\n{i})") for i, q in enumerate(TQ, 1)]), "number_paren",
    "english", "one_cell:numbered_1)_to_5)_no_ids", ONE_TPL,
    "templates between '>>>' and '<<<' markers (the loose one spans two lines); ten samples in a tqdm loop (bar on "
    "stderr), set_seed(300 + i) each, written with tqdm.write (stdout) as 'sample 3 (seed 303): ' NEGATIVE\\n\\nTexto:' "
    "-> None'; votes in a dict keyed POSITIVO / NEGATIVO / None, tie rule, printed; English answers numbered 1)..5)",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "both outputs as printed"),
        "T.2-format": (P, "none: true"),
        "T.3-why": ((F, "needs_review"), "KEYWORDS ONLY: 'output space restriction, constraints, label format, fewer possible tokens', no explanation and no citation of the own outputs (which the question asks for); and the keywords describe an effect the own strict output does not show"),
        "T.4-vote": (P, "NEGATIVO 2 (0, 5), POSITIVO 0, 8 without label (3 and 6 'NEGATIVE', 1 'POSITIVE' in English, 2 'NO NO', ...): matches the printed votes"),
        "T.5-guarantee": (P, "no; reduces variance, the vote rests on 2 samples"),
    })


def split_from(E, problem, start=30, size=6):
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
