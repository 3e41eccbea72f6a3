"""Records printed as text, read back as the rows of a table: a Python literal of records (a list of
dicts, of tuples, a dict of dicts), JSON and JSON lines, YAML, namedtuple and dataclass reprs, tuples
printed one per line (a database cursor's rows), an INI file configparser wrote, columns aligned by
spaces. Each record's text field is a text; its other fields are the row's context (a run's name, its
parameters), the way a printed header would be."""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from .printed_layouts import _TEXT_KEY, _aligned_records

_MAX_OUTPUT = 200_000  # characters of one output read for candidates
_MAX_ROWS = 200


_YAML_RECORDS = re.compile(r"(?:[^\s:#'\"\[{][^:\n]{0,60}:[ \t]*\n[ \t]+[^\s:#]+[^:\n]*:[ \t]|- [^\s:]+:[ \t])")


def records(text: str) -> tuple[list[tuple[str, str]], bool]:
    """The rows of a printed or displayed literal of records (``literal_rows``) and whether their order is the code's (a list's, not a dict's)."""
    body = text.strip()
    if body and len(body) <= _MAX_OUTPUT and (aligned := _aligned_records(text)) is not None:
        value: Any = aligned
        return _rows_of(value)
    if body and len(body) <= _MAX_OUTPUT and (ini := ini_records(body)) is not None:
        return _rows_of(ini)  # a configparser file printed: one record per section
    if body and len(body) <= _MAX_OUTPUT and _YAML_RECORDS.match(body):
        # yaml.dump of records ("P1:\n  prompt: ...\n  saida: '...'"): read by a YAML parser, its folded
        # quoted scalars back to the strings they hold
        import yaml

        try:
            value = yaml.safe_load(body)
        except yaml.YAMLError:
            value = None
        if isinstance(value, (dict, list)):
            return _rows_of(value)
    if body.startswith("<") and len(body) <= _MAX_OUTPUT and (xml := xml_records(body)) is not None:
        return _rows_of(xml)  # a plist or an XML tree printed: its elements' texts, their attributes the labels
    if not body or not (body[0] in "[({" or _REPR_LINE.match(body)) or len(body) > _MAX_OUTPUT:
        return [], True
    try:
        value = ast.literal_eval(body)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        try:
            value = json.loads(body)
        except ValueError:
            value = json_lines(body) or tuple_lines(body) or _repr_records(body)
            if value is None:
                return [], True
    return _rows_of(value)


def _rows_of(value: Any) -> tuple[list[tuple[str, str]], bool]:
    """The rows of a parsed literal of records, and whether their order is the code's."""
    if isinstance(value, dict) and value and all(
            isinstance(v, dict) and v and all(isinstance(x, str) for x in v.values()) and
            not any(isinstance(k, str) and _TEXT_KEY.search(k) for k in v) for v in value.values()) \
            and any(re.search(r"\s", x.strip()) for v in value.values() for x in v.values()):
        # texts grouped by part and keyed by their parameters ({"A": {(0.2, 0.9): "...", ...}, "B": {...}}):
        # one row per text, its group and its key the context; pprint sorts keys within each group
        inner = [list(v) for v in value.values()]
        sortable = all(len({type(k) for k in ks}) == 1 for ks in inner)
        return ([(f"{k} {ik}", x) for k, v in value.items() for ik, x in v.items()][:_MAX_ROWS],
                not sortable or any(ks != sorted(ks) for ks in inner))
    if isinstance(value, dict) and len(value) >= 2 and all(isinstance(v, dict) for v in value.values()):
        # records keyed by their name (json.dumps({"P1_direto": {...}, "P2": {...}})): the name is a column
        value = [{"id": str(k), **v} for k, v in value.items()]
    single = isinstance(value, dict) and not all(isinstance(v, str) for v in value.values()) and any(
        isinstance(k, str) and _TEXT_KEY.search(k) and isinstance(v, str) for k, v in value.items())
    if single:  # one record ({"prompt": ..., "temperature": 0.7, "saida": "..."}, a JSON display's data)
        value = [value]
    positional = isinstance(value, (list, tuple)) and len(value) >= 2 \
        and all(isinstance(d, (list, tuple)) and len(d) == len(value[0]) for d in value) \
        and len(value[0]) >= 2 and all(isinstance(v, (str, int, float)) for d in value for v in d)
    if positional:  # rows of fields by position (a sqlite SELECT, a csv reader's rows, zip(...)): each a record
        value = [dict(enumerate(d)) for d in value]
    if isinstance(value, dict):
        rows = [(str(k), v) for k, v in value.items() if isinstance(v, str)]
        # print() and json.dumps keep the code's insertion order; pprint sorts the keys, so keys in
        # sorted order may not be the order the code made them in
        keys = [k for k, _ in rows]
        return (rows if len(rows) >= 2 and len(rows) == len(value) else []), keys != sorted(keys)
    if not isinstance(value, (list, tuple)) or len(value) < (1 if single else 2) or \
            not all(isinstance(d, dict) for d in value):
        return [], True
    keys = list(dict.fromkeys(k for d in value for k in d))
    texts = [k for k in keys if all(isinstance(d.get(k), str) for d in value)]
    named = [k for k in texts if isinstance(k, str) and _TEXT_KEY.search(k)]
    if len(named) > 1:  # "continuation" and "n_generated": the one that holds text, not numbers
        named = [k for k in named if any(re.search(r"[^\W\d_]", d[k]) for d in value)] or named
    # else the one column with spaces in its values (labels are single words: 'zero-shot', 'B1')
    spaced = [k for k in texts if any(re.search(r"\s", d[k].strip()) for d in value)]
    column = named[0] if len(named) == 1 else spaced[0] if not named and len(spaced) == 1 else None
    if column is None:
        return [], True
    out = []
    for d in value[:_MAX_ROWS]:
        context = " ".join(str(v) if positional else f"{k}={v}" for k, v in d.items()
                           if k != column and isinstance(v, (str, int, float))
                           and not isinstance(v, bool))
        out.append((context, d[column]))
    return out, True


