"""A course platform's LTI 1.3 side, run in the test on 127.0.0.1: the tool's registration, the
OAuth 2 token endpoint and access-token checks from a real platform library (``lti1p3platform``:
``Registration``, ``LTI1P3PlatformConfAbstract.get_access_token`` verifies the tool's RS256 client
assertion against the registered key set and signs the access token; ``validate_token`` checks it
and its scopes on every service call), and Assignment and Grade Services' line items and scores
(lineitems container with ``resource_id``/``tag`` filters, ``{lineitem}/scores`` with
latest-timestamp-wins, 409 for an older timestamp) plus an NRPS membership list, kept in memory.

Faults on demand: ``fail_scores`` (statuses answered to the next score posts instead of
accepting them), ``lose_answers`` (posts stored, then answered 500, as a lost answer looks to the
tool). Every request is counted; the server listens on 127.0.0.1 only."""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass, field
from datetime import datetime

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from lti1p3platform.ltiplatform import LTI1P3PlatformConfAbstract
from lti1p3platform.registration import Registration
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

ISSUER = "https://moodle.test.invalid"
CLIENT_ID = "grader-tool-1"
SCOPE_SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
SCOPE_LINEITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem"
SCOPE_NRPS = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"


def rsa_pem() -> tuple[str, str]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption()).decode()
    public = key.public_key().public_bytes(serialization.Encoding.PEM,
                                           serialization.PublicFormat.SubjectPublicKeyInfo).decode()
    return private, public


class PlatformConf(LTI1P3PlatformConfAbstract):
    def init_platform_config(self, registration: Registration) -> None:  # type: ignore[override]
        self._registration = registration

    def get_registration_by_params(self, **kwargs):  # noqa: ANN003
        return self._registration


@dataclass
class Score:
    user: str
    given: float
    maximum: float
    comment: str
    timestamp: str


