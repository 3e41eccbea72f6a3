"""The platform's own grade file filled in place (``grader grade --lms-worksheet FILE``) and
Moodle's worksheet in the site's language (``--lms-lang``).

The worksheets are laid out as Moodle's download writes them (mod/assign/gradingtable.php in
download mode, through PHP's fputcsv: fields with a space quoted; the grade as ``format_float``
writes it, a decimal comma on a pt_br site; Last modified as ``userdate`` writes it, ``-`` when
never graded), with the headers written here literally as each language's site shows them: en
from the issue's real download, pt_br from a real download's header (Identificador, "Nome
completo", ..., "Comentários de feedback"), es from Moodle's es language pack. Canvas's gradebook
export as Grades → Export writes it (Student, ID, SIS User ID, SIS Login ID, Section, assignments
as ``Name (id)``, a ``Points Possible`` row, totals after)."""

from __future__ import annotations

import csv
import io
import json

import pytest
from review_class import make_result

from grader import cli
from grader.submissions import export, moodle, worksheet
from grader.submissions.export import LmsRow, write_lms_files
from grader.submissions.worksheet import CanvasGradebook, MoodleWorksheet

WHEN = "2026-03-14 21:51:00 UTC"

HEADERS = {
    "en": 'Identifier,"Full name","Email address",Status,Grade,"Maximum Grade","Grade can be changed",'
          '"Last modified (submission)","Last modified (grade)","Feedback comments"',
    "pt_br": 'Identificador,"Nome completo","Endereço de email",Status,Nota,"Nota máxima","Nota pode ser alterada",'
             '"Última modificação (envio)","Última modificação (nota)","Comentários de feedback"',
    "es": 'Identificador,"Nombre completo","Dirección de correo",Estado,Calificación,"Calificación máxima",'
          '"La calificación puede ser cambiada","Última modificación (entrega)",'
          '"Última modificación (calificación)","Comentarios de retroalimentación"',
}
PREFIX = {"en": "Participant ", "pt_br": "Participante", "es": "Participante"}
SUBMITTED = {"en": '"Submitted for grading - "', "pt_br": '"Enviado para avaliação -  - "',
             "es": '"Enviado para calificar - "'}
MAX = {"en": "20.00", "pt_br": '"20,00"', "es": '"20,00"'}
YES = {"en": "Yes", "pt_br": "Sim", "es": "Sí"}
DATE = {"en": '"Monday, 2 March 2026, 10:00 AM"', "pt_br": '"segunda-feira, 2 mar. 2026, 10:00"',
        "es": '"lunes, 2 de marzo de 2026, 10:00"'}


def rows_for(lang: str) -> list[LmsRow]:
    comment = "Nota automática {g}/20. Relatório completo: relatorio-{s}.html"
    return [LmsRow("2024001", "Ana Boa", "501", 17.5, "17.5", comment.format(g="17.5", s="2024001")),
            LmsRow("2024002", "Bruno Contradiz", "502", 9.0, "9", comment.format(g="9", s="2024002")),
            LmsRow("2024004", "Davi Ausente", "504", None),  # sent nothing: his line stays as Moodle wrote it
            LmsRow("2024005", "Eva Nova", "505", 12.0, "12", comment.format(g="12", s="2024005"))]  # not in the file


