"""Runs found in whatever code generated them: the course's own notebook and students' variations.

The course helper (:mod:`grader.course`) attaches a structured record to each generation. Students
who follow the course book instead write their own ``generate_text(prompt, temperature=...,
top_p=...)`` wrapper, call ``model.generate`` or a ``pipeline("text-generation")`` directly, and
print several configurations one after another from loop cells under printed headers
(``TEMPERATURA = 0.2``, ``TOP-P = 0.3 (temperature=0.7)``, ``[Amostra 1]``): prompt and
continuation printed together, captured by ``rich`` (ANSI codes, hard line wrapping), no cell tags.

How the runs are found:

1. The notebook's code is read with :mod:`ast` and walked, cell after cell in notebook order, by a
   small abstract interpreter that never runs anything: it follows literal values (prompts,
   f-strings, lists of temperatures, ``range(N_SAMPLES)``), the student's own functions and loops
   over literal lists. Every call that generates (``X.generate(...)``, a ``pipeline`` object, the
   course helper's ``generate``) becomes an *event* with its prompt and decoding parameters
   (Hugging Face's defaults where the call leaves one unset), and every ``print`` becomes a piece
   of the cell's expected output: literal text, or a slot where a generated text goes.
2. That expected output is aligned with the cell's real output (ANSI codes stripped, rich's
   wrapping undone output by output): the literal pieces anchor it, so each slot receives exactly
   the text printed there, and the prompt printed in front of a continuation is cut off. Where the
   code cannot be followed (a loop over values computed at run time, a cell edited after it ran),
   printed headers split the output instead and the code only confirms what they say.
3. Each printed text is mapped to an activity run by its prompt and parameters. Runs with the same
   configuration (A2 and B3: T=0.7, top-p=0.9) are told apart by a header naming the run or by
   the parameter the loop varies (temperature: part A; top-p: part B, from the activity's
   questions). Headers are checked against the code: where they disagree, where nothing matches,
   or where two runs fit alike, the text is not used and a readable reason is returned for the
   instructor. Nothing is guessed.

Pure: a notebook in, generations and reasons out; no model, no execution of student code.
"""

from __future__ import annotations

import ast
import math
import re
from dataclasses import dataclass, field
from typing import Any

from .records import GENERATION_MIME, HF_DEFAULT_TOP_K, DecodingParams, Generation
from .specs import ActivitySpec
from .textnorm import fold, normalise_for_match, strip_ansi, unwrap_rich

__all__ = ["SOURCE", "MAX_SAMPLES_PER_RUN", "Placement", "find_runs"]

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


@dataclass(frozen=True)
class _Gen:
    """The decoded text of sample ``k`` of event ``ev``; ``full``: prompt included (None: unknown)."""

    ev: int
    k: int = 0
    full: bool | None = None


@dataclass(frozen=True)
class _Ids:
    """Token ids returned by ``generate`` (every sample when ``k`` is None)."""

    ev: int
    k: int | None = None
    sliced: bool = False


@dataclass(frozen=True)
class _Enc:
    prompt: Any  # what a tokenizer was called on


@dataclass(frozen=True)
class _Model:
    name: Any
    seq2seq: bool | None


@dataclass(frozen=True)
class _Tok:
    name: Any


@dataclass(frozen=True)
class _Pipe:
    task: Any
    model: Any


@dataclass(frozen=True)
class _Mod:
    name: str  # a module or a name imported from one ("transformers.pipeline")


@dataclass(frozen=True)
class _Builtin:
    name: str


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
             "list", "tuple", "dict", "enumerate", "zip", "sorted", "reversed", "bool", "repr", "set", "format"}
_ANY_SEQ = {"enumerate": lambda *a, **k: list(enumerate(*a, **k)), "zip": lambda *a: list(zip(*a)),
            "list": list, "tuple": tuple, "reversed": lambda x: list(reversed(x)), "len": len}
_PLAIN_FUNCS = {"range": range, "str": str, "int": int, "float": float, "round": round, "abs": abs, "min": min,
                "max": max, "sum": sum, "dict": dict, "sorted": sorted, "bool": bool, "repr": repr, "set": set,
                "format": format}
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


