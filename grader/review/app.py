"""``grader review``'s web application (Starlette; served by uvicorn, see grader/commands/review.py).

Pages: the queue (``/queue``: filters by question, criterion and student; ``all=1`` lists every
criterion of every student), ``/next`` (hands this reviewer the next undecided item nobody else
holds), an item (``/item?s=STUDENT&c=CRITERION``: the question, the answer, the evidence and the
decision form), ``/report?s=STUDENT`` (the student's current report) and the page's own CSS and
script under ``/static/``.

Safe by default: every request needs a session, opened by the printed URL's random token (or the
configured password at ``/login``); every form carries a per-session CSRF token and a POST with a
foreign ``Origin`` is refused; the session cookie is HttpOnly and SameSite=Strict; every page has
a strict Content-Security-Policy (scripts and styles from this server only, nothing inline, no
framing) and everything a student wrote goes through Jinja's autoescaping. Nothing of a student's
notebook is executed: the pages show what ``grader grade`` stored.

A student's answer is rendered by the report's own ``answer`` filter (grader/output/report.py). Every
page shows one count of open items (:meth:`ReviewState.open_count`; :attr:`Item.open` says what
open means). The pages are in pt-BR or English (grader/review/text.py): ``--lang``, by default the
language the batch was graded in.
"""

from __future__ import annotations

import hmac
import json
import secrets
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from ..core.messages import CATALOGUE
from ..output.report import answer_how, cited_spans, environment, found_line, plot, segments
from ..specs.schema import templates_dir
from .outputs import folder_lock, load_batch, rewrite
from .store import Decision, ReviewStore, StaleVersion, evidence_hash
from .text import batch_lang, text

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
       "frame-ancestors 'none'; base-uri 'none'")
# The student's report is the self-contained page grader grade writes (inline styles, no script).
REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'"
HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY",
           "Cache-Control": "no-store"}
FILTERS = ("question", "criterion", "student", "all")
MAX_COMMENT = 2000


@dataclass
class Session:
    reviewer: str
    csrf: str


@dataclass
class Item:
    student: str
    criterion: str
    question: str
    title: str
    status: str  # the grader's
    points: float  # the grader's
    max_points: float
    decision: Decision | None
    stale: bool  # decided on evidence that has changed since

    @property
    def key(self) -> tuple[str, str]:
        return (self.student, self.criterion)

    @property
    def open(self) -> bool:
        """Waiting for a reviewer: left for review by the grader and not decided yet, or decided on
        evidence that has changed since. A criterion the grader settled (pass, fail, ...) is never
        open, even when the queue lists every criterion (``all=1``): it can be decided, not awaited."""
        return self.stale or (self.decision is None and self.status == "needs_review")

    @property
    def version(self) -> int:
        return self.decision.version if self.decision else 0

    def href(self, filters: dict[str, str]) -> str:
        return "/item?" + urlencode({"s": self.student, "c": self.criterion, **filters})


