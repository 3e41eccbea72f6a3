"""Typed activity and rubric specs, loaded from YAML with errors that name file, key and fix.

Activities live in ``activities/<id>/activity.yaml``; rubrics in ``rubrics/<id>.yaml`` (or
``<id>/rubric.yaml`` beside the activity, in an instructor's own ``--activities`` folder). Unknown
keys are errors (a typo must not silently drop a criterion).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from ..core.errors import GraderError
from ..core.records import DecodingParams


class SpecError(GraderError):
    """A malformed activity or rubric file."""

    exit_code = 2

    def __init__(self, path: Path | str, key: str, problem: str, *, line: int | None = None,
                 fix: str | None = None) -> None:
        self.path, self.key, self.problem, self.line = str(path), key, problem, line
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {key}: {problem}", fix=fix)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Localized(_Strict):
    pt: str
    en: str

    def get(self, lang: str) -> str:
        return self.en if lang == "en" else self.pt


class RunSpec(_Strict):
    temperature: float = Field(1.0, gt=0)
    top_p: float = Field(1.0, gt=0, le=1)
    top_k: int | None = Field(None, ge=0)
    do_sample: bool = True
    max_new_tokens: int | None = Field(None, ge=1)
    prompt: str | None = None  # overrides the activity's prompt
    free_prompt: bool = False  # the student writes the prompt (a variation of their own)
    samples: int | None = Field(None, ge=2, le=100)  # several generations of one run (self-consistency)
    aliases: list[str] = []  # other names a student may use for the run ("zero-shot", "restritivo")
    book_output: str | None = None  # what the course book printed for this run, when it differs


class QuestionSpec(_Strict):
    id: str
    cell: str  # the answer cell's tag in the notebook
    text: Localized  # the question as the student reads it
    kind: Literal["excerpts", "choice", "closed", "open", "yes_no", "copy", "number"]
    runs: list[str] = []  # the runs the question is about
    # the question asks for an explanation: every criterion on it judges one the same way, a list of
    # terms earning at most partial (grader/checks/explanation.py)
    explain: bool = False


class ReferenceSpec(_Strict):
    samples: int = Field(8, ge=1, le=200)
    seed: int = 1234


class ActivitySpec(_Strict):
    id: str
    title: Localized
    model: str
    # The models a notebook's outputs may come from (the grading model among them); empty: only `model`.
    # A notebook whose records name another one is still graded with the instructor's model; its report says so.
    models: list[str] = []
    prompt: str | None = None  # the runs' prompt unless a run sets its own
    max_new_tokens: int = Field(ge=1)
    runs: dict[str, RunSpec]
    questions: list[QuestionSpec]
    reference: ReferenceSpec = ReferenceSpec()
    # names a student gives a part in prose ("na parte da temperatura" is part A), by the part's letter
    parts: dict[str, list[str]] = {}

    @field_validator("models")
    @classmethod
    def _accepted_models(cls, models: list[str], info: ValidationInfo) -> list[str]:
        if any(not m.strip() for m in models):
            raise ValueError("an empty model name: list model ids such as gpt2 or smollm2-135m")
        if len(set(models)) != len(models):
            raise ValueError(f"a model is listed twice: {models}")
        model = info.data.get("model")
        if models and model is not None and model not in models:
            raise ValueError(f"does not list the activity's model {model!r}: add it, or leave 'models' out")
        return models

    @model_validator(mode="after")
    def _cross_refs(self) -> "ActivitySpec":
        ids = [q.id for q in self.questions]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise ValueError(f"duplicate question ids: {sorted(dup)}")
        for rid, run in self.runs.items():
            if not (run.prompt or self.prompt or run.free_prompt):
                raise ValueError(f"run {rid} has no prompt: set 'prompt' on the run or on the activity")
            if run.free_prompt and run.samples:
                raise ValueError(f"run {rid}: a free-prompt run cannot have several samples")
        letters = {q.id.split(".")[0].upper() for q in self.questions}
        for letter, names in self.parts.items():
            if letter.upper() not in letters:
                raise ValueError(f"parts: {letter!r} is no part of the questions' ids; parts are {sorted(letters)}")
            if any(not n.strip() for n in names):
                raise ValueError(f"parts: {letter}: an empty name")
        for q in self.questions:
            unknown = [r for r in q.runs if r not in self.runs]
            if unknown:
                raise ValueError(f"question {q.id} names unknown runs {unknown}; runs are {list(self.runs)}")
        return self

    def params(self, run_id: str) -> DecodingParams:
        run = self.runs[run_id]
        return DecodingParams(do_sample=run.do_sample, temperature=run.temperature, top_k=run.top_k,
                              top_p=run.top_p, max_new_tokens=run.max_new_tokens or self.max_new_tokens)

    def prompt_for(self, run_id: str) -> str:
        """The prompt the run must use ("" for a free-prompt run: the student's own)."""
        run = self.runs[run_id]
        return "" if run.free_prompt else (run.prompt or self.prompt or "")

    def question(self, qid: str) -> QuestionSpec:
        return next(q for q in self.questions if q.id == qid)


class CriterionSpec(_Strict):
    id: str
    question: str
    title: Localized
    points: float = Field(ge=0)
    rule: str
    args: dict[str, Any] = {}


class RubricSpec(_Strict):
    activity: str
    criteria: list[CriterionSpec]

    @property
    def max_score(self) -> float:
        return sum(c.points for c in self.criteria)


# -- loading ------------------------------------------------------------------------------------


ACTIVITIES_ENV = "GRADER_ACTIVITIES"
"""Extra activity folders (``--activities DIR``), searched before the built-in ones; several are
separated by ``os.pathsep``."""


def project_root() -> Path:
    """Where the built-in activities/, rubrics/ and templates/ live.

    ``$GRADER_HOME`` overrides. Installed from a wheel they are package data (``grader/data/``,
    copied in at build time, see pyproject.toml); in a source checkout (editable install) they are
    the repository's own top-level folders.
    """
    if os.environ.get("GRADER_HOME"):
        return Path(os.environ["GRADER_HOME"])
    package = Path(__file__).resolve().parent.parent
    if (package / "data" / "activities").is_dir():
        return package / "data"
    return package.parent


def templates_dir() -> Path:
    return project_root() / "templates"


def activity_roots() -> list[Path]:
    """Where activity folders are looked up, first match wins: ``$GRADER_ACTIVITIES``, built-in."""
    extra = [Path(p).expanduser() for p in os.environ.get(ACTIVITIES_ENV, "").split(os.pathsep) if p.strip()]
    return extra + [project_root() / "activities"]


def _read_yaml(path: Path) -> tuple[Any, yaml.Node | None]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SpecError(path, "(file)", "file not found") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SpecError(path, "(file)", f"cannot be read as UTF-8 text: {exc}") from exc
    try:
        return yaml.safe_load(text), yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise SpecError(path, "(syntax)", f"not valid YAML: {getattr(exc, 'problem', exc)}",
                        line=mark.line + 1 if mark else None, fix="Check indentation and quoting.") from exc


def _line_of(node: yaml.Node | None, loc: tuple[Any, ...]) -> int | None:
    """Line (1-based) of the deepest key of ``loc`` found in the YAML node tree."""
    line = None
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = next(((k, v) for k, v in node.value if k.value == str(part)), None)
            if match is None:
                break
            line, node = match[0].start_mark.line + 1, match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _validate(model: type[BaseModel], path: Path) -> Any:
    data, node = _read_yaml(path)
    if not isinstance(data, dict):
        raise SpecError(path, "(top level)", "expected a mapping of keys to values")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err["loc"])
        key = ".".join(str(p) for p in loc) or "(top level)"
        kind = err["type"]
        if kind == "extra_forbidden":
            allowed = _allowed_keys(model, loc[:-1])
            problem = "unknown key"
            fix = f"Remove it or use one of: {', '.join(allowed)}." if allowed else "Remove it."
        elif kind == "missing":
            problem, fix = "required key is missing", f"Add '{loc[-1]}'."
        else:
            problem, fix = err["msg"], None
        raise SpecError(path, key, problem, line=_line_of(node, loc), fix=fix) from exc


