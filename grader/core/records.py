"""Records passed between the grader's stages.

Frozen dataclasses only; this module imports nothing else of ours, so every stage can depend on
it without creating a cycle.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Any

# Hugging Face's GenerationConfig default when neither the call nor the model's generation
# config sets top_k (transformers GenerationConfig._get_default_generation_params).
HF_DEFAULT_TOP_K = 50


@dataclass(frozen=True)
class DecodingParams:
    """How a text was (or is claimed to have been) decoded.

    ``top_k=None`` means "not set by the call": the model's generation config decides, and Hugging
    Face's default of 50 applies when that does not set it either.
    """

    do_sample: bool = True
    temperature: float = 1.0
    top_k: int | None = None
    top_p: float = 1.0
    max_new_tokens: int | None = None

    def __post_init__(self) -> None:
        if self.temperature <= 0:
            raise ValueError(f"temperature must be > 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"top_p must be in (0, 1], got {self.top_p}")
        if self.top_k is not None and self.top_k < 0:
            raise ValueError(f"top_k must be >= 0, got {self.top_k}")
        if self.max_new_tokens is not None and self.max_new_tokens < 1:
            raise ValueError(f"max_new_tokens must be >= 1, got {self.max_new_tokens}")

    def describe(self) -> str:
        if not self.do_sample:
            return "greedy"
        k = "" if self.top_k is None else f", top-k={self.top_k}"
        return f"T={self.temperature:g}{k}, top-p={self.top_p:g}"


UNMODELLED_PROCESSORS: dict[str, Any] = {
    "repetition_penalty": 1.0, "no_repeat_ngram_size": 0, "encoder_repetition_penalty": 1.0,
    "encoder_no_repeat_ngram_size": 0, "min_p": None, "typical_p": 1.0, "epsilon_cutoff": 0.0, "eta_cutoff": 0.0,
    "bad_words_ids": None, "sequence_bias": None, "suppress_tokens": None, "begin_suppress_tokens": None,
    "min_new_tokens": None, "min_length": 0, "penalty_alpha": None, "guidance_scale": None, "diversity_penalty": 0.0,
}
"""``generate`` arguments that change which tokens a step keeps, beyond temperature, top-k and top-p,
with the values that change nothing. The verifier replays none of them: a text generated with one
(a repetition ban, a penalty, a minimum length that forbids the end) can fail the kept-set check
although the model produced it, so such a failure is never read as "not generated"."""


def unmodelled_processors(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The arguments of :data:`UNMODELLED_PROCESSORS` a call sets to something that changes decoding
    (the value as written, or "?" where it is not a plain value)."""
    out: dict[str, Any] = {}
    for name, neutral in UNMODELLED_PROCESSORS.items():
        if name not in kwargs:
            continue
        value = kwargs[name]
        if value is None or (not isinstance(value, bool) and isinstance(value, (int, float)) and value == neutral):
            continue
        out[name] = value if isinstance(value, (int, float, str)) and not isinstance(value, bool) else "?"
    return out


class Verdict(str, Enum):
    CONSISTENT = "consistent"
    INCONSISTENT = "inconsistent"
    UNDETERMINED = "undetermined"


@dataclass(frozen=True)
class TokenCheck:
    """One generated token checked against the kept set of its decoding step."""

    index: int  # position in the continuation (0 = first new token)
    token_id: int
    text: str  # the token's own text (may be a partial UTF-8 character, shown with U+FFFD)
    start: int  # character span of the token inside the verified text
    end: int
    in_kept_set: bool
    borderline: bool  # outside only by a margin within the float-noise tolerance
    logprob: float  # log-probability under the model's raw distribution (temperature 1)
    sampling_logprob: float | None  # under the warped sampling distribution; None when removed
    rank: int  # 1 = the model's most probable token at this step
    kept_set_size: int  # how many tokens the warpers kept at this step (1 for greedy)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class ProvenanceResult:
    """Whether the model could have produced a text with the given decoding parameters."""

    verdict: Verdict
    params: DecodingParams
    top_k_used: int | None  # the top-k actually applied (None: not applied)
    tokens: tuple[TokenCheck, ...]
    first_violation: TokenCheck | None
    message: str
    method: str  # how the verdict was reached: "full-pass", "retokenised", "replay", ...
    dtype: str
    tolerance: float
    tokenisation: str = "canonical"  # "canonical", "given-ids" or "searched"
    nodes_searched: int = 0
    span: tuple[int, int] | None = None  # excerpt span inside the verified text, if any
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def borderline(self) -> tuple[TokenCheck, ...]:
        return tuple(t for t in self.tokens if t.borderline)

    def excerpt_tokens(self) -> tuple[TokenCheck, ...]:
        """The tokens that overlap the excerpt span (all tokens when no span was given)."""
        if self.span is None:
            return self.tokens
        a, b = self.span
        return tuple(t for t in self.tokens if t.end > a and t.start < b)

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict.value,
            "message": self.message,
            "method": self.method,
            "dtype": self.dtype,
            "tolerance": self.tolerance,
            "tokenisation": self.tokenisation,
            "nodes_searched": self.nodes_searched,
            "params": asdict(self.params),
            "top_k_used": self.top_k_used,
            "span": list(self.span) if self.span else None,
            "n_tokens": len(self.tokens),
            "n_borderline": len(self.borderline),
            "first_violation": self.first_violation.to_dict() if self.first_violation else None,
            "tokens": [t.to_dict() for t in self.tokens],
            "details": self.details,
        }


