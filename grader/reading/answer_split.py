"""One paragraph that answers several questions in order, with no id ("The zero-shot prompt just continued the
review (...), while few-shot gave (...), so only few-shot follows the label format; no weights were updated ...
GPT-2's context window is ..."). A teaching assistant reads it clause by clause, each question's answer where its
topic is. So does this module: the paragraph is cut into clauses (never inside a quotation or a code span), and
the clauses are given to the questions in order, in contiguous groups, so that the words each group shares with
its question (the question's own words, in either language, cut to their first four letters) are the most.

The reading is kept only where every question's group shares at least one word with its question: a paragraph
whose topics cannot all be found stays whole, for the instructor. What is placed this way is read "in order"
(:mod:`.answer_order`): a criterion that passes on it stands, a deduction goes to review.
"""

from __future__ import annotations

import re

from ..core.textnorm import fold

# words of a question that say nothing of its topic
_STOP = frozenset("""that what which with your were have this from when each does will would about into them
there their than then also voce sua seu suas seus para como qual quais responda answer resposta exatamente exactly
copie copy explique explain isso esse essa este esta pelo pela pelos pelas entre sobre mais most more less menos
""".split())
# an explanation's own words: the question asks why, the answer says because
_WHY = frozenset({"porq", "pois", "beca", "sinc", "logo"})
_ASKS_WHY = re.compile(r"justifi|expli|por que|por qu[eê]|\bwhy\b|relacione|relate", re.I)
_QUOTED = re.compile(r"`[^`\n]*`|\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»")
# sentence ends and semicolons; a comma only before a word that opens a clause of its own ("..., so only few-shot
# follows the label format"); never a colon ("Trechos: ...")
_CUT = re.compile(r"(?<=[.;!?])\s+|\n+|,\s+(?=(?:so|while|whereas|but|because|então|entao|enquanto|mas|porque|pois|"
                  r"e por isso|por isso)\b)", re.I)
_MAX_CLAUSES = 60


def _stems(text: str) -> set[str]:
    text = re.sub(r"top[\s_-]?p\b", "topp", text, flags=re.I)
    text = re.sub(r"top[\s_-]?k\b", "topk", text, flags=re.I)
    return {w[:4] for w in re.findall(r"[a-z]{4,}", fold(text)) if w not in _STOP}


def cues(question_texts: tuple[str, ...]) -> set[str]:
    """The words a question's answer is recognised by: the question's own (every version of its text)."""
    words = set().union(*(_stems(t) for t in question_texts)) if question_texts else set()
    return words | (_WHY if any(_ASKS_WHY.search(t) for t in question_texts) else set())


def clauses(text: str) -> list[str]:
    """The paragraph's clauses, in order: cut at sentence ends, semicolons, line breaks and the commas before a
    clause's own opening word, never inside a quotation or a code span."""
    masked = _QUOTED.sub(lambda m: "_" * len(m.group(0)), text)
    out, start = [], 0
    for m in _CUT.finditer(masked):
        if text[start:m.start()].strip():
            out.append(text[start:m.end()].strip())
            start = m.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def split_by_questions(text: str, question_cues: list[set[str]]) -> list[str] | None:
    """The paragraph cut into one answer per question, in order (see the module's docstring); None where it
    cannot be read so."""
    parts = clauses(text)
    n, m = len(parts), len(question_cues)
    if m < 2 or n < m or n > _MAX_CLAUSES:
        return None
    # a quotation names no topic: only the student's own words are matched
    words = [_stems(_QUOTED.sub(" ", p)) for p in parts]
    score = [[len(w & c) for c in question_cues] for w in words]
    worst = float("-inf")
    best: list[list[float]] = [[worst] * m for _ in range(n)]  # best[i][q]: clauses 0..i given to questions 0..q, clause i to q
    back = [[-1] * m for _ in range(n)]
    best[0][0] = score[0][0]
    for i in range(1, n):
        for q in range(min(i + 1, m)):
            stay = best[i - 1][q]
            move = best[i - 1][q - 1] if q else worst
            if max(stay, move) == worst:
                continue
            back[i][q] = q if stay >= move else q - 1
            best[i][q] = max(stay, move) + score[i][q]
    if best[n - 1][m - 1] == worst:
        return None
    groups: list[list[int]] = [[] for _ in range(m)]
    q = m - 1
    for i in range(n - 1, -1, -1):
        groups[q].insert(0, i)
        q = back[i][q] if i else q
    if any(not g or not any(score[i][k] for i in g) for k, g in enumerate(groups)):
        return None  # a question whose topic no clause of its group names: not read so
    return [" ".join(parts[i] for i in g) for g in groups]