# a namedtuple's or a dataclass's repr: Saida(nome='few-shot', texto=' NEGATIVO\n\nText')
_REPR_LINE = re.compile(r"[A-Za-z_][\w.]*\((?:[A-Za-z_]\w*=|\))")


def _repr_records(body: str) -> list[dict[str, Any]] | None:
    """The records of namedtuple or dataclass reprs (``Saida(nome='zs', texto='...')``), one per line
    or in a list: each a dict of its fields. Parsed with :mod:`ast`, never evaluated; None unless at
    least two records and every field a literal."""

    def value(node: ast.AST) -> Any:
        if isinstance(node, ast.Call) and not node.args and node.keywords \
                and all(k.arg for k in node.keywords) and isinstance(node.func, (ast.Name, ast.Attribute)):
            return {k.arg: value(k.value) for k in node.keywords}
        if isinstance(node, (ast.List, ast.Tuple)):
            return [value(e) for e in node.elts]
        return ast.literal_eval(node)

    def parse(text: str) -> Any:
        return value(ast.parse(text.strip(), mode="eval").body)

    try:
        got = parse(body)
        records = got if isinstance(got, list) else [got]
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        records = []
        for line in body.split("\n"):
            if not _REPR_LINE.match(line.strip()):
                continue
            try:
                records.append(parse(line))
            except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
                return None
    records = [r for r in records if isinstance(r, dict)]
    return records if len(records) >= 2 else None


def xml_records(body: str) -> Any:
    """The records of a printed XML document, read by the standard library's parsers: a property list
    (``plistlib.dumps``) as the value it holds; another tree as one record per element that holds a
    text (its attributes and its own leaf elements the record's fields). None where ``body`` is no XML."""
    import plistlib
    import xml.etree.ElementTree as ET

    if "<!ENTITY" in body:
        return None  # (entities are not a printed result's; their expansion is an attack)
    if re.match(r"(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE plist[^>]*>\s*)?<plist[\s>]", body):
        try:
            return plistlib.loads(body.encode("utf-8"))
        except Exception:  # noqa: BLE001 - plistlib raises several kinds on a malformed list
            return None
    try:
        root = ET.fromstring(body)
    except (ET.ParseError, ValueError):
        return None
    out = []
    for el in root.iter():
        leaves = [c for c in el if len(c) == 0]
        if len(el) == 0 and (el.text or "").strip() and el is not root:
            out.append({"tag": el.tag, **el.attrib, "text": el.text or ""})  # <run id="A1" T="0.2"> text</run>
        elif el and len(leaves) == len(el) and len({c.tag for c in el}) == len(el) \
                and any((c.text or "").strip() for c in leaves):
            # <run><id>A1</id><saida> text</saida></run>
            out.append({"tag": el.tag, **el.attrib, **{c.tag: c.text or "" for c in leaves}})
    nested = [r for r in out if "text" not in r or len(r) > 2]
    return nested if len(nested) >= 2 else None


def json_lines(body: str) -> list[dict[str, Any]] | None:
    """The records of JSON lines (one ``json.dumps`` per line), other printed lines between them aside;
    None unless at least two lines are JSON objects."""
    records = []
    for line in body.split("\n"):
        if line.lstrip().startswith("{"):
            try:
                value = json.loads(line)
            except ValueError:
                return None
            if isinstance(value, dict):
                records.append(value)
    return records if len(records) >= 2 else None


def tuple_lines(body: str) -> list[tuple[Any, ...]] | None:
    """The rows of tuples printed one per line (``for row in cursor: print(row)``), other printed lines
    between them aside; None unless at least two lines are tuples of literals."""
    rows = []
    for line in body.split("\n"):
        if line.lstrip().startswith("("):
            try:
                value = ast.literal_eval(line.strip())
            except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
                return None
            if isinstance(value, tuple):
                rows.append(value)
    return rows if len(rows) >= 2 else None


_INI_SECTION = re.compile(r"^\[([\w .:-]{1,60})\]$")
_INI_KEY = re.compile(r"^([^=:\s\[][^=:]*?)[ \t]*[=:] ?(.*)$")


def ini_records(body: str) -> list[dict[str, str]] | None:
    """The sections of an INI file configparser wrote (``cfg.write``, then the file printed), each a
    record named by its section; a value's further lines are read as configparser writes them (behind
    one tab, a blank line of the value a lone tab), so a text comes back with its line breaks. None
    unless configparser reads the text and it has two sections or more."""
    lines = body.split("\n")
    if not _INI_SECTION.match(lines[0].strip()):
        return None
    import configparser

    try:
        parsed = configparser.ConfigParser(interpolation=None, strict=False)
        parsed.read_string(body)
    except configparser.Error:
        return None
    if len(parsed.sections()) < 2 or not all(parsed.options(name) for name in parsed.sections()):
        return None
    records: list[dict[str, str]] = []
    key = None
    for line in lines:
        if (m := _INI_SECTION.match(line)) is not None:
            records.append({"id": m.group(1)})
            key = None
        elif records and key is not None and line.startswith("\t"):
            records[-1][key] += "\n" + line[1:]
        elif records and (kv := _INI_KEY.match(line)) is not None:
            key = kv.group(1)
            records[-1][key] = kv.group(2)
        else:
            key = None
    return records
