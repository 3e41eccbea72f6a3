"""How a generated notebook's code cells are written and what they printed.

Each code shape is a pair: the code a student writes (the course helper, the book's
``generate_text``, ``model.generate`` + decode, a ``pipeline`` with ``num_return_sequences``,
loops over lists, ``zip`` and dicts) and a Python function that produces that cell's outputs by
doing what the code's printing does on the real texts: builtin ``print`` into a stream, ``rich``'s
``print`` (ANSI codes, hard wrapping, pretty-printed lists) into ``display_data``, a value left as
the cell's last expression into an ``execute_result`` (IPython's pretty repr). Nothing here runs a
model: the texts are the pool's real executions (tests/data/generated/pool.json).
"""

from __future__ import annotations

import html
import io
import json
from pathlib import Path
from typing import Any, Callable

from grader.core.records import GENERATION_MIME

POOL_PATH = Path(__file__).resolve().parents[1] / "data" / "generated" / "pool.json"
POOL: dict[str, Any] = json.loads(POOL_PATH.read_text(encoding="utf-8"))
PART_A, PART_B = ("A1", "A2", "A3"), ("B1", "B2", "B3")
TEMPS = {"A1": 0.2, "A2": 0.7, "A3": 1.0}
TOPPS = {"B1": 0.3, "B2": 0.6, "B3": 0.9}


def samples_of(execution: str, n: int | None = None) -> dict[str, list[str]]:
    """Run id -> the first ``n`` (all: None) continuations of that execution."""
    return {rid: [s["text"] for s in run["samples"]][:n] for rid, run in POOL[execution]["runs"].items()}


class Out:
    """The outputs of one cell, as Jupyter stores them."""

    def __init__(self, rich: bool = False) -> None:
        self.rich = rich
        self.outputs: list[dict[str, Any]] = []

    def print(self, *objs: Any, sep: str = " ") -> None:
        if self.rich:
            from rich.console import Console

            console = Console(file=io.StringIO(), force_terminal=True, force_jupyter=False, width=115,
                              color_system="standard")
            console.print(*objs, sep=sep)
            text = console.file.getvalue()
            plain = Console(file=io.StringIO(), force_terminal=False, width=115, color_system=None)
            plain.print(*objs, sep=sep)
            body = html.escape(plain.file.getvalue())
            self.outputs.append({"output_type": "display_data", "metadata": {}, "data": {
                "text/plain": text, "text/html": f"<pre style=\"white-space:pre\">{body}</pre>\n"}})
            return
        buf = io.StringIO()
        print(*objs, sep=sep, file=buf)
        if self.outputs and self.outputs[-1]["output_type"] == "stream":
            self.outputs[-1]["text"] += buf.getvalue()
        else:
            self.outputs.append({"output_type": "stream", "name": "stdout", "text": buf.getvalue()})

    def result(self, value: Any, count: int) -> None:
        from IPython.lib.pretty import pretty

        self.outputs.append({"output_type": "execute_result", "execution_count": count, "metadata": {},
                             "data": {"text/plain": pretty(value)}})

    def record(self, run: str, prompt: str, text: str, params: dict[str, float], token_ids: Any) -> None:
        """What the course helper ``grader.course.generate`` shows: the text, then its record."""
        self.print(prompt + text)
        rec = {"device": "cpu", "dtype": "float32", "encoder_decoder": False, "format": 1, "model": "smollm2-135m",
               "params": {"do_sample": True, "max_new_tokens": 80, "temperature": params["temperature"],
                          "top_k": None, "top_p": params["top_p"]},
               "prompt": prompt, "run": run, "seed": None, "text": text}
        if token_ids:
            rec["token_ids"] = token_ids
        self.outputs.append({"output_type": "display_data", "metadata": {},
                             "data": {GENERATION_MIME: rec, "text/plain": f"[registro da geração {run}]"}})


def code_cell(source: str, outputs: list[dict[str, Any]], count: int) -> dict[str, Any]:
    for out in outputs:
        if out["output_type"] == "execute_result":
            out["execution_count"] = count
    return {"cell_type": "code", "execution_count": count, "metadata": {}, "outputs": outputs, "source": source}


