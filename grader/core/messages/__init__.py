"""Every message a student or instructor reads, in pt-BR (the course default) and English.

Checks return a key and arguments; only the report layer turns them into text, so the two
languages never drift apart (tests fail when a key lacks either language).
"""

from __future__ import annotations

from typing import Any

from .feedback import ENTRIES as _FEEDBACK
from .pages import ENTRIES as _PAGES
from .reading import ENTRIES as _READING
from .running import ENTRIES as _RUNNING

LANGS = ("pt", "en")

# One catalogue, kept in four files by who reads the messages (a key in two files is a mistake the
# suite catches): running a notebook, what was read from it, the rules' feedback, the pages.
FAMILIES: dict[str, dict[str, dict[str, str]]] = {
    "running": _RUNNING, "reading": _READING, "feedback": _FEEDBACK, "pages": _PAGES,
}
CATALOGUE: dict[str, dict[str, str]] = {k: v for family in FAMILIES.values() for k, v in family.items()}


def table(prefix: str, lang: str) -> dict[str, str]:
    """Every entry under ``prefix`` (e.g. "summary."), keyed by the rest of its name."""
    lang = lang if lang in LANGS else "pt"
    return {k[len(prefix):]: v[lang] for k, v in CATALOGUE.items() if k.startswith(prefix)}


def quoted(text: str | None, lang: str, limit: int = 60) -> str:
    """A student's output as a message quotes it: «on one line, cut at ``limit``», or "(saída vazia)"
    for an output with nothing in it (never «», which reads as a rendering bug)."""
    flat = " ".join((text or "").split())
    if not flat:
        return render("word.empty_output", lang)
    return "«" + (flat if len(flat) <= limit else flat[: limit - 1] + "…") + "»"


def render(key: str, lang: str, **args: Any) -> str:
    return fill(CATALOGUE.get(key), key, lang, args)


def fill(entry: dict[str, str] | None, key: str, lang: str, args: dict[str, Any]) -> str:
    """``entry`` in ``lang`` (pt when that language is unknown) with ``args`` filled in; the key
    itself when there is no entry, the bare text when an argument is missing."""
    lang = lang if lang in LANGS else "pt"
    if entry is None:
        return key
    try:
        return entry[lang].format(**args)
    except (KeyError, IndexError, ValueError):
        return entry[lang]
