"""Two shapes of real students' notebooks (red team, issue 31):

- every run's continuation shown in one table built in a later cell (an HTML table, a DataFrame):
  each row's text is read with the row's other cells as its header ("run=A1 temperature=0.2
  top_p=0.9"), so the placer gives it to the run the row names, and two rows may show one text;
- a sampler of the student's own (a loop over the model's forward, no ``generate`` call): a text
  that begins with a prompt only one run has is that run's, checked against the run's declared
  parameters; those are assumed, so a text that fails them goes to review, never "not generated".
"""

from __future__ import annotations

import html

import nbformat
import pytest
from test_run_finder import FakeVerifier, code_cell, notebook

from grader.core.records import ProvenanceResult, Verdict
from grader.grading.pipeline import load_specs
from grader.reading.evidence import collect
from grader.reading.extract import extract
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
PROMPT = "Transformers are models that"
RUNS = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
GERAR = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
         "tok = AutoTokenizer.from_pretrained('gpt2')\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
         "resultados = []\n"
         "def gerar(run, temperature, top_p):\n"
         f"    enc = tok({PROMPT!r}, return_tensors='pt')\n"
         "    out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p, max_new_tokens=80)\n"
         "    text = tok.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True)\n"
         "    resultados.append((run, temperature, top_p, text))\n"
         "    return text\n")


def _html(data: str):
    return nbformat.v4.new_output("display_data", data={"text/html": data, "text/plain": "<IPython.core.display.HTML object>"})