SETUP = '''\
import torch
{rich}from grader.course import load_model
model, tokenizer = load_model("smollm2-135m")
PROMPT = "Transformers are models that"
'''

BOOK_WRAPPER = '''\
def generate_text(prompt, max_new_tokens=80, temperature=1.0, top_p=1.0, do_sample=True):
    # tokeniza, gera e devolve prompt + continuação (como no livro)
    inputs = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        output_ids = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                                    temperature=temperature, top_p=top_p,
                                    pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(output_ids[0], skip_special_tokens=True)
'''

# -- code shapes: (setup extras, per-part cells) --------------------------------------------------
# Each builder returns [(source, outputs)] for the generation cells of parts A and B, given the
# texts (run id -> continuations), the prompt and how printing is done (``printing``).

Cells = list[tuple[str, list[dict[str, Any]]]]


def _part(rid: str) -> tuple[str, tuple[str, ...], dict[str, float]]:
    return ("A", PART_A, TEMPS) if rid in PART_A else ("B", PART_B, TOPPS)


def _params(rid: str) -> tuple[float, float]:
    return (TEMPS[rid], 0.9) if rid in PART_A else (0.7, TOPPS[rid])


def helper_cells(texts: dict[str, list[str]], prompt: str, printing: str, rich: bool, execution: str) -> Cells:
    cells = []
    for rid in PART_A + PART_B:
        t, p = _params(rid)
        out = Out(rich)
        n = len(texts[rid])
        call = f'generate(model, tokenizer, PROMPT, run="{rid}", temperature={t}, top_p={p}, max_new_tokens=80)'
        src = f"saida_{rid} = {call}" if n == 1 else f"for i in range({n}):\n    {call}"
        for k, text in enumerate(texts[rid]):
            pooled = POOL[execution]["runs"][rid]["samples"][k]
            ids = pooled["token_ids"] if pooled["text"] == text else None  # an edited text has no ids
            out.record(rid, prompt, text, {"temperature": t, "top_p": p}, ids)
        cells.append((src, out.outputs))
    return cells


def _loop_print(out: Out, printing: str, label: str, header: str, full: list[str]) -> tuple[str, str]:
    """(code lines of the loop body that print, after ``amostras`` exists) and does the printing."""
    if printing == "headers":
        out.print("\n" + "=" * 40)
        out.print(header)
        out.print("=" * 40)
        for i, s in enumerate(full):
            out.print(f"\n[Amostra {i + 1}]")
            out.print(s)
        return ("print(\"\\n\" + \"=\" * 40)\nprint({hdr})\nprint(\"=\" * 40)\n"
                "for i, s in enumerate(amostras):\n    print(f\"\\n[Amostra {{i+1}}]\")\n    print(s)"), header
    if printing == "list_whole":
        out.print(header)
        out.print("Amostras:", full)
        return "print({hdr})\nprint(\"Amostras:\", amostras)", header
    if printing == "repr_label":
        for i, s in enumerate(full):
            out.print(f"{label} amostra {i + 1}: {s!r}")
        return "for i, s in enumerate(amostras):\n    print(f\"{lbl} amostra {{i+1}}: {{s!r}}\")", header
    raise ValueError(printing)


def _indent(block: str, n: int = 4) -> str:
    return "\n".join(" " * n + line if line else line for line in block.split("\n"))


def book_loop_cells(texts, prompt, printing, rich, execution) -> Cells:
    """The course book: generate_text (prompt + continuation) in a loop over a literal list."""
    cells = []
    for part, runs, values in (("A", PART_A, TEMPS), ("B", PART_B, TOPPS)):
        out = Out(rich)
        n = len(texts[runs[0]])
        var, name = ("temp", "TEMPERATURA") if part == "A" else ("p", "TOP-P")
        fixed = "top_p=0.9" if part == "A" else "temperature=0.7"
        call = (f"generate_text(PROMPT, temperature=temp, top_p=0.9, max_new_tokens=80)" if part == "A" else
                f"generate_text(PROMPT, temperature=0.7, top_p=p, max_new_tokens=80)")
        body = None
        for rid in runs:
            v = values[rid]
            header = f"[EXPERIMENTO] {name} = {v} ({fixed})"
            lbl = f"{name} = {v}"
            body, _ = _loop_print(out, printing, lbl, header, [prompt + s for s in texts[rid]])
        hdr = f'f"[EXPERIMENTO] {name} = {{{var}}} ({fixed})"'
        lbl = f"{name} = {{{var}}}"
        body = body.replace("{hdr}", hdr).replace("{lbl}", lbl)
        src = (f"valores = {[values[r] for r in runs]}\nfor {var} in valores:\n"
               f"    amostras = [{call} for _ in range({n})]\n{_indent(body)}")
        cells.append((src, out.outputs))
    return cells


