"""Which run an answer's words point at: run ids, parameter values, ordinals, relatives, samples.

A student names the run an excerpt or a choice comes from in many ways, in Portuguese or English:

- its id or an alias: ``A1``, ``a execução B2``, ``zero-shot``;
- a parameter value: ``temperatura 0.2``, ``T=1,0``, ``top-p 0,3``, ``top_p = 0.9``, or the value
  alone (``0.2``) when one parameter tells the runs apart; several values together narrow it
  down (``temperatura 0.7 e top-p 0.3`` is B1 where ``temperatura 0.7`` alone is four runs);
- an ordinal over the runs in their order: ``a primeira``, ``a terceira execução``, ``a última``,
  ``the second run``, ``execução 3``, ``run #2``;
- a relative: ``a de temperatura mais alta``, ``o menor top-p``, ``highest temperature``, the middle
  of an odd number of values: ``a temperatura do meio``, ``o top-p intermediário``, ``the middle top-p``;
- a sample number: ``amostra 2``, ``sample #3``, ``a segunda amostra`` (of the one run with samples,
  or of the run named just before).

:func:`find_refs` returns every such reference with its place in the text and the runs it
resolves to: one run (resolved), several (ambiguous: ``top-p 0.9`` over A1–A3) or none (a value no
run has). The module knows nothing of activities: a caller passes :class:`RunInfo` (see
:func:`runs_of` for an activity's).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

PARAMS = ("temperature", "top_p")


@dataclass(frozen=True)
class RunInfo:
    """One run as an answer may name it: id, aliases, parameter values, samples it holds (keys)."""

    id: str
    params: dict[str, float] = field(default_factory=dict)  # "temperature", "top_p"
    aliases: tuple[str, ...] = ()
    samples: tuple[str, ...] = ()  # sample keys, in order ("SC.1", "SC.2"...); empty: one output


@dataclass(frozen=True)
class RunRef:
    """A phrase of the answer that names runs, where it is, and what it resolves to."""

    start: int
    end: int
    text: str
    kind: str  # "id", "param", "ordinal", "relative", "sample"
    runs: tuple[str, ...]  # the runs it may mean: one when resolved
    sample: str | None = None  # the sample key, for a sample reference resolved to one

    @property
    def resolved(self) -> str | None:
        return self.runs[0] if len(self.runs) == 1 else None


def fold_map(text: str) -> tuple[str, list[int]]:
    """``text`` lower case and unaccented, and for each of its characters the index in ``text``."""
    out: list[str] = []
    index: list[int] = []
    for i, ch in enumerate(text):
        folded = "".join(c for c in unicodedata.normalize("NFD", ch.casefold()) if not unicodedata.combining(c))
        out.append(folded)
        index.extend([i] * len(folded))
    return "".join(out), index


_NUM = r"(\d+(?:[.,]\d+)?)"
_PARAM_WORD = {
    "temperature": (r"temperaturas?|temperatures?|temp\.?", r"t|τ"),
    "top_p": (r"top[-_ ]?p|nucleo|nucleus", r"p"),
}
_PARAM_SEP = r"[ \t]*(?:=|:|de|of|igual a|equal to|em|at)?[ \t]*"
# a one-letter name needs "=" or ":" or its value right after it ("T=0.2", "p: 0.3", "p0.3"); a word may stand before its value
_PARAM_RE = {name: re.compile(rf"(?<![\w.])(?:(?:{words}){_PARAM_SEP}|(?:{letter})(?:[ \t]*[=:][ \t]*|(?=\d)))"
                              rf"{_NUM}(?![\w]|[.,]\d)")
             for name, (words, letter) in _PARAM_WORD.items()}
_BARE_VALUE = re.compile(r"(?<![\w.,])(\d+[.,]\d+)(?![\w]|[.,]\d)")

_ORDINALS = {
    "primeira": 1, "primeiro": 1, "1a": 1, "1o": 1, "1ª": 1, "1º": 1, "first": 1, "1st": 1,
    "segunda": 2, "segundo": 2, "2a": 2, "2o": 2, "second": 2, "2nd": 2,
    "terceira": 3, "terceiro": 3, "3a": 3, "3o": 3, "third": 3, "3rd": 3,
    "quarta": 4, "quarto": 4, "4a": 4, "4o": 4, "fourth": 4, "4th": 4,
    "quinta": 5, "quinto": 5, "5a": 5, "5o": 5, "fifth": 5, "5th": 5,
    "sexta": 6, "sexto": 6, "6a": 6, "6o": 6, "sixth": 6, "6th": 6,
    "ultima": -1, "ultimo": -1, "last": -1,
    "penultima": -2, "penultimo": -2,
}
_RUN_NOUN = r"execucao|geracao|saida|rodada|run|output|generation|configuracao|configuration|experimento|experiment"
_SAMPLE_NOUN = r"amostras?|samples?"
_ORD_WORDS = "|".join(sorted((re.escape(w) for w in _ORDINALS), key=len, reverse=True))
# "a terceira execução", "the last run", "a última" (an article before an ordinal alone)
_ORDINAL_RE = re.compile(
    rf"(?<![\w])(?:(?P<art>a|o|na|no|da|do|the|pela|pelo)[ \t]+)?(?P<ord>{_ORD_WORDS})(?![\w])"
    rf"(?:[ \t]+(?P<noun>{_RUN_NOUN}|{_SAMPLE_NOUN})(?![\w]))?")
# what may follow "a última" standing for a run: punctuation, the end, a verb or a linking word
_ALONE = re.compile(r"[ \t]*(?:[^\w\s]|$|\n|(?:foi|era|e|teve|tem|apresentou|gerou|mostrou|produziu|repetiu|"
                    r"variou|was|is|had|showed|produced|repeated|varied|com|with|de|of|and)(?![\w]))")
# "execução 3", "run #2", "amostra 2", "sample 3"
_NUMBERED_RE = re.compile(rf"(?<![\w])(?P<noun>{_RUN_NOUN}|{_SAMPLE_NOUN})[ \t]*(?:n[oº°]\.?[ \t]*|#[ \t]*)?"
                          rf"(?P<n>\d{{1,2}})(?![\w]|[.,]\d)")
_HIGH = r"mais[ \t]+alt[ao]|mais[ \t]+elevad[ao]|maior|maxim[ao]|highest|largest|biggest|higher"
_LOW = r"mais[ \t]+baix[ao]|menor|minim[ao]|lowest|smallest|lower"
# the middle one of three (or of any odd number of values): before the name, or after it
_MID_BEFORE = r"middle|intermediate|medium"
_MID_AFTER = r"do[ \t]+meio|intermediari[ao]|medi[ao]|in[ \t]+the[ \t]+middle"
_PNAMES = r"(?P<param>temperatura|temperature|temp|top[-_ ]?p|nucleo|nucleus|p)"
# "a de temperatura mais alta", "o menor top-p", "highest temperature", "temperatura máxima",
# "a temperatura do meio", "the middle top-p"
_RELATIVE_RE = re.compile(
    rf"(?<![\w])(?:(?P<dir1>{_HIGH}|{_LOW}|{_MID_BEFORE})[ \t]+(?:valor[ \t]+de[ \t]+|value[ \t]+of[ \t]+)?{_PNAMES}"
    rf"|{_PNAMES.replace('param', 'param2')}[ \t]+(?P<dir2>{_HIGH}|{_LOW}|{_MID_AFTER}))(?![\w-])")


# runs named by their character ("a conservadora", "o meio-termo", "a mais criativa"): the lowest,
# middle or highest value of the parameter the runs vary, with an article in front (a name, not a
# general statement such as "temperatura alta deixa o texto mais criativo")
_CHARACTER = {"low": r"conservador[ae]?|conservative|cautelos[ao]|segur[ao]|safe|fri[ao]|coldest|coolest|colder",
              "mid": r"meio[- ]termo|intermediari[ao]|moderad[ao]|equilibrad[ao]|balanced|moderate|mornas?|warm|do[ \t]+meio",
              "high": r"criativ[ao]|creative|ousad[ao]|bold|aleatori[ao]|livre|caotic[ao]|chaotic|quente|hottest|hotter"}
# (fria, quente, coldest, hottest: a temperature's name for its run, as "a conservadora" is; "na mais fria",
# "da morna": the article with its preposition)
_CHARACTER_RE = re.compile(r"(?<![\w])(?:a|o|na|no|da|do|the|in[ \t]+the)[ \t]+(?:(?:do|da|de)[ \t]+)?(?:mais[ \t]+|most[ \t]+)?"
                           r"(?:(?:execucao|run|configuracao)[ \t]+)?"
                           rf"(?:{'|'.join(f'(?P<{k}>{v})' for k, v in _CHARACTER.items())})(?![\w-])")

_NAMES_RUN = re.compile(rf"(?:(?<![\w])(?:a|o|na|no|da|do|pela|pelo)[ \t]+(?:(?:{_RUN_NOUN})[ \t]+)?(?:de|com|do|da)"
                        rf"|(?:{_RUN_NOUN})[ \t]+(?:de|com|do|da|with)|the[ \t]+(?:{_RUN_NOUN})?[ \t]*with(?:[ \t]+the)?"
                        rf"|(?<![\w])(?:a|o|the))[ \t]*$")


def _param_of(word: str) -> str:
    return "temperature" if word.startswith(("temp", "t", "τ")) and not word.startswith("top") else "top_p"


def _value(text: str) -> float:
    return float(text.replace(",", "."))


def runs_of(activity: Any, ids: Sequence[str], runs: dict[str, Any] | None = None) -> list[RunInfo]:
    """The :class:`RunInfo` of an activity's runs ``ids`` (parameters from the activity; sample
    keys from ``runs``, the evidence found in the notebook, when given)."""
    out = []
    named = header_names(runs or {})
    for rid in ids:
        spec = activity.runs[rid]
        params = activity.params(rid)
        values = {name: getattr(params, name) for name in PARAMS
                  if isinstance(getattr(params, name, None), (int, float))
                  and getattr(params, "do_sample", True)}
        keys = tuple(k for k in (runs or {}) if k.startswith(rid + ".") and k[len(rid) + 1:].isdigit())
        keys = tuple(sorted(keys, key=lambda k: int(k.rsplit(".", 1)[1])))
        aliases = tuple(getattr(spec, "aliases", ()) or ()) + ((named[rid],) if rid in named else ())
        out.append(RunInfo(rid, values, aliases, keys))
    return out


# words a header says of every run ("[execução] T=0.2"), never one run's name
_HEADER_WORDS = set(("execucao run saida output amostra sample resultado result texto text prompt modelo model "
                     "temperatura temperature temp top seed semente parte part config configuracao geracao "
                     "generation").split())
_FIRST_WORD = re.compile(r"[\W_]*([^\W\d_]{3,})(?![\w=.])")


def header_names(runs: dict[str, Any]) -> dict[str, str]:
    """The names the notebook itself gives its runs in the headers it prints them under ("[frio] T=0.2
    top_p=0.9", "[morno] T=0.7 ..."): each header's first word, where every printed run's header begins with
    one, no two alike, none an ordinal or a word headers say of any run; else none."""
    headers = {rid: (getattr(getattr(ev, "generation", None), "extra", None) or {}).get("header") or ""
               for rid, ev in runs.items() if "." not in rid}
    headers = {rid: h for rid, h in headers.items() if h.strip()}
    words = {rid: (m.group(1) if (m := _FIRST_WORD.match(h)) else None) for rid, h in headers.items()}
    folded = [_fold(w) for w in words.values() if w]
    if len(words) < 2 or None in words.values() or len(set(folded)) != len(folded) \
            or any(w in _HEADER_WORDS or w in _ORDINALS for w in folded):
        return {}
    return {rid: w for rid, w in words.items() if w}


def _varying(runs: Sequence[RunInfo]) -> list[str]:
    """Parameters whose values tell every run apart."""
    return [name for name in PARAMS
            if all(name in r.params for r in runs) and len({r.params[name] for r in runs}) == len(runs) > 1]


_GAP = r"[ \t_-]+"


_PART_NAMED = re.compile(r"(?<![\w])(?:[Nn][ao]s?|[Dd][ao]s?|[Pp]arte|[Pp]art|[Ii]n)[ \t]+(?:[Pp]arte[ \t]+)?([A-Z])(?![\w])")


def _part_scopes(text: str, folded: str, index: list[int], runs: Sequence[RunInfo]) -> list[tuple[int, int, list]]:
    """(start, end, runs) in ``folded`` for each stretch of ``text`` from where it names a part ("na B", "parte A")
    to where it names the next: the runs of that part (their ids' letter)."""
    parts: dict[str, list] = {}
    for r in runs:
        parts.setdefault(re.sub(r"\d+$", "", r.id), []).append(r)
    marks = [(m.start(), m.group(1)) for m in _PART_NAMED.finditer(text) if m.group(1) in parts]
    if len(parts) < 2 or not marks:
        return []
    where = [next((i for i, o in enumerate(index) if o >= at), len(folded)) for at, _ in marks]
    return [(a, where[k + 1] if k + 1 < len(where) else len(folded), parts[part])
            for k, (a, (_, part)) in enumerate(zip(where, marks))]


_DIGIT_WORDS = ("zero", "um", "dois", "tres", "quatro", "cinco", "seis", "sete", "oito", "nove")
_EN_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_VALUE_IN_WORDS = re.compile(rf"(?<![\w])(zero|uma?|one)[ \t]+(?:virgula|ponto|point)[ \t]+"
                             rf"({'|'.join(dict.fromkeys(_DIGIT_WORDS + _EN_DIGITS))})(?![\w])")


def _values_in_words(folded: str) -> str:
    """A folded text with the parameter values it spells ("zero virgula tres", "one point zero") as digits, padded
    with spaces to their words' length (positions stay those of the text)."""
    def digits(m: re.Match[str]) -> str:
        whole = "0" if m.group(1) == "zero" else "1"
        tenth = _DIGIT_WORDS.index(m.group(2)) if m.group(2) in _DIGIT_WORDS else _EN_DIGITS.index(m.group(2))
        return f"{whole},{tenth}".ljust(len(m.group(0)))
    return _VALUE_IN_WORDS.sub(digits, folded)


def find_refs(text: str, runs: Sequence[RunInfo]) -> list[RunRef]:
    """Every phrase of ``text`` that names runs of ``runs`` (in their order), by position. Phrases
    that overlap keep the longest; parameter values side by side ("temperatura 0.7 e top-p 0.3")
    become one reference to the runs that have them all; a value may be spelled ("zero vírgula três")."""
    folded, index = fold_map(text)
    folded = _values_in_words(folded)
    found: list[tuple[int, int, str, tuple[str, ...], str | None]] = []
    ids = [r.id for r in runs]

    for r in runs:
        for name in (r.id, *r.aliases):
            joined = _GAP.join(re.escape(w) for w in _fold(name).split())  # "step by step" as "step-by-step" too
            pat = rf"(?<![\w.,]){joined}(?![\w]|[.,]\d)"
            for m in re.finditer(pat, folded):
                found.append((m.start(), m.end(), "id", (r.id,), None))
    for name, rx in _PARAM_RE.items():
        for m in rx.finditer(folded):
            v = _value(m.group(1))
            hits = tuple(r.id for r in runs if name in r.params and abs(r.params[name] - v) < 1e-9)
            found.append((m.start(), m.end(), "param", hits, None))
    varying = _varying(runs)
    # (runs of several parts, no parameter telling all apart: "na B, ... o de 0,3": within what names a part,
    # a bare value or a character names that part's run)
    scopes = [(0, len(folded), runs)] if varying else _part_scopes(text, folded, index, runs)
    for lo, hi, group in scopes:
        vary = _varying(group)
        if not vary:
            continue
        for m in _BARE_VALUE.finditer(folded, lo, hi):
            v = _value(m.group(1))
            hits = tuple(r.id for r in group if any(abs(r.params[p] - v) < 1e-9 for p in vary))
            if hits:
                found.append((m.start(), m.end(), "param" if varying else "scoped", hits, None))
    sampled = [r for r in runs if r.samples]
    for m in _ORDINAL_RE.finditer(folded):
        noun = m.group("noun") or ""
        if not noun and not (m.group("art") and _ALONE.match(folded, m.end())):
            continue  # "primeiro" alone is rarely a run ("em primeiro lugar"), nor "a última frase"
        if noun == "rodada" and len(runs) > 1 and all(len(r.samples) >= 2 for r in runs):
            continue  # every run shown in rounds (the cell run again with other seeds): "a segunda rodada" is a round
        n = _ORDINALS[m.group("ord")]
        if re.fullmatch(_SAMPLE_NOUN, noun):
            found.append((m.start(), m.end(), "sample", *_sample(n, sampled, runs, found, m.start())))
        else:
            pick = ids[n - 1] if 0 < n <= len(ids) else ids[n] if -len(ids) <= n < 0 else None
            found.append((m.start(), m.end(), "ordinal", (pick,) if pick else (), None))
    for m in _NUMBERED_RE.finditer(folded):
        n = int(m.group("n"))
        if re.fullmatch(_SAMPLE_NOUN, m.group("noun")):
            found.append((m.start(), m.end(), "sample", *_sample(n, sampled, runs, found, m.start())))
        else:
            found.append((m.start(), m.end(), "ordinal", (ids[n - 1],) if 0 < n <= len(ids) else (), None))
    for m in _RELATIVE_RE.finditer(folded):
        word = m.group("param") or m.group("param2")
        direction = m.group("dir1") or m.group("dir2")
        name = _param_of(word)
        have = [r for r in runs if name in r.params]
        if not have:
            found.append((m.start(), m.end(), "relative", (), None))
            continue
        values = sorted({r.params[name] for r in have})
        if re.fullmatch(_HIGH, direction):
            best = values[-1]
        elif re.fullmatch(_LOW, direction):
            best = values[0]
        else:  # the middle: of an odd number of values, else none
            best = values[len(values) // 2] if len(values) % 2 == 1 and len(values) >= 3 else None
        # "a de temperatura mais alta" names a run; "com temperatura mais alta, o texto varia" may be
        # a general statement: only a choice reads it
        # ... and so does one written as a label ("**Temperatura mais baixa:**", "(maior temperatura)")
        label = re.match(r"[ \t*_]*[:)\]\-–—]", folded[m.end():])
        kind = "relative" if label or _NAMES_RUN.search(folded[max(0, m.start() - 40): m.start()]) \
            else "relative_loose"
        found.append((m.start(), m.end(), kind, tuple(r.id for r in have if r.params[name] == best), None))

    for lo, hi, group in scopes:
        vary = _varying(group)
        if not vary:
            continue
        values = sorted({r.params[vary[0]] for r in group})
        for m in _CHARACTER_RE.finditer(folded, lo, hi):
            where = "low" if m.group("low") else "mid" if m.group("mid") else "high"
            best = values[0] if where == "low" else values[-1] if where == "high" else \
                values[len(values) // 2] if len(values) % 2 == 1 and len(values) >= 3 else None
            found.append((m.start(), m.end(), "relative" if varying else "scoped",
                          tuple(r.id for r in group if best is not None and r.params[vary[0]] == best), None))
    # the longest of overlapping phrases wins
    found.sort(key=lambda f: (f[0], -(f[1] - f[0])))
    kept: list[tuple[int, int, str, tuple[str, ...], str | None]] = []
    for f in found:
        if kept and f[0] < kept[-1][1]:
            continue
        kept.append(f)
    merged: list[list[Any]] = []
    for f in kept:
        prev = merged[-1] if merged else None
        if prev and prev[2] == f[2] == "param" and re.fullmatch(r"[ \t]*(?:,|e|and|com|with|/|;)?[ \t]*",
                                                                  folded[prev[1]:f[0]]):
            both = tuple(r for r in prev[3] if r in f[3])
            if both:
                prev[1], prev[3] = f[1], both
                continue
        merged.append(list(f))
    out = []
    spelled = [(m.start(), m.end()) for m in _VALUE_IN_WORDS.finditer(fold_map(text)[0])]
    for start, end, kind, hits, sample in merged:
        end = next((y for x, y in spelled if x < end <= y), end)  # (a value in words: the ref ends with its words)
        a, b = index[start], index[end - 1] + 1
        out.append(RunRef(a, b, text[a:b], kind, tuple(hits), sample))
    return out


def _sample(n: int, sampled: list[RunInfo], runs: Sequence[RunInfo], before: list, at: int) -> tuple:
    """The run and sample key of "amostra n": of the one run with samples, or of the run named last
    before it."""
    owner = sampled[0] if len(sampled) == 1 else None
    if owner is None:
        named = [f for f in before if f[1] <= at and len(f[3]) == 1]
        last = max(named, key=lambda f: f[1], default=None)
        owner = next((r for r in runs if last and r.id == last[3][0] and r.samples), None)
    if owner is None:
        return (), None
    keys = owner.samples
    pick = keys[n - 1] if 0 < n <= len(keys) else keys[n] if -len(keys) <= n < 0 else None
    return (owner.id,), pick


def _fold(text: str) -> str:
    return fold_map(text)[0]


# "não foi a A2; foi a A1", "A1, e não A2", "em vez da A2": a run named to be set aside; "em parte a A2, mas
# principalmente a A1": the run the answer stresses
_SET_ASIDE = re.compile(r"(?<![\w])(?:nao|not|nem|nunca|never|em vez d[aoe]s?|ao inves d[aoe]s?|instead of|rather than)"
                        r"(?:[ \t]+(?:foi|era|e|is|was|a|o|as|os|the|pela|pelo|com|na|no))*[ \t]*$")
_STRESSED = re.compile(r"(?<![\w])(?:principalmente|sobretudo|mainly|mostly|above all|acima de tudo)"
                       r"(?:[ \t]+(?:foi|era|e|is|was|a|o|the|pela|pelo|na|no))*[ \t]*$")


# the student taking back what came before ("corrigindo:", "quer dizer", "pensando melhor")
_CORRECTED = re.compile(r"(?<![^\W_])(?:quer dizer|ou melhor|melhor dizendo|corrigindo|corrijo|correcao|pensando melhor|"
                        r"retificando|i mean|or rather|correction|on second thought)(?![^\W_])[\W_]*")


_SUPERLATIVE = re.compile(r"(?<![\w])(?:[oa]s?|the) (?:mais|menos|most|least) \w+")


_SENTENCE_END = re.compile(r"[.;!?](?=\s|$)|\n")


def _sentence_at(folded: str, index: list[int], at: int) -> str:
    """The sentence of ``folded`` that holds the original text's offset ``at``."""
    k = next((i for i, o in enumerate(index) if o >= at), len(folded))
    stops = [m.end() for m in _SENTENCE_END.finditer(folded)]  # (not the point of "0.3")
    return folded[max((e for e in stops if e <= k), default=0):min((e for e in stops if e > k), default=len(folded))]


def chosen(text: str, runs: Sequence[RunInfo]) -> RunRef | None:
    """The first reference that names a single run (students lead with their choice), unless the answer sets it
    aside ("não foi a A2; foi a A1") or stresses another ("em parte a A2, mas principalmente a A1"); None where
    every run it names is set aside."""
    refs = [r for r in find_refs(text, runs) if r.resolved]

    def before(r: RunRef) -> str:
        return fold_map(text[max(0, r.start - 40):r.start])[0]

    folded, index = fold_map(text)
    fixed = [m.end() for m in _CORRECTED.finditer(folded)]
    if fixed and index and any(r.start >= index[min(fixed[-1], len(index) - 1)] for r in refs):
        # "Primeiro eu ia responder B2; corrigindo: ... foi o B1": the student's own correction is the choice
        refs = [r for r in refs if r.start >= index[min(fixed[-1], len(index) - 1)]]
        # (what follows a correction may first say why, "o B2 não repete nada", then which: "o mais repetitivo
        # foi o B1"; the sentence that says which is the one with the superlative)
        cue = [r for r in refs if _SUPERLATIVE.search(_sentence_at(folded, index, r.start))]
        refs = cue or refs
    stressed = [r for r in refs if _STRESSED.search(before(r))]
    kept = [r for r in refs if not _SET_ASIDE.search(before(r))]
    return (stressed or kept or [None])[0]


def unresolved(refs: Iterable[RunRef]) -> list[RunRef]:
    """References that name no run or several (a value no run has; "top-p 0.9" over A1–A3)."""
    return [r for r in refs if not r.resolved]


# -- which run each quote is said to come from ----------------------------------------------------


@dataclass(frozen=True)
class Attribution:
    """The runs an answer says a quote comes from (empty: it names none), in the answer's words."""

    quote: str
    runs: tuple[str, ...]
    named: str = ""  # the phrases that name them ("temperatura 0.2", "A1")
    samples: tuple[str, ...] = ()  # sample keys when a sample number is named
    # named only by an ordinal over runs of several parts ("first run" among A1-B3): first of which
    # runs is the reader's guess ("in both runs of part B (first run: ...)"), not the answer's word
    lossy: bool = False


# between a quote and a label written after it: "...” (A1)", "...” — temperatura 1.0"
_AFTER_GAP = re.compile(r"[ \t\"'”’»`*_]*[(\[\-–—,:]?[ \t*_]*(?:(?:na|no|da|do|em|in|from|de)[ \t]+)?"
                        r"(?:(?:execucao|run|saida|output)[ \t]+)?[ \t*_]*$")
_AFTER_MARK = re.compile(r"^[ \t\"'”’»`*_.,]*[(\[\-–—][ \t*_]*(?:(?:na|no|da|do|em|in|from|de)[ \t]+)?"
                         r"(?:(?:execucao|run|saida|output)[ \t]+)?[ \t*_]*$")
_CLAUSE_END = re.compile(r"[.;!?](?=\s)|\n")
# kinds that say where a quote comes from ("relative_loose" may be a general statement)
ATTRIBUTING = ("id", "param", "ordinal", "relative", "sample")
# a run named within the part a sentence names ("na B, o de 0,3"): a reference to it, read through the part's
# scope, so it ties an answer to its runs but places no quote (an accusation needs the student's own naming)
SCOPED = ("scoped",)


def _quote_span(text: str, quote: str, start: int) -> tuple[int, int] | None:
    first = next((line.strip() for line in quote.splitlines() if line.strip()), "")
    if not first:
        return None
    at = text.find(first[:40], start)
    if at < 0:
        return None
    last = next((line.strip() for line in reversed(quote.splitlines()) if line.strip()), first)
    end = text.find(last[-40:], at)
    return at, (end + len(last[-40:])) if end >= 0 else at + len(first)


_COUNTS_BACK = re.compile(r"ultim|last|penult")


def _may_count_in_part(ref: RunRef, runs: Sequence[RunInfo]) -> bool:
    """Whether an ordinal may count one part's runs instead of all of them: "the last" or "the second"
    may ("second of part B"), "the fifth" among parts of three may not."""
    if not ref.runs or _COUNTS_BACK.search(_fold(ref.text)):
        return True
    part_sizes = Counter(re.sub(r"\d+$", "", r.id) for r in runs)
    ids = [r.id for r in runs]
    return ids.index(ref.runs[0]) < max(part_sizes.values())


def attribute(text: str, quotes: Sequence[str], runs: Sequence[RunInfo]) -> list[Attribution]:
    """For each quote, the runs the answer names as its source: the run references between the
    previous quote and this one (several runs named there: any of them), else a label right after
    it on its line ("“...” (A1)"). A label taken by a quote is not read again by the next."""
    refs = [r for r in find_refs(text, runs) if r.kind in ATTRIBUTING and r.runs]
    parts = {re.sub(r"\d+$", "", r.id) for r in runs}
    out: list[Attribution] = []
    cursor = 0
    for quote in quotes:
        span = _quote_span(text, quote, cursor)
        if span is None:
            out.append(Attribution(quote, ()))
            continue
        qs, qe = span
        before = [r for r in refs if cursor <= r.start and r.end <= qs]
        nxt = min((s for s in (_quote_span(text, q, qe) for q in quotes[len(out) + 1:]) if s), default=None)
        limit = text.find("\n", qe)
        limit = len(text) if limit < 0 else limit
        if nxt is not None:
            limit = min(limit, nxt[0])
        # the clause the quote stands in names its source ("A1 repete; com temperatura 1.0 veio “...”"),
        # else anything named since the previous quote
        clause = max([cursor] + [m.end() for m in _CLAUSE_END.finditer(text, cursor, qs)])
        chosen_refs = [r for r in before if r.start >= clause]
        if not chosen_refs and not _BARE_VALUE.search(text[clause:qs]):  # "0.6", not "B.2"
            chosen_refs = before  # a value in the quote's own clause ("; com 0.6 foi para “...”") that
            # names no run readably is the student's own reference: never replaced by an earlier clause's
        cursor = qe
        after = [r for r in refs if qe <= r.start and r.end <= limit and r.start - qe <= 60]
        bracketed = bool(after) and re.search(r"[(\[][^()\[\]]*$", text[qe:after[0].start]) is not None \
            and re.match(r"[^()\[\]\n]*[)\]]", text[after[0].end:]) is not None
        # ("— A morna (0.7): “...”": a label's parameters in brackets before its colon)
        if after and not bracketed and (re.match(r"[ \t*_]*[)\]]?[ \t*_]*(?:\([^()\n]{0,40}\)[ \t*_]*)?[:=]",
                                                 text[after[0].end:])
                                        or (nxt is not None and nxt[0] - after[0].end < 8)):
            after = []  # "“...” — A2: “...”": the label of the next quote
        if after:
            gap = _fold(text[qe:after[0].start])
            # a label in brackets or after a dash right behind the quote is its source ("“...” (A3)"),
            # and with nothing named before the quote, one after it with only connectors between
            # ("“...” na A3"): never across a sentence end ("“...”. Com 0.9 ...")
            if _AFTER_MARK.search(gap) or (not before and _AFTER_GAP.match(gap)):
                chosen_refs = [after[0]]
                cursor = after[0].end
        names = tuple(dict.fromkeys(rid for r in chosen_refs for rid in r.runs))
        samples = tuple(r.sample for r in chosen_refs if r.sample)
        lossy = bool(chosen_refs) and all(r.kind == "ordinal" and _may_count_in_part(r, runs) for r in chosen_refs) \
            and len(parts) > 1
        out.append(Attribution(quote, names, ", ".join(r.text for r in chosen_refs), samples, lossy))
    return out
