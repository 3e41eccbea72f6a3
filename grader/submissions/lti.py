"""Scores back to the course platform by LTI 1.3 Assignment and Grade Services (``grader publish
OUT --lti CONFIG``, or ``grader grade ... --lti CONFIG``).

**The tool's credentials.** The grader is an LTI 1.3 tool registered on the platform (Moodle:
Site administration → Plugins → Activity modules → External tool → Manage tools; Canvas: Developer
Keys → LTI key). It authenticates with the OAuth 2 client-credentials grant and a signed JWT as the
client assertion (IMS Security Framework 1.0, §4.1): RS256 with the tool's private key, ``iss`` and
``sub`` the client id, ``aud`` the platform's token endpoint, a five-minute ``exp`` and a fresh
``jti``. The platform knows the public half: ``grader publish --lti CONFIG --show-key`` prints it
(PEM, and the JWK to serve as a key-set URL), with the key id used in the JWT header.

**The config** (YAML): ``client_id``, ``token_url``, ``private_key`` (a PEM file, relative to the
config), ``lineitems_url`` (the AGS ``lineitems`` endpoint of the course, as the platform's launch
claim ``https://purl.imsglobal.org/spec/lti-ags/claim/endpoint`` gives it) or ``lineitem_url`` (a
single line item the platform made for the link); optional: ``issuer``, ``deployment_id``,
``audience`` (default: the token URL), ``key_id`` (default: the key's RFC 7638 thumbprint),
``memberships_url`` (NRPS ``context_memberships_url``: students are matched there by
``lis_person_sourcedid``, e-mail or name when the roster has no ``lti`` column), ``resource_id``
(default: the activity id), ``tag`` (default ``grade``), ``label`` (default: the activity's
title), ``report_base_url`` (where the instructor publishes OUT/reports/: the comment links each
student's report there), ``max_attempts``, ``backoff_s``, ``timeout_s``.

**What is posted.** One line item per activity, found by ``resourceId`` (and ``tag``) among the
course's line items (or by its ``label`` when the platform keeps no resourceId), else created; a
re-run finds it again, so it is never duplicated. Each student's score goes to the line item's
``/scores`` endpoint: ``userId`` (the platform's user id: the roster's ``lti`` column, or NRPS),
``scoreGiven``/``scoreMaximum`` (the same scale as the grade files), ``comment`` (the score and the
report's link), ``activityProgress`` Completed, ``gradingProgress`` FullyGraded, and a
``timestamp``: AGS keeps the latest timestamp's score, so a re-grade sends a fresh one and replaces
the result, and a platform holding a later score (given by hand after) answers 409, reported as
skipped. A submission that could not be graded (status ``error``) and a roster student without a
notebook are skipped, never posted as 0.

**Failures.** A connection error, a timeout, 429 or a 5xx is retried with exponential backoff
(``max_attempts``, ``Retry-After`` honoured, bounded); an expired token is renewed once. After three
students in a row fail that way the platform is taken as down and the rest are left for the next
run. ``OUT/lti-journal.json`` records each score before it is sent (pending, with its timestamp) and
after the platform accepted it (posted): a re-run sends only what is not posted yet or has changed,
and resends a pending score with its own timestamp, so a post whose answer was lost lands once.
"""

from __future__ import annotations

import base64
import hashlib
import json
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from ..core.errors import GraderError, UsageError
from ..core.files import write_atomic
from .identity import fold

SCOPE_LINEITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem"
SCOPE_LINEITEM_READ = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly"
SCOPE_SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
SCOPE_NRPS = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
LINEITEM_TYPE = "application/vnd.ims.lis.v2.lineitem+json"
LINEITEMS_TYPE = "application/vnd.ims.lis.v2.lineitemcontainer+json"
SCORE_TYPE = "application/vnd.ims.lis.v1.score+json"
MEMBERS_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json"
ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
JOURNAL = "lti-journal.json"
MAX_PAGES = 100  # of line items or members: a platform's paging can never loop forever
DOWN_AFTER = 3  # students in a row failing on transient errors: the platform is taken as down


class LtiError(GraderError):
    """The platform refused or could not be reached; the message says which request and why."""

    exit_code = 3


