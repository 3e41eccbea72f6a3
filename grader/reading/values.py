"""Values of the abstract interpreter (:mod:`grader.reading.interp`) and small helpers on them."""

from __future__ import annotations

import ast
import itertools
import math
import re
import string
from dataclasses import dataclass, field, replace
from typing import Any, Callable

SOURCE = "printed-loop"  # Generation.source of what this module places
MAX_SAMPLES_PER_RUN = 10  # more samples of one run are reported, not graded

_TOL = 1e-6
_MAX_STEPS = 100_000  # interpreter steps for one cell (a few thousand for a course cell)
_MAX_TOTAL_STEPS = 1_000_000  # ... and for the whole notebook
_MAX_LOOP = 200  # iterations of one loop the interpreter follows
_MAX_DEPTH = 8  # nested calls of the student's own functions
_MAX_STR = 100_000  # longest string the interpreter builds
_NUMERIC = ("temperature", "top_p")


# -- values of the abstract interpreter ----------------------------------------------------------

class _Unknown:
    __slots__ = ()

    def __repr__(self) -> str:
        return "?"


U = _Unknown()  # a value the code computes at run time
GENERATION_TASKS = ("text-generation", "text2text-generation")
EITHER_TASK = "text-generation|text2text-generation"  # a pipeline's task chosen by the model's kind


@dataclass(frozen=True)
class _Gen:
    """The decoded text of sample ``k`` of event ``ev``; ``full``: prompt included (None: unknown)."""

    ev: int
    k: int = 0
    full: bool | None = None
    cut: bool = False  # only its beginning (``text[:200]``): the last word shown may be cut short
    # how the code presented it before printing, in order: ("replace", old, new) for ``.replace``, ("repr",)
    # for ``repr()`` / ``!r``; undone when the printed text is read back
    shown: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class _Ids:
    """Token ids returned by ``generate`` (every sample when ``k`` is None)."""

    ev: int
    k: int | None = None
    sliced: bool = False
    group: tuple[int, ...] = ()  # a batch of prompts: one event per prompt, rows in the batch's order
    per_token: bool = False  # one row per token (``ids[:, None]``): batch_decode gives the tokens' list


@dataclass(frozen=True)
class _Enc:
    prompt: Any  # what a tokenizer was called on


@dataclass(frozen=True)
class _Model:
    name: Any
    seq2seq: bool | None
    dtype: str | None = None  # as the code loaded or cast it ("bfloat16"); None: not stated
    # ``model.generation_config``: what the code set on it in place, read by every later generate
    config: dict[str, Any] = field(default_factory=lambda: _GenConfig(), compare=False, hash=False)


_DTYPES = {"float32": "float32", "float": "float32", "float16": "float16", "half": "float16",
           "bfloat16": "bfloat16"}


def dtype_name(value: Any) -> str | None:
    """``torch.bfloat16``, ``"float16"``, ``torch.half``… as the dtype's name; None for anything
    else ("auto", a variable the code computes)."""
    name = value.name if isinstance(value, _Mod) else value if isinstance(value, str) else None
    return _DTYPES.get(name.rsplit(".", 1)[-1]) if name else None


class _GenConfig(dict):
    """A ``GenerationConfig``: its settings, which ``gc.temperature = T`` changes in place between
    generations (each generate reads them as they are then)."""


@dataclass(frozen=True)
class _Tok:
    name: Any


@dataclass(frozen=True)
class _Pipe:
    task: Any
    model: Any
    dtype: str | None = None


@dataclass(frozen=True)
class _Mod:
    name: str  # a module or a name imported from one ("transformers.pipeline")


@dataclass(frozen=True)
class _Builtin:
    name: str


@dataclass(frozen=True)
class _Template:
    text: str  # a string.Template's text: "$nome :: $saida"


@dataclass(frozen=True)
class _Partial:
    """``functools.partial(f, *args, **kwargs)``: ``f`` called later with these first."""
    func: Any
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class _File:
    """A file the notebook writes and reads back (``open(p, "w")``, ``Path(p)``): its text is kept
    in the interpreter's ``files``, by path."""
    path: str


@dataclass(frozen=True)
class _Bound:
    base: Any
    attr: str


@dataclass(eq=False)
class _Func:
    node: ast.FunctionDef | ast.AsyncFunctionDef
    defaults: list[Any]
    kwdefaults: list[Any]


class _Parts(tuple):
    """Text made of str, :class:`_Gen` and unknown pieces (an f-string around a generation)."""


class _Return(Exception):
    def __init__(self, value: Any) -> None:
        self.value = value


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


class _Budget(Exception):
    pass