def download(lang: str, *, cells: dict[str, tuple[str, str, str]] | None = None, eol: str = "\n",
             bom: bool = False, feedback: bool = True) -> bytes:
    """Moodle's worksheet for 501, 502, 503 (Carla: graded in Moodle before, not by the grader) and
    504 (no submission); ``cells``: participant -> (grade, last modified, comment) as written."""
    cells = cells or {}
    lines = [HEADERS[lang] if feedback else HEADERS[lang].rsplit(",", 1)[0]]
    people = [("501", '"Ana Boa"', "ana@uni.br", SUBMITTED[lang], "", "-", ""),
              ("502", '"Bruno Contradiz"', "bruno@uni.br", SUBMITTED[lang], "", "-", ""),
              ("503", '"Carla Teórica"', "carla@uni.br", SUBMITTED[lang], '"14,00"' if lang != "en" else "14.00",
               DATE[lang], '"Bom trabalho, Carla"'),
              ("504", '"Davi Ausente"', "davi@uni.br", "-", "", "-", "")]
    for pid, name, email, status, grade, modified, comment in people:
        grade, modified, comment = cells.get(pid, (grade, modified, comment))
        ident = f'"{PREFIX[lang]}{pid}"' if " " in PREFIX[lang] else f"{PREFIX[lang]}{pid}"
        line = [ident, name, email, status, grade, MAX[lang], YES[lang], DATE[lang] if pid != "504" else "-",
                modified] + ([comment] if feedback else [])
        lines.append(",".join(line))
    return (b"\xef\xbb\xbf" if bom else b"") + (eol.join(lines) + eol).encode("utf-8")


def expected(lang: str, **kw) -> bytes:
    """The same download with only the grader's three cells written for 501 and 502."""
    comma = lang != "en"
    g1, g2 = ('"17,5"', "9") if comma else ("17.5", "9")
    comment = '"Nota automática {g}/20. Relatório completo: relatorio-{s}.html"'
    cells = {"501": (g1, f'"{WHEN}"', comment.format(g="17.5", s="2024001")),
             "502": (g2, f'"{WHEN}"', comment.format(g="9", s="2024002"))}
    if not kw.get("feedback", True):
        cells = {k: (g, w, "") for k, (g, w, _) in cells.items()}
    return download(lang, cells=cells, **kw)


@pytest.mark.parametrize("lang,eol,bom", [("en", "\n", False), ("pt_br", "\r\n", True), ("es", "\n", False)])
def test_moodles_worksheet_is_filled_in_place_and_nothing_else_changes(lang, eol, bom):
    given = download(lang, eol=eol, bom=bom)
    sheet = MoodleWorksheet.read(given, "notas.csv")
    assert sheet.lang == lang and sheet.points() == 20
    filled = sheet.fill(rows_for(lang), points=20, graded_at=WHEN)
    assert filled.data == expected(lang, eol=eol, bom=bom)  # byte for byte: BOM, CRLF, quoting, Carla, Davi
    assert [r.student for r in filled.filled] == ["2024001", "2024002"]
    assert [r.student for r in filled.not_in_sheet] == ["2024005"]  # listed, never dropped
    assert filled.notes == []


def test_a_worksheet_saved_by_a_spreadsheet_in_windows_1252_keeps_its_encoding():
    given = download("es").decode("utf-8").encode("cp1252")
    filled = MoodleWorksheet.read(given, "notas.csv").fill(rows_for("es"), points=20, graded_at=WHEN)
    assert filled.data == expected("es").decode("utf-8").encode("cp1252")


def test_a_worksheet_without_feedback_comments_gets_grades_only_and_says_so():
    given = download("pt_br", feedback=False)
    filled = MoodleWorksheet.read(given, "notas.csv").fill(rows_for("pt_br"), points=20, graded_at=WHEN)
    assert filled.data == expected("pt_br", feedback=False)
    assert any("'Comentários de feedback'" in n and "no comments" in n for n in filled.notes)


def test_a_worksheet_whose_columns_cannot_be_found_names_what_was_looked_for():
    broken = download("pt_br").replace("Última modificação (nota)".encode(), b"Modificado")
    with pytest.raises(Exception) as err:
        MoodleWorksheet.read(broken, "notas.csv")
    text = str(err.value)
    assert "notas.csv" in text
    assert "pt_br: 'Identificador', 'Nota', 'Última modificação (nota)' (missing)" in text
    assert "en: 'Identifier' (missing), 'Grade' (missing), 'Last modified (grade)' (missing)" in text
    assert "Download the worksheet again" in text


