"""Write expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Format as batch 7 (activity, answers {qid: {text, found_by, doubt}}, answers_kind, criteria {id: {status, also?, why}},
placement, runs, shape, split, unplaced_answers); `status` is the TA's own choice, `also` the other defensible statuses.
Split (8 notebooks): the first s = 4, 5, ... for which random.Random(s).sample(sorted(names), 4) holds one notebook of
every activity and two or three problem notebooks; those 4 are heldout.
Measures in the whys: attribution_check.py (word-level rep3 = share of 3-grams occurring more than once,
d2 = distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
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
FSQ = ["F.1", "F.2", "F.3", "F.4", "F.5"]
TQ = ["T.1", "T.2", "T.3", "T.4", "T.5"]
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
        out[q] = text[j:end].strip().strip("|").strip()
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


# ================================================================== temperature-top-p
t = ANSWERS["tp81-logging-seed-in-comprehension"]["all"]
add("tp81-logging-seed-in-comprehension", "temperature-top-p",
    by_markers(t, [("A.1", "A.1 — trechos:"), ("A.2", "A.2 —"), ("A.3", "A.3 —"), ("B.1", "B.1 —"), ("B.2", "B.2 —"),
                   ("B.3", "B.3 —"), ("D.1", "D.1:"), ("D.2", "D.2:"), ("D.3", "D.3:")]),
    "qid_dash_label", "portuguese_no_accents", "one_cell:bold_part_headers_qid_dash_runs_as_ordinals", ONE_TP,
    "the six runs logged with the logging module on stderr ('INFO | lab415 | primeira execucao (temperature=0.2, "
    "top_p=0.9): <text>'), runs named only by Portuguese ordinals (primeira..sexta = A1 A2 A3 B1 B2 B3, said in a "
    "markdown note); the seed is set inside a list comprehension: `torch.manual_seed(800 + i) and gera(T, p)`; honest",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (regen_checks.py); seeds 800..805 in the comprehension"),
        "A.1-excerpts": (P, "three excerpts, each verbatim in its own run (primeira=A1, segunda=A2, terceira=A3), 15-23 words"),
        "A.2-choice": (P, "primeira = A1: rep3 A1 0.118 > A2 0.06 > A3 0.0"),
        "A.2-evidence": (P, "'they are not a replacement for human judgment' / 'they are not a substitute for human expertise' / 'a willingness to learn, and a willingness to adapt' all in A1"),
        "A.3-choice": (P, "terceira = A3: distinct-2 A3 0.985 > A2 0.956 > A1 0.841"),
        "A.3-evidence": (P, "'weather models, climate models, and genetic algorithms', 'Some popular modelers include:' in A3"),
        "B.1-choice": (P, "quarta = B1 (p=0.3): rep3 B1 0.174 > B3 0.059 > B2 0.031"),
        "B.2-repeat": (P, "'can be used to' occurs 3 times in B1 (also once in A1, A2); a pattern, which the question allows"),
        "B.3-concept": (P, "'menor conjunto de tokens cuja probabilidade acumulada chega a 0.3', 'poucos candidatos', tied to the quarta execucao"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentaria (0.6 -> 0.9)"),
        "D.3-justified": (P, "refers to the quarta (B1) and sexta (B3) runs and the primeira (A1)"),
    })

add("tp82-textwrap-format-header", "temperature-top-p",
    {**{q: ANSWERS["tp82-textwrap-format-header"][q] for q in TPQ[:6]},
     **by_markers(ANSWERS["tp82-textwrap-format-header"]["D"], [("D.1", "D.1:"), ("D.2", "D.2:"), ("D.3", "D.3:")])},
    "bold_qid_cells", "portuguese_no_accents", "one_md_cell_per_question_after_bold_qid_cell:D_together", ONE_TP,
    "each run printed as a str.format header '[A1] T=0.2 | top_p=0.9' and the continuation rewrapped by "
    "textwrap.fill(width=64) (original newlines collapsed, lines re-broken); seeds 82 (A) and 820 (B, dict comprehension)",
    {
        "runs-genuine": (P, "all six regenerate identically in an independent second execution (regen_checks.py)"),
        "A.1-excerpts": (P, "three excerpts, each verbatim (whitespace-normalised across textwrap's line breaks) in its own run"),
        "A.2-choice": (F, "names A1 but A1 has no repeated 3-gram (rep3 0.0) while A2 repeats 'In the context of climate data' (rep3 0.2): the choice is argued from theory ('temperatura baixa ... fica preso'), contradicted by the own outputs"),
        "A.2-evidence": ((PA, "fail"), "'data augmentation' does occur twice in A1, but it is a 2-word term, not a repeated structure; the real repetition of the own outputs is in A2"),
        "A.3-choice": (P, "A3: distinct-2 A3 1.0 > A1 0.956 > A2 0.803"),
        "A.3-evidence": (P, "'interpretability, ease of use', 'Principal Component Analysis (PCA) * K-Means Clustering' in A3 (the '*' list items joined by textwrap)"),
        "B.1-choice": (P, "B1: rep3 0.438, B2 0.0, B3 0.0"),
        "B.2-repeat": ((PA, "fail"), "EDITED QUOTE: B1 prints 'The `model` is a function that takes a list of data and returns a model object.' twice; the answer has 'a list of texts' (and drops the backticks): the sentence the student means does repeat, but the copy is not the output (a fuzzy match may still accept it)"),
        "B.3-concept": (P, "'ate somar 30% da probabilidade acumulada', 'o nucleo fica com poucos candidatos', tied to B1 and B3"),
        "D.1-parameter": (P, "top-p"),
        "D.2-direction": (P, "aumentar, 0.3/0.6 -> 0.9"),
        "D.3-justified": (P, "refers to B1 and B3 (true of the outputs: B3 rep3 0.0)"),
    })

# ================================================================== chain-of-thought
t = ANSWERS["cot81-textstreamer-mixed-lang"]["all"]
add("cot81-textstreamer-mixed-lang", "chain-of-thought",
    by_markers(t, [("C.1", "**C.1**"), ("C.2", "**C.2**"), ("C.3", "**C.3**")]), "bold_qid", "mixed_languages",
    "one_cell:bold_qid_pt_en_mixed_no_heading_cell", ONE_COT,
    "both runs streamed token by token with transformers.TextStreamer(skip_prompt=True): one stdout stream output per "
    "word chunk ('5 ', '- ', '2 ', ...), to be joined; P1 streams nothing (empty continuation, only the '>>> P1' line); "
    "one manual_seed(81) before P1, P2 continues the RNG state; honest",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution; P1 empty, P2 '5 - 2 = 7.6. ... So, the answer is 27.'"),
        "C.1-claim": (P, "não: P1 has no answer (empty), P2 ends 'So, the answer is 27.'"),
        "C.2-excerpt": (P, "'Step 3: Multiply 27 by 27 to reach 762.' verbatim in P2 (joined stream chunks)"),
        "C.3-guarantee": (P, "não, tied to P2 ('Step 4: Divide 27 by 27 to reach 1.', final 27)"),
    })

add("cot82-file-roundtrip", "chain-of-thought", dict(ANSWERS["cot82-file-roundtrip"]), "qid_paren_cell_before",
    "portuguese", "md_cells:qid_paren_cell_then_answer_cell", ONE_COT,
    "both continuations written to saidas_parte_c.txt with a '### P1 | What is 27 + 58? | T=0.7 top_p=0.9 "
    "max_new_tokens=40' header each, then the file read back and printed in one stdout output; seeds 8240 / 8280 "
    "(8200 + max_new_tokens); P1 empty",
    {
        "runs-genuine": (P, "both regenerate identically in an independent second execution"),
        "C.1-claim": (F, "'Sim ... a resposta final foi 85' is contradicted by the own outputs: P1 is empty, P2 never prints 85 (it stops at 'So, the final answer is', after '10.25 + 123.25 = 21.67')"),
        "C.2-excerpt": (P, "'Add 123.25 to 10.25: 10.25 + 123.25 = 21.67' verbatim in P2"),
        "C.3-guarantee": ((P, "partial"), "não, tied to P2 ('10.25 + 123.25 não dá 21.67'); sits oddly with C.1's 'sim', but C.3 on its own is right"),
    })

# ================================================================== few-shot
t = ANSWERS["fs81-ljust-table-reorder-mdtable"]["all"]
add("fs81-ljust-table-reorder-mdtable", "few-shot",
    by_markers(t, [("F.1", "| F.1 (saídas) |"), ("F.2", "| F.2 (formato) |"), ("F.3", "| F.3 (pesos?) |"),
                   ("F.4", "| F.4 (variação) |"), ("F.5", "| F.5 (janela) |")]),
    "markdown_table_row", "portuguese", "one_cell:markdown_table_pergunta_resposta", ONE_FS,
    "outputs in a hand-made '|' table built with str.ljust, newlines of the outputs replaced by ' / ' "
    "(' NEGATIVO\\n\\nText' shows as 'NEGATIVO /  / Text'); variation = the two demonstrations in reverse order "
    "(NEGATIVO first); answers as a markdown table; honest",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": (P, "both outputs as printed, the ' / ' notation explained (not the book's NEGATIVO/NEGATIVO: ZS differs)"),
        "F.2-format": (P, "only the few-shot starts with a label; zero-shot none: true of the outputs"),
        "F.3-weights": (P, "não; 'condicionamento pelo contexto'"),
        "F.4-variation": (P, "reordered demonstrations; 'não mudou' is true (VAR = FS)"),
        "F.5-window": (P, "1024 tokens (n_positions); 'truncado, não entra na atenção'"),
    })

add("fs82-ipython-pretty", "few-shot", dict(ANSWERS["fs82-ipython-pretty"]), "bold_qid_inline", "portuguese",
    "md_cells:one_per_question_bold_qid_inline", ONE_FS,
    "each output shown only as an IPython Pretty display_data ('ZERO-SHOT\\n \"Este filme foi um'); variation = the "
    "negative demonstration replaced by 'Horrível, saí no meio da sessão.'",
    {
        "runs-genuine": (P, "ZS ' \"Este filme foi um', FS and VAR ' NEGATIVO\\n\\nText': identical in an independent second execution"),
        "F.1-copied": (F, "'Zero-shot: NEGATIVO. Few-shot: NEGATIVO.' is the book's 5.5.2 / 5.5.4 output, not the own record: the own zero-shot printed ' \"Este filme foi um' (the few-shot NEGATIVO happens to agree)"),
        "F.2-format": (F, "'Os dois seguiram o formato' is false of the own outputs: the zero-shot gave no label (it follows from the book-copied F.1)"),
        "F.3-weights": (P, "não; 'condicionam ... in-context learning'"),
        "F.4-variation": (P, "demonstration changed; 'continuou NEGATIVO (seguido de \"Text\"), não mudou' is true (VAR = FS)"),
        "F.5-window": (P, "1024 tokens; 'descartados (truncados)'"),
    })

# ================================================================== template
t = ANSWERS["tpl81-jsonlines-ordinals"]["all"]
add("tpl81-jsonlines-ordinals", "template",
    by_markers(t, [(q, f"{i}º)") for i, q in enumerate(TQ, 1)]), "ordinal_position", "portuguese_no_accents",
    "one_cell:ordinals_1o_to_5o_no_ids", ONE_TPL,
    "templates and the ten samples each printed as a JSON line (json.dumps, ensure_ascii=False: newlines as \\n, quotes "
    "escaped); one manual_seed(8181) before the sample loop; the vote from a dict with max(), printed with the dict; "
    "answers numbered 1º)..5º) only; honest",
    {
        "runs-genuine": (P, "both templates and all ten samples identical in an independent second execution"),
        "T.1-copied": (P, "loose ' \"Este filme foi um erro de tempo.\"\\n\\nE', strict ' \"Este filme foi um' as recorded"),
        "T.2-format": (P, "nenhum: true, neither output is a label"),
        "T.3-why": ((P, "needs_review"), "states the intent (restrict the output space) and says honestly it did not work here, quoting the own strict output"),
        "T.4-vote": (P, "NEGATIVO 6 (0,1,2,3,4,8), POSITIVO 1 (6), 3 without label (5 'NEGAT' cut, 7 'NEGATIVE', 9 'NO'): matches the course regex recount and the printed vote"),
        "T.5-guarantee": (P, "nao; 'so reduz a variancia'"),
    })

t = ANSWERS["tpl82-boxtable-handcount"]["all"]
add("tpl82-boxtable-handcount", "template",
    by_markers(t, [(q, f"- T{i}:") for i, q in enumerate(TQ, 1)]), "qid_no_dot_list", "portuguese_no_accents",
    "one_cell:bullet_list_T1_to_T5_without_dot", ONE_TPL,
    "ten samples (manual_seed(1000 + k) before each) printed in a box-drawn table (│ ┌ └), newlines replaced by spaces "
    "and cut at 42 characters; NO vote computed in code: counted by hand",
    {
        "runs-genuine": (P, "templates and the ten samples identical in an independent second execution"),
        "T.1-copied": (P, "both outputs as printed (the loose one's trailing '\\nE' left out, the strict one's opening quote kept)"),
        "T.2-format": (F, "'o template bom ... respondeu no formato de rotulo' is contradicted by the own output ' \"Este filme foi um': neither template gave a label"),
        "T.3-why": ((F, "partial"), "the textbook reason, argued from the false T.2 ('so tem POSITIVO ou NEGATIVO como saida possivel'); not true of the own strict output"),
        "T.4-vote": ((PA, "pass"), "vote NEGATIVO is right, but the hand count is wrong: row 9 'NEGATIVE' is not NEGATIVO; recount NEGATIVO 4 (2, 7, 8, 10), POSITIVO 1 (3), 5 without label"),
        "T.5-guarantee": (P, "nao; 'so diminui a variancia'"),
    })


def split_from(E, problem, start=4, size=4):
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(start, 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and 2 <= len(set(h) & problem) <= 3:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed")


PROBLEM = problem_notebooks(E, (F, PA))
seed, held = split_from(E, PROBLEM)

if __name__ == "__main__":
    for k, v in E.items():
        for q, a in v["answers"].items():
            assert a["text"] and a["text"] in "\n".join(ANSWERS[k].values()), (k, q)
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
