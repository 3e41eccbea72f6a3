"""textnorm: matching students' excerpts against rich-printed outputs, on literal strings and on
the course's real notebook outputs (observed-outputs.json)."""

from __future__ import annotations

import re
import textwrap
import time
import unicodedata

import pytest

from grader.core.textnorm import (
    count_occurrences,
    extract_quotes,
    fold,
    fuzzy_locate,
    locate,
    normalise_for_match,
    strip_ansi,
    typed_over,
    unwrap_rich,
)

LOOP_PHRASE = "A model that is not part of the game"


from course_data import observed_experiments  # noqa: E402


def observed() -> list[dict]:
    """Experiments that carry a printed output (self-consistency stores samples instead)."""
    return [e for e in observed_experiments() if "raw" in e]


def loop_sample() -> dict:
    found = [e for e in observed() if e["experiment"] == "top_p" and e["params"]["top_p"] == 0.3
             and LOOP_PHRASE in e["text"]]
    assert len(found) == 1, "expected exactly one top_p=0.3 sample looping on the game phrase"
    return found[0]


# --- strip_ansi ---------------------------------------------------------------------------

@pytest.mark.parametrize("coded, plain", [
    ("\x1b[1;36m27\x1b[0m + \x1b[1;36m58\x1b[0m", "27 + 58"),
    ("#!\x1b[35m/bin/\x1b[0m\x1b[95mbash\x1b[0m", "#!/bin/bash"),
    ("\x1b]8;;https://x.org\x1b\\link\x1b]8;;\x1b\\", "link"),  # OSC 8 hyperlink, ST-terminated
    ("\x1b]0;title\x07text", "text"),                              # OSC, BEL-terminated
    ("\x1b[2K\x1b[1Adone", "done"),                                # cursor moves
    ("[1;36m is not an escape without ESC", "[1;36m is not an escape without ESC"),
])
def test_strip_ansi_literal(coded, plain):
    assert strip_ansi(coded) == plain


def test_strip_ansi_turns_every_raw_output_into_its_text():
    coloured = 0
    for e in observed():
        plain = strip_ansi(e["raw"])
        assert "\x1b" not in plain
        # 'text' is the same string with the final newline(s) rich printed trimmed off.
        assert plain.rstrip() == e["text"], e["experiment"]
        assert plain[:len(e["text"])] == e["text"] and not plain[len(e["text"]):].strip()
        coloured += plain != e["raw"]
    assert coloured >= 15  # the check is not vacuous: most raw outputs carry colour codes


# --- unwrap_rich --------------------------------------------------------------------------

def test_unwrap_rich_literal():
    long_line = "word " * 22  # 110 characters with its trailing space, as rich leaves it
    assert unwrap_rich(long_line + "\nnext line") == long_line.rstrip() + " next line"
    assert unwrap_rich(long_line.rstrip() + "\nnext") == long_line.rstrip() + " next"
    assert unwrap_rich("short line\nnext line") == "short line\nnext line"
    assert unwrap_rich(long_line + "\n\nnew paragraph") == long_line + "\n\nnew paragraph"
    assert unwrap_rich("x" * 50 + "\ny", width=60) == "x" * 50 + " y"
    assert unwrap_rich("x" * 30 + "\ny", width=60) == "x" * 30 + "\ny"
    # Colour codes do not count towards a line's length.
    coded = "\x1b[1;36m1\x1b[0m " * 10 + "\nnext"
    assert unwrap_rich(coded) == coded


def test_unwrap_rich_restores_the_real_outputs_lines():
    by_text = {e["text"]: e for e in observed()}
    geometry = next(t for t in by_text if "geometry for a \ngiven shape" in t)
    flat = unwrap_rich(geometry)
    assert "geometry for a given shape." in flat and "the shapes you want." in flat
    for e in observed():
        for src in (e["text"], e["raw"]):
            out = unwrap_rich(src)
            # Only whitespace changed, paragraph breaks all kept, no wrap newline left.
            assert normalise_for_match(out) == normalise_for_match(src)
            assert out.count("\n\n") == src.count("\n\n")
            assert not re.search(r"[^\n]\n[^\n]", strip_ansi(out).strip()), e["text"][:60]


# --- normalise_for_match ------------------------------------------------------------------

def test_normalise_for_match_literal():
    decomposed = unicodedata.normalize("NFD", "não")
    assert decomposed != "não"
    assert normalise_for_match(decomposed) == "não"
    assert normalise_for_match("\u201cso\u201d \u2018it\u2019s\u2019 25 \u2013 35 \u2014 x\u2026") == \
        "\"so\" 'it's' 25 - 35 - x..."
    assert normalise_for_match("  a\u00a0\tb \n\n c \x1b[1;36m1\x1b[0m\n") == "a b c 1"
    assert normalise_for_match("zero\u200bwidth") == "zerowidth"
    assert normalise_for_match("") == ""


# --- locate / fuzzy_locate ----------------------------------------------------------------

