"""The class summary page and the near-duplicate check, on Results and outputs the tests build."""

from __future__ import annotations

import random
import re
import time

import pytest

from grader.core.records import CriterionScore, Execution, Result, Status
from grader.grading.pipeline import load_specs
from grader.output.integrity import IntegrityFlag, find_near_duplicates, similarity
from grader.output.summary import HIST, histogram, render_summary, summary_text

XSS_ID = "<img src=x onerror=alert(1)>"
XSS_MSG = "veja <script>alert('x')</script> aqui"


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def crit(cid, status, points, max_points=2.0, message="ok", key="k.ok"):
    return CriterionScore(cid, "A.2", f"title {cid}", points, max_points, status, message, {"message_key": key})


def result(student, criteria, status="graded", execution=Execution("ok"), notes=()):
    score = sum(c.points for c in criteria)
    return Result(student, "temperature-top-p", score, sum(c.max_points for c in criteria) or 20.0, status,
                  tuple(criteria), execution, f"{student}.ipynb", notes=notes)


def page(results, activity, *, lang="pt", flags=(), measures=None):
    return render_summary(results, activity, lang=lang, integrity_flags=list(flags), measures=measures)


def class_of_four():
    P, F, R, H = Status.PASS, Status.FAIL, Status.PARTIAL, Status.NEEDS_REVIEW
    return [
        result("ana", [crit("a", P, 2), crit("b", P, 2)]),
        result("bia", [crit("a", P, 2), crit("b", R, 1, message="meio", key="b.partial")]),
        result("caio", [crit("a", F, 0, message="errou", key="a.wrong"), crit("b", F, 0, message="x", key="b.wrong")]),
        result("duda", [crit("a", P, 2), crit("b", H, 0, message="revisar", key="b.review")]),
        # Not graded at all: listed with its error, left out of rates and statistics.
        result("edu", [crit("a", Status.ERROR, 0, message="ilegível", key="check.error"),
                       crit("b", Status.ERROR, 0, message="ilegível", key="check.error")], status="error",
               execution=Execution("not_run", "cannot read"), notes=("notebook ilegível: JSON inválido",)),
    ]


def pass_rates(html):
    return dict(re.findall(r'data-criterion="([^"]+)">.*?class="num pass-rate">([^<]+)<', html, re.S))


def test_pass_rates_are_computed_from_the_graded_results(activity):
    html = page(class_of_four(), activity)
    assert pass_rates(html) == {"a": "75%", "b": "25%"}
    # class size counts every submission; mean and median only the graded ones (4+3+0+2)/4
    assert "5 (4 corrigidas)" in html
    assert "2.25 / 4" in html and "2.50 / 4" in html


def test_most_common_failures_are_grouped_by_criterion_and_message_key(activity):
    results = class_of_four() + [result("fábio", [crit("a", Status.FAIL, 0, message="errou de novo", key="a.wrong"),
                                                   crit("b", Status.PASS, 2)])]
    rows = re.findall(r'<tr class="failure"><td><code>([^<]+)</code><br><small><code>([^<]+)</code>.*?'
                      r'class="num">(\d+)</td><td>([^<]*)</td>', page(results, activity), re.S)
    assert rows[0] == ("a", "a.wrong", "2", "errou")  # first example kept, counted twice
    assert {(c, k, n) for c, k, n, _ in rows[1:]} == {("b", "b.partial", "1"), ("b", "b.wrong", "1"),
                                                      ("b", "b.review", "1")}
    assert "check.error" not in re.findall(r'<section id="failures">.*?</section>', page(results, activity), re.S)[0]


def test_submissions_with_errors_are_listed_with_their_first_error(activity):
    results = class_of_four() + [result("gil", [crit("a", Status.PASS, 2)], status="graded_with_errors",
                                        execution=Execution("timeout", "cell 4 ran past 60 s"))]
    section = re.findall(r'<section id="errors">.*?</section>', page(results, activity), re.S)[0]
    assert re.findall(r'<a href="reports/([^"]+)">', section) == ["edu.html", "gil.html"]
    assert "notebook ilegível: JSON inválido" in section and "cell 4 ran past 60 s" in section


