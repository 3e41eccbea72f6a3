"""measures: repetition, diversity and numbers, on literal strings and on the course's real
notebook outputs (observed-outputs.json), where they must rank runs the way a reader would."""

from __future__ import annotations

from statistics import mean

import pytest
from course_data import observed_experiments

from grader.modelling.measures import (
    compression_ratio,
    distinct_n,
    final_number,
    numbers_in,
    rank_by,
    repetition_rate,
    words,
)

LOOP_PHRASE = "A model that is not part of the game"


def samples(experiment: str, **params) -> list[dict]:
    found = [e for e in observed_experiments() if e["experiment"] == experiment and "raw" in e
             and all(e["params"].get(k) == v for k, v in params.items())]
    assert found, f"no {experiment} samples with {params} in observed-outputs.json"
    return found


def sweeps(experiment: str, key: str) -> list[list[dict]]:
    """The experiment's samples split into notebook sweeps: the swept parameter restarts low."""
    groups: list[list[dict]] = []
    for e in samples(experiment):
        if not groups or e["params"][key] < groups[-1][-1]["params"][key]:
            groups.append([])
        groups[-1].append(e)
    return groups


def mean_of(measure, group: list[dict]) -> float:
    return mean(measure(e["raw"]) for e in group)


# --- words --------------------------------------------------------------------------------

def test_words():
    assert words("Não é 58.5, isn't it? Python3 e 50,000 \x1b[1;36m27\x1b[0m") == \
        ["não", "é", "58.5", "isn't", "it", "python3", "e", "50,000", "27"]
    assert words("") == [] and words("-- // ;") == []


def test_words_ignore_colour_codes_in_real_outputs():
    for e in observed_experiments():
        if "raw" in e:
            assert words(e["raw"]) == words(e["text"])


# --- repetition_rate / distinct_n / compression_ratio -------------------------------------

def test_repetition_rate_literal():
    assert repetition_rate("one two three four five six") == 0.0
    assert repetition_rate("a b c a b c a b c") == pytest.approx(4 / 7)  # abc bca cab abc bca cab abc
    assert repetition_rate("go " * 200) == pytest.approx(197 / 198)
    assert repetition_rate("a b c", n=3) == 0.0  # fewer than n+1 words: no verdict
    assert repetition_rate("a a", n=1) == 0.5
    assert repetition_rate("x y x y x y", n=2) > repetition_rate("x y z w v u", n=2)


def test_distinct_n_literal():
    assert distinct_n("one two three four") == 1.0
    assert distinct_n("a b a b a b") == pytest.approx(2 / 5)  # ab ba ab ba ab
    assert distinct_n("word") == 0.0 and distinct_n("") == 0.0


def test_compression_ratio_literal():
    loop = "The following table lists the properties of the following objects. " * 6
    varied = ("Transformers are capable of moving with a single, powerful arm. They can also drive, "
              "accelerate and manipulate objects; with some technology they act as vehicles.")
    assert compression_ratio(loop) > 3 > compression_ratio(varied)
    assert compression_ratio("") == 0.0
    # Rich's wrapping and colours do not change it.
    assert compression_ratio("a b \x1b[1;36m1\x1b[0m \nc") == compression_ratio("a b 1 c")


def test_low_temperature_repeats_more_than_high_temperature():
    cold, hot = samples("temperature", temperature=0.2), samples("temperature", temperature=1.0)
    warm = samples("temperature", temperature=0.7)
    rep = [mean_of(repetition_rate, g) for g in (cold, warm, hot)]
    assert rep[0] > rep[1] > rep[2]
    assert rep[0] > 0.3 and rep[2] < 0.05  # measured 0.41 / 0.11 / 0.004
    div = [mean_of(distinct_n, g) for g in (cold, warm, hot)]
    assert div[0] < div[1] < div[2]
    assert mean_of(compression_ratio, cold) > mean_of(compression_ratio, hot)


def test_low_top_p_repeats_more_than_high_top_p():
    low, mid, high = (samples("top_p", top_p=p) for p in (0.3, 0.6, 0.9))
    rep = [mean_of(repetition_rate, g) for g in (low, mid, high)]
    assert rep[0] > rep[1] > rep[2]  # measured 0.46 / 0.21 / 0.07
    div = [mean_of(distinct_n, g) for g in (low, mid, high)]
    assert div[0] < div[1] < div[2]
    assert mean_of(compression_ratio, low) > mean_of(compression_ratio, high)


