"""The kernel hook (grader/running/kernel_hook.py): every generate call a notebook makes is recorded, in the
cell that made it, without changing what the notebook does or prints."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
import torch
from nbformat.v4 import new_code_cell, new_notebook

from grader.core.records import GENERATION_MIME, HOOK_MIME
from grader.running import kernel_hook
from grader.running.execute import execute_notebook

ROOT = Path(__file__).resolve().parents[1]


def write(folder: Path, name: str, *cells: str) -> Path:
    nb = new_notebook(cells=[new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    return path


def hook_calls(cell) -> list[dict]:
    return [call for o in cell.outputs for call in o.get("data", {}).get(HOOK_MIME, {}).get("calls", [])]


def printed(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")


@pytest.fixture(scope="module")
def executed(tiny_gpt2_dir, tmp_path_factory):
    """One real execution (cold kernel, the runner's own path) of a notebook that generates three
    ways: model.generate, a pipeline with num_return_sequences, a function of its own in a loop."""
    folder = tmp_path_factory.mktemp("hooked")
    path = write(
        folder, "student",
        "import sys\nprint(sorted(m for m in ('torch', 'transformers') if m in sys.modules))",
        "from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline\nimport torch\n"
        f"tok = AutoTokenizer.from_pretrained({str(tiny_gpt2_dir)!r})\n"
        f"model = AutoModelForCausalLM.from_pretrained({str(tiny_gpt2_dir)!r})",
        "ids = tok('the cat', return_tensors='pt')\n"
        "out = model.generate(**ids, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)\n"
        "print(repr(tok.decode(out[0])))",
        "torch.manual_seed(3)\npipe = pipeline('text-generation', model=model, tokenizer=tok)\n"
        "r = pipe('the dog', do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=6, num_return_sequences=3)",
        "print(r)",
        "def gen(p, t):\n    x = tok(p, return_tensors='pt')\n"
        "    o = model.generate(**x, do_sample=True, temperature=t, max_new_tokens=5)\n"
        "    return tok.decode(o[0][x['input_ids'].shape[1]:])\n"
        "for t in [0.2, 1.0]:\n    print(t, repr(gen('a bird', t)))",
    )
    result = execute_notebook(path, folder / "out", parameters={}, isolation="limits-only")
    assert result.status == "ok", result.message
    return nbformat.read(result.executed_path, as_version=4).cells


def test_the_hook_costs_no_import_when_the_notebook_never_imports_transformers(executed):
    assert printed(executed[0]) == "[]\n"
    assert hook_calls(executed[0]) == []


def test_model_generate_is_recorded_with_its_prompt_parameters_and_ids(executed, tiny_gpt2_dir):
    (call,) = hook_calls(executed[2])
    shown = ast.literal_eval(printed(executed[2]))
    assert call["model"] == str(tiny_gpt2_dir)
    assert call["params"]["do_sample"] is False and call["params"]["max_new_tokens"] == 8
    assert [i["text"] for i in call["inputs"]] == ["the cat"]
    (seq,) = call["sequences"]
    assert "the cat" + seq["text"] == shown
    assert seq["token_ids"] and seq["input"] == 0
    # printed output: the student's own, untouched; the record has no text/plain
    assert all("text/plain" not in o.get("data", {}) for o in executed[2].outputs if o.output_type == "display_data")


def test_a_pipeline_with_num_return_sequences_gives_one_record_per_sequence_in_its_cell(executed):
    (call,) = hook_calls(executed[3])
    assert hook_calls(executed[4]) == []  # the cell that prints made no call
    p = call["params"]
    assert (p["do_sample"], p["temperature"], p["top_p"], p["top_k"], p["num_return_sequences"]) == \
        (True, 0.7, 0.9, 50, 3)
    assert call["seed"] == 3  # manual_seed(3) and nothing drawn since: the seed is known
    shown = [d["generated_text"] for d in ast.literal_eval(printed(executed[4]))]
    assert ["the dog" + s["text"] for s in call["sequences"]] == shown


def test_a_function_calling_generate_in_a_loop_is_recorded_call_by_call(executed):
    calls = hook_calls(executed[5])
    assert [c["params"]["temperature"] for c in calls] == [0.2, 1.0]
    assert all(c["seed"] is None for c in calls)  # the generator had already drawn
    lines = printed(executed[5]).splitlines()
    assert [ast.literal_eval(line.split(" ", 1)[1]) for line in lines] == [c["sequences"][0]["text"] for c in calls]


def test_the_hook_is_in_the_sandboxed_kernel_before_the_first_cell(tmp_path):
    from grader.running import isolation

    path = write(tmp_path, "plain", "import sys\nprint('grader.running.kernel_hook' in sys.modules, 'torch' in sys.modules)")
    result = execute_notebook(path, tmp_path / "out", parameters={})
    assert result.status == "ok", result.message
    assert result.isolation == ("sandbox" if isolation.sandbox_problem() is None else "limits-only")
    assert printed(nbformat.read(result.executed_path, as_version=4).cells[0]) == "True False\n"


def test_installing_imports_neither_torch_nor_transformers_and_patches_them_when_imported():
    code = ("import sys, grader.running.kernel_hook as h; h.install()\n"
            "print(sorted(m for m in ('torch', 'transformers') if m in sys.modules))\n"
            "from transformers.generation.utils import GenerationMixin\n"
            "print(getattr(GenerationMixin.generate, '_grader_hook', False))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.stdout.splitlines() == ["[]", "True"], done.stderr


@pytest.fixture
def hooked():
    kernel_hook.install()
    kernel_hook.take()
    try:
        yield kernel_hook
    finally:
        kernel_hook.uninstall()


def _greedy(lm, prompt: str):
    ids = lm.tokenizer(prompt, return_tensors="pt")
    return lm.model.generate(**ids, do_sample=False, max_new_tokens=6, pad_token_id=lm.tokenizer.eos_token_id)


def test_an_exception_inside_the_hook_is_swallowed_recorded_and_changes_nothing(tiny_gpt2, hooked, monkeypatch):
    plain = _greedy(tiny_gpt2, "the cat")
    assert hooked.take()["errors"] == []
    tokenizer = tiny_gpt2.tokenizer

    def broken(*a, **k):
        raise RuntimeError("decode failed")

    monkeypatch.setattr(type(tokenizer), "decode", broken)  # the hook decodes; the student does not here
    out = _greedy(tiny_gpt2, "the cat")
    record = hooked.take()
    assert torch.equal(out, plain)
    (call,) = record["calls"]  # kept, with the ids only
    assert call["sequences"][0]["token_ids"] == out[0].tolist()[2:] and "text" not in call["sequences"][0]
    assert set(record["errors"]) == {"RuntimeError: decode failed"}


def test_the_course_helpers_shown_calls_are_not_recorded_twice(tiny_gpt2, hooked):
    from grader.course import generate

    generate(tiny_gpt2.model, tiny_gpt2.tokenizer, "the cat", do_sample=False, max_new_tokens=4)
    assert hooked.take() is None  # the helper displays its own record
    text = generate(tiny_gpt2.model, tiny_gpt2.tokenizer, "the cat", do_sample=False, max_new_tokens=4, show=False)
    (call,) = hooked.take()["calls"]
    assert call["sequences"][0]["text"] == text


def test_records_are_json_and_capped(tiny_gpt2, hooked, monkeypatch):
    monkeypatch.setattr(kernel_hook, "MAX_CALLS_PER_CELL", 2)
    monkeypatch.setattr(kernel_hook, "MAX_IDS", 3)
    for _ in range(4):
        _greedy(tiny_gpt2, "the cat")
    record = hooked.take()
    json.dumps(record)
    assert len(record["calls"]) == 2 and record["dropped"] == 2
    seq = record["calls"][0]["sequences"][0]
    assert len(seq["token_ids"]) == 3 and seq["truncated"] is True
    assert GENERATION_MIME != HOOK_MIME


# -- end to end: executed by the grader, read on the hook's records, checked by the model ---------

def test_an_executed_notebook_with_unreadable_prints_is_read_on_the_hooks_records_and_checked(
        tiny_gpt2, tiny_gpt2_dir, tmp_path):
    import copy

    from grader.grading.pipeline import load_specs
    from grader.modelling.provenance import Verifier
    from grader.reading import check_with
    from grader.reading.extract import extract

    activity = load_specs("temperature-top-p")[0]
    path = write(
        tmp_path, "aluno",
        "import codecs\nimport torch\nfrom transformers import AutoModelForCausalLM, AutoTokenizer\n"
        f"tok = AutoTokenizer.from_pretrained({str(tiny_gpt2_dir)!r})\n"
        f"lm = AutoModelForCausalLM.from_pretrained({str(tiny_gpt2_dir)!r})",
        f"torch.manual_seed(5)\nx = tok({activity.prompt!r}, return_tensors='pt')\n"
        "for _ in range(2):  # A1, printed so that no reader could recognise it\n"
        "    o = lm.generate(**x, do_sample=True, temperature=0.2, top_p=0.9, max_new_tokens=12)\n"
        "    print(codecs.encode(tok.decode(o[0]), 'rot13'))",
    )
    result = execute_notebook(path, tmp_path / "out", parameters={}, isolation="limits-only")
    assert result.status == "ok", result.message
    nb = nbformat.read(result.executed_path, as_version=4)
    calls = hook_calls(nb.cells[1])
    assert len(calls) == 2
    check = check_with(Verifier(tiny_gpt2))

    ext = extract(nb, activity, verify=check)
    gens = ext.generations["A1"]
    assert [g.text for g in gens] == [c["sequences"][0]["text"] for c in calls]
    assert all(g.extra["placed_by"] == "hook" and g.extra["checked_when_read"] for g in gens)
    assert gens[0].seed == 5 and gens[1].seed is None  # manual_seed(5) just before the first call only
    shown = printed(nb.cells[1])
    assert not any(g.text.strip() in shown for g in gens)
    assert all(g.text in __import__("codecs").decode(shown, "rot13") for g in gens)

    # the same notebook with one recorded text edited: the run's check rejects it
    forged = copy.deepcopy(nb)
    for out in forged.cells[1].outputs:
        if HOOK_MIME in out.get("data", {}):
            seq = out["data"][HOOK_MIME]["calls"][1]["sequences"][0]
            seq["text"] = seq["text"] + " zebra zebra zebra"
    ext = extract(forged, activity, verify=check)
    assert [g.text for g in ext.generations["A1"]] == [gens[0].text]
    assert any("cell 2, generate call 2" in u and "not what run A1" in u for u in ext.unplaced)


def test_a_warm_kernel_records_the_same_calls_as_a_cold_one(tiny_gpt2_dir, tmp_path):
    """The warm-up imports transformers before the notebook arrives: the hook, installed first,
    patches it then, and the notebook's calls are recorded as in a cold kernel."""
    from grader.running.kernel_pool import KernelPool, WarmUp

    path = write(
        tmp_path / "subs", "aluno",
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        f"tok = AutoTokenizer.from_pretrained({str(tiny_gpt2_dir)!r})\n"
        f"lm = AutoModelForCausalLM.from_pretrained({str(tiny_gpt2_dir)!r})",
        "o = lm.generate(**tok('the cat', return_tensors='pt'), do_sample=False, max_new_tokens=6)\n"
        "print(tok.decode(o[0]))")
    cold = execute_notebook(path, tmp_path / "cold", parameters={}, isolation="limits-only")
    pool = KernelPool(ahead=0, warm=WarmUp(preload=False), fork=False)
    try:
        warm = execute_notebook(path, tmp_path / "warm", parameters={}, isolation="limits-only", pool=pool)
    finally:
        pool.close()
    assert cold.status == warm.status == "ok" and warm.phases["warm"] == 1.0 and cold.phases["warm"] == 0.0
    cells = [nbformat.read(r.executed_path, as_version=4).cells[1] for r in (cold, warm)]
    assert hook_calls(cells[0]) == hook_calls(cells[1]) and len(hook_calls(cells[0])) == 1
    assert printed(cells[0]) == printed(cells[1])