def _table(rows: list[tuple[str, float, float, str]], header=("run", "temperature", "top_p", "continuation")) -> str:
    head = "".join(f"<th>{h}</th>" for h in header)
    body = "".join(f"<tr><td>{r}</td><td>{t}</td><td>{p}</td><td style='text-align:left'>{html.escape(x)}</td></tr>"
                   for r, t, p, x in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def _texts() -> dict[str, str]:
    texts = {rid: f" text of {rid}: it's <the> model's & nobody else's.\n\nSecond paragraph of {rid}." for rid in RUNS}
    texts["B3"] = texts["A2"]  # B3 has A2's configuration: the student reused that output
    return texts


def _table_notebook(texts: dict[str, str]) -> nbformat.NotebookNode:
    cells = [code_cell(GERAR, [], 1)]
    cells += [code_cell(f"saida_{rid} = gerar({rid!r}, {t}, {p})", [], n) for n, (rid, (t, p)) in enumerate(RUNS.items(), 2)]
    shown = _table([(rid, t, p, texts[rid]) for rid, (t, p) in RUNS.items()])
    cells.append(code_cell("display(HTML(tabela))", [_html(shown)], 9))
    return notebook(cells)


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


@pytest.fixture(scope="module")
def cot():
    return load_specs("chain-of-thought")[0]


def test_each_row_of_a_table_of_continuations_is_its_runs_output(activity):
    texts = _texts()
    placed = find_runs(_table_notebook(texts), activity).generations
    assert sorted(placed) == sorted(RUNS)
    for rid, (t, p) in RUNS.items():
        (gen,) = placed[rid]
        assert gen.text == texts[rid]  # entities decoded, the blank line kept
        assert (gen.params.temperature, gen.params.top_p) == (t, p) and gen.prompt == PROMPT
    assert placed["B3"][0].text == placed["A2"][0].text  # one text, two rows, two runs


def test_a_row_that_states_other_parameters_than_its_label_is_not_placed_for_it(activity):
    texts = _texts()
    nb = _table_notebook(texts)
    out = nb.cells[-1].outputs[0]
    out["data"]["text/html"] = out["data"]["text/html"].replace("<td>A1</td><td>0.2</td>", "<td>A1</td><td>0.7</td>")
    placed = find_runs(nb, activity).generations
    assert "A1" not in placed or all(g.text != texts["A1"] for g in placed["A1"])


def test_a_table_of_notes_without_run_names_or_parameters_is_not_read_as_outputs(activity):
    notes = "<table><tr><th>o que vi</th><th>comentário</th></tr><tr><td>repetição</td>" \
            "<td>the model repeats itself a lot when the temperature is low, as expected.</td></tr></table>"
    nb = notebook([code_cell(GERAR, [], 1), code_cell("display(HTML(notas))", [_html(notes)], 2)])
    assert find_runs(nb, activity).generations == {}


def test_with_the_runs_own_check_a_row_whose_text_is_not_generated_is_left_out(activity):
    texts = _texts()
    texts["A3"] = " FABRICATED text the model never wrote."
    placed = find_runs(_table_notebook(texts), activity,
                       verify=lambda prompt, text, params: "FABRICATED" not in text).generations
    assert "A3" not in placed and "A1" in placed


SAMPLER = ("import torch\n@torch.no_grad()\ndef sample(prompt, max_new_tokens, temperature=0.7, top_p=0.9):\n"
           "    ids = tok(prompt, return_tensors='pt').input_ids\n    new = []\n"
           "    for _ in range(max_new_tokens):\n        logits = model(ids).logits[:, -1, :]\n"
           "        probs = torch.softmax(logits / temperature, dim=-1)[0]\n"
           "        nxt = torch.multinomial(probs, 1)\n        new.append(nxt.item())\n"
           "    return prompt + tok.decode(new)\n")


def _sampler_notebook(cot, p2_text: str) -> nbformat.NotebookNode:
    p1, p2 = cot.prompt_for("P1"), cot.prompt_for("P2")
    return notebook([
        code_cell(SAMPLER, [], 1),
        code_cell(f"p1 = sample({p1!r}, 40)\nprint('P1 (direto):')\nprint(p1)",
                  [nbformat.v4.new_output("stream", name="stdout", text=f"P1 (direto):\n{p1} The answer is 85.\n")], 2),
        code_cell(f"p2 = sample({p2!r}, 80)\nprint('P2 (passo a passo):')\nprint(p2)",
                  [nbformat.v4.new_output("stream", name="stdout", text=f"P2 (passo a passo):\n{p2}{p2_text}\n")], 3),
    ])


def test_a_sampler_of_the_students_own_gives_each_prompts_text_to_its_run(cot):
    placed = find_runs(_sampler_notebook(cot, " First, 27 + 50 = 77."), cot).generations
    assert placed["P1"][0].text.strip() == "The answer is 85."
    assert placed["P2"][0].text.strip() == "First, 27 + 50 = 77."
    for rid in ("P1", "P2"):
        gen = placed[rid][0]
        assert gen.extra["params_from"] == "activity"
        declared = cot.params(rid)
        assert (gen.params.temperature, gen.params.top_p) == (declared.temperature, declared.top_p)


def test_a_text_that_fails_only_the_assumed_parameters_is_reviewed_not_accused(cot):
    nb = _sampler_notebook(cot, " FABRICATED or sampled with other settings.")
    runs = collect(cot, extract(nb, cot), None, FakeVerifier(), "gpt2")
    assert runs["P1"].verified
    p2 = runs["P2"]
    assert not p2.fabricated and p2.provenance.verdict is Verdict.UNDETERMINED
    assert [p.key for p in p2.problems] == ["run.undetermined"]


def test_a_text_shown_only_in_its_beginning_is_verified_without_its_last_word_which_may_be_cut(activity):
    source = (GERAR + "for t in [0.2, 0.7, 1.0]:\n    texto = tok.decode(model.generate(**tok(" + repr(PROMPT)
              + ", return_tensors='pt'), do_sample=True, temperature=t, top_p=0.9, max_new_tokens=80)[0])\n"
              + "    print(f'temp={t}:', texto[:60] + '...')\n")
    shown = {0.2: " can be used to create a new model that is a cop", 0.7: " can adapt to new data over time, which is a ",
             1.0: " hold their rates at their characteristic long-term beh"}
    printed = "".join(f"temp={t}: {(PROMPT + rest)[:60]}...\n" for t, rest in shown.items())
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    placed = find_runs(nb, activity).generations
    for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)):
        (gen,) = placed[rid]
        assert gen.text == (PROMPT + shown[t])[:60][len(PROMPT):]  # the prompt cut off, the "..." too
        assert gen.extra["cut"] is True
    verifier = FakeVerifier()
    collect(activity, extract(nb, activity), None, verifier, "gpt2")
    checked = {text for _, text, _ in verifier.calls}
    # 32 characters of each continuation shown: "mod" (of "model"), "time", "chara" may be cut short
    assert checked == {" can be used to create a new", " can adapt to new data over", " hold their rates at their"}


@pytest.mark.parametrize("top_k, placed_ok", [(0, True), (100, True), (10, True)])
def test_top_k_switched_off_wider_or_narrower_under_the_runs_own_name_is_the_run(activity, top_k, placed_ok):
    """Each text's label names its run (A1, A2, A3): a top-k narrower than generate's default is the
    student's choice within their T and top-p experiment (red team batch 4, tp43); without a name, a
    narrower top-k is another experiment (test_labelled_and_mutated.py)."""
    source = (GERAR.replace("top_p=top_p,", f"top_p=top_p, top_k={top_k},")
              + "for nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
              + "    print(f'{nome} (T={T}, top_p=0.9) → {gerar(nome, T, 0.9)}')\n")
    printed = "".join(f"{rid} (T={t}, top_p=0.9) →  text of {rid}.\n" for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    placed = find_runs(nb, activity).generations
    assert (sorted(placed) == ["A1", "A2", "A3"]) is placed_ok
    if placed_ok:  # verified with the code's own top-k (0: none), not generate's default of 50
        assert {g.params.top_k for gens in placed.values() for g in gens} == {top_k}


def test_the_students_own_variation_printed_under_the_free_runs_name_is_that_run():
    fewshot = load_specs("few-shot")[0]
    variation = fewshot.prompt_for("FS").replace("Sentimento: NEGATIVO\n", "Sentimento: NEGATIVO\n\nTexto: \"Que "
                                                 "experiência incrível!\"\nSentimento: POSITIVO\n", 1)
    source = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
              "tok = AutoTokenizer.from_pretrained('gpt2')\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
              "def run(prompt):\n    enc = tok(prompt, return_tensors='pt')\n"
              "    ids = model.generate(**enc, do_sample=False, max_new_tokens=8)\n"
              "    return tok.decode(ids[0][enc['input_ids'].shape[1]:], skip_special_tokens=True)\n"
              f"variation = {variation!r}\n"
              "print('[VARIATION] ->', run(variation))\n")
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout",
                                                             text="[VARIATION] ->  NEGATIVO\n\nText\n")], 1)])
    placed = find_runs(nb, fewshot).generations
    (gen,) = placed["VAR"]
    assert gen.prompt == variation and gen.text.strip() == "NEGATIVO\n\nText"
    # the same text under no name of the free run is not given to it
    nb.cells[0].outputs[0]["text"] = "[OUTRO] ->  NEGATIVO\n\nText\n"
    assert "VAR" not in find_runs(nb, fewshot).generations


