"""Text normalisation for matching students' cited excerpts against recorded notebook outputs.

Notebook outputs are printed with ``rich``: they carry ANSI colour codes and rich's hard line
wrapping (a newline where the model wrote a space, sometimes with the space kept before it).
Students copy excerpts re-flowed, with quotes and ellipses around them. Everything here compares
text modulo those differences, and reports spans in the *original* output so they can be shown.
Pure functions, standard library only.
"""

from __future__ import annotations

import contextlib
import difflib
import re
import unicodedata

__all__ = ["strip_ansi", "unwrap_rich", "normalise_for_match", "locate", "fuzzy_locate",
           "typed_over", "whole_words", "count_occurrences", "extract_quotes", "fold"]

# CSI (colours, cursor moves), OSC (titles, hyperlinks; BEL- or ST-terminated), 8-bit CSI, and
# the remaining two-character escapes. Order matters: the specific forms must win over ESC+char.
_ANSI = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"
    r"|\x9b[0-?]*[ -/]*[@-~]"
    r"|\x1b[@-Z\\-_]"
)

# Typographic variants a student's editor (or Word, or a PDF) substitutes for what the model
# printed; both sides are mapped so either direction matches. Zero-width characters vanish.
_TRANSLATE = {
    **{c: "'" for c in "\u2018\u2019\u201a\u201b\u2032\u02bc"},
    **{c: '"' for c in "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb"},
    **{c: "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"},
    "\u2026": "...",
    **{c: "" for c in "\u200b\u200c\u200d\u2060\ufeff\u00ad"},
}

# Quote marks, backticks, ellipses ("...", "(...)", "[...]") and spaces students put around an
# excerpt; matched on the normalised excerpt, where curly quotes and "…" are already ASCII. One
# ellipsis is at most three dots, so "objects.…" keeps the sentence's own full stop.
_EDGE = r"(?:\s+|[\"'`]|[(\[]\s*\.{2,3}\s*[)\]]|\.{2,3})"
_EDGE_START, _EDGE_END = re.compile(f"^{_EDGE}"), re.compile(f"{_EDGE}$")

_WORD = re.compile(r"\w+")


def strip_ansi(s: str) -> str:
    """Remove ANSI escape sequences (SGR colours such as ``\\x1b[1;36m``, other CSI, OSC)."""
    return _ANSI.sub("", s)


def _cell_len(s: str) -> int:
    # rich wraps on terminal cells, where East Asian wide characters take two.
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def unwrap_rich(s: str, width: int = 120, slack: int = 25) -> str:
    """Best-effort undo of rich's hard wrapping.

    Heuristic: rich breaks a line only when the next word would not fit, so a wrapped line is
    "long". A newline becomes one space when the line it ends measures (ANSI stripped, trailing
    space dropped) at least ``width - slack`` cells and the next line is non-empty. ``slack`` is
    generous because the real width varies: Jupyter/Colab consoles are 115 wide, not 120, and a
    long next word makes rich break early. Blank lines (paragraph breaks) and short lines are
    kept. Limits: a real single newline after a long line is joined too, and a word longer than
    the width (which rich splits without a space) gains a space.
    """
    lines = s.split("\n")
    out = [lines[0]]
    for prev, nxt in zip(lines, lines[1:]):
        long_line = _cell_len(strip_ansi(prev).rstrip(" ")) >= width - slack
        if long_line and nxt.strip():
            out[-1] = out[-1].rstrip(" ") + " " + nxt
        else:
            out.append(nxt)
    return "\n".join(out)


