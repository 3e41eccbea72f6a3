"""One property for every criterion whose question asks for an explanation (``explain: true`` in
the activity: B.3, C.3, D.3, F.3, T.3, T.5): terms without a sentence earn at most partial.

A rule decides what the answer must contain (the concept, the tie to the runs, the expected sim/não);
this module decides, the same way for all of them, whether the answer *explains* or only lists the
right words ("núcleo, massa acumulada, top-p 0,3, B1", "B1 B3 top-p 0,3 0,9 repetição diversidade",
"Não. Contexto."). Judged before this module existed by two rules with their own word counts, it let
a space-separated list pass D.3 and a comma list pass F.3 and T.5 (issue 31, item 4).
"""

from __future__ import annotations

import re

from ..core.records import CheckResult, Status
from ..core.textnorm import extract_quotes, fold
from .context import CheckContext

# Words that only a sentence has between its terms (folded: no accents, lower case): articles,
# prepositions, conjunctions, pronouns and the commonest verbs, Portuguese and English. A run of
# five or more words with none of them is a list of terms written without commas.
FUNCTION_WORDS = frozenset("""
o a os as um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para
pra com sem que e ou mas se nao nem como porque pois quando entao logo ja so tambem isso isto esse
essa esses essas este esta estes estas aquele aquela ele ela eles elas eu voce nos seu sua seus suas
foi foram sao era eram tem tinha ha ser estar estava fica ficou ficam vai ao aos apenas cada qual
quais onde enquanto sempre nunca the an of to in on at by for with and or but if not no is are was
were be been being it its this that these those because so then as from than which who only does do
did has have had can will would there their they we you he she
""".split())

_LEAD = re.compile(r"[\W_]*(?:sim|nao|yes|no)(?![^\W_])[\W_]*")
_SENTENCES = re.compile(r"(?<=[.!?])\s+|\n")
_ITEMS = re.compile(r",(?!\d)|[;|]|\s+[-–—]\s+")  # not "/": "B2/B3" is one term
_WORDS = re.compile(r"[^\W_]+")
LIST_ITEM_WORDS = 3  # an item of a list holds a term: at most this many words
UNLINKED_WORDS = 5  # this many words without a function word are terms, not a sentence
CLAUSE_WORDS = 6  # a part of a list this long, with two function words, is a clause


def _words(text: str) -> list[str]:
    """Whitespace-separated words with a letter or digit: "top-p" and "0,3" are one word each."""
    return [w.strip("-–—*•.,;:!?()[]") for w in text.split() if _WORDS.search(w)]


# prepositions that say what causes or carries something ("condicionamento pelo prompt", "conditioned by the
# examples"), unlike "de" / "of", which also build a term's own name ("top-p de 0,3")
_AGENT = frozenset("pelo pela pelos pelas por by via through atraves".split())


def _agent_link(words: list[str]) -> bool:
    return len(words) >= 3 and any(w in _AGENT and words[k - 1] not in FUNCTION_WORDS and k + 1 < len(words)
                                   for k, w in enumerate(words) if k > 0)


def _is_terms(sentence: str) -> bool:
    words = _words(sentence)
    items = [i for i in _ITEMS.split(sentence) if _WORDS.search(i)]
    if any(len(_words(i)) >= CLAUSE_WORDS and sum(w in FUNCTION_WORDS for w in _words(i)) >= 2 for i in items):
        return False  # one of its parts is a clause: "B1 (0.3) looped on the same sentence; B2/B3 didn't"
    if any(_agent_link(_words(i)) for i in items):
        return False  # "só condicionamento pelo prompt": a mechanism and what drives it, a telegraphic clause
    if len(items) >= 3 and sum(len(_words(i)) <= LIST_ITEM_WORDS for i in items) / len(items) >= 0.75:
        return True  # a run of short comma-separated terms, even with a linking word among them
    if not any(w in FUNCTION_WORDS for w in words):
        return len(words) <= 2 or len(words) >= UNLINKED_WORDS or len(items) >= 2
    return len(words) <= 2


def only_terms(text: str) -> bool:
    """Whether ``text`` (quotes of outputs aside, a leading sim/não aside) holds words but no sentence:
    each of its lines and sentences is a list of terms, a term, or words with nothing linking them."""
    bare = text
    for quote in extract_quotes(text):
        bare = bare.replace(quote, " ")
    folded = fold(bare)
    if (lead := _LEAD.match(folded)) is not None:
        folded = folded[lead.end():]
    sentences = [s for s in _SENTENCES.split(folded) if _WORDS.search(s)]
    return bool(sentences) and all(_is_terms(s) for s in sentences)


def judged(ctx: CheckContext, result: CheckResult) -> CheckResult:
    """``result`` as the explanation property leaves it: a pass on an explanation question whose answer
    is only terms becomes partial (half the credit), the rule's own findings kept in the evidence."""
    if not ctx.question.explain or result.status is not Status.PASS:
        return result
    if not only_terms(ctx.answer.text):
        return result
    evidence = {**result.evidence, "explanation": False, "rule_said": result.message_key}
    return CheckResult(Status.PARTIAL, "explanation.keywords", {}, evidence, fraction=0.5)
