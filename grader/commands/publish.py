"""``grader publish OUT --lti CONFIG``: each student's score posted to the activity's line item by
LTI 1.3 Assignment and Grade Services (grader/submissions/lti.py says how), from a results folder
as ``grader grade`` and ``grader review`` left it.

Students are the platform's users by the roster's ``lti`` column (``--roster`` at grade time, kept
in OUT/intake.json, or given here) or, where the config names the platform's NRPS endpoint, by the
course's membership list. Scores are on the scale of the grade files (``--lms-scale``, else what
``grade`` used, else the rubric's points). Prints one line per student (posted, already posted,
skipped, failed) and a count; exit 0 when nothing failed, 1 when something did (the same command
sends it again, nothing twice), 2 for a usage error, 3 when the platform cannot be reached or
refuses the tool.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ..core.errors import UsageError


def show_key(lti: Path) -> int:
    """The tool's public key, to register on the platform: PEM, and the JWK for a key-set URL."""
    from ..submissions.lti import key_id, load_config, tool_jwk, tool_public_pem

    cfg = load_config(lti)
    print(f"key id (kid): {key_id(cfg)}")
    print(tool_public_pem(cfg).rstrip())
    print(json.dumps({"keys": [tool_jwk(cfg)]}, indent=1))
    return 0


def _results(out: Path) -> list:
    from ..grading.batch import read_results, result_from_dict

    rows = read_results(out)
    return [result_from_dict(r) for r in rows]


def _manifest(out: Path, results: list, roster: Path | None) -> dict:
    """OUT/intake.json (a platform's download), or one made from the results; ``--roster`` adds the
    platform ids, names and e-mails of the students it lists (by the course id)."""
    from ..submissions.intake import KEY_OF, read_manifest
    from ..submissions.roster import load_roster

    manifest = read_manifest(out) or {
        "platform": "", "missing": [],
        "submissions": [{"student": r.student, "name": "", "status": "submitted", "platform": "", "key": ""}
                        for r in results]}
    if roster is None:
        return manifest
    by_id = {s.id: s for s in load_roster(roster, KEY_OF).students}
    for entry in [*manifest["submissions"], *manifest.get("missing", [])]:
        s = by_id.get(entry["student"])
        if s is not None:
            entry["keys"] = {**entry.get("keys", {}), **s.keys}
            entry["name"] = entry.get("name") or s.name
            entry["email"] = entry.get("email") or s.email
    return manifest


def run(*, out: Path, lti: Path, lms_scale: float | None = None, roster: Path | None = None, force: bool = False,
        lang: str | None = None) -> int:
    from ..grading.pipeline import load_specs
    from ..review.outputs import read_class_file
    from ..submissions.export import lms_rows
    from ..submissions.lti import load_config, publish

    cfg = load_config(lti)
    out = Path(out)
    results = _results(out)
    manifest = _manifest(out, results, roster)
    scale = lms_scale if lms_scale is not None else read_class_file(out).get("lms_scale")
    lang = lang or results[0].lang
    rows, points = lms_rows(out, results, manifest, scale, lang, "lti")
    activity, _ = load_specs(results[0].activity)
    resource_id = cfg.resource_id or results[0].activity
    label = cfg.label or activity.title.get(lang) or activity.title.get("pt") or resource_id
    report = publish(rows, cfg, out, points=points, resource_id=resource_id, label=label,
                     errors={r.student for r in results if r.status == "error"}, force=force)
    print(f"lti: line item {label!r} ({report.lineitem_how}): {report.lineitem}")
    for note in report.notes:
        print(f"  note: {note}")
    words = {"posted": "posted ", "already": "already", "skipped": "skipped", "failed": "FAILED "}
    for o in sorted(report.outcomes, key=lambda o: (list(words).index(o.what), o.student)):
        who = f"{o.student}" + (f" ({o.name})" if o.name and o.name != o.student else "")
        user = f" → user {o.user_id}" if o.user_id else ""
        print(f"  {words[o.what]} {who}{user}: {o.detail}")
    failed = report.count("failed")
    print(f"posted {report.count('posted')}, already posted {report.count('already')}, skipped "
          f"{report.count('skipped')}, failed {failed} ({report.requests} requests to the platform)")
    if failed:
        print(f"the same command sends the {failed} failed score(s) again; nothing is posted twice "
              f"(journal: {out / 'lti-journal.json'})", file=sys.stderr)
    return 1 if failed else 0
