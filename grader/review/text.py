"""Every string of ``grader review``'s pages, in pt-BR (the course's language) and English.

The pages are in the language ``grader review --lang`` names, by default the language the batch
was graded in (:func:`batch_lang`). Keys not found here (the statuses, the runs' verdicts) come
from :mod:`grader.core.messages`, the catalogue the reports use, so a status reads the same on the
review page as in the student's report.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.messages import CATALOGUE, LANGS, fill

TEXT: dict[str, dict[str, str]] = {
    # every page
    "review.nav.queue": {"pt": "Fila", "en": "Queue"},
    "review.nav.reviewer": {"pt": "revisor(a)", "en": "reviewer"},
    "review.nav.keys": {"pt": "teclas", "en": "keys"},
    "review.key.pass": {"pt": "aprovar", "en": "pass"},
    "review.key.fail": {"pt": "reprovar", "en": "fail"},
    "review.key.next": {"pt": "próximo", "en": "next"},
    "review.key.edit": {"pt": "editar pontos", "en": "edit points"},
    "review.open": {"pt": "{n} em aberto", "en": "{n} open"},
    "review.open_help": {
        "pt": "itens a decidir com estes filtros: “precisa de revisão” sem decisão, ou com uma decisão cuja "
              "evidência mudou",
        "en": "items to decide with these filters: “needs review” with no decision, or with a decision whose "
              "evidence changed",
    },
    # the queue
    "review.queue.title": {"pt": "{title}: fila de revisão", "en": "{title}: review queue"},
    "review.queue.done": {"pt": "Nada mais a revisar com estes filtros.",
                          "en": "Nothing left to review with these filters."},
    "review.filter.question": {"pt": "Questão", "en": "Question"},
    "review.filter.criterion": {"pt": "Critério", "en": "Criterion"},
    "review.filter.student": {"pt": "Estudante", "en": "Student"},
    "review.filter.any_question": {"pt": "todas", "en": "all"},
    "review.filter.any_criterion": {"pt": "todos", "en": "all"},
    "review.filter.every": {"pt": "todos os critérios, não só “precisa de revisão”",
                            "en": "every criterion, not only “needs review”"},
    "review.filter.apply": {"pt": "Filtrar", "en": "Filter"},
    "review.queue.start": {"pt": "Revisar o próximo item em aberto", "en": "Review the next open item"},
    "review.col.student": {"pt": "estudante", "en": "student"},
    "review.col.question": {"pt": "questão", "en": "question"},
    "review.col.criterion": {"pt": "critério", "en": "criterion"},
    "review.col.grader": {"pt": "corretor", "en": "grader"},
    "review.col.decision": {"pt": "decisão", "en": "decision"},
    "review.col.reviewer": {"pt": "revisor(a)", "en": "reviewer"},
    "review.queue.stale": {"pt": "a evidência mudou: decida de novo", "en": "evidence changed: decide again"},
    "review.queue.claimed": {"pt": "{reviewer} está com este item", "en": "{reviewer} is on it"},
    "review.queue.open_item": {"pt": "abrir", "en": "open"},
    "review.queue.empty": {"pt": "Nenhum item com estes filtros.", "en": "No items with these filters."},
    "review.queue.name": {"pt": "Seu nome na trilha de auditoria", "en": "Your name in the audit trail"},
    "review.queue.rename": {"pt": "Alterar", "en": "Change"},
    # an item
    "review.item.grader": {"pt": "corretor", "en": "grader"},
    "review.item.report": {"pt": "relatório", "en": "report"},
    "review.conflict.title": {"pt": "Não salvo: este item foi decidido enquanto isso",
                              "en": "Not saved: this item was decided meanwhile"},
    "review.conflict.set": {"pt": "definiu", "en": "set"},
    "review.conflict.when": {"pt": "em {when} (versão {version}).", "en": "at {when} (version {version})."},
    "review.conflict.mine": {"pt": "Seu registro era", "en": "Your entry was"},
    "review.conflict.again": {"pt": "Salve de novo abaixo para substituir a outra decisão.",
                              "en": "Save again below to replace theirs."},
    "review.item.stale": {
        "pt": "A evidência do corretor para este critério mudou depois que {reviewer} decidiu {points} ponto(s): "
              "essa decisão não é aplicada; decida de novo.",
        "en": "The grader's evidence for this criterion changed after {reviewer} decided {points} point(s): "
              "that decision is not applied; decide again.",
    },
    "review.item.current": {"pt": "Decisão atual:", "en": "Current decision:"},
    "review.item.by": {"pt": "por {reviewer}, {when}", "en": "by {reviewer}, {when}"},
    "review.item.points": {"pt": "Pontos (0–{max})", "en": "Points (0–{max})"},
    "review.item.comment": {"pt": "Comentário", "en": "Comment"},
    "review.item.save": {"pt": "Salvar pontos", "en": "Save points"},
    "review.item.pass": {"pt": "Aprovar: {max}", "en": "Pass: {max}"},
    "review.item.fail": {"pt": "Reprovar: 0", "en": "Fail: 0"},
    "review.item.skip": {"pt": "Pular / próximo", "en": "Skip / next"},
    "review.item.answer": {"pt": "A resposta do(a) estudante", "en": "The student's answer"},
    "review.item.places": {"pt": "Outros lugares que continham uma resposta",
                           "en": "Other places that held an answer"},
    "review.item.message": {"pt": "A mensagem da regra", "en": "The rule's message"},
    "review.item.evidence": {"pt": "Evidências", "en": "Evidence"},
    "review.item.plot": {"pt": "{measure}: o valor do(a) estudante (azul) entre as reexecuções do corretor (cinza).",
                         "en": "{measure}: the student's value (blue) among the grader's re-runs (grey)."},
    "review.item.candidates": {"pt": "Candidatos que o corretor considerou", "en": "Candidates the grader weighed"},
    "review.item.other_outputs": {"pt": "As outras saídas do(a) estudante ({n})",
                                  "en": "The student's other outputs ({n})"},
    "review.item.all_evidence": {"pt": "Todas as evidências (JSON)", "en": "All evidence (JSON)"},
    "review.item.history": {"pt": "Histórico", "en": "History"},
    "review.hist.version": {"pt": "versão", "en": "version"},
    "review.hist.when": {"pt": "quando", "en": "when"},
    "review.hist.reviewer": {"pt": "revisor(a)", "en": "reviewer"},
    "review.hist.points": {"pt": "pontos", "en": "points"},
    "review.hist.was": {"pt": "antes", "en": "was"},
    "review.hist.comment": {"pt": "comentário", "en": "comment"},
    "review.hist.source": {"pt": "origem", "en": "source"},
    # signing in, refusals, errors
    "review.login.title": {"pt": "Entrar", "en": "Sign in"},
    "review.login.name": {"pt": "Seu nome", "en": "Your name"},
    "review.login.password": {"pt": "Senha", "en": "Password"},
    "review.refused.title": {"pt": "Recusado", "en": "Refused"},
    "review.refused.login": {"pt": "Entre em", "en": "Sign in at"},
    "review.refused.token": {"pt": "Abra o endereço que o grader review mostrou (com o token).",
                             "en": "Open the address grader review printed (with its token)."},
    "review.error.wrong_token": {"pt": "token errado", "en": "wrong token"},
    "review.error.no_session": {"pt": "sem sessão", "en": "no session"},
    "review.error.cross_origin": {"pt": "pedido vindo de outra origem", "en": "cross-origin request"},
    "review.error.csrf": {"pt": "token CSRF ausente ou errado", "en": "missing or wrong CSRF token"},
    "review.error.no_item": {"pt": "estudante ou critério inexistente", "en": "no such student or criterion"},
    "review.error.no_student": {"pt": "estudante inexistente", "en": "no such student"},
    "review.error.no_version": {"pt": "o formulário não tem versão", "en": "the form has no version"},
    "review.error.points": {"pt": "os pontos devem ser um número de 0 a {max}",
                            "en": "points must be a number from 0 to {max}"},
    "review.error.no_password": {"pt": "nenhuma senha configurada: abra o endereço com o token",
                                 "en": "no password is configured: open the URL with the token"},
    "review.error.wrong_password": {"pt": "senha errada", "en": "wrong password"},
}


def text(key: str, lang: str, **args: Any) -> str:
    """``key`` in ``lang`` (this catalogue first, then the reports' one), its fields filled in."""
    return fill(TEXT.get(key) or CATALOGUE.get(key), key, lang, args)


def batch_lang(results: list[Any]) -> str:
    """The language most of the batch's results were graded in (pt when none says)."""
    langs = Counter(getattr(r, "lang", None) for r in results)
    langs.pop(None, None)
    for lang, _ in langs.most_common():
        if lang in LANGS:
            return lang
    return "pt"