@dataclass(frozen=True)
class LtiConfig:
    path: Path
    client_id: str
    token_url: str
    private_key: Path
    lineitems_url: str | None = None
    lineitem_url: str | None = None
    issuer: str = ""
    deployment_id: str = ""
    audience: str = ""
    key_id: str = ""
    memberships_url: str | None = None
    resource_id: str | None = None
    tag: str = "grade"
    label: str | None = None
    report_base_url: str | None = None
    max_attempts: int = 5
    backoff_s: float = 1.0
    timeout_s: float = 20.0

    def target(self, resource_id: str) -> str:
        """The journal's key: one platform, one tool, one line-item collection, one activity."""
        return " ".join((self.issuer or self.token_url, self.client_id,
                         self.lineitem_url or self.lineitems_url or "", resource_id, self.tag))


_KEYS = {"client_id", "token_url", "private_key", "lineitems_url", "lineitem_url", "issuer", "deployment_id",
         "audience", "key_id", "memberships_url", "resource_id", "tag", "label", "report_base_url",
         "max_attempts", "backoff_s", "timeout_s"}


def load_config(path: Path) -> LtiConfig:
    """The ``--lti`` file: YAML (or JSON); every error names the file, the key and the fix."""
    import yaml

    path = Path(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise UsageError(f"--lti {path}: cannot be read ({exc})",
                         fix="Pass a YAML file with client_id, token_url, private_key and lineitems_url.") from None
    if not isinstance(data, dict):
        raise UsageError(f"--lti {path}: expected keys and values (YAML), got {type(data).__name__}")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise UsageError(f"--lti {path}: unknown key(s) {', '.join(unknown)}",
                         fix=f"Known keys: {', '.join(sorted(_KEYS))}.")
    missing = [k for k in ("client_id", "token_url", "private_key") if not data.get(k)]
    if not (data.get("lineitems_url") or data.get("lineitem_url")):
        missing.append("lineitems_url (or lineitem_url)")
    if missing:
        raise UsageError(f"--lti {path}: missing {', '.join(missing)}",
                         fix="Copy them from the tool's registration on the platform (client id, token URL) and "
                             "from a launch's AGS claim (lineitems URL); private_key: the tool's PEM key file.")
    key = (path.parent / str(data["private_key"])).resolve()
    if not key.is_file():
        raise UsageError(f"--lti {path}: private_key {key} does not exist",
                         fix=f"openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out {key}; then register "
                             f"its public half on the platform (grader publish --lti {path} --show-key prints it).")
    try:
        cfg = LtiConfig(path=path, client_id=str(data["client_id"]), token_url=str(data["token_url"]), private_key=key,
                        **{k: (str(v) if k not in {"max_attempts", "backoff_s", "timeout_s"} else v)
                           for k, v in data.items() if k not in {"client_id", "token_url", "private_key"} and v is not None})
        int(cfg.max_attempts), float(cfg.backoff_s), float(cfg.timeout_s)
    except (TypeError, ValueError) as exc:
        raise UsageError(f"--lti {path}: {exc}", fix="max_attempts is a whole number; backoff_s and timeout_s seconds.")
    for name in ("token_url", "lineitems_url", "lineitem_url", "memberships_url"):
        url = getattr(cfg, name)
        parts = urlsplit(url) if url else None
        if parts is not None and not (parts.scheme == "https" or (
                parts.scheme == "http" and parts.hostname in {"127.0.0.1", "localhost", "::1"})):
            raise UsageError(f"--lti {path}: {name} {url!r} is not an https:// URL",
                             fix="Tokens and scores travel over HTTPS only (plain http only to this machine).")
    _private_key(cfg)  # a key that cannot be read is said now
    return cfg


# -- the tool's key ---------------------------------------------------------------------------------


def _private_key(cfg: LtiConfig):
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    try:
        key = serialization.load_pem_private_key(cfg.private_key.read_bytes(), password=None)
    except (OSError, ValueError, TypeError) as exc:
        raise UsageError(f"--lti {cfg.path}: private_key {cfg.private_key}: not an unencrypted PEM private key ({exc})",
                         fix="openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out tool-private.pem") from None
    if not isinstance(key, rsa.RSAPrivateKey):
        raise UsageError(f"--lti {cfg.path}: private_key must be an RSA key (RS256)")
    return key


def tool_jwk(cfg: LtiConfig) -> dict[str, Any]:
    """The tool's public key as a JWK (for the platform's key-set URL), with its key id."""
    from jwt.algorithms import RSAAlgorithm

    jwk = RSAAlgorithm.to_jwk(_private_key(cfg).public_key(), as_dict=True)
    return {**jwk, "kid": key_id(cfg), "alg": "RS256", "use": "sig"}


def tool_public_pem(cfg: LtiConfig) -> str:
    from cryptography.hazmat.primitives import serialization

    return _private_key(cfg).public_key().public_bytes(serialization.Encoding.PEM,
                                                        serialization.PublicFormat.SubjectPublicKeyInfo).decode()


def key_id(cfg: LtiConfig) -> str:
    """``key_id`` from the config, else the key's RFC 7638 thumbprint."""
    if cfg.key_id:
        return cfg.key_id
    numbers = _private_key(cfg).public_key().public_numbers()

    def b64(n: int) -> str:
        return base64.urlsafe_b64encode(n.to_bytes((n.bit_length() + 7) // 8, "big")).rstrip(b"=").decode()

    canonical = json.dumps({"e": b64(numbers.e), "kty": "RSA", "n": b64(numbers.n)}, separators=(",", ":"))
    return base64.urlsafe_b64encode(hashlib.sha256(canonical.encode()).digest()).rstrip(b"=").decode()


def client_assertion(cfg: LtiConfig, now: float | None = None) -> str:
    import jwt

    now = time.time() if now is None else now
    claims = {"iss": cfg.client_id, "sub": cfg.client_id, "aud": cfg.audience or cfg.token_url, "iat": int(now),
              "exp": int(now) + 300, "jti": uuid.uuid4().hex}
    return jwt.encode(claims, _private_key(cfg), algorithm="RS256", headers={"kid": key_id(cfg)})


# -- HTTP with bounded retries ----------------------------------------------------------------------


class _Transient(Exception):
    def __init__(self, what: str, retry_after: float | None = None) -> None:
        super().__init__(what)
        self.retry_after = retry_after


class _Refused(Exception):
    def __init__(self, status: int, what: str) -> None:
        super().__init__(what)
        self.status = status


class Client:
    """The platform's token endpoint and AGS/NRPS services, every request bounded in time and
    retried a bounded number of times."""

    def __init__(self, cfg: LtiConfig, *, sleep=time.sleep) -> None:
        import requests

        self.cfg = cfg
        self.http = requests.Session()
        self.sleep = sleep
        self._token: tuple[str, float] | None = None
        self.scopes = [SCOPE_SCORE] + ([SCOPE_LINEITEM] if not cfg.lineitem_url else []) + (
            [SCOPE_NRPS] if cfg.memberships_url else [])
        self.requests = 0

    def close(self) -> None:
        self.http.close()

    # one attempt
    def _send(self, method: str, url: str, *, auth: bool, **kw: Any):
        import requests

        headers = dict(kw.pop("headers", {}))
        if auth:
            headers["Authorization"] = f"Bearer {self.token()}"
        self.requests += 1
        try:
            resp = self.http.request(method, url, headers=headers, timeout=(5.0, float(self.cfg.timeout_s)),
                                     allow_redirects=False, **kw)
        except requests.RequestException as exc:
            raise _Transient(f"{method} {url}: {type(exc).__name__}: {exc}") from None
        if resp.status_code == 429 or resp.status_code >= 500:
            raise _Transient(f"{method} {url}: HTTP {resp.status_code} {resp.text[:200]!r}",
                             _retry_after(resp.headers.get("Retry-After")))
        if resp.status_code == 401 and auth:
            raise _Refused(401, f"{method} {url}: HTTP 401 {resp.text[:200]!r}")
        if resp.status_code >= 300:
            raise _Refused(resp.status_code, f"{method} {url}: HTTP {resp.status_code} {resp.text[:300]!r}")
        return resp

    def call(self, method: str, url: str, *, auth: bool = True, attempts: int | None = None, **kw: Any):
        """One request, retried on transient failures with exponential backoff (tenacity); a 401
        renews the token once. Raises :class:`_Transient` after the last attempt, :class:`_Refused`
        for an answer that retrying cannot change. ``self.attempts_used``: how many were made."""
        from tenacity import Retrying, retry_if_exception_type, stop_after_attempt

        renewed = False
        limit = attempts if attempts is not None else max(1, int(self.cfg.max_attempts))
        self.attempts_used = 0
        for attempt in Retrying(stop=stop_after_attempt(limit), retry=retry_if_exception_type(_Transient),
                                wait=self._wait, sleep=self.sleep, reraise=True):
            with attempt:
                self.attempts_used = attempt.retry_state.attempt_number
                try:
                    return self._send(method, url, auth=auth, **kw)
                except _Refused as exc:
                    if exc.status == 401 and auth and not renewed:
                        renewed, self._token = True, None
                        raise _Transient(str(exc)) from None
                    raise
        raise AssertionError("unreachable")

    def _wait(self, state) -> float:
        exc = state.outcome.exception() if state.outcome else None
        base = float(self.cfg.backoff_s) * (2 ** (state.attempt_number - 1))
        asked = getattr(exc, "retry_after", None)
        return min(max(base, asked or 0.0), 60.0)

    def token(self) -> str:
        if self._token and self._token[1] > time.time() + 30:
            return self._token[0]
        resp = self.call("POST", self.cfg.token_url, auth=False, data={
            "grant_type": "client_credentials", "client_assertion_type": ASSERTION_TYPE,
            "client_assertion": client_assertion(self.cfg), "scope": " ".join(self.scopes)})
        try:
            data = resp.json()
            token = data["access_token"]
        except (ValueError, KeyError, TypeError):
            raise _Refused(resp.status_code, f"POST {self.cfg.token_url}: no access_token in {resp.text[:200]!r}") from None
        granted = set(str(data.get("scope", " ".join(self.scopes))).split())
        lacking = [s for s in self.scopes if s not in granted and not (s == SCOPE_NRPS)]
        if lacking:
            raise _Refused(403, f"the platform did not grant {', '.join(lacking)} (granted: {' '.join(sorted(granted))})")
        self._token = (token, time.time() + float(data.get("expires_in", 3600)))
        return token

    def _pages(self, url: str, accept: str, key: str | None) -> list[dict]:
        items: list[dict] = []
        for _ in range(MAX_PAGES):
            resp = self.call("GET", url, headers={"Accept": accept})
            body = resp.json()
            items += body if key is None else body.get(key, [])
            nxt = resp.links.get("next", {}).get("url")
            if not nxt or nxt == url:
                return items
            url = nxt
        return items

    def lineitems(self, resource_id: str, tag: str) -> list[dict]:
        url = _with_query(self.cfg.lineitems_url or "", {"resource_id": resource_id, "tag": tag})
        return self._pages(url, LINEITEMS_TYPE, None)

    def create_lineitem(self, item: dict) -> dict:
        """One attempt only: a creation whose answer was lost may have happened (the caller lists
        the line items again before another)."""
        resp = self.call("POST", self.cfg.lineitems_url or "", data=json.dumps(item), attempts=1,
                         headers={"Content-Type": LINEITEM_TYPE, "Accept": LINEITEM_TYPE})
        return resp.json()

    def post_score(self, lineitem: str, score: dict) -> None:
        self.call("POST", scores_url(lineitem), data=json.dumps(score), headers={"Content-Type": SCORE_TYPE})

    def members(self) -> list[dict]:
        return self._pages(self.cfg.memberships_url or "", MEMBERS_TYPE, "members")


def _retry_after(value: str | None) -> float | None:
    try:
        return min(float(value), 60.0) if value else None
    except ValueError:
        return None


def _with_query(url: str, params: dict[str, str]) -> str:
    from urllib.parse import urlencode

    parts = urlsplit(url)
    extra = urlencode({k: v for k, v in params.items() if v})
    return urlunsplit(parts._replace(query="&".join(q for q in (parts.query, extra) if q)))


def scores_url(lineitem: str) -> str:
    """``{lineitem}/scores`` with the line item URL's query kept (Moodle's carry ``?type_id=``)."""
    parts = urlsplit(lineitem)
    return urlunsplit(parts._replace(path=parts.path.rstrip("/") + "/scores"))


# -- the journal -----------------------------------------------------------------------------------


def _read_journal(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) and isinstance(data.get("targets"), dict) else {"targets": {}}
    except (OSError, ValueError):
        return {"targets": {}}


def _timestamp(after: str | None = None) -> str:
    now = datetime.now(timezone.utc)
    if after:
        try:
            prev = datetime.fromisoformat(after.replace("Z", "+00:00"))
            now = max(now, prev + timedelta(milliseconds=1))
        except ValueError:  # a journal entry with no readable time: the clock's own time is fresh enough
            pass
    return now.isoformat(timespec="milliseconds").replace("+00:00", "Z")


# -- publishing ------------------------------------------------------------------------------------


@dataclass
class Outcome:
    student: str
    name: str
    what: str  # posted, already, skipped, failed
    detail: str = ""
    user_id: str = ""
    score: str = ""


@dataclass
class Report:
    lineitem: str = ""
    lineitem_how: str = ""  # found, created, given
    outcomes: list[Outcome] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    requests: int = 0

    def count(self, what: str) -> int:
        return sum(1 for o in self.outcomes if o.what == what)


def publish(rows: list, cfg: LtiConfig, out: Path, *, points: float, resource_id: str, label: str,
            errors: set[str], force: bool = False, client: Client | None = None) -> Report:
    """Post each row's grade to the activity's line item; ``rows``: grader.submissions.export.LmsRow
    with ``key`` the platform's user id where the roster knows it; ``errors``: students whose
    notebook could not be graded (never posted)."""
    client = client or Client(cfg)
    report = Report()
    journal_path = Path(out) / JOURNAL
    journal = _read_journal(journal_path)
    target = journal["targets"].setdefault(cfg.target(resource_id), {"lineitem": "", "scores": {}})
    try:
        report.lineitem, report.lineitem_how = _lineitem(client, cfg, target, resource_id, label, points, report)
        target["lineitem"] = report.lineitem
        rows = _match_users(rows, client, cfg, report)
        todo: list[tuple[Any, str, dict, bool]] = []
        for row in rows:
            skip = ("no notebook: nothing posted" if row.grade is None else
                    "could not be graded (status error): grade it by hand" if row.student in errors else
                    "no LTI user id (add an 'lti' column to the roster, or memberships_url for NRPS)"
                    if not row.key else "")
            if skip:
                report.outcomes.append(Outcome(row.student, row.name, "skipped", skip))
                continue
            comment = row.comment
            if cfg.report_base_url:
                comment = comment.replace(row.report_name, f"{cfg.report_base_url.rstrip('/')}/{row.student}.html")
            want = {"scoreGiven": row.grade, "scoreMaximum": points, "comment": comment}
            prev = target["scores"].get(row.key) or {}
            same = all(prev.get(k) == v for k, v in want.items()) and prev.get("lineitem") == report.lineitem
            if same and prev.get("state") == "posted" and not force:
                report.outcomes.append(Outcome(row.student, row.name, "already", "unchanged since it was posted "
                                               f"{prev.get('timestamp', '')}", row.key, row.grade_text))
                continue
            if same and prev.get("state") == "newer-on-platform" and not force:
                report.outcomes.append(Outcome(row.student, row.name, "skipped", "the platform holds a score with a "
                                               "later timestamp (changed there?): left as it is (--force sends ours)",
                                               row.key, row.grade_text))
                continue
            resend = same and prev.get("state") == "pending"  # sent before, its answer never came
            stamp = prev["timestamp"] if resend else _timestamp(prev.get("timestamp"))
            target["scores"][row.key] = {**want, "student": row.student, "lineitem": report.lineitem,
                                         "timestamp": stamp, "state": "pending"}
            todo.append((row, stamp, want, resend))
        write_atomic(journal_path, json.dumps(journal, ensure_ascii=False, indent=1))  # pending before sending
        down = 0
        for i, (row, stamp, want, resent) in enumerate(todo):
            if down >= DOWN_AFTER:
                for later, *_ in todo[i:]:
                    report.outcomes.append(Outcome(later.student, later.name, "failed", "not sent: the platform "
                                                   "was unreachable for the students before; run the same command "
                                                   "again", later.key, later.grade_text))
                break
            score = {"userId": row.key, **want, "timestamp": stamp, "activityProgress": "Completed",
                     "gradingProgress": "FullyGraded"}
            entry = target["scores"][row.key]
            try:
                client.post_score(report.lineitem, score)
            except _Transient as exc:
                down += 1
                report.outcomes.append(Outcome(row.student, row.name, "failed", f"{exc} (after {cfg.max_attempts} "
                                               "attempts; the same command sends it again)", row.key, row.grade_text))
                continue
            except _Refused as exc:
                down = 0
                if exc.status == 409 and (resent or client.attempts_used > 1):
                    # the platform already holds this very timestamp: an earlier attempt landed
                    entry.update(state="posted", posted_at=_timestamp())
                    report.outcomes.append(Outcome(row.student, row.name, "posted", f"{row.grade_text}/{_num(points)}"
                                                   " (an earlier attempt had landed)", row.key, row.grade_text))
                elif exc.status == 409:  # a later score on the platform: given there after ours
                    entry["state"] = "newer-on-platform"
                    report.outcomes.append(Outcome(row.student, row.name, "skipped", "the platform holds a score "
                                                   "with a later timestamp (changed there?): left as it is",
                                                   row.key, row.grade_text))
                else:
                    report.outcomes.append(Outcome(row.student, row.name, "failed", str(exc), row.key, row.grade_text))
                write_atomic(journal_path, json.dumps(journal, ensure_ascii=False, indent=1))
                continue
            down = 0
            entry.update(state="posted", posted_at=_timestamp())
            write_atomic(journal_path, json.dumps(journal, ensure_ascii=False, indent=1))
            report.outcomes.append(Outcome(row.student, row.name, "posted", f"{row.grade_text}/{_num(points)}",
                                           row.key, row.grade_text))
    except _Transient as exc:
        raise LtiError(f"the platform could not be reached: {exc}",
                       fix="Nothing more was sent; run the same command again later (what was posted is kept in "
                           f"{journal_path}).") from None
    except _Refused as exc:
        raise LtiError(f"the platform refused: {exc}",
                       fix=f"Check {cfg.path}: client_id, token_url and the tool's public key on the platform "
                           "(grader publish --lti CONFIG --show-key), and that the tool may use Assignment and Grade "
                           "Services.") from None
    finally:
        report.requests = client.requests
        client.close()
    return report


def _lineitem(client: Client, cfg: LtiConfig, target: dict, resource_id: str, label: str, points: float,
              report: Report) -> tuple[str, str]:
    """The activity's line item: the one the config names, else found by resourceId/tag (or label),
    else created. Each try lists the line items again first, so a creation whose answer was lost is
    found on the next try instead of made twice."""
    if cfg.lineitem_url:
        return cfg.lineitem_url, "given"
    tag, lost = cfg.tag, None
    for attempt in range(max(1, int(cfg.max_attempts))):
        items = client.lineitems(resource_id, tag)
        mine = [i for i in items if i.get("resourceId") == resource_id and (not tag or i.get("tag", tag) == tag)]
        mine = mine or [i for i in items if not i.get("resourceId") and i.get("label") == label]
        if target.get("lineitem") and any(i.get("id") == target["lineitem"] for i in mine):
            return target["lineitem"], "found"
        if mine:
            if len(mine) > 1:
                report.notes.append(f"{len(mine)} line items have resourceId {resource_id!r}: using {mine[0].get('id')}")
            return str(mine[0]["id"]), "created" if lost else "found"
        if attempt:
            client.sleep(min(float(cfg.backoff_s) * 2 ** (attempt - 1), 60.0))
        try:
            made = client.create_lineitem({"scoreMaximum": points, "label": label, "resourceId": resource_id,
                                           "tag": tag})
        except _Transient as exc:
            lost = exc  # it may have been made all the same: look again before creating
            continue
        if not made.get("id"):
            raise _Refused(502, f"POST {cfg.lineitems_url}: the created line item has no id ({made!r})")
        return str(made["id"]), "created"
    raise lost or _Transient(f"the line item for {resource_id!r} could not be created at {cfg.lineitems_url}")


def _match_users(rows: list, client: Client, cfg: LtiConfig, report: Report) -> list:
    """Rows without the platform's user id, matched through NRPS where the config has it: by
    ``lis_person_sourcedid`` (the course id), e-mail, or a name only one member has."""
    if not cfg.memberships_url or all(r.key for r in rows if r.grade is not None):
        return rows
    members = [m for m in client.members() if m.get("status", "Active") == "Active"
               and any(str(role).endswith("#Learner") or str(role).endswith("/Learner") or role == "Learner"
                       for role in m.get("roles", []))]
    by_name: dict[str, list[dict]] = {}
    for m in members:
        by_name.setdefault(fold(m.get("name", "")), []).append(m)
    for row in rows:
        if row.key:
            continue
        hit = next((m for m in members if m.get("lis_person_sourcedid") and m["lis_person_sourcedid"] == row.student), None)
        hit = hit or next((m for m in members if row.email and str(m.get("email", "")).casefold() == row.email.casefold()),
                          None)
        if hit is None and row.name and len(by_name.get(fold(row.name), [])) == 1:
            hit = by_name[fold(row.name)][0]
        if hit is not None:
            row.key = str(hit["user_id"])
    report.notes.append(f"NRPS: {len(members)} active learner(s) on the platform")
    return rows


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")
