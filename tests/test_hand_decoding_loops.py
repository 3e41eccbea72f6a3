"""A decoding loop the student wrote (issue 31, round 16): a function that calls the model step by step and
takes the argmax of its logits is greedy decoding, the text ``generate`` gives without sampling. The grader
follows it as one greedy generation of the prompt the function encodes, so a printed line of it is tied to its
run by that prompt (a variation's text under a name the grader does not know included). A loop whose choice is
not provably the argmax of the model's own logits (a penalty written into them, a sampled choice) is not
followed: its parameters are the student's, and a wrong reading of them would accuse a genuine text.
"""

from __future__ import annotations

import ast

import pytest
from nbformat.v4 import new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.decoding_loops import greedy_loop
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS = load_specs("few-shot")[0]
LOAD = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nlm = AutoModelForCausalLM.from_pretrained('gpt2')\n")
LOOP = '''
def guloso(prompt, n=8):
    entrada = tok(prompt, return_tensors="pt").input_ids
    past, novos = None, []
    with torch.no_grad():
        for _ in range(n):
            out = lm(input_ids=entrada, past_key_values=past, use_cache=True)
            past = out.past_key_values
            {pick}
            if prox == tok.eos_token_id:
                break
            novos.append(prox)
            entrada = torch.tensor([[prox]])
    return tok.decode(novos, skip_special_tokens=True)
'''
ARGMAX = "prox = int(out.logits[0, -1].argmax())"
PROMPTS = ("zero = FS_ZERO\nfew = FS_FEW\n"
           "dois_pos = few.replace('Sentimento: NEGATIVO', 'Sentimento: POSITIVO')\n")
TEXTS = {"0-shot": ' "Este filme foi um', "2-shot": " NEGATIVO\n\nTexto", "2 positivos": " POSITIVO\n\nTexto"}


def _notebook(pick: str = ARGMAX):
    zero, few = FS.prompt_for("ZS"), FS.prompt_for("FS")
    assert "Sentimento: NEGATIVO" in few, "the few-shot prompt changed: pick another replacement"
    setup = LOAD + LOOP.format(pick=pick) + PROMPTS.replace("FS_ZERO", repr(zero)).replace("FS_FEW", repr(few))
    loop = ("for nome, p in [('0-shot', zero), ('2-shot', few), ('2 positivos', dois_pos)]:\n"
            "    print(nome.ljust(14), '=>', repr(guloso(p)))\n")
    printed = "".join(f"{name.ljust(14)} => {text!r}\n" for name, text in TEXTS.items())
    return notebook([code_cell(setup, [], 1), code_cell(loop, [new_output("stream", name="stdout", text=printed)], 2)])


def _runs(nb):
    return {rid: gens for rid, gens in find_runs(nb, FS).generations.items() if gens}


def test_a_hand_written_argmax_loop_is_greedy_decoding_of_its_prompt():
    runs = _runs(_notebook())
    assert {rid: [g.text for g in gens] for rid, gens in runs.items()} == {
        "ZS": [TEXTS["0-shot"]], "FS": [TEXTS["2-shot"]], "VAR": [TEXTS["2 positivos"]]}
    # the variation is the student's own prompt, tied by the code that made it, not by a name the grader knows
    assert runs["VAR"][0].prompt == FS.prompt_for("FS").replace("Sentimento: NEGATIVO", "Sentimento: POSITIVO")
    assert all(not g.params.do_sample for gens in runs.values() for g in gens)


@pytest.mark.parametrize("pick", [
    "prox = int(torch.argmax(torch.softmax(out.logits[:, -1, :] / 0.7, dim=-1), dim=-1))",
    "logits = out.logits[0, -1]\n            prox = int(logits.float().argmax(-1))",
])
def test_the_argmax_of_the_logits_in_any_spelling_keeping_their_order_is_greedy(pick):
    assert {rid for rid in _runs(_notebook(pick))} == {"ZS", "FS", "VAR"}


@pytest.mark.parametrize("pick", [
    # a repetition penalty written into the logits: the choice is no longer greedy decoding's
    "logits = out.logits[0, -1]\n            logits[novos] /= 1.3\n            prox = int(logits.argmax())",
    # a sampled choice: its parameters are the student's
    "prox = int(torch.multinomial(torch.softmax(out.logits[0, -1] / 0.7, -1), 1))",
])
def test_a_loop_that_is_not_greedy_decoding_is_not_followed_as_greedy(pick):
    assert "VAR" not in _runs(_notebook(pick))  # the variation's text is tied by nothing but the loop it came from


def test_a_loop_that_never_calls_the_model_is_no_decoding():
    fn = ast.parse("def f(x):\n    for _ in range(3):\n        y = x.logits.argmax()\n    return y\n").body[0]
    assert greedy_loop(fn, lambda name: name == "lm") is None
    fn = ast.parse("def f(x):\n    for _ in range(3):\n        y = lm(x).logits.argmax()\n    return y\n").body[0]
    assert greedy_loop(fn, lambda name: name == "lm") == "lm"