@dataclass
class Platform:
    tool_jwks: dict
    members: list[dict] = field(default_factory=list)
    fail_scores: list[int] = field(default_factory=list)
    down_after: int | None = None  # after this many accepted scores, every score post is answered 503
    lose_answers: int = 0  # score posts and line item creations stored, then answered 500
    lineitems: list[dict] = field(default_factory=list)
    results: dict[tuple[str, str], Score] = field(default_factory=dict)
    accepted: list[Score] = field(default_factory=list)  # every score the platform took, in order
    requests: int = 0
    peers: set = field(default_factory=set)
    tokens_issued: int = 0

    def __post_init__(self) -> None:
        private, public = rsa_pem()
        self.registration = (Registration().set_iss(ISSUER).set_client_id(CLIENT_ID).set_deployment_id("1")
                             .set_platform_private_key(private).set_platform_public_key(public)
                             .set_tool_key_set(self.tool_jwks))
        self.lock = threading.Lock()

    # -- the library's checks --------------------------------------------------------------------

    def conf(self) -> PlatformConf:
        return PlatformConf(registration=self.registration)  # per request: the library keeps the JWT it read

    def authorised(self, request: Request, scope: str) -> bool:
        header = request.headers.get("authorization", "")
        if not header.startswith("Bearer "):
            return False
        try:
            return self.conf().validate_token(header[7:], allowed_scopes=[scope])
        except Exception:  # noqa: BLE001 - any invalid token is a 401
            return False

    # -- endpoints ------------------------------------------------------------------------------

    async def token(self, request: Request) -> Response:
        form = dict(await request.form())
        try:
            answer = self.conf().get_access_token(form)
        except Exception as exc:  # noqa: BLE001 - the library's refusal, as a platform answers it
            return JSONResponse({"error": "invalid_client", "error_description": str(exc)}, status_code=400)
        self.tokens_issued += 1
        return JSONResponse(answer)

    async def lineitems_(self, request: Request) -> Response:
        if request.method == "GET":
            if not self.authorised(request, SCOPE_LINEITEM):
                return Response(status_code=401)
            rid, tag = request.query_params.get("resource_id"), request.query_params.get("tag")
            items = [i for i in self.lineitems if (not rid or i.get("resourceId") == rid)
                     and (not tag or i.get("tag") == tag)]
            return JSONResponse(items, media_type="application/vnd.ims.lis.v2.lineitemcontainer+json")
        if not self.authorised(request, SCOPE_LINEITEM):
            return Response(status_code=401)
        body = await request.json()
        with self.lock:
            n = len(self.lineitems) + 1
            item = {**body, "id": f"{self.base}/mod/lti/services.php/2/lineitems/{n}/lineitem?type_id=1"}
            self.lineitems.append(item)
            if self.lose_answers:
                self.lose_answers -= 1
                return Response("lost", status_code=500)
        return JSONResponse(item, status_code=201, media_type="application/vnd.ims.lis.v2.lineitem+json")

    async def scores(self, request: Request) -> Response:
        if not self.authorised(request, SCOPE_SCORE):
            return Response(status_code=401)
        n = int(request.path_params["n"])
        if request.query_params.get("type_id") != "1" or n > len(self.lineitems):
            return Response("no such line item", status_code=404)
        body = await request.json()
        with self.lock:
            if self.fail_scores:
                return Response("maintenance", status_code=self.fail_scores.pop(0), headers={"Retry-After": "0"})
            if self.down_after is not None and len(self.accepted) >= self.down_after:
                return Response("down", status_code=503)
            key = (self.lineitems[n - 1]["id"], str(body["userId"]))
            when = datetime.fromisoformat(body["timestamp"].replace("Z", "+00:00"))
            old = self.results.get(key)
            if old is not None and datetime.fromisoformat(old.timestamp.replace("Z", "+00:00")) > when:
                return Response("oldtimestamp", status_code=409)
            score = Score(str(body["userId"]), body["scoreGiven"], body["scoreMaximum"], body.get("comment", ""),
                          body["timestamp"])
            self.results[key] = score
            self.accepted.append(score)
            if self.lose_answers:
                self.lose_answers -= 1
                return Response("lost", status_code=500)
        return Response(status_code=200)

    async def memberships(self, request: Request) -> Response:
        if not self.authorised(request, SCOPE_NRPS):
            return Response(status_code=401)
        return JSONResponse({"id": request.url.path, "context": {"id": "c1"}, "members": self.members},
                            media_type="application/vnd.ims.lti-nrps.v2.membershipcontainer+json")

    def app(self) -> Starlette:
        async def counted(request: Request, handler):
            self.requests += 1
            self.peers.add(request.client.host if request.client else "")
            return await handler(request)

        def wrap(handler):
            async def endpoint(request: Request) -> Response:
                return await counted(request, handler)
            return endpoint

        return Starlette(routes=[
            Route("/mod/lti/token.php", wrap(self.token), methods=["POST"]),
            Route("/mod/lti/services.php/2/lineitems", wrap(self.lineitems_), methods=["GET", "POST"]),
            Route("/mod/lti/services.php/2/lineitems/{n:int}/lineitem/scores", wrap(self.scores), methods=["POST"]),
            Route("/mod/lti/services.php/CourseSection/2/bindings/1/memberships", wrap(self.memberships),
                  methods=["GET"]),
        ])

    # -- serving ----------------------------------------------------------------------------------

    def start(self) -> Platform:
        import uvicorn

        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))  # this machine only
        self.sock.listen(16)
        self.base = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.server = uvicorn.Server(uvicorn.Config(self.app(), log_level="warning", access_log=False,
                                                    lifespan="off"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.server.started:
                break
            threading.Event().wait(0.05)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()

    @property
    def token_url(self) -> str:
        return f"{self.base}/mod/lti/token.php"

    @property
    def lineitems_url(self) -> str:
        return f"{self.base}/mod/lti/services.php/2/lineitems"

    @property
    def memberships_url(self) -> str:
        return f"{self.base}/mod/lti/services.php/CourseSection/2/bindings/1/memberships"