def test_untrusted_ids_and_messages_are_escaped_and_the_page_has_no_script(activity):
    results = [result(XSS_ID, [crit("a", Status.FAIL, 0, message=XSS_MSG, key="a.wrong")]),
               result('aspas "e" José', [crit("a", Status.PASS, 2)])]
    flags = [IntegrityFlag(XSS_ID, "b<script>", "A2", 0.97, "<script>alert(2)</script>", "t")]
    html = page(results, activity, flags=flags, measures={XSS_ID: {"A1": 0.4}})
    assert "<script" not in html.lower()
    assert "<img" not in html and "onerror=alert(1)>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html and "&lt;script&gt;" in html
    assert '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; ' \
           'style-src \'unsafe-inline\'; img-src data:">' in html
    hrefs = re.findall(r'class="report" href="([^"]*)"', html)
    assert hrefs == ["reports/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.html",
                     "reports/aspas%20%22e%22%20Jos%C3%A9.html"]
    assert not re.search(r"https?:|<link|@import|url\(", html)  # nothing fetched from the network


def test_histogram_has_one_bar_per_bin_with_heights_matching_counts(activity):
    scores = [0, 1, 3.9, 4, 10, 10, 10, 19.99, 20]
    results = [result(f"s{i}", [crit("a", Status.PARTIAL, s, max_points=20)]) for i, s in enumerate(scores)]
    expected = [2, 1, 1, 0, 0, 3, 0, 0, 0, 2]  # width 2; 20 falls in the last bin
    assert [b["count"] for b in histogram(scores, 20, 10)] == expected
    bars = re.findall(r'<rect class="bar" data-bin="(\d+)" data-count="(\d+)" x="[^"]+" y="[^"]+" '
                      r'width="[^"]+" height="([^"]+)"', page(results, activity))
    assert [int(b) for b, _, _ in bars] == list(range(10))
    assert [int(c) for _, c, _ in bars] == expected
    plot_h = HIST["h"] - HIST["bottom"] - HIST["top"]
    for (_, count, height) in bars:
        assert float(height) == pytest.approx(plot_h * int(count) / max(expected), abs=0.06)


def test_scatter_puts_every_student_at_their_runs_temperature_deterministically(activity):
    measures = {f"s{i}": {"A1": 0.5 + i / 100, "A2": 0.1, "A3": 0.02, "B1": 0.9} for i in range(5)}
    html = page([result("s0", [crit("a", Status.PASS, 2)])], activity, measures=measures)
    dots = re.findall(r'<circle class="dot" data-run="(A\d)" cx="([^"]+)" cy="([^"]+)"', html)
    assert len(dots) == 15  # B1 is not on the temperature axis
    ticks = dict(re.findall(r'<text class="tick" x="([^"]+)" y="[^"]+" text-anchor="middle">[\d.]+ \((A\d)\)', html))
    centre = {run: float(x) for x, run in ticks.items()}
    for run, cx, _ in dots:
        assert abs(float(cx) - centre[run]) < 16  # jittered around its temperature, never onto another
    assert len({cx for _, cx, _ in dots}) > 10  # the jitter separates students
    a1 = sorted(float(cy) for run, _, cy in dots if run == "A1")
    a3 = [float(cy) for run, _, cy in dots if run == "A3"]
    assert max(a1) < min(a3)  # more repetition is higher on the page (smaller y)
    assert html == page([result("s0", [crit("a", Status.PASS, 2)])], activity, measures=measures)
    assert summary_text("pt")["no_measures"] in page([result("s0", [])], activity, measures=None)


def test_both_languages_have_the_same_strings(activity):
    assert summary_text("pt").keys() == summary_text("en").keys() and summary_text("pt")["title"] == "Resumo da turma"
    html = page(class_of_four(), activity, lang="en")
    assert "Class summary" in html and "Pass rate per criterion" in html and "Resumo" not in html


