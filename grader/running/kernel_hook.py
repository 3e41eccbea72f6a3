"""Recorder of generation calls, installed in the grader's kernel before the student's first cell.

:func:`install` (run by :mod:`grader.running.kernel_runner` in every kernel it starts, cold or warm)
wraps transformers' ``GenerationMixin.generate`` (so ``model.generate``, pipelines and any
function of the student's that calls them) the moment ``transformers.generation.utils`` is
imported, and never imports torch or transformers itself. For each outermost call it records, as
plain JSON data: the model's ``name_or_path``, the decoding parameters in force (the model's
generation config updated by the call's arguments, Hugging Face's defaults where neither sets
one), the seed when the random state is exactly the one ``torch.manual_seed(seed)`` left, and per
input its token ids and prompt text, per returned sequence its new token ids and decoded text.

At the end of each cell the cell's calls are displayed as one output with :data:`HOOK_MIME`
(no ``text/plain``: nothing a reader of printed text sees). The kernel runs the student's code,
so these records are claims like any printed text: the grader checks each text against its run
(exact re-run, kept-set membership) and never runs anything from them. Calls made by the course
helper's ``generate(..., show=True)`` are skipped: the helper records them itself.

The hook never breaks a notebook: the wrapped call gets exactly its arguments and its result is
returned untouched; whatever fails inside the recording is swallowed and listed in the record's
``errors``. Sizes are capped (texts, ids, sequences per call, calls per cell and per kernel).
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from ..core.records import HOOK_MIME

__all__ = ["HOOK_MIME", "HOOK_FORMAT", "install", "uninstall", "take"]

HOOK_FORMAT = 1
_TARGETS = ("transformers.generation.utils", "transformers.generation_utils")
MAX_TEXT = 8000  # characters of one prompt or continuation
MAX_IDS = 2048  # token ids of one prompt or continuation
MAX_SEQUENCES = 64  # returned sequences recorded per call
MAX_CALLS_PER_CELL = 200
MAX_CALLS = 2000  # per kernel
MAX_ERRORS = 20

_state: dict[str, Any] = {"calls": [], "errors": [], "dropped": 0, "total": 0, "finder": None,
                          "patched": None, "ipython": None, "tokenizers": {}}
_local = threading.local()


# -- installing ---------------------------------------------------------------------------------


class _PostImport:
    """A meta path finder that lets the real finders load ``transformers.generation.utils`` and
    patches it right after its code ran; every other import passes by untouched."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> Any:
        if fullname not in _TARGETS:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            try:
                spec = finder.find_spec(fullname, path, target)
            except Exception:  # noqa: BLE001 - another finder's trouble is not ours to raise
                continue
            if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
                real = spec.loader.exec_module

                def exec_module(module: Any, _real: Any = real) -> None:
                    _real(module)
                    _patch(module)

                try:
                    spec.loader.exec_module = exec_module
                except Exception:  # noqa: BLE001 - a loader that refuses attributes: unpatched
                    return None
                return spec
            if spec is not None:
                return spec
        return None


def install() -> None:
    """Patch generate now if transformers' generation module is loaded, else when it is; register
    the end-of-cell display in IPython. Idempotent."""
    if _state["finder"] is None:
        _state["finder"] = _PostImport()
        sys.meta_path.insert(0, _state["finder"])
    for name in _TARGETS:
        if name in sys.modules:
            _patch(sys.modules[name])
    try:
        from IPython import get_ipython

        shell = get_ipython()
    except Exception:  # noqa: BLE001 - no IPython: records are only taken by take()
        shell = None
    if shell is not None and _state["ipython"] is None:
        shell.events.register("pre_run_cell", _clear)
        shell.events.register("post_run_cell", _flush)
        _state["ipython"] = shell


def uninstall() -> None:
    """Undo :func:`install` (tests)."""
    finder = _state["finder"]
    if finder is not None and finder in sys.meta_path:
        sys.meta_path.remove(finder)
    _state["finder"] = None
    patched = _state["patched"]
    if patched is not None:
        cls, original = patched
        cls.generate = original
        _state["patched"] = None
    shell = _state["ipython"]
    if shell is not None:
        for event, fn in (("pre_run_cell", _clear), ("post_run_cell", _flush)):
            try:
                shell.events.unregister(event, fn)
            except ValueError:
                pass
        _state["ipython"] = None
    _clear()
    _state["total"] = 0