def _index(s: str) -> tuple[str, list[int], list[int]]:
    """Normalise ``s`` and map every normalised character back to its original [start, end)."""
    chars: list[str] = []
    starts: list[int] = []  # original [start, end) of each normalised character
    ends: list[int] = []

    def emit(text: str, a: int, b: int) -> None:
        for c in text:
            if c.isspace():
                # Collapse whitespace runs (wrap newlines included) and drop it at the start.
                if not chars or chars[-1] == " ":
                    continue
                c = " "
            chars.append(c)
            starts.append(a)
            ends.append(b)

    # Visible stretches lie between ANSI sequences: [0, start1), [end1, start2), ..., [endN, len).
    bounds = [0, *(x for m in _ANSI.finditer(s) for x in m.span()), len(s)]
    for a, b in zip(bounds[::2], bounds[1::2]):
        i = a
        while i < b:
            # A base character plus its combining marks is the unit NFC may compose, so the whole
            # cluster maps to one original span.
            j = i + 1
            while j < b and unicodedata.combining(s[j]):
                j += 1
            cluster = unicodedata.normalize("NFC", s[i:j])
            emit("".join(_TRANSLATE.get(c, c) for c in cluster), i, j)
            i = j
    if chars and chars[-1] == " ":
        chars.pop(), starts.pop(), ends.pop()
    return "".join(chars), starts, ends


def normalise_for_match(s: str) -> str:
    """ANSI stripped, NFC, typographic quotes/dashes as ASCII, whitespace collapsed, stripped."""
    return _index(s)[0]


_TOKEN_BARS = (" | ", "|")
_SPACE_MARKS = re.compile(r"[Ġ▁]")


def _byte_level(ch: str) -> bool:
    """A character of byte-level BPE's alphabet (GPT-2's: each byte one printable character, "Ġ" a space)."""
    o = ord(ch)
    return 33 <= o <= 126 or 161 <= o <= 172 or 174 <= o <= 323


def token_names_text(pieces: list[str]) -> str | None:
    """The text a tokenizer's token names spell (``convert_ids_to_tokens``): byte-level names with "Ġ" and "Ċ" decoded
    by the tokenizers library, SentencePiece's "▁" a space; None where they are no such names."""
    if any("Ġ" in p or "Ċ" in p for p in pieces) and all(_byte_level(c) for p in pieces for c in p):
        from tokenizers import decoders

        try:
            text = decoders.ByteLevel().decode(pieces)
        except Exception:  # noqa: BLE001 - names the decoder cannot read are no token names
            return None
        return None if "\ufffd" in text else text
    if any(p.startswith("▁") for p in pieces) and not any(" " in p for p in pieces):
        return "".join(pieces).replace("▁", " ")
    return None


def token_line(line: str) -> str | None:
    """The text a line of token names joined by bars spells ("Ġtake|Ġinto|Ġaccount|.|Ċ|Ċ|The"); None for any other
    line."""
    body = line.strip()
    for bar in _TOKEN_BARS:
        pieces = body.split(bar)
        if len(pieces) < 3 or 3 * sum(1 for p in pieces if _SPACE_MARKS.match(p) or p == "Ċ") < len(pieces):
            continue
        return None if any(" " in p or not p for p in pieces) else token_names_text(pieces)
    return None


_NOTATION = re.compile(r"[␣·⏎↵␤]|\|[ĠĊ▁]")


def notation_undone(text: str) -> str:
    """A text shown in a notation of its characters, as the text: token names joined by bars, spaces shown as "␣"
    (or as "·" on a line with no space of its own), line breaks as "⏎", "↵", "␤"."""
    lines = []
    for line in text.split("\n"):
        spelled = token_line(line)
        if spelled is not None:
            line = spelled
        line = line.replace("␣", " ")
        if line.count("·") >= 2 and " " not in line.strip():
            line = line.replace("·", " ")
        lines.append(line)
    text = "\n".join(lines)
    return re.sub("[⏎↵␤]", "\n", text) if re.search("[⏎↵␤]", text) else text


def _clean_excerpt(excerpt: str) -> str:
    # Case is kept on purpose: evidence must be the model's text, not a paraphrase of it.
    s, prev = normalise_for_match(notation_undone(excerpt)), None
    while s != prev:
        prev, s = s, _EDGE_END.sub("", _EDGE_START.sub("", s, count=1), count=1)
    return s


