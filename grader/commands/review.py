"""``grader review OUT/``: settle in the browser what the grader left for review (see
grader/review/app.py), or import/export the decisions as an overrides CSV.

The URL printed on stdout holds a random token (``$GRADER_REVIEW_TOKEN`` fixes it); with
``$GRADER_REVIEW_PASSWORD`` set, the pages ask for that password instead. Bound to 127.0.0.1
unless ``--host`` says otherwise. Before serving, every output of the folder is rewritten from the
store, so a server killed in the middle of a rewrite leaves nothing inconsistent after a restart.
"""

from __future__ import annotations

import ipaddress
import os
import secrets
import socket
import sys
from pathlib import Path

TOKEN_ENV, PASSWORD_ENV = "GRADER_REVIEW_TOKEN", "GRADER_REVIEW_PASSWORD"
LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1"]


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _default_reviewer() -> str:
    try:
        import getpass

        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name in this environment
        return "reviewer"


def run(*, out: Path, host: str = "127.0.0.1", port: int = 8765, reviewer: str | None = None,
        lms_scale: float | None = None, import_overrides: Path | None = None,
        export_overrides: Path | None = None, lang: str | None = None) -> int:
    from ..core.errors import UsageError
    from ..review.app import ReviewState
    from .grade import _remove_stale_temporaries

    out = Path(out)
    if not out.is_dir():
        raise UsageError(f"{out}: no such folder", fix="Give the --out folder of a grader grade run.")
    _remove_stale_temporaries(out)
    token = os.environ.get(TOKEN_ENV) or secrets.token_urlsafe(24)
    password = os.environ.get(PASSWORD_ENV) or None
    state = ReviewState(out, token=token, password=password, reviewer=reviewer or _default_reviewer(),
                        lms_scale=lms_scale, lang=lang)
    if import_overrides is not None:
        return _import(state, import_overrides)
    if export_overrides is not None:
        return _export(state, export_overrides)
    state.rebuild()  # the files agree with the store before the first page is served
    return _serve(state, host, port)


def _import(state, path: Path) -> int:
    from ..output.overrides import load_overrides
    from ..review.outputs import adjust

    overrides = load_overrides(path, state.batch.rubric)
    imported = 0
    for o in overrides.entries:
        found = state.item(o.student, o.criterion)
        if found is None:
            print(f"warning: {path}: {o.where}: no {o.student}/{o.criterion} in {state.out}; not imported",
                  file=sys.stderr)
            continue
        _, crit, item = found
        if item.decision is not None and not item.stale and (item.decision.points, item.decision.comment) == (
                o.points, o.comment):
            continue  # already the current decision: importing the same file twice changes nothing
        state.store.decide(o.student, o.criterion, points=o.points, comment=o.comment, reviewer="import",
                           expected_version=item.version, evidence=_hash(crit), grader_points=crit.points,
                           grader_status=crit.status.value, source=f"{path}: {o.where}")
        imported += 1
    state.rebuild()
    applied = adjust(state.batch.base, state.batch.rubric, state.out).applied
    print(f"imported {imported} decision(s) from {path}; {len(applied)} decision(s) in {state.store.path}")
    return 0


def _hash(crit) -> str:
    from ..review.store import evidence_hash

    return evidence_hash(crit)


def _export(state, path: Path) -> int:
    from ..core.files import write_atomic
    from ..review.outputs import adjust

    applied = adjust(state.batch.base, state.batch.rubric, state.out).applied
    write_atomic(Path(path), state.store.export_csv(applied.values()))
    print(f"exported {len(applied)} decision(s) to {path} (grader grade --overrides reads it)")
    return 0


def _serve(state, host: str, port: int) -> int:
    import uvicorn

    from ..review.app import create_app

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        from ..core.errors import UsageError

        raise UsageError(f"cannot listen on {host}:{port} ({exc.strerror})",
                         fix="Choose another --port (0 picks a free one).") from None
    sock.listen(64)
    bound = sock.getsockname()[1]
    loopback = _loopback(host)
    app = create_app(state, allowed_hosts=LOOPBACK_HOSTS if loopback else None)
    shown = f"[{host}]" if ":" in host else host
    if not loopback:
        print(f"warning: listening on {host}: anyone who can reach this machine and has the token can change "
              "grades", file=sys.stderr)
    url = f"http://{shown}:{bound}/" + ("" if state.password else f"?token={state.token}")
    print(f"grader review: {state.out} ({state.open_count({})} open item(s) to review; pages in "
          f"{'Portuguese' if state.lang == 'pt' else 'English'})", file=sys.stderr)
    print(url, flush=True)
    if state.password:
        print("sign in with the password in $" + PASSWORD_ENV, file=sys.stderr)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])
    return 0
