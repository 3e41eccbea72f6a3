"""Demo class for the few-shot activity: a good student; one who copied the book's NEGATIVO
into the notebook and the answer (only the exact greedy re-run catches it); one who never made
the variation of their own and misreads the context window."""

from __future__ import annotations

from ..core.textnorm import normalise_for_match
from ..modelling.measures import in_label_format
from ..specs.schema import ActivitySpec
from .common import Student, blockquote, edit_output, replace_in_cell

ACTIVITY = "few-shot"
LABELS = ["POSITIVO", "NEGATIVO"]
BOOK = "NEGATIVO"

REORDERED = '''f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''


def good_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    zs, fs, var = out.get("ZS", ""), out.get("FS", ""), out.get("VAR", "")
    fmt = [name for run, name in (("ZS", "zero-shot"), ("FS", "few-shot")) if in_label_format(out.get(run, ""), LABELS)]
    which = {0: "Nenhuma", 1: f"Só a {fmt[0]}" if fmt else "", 2: "Ambas"}[len(fmt)]
    changed = normalise_for_match(var) != normalise_for_match(fs)
    return {
        "F.1": f"Zero-shot:\n\n{blockquote(zs)}\n\nFew-shot:\n\n{blockquote(fs)}",
        "F.2": f"{which}. A zero-shot deu \"{zs.strip()}\" e a few-shot deu \"{fs.strip()}\".",
        "F.3": "Não. Nenhum peso foi atualizado: os exemplos no prompt só condicionam a saída pelo contexto "
               "(in-context learning).",
        "F.4": f"{'Sim' if changed else 'Não'}. Inverti a ordem das duas demonstrações; a saída "
               f"{'mudou' if changed else 'continuou a mesma'}: \"{var.strip()}\".",
        "F.5": "A janela do GPT-2 é de 1024 tokens (n_positions). Tokens fora dela são truncados e não participam "
               "da atenção.",
    }


def book_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["F.1"] = f"Zero-shot: {BOOK}\n\nFew-shot: {BOOK}"
    answers["F.2"] = "Ambas: as duas saídas foram uma única palavra, NEGATIVO."
    return answers


def no_variation_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["F.4"] = "Sim, mudou: com a ordem trocada o modelo respondeu diferente."
    answers["F.5"] = "O GPT-2 tem uma janela de 2048 tokens; o que passa disso é descartado."
    return answers


def _paste_book(nb) -> None:
    for run in ("ZS", "FS"):
        edit_output(nb, run, lambda _old: " " + BOOK)


SETUPS = [[replace_in_cell("run-VAR", "minha_variacao = few_shot", f"minha_variacao = {REORDERED}",
                           "reordered")],
          []]
STUDENTS = {
    "ana_boa": Student(0, good_answers),
    "caio_sem_variacao": Student(1, no_variation_answers),
    "bruno_copiou_livro": Student(0, book_answers, _paste_book),
}
EXPECTED_ORDER = ["ana_boa", "caio_sem_variacao", "bruno_copiou_livro"]
ORDER_NOTE = "good > no variation of their own > book's NEGATIVO pasted over the real output"