@pytest.mark.parametrize("label", ["[ZS]  ", "ZS: ", "(zero-shot) ", "ZS -> "])
def test_a_run_cells_own_label_printed_before_the_text_is_not_the_models_text(label):
    fewshot = load_specs("few-shot")[0]  # ZS's names: "ZS" and its aliases ("zero-shot", ...)
    cell = code_cell("saida = generate(model, tok, zero_shot, run='ZS')",
                     [nbformat.v4.new_output("stream", name="stdout", text=f'{label}"Este filme foi um\n')], 1)
    cell.metadata["tags"] = ["run-ZS"]
    (gen,) = extract(notebook([cell]), fewshot).generations["ZS"]
    assert gen.text.strip() == '"Este filme foi um'  # the greedy re-run compares this, not "[ZS] ..."


class _SpaceVerifier(FakeVerifier):
    """Consistent only for a continuation that begins with its space, as the model wrote it; an
    inconsistent verdict names the first token."""

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        from grader.core.records import ProvenanceResult, TokenCheck
        self.calls.append((prompt, text, params))
        bad = not text.startswith(" ")
        first = TokenCheck(index=0, token_id=1, text=text[:3], start=0, end=3, in_kept_set=False, borderline=False,
                           logprob=-9.0, sampling_logprob=None, rank=3000, kept_set_size=3) if bad else None
        return ProvenanceResult(verdict=Verdict.INCONSISTENT if bad else Verdict.CONSISTENT, params=params,
                                top_k_used=50, tokens=(), first_violation=first, message="x", method="fake",
                                dtype="float32", tolerance=0.01)


def test_a_table_cell_that_trimmed_the_continuations_leading_space_is_not_an_accusation(activity):
    texts = {rid: t.lstrip() for rid, t in _texts().items()}  # the display dropped the leading space
    nb = _table_notebook(texts)
    runs = collect(activity, extract(nb, activity), None, _SpaceVerifier(), "gpt2")
    assert all(runs[rid].verified for rid in RUNS), {rid: runs[rid].provenance.verdict for rid in RUNS}


def test_samples_the_code_stripped_before_printing_are_not_accused_of_their_lost_leading_space():
    """Red team batch 5 (tpl54): samples written to a file as ``f"{i+1}) {s.strip()}"`` and read back:
    each lost the space the model began it with, which the code took, not the student."""
    from test_json_quoted_and_unplaced import GERAR as GERAR_T5
    from test_json_quoted_and_unplaced import TPL

    samples = [' "NEGATIVO"', " NEGATIVO!", ' "Positivo"']
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\nwith open('amostras.txt', 'w') as f:\n    for i in range(3):\n"
            "        s = gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)\n"
            "        f.write(f'{i+1}) {s.strip()}\\n')\nprint(open('amostras.txt').read())\n")
    cell = nbformat.v4.new_code_cell(code)
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout",
                                           text="".join(f"{k}) {t.strip()}\n" for k, t in enumerate(samples, 1)))]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(GERAR_T5), cell])
    runs = collect(TPL, extract(nb, TPL), None, _SpaceVerifier(), "gpt2")
    sc = [runs[k] for k in runs if k.startswith("SC")]
    assert sc and all(ev.verified for ev in sc), {k: runs[k].provenance for k in runs}


def test_a_variation_whose_prompt_could_not_be_read_goes_to_review_not_to_a_pass(tmp_path):
    from test_prompting_activities import FS_GOOD, FS_OUT, build, make_setup

    from grader.core.records import Status
    from grader.grading.pipeline import grade_submission

    fewshot = load_specs("few-shot")[0]
    greedy = {fewshot.prompt_for("ZS"): FS_OUT["ZS"], fewshot.prompt_for("FS"): FS_OUT["FS"], "": FS_OUT["VAR"]}
    setup = make_setup("few-shot", greedy)
    path = build(tmp_path, setup.activity, FS_OUT, FS_GOOD, prompts={"VAR": ""})
    crits = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "w").criteria}
    assert crits["F.4-variation"].status is Status.NEEDS_REVIEW, crits["F.4-variation"].message


