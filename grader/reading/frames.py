"""pandas tables the notebook's code builds from values the interpreter knows (a dict of runs, a list of records),
followed as far as the code reads them back one cell at a time: ``df.loc["P2", "saida"]``, ``df.at[r, c]``,
``df.iloc[1, 0]``, ``df["saida"]["P1"]``, ``df.iterrows()``, ``df.to_dict("records")``.

How pandas prints a table (``print(df)``, ``display(df)``: widths, ``...`` where a cell is cut, ``\\n`` escaped) is
not followed: that output is read by content, as any text the code cannot show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .values import U, _Bound, _hashable

_MAX_ROWS = 1000


class _Series(dict):
    """A column (or a row): its values by index label."""


@dataclass(eq=False)
class _Frame:
    """A DataFrame: each row, by its index label, a dict of its cells by column."""

    rows: dict[Any, dict[Any, Any]]

    @property
    def columns(self) -> list[Any]:
        return list(dict.fromkeys(c for row in self.rows.values() for c in row))


def _records(data: Any, columns: Any = None) -> dict[Any, dict[Any, Any]] | None:
    """Rows from what ``pd.DataFrame(data)`` accepts: records (dicts), sequences with ``columns``, a dict of
    columns (lists, or dicts by index label)."""
    if isinstance(data, (list, tuple)) and len(data) <= _MAX_ROWS:
        if all(isinstance(r, dict) for r in data):
            return {i: dict(r) for i, r in enumerate(data)}
        if isinstance(columns, (list, tuple)) and all(isinstance(r, (list, tuple)) and len(r) == len(columns)
                                                      for r in data):
            return {i: dict(zip(columns, r)) for i, r in enumerate(data)}
        return None
    if isinstance(data, dict) and all(_hashable(c) for c in data):
        rows: dict[Any, dict[Any, Any]] = {}
        for col, values in data.items():
            if isinstance(values, dict):
                pairs = list(values.items())
            elif isinstance(values, (list, tuple)):
                pairs = list(enumerate(values))
            else:
                return None
            for label, value in pairs:
                if not _hashable(label):
                    return None
                rows.setdefault(label, {})[col] = value
        return rows if len(rows) <= _MAX_ROWS else None
    return None


def frame_call(name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """``pd.DataFrame(...)``, ``pd.DataFrame.from_dict(...)``, ``pd.DataFrame.from_records(...)``; None where
    ``name`` is none of them."""
    if name not in ("pandas.DataFrame", "pandas.DataFrame.from_dict", "pandas.DataFrame.from_records"):
        return None
    data = args[0] if args else kwargs.get("data", U)
    if name.endswith("from_dict") and kwargs.get("orient", "columns") == "index":
        if isinstance(data, dict) and all(isinstance(r, dict) and _hashable(k) for k, r in data.items()):
            return _Frame({k: dict(r) for k, r in data.items()})
        return U
    rows = _records(data, kwargs.get("columns"))
    return U if rows is None else _Frame(rows)


def frame_subscript(base: Any, key: Any) -> Any:
    """``df[col]``, ``df.loc[r, c]``, ``df.at[r, c]``, ``df.iloc[i, j]``, ``series[label]``, ``series.iloc[i]``;
    None where ``base`` is no table."""
    if isinstance(base, _Frame):
        if _hashable(key) and key in base.columns:
            return _Series({label: row.get(key, U) for label, row in base.rows.items()})
        return U
    if not isinstance(base, _Bound) or not isinstance(base.base, (_Frame, _Series)):
        return None
    table, how = base.base, base.attr
    if isinstance(table, _Series):
        if how == "iloc" and isinstance(key, int) and not isinstance(key, bool):
            values = list(table.values())
            return values[key] if -len(values) <= key < len(values) else U
        if how == "loc" and _hashable(key):
            return table.get(key, U)
        return U
    if isinstance(key, tuple) and _hashable(key) and key in table.rows and how in ("loc", "at"):
        row_key, col = key, None  # df.loc[(0.2, 0.9)]: a row of a table indexed by two columns
    else:
        row_key, col = (key if isinstance(key, tuple) and len(key) == 2 else (key, None))
    if how in ("iloc", "iat"):
        labels = list(table.rows)
        if not isinstance(row_key, int) or isinstance(row_key, bool) or not -len(labels) <= row_key < len(labels):
            return U
        row_key = labels[row_key]
        if col is not None:
            cols = table.columns
            if not isinstance(col, int) or isinstance(col, bool) or not -len(cols) <= col < len(cols):
                return U
            col = cols[col]
    elif how not in ("loc", "at"):
        return U
    if not _hashable(row_key) or row_key not in table.rows:
        return U
    row = table.rows[row_key]
    if col is None:
        return _Series(row)
    return row.get(col, U) if _hashable(col) else U


def frame_method(base: Any, attr: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """A table's methods that hand its cells back: ``iterrows``, ``to_dict``, a column's ``tolist``; None where
    ``base`` is no table."""
    if isinstance(base, _Series):
        if attr in ("tolist", "to_list") and not args:
            return list(base.values())
        if attr == "items" and not args:
            return list(base.items())
        if attr == "to_dict" and not args:
            return dict(base)
        return U
    if not isinstance(base, _Frame):
        return None
    if attr == "set_index" and len(args) == 1 and not set(kwargs) - {"drop"}:
        return _indexed(base, args[0], kwargs.get("drop", True))
    if attr == "iterrows" and not args:
        return [(label, _Series(row)) for label, row in base.rows.items()]
    if attr == "to_dict":
        orient = args[0] if args else kwargs.get("orient", "dict")
        if orient == "records":
            return [dict(row) for row in base.rows.values()]
        if orient == "index":
            return {label: dict(row) for label, row in base.rows.items()}
        if orient == "dict":
            return {c: {label: row.get(c, U) for label, row in base.rows.items()} for c in base.columns}
    return U


def _indexed(table: _Frame, keys: Any, drop: Any) -> Any:
    """``df.set_index("run")`` or ``df.set_index(["T", "top_p"])``: each row labelled by its cells in those
    columns (a tuple of them for several), the columns gone unless ``drop=False``."""
    names = list(keys) if isinstance(keys, list) else [keys]
    if not names or not all(_hashable(n) and n in table.columns for n in names) or not isinstance(drop, bool):
        return U
    rows: dict[Any, dict[Any, Any]] = {}
    for row in table.rows.values():
        label = tuple(row.get(n, U) for n in names) if isinstance(keys, list) else row.get(keys, U)
        if not _hashable(label) or label in rows or any(v is U for v in (label if isinstance(label, tuple) else (label,))):
            return U  # an unknown or repeated label: no row is named surely
        rows[label] = {c: v for c, v in row.items() if not drop or c not in names}
    return _Frame(rows)


def frame_assign(container: Any, key: Any, value: Any) -> bool:
    """``df["col"] = ...``: the column's cells, unknown unless a column of the same rows is given. Whether
    ``container`` was a table."""
    if not isinstance(container, _Frame):
        return False
    if _hashable(key):
        given = value if isinstance(value, _Series) and set(value) == set(container.rows) else None
        for label, row in container.rows.items():
            row[key] = given[label] if given is not None else U
    return True