def model_generate_cells(texts, prompt, printing, rich, execution) -> Cells:
    """model.generate with num_return_sequences, the new tokens decoded (continuations only)."""
    cells = []
    for part, runs, values in (("A", PART_A, TEMPS), ("B", PART_B, TOPPS)):
        out = Out(rich)
        n = len(texts[runs[0]])
        var, name = ("temp", "TEMPERATURA") if part == "A" else ("p", "TOP-P")
        kw = "temperature=temp, top_p=0.9" if part == "A" else "temperature=0.7, top_p=p"
        fixed = "top_p=0.9" if part == "A" else "temperature=0.7"
        body = None
        for rid in runs:
            v = values[rid]
            body, _ = _loop_print(out, printing, f"{name} = {v}", f"[EXPERIMENTO] {name} = {v} ({fixed})",
                                  [prompt + s for s in texts[rid]] if printing == "headers" else list(texts[rid]))
        if printing == "headers":  # the prompt printed in front of each continuation
            body = body.replace("print(s)", "print(PROMPT + s)")
        body = body.replace("{hdr}", f'f"[EXPERIMENTO] {name} = {{{var}}} ({fixed})"').replace(
            "{lbl}", f"{name} = {{{var}}}")
        src = (f"inputs = tokenizer(PROMPT, return_tensors=\"pt\")\nn_prompt = inputs[\"input_ids\"].shape[1]\n"
               f"for {var} in {[values[r] for r in runs]}:\n"
               f"    out = model.generate(**inputs, do_sample=True, {kw}, max_new_tokens=80,\n"
               f"                         num_return_sequences={n}, pad_token_id=tokenizer.eos_token_id)\n"
               f"    amostras = tokenizer.batch_decode(out[:, n_prompt:], skip_special_tokens=True)\n{_indent(body)}")
        cells.append((src, out.outputs))
    return cells


def pipeline_cells(texts, prompt, printing, rich, execution) -> Cells:
    """A text-generation pipeline, one cell per run; ``dicts``: its result left as the cell's value."""
    cells = [("from transformers import pipeline\n"
              "gerador = pipeline(\"text-generation\", model=model, tokenizer=tokenizer)", [])]
    for rid in PART_A + PART_B:
        t, p = _params(rid)
        n = len(texts[rid])
        call = (f"gerador(PROMPT, do_sample=True, temperature={t}, top_p={p}, max_new_tokens=80, "
                f"num_return_sequences={n})")
        res = [{"generated_text": prompt + s} for s in texts[rid]]
        out = Out(rich)
        if printing == "dicts":
            out.result(res, 0)
            src = f"# Execução {rid}\n{call}"
        elif printing == "headers":
            out.print(f"--- {rid} (temperature={t}, top_p={p}) ---")
            for r in res:
                out.print(r["generated_text"])
            src = (f"# Execução {rid}\nres = {call}\nprint(\"--- {rid} (temperature={t}, top_p={p}) ---\")\n"
                   "for r in res:\n    print(r[\"generated_text\"])")
        else:
            raise ValueError(printing)
        cells.append((src, out.outputs))
    return cells


