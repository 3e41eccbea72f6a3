"""``grader release``: write each activity's starter.ipynb from its solution.ipynb (``--check``:
fail when a starter has drifted from its solution)."""

from __future__ import annotations

from pathlib import Path

from ..core.errors import GraderError


def run(*, targets: list[str], out: Path | None = None, check: bool = False) -> int:
    from ..specs.release import ReleaseError, release
    from ..specs.schema import activity_path, list_activities

    pairs: list[tuple[Path, Path]] = []
    for target in targets or list_activities():
        path = Path(target)
        if path.suffix == ".ipynb":
            if not path.is_file():
                raise GraderError(f"{path}: no such notebook")
            pairs.append((path, out or path.with_name("starter.ipynb")))
        else:
            folder = activity_path(target).parent
            if not (folder / "solution.ipynb").is_file():
                raise GraderError(f"activity {target!r} has no solution notebook ({folder / 'solution.ipynb'})",
                                  fix="Pass an activity id from activities/ or a solution .ipynb path.")
            pairs.append((folder / "solution.ipynb", out or folder / "starter.ipynb"))
    if out is not None and len(pairs) > 1:
        raise GraderError("--out needs exactly one solution notebook")
    stale = 0
    for solution, starter in pairs:
        try:
            same = release(solution, starter, check=check)
        except ReleaseError as exc:
            raise GraderError(str(exc), fix="Balance the ### BEGIN SOLUTION / ### END SOLUTION markers.") from exc
        if check and not same:
            stale += 1
            print(f"STALE {starter}: differs from what {solution} gives; run: grader release")
        else:
            print(f"{'ok   ' if check else 'wrote'} {starter}")
    return 1 if stale else 0
