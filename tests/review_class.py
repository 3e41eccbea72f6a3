"""A small graded class written straight to a results folder (no model, no notebook run), as
``grader grade`` leaves it: submissions/*.json, results.json, gradebook.csv, lms.csv, class.json,
summary.html and the reports. For the tests of ``grader review``."""

from __future__ import annotations

import threading
from pathlib import Path

from grader.core.records import CriterionScore, Execution, Result, Status
from grader.grading.batch import ResultStore
from grader.grading.pipeline import load_specs
from grader.output.gradebook import write_outputs
from grader.review.outputs import load_batch, rewrite, write_class_file

ACTIVITY = "temperature-top-p"
REVIEW = ("A.2-choice", "B.3-concept", "D.3-justified")  # left for review in every student's result
EVIL = ("<script>window.__pwned = 1; document.title = 'PWNED'</script>"
        "<img src=x onerror=\"window.__pwned = 2\"><a id=evil href=\"javascript:window.__pwned = 3\">x</a>"
        "<svg onload=\"window.__pwned = 5\"></svg> {{ 7*7 }}")

TEXT = "The cat sat on the mat. The cat sat on the mat. The cat sat on the mat again and again."


def _tokens(text: str) -> list[list]:
    out, pos = [], 0
    for i, word in enumerate(text.split(" ")):
        end = pos + len(word) + (1 if pos + len(word) < len(text) else 0)
        out.append([pos, end, i != 5, i == 7, 1 + i % 4, 3 + i % 7])
        pos = end
    return out


def make_result(student: str, *, answer: str = "A1 repete mais porque a temperatura é baixa.",
                evidence_extra: dict | None = None, lang: str = "pt", settled: tuple[str, ...] = ()) -> Result:
    """``settled``: criteria of REVIEW the grader settled (pass, full points) in this result, as a
    re-grade can."""
    _, rubric = load_specs(ACTIVITY)
    crits = []
    for c in rubric.criteria:
        review = c.id in REVIEW and c.id not in settled
        evidence: dict = {"message_key": f"{c.rule}.{'review' if review else 'ok'}"}
        if c.id == "A.2-choice":
            evidence.update({"measure": "repetition rate", "values": {"A1": 0.42, "A2": 0.12, "A3": 0.05},
                             "reference": {run: {"samples": [v + d for d in (-0.05, -0.02, 0.0, 0.03, 0.06)],
                                                 "value": v} for run, v in (("A1", 0.4), ("A2", 0.15), ("A3", 0.06))},
                             "candidates": [{"run": "A1", "value": 0.42}, {"run": "A2", "value": 0.12}]})
        evidence.update(evidence_extra or {})
        crits.append(CriterionScore(c.id, c.question, c.title.get("pt"), 0.0 if review else c.points, c.points,
                                    Status.NEEDS_REVIEW if review else Status.PASS,
                                    f"Resposta de {student} para {c.id}: revisar." if review else "Correto.",
                                    evidence))
    outputs = {run: {"text": TEXT, "params": "T=0.2, top-p=0.9", "verdict": "consistent", "source": "record",
                     "tokens": _tokens(TEXT)} for run in ("A1", "A2", "A3")}
    answers = {"A.2": answer, "B.3": answer, "D.3": answer}
    return Result(student, ACTIVITY, sum(c.points for c in crits), rubric.max_score, "graded", tuple(crits),
                  Execution("ok"), f"{student}.ipynb", lang, answers=answers, outputs=outputs)


def build_class(out: Path, students: list[str] | None = None, results: list[Result] | None = None) -> Path:
    """The folder as ``grader grade`` writes it, for ``students`` (or the given ``results``)."""
    results = results or [make_result(s) for s in (students or ["ana", "bruno", "carla"])]
    store = ResultStore(out)
    for r in results:
        store.save(r.student, "test-key", r, {"total": 1.0, "execution": 0.0})
    write_outputs(results, out)
    write_class_file(out, flags=[], lms_scale=None, file_overrides=None)
    rewrite(load_batch(out))
    return out


class ServerThread:
    """``grader review``'s app served by uvicorn in a thread on 127.0.0.1 (a free port), stopped
    by ``stop()``."""

    def __init__(self, out: Path, token: str = "test-token", lang: str | None = None) -> None:
        import socket

        import uvicorn

        from grader.commands.review import LOOPBACK_HOSTS
        from grader.review.app import ReviewState, create_app

        self.state = ReviewState(out, token=token, reviewer="ana-prof", lang=lang)
        self.state.rebuild()
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.token = token
        config = uvicorn.Config(create_app(self.state, allowed_hosts=LOOPBACK_HOSTS), log_level="warning",
                                access_log=False, lifespan="off")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.server.started:
                break
            threading.Event().wait(0.05)

    def url(self, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}"

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()