def locate(excerpt: str, output: str) -> tuple[int, int] | None:
    """Span of ``excerpt`` in the original ``output``, ignoring ANSI, whitespace and wrapping.

    Quotes and ellipses around the excerpt are ignored. The span starts at the first visible
    character of the match and ends after the last, so colour codes inside it are included.
    """
    ex = _clean_excerpt(excerpt)
    if not ex:
        return None
    norm, starts, ends = _index(output)
    i = norm.find(ex)
    if i < 0 and re.search(r"\\[nrt]", ex):
        # a quote copied from a repr ('...58.\\n\\nTo add ...'): its escapes are the line breaks the text holds
        return locate(re.sub(r"\\[nrt]", " ", excerpt), output)
    if i < 0 and "`" in norm and "`" not in ex:
        # an answer's markdown ate the backticks the output shows (`predict_binary_regression`)
        keep = [k for k, c in enumerate(norm) if c != "`"]
        j = "".join(norm[k] for k in keep).find(ex)
        return (starts[keep[j]], ends[keep[j + len(ex) - 1]]) if j >= 0 else None
    if i < 0:
        return _elided(ex, norm, starts, ends)
    return starts[i], ends[i + len(ex) - 1]


# "25 = 104.25 ... So, 104.25 is a fractional decimal.": a quote that skips a stretch of the output
_INNER_ELLIPSIS = re.compile(r"\s*(?:[(\[]\s*\.{2,3}\s*[)\]]|\.{3})\s*")


def _elided(ex: str, norm: str, starts: list[int], ends: list[int]) -> tuple[int, int] | None:
    """Span of an excerpt elided with "..." / "(...)" / "[...]": its pieces found in order in the
    output, each of two words at least (a lone word is found anywhere), from the first piece's start to
    the last one's end. None where a piece is missing or out of order."""
    pieces = [p for p in _INNER_ELLIPSIS.split(ex) if p]
    if len(pieces) < 2 or any(len(p.split()) < 2 for p in pieces):
        return None
    first = pos = -1
    for piece in pieces:
        at = norm.find(piece, pos + 1 if pos >= 0 else 0)
        if at < 0:
            return None
        first = at if first < 0 else first
        pos = at + len(piece) - 1
    return starts[first], ends[pos]


def lcs_scorer(ex: str):
    """f(window) -> 2*LCS/(len(ex)+len(window)) with the exact longest common subsequence.

    difflib's ratio formula, but SequenceMatcher aligns the longest block first and underrates
    repetitive text (a one-word change in a "plus 28 plus 28 ..." loop scored 0.77), exactly the
    looping outputs students quote. Bit-parallel LCS (Allison-Dix/Hyyrö): len(window) steps.
    """
    masks: dict[str, int] = {}
    for i, c in enumerate(ex):
        masks[c] = masks.get(c, 0) | (1 << i)
    full = (1 << len(ex)) - 1

    def score(window: str) -> float:
        v = full
        for c in window:
            u = v & masks.get(c, 0)
            v = ((v + u) | (v - u)) & full
        lcs = len(ex) - bin(v).count("1")
        return 2 * lcs / (len(ex) + len(window))

    return score


def _windows(ex: str, norm: str, floor: float):
    """Yield (ratio, start, end) over word-aligned windows of ``norm`` scoring >= ``floor``.

    Windows hold as many words as the excerpt, or one fewer or more (a dropped or added word),
    so the cost is linear in the output's words times the excerpt's length.
    """
    toks = [(m.start(), m.end()) for m in re.finditer(r"\S+", norm)]
    if not toks:
        return
    k = len(ex.split(" "))
    lengths = [n for n in (k, k - 1, k + 1) if 1 <= n <= len(toks)] or [len(toks)]
    score = lcs_scorer(ex)
    for i in range(len(toks)):
        for n in lengths:
            if i + n > len(toks):
                continue
            a, b = toks[i][0], toks[i + n - 1][1]
            # Upper bound of the ratio from the lengths alone: skip hopeless windows cheaply.
            if 2 * min(b - a, len(ex)) / (b - a + len(ex)) < floor:
                continue
            r = score(norm[a:b])
            if r >= floor:
                yield r, a, b


