"""Classes the notebook defines, walked by the abstract interpreter: a student who wraps the
generation in ``class Experimento`` with a method per prompt, or keeps each run in a
``namedtuple`` / ``@dataclass`` record and prints the records, generates and prints exactly as one
who writes functions and tuples. Instances keep the attributes the code sets; methods are the
student's functions with the instance first; a record prints as its repr (``Run(nome='B1', ...)``).
"""

from __future__ import annotations

import ast
from typing import Any

from .values import U, _Bound, _Class, _Func, _Mod, _Obj, _Unknown

_WRAPPERS = ("staticmethod", "classmethod", "property")


def _decorator_name(node: ast.expr) -> str:
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Attribute):
        return target.attr
    return getattr(target, "id", "")


def _field_names(value: Any) -> tuple[str, ...] | None:
    """``namedtuple``'s field list: ``"i semente texto"``, ``"i, texto"`` or a list of names."""
    if isinstance(value, str):
        names = value.replace(",", " ").split()
    elif isinstance(value, (list, tuple)) and all(isinstance(x, str) for x in value):
        names = list(value)
    else:
        return None
    return tuple(names) if names and all(n.isidentifier() for n in names) else None


class _Objects:
    """The interpreter's half that knows classes (mixed into :class:`grader.reading.interp._Interp`)."""

    def define_class(self, s: ast.ClassDef, env: dict[str, Any]) -> _Class:
        decorators = [_decorator_name(d) for d in s.decorator_list]
        bases = [self.expr(b, env) for b in s.bases]  # type: ignore[attr-defined]
        cls = _Class(s.name, {}, {})
        for base in bases:  # what a subclass inherits, its own definitions after
            if isinstance(base, _Class):
                cls.methods.update(base.methods)
                cls.attrs.update(base.attrs)
                cls.wrapped.update(base.wrapped)
                cls.defaults.update(base.defaults)
                cls.fields, cls.tuple_like = base.fields, base.tuple_like
        record = "dataclass" in decorators or any(isinstance(b, _Mod) and b.name.endswith("NamedTuple") for b in bases)
        fields = list(cls.fields or ())
        for stmt in s.body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = stmt.args
                cls.methods[stmt.name] = _Func(stmt, [self.expr(d, env) for d in a.defaults],  # type: ignore[attr-defined]
                                               [self.expr(d, env) if d is not None else U for d in a.kw_defaults])  # type: ignore[attr-defined]
                wrapper = next((w for w in map(_decorator_name, stmt.decorator_list) if w in _WRAPPERS), None)
                if wrapper:
                    cls.wrapped[stmt.name] = wrapper
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                annotation = ast.unparse(stmt.annotation)
                if record and "ClassVar" not in annotation:
                    if stmt.target.id not in fields:
                        fields.append(stmt.target.id)
                    if stmt.value is not None:
                        cls.defaults[stmt.target.id] = self._field_default(stmt.value, env)
                elif stmt.value is not None:
                    cls.attrs[stmt.target.id] = self.expr(stmt.value, env)  # type: ignore[attr-defined]
            elif isinstance(stmt, ast.Assign):
                value = self.expr(stmt.value, env)  # type: ignore[attr-defined]
                for target in stmt.targets:
                    if isinstance(target, ast.Name):
                        cls.attrs[target.id] = value
        if record:
            cls.fields = tuple(fields)
            cls.tuple_like = cls.tuple_like or "dataclass" not in decorators
        return cls

    def _field_default(self, node: ast.expr, env: dict[str, Any]) -> Any:
        if isinstance(node, ast.Call) and _decorator_name(node) == "field":  # field(default=..., default_factory=list)
            for kw in node.keywords:
                if kw.arg == "default":
                    return self.expr(kw.value, env)  # type: ignore[attr-defined]
                if kw.arg == "default_factory":
                    factory = getattr(kw.value, "id", "")
                    return ("factory", factory) if factory in ("list", "dict") else U
            return U
        return self.expr(node, env)  # type: ignore[attr-defined]

    def namedtuple(self, args: list[Any], kwargs: dict[str, Any]) -> Any:
        name = args[0] if args else kwargs.get("typename")
        fields = _field_names(args[1] if len(args) > 1 else kwargs.get("field_names"))
        if not isinstance(name, str) or fields is None:
            return U
        defaults = kwargs.get("defaults")
        given: dict[str, Any] = {}
        if isinstance(defaults, (list, tuple)):
            given = dict(zip(fields[len(fields) - len(defaults):], defaults))
        return _Class(name, {}, {}, fields, given, tuple_like=True)

    def instantiate(self, cls: _Class, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        obj = _Obj(cls, {})
        if cls.fields is not None and "__init__" not in cls.methods:
            if "**unknown" in kwargs or len(args) > len(cls.fields):
                return U
            for name, value in zip(cls.fields, args):
                obj.attrs[name] = value
            for name in cls.fields[len(args):]:
                default = cls.defaults.get(name, U)
                if isinstance(default, tuple) and default[:1] == ("factory",):
                    default = [] if default[1] == "list" else {}
                obj.attrs[name] = kwargs.get(name, default)
            if "__post_init__" in cls.methods:
                self._invoke(cls.methods["__post_init__"], [obj], {}, node)  # type: ignore[attr-defined]
            return obj
        if "__init__" in cls.methods:
            self._invoke(cls.methods["__init__"], [obj, *args], kwargs, node)  # type: ignore[attr-defined]
        return obj

    def attribute(self, base: _Obj | _Class, attr: str, node: ast.AST) -> Any:
        owner = base if isinstance(base, _Class) else base.cls
        if isinstance(base, _Obj) and attr in base.attrs:
            return base.attrs[attr]
        if attr in owner.methods:
            if owner.wrapped.get(attr) == "property" and isinstance(base, _Obj):
                return self._invoke(owner.methods[attr], [base], {}, node)  # type: ignore[attr-defined]
            return _Bound(base, attr)
        return owner.attrs.get(attr, U)

    def call_method(self, base: _Obj | _Class, attr: str, args: list[Any], kwargs: dict[str, Any],
                    node: ast.Call) -> Any:
        owner = base if isinstance(base, _Class) else base.cls
        if isinstance(base, _Obj) and attr in ("_asdict", "__dict__") and owner.fields is not None:
            return {name: base.attrs.get(name, U) for name in owner.fields}
        method = owner.methods.get(attr)
        if method is None:
            value = base.attrs.get(attr, U) if isinstance(base, _Obj) else owner.attrs.get(attr, U)
            if isinstance(value, _Unknown):
                return U
            return self._call(value, args, kwargs, node, {})  # type: ignore[attr-defined]  # self.gera = partial(...)
        wrapper = owner.wrapped.get(attr)
        if wrapper == "staticmethod" or isinstance(base, _Class) and wrapper is None:
            first: list[Any] = []  # (Classe.metodo(obj, ...): the instance is the first argument given)
        elif wrapper == "classmethod":
            first = [owner]
        else:
            first = [base]
        return self._invoke(method, [*first, *args], kwargs, node)  # type: ignore[attr-defined]

    def text_of(self, value: Any, node: ast.AST | None, conversion: str = "s") -> Any:
        """What ``str()`` / ``repr()`` of an instance gives where the class defines it; the
        instance itself otherwise (a record's repr is built from its fields when printed)."""
        if not isinstance(value, _Obj):
            return value
        names = ("__str__", "__repr__") if conversion == "s" else ("__repr__",)
        node = node if node is not None else ast.Pass(lineno=0, col_offset=0)
        for name in names:
            if name in value.cls.methods:
                return self._invoke(value.cls.methods[name], [value], {}, node)  # type: ignore[attr-defined]
        return value if value.cls.fields is not None else U

    def record_items(self, value: _Obj) -> list[Any] | None:
        """A namedtuple's values in order (``nome, T, p, texto = run``; ``run[3]``)."""
        if not value.cls.tuple_like or value.cls.fields is None:
            return None
        return [value.attrs.get(name, U) for name in value.cls.fields]