def test_the_game_loop_is_the_most_repetitive_of_its_sweep():
    groups = sweeps("top_p", "top_p")
    assert [len(g) for g in groups] == [6, 6]
    loop = next(e for e in samples("top_p", top_p=0.3) if LOOP_PHRASE in e["text"])
    group = next(g for g in groups if loop in g)
    rates = {e["text"]: repetition_rate(e["raw"]) for e in group}
    assert max(rates, key=rates.get) == loop["text"]
    assert rates[loop["text"]] > 0.6
    # Across both sweeps it shares the top with the other looping p=0.3 sample ("... Star Wars:
    # The Old Republic, and is based on ..." x4), which a reader would call just as loopy.
    everyone = sorted(samples("top_p"), key=lambda e: repetition_rate(e["raw"]), reverse=True)
    top_two = [e["text"] for e in everyone[:2]]
    assert loop["text"] in top_two and any("Star Wars" in t for t in top_two)
    assert all(e["params"]["top_p"] == 0.3 for e in everyone[:2])


def test_rank_by_orders_a_students_runs_like_a_reader():
    first = sweeps("temperature", "temperature")[0]
    runs = {"A1": first[0]["raw"], "A2": first[2]["raw"], "A3": first[4]["raw"]}
    assert [first[i]["params"]["temperature"] for i in (0, 2, 4)] == [0.2, 0.7, 1.0]
    assert rank_by(repetition_rate, runs) == ["A1", "A2", "A3"]
    assert rank_by(distinct_n, runs) == ["A3", "A2", "A1"]


def test_rank_by_literal_ties_by_key():
    texts = {"b": "x", "a": "xx", "c": "xx", "d": ""}
    assert rank_by(len, texts) == ["a", "c", "b", "d"]
    assert rank_by(len, {}) == []


# --- numbers ------------------------------------------------------------------------------

def test_numbers_in_literal():
    assert numbers_in("85, 58.5 e 27,5; total 50,000 ou -3") == [85, 58.5, 27.5, 50000, -3]
    assert numbers_in("the 27th day, python3.3, v1.2.3, A1 and x2") == []
    assert numbers_in("61.5 - 30 = 31.5%. Step 1:") == [61.5, 30, 31.5, 1]
    assert numbers_in("no numbers here") == []


def test_numbers_in_real_outputs_ignore_colour_codes():
    for e in observed_experiments():
        if "raw" in e:
            assert numbers_in(e["raw"]) == numbers_in(e["text"])  # "\x1b[1;36m" is not 1 and 36
    direct = next(e for e in samples("chain_of_thought_direct") if "27th" in e["text"])
    assert numbers_in(direct["raw"]) == [27, 58]  # the prompt's numbers; "27th" is a word
    brain = next(e for e in samples("top_p") if "neurons" in e["text"])
    assert numbers_in(brain["raw"]) == [100, 50000, 4.5, 50000]


@pytest.mark.parametrize("text, expected", [
    ("27 + 58 = 85", 85),
    ("So we have 28 plus 58.", 58),
    ("58.5% = 29.9%", 29.9),
    ("a resposta é 85.", 85),
    ("The answer is 85, not 58.", 85),
    ("Resposta final: 85", 85),
    ("What is 27 + 58?", 58),  # "is 27" is an operand, not an answer
    ("Não sei.", None),
    ("", None),
])
def test_final_number(text, expected):
    assert final_number(text) == expected


def test_final_number_on_real_chain_of_thought_outputs():
    by_start = {e["text"][:40]: e for e in samples("chain_of_thought_steps")}
    percent = next(e for k, e in by_start.items() if k.startswith("Solve step by step: 27 + 58.5%"))
    assert final_number(percent["raw"]) == 29.9
    loop = next(e for e in samples("chain_of_thought_direct") if "So we have 28 plus 58" in e["text"])
    assert final_number(loop["raw"]) == 28  # it ends "... plus 28 plus 28"
    assert final_number(loop["raw"]) != 85
