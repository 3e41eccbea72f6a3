"""grader review's pages as a reader sees them: a student's answer rendered as the per-student
report renders it (the same filter, the same escaping, the same policy), and every string of the
pages in Portuguese or English (``--lang``, by default the language the batch was graded in)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from review_class import EVIL, build_class, make_result

from grader.review.app import CSP, ReviewState, create_app
from grader.review.text import TEXT, text

TOKEN = "t0ken-for-tests"
MARKDOWN = ("**A1:**\n\n> The cat sat on the mat. The cat sat\n\n**A3:** _menos_ repetitiva:\n\n"
            "- um `código`\n- dois\n\n<b>negrito?</b> [link](https://example.com/x) ![img](x.png)")


def client(out, **kw):
    from starlette.testclient import TestClient

    state = ReviewState(out, token=TOKEN, reviewer="prof", **kw)
    c = TestClient(create_app(state, allowed_hosts=["testserver"]))
    if not kw.get("password"):
        assert c.get(f"/?token={TOKEN}", follow_redirects=False).status_code == 303
    return c, state


def answer_block(html):
    """The rendered answer: the <div class="answer md"> ... </div> the filter writes."""
    found = re.search(r'<div class="answer md">.*?</div>', html, re.S)
    assert found, "no rendered answer on the page"
    return found.group(0)


# -- the answer, as the report shows it -------------------------------------------------------------------


def test_the_item_page_renders_the_answer_exactly_as_the_report_does(tmp_path):
    out = build_class(tmp_path / "out", results=[make_result("ana", answer=MARKDOWN), make_result("bruno")])
    c, _ = client(out)
    r = c.get("/item?s=ana&c=A.2-choice")
    assert r.headers["content-security-policy"] == CSP
    shown = answer_block(r.text)
    report = (out / "reports" / "ana.html").read_text(encoding="utf-8")
    assert shown == answer_block(report)  # one renderer, one result
    assert "<strong>A1:</strong>" in shown and "<blockquote>" in shown and "<em>menos</em>" in shown
    assert "<li>um <code>código</code></li>" in shown
    assert "**A1:**" not in shown and "&gt; The cat" not in shown  # no raw markdown left
    # raw HTML, links and images a student wrote stay text: no tag, no fetch, no link
    assert "&lt;b&gt;negrito?&lt;/b&gt;" in shown and "[link](https://example.com/x)" in shown
    assert "<a " not in shown and "<img" not in shown and "<b>" not in shown


def test_an_answer_read_from_a_code_cell_stays_plain_text(tmp_path):
    found = {"how": "code_cell", "cell_index": 9, "cell_id": "c9", "label": "# A.2", "description": "cell 9"}
    code = "# A1 repete mais\n# **não é markdown**"
    out = build_class(tmp_path / "out", results=[make_result("ana", answer=code, evidence_extra={"answer_found": found})])
    c, _ = client(out)
    html = c.get("/item?s=ana&c=A.2-choice").text
    assert '<div id="answer"><pre class="answer"># A1 repete mais\n# **não é markdown**</pre></div>' in html
    assert '<pre class="answer"># A1 repete mais' in (out / "reports" / "ana.html").read_text(encoding="utf-8")


def test_a_hostile_answer_is_text_on_the_item_page(tmp_path):
    out = build_class(tmp_path / "out", results=[make_result("ana", answer=EVIL + "\n\n[x](javascript:alert(1))")])
    c, _ = client(out)
    shown = answer_block(c.get("/item?s=ana&c=B.3-concept").text)
    assert "&lt;script&gt;window.__pwned = 1" in shown and "{{ 7*7 }}" in shown
    assert not re.search(r"<(script|img|a|svg|iframe)\b", shown) and "javascript:alert" in shown


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))


ALLOWED = {"div", "p", "strong", "em", "s", "blockquote", "ul", "ol", "li", "code", "pre", "h1", "h2", "h3", "h4",
           "h5", "h6", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"}
PIECES = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "[a](javascript:alert(1))", "![i](http://x/y)",
          "<http://evil.example>", "**b**", "_i_", "> q", "- l", "1. n", "```js\" onload=\"x\ncode\n```", "`c`",
          "# h", "| a | b |\n|:-|-:|\n| 1 | 2 |", "~~s~~", "&amp;", "&#60;b&#62;", "\\<i>", "\n\n", " ", "\n", "\"'",
          "{{ 7*7 }}", "<!-- c -->", "<a href='x'>y</a>", "---"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=12)), max_size=12).map("".join))
def test_any_answer_renders_to_the_renderers_own_tags_only(answer):
    from grader.output.report import answer_html

    html = str(answer_html(answer))
    parser = Tags()
    parser.feed(html)
    for tag, attrs in parser.tags:
        assert tag in ALLOWED, (tag, answer)
        for name, value in attrs:
            assert (name, tag) in {("class", "div"), ("start", "ol"), ("style", "th"), ("style", "td")}, (
                tag, name, answer)
            if name == "style":
                assert re.fullmatch(r"text-align:(left|right|center)", value or "")
            if name == "class":
                assert value == "answer md"


# -- Portuguese and English ----------------------------------------------------------------------------


def test_every_string_exists_in_both_languages_with_the_same_fields():
    from pathlib import Path

    from grader.core.messages import CATALOGUE
    from grader.specs.schema import templates_dir

    for key, entry in TEXT.items():
        assert set(entry) == {"pt", "en"} and all(entry.values()), key
        assert set(re.findall(r"{(\w+)}", entry["pt"])) == set(re.findall(r"{(\w+)}", entry["en"])), key
    used = set()
    for path in Path(templates_dir(), "review").glob("*.j2"):
        used |= set(re.findall(r"\bt\('([\w.]+)'", path.read_text(encoding="utf-8")))
    assert len(used) > 60
    assert not [k for k in used if k not in TEXT and k not in CATALOGUE and not k.endswith(".")]
    for prefix in [k for k in used if k.endswith(".")]:  # t('status.' ~ status): the reports' own families
        assert {k for k in CATALOGUE if k.startswith(prefix)}, prefix
    unused = [k for k in TEXT if k not in used and not k.startswith("review.error.")]
    assert not unused, unused  # the catalogue is the pages' strings, no more


class Visible(HTMLParser):
    """The page's own words: its text and its buttons' and fields' labels, without what the student
    or the grader wrote (the answer, the outputs, the evidence, the message)."""

    VOID = {"input", "br", "meta", "link", "hr", "img", "circle", "line", "path"}
    DATA_IDS = {"answer", "message", "student", "criterion", "reviewer"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[bool] = []
        self.words: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        a = dict(attrs)
        data = (tag in ("pre", "svg") or a.get("id") in self.DATA_IDS
                or "run" in (a.get("class") or "").split() or "candidate-answer" in (a.get("class") or "")
                or "question" in (a.get("class") or "").split() or "verdict" in (a.get("class") or "").split())
        self.stack.append(data or (bool(self.stack) and self.stack[-1]))

    def handle_endtag(self, tag):
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if not (self.stack and self.stack[-1]) and data.strip():
            self.words.append(data.strip())


def visible(html):
    parser = Visible()
    parser.feed(html)
    return "\n".join(parser.words)


def pages(out, lang, tmp_path):
    """Every page in one language, in each of its states: the queue (filtered, done, an item
    someone else holds), an item (decided, with history; refused points; a conflict; stale
    evidence), the refusals and the sign-in page."""
    from starlette.testclient import TestClient

    from grader.grading.batch import ResultStore

    c, state = client(out, lang=lang)
    other = TestClient(c.app)
    assert other.get(f"/?token={TOKEN}&reviewer=Bia", follow_redirects=False).status_code == 303
    other.get("/next", follow_redirects=False)  # Bia holds ana's first item
    shown = {"queue": c.get("/queue").text, "queue-all": c.get("/queue?all=1&msg=done").text}
    form = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"',
                           c.get("/item?s=bruno&c=B.3-concept").text))
    c.post("/decide", data={**form, "verdict": "save", "points": "0,5", "comment": "meio"})
    shown["decided"] = c.get("/item?s=bruno&c=B.3-concept").text
    shown["bad-points"] = c.post("/decide", data={**form, "version": "1", "verdict": "save", "points": "9"}).text
    shown["conflict"] = c.post("/decide", data={**form, "verdict": "fail"}).text  # made on version 0
    ResultStore(out).save("bruno", "k2", make_result("bruno", evidence_extra={"answer_doubt": "x"}), {})
    shown["stale"] = c.get("/item?s=bruno&c=B.3-concept").text
    shown["no-item"] = c.get("/item?s=zoe&c=B.3-concept").text
    from starlette.testclient import TestClient as Fresh

    shown["no-session"] = Fresh(c.app).get("/queue").text
    shown["wrong-token"] = Fresh(c.app).get("/?token=guess").text
    pw, _ = client(out, lang=lang, password="s3nha")
    shown["login"] = pw.get("/login").text
    shown["wrong-password"] = pw.post("/login", data={"password": "x"}).text
    return shown


def fragments(lang):
    """The catalogue's words in ``lang`` that the other language does not share: each string cut at
    its fields, the pieces of four letters or more."""
    other = "en" if lang == "pt" else "pt"
    out = set()
    for entry in TEXT.values():
        for piece in re.split(r"{\w+}", entry[lang]):
            piece = piece.strip(" .:()/–—")
            if len(piece) >= 4 and piece not in entry[other]:
                out.add(piece)
    return out


@pytest.mark.parametrize("lang", ["pt", "en"])
def test_every_page_is_in_one_language(tmp_path, lang):
    out = build_class(tmp_path / "out", ["ana", "bruno", "carla"])
    shown = pages(out, lang, tmp_path)
    foreign = fragments("en" if lang == "pt" else "pt")
    mine = fragments(lang)
    for name, html in shown.items():
        assert f'<html lang="{"pt-BR" if lang == "pt" else "en"}">' in html, name
        words = visible(html).replace("grader review", "")  # the command's name, in both languages
        leaked = sorted(f for f in foreign if re.search(r"(?<!\w)" + re.escape(f) + r"(?!\w)", words))
        assert not leaked, (name, leaked)
        assert any(f in words for f in mine), name
    sample = {"pt": ("9 em aberto", "Revisar o próximo item em aberto", "Bia está com este item",
                     "os pontos devem ser um número de 0 a 1", "Não salvo: este item foi decidido enquanto isso",
                     "A evidência do corretor para este critério mudou", "Recusado", "sem sessão", "token errado",
                     "senha errada", "Nada mais a revisar", "precisa de revisão", "Histórico", "Entrar"),
              "en": ("9 open", "Review the next open item", "Bia is on it", "points must be a number from 0 to 1",
                     "Not saved: this item was decided meanwhile", "The grader's evidence for this criterion changed",
                     "Refused", "no session", "wrong token", "wrong password", "Nothing left to review",
                     "needs review", "History", "Sign in")}[lang]
    everything = "\n".join(visible(h) for h in shown.values())
    assert not [s for s in sample if s not in everything]


def test_the_pages_default_to_the_language_the_batch_was_graded_in(tmp_path):
    english = build_class(tmp_path / "en", results=[make_result(s, lang="en") for s in ("ana", "bruno")])
    c, state = client(english)
    assert state.lang == "en" and "6 open" in c.get("/queue").text
    c, _ = client(english, lang="pt")  # --lang pt
    assert "6 em aberto" in c.get("/queue").text
    portuguese = build_class(tmp_path / "pt", ["ana"])
    c, state = client(portuguese)
    assert state.lang == "pt" and "Fila" in c.get("/queue").text


def test_the_command_line_takes_lang(tmp_path, monkeypatch, capsys):
    import uvicorn

    from grader import cli

    out = build_class(tmp_path / "out", ["ana"])
    seen = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: (seen.append(self.config.app), sockets[0].close()))
    assert cli.main(["review", str(out), "--port", "0", "--lang", "en"]) == 0
    assert "(3 open item(s) to review; pages in English)" in capsys.readouterr().err
    assert cli.main(["review", str(out), "--port", "0"]) == 0
    assert "pages in Portuguese" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["review", str(out), "--lang", "fr"])
    assert text("review.open", "en", n=2) == "2 open" and text("status.needs_review", "pt") == "precisa de revisão"


@pytest.mark.parametrize("lang, caption", [("pt", "repetição: o valor do(a) estudante (azul)"),
                                           ("en", "repetition: the student's value (blue)")])
def test_the_plot_names_its_measure_in_the_pages_language(tmp_path, lang, caption):
    out = build_class(tmp_path / "out", results=[make_result("ana", evidence_extra={"measure": "repetition"})])
    c, _ = client(out, lang=lang)
    from html import unescape

    html = unescape(c.get("/item?s=ana&c=A.2-choice").text)
    assert caption in html and f'aria-label="{caption.split(":")[0]}"' in html
