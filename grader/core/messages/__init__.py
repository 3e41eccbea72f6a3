"""Every message a student or instructor reads, in pt-BR (the course default) and English.

Checks return a key and arguments; only the report layer turns them into text, so the two
languages never drift apart (tests fail when a key lacks either language).
"""

from __future__ import annotations

from typing import Any

LANGS = ("pt", "en")

CATALOGUE: dict[str, dict[str, str]] = {
    "execution.ok": {
        "pt": "O notebook executou sem erros.",
        "en": "The notebook ran without errors.",
    },
    "execution.failed": {
        "pt": "A reexecução do notebook falhou: {detail}. A correção usou as saídas que você entregou.",
        "en": "Re-running the notebook failed: {detail}. Grading used the outputs you submitted.",
    },
    "execution.skipped": {
        "pt": "O notebook não foi reexecutado (correção apenas sobre as saídas entregues).",
        "en": "The notebook was not re-run (graded on the submitted outputs only).",
    },
    "runs.all_verified": {
        "pt": "Todas as {n} execuções ({runs}) são saídas que o modelo poderia ter gerado com os parâmetros declarados.",
        "en": "All {n} runs ({runs}) are outputs the model could have generated with the declared parameters.",
    },
    "runs.some_problems": {
        "pt": "{ok} de {n} execuções verificadas. Problemas: {problems}",
        "en": "{ok} of {n} runs verified. Problems: {problems}",
    },
    "run.missing": {"pt": "{run}: nenhuma saída encontrada", "en": "{run}: no output found"},
    "run.inconsistent": {
        "pt": "{run}: o texto não pode ter sido gerado com {params}: o token {index} ({token!r}) era a "
              "{rank}ª opção do modelo naquele passo, mas só as {kept} mais prováveis podiam ser sorteadas",
        "en": "{run}: the text cannot have been generated with {params}: token {index} ({token!r}) was the "
              "model's choice number {rank} at that step, but only the {kept} most likely could be sampled",
    },
    "run.undetermined": {"pt": "{run}: não foi possível decidir", "en": "{run}: could not be decided"},
    "run.params_mismatch": {
        "pt": "{run}: o registro diz {recorded}, mas a atividade pede {declared}",
        "en": "{run}: the record says {recorded}, but the activity asks for {declared}",
    },
    "run.code_mismatch": {
        "pt": "{run}: o código da célula gera com {code}, mas a saída entregue diz {recorded}",
        "en": "{run}: the cell's code generates with {code}, but the submitted output says {recorded}",
    },
    "run.not_greedy": {
        "pt": "{run}: o texto não é a saída greedy do modelo (token {index}, {token!r}, era a {rank}ª opção; "
              "o greedy sempre escolhe a 1ª). O modelo gera: {expected!r}",
        "en": "{run}: the text is not the model's greedy output (token {index}, {token!r}, was choice number "
              "{rank}; greedy always takes the first). The model generates: {expected!r}",
    },
    "run.greedy_truncated": {
        "pt": "{run}: o texto é só o começo da saída greedy do modelo, que continua: {expected!r}",
        "en": "{run}: the text is only the beginning of the model's greedy output, which goes on: {expected!r}",
    },
    "run.too_long": {
        "pt": "{run}: a saída tem {chars} caracteres, mais do que a geração declarada poderia produzir",
        "en": "{run}: the output has {chars} characters, more than the declared generation could produce",
    },
    "run.reexec_mismatch": {
        "pt": "{run}: a reexecução pelo corretor (greedy ou com semente fixa) gerou outro texto",
        "en": "{run}: the grader's re-execution (greedy or fixed seed) produced a different text",
    },
    "run.prompt_mismatch": {
        "pt": "{run}: o prompt usado difere do prompt da atividade",
        "en": "{run}: the prompt used differs from the activity's prompt",
    },
    "run.model_mismatch": {
        "pt": "{run}: gerado com o modelo {recorded}, mas a verificação usa {grading}",
        "en": "{run}: generated with model {recorded}, but verification uses {grading}",
    },
    "run.prompt_unknown": {
        "pt": "{run}: o prompt usado não está registrado (use generate(...)), então a saída não pôde ser reexecutada",
        "en": "{run}: the prompt used is not recorded (use generate(...)), so the output could not be re-run",
    },
    "run.too_few_samples": {
        "pt": "{run}: {got} de {n} amostras encontradas",
        "en": "{run}: {got} of {n} samples found",
    },
    # which model a check uses and why (grader/modelling/model_choice.py)
    "model.choice.option": {
        "pt": "Modelo usado: {model} (pedido na chamada: model= / --model).",
        "en": "Model used: {model} (named in the call: model= / --model).",
    },
    "model.choice.records": {
        "pt": "Modelo usado: {model}, o modelo que os registros de geração do notebook ({runs}) dizem ter gerado "
              "as saídas.",
        "en": "Model used: {model}, the model the notebook's generation records ({runs}) say produced the outputs.",
    },
    "model.choice.parameters": {
        "pt": "Modelo usado: {model}, o MODEL_NAME com que o notebook foi executado (célula {cell}); as saídas não "
              "registram modelo.",
        "en": "Model used: {model}, the MODEL_NAME the notebook was executed with ({cell} cell); the outputs "
              "record no model.",
    },
    "model.choice.activity": {
        "pt": "Modelo usado: {model}, o padrão da atividade (o notebook não registra outro modelo).",
        "en": "Model used: {model}, the activity's default (the notebook records no other model).",
    },
    "model.records_disagree": {
        "pt": "Os registros de geração do notebook citam modelos diferentes: {models}. Gere todas as saídas com o "
              "mesmo modelo (reexecute o notebook do início).",
        "en": "The notebook's generation records name different models: {models}. Generate every output with "
              "the same model (re-run the notebook from the top).",
    },
    "model.check_outside_accepted": {
        "pt": "Atenção: a atividade aceita saídas de {accepted}, não de {model}; na correção, as suas saídas serão "
              "conferidas com {grading}. Reexecute o notebook com MODEL_NAME = \"{grading}\".",
        "en": "Note: the activity accepts outputs of {accepted}, not of {model}; at grading your outputs will be "
              "checked against {grading}. Re-run the notebook with MODEL_NAME = \"{grading}\".",
    },
    "model.outside_accepted": {
        "pt": "As saídas deste notebook foram geradas com {recorded}, que a atividade não aceita (aceitos: "
              "{accepted}). A correção usou {grading}, o modelo do professor.",
        "en": "This notebook's outputs were generated with {recorded}, which the activity does not accept "
              "(accepted: {accepted}). Grading used {grading}, the instructor's model.",
    },
    # chain of thought (part C)
    "final.correct": {"pt": "{run} termina respondendo {final} (= {expected})",
                      "en": "{run} ends up answering {final} (= {expected})"},
    "final.absent": {"pt": "{run} termina respondendo {final} e não contém {expected}",
                     "en": "{run} ends up answering {final} and does not contain {expected}"},
    "final.elsewhere": {"pt": "{run} menciona {expected}, mas termina respondendo {final}",
                        "en": "{run} mentions {expected} but ends up answering {final}"},
    # no answer stated, and words after the last number: that number is named as the last one, not as an ending
    "final.correct_last": {
        "pt": "{run} não afirma uma resposta final; o último número que menciona é {final} (= {expected})",
        "en": "{run} states no final answer; the last number it mentions is {final} (= {expected})"},
    "final.absent_last": {
        "pt": "{run} não afirma uma resposta final (o último número que menciona é {final}) e não contém {expected}",
        "en": "{run} states no final answer (the last number it mentions is {final}) and does not contain "
              "{expected}"},
    "final.elsewhere_last": {
        "pt": "{run} menciona {expected}, mas não afirma uma resposta final; o último número que menciona é {final}",
        "en": "{run} mentions {expected} but states no final answer; the last number it mentions is {final}"},
    "final.empty": {"pt": "{run} ficou vazio (o modelo não gerou texto), então não chega a {expected}",
                    "en": "{run} is empty (the model generated no text), so it does not reach {expected}"},
    "final.absent_no_number": {
        "pt": "{run} não termina com um número (termina em \"{ending}\") e não contém {expected}",
        "en": "{run} does not end with a number (it ends \"{ending}\") and does not contain {expected}"},
    "final.elsewhere_no_number": {
        "pt": "{run} menciona {expected}, mas não termina com um número (termina em \"{ending}\")",
        "en": "{run} mentions {expected} but does not end with a number (it ends \"{ending}\")"},
    "final.reference": {
        "pt": "Nas reexecuções do corretor, o modelo chegou a {expected} em: {rates}.",
        "en": "In the grader's re-runs the model reached {expected} in: {rates}.",
    },
    "final.agrees": {
        "pt": "Resposta \"{truth}\" confere com as suas saídas: {per_run}.{reference}",
        "en": "Answer \"{truth}\" agrees with your outputs: {per_run}.{reference}",
    },
    "final.disagrees": {
        "pt": "Você respondeu \"{claim}\", mas as suas próprias saídas dizem \"{truth}\": {per_run}.{reference}",
        "en": "You answered \"{claim}\", but your own outputs say \"{truth}\": {per_run}.{reference}",
    },
    "final.ambiguous": {
        "pt": "A resposta correta não é clara nas suas saídas ({per_run}); precisa de revisão.{reference}",
        "en": "Whether your outputs are correct is not clear-cut ({per_run}); needs review.{reference}",
    },
    "final.unclear": {
        "pt": "Responda sim ou não. Pelas suas saídas, a resposta seria \"{truth}\": {per_run}.{reference}",
        "en": "Answer yes or no. From your outputs the answer would be \"{truth}\": {per_run}.{reference}",
    },
    "reasoning.found": {
        "pt": "Trecho de {run} encontrado na sua saída e com forma de passos ({signs}): \"{quote}\".",
        "en": "Excerpt of {run} found in your output, shaped like steps ({signs}): \"{quote}\".",
    },
    "reasoning.no_steps": {
        "pt": "O trecho está na sua saída ({run}), mas não tem cara de raciocínio (nenhuma conta, passo ou "
              "enumeração): \"{quote}\".",
        "en": "The excerpt is in your output ({run}) but does not look like reasoning (no arithmetic, step or "
              "enumeration): \"{quote}\".",
    },
    "reasoning.outputs_empty": {
        "pt": "As suas saídas ({runs}) estão vazias ou ausentes: não há trecho de raciocínio para copiar. Gere-as "
              "de novo e copie um trecho entre aspas.",
        "en": "Your outputs ({runs}) are empty or missing: there is no reasoning excerpt to copy. Generate them "
              "again and quote an excerpt.",
    },
    "reasoning.not_found": {
        "pt": "O trecho \"{quote}\" não está nas suas saídas ({runs}). Copie-o exatamente, entre aspas.",
        "en": "The excerpt \"{quote}\" is not in your outputs ({runs}). Copy it exactly, in quotes.",
    },
    "closed.incomplete": {
        "pt": "Resposta certa ({expected}), mas incompleta: {lacking}.",
        "en": "Right answer ({expected}) but incomplete: {lacking}.",
    },
    "closed.lacks_concept": {"pt": "falta mencionar {concept}", "en": "{concept} is not mentioned"},
    "closed.lacks_tie": {
        "pt": "a justificativa não cita a sua saída (copie um trecho entre aspas ou nomeie a execução)",
        "en": "the justification does not cite your output (quote an excerpt or name the run)",
    },
    "word.yes": {"pt": "sim", "en": "yes"},
    "word.no": {"pt": "não", "en": "no"},
    "word.none": {"pt": "nenhuma", "en": "none"},
    "word.empty_output": {"pt": "(saída vazia)", "en": "(empty output)"},
    "word.both": {"pt": "ambas", "en": "both"},
    "word.changed": {"pt": "mudou", "en": "changed"},
    "word.unchanged": {"pt": "não mudou", "en": "did not change"},
    # few-shot and template
    "copied.ok": {"pt": "Saídas copiadas iguais às do modelo: {runs}.", "en": "Outputs copied as the model produced "
                  "them: {runs}."},
    "copied.some": {"pt": "{ok} de {n} saídas copiadas corretamente. {problems}",
                    "en": "{ok} of {n} outputs copied correctly. {problems}"},
    "copied.book": {
        "pt": "{run}: {given} é a saída impressa no livro, não a do seu modelo; a reexecução do corretor dá "
              "{real}",
        "en": "{run}: {given} is the output printed in the book, not your model's; the grader's re-run gives "
              "{real}",
    },
    "copied.not_model": {
        "pt": "{run}: {given} não é o que o modelo gera com esse prompt; a reexecução do corretor dá {real}",
        "en": "{run}: {given} is not what the model generates for this prompt; the grader's re-run gives "
              "{real}",
    },
    "copied.absent": {
        "pt": "{run}: a sua saída {real} não aparece na resposta",
        "en": "{run}: your output {real} is not in the answer",
    },
    "format.yes": {"pt": "{run} {text} está no formato", "en": "{run} {text} is in the format"},
    "format.no": {"pt": "{run} {text} não está no formato", "en": "{run} {text} is not in the format"},
    "format.agrees": {"pt": "Confere com as suas saídas ({truth}): {outputs}.",
                      "en": "Agrees with your outputs ({truth}): {outputs}."},
    "format.disagrees": {
        "pt": "Você respondeu \"{claim}\", mas pelas suas saídas a resposta é \"{truth}\": {outputs}.",
        "en": "You answered \"{claim}\", but from your outputs the answer is \"{truth}\": {outputs}.",
    },
    "format.unclear": {
        "pt": "Não foi possível reconhecer quais saídas você indicou; pelas suas saídas: \"{truth}\" ({outputs}).",
        "en": "Could not tell which outputs you named; from your outputs: \"{truth}\" ({outputs}).",
    },
    "variation.same_prompt": {
        "pt": "O prompt de {run} é igual ao de {base}: mude ou reordene uma demonstração.",
        "en": "The prompt of {run} equals that of {base}: change or reorder a demonstration.",
    },
    "variation.agrees": {
        "pt": "Confere: a saída {truth} ({base} {base_output} → {run} {output}); o corretor reexecutou o "
              "seu próprio prompt.",
        "en": "Agrees: the output {truth} ({base} {base_output} → {run} {output}); the grader re-ran your "
              "own prompt.",
    },
    "variation.disagrees": {
        "pt": "Pelas suas saídas a saída {truth} ({base} {base_output} → {run} {output}), o contrário do "
              "que você respondeu.",
        "en": "From your outputs the output {truth} ({base} {base_output} → {run} {output}), the opposite "
              "of your answer.",
    },
    "variation.unclear": {
        "pt": "Diga se a saída mudou (sim ou não). Pelas suas saídas, {truth} ({base} {base_output} → {run} "
              "{output}).",
        "en": "Say whether the output changed (yes or no). From your outputs it {truth} ({base} {base_output} → "
              "{run} {output}).",
    },
    "window.ok": {
        "pt": "Janela de {model}: {expected} tokens (lido de {source}), e você explicou o que acontece além dela.",
        "en": "Window of {model}: {expected} tokens (read from {source}), and you explained what happens beyond it.",
    },
    "window.no_beyond": {
        "pt": "{expected} tokens está certo (lido de {source}), mas falta dizer o que acontece com os tokens fora "
              "da janela.",
        "en": "{expected} tokens is right (read from {source}), but say what happens to tokens outside the window.",
    },
    "window.wrong": {
        "pt": "Você escreveu {given}, mas a configuração de {model} diz {expected} ({source}).",
        "en": "You wrote {given}, but {model}'s configuration says {expected} ({source}).",
    },
    "window.no_number": {
        "pt": "Informe o tamanho da janela; a configuração de {model} diz {expected} ({source}).",
        "en": "State the window size; {model}'s configuration says {expected} ({source}).",
    },
    "vote.unparsed": {"pt": "sem rótulo {n}", "en": "no label {n}"},
    "vote.unparsed_label": {"pt": "sem rótulo", "en": "no label"},
    "vote.reference": {
        "pt": "Nas {n} reexecuções do corretor: voto {vote} ({counts}, sem rótulo {unparsed}).",
        "en": "In the grader's {n} re-runs: vote {vote} ({counts}, no label {unparsed}).",
    },
    "vote.ok": {
        "pt": "Voto {vote} confere com a recontagem das suas {n} amostras ({counts}).{reference}",
        "en": "Vote {vote} agrees with the recount of your {n} samples ({counts}).{reference}",
    },
    "vote.wrong": {
        "pt": "Você informou {claim}, mas a recontagem das suas {n} amostras pela regra do curso dá {vote} "
              "({counts}).{reference}",
        "en": "You reported {claim}, but recounting your {n} samples with the course's rule gives {vote} "
              "({counts}).{reference}",
    },
    "vote.counts_wrong": {
        "pt": "Voto {vote} certo, mas as contagens ({given}) não conferem com as suas amostras ({counts}).",
        "en": "Vote {vote} is right, but the counts ({given}) do not match your samples ({counts}).",
    },
    "vote.unclear": {
        "pt": "Informe o voto final (POSITIVO, NEGATIVO ou INDETERMINADO); as suas {n} amostras dão {vote} "
              "({counts}).{reference}",
        "en": "State the final vote (POSITIVO, NEGATIVO or INDETERMINADO); your {n} samples give {vote} "
              "({counts}).{reference}",
    },
    # how a tie was decided (issue "claims read by their role")
    "vote.tie_between": {"pt": "empate entre {labels} ({n} cada)", "en": "a tie between {labels} ({n} each)"},
    "vote.tie_course_rule": {
        "pt": "Houve {tie}: o código do seu notebook vota como o do curso (Counter(...).most_common(1)[0][0]), "
              "em que vence o rótulo que aparece primeiro nas amostras; por essa regra, a do seu notebook, o "
              "voto é {winner}.",
        "en": "There was {tie}: your notebook's code votes like the course's (Counter(...).most_common(1)[0][0]), "
              "where the label seen first in the samples wins; by that rule, your notebook's, the vote is "
              "{winner}.",
    },
    "vote.tie_starter_rule": {
        "pt": "Houve {tie}: o código do seu notebook não vota com o Counter(...).most_common(1)[0][0] do curso, "
              "então vale a regra do notebook inicial: empate dá {undecided}.",
        "en": "There was {tie}: your notebook's code does not vote with the course's "
              "Counter(...).most_common(1)[0][0], so the starter notebook's rule applies: a tie gives {undecided}.",
    },
    "vote.counts_wrong_tie": {
        "pt": "Voto {vote} certo, mas as contagens ({given}) não conferem com as suas amostras ({counts}). {note}",
        "en": "Vote {vote} is right, but the counts ({given}) do not match your samples ({counts}). {note}",
    },
    "evidence.not_genuine": {
        "pt": "A evidência de {runs} não é uma saída real do modelo ({why}); a afirmação não pode ser aceita.",
        "en": "The evidence of {runs} is not a real model output ({why}); the claim cannot be accepted.",
    },
    "answer.missing": {
        "pt": "Resposta não encontrada (célula '{cell}' ausente ou vazia).",
        "en": "Answer not found (cell '{cell}' missing or empty).",
    },
    # where an answer was found (grader/reading/answers.py) and when that place is doubtful
    "answer.found_in": {"pt": "Resposta encontrada em: {where}.", "en": "Answer found in: {where}."},
    "answer.also_in": {"pt": "Também há resposta em: {where}.", "en": "An answer was also found in: {where}."},
    "answer.where": {"pt": "célula {cell}, {how}", "en": "cell {cell}, {how}"},
    "answer.how.tag": {"pt": "a célula de resposta ({label})", "en": "the answer cell ({label})"},
    "answer.how.question_cell": {"pt": "texto acrescentado à célula da questão",
                                 "en": "text added to the question cell"},
    "answer.how.heading": {"pt": "sob o título \"{label}\"", "en": "under the heading \"{label}\""},
    "answer.how.multi_answer_cell": {"pt": "célula com várias respostas, sob \"{label}\"",
                                     "en": "a cell holding several answers, under \"{label}\""},
    "answer.review": {
        "pt": "Precisa de revisão: {why}. A nota usa a resposta em {where}: {graded}",
        "en": "Needs review: {why}. Graded the answer in {where}: {graded}",
    },
    "answer.doubt.places_differ": {
        "pt": "há respostas diferentes para esta questão em {places}",
        "en": "different answers to this question were found in {places}",
    },
    "answer.doubt.run_label": {
        "pt": "a resposta só foi achada sob \"{label}\", que também é o nome de uma execução",
        "en": "the answer was found only under \"{label}\", which is also the name of a run",
    },
    "excerpts.all_found": {
        "pt": "Trechos de {runs} encontrados nas saídas das próprias execuções.",
        "en": "Excerpts of {runs} found in the outputs of those runs.",
    },
    "excerpts.some_missing": {
        "pt": "Trechos encontrados para {found} de {n} execuções ({found_runs}). Sem trecho real de: {missing}. Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "Excerpts found for {found} of {n} runs ({found_runs}). No real excerpt of: {missing}. If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "excerpts.not_in_outputs": {
        "pt": "O trecho citado não aparece em nenhuma das suas saídas: \"{quote}\". Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "The quoted excerpt does not appear in any of your outputs: \"{quote}\". If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "choice.agrees": {
        "pt": "Você apontou {chosen}; a medida de {measure} nas suas próprias saídas concorda ({values}).{reference}",
        "en": "You named {chosen}; the {measure} measure on your own outputs agrees ({values}).{reference}",
    },
    "choice.disagrees": {
        "pt": "Você apontou {chosen}, mas nas suas próprias saídas a maior {measure} é de {expected} ({values}).{reference}",
        "en": "You named {chosen}, but on your own outputs the highest {measure} is {expected}'s ({values}).{reference}",
    },
    "choice.none": {
        "pt": "A resposta não indica claramente uma execução ({options}).",
        "en": "The answer does not clearly name one run ({options}).",
    },
    "choice.no_outputs": {
        "pt": "Não há saídas suficientes para comparar ({missing} ausente).",
        "en": "Not enough outputs to compare ({missing} missing).",
    },
    "quote.found": {
        "pt": "A justificativa cita o texto gerado de {run}: \"{quote}\"",
        "en": "The justification quotes {run}'s generated text: \"{quote}\"",
    },
    "quote.none": {
        "pt": "A justificativa não cita nenhum trecho real das suas saídas.",
        "en": "The justification quotes no real excerpt of your outputs.",
    },
    "repeat.found": {
        "pt": "O trecho \"{quote}\" aparece {count} vezes na saída de {run}.",
        "en": "The excerpt \"{quote}\" occurs {count} times in {run}'s output.",
    },
    "repeat.once": {
        "pt": "O trecho \"{quote}\" aparece só uma vez na saída de {run}: não é uma repetição.",
        "en": "The excerpt \"{quote}\" occurs only once in {run}'s output: it is not a repetition.",
    },
    "repeat.not_found": {
        "pt": "O trecho citado não aparece em nenhuma saída de {runs}. Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "The quoted excerpt does not appear in any output of {runs}. If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "repeat.no_quote": {
        "pt": "Nenhum trecho entre aspas foi encontrado na resposta.",
        "en": "No quoted excerpt was found in the answer.",
    },
    "repeat.near": {
        "pt": "O trecho \"{quote}\" quase se repete na saída de {run}: {shared} das {words} palavras dele voltam "
              "na mesma ordem, {run_len} delas seguidas (regra: pelo menos {min_run} palavras seguidas e "
              "{share} das palavras do trecho em outro lugar da mesma saída). 1º lugar: \"{first}\"; "
              "2º lugar: \"{second}\".",
        "en": "The excerpt \"{quote}\" nearly repeats in {run}'s output: {shared} of its {words} words recur in "
              "the same order, {run_len} of them in a row (rule: at least {min_run} consecutive words and {share} "
              "of the excerpt's words elsewhere in the same output). First place: \"{first}\"; second place: "
              "\"{second}\".",
    },
    "closed.correct": {"pt": "Resposta correta: {expected}.", "en": "Correct answer: {expected}."},
    "closed.wrong": {
        "pt": "Resposta esperada: {expected} (a regra prática do curso). Sua resposta: \"{given}\".",
        "en": "Expected answer: {expected} (the course's rule of thumb). Your answer: \"{given}\".",
    },
    "closed.unclear": {
        "pt": "Não foi possível reconhecer a resposta; precisa de revisão: \"{given}\".",
        "en": "The answer could not be recognised; needs review: \"{given}\".",
    },
    "concept.ok": {
        "pt": "Explica {concept} e liga ao seu próprio experimento ({tie}).",
        "en": "Explains {concept} and ties it to your own run ({tie}).",
    },
    "concept.untied": {
        "pt": "Explica {concept}, mas não liga a explicação às suas execuções (cite a execução ou um trecho).",
        "en": "Explains {concept}, but does not tie it to your runs (name the run or quote an excerpt).",
    },
    "concept.review": {
        "pt": "Conceito esperado ({concept}) não reconhecido automaticamente; precisa de revisão do professor.",
        "en": "Expected concept ({concept}) not recognised automatically; needs the instructor's review.",
    },
    "runs_referenced.ok": {
        "pt": "A justificativa se refere aos seus experimentos ({refs}).",
        "en": "The justification refers to your experiments ({refs}).",
    },
    "runs_referenced.review": {
        "pt": "A justificativa não cita execuções das partes A e B; precisa de revisão do professor.",
        "en": "The justification does not cite runs from parts A and B; needs the instructor's review.",
    },
    "reference.position": {
        "pt": "{run}: {value:.2f}; nas {n} reexecuções do corretor com os mesmos parâmetros, mediana {median:.2f} "
              "(de {low:.2f} a {high:.2f}; sua saída fica no percentil {percentile:.0f}).",
        "en": "{run}: {value:.2f}; in the grader's {n} re-runs with the same parameters, median {median:.2f} "
              "({low:.2f} to {high:.2f}; your output sits at percentile {percentile:.0f}).",
    },
    "check.error": {
        "pt": "Este critério não pôde ser avaliado: {detail}",
        "en": "This criterion could not be evaluated: {detail}",
    },
    "measure.repetition": {"pt": "repetição", "en": "repetition"},
    # -- report and summary templates ----------------------------------------------------------
    "ui.student": {"pt": "Estudante", "en": "Student"},
    "ui.score": {"pt": "Nota", "en": "Score"},
    "ui.your_answer": {"pt": "Sua resposta", "en": "Your answer"},
    "ui.evidence": {"pt": "Evidência", "en": "Evidence"},
    "ui.execution": {"pt": "Execução", "en": "Execution"},
    "ui.outputs": {"pt": "Suas saídas, token por token", "en": "Your outputs, token by token"},
    "ui.outputs_help": {
        "pt": "Verde: o token estava entre os que podiam ser sorteados naquele passo. Vermelho: não estava. "
              "Amarelo: fora só por ruído numérico. Sublinhado: trechos que você citou. Passe o mouse para ver o "
              "ranking do token e quantos tokens podiam ser sorteados.",
        "en": "Green: the token was among those that could be sampled at that step. Red: it was not. Yellow: "
              "outside only by numerical noise. Underlined: excerpts you quoted. Hover for the token's rank and "
              "how many tokens could be sampled.",
    },
    "ui.token_hover": {"pt": "ranking {rank}; {size} tokens possíveis", "en": "rank {rank}; {size} tokens possible"},
    "ui.grading_only": {
        "pt": "Verificado apenas na correção (o corretor reexecuta o modelo).",
        "en": "Checked at grading time only (the grader re-runs the model).",
    },
    "ui.plot_caption": {
        "pt": "Pontos cinza: reexecuções do corretor; losango: sua saída.",
        "en": "Grey dots: the grader's re-runs; diamond: your output.",
    },
    "ui.verdict.consistent": {"pt": "saída real", "en": "real output"},
    "ui.verdict.inconsistent": {"pt": "não pode ter sido gerada assim", "en": "cannot have been generated so"},
    "ui.verdict.undetermined": {"pt": "não decidido", "en": "undecided"},
    "status.pass": {"pt": "aprovado", "en": "pass"},
    "status.partial": {"pt": "parcial", "en": "partial"},
    "status.fail": {"pt": "reprovado", "en": "fail"},
    "status.needs_review": {"pt": "precisa de revisão", "en": "needs review"},
    "status.error": {"pt": "erro", "en": "error"},
    # -- grader ci (grader/commands/ci.py) -------------------------------------------------------
    'ci.header': {"pt": 'Correção automática: {activity} ({notebook})', "en": 'Automatic grading: {activity} ({notebook})'},
    'ci.score': {"pt": 'Nota: {score}/{max}', "en": 'Score: {score}/{max}'},
    'ci.min': {"pt": ' (mínimo para passar: {min})', "en": ' (minimum to pass: {min})'},
    'ci.all_pass': {"pt": 'Todos os {n} critérios passaram.', "en": 'All {n} criteria passed.'},
    'ci.some': {"pt": '{k} de {n} critérios não passaram:', "en": '{k} of {n} criteria did not pass:'},
    'ci.points': {"pt": 'pontos', "en": 'points'},
    'ci.grading_only': {"pt": ' [verificado de novo na correção]', "en": ' [checked again at grading]'},
    'ci.ok_min': {"pt": 'Resultado: PASSOU (nota {score} >= mínimo {min}).', "en": 'Result: PASSED (score {score} >= minimum {min}).'},
    'ci.bad_min': {"pt": 'Resultado: NÃO PASSOU (nota {score} abaixo do mínimo {min}).', "en": 'Result: FAILED (score {score} below the minimum {min}).'},
    'ci.ok': {"pt": 'Resultado: PASSOU (nenhum critério com falha ou erro).', "en": 'Result: PASSED (no criterion failed or errored).'},
    'ci.bad': {"pt": 'Resultado: NÃO PASSOU (há critérios com falha ou erro; sem --min-score, qualquer um reprova).', "en": 'Result: FAILED (some criteria failed or errored; without --min-score any of them fails the job).'},
    'ci.junit': {"pt": 'Relatório JUnit: {path}', "en": 'JUnit report: {path}'},
    'ci.summary': {"pt": 'Resumo em markdown acrescentado a $GITHUB_STEP_SUMMARY.', "en": 'Markdown summary appended to $GITHUB_STEP_SUMMARY.'},
    'ci.summary_failed': {"pt": 'aviso: não foi possível escrever em $GITHUB_STEP_SUMMARY ({path}): {err}', "en": 'warning: could not write to $GITHUB_STEP_SUMMARY ({path}): {err}'},
    'ci.md_notebook': {"pt": 'Notebook', "en": 'Notebook'},
    'ci.md_min': {"pt": 'Mínimo para passar', "en": 'Minimum to pass'},
    'ci.md_result': {"pt": 'Resultado', "en": 'Result'},
    'ci.md_passed': {"pt": 'passou', "en": 'passed'},
    'ci.md_failed': {"pt": 'não passou', "en": 'failed'},
    'ci.md_cols': {"pt": '|Questão|Critério|Pontos|Mensagem', "en": '|Question|Criterion|Points|Message'},
    'ci.md_notes': {"pt": 'Observações', "en": 'Notes'},
    'ci.status.pass': {"pt": 'OK', "en": 'PASS'},
    'ci.status.partial': {"pt": 'PARCIAL', "en": 'PARTIAL'},
    'ci.status.fail': {"pt": 'FALHOU', "en": 'FAIL'},
    'ci.status.needs_review': {"pt": 'REVISÃO', "en": 'REVIEW'},
    'ci.status.error': {"pt": 'ERRO', "en": 'ERROR'},
    "override.note": {"pt": "Ajuste do professor: {old:g} → {new:g} pontos{comment}.", "en": "Instructor adjustment: {old:g} → {new:g} points{comment}."},
    "check.reference_note": {"pt": "Obs.: as reexecuções de referência do corretor só rodam na correção.", "en": "Note: the grader's reference re-runs only run at grading time."},
    "ui.execution_title": {"pt": "Execução do notebook", "en": "Notebook execution"},
    "concept.excerpt_of": {"pt": "{run} (trecho)", "en": "{run} (excerpt)"},
    # claims tied to their runs (grader/checks/sources.py, grader/reading/run_refs.py)
    "concept.number_of": {"pt": "{run} (o número {number} da saída)", "en": "{run} (the number {number} of its output)"},
    "attribution.false": {
        "pt": "Atribuição falsa: a resposta diz que \"{quote}\" vem de {named} (\"{said}\"), mas esse trecho "
              "está na saída de {actual}, não na de {named}.",
        "en": "False attribution: the answer says \"{quote}\" comes from {named} (\"{said}\"), but that excerpt "
              "is in {actual}'s output, not in {named}'s.",
    },
    "excerpts.misattributed": {
        "pt": "Trechos da própria execução para {found} de {n} ({found_runs}). {false}",
        "en": "Excerpts from the run they are labelled with for {found} of {n} ({found_runs}). {false}",
    },
    "quote.misattributed": {
        "pt": "A justificativa cita texto real, mas de outra execução. {false}",
        "en": "The justification quotes real text, but from another run. {false}",
    },
    "repeat.misattributed": {
        "pt": "O trecho citado não está na execução que a resposta indica. {false}",
        "en": "The quoted excerpt is not in the run the answer names. {false}",
    },
    "repeat.too_short": {
        "pt": "O trecho citado (\"{quote}\") tem menos de {min} palavras: uma ou duas palavras se repetem em "
              "qualquer texto e não mostram uma frase ou padrão repetido.",
        "en": "The quoted excerpt (\"{quote}\") has fewer than {min} words: a word or two recur in any text and "
              "do not show a repeated sentence or pattern.",
    },
    "claim.misattributed": {
        "pt": "A evidência citada não vem da execução indicada. {false}",
        "en": "The evidence quoted does not come from the run named. {false}",
    },
    "choice.unresolved": {
        "pt": "A resposta se refere a {said}, mas isso não aponta uma única execução entre {options}; "
              "precisa de revisão do professor.",
        "en": "The answer refers to {said}, which does not point at a single run among {options}; "
              "needs the instructor's review.",
    },
    "explanation.keywords": {
        "pt": "Cita os termos de {concept} e suas execuções, mas como uma lista de palavras: falta uma frase que "
              "ligue o mecanismo ao que você observou (ex.: \"com top-p 0,3 sobram poucos candidatos, por isso B1 "
              "repete\"). Crédito parcial.",
        "en": "Names the terms of {concept} and your runs, but as a list of words: a sentence linking the "
              "mechanism to what you observed is missing (e.g. \"with top-p 0.3 few candidates are left, so B1 "
              "repeats\"). Partial credit.",
    },
    "explanation.keywords_runs": {
        "pt": "Menciona seus experimentos ({refs}), mas como uma lista de palavras: falta uma frase que ligue o "
              "mecanismo ao que você observou. Crédito parcial.",
        "en": "Mentions your experiments ({refs}), but as a list of words: a sentence linking the mechanism to "
              "what you observed is missing. Partial credit.",
    },
    "answer.named_unread": {
        "pt": "Precisa de revisão: nenhuma resposta de {question} foi reconhecida, mas o notebook tem texto que "
              "cita {question} ({where}): \"{text}\"",
        "en": "Needs review: no answer to {question} was recognised, but the notebook holds text naming "
              "{question} ({where}): \"{text}\"",
    },
    "answer.how.code_cell": {"pt": "numa célula de código, sob \"{label}\"",
                             "en": "in a code cell, under \"{label}\""},
    "selfcheck.no_notebook": {"pt": "Não encontrei o arquivo do notebook. Passe o caminho: check('A.2', notebook='atividade.ipynb')", "en": "Notebook file not found. Pass it: check('A.2', notebook='activity.ipynb')"},
    "selfcheck.notebook_missing": {"pt": "O arquivo {path} não existe. Confira o caminho (e salve o notebook: Ctrl+S).", "en": "The file {path} does not exist. Check the path (and save the notebook: Ctrl+S)."},
    "selfcheck.no_notebook_colab": {"pt": "No Colab não consegui ler o notebook aberto. Salve-o no Drive, monte o Drive (from google.colab import drive; drive.mount('/content/drive')) e passe o caminho: check('A.2', notebook='/content/drive/MyDrive/Colab Notebooks/atividade.ipynb')", "en": "In Colab the open notebook could not be read. Save it to Drive, mount Drive (from google.colab import drive; drive.mount('/content/drive')) and pass the path: check('A.2', notebook='/content/drive/MyDrive/Colab Notebooks/activity.ipynb')"},
    "selfcheck.no_model": {"pt": "A conferência precisa do modelo {model} e não conseguiu carregá-lo neste ambiente (sem internet, ou o modelo não está no cache). Rode antes a célula que carrega o modelo, com internet, e tente de novo. Detalhes:", "en": "The check needs the model {model} and could not load it here (no network, or the model is not cached). Run the cell that loads the model first, with network access, and try again. Details:"},
    "selfcheck.activity_model": {"pt": "da atividade", "en": "of the activity"},
    "selfcheck.no_activity": {"pt": "Informe a atividade: check('A.2', activity='temperature-top-p')", "en": "Name the activity: check('A.2', activity='temperature-top-p')"},
    "selfcheck.footer": {"pt": "* verificado de novo na correção; as reexecuções de referência só rodam na correção.", "en": "* checked again at grading; reference re-runs only happen at grading."},
    # -- class summary (grader/output/summary.py, templates/summary.html.j2) --------------------------------
    "summary.title": {"pt": 'Resumo da turma', "en": 'Class summary'},
    "summary.class_size": {"pt": 'Entregas', "en": 'Submissions'},
    "summary.graded": {"pt": 'corrigidas', "en": 'graded'},
    "summary.mean": {"pt": 'Média', "en": 'Mean'},
    "summary.median": {"pt": 'Mediana', "en": 'Median'},
    "summary.distribution": {"pt": 'Distribuição das notas', "en": 'Score distribution'},
    "summary.pass_rates": {"pt": 'Aprovação por critério', "en": 'Pass rate per criterion'},
    "summary.criterion": {"pt": 'Critério', "en": 'Criterion'},
    "summary.pass_rate": {"pt": 'Aprovação', "en": 'Pass rate'},
    "summary.mean_points": {"pt": 'Pontos médios', "en": 'Mean points'},
    "summary.failures": {"pt": 'Mensagens de falha mais comuns', "en": 'Most common failure messages'},
    "summary.count": {"pt": 'Ocorrências', "en": 'Count'},
    "summary.example": {"pt": 'Exemplo', "en": 'Example'},
    "summary.errors": {"pt": 'Entregas com erros', "en": 'Submissions with errors'},
    "summary.student": {"pt": 'Estudante', "en": 'Student'},
    "summary.status": {"pt": 'Situação', "en": 'Status'},
    "summary.first_error": {"pt": 'Primeiro erro', "en": 'First error'},
    "summary.reports": {"pt": 'Relatórios individuais', "en": 'Individual reports'},
    "summary.score": {"pt": 'Nota', "en": 'Score'},
    "summary.scatter": {"pt": 'Repetição observada pela turma contra a temperatura', "en": "The class's observed repetition against temperature"},
    "summary.scatter_caption": {"pt": 'Cada ponto é a saída de um estudante (taxa de repetição de trigramas); o traço marca a mediana da turma em cada temperatura.', "en": "Each dot is one student's output (trigram repetition rate); the dash marks the class median at each temperature."},
    "summary.temperature": {"pt": 'temperatura', "en": 'temperature'},
    "summary.repetition": {"pt": 'taxa de repetição', "en": 'repetition rate'},
    "summary.no_measures": {"pt": 'Sem medidas para o gráfico.', "en": 'No measures to plot.'},
    "summary.integrity": {"pt": 'Saídas quase idênticas entre estudantes (revisar)', "en": 'Near-identical outputs between students (review)'},
    "summary.similarity": {"pt": 'Similaridade', "en": 'Similarity'},
    "summary.run": {"pt": 'Execução', "en": 'Run'},
    "summary.integrity_none": {"pt": 'Nenhuma saída amostrada coincide entre estudantes.', "en": 'No sampled output coincides between students.'},
    "summary.explained_seed": {"pt": 'Pares explicados pela mesma semente fixa (não são sinalizados)', "en": 'Pairs explained by the same fixed seed (not flagged)'},
    "summary.explained_model": {"pt": 'Pares explicados pelo próprio modelo (as reexecuções do corretor geraram o mesmo texto)', "en": "Pairs explained by the model itself (the grader's re-runs produced the same text)"},
    "summary.none": {"pt": 'Nenhuma.', "en": 'None.'},
    "summary.pass": {"pt": 'aprovado', "en": 'pass'},
    "summary.partial": {"pt": 'parcial', "en": 'partial'},
    "summary.fail": {"pt": 'reprovado', "en": 'fail'},
    "summary.needs_review": {"pt": 'revisar', "en": 'needs review'},
    "summary.error": {"pt": 'erro', "en": 'error'},
    "summary.r_graded": {"pt": 'corrigida', "en": 'graded'},
    "summary.r_graded_with_errors": {"pt": 'corrigida com erros', "en": 'graded with errors'},
    "summary.r_error": {"pt": 'erro', "en": 'error'},
    "measure.diversity": {"pt": "diversidade", "en": "diversity"},
    # isolation / hostile inputs (issue 7)
    "execution.isolation": {"pt": "Isolamento da execução: {level}.", "en": "Run isolation: {level}."},
    "isolation.sandbox": {
        "pt": "sandbox (usuário sem privilégios, sem rede, sistema de arquivos privado e somente leitura, "
              "limites de memória, processos e tempo)",
        "en": "sandbox (unprivileged user, no network, private read-only filesystem, memory, process and "
              "time limits)",
    },
    "isolation.limits-only": {
        "pt": "apenas limites de memória e tempo (sem sandbox nesta máquina)",
        "en": "memory and time limits only (no sandbox on this machine)",
    },
    "isolation.none": {"pt": "nenhuma (não executado)", "en": "none (not run)"},
}


def table(prefix: str, lang: str) -> dict[str, str]:
    """Every entry under ``prefix`` (e.g. "summary."), keyed by the rest of its name."""
    lang = lang if lang in LANGS else "pt"
    return {k[len(prefix):]: v[lang] for k, v in CATALOGUE.items() if k.startswith(prefix)}


def quoted(text: str | None, lang: str, limit: int = 60) -> str:
    """A student's output as a message quotes it: «on one line, cut at ``limit``», or "(saída vazia)"
    for an output with nothing in it (never «», which reads as a rendering bug)."""
    flat = " ".join((text or "").split())
    if not flat:
        return render("word.empty_output", lang)
    return "«" + (flat if len(flat) <= limit else flat[: limit - 1] + "…") + "»"


def render(key: str, lang: str, **args: Any) -> str:
    lang = lang if lang in LANGS else "pt"
    entry = CATALOGUE.get(key)
    if entry is None:
        return key
    try:
        return entry[lang].format(**args)
    except (KeyError, IndexError, ValueError):
        return entry[lang]
