"""Platform downloads in, grade files out (grader/submissions/, ``grader grade --roster --lms``).

The class: the chain-of-thought demo students (the embedded model's real outputs, the demo's
answers), graded as submitted (no execution) so these tests measure the intake and the export,
not kernels. The reference re-runs are prepared once for the module (``prepare`` memoised): every
download grades against the same setup, as separate ``grader grade`` runs would from the cache.

Fixtures are shaped as each platform names its downloads; the page followed is in each docstring.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import stat
import tempfile
import zipfile
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grader.submissions import canvas, classroom, github, moodle
from grader.submissions.archive import MAX_FILE_BYTES, read_download
from grader.submissions.identity import safe_id
from grader.submissions.intake import take_in

ACTIVITY = "chain-of-thought"
MODEL = "smollm2-135m"

# course id, name, e-mail, Moodle participant id, Canvas user id + squashed name, GitHub username
CLASS = [
    ("2024001", "Ana Boa", "ana@uni.br", "501", "9001", "boaana", "anaboa"),
    ("2024002", "Bruno Contradiz", "bruno@uni.br", "502", "9002", "contradizbruno", "bruno-c"),
    ("2024003", "Carla Teórica", "carla@uni.br", "503", "9003", "teoricacarla", "carlat"),
]
ABSENT = ("2024004", "Davi Ausente", "davi@uni.br", "504", "9004", "ausentedavi", "davi")
MOODLE_WORKSHEET = ["Identifier", "Full name", "Email address", "Status", "Grade", "Maximum Grade",
                    "Grade can be changed", "Last modified (submission)", "Last modified (grade)", "Feedback comments"]


@pytest.fixture(scope="module")
def notebooks(tmp_path_factory):
    """The three demo students' notebooks, as bytes (each student's own)."""
    from test_batch import make_class

    folder = make_class(tmp_path_factory.mktemp("demo") / "turma", 3)
    return [p.read_bytes() for p in sorted(folder.glob("*.ipynb"))]


@pytest.fixture(scope="module")
def roster(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("roster") / "turma.csv"
    rows = ["matricula,nome,email,moodle,canvas,github,sis_user_id,section"]
    rows += [f"{i},{n},{e},Participant {m},{c},{g},SIS{i},T1" for i, n, e, m, c, _, g in [*CLASS, ABSENT]]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def moodle_zip(path: Path, notebooks: list[bytes], *, stray: bool = True) -> Path:
    """Moodle's "Download all submissions" with "Download submissions in folders": one folder per
    participant, ``Full Name_<participant id>_assignsubmission_file_/<file>``, every student's file
    with the same name (docs.moodle.org/en/Assignment_settings "Download submissions in folders";
    the prefix is the one mod/assign/feedback/file/importziplib.php parses back on upload)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for (_, name, _, pid, *_), nb in zip(CLASS, notebooks):
            z.writestr(f"{name}_{pid}_assignsubmission_file_/atividade5.ipynb", nb)
            z.writestr(f"{name}_{pid}_assignsubmission_onlinetext_/onlinetext.html", "<p>ok</p>")
        if stray:
            z.writestr("notas-do-monitor.ipynb", notebooks[0])
    return path