class ReviewState:
    """What the pages share: the batch as graded, the store, the sessions, one writer at a time."""

    def __init__(self, out: Path, *, token: str, password: str | None = None, reviewer: str = "reviewer",
                 lms_scale: float | None = None, lang: str | None = None) -> None:
        self.out = Path(out)
        self.token, self.password, self.default_reviewer, self.lms_scale = token, password, reviewer, lms_scale
        self.store = ReviewStore(self.out)
        self.write_lock = threading.Lock()
        self.sessions: dict[str, Session] = {}
        self.cookie = "grader_review_" + secrets.token_hex(4)  # per server: two servers never share sessions
        self.batch = load_batch(self.out)
        self._signature = self._submissions_signature()
        self.lang = lang or batch_lang(self.batch.base)  # the pages' language: --lang, or the results'

    # -- the files -----------------------------------------------------------------------------------

    def _submissions_signature(self) -> tuple[int, int]:
        """Changes when grader grade stores a submission (a re-grade while the server runs)."""
        folder = self.out / "submissions"
        stats = [p.stat().st_mtime_ns for p in folder.glob("*.json")] if folder.is_dir() else []
        return (len(stats), max(stats, default=0))

    def refresh(self) -> None:
        """Read the results again when grader grade re-graded the folder while the server runs."""
        signature = self._submissions_signature()
        if signature != self._signature:
            with self.write_lock:
                self.batch, self._signature = load_batch(self.out), signature

    def rebuild(self, students: set[str] | None = None) -> None:
        """Rewrite the folder's outputs from the store (``students``: whose reports; None: those
        with a decision or an override, as after a restart)."""
        with self.write_lock, folder_lock(self.out):
            signature = self._submissions_signature()
            if signature != self._signature:  # re-graded meanwhile: read the new results
                self.batch, self._signature = load_batch(self.out), signature
            if students is None:
                students = {d.student for d in self.store.all_decisions()}
                overrides = (self.batch.info.get("overrides") or {}).get("entries") or []
                students |= {o["student"] for o in overrides}
            rewrite(self.batch, students=students, lms_scale=self.lms_scale)

    # -- the items -----------------------------------------------------------------------------------

    def items(self, filters: dict[str, str]) -> list[Item]:
        self.refresh()
        current = self.store.current()
        everything = filters.get("all") == "1"
        question, criterion = filters.get("question", ""), filters.get("criterion", "")
        student = filters.get("student", "").strip().lower()
        out = []
        for r in self.batch.base:
            if student and student not in r.student.lower():
                continue
            for c in r.criteria:
                if (question and c.question_id != question) or (criterion and c.criterion_id != criterion):
                    continue
                status = c.status.value
                d = current.get((r.student, c.criterion_id))
                stale = d is not None and d.evidence_hash != evidence_hash(c)
                item = Item(r.student, c.criterion_id, c.question_id, c.title, status, c.points, c.max_points,
                            d, stale)
                # the queue: what was left for review, and any item that is open (a stale decision
                # on a criterion a re-grade settled); all=1: every criterion
                if everything or status == "needs_review" or item.open:
                    out.append(item)
        return out

    def open_count(self, filters: dict[str, str], items: list[Item] | None = None) -> int:
        """How many items wait for a reviewer under ``filters`` (``items``: ``self.items(filters)``
        when already at hand): the one count every page and the command's first line show, the
        same whether the queue lists every criterion or not."""
        return sum(i.open for i in (self.items(filters) if items is None else items))

    def item(self, student: str, criterion: str) -> tuple[Any, Any, Item] | None:
        self.refresh()
        result = self.batch.result(student)
        crit = next((c for c in result.criteria if c.criterion_id == criterion), None) if result else None
        if crit is None:
            return None
        d = self.store.latest(student, criterion)
        return result, crit, Item(student, criterion, crit.question_id, crit.title, crit.status.value, crit.points,
                                  crit.max_points, d, d is not None and d.evidence_hash != evidence_hash(crit))

    def decide(self, student: str, criterion: str, crit: Any, *, points: float, comment: str, reviewer: str,
               version: int) -> Decision:
        decision = self.store.decide(student, criterion, points=points, comment=comment, reviewer=reviewer,
                                     expected_version=version, evidence=evidence_hash(crit),
                                     grader_points=crit.points, grader_status=crit.status.value)
        self.rebuild({student})
        return decision


