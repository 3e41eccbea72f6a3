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
# a question that asks for a copy is answered where a quotation is
_ASKS_COPY = re.compile(r"\bcopi|\bcopy\b|\bcite\b|\bquote\b|transcrev", re.I)
_COPY = "\x00copy"
_ASKS_WHY = re.compile(r"justifi|expli|por que|por qu[eê]|\bwhy\b|relacione|relate", re.I)
_QUOTED = re.compile(r"`[^`\n]*`|\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»")
# sentence ends and semicolons; a comma only before a word that opens a clause of its own ("..., so only few-shot
# follows the label format"); never a colon ("Trechos: ...")
_CUT = re.compile(r"(?<=[.;!?])\s+|(?<=¶)\s+(?=(?-i:[A-ZÀ-Ý]))|\n+|,\s+(?=(?:so|while|whereas|but|because|então|entao|enquanto|mas|porque|pois|"
                  r"e por isso|por isso)\b)", re.I)
_MAX_CLAUSES = 60
_SHARED = 1.0  # what a clause given to two questions costs: as much as a word of a question alone


# a student's word for a question's topic that is not the question's word: "acertou" answers "está correta?",
# "nada é treinado" answers "algum peso foi atualizado?", "mudou de assunto" answers "variação temática"
_SAME = {"acer": "corr", "cert": "corr", "erra": "corr", "erro": "corr", "righ": "corr", "wron": "corr",
         "trei": "atua", "trai": "atua", "upda": "atua", "ajus": "atua",
         "assu": "tema", "topi": "tema", "mudo": "vari", "muda": "vari", "dive": "vari"}


def _stems(text: str) -> set[str]:
    text = re.sub(r"top[\s_-]?p\b", "topp", text, flags=re.I)
    text = re.sub(r"top[\s_-]?k\b", "topk", text, flags=re.I)
    return {_SAME.get(w[:4], w[:4]) for w in re.findall(r"[a-z]{4,}", fold(text)) if w not in _STOP}


def cues(question_texts: tuple[str, ...]) -> set[str]:
    """The words a question's answer is recognised by: the question's own (every version of its text)."""
    words = set().union(*(_stems(t) for t in question_texts)) if question_texts else set()
    return (words | (_WHY if any(_ASKS_WHY.search(t) for t in question_texts) else set())
            | ({_COPY} if any(_ASKS_COPY.search(t) for t in question_texts) else set()))


def clauses(text: str) -> list[str]:
    """The paragraph's clauses, in order: cut at sentence ends, semicolons, line breaks and the commas before a
    clause's own opening word, never inside a quotation or a code span. A quotation that ends its sentence
    (`diz "... equations." O mais repetitivo ...`) ends the clause too."""
    # the quotation hidden, but its closing sentence mark kept where a new sentence follows it
    masked = _QUOTED.sub(lambda m: "_" * (len(m.group(0)) - 1) + ("¶" if m.group(0)[-2] in ".!?" else "_"), text)
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
    cannot be read so.

    Each question gets a run of clauses that names its topic. Runs follow each other; where a sentence answers two
    questions at once ("o mais repetitivo foi o do NaCl (p = 0.3), que repete \"...\" duas vezes": B.1 and B.2),
    the clause at the border is both questions'. The reading kept is the one whose runs share the most words with
    their questions (a quotation counts as a word of a question that asks for a copy; a word k questions share
    counts 1/k), each shared clause counting one word less."""
    parts = clauses(text)
    n, m = len(parts), len(question_cues)
    if m < 2 or n > _MAX_CLAUSES:
        return None
    # a quotation names no topic: only the student's own words are matched
    words = [_stems(_QUOTED.sub(" ", p)) | ({_COPY} if _QUOTED.search(p) else set()) for p in parts]
    # a word several questions share says less of each than a word of one question alone
    share = {w: sum(w in c for c in question_cues) for c in question_cues for w in c}
    score = [[sum(1 / share[x] for x in w & c) for c in question_cues] for w in words]
    # best[q][e]: (words - shared clauses, -shared clauses) of questions 0..q, question q's run ending at clause e; how[q][e]: its start
    # and whether that start is shared with question q - 1
    best: list[list[tuple[float, int] | None]] = [[None] * n for _ in range(m)]
    how: list[list[tuple[int, bool]]] = [[(0, False)] * n for _ in range(m)]
    for q in range(m):
        for e in range(n):
            got = 0.0
            for s in range(e, -1, -1):
                got += score[s][q]
                if not got:
                    continue  # this run names nothing of its question
                if q == 0:
                    cands = [((got, 0), (s, False))] if s == 0 else []
                else:
                    cands = [((b[0] + got - _SHARED, b[1] - 1), (s, True)) for b in [best[q - 1][s]] if b is not None]
                    if s:
                        cands += [((b[0] + got, b[1]), (s, False)) for b in [best[q - 1][s - 1]] if b is not None]
                for value, start in cands:
                    if best[q][e] is None or value > best[q][e]:
                        best[q][e], how[q][e] = value, start
    if best[m - 1][n - 1] is None:
        return None  # a question whose topic no clause names, in order: not read so
    runs: list[str] = [""] * m
    e = n - 1
    for q in range(m - 1, -1, -1):
        s, shared = how[q][e]
        runs[q] = " ".join(parts[s:e + 1])
        e = s if shared else s - 1
    return runs


def share_out(text: str, shared: list[str], order: list[str], named: set[str],
              variants: dict[str, tuple[str, ...]]) -> list[tuple[str, str, str]]:
    """(question, text, doubt) for one paragraph a part's name opened ("Na parte B, ..."), given to ``shared``
    (the part's questions). The paragraphs may run on into the questions after the part that nothing names
    (``named``; "Se um texto meu entrar em loop, ..." for part D): those are tried too. Each question gets its
    clauses where its topic is when they can be told apart (doubt "in_order": a reading, a deduction on it goes to
    review), else the whole (the later questions' whole is a reading too)."""
    after = order[order.index(shared[-1]) + 1:] if len(shared) > 1 else []
    trailing = after[:next((k for k, q in enumerate(after) if q in named), len(after))]
    group = shared + trailing
    parts = split_by_questions(text, [cues(variants.get(q, ())) for q in group]) if len(group) > 1 else None
    if parts is not None:
        return [(q, part, "in_order") for q, part in zip(group, parts)]
    parts = split_by_questions(text, [cues(variants.get(q, ())) for q in shared]) if len(shared) > 1 else None
    return [(q, part, "in_order") for q, part in zip(shared, parts)] if parts is not None else \
        [(q, text, "") for q in shared] + [(q, text, "in_order") for q in trailing]
