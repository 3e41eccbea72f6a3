"""One graded notebook -> a JUnit XML file that CI systems (GitHub Actions reporters, GitLab,
Jenkins) display as a test report: one test case per rubric criterion.

Built with ``xml.etree.ElementTree`` so everything a student wrote is escaped by the serializer;
characters XML 1.0 cannot carry at all (control characters such as the ESC of ANSI colour codes,
lone surrogates) are replaced beforehand, so the file is always well-formed.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from ..core.records import CriterionScore, Result, Status
from .report import student_evidence

# Everything outside the XML 1.0 Char production: C0 controls except tab/newline/carriage
# return, surrogates (only reachable as lone surrogates in a Python str), U+FFFE and U+FFFF.
_NOT_XML_CHAR = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

MESSAGE_LIMIT = 1000  # characters of a message attribute
EVIDENCE_VALUE_LIMIT = 400  # characters of one evidence entry in the element text
EVIDENCE_LIMIT = 6000  # characters of evidence per test case


def xml_safe(text: Any) -> str:
    """``text`` as a string XML 1.0 can hold: ANSI colour codes dropped, other forbidden
    characters replaced with U+FFFD. Markup characters are left to the serializer to escape."""
    s = _ANSI.sub("", str(text))
    return _NOT_XML_CHAR.sub("\ufffd", s)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def evidence_summary(evidence: dict[str, Any]) -> str:
    """One ``key: value`` line per evidence entry, values as compact JSON, long ones clipped."""
    lines = []
    for key, value in evidence.items():
        if key == "message_key":
            continue
        if isinstance(value, str):
            shown = value
        else:
            shown = json.dumps(value, ensure_ascii=False, default=str, separators=(", ", ": "))
        lines.append(f"{key}: {_clip(shown, EVIDENCE_VALUE_LIMIT)}")
    return _clip("\n".join(lines), EVIDENCE_LIMIT)


def _counts(criteria: tuple[CriterionScore, ...]) -> dict[str, int]:
    st = [c.status for c in criteria]
    return {
        "tests": len(st),
        "failures": sum(s in (Status.FAIL, Status.PARTIAL) for s in st),
        "errors": sum(s is Status.ERROR for s in st),
        "skipped": sum(s is Status.NEEDS_REVIEW for s in st),
    }


def build_junit(result: Result) -> ET.Element:
    """The ``<testsuite>`` element for one result (see the module docstring)."""
    counts = _counts(result.criteria)
    suite = ET.Element("testsuite", {
        "name": xml_safe(result.activity),
        "tests": str(counts["tests"]),
        "failures": str(counts["failures"]),
        "errors": str(counts["errors"]),
        "skipped": str(counts["skipped"]),
        "time": "0",
    })
    props = ET.SubElement(suite, "properties")
    for name, value in (("score", f"{result.score:g}"), ("max_score", f"{result.max_score:g}"),
                        ("student", result.student), ("status", result.status),
                        ("submitted_path", result.submitted_path)):
        ET.SubElement(props, "property", {"name": name, "value": xml_safe(value)})

    for c in result.criteria:
        case = ET.SubElement(suite, "testcase", {
            "classname": xml_safe(f"{result.activity}.{c.question_id}"),
            "name": xml_safe(f"{c.criterion_id}: {c.title}"),
            "time": "0",
        })
        if c.status is Status.PASS:
            continue
        message = xml_safe(_clip(c.message, MESSAGE_LIMIT))
        body = f"{c.points:g}/{c.max_points:g} points ({c.status.value})\n{c.message}"
        summary = evidence_summary(student_evidence(c.evidence))  # the student reads it in CI's log
        if summary:
            body += f"\n\nevidence:\n{summary}"
        if c.status in (Status.FAIL, Status.PARTIAL):
            child = ET.SubElement(case, "failure", {"message": message, "type": c.status.value})
        elif c.status is Status.ERROR:
            child = ET.SubElement(case, "error", {"message": message, "type": "error"})
        else:  # needs_review: not a failure, a person has to look
            child = ET.SubElement(case, "skipped", {"message": f"needs review: {message}"})
        child.text = xml_safe(body)
    return suite


def write_junit(result: Result, path: Path) -> None:
    """Write ``result`` as JUnit XML to ``path`` atomically (temp file in the same folder, then
    ``os.replace``): a reader never sees half a file."""
    path = Path(path)
    tree = ET.ElementTree(build_junit(result))
    ET.indent(tree)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            tree.write(fh, encoding="utf-8", xml_declaration=True)
            fh.write(b"\n")
        os.chmod(tmp, 0o644)  # mkstemp makes it private; a report is meant to be read
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
