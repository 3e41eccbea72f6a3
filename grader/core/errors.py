"""The grader's exceptions: each carries structured fields and prints as a readable message."""

from __future__ import annotations


class GraderError(Exception):
    """Base of every error the grader raises on purpose; ``str()`` is meant for end users."""

    exit_code = 3

    def __init__(self, message: str, *, fix: str | None = None) -> None:
        self.message = message
        self.fix = fix
        super().__init__(self.__str__())

    def __str__(self) -> str:
        return f"{self.message}\nFix: {self.fix}" if self.fix else self.message


class UsageError(GraderError):
    """The user asked for something that cannot work (bad option, missing file)."""

    exit_code = 2


class ModelLoadError(GraderError):
    """A model name could not be resolved or loaded."""

    exit_code = 3

    def __init__(self, name: str, message: str, *, fix: str | None = None) -> None:
        self.name = name
        super().__init__(message, fix=fix)