def test_locate_literal_spans():
    out = "Say \x1b[1;36m27\x1b[0m plus\n\x1b[1;36m58\x1b[0m, then stop."
    span = locate("27 plus 58", out)
    assert span == (out.index("27"), out.index("58") + 2)
    assert locate('"...27 plus 58\u2026"', out) == span
    assert locate("\u201c27   plus\n58\u201d", out) == span
    assert locate("27 plus 59", out) is None
    assert locate("...", out) is None and locate("", out) is None
    assert locate("Say 27", out) == (0, out.index("27") + 2)


def _wrap_points(e: dict) -> list[int]:
    """Indices j of text lines that rich wrapped: line j and line j+1 both non-empty."""
    lines = e["text"].split("\n")
    return [j for j in range(len(lines) - 1) if lines[j].strip() and lines[j + 1].strip()]


def _reflow(excerpt: str, style: int) -> str:
    flat = " ".join(excerpt.split())
    if style == 0:
        return flat
    if style == 1:
        return textwrap.fill(flat, width=47)
    return "\u201c..." + textwrap.fill(flat, width=72).replace(" ", "  ", 3) + "\u2026\u201d"


def _wrapped_samples():
    """(experiment, its lines, the first line ending at a rich wrap point) for each sample that has one."""
    for e in observed():
        points = _wrap_points(e)
        if points:
            yield e, e["text"].split("\n"), points[0]


def test_locate_finds_reflowed_excerpts_across_rich_wrap_points():
    checked = 0
    for e, lines, j in _wrapped_samples():
        n_lines = 3 if j + 2 < len(lines) and lines[j + 2].strip() else 2
        excerpt = _reflow("\n".join(lines[j:j + n_lines]), checked % 3)
        span = locate(excerpt, e["raw"])
        assert span is not None, excerpt
        start, end = span
        # The span's text is the excerpt, and it sits exactly where those lines are in the output.
        assert normalise_for_match(e["raw"][start:end]) == normalise_for_match(" ".join(lines[j:j + n_lines]))
        expected_start = len("\n".join(lines[:j])) + (1 if j else 0)
        expected_end = len("\n".join(lines[:j + n_lines]).rstrip())
        assert len(strip_ansi(e["raw"][:start])) == expected_start
        assert len(strip_ansi(e["raw"][:end])) == expected_end
        checked += 1
    assert checked >= 10