def canvas_zip(path: Path, notebooks: list[bytes], *, late: bool = True) -> Path:
    """Canvas's "Download Submissions": ``<lastfirst>_<user id>_<attachment id>_<original name>``,
    ``late_`` before the user id for a late one, ``-1`` on a file submitted again under the same
    name (community.canvaslms.com "How do I download all student submissions for an assignment?";
    instructure/canvas-lms#2406 shows ``studenttest_3143_207797_zipsubmission.zip``)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for (_, _, _, _, uid, squashed, _), nb, n in zip(CLASS, notebooks, range(3)):
            marker = "late_" if late and n == 1 else ""
            z.writestr(f"{squashed}_{marker}{uid}_{7000 + n}_atividade5.ipynb", nb if n != 2 else notebooks[0])
            if n == 2:  # Carla sent twice: the resubmission (-1) is hers, the first was a wrong file
                z.writestr(f"{squashed}_{uid}_{7100 + n}_atividade5-1.ipynb", nb)
    return path


def github_folder(root: Path, notebooks: list[bytes]) -> Path:
    """``gh classroom clone student-repos``: ``<assignment>-submissions/<assignment>-<username>/``,
    GitHub Classroom's repository naming (docs.github.com/en/education/manage-coursework-with-github-
    classroom "assignment-username" repositories); usernames may hold ``-``."""
    folder = root / "atividade-5-submissions"
    for (*_, user), nb in zip(CLASS, notebooks):
        repo = folder / f"atividade-5-{user}"
        repo.mkdir(parents=True)
        (repo / "atividade5.ipynb").write_bytes(nb)
        (repo / "README.md").write_text("starter")
    return folder


@pytest.fixture(scope="module")
def graded(notebooks, roster, tmp_path_factory):
    """Each download graded with the roster: platform -> (out folder, stderr)."""
    import grader.grading.pipeline as pipeline
    from grader.commands import grade

    real, cache = pipeline.prepare, {}

    def prepare_once(*args, **kw):
        key = (args, tuple(sorted(kw.items())))
        if key not in cache:
            cache[key] = real(*args, **kw)
        return cache[key]

    tmp = tmp_path_factory.mktemp("platforms")
    downloads = {"moodle": moodle_zip(tmp / "moodle.zip", notebooks),
                 "canvas": canvas_zip(tmp / "canvas.zip", notebooks),
                 "github": github_folder(tmp / "gh", notebooks)}
    done = {}
    mp = pytest.MonkeyPatch()
    mp.setattr(pipeline, "prepare", prepare_once)
    try:
        for platform, download in downloads.items():
            out = tmp / f"out-{platform}"
            kw = {"lms_assignment": "Atividade 5 (4242)"} if platform == "canvas" else {}
            assert grade.run(paths=[download], activity=ACTIVITY, out=out, model=MODEL, execute=False, quiet=True,
                             roster=roster, lms=platform, lms_scale=10, **kw) == 0
            done[platform] = out
    finally:
        mp.undo()
    done["downloads"] = downloads
    done["prepare"] = prepare_once
    return done


def rows(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def test_the_same_notebooks_from_moodle_canvas_and_github_get_the_same_scores_under_the_course_ids(graded):
    scores = {}
    for platform in ("moodle", "canvas", "github"):
        book = {r["student"]: r for r in rows(graded[platform] / "gradebook.csv")}
        scores[platform] = {s: (r["name"], r["score"]) for s, r in book.items() if r["status"] != "missing"}
        assert {s: scores[platform][s][0] for s in ("2024001", "2024002", "2024003")} == {
            "2024001": "Ana Boa", "2024002": "Bruno Contradiz", "2024003": "Carla Teórica"}
    moodle_only = {s: v for s, v in scores["moodle"].items() if s.startswith("2024")}
    assert moodle_only == scores["canvas"] == scores["github"]
    assert len({v[1] for v in moodle_only.values()}) == 3, "the three demo students score differently"
    canvas_intake = {r["student"]: r for r in rows(graded["canvas"] / "intake.csv")}
    assert canvas_intake["2024002"]["status"] == "late"
    assert canvas_intake["2024003"]["file"].endswith("atividade5-1.ipynb")  # the resubmission is graded
    assert "teoricacarla_9003_7002_atividade5.ipynb" in canvas_intake["2024003"]["others"]


def test_a_roster_student_with_no_notebook_is_a_missing_row(graded):
    for platform in ("moodle", "canvas", "github"):
        book = {r["student"]: r for r in rows(graded[platform] / "gradebook.csv")}
        assert book["2024004"]["status"] == "missing" and book["2024004"]["name"] == "Davi Ausente"
        assert book["2024004"]["score"] == ""
        assert {r["student"]: r["status"] for r in rows(graded[platform] / "intake.csv")}["2024004"] == "missing"


def test_a_file_that_matches_no_student_is_listed_graded_and_kept_out_of_the_lms_file(graded):
    intake = {r["file"]: r for r in rows(graded["moodle"] / "intake.csv")}
    stray = intake["moodle.zip!notas-do-monitor.ipynb"]
    assert stray["status"] == "unmatched" and "no platform's naming" in stray["reason"]
    book = {r["student"]: r for r in rows(graded["moodle"] / "gradebook.csv")}
    assert book[stray["student"]]["intake"] == "unmatched" and book[stray["student"]]["status"] == "graded"
    assert all(r["Full name"] != "notas-do-monitor.ipynb" for r in rows(graded["moodle"] / "moodle-grades.csv"))


def test_the_moodle_worksheet_column_by_column(graded):
    """The offline grading worksheet as Moodle's assignfeedback_offline downloads and re-imports it
    (docs.moodle.org/en/Using_Assignment "Offline grading worksheet": Identifier ``Participant N``,
    Grade on the assignment's maximum, Feedback comments)."""
    out = graded["moodle"]
    text = (out / "moodle-grades.csv").read_text(encoding="utf-8")
    table = list(csv.reader(io.StringIO(text)))
    assert table[0] == MOODLE_WORKSHEET
    book = {r["student"]: r for r in rows(out / "gradebook.csv")}
    by_id = {r["Identifier"]: r for r in rows(out / "moodle-grades.csv")}
    assert set(by_id) == {"Participant 501", "Participant 502", "Participant 503", "Participant 504"}
    for course_id, name, email, pid, *_ in [*CLASS, ABSENT]:
        row = by_id[f"Participant {pid}"]
        assert row["Full name"] == name and row["Email address"] == email
        assert row["Maximum Grade"] == "10" and row["Grade can be changed"] == "Yes"
        if course_id == ABSENT[0]:
            assert row["Grade"] == "" and row["Feedback comments"] == ""  # nothing overwritten in Moodle
            continue
        expected = float(book[course_id]["score"]) / float(book[course_id]["max_score"]) * 10
        assert float(row["Grade"]) == pytest.approx(expected, abs=0.005)
        assert f"relatorio-{course_id}.html" in row["Feedback comments"]
        when = datetime.strptime(row["Last modified (grade)"], "%Y-%m-%d %H:%M:%S UTC").replace(tzinfo=timezone.utc)
        assert abs((datetime.now(timezone.utc) - when).total_seconds()) < 3600  # newer than grades given before
    with zipfile.ZipFile(out / "moodle-feedback.zip") as z:
        for course_id, name, _, pid, *_ in CLASS:
            entry = f"{name}_{pid}_assignsubmission_file_/relatorio-{course_id}.html"
            assert z.read(entry) == (out / "reports" / f"{course_id}.html").read_bytes()
        assert len(z.namelist()) == 3


def test_the_canvas_gradebook_csv_column_by_column(graded):
    """Canvas's gradebook import (community.canvaslms.com "How do I import grades in the
    Gradebook?"): Student, ID, SIS User ID, SIS Login ID, Section, then ``Assignment (id)``; the
    second row ``Points Possible``; ID is the Canvas user id from the download's file names."""
    out = graded["canvas"]
    table = list(csv.reader(io.StringIO((out / "canvas-grades.csv").read_text(encoding="utf-8"))))
    assert table[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Atividade 5 (4242)"]
    assert table[1] == ["Points Possible", "", "", "", "", "10"]
    book = {r["student"]: r for r in rows(out / "gradebook.csv")}
    body = {r[1]: r for r in table[2:]}
    assert set(body) == {"9001", "9002", "9003", "9004"}
    for course_id, name, _, _, uid, *_ in [*CLASS, ABSENT]:
        student, _, sis_user, _, section, grade = body[uid]
        assert (student, sis_user, section) == (name, f"SIS{course_id}", "T1")
        if course_id == ABSENT[0]:
            assert grade == ""  # an empty cell changes nothing in Canvas
        else:
            assert float(grade) == pytest.approx(float(book[course_id]["score"]) / float(book[course_id]["max_score"])
                                                 * 10, abs=0.005)
    comments = {r["ID"]: r["comment"] for r in rows(out / "canvas-comments.csv")}
    assert set(comments) == {"9001", "9002", "9003"} and "relatorio-2024002.html" in comments["9002"]


def test_github_grades_file_has_github_classrooms_columns(graded):
    table = rows(graded["github"] / "github-grades.csv")
    assert list(table[0]) == list(github.COLUMNS)
    by_user = {r["github_username"]: r for r in table}
    assert by_user["bruno-c"]["student_repository_name"] == "atividade-5-bruno-c"
    assert by_user["bruno-c"]["roster_identifier"] == "2024002" and by_user["bruno-c"]["points_available"] == "10"


def test_a_redownload_with_a_late_submission_grades_only_what_changed(graded, notebooks, roster, tmp_path, capsys):
    import grader.grading.pipeline as pipeline
    from grader.commands import grade

    out = tmp_path / "out"
    shutil.copytree(graded["moodle"], out)
    later = moodle_zip(tmp_path / "moodle-2.zip", notebooks[:3], stray=True)
    with zipfile.ZipFile(later, "a") as z:  # Davi sends late, as Bruno's notebook; entries in another order
        z.writestr("Davi Ausente_504_assignsubmission_file_/atividade5.ipynb", notebooks[1])
    mp = pytest.MonkeyPatch()
    mp.setattr(pipeline, "prepare", graded["prepare"])
    try:
        capsys.readouterr()
        assert grade.run(paths=[later], activity=ACTIVITY, out=out, model=MODEL, execute=False, roster=roster,
                         lms="moodle", lms_scale=10) == 0
    finally:
        mp.undo()
    assert "graded 1 submission(s), kept 4" in capsys.readouterr().out
    book = {r["student"]: r for r in rows(out / "gradebook.csv")}
    assert book["2024004"]["status"] == "graded" and book["2024004"]["score"] == book["2024002"]["score"]
    assert {r["Identifier"]: r["Grade"] for r in rows(out / "moodle-grades.csv")}["Participant 504"] != ""


def test_without_a_roster_ids_come_from_the_platforms_naming_and_do_not_depend_on_the_order(notebooks, tmp_path):
    a = moodle_zip(tmp_path / "a.zip", notebooks, stray=False)
    b = tmp_path / "b.zip"
    with zipfile.ZipFile(a) as src, zipfile.ZipFile(b, "w") as dst:
        for info in reversed(src.infolist()):
            info.date_time = (2030, 1, 1, 0, 0, 0)
            dst.writestr(info, src.read(info))
    first = take_in([a], tmp_path / "o1")
    second = take_in([b], tmp_path / "o2")
    ids = [(s.student, s.key) for s in first.submissions]
    assert ids == [(s.student, s.key) for s in second.submissions]
    assert [s for s, _ in ids] == ["ana-boa-501", "bruno-contradiz-502", "carla-teorica-503"]


# -- names: generated variety ------------------------------------------------------------------------

names = st.text(st.characters(codec="utf-8", exclude_characters="/\\\x00", exclude_categories=("Cs", "Cc")),
                min_size=1, max_size=40).filter(lambda s: s.strip() == s and s.strip())
ids = st.integers(1, 10**9).map(str)


@given(name=names, pid=ids, file=st.sampled_from(["atividade5.ipynb", "a_b_1_c.ipynb", "x.ipynb"]),
       folders=st.booleans())
def test_moodle_names_give_back_name_and_participant_id_even_with_underscores_and_accents(name, pid, file, folders):
    rel = (PurePosixPath(f"{name}_{pid}_assignsubmission_file_") / file if folders
           else PurePosixPath(f"{name}_{pid}_assignsubmission_file_{file}"))
    found = moodle.parse(rel)
    assert found is not None and found.key == pid and found.name == name.strip()


@given(squashed=st.from_regex(r"[a-z0-9]{0,20}", fullmatch=True), uid=ids, sid=ids, late=st.booleans(),
       original=st.from_regex(r"[A-Za-z0-9 ._()-]{0,20}", fullmatch=True), again=st.integers(0, 12))
def test_canvas_names_give_back_user_id_late_and_resubmission(squashed, uid, sid, late, original, again):
    stem = original + (f"-{again}" if again else "")
    found = canvas.parse(PurePosixPath(f"{squashed}_{'late_' if late else ''}{uid}_{sid}_{stem}.ipynb"))
    assert found is not None and found.key == uid and found.late == late and found.submission_id == sid
    if again:
        assert found.version == again


usernames = st.from_regex(r"[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,15}", fullmatch=True)


@given(users=st.lists(usernames, min_size=2, max_size=6, unique=True),
       assignment=st.from_regex(r"[a-z][a-z0-9-]{0,10}[a-z0-9]", fullmatch=True), with_roster=st.booleans())
def test_github_usernames_are_what_follows_the_assignment_prefix(users, assignment, with_roster):
    """Without a roster, usernames that all start with the same "word-" cannot be told from the
    assignment's name (GitHub Classroom joins them with "-" too): the roster settles those."""
    rels = [PurePosixPath(f"{assignment}-submissions") / f"{assignment}-{u}" / "nb.ipynb" for u in users]
    shared = os.path.commonprefix(users)
    if not with_roster and "-" in shared:
        return
    found = github.identify(rels, set(users) if with_roster else set())
    assert {found[r].key for r in rels} == set(users)
    assert all(found[r].prefix == r.parts[1] for r in rels)


def test_one_github_repository_alone_is_placed_by_the_rosters_username():
    rel = PurePosixPath("atividade-5-bruno-c/atividade5.ipynb")
    assert github.identify([rel]) == {}
    assert github.identify([rel], {"bruno-c", "c"})[rel].key == "bruno-c"


@given(name=names)
def test_classroom_copies_name_the_student(name):
    found = classroom.parse(PurePosixPath(f"{name.replace(' - ', ' ')} - atividade5 (2).ipynb"))
    assert found is not None and found.version == 2


@given(text=st.text(max_size=60))
def test_student_ids_are_always_safe_file_names(text):
    sid = safe_id(text)
    assert sid and "/" not in sid and "\\" not in sid and not sid.startswith(".") and sid not in ("..", ".")


# -- untrusted archives ------------------------------------------------------------------------------

hostile = st.sampled_from(["../../evil.ipynb", "/etc/evil.ipynb", "C:/evil.ipynb", "a/../../evil.ipynb",
                           "..\\..\\evil.ipynb", "ok/../../../evil.ipynb"])


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(bad=st.lists(hostile, min_size=1, max_size=4, unique=True), good=st.integers(0, 3))
def test_hostile_zip_entries_are_refused_and_nothing_is_written_outside_the_inbox(tmp_path, bad, good):
    # (Hypothesis may replay an example in the same tmp_path: each one its own fresh folder)
    case = Path(tempfile.mkdtemp(dir=tmp_path))
    z = case / "d.zip"
    with zipfile.ZipFile(z, "w") as a:
        for name in bad:
            a.writestr(name, "{}")
        for i in range(good):
            a.writestr(f"Aluno {i}_{100 + i}_assignsubmission_file_/nb.ipynb", "{}")
        link = zipfile.ZipInfo(f"Aluno 9_109_assignsubmission_file_/link.ipynb")
        link.external_attr = (stat.S_IFLNK | 0o777) << 16
        a.writestr(link, "/etc/passwd")
    before = set(tmp_path.rglob("*"))
    intake = take_in([z], case / "out")
    refused = {name for name, _ in intake.refused}
    assert set(bad) <= refused and "Aluno 9_109_assignsubmission_file_/link.ipynb" in refused
    assert len(intake.notebooks) == good
    created = set(tmp_path.rglob("*")) - before
    assert all((case / "out") in p.parents or p == case / "out" for p in created)


def test_a_zip_bomb_and_a_lying_size_are_refused(tmp_path):
    z = tmp_path / "bomb.zip"
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as a:
        a.writestr("Bomba_1_assignsubmission_file_/nb.ipynb", b"0" * (MAX_FILE_BYTES // 8))
    download = read_download(z)
    assert not download.entries and "zip bomb" in download.refused[0][1]


def test_a_link_in_an_unpacked_folder_is_never_followed(tmp_path):
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "x_1_assignsubmission_file_.ipynb").write_text("{}")
    folder = tmp_path / "download"
    (folder / "Ana_1_assignsubmission_file_").mkdir(parents=True)
    (folder / "Ana_1_assignsubmission_file_" / "nb.ipynb").write_text("{}")
    (folder / "Bia_2_assignsubmission_file_").symlink_to(secret, target_is_directory=True)
    download = read_download(folder)
    assert [str(e.rel) for e in download.entries] == ["Ana_1_assignsubmission_file_/nb.ipynb"]
    assert any("symbolic link" in why for _, why in download.refused)


# -- other shapes, without grading ---------------------------------------------------------------------


def test_a_plain_folder_with_a_roster_matches_file_names_to_ids_names_or_emails(notebooks, roster, tmp_path):
    folder = tmp_path / "turma"
    folder.mkdir()
    (folder / "2024001.ipynb").write_bytes(notebooks[0])  # the course id
    (folder / "bruno.ipynb").write_bytes(notebooks[1])  # the e-mail's user part
    (folder / "Carla Teorica.ipynb").write_bytes(notebooks[2])  # the name, without its accent
    (folder / "rascunho.ipynb").write_bytes(notebooks[2])
    intake = take_in([folder], tmp_path / "out", roster_path=roster)
    status = {s.student: s.status for s in intake.submissions}
    assert status == {"2024001": "submitted", "2024002": "submitted", "2024003": "submitted", "rascunho": "unmatched"}
    assert [m["student"] for m in intake.missing] == ["2024004"]
    assert sorted(p.name for p in intake.notebooks) == ["2024001.ipynb", "2024002.ipynb", "2024003.ipynb",
                                                       "rascunho.ipynb"]


def test_a_google_classroom_drive_download(notebooks, roster, tmp_path):
    """The assignment's Drive folder downloaded as a zip: the copies Classroom made for each student
    are ``<Student Name> - <file>``; Drive adds `` (1)`` to a repeated name
    (support.google.com/edu/classroom "Make a copy for each student"); a file the student uploaded
    under a name of their own carries no identity."""
    z = tmp_path / "Atividade 5-20261125T101010Z-001.zip"
    with zipfile.ZipFile(z, "w") as a:
        a.writestr("Atividade 5/Ana Boa - atividade5.ipynb", notebooks[0])
        a.writestr("Atividade 5/Bruno Contradiz - atividade5.ipynb", notebooks[1])
        a.writestr("Atividade 5/Bruno Contradiz - atividade5 (1).ipynb", notebooks[2])
        a.writestr("Atividade 5/meu_trabalho_final.ipynb", notebooks[2])
    intake = take_in([z], tmp_path / "out", roster_path=roster)
    by_id = {s.student: s for s in intake.submissions}
    assert intake.platform == "classroom"
    assert by_id["2024002"].origin.endswith("atividade5 (1).ipynb") and len(by_id["2024002"].others) == 1
    assert {s.status for s in intake.submissions if s.student.startswith("meu")} == {"unmatched"}
    assert {m["student"] for m in intake.missing} == {"2024003", "2024004"}


def test_grades_go_to_another_platform_through_the_rosters_ids(notebooks, roster, tmp_path):
    """A Moodle download, grades for Canvas: the roster's canvas column gives the ids."""
    from types import SimpleNamespace

    from grader.submissions.export import write_lms_files
    from grader.submissions.intake import write_manifest

    out = tmp_path / "out"
    intake = take_in([moodle_zip(tmp_path / "m.zip", notebooks)], out, roster_path=roster)
    write_manifest(intake, out, lms="canvas", assignment="Atividade 5 (4242)", assignment_id=None)
    results = [SimpleNamespace(student=s.student, score=4.0, max_score=8.0, status="graded", lang="pt")
               for s in intake.submissions]
    write_lms_files(out, results, scale=None)
    table = list(csv.reader(io.StringIO((out / "canvas-grades.csv").read_text(encoding="utf-8"))))
    assert table[1] == ["Points Possible", "", "", "", "", "8"]
    assert {r[1]: r[5] for r in table[2:]} == {"9001": "4", "9002": "4", "9003": "4", "9004": ""}


def test_a_corrupt_entry_is_graded_as_unreadable_not_a_crash(notebooks, tmp_path):
    z = tmp_path / "c.zip"
    with zipfile.ZipFile(z, "w", zipfile.ZIP_STORED) as a:
        a.writestr("Ana Boa_501_assignsubmission_file_/a.ipynb", notebooks[0])
    data = bytearray(z.read_bytes())
    at = data.find(b'"cells"')
    data[at:at + 7] = b'"CELLS"'  # the bytes no longer match the CRC
    z.write_bytes(bytes(data))
    intake = take_in([z], tmp_path / "out")
    (s,) = intake.submissions
    assert "cannot be read" in s.reason and intake.notebooks[0].read_bytes() == b""


def test_a_review_decision_rewrites_the_platforms_file(graded, tmp_path):
    """grader review (here its --import-overrides) rewrites the Moodle worksheet with the gradebook."""
    from grader.commands import review

    out = tmp_path / "out"
    shutil.copytree(graded["moodle"], out)
    before = {r["Identifier"]: r["Grade"] for r in rows(out / "moodle-grades.csv")}
    overrides = tmp_path / "ajustes.csv"
    overrides.write_text("student,criterion,points,comment\n2024002,C.1-claim,3,revisto\n", encoding="utf-8")
    assert review.run(out=out, host="127.0.0.1", port=0, reviewer="prof", lms_scale=None,
                      import_overrides=overrides, export_overrides=None) == 0
    after = {r["Identifier"]: r["Grade"] for r in rows(out / "moodle-grades.csv")}
    book = {r["student"]: r for r in rows(out / "gradebook.csv")}
    assert float(after["Participant 502"]) == pytest.approx(float(book["2024002"]["score"]) * 10 / 10)
    assert after["Participant 502"] != before["Participant 502"]
    assert {k: v for k, v in after.items() if k != "Participant 502"} == {
        k: v for k, v in before.items() if k != "Participant 502"}
    assert book["2024004"]["status"] == "missing"  # the rewrite keeps the intake's rows


def test_the_command_line_takes_the_zip_roster_and_lms_options(graded, roster, tmp_path, monkeypatch, capsys):
    import grader.grading.pipeline as pipeline
    from grader import cli

    monkeypatch.setattr(pipeline, "prepare", graded["prepare"])
    out = tmp_path / "out"
    code = cli.main(["grade", str(graded["downloads"]["canvas"]), "--activity", ACTIVITY, "--model", MODEL,
                     "--out", str(out), "--no-execute", "--roster", str(roster), "--lms", "canvas",
                     "--lms-assignment", "Atividade 5 (4242)", "--lms-scale", "10"])
    assert code == 0
    printed = capsys.readouterr()
    assert "download: canvas; 2 submitted, 1 late, 1 missing" in printed.err
    assert f"canvas:    {out / 'canvas-grades.csv'}" in printed.out
    assert (out / "canvas-grades.csv").read_bytes() == (graded["canvas"] / "canvas-grades.csv").read_bytes()


def test_lms_without_platform_naming_is_a_usage_error_with_a_fix(tmp_path, notebooks, capsys):
    from grader import cli

    (tmp_path / "ana.ipynb").write_bytes(notebooks[0])
    code = cli.main(["grade", str(tmp_path / "ana.ipynb"), "--activity", ACTIVITY, "--out", str(tmp_path / "o"),
                     "--no-execute", "--lms", "moodle"])
    assert code == 2 and "no platform's naming" in capsys.readouterr().err


def test_a_roster_without_an_id_column_names_the_file_and_the_fix(tmp_path, notebooks, capsys):
    from grader import cli

    bad = tmp_path / "turma.csv"
    bad.write_text("nome,email\nAna,ana@uni.br\n", encoding="utf-8")
    (tmp_path / "ana.ipynb").write_bytes(notebooks[0])
    code = cli.main(["grade", str(tmp_path / "ana.ipynb"), "--activity", ACTIVITY, "--out", str(tmp_path / "o"),
                     "--no-execute", "--roster", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and "turma.csv" in err and "no 'id' column" in err


def test_a_zip_of_plain_student_files_keeps_the_file_name_as_the_id(notebooks, tmp_path):
    z = tmp_path / "turma.zip"
    with zipfile.ZipFile(z, "w") as a:
        a.writestr("turma/ana.ipynb", notebooks[0])
        a.writestr("turma/bruno.ipynb", notebooks[1])
        a.writestr("copia/bruno.ipynb", notebooks[2])
    intake = take_in([z], tmp_path / "out")
    assert [(s.student, s.status, len(s.others)) for s in intake.submissions] == [
        ("ana", "submitted", 0), ("bruno", "submitted", 1)]


def test_files_named_assignment_first_are_read_with_the_student_in_the_part_that_differs(notebooks, tmp_path):
    folder = tmp_path / "baixados"
    folder.mkdir()
    for who, nb in zip(("Ana Boa", "Bruno Contradiz", "Carla Teórica"), notebooks):
        (folder / f"Atividade 5 - {who}.ipynb").write_bytes(nb)
    intake = take_in([folder], tmp_path / "out")
    assert [s.student for s in intake.submissions] == ["ana-boa", "bruno-contradiz", "carla-teorica"]
    assert all(not s.others for s in intake.submissions)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(order=st.permutations(range(7)),
       times=st.lists(st.tuples(st.integers(1980, 2030), st.integers(1, 12), st.integers(1, 28)), min_size=7,
                      max_size=7))
def test_ids_and_the_graded_file_do_not_depend_on_the_downloads_order_or_time_stamps(tmp_path, order, times):
    """Moodle and Canvas entries (a resubmission among them) in any order with any time stamps:
    the same ids, the same file graded for the Canvas resubmitter (the version number decides)."""
    entries = [("Ana Boa_501_assignsubmission_file_/a.ipynb", b"1"),
               ("Bruno Contradiz_502_assignsubmission_file_/a.ipynb", b"2"),
               ("Ana Boa_501_assignsubmission_onlinetext_/onlinetext.html", b"x"),
               ("boaana_9001_1_a.ipynb", b"3"), ("boaana_9001_2_a-1.ipynb", b"4"), ("boaana_9001_3_a-2.ipynb", b"5"),
               ("contradizbruno_late_9002_4_a.ipynb", b"6")]
    case = tmp_path / f"c{abs(hash((tuple(order), tuple(times))))}"
    case.mkdir()
    z = case / "d.zip"
    with zipfile.ZipFile(z, "w") as a:
        for i in order:
            info = zipfile.ZipInfo(entries[i][0], date_time=(*times[i], 12, 0, 0))
            a.writestr(info, entries[i][1])
    intake = take_in([z], case / "out")
    got = {s.student: (s.status, Path(s.origin.split("!")[1]).name) for s in intake.submissions}
    assert got == {"ana-boa-501": ("submitted", "a.ipynb"), "bruno-contradiz-502": ("submitted", "a.ipynb"),
                   "boaana-9001": ("submitted", "boaana_9001_3_a-2.ipynb"),
                   "contradizbruno-9002": ("late", "contradizbruno_late_9002_4_a.ipynb")}
    assert (case / "out" / "inbox" / "boaana-9001.ipynb").read_bytes() == b"5"


def test_a_stray_file_named_like_a_course_id_never_takes_the_id_from_its_student(notebooks, roster, tmp_path):
    z = moodle_zip(tmp_path / "m.zip", notebooks, stray=False)
    with zipfile.ZipFile(z, "a") as a:  # a Classroom-style copy of "2024001": no roster name fits, its id would
        a.writestr("2024001 - atividade5.ipynb", notebooks[2])
    intake = take_in([z], tmp_path / "out", roster_path=roster)
    by_id = {s.student: s for s in intake.submissions}
    assert by_id["2024001"].name == "Ana Boa" and by_id["2024001"].status == "submitted"
    assert by_id["2024001-2"].status == "unmatched" and by_id["2024001-2"].origin.endswith("2024001 - atividade5.ipynb")


def test_an_out_folder_inside_the_download_is_not_read_as_submissions(notebooks, tmp_path):
    folder = tmp_path / "download"
    for (_, name, _, pid, *_), nb in zip(CLASS, notebooks):
        (folder / f"{name}_{pid}_assignsubmission_file_").mkdir(parents=True)
        (folder / f"{name}_{pid}_assignsubmission_file_" / "atividade5.ipynb").write_bytes(nb)
    first = take_in([folder], folder / "results")
    again = take_in([folder], folder / "results")
    assert [s.student for s in again.submissions] == [s.student for s in first.submissions]
    assert len(again.submissions) == 3 and not any(s.status == "unmatched" for s in again.submissions)


def test_a_plain_folder_keeps_every_file_as_named_even_one_too_large_to_read(notebooks, tmp_path, monkeypatch):
    """No platform naming, no roster: the file name is the id as it is (spaces, accents, any script),
    and a notebook over the size limit is still a row, an error that says why, never a refused line
    the gradebook does not show."""
    from grader.cli import main
    from grader.submissions import archive

    monkeypatch.setattr(archive, "MAX_FILE_BYTES", 1000)  # every notebook here is larger
    folder = tmp_path / "turma"
    folder.mkdir()
    names = ["ção 学生 🙂", "name with spaces", "-starts-with-a-dash"]
    for name, nb in zip(names, notebooks):
        (folder / f"{name}.ipynb").write_bytes(nb)
    assert take_in([folder], tmp_path / "out") is None
    code = main(["grade", str(folder), "--activity", ACTIVITY, "--model", MODEL, "--out", str(tmp_path / "out"),
                 "--no-execute", "--quiet"])
    with open(tmp_path / "out" / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert code in (0, 1) and sorted(r["student"] for r in rows) == sorted(names)