# -- grading records (notebook -> execution -> extraction -> checks -> scores) ------------------

GENERATION_MIME = "application/vnd.llm-course-grader.generation+json"
# papermill's banner cell above the cell that failed (its text is papermill's, nobody's answer)
PAPERMILL_ERROR_TAG = "papermill-error-cell-tag"
# what the grader's kernel hook (grader/running/kernel_hook.py) displays at the end of a cell: its generate calls
HOOK_MIME = "application/vnd.llm-course-grader.generate-calls+json"


class Status(str, Enum):
    PASS = "pass"
    PARTIAL = "partial"
    FAIL = "fail"
    NEEDS_REVIEW = "needs_review"
    ERROR = "error"


@dataclass(frozen=True)
class Generation:
    """One model output of a run, as recorded by the course helper or recovered from print."""

    run_id: str
    prompt: str
    text: str  # the continuation only
    params: DecodingParams
    source: str  # "record" (structured, from grader.course) or "printed" (fallback)
    cell_id: str | None = None
    token_ids: tuple[int, ...] | None = None
    seed: int | None = None
    model_name: str | None = None
    dtype: str = "float32"
    printed: str | None = None  # the cell's visible text output, normalised
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Answer:
    question_id: str
    text: str
    cell_id: str | None
    # "tag", "question_cell", "heading", "multi_answer_cell", "code_cell", "order" or "missing"
    # (grader/reading/answers.py)
    found_by: str
    found_in: str = ""  # where, in words: "cell 12 (id ab12), under the heading '### A.2'"
    cell_index: int | None = None  # position among all cells, from 0 (the cell the text starts in)
    label: str = ""  # the heading as written ("**A.2**") or, for an answer cell, its tag
    alternatives: tuple[Any, ...] = ()  # the other places an answer was found in (Answer each)
    doubt: str = ""  # "" or why the place is uncertain: "places_differ", "run_label" (needs review)


@dataclass(frozen=True)
class Execution:
    status: str  # "ok", "error", "timeout", "not_run"
    message: str = ""
    seconds: float = 0.0
    executed_path: str | None = None
    failed_cell: int | None = None
    # How the run was isolated: "sandbox", "limits-only", or "" when nothing ran (see grader/running/isolation.py)
    isolation: str = ""
    # Where the seconds went (kernel_start, imports, model_load, cells, waited, warm: see
    # grader/running/kernel_pool.py): timing, kept out of results.json and the grade
    phases: dict[str, float] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Extraction:
    generations: dict[str, tuple[Generation, ...]]  # run id -> generations found for it
    answers: dict[str, Answer]
    run_code: dict[str, str]  # run id -> source of the cell(s) tagged with that run
    problems: tuple[str, ...] = ()
    # printed outputs that could not be mapped to a run with confidence, each a readable reason
    unplaced: tuple[str, ...] = ()
    code: str = ""  # every code cell of the notebook, in order (rules that read how the student computed)
    # every output of the notebook's code cells as read (plain text), in order: what the notebook shows, whoever's
    # it is (a rule that asks whether a number the answer cites is anywhere in the notebook)
    shown: str = field(default="", compare=False)
    # runs the code generates whose output no reader found (empty, or shown in a shape not read): a
    # comparison resting on them goes to review (grader/reading/declared.py, unshown_runs)
    unshown: tuple[str, ...] = ()
    # cell index -> {"source", "runs"}: the run of each text the cell shows, learnt from the kernel
    # hook's records of a re-execution (grader/reading/layout.py); empty without records
    layout: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class CheckResult:
    """What one check found: status, a message key with its parameters, and the evidence."""

    status: Status
    message_key: str
    message_args: dict[str, Any] = field(default_factory=dict)
    evidence: dict[str, Any] = field(default_factory=dict)
    fraction: float | None = None  # credit in [0, 1] for partial results; None: from status


@dataclass(frozen=True)
class CriterionScore:
    criterion_id: str
    question_id: str
    title: str
    points: float
    max_points: float
    status: Status
    message: str
    evidence: dict[str, Any] = field(default_factory=dict)
    grading_only: bool = False  # needs the grader's re-runs; a self-check cannot decide it


@dataclass(frozen=True)
class Result:
    student: str
    activity: str
    score: float
    max_score: float
    status: str  # "graded", "graded_with_errors", "error"
    criteria: tuple[CriterionScore, ...]
    execution: Execution
    submitted_path: str
    lang: str = "pt"
    notes: tuple[str, ...] = ()  # for the student, in ``lang``: the report's header, `grader check`, `grader ci`
    answers: dict[str, str] = field(default_factory=dict)  # question id -> the student's answer text
    # run id -> {"text", "params", "verdict", "source", "tokens": [[start, end, kept, borderline, rank, size]]}
    outputs: dict[str, dict[str, Any]] = field(default_factory=dict)
    # for the instructor only (results.json, the class summary, `grader inspect`), never the student's report:
    # what the reader set aside and why, file repairs, internal errors; in English, as the log writes them
    diagnostics: tuple[str, ...] = ()