def fuzzy_locate(excerpt: str, output: str,
                 min_ratio: float = 0.9) -> tuple[tuple[int, int], float] | None:
    """Best approximate match of ``excerpt`` in ``output``: (original span, similarity ratio).

    The ratio is 2*LCS/total over normalised characters (difflib's formula, exact LCS); an exact
    match gives 1.0. None when no window reaches ``min_ratio``.
    """
    exact = locate(excerpt, output)
    if exact is not None:
        return exact, 1.0
    ex = _clean_excerpt(excerpt)
    if not ex:
        return None
    norm, starts, ends = _index(output)
    best: tuple[float, int, int] | None = None
    for r, a, b in _windows(ex, norm, min_ratio):
        if best is None or r > best[0]:  # strict: the earliest of equal windows wins
            best = (r, a, b)
    if best is None:
        return None
    r, a, b = best
    return (starts[a], ends[b - 1]), r


SMALL_WORD = 3  # articles, prepositions, auxiliaries: swapped or dropped in copying without changing what is said


def _typo(typed: str, original: str) -> bool:
    # a letter or two typed wrong, doubled or dropped ("modell", "buid"), not another word ("computes"
    # for "calculates", "is" for "was")
    kept = sum(b.size for b in difflib.SequenceMatcher(None, typed, original, autojunk=False).get_matching_blocks())
    longer = max(len(typed), len(original))
    return longer - kept <= max(1, longer // 4)


def whole_words(text: str, span: tuple[int, int]) -> str:
    """``text[a:b]`` widened to the words it cuts (an approximate window may end inside one)."""
    a, b = span
    while a > 0 and text[a - 1].isalnum():
        a -= 1
    while b < len(text) and text[b].isalnum():
        b += 1
    return text[a:b]


def typed_over(excerpt: str, original: str) -> bool:
    """Whether ``excerpt`` differs from ``original`` only inside its words: typos, case, punctuation,
    hyphens or spaces moved, a small word swapped or dropped. A word of meaning substituted, added or dropped
    is an edit, not a copy typed over."""
    typed, source = _WORD.findall(normalise_for_match(excerpt)), _WORD.findall(normalise_for_match(original))
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, typed, source, autojunk=False).get_opcodes():
        if tag == "equal" or all(len(w) <= SMALL_WORD for w in typed[i1:i2] + source[j1:j2]):
            continue  # "a" for "the", "of" dropped: a slip of the pen, not words of one's own
        if tag != "replace":
            return False
        pairs = zip(typed[i1:i2], source[j1:j2]) if i2 - i1 == j2 - j1 \
            else [("".join(typed[i1:i2]), "".join(source[j1:j2]))]  # "can not" for "cannot"
        if not all(_typo(a.casefold(), b.casefold()) for a, b in pairs):
            return False
    return True


def count_occurrences(quote: str, text: str, fuzzy: float | None = None) -> int:
    """Non-overlapping occurrences of ``quote`` in ``text`` (normalised); with ``fuzzy``, also
    near-repeats whose similarity ratio is >= ``fuzzy`` (best windows chosen first)."""
    q = _clean_excerpt(quote)
    if not q:
        return 0
    norm = normalise_for_match(text)
    exact = norm.count(q)
    if fuzzy is None:
        return exact
    # Greedy best-first selection: a window shifted by one word can also clear the threshold,
    # and taking the true occurrence first keeps the shifted one from being counted instead.
    chosen: list[tuple[int, int]] = []
    for _, a, b in sorted(_windows(q, norm, fuzzy), key=lambda w: (-w[0], w[1])):
        if all(b <= c or a >= d for c, d in chosen):
            chosen.append((a, b))
    return max(exact, len(chosen))


