"""Which headers a printed text falls under: a sample printed under a bare marker ("[Amostra 2]") is still under its
configuration's header, and a header naming a run holds for the texts after it (what :mod:`.runs` reads a text's
parameters and run from)."""

from __future__ import annotations

from typing import Any

from ..specs.schema import ActivitySpec
from .printed import _claims, _header_line, _labels, _Sample


def _with_claims(found: list[_Sample], activity: ActivitySpec | None = None) -> list[_Sample]:
    """A sample printed under a bare marker ("[Amostra 2]") is still under its configuration's
    header: what the headers of one loop state holds until one of them states otherwise; and a
    header naming a run holds for the texts after it (the elements of one list, the samples under
    it) until another header names a run or states parameters."""
    stated: dict[Any, str] = {}
    running: dict[Any, dict[str, Any]] = {}
    naming: dict[Any, str] = {}
    for s in found:
        site = s.event.site if s.event is not None else s.placed_by
        if activity is not None:
            if _labels(s.scope, activity) or _claims(s.scope):
                naming[site] = s.scope
            elif site in naming:
                s.scope = naming[site] + s.scope
        own = _header_line(s.scope)
        if own and _claims(own):
            stated[site] = own
        s.header = stated.get(site) or own
        running.setdefault(site, {}).update(_claims(s.scope))
        s.claims = dict(running[site])
    return found