@pytest.mark.parametrize("extra, unmodelled", [
    ("", None),  # the control: the same edited text, nothing else in the call, is "not generated"
    (" no_repeat_ngram_size=3,", "no_repeat_ngram_size=3"),
    (" repetition_penalty=1.3,", "repetition_penalty=1.3"),
    (" min_new_tokens=20,", "min_new_tokens=20"),
])
def test_a_text_generated_with_a_repetition_ban_or_penalty_is_never_judged_not_generated(activity, extra, unmodelled):
    """The book's own helper with ``no_repeat_ngram_size=3`` (red team batch 3, tp32): each step's kept
    set is the ban's, which the verifier does not replay, so a token outside the plain kept set is no
    proof of an edit: review, saying which argument and why."""
    source = (GERAR.replace("top_p=top_p,", f"top_p=top_p,{extra}")
              + "for nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
              + "    print(f'{nome} (T={T}, top_p=0.9) → {gerar(nome, T, 0.9)}')\n")
    printed = "".join(f"{rid} (T={t}, top_p=0.9) →  FABRICATED text of {rid}.\n"
                      for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    runs = collect(activity, extract(nb, activity), None, FakeVerifier(), "gpt2")
    for rid in ("A1", "A2", "A3"):
        ev = runs[f"{rid}.1"] if f"{rid}.1" in runs else runs[rid]
        keys = [p.key for p in ev.problems]
        if unmodelled is None:
            assert ev.provenance.verdict is Verdict.INCONSISTENT and "run.inconsistent" in keys, keys
        else:
            assert ev.provenance.verdict is Verdict.UNDETERMINED, keys
            (problem,) = [p for p in ev.problems if p.key == "run.unmodelled_processors"]
            assert problem.args["used"] == unmodelled and problem.fatal is False


def test_the_unmodelled_arguments_are_those_that_change_decoding():
    from grader.core.records import unmodelled_processors

    assert unmodelled_processors({"no_repeat_ngram_size": 0, "repetition_penalty": 1.0, "min_p": None,
                                  "temperature": 0.7, "max_length": 90}) == {}
    assert unmodelled_processors({"no_repeat_ngram_size": 3, "typical_p": 0.9, "bad_words_ids": [[1]]}) == {
        "no_repeat_ngram_size": 3, "typical_p": 0.9, "bad_words_ids": "?"}


class _FirstFailing(FakeVerifier):
    """Inconsistent at the first occurrence of ``at`` in the text (a newline, or a word)."""

    def __init__(self, at):
        super().__init__()
        self.at = at

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        from grader.core.records import ProvenanceResult, TokenCheck
        self.calls.append((prompt, text, params))
        pos = text.find(self.at)
        first = TokenCheck(index=7, token_id=1, text=self.at, start=pos, end=pos + len(self.at), in_kept_set=False,
                           borderline=False, logprob=-9.0, sampling_logprob=None, rank=52, kept_set_size=1)
        return ProvenanceResult(verdict=Verdict.INCONSISTENT if pos >= 0 else Verdict.CONSISTENT, params=params,
                                top_k_used=50, tokens=(), first_violation=first if pos >= 0 else None, message="x",
                                method="fake", dtype="float32", tolerance=0.01)


@pytest.mark.parametrize("at, accused", [("\n", False), (" ", False), (" tampered", True)])
def test_a_printed_text_failing_first_at_a_line_break_is_reviewed_a_changed_word_is_not(activity, at, accused):
    """textwrap.wrap and numbered lines (red team batch 3, tp31): the printed text's line breaks are
    the display's. A failure whose first token is only whitespace is review; a changed word is still
    "not generated"."""
    source = (GERAR + "for nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
              "    print(f'{nome} (T={T}, top_p=0.9) → {gerar(nome, T, 0.9)}')\n")
    printed = "".join(f"{rid} (T={t}, top_p=0.9) →  text of {rid} that the model wrote,\nwrapped at forty tampered columns.\n"
                      for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    runs = collect(activity, extract(nb, activity), None, _FirstFailing(at), "gpt2")
    ev = runs["A2"]
    keys = [p.key for p in ev.problems]
    if accused:
        assert ev.provenance.verdict is Verdict.INCONSISTENT and "run.inconsistent" in keys, keys
    else:
        assert ev.provenance.verdict is Verdict.UNDETERMINED and "run.unverified_spacing" in keys, keys


@pytest.mark.parametrize("beams", [1, 3])
def test_a_beam_search_output_is_the_run_reviewed_not_missing(activity, beams):
    """The course's ``generate_t5`` called with ``num_beams=3`` (red team batch 3, fs31): the text is
    the student's real output, so it is the run's (criteria on its text are graded), but no kept set
    describes a beam search: a failed check is review, never "not generated", and never "no output"."""
    source = (GERAR.replace("top_p=top_p,", f"top_p=top_p, num_beams={beams},")
              + "for nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
              + "    print(f'{nome} (T={T}, top_p=0.9) → {gerar(nome, T, 0.9)}')\n")
    printed = "".join(f"{rid} (T={t}, top_p=0.9) →  FABRICATED text of {rid}.\n"
                      for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    runs = collect(activity, extract(nb, activity), None, FakeVerifier(), "gpt2")
    ev = runs["A2"]
    keys = [p.key for p in ev.problems]
    assert ev.generation.text == " FABRICATED text of A2."
    if beams == 1:
        assert ev.provenance.verdict is Verdict.INCONSISTENT and "run.inconsistent" in keys, keys
    else:
        assert ev.provenance.verdict is Verdict.UNDETERMINED and "run.beam_search" in keys, keys


class _GoesOn(FakeVerifier):
    """Every token greedy, but the model goes on after the text (a prefix of the greedy output)."""

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        self.calls.append((prompt, text, params))
        return ProvenanceResult(verdict=Verdict.INCONSISTENT, params=params, top_k_used=50, tokens=(),
                                first_violation=None, message="goes on", method="fake", dtype="float32",
                                tolerance=0.01, details={"expected_text": text + " and more"})


@pytest.mark.parametrize("printed", [True, False])
def test_a_printed_greedy_text_that_the_model_continues_is_a_shown_prefix_not_an_accusation(tmp_path, printed):
    """pprint splits a long string over lines, a column cuts it (red team batch 3, tpl34): the printed
    greedy text is the beginning of the real output. Verified, with what the model goes on to say.
    A recorded text is the whole output: stopping early there is still not the greedy output."""
    from dataclasses import replace

    from test_prompting_activities import FS_GOOD, FS_OUT, build

    from grader.reading.values import SOURCE

    fs = load_specs("few-shot")[0]
    ext = extract(nbformat.read(str(build(tmp_path, fs, FS_OUT, FS_GOOD)), as_version=4), fs)
    if printed:  # the same texts as read from a print: no record of the call
        ext = replace(ext, generations={rid: tuple(replace(g, source=SOURCE, extra={k: v for k, v in g.extra.items()
                                                                                    if k != "recorded"}) for g in gens)
                                        for rid, gens in ext.generations.items()})
    runs = collect(fs, ext, None, _GoesOn(), "gpt2")
    greedy = [runs[rid] for rid in ("ZS", "FS")]  # the course's greedy runs (VAR's prompt is the student's)
    for ev in greedy:
        keys = [p.key for p in ev.problems if p.key != "run.model_mismatch"]
        if printed:
            assert ev.verified and keys == ["run.shown_prefix"], keys
            assert ev.problems[0].args["expected"].endswith(" and more")
        else:
            assert not ev.verified and "run.greedy_truncated" in keys, keys


def test_a_printed_literal_of_records_reads_as_a_table():
    from grader.reading.candidates import literal_rows

    shown = ("[{'caso': 'zero-shot', 'resposta': ' POSITIVO'},\n {'caso': 'few-shot', 'resposta': ' NEGATIVO\\n\\nTexto'},\n"
             " {'caso': 'variação', 'resposta': ' NEGATIVO'}]")
    assert literal_rows(shown) == [("caso=zero-shot", " POSITIVO"), ("caso=few-shot", " NEGATIVO\n\nTexto"),
                                   ("caso=variação", " NEGATIVO")]
    # no output-like key: the one column with spaces in it; numbers join the context
    shown = str([{"run": "A1", "T": 0.2, "x": " text one here"}, {"run": "A2", "T": 0.7, "x": " text two"}])
    assert literal_rows(shown) == [("run=A1 T=0.2", " text one here"), ("run=A2 T=0.7", " text two")]
    # json.dumps of a dict of texts: each key the context of its value
    assert literal_rows('{\n  "ZS": " POSITIVO",\n  "FS": " NEGATIVO"\n}') == [("ZS", " POSITIVO"), ("FS", " NEGATIVO")]
    # a list of samples, a dict with one entry, two text-like columns: not records to read as a table
    assert literal_rows("[' a', ' b']") == [] and literal_rows("{'ZS': ' a'}") == []
    assert literal_rows(str([{"output": " a b", "texto": " c d"}, {"output": " e f", "texto": " g h"}])) == []


def test_the_few_shot_runs_printed_as_a_list_of_dicts_are_placed_with_the_codes_prompts():
    """Red team batch 3 (fs33): ``pprint`` of one dict per prompt; the rows pair with the code's calls
    in order, so the variation gets the prompt the code built."""
    fs = load_specs("few-shot")[0]
    zs, few = fs.prompt_for("ZS"), fs.prompt_for("FS")
    source = ("from transformers import AutoTokenizer, AutoModelForCausalLM\nfrom pprint import pprint\n"
              "tok = AutoTokenizer.from_pretrained('gpt2')\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
              f"zs = {zs!r}\nfs = {few!r}\nvar = fs.replace('Péssimo', 'Horrível')\n"
              "def rotulo(p):\n    enc = tok(p, return_tensors='pt')\n"
              "    out = model.generate(**enc, max_new_tokens=8, do_sample=False)\n"
              "    return tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)\n"
              "linhas = [{'caso': n, 'resposta': rotulo(p)} for n, p in [('zero-shot', zs), ('few-shot', fs), ('variação', var)]]\n"
              "pprint(linhas)\n")
    shown = ("[{'caso': 'zero-shot', 'resposta': ' POSITIVO'},\n {'caso': 'few-shot', 'resposta': ' NEGATIVO'},\n"
             " {'caso': 'variação', 'resposta': ' POSITIVO'}]\n")
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=shown)], 1)])
    placed = find_runs(nb, fs).generations
    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == {
        "ZS": [" POSITIVO"], "FS": [" NEGATIVO"], "VAR": [" POSITIVO"]}
    assert placed["VAR"][0].prompt == few.replace("Péssimo", "Horrível")


