"""grader.reading.run_refs: which run an answer's words point at (issue 21, item 3).

Phrasings are generated (Hypothesis) over generated sets of runs, so the referent is known by
construction: ids, parameter values (alone or together), ordinals, relatives, sample numbers, in
Portuguese and English, inside sentences; and which run each quote of an answer is said to come
from, with the label before or after the quote.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grader.reading.run_refs import ATTRIBUTING, RunInfo, attribute, chosen, find_refs, unresolved

A = [RunInfo("A1", {"temperature": 0.2, "top_p": 0.9}), RunInfo("A2", {"temperature": 0.7, "top_p": 0.9}),
     RunInfo("A3", {"temperature": 1.0, "top_p": 0.9})]
B = [RunInfo("B1", {"temperature": 0.7, "top_p": 0.3}), RunInfo("B2", {"temperature": 0.7, "top_p": 0.6}),
     RunInfo("B3", {"temperature": 0.7, "top_p": 0.9})]

ORD_PT = ["primeira", "segunda", "terceira", "quarta", "quinta", "sexta"]
ORD_EN = ["first", "second", "third", "fourth", "fifth", "sixth"]
VALUES = [0.1, 0.2, 0.3, 0.5, 0.6, 0.7, 0.9, 1.0, 1.2, 1.5]
PREFIX = ["", "Acho que ", "Na minha opinião, ", "I think ", "Resposta: "]
SUFFIX = ["", " foi a mais repetitiva.", " repetiu mais.", " was the most varied.", ":", " (ver acima)"]


def _say(v: float, comma: bool) -> str:
    text = f"{v:g}" if v != int(v) else f"{v:.1f}"
    return text.replace(".", ",") if comma else text


@st.composite
def universes(draw):
    n = draw(st.integers(2, 6))
    temps = draw(st.lists(st.sampled_from(VALUES), min_size=n, max_size=n))
    tops = draw(st.lists(st.sampled_from([0.3, 0.5, 0.6, 0.8, 0.9, 0.95]), min_size=n, max_size=n))
    letter = draw(st.sampled_from("ABCPR"))
    return [RunInfo(f"{letter}{i + 1}", {"temperature": t, "top_p": p}) for i, (t, p) in enumerate(zip(temps, tops))]


@st.composite
def references(draw):
    """(runs, phrase, expected run): a phrase that names exactly one run, by construction."""
    runs = draw(universes())
    n = len(runs)
    kind = draw(st.sampled_from(["id", "param", "pair", "ordinal", "relative"]))
    comma = draw(st.booleans())
    if kind == "id":
        r = draw(st.sampled_from(runs))
        phrase = draw(st.sampled_from(["{id}", "a execução {id}", "run {id}", "na {id}", "**{id}**"])).format(id=r.id)
        return runs, phrase, r.id
    if kind == "param":
        name = draw(st.sampled_from(["temperature", "top_p"]))
        unique = [r for r in runs if sum(o.params[name] == r.params[name] for o in runs) == 1]
        if not unique:
            return runs, runs[0].id, runs[0].id
        r = draw(st.sampled_from(unique))
        v = _say(r.params[name], comma)
        words = (["temperatura {v}", "T={v}", "temp = {v}", "temperature of {v}", "com temperatura {v}",
                  "temperatura de {v}"] if name == "temperature"
                 else ["top-p {v}", "top_p = {v}", "top-p={v}", "p={v}", "com top-p {v}", "nucleus {v}"])
        return runs, draw(st.sampled_from(words)).format(v=v), r.id
    if kind == "pair":
        unique = [r for r in runs if sum(o.params == r.params for o in runs) == 1]
        if not unique:
            return runs, runs[-1].id, runs[-1].id
        r = draw(st.sampled_from(unique))
        t, p = _say(r.params["temperature"], comma), _say(r.params["top_p"], comma)
        form = draw(st.sampled_from(["temperatura {t} e top-p {p}", "T={t}, p={p}", "top-p {p} com temperatura {t}",
                                     "temperature {t} and top-p {p}"]))
        return runs, form.format(t=t, p=p), r.id
    if kind == "ordinal":
        k = draw(st.integers(0, n - 1))
        forms = [f"a {ORD_PT[k]} execução", f"the {ORD_EN[k]} run", f"execução {k + 1}", f"run #{k + 1}",
                 f"a {ORD_PT[k]} saída"]
        if k == n - 1:
            forms += ["a última", "a última execução", "the last run"]
        return runs, draw(st.sampled_from(forms)), runs[k].id
    name = draw(st.sampled_from(["temperature", "top_p"]))
    high = draw(st.booleans())
    best = (max if high else min)(r.params[name] for r in runs)
    winners = [r for r in runs if r.params[name] == best]
    if len(winners) != 1:
        return runs, runs[0].id, runs[0].id
    word = "temperatura" if name == "temperature" else "top-p"
    forms = ([f"a de {word} mais {'alta' if name == 'temperature' else 'alto'}" if high else
              f"a de {word} mais {'baixa' if name == 'temperature' else 'baixo'}",
              f"a execução com {'maior' if high else 'menor'} {word}",
              f"o {'maior' if high else 'menor'} {word}" if name == "top_p" else f"a {'maior' if high else 'menor'} {word}",
              f"the run with the {'highest' if high else 'lowest'} {'temperature' if name == 'temperature' else 'top-p'}"])
    return runs, draw(st.sampled_from(forms)), winners[0].id


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(references(), st.sampled_from(PREFIX), st.sampled_from(SUFFIX))
def test_a_phrase_that_names_one_run_resolves_to_it(ref, prefix, suffix):
    runs, phrase, expected = ref
    text = prefix + phrase + suffix
    named = [r for r in find_refs(text, runs) if r.kind in ATTRIBUTING]
    assert [r.resolved for r in named] == [expected], (text, named)
    assert chosen(text, runs).resolved == expected


@settings(max_examples=200, deadline=None)
@given(universes(), st.data())
def test_each_quote_is_tied_to_the_run_its_label_names(runs, data):
    """Label before ("A1: “...”", "Com temperatura 0.2: “...”") or after ("“...” (A1)"), one per quote."""
    picks = data.draw(st.lists(st.sampled_from(runs), min_size=1, max_size=4))
    after = data.draw(st.booleans())
    parts, quotes = [], []
    for k, r in enumerate(picks):
        quote = f"palavra{k} texto gerado numero {k} aqui"
        quotes.append(quote)
        label = data.draw(st.sampled_from(["{id}", "Na {id}", "Execução {id}", "**{id}**"])).format(id=r.id)
        sep = data.draw(st.sampled_from(["\n", " ", "\n\n"]))
        parts.append(f"\"{quote}\" ({label})" if after else f"{label}: \"{quote}\"")
        parts.append(sep)
    found = attribute("".join(parts), quotes, runs)
    assert [a.runs for a in found] == [(r.id,) for r in picks]


def test_ambiguous_and_unknown_values_are_not_resolved():
    assert [r.runs for r in find_refs("top-p 0.9", A)] == [("A1", "A2", "A3")]
    refs = find_refs("a de temperatura 0.5", A)
    assert [r.runs for r in refs] == [()] and unresolved(refs) == refs
    assert chosen("temperatura 0.5", A) is None


def test_words_that_only_look_like_references_are_not_runs():
    for text in ["a última frase repetiu", "no final do texto", "em primeiro lugar", "2 a 3 linhas",
                 "A.1 e A.2 são perguntas", "a1b2"]:
        assert [r for r in find_refs(text, A) if r.kind in ATTRIBUTING] == [], text
    # a general statement is read only for a choice, never as a quote's source
    assert [r.kind for r in find_refs("Com temperatura mais alta o texto varia", A)] == ["relative_loose"]


def test_values_side_by_side_narrow_the_runs_down_and_the_universe_matters():
    assert [r.runs for r in find_refs("temperatura 0.7 e top-p 0.3", A + B)] == [("B1",)]
    assert [r.runs for r in find_refs("temperatura 0.7", A + B)] == [("A2", "B1", "B2", "B3")]
    assert chosen("o menor top-p", B).resolved == "B1" and chosen("a de temperatura mais alta", A + B).resolved == "A3"
    assert chosen("0,2", A).resolved == "A1"  # one parameter tells A1–A3 apart: the value alone names the run
    assert chosen("0.9", A) is None  # ... but not a value they all share


def test_sample_numbers_name_the_sample_of_the_run_with_samples():
    runs = [RunInfo("ZS"), RunInfo("SC", {}, (), ("SC.1", "SC.2", "SC.3"))]
    refs = find_refs("Na amostra 2 o rótulo mudou; a terceira amostra também.", runs)
    assert [(r.kind, r.runs, r.sample) for r in refs] == [("sample", ("SC",), "SC.2"), ("sample", ("SC",), "SC.3")]
    assert [r.runs for r in find_refs("amostra 9", runs)] == [("SC",)]
    assert find_refs("amostra 9", runs)[0].sample is None


def test_english_and_accents():
    assert chosen("The third run repeated the most", A).resolved == "A3"
    assert chosen("Na ÚLTIMA EXECUÇÃO houve mais variação", A).resolved == "A3"
    assert chosen("a execucao com maior temperatura", A).resolved == "A3"


def test_a_relative_written_as_a_label_names_the_quotes_run():
    assert [r.kind for r in find_refs("**Temperatura mais baixa:**", A)] == ["relative"]
    assert [r.kind for r in find_refs("(maior temperatura)", A)] == ["relative"]
    assert [r.kind for r in find_refs("Temperatura mais alta gera variedade", A)] == ["relative_loose"]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(universes(), st.sampled_from(["temperature", "top_p"]), st.data())
def test_the_middle_value_names_the_run_that_has_it(runs, name, data):
    """"a temperatura do meio", "o top-p intermediário", "the middle top-p": the run with the median
    of an odd number of distinct values (three runs: the one between the others); with an even
    number, or the median shared by several runs, no single run."""
    values = sorted({r.params[name] for r in runs})
    word = "temperatura" if name == "temperature" else "top-p"
    form = data.draw(st.sampled_from([
        f"a {word} do meio", f"a execução com {word} intermediária" if name == "temperature" else
        f"o {word} intermediário", f"a de {word} média" if name == "temperature" else f"o {word} médio",
        f"the middle {'temperature' if name == 'temperature' else 'top-p'}",
        f"the run with the medium {'temperature' if name == 'temperature' else 'top-p'}"]))
    text = data.draw(st.sampled_from(PREFIX)) + form + data.draw(st.sampled_from(SUFFIX))
    mid = values[len(values) // 2] if len(values) % 2 == 1 and len(values) >= 3 else None
    owners = tuple(r.id for r in runs if r.params[name] == mid)
    refs = [r for r in find_refs(text, runs) if r.kind in ATTRIBUTING + ("relative_loose",)]
    assert [r.runs for r in refs] == [owners], (text, runs)
    assert (chosen(text, runs).resolved if chosen(text, runs) else None) == (owners[0] if len(owners) == 1 else None)


def test_the_middle_run_of_the_course_parts():
    assert chosen("A temperatura do meio foi a mais variada.", A).resolved == "A2"
    assert chosen("The middle top-p.", B).resolved == "B2"
    assert chosen("o top-p intermediário", B).resolved == "B2"
    # a label names the quote's run: "**O top-p do meio:** “...”"
    found = attribute("**O top-p do meio:**\n\n> palavra texto gerado aqui", ["palavra texto gerado aqui"], B)
    assert [a.runs for a in found] == [("B2",)]


def test_a_run_named_by_its_character_is_the_lowest_middle_or_highest_of_what_the_runs_vary():
    assert chosen("A mais repetitiva foi a conservadora 👉 quase não saiu do tema.", A).resolved == "A1"
    assert chosen("O meio-termo variou mais de tema.", A).resolved == "A2"
    assert chosen("a do meio-termo 🌈: começa em machine learning", A).resolved == "A2"
    assert chosen("Foi a mais criativa, sem dúvida.", A).resolved == "A3"
    assert chosen("the most creative run drifted most", A).resolved == "A3"
    # a temperature's own names (red team batch 5, tp53: "The coldest one. It keeps going around...")
    assert chosen("The coldest one. It keeps going around the same words.", A).resolved == "A1"
    assert chosen("A mais fria, que repete tudo.", A).resolved == "A1"
    assert chosen("a mais quente variou de assunto", A).resolved == "A3"
    # with the article's preposition (red team batch 6, tp61: "Na mais fria. Ela vira uma lista...")
    assert chosen("Na mais fria. Ela vira uma lista de itens.", A).resolved == "A1"
    assert chosen("Na morna, não na mais quente.", A).resolved == "A2"
    assert chosen("in the coldest run the bullets repeat", A).resolved == "A1"
    # a statement about temperature in general names no run
    assert chosen("temperatura alta deixa o texto mais criativo", A) is None
    assert chosen("com temperatura mais quente o texto varia", A) is None


def test_a_label_with_its_parameters_before_its_colon_heads_the_next_quote_not_the_one_before():
    """Red team batch 6 (tp61): 'A mais fria (0.2): "q1" e "q2" — A morna (0.7): "q3"': "A morna (0.7):"
    labels q3; taking it as q2's source made a true excerpt a false attribution."""
    text = ('A mais fria (0.2): "models that can be used" e "designed to analyze systems" — A morna (0.7): '
            '"a key aspect of adaptability" — A mais quente (1.0): "capture data from channels".')
    quotes = ["models that can be used", "designed to analyze systems", "a key aspect of adaptability",
              "capture data from channels"]
    assert [a.runs for a in attribute(text, quotes, A)] == [("A1",), (), ("A2",), ("A3",)]


def test_a_label_after_a_quote_is_its_source_only_within_the_sentence():
    """Red team batch 3 (tp31): "… volta pro "X". Com 0.9 a massa …" — the 0.9 of the next sentence
    is about another run; reading it as the quote's source made a true quote a false attribution."""
    runs = [RunInfo(r, {"temperature": 0.7, "top_p": p}) for r, p in (("B1", 0.3), ("B2", 0.6), ("B3", 0.9))]
    text = ('Com p=0.3 sobra pouco, então depois de "can be used to" o modelo volta pro "predict the behavior of". '
            'Com 0.9 a massa inclui mais candidatos.')
    found = attribute(text, ["can be used to", "predict the behavior of"], runs)
    assert [a.runs for a in found] == [("B1",), ()]
    # within the sentence, after connectors only, the label still names the source
    found = attribute('"can be used to" na B2 aparece logo no começo; depois "predict the behavior of" (B3).',
                      ["can be used to", "predict the behavior of"], runs)
    assert [a.runs for a in found] == [("B2",), ("B3",)]