# A lone word on a fence's opening line ("```python") is a language tag, not output.
_FENCE = re.compile(r"```(?:[\w+#.-]*\n)?(.*?)```", re.S)
_BLOCKQUOTE = re.compile(r"(?:^[ \t]*>.*(?:\n|$))+", re.M)
_BACKTICK = re.compile(r"`([^`\n]+)`")
_INLINE = re.compile(r"\"([^\"]+)\"|\u201c([^\u201c\u201d]+)\u201d|\u00ab([^\u00ab\u00bb]+)\u00bb")
# 'single quotes': opened after a space or a bracket, closed before a space or punctuation, on one line
# (an apostrophe, "don't", "the model's", never opens one)
_SINGLE = re.compile(r"(?:(?<=[\s(\[:;,])|^)['\u2018]([^\s'\u2018\u2019][^'\n\u2018\u2019]*?[^\s'\u2018\u2019])['\u2019]"
                     r"(?=[\s.,;:!?)\]]|$)", re.M)


def extract_quotes(answer: str, min_words: int = 3) -> list[str]:
    """Excerpts cited in a free-text answer, in order, without duplicates.

    Sources: ``` fences, markdown blockquotes (consecutive ``>`` lines joined), `inline code`,
    "double", “curly” and «guillemet» quotes. Inline quotes of fewer than ``min_words`` words are taken
    to be terms ("top-p", "sim"), not evidence, and dropped; fences and blockquotes are always kept.
    """
    found: list[tuple[int, str, bool]] = []  # (position, text, kept whatever its length)
    lines = [line for line in answer.split("\n") if line.strip()]
    if lines and all(line.lstrip().startswith(">") for line in lines):
        # the whole answer written as a blockquote that quotes inside it ('> The 2nd run. It repeats "can
        # adapt to new data"'): the student's styling, not a quotation; the quotes inside are the excerpts
        inner = re.sub(r"(?m)^[ \t]*>[ \t]?", "", answer)
        if any(len(_WORD.findall(next(g for g in m.groups() if g is not None))) >= 3
               for m in _INLINE.finditer(inner)):
            answer = inner
    masked = answer

    def take(rx: re.Pattern, block: bool, get) -> None:
        nonlocal masked
        for m in rx.finditer(masked):
            found.append((m.start(), get(m), block))
        # Blank out what was taken (same length keeps positions) so an inner quote isn't
        # extracted a second time.
        masked = rx.sub(lambda m: " " * len(m.group(0)), masked)

    take(_FENCE, True, lambda m: m.group(1).strip("\n"))
    take(_BLOCKQUOTE, True, lambda m: "\n".join(
        re.sub(r"^[ \t]*(?:>[ \t]?)+", "", line) for line in m.group(0).rstrip("\n").split("\n")))
    # code marks inside a quotation ("the `predict` function uses") are part of the quoted text
    quoted = [m.span() for m in _INLINE.finditer(masked)]
    inner = [m for m in _BACKTICK.finditer(masked)
             if any(a < m.start() and m.end() < b and "\n" not in masked[a:b] for a, b in quoted)]
    for m in inner:
        masked = masked[:m.start()] + "\0" * (m.end() - m.start()) + masked[m.end():]
    take(_BACKTICK, False, lambda m: m.group(1))
    for m in inner:
        masked = masked[:m.start()] + m.group(0) + masked[m.end():]
    # double and single quotes, whichever holds the other ('The term "ethology" was coined ...')
    doubles, singles = list(_INLINE.finditer(masked)), list(_SINGLE.finditer(masked))
    singles = [m for m in singles if not any(d.start() < m.start() and m.end() < d.end() for d in doubles)]
    doubles = [m for m in doubles if not any(q.start() < m.start() and m.end() < q.end() for q in singles)]
    for m in sorted(doubles + singles, key=lambda m: m.start()):
        found.append((m.start(), next(g for g in m.groups() if g is not None), False))

    out: list[str] = []
    seen: set[str] = set()
    for _, text, block in sorted(found, key=lambda f: f[0]):
        text = text.strip()
        if "\n\n" in text and not block:
            continue
        # (a quote in the display's notation, "Ġminimize|Ġthe|Ġloss" or "um·erro⏎⏎E", is the text it shows)
        text = notation_undone(text).strip(" ") if _NOTATION.search(text) else text
        key = normalise_for_match(text)
        if not key or key in seen:
            continue
        if not block and len(_WORD.findall(text)) < min_words:
            continue
        seen.add(key)
        out.append(text)
    return out