def test_a_dataframe_of_the_samples_one_call_generated_gives_each_row_in_order():
    """Red team batch 3 (tpl32): the self-consistency samples shown only as a DataFrame (its index and a
    label column beside them, no run named): as many rows as the call's num_return_sequences, so row k
    is sample k; pandas shows a line break inside a cell as \\n, which is undone."""
    tpl = load_specs("template")[0]
    source = ("from transformers import AutoTokenizer, AutoModelForSeq2SeqLM\nimport pandas as pd\n"
              "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
              "model = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
              f"p = {tpl.prompt_for('SC')!r}\n"
              "out = model.generate(**tok(p, return_tensors='pt'), do_sample=True, temperature=0.9, top_p=0.9,\n"
              "                     max_new_tokens=8, num_return_sequences=3)\n"
              "amostras = [tok.decode(o, skip_special_tokens=True) for o in out]\n"
              "display(pd.DataFrame({'texto': amostras, 'voto': ['POSITIVO', None, 'NEGATIVO']}))\n")
    rows = [("POSITIVO.\\nTexto", "POSITIVO"), ("não sei dizer", "NaN"), ("NEGATIVO", "NEGATIVO")]
    body = "".join(f"<tr><th>{k}</th><td>{t}</td><td>{v}</td></tr>" for k, (t, v) in enumerate(rows))
    table = f"<table class='dataframe'><thead><tr><th></th><th>texto</th><th>voto</th></tr></thead><tbody>{body}</tbody></table>"
    plain = "\n".join(f"{k}  {t}  {v}" for k, (t, v) in enumerate(rows))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("display_data", data={"text/html": table, "text/plain": plain})], 1)])
    placed = find_runs(nb, tpl).generations
    assert [g.text for g in placed["SC"]] == ["POSITIVO.\nTexto", "não sei dizer", "NEGATIVO"]
    # two rows for three samples: which row is which sample is not known, so none is taken by order
    body = "".join(f"<tr><th>{k}</th><td>{t}</td><td>{v}</td></tr>" for k, (t, v) in enumerate(rows[:2]))
    table = f"<table class='dataframe'><thead><tr><th></th><th>texto</th><th>voto</th></tr></thead><tbody>{body}</tbody></table>"
    nb = notebook([code_cell(source, [nbformat.v4.new_output("display_data", data={"text/html": table, "text/plain": plain})], 1)])
    assert "SC" not in find_runs(nb, tpl).generations


