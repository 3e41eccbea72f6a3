"""Demo class for the template activity: a good student; one whose self-consistency vote is not
the recount of their own samples (only the recount catches it); one who edited samples so the
vote would come out POSITIVO (the provenance check of each sample catches it)."""

from __future__ import annotations

from ..modelling.measures import in_label_format, majority_vote
from ..specs.schema import ActivitySpec
from .common import Student, blockquote, edit_output, seeded

ACTIVITY = "template"
LABELS = ["POSITIVO", "NEGATIVO"]


def _samples(out: dict[str, str]) -> list[str]:
    return [out[k] for k in sorted((k for k in out if k.startswith("SC.")), key=lambda k: int(k[3:]))]


def good_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    loose, strict = out.get("LOOSE", ""), out.get("STRICT", "")
    fmt = [name for run, name in (("LOOSE", "pouco restritivo"), ("STRICT", "restritivo"))
           if in_label_format(out.get(run, ""), LABELS)]
    which = {0: "Nenhum", 1: f"Só o {fmt[0]}" if fmt else "", 2: "Ambos"}[len(fmt)]
    vote = majority_vote(_samples(out), LABELS)
    return {
        "T.1": f"Pouco restritivo:\n\n{blockquote(loose)}\n\nRestritivo:\n\n{blockquote(strict)}",
        "T.2": f"{which}. O pouco restritivo deu \"{loose.strip()}\" e o restritivo deu \"{strict.strip()}\".",
        "T.3": "O template restritivo restringe o espaço de saída (só duas palavras permitidas), enquanto o pouco "
               f"restritivo deixa muitas continuações plausíveis, como \"{loose.strip()}\"."
               + ("" if in_label_format(strict, LABELS) else " Mas aqui nem o restritivo bastou: ele deu "
                  f"\"{strict.strip()}\", não um rótulo; restringir o prompt torna o rótulo mais provável, não certo."),
        "T.4": f"Voto final: {vote.vote}. Contagem: {vote.counts['POSITIVO']} POSITIVO, {vote.counts['NEGATIVO']} "
               f"NEGATIVO e {vote.unparsed} sem rótulo.",
        "T.5": "Não. A self-consistency reduz a variância ao agregar amostras, mas se o modelo erra de forma "
               "consistente a maioria erra junto.",
    }


def wrong_recount_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    vote = majority_vote(_samples(out), LABELS).vote
    claim = "POSITIVO" if vote != "POSITIVO" else "NEGATIVO"
    answers["T.4"] = f"Voto final: {claim}, que era o sentimento que a maioria das amostras parecia indicar."
    return answers


def edited_answers(act: ActivitySpec, out: dict[str, str]) -> dict[str, str]:
    answers = good_answers(act, out)
    answers["T.4"] = "Voto final: POSITIVO, a maioria das amostras disse POSITIVO."
    return answers


def _force_positive(nb) -> None:
    for i in range(6):
        edit_output(nb, "SC", lambda _old: " POSITIVO, com certeza absoluta!", which=i)


SETUPS = [[seeded(7)], [seeded(8)]]
STUDENTS = {
    "ana_boa": Student(0, good_answers),
    "bruno_recontou_errado": Student(1, wrong_recount_answers),
    "carla_editou_amostras": Student(1, edited_answers, _force_positive),
}
EXPECTED_ORDER = ["ana_boa", "bruno_recontou_errado", "carla_editou_amostras"]
ORDER_NOTE = "good > vote that is not the recount of their samples > edited samples"