def _allowed_keys(model: type[BaseModel], loc: tuple[Any, ...]) -> list[str]:
    current: Any = model
    for part in loc:
        if isinstance(part, int) or current is None:
            continue
        field = getattr(current, "model_fields", {}).get(str(part))
        if field is None:
            # a dict of models (runs: {A1: RunSpec}): the key is a name, not a field
            continue
        ann = field.annotation
        args = getattr(ann, "__args__", ())
        current = next((a for a in (ann, *args) if isinstance(a, type) and issubclass(a, BaseModel)), None)
    return sorted(getattr(current, "model_fields", {}))


class UnknownActivityError(SpecError):
    """An activity id that no activity folder has."""

    def __init__(self, activity_id: str, known: list[str]) -> None:
        close = _closest(activity_id, set(known))
        roots = ", ".join(str(r) for r in activity_roots())
        GraderError.__init__(
            self, f"no activity {activity_id!r}" + (f"; did you mean {close!r}?" if close else ".") +
            f" Known: {', '.join(known) or 'none'}.",
            fix=f"Use one of the known ids (looked in {roots}); a course's own activities are added "
            f"with --activities DIR or ${ACTIVITIES_ENV}.")
        self.path, self.key, self.problem, self.line = "", "activity", f"no activity {activity_id!r}", None


