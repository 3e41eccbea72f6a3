"""Claims read by their role (issue item 4).

- B.2 "uma frase ou padrão que se repetiu ou quase se repetiu": a quote nearly repeats when, at
  another place of the same output, at least 5 consecutive words of it and at least half of its
  words recur (in order); the feedback shows both places.
- T.4: the vote is the label the answer states as the vote, not the first label word in it;
  numbers beside labels are read as counts.
- T.4 ties: graded by the course's ``Counter(labels).most_common(1)[0][0]`` (the label seen first
  wins) when the notebook's code for the SC run is that code, else by the starter's rule (a tie
  gives INDETERMINADO); the feedback names the rule.

Each claim in both directions, through the whole pipeline (a fake verifier stands in for the
model), plus the pure measures and the ``ast`` reading of the notebook's vote code.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from pathlib import Path

import nbformat
import pytest
from course_data import observed_experiments
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.checks.voting import vote_tie_rule
from grader.core.records import GENERATION_MIME, ProvenanceResult, Status, Verdict
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.modelling.measures import majority_vote, near_repeat

ROOT = Path(__file__).resolve().parents[1]
LABELS = ["POSITIVO", "NEGATIVO"]


class FakeVerifier:
    """Greedy runs must be ``greedy[prompt]``; sampled runs are genuine."""

    def __init__(self, greedy: dict[str, str] | None = None):
        self.greedy = greedy or {}

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        bad, details = False, {}
        if not params.do_sample:
            expected = self.greedy.get(prompt, text)
            bad, details = text.strip() != expected.strip(), {"expected_text": expected}
        return ProvenanceResult(
            verdict=Verdict.INCONSISTENT if bad else Verdict.CONSISTENT, params=params, top_k_used=50,
            tokens=(), first_violation=None, message="no" if bad else "ok", method="fake", dtype="float32",
            tolerance=0.01, details=details)


def build(tmp_path: Path, activity, outputs: dict, answers: dict, code: dict | None = None,
          extra_cells: list | None = None) -> Path:
    """A notebook: one tagged cell per run (``code[run]`` its source; ``outputs[run]`` a text or a
    list of samples, each with its generation record), ``extra_cells`` after the runs, then the
    answers in their tagged cells."""
    cells = [new_code_cell('MODEL_NAME = "gpt2"', metadata={"tags": ["parameters"]})]
    for run in activity.runs:
        p = activity.params(run)
        prompt = activity.prompt_for(run)
        params = {"do_sample": p.do_sample, "temperature": p.temperature, "top_p": p.top_p, "top_k": None,
                  "max_new_tokens": p.max_new_tokens}
        source = (code or {}).get(run, f'generate(model, tokenizer, prompt, run="{run}")')
        cell = new_code_cell(source, metadata={"tags": [f"run-{run}"]})
        texts = outputs.get(run)
        for text in ([texts] if isinstance(texts, str) else texts or []):
            record = {"format": 1, "run": run, "prompt": prompt, "text": text, "token_ids": None,
                      "params": params, "seed": None, "model": "smollm2-135m", "dtype": "float32",
                      "device": "cpu", "versions": {}}
            cell.outputs += [new_output("stream", name="stdout", text=text + "\n"),
                             new_output("display_data", data={GENERATION_MIME: record, "text/plain": "[registro]"})]
        cells.append(cell)
    cells += extra_cells or []
    for q in activity.questions:
        cells.append(new_markdown_cell(f"### {q.id}", metadata={"tags": [f"question-{q.id}"]}))
        cells.append(new_markdown_cell(answers.get(q.id, "_Sua resposta aqui._"), metadata={"tags": [q.cell]}))
    path = tmp_path / "student.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    return path


def grade(tmp_path, activity_id, outputs, answers, lang="pt", **kw):
    activity, rubric = load_specs(activity_id)
    greedy = {activity.prompt_for(r): outputs[r] for r in activity.runs
              if not activity.params(r).do_sample and isinstance(outputs.get(r), str)}
    setup = Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(greedy), lang=lang,
                  execute=False)
    path = build(tmp_path, activity, outputs, answers, **kw)
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}


def observed(experiment: str, **params) -> list[dict]:
    return [e for e in observed_experiments() if e["experiment"] == experiment
            and all(e["params"].get(k) == v for k, v in params.items())]


def continuation(e: dict) -> str:
    """What the model generated: the raw print (rich's wrapping kept) without the prompt."""
    raw = e["raw"]
    assert raw.startswith(e["prompt"])
    return raw[len(e["prompt"]):]


# -- B.2: "quase se repetiu" ----------------------------------------------------------------------

# The course's real top-p 0.6 sample (B2's parameters): "The model can be used in a variety of
# different ways, such as as a vehicle, a house, or a building." occurs once; its first fifteen
# words recur at the end of the output, and most of it in the sentence before.
VARIETY = next(e for e in observed("top_p", top_p=0.6) if "such as as a vehicle" in e["text"])
VARIETY_QUOTE = "The model can be used in a variety of different ways, such as as a vehicle, a house, or a building."
# The course's real top-p 0.9 sample (B3's parameters): only "in the movie" comes back.
MOVIE = next(e for e in observed("top_p", top_p=0.9) if "in the movie" in e["text"])
MOVIE_QUOTE = "So in the movie, the main character is a robot called the"

B_OUTPUTS = {
    "A1": " are used to build a model. " + "The model is used to build a model. " * 6,
    "A2": " can be used in many ways. For example, a model can read text and the model can write text.",
    "A3": " dream about violet oceans while engineers debate quantum gardens near Lisbon.",
    "B1": " are not part of the game. " + "A model that is not part of the game. " * 5,
    "B2": continuation(VARIETY),
    "B3": continuation(MOVIE),
}


def b2(tmp_path, answer, outputs=None, lang="pt"):
    return grade(tmp_path, "temperature-top-p", {**B_OUTPUTS, **(outputs or {})}, {"B.2": answer},
                 lang=lang)["B.2-repeat"]


def test_a_near_repeat_in_the_courses_real_output_passes_and_shows_both_places(tmp_path):
    crit = b2(tmp_path, f'"{VARIETY_QUOTE}"')
    assert crit.status is Status.PASS, crit.message
    assert crit.evidence["message_key"] == "repeat.near"
    msg = crit.message
    assert "quase se repete" in msg and "B2" in msg
    assert "pelo menos 5 palavras seguidas" in msg and "50%" in msg  # the rule is stated
    # both places are shown: where the quote is, and where it recurs
    first, second = crit.evidence["near_repeat"]["excerpts"]
    assert "a vehicle, a house, or a building" in second and "a car or a" in first
    assert f'1º lugar: "{first[:40]}' in msg and f'2º lugar: "{second[:40]}' in msg
    assert crit.evidence["near_repeat"]["run_length"] >= 5
    crit = b2(tmp_path, f'"{VARIETY_QUOTE}"', lang="en")
    assert crit.status is Status.PASS and "nearly repeats" in crit.message and "First place" in crit.message


def test_a_quote_whose_beginning_and_ending_recur_passes(tmp_path):
    # The case: the first seven words recur later, and so does the ending.
    out = (" were trained on a large corpus of English text from the web. Later the models were trained "
           "on a large corpus of code, and everything came from the web.")
    crit = b2(tmp_path, '"the models were trained on a large corpus of code, and everything came from the web"',
              outputs={"B2": out})
    assert crit.status is Status.PASS and crit.evidence["message_key"] == "repeat.near", crit.message
    assert "trained on a large corpus of English text from the web" in crit.message


def test_a_quote_that_does_not_really_recur_still_fails(tmp_path):
    # Real output: only "in the movie" comes back, three words.
    crit = b2(tmp_path, f"> {MOVIE_QUOTE}")
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "repeat.once", crit.message
    assert "só uma vez" in crit.message
    assert crit.evidence["near_repeat_rule"] == {"min_run": 5, "min_share": 0.5}


def test_five_words_in_a_row_are_not_enough_when_most_of_the_quote_does_not_recur(tmp_path):
    out = (" walk slowly across the bright kitchen floor to find their charger before the night begins. "
           "Later a cat ran across the bright kitchen floor again.")
    quote = '"walk slowly across the bright kitchen floor to find their charger before the night begins"'
    crit = b2(tmp_path, quote, outputs={"B2": out})
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "repeat.once"
    assert crit.evidence["near_repeat_rule"]["min_share"] == 0.5
    # eight words in a row come back, and "the": over half of the quote's fifteen, a near repeat
    out2 = out.replace("Later a cat ran across", "Later they walk slowly across").replace(
        "floor again.", "floor to the door.")
    crit = b2(tmp_path, quote, outputs={"B2": out2})
    assert crit.status is Status.PASS and crit.evidence["message_key"] == "repeat.near", crit.message


def test_near_repeat_measure_both_directions():
    raw = VARIETY["raw"]
    found = near_repeat(VARIETY_QUOTE, raw)
    assert found is not None and found.words == 21 and found.run >= 5 and found.shared >= 11
    (a1, b1), (a2, b2_) = found.places
    assert b1 <= a2  # two places, in order, not overlapping
    assert near_repeat(MOVIE_QUOTE, MOVIE["raw"]) is None
    # a quote must be there at least twice in part: once is not a near repeat of itself
    assert near_repeat("the quick brown fox jumps over the lazy dog", "the quick brown fox jumps over the lazy dog") is None
    # short quotes need all their words: a 4-word quote recurs whole or not at all
    assert near_repeat("a model that is", "a model that is here and a model that is there") is not None
    assert near_repeat("a model that is", "a model that is here and a model that was there") is None
    # colour codes do not matter
    assert near_repeat(VARIETY_QUOTE, "\x1b[1m" + raw + "\x1b[0m") is not None


# -- T.4: the vote and the counts, read by their role --------------------------------------------

TPL_OUT = {"LOOSE": "POSITIVO or NEGATIVO. \"This film was", "STRICT": "NEGATIVO"}
TPL_ANSWERS = {
    "T.1": "Pouco restritivo:\n\n> POSITIVO or NEGATIVO. \"This film was\n\nRestritivo:\n\n> NEGATIVO",
    "T.2": "O restritivo.",
    "T.3": "O restritivo restringe o espaço de saída; o pouco restritivo (LOOSE) deixou o modelo continuar.",
    "T.5": "Não. Reduz a variância, mas não cria correção.",
}
# A tie: 2 POSITIVO, 2 NEGATIVO, 6 without a label; POSITIVO is seen first.
TIE = ["POSITIVO", "xyz", "NEGATIVO", "abc", "Negativo.", "positivo!", "def", "ghi", "jkl", "mno"]
# The same tie with NEGATIVO seen first.
TIE_NEG_FIRST = ["abc", "NEGATIVO", "POSITIVO", "xyz", "POSITIVO", "Negativo.", "d", "e", "f", "g"]
CLEAR = ["NEGATIVO", "Negativo.", "POSITIVO e mais", "xyz", "NEGATIVE", "abc", "NEGATIVO!", "d", "e", "f"]

GENERATION = ('amostras = [generate(model, tokenizer, prompt_sc, run="SC", temperature=0.9, top_p=0.9, '
              'max_new_tokens=8)\n            for _ in range(10)]\n')
# The course notebook's own vote code (notebook 02, self-consistency cell).
COURSE_VOTE = '''from collections import Counter
import re

def extract_label(text: str):
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

labels = [extract_label(s) for s in amostras]
labels_clean = [l for l in labels if l is not None]
counts = Counter(labels_clean)
voted = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
print("VOTO FINAL (self-consistency):", voted)
'''


def starter_vote_cell() -> str:
    nb = json.loads((ROOT / "activities" / "template" / "starter.ipynb").read_text(encoding="utf-8"))
    return next("".join(c["source"]) for c in nb["cells"] if "vote" in c["metadata"].get("tags", []))


def t4(tmp_path, samples, answer, sc_code=GENERATION, vote_cell=None, lang="pt"):
    extra = [new_code_cell(vote_cell, metadata={"tags": ["vote"]})] if vote_cell else None
    crits = grade(tmp_path, "template", {**TPL_OUT, "SC": samples}, {**TPL_ANSWERS, "T.4": answer},
                  lang=lang, code={"SC": sc_code}, extra_cells=extra)
    return crits["T.4-vote"]


def test_a_vote_stated_with_counts_beside_it_is_read_right(tmp_path):
    # The answer: the vote first, then counts that name both labels.
    crit = t4(tmp_path, TIE, "INDETERMINADO: 2 POSITIVO, 2 NEGATIVO e 6 sem rótulo (empate).",
              vote_cell=starter_vote_cell())
    assert crit.status is Status.PASS, crit.message
    assert crit.evidence["claimed_vote"] == "INDETERMINADO"
    assert crit.evidence["claimed_counts"] == {"POSITIVO": 2, "NEGATIVO": 2, "": 6}
    crit = t4(tmp_path, CLEAR, "NEGATIVO (3 NEGATIVO, 1 POSITIVO, 6 sem rótulo)")
    assert crit.status is Status.PASS, crit.message
    crit = t4(tmp_path, CLEAR, "POSITIVO 1, NEGATIVO 3, sem rótulo 6: voto NEGATIVO")
    assert crit.status is Status.PASS, crit.message


def test_a_wrong_vote_stated_with_counts_still_fails(tmp_path):
    crit = t4(tmp_path, TIE, "NEGATIVO: 2 POSITIVO, 2 NEGATIVO e 6 sem rótulo (empate).",
              vote_cell=starter_vote_cell())
    assert crit.status is Status.FAIL and crit.evidence["claimed_vote"] == "NEGATIVO"
    assert "Você informou NEGATIVO" in crit.message and "INDETERMINADO" in crit.message
    crit = t4(tmp_path, CLEAR, "POSITIVO (3 NEGATIVO, 1 POSITIVO, 6 sem rótulo)")
    assert crit.status is Status.FAIL and "Você informou POSITIVO" in crit.message
    # the counts are read as counts, so wrong ones cost
    crit = t4(tmp_path, CLEAR, "NEGATIVO: 5 NEGATIVO, 1 POSITIVO e 4 sem rótulo.")
    assert crit.status is Status.PARTIAL and "5" in crit.message
    # counts alone state no vote: the instructor decides, nothing is guessed
    crit = t4(tmp_path, CLEAR, "POSITIVO: 1, NEGATIVO: 3")
    assert crit.status is Status.NEEDS_REVIEW


# -- T.4 ties: whose rule ------------------------------------------------------------------------

def test_a_tie_is_graded_by_the_courses_counter_rule_when_the_notebook_carries_the_courses_code(tmp_path):
    code = GENERATION + COURSE_VOTE
    crit = t4(tmp_path, TIE, "Voto final: POSITIVO (2 POSITIVO, 2 NEGATIVO, 6 sem rótulo).", sc_code=code)
    assert crit.status is Status.PASS, crit.message
    assert crit.evidence["tie_rule"] == "first" and crit.evidence["tied"] == ["POSITIVO", "NEGATIVO"]
    assert "most_common(1)[0][0]" in crit.message and "aparece primeiro" in crit.message
    assert "empate entre POSITIVO, NEGATIVO (2 cada)" in crit.message
    # the starter's answer to a tie is wrong by the notebook's own rule, and the message says why
    crit = t4(tmp_path, TIE, "INDETERMINADO: 2 POSITIVO, 2 NEGATIVO e 6 sem rótulo.", sc_code=code)
    assert crit.status is Status.FAIL and "dá POSITIVO" in crit.message
    assert "most_common(1)[0][0]" in crit.message and "do seu notebook" in crit.message
    # seen first, not first in the label list
    crit = t4(tmp_path, TIE_NEG_FIRST, "Voto final: NEGATIVO (2 NEGATIVO, 2 POSITIVO, 6 sem rótulo).", sc_code=code)
    assert crit.status is Status.PASS, crit.message
    crit = t4(tmp_path, TIE, "Final vote: POSITIVO (2 POSITIVO, 2 NEGATIVO, 6 without a label).", sc_code=code, lang="en")
    assert crit.status is Status.PASS and "course's (Counter(...).most_common(1)[0][0])" in crit.message


def test_a_tie_is_graded_by_the_starters_rule_otherwise(tmp_path):
    # the starter's own layout: generation in run-SC, the vote in its own cell
    crit = t4(tmp_path, TIE, "Voto final: POSITIVO (2 POSITIVO, 2 NEGATIVO, 6 sem rótulo).",
              vote_cell=starter_vote_cell())
    assert crit.status is Status.FAIL and crit.evidence["tie_rule"] == "undecided"
    assert "regra do notebook inicial: empate dá INDETERMINADO" in crit.message
    crit = t4(tmp_path, TIE, "Voto final: INDETERMINADO (2 POSITIVO, 2 NEGATIVO, 6 sem rótulo).")
    assert crit.status is Status.PASS and "regra do notebook inicial" in crit.message
    # the starter's code uses most_common() too, but checks the runner-up: still the starter's rule
    crit = t4(tmp_path, TIE, "Voto final: POSITIVO.", sc_code=GENERATION + starter_vote_cell())
    assert crit.status is Status.FAIL and crit.evidence["tie_rule"] == "undecided"
    crit = t4(tmp_path, TIE, "Final vote: INDETERMINADO (2 POSITIVO, 2 NEGATIVO, 6 without a label).", lang="en")
    assert crit.status is Status.PASS and "starter notebook's rule applies: a tie gives INDETERMINADO" in crit.message


def test_without_a_tie_the_rule_is_not_mentioned(tmp_path):
    crit = t4(tmp_path, CLEAR, "Voto final: NEGATIVO (3 NEGATIVO, 1 POSITIVO, 6 sem rótulo).", sc_code=GENERATION + COURSE_VOTE)
    assert crit.status is Status.PASS and "empate" not in crit.message and crit.evidence["tied"] == []


@pytest.mark.parametrize("code, rule", [
    (COURSE_VOTE, "first"),
    ("voto = Counter(r for r in rotulos if r).most_common(1)[0][0]", "first"),
    ("ranking = contagem.most_common()\nvoto = ranking[0][0]", "first"),
    ("voto, _ = contagem.most_common(1)[0]", "first"),
    ("%time x = 1\nvoto = contagem.most_common(1)[0][0]", "first"),  # a notebook magic does not hide it
    # two cells tagged run-SC joined without a newline: the glued line is skipped, the rest read
    ("amostras = gerar()print(amostras)\nvoto = contagem.most_common(1)[0][0]", "first"),
    ("voto = contagem.most_common(1)[0][0] if len(contagem) > 0 else 'INDETERMINADO'", "first"),
    (starter_vote_cell(), "undecided"),
    ("r = c.most_common()\nvoto = r[0][0]\nif len(r) > 1 and r[1][1] == r[0][1]:\n    voto = 'INDETERMINADO'",
     "undecided"),
    ("(a, na), (b, nb) = c.most_common(2)\nvoto = a if na != nb else 'INDETERMINADO'", "undecided"),
    ("top = max(c.values())\nvoto = 'INDETERMINADO' if list(c.values()).count(top) > 1 "
     "else c.most_common(1)[0][0]", "undecided"),
    ("# voto = Counter(rotulos).most_common(1)[0][0]\nprint('most_common(1)[0][0]')", "undecided"),
    ("voto = max(contagem, key=contagem.get)", "undecided"),
    # an unrelated check does not hide the course's vote
    ("if len(amostras) != 10:\n    print('faltam amostras')\nvoto = contagem.most_common(1)[0][0]", "first"),
    ("", "undecided"),
    ("this is not python (", "undecided"),
])
def test_the_notebooks_vote_code_is_read_with_ast(code, rule):
    assert vote_tie_rule(code) == rule


def _run_vote_code(code: str, samples: list[str], out: str) -> str:
    scope: dict = {"amostras": list(samples), "print": lambda *a, **k: None}
    exec(compile(code, "<vote>", "exec"), scope)  # noqa: S102 - the course's and the starter's own code
    return scope[out]


def test_label_seen_first_is_what_counter_most_common_does_and_what_the_grader_recounts():
    """Counter keeps insertion order and most_common sorts stably (n=1 is ``max``): on a tie the
    label seen first wins. Checked by running the course's and the starter's own vote code."""
    assert Counter(["NEGATIVO", "POSITIVO", "POSITIVO", "NEGATIVO"]).most_common(1)[0][0] == "NEGATIVO"
    assert Counter(["POSITIVO", "NEGATIVO", "NEGATIVO", "POSITIVO"]).most_common(1)[0][0] == "POSITIVO"
    starter = starter_vote_cell()
    rng = random.Random(4)
    pool = ["POSITIVO", "NEGATIVO", "Positivo.", "negativo!", "xyz", "NEGATIVE", "abc"]
    cases = [list(p) for p in itertools.product(["POSITIVO", "NEGATIVO", "x"], repeat=4)]
    cases += [[rng.choice(pool) for _ in range(rng.randint(1, 10))] for _ in range(300)]
    ties = 0
    for samples in cases:
        course = _run_vote_code(COURSE_VOTE, samples, "voted")
        assert majority_vote(samples, LABELS, tie="first").vote == course, samples
        assert majority_vote(samples, LABELS, tie="undecided").vote == _run_vote_code(starter, samples, "voto")
        ties += bool(majority_vote(samples, LABELS).tied)
    assert ties > 20  # the comparison really covered ties
    with pytest.raises(ValueError):
        majority_vote(TIE, LABELS, tie="coin")


def test_every_new_message_has_both_languages():
    from grader.core.messages import CATALOGUE

    for key in ("repeat.near", "vote.tie_between", "vote.tie_course_rule", "vote.tie_starter_rule",
                "vote.counts_wrong_tie"):
        assert set(CATALOGUE[key]) == {"pt", "en"}
        fields = [set(re.findall(r"{(\w+)}", CATALOGUE[key][lang])) for lang in ("pt", "en")]
        assert fields[0] == fields[1], key


def test_the_courses_vote_code_in_its_own_cell_decides_the_tie_rule_too(tmp_path):
    # The starter's layout (generation in run-SC, the vote in a cell of its own) with the vote cell
    # rewritten in the course's style: the notebook's code is read wherever the vote is computed.
    crit = t4(tmp_path, TIE, "Voto final: POSITIVO (2 POSITIVO, 2 NEGATIVO, 6 sem rótulo).",
              vote_cell=COURSE_VOTE)
    assert crit.status is Status.PASS and crit.evidence["tie_rule"] == "first", crit.message
    crit = t4(tmp_path, TIE, "Voto final: INDETERMINADO.", vote_cell=COURSE_VOTE)
    assert crit.status is Status.FAIL and "do seu notebook" in crit.message