def test_a_scale_graded_assignment_is_refused():
    scaled = download("en").replace(b'"Maximum Grade"', b"Scale")
    with pytest.raises(Exception, match="graded on a scale"):
        MoodleWorksheet.read(scaled, "w.csv")


def test_a_different_maximum_is_said_with_the_option_that_fixes_it():
    filled = MoodleWorksheet.read(download("en"), "w.csv").fill(rows_for("en"), points=10, graded_at=WHEN)
    assert any("maximum grade is 20" in n and "--lms-scale 20" in n for n in filled.notes)


@pytest.mark.parametrize("lang", ["en", "pt_br", "pt", "es"])
def test_lms_lang_writes_what_the_sites_import_looks_for(lang, tmp_path):
    """Headers from Moodle's language strings; the identifier with the site's own ``hiddenuser``
    prefix (Moodle strips its length to find the participant id); the worksheet reads back."""
    rows = rows_for(lang)[:3]
    moodle.write_grades(rows, tmp_path / "w.csv", points=20, lang="pt", lms_lang=lang)
    data = (tmp_path / "w.csv").read_bytes()
    table = list(csv.reader(io.StringIO(data.decode("utf-8"))))
    if lang in HEADERS:
        assert table[0] == next(csv.reader([HEADERS[lang]]))
    prefix = worksheet.MOODLE_STRINGS[lang]["hiddenuser"]
    assert [r[0] for r in table[1:]] == [f"{prefix}501", f"{prefix}502", f"{prefix}504"]
    assert all(r[0][len(prefix):].isdigit() for r in table[1:])  # what Moodle's substr() leaves
    sheet = MoodleWorksheet.read(data, "w.csv")
    assert sheet.lang == lang
    assert {"recordid", "grade", "lastmodifiedgrade", "feedbackcomments"} <= set(sheet.columns)


def test_the_default_stays_the_english_worksheet(tmp_path):
    moodle.write_grades(rows_for("en")[:1], tmp_path / "w.csv", points=20, lang="pt")
    first = (tmp_path / "w.csv").read_text(encoding="utf-8").splitlines()
    assert first[0] == ",".join(moodle.WORKSHEET_COLUMNS) and first[1].startswith("Participant 501,")


CANVAS = (
    '\ufeffStudent,ID,SIS User ID,SIS Login ID,Section,"Atividade 4 (4241)","Atividade 5 (4242)",Current Points,'
    'Final Points\r\n'
    '    Points Possible,,,,,10.00,20.00,(read only),(read only)\r\n'
    '"Boa, Ana",9001,SIS2024001,ana,T1,8.00,,8.00,8.00\r\n'
    '"Contradiz, Bruno",9002,SIS2024002,bruno,T1,7.50,,7.50,7.50\r\n'
    '"Teórica, Carla",9003,SIS2024003,carla,T1,9.00,15.00,24.00,24.00\r\n'
    '"Student, Test",9999,,,T1,,,0.00,0.00\r\n')


def canvas_rows() -> list[LmsRow]:
    return [LmsRow("2024001", "Ana Boa", "9001", 17.5, "17.5", "c1"),
            LmsRow("2024002", "Bruno Contradiz", "", 9.0, "9", "c2", extra={"sis_user_id": "SIS2024002"}),
            LmsRow("2024005", "Eva Nova", "9005", 12.0, "12", "c5")]


@pytest.mark.parametrize("assignment", ["Atividade 5 (4242)", "4242", "Atividade 5", "atividade  5 (4242)"])
def test_canvas_gradebook_export_gets_its_assignment_column_filled(assignment):
    book = CanvasGradebook.read(CANVAS.encode(), "export.csv", assignment)
    assert book.header == "Atividade 5 (4242)" and book.points() == 20
    filled = book.fill(canvas_rows(), points=20)
    want = CANVAS.replace('9001,SIS2024001,ana,T1,8.00,,', '9001,SIS2024001,ana,T1,8.00,17.5,') \
                 .replace('9002,SIS2024002,bruno,T1,7.50,,', '9002,SIS2024002,bruno,T1,7.50,9,')
    assert filled.data == want.encode()  # other assignments, totals, the test student, BOM, CRLF: as given
    assert [r.student for r in filled.not_in_sheet] == ["2024005"]