class _Interp:
    """Walks a notebook's code cells; collects generation events and each cell's expected output."""

    def __init__(self) -> None:
        self.globals: dict[str, Any] = {}
        self.events: list[_Event] = []
        self.items: dict[int, list[tuple[str, Any]]] = {}
        self.uncertain: dict[int, bool] = {}
        self.cell = -1
        self.steps = 0  # in the current cell
        self.total_steps = 0
        self.depth = 0
        self.site: tuple[Any, ...] | None = None
        # Functions defined at a cell's top level anywhere in the notebook: a cell may call one
        # defined further down (cells run out of order, then moved).
        self.defined: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}

    def define_all(self, trees: list[ast.Module]) -> None:
        for tree in trees:
            for stmt in tree.body:
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    self.defined[stmt.name] = stmt

    # cells ---------------------------------------------------------------------------------------

    def run_cell(self, index: int, tree: ast.Module) -> None:
        self.cell, self.depth, self.site = index, 0, None
        self.total_steps += self.steps
        self.steps = 0
        self.items[index] = []
        self.uncertain[index] = False
        body = tree.body
        try:
            for i, stmt in enumerate(body):
                if i == len(body) - 1 and isinstance(stmt, ast.Expr) and not _is_print(stmt.value):
                    # The cell's last expression is shown as its result (a repr, not a print).
                    value = self.expr(stmt.value, self.globals)
                    if isinstance(value, _Gen):
                        self.items[index].append(("repr", value))
                    elif value is not None:
                        self.items[index].append(("result", None))
                else:
                    self.stmt(stmt, self.globals)
        except (_Budget, _Return, _Break, _Continue, RecursionError):
            self.uncertain[index] = True
        except Exception:  # noqa: BLE001 - an interpreter gap is an unreadable cell, never a crash
            self.uncertain[index] = True

    def _emit_item(self, kind: str, value: Any = None) -> None:
        if self.cell in self.items:
            self.items[self.cell].append((kind, value))

    def _effect_names(self, env: dict[str, Any]) -> set[str]:
        names = set()
        for scope in (self.globals, env):
            for name, v in scope.items():
                if isinstance(v, (_Func, _Pipe)) or isinstance(v, _Mod) and v.name.endswith(("generate", "print")):
                    names.add(name)
        return names

    def _mark_uncertain(self, node: ast.AST, env: dict[str, Any]) -> bool:
        """A statement the interpreter cannot follow exactly: the cell's output order is unknown
        when it prints or generates."""
        if _has_effects(node, self._effect_names(env)):
            self.uncertain[self.cell] = True
            return True
        return False

    # statements ----------------------------------------------------------------------------------

    def _tick(self) -> None:
        self.steps += 1
        if self.steps > _MAX_STEPS or self.total_steps + self.steps > _MAX_TOTAL_STEPS:
            raise _Budget()

    def block(self, stmts: list[ast.stmt], env: dict[str, Any]) -> None:
        for stmt in stmts:
            self.stmt(stmt, env)

    def stmt(self, s: ast.stmt, env: dict[str, Any]) -> None:
        self._tick()
        if isinstance(s, ast.Expr):
            self.expr(s.value, env)
        elif isinstance(s, ast.Assign):
            value = self.expr(s.value, env)
            for target in s.targets:
                self.bind(target, value, env)
        elif isinstance(s, ast.AnnAssign):
            if s.value is not None:
                self.bind(s.target, self.expr(s.value, env), env)
        elif isinstance(s, ast.AugAssign):
            load = _as_load(s.target)
            current = self.expr(load, env) if load is not None else U
            self.bind(s.target, self._binop(s.op, current, self.expr(s.value, env)), env)
        elif isinstance(s, (ast.For, ast.AsyncFor)):
            self._for(s, env)
        elif isinstance(s, ast.While):
            if self._mark_uncertain(s, env):
                self._once(s.body, env)
        elif isinstance(s, ast.If):
            test = self._truth(self.expr(s.test, env))
            if test is U:
                if self._mark_uncertain(s, env):
                    self._once(s.body, env)
                    self._once(s.orelse, env)
            else:
                self.block(s.body if test else s.orelse, env)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            for item in s.items:
                self.expr(item.context_expr, env)
                if item.optional_vars is not None:
                    self.bind(item.optional_vars, U, env)
            self.block(s.body, env)
        elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
            self.block(s.body, env)  # type: ignore[attr-defined]
            self.block(s.orelse, env)  # type: ignore[attr-defined]
            self.block(s.finalbody, env)  # type: ignore[attr-defined]
        elif isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = s.args
            env[s.name] = _Func(s, [self.expr(d, env) for d in a.defaults],
                                [self.expr(d, env) if d is not None else U for d in a.kw_defaults])
        elif isinstance(s, ast.ClassDef):
            env[s.name] = U
        elif isinstance(s, ast.Return):
            raise _Return(self.expr(s.value, env) if s.value is not None else None)
        elif isinstance(s, ast.Break):
            raise _Break()
        elif isinstance(s, ast.Continue):
            raise _Continue()
        elif isinstance(s, ast.Import):
            for alias in s.names:
                if alias.asname:
                    env[alias.asname] = _Mod(alias.name)
                else:
                    top = alias.name.split(".")[0]
                    env[top] = _Mod(top)
        elif isinstance(s, ast.ImportFrom):
            for alias in s.names:
                if alias.name != "*":
                    env[alias.asname or alias.name] = _Mod(f"{s.module or ''}.{alias.name}")
        elif isinstance(s, ast.Raise):
            self._mark_uncertain(s, env)
        elif type(s).__name__ == "Match":
            self._mark_uncertain(s, env)
        # Pass, Delete, Global, Nonlocal, Assert: nothing the output depends on

    def _once(self, stmts: list[ast.stmt], env: dict[str, Any]) -> None:
        """Walk a body whose repetition is unknown once, for the events it holds."""
        try:
            self.block(stmts, env)
        except (_Break, _Continue):
            pass

    def _for(self, s: ast.For | ast.AsyncFor, env: dict[str, Any]) -> None:
        seq = self._iter(self.expr(s.iter, env))
        if seq is None:
            if self._mark_uncertain(s, env):
                self.bind(s.target, U, env)
                self._once(s.body, env)
            return
        broke = False
        for value in seq:
            self.bind(s.target, value, env)
            try:
                self.block(s.body, env)
            except _Break:
                broke = True
                break
            except _Continue:
                continue
        if not broke:
            self.block(s.orelse, env)

    def _iter(self, v: Any) -> list[Any] | None:
        if isinstance(v, _Parts) or isinstance(v, (_Gen, _Unknown)):
            return None
        if isinstance(v, range):
            return list(v) if len(v) <= _MAX_LOOP else None
        if isinstance(v, (list, tuple, str, set)):
            return list(v) if len(v) <= _MAX_LOOP else None
        if isinstance(v, dict):
            return list(v) if len(v) <= _MAX_LOOP else None
        if isinstance(v, _Ids) and v.k is None:
            return [_Ids(v.ev, k, v.sliced) for k in range(self.events[v.ev].n)]
        return None

    def bind(self, target: ast.AST, value: Any, env: dict[str, Any]) -> None:
        if isinstance(target, ast.Name):
            env[target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            elts = target.elts
            seq = self._iter(value) if not isinstance(value, str) else None
            star = next((i for i, e in enumerate(elts) if isinstance(e, ast.Starred)), None)
            if seq is None or (star is None and len(seq) != len(elts)) or \
                    (star is not None and len(seq) < len(elts) - 1):
                for e in elts:
                    self.bind(e.value if isinstance(e, ast.Starred) else e, U, env)
                return
            if star is None:
                for e, v in zip(elts, seq):
                    self.bind(e, v, env)
            else:
                after = len(elts) - star - 1
                for e, v in zip(elts[:star], seq[:star]):
                    self.bind(e, v, env)
                self.bind(elts[star].value, list(seq[star:len(seq) - after]), env)  # type: ignore[attr-defined]
                for e, v in zip(elts[star + 1:], seq[len(seq) - after:]):
                    self.bind(e, v, env)
        elif isinstance(target, ast.Subscript):
            container = self.expr(target.value, env)
            key = self.expr(target.slice, env)
            try:
                if isinstance(container, dict) and not isinstance(key, _Unknown) and _hashable(key):
                    container[key] = value
                elif isinstance(container, list) and isinstance(key, int) and not isinstance(key, bool):
                    container[key] = value
            except (IndexError, TypeError):
                pass
        elif isinstance(target, ast.Starred):
            self.bind(target.value, value, env)
        # attributes: nothing the output depends on

    # expressions ---------------------------------------------------------------------------------

    def lookup(self, name: str, env: dict[str, Any]) -> Any:
        if name in env:
            return env[name]
        if name in self.globals:
            return self.globals[name]
        if name in _BUILTINS:
            return _Builtin(name)
        node = self.defined.get(name)
        if node is not None:
            a = node.args
            return _Func(node, [self.expr(d, self.globals) for d in a.defaults],
                         [self.expr(d, self.globals) if d is not None else U for d in a.kw_defaults])
        return U

    def expr(self, node: ast.AST | None, env: dict[str, Any]) -> Any:
        self._tick()
        if node is None:
            return None
        if isinstance(node, ast.Constant):
            return _small(node.value)
        if isinstance(node, ast.Name):
            return self.lookup(node.id, env)
        if isinstance(node, ast.JoinedStr):
            return self._fstring(node, env)
        if isinstance(node, ast.BinOp):
            return self._binop(node.op, self.expr(node.left, env), self.expr(node.right, env))
        if isinstance(node, ast.UnaryOp):
            v = self.expr(node.operand, env)
            if isinstance(node.op, ast.Not):
                t = self._truth(v)
                return U if t is U else not t
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                return -v if isinstance(node.op, ast.USub) else v if isinstance(node.op, ast.UAdd) else U
            return U
        if isinstance(node, ast.BoolOp):
            result: Any = None
            for value_node in node.values:
                result = self.expr(value_node, env)
                t = self._truth(result)
                if t is U:
                    return U
                if isinstance(node.op, ast.And) and not t or isinstance(node.op, ast.Or) and t:
                    return result
            return result
        if isinstance(node, ast.Compare):
            return self._compare(node, env)
        if isinstance(node, ast.IfExp):
            t = self._truth(self.expr(node.test, env))
            if t is U:
                return U
            return self.expr(node.body if t else node.orelse, env)
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            out: list[Any] = []
            for e in node.elts:
                if isinstance(e, ast.Starred):
                    seq = self._iter(self.expr(e.value, env))
                    if seq is None:
                        return U
                    out.extend(seq)
                else:
                    out.append(self.expr(e, env))
            if isinstance(node, ast.Tuple):
                return tuple(out)
            if isinstance(node, ast.Set):
                return set(out) if all(_hashable(x) for x in out) else U
            return out
        if isinstance(node, ast.Dict):
            d: dict[Any, Any] = {}
            for k, v in zip(node.keys, node.values):
                value = self.expr(v, env)
                if k is None:
                    if isinstance(value, dict):
                        d.update(value)
                    else:
                        return U
                    continue
                key = self.expr(k, env)
                if not _hashable(key) or key is U:
                    return U
                d[key] = value
            return d
        if isinstance(node, ast.Subscript):
            return self._subscript(self.expr(node.value, env), self._slice(node.slice, env))
        if isinstance(node, ast.Attribute):
            base = self.expr(node.value, env)
            if isinstance(base, _Mod):
                return _Mod(f"{base.name}.{node.attr}")
            return _Bound(base, node.attr)
        if isinstance(node, ast.Call):
            return self._call_node(node, env)
        if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp)):
            items = self._comprehension(node.generators, [node.elt], env)
            if items is None:
                return U
            values = [x[0] for x in items]
            return values if not isinstance(node, ast.SetComp) else U
        if isinstance(node, ast.DictComp):
            items = self._comprehension(node.generators, [node.key, node.value], env)
            if items is None or not all(_hashable(k) for k, _ in items):
                return U
            return {k: v for k, v in items}
        if isinstance(node, ast.NamedExpr):
            value = self.expr(node.value, env)
            self.bind(node.target, value, env)
            return value
        if isinstance(node, ast.Slice):
            return self._slice(node, env)
        return U

    def _slice(self, node: ast.AST, env: dict[str, Any]) -> Any:
        if isinstance(node, ast.Slice):
            parts = [self.expr(p, env) if p is not None else None for p in (node.lower, node.upper, node.step)]
            if all(p is None or isinstance(p, int) and not isinstance(p, bool) for p in parts):
                return slice(*parts)
            return slice(0, None)  # an unknown slice: only "sliced" matters
        return self.expr(node, env)

    def _comprehension(self, gens: list[ast.comprehension], elts: list[ast.expr],
                       env: dict[str, Any]) -> list[list[Any]] | None:
        scope = dict(env) if env is not self.globals else dict(self.globals)
        out: list[list[Any]] = []

        def walk(i: int) -> bool:
            if i == len(gens):
                out.append([self.expr(e, scope) for e in elts])
                return len(out) <= _MAX_LOOP
            g = gens[i]
            seq = self._iter(self.expr(g.iter, scope))
            if seq is None:
                return False
            for value in seq:
                self.bind(g.target, value, scope)
                conds = [self._truth(self.expr(c, scope)) for c in g.ifs]
                if any(c is U for c in conds):
                    return False
                if all(conds) and not walk(i + 1):
                    return False
            return True

        return out if walk(0) else None

    def _fstring(self, node: ast.JoinedStr, env: dict[str, Any]) -> Any:
        parts: list[Any] = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
                continue
            if not isinstance(v, ast.FormattedValue):
                parts.append(U)
                continue
            value = self.expr(v.value, env)
            spec = self.expr(v.format_spec, env) if v.format_spec is not None else ""
            if isinstance(value, (_Gen, _Parts)) and not spec and v.conversion in (-1, ord("s")):
                parts.extend(value if isinstance(value, _Parts) else [value])
            elif _plain(value) and isinstance(spec, str):
                try:
                    if v.conversion == ord("r"):
                        value = repr(value)
                    elif v.conversion == ord("a"):
                        value = ascii(value)
                    elif v.conversion == ord("s"):
                        value = str(value)
                    parts.append(format(value, spec))
                except (TypeError, ValueError):
                    parts.append(U)
            else:
                parts.append(U)
        return _join_parts(parts)

    def _binop(self, op: ast.operator, a: Any, b: Any) -> Any:
        text_like = (str, _Gen, _Parts)
        if isinstance(op, ast.Add) and isinstance(a, text_like) and isinstance(b, text_like):
            return _join_parts(_pieces(a) + _pieces(b))
        if not (_plain(a) and _plain(b)):
            return U
        try:
            if isinstance(op, ast.Add):
                r = a + b
            elif isinstance(op, ast.Sub):
                r = a - b
            elif isinstance(op, ast.Mult):
                size = (len(a) * b if isinstance(a, (str, list)) and isinstance(b, int) else
                        len(b) * a if isinstance(b, (str, list)) and isinstance(a, int) else 0)
                if size > _MAX_STR:
                    return U
                r = a * b
            elif isinstance(op, ast.Div):
                r = a / b
            elif isinstance(op, ast.FloorDiv):
                r = a // b
            elif isinstance(op, ast.Mod):
                r = a % b
            elif isinstance(op, ast.Pow):
                if isinstance(b, (int, float)) and abs(b) > 64:
                    return U
                r = a ** b
            else:
                return U
        except Exception:  # noqa: BLE001 - the student's arithmetic failing is the student's
            return U
        return _small(r)

    def _compare(self, node: ast.Compare, env: dict[str, Any]) -> Any:
        left = self.expr(node.left, env)
        for op, right_node in zip(node.ops, node.comparators):
            right = self.expr(right_node, env)
            if isinstance(op, (ast.Is, ast.IsNot)) and (left is None or right is None) and \
                    (_plain(left) or left is None) and (_plain(right) or right is None):
                ok = (left is right) == isinstance(op, ast.Is)
            elif not (_plain(left) and _plain(right)):
                return U
            else:
                try:
                    ok = {ast.Eq: lambda x, y: x == y, ast.NotEq: lambda x, y: x != y, ast.Lt: lambda x, y: x < y,
                          ast.LtE: lambda x, y: x <= y, ast.Gt: lambda x, y: x > y, ast.GtE: lambda x, y: x >= y,
                          ast.In: lambda x, y: x in y, ast.NotIn: lambda x, y: x not in y,
                          ast.Is: lambda x, y: x is y, ast.IsNot: lambda x, y: x is not y}[type(op)](left, right)
                except Exception:  # noqa: BLE001
                    return U
            if not ok:
                return False
            left = right
        return True

    def _truth(self, v: Any) -> Any:
        if v is None:
            return False
        if _plain(v):
            try:
                return bool(v)
            except Exception:  # noqa: BLE001
                return U
        return U

    def _subscript(self, base: Any, key: Any) -> Any:
        if isinstance(base, _Ids):
            if isinstance(key, slice) or isinstance(key, tuple):
                return _Ids(base.ev, base.k, sliced=True) if base.k is not None or isinstance(key, tuple) \
                    else _Ids(base.ev, None, base.sliced)
            if isinstance(key, int) and base.k is None:
                return _Ids(base.ev, key, base.sliced)
            return base
        if isinstance(base, _Enc):
            return base
        if isinstance(base, _Bound) and isinstance(base.base, _Enc):
            return base.base
        if isinstance(base, _Gen):
            return _Gen(base.ev, base.k, False) if isinstance(key, slice) else U
        if isinstance(base, _Parts) or isinstance(base, _Unknown):
            return U
        if isinstance(base, (list, tuple, str, dict, range)) and (_plain(key) or isinstance(key, slice)):
            try:
                return base[key]
            except Exception:  # noqa: BLE001
                return U
        return U

    # calls ---------------------------------------------------------------------------------------

    def _call_node(self, node: ast.Call, env: dict[str, Any]) -> Any:
        fv = self.expr(node.func, env)
        args: list[Any] = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                seq = self._iter(self.expr(a.value, env))
                if seq is None:
                    return U
                args.extend(seq)
            else:
                args.append(self.expr(a, env))
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            value = self.expr(kw.value, env)
            if kw.arg is not None:
                kwargs[kw.arg] = value
            elif isinstance(value, dict) and all(isinstance(k, str) for k in value):
                kwargs.update(value)
            elif isinstance(value, _Enc) or isinstance(value, _Bound) and isinstance(value.base, _Enc):
                kwargs["**enc"] = value
            else:
                kwargs["**unknown"] = U
        return self._call(fv, args, kwargs, node, env)

    def _call(self, fv: Any, args: list[Any], kwargs: dict[str, Any], node: ast.Call, env: dict[str, Any]) -> Any:
        if isinstance(fv, _Builtin):
            return self._builtin(fv.name, args, kwargs)
        if isinstance(fv, _Func):
            return self._invoke(fv, args, kwargs, node)
        if isinstance(fv, _Pipe):
            return self._pipeline_call(fv, args, kwargs, node)
        if isinstance(fv, _Mod):
            return self._module_call(fv.name, args, kwargs, node)
        if isinstance(fv, _Bound):
            return self._method(fv.base, fv.attr, args, kwargs, node)
        if args and isinstance(args[0], (str, _Parts)) and (isinstance(fv, _Tok) or "return_tensors" in kwargs):
            return _Enc(args[0])  # tokenizer(prompt, return_tensors="pt")
        return U

    def _builtin(self, name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        if name == "print":
            return self._print(args, kwargs)
        if name == "display":
            self._emit_item("disp")
            return None
        if name == "str" and len(args) == 1 and isinstance(args[0], (_Gen, _Parts)):
            return args[0]
        seqs = (list, tuple, range, str, dict)
        if name in _ANY_SEQ and all(_plain(v) for v in kwargs.values()) and args and \
                isinstance(args[0], seqs) and all(isinstance(a, seqs) or _plain(a) for a in args[1:]):
            if any(isinstance(a, range) and len(a) > 10_000 for a in args):
                return U
            try:
                return _ANY_SEQ[name](*args, **kwargs)
            except Exception:  # noqa: BLE001
                return U
        if name in _PLAIN_FUNCS and all(_plain(a) for a in args) and all(_plain(v) for v in kwargs.values()):
            if name != "range" and any(isinstance(a, range) and len(a) > 10_000 for a in args):
                return U
            try:
                return _small(_PLAIN_FUNCS[name](*args, **kwargs))
            except Exception:  # noqa: BLE001
                return U
        return U

    def _print(self, args: list[Any], kwargs: dict[str, Any], rich: bool = False) -> None:
        target = kwargs.get("file")
        if target is not None:
            if isinstance(target, _Mod) and target.name.endswith("stderr"):
                return None  # not in the cell's standard output
            self._emit_item("wild")
            return None
        sep, end = kwargs.get("sep", " "), kwargs.get("end", "\n")
        sep = " " if sep is None else sep
        end = "\n" if end is None else end
        if not isinstance(sep, str) or not isinstance(end, str):
            self._emit_item("wild")
            return None
        for i, a in enumerate(args):
            if i:
                self._emit_item("lit", sep)
            for piece in _printable(a):
                if isinstance(piece, str):
                    # rich's print reads "[bold]", "[saída 1]"... as markup and prints nothing for it
                    self._emit_item("lit", _RICH_TAG.sub("", piece) if rich and isinstance(a, (str, _Parts)) else piece)
                elif isinstance(piece, _Gen):
                    self._emit_item("gen", piece)
                else:
                    self._emit_item("wild")
        self._emit_item("lit", end)
        return None

    def _invoke(self, func: _Func, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if self.depth >= _MAX_DEPTH:
            return U
        a = func.node.args
        positional = [p.arg for p in (*a.posonlyargs, *a.args)]
        local: dict[str, Any] = {}
        for name, value in zip(positional, args):
            local[name] = value
        if a.vararg is not None:
            local[a.vararg.arg] = list(args[len(positional):])
        extra: dict[str, Any] = {}
        kwonly = [p.arg for p in a.kwonlyargs]
        for key, value in kwargs.items():
            if key.startswith("**"):
                continue
            if key in positional or key in kwonly:
                local[key] = value
            else:
                extra[key] = value
        for name, default in zip(positional[len(positional) - len(func.defaults):], func.defaults):
            local.setdefault(name, default)
        for name, default in zip(kwonly, func.kwdefaults):
            local.setdefault(name, default)
        if "**unknown" in kwargs:  # f(x, **cfg) with cfg unknown: any parameter may be set by it
            given = set(positional[: len(args)]) | {k for k in kwargs if not k.startswith("**")}
            for name in (*positional, *kwonly):
                if name not in given:
                    local[name] = U
        if a.kwarg is not None:
            local[a.kwarg.arg] = extra if "**unknown" not in kwargs else U
        for name in (*positional, *kwonly):
            local.setdefault(name, U)
        saved = self.site
        if self.depth == 0:
            self.site = (self.cell, node.lineno, node.col_offset)
        self.depth += 1
        try:
            self.block(func.node.body, local)
            result: Any = None
        except _Return as r:
            result = r.value
        except (_Break, _Continue):
            result = U
        finally:
            self.depth -= 1
            self.site = saved
        return result

    def _module_call(self, name: str, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        parts = name.split(".")
        short = parts[-1]
        if short == "print" and ("rich" in name or name == "builtins.print"):
            return self._print(args, kwargs, rich="rich" in name)
        if short == "display" and "IPython" in name:
            self._emit_item("disp")
            return None
        if short == "Console" and "rich" in name:
            return _Mod("rich.console")
        if short == "pipeline" and ("transformers" in name or name == ".pipeline"):
            task = args[0] if args else kwargs.get("task", U)
            model = kwargs.get("model", args[1] if len(args) > 1 else U)
            return _Pipe(task, model.name if isinstance(model, _Model) else model)
        if short == "generate" and "course" in name:
            return self._course_generate(args, kwargs, node)
        if short == "load_model" and "course" in name:
            arg = args[0] if args else kwargs.get("name", "gpt2")
            seq2seq = ("t5" in arg.lower()) if isinstance(arg, str) else None
            return (_Model(arg, seq2seq), _Tok(arg))
        if short == "from_pretrained" and len(parts) >= 2:
            cls = parts[-2]
            arg = args[0] if args else kwargs.get("pretrained_model_name_or_path", U)
            if "Tokenizer" in cls or "Processor" in cls:
                return _Tok(arg)
            if "Model" in cls or cls.endswith(("LMHeadModel", "ForConditionalGeneration")):
                return _Model(arg, "Seq2Seq" in cls or "ConditionalGeneration" in cls)
            return U
        if short == "GenerationConfig":
            return dict(kwargs) if all(not k.startswith("**") for k in kwargs) else U
        return U

    def _method(self, base: Any, attr: str, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if attr == "generate" and not isinstance(base, (_Pipe, str, list, dict, _Gen, _Parts)):
            return self._hf_generate(base, args, kwargs, node)
        if attr == "decode" and args and isinstance(args[0], _Ids):
            ids = args[0]
            ev = self.events[ids.ev]
            full = None if ids.sliced else (False if ev.seq2seq else True if ev.seq2seq is False else None)
            return _Gen(ids.ev, ids.k or 0, full)
        if attr == "batch_decode" and args and isinstance(args[0], _Ids):
            ids = args[0]
            ev = self.events[ids.ev]
            full = None if ids.sliced else (False if ev.seq2seq else True if ev.seq2seq is False else None)
            ks = [ids.k] if ids.k is not None else list(range(ev.n))
            return [_Gen(ids.ev, k, full) for k in ks]
        if attr in ("to", "cpu", "cuda", "eval", "half", "float", "bfloat16", "detach", "clone") and \
                isinstance(base, (_Model, _Enc, _Ids, _Tok)):
            return base
        if attr in ("encode", "encode_plus", "__call__") and args and isinstance(args[0], (str, _Parts)):
            return _Enc(args[0])
        if attr == "print" and isinstance(base, _Mod) and "rich" in base.name:
            return self._print(args, kwargs, rich=True)
        if isinstance(base, str) and attr in _STR_METHODS:
            if not all(_plain(x) for x in args) or not all(_plain(x) for x in kwargs.values()):
                return U
            if attr in ("center", "ljust", "rjust", "zfill") and args and isinstance(args[0], int) \
                    and args[0] > _MAX_STR:
                return U
            try:
                return _small(getattr(base, attr)(*args, **kwargs))
            except Exception:  # noqa: BLE001
                return U
        if isinstance(base, (_Gen, _Parts)) and attr in ("strip", "lstrip", "rstrip") and not args:
            return base
        if isinstance(base, list):
            try:
                if attr == "append" and len(args) == 1:
                    base.append(args[0])
                    return None
                if attr == "extend" and len(args) == 1 and self._iter(args[0]) is not None:
                    base.extend(self._iter(args[0]) or [])
                    return None
                if attr == "insert" and len(args) == 2 and isinstance(args[0], int):
                    base.insert(args[0], args[1])
                    return None
                if attr == "pop" and all(isinstance(x, int) for x in args):
                    return base.pop(*args)
                if attr == "copy" and not args:
                    return list(base)
            except (IndexError, TypeError):
                return U
            return U
        if isinstance(base, dict):
            try:
                if attr == "items" and not args:
                    return list(base.items())
                if attr == "keys" and not args:
                    return list(base.keys())
                if attr == "values" and not args:
                    return list(base.values())
                if attr == "get" and args and _hashable(args[0]):
                    return base.get(*args)
                if attr == "setdefault" and args and _hashable(args[0]):
                    return base.setdefault(*args)
                if attr == "update" and len(args) == 1 and isinstance(args[0], dict):
                    base.update(args[0])
                    return None
                if attr == "copy" and not args:
                    return dict(base)
                if attr == "pop" and args and _hashable(args[0]):
                    return base.pop(*args)
            except (KeyError, TypeError):
                return U
            return U
        return U

    # generation events ---------------------------------------------------------------------------

    def _site(self, node: ast.Call) -> tuple[Any, ...]:
        return self.site if self.depth > 0 and self.site is not None else (self.cell, node.lineno, node.col_offset)

    def _new_event(self, kind: str, node: ast.Call, prompt: Any, params: dict[str, Any], n: Any,
                   **extra: Any) -> _Event:
        if isinstance(prompt, _Parts) or not isinstance(prompt, str):
            prompt = U
        count = n if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 64 else 1
        ev = _Event(len(self.events), self.cell, self._site(node), kind, prompt, params, count, **extra)
        self.events.append(ev)
        return ev

    def _hf_generate(self, base: Any, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        source = kwargs.get("**enc", kwargs.get("input_ids", kwargs.get("inputs", args[0] if args else U)))
        prompt = _prompt_of(source)
        config = kwargs.get("generation_config")
        merged = {**(config if isinstance(config, dict) else {}), **kwargs}
        vague = "**unknown" in kwargs or config is not None and not isinstance(config, dict)
        # Hugging Face's defaults for what the call leaves unset (GPT-2 and flan-t5 set none of
        # these in their generation config): greedy, T=1, top-p=1, top-k from the model (50).
        params = {
            "do_sample": _arg(merged, "do_sample", False, vague),
            "temperature": _arg(merged, "temperature", 1.0, vague),
            "top_p": _arg(merged, "top_p", 1.0, vague),
            "top_k": _arg(merged, "top_k", None, vague),
            "max_new_tokens": _arg(merged, "max_new_tokens", None, vague),
        }
        seq2seq = base.seq2seq if isinstance(base, _Model) else None
        ev = self._new_event("generate", node, prompt, params, _arg(merged, "num_return_sequences", 1, vague),
                             seq2seq=seq2seq, beams=_arg(merged, "num_beams", 1, vague))
        return _Ids(ev.index)

    def _pipeline_call(self, pipe: _Pipe, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if pipe.task not in ("text-generation", "text2text-generation"):
            return U
        prompt = args[0] if args else kwargs.get("text_inputs", U)
        vague = "**unknown" in kwargs
        config = kwargs.get("generation_config")
        merged = {**(config if isinstance(config, dict) else {}), **kwargs}
        params = {
            # The model's task defaults decide do_sample when the call does not set it (GPT-2's
            # text-generation defaults sample): not something to assume.
            "do_sample": _arg(merged, "do_sample", U, vague),
            "temperature": _arg(merged, "temperature", 1.0, vague),
            "top_p": _arg(merged, "top_p", 1.0, vague),
            "top_k": _arg(merged, "top_k", None, vague),
            "max_new_tokens": _arg(merged, "max_new_tokens", None, vague),
        }
        seq2seq = pipe.task == "text2text-generation"
        ev = self._new_event("pipeline", node, prompt, params, _arg(merged, "num_return_sequences", 1, vague),
                             seq2seq=seq2seq, beams=_arg(merged, "num_beams", 1, vague))
        full_text = merged.get("return_full_text", True)
        full = False if seq2seq or full_text is False else True if full_text is True else None
        return [{"generated_text": _Gen(ev.index, k, full)} for k in range(ev.n)]

    def _course_generate(self, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        # grader.course.generate(model, tokenizer, prompt, *, run, temperature=1.0, top_p=1.0,
        # top_k=None, do_sample=True, max_new_tokens=80, seed=None, show=True)
        model = args[0] if args else kwargs.get("model", U)
        prompt = args[2] if len(args) > 2 else kwargs.get("prompt", U)
        vague = "**unknown" in kwargs
        params = {
            "do_sample": _arg(kwargs, "do_sample", True, vague),
            "temperature": _arg(kwargs, "temperature", 1.0, vague),
            "top_p": _arg(kwargs, "top_p", 1.0, vague),
            "top_k": _arg(kwargs, "top_k", None, vague),
            "max_new_tokens": _arg(kwargs, "max_new_tokens", 80, vague),
        }
        seq2seq = model.seq2seq if isinstance(model, _Model) else None
        ev = self._new_event("course", node, prompt, params, 1, run=kwargs.get("run"), seq2seq=seq2seq)
        if kwargs.get("show", True) is not False:
            # The helper prints prompt + continuation itself (the continuation alone for
            # encoder-decoder models).
            self._emit_item("gen", _Gen(ev.index, 0, None if seq2seq is None else not seq2seq))
            self._emit_item("lit", "\n")
        return _Gen(ev.index, 0, False)


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
    return [U]


def _prompt_of(v: Any) -> Any:
    if isinstance(v, _Enc):
        return v.prompt
    if isinstance(v, _Bound) and isinstance(v.base, _Enc):
        return v.base.prompt
    if isinstance(v, (str, _Parts)):
        return v
    return U


def _parse(source: str) -> ast.Module | None:
    """A code cell's AST, IPython's ``!shell`` and ``%magic`` lines blanked; None if unreadable."""
    lines = source.split("\n")
    if lines and lines[0].lstrip().startswith("%%"):
        return None  # a cell magic: the cell is not Python
    clean = []
    for line in lines:
        stripped = line.lstrip()
        clean.append(line[: len(line) - len(stripped)] + "pass" if stripped.startswith(("!", "%")) else line)
    try:
        return ast.parse("\n".join(clean))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


# -- the cell's printed output ---------------------------------------------------------------------

def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def _looks_wrapped(text: str, width: int = 120, slack: int = 25) -> bool:
    """Printed by rich (hard-wrapped): no line beyond the console width, and a long line that
    continues on the next one. A plain ``print`` never breaks a line."""
    lines = text.split("\n")
    if max((len(line) for line in lines), default=0) > width:
        return False
    return any(len(a.rstrip(" ")) >= width - slack and b.strip() for a, b in zip(lines, lines[1:]))


def _is_rich_display(data: dict[str, Any]) -> bool:
    """A display output that is printed text (rich's ``print``): plain text, maybe rich's HTML."""
    if "text/plain" not in data or GENERATION_MIME in data:
        return False
    if set(data) - {"text/plain", "text/html"}:
        return False
    html = _text(data.get("text/html", ""))
    return not html or html.lstrip().startswith("<pre")


def _cell_text(cell: Any) -> tuple[str, str | None]:
    """The cell's standard output as printed (ANSI stripped, rich's wrapping undone output by
    output), and the text/plain of its result, if any."""
    chunks: list[str] = []
    result = None
    for out in cell.get("outputs", []) or []:
        if not isinstance(out, dict):
            continue
        kind = out.get("output_type")
        if kind == "stream":
            if out.get("name") != "stdout":
                continue
            raw = _text(out.get("text", ""))
            text = strip_ansi(raw)
            chunks.append(unwrap_rich(text) if text != raw or _looks_wrapped(text) else text)
        elif kind == "display_data":
            data = out.get("data", {}) or {}
            if isinstance(data, dict) and _is_rich_display(data):
                chunks.append(unwrap_rich(strip_ansi(_text(data["text/plain"]))))
        elif kind == "execute_result":
            data = out.get("data", {}) or {}
            if isinstance(data, dict) and "text/plain" in data:
                result = _text(data["text/plain"])
    return "".join(chunks), result


# -- aligning the expected output with the printed one ----------------------------------------------

@dataclass
class _Slot:
    kind: str  # "gen", "wild", "disp", "ws"
    value: Any = None
    scope: str = ""  # for a gen: the literal text printed since the previous generation


def _find_literal(core: str, text: str, start: int, line_start: bool) -> re.Match[str] | None:
    pattern = r"\s+".join(re.escape(t) for t in core.split())
    if line_start:
        pattern = r"(?:^|(?<=\n))[ \t]*" + pattern
    return re.compile(pattern).search(text, start)


def _strip_prefix(text: str, prefix: str) -> str | None:
    """``text`` after ``prefix``, whitespace runs compared loosely (rich may re-wrap a long
    prompt); None when ``text`` does not start with it."""
    if text.startswith(prefix):
        return text[len(prefix):]
    tokens = prefix.split()
    if not tokens:
        return text
    m = re.match(r"\s*" + r"\s+".join(re.escape(t) for t in tokens), text)
    if m is None:
        return None
    rest = text[m.end():]
    tail = prefix[len(prefix.rstrip()):]
    return rest[len(tail):] if tail and rest.startswith(tail) else rest


def _line_starts(text: str, prefix: str) -> list[int]:
    if not prefix.strip():
        return []
    pattern = r"(?:^|(?<=\n))" + r"\s+".join(re.escape(t) for t in prefix.split())
    return [m.start() for m in re.finditer(pattern, text)]


def _cut(region: str, head: str, tail: str) -> str:
    """``region`` without the whitespace the code printed around the slot(s) in it."""
    if head and region.startswith(head):
        region = region[len(head):]
    else:
        i = 0
        while i < len(head) and i < len(region) and region[i] in " \t\n":
            i += 1
        region = region[i:]
    if tail and region.endswith(tail):
        region = region[: len(region) - len(tail)]
    else:
        i = 0
        while i < len(tail) and i < len(region) and region[len(region) - 1 - i] in " \t\n":
            i += 1
        region = region[: len(region) - i] if i else region
    return region


class _AlignError(Exception):
    pass


_Aligned = dict[tuple[int, int], tuple[str, str, _Gen]]  # (event, sample) -> (text, header scope, slot)


def _align(items: list[tuple[str, Any]], text: str, events: list[_Event]) -> _Aligned:
    """Each generation slot's printed text: {(event, sample): (text, header scope, slot)}.

    Raises _AlignError when the printed output does not follow the code (edited after it ran,
    interrupted, printed by something the code does not show)."""
    merged: list[tuple[str, Any, str]] = []
    scope = ""
    for kind, value in items:
        if kind in ("repr", "result"):
            continue
        if kind == "lit":
            scope += value
            if merged and merged[-1][0] == "lit":
                merged[-1] = ("lit", merged[-1][1] + value, "")
            else:
                merged.append(("lit", value, ""))
        else:
            merged.append((kind, value, scope if kind == "gen" else ""))
            if kind == "gen":
                scope = ""
    out: _Aligned = {}
    pos, head, pending = 0, "", []  # type: ignore[var-annotated]
    first = True
    for kind, value, slot_scope in merged:
        if kind != "lit":
            pending.append(_Slot(kind, value, slot_scope))
            first = False
            continue
        core = value.strip()
        if not core:
            if pending:
                pending.append(_Slot("ws", value))
            else:
                head += value
            continue
        lead = value[: len(value) - len(value.lstrip())]
        trail = value[len(value.rstrip()):]
        start = pos + (len(head) + 1 if any(s.kind == "gen" for s in pending) else 0)
        m = _find_literal(core, text, start, line_start="\n" in lead or first)
        if m is None:
            raise _AlignError(f"the printed output lacks {core[:60]!r}")
        if pending:
            _fill(pending, text[pos:m.start()], head, lead, events, out)
        pos, head, pending, first = m.end(), trail, [], False
    if pending:
        _fill(pending, text[pos:], head, "", events, out)
    return out


def _fill(pending: list[_Slot], region: str, head: str, lead: str, events: list[_Event], out: _Aligned) -> None:
    slots = [s for s in pending if s.kind != "ws"]
    first = next(i for i, s in enumerate(pending) if s.kind != "ws")
    last = max(i for i, s in enumerate(pending) if s.kind != "ws")
    head += "".join(s.value for s in pending[:first])
    tail = "".join(s.value for s in pending[last + 1:]) + lead
    body = _cut(region, head, tail)
    # display(...) of anything but printed text is not in the text read here
    slots = [s for s in slots if s.kind != "disp"]
    gens = [s for s in slots if s.kind == "gen"]
    if not gens:
        return
    kinds = [s.kind for s in slots]
    if kinds == ["gen"]:
        _put(out, gens[0], body)
        return
    if "wild" in kinds:
        # Unknown text before one generation: the generation starts where its prompt does.
        if kinds[-1] != "gen" or len(gens) > 1:
            raise _AlignError("a generation printed next to text the code does not show")
        prompt = _full_prompt(gens[0].value, events)
        starts = _line_starts(body, prompt) if prompt else []
        if len(starts) != 1:
            raise _AlignError("a generation printed next to text the code does not show")
        _put(out, gens[0], body[starts[0]:])
        return
    # Several generations back to back: each begins with its prompt.
    prompts = [_full_prompt(g.value, events) for g in gens]
    if any(p is None for p in prompts):
        raise _AlignError("outputs printed back to back")
    starts = sorted({s for p in set(prompts) for s in _line_starts(body, p)})  # type: ignore[arg-type]
    if len(starts) != len(gens) or starts[0] != 0:
        raise _AlignError("outputs printed back to back")
    # the whitespace printed between two consecutive generations (print's end)
    idx = [i for i, s in enumerate(pending) if s.kind == "gen"]
    for j, g in enumerate(gens):
        end = starts[j + 1] if j + 1 < len(gens) else len(body)
        seg = body[starts[j]:end]
        if j + 1 < len(gens):
            between = "".join(s.value for s in pending[idx[j] + 1: idx[j + 1]] if s.kind == "ws")
            seg = _cut(seg, "", between)
        _put(out, g, seg)


def _full_prompt(gen: _Gen, events: list[_Event]) -> str | None:
    """The prompt a printed generation starts with, when the code says it is printed with it."""
    ev = events[gen.ev]
    if gen.full is True and isinstance(ev.prompt, str) and ev.prompt.strip():
        return ev.prompt
    return None


def _put(out: _Aligned, slot: _Slot, text: str) -> None:
    key = (slot.value.ev, slot.value.k)
    if key not in out:
        out[key] = (text, slot.scope, slot.value)


# -- printed headers -------------------------------------------------------------------------------

_NUM = r"(\d+(?:[.,]\d+)?|[.,]\d+)"
_SEP = r"\s*(?:[=:]|->|=>)?\s*"
_HEADER = [
    ("top_p", re.compile(r"(?<![\w])(?:top[\s_-]?p|nucleus(?:[\s_-]?p)?)" + _SEP + _NUM)),
    ("top_k", re.compile(r"(?<![\w])top[\s_-]?k" + _SEP + r"(\d+)")),
    ("temperature", re.compile(r"(?<![\w])(?:temperatura|temperature|temp|tau|τ)" + _SEP + _NUM)),
    ("temperature", re.compile(r"(?<![\w.])t\s*[=:]\s*" + _NUM)),
    ("top_p", re.compile(r"(?<![\w.-])p\s*[=:]\s*" + _NUM)),
    ("max_new_tokens", re.compile(r"(?<![\w])max[\s_-]?new[\s_-]?tokens" + _SEP + r"(\d+)")),
    ("do_sample", re.compile(r"(?<![\w])do[\s_-]?sample" + _SEP + r"(true|false)")),
]
_GREEDY = re.compile(r"(?<![\w])(greedy|guloso|gulosa|deterministico)(?![\w])")
_SAMPLE_MARK = re.compile(r"(?<![\w])(?:amostra|sample|exemplo|tentativa|geracao|saida|output)\s*#?\s*\d+")
_SEPARATOR = re.compile(r"^[\W_]{3,}$")


def _claims(text: str) -> dict[str, Any]:
    """Decoding parameters a printed header states (the last value of each wins)."""
    found: dict[str, tuple[int, Any]] = {}
    for line in text.split("\n"):
        f = fold(line)
        for name, rx in _HEADER:
            for m in rx.finditer(f):
                raw = m.group(1)
                if name == "do_sample":
                    value: Any = raw == "true"
                elif name in ("top_k", "max_new_tokens"):
                    value = int(raw)
                else:
                    try:
                        value = float(raw.replace(",", "."))
                    except ValueError:
                        continue
                found[name] = (len(found), value)
        if _GREEDY.search(f):
            found["do_sample"] = (len(found), False)
    return {k: v for k, (_, v) in found.items()}


def _labels(text: str, activity: ActivitySpec) -> set[str]:
    """Runs a header names, by id ("A2") or alias ("passo a passo")."""
    f = fold(text)
    found = set()
    for rid, run in activity.runs.items():
        names = [rid.lower(), *(fold(a) for a in run.aliases)]
        if any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", f) for n in names if n):
            found.add(rid)
    return found


def _header_line(scope: str) -> str:
    """The header a text was printed under, for messages: the last line that states parameters,
    else the last line that says something."""
    lines = [ln.strip() for ln in scope.split("\n") if ln.strip() and not _SEPARATOR.match(ln.strip())]
    for line in reversed(lines):
        if _claims(line):
            return line[:80]
    return lines[-1][:80] if lines else ""


# -- samples: printed texts with where they came from -------------------------------------------------

@dataclass
class _Sample:
    cell: int
    cell_id: str | None
    printed: str  # as printed (prompt included when it was printed)
    scope: str  # the headers printed before it
    placed_by: str  # "code" (aligned with the code) or "headers"
    event: _Event | None = None
    k: int = 0
    full: bool | None = None
    cell_events: list[_Event] = field(default_factory=list)
    header: str = ""  # the header it was printed under (the last one stating parameters, in its cell)
    claims: dict[str, Any] = field(default_factory=dict)  # what the headers printed so far in its cell state


def _by_code(i: int, cell: Any, interp: _Interp, text: str, result: str | None) -> list[_Sample] | None:
    items = interp.items.get(i, [])
    if interp.uncertain.get(i) or not any(k in ("gen", "repr") for k, _ in items):
        return None
    try:
        aligned = _align(items, text, interp.events)
    except _AlignError:
        return None
    samples = []
    for (ev, k), (printed, scope, gen) in aligned.items():
        samples.append(_Sample(i, cell.get("id"), printed, scope, "code", interp.events[ev], k, gen.full))
    repr_items = [v for kind, v in items if kind == "repr"]
    if repr_items and result is not None:
        try:
            value = ast.literal_eval(result)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            value = None
        if isinstance(value, str) and (repr_items[0].ev, repr_items[0].k) not in aligned:
            g = repr_items[0]
            scope = "".join(v for kind, v in items if kind == "lit")
            samples.append(_Sample(i, cell.get("id"), value, scope, "code", interp.events[g.ev], g.k, g.full))
    return samples


def _by_headers(i: int, cell: Any, text: str, events: list[_Event], prompts: list[str],
                literal_lines: set[str]) -> list[_Sample]:
    """Fallback: split the printed output at header lines; a sample is a block that starts with
    a known prompt. Used when the code cannot be followed."""
    samples: list[_Sample] = []
    lines = text.split("\n")
    scope: list[str] = []
    block: list[str] = []

    def flush() -> None:
        body = "\n".join(block).strip("\n")
        block.clear()
        if not body.strip():
            return
        # Text that is not a generation (an explanation, a progress line) states nothing here.
        if any(_strip_prefix(body, p) is not None for p in prompts):
            samples.append(_Sample(i, cell.get("id"), body, "\n".join(scope), "headers", None, 0, True, events))
            scope.clear()

    for line in lines:
        s = line.strip()
        header = bool(s) and len(s) <= 160 and not any(_strip_prefix(s, p) is not None for p in prompts) and (
            bool(_SEPARATOR.match(s)) or s in literal_lines or bool(_claims(s)) or
            bool(_SAMPLE_MARK.search(fold(s))))
        if header:
            flush()
            scope.append(s)
        else:
            block.append(line)
    flush()
    return samples


# -- from samples to runs ---------------------------------------------------------------------------

def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b or (isinstance(a, bool) and isinstance(b, bool) and a == b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), abs_tol=_TOL)
    return a == b


def _known(v: Any) -> bool:
    return not isinstance(v, _Unknown) and not isinstance(v, (_Parts, _Gen, _Bound, _Enc))


def _fmt(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def _describe(params: dict[str, Any]) -> str:
    if params.get("do_sample") is False:
        return "greedy decoding"
    bits = [f"T={_fmt(params['temperature'])}", f"top-p={_fmt(params['top_p'])}"]
    if params.get("top_k") is not None:
        bits.append(f"top-k={_fmt(params['top_k'])}")
    return ", ".join(bits)


def _run_desc(activity: ActivitySpec, rid: str) -> str:
    p = activity.params(rid)
    return f"{rid} {p.describe()}" if p.do_sample else f"{rid} greedy"


@dataclass
class _Resolved:
    sample: _Sample
    prompt: str | None = None
    text: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    labels: set[str] = field(default_factory=set)
    reason: str | None = None
    relevant: bool = False  # about this activity: shown to the instructor when not placed


class _Placer:
    def __init__(self, activity: ActivitySpec) -> None:
        self.activity = activity
        self.prompts = {rid: activity.prompt_for(rid) for rid in activity.runs if activity.prompt_for(rid)}
        self.varies: dict[str, set[str]] = {}
        for q in activity.questions:
            ids = list(dict.fromkeys(q.runs))
            if len(ids) < 2:
                continue
            for name in _NUMERIC:
                if len({getattr(activity.params(r), name) for r in ids}) == len(ids):
                    for r in ids:
                        self.varies.setdefault(r, set()).add(name)

    def where(self, s: _Sample) -> str:
        return f"cell {s.cell + 1}" + (f", under {s.header!r}" if s.header else "")

    def resolve(self, s: _Sample) -> _Resolved:
        r = _Resolved(s)
        ev = s.event
        r.labels = _labels(s.scope, self.activity)
        if ev is not None and isinstance(ev.run, str) and ev.run in self.activity.runs:
            r.labels = {ev.run}
        # the prompt, and the continuation without it
        prompt = ev.prompt if ev is not None and isinstance(ev.prompt, str) else None
        printed = s.printed
        if prompt is not None:
            rest = None if s.full is False else _strip_prefix(printed, prompt)
            if rest is None and s.full is True:
                r.prompt = prompt
                r.relevant = prompt in self.prompts.values() or isinstance(ev.run, str) and ev.run in self.activity.runs
                r.reason = (f"{self.where(s)}: the printed text does not begin with the prompt the code "
                            "generated from; not used")
                return r
            r.text = rest if rest is not None else printed
        else:
            for p in sorted(set(self.prompts.values()), key=len, reverse=True):
                rest = _strip_prefix(printed, p)
                if rest is not None:
                    prompt, r.text = p, rest
                    break
            else:
                r.text = printed
        r.prompt = prompt
        # A free-prompt run (the student's own variation) is only known by the helper's run= argument.
        explicit = ev is not None and isinstance(ev.run, str) and ev.run in self.activity.runs
        r.relevant = prompt in self.prompts.values() or prompt is not None and explicit
        if not explicit:
            r.labels = {x for x in r.labels if not self.activity.runs[x].free_prompt}
        if not r.relevant:
            close = [rid for rid, p in self.prompts.items() if prompt is not None and
                     normalise_for_match(p).casefold() == normalise_for_match(prompt).casefold()]
            if close:
                r.relevant = True
                r.reason = (f"{self.where(s)}: the prompt differs from run {close[0]}'s only in spacing or case "
                            f"({prompt!r}); not used")
            return r
        # the parameters: the code's, checked against (and completed by) the headers
        claims = s.claims
        if ev is not None:
            params = dict(ev.params)
            for name, value in claims.items():
                code = params.get(name)
                if not _known(code):
                    params[name] = value
                elif name == "do_sample" or name in _NUMERIC and params.get("do_sample") is not False or \
                        name == "top_k":  # greedy decoding ignores temperature and top-p
                    if name == "top_k":
                        code = HF_DEFAULT_TOP_K if code is None else code
                    if not _same(code, value):
                        r.reason = (f"{self.where(s)}: the header says {name}={_fmt(value)} but the code "
                                    f"generated with {name}={_fmt(code)}; not used")
                        return r
            if isinstance(ev.beams, int) and ev.beams > 1:
                r.reason = f"{self.where(s)}: generated with beam search (num_beams={ev.beams}); not used"
                return r
        else:
            params = self._from_headers(s, claims, r)
            if params is None:
                return r
        r.params = params
        if params.get("do_sample") is U:
            r.reason = (f"{self.where(s)}: the call does not set do_sample, so whether it sampled depends on "
                        "the model's defaults; not used")
            return r
        needed = _NUMERIC if params.get("do_sample") else ()
        for name in needed:
            if not _known(params.get(name)) or not isinstance(params.get(name), (int, float)):
                r.reason = (f"{self.where(s)}: the {name.replace('_', '-')} of this output could not be read from "
                            "the code or a printed header; not used")
                return r
        if not _known(params.get("top_k")) or not (params.get("top_k") is None or isinstance(params["top_k"], int)):
            r.reason = f"{self.where(s)}: the top-k of this output could not be read from the code; not used"
            return r
        return r

    def _from_headers(self, s: _Sample, claims: dict[str, Any], r: _Resolved) -> dict[str, Any] | None:
        """Parameters of a text split by headers: what the headers say, confirmed by the cell's code."""
        events = [e for e in s.cell_events if e.prompt is U or e.prompt == r.prompt]
        if events:
            fits = [e for e in events
                    if all(not _known(e.params.get(n)) or _same(e.params.get(n), v) for n, v in claims.items())]
            if not fits:
                codes = sorted({_describe(e.params) for e in events
                                if all(_known(e.params.get(n)) for n in _NUMERIC)})
                stated = ", ".join(f"{n}={_fmt(v)}" for n, v in claims.items()) or "no parameters"
                r.reason = (f"{self.where(s)}: the header says {stated} but the cell's code generates with "
                            f"{'; '.join(codes) or 'other parameters'}; not used")
                return None
            configs = []
            for e in fits:
                p = {n: (claims[n] if n in claims and not _known(e.params.get(n)) else e.params.get(n))
                     for n in ("do_sample", "temperature", "top_p", "top_k", "max_new_tokens")}
                if p not in configs:
                    configs.append(p)
            if len(configs) > 1:
                r.reason = (f"{self.where(s)}: the header does not say which of the cell's generation calls "
                            "printed this text; not used")
                return None
            if isinstance(fits[0].beams, int) and fits[0].beams > 1:
                r.reason = f"{self.where(s)}: generated with beam search (num_beams={fits[0].beams}); not used"
                return None
            return configs[0]
        if not claims:
            r.reason = f"{self.where(s)}: no code generates this text and no header states its parameters; not used"
            return None
        sampled = claims.get("do_sample", True if any(n in claims for n in _NUMERIC) else U)
        return {"do_sample": sampled, "temperature": claims.get("temperature", U if sampled else 1.0),
                "top_p": claims.get("top_p", U if sampled else 1.0), "top_k": claims.get("top_k"),
                "max_new_tokens": claims.get("max_new_tokens")}

    def candidates(self, r: _Resolved) -> list[str]:
        p = r.params
        out = []
        for rid, run in self.activity.runs.items():
            if run.free_prompt or self.prompts.get(rid) != r.prompt:
                continue
            want = self.activity.params(rid)
            if bool(p.get("do_sample")) != want.do_sample:
                continue
            if want.do_sample:
                if not (_same(p["temperature"], want.temperature) and _same(p["top_p"], want.top_p)):
                    continue
                if (p.get("top_k") if p.get("top_k") is not None else HF_DEFAULT_TOP_K) != \
                        (want.top_k if want.top_k is not None else HF_DEFAULT_TOP_K):
                    continue
            out.append(rid)
        return out

    def choose(self, r: _Resolved, varied: set[str]) -> str | None:
        s = r.sample
        free = [rid for rid in r.labels if self.activity.runs[rid].free_prompt]
        if len(r.labels) == 1 and free:
            if bool(r.params.get("do_sample")) != self.activity.params(free[0]).do_sample:
                r.reason = (f"{self.where(s)}: the header names {free[0]} ({_run_desc(self.activity, free[0])}) "
                            f"but the code generated with {_describe(r.params)}; not used")
                return None
            return free[0]
        cands = self.candidates(r)
        labelled = [c for c in cands if c in r.labels]
        if len(r.labels) == 1 and not labelled:
            (label,) = r.labels
            if label not in self.prompts or self.prompts[label] == r.prompt:
                fits = f"which is {', '.join(cands)}'s configuration" if cands else "which is no run's configuration"
                r.reason = (f"{self.where(s)}: the header names {label} ({_run_desc(self.activity, label)}) but the "
                            f"code generated with {_describe(r.params)}, {fits}; not used")
                return None
        if len(labelled) == 1:
            return labelled[0]
        if len(cands) == 1:
            return cands[0]
        if not cands:
            same_prompt = [rid for rid, p in self.prompts.items() if p == r.prompt]
            r.reason = (f"{self.where(s)}: generated with {_describe(r.params)}, the configuration of no run of "
                        f"this activity ({'; '.join(_run_desc(self.activity, x) for x in same_prompt)}); not used")
            return None
        by_loop = [c for c in cands if self.varies.get(c, set()) & varied]
        if len(by_loop) == 1:
            return by_loop[0]
        r.reason = (f"{self.where(s)}: generated with {_describe(r.params)}, which fits runs {' and '.join(cands)} "
                    "alike, and nothing in the notebook says which (a header naming the run, or a loop over the "
                    "parameter the run varies); not used")
        return None

    def generation(self, rid: str, r: _Resolved, seed: int | None, sample_no: int) -> Generation:
        s = r.sample
        spec = self.activity.params(rid)
        top_k = r.params.get("top_k")
        mnt = r.params.get("max_new_tokens")
        params = DecodingParams(
            do_sample=spec.do_sample, temperature=spec.temperature, top_p=spec.top_p,
            top_k=top_k if isinstance(top_k, int) and not isinstance(top_k, bool) and top_k >= 0 else None,
            max_new_tokens=mnt if isinstance(mnt, int) and not isinstance(mnt, bool) and mnt >= 1
            else spec.max_new_tokens)
        prompt = self.activity.prompt_for(rid) or (r.prompt or "")
        extra = {"placed_by": s.placed_by, "cell": s.cell + 1, "header": s.header, "sample": sample_no}
        if s.event is not None:
            extra["call"] = s.event.kind
        if params.max_new_tokens != spec.max_new_tokens:
            extra["max_new_tokens_differs"] = {"code": params.max_new_tokens, "run": spec.max_new_tokens}
        return Generation(run_id=rid, prompt=prompt, text=r.text, params=params, source=SOURCE,
                          cell_id=s.cell_id, printed=s.printed, seed=seed, extra=extra)


@dataclass(frozen=True)
class Placement:
    """What the notebook's own generation code printed: run id -> its samples, in notebook order;
    and, for the instructor, each printed output that could not be placed and why."""

    generations: dict[str, tuple[Generation, ...]]
    unplaced: tuple[str, ...] = ()


def find_runs(nb: Any, activity: ActivitySpec, *, skip_cells: set[int] | frozenset[int] = frozenset(),
              seed: int | None = None) -> Placement:
    """Generations printed by the notebook's own code, mapped to the activity's runs.

    ``skip_cells``: indices of cells already read another way (the course helper's records, cells
    tagged with a run): their code is still followed, their output is not placed again.
    """
    cells = list(nb.get("cells", []) if isinstance(nb, dict) else getattr(nb, "cells", []))
    interp = _Interp()
    trees: dict[int, ast.Module] = {}
    for i, cell in enumerate(cells):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            tree = _parse(_text(cell.get("source", "")))
            if tree is not None:
                trees[i] = tree
    interp.define_all(list(trees.values()))
    for i, tree in trees.items():
        interp.run_cell(i, tree)
    readable = set(trees)

    placer = _Placer(activity)
    prompts = list(placer.prompts.values())
    samples: list[_Sample] = []
    for i, cell in enumerate(cells):
        if i in skip_cells or not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        text, result = _cell_text(cell)
        if not text.strip() and result is None:
            continue
        found = _by_code(i, cell, interp, text, result) if i in readable else None
        if found is None:
            events = [e for e in interp.events if e.cell == i]
            own = [e.prompt for e in events if isinstance(e.prompt, str) and e.prompt.strip()]
            literal_lines = {ln.strip() for kind, v in interp.items.get(i, []) if kind == "lit"
                             for ln in v.split("\n") if ln.strip()}
            found = _by_headers(i, cell, text, events, list(dict.fromkeys(prompts + own)), literal_lines)
        # A sample printed under a bare marker ("[Amostra 2]") is still under its configuration's
        # header: what the headers of one loop state holds until one of them states otherwise.
        stated: dict[Any, str] = {}
        running: dict[Any, dict[str, Any]] = {}
        for s in found:
            site = s.event.site if s.event is not None else "headers"
            own = _header_line(s.scope)
            if own and _claims(own):
                stated[site] = own
            s.header = stated.get(site) or own
            running.setdefault(site, {}).update(_claims(s.scope))
            s.claims = dict(running[site])
        samples.extend(found)

    resolved = [placer.resolve(s) for s in samples]
    # the parameters each loop varies: samples of one call site that differ in it
    by_site: dict[Any, list[_Resolved]] = {}
    for r in resolved:
        if r.reason is None and r.params:
            site = r.sample.event.site if r.sample.event is not None else (r.sample.cell, "headers")
            by_site.setdefault(site, []).append(r)
    varied_at: dict[Any, set[str]] = {}
    for site, group in by_site.items():
        varied_at[site] = {n for n in _NUMERIC
                           if len({round(float(g.params[n]), 6) for g in group
                                   if isinstance(g.params.get(n), (int, float))}) > 1}

    placed: dict[str, list[Generation]] = {}
    reasons: list[str] = []
    for r in resolved:
        if r.reason is None and r.relevant and r.params:
            site = r.sample.event.site if r.sample.event is not None else (r.sample.cell, "headers")
            rid = placer.choose(r, varied_at.get(site, set()))
            if rid is not None:
                if not r.text.strip() and not _prompt_alone(r):
                    r.reason = f"{placer.where(r.sample)}: the printed output of run {rid} is empty; not used"
                else:
                    gens = placed.setdefault(rid, [])
                    spec = activity.runs[rid]
                    if not spec.do_sample and any(normalise_for_match(g.text) == normalise_for_match(r.text)
                                                  for g in gens):
                        continue  # greedy decoding repeats itself: one copy is the run's output
                    gens.append(placer.generation(rid, r, seed, len(gens) + 1))
                    continue
        if r.reason is not None and r.relevant:
            reasons.append(r.reason)
    for rid, gens in placed.items():
        most = max(MAX_SAMPLES_PER_RUN, 2 * (activity.runs[rid].samples or 0))  # as many as evidence.collect grades
        if len(gens) > most:
            reasons.append(f"run {rid}: {len(gens)} printed outputs found; only the first {most} are graded")
            del gens[most:]
    return Placement({rid: tuple(g) for rid, g in placed.items()}, tuple(_collapse(reasons)))


def _prompt_alone(r: _Resolved) -> bool:
    """The code printed prompt + continuation and only the prompt came out: the model ended at once
    (its first token was end-of-text), a real output with an empty continuation, not a lost one."""
    return (isinstance(r.prompt, str) and bool(r.prompt.strip()) and r.sample.full is not False
            and bool(r.sample.printed.strip()) and _strip_prefix(r.sample.printed, r.prompt) is not None
            and not (_strip_prefix(r.sample.printed, r.prompt) or "").strip())


def _collapse(reasons: list[str]) -> list[str]:
    """One line per distinct reason ("... (2 outputs)"), in order."""
    counts: dict[str, int] = {}
    for reason in reasons:
        counts[reason] = counts.get(reason, 0) + 1
    return [r if n == 1 else f"{r} ({n} outputs)" for r, n in counts.items()]