def _patch(module: Any) -> None:
    try:
        cls = module.GenerationMixin
        original = cls.__dict__.get("generate")
        if original is None or getattr(original, "_grader_hook", False):
            return
        import functools

        @functools.wraps(original)
        def generate(self: Any, *args: Any, **kwargs: Any) -> Any:
            __tracebackhide__ = True  # noqa: F841 - IPython leaves this frame out of tracebacks
            if getattr(_local, "depth", 0):
                return original(self, *args, **kwargs)  # a call inside a recorded call
            before = _safe(_before, self, args, kwargs)
            _local.depth = 1
            try:
                out = original(self, *args, **kwargs)
            finally:
                _local.depth = 0
            if before is not None:
                _safe(_after, self, before, out)
            return out

        generate._grader_hook = True  # type: ignore[attr-defined]
        cls.generate = generate
        _state["patched"] = (cls, original)
    except Exception as exc:  # noqa: BLE001 - the student's notebook runs on unrecorded
        _error(exc)


# -- recording ----------------------------------------------------------------------------------


def _safe(fn: Any, *args: Any) -> Any:
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the hook never breaks a notebook
        _error(exc)
        return None


def _error(exc: BaseException) -> None:
    if len(_state["errors"]) < MAX_ERRORS:
        _state["errors"].append(f"{type(exc).__name__}: {str(exc)[:300]}")


def _helper_records_it() -> bool:
    """The course helper's ``generate(..., show=True)`` is on the stack: it records the call."""
    course = sys.modules.get("grader.course")
    code = getattr(getattr(course, "generate", None), "__code__", None)
    if code is None:
        return False
    frame = sys._getframe(3)
    for _ in range(12):
        if frame is None:
            return False
        if frame.f_code is code:
            return bool(frame.f_locals.get("show", True))
        frame = frame.f_back
    return False


_PARAMS = ("do_sample", "temperature", "top_k", "top_p", "max_new_tokens", "max_length",
           "num_return_sequences", "num_beams", "repetition_penalty", "min_p", "typical_p", "no_repeat_ngram_size",
           "min_new_tokens", "min_length", "penalty_alpha", "epsilon_cutoff", "eta_cutoff")
_DEFAULTS = {"do_sample": False, "temperature": 1.0, "top_k": 50, "top_p": 1.0, "num_return_sequences": 1,
             "num_beams": 1, "repetition_penalty": 1.0}


def _before(model: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, Any] | None:
    if _helper_records_it():
        return None
    import copy

    import torch

    config = kwargs.get("generation_config") or getattr(model, "generation_config", None)
    params: dict[str, Any] = {}
    if config is not None:
        config = copy.deepcopy(config)
        given = {k: v for k, v in kwargs.items() if k in _PARAMS}
        for key, value in given.items():
            setattr(config, key, value)
        for key in _PARAMS:
            value = getattr(config, key, None)
            params[key] = _DEFAULTS.get(key) if value is None else _plain(value)
    ids = kwargs.get("input_ids")
    if ids is None:
        ids = args[0] if args else kwargs.get("inputs")
    mask = kwargs.get("attention_mask")
    prompts: list[list[int]] = []
    width = 0
    if isinstance(ids, torch.Tensor) and ids.dim() == 2:
        width = int(ids.shape[1])
        rows = ids.tolist()
        keep = mask.tolist() if isinstance(mask, torch.Tensor) and tuple(mask.shape) == tuple(ids.shape) else None
        for i, row in enumerate(rows):
            prompts.append([t for j, t in enumerate(row) if keep is None or keep[i][j]])
    if params.get("max_new_tokens") is None and isinstance(params.get("max_length"), (int, float)):
        enc_dec = bool(getattr(getattr(model, "config", None), "is_encoder_decoder", False))
        params["max_new_tokens"] = int(params["max_length"]) - (0 if enc_dec else width)
    seed = None
    if params.get("do_sample") and str(getattr(model, "device", "cpu")).startswith("cpu"):
        start = torch.initial_seed()
        fresh = torch.Generator().manual_seed(start).get_state()
        if torch.equal(fresh, torch.get_rng_state()):
            seed = int(start)  # nothing drew from the generator since manual_seed(start)
    eos = getattr(config, "eos_token_id", None) if config is not None else None
    pad = getattr(config, "pad_token_id", None) if config is not None else None
    return {"params": params, "prompts": prompts, "width": width, "seed": seed,
            "stop": {int(e) for e in (eos if isinstance(eos, (list, tuple)) else [eos]) if isinstance(e, int)},
            "pad": pad if isinstance(pad, int) else None}


def _plain(value: Any) -> Any:
    if isinstance(value, (bool, int, float, str)):
        return value
    try:
        return float(value)
    except (TypeError, ValueError):
        return str(value)[:100]