def create_app(state: ReviewState, *, allowed_hosts: list[str] | None = None) -> Any:
    from starlette.applications import Starlette
    from starlette.concurrency import run_in_threadpool
    from starlette.middleware import Middleware
    from starlette.middleware.trustedhost import TrustedHostMiddleware
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
    from starlette.routing import Route

    env = environment()

    lang = state.lang

    def t(key: str, **kw: Any) -> str:
        return text(key, lang, **kw)

    def page(name: str, status: int = 200, **ctx: Any) -> Response:
        html = env.get_template(f"review/{name}.html.j2").render(lang=lang, t=t, **ctx)
        return HTMLResponse(html, status_code=status, headers={**HEADERS, "Content-Security-Policy": CSP})

    def refused(status: int, key: str, **kw: Any) -> Response:
        return page("refused", status, message=t(f"review.error.{key}", **kw), password=state.password is not None,
                    session=None)

    def session_of(request: Request) -> Session | None:
        sid = request.cookies.get(state.cookie)
        return state.sessions.get(sid) if sid else None

    def open_session(reviewer: str | None) -> tuple[str, Session]:
        name = (reviewer or state.default_reviewer).strip()[:60] or state.default_reviewer
        sid = secrets.token_urlsafe(32)
        state.sessions[sid] = Session(name, secrets.token_urlsafe(32))
        return sid, state.sessions[sid]

    def set_cookie(response: Response, sid: str) -> Response:
        response.set_cookie(state.cookie, sid, httponly=True, samesite="strict", path="/")
        return response

    def authed(handler: Any) -> Any:
        async def wrapped(request: Request) -> Response:
            token = request.query_params.get("token")
            if token is not None and state.password is None:
                if not hmac.compare_digest(token.encode(), state.token.encode()):
                    return refused(403, "wrong_token")
                sid, _ = open_session(request.query_params.get("reviewer"))
                rest = {k: v for k, v in request.query_params.items() if k not in ("token", "reviewer")}
                target = request.url.path + ("?" + urlencode(rest) if rest else "")
                return set_cookie(RedirectResponse(target, status_code=303, headers=HEADERS), sid)
            session = session_of(request)
            if session is None:
                if state.password is not None and request.method == "GET":
                    return RedirectResponse("/login", status_code=303, headers=HEADERS)
                return refused(403, "no_session")
            if request.method == "POST":
                form = await request.form()
                origin = request.headers.get("origin")
                if origin and origin.split("://", 1)[-1] != request.headers.get("host", ""):
                    return refused(403, "cross_origin")
                if not hmac.compare_digest(str(form.get("csrf", "")).encode(), session.csrf.encode()):
                    return refused(403, "csrf")
                request.state.form = form
            request.state.session = session
            return await handler(request)
        return wrapped

    def filters_of(params: Any) -> dict[str, str]:
        return {k: str(params.get(k, "")) for k in FILTERS if params.get(k)}

    @authed
    async def home(request: Request) -> Response:
        return RedirectResponse("/queue", status_code=303, headers=HEADERS)

    @authed
    async def queue(request: Request) -> Response:
        filters = filters_of(request.query_params)
        items = await run_in_threadpool(state.items, filters)
        claims = await run_in_threadpool(state.store.claims)
        rubric = state.batch.rubric
        return page("queue", session=request.state.session, items=items, filters=filters,
                    qs=urlencode(filters), claims=claims, open_count=state.open_count(filters, items),
                    questions=[q.id for q in state.batch.activity.questions],
                    criteria=[c.id for c in rubric.criteria], title=state.batch.activity.title.get(lang),
                    message=request.query_params.get("msg", ""))

    @authed
    async def next_item(request: Request) -> Response:
        filters = filters_of(request.query_params)
        sid = request.cookies.get(state.cookie, "")
        items = await run_in_threadpool(state.items, filters)
        chosen = await run_in_threadpool(state.store.claim_next, sid, request.state.session.reviewer,
                                         [i.key for i in items if i.open])
        if chosen is None:
            return RedirectResponse("/queue?" + urlencode({**filters, "msg": "done"}), status_code=303,
                                    headers=HEADERS)
        return RedirectResponse("/item?" + urlencode({"s": chosen[0], "c": chosen[1], **filters}), status_code=303,
                                headers=HEADERS)

    def item_page(request: Request, student: str, criterion: str, *, status: int = 200,
                  conflict: dict[str, Any] | None = None, error: str = "") -> Response:
        found = state.item(student, criterion)
        if found is None:
            return refused(404, "no_item")
        result, crit, item = found
        filters = filters_of(request.query_params if request.method == "GET" else request.state.form)
        activity = state.batch.activity
        question = next((q for q in activity.questions if q.id == crit.question_id), None)
        ev = crit.evidence
        wanted = set(question.runs if question else ())
        for key in ("found", "values", "reference"):
            if isinstance(ev.get(key), dict):
                wanted |= set(ev[key])
        if isinstance(ev.get("run"), str):
            wanted.add(ev["run"])
        if isinstance(ev.get("runs"), list):
            wanted |= {r for r in ev["runs"] if isinstance(r, str)}
        cited = cited_spans(result)
        runs = [{"id": rid, **view, "segments": segments(view, cited.get(rid, []), lang), "related": rid in wanted}
                for rid, view in result.outputs.items()]
        candidates = [json.dumps(c, ensure_ascii=False, indent=1, default=str) for c in ev.get("candidates") or []]
        from ..reading.answers import where_text

        places = [{"where": where_text(a, lang), "text": str(a.get("text") or ""), "how": str(a.get("how") or "")}
                  for a in ev.get("answer_alternatives") or [] if isinstance(a, dict)]
        history = state.store.history(student, criterion)
        same_question = [c for c in result.criteria if c.question_id == crit.question_id]
        dots = plot(ev)
        if dots:  # the measure's name in the page's language ("repetition": "repetição")
            key = f"measure.{dots['measure']}"
            dots["label"] = text(key, lang) if key in CATALOGUE else str(dots["measure"])
        return page("item", status, session=request.state.session, result=result, crit=crit, item=item,
                    question=question.text.get(lang) if question else "", answer=result.answers.get(crit.question_id, ""),
                    answer_how=answer_how(same_question), found=found_line([crit], lang), runs=runs, plot=dots,
                    candidates=candidates, places=places,
                    evidence=json.dumps(ev, ensure_ascii=False, indent=1, default=str), history=history,
                    filters=filters, qs=urlencode(filters), open_count=state.open_count(filters), conflict=conflict,
                    error=error, report_href="/report?" + urlencode({"s": student}))

    @authed
    async def item(request: Request) -> Response:
        s, c = request.query_params.get("s", ""), request.query_params.get("c", "")
        return await run_in_threadpool(item_page, request, s, c)

    @authed
    async def decide(request: Request) -> Response:
        form = request.state.form
        student, criterion = str(form.get("s", "")), str(form.get("c", ""))
        found = await run_in_threadpool(state.item, student, criterion)
        if found is None:
            return refused(404, "no_item")
        _, crit, _ = found
        verdict = str(form.get("verdict", "save"))
        try:
            version = int(str(form.get("version", "")))
        except ValueError:
            return refused(400, "no_version")
        if verdict == "pass":
            points = crit.max_points
        elif verdict == "fail":
            points = 0.0
        else:
            raw = str(form.get("points", "")).strip().replace(",", ".")
            try:
                points = float(raw)
            except ValueError:
                points = float("nan")
            if not 0 <= points <= crit.max_points + 1e-9:
                return await run_in_threadpool(
                    lambda: item_page(request, student, criterion, status=400,
                                      error=t("review.error.points", max=f"{crit.max_points:g}")))
        comment = " ".join(str(form.get("comment", "")).split())[:MAX_COMMENT]
        try:
            await run_in_threadpool(lambda: state.decide(student, criterion, crit, points=round(points, 2),
                                                         comment=comment, reviewer=request.state.session.reviewer,
                                                         version=version))
        except StaleVersion as stale:
            conflict = {"theirs": stale.current, "mine": {"points": points, "comment": comment}}
            return await run_in_threadpool(
                lambda: item_page(request, student, criterion, status=409, conflict=conflict))
        filters = filters_of(form)
        if form.get("then") == "stay":
            return RedirectResponse("/item?" + urlencode({"s": student, "c": criterion, **filters}),
                                    status_code=303, headers=HEADERS)
        return RedirectResponse("/next" + ("?" + urlencode(filters) if filters else ""), status_code=303,
                                headers=HEADERS)

    @authed
    async def name(request: Request) -> Response:
        new = " ".join(str(request.state.form.get("reviewer", "")).split())[:60]
        if new:
            request.state.session.reviewer = new
        return RedirectResponse("/queue", status_code=303, headers=HEADERS)

    @authed
    async def report(request: Request) -> Response:
        student = request.query_params.get("s", "")
        if state.batch.result(student) is None:
            return refused(404, "no_student")
        path = state.out / "reports" / f"{student}.html"
        html = await run_in_threadpool(path.read_text, encoding="utf-8")
        return HTMLResponse(html, headers={**HEADERS, "Content-Security-Policy": REPORT_CSP})

    @authed
    async def static(request: Request) -> Response:
        name = request.path_params["name"]
        kinds = {"review.css": "text/css", "review.js": "text/javascript"}
        if name not in kinds:
            return PlainTextResponse("not found", status_code=404, headers=HEADERS)
        body = (templates_dir() / "review" / name).read_text(encoding="utf-8")
        return Response(body, media_type=kinds[name], headers={**HEADERS, "Content-Security-Policy": CSP})

    async def login(request: Request) -> Response:
        if state.password is None:
            return refused(404, "no_password")
        if request.method == "GET":
            return page("login", session=None, error="")
        form = await request.form()
        given = str(form.get("password", ""))
        if not hmac.compare_digest(given.encode(), state.password.encode()):
            return page("login", 403, session=None, error=t("review.error.wrong_password"))
        sid, _ = open_session(str(form.get("reviewer", "")) or None)
        return set_cookie(RedirectResponse("/queue", status_code=303, headers=HEADERS), sid)

    routes = [
        Route("/", home), Route("/queue", queue), Route("/next", next_item), Route("/item", item),
        Route("/decide", decide, methods=["POST"]), Route("/name", name, methods=["POST"]),
        Route("/report", report), Route("/static/{name}", static), Route("/login", login, methods=["GET", "POST"]),
    ]
    middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts)] if allowed_hosts else []
    return Starlette(routes=routes, middleware=middleware)