# Where an unquoted excerpt ends: a line break, bold marks, brackets, a label ("A1:", "B2 -"), a
# semicolon, a list bullet: a TA reads what lies between as one copied piece of text.
_PIECE_BREAK = re.compile(r"\n|\*\*|__|[()\[\]{};|]|(?:^|\s)[-*•]\s|\b[A-Z]\d(?:\.\d+)?\s*[:\-–—)]\s*|\s[-–—]\s")


def unquoted_excerpts(answer: str, outputs: list[str], min_words: int = 4) -> list[str]:
    """Text copied from an output without quotation marks ("- **A1:** take into account the
    behavior ...", "data analysis and machine learning (aparece 3 vezes)"): the pieces of the
    answer, between line breaks, bold marks, brackets and run labels, of at least ``min_words``
    words that occur whole in one of ``outputs`` (wrap- and spacing-insensitively). A piece that
    is not found whole is not cut down to a part that is: only what the student copied counts."""
    out: list[str] = []
    for piece in _PIECE_BREAK.split(answer):
        piece = piece.strip(" \t:,.;-–—\"'“”«»_*")
        if len(_WORD.findall(piece)) < min_words or piece in out:
            continue
        if any(locate(piece, text) is not None for text in outputs):
            out.append(piece)
    return out


def fold(s: str) -> str:
    """Casefold and strip accents, so "Não"/"nao" and "AUMENTÁRIA"/"aumentaria" compare equal."""
    decomposed = unicodedata.normalize("NFD", s.casefold())
    return unicodedata.normalize("NFC", "".join(c for c in decomposed if not unicodedata.combining(c)))


def spelled_numbers(text: str) -> str:
    """``text`` with the numbers it writes in Portuguese or English words as digits ("mil e vinte e quatro" ->
    "1024", "zero vírgula sete" -> "0,7"; text2num's reading, small counts such as "um", "dois" left as words);
    ``text`` unchanged where the library cannot read it."""
    from text_to_num import alpha2digit

    for lang in ("pt", "en"):
        with contextlib.suppress(Exception):  # a parser's failure on a student's text leaves the text as it is
            text = alpha2digit(text, lang)
    return text


# ("no" is an answer only where punctuation or the end follows it: the Portuguese "no" is "in the", as in
# "No prompt direto, ..." and "ajuda a chegar no resultado")
_NO = r"no(?=[ \t]*(?:[.,;:!)—–-]|\*|$))"
_LEADING_YES_NO = re.compile(rf"[\W_]*(sim|nao|yes|{_NO})(?![^\W_])")
_LEADING_NONE = re.compile(r"[\W_]*(?:nenhum|nenhuma|nada|nunca|jamais|none|nothing|never)(?![^\W_])")
# "Em parte.", "Depende:", "Partially": an answer that is neither yes nor no
_LEADING_HEDGE = re.compile(r"[\W_]*(?:em parte|parcialmente|depende|mais ou menos|in part|partially|it depends|"
                            r"sort of)(?![^\W_])")


# a clause's own denial ("os pesos não mudam", "nada é treinado", "sem fine-tuning"); in its sentence, a contrast
# or a hypothesis ("diferente de um fine-tuning, que atualiza os pesos", "só seriam ajustados num treino")
_DENIAL = re.compile(r"(?<![^\W_])(?:nao|nenhum|nenhuma|nada|nem|sem|nunca|jamais|not|no|never|without|nothing|none)"
                     r"(?![^\W_])")
_CONTRAST = re.compile(r"(?<![^\W_])(?:diferente|ao contrario|contrario|como (?:no|num|em|um)|seria|seriam|so no|"
                       r"apenas no|only in|unlike|would|treino|treinamento|training|se fosse|if it were)(?![^\W_])")