def _after(model: Any, before: dict[str, Any], out: Any) -> None:
    import torch

    if _state["total"] >= MAX_CALLS or len(_state["calls"]) >= MAX_CALLS_PER_CELL:
        _state["dropped"] += 1
        return
    seqs = getattr(out, "sequences", out)
    if not isinstance(seqs, torch.Tensor) or seqs.dim() != 2:
        raise TypeError(f"generate returned {type(out).__name__}, not token ids")
    config = getattr(model, "config", None)
    enc_dec = bool(getattr(config, "is_encoder_decoder", False))
    start = getattr(config, "decoder_start_token_id", None)
    prompts = before["prompts"]
    per = max(1, len(seqs) // max(1, len(prompts))) if prompts else 1
    tok = _tokenizer(model)
    name = getattr(model, "name_or_path", None) or getattr(config, "name_or_path", None)
    sequences = []
    for n, row in enumerate(seqs.tolist()[:MAX_SEQUENCES]):
        new = row if enc_dec else row[before["width"]:]
        if enc_dec and new and start is not None and new[0] == start:
            new = new[1:]
        for i, t in enumerate(new):
            if t in before["stop"]:
                new = new[:i]
                break
        sequences.append({"input": min(n // per, max(0, len(prompts) - 1)), **_ids_text(new, tok)})
    _state["calls"].append({
        "model": str(name)[:300] if name else None,
        "encoder_decoder": enc_dec,
        "params": before["params"],
        "seed": before["seed"],
        "inputs": [_ids_text(p, tok) for p in prompts[:MAX_SEQUENCES]],
        "sequences": sequences,
        "sequences_dropped": max(0, len(seqs) - MAX_SEQUENCES),
        "decoded": tok is not None,
    })
    _state["total"] += 1


def _ids_text(ids: list[int], tok: Any) -> dict[str, Any]:
    item: dict[str, Any] = {"token_ids": [int(i) for i in ids[:MAX_IDS]]}
    if len(ids) > MAX_IDS:
        item["truncated"] = True
    if tok is not None:
        try:
            text = tok.decode(ids, skip_special_tokens=True)
        except Exception as exc:  # noqa: BLE001 - the ids are still worth having
            _error(exc)
            return item
        item["text"] = str(text)[:MAX_TEXT]
        if len(str(text)) > MAX_TEXT:
            item["truncated"] = True
    return item


def _tokenizer(model: Any) -> Any:
    """The tokenizer that goes with ``model``: one in a calling frame (a pipeline's, the student's
    function's argument) or in the notebook's namespace, of the same ``name_or_path`` if any."""
    from transformers import PreTrainedTokenizerBase

    name = getattr(model, "name_or_path", None)
    cached = _state["tokenizers"].get(id(model))
    if cached is not None:
        return cached
    seen: list[Any] = []

    def consider(value: Any) -> None:
        found = [value]
        # a pipeline's tokenizer; no attribute of the student's own objects is read (it could run their code)
        if not isinstance(value, type) and type(value).__module__.startswith("transformers."):
            found.append(getattr(value, "tokenizer", None))
        for v in found:
            if isinstance(v, PreTrainedTokenizerBase) and all(v is not s for s in seen):
                seen.append(v)

    frame = sys._getframe(2)
    for _ in range(30):
        if frame is None:
            break
        for value in list(frame.f_locals.values())[:200]:
            consider(value)
        frame = frame.f_back
    main = sys.modules.get("__main__")
    for value in list(getattr(main, "__dict__", {}).values())[:2000]:
        consider(value)
    same = [t for t in seen if name and getattr(t, "name_or_path", None) == name]
    chosen = same[0] if same else (seen[0] if len(seen) == 1 else None)
    if chosen is not None:
        _state["tokenizers"][id(model)] = chosen
    return chosen


# -- handing the records over -------------------------------------------------------------------


def take() -> dict[str, Any] | None:
    """The record of what was called since the last take (None: nothing), and a fresh start."""
    if not (_state["calls"] or _state["errors"] or _state["dropped"]):
        return None
    record = {"format": HOOK_FORMAT, "source": "hook", "calls": _state["calls"], "errors": _state["errors"],
              "dropped": _state["dropped"]}
    _clear()
    return record


def _clear(*_: Any) -> None:
    _state["calls"], _state["errors"], _state["dropped"] = [], [], 0
    _state["tokenizers"] = {}


def _flush(*_: Any) -> None:
    try:
        record = take()
        if record is not None:
            from IPython.display import display

            display({HOOK_MIME: record}, raw=True)
    except Exception:  # noqa: BLE001 - never the student's problem
        _clear()