@pytest.mark.parametrize("shown", [2, 1])
def test_two_outputs_of_the_configuration_two_runs_share_are_those_runs_in_order(activity, shown):
    """A2 and B3 are both T=0.7, top-p=0.9 (red team batch 3, tp34): a notebook that shows that
    configuration twice, naming neither, has shown A2 then B3 (each is a genuine run of it); shown
    once, it is that configuration's output, which both runs ask for (red team batch 5, tp54's grid)."""
    configs = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]
    if shown == 1:
        configs = configs[:-1]
    source = (GERAR + f"for T, p in {configs!r}:\n"
              "    print(f'[T={T}, p={p}]', gerar('?', T, p))\n")
    printed = "".join(f"[T={t}, p={p}]  text {k} of the model.\n" for k, (t, p) in enumerate(configs))
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    placement = find_runs(nb, activity)
    texts = {rid: [g.text for g in gens] for rid, gens in placement.generations.items()}
    if shown == 2:
        assert texts["A2"] == [" text 1 of the model."] and texts["B3"] == [" text 5 of the model."]
        assert placement.generations["B3"][0].extra["named_by_order"] == ["A2", "B3"]
    else:
        assert texts["A2"] == texts["B3"] == [" text 1 of the model."]
        assert not any("fits runs A2 and B3 alike" in u for u in placement.unplaced)


