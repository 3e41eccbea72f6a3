"""The abstract interpreter: statements and expressions of the notebook's code, walked without running
anything (see :mod:`grader.reading.runs` for how its events and printed items are used)."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from typing import Any

from .values import EITHER_TASK, U, _BUILTINS, _Bound, _Class, _Obj, _Streamer, _Break, _Budget, _Builtin, _Continue, _Enc, _Event, _File, _Func, _Gen, _GenConfig, _Ids, _MAX_LOOP, _Model, _MAX_STEPS, _MAX_STR, _MAX_TOTAL_STEPS, _Mod, _Parts, _Pipe, _Return, _Unknown, _as_load, _has_effects, _hashable, _is_print, _join_parts, _pieces, _plain, _printable, _small, percent_format
from .branches import _Branches
from .frames import frame_assign, frame_subscript
from .calls import _Calls
from .objects import _Objects
from .sequences import _Sequences

class _Interp(_Calls, _Branches, _Objects, _Sequences):
    """Walks a notebook's code cells; collects generation events and each cell's expected output."""

    def __init__(self) -> None:
        self.globals: dict[str, Any] = {}
        self.events: list[_Event] = []
        self.items: dict[int, list[tuple[str, Any]]] = {}
        self.forms: dict[int, set[bool | None]] = {}
        self.uncertain: dict[int, bool] = {}
        self.files: dict[str, list[Any]] = {}  # path -> the pieces written to it
        self.collapsed: dict[int, list[tuple[str, Any]]] = {}  # a cell's print-only loops, walked once
        self.logged: set[int] = set()  # cells whose texts went out through ``logging`` (standard error)
        self.cell = -1
        self.steps = 0  # in the current cell
        self.total_steps = 0
        self.depth = 0
        self.site: tuple[Any, ...] | None = None
        self.vague = 0  # statements whose path was not followed exactly (a loop over unknown values...)
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
                if isinstance(v, (_Func, _Pipe, _Class, _Obj)) or isinstance(v, _Mod) and v.name.endswith(("generate", "print")):
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
            self._while(s, env)
        elif isinstance(s, ast.If):
            test = self._truth(self.expr(s.test, env))
            self.vague += test is U
            if test is U and self._mark_uncertain(s, env):
                self._once(s.body, env)
                self._once(s.orelse, env)
            elif test is U:
                self._either(s, env)
            else:
                self.block(s.body if test else s.orelse, env)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            for item in s.items:
                value = self.expr(item.context_expr, env)
                if item.optional_vars is not None:  # (a file is its own context manager)
                    self.bind(item.optional_vars, value if isinstance(value, _File) else U, env)
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
            env[s.name] = self.define_class(s, env)
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
            self.vague += 1
            self._mark_uncertain(s, env)
        elif type(s).__name__ == "Match":
            self.vague += 1
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
            self.vague += 1
            if _has_effects(s, self._effect_names(env)):
                events, start = len(self.events), len(self.items.get(self.cell, []))
                self.bind(s.target, U, env)
                self._once(s.body, env)
                items = self.items.get(self.cell)
                if len(self.events) == events and items is not None and len(items) > start and \
                        all(k == "lit" or k == "wild" for k, _ in items[start:]) and \
                        any(k == "lit" and v.strip() for k, v in items[start:]):
                    # a loop that only prints lines of its own, how many unknown (a token's probability per
                    # step): one stretch of text nobody generated
                    self.collapsed.setdefault(self.cell, []).extend(items[start:])  # its lines' shape, for headers
                    del items[start:]
                    self._emit_item("wild")
                else:
                    self.uncertain[self.cell] = True
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
        if isinstance(v, _Obj):
            return self.record_items(v)
        if isinstance(v, _Streamer):  # for piece in streamer: the text, as one piece
            return [v.gen] if v.gen is not None else None
        if isinstance(v, _Ids) and v.k is None and v.group:
            return [_Ids(ev, k, v.sliced) for ev in v.group for k in range(self.events[ev].n)]
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
                if frame_assign(container, key, value):  # df["col"] = ...: a table's column
                    return
                if isinstance(container, dict) and not isinstance(key, _Unknown) and _hashable(key):
                    container[key] = value
                elif isinstance(container, list) and isinstance(key, int) and not isinstance(key, bool):
                    container[key] = value
                elif isinstance(container, (dict, list)):
                    # votos[rotulo(s)] += 1: which entry changed is unknown, so is every entry's value
                    for k in (list(container) if isinstance(container, dict) else range(len(container))):
                        container[k] = U
            except (IndexError, TypeError):
                pass
        elif isinstance(target, ast.Starred):
            self.bind(target.value, value, env)
        elif isinstance(target, ast.Attribute):  # gc.temperature = T: a GenerationConfig changed in place
            owner = self.expr(target.value, env)
            if isinstance(owner, _Obj):
                owner.attrs[target.attr] = value
            elif isinstance(owner, _GenConfig):
                owner[target.attr] = value
            elif isinstance(owner, _Model) and target.attr == "generation_config":
                owner.config.clear()  # model.generation_config = GenerationConfig(...): replaced whole
                owner.config.update(value if isinstance(value, dict) else {"**unknown": U})
        # other attributes: nothing the output depends on

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
        if isinstance(node, ast.Lambda):
            return self.lambda_func(node, env)
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
            for n, value_node in enumerate(node.values):
                result = self.expr(value_node, env)
                if n == len(node.values) - 1:
                    return result  # the last operand is the value, whatever its truth
                t = self._truth(result)
                if t is U and isinstance(node.op, ast.Or) and isinstance(result, _Gen) and len(node.values) == 2 \
                        and isinstance(other := self.expr(node.values[1], env), str) and other.strip():
                    # "shorten(s) or '(nada)'": the text, or the student's placeholder where it is empty
                    return replace(result, shown=result.shown + (("empty", other, "stripped" if result.shown else "exact"),))
                if t is U:
                    # "torch.manual_seed(s) and gera(T, p)": whether the rest runs is unknown; walked for the
                    # generations it may hold, the value unknown
                    for rest in node.values[n + 1:]:
                        self.expr(rest, env)
                    self.vague += 1
                    return U
                if isinstance(node.op, ast.And) and not t or isinstance(node.op, ast.Or) and t:
                    return result
            return result
        if isinstance(node, ast.Compare):
            return self._compare(node, env)
        if isinstance(node, ast.IfExp):
            t = self._truth(self.expr(node.test, env))
            if t is U:
                return self._either_value(node, env)
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
            if isinstance(base, _Model) and node.attr == "generation_config":
                return base.config
            if isinstance(base, (_Obj, _Class)):
                return self.attribute(base, node.attr, node)
            if isinstance(base, _Ids) and node.attr == "sequences":  # generate(..., return_dict_in_generate=True)
                return base
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
            spec = self.expr(v.format_spec, env) if v.format_spec is not None else ""
            conversion = chr(v.conversion) if v.conversion > 0 else None
            parts.extend(self.field_text(self.expr(v.value, env), conversion, spec, v))
        return _join_parts(parts)

    def field_text(self, value: Any, conversion: str | None, spec: Any, node: ast.AST | None) -> list[Any]:
        """The pieces one replacement field of an f-string (or of ``str.format``) writes: a generated
        text's slot where it is written as it is (or as its repr, padded), the formatted value where it is
        plain, an unknown otherwise."""
        value = self.text_of(value, node, "r" if conversion == "r" else "s")
        if isinstance(value, _Obj):
            value = _join_parts(_printable(value))
        if isinstance(value, (_Gen, _Parts)) and not spec and conversion in (None, "s"):
            return list(value) if isinstance(value, _Parts) else [value]
        if isinstance(value, _Gen) and conversion in (None, "s", "r") and isinstance(spec, str) \
                and re.fullmatch(r"<?\d*", spec):
            # f"{s!r:<32}": a literal read back, padded to a width: the padding's spaces dropped
            steps = (("repr",),) if conversion == "r" else ()
            return [replace(value, shown=value.shown + steps + ((("pad", spec.strip("<")),) if spec.strip("<") else ()))]
        if _plain(value) and isinstance(spec, str):
            try:
                shown = {"r": repr, "a": ascii, "s": str}.get(conversion or "", lambda x: x)(value)
                return [format(shown, spec)]
            except (TypeError, ValueError):
                return [U]
        return [U]

    def _binop(self, op: ast.operator, a: Any, b: Any) -> Any:
        text_like = (str, _Gen, _Parts)
        if isinstance(op, ast.Add) and isinstance(a, text_like) and isinstance(b, text_like):
            return _join_parts(_pieces(a) + _pieces(b))
        if isinstance(op, ast.Mod) and isinstance(a, str) and not _plain(b):  # "%s: %s" % (rotulo, texto)
            return percent_format(a, b)
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
            if EITHER_TASK in (left, right):
                return U  # tarefa == "text-generation", the task chosen by the model's kind
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
        if isinstance(v, _Mod):  # a module, a function, an object the code made (a torch.Generator)
            return True
        if _plain(v):
            try:
                return bool(v)
            except Exception:  # noqa: BLE001
                return U
        return U

    def _subscript(self, base: Any, key: Any) -> Any:
        if (framed := frame_subscript(base, key)) is not None:
            return framed
        if isinstance(base, _Ids) and base.group and base.k is None:
            # out[i] / out[i, L:] of a batch: row i is sample i % n of the i // n-th prompt's event
            row = key[0] if isinstance(key, tuple) and key else key
            if isinstance(row, slice) and row == slice(None):  # out[:, L:]: every row, the prompt cut off
                return _Ids(base.ev, None, sliced=base.sliced or isinstance(key, tuple), group=base.group)
            if isinstance(row, int) and not isinstance(row, bool):
                n = self.events[base.group[0]].n
                if 0 <= row < n * len(base.group):
                    return _Ids(base.group[row // n], row % n, sliced=base.sliced or isinstance(key, tuple))
            return U
        if isinstance(base, _Ids):
            if isinstance(key, tuple) and len(key) == 2 and key[0] == slice(None) and key[1] is None:
                return replace(base, per_token=True)  # novos[:, None]: a column of single tokens
            if isinstance(key, slice) or isinstance(key, tuple):
                return _Ids(base.ev, base.k, sliced=True) if base.k is not None or isinstance(key, tuple) \
                    else _Ids(base.ev, None, base.sliced)
            if isinstance(key, int) and base.k is None:
                return _Ids(base.ev, key, base.sliced)
            return base
        if isinstance(base, _Enc):
            return base
        if isinstance(base, _Obj) and isinstance(key, int) and not isinstance(key, bool):
            items = self.record_items(base)
            return items[key] if items is not None and -len(items) <= key < len(items) else U
        if isinstance(base, _Bound) and isinstance(base.base, _Enc):
            return base.base
        if isinstance(base, _Gen):
            if isinstance(key, slice) and key.start in (None, 0) and key.step in (None, 1) and key.stop is not None:
                return replace(base, cut=True)  # text[:200]: its beginning, the prompt included where it was
            return self._gen(base.ev, base.k, False) if isinstance(key, slice) else U
        if isinstance(base, _Parts) or isinstance(base, _Unknown):
            return U
        if isinstance(base, (list, tuple, str, dict, range)) and (_plain(key) or isinstance(key, slice)):
            try:
                return base[key]
            except Exception:  # noqa: BLE001
                return U
        return U

    # calls ---------------------------------------------------------------------------------------
