"""A decoding loop the student wrote: the model called step by step and the next token the argmax of its
logits. That is greedy decoding, the same text ``generate`` gives without sampling, so the interpreter follows
the function as one greedy generation of the prompt its tokenizer call encodes. Only a loop whose choice is
provably the argmax of the model's own logits counts (a penalty, a mask or a processor between them changes
the text, and a sampled loop's parameters are the student's): anything else stays unfollowed, as before."""

from __future__ import annotations

import ast
from collections.abc import Callable
from functools import lru_cache
from typing import Any

# what keeps the argmax where it is: the logits themselves, a slice of them, a softmax of them
_ORDER_KEEPING = {"softmax", "log_softmax", "float", "squeeze", "detach", "cpu", "clone"}
_SAMPLING = {"multinomial", "Categorical", "sample", "bernoulli", "topk", "generate"}


def _called(node: ast.AST) -> str:
    func = node.func if isinstance(node, ast.Call) else None
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _assignments(fn: ast.AST) -> dict[str, list[ast.AST | None]]:
    """Each name's assigned values in the function (None where the value cannot be told: a tuple unpacked,
    an augmented assignment, an item or slice written into it)."""
    out: dict[str, list[ast.AST | None]] = {}
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out.setdefault(t.id, []).append(node.value)
                for sub in ast.walk(t):
                    if isinstance(sub, ast.Name) and sub is not t:
                        out.setdefault(sub.id, []).append(None)
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            for sub in ast.walk(node.target):
                if isinstance(sub, ast.Name):
                    out.setdefault(sub.id, []).append(node.value if isinstance(node, ast.AnnAssign) else None)
        elif isinstance(node, (ast.For, ast.With, ast.NamedExpr)):
            targets = [node.target] if not isinstance(node, ast.With) else \
                [i.optional_vars for i in node.items if i.optional_vars is not None]
            for t in targets:
                for sub in ast.walk(t):
                    if isinstance(sub, ast.Name):
                        out.setdefault(sub.id, []).append(None)
    return out


def _of_logits(node: ast.AST, assigned: dict[str, list[ast.AST | None]], seen: frozenset[str] = frozenset()) -> bool:
    """Whether ``node`` is the model's logits with their order kept (sliced, soft-maxed, divided by a
    temperature)."""
    if isinstance(node, ast.Attribute):
        return node.attr == "logits" or node.attr in _ORDER_KEEPING and _of_logits(node.value, assigned, seen)
    if isinstance(node, ast.Subscript):
        return _of_logits(node.value, assigned, seen)
    if isinstance(node, ast.Call):
        name = _called(node)
        if name not in _ORDER_KEEPING:
            return False
        if isinstance(node.func, ast.Attribute) and _of_logits(node.func.value, assigned, seen):
            return True  # logits.softmax(-1)
        return bool(node.args) and _of_logits(node.args[0], assigned, seen)  # torch.softmax(logits, -1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        return _of_logits(node.left, assigned, seen) and isinstance(node.right, (ast.Name, ast.Constant))
    if isinstance(node, ast.Name) and node.id not in seen:
        values = assigned.get(node.id, [])
        return bool(values) and all(v is not None and _of_logits(v, assigned, seen | {node.id}) for v in values)
    return False


def _argmax_subject(node: ast.Call) -> ast.AST | None:
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr != "argmax":
        return None
    if isinstance(func.value, ast.Name) and func.value.id in ("torch", "np", "numpy"):
        return node.args[0] if node.args else None  # torch.argmax(logits, dim=-1)
    return func.value  # logits.argmax(-1)


@lru_cache(maxsize=256)
def _argmax_loops(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[tuple[str, ...], ...]:
    """For each loop of the function whose every choice is the argmax of logits, the names it calls (one of
    them may be the model); none where the function samples anywhere. Read once per function: the walk
    calls it on every call of the student's function, a loop's samples included."""
    if any(_called(n) in _SAMPLING for n in ast.walk(fn) if isinstance(n, ast.Call)):
        return ()
    assigned = _assignments(fn)
    out = []
    for loop in (n for n in ast.walk(fn) if isinstance(n, (ast.For, ast.While))):
        calls = [n for n in ast.walk(loop) if isinstance(n, ast.Call)]
        picks = [s for s in (_argmax_subject(c) for c in calls) if s is not None]
        if picks and all(_of_logits(s, assigned) for s in picks):
            out.append(tuple(f.id if isinstance(f, ast.Name) else f.value.id for f in (c.func for c in calls)
                             if isinstance(f, ast.Name) or isinstance(f, ast.Attribute) and f.attr == "forward"
                             and isinstance(f.value, ast.Name)))
    return tuple(out)


def greedy_loop(fn: ast.FunctionDef | ast.AsyncFunctionDef, is_model: Callable[[str], bool]) -> str | None:
    """The model a function decodes greedily by hand (a loop that calls it and picks the argmax of its
    logits, and nothing in the function that samples): its name, or None."""
    return next((name for called in _argmax_loops(fn) for name in called if is_model(name)), None)


def hand_decoded(fn: ast.FunctionDef | ast.AsyncFunctionDef, lookup: Callable[[str], Any],
                 value: Callable[[ast.expr], Any], model_type: type, tokenizer_type: type) -> tuple[str, Any] | None:
    """The prompt and the model of a function that decodes greedily by hand, as the call left its names
    (``lookup``, ``value``); None where the function is not such a loop or its prompt is not one known text."""
    model = greedy_loop(fn, lambda n: isinstance(lookup(n), model_type))
    if model is None:
        return None
    prompts = {value(e) for e in encoded_prompts(fn, lambda n: isinstance(lookup(n), tokenizer_type))}
    prompt = prompts.pop() if len(prompts) == 1 else None
    return (prompt, lookup(model)) if isinstance(prompt, str) else None


def encoded_prompts(fn: ast.AST, is_tokenizer: Callable[[str], bool]) -> list[ast.expr]:
    """The expressions the function's tokenizer calls encode (``tok(prompt, return_tensors="pt")``,
    ``tok.encode(prompt)``)."""
    out = []
    for node in ast.walk(fn):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        direct = isinstance(func, ast.Name) and is_tokenizer(func.id)
        method = isinstance(func, ast.Attribute) and func.attr in ("encode", "__call__") and \
            isinstance(func.value, ast.Name) and is_tokenizer(func.value.id)
        if direct or method:
            out.append(node.args[0])
    return out


def greedy_params() -> dict[str, Any]:
    return {"do_sample": False, "temperature": 1.0, "top_p": 1.0, "top_k": None, "max_new_tokens": None}
