"""Lists the notebook builds and reorders, walked by the abstract interpreter: ``append``, ``extend`` and the
rest, and the orders a student gives them (``linhas.sort(key=lambda r: (r[1], r[0]))``, ``sorted(rows,
key=...)``). A list of runs sorted by their parameters prints its texts in the sorted order; following the
sort keeps each printed text tied to the generation it is, where the keys are values the walk knows."""

from __future__ import annotations

import ast
from typing import Any

from .values import U, _Func, _plain


class _Sequences:
    """The interpreter's half that knows lists and their order (mixed into :class:`grader.reading.interp._Interp`)."""

    def lambda_func(self, node: ast.Lambda, env: dict[str, Any]) -> _Func:
        """A lambda as the student's function of one expression (its free names read where it is called)."""
        body = ast.Return(value=node.body, lineno=node.lineno, col_offset=node.col_offset)
        fdef = ast.FunctionDef(name="<lambda>", args=node.args, body=[body], decorator_list=[], returns=None,
                               type_params=[], lineno=node.lineno, col_offset=node.col_offset)
        a = node.args
        return _Func(fdef, [self.expr(d, env) for d in a.defaults],  # type: ignore[attr-defined]
                     [self.expr(d, env) if d is not None else U for d in a.kw_defaults])  # type: ignore[attr-defined]

    def sorted_items(self, items: list[Any], kwargs: dict[str, Any], node: ast.Call) -> list[Any] | None:
        """``items`` in the order ``sorted(items, key=..., reverse=...)`` gives, or None where the keys are not
        values the walk knows (a key of a generated text, an unknown function)."""
        key, reverse = kwargs.get("key"), kwargs.get("reverse", False)
        if set(kwargs) - {"key", "reverse"} or not isinstance(reverse, bool):
            return None
        keys = [self._call(key, [item], {}, node, {}) for item in items] if key is not None \
            else list(items)  # type: ignore[attr-defined]
        if not all(_plain(k) and k is not U for k in keys):
            return None
        try:
            order = sorted(range(len(items)), key=lambda i: keys[i], reverse=reverse)
        except TypeError:
            return None
        return [items[i] for i in order]

    def list_method(self, base: list[Any], attr: str, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        try:
            if attr == "append" and len(args) == 1:
                base.append(args[0])
                return None
            if attr == "extend" and len(args) == 1 and self._iter(args[0]) is not None:  # type: ignore[attr-defined]
                base.extend(self._iter(args[0]) or [])  # type: ignore[attr-defined]
                return None
            if attr == "insert" and len(args) == 2 and isinstance(args[0], int):
                base.insert(args[0], args[1])
                return None
            if attr == "pop" and all(isinstance(x, int) for x in args):
                return base.pop(*args)
            if attr == "copy" and not args:
                return list(base)
            if attr == "sort" and not args and (ordered := self.sorted_items(base, kwargs, node)) is not None:
                base[:] = ordered
                return None
        except (IndexError, TypeError):
            return U
        return U