_BUILTINS = {"print", "display", "range", "len", "str", "int", "float", "round", "abs", "min", "max", "sum",
             "list", "tuple", "dict", "enumerate", "zip", "sorted", "reversed", "bool", "repr", "set", "format", "open",
             "globals", "vars", "chr", "ord"}
_ANY_SEQ = {"enumerate": lambda *a, **k: list(enumerate(*a, **k)), "zip": lambda *a: list(zip(*a)),
            "list": list, "tuple": tuple, "reversed": lambda x: list(reversed(x)), "len": len}
_PLAIN_FUNCS = {"range": range, "str": str, "int": int, "float": float, "round": round, "abs": abs, "min": min,
                "max": max, "sum": sum, "dict": dict, "sorted": sorted, "bool": bool, "repr": repr, "set": set,
                "format": format, "chr": chr, "ord": ord}
_STR_METHODS = {"strip", "lstrip", "rstrip", "upper", "lower", "title", "capitalize", "replace", "format", "join",
                "split", "splitlines", "startswith", "endswith", "count", "find", "center", "ljust", "rjust",
                "zfill", "casefold"}
_PRIMS = (str, int, float, bool, type(None))
_RICH_TAG = re.compile(r"(?<!\\)\[[a-z#/@][^\[]*?\]")  # rich's markup tags (rich.markup.RE_TAGS)


def _plain(v: Any, depth: int = 0) -> bool:
    """A Python value with nothing the interpreter invented inside."""
    if isinstance(v, _Parts):
        return False
    if isinstance(v, _PRIMS) or isinstance(v, range):
        return True
    if depth > 4:
        return False
    if isinstance(v, (list, tuple, set)):
        return len(v) <= 1000 and all(_plain(x, depth + 1) for x in v)
    if isinstance(v, dict):
        return len(v) <= 1000 and all(_plain(k, depth + 1) and _plain(x, depth + 1) for k, x in v.items())
    return False


def _small(v: Any) -> Any:
    """``v``, or U when it is a string too large to be a prompt or a header."""
    return U if isinstance(v, str) and len(v) > _MAX_STR else v


@dataclass
class _Event:
    index: int
    cell: int
    site: tuple[Any, ...]  # the cell-level call it came from: samples of one loop share it
    kind: str  # "generate", "pipeline" or "course"
    prompt: Any  # str or U
    params: dict[str, Any]  # temperature, top_p, top_k, do_sample, max_new_tokens (values may be U)
    n: int = 1  # num_return_sequences
    run: Any = None  # the course helper's run= argument
    seq2seq: bool | None = None
    beams: Any = 1
    dtype: str | None = None  # the model's, where the code states it
    processors: tuple[tuple[str, Any], ...] = ()  # core.records.unmodelled_processors of the call