_CLAUSE = re.compile(r"[.;,:!?()\n]|(?<![^\W_])(?:mas|porem|but|e|and|que|which)(?![^\W_])")
_SENTENCE = re.compile(r"[.;!?\n](?=\s|$)")


def asserted(text: str, phrases: list[str]) -> str | None:
    """The first of ``phrases`` (regular expressions over folded text) the answer states as so: with no denial in
    its clause and no contrast or hypothesis in its sentence ("mas enquanto gera, o modelo ajusta os pesos");
    None where each one found is denied ("os pesos não mudam") or none is found."""
    folded = fold(text)
    for phrase in phrases:
        for m in re.finditer(phrase, folded):
            clause = folded[max((c.end() for c in _CLAUSE.finditer(folded, 0, m.start())), default=0):m.end()]
            sentence = folded[max((c.end() for c in _SENTENCE.finditer(folded, 0, m.start())), default=0):m.end()]
            if not _DENIAL.search(clause) and not _CONTRAST.search(sentence):
                return m.group(0)
    return None


def hedged(text: str) -> bool:
    """Whether a sim/não answer opens with a hedge ("Em parte. ...", "Depende: ...")."""
    return bool(_LEADING_HEDGE.match(fold(text)))


# "Não é verdade que ...", "It is not true that ...": the answer is the opposite of what follows
_NOT_TRUE = re.compile(r"[\W_]*(?:nao e verdade que|nao e que|it is not true that|it'?s not true that|"
                       r"it isn'?t true that)[ \t,]+")


_CORRECTED = re.compile(r"(?<![^\W_])(?:quer dizer|ou melhor|melhor dizendo|corrigindo|correcao|i mean|or rather|"
                        r"correction)(?![^\W_])[\W_]*")


def yes_no(text: str, yes: tuple[str, ...] = (), no: tuple[str, ...] = ()) -> bool | None:
    """A sim/não answer: the leading word ("Não, ...", "**Sim**."), else the answer's phrases
    (``no`` phrases first: "não mudou" contains "mudou"), else a lone sim or não; None if unclear."""
    folded = fold(text)
    if (negated := _NOT_TRUE.match(folded)) is not None:
        # "Não é verdade que não mudou": the claim it denies, denied
        inner = yes_no(folded[negated.end():], yes, no)
        return None if inner is None else not inner
    lead = _LEADING_YES_NO.match(folded)
    if lead is None and not yes and not no and (denied := _LEADING_NONE.match(folded)) is not None and \
            not _LEADING_YES_NO.match(folded, denied.end()):
        # "Nenhum peso foi atualizado", "Nada garante": the question's claim denied in the student's words
        return False
    if lead:
        fixed = _CORRECTED.search(folded, lead.end())
        # "Não. Quer dizer, mudou: ...": the student's own correction is the answer
        after = yes_no(folded[fixed.end():], yes, no) if fixed is not None else None
        return after if after is not None else lead.group(1) in ("sim", "yes")
    spans = {value: [m.span() for p in phrases for m in re.finditer(rf"(?<![^\W_]){re.escape(fold(p))}", folded)]
             for phrases, value in ((no, False), (yes, True))}
    # ("não mudou" holds "mudou": a yes phrase inside a no phrase is that no)
    spans[True] = [(a, b) for a, b in spans[True] if not any(x <= a and b <= y for x, y in spans[False])]
    if spans[False] or spans[True]:
        # both said ("mudou em parte: o rótulo mudou, o resto igual"): not one answer, for a person to read
        return None if spans[False] and spans[True] else bool(spans[True])
    says_yes = re.search(r"(?<![^\W_])(sim|yes)(?![^\W_])", folded)
    says_no = re.search(rf"(?<![^\W_])(nao|{_NO})(?![^\W_])", folded)
    if bool(says_yes) != bool(says_no):
        return bool(says_yes)
    return None