def test_canvas_without_the_assignments_column_lists_the_columns_it_has():
    with pytest.raises(Exception) as err:
        CanvasGradebook.read(CANVAS.encode(), "export.csv", "Atividade 6 (4243)")
    text = str(err.value)
    assert "id (4243)" in text and "'Atividade 4 (4241)', 'Atividade 5 (4242)'" in text
    assert "--lms-assignment" in text


def test_the_export_fills_the_kept_worksheet_and_lists_who_is_not_in_it(tmp_path, capsys):
    """What ``grade`` and every ``review`` rewrite do: OUT/intake.json names the kept copy."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "moodle-worksheet-given.csv").write_bytes(download("pt_br", eol="\r\n", bom=True))
    subs = [{"student": s, "name": n, "platform": "moodle", "key": k, "status": "submitted", "email": ""}
            for s, n, k in (("ana", "Ana Boa", "501"), ("bruno", "Bruno Contradiz", "502"),
                            ("eva", "Eva Nova", "505"))]
    (out / "intake.json").write_text(json.dumps({
        "platform": "moodle", "submissions": subs, "missing": [], "refused": [], "lms": "moodle",
        "assignment": "Atividade 5", "assignment_id": None, "worksheet": "moodle-worksheet-given.csv",
        "worksheet_source": "~/Downloads/notas-atividade5.csv"}))
    results = [make_result(s) for s in ("ana", "bruno", "eva")]
    written = write_lms_files(out, results, scale=None)
    assert [p.name for p in written] == ["moodle-grades.csv", "moodle-grades-not-in-worksheet.csv",
                                         "moodle-feedback.zip"]
    data = (out / "moodle-grades.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and data.count(b"\r\n") == 5
    table = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    grade = float(table[1][4].replace(",", "."))
    assert grade == pytest.approx(results[0].score / results[0].max_score * 20, abs=0.01)  # the worksheet's maximum
    assert table[3][4] == "14,00" and table[3][9] == "Bom trabalho, Carla"  # Carla untouched
    missing = list(csv.DictReader(io.StringIO((out / "moodle-grades-not-in-worksheet.csv").read_text())))
    assert [m["student"] for m in missing] == ["eva"]
    assert "eva (Eva Nova, moodle id 505" in capsys.readouterr().err
    assert export.FILE_NAMES["moodle"] == "moodle-grades.csv"


def test_grade_refuses_a_worksheet_it_cannot_read_before_grading(tmp_path, capsys):
    import zipfile

    download_zip = tmp_path / "moodle.zip"
    with zipfile.ZipFile(download_zip, "w") as z:
        z.writestr("Ana Boa_501_assignsubmission_file_/atividade.ipynb", "{}")
    bad = tmp_path / "planilha.csv"
    bad.write_text("Nome,Nota\nAna,10\n")
    code = cli.main(["grade", str(download_zip), "--activity", "temperature-top-p", "--out", str(tmp_path / "o"),
                     "--no-execute", "--lms", "moodle", "--lms-worksheet", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and "planilha.csv" in err and "'Identificador'" in err and "'Last modified (grade)'" in err
    assert not (tmp_path / "o" / "results.json").exists()


def test_lms_lang_is_for_moodle_only(tmp_path, capsys):
    nb = tmp_path / "z.zip"
    import zipfile

    with zipfile.ZipFile(nb, "w") as z:
        z.writestr("silvaana_9001_7000_atividade.ipynb", "{}")
    code = cli.main(["grade", str(nb), "--activity", "temperature-top-p", "--out", str(tmp_path / "o"),
                     "--no-execute", "--lms", "canvas", "--lms-lang", "pt_br"])
    assert code == 2 and "--lms moodle" in capsys.readouterr().err