def test_a_left_padded_batch_printed_with_its_special_tokens_gives_each_prompts_run(cot):
    """Red team batch 3 (cot34): both prompts in one padded batch, each row decoded with
    skip_special_tokens=False: the padding before the prompt and the end tokens after the text are
    the tokenizer's, and row i is the i-th prompt's."""
    p1, p2 = cot.prompt_for("P1"), cot.prompt_for("P2")
    source = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
              "tok = AutoTokenizer.from_pretrained('gpt2')\ntok.padding_side = 'left'\ntok.pad_token = tok.eos_token\n"
              "model = AutoModelForCausalLM.from_pretrained('gpt2')\n"
              f"batch = tok([{p1!r}, {p2!r}], return_tensors='pt', padding=True)\n"
              "out = model.generate(**batch, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80)\n"
              "L = batch['input_ids'].shape[1]\n"
              "print('P1 (direto):')\nprint(tok.decode(out[0, :L + 40], skip_special_tokens=False))\n"
              "print('P2 (passo a passo):')\nprint(tok.decode(out[1], skip_special_tokens=False))\n")
    pad = "<|endoftext|>"
    printed = f"P1 (direto):\n{pad * 2}{p1}{pad * 2}\nP2 (passo a passo):\n{p2} 27 + 58 = 85, so 85.{pad}\n"
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=printed)], 1)])
    placed = find_runs(nb, cot).generations
    assert [g.text for g in placed["P1"]] == [""]  # the model ended at once: a real, empty continuation
    assert [g.text for g in placed["P2"]] == [" 27 + 58 = 85, so 85."]


def test_a_dict_of_outputs_printed_by_pprint_is_read_by_its_keys_not_its_sorted_order():
    """Red team batch 3 (tpl34): ``pprint`` sorts a dict's keys, so 'template_bom' comes out before
    'template_ruim' though the code generated the loose template first; each text is its key's run."""
    tpl = load_specs("template")[0]
    source = ("from transformers import AutoTokenizer, AutoModelForSeq2SeqLM\nfrom pprint import pprint\n"
              "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
              "model = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
              "def run(p, n):\n    ids = model.generate(**tok(p, return_tensors='pt'), max_new_tokens=n, do_sample=False)\n"
              "    return tok.decode(ids[0], skip_special_tokens=True)\n"
              f"ruim = {tpl.prompt_for('LOOSE')!r}\nbom = {tpl.prompt_for('STRICT')!r}\n"
              "saidas = {'template_ruim': run(ruim, 16), 'template_bom': run(bom, 8)}\npprint(saidas)\n")
    shown = "{'template_bom': ' NEGATIVO',\n 'template_ruim': ' \"Este filme foi um desperdício\"'}\n"
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=shown)], 1)])
    placed = find_runs(nb, tpl).generations
    assert [g.text for g in placed["STRICT"]] == [" NEGATIVO"]
    assert [g.text for g in placed["LOOSE"]] == [' "Este filme foi um desperdício"']


def test_a_dict_printed_in_the_codes_order_pairs_with_its_calls():
    """Red team batch 3 (fs31): ``json.dumps`` of {"zero_shot": ..., "few_shot": ..., "variacao": ...}
    keeps the code's order (its keys are not sorted, so no pprint reordered them): the k-th entry is
    the k-th call's, whatever the keys are called (the variation still needs its name)."""
    fs = load_specs("few-shot")[0]
    source = ("from transformers import AutoTokenizer, AutoModelForSeq2SeqLM\nimport json\n"
              "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
              "model = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
              "def g(p):\n    ids = model.generate(**tok(p, return_tensors='pt'), max_new_tokens=8, do_sample=False)\n"
              "    return tok.decode(ids[0], skip_special_tokens=True)\n"
              f"a = {fs.prompt_for('ZS')!r}\nb = {fs.prompt_for('FS')!r}\nc = b.replace('Péssimo', 'Horrível')\n"
              "res = {}\nfor nome, p in [('zs_prompt', a), ('fs_prompt', b), ('variação', c)]:\n    res[nome] = g(p)\n"
              "print(json.dumps(res, indent=1))\n")
    shown = '{\n "zs_prompt": " POSITIVO",\n "fs_prompt": " NEGATIVO",\n "variação": " NEGATIVO\\n\\nTexto"\n}\n'
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=shown)], 1)])
    placed = find_runs(nb, fs).generations
    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == {
        "ZS": [" POSITIVO"], "FS": [" NEGATIVO"], "VAR": [" NEGATIVO\n\nTexto"]}