def zip_loop_cells(texts, prompt, printing, rich, execution) -> Cells:
    """zip over run names and values; the book's generate_text (prompt included)."""
    cells = []
    for part, runs, values in (("A", PART_A, TEMPS), ("B", PART_B, TOPPS)):
        out = Out(rich)
        n = len(texts[runs[0]])
        var = "temp" if part == "A" else "p"
        call = (f"generate_text(PROMPT, temperature=temp, top_p=0.9)" if part == "A" else
                f"generate_text(PROMPT, temperature=0.7, top_p=p)")
        for rid in runs:
            full = [prompt + s for s in texts[rid]]
            if printing == "headers":
                out.print(f"== {rid} ({var}={values[rid]}) ==")
                for s in full:
                    out.print(s)
            elif printing == "list_whole":
                out.print(rid, full)
            elif printing == "repr_label":
                for s in full:
                    out.print(f"{rid}: {s!r}")
            else:
                raise ValueError(printing)
        show = {"headers": f"    print(f\"== {{nome}} ({var}={{{var}}}) ==\")\n    for s in amostras:\n        print(s)",
                "list_whole": "    print(nome, amostras)",
                "repr_label": "    for s in amostras:\n        print(f\"{nome}: {s!r}\")"}[printing]
        src = (f"nomes = {list(runs)}\nvalores = {[values[r] for r in runs]}\n"
               f"for nome, {var} in zip(nomes, valores):\n    amostras = [{call} for _ in range({n})]\n{show}")
        cells.append((src, out.outputs))
    return cells


def dict_loop_cells(texts, prompt, printing, rich, execution) -> Cells:
    """A dict of configurations, results kept in a dict, then shown."""
    n = len(texts["A1"])
    configs = {rid: {"temperature": _params(rid)[0], "top_p": _params(rid)[1]} for rid in PART_A + PART_B}
    results = {rid: [prompt + s for s in texts[rid]] for rid in configs}
    gen = (f"configs = {json.dumps(configs)}\nresultados = {{}}\nfor nome, cfg in configs.items():\n"
           f"    resultados[nome] = [generate_text(PROMPT, max_new_tokens=80, **cfg) for _ in range({n})]")
    out = Out(rich)
    if printing == "dict_whole":
        out.result(results, 0)
        return [(gen + "\nresultados", out.outputs)]
    if printing == "repr_label":
        for rid, ss in results.items():
            for s in ss:
                out.print(f"{rid}: {s!r}")
        return [(gen + "\nfor nome, saidas in resultados.items():\n    for s in saidas:\n"
                 "        print(f\"{nome}: {s!r}\")", out.outputs)]
    if printing == "headers":
        for rid, ss in results.items():
            out.print(f"### {rid} {configs[rid]}")
            for s in ss:
                out.print(s)
        return [(gen + "\nfor nome, saidas in resultados.items():\n    print(f\"### {nome} {configs[nome]}\")\n"
                 "    for s in saidas:\n        print(s)", out.outputs)]
    raise ValueError(printing)


CODE: dict[str, tuple[Callable[..., Cells], bool]] = {  # name -> (builder, needs the book's wrapper)
    "helper": (helper_cells, False),
    "book_loop": (book_loop_cells, True),
    "model_generate": (model_generate_cells, False),
    "pipeline": (pipeline_cells, False),
    "zip_loop": (zip_loop_cells, True),
    "dict_loop": (dict_loop_cells, True),
}
PRINTINGS: dict[str, tuple[str, ...]] = {  # the printing each code shape can do
    "helper": ("records",),
    "book_loop": ("headers", "list_whole", "repr_label"),
    "model_generate": ("headers", "list_whole", "repr_label"),
    "pipeline": ("headers", "dicts"),
    "zip_loop": ("headers", "list_whole", "repr_label"),
    "dict_loop": ("headers", "repr_label", "dict_whole"),
}


def generation_cells(code: str, printing: str, rich: bool, execution: str, n: int | None = None,
                     texts: dict[str, list[str]] | None = None) -> list[dict[str, Any]]:
    """``texts``: what the cells show (default: the execution's first ``n`` samples)."""
    texts = texts or samples_of(execution, n)
    prompt = POOL[execution]["runs"]["A1"]["prompt"]
    builder, wrapper = CODE[code]
    rich_import = "from rich import print\n" if rich else ""
    if code == "helper":
        setup = SETUP.format(rich=rich_import).replace("import load_model", "import load_model, generate")
    else:
        setup = SETUP.format(rich=rich_import)
    pieces = [(setup, [])]
    if wrapper:
        pieces.append((BOOK_WRAPPER, []))
    pieces += builder(texts, prompt, printing, rich, execution)
    return [code_cell(src, outs, i + 1) for i, (src, outs) in enumerate(pieces)]