def activity_path(activity_id: str) -> Path:
    """``<root>/<id>/activity.yaml`` of the first root that has it; an unknown id is a usage error
    that names the closest known id (one place for every command)."""
    if activity_id and "/" not in activity_id and activity_id not in (".", ".."):
        for root in activity_roots():
            candidate = root / activity_id / "activity.yaml"
            if candidate.is_file():
                return candidate
    raise UnknownActivityError(activity_id, list_activities())


def rubric_path(activity_id: str) -> Path:
    """The activity's rubric: ``<id>/rubric.yaml`` beside its activity.yaml, else
    ``rubrics/<id>.yaml`` beside the activities folder (the repository's layout)."""
    folder = activity_path(activity_id).parent
    beside = folder / "rubric.yaml"
    return beside if beside.is_file() else folder.parent.parent / "rubrics" / f"{activity_id}.yaml"


def list_activities() -> list[str]:
    """Every activity id, from every root (an id in an earlier root hides the same id later)."""
    found: set[str] = set()
    for root in activity_roots():
        found.update(p.parent.name for p in root.glob("*/activity.yaml"))
    return sorted(found)


def load_activity(path: Path) -> ActivitySpec:
    spec = _validate(ActivitySpec, path)
    if spec.id != path.parent.name:
        raise SpecError(path, "id", f"is {spec.id!r} but the folder is {path.parent.name!r}",
                        line=_line_of(_read_yaml(path)[1], ("id",)), fix="Make the id equal the folder name.")
    return spec


def load_rubric(path: Path, activity: ActivitySpec, known_rules: set[str]) -> RubricSpec:
    rubric = _validate(RubricSpec, path)
    _, node = _read_yaml(path)
    if rubric.activity != activity.id:
        raise SpecError(path, "activity", f"is {rubric.activity!r}, expected {activity.id!r}",
                        line=_line_of(node, ("activity",)))
    questions = {q.id for q in activity.questions}
    seen: set[str] = set()
    for i, crit in enumerate(rubric.criteria):
        if crit.id in seen:
            raise SpecError(path, f"criteria.{i}.id", f"duplicate criterion id {crit.id!r}",
                            line=_line_of(node, ("criteria", i, "id")))
        seen.add(crit.id)
        if crit.question not in questions:
            raise SpecError(path, f"criteria.{i}.question", f"unknown question {crit.question!r}",
                            line=_line_of(node, ("criteria", i, "question")),
                            fix=f"Use one of the activity's questions: {', '.join(sorted(questions))}.")
        if crit.rule not in known_rules:
            close = _closest(crit.rule, known_rules)
            raise SpecError(path, f"criteria.{i}.rule", f"unknown rule {crit.rule!r}",
                            line=_line_of(node, ("criteria", i, "rule")),
                            fix=(f"Did you mean {close!r}? " if close else "") +
                            f"Known rules: {', '.join(sorted(known_rules))}.")
        _check_args(path, node, i, crit, activity)
    return rubric


def _check_args(path: Path, node: yaml.Node | None, i: int, crit: CriterionSpec, activity: ActivitySpec) -> None:
    from .rule_args import ARGS, RUN_ARGS

    required, optional = ARGS.get(crit.rule, (frozenset(), None))
    if optional is not None:
        allowed = required | optional
        for key in crit.args:
            if key not in allowed:
                close = _closest(key, set(allowed))
                raise SpecError(path, f"criteria.{i}.args.{key}", f"rule {crit.rule!r} has no argument {key!r}",
                                line=_line_of(node, ("criteria", i, "args", key)),
                                fix=(f"Did you mean {close!r}? " if close else "") +
                                f"Arguments of {crit.rule}: {', '.join(sorted(allowed)) or 'none'}.")
        for key in sorted(required - set(crit.args)):
            raise SpecError(path, f"criteria.{i}.args", f"rule {crit.rule!r} needs the argument {key!r}",
                            line=_line_of(node, ("criteria", i, "args")) or _line_of(node, ("criteria", i)),
                            fix=f"Add '{key}' under args.")
        if crit.rule == "closed_answer" and "expected" not in crit.args and "yes_no" not in crit.args:
            raise SpecError(path, f"criteria.{i}.args", "closed_answer needs 'expected' (words) or 'yes_no'",
                            line=_line_of(node, ("criteria", i, "args")) or _line_of(node, ("criteria", i)),
                            fix="Add 'expected: [...]' or 'yes_no: true|false'.")
    for key in RUN_ARGS:
        value = crit.args.get(key)
        for run in value if isinstance(value, list) else [value] if value is not None else []:
            if run not in activity.runs:
                raise SpecError(path, f"criteria.{i}.args.{key}", f"unknown run {run!r}",
                                line=_line_of(node, ("criteria", i, "args", key)),
                                fix=f"Runs of {activity.id}: {', '.join(activity.runs)}.")


def _closest(word: str, options: set[str]) -> str | None:
    import difflib

    found = difflib.get_close_matches(word, sorted(options), n=1, cutoff=0.6)
    return found[0] if found else None