# -- integrity ------------------------------------------------------------------------------------

FUNCTION_WORDS = "the of a to is and that in it for as with on by be are this an or from".split()


def sample_text(rng, vocab, n=70):
    return " ".join(rng.choice(FUNCTION_WORDS) if rng.random() < 0.4 else rng.choice(vocab) for _ in range(n)) + "."


def synthetic_class(n_students=200, runs=("A1", "A2", "A3", "B1", "B2", "B3"), plant=True):
    rng = random.Random(7)
    vocab = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(3, 9))) for _ in range(600)]
    out = {f"s{i:03d}": {r: (sample_text(rng, vocab), None) for r in runs} for i in range(n_students)}
    # A greedy run: everyone has the model's one output.
    for s in out:
        out[s]["G"] = ("Transformers are models that are used to represent the properties of objects.", None)
    if not plant:
        return out
    # Planted: s142 handed in s017's B1 output with one word changed and rich's wrapping.
    words = out["s017"]["B1"][0].split()
    words[10] = "transformers"
    out["s142"]["B1"] = (" ".join(words[:30]) + "\n" + " ".join(words[30:]), None)
    # Same fixed seed, same text: explained, not a flag.
    out["s004"]["A2"] = (out["s003"]["A2"][0], 42)
    out["s003"]["A2"] = (out["s003"]["A2"][0], 42)
    return out


def test_integrity_flags_exactly_the_planted_pair_fast_enough():
    outputs = synthetic_class()
    started = time.perf_counter()
    flags = find_near_duplicates(outputs, skip_runs={"G"})
    assert time.perf_counter() - started < 5  # about 0.5 s on one core
    review = [(f.student_a, f.student_b, f.run_id) for f in flags if f.needs_review]
    assert review == [("s017", "s142", "B1")]
    planted = next(f for f in flags if f.needs_review)
    assert 0.9 <= planted.similarity < 1 and planted.text_b == outputs["s142"]["B1"][0]
    explained = [(f.student_a, f.student_b, f.run_id, f.explained_by_seed) for f in flags if not f.needs_review]
    assert explained == [("s003", "s004", "A2", True)]


def test_greedy_runs_would_flag_everyone_unless_skipped():
    outputs = synthetic_class(20, plant=False)
    assert len(find_near_duplicates(outputs)) == 20 * 19 // 2
    assert find_near_duplicates(outputs, skip_runs=["G"]) == []


def test_same_text_with_different_or_missing_seeds_is_flagged():
    text = "The model is used to build a model and then the model is used to build another model again."
    for seeds in ((1, 2), (None, None), (42, None)):
        flags = find_near_duplicates({"a": {"B1": (text, seeds[0])}, "b": {"B1": (text, seeds[1])}})
        assert [(f.needs_review, f.similarity) for f in flags] == [(True, 1.0)], seeds


def test_short_or_empty_outputs_are_not_evidence_and_the_models_own_text_is_explained():
    short = {"a": {"P1": (" 85", None)}, "b": {"P1": (" 85", None)}, "c": {"P1": ("", None)}, "d": {"P1": ("", None)}}
    assert find_near_duplicates(short) == []
    common = " are used to represent the physical properties of objects. They are also used to represent objects."
    flags = find_near_duplicates({"a": {"A1": (common, None)}, "b": {"A1": (common, None)}},
                                 reference={"A1": ["something else entirely, nothing alike at all here", common]})
    assert [(f.explained_by_model, f.needs_review) for f in flags] == [(True, False)]


def test_similarity_is_exact_on_looping_text():
    loop = "The model is used to build a model. " * 8
    edited = loop.replace("build", "make", 1)
    assert similarity(loop, loop) == 1.0
    assert similarity(loop, edited) > 0.98
    assert similarity("abc", "xyz") == 0.0
