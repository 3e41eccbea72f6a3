"""The values of branches the abstract interpreter cannot choose between (an ``if`` or ``x if t else y``
whose test is computed at run time): each walked apart, what both say kept; and ``while`` loops, walked
while their test is known. A mixin of
:class:`grader.reading.interp._Interp`."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import Any

from .values import EITHER_TASK, GENERATION_TASKS, U, _Break, _Continue, _Gen, _Ids, _MAX_LOOP, _Pipe, _Return


class _Branches:
    def _either(self, s: ast.If, env: dict[str, Any]) -> None:
        """An ``if`` whose test is unknown and that neither prints nor generates (``if seq2seq: gerador =
        pipeline("text2text-generation", ...) else: gerador = pipeline("text-generation", ...)``): each
        branch walked apart, for the names it binds that were unknown before: a name both bind alike keeps
        that value, a generation pipeline either binds is one (which kind matters less than that its calls
        generate), a value one binds and the other leaves unknown is that value, anything else is unknown.
        A name known before the ``if`` keeps its value, as when the branches were not walked."""
        branches = []
        for body in (s.body, s.orelse):
            scope = dict(env)
            try:
                self._once(body, scope)
            except _Return:
                return
            branches.append(scope)
        bound = [{n.id for stmt in body for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
                 for body in (s.body, s.orelse)]
        for name in set(branches[0]) | set(branches[1]):
            if name in env and env[name] is not U:
                continue  # known before the if (``out`` sliced in one branch only): as before it, unchanged
            a, b = branches[0].get(name, U), branches[1].get(name, U)
            if all(name in names for names in bound) and not _same(a, b) and not isinstance(a, _Pipe) \
                    and not isinstance(b, _Pipe):
                env[name] = U  # final = "INDETERMINADO" / final = max(...): which one is unknown
                continue
            env[name] = a if _same(a, b) else b if isinstance(b, _Pipe) else a if isinstance(a, _Pipe) \
                else a if b is U else b if a is U else U

    def _either_value(self, node: ast.IfExp, env: dict[str, Any]) -> Any:
        """``y[0] if seq2seq else y[0, L:]`` with the test unknown: both branches name the same sample,
        with or without its prompt (the book's idiom for both model kinds), so the value is that sample,
        whether the prompt is in it left open. Branches that generate, print or differ otherwise: unknown."""
        events, printed = len(self.events), len(self.items.get(self.cell, []))
        a, b = self.expr(node.body, env), self.expr(node.orelse, env)
        if len(self.events) != events or len(self.items.get(self.cell, [])) != printed:
            del self.events[events:]
            if self.cell in self.items:
                del self.items[self.cell][printed:]
            return U
        if _same(a, b):
            return a
        shown = _placeholder(node, a, b)
        if shown is not None:
            return shown
        if isinstance(a, _Ids) and isinstance(b, _Ids) and (a.ev, a.group) == (b.ev, b.group):
            one = self.events[a.ev].n == 1  # y[0] and y[0, L:] of a single sample: the same row
            ka, kb = (a.k or 0, b.k or 0) if one else (a.k, b.k)
            if ka == kb:
                return replace(a, k=ka, sliced=True)
        if isinstance(a, _Gen) and isinstance(b, _Gen) and (a.ev, a.k) == (b.ev, b.k):
            return replace(a, full=None, cut=a.cut or b.cut) if a.shown == b.shown else U
        if {a, b} == set(GENERATION_TASKS) if isinstance(a, str) and isinstance(b, str) else False:
            # "text2text-generation" if cfg.is_encoder_decoder else "text-generation": a generation task either way
            return EITHER_TASK
        return U

    def _while(self, s: ast.While, env: dict[str, Any]) -> None:
        """``while len(amostras) < 10: amostras.append(gera(...))``: walked while its test is known (up to
        the loop bound); a test the walk cannot decide is a loop of unknown length, walked once."""
        for _ in range(_MAX_LOOP):
            test = self._truth(self.expr(s.test, env))
            if test is U:
                break
            if not test:
                self.block(s.orelse, env)
                return
            vague = self.vague
            try:
                self.block(s.body, env)
            except _Break:
                return
            except _Continue:
                continue
            if self.vague > vague:  # a break or a test inside that the walk cannot decide: its length is unknown
                self._mark_uncertain(s, env)
                return
        self.vague += 1
        if self._mark_uncertain(s, env):
            self._once(s.body, env)



def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b) if type(a) is type(b) else False
    except Exception:  # a value whose == is not a plain comparison
        return False


def _placeholder(node: ast.IfExp, a: Any, b: Any) -> Any:
    """``s if s.strip() else "<vazio>"`` (or the reverse): a generated text shown as itself, and as a
    placeholder of the student's when it is empty. The test must be about that text (its name in the
    test): the placeholder read back is an empty text, exactly where the test is the text's own truth
    (``s if s else ...``), a reading where it strips first (the text may have been spaces)."""
    gen, other, body = (a, b, node.body) if isinstance(a, _Gen) else (b, a, node.orelse)
    if not isinstance(gen, _Gen) or not isinstance(other, str) or not other.strip() \
            or not isinstance(body, ast.Name):
        return None
    names = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
    if names != {body.id}:
        return None
    bare = isinstance(node.test, ast.Name) or isinstance(node.test, ast.UnaryOp) and isinstance(node.test.op, ast.Not) \
        and isinstance(node.test.operand, ast.Name)
    return replace(gen, shown=gen.shown + (("empty", other, "exact" if bare else "stripped"),))