def _has_effects(node: ast.AST, names: set[str]) -> bool:
    """Whether a statement prints, displays or generates (or calls a function that may)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            f = sub.func
            if isinstance(f, ast.Name) and (f.id in ("print", "display") or f.id in names):
                return True
            if isinstance(f, ast.Attribute) and f.attr in ("generate", "print"):
                return True
    return False



def _arg(kwargs: dict[str, Any], name: str, default: Any, vague: bool) -> Any:
    if name in kwargs:
        value = kwargs[name]
        return default if value is None else value
    return U if vague else default


def _hashable(v: Any) -> bool:
    try:
        hash(v)
    except TypeError:
        return False
    return True


def _is_print(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("print", "display")


def _as_load(target: ast.AST) -> ast.AST | None:
    if isinstance(target, ast.Name):
        return ast.Name(id=target.id, ctx=ast.Load())
    if isinstance(target, ast.Subscript):
        return ast.Subscript(value=target.value, slice=target.slice, ctx=ast.Load())
    return None


def _pieces(v: Any) -> list[Any]:
    if isinstance(v, _Parts):
        return list(v)
    return [v]


def _join_parts(parts: list[Any]) -> Any:
    out: list[Any] = []
    for p in parts:
        if isinstance(p, str) and out and isinstance(out[-1], str):
            out[-1] += p
        else:
            out.append(p)
    if all(isinstance(p, str) for p in out):
        return _small("".join(out))
    return _Parts(out)


_PERCENT = re.compile(r"%(?:\((\w+)\))?([-#0 +]*\d*(?:\.\d+)?)([diouxXeEfFgGcrsa%])")


def percent_format(fmt: str, args: Any) -> Any:
    """``fmt % args`` (and ``logging``'s lazy ``info(fmt, *args)``) where an argument may be a
    generated text: its ``%s`` slot is that text; anything else unknown makes the result unknown."""
    values = args if isinstance(args, tuple) else (args,)
    out: list[Any] = []
    pos = k = 0
    for m in _PERCENT.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        if m.group(3) == "%":
            out.append("%")
            continue
        if m.group(1) or k >= len(values):
            return U
        value = values[k]
        k += 1
        if isinstance(value, (_Gen, _Parts)) and m.group(3) == "s" and not m.group(2):
            out.extend(_pieces(value))
        elif _plain(value) or value is None:
            try:
                out.append(f"%{m.group(2)}{m.group(3)}" % (value,))
            except (TypeError, ValueError):
                return U
        else:
            return U
    if k != len(values):
        return U
    out.append(fmt[pos:])
    return _join_parts(out)


def str_format(fmt: str, args: list[Any], fields: dict[str, Any],
               write: Callable[[Any, str | None, str], list[Any]]) -> Any:
    """``fmt.format(*args, **fields)`` read with the standard library's own parser of format strings;
    ``write`` writes one replacement field (a generated text's slot, a plain value formatted)."""
    out: list[Any] = []
    auto = 0
    try:
        parsed = list(string.Formatter().parse(fmt))
    except ValueError:
        return U
    for literal, name, spec, conversion in parsed:
        out.append(literal)
        if name is None:
            continue
        if name == "":
            name, auto = str(auto), auto + 1
        if "{" in (spec or ""):
            return U  # a nested field ("{:{width}}")
        if name.isdigit():
            value = args[int(name)] if int(name) < len(args) else U
        elif name.isidentifier():
            value = fields.get(name, U)
        else:
            return U  # "{0[texto]}", "{r.texto}": an item or an attribute, not followed here
        out.extend(write(value, conversion, spec or ""))
    return _join_parts(out)


def template_substitute(text: str, fields: dict[str, Any], safe: bool,
                        write: Callable[[Any, str | None, str], list[Any]]) -> Any:
    """``string.Template(text).substitute(fields)`` (or ``safe_substitute``), read with the class's own pattern."""
    out: list[Any] = []
    pos = 0
    for m in string.Template.pattern.finditer(text):
        out.append(text[pos:m.start()])
        pos = m.end()
        name = m.group("named") or m.group("braced")
        if m.group("escaped") is not None:
            out.append("$")
        elif name is not None and name in fields:
            out.extend(write(fields[name], None, ""))
        elif safe:
            out.append(m.group(0))  # safe_substitute leaves a placeholder it has no value for
        else:
            return U
    out.append(text[pos:])
    return _join_parts(out)


def _printable(v: Any) -> list[Any]:
    """What ``print`` writes for a value: text pieces, generation slots, unknowns."""
    if isinstance(v, str):
        return [v]
    if isinstance(v, _Parts):
        return list(v)
    if isinstance(v, _Gen):
        return [v]
    if v is None or isinstance(v, (bool, int, float)):
        return [str(v)]
    if isinstance(v, (list, tuple, dict, _Obj)) and not _plain(v):
        pieces = _repr_pieces(v, 0)
        if pieces is not None:  # a pipeline's [{'generated_text': '...'}] printed as it is
            return list(_pieces(_join_parts(pieces)))
    return [U]


def _repr_pieces(v: Any, depth: int) -> list[Any] | None:
    """``repr(v)`` as pieces, a generated text in it a repr slot; None where anything in it is unknown."""
    if depth > 4:
        return None
    if isinstance(v, _Gen):
        # (a text the code has with its prompt is left to the readers of its layout: a helper's "full" text
        # is a guess from its code, and a list of them printed is read as the literals it shows)
        return None if v.full is True else [replace(v, shown=v.shown + (("repr", "item"),))]
    if isinstance(v, str) or v is None or isinstance(v, (bool, int, float)):
        return [repr(v)]
    if isinstance(v, (list, tuple)):
        parts: list[Any] = ["[" if isinstance(v, list) else "("]
        for n, x in enumerate(v):
            inner = _repr_pieces(x, depth + 1)
            if inner is None:
                return None
            parts += ([", "] if n else []) + inner
        return parts + ["," if isinstance(v, tuple) and len(v) == 1 else "", "]" if isinstance(v, list) else ")"]
    if isinstance(v, _Obj) and v.cls.fields is not None and "__repr__" not in v.cls.methods:
        parts = [v.cls.name + "("]  # a record: Amostra(i=0, texto=' ...')
        for n, name in enumerate(v.cls.fields):
            inner = _repr_pieces(v.attrs.get(name, U), depth + 1)
            # a field the code computes (rotulo=rotulo(t)) is shown between its name and the next one's
            parts += ([", "] if n else []) + [name + "="] + (inner if inner is not None else [U])
        return parts + [")"]
    if isinstance(v, dict):
        parts = ["{"]
        for n, (k, x) in enumerate(v.items()):
            inner = _repr_pieces(x, depth + 1)
            if inner is None or not isinstance(k, (str, int, float, bool)) and k is not None:
                return None
            parts += ([", "] if n else []) + [repr(k) + ": "] + inner
        return parts + ["}"]
    return None


def _prompt_of(v: Any) -> Any:
    if isinstance(v, _Enc):
        return v.prompt
    if isinstance(v, _Bound) and isinstance(v.base, _Enc):
        return v.base.prompt
    if isinstance(v, (str, _Parts)):
        return v
    return U


_SHELL_CAT = re.compile(r"^[!%]cat(?:[ \t]+-n)?[ \t]+([\w./-]+)[ \t]*$")  # "!cat -n amostras.txt": one file


def _parse(source: str) -> ast.Module | None:
    """A code cell's AST, IPython's ``!shell`` and ``%magic`` lines blanked; None if unreadable."""
    lines = source.split("\n")
    if lines and lines[0].lstrip().startswith("%%"):
        return None  # a cell magic: the cell is not Python
    clean = []
    for line in lines:
        stripped = line.lstrip()
        indent = line[: len(line) - len(stripped)]
        if (cat := _SHELL_CAT.match(stripped)) is not None:  # the file printed as it is (cat -n's numbers aside)
            clean.append(f"{indent}print(open({cat.group(1)!r}).read(), end='')")
            continue
        clean.append(indent + "pass" if stripped.startswith(("!", "%")) else line)
    try:
        return ast.parse("\n".join(clean))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


# -- the cell's printed output ---------------------------------------------------------------------


@dataclass(eq=False)
class _Class:
    """A class the notebook defines (or a ``namedtuple``): its methods and class-level values; a
    record (namedtuple, dataclass) also has its fields, in order, which its repr shows."""
    name: str
    methods: dict[str, Any]  # name -> _Func
    attrs: dict[str, Any]
    fields: tuple[str, ...] | None = None
    defaults: dict[str, Any] = field(default_factory=dict)  # a record's field defaults
    wrapped: dict[str, str] = field(default_factory=dict)  # method -> "staticmethod", "classmethod", "property"
    tuple_like: bool = False  # a namedtuple: iterable and indexable by position


@dataclass(eq=False)
class _Obj:
    """An instance of a :class:`_Class`: its attributes as the code set them."""
    cls: _Class
    attrs: dict[str, Any]


@dataclass(eq=False)
class _Streamer:
    """A ``TextIteratorStreamer`` (iterated for the text's pieces) or a ``TextStreamer`` (prints them):
    the generation that fed it, once a ``generate(..., streamer=st)`` ran."""
    skip_prompt: Any
    prints: bool
    gen: Any = None


@dataclass(frozen=True)
class _Thread:
    """``Thread(target=model.generate, kwargs=...)``: the call, made when the thread starts."""
    target: Any
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class _JsonDoc:
    """What ``json.dump(value, f)`` wrote to a file: ``json.load`` of that file gives the value back."""
    value: Any


def json_copy(v: Any, depth: int = 0) -> Any:
    """``v`` as JSON stores it (tuples as lists, keys as strings); a generated text stays itself,
    anything JSON cannot hold is unknown."""
    if depth > 8:
        return U
    if isinstance(v, (str, int, float, bool, _Gen)) or v is None:
        return v
    if isinstance(v, (list, tuple)):
        return [json_copy(x, depth + 1) for x in v]
    if isinstance(v, dict) and all(isinstance(k, (str, int, float, bool)) or k is None for k in v):
        return {(k if isinstance(k, str) else "null" if k is None else str(k).lower() if isinstance(k, bool) else str(k)):
                json_copy(x, depth + 1) for k, x in v.items()}
    return U


def container_call(name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """The standard library's calls that make containers from known ones; None for any other call.
    ``itertools.product([0.2, 0.7, 1.0], [0.9])``: a grid of configurations, as nested loops;
    ``copy.deepcopy(base)`` then ``cfg.update(...)``: a config of its own, ``base`` unchanged."""
    if name == "itertools.product" and args and all(isinstance(a, (list, tuple, range)) for a in args) and \
            set(kwargs) <= {"repeat"} and math.prod(len(a) for a in args) ** kwargs.get("repeat", 1) <= 1000:
        return list(itertools.product(*args, repeat=kwargs.get("repeat", 1)))
    if name in ("copy.deepcopy", "copy.copy") and len(args) == 1 and isinstance(args[0], (dict, list)):
        return type(args[0])(args[0])
    if name == "types.SimpleNamespace":  # a record of attributes, set and read by name
        return _Obj(_Class("SimpleNamespace", {}, {}), dict(kwargs)) if not args and \
            not any(k.startswith("**") for k in kwargs) else U
    return None