def test_an_excerpt_with_one_word_changed_is_not_located_but_nearly_matches():
    checked = 0
    for e, lines, j in _wrapped_samples():
        excerpt = " ".join(lines[j:j + 2]).split()
        if len(excerpt) < 12:
            continue
        true_span = locate(" ".join(excerpt), e["raw"])
        excerpt[len(excerpt) // 2] = "zebra"
        changed = " ".join(excerpt)
        assert locate(changed, e["raw"]) is None
        found = fuzzy_locate(changed, e["raw"])
        assert found is not None, changed
        (start, end), ratio = found
        assert 0.9 <= ratio < 1.0
        assert start < true_span[1] and end > true_span[0]  # it found the right place
        assert fuzzy_locate(changed, e["raw"], min_ratio=0.999) is None
        checked += 1
    assert checked >= 10


def test_fuzzy_locate_literal():
    out = "The cat sat on the\nmat. A dog barked loudly at the moon."
    assert fuzzy_locate("cat sat on the mat", out) == (locate("cat sat on the mat", out), 1.0)
    (start, end), ratio = fuzzy_locate("A dog barked loudly at the sun.", out, min_ratio=0.8)
    assert out[start:end].startswith("A dog barked") and 0.8 <= ratio < 1.0
    # A student who dropped a word still gets the whole sentence highlighted.
    walk = "We walked to the old mill by the river. Then home."
    (start, end), ratio = fuzzy_locate("walked to the mill by the river.", walk)
    assert walk[start:end] == "walked to the old mill by the river." and ratio > 0.9
    assert fuzzy_locate("completely unrelated words here", out) is None
    assert fuzzy_locate("", out) is None


def test_locate_is_linear_on_long_outputs():
    raw = loop_sample()["raw"]
    big = (observed()[0]["raw"] + "\n") * 500 + raw  # ~250k characters
    tail = " ".join(loop_sample()["text"].split()[-12:])
    t0 = time.perf_counter()
    span = locate(tail, big)
    assert time.perf_counter() - t0 < 10.0
    assert span is not None and normalise_for_match(big[span[0]:span[1]]) == tail


# --- count_occurrences --------------------------------------------------------------------

def test_count_occurrences_on_the_looping_sample():
    text = loop_sample()["raw"]
    assert count_occurrences(LOOP_PHRASE, text) == 4
    assert count_occurrences(f'"{LOOP_PHRASE}..."', text) == 4
    assert count_occurrences("The following is a list of all the models that are not part of the game.",
                             text) == 1
    assert count_occurrences("This sentence is not in the output at all.", text) == 0
    assert count_occurrences(LOOP_PHRASE, text, fuzzy=0.85) >= 5  # + the cut-off last repeat


def test_count_occurrences_counts_a_near_repeat_with_fuzzy():
    sample = next(e for e in observed() if "Example of particle model for a player character" in e["text"])
    quote = "Example of particle model for a player character."
    # The output later says "example of a particle model for a player character": one word more.
    assert count_occurrences(quote, sample["raw"]) == 1
    assert count_occurrences(quote, sample["raw"], fuzzy=0.85) >= 2
    assert count_occurrences("the cat sat on the mat", "the cat sat on the mat. the cat sat on a mat.") == 1
    assert count_occurrences("the cat sat on the mat", "the cat sat on the mat. the cat sat on a mat.",
                             fuzzy=0.85) == 2
    # Best windows are taken first, so a window shifted by one word is not counted as well.
    assert count_occurrences("the cat sat on the mat", "the cat sat on the mat the cat sat on the mat",
                             fuzzy=0.7) == 2
    assert count_occurrences("aa aa", "aa aa aa") == 1  # non-overlapping
    assert count_occurrences("", "anything") == 0


# --- extract_quotes -----------------------------------------------------------------------

def test_extract_quotes_inline_portuguese_answer():
    answer = ('A1 foi o mais repetitivo: "The following table lists the properties of the following '
              'objects" aparece várias vezes. Com "top-p" baixo e `top_p` o texto fica «preso num '
              'laço sem fim».')
    assert extract_quotes(answer) == [
        "The following table lists the properties of the following objects",
        "preso num laço sem fim",
    ]
    quotes = extract_quotes(answer)
    sample = next(e for e in observed() if quotes[0] in e["text"])
    assert count_occurrences(quotes[0], sample["raw"]) >= 2


def test_extract_quotes_curly_backticks_order_and_duplicates():
    answer = ("Em B1: \u201cA model that is not part\u201d e depois `the game A model` e de novo "
              "\"A model that is not part\". Curto: \u201csim\u201d.")
    assert extract_quotes(answer) == ["A model that is not part", "the game A model"]


def test_extract_quotes_blockquote_joins_consecutive_lines():
    answer = ("O trecho do A3:\n\n> They can also drive. They can accelerate\n> and manipulate objects.\n\n"
              "Outro:\n> curto\n")
    quotes = extract_quotes(answer)
    assert quotes == ["They can also drive. They can accelerate\nand manipulate objects.", "curto"]
    a3 = next(e for e in observed() if "They can accelerate" in e["text"])
    assert locate(quotes[0], a3["raw"]) is not None


def test_extract_quotes_fenced():
    answer = ('Saída do P1:\n```text\nWhat is 27 + 58?\n\nSo we have 28 plus 58.\n```\n'
              'e o "texto entre aspas dentro" fica de fora? Não: ```POSITIVO```')
    assert extract_quotes(answer) == ["What is 27 + 58?\n\nSo we have 28 plus 58.",
                                      "texto entre aspas dentro", "POSITIVO"]
    direct = next(e for e in observed() if "So we have 28 plus 58" in e["text"])
    assert locate(extract_quotes(answer)[0], direct["raw"]) is not None
    # Quotes inside a fence are not extracted a second time.
    assert extract_quotes('```\nx "one two three" y\n```') == ['x "one two three" y']


# --- fold ---------------------------------------------------------------------------------

def test_fold():
    assert fold("Não, aumentaria") == "nao, aumentaria"
    assert fold("AUMENTARIA") == fold("aumentária") == "aumentaria"
    assert fold("Temperatura é menor") == "temperatura e menor"
    assert fold(unicodedata.normalize("NFD", "NÃO")) == "nao"


def test_text_copied_without_quotation_marks_is_an_excerpt_only_where_copied_whole():
    """A TA reads text copied from an output as a quote with or without quotation marks; a piece
    that is not in the output whole (a paraphrase) is not cut down until it matches."""
    from grader.core.textnorm import unquoted_excerpts

    output = ("Transformers are models that take into account the behavior of the underlying data and can be "
              "used to make predictions. They use data analysis and machine learning, data analysis and "
              "machine learning again.")
    answer = ("- **A1:** take into account the behavior of the underlying data\n"
              "- **B2:** data analysis and machine learning (aparece 2 vezes)\n"
              "- **A3:** take into account how the data behaves over time")
    assert unquoted_excerpts(answer, [output], 4) == [
        "take into account the behavior of the underlying data", "data analysis and machine learning"]
    assert unquoted_excerpts("A1 porque repete muito as mesmas palavras", [output], 4) == []
    assert unquoted_excerpts(answer, [output], 10) == []  # pieces shorter than asked are not excerpts


@pytest.mark.parametrize("typed,original,copy", [
    ("The modell is used to buid a model", "The model is used to build a model", True),  # letters
    ("it can not stop, ever", "it cannot stop ever", True),  # a space and a comma
    ("a well known fact", "a well-known fact", True),
    ("the program computes the value", "the program calculates the value", False),  # another word
    ("the program calculates the value", "the program calculates the original value", False),  # one dropped
    ("part of a game", "part of the game", True),  # a small word swapped
    ("it runs quickly", "it runs slowly", False),
])
def test_a_copy_typed_over_differs_only_inside_words(typed, original, copy):
    assert typed_over(typed, original) is copy