def test_a_batch_cut_after_its_prompts_and_decoded_together_gives_each_prompts_text():
    """Red team batch 3 (tpl33): ``y = y[:, L:]`` then ``a, b = tok.batch_decode(y)``: every row of the
    batch, each its prompt's; before, the slice lost the batch and the loose template's text was read
    against another call ("not the greedy output": a false accusation)."""
    tpl = load_specs("template")[0]
    source = ("from transformers import AutoTokenizer, AutoModelForCausalLM\n"
              "tok = AutoTokenizer.from_pretrained('gpt2')\nmodel = AutoModelForCausalLM.from_pretrained('gpt2')\n"
              f"ruim = {tpl.prompt_for('LOOSE')!r}\nbom = {tpl.prompt_for('STRICT')!r}\n"
              "b = tok([ruim, bom], return_tensors='pt', padding=True)\n"
              "y = model.generate(**b, do_sample=False, max_new_tokens=8)\n"
              "y = y[:, b.input_ids.shape[1]:]\n"
              "solto, estrito = tok.batch_decode(y, skip_special_tokens=True)\n"
              "print('LOOSE  :', solto)\nprint('STRICT :', estrito)\n")
    shown = 'LOOSE  :  "Este filme foi um erro\nSTRICT :  NEGATIVO\n'
    nb = notebook([code_cell(source, [nbformat.v4.new_output("stream", name="stdout", text=shown)], 1)])
    placed = find_runs(nb, tpl).generations
    assert [g.text for g in placed["LOOSE"]] == [' "Este filme foi um erro']
    assert [g.text for g in placed["STRICT"]] == [" NEGATIVO"]


def test_a_styler_table_whose_labels_are_longer_than_some_outputs_gives_each_run_its_text_column(activity):
    """pandas' Styler shows only HTML (its text/plain is "<pandas.io.formats.style.Styler at 0x...>"),
    and a run's label cell may be longer than its output ("run A1 (temperatura baixa)" beside a text cut
    short): the table's text column is the column its header names, else the longest over the rows."""
    texts = _texts()
    texts["A1"] = " the model"  # shorter than its row's label cell
    rows = "".join(f"<tr><th class='row_heading'>{k}</th><td>{rid} (temperature {t}, top-p {p})</td><td>{t}</td>"
                   f"<td>{p}</td><td>{html.escape(texts[rid])}</td></tr>" for k, (rid, (t, p)) in enumerate(RUNS.items()))
    shown = f"<table><tr><th></th><th>run</th><th>temperature</th><th>top_p</th><th>output</th></tr>{rows}</table>"
    styler = nbformat.v4.new_output("execute_result", data={
        "text/html": shown, "text/plain": "<pandas.io.formats.style.Styler at 0x7f61eb874a90>"}, execution_count=9)
    cells = [code_cell(GERAR, [], 1)]
    cells += [code_cell(f"saida_{rid} = gerar({rid!r}, {t}, {p})", [], n) for n, (rid, (t, p)) in enumerate(RUNS.items(), 2)]
    cells.append(code_cell("df.style", [styler], 9))
    placed = find_runs(notebook(cells), activity).generations
    assert sorted(placed) == sorted(RUNS)
    assert all(placed[rid][0].text == texts[rid] for rid in RUNS)
    # with no header naming it, the longest column over the rows is still the outputs'
    plain = shown.replace("<th>output</th>", "<th>x</th>")
    cells[-1] = code_cell("df.style", [nbformat.v4.new_output("execute_result", data={
        "text/html": plain, "text/plain": "<pandas.io.formats.style.Styler at 0x7f61eb874a90>"}, execution_count=9)], 9)
    placed = find_runs(notebook(cells), activity).generations
    assert all(placed[rid][0].text == texts[rid] for rid in RUNS)


def test_the_samples_table_among_two_displays_pairs_its_rows_with_the_codes_samples():
    """Red team batch 5 (tpl53): the ten samples in one Styler table, their counts in another display of the
    same cell: the table whose rows are as many as the code's samples is the samples', in order."""
    from test_json_quoted_and_unplaced import GERAR as GERAR_T5
    from test_json_quoted_and_unplaced import TPL

    samples = [' "Ou não existe com', " Positivo.\n\nTexto", " NEGATIVO (NEG", ' "SOVIMIENTO"\n']
    rows = "".join(f"<tr><th>{k}</th><td>{html.escape(t)}</td><td>—</td></tr>" for k, t in enumerate(samples, 1))
    table = f"<table><tr><th></th><th>sample</th><th>label</th></tr>{rows}</table>"
    counts = "<table><tr><th></th><th>n</th></tr><tr><th>NEGATIVO</th><td>1</td></tr>" \
             "<tr><th>POSITIVO</th><td>1</td></tr></table>"
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
            "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(4)]\n"
            "display(df.style)\ndisplay(contagem.style)\n")
    styler = "<pandas.io.formats.style.Styler at 0x7f61d730ce10>"
    cell = nbformat.v4.new_code_cell(code)
    cell.outputs = [nbformat.v4.new_output("display_data", data={"text/html": t, "text/plain": styler})
                    for t in (table, counts)]
    placed = find_runs(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(GERAR_T5), cell]), TPL).generations
    assert [g.text for g in placed["SC"]] == samples
