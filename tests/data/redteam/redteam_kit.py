"""What the red team's batch scripts share (batches 3-5): the builders of the unexecuted notebooks with
the activities' prompts as the course writes them, and the end of ``make_expected.py`` (the problem
notebooks, the seeded held-out split, ``expected.json`` and its summary).

A batch script imports it with ``sys.path.insert(0, str(Path(__file__).resolve().parents[1]))``.
"""
import json
import random
from collections import Counter

from nbformat.v4 import new_code_cell, new_markdown_cell


def md(s, tags=None):
    c = new_markdown_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def code(s, tags=None):
    c = new_code_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def slot(name, kind="md", tags=None):
    if kind == "md":
        return md(f"<<ANSWER:{name}>>", tags)
    return code(f"# <<ANSWER:{name}>>", tags)


def params(model="gpt2"):
    return code(f'MODEL_NAME = "{model}"', ["parameters"])


TASK = 'task = "Classifique o sentimento como POSITIVO ou NEGATIVO."'
ZS = '''zero_shot = f"""{task}

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
FS = '''few_shot = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
LOOSE = '''template_ruim = f"""{task}
"Este filme foi um desperdício de tempo." ->"""'''
STRICT = '''template_bom = f"""{task}

Responda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.
Não explique. Não escreva mais nada.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
SC = '''prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""'''


def _first(status):
    return status if isinstance(status, str) else status[0]


def problem_notebooks(E, deducted=("fail", "partial")):
    """The notebooks where the TA's first choice deducts on some criterion."""
    return {k for k, v in E.items() if any(_first(c["status"]) in deducted for c in v["criteria"].values())}


def split(E, problem, size=7):
    """The held-out notebooks: the first ``random.Random(s).sample`` (s = 1, 2, ...) of ``size`` with every
    activity and 3 or 4 problem notebooks; marks each notebook's ``split``. Returns (s, held)."""
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(1, 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and 3 <= len(set(h) & problem) <= 4:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed below 1000 gives a held-out part with every activity and 3-4 problem notebooks")


def write_expected(E, here, seed, held, problem):
    """``expected.json`` beside the script, and a summary of it on stdout."""
    with open(here / "expected.json", "w") as fh:
        json.dump(dict(sorted(E.items())), fh, ensure_ascii=False, indent=1, sort_keys=True)
    st = Counter()
    for v in E.values():
        for c in v["criteria"].values():
            s = c["status"]
            st[s if isinstance(s, str) else "/".join(s)] += 1
    print("split seed", seed, "heldout", sorted(held))
    print("problem notebooks", sorted(problem), len(problem))
    print(st, sum(st.values()))
    for k, v in sorted(E.items()):
        print(k, v["split"], {q: a["text"][:40] for q, a in v["answers"].items()})


# ======================================================================================================
# Added for batch 11: the generic parts that batches 8-10 copied from script to script (build, dump, answer,
# regeneration check, quote check, attribution measures, the expected.json entries and the seeded split).
# A batch's own scripts keep only what is specific to it: its notebooks, its answers, its TA's verdicts.
# ======================================================================================================
import ast
import html as _html
import re
from pathlib import Path


def write_notebooks(NB, out):
    """Write the unexecuted notebooks {name: [cells]} into ``out`` (python3 kernelspec)."""
    import nbformat
    from nbformat.v4 import new_notebook

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, out / f"{name}.ipynb")
        print(name)


def dump_outputs(folder, prefix=""):
    """Print every code cell's outputs of the executed notebooks in ``folder`` (what the student read)."""
    for f in sorted(Path(folder).glob(f"{prefix}*.ipynb")):
        nb = json.load(open(f))
        print("#" * 20, f.name)
        for i, c in enumerate(nb["cells"]):
            if c["cell_type"] != "code":
                continue
            for o in c.get("outputs", []):
                if o["output_type"] == "stream":
                    print(f"[{i} {o['name']}]")
                    print("".join(o["text"]))
                elif o["output_type"] == "error":
                    print(f"[{i} ERROR]", o["ename"], o["evalue"][:300])
                else:
                    d = o.get("data", {})
                    print(f"[{i} {o['output_type']}]", "".join(d.get("text/html", "")) or "".join(
                        d.get("text/markdown", "")) or "".join(d.get("text/plain", "")))


def _run_alone(src):
    import nbformat
    from nbclient import NotebookClient
    from nbformat.v4 import new_notebook

    nb = new_notebook(cells=[nbformat.v4.new_code_cell(src)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    NotebookClient(nb, kernel_name="python3", timeout=60).execute()
    return nb.cells[0].outputs


def fill_answers(src, dst, ANSWERS):
    """Write the hand-written answers into the executed notebooks of ``src`` (no model re-run), into ``dst``.
    Markdown slots ``<<ANSWER:slot>>`` / code slots ``# <<ANSWER:slot>>`` get ANSWERS[name][slot]; a code slot tagged
    ``answers-executed-after`` is executed alone in a fresh kernel (it must need nothing from the notebook) and gets
    that real output and the next execution count, as when the student ran it after writing."""
    import nbformat

    src, dst = Path(src), Path(dst)
    dst.mkdir(parents=True, exist_ok=True)
    for f in sorted(src.glob("*.ipynb")):
        name = f.stem
        nb = nbformat.read(f, as_version=4)
        ans = ANSWERS[name]
        used = set()
        last = max((c.get("execution_count") or 0) for c in nb.cells if c.cell_type == "code")
        for c in nb.cells:
            s = c.source.strip()
            if s.startswith("# "):
                s = s[2:]
            if s.startswith("<<ANSWER:") and s.endswith(">>"):
                key = s[len("<<ANSWER:"):-2]
                c.source = ans[key].strip("\n")
                used.add(key)
                c.metadata.pop("papermill", None)
                if c.cell_type == "code":
                    if "answers-executed-after" in c.metadata.get("tags", []):
                        c.outputs = _run_alone(c.source)
                        c.execution_count = last + 1
                        for o in c.outputs:
                            if "execution_count" in o:
                                o["execution_count"] = last + 1
                    else:
                        c.outputs = []
                        c.execution_count = None
        missing = set(ans) - used
        assert not missing, (name, missing)
        nbformat.write(nb, dst / f.name)
        print(name, sorted(used))


REGEN_NOISE = re.compile(r"Loading weights|it/s\]|s/it\]|Materializing|warn|Device set to use", re.I)


def generated_outputs(nb, noise=REGEN_NOISE):
    """Per code cell with output: (index, {stdout, stderr} joined without noise lines, [rich text: html, markdown,
    plain], errors). What a regeneration check compares."""
    res = []
    for i, c in enumerate(nb["cells"]):
        if c["cell_type"] != "code":
            continue
        stream = {"stdout": "", "stderr": ""}
        rich = []
        for o in c.get("outputs", []):
            if o["output_type"] == "stream":
                stream[o["name"]] += "".join(o["text"])
            elif "data" in o:
                d = o["data"]
                rich.append("".join(d.get("text/html", "")) + "".join(d.get("text/markdown", ""))
                            + "".join(d.get("text/plain", "")))
            elif o["output_type"] == "error":
                rich.append("ERROR " + o["ename"])
        stream = {k: "\n".join(l for l in v.split("\n") if not noise.search(l)) for k, v in stream.items()}
        if any(stream.values()) or rich:
            res.append((i, stream, rich))
    return res


def regen_compare(record_dir, regen_dir, skip_tags=("answers-executed-after",)):
    """Compare two independent executions output by output; prints one line per notebook; returns (ok, bad)."""
    A, B = Path(record_dir), Path(regen_dir)
    ok = bad = 0
    for f in sorted(A.glob("*.ipynb")):
        g = B / f.name
        if not g.exists():
            print(f"{f.stem}: NOT RE-EXECUTED")
            continue
        na, nb_ = json.load(open(f)), json.load(open(g))
        skip = {i for i, c in enumerate(na["cells"]) if set(skip_tags) & set(c.get("metadata", {}).get("tags", []))}
        ra = [x for x in generated_outputs(na) if x[0] not in skip]
        rb = [x for x in generated_outputs(nb_) if x[0] not in skip]
        same = ra == rb
        ok += same
        bad += not same
        print(f"{f.stem}: {'OK' if same else 'MISMATCH'} ({len(ra)} cells with output compared)")
        if not same:
            for x, y in zip(ra, rb):
                if x != y:
                    print("   cell", x[0], repr(x)[:300], "\n   vs  ", repr(y)[:300])
    print(f"{ok} identical, {bad} mismatch")
    return ok, bad


def norm_text(s):
    """Lower-cased flat text for presence checks: ANSI, HTML tags and escapes, repr / JSON escapes, box and table
    rules, whitespace folded."""
    s = s.replace("\r\n", "\n")
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = re.sub(r"</?[a-zA-Z][a-zA-Z0-9]*(?: [^<>]*)?/?>", " ", s)
    s = _html.unescape(s).replace("\\n", " ").replace("\\'", "'").replace('\\"', '"')
    s = s.replace("│", " ").replace(" / ", " ").replace("|", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def notebook_output_text(nb, skip_tags=("answers-executed-after",)):
    """Every recorded output of the notebook as one normalised string (cells tagged ``skip_tags`` left out)."""
    out = []
    for c in nb["cells"]:
        if set(skip_tags) & set(c.get("metadata", {}).get("tags", [])):
            continue
        for o in c.get("outputs", []):
            d = o.get("data", {})
            out.append("".join(o.get("text", "")) + " " + "".join(d.get("text/html", "")) + " "
                       + "".join(d.get("text/markdown", "")) + " " + "".join(d.get("text/plain", "")))
    return norm_text(" ".join(out))


QUOTE_RE = re.compile(r'`([^`\n]*)`|"([^"\n]*)"|“([^”\n]*)”|«([^»\n]*)»')


def quoted_excerpts(text):
    """The excerpts an answer quotes, pairing the marks left to right: `backticks` (3+ characters; double quotes
    inside are output, not quotation marks), "double" (6+, not opening on a space: `"!" instead of "."` is no
    excerpt), “curly” or «guillemets» (6+)."""
    res = []
    for m in QUOTE_RE.finditer(text):
        if m.group(1) is not None:
            if len(m.group(1)) >= 3:
                res.append(m.group(1))
            continue
        q = next(g for g in m.groups()[1:] if g is not None)
        if len(q) >= 6 and not q[0].isspace():
            res.append(q)
    return res


def answer_source(text):
    """An answer written as code (``respostas = <literal>`` then code): the literal's strings joined."""
    t = text.strip()
    if re.match(r"^respostas\s*=", t):
        lit = ast.literal_eval(t.split("=", 1)[1].split("\nfor ")[0].split("\nprint(")[0].strip())
        return "\n".join(lit.values()) if isinstance(lit, dict) else str(lit)
    return text


def check_quotes(folder, ANSWERS, show_all=False):
    """List each quoted excerpt of each answer and whether the notebook's recorded outputs hold it (presence, not
    run attribution). Excerpts with "[...]" / "..." are checked piece by piece. Returns the excerpts not found."""
    missing = []
    for name, ans in ANSWERS.items():
        p = Path(folder) / f"{name}.ipynb"
        if not p.exists():
            continue
        out = notebook_output_text(json.load(open(p)))
        for key, text in ans.items():
            for q in quoted_excerpts(answer_source(text)):
                parts = [x for x in (norm_text(y.strip("'\" ")) for y in re.split(r"\[\.\.\.\]|\.\.\.|…", q)) if x]
                ok = all(x in out for x in parts)
                if not ok:
                    missing.append((name, key, q))
                if not ok or show_all:
                    print(f"{name} [{key}] {'found' if ok else 'NOT FOUND'}: {q[:110]}")
    return missing


def words(s):
    return re.findall(r"[\w']+", s.lower())


def rep3(s):
    """Word-level share of 3-grams that occur more than once."""
    w = words(s)
    g = [tuple(w[i:i + 3]) for i in range(len(w) - 2)]
    if not g:
        return 0.0
    c = Counter(g)
    return round(sum(v for v in c.values() if v > 1) / len(g), 3)


def distinct2(s):
    w = words(s)
    g = [tuple(w[i:i + 2]) for i in range(len(w) - 1)]
    return round(len(set(g)) / len(g), 3) if g else 0.0


def attribute(runs, excerpts):
    """runs {name: text}; excerpts [(label, text)]: print the runs holding each excerpt (whitespace folded) and
    each run's rep3 / distinct-2."""
    flat = {k: re.sub(r"\s+", " ", v).lower() for k, v in runs.items()}
    for k, v in runs.items():
        print(f"   {k}: rep3 {rep3(v)} d2 {distinct2(v)} chars {len(v)}")
    for label, e in excerpts:
        e2 = re.sub(r"\s+", " ", e).strip().lower()
        print(f"   {label}: {[k for k, v in flat.items() if e2 in v] or 'NOWHERE'} <- {e[:70]!r}")


# ---------------------------------------------------------------- expected.json
def by_markers(text, markers, strip=""):
    """markers [(qid, marker)] in order within ``text``; each answer runs to the next marker (searched onwards)."""
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


def crit(status, why):
    """A criterion: a status, or a tuple (TA's choice, other defensible statuses...)."""
    if isinstance(status, str):
        return {"status": status, "why": why}
    return {"status": status[0], "why": why, "also": list(status[1:])}


def entry(activity, answers, found_by, kind, placement, runs, shape, criteria, doubt=(), unplaced=()):
    """One expected.json entry, in the schema of batches 8-10."""
    return {
        "activity": activity,
        "answers": {q: {"text": t, "found_by": found_by, "doubt": q in doubt} for q, t in answers.items()},
        "answers_kind": kind,
        "criteria": {c: crit(s, w) for c, (s, w) in criteria.items()},
        "placement": placement,
        "runs": runs,
        "shape": shape,
        "unplaced_answers": list(unplaced),
    }


RUNS_ONE = {
    "temperature-top-p": {r: 1 for r in ["A1", "A2", "A3", "B1", "B2", "B3"]},
    "chain-of-thought": {"P1": 1, "P2": 1},
    "few-shot": {"ZS": 1, "FS": 1, "VAR": 1},
    "template": {"LOOSE": 1, "STRICT": 1, "SC": 10},
}
QIDS = {
    "temperature-top-p": ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"],
    "chain-of-thought": ["C.1", "C.2", "C.3"],
    "few-shot": ["F.1", "F.2", "F.3", "F.4", "F.5"],
    "template": ["T.1", "T.2", "T.3", "T.4", "T.5"],
}
CRITERIA = {
    "temperature-top-p": ["A.1-excerpts", "A.2-choice", "A.2-evidence", "A.3-choice", "A.3-evidence", "B.1-choice",
                          "B.2-repeat", "B.3-concept", "D.1-parameter", "D.2-direction", "D.3-justified",
                          "runs-genuine"],
    "chain-of-thought": ["C.1-claim", "C.2-excerpt", "C.3-guarantee", "runs-genuine"],
    "few-shot": ["F.1-copied", "F.2-format", "F.3-weights", "F.4-variation", "F.5-window", "runs-genuine"],
    "template": ["T.1-copied", "T.2-format", "T.3-why", "T.4-vote", "T.5-guarantee", "runs-genuine"],
}


def split_from(E, problem, start, size=6, lo=2, hi=4):
    """The held-out part: the first ``random.Random(s).sample(sorted(E), size)``, s = start, start + 1, ..., holding
    every activity and ``lo``..``hi`` problem notebooks; marks each entry's ``split``. Returns (s, held)."""
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(start, start + 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and lo <= len(set(h) & problem) <= hi:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed gives such a held-out part")


def check_entries(E, answer_sources):
    """Every entry has its activity's criteria and question ids, and every answer text is in the notebook's answers
    (``answer_sources`` {name: text of all its answers})."""
    for k, v in E.items():
        a = v["activity"]
        assert sorted(v["criteria"]) == sorted(CRITERIA[a]), (k, sorted(v["criteria"]))
        assert list(v["answers"]) == QIDS[a], (k, list(v["answers"]))
        for q, x in v["answers"].items():
            assert x["text"] and x["text"] in answer_sources[k], (k, q)


def write_expected_split(E, here, seed, held, problem):
    """``expected.json`` in ``here`` and a summary on stdout (TA's choice per split, ``also`` counts)."""
    with open(Path(here) / "expected.json", "w") as fh:
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
    for sp in ("dev", "heldout"):
        c = Counter(x["status"] for v in E.values() if v["split"] == sp for x in v["criteria"].values())
        print(sp, sum(v["split"] == sp for v in E.values()), "notebooks", dict(c), sum(c.values()))
