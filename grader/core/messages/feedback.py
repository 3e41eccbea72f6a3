"""The rubric rules' feedback on each criterion (grader/checks/)."""

from __future__ import annotations

ENTRIES: dict[str, dict[str, str]] = {
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
    "final.invented": {
        "pt": "O sim/não confere com as suas saídas, mas os números que você atribui a elas não estão nelas ({given}): "
              "{per_run}.{reference}",
        "en": "Your yes/no agrees with your outputs, but the numbers you give for them are not in them ({given}): "
              "{per_run}.{reference}",
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
    # outputs printed in the notebook but empty: what was read is said; "generate them again" is only for
    # outputs absent from the notebook ("outputs.absent")
    "reasoning.outputs_empty": {
        "pt": "As saídas de {runs} que estão no notebook ficaram vazias (o modelo não gerou texto): {shown}. Não há "
              "trecho de raciocínio para copiar delas.{more}",
        "en": "The outputs of {runs} in the notebook are empty (the model generated no text): {shown}. There is no "
              "reasoning excerpt to copy from them.{more}",
    },
    "reasoning.outputs_missing": {
        "pt": "Não há trecho de raciocínio para conferir. {absent} Depois copie um trecho delas entre aspas.",
        "en": "There is no reasoning excerpt to check. {absent} Then quote an excerpt of them.",
    },
    # why no output of a run could be read: absent from the notebook, or printed where no run could be
    # told (what the reader set aside, and why, is in the instructor's diagnostics)
    "outputs.absent": {
        "pt": "Não encontrei no notebook entregue as saídas de {runs}: gere-as de novo (rode as células de {runs}) "
              "e salve o notebook com as saídas (Ctrl+S).",
        "en": "The outputs of {runs} are not in the submitted notebook: generate them again (run the cells of "
              "{runs}) and save the notebook with its outputs (Ctrl+S).",
    },
    "outputs.unshown": {
        "pt": "O código gera {runs}, mas o corretor não leu nenhuma saída delas no notebook (vazias, ou mostradas de um "
              "jeito que ele não lê); o professor confere.",
        "en": "The code generates {runs}, but the grader read no output of them in the notebook (empty, or shown in a "
              "way it does not read); the instructor checks.",
    },
    "outputs.unplaced": {
        "pt": "O notebook mostra textos gerados, mas nenhum pôde ser ligado com segurança a {runs}: gere cada saída "
              "na célula da própria execução, como no notebook inicial.",
        "en": "The notebook shows generated texts, but none could be tied with confidence to {runs}: generate each "
              "output in its own run's cell, as in the starter notebook.",
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
    "closed.unseen_numbers": {
        "pt": "a justificativa lê números ({numbers}) que não estão em nenhuma saída do notebook: ela não se apoia na "
              "saída que você mostrou",
        "en": "the justification reads numbers ({numbers}) that are in no output of the notebook: it does not rest "
              "on the output you showed",
    },
    "word.yes": {"pt": "sim", "en": "yes"},
    "word.no": {"pt": "não", "en": "no"},
    "word.none": {"pt": "nenhuma", "en": "none"},
    "word.empty_output": {"pt": "(saída vazia)", "en": "(empty output)"},
    "word.both": {"pt": "ambas", "en": "both"},
    "word.changed": {"pt": "mudou", "en": "changed"},
    "word.changed_spacing": {"pt": "mudou só nos espaços e quebras de linha",
                             "en": "changed only in its spaces and line breaks"},
    "word.unchanged": {"pt": "não mudou", "en": "did not change"},
    "word.prompt_instruction": {"pt": "a instrução", "en": "the instruction"},
    "word.prompt_query": {"pt": "o texto a classificar", "en": "the text to classify"},
    "word.prompt_both": {"pt": "a instrução e o texto a classificar", "en": "the instruction and the text to classify"},
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
    "copied.swapped": {
        "pt": "{run}: o texto que você deu como saída de {run}, {given}, é a saída de {other}; a de {run} é {real}",
        "en": "{run}: the text you gave as {run}'s output, {given}, is {other}'s output; {run}'s is {real}",
    },
    "copied.not_model": {
        "pt": "{run}: {given} não é o que o modelo gera com esse prompt; a reexecução do corretor dá {real}",
        "en": "{run}: {given} is not what the model generates for this prompt; the grader's re-run gives "
              "{real}",
    },
    "copied.extended": {
        "pt": "{run}: a sua cópia continua além da saída do modelo, que é {real}; {extra} não foi gerado pelo modelo",
        "en": "{run}: your copy goes on past the model's output, which is {real}; {extra} was not generated by the model",
    },
    "copied.cut": {
        "pt": "{run}: o notebook mostrou só o começo da saída ({shown}); a saída inteira, pela reexecução do "
              "corretor, é {real}, e ela não aparece na resposta",
        "en": "{run}: the notebook showed only the output's beginning ({shown}); the whole output, by the grader's "
              "re-run, is {real}, and it is not in the answer",
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
    "format.first_line": {
        "pt": "Confere com as suas saídas, lidas como se lê uma resposta: {runs} começa com o rótulo na primeira "
              "linha, e depois dela o modelo começou a repetir o padrão do prompt e foi cortado (lendo a saída "
              "inteira, seria \"{truth}\"): {outputs}.",
        "en": "Agrees with your outputs, read as an answer is read: {runs} starts with the label on its first line, "
              "and after it the model began repeating the prompt's pattern and was cut (reading each whole output, "
              "it would be \"{truth}\"): {outputs}.",
    },
    "format.unclear": {
        "pt": "Não foi possível reconhecer quais saídas você indicou; pelas suas saídas: \"{truth}\" ({outputs}).",
        "en": "Could not tell which outputs you named; from your outputs: \"{truth}\" ({outputs}).",
    },
    "variation.prompt_unknown": {
        "pt": "Não foi possível ler o prompt que a célula de {run} usou, então não dá para conferir o que você mudou em "
              "relação a {base}; o professor confere.",
        "en": "The prompt the {run} cell used could not be read, so what you changed from {base} cannot be checked; "
              "the instructor checks.",
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
    "variation.not_demonstration": {
        "pt": "A resposta confere com as saídas ({base} {base_output} → {run} {output}), mas a sua variação mudou "
              "{where} e manteve as demonstrações como estavam; a questão pede o efeito de alterar ou reordenar uma "
              "demonstração.",
        "en": "The answer agrees with the outputs ({base} {base_output} → {run} {output}), but your variation "
              "changed {where} and kept the demonstrations as they were; the question asks what changing or "
              "reordering a demonstration does.",
    },
    "variation.unclear": {
        "pt": "Diga se a saída mudou (sim ou não). Pelas suas saídas, {truth} ({base} {base_output} → {run} "
              "{output}).",
        "en": "Say whether the output changed (yes or no). From your outputs it {truth} ({base} {base_output} → "
              "{run} {output}).",
    },
    # {field}: the configuration's field the number is read from (n_positions for GPT-2), which a student
    # can print (model.config.n_positions); where the configuration came from is the instructor's (evidence)
    "window.ok": {
        "pt": "Janela de {model}: {expected} tokens (o campo {field} da configuração do modelo), e você explicou o "
              "que acontece além dela.",
        "en": "Window of {model}: {expected} tokens (the {field} field of the model's configuration), and you "
              "explained what happens beyond it.",
    },
    "window.no_beyond": {
        "pt": "{expected} tokens está certo (o campo {field} da configuração de {model}), mas falta dizer o que "
              "acontece com os tokens fora da janela.",
        "en": "{expected} tokens is right (the {field} field of {model}'s configuration), but say what happens to "
              "tokens outside the window.",
    },
    "window.wrong": {
        "pt": "Você escreveu {given}, mas a configuração de {model} diz {expected} (o campo {field}).",
        "en": "You wrote {given}, but {model}'s configuration says {expected} (its {field} field).",
    },
    "window.no_number": {
        "pt": "Informe o tamanho da janela; a configuração de {model} diz {expected} (o campo {field}).",
        "en": "State the window size; {model}'s configuration says {expected} (its {field} field).",
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
    "window.wrong_unit": {
        "pt": "O número {expected} está certo, mas a janela de {model} conta tokens ({field}), não {unit}: um token é "
              "um pedaço de palavra, e {expected} tokens não são {expected} {unit}.",
        "en": "The number {expected} is right, but {model}'s window counts tokens ({field}), not {unit}: a token is a "
              "piece of a word, and {expected} tokens are not {expected} {unit}.",
    },
    "vote.no_counts": {
        "pt": "Voto {vote} certo, mas faltam as contagens que a questão pede: quantas amostras foram POSITIVO, "
              "NEGATIVO e sem rótulo (as suas {n} amostras: {counts}).{reference}",
        "en": "Vote {vote} is right, but the counts the question asks for are missing: how many samples were "
              "POSITIVO, NEGATIVO and without a label (your {n} samples: {counts}).{reference}",
    },
    "vote.own_rule": {
        "pt": "Você informou {claim}; pela regra do curso, a recontagem das suas {n} amostras dá {vote} ({counts}). O "
              "seu notebook extrai o rótulo com uma regra própria ({rule}), que o corretor não executa: o professor "
              "confere a contagem por ela.{reference}",
        "en": "You reported {claim}; with the course's rule, recounting your {n} samples gives {vote} ({counts}). "
              "Your notebook reads the label with a rule of its own ({rule}), which the grader does not run: your "
              "instructor checks the count by it.{reference}",
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
    "excerpts.all_found": {
        "pt": "Trechos de {runs} encontrados nas saídas das próprias execuções.",
        "en": "Excerpts of {runs} found in the outputs of those runs.",
    },
    # {hints}: "excerpts.changed" when a quote was not found in outputs the notebook has, "outputs.absent" /
    # "outputs.unplaced" for runs with no output read; each only in its own situation
    "excerpts.some_missing": {
        "pt": "Trechos encontrados para {found} de {n} execuções ({found_runs}). Sem trecho real de: {missing}.{hints}",
        "en": "Excerpts found for {found} of {n} runs ({found_runs}). No real excerpt of: {missing}.{hints}",
    },
    "excerpts.not_in_outputs": {
        "pt": "O trecho citado não aparece em nenhuma das suas saídas que estão no notebook ({runs}): \"{quote}\". Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "The quoted excerpt does not appear in any of your outputs in the notebook ({runs}): \"{quote}\". If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "excerpts.no_outputs": {
        "pt": "O trecho citado (\"{quote}\") não pôde ser conferido. {absent}",
        "en": "The quoted excerpt (\"{quote}\") could not be checked. {absent}",
    },
    # the notebook has the outputs and the quote is not in them: the one situation this hint describes
    "excerpts.changed": {
        "pt": "Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "choice.agrees": {
        "pt": "Você apontou {chosen}; a medida de {measure} nas suas próprias saídas concorda ({values}).{reference}",
        "en": "You named {chosen}; the {measure} measure on your own outputs agrees ({values}).{reference}",
    },
    "choice.disagrees": {
        "pt": "Você apontou {chosen}, mas nas suas próprias saídas a maior {measure} é de {expected} ({values}).{reference}",
        "en": "You named {chosen}, but on your own outputs the highest {measure} is {expected}'s ({values}).{reference}",
    },
    "choice.near_tie": {
        "pt": "Precisa de revisão: você apontou {chosen}; pela {measure} das suas saídas seria {expected}, mas por "
              "pouco ({values}): com valores tão próximos, a resposta depende de como se conta; o professor decide.",
        "en": "Needs review: you named {chosen}; by your outputs' {measure} it would be {expected}, but only just "
              "({values}): with values this close, the answer depends on how it is counted; the instructor decides.",
    },
    "choice.measures_disagree": {
        "pt": "Precisa de revisão: você apontou {chosen}. Pela {measure} das suas saídas seria {expected} ({values}); "
              "pela menor {other}, é {chosen} ({other_values}). As duas medidas discordam; o professor decide.",
        "en": "Needs review: you named {chosen}. By your outputs' {measure} it would be {expected} ({values}); by the "
              "lowest {other}, it is {chosen} ({other_values}). The two measures disagree; the instructor decides.",
    },
    "choice.earlier_round": {
        "pt": "Precisa de revisão: as execuções aparecem mais de uma vez no notebook. Você apontou {chosen}, o que "
              "confere com a {n}ª rodada ({values}), não com a última; o professor confere qual rodada as respostas usam.",
        "en": "Needs review: the runs appear more than once in the notebook. You named {chosen}, which agrees with "
              "round {n} ({values}), not with the last one; the instructor checks which round the answers use.",
    },
    "choice.theme_argued": {
        "pt": "Precisa de revisão: você apontou {chosen} e citou o texto dele ({quote}). A medida de {measure} (pares de "
              "palavras distintos) aponta {expected} ({values}), mas a pergunta é sobre variação de tema, que "
              "uma contagem de palavras não mede; o professor lê os trechos.",
        "en": "Needs review: you named {chosen} and quoted its text ({quote}). The {measure} measure (distinct word "
              "pairs) points to {expected} ({values}), but the question is about variation of theme, which a word "
              "count does not measure; the instructor reads the excerpts.",
    },
    "choice.meaning_argued": {
        "pt": "Precisa de revisão: você apontou {chosen} por uma repetição que mostra (\"{said}\"). A medida de "
              "{measure} aponta {expected} ({values}), mas ela conta trios de palavras repetidos, não a mesma ideia "
              "dita em outras palavras nem uma expressão curta que volta; o professor lê os trechos.",
        "en": "Needs review: you named {chosen} for a repetition you show (\"{said}\"). The {measure} measure points "
              "to {expected} ({values}), but it counts repeated word triples, not the same idea said in other words "
              "nor a short phrase that comes back; the instructor reads the excerpts.",
    },
    "choice.none": {
        "pt": "A resposta não indica claramente uma execução ({options}).",
        "en": "The answer does not clearly name one run ({options}).",
    },
    "choice.outputs_unread": {
        "pt": "Precisa de revisão: o notebook mostra saídas que o corretor não conseguiu ligar a {missing}; "
              "o professor confere a comparação com elas.",
        "en": "Needs review: the notebook shows outputs the grader could not tie to {missing}; the instructor "
              "checks the comparison against them.",
    },
    "choice.outputs_unshown": {
        "pt": "Precisa de revisão: o código gera {missing}, mas o corretor não leu nenhuma saída dessa execução no "
              "notebook (vazia, ou mostrada de um jeito que ele não lê); o professor confere a comparação.",
        "en": "Needs review: the code generates {missing}, but the grader read no output of it in the notebook "
              "(empty, or shown in a way it does not read); the instructor checks the comparison.",
    },
    "choice.no_outputs": {
        "pt": "Não há saídas suficientes para comparar ({missing} ausente).",
        "en": "Not enough outputs to compare ({missing} missing).",
    },
    "quote.found": {
        "pt": "A justificativa cita o texto gerado de {run}: \"{quote}\"",
        "en": "The justification quotes {run}'s generated text: \"{quote}\"",
    },
    "quote.unread": {
        "pt": "Precisa de revisão: o trecho citado (\"{quote}\") não está nas saídas que o corretor leu. {absent}",
        "en": "Needs review: the excerpt quoted (\"{quote}\") is not in the outputs the grader read. {absent}",
    },
    "quote.reworded": {
        "pt": "Precisa de revisão: a justificativa cita {run} também com palavras trocadas: \"{quote}\", onde a "
              "saída diz \"{output}\"; o professor confere qual trecho vale.",
        "en": "Needs review: the justification also quotes {run} with words changed: \"{quote}\", where the "
              "output says \"{output}\"; the instructor checks which excerpt counts.",
    },
    "quote.none": {
        "pt": "A justificativa não cita nenhum trecho real das suas saídas.",
        "en": "The justification quotes no real excerpt of your outputs.",
    },
    "repeat.found": {
        "pt": "O trecho \"{quote}\" aparece {count} vezes na saída de {run}.",
        "en": "The excerpt \"{quote}\" occurs {count} times in {run}'s output.",
    },
    "repeat.quote_edited": {
        "pt": "A frase repete-se na saída de {run} ({count} vezes), mas a sua citação \"{quote}\" não é o texto "
              "da saída, que diz \"{output}\": copie o trecho exatamente como o modelo o escreveu.",
        "en": "The sentence repeats in {run}'s output ({count} times), but your quote \"{quote}\" is not the "
              "output's text, which reads \"{output}\": copy the excerpt exactly as the model wrote it.",
    },
    "repeat.once": {
        "pt": "O trecho \"{quote}\" aparece só uma vez na saída de {run}: não é uma repetição.",
        "en": "The excerpt \"{quote}\" occurs only once in {run}'s output: it is not a repetition.",
    },
    "repeat.pattern_inside": {
        "pt": "Precisa de revisão: o trecho \"{quote}\" aparece só uma vez na saída de {run}, mas \"{pattern}\", "
              "dentro dele, aparece {count} vezes: o professor decide se é o padrão repetido.",
        "en": "Needs review: the excerpt \"{quote}\" occurs only once in {run}'s output, but \"{pattern}\", inside "
              "it, occurs {count} times: the instructor decides whether that is the repeated pattern.",
    },
    "repeat.not_found": {
        "pt": "O trecho citado não aparece em nenhuma saída de {runs} que está no notebook. Se o notebook foi reexecutado depois que você escreveu as respostas, as saídas mudaram e a resposta cita o texto antigo: cite as saídas que estão no notebook entregue.",
        "en": "The quoted excerpt does not appear in any output of {runs} in the notebook. If the notebook was re-run after you wrote your answers, the outputs changed and the answer cites the old text: cite the outputs in the notebook you submit.",
    },
    "repeat.no_outputs": {
        "pt": "O trecho citado não pôde ser conferido. {absent}",
        "en": "The quoted excerpt could not be checked. {absent}",
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
    "closed.hedged": {
        "pt": "A resposta não diz sim nem não (\"{given}\"): a pergunta pede um {expected} claro, justificado.",
        "en": "The answer says neither yes nor no (\"{given}\"): the question asks for a clear {expected}, justified.",
    },
    "closed.self_contradicted": {
        "pt": "A resposta diz {expected}, mas a explicação afirma \"{said}\", que diz o contrário; precisa de revisão do "
              "professor.",
        "en": "The answer says {expected}, but its explanation states \"{said}\", which says the opposite; needs your "
              "instructor's review.",
    },
    "closed.unclear": {
        "pt": "Não foi possível reconhecer a resposta; precisa de revisão: \"{given}\".",
        "en": "The answer could not be recognised; needs review: \"{given}\".",
    },
    "concept.ok": {
        "pt": "Explica {concept} e liga ao seu próprio experimento ({tie}).",
        "en": "Explains {concept} and ties it to your own run ({tie}).",
    },
    "concept.phantom": {
        "pt": "A explicação se apoia em \"{quote}\" como saída de {named}, mas esse texto não está em nenhuma das "
              "suas saídas: a ligação com o seu experimento não se sustenta. Cite o que a sua execução mostrou.",
        "en": "The explanation rests on \"{quote}\" as {named}'s output, but that text is in none of your outputs: "
              "the tie to your experiment does not hold. Quote what your run showed.",
    },
    "concept.phantom_unplaced": {
        "pt": "A explicação se apoia em \"{quote}\" como saída de {named}; o corretor não encontrou esse texto nas "
              "saídas que leu, mas há saídas no notebook que ele não ligou a execuções: o professor confere.",
        "en": "The explanation rests on \"{quote}\" as {named}'s output; the grader did not find that text in the "
              "outputs it read, but the notebook has outputs it could not tie to runs: your instructor checks.",
    },
    "concept.untied": {
        "pt": "Explica {concept}, mas não liga a explicação às suas execuções (cite a execução ou um trecho).",
        "en": "Explains {concept}, but does not tie it to your runs (name the run or quote an excerpt).",
    },
    "concept.review": {
        "pt": "Conceito esperado ({concept}) não reconhecido automaticamente; precisa de revisão do professor.",
        "en": "Expected concept ({concept}) not recognised automatically; needs the instructor's review.",
    },
    "reference.position": {
        "pt": "{run}: {value:.2f}; nas {n} reexecuções do corretor com os mesmos parâmetros, mediana {median:.2f} "
              "(de {low:.2f} a {high:.2f}; sua saída fica no percentil {percentile:.0f}).",
        "en": "{run}: {value:.2f}; in the grader's {n} re-runs with the same parameters, median {median:.2f} "
              "({low:.2f} to {high:.2f}; your output sits at percentile {percentile:.0f}).",
    },
    "measure.repetition": {"pt": "repetição", "en": "repetition"},
    "concept.excerpt_of": {"pt": "{run} (trecho)", "en": "{run} (excerpt)"},
    # claims tied to their runs (grader/checks/sources.py, grader/reading/run_refs.py)
    "concept.part_of": {"pt": "{part} ({runs}), como grupo", "en": "{part} ({runs}), as a group"},
    "concept.number_of": {"pt": "{run} (o número {number} da saída)", "en": "{run} (the number {number} of its output)"},
    "attribution.false": {
        "pt": "Atribuição falsa: a resposta diz que \"{quote}\" vem de {named} (\"{said}\"), mas esse trecho "
              "está na saída de {actual}, não na de {named}.",
        "en": "False attribution: the answer says \"{quote}\" comes from {named} (\"{said}\"), but that excerpt "
              "is in {actual}'s output, not in {named}'s.",
    },
    "attribution.unsure": {
        "pt": "Precisa de revisão: a resposta parece pôr \"{quote}\" em {named} (\"{said}\"), mas esse trecho está na "
              "saída de {actual}; \"{said}\" pode contar outras execuções (uma nova rodada, uma parte): o professor "
              "confere de qual execução o trecho vem.",
        "en": "Needs review: the answer seems to put \"{quote}\" in {named} (\"{said}\"), but that excerpt is in "
              "{actual}'s output; \"{said}\" may count other runs (a re-run, one part): the teacher checks which run "
              "it comes from.",
    },
    "repeat.pair_alike": {
        "pt": "Precisa de revisão: os dois trechos citados estão em {run}, em lugares diferentes, e dividem {share} das "
              "palavras (\"{first}\" / \"{second}\"): uma repetição com outras palavras que o professor julga.",
        "en": "Needs review: both excerpts quoted are in {run}, at different places, and share {share} of their words "
              "(\"{first}\" / \"{second}\"): a repetition in other words, for the teacher to judge.",
    },
    "excerpts.near_copies": {
        "pt": "Precisa de revisão: os trechos de {runs} são quase iguais às saídas (semelhança de pelo menos {ratio}), "
              "com pequenas diferenças (letras, hífens, vírgulas): o professor confere se são cópias das suas saídas.",
        "en": "Needs review: the excerpts of {runs} are nearly the outputs' text (at least {ratio} alike), with small "
              "differences (letters, hyphens, commas): the teacher checks that they are copies of your outputs.",
    },
    "concept.success_not_shown": {
        "pt": "Precisa de revisão: a resposta explica {concept}, mas a saída de {run} (\"{output}\") não é um rótulo e a "
              "resposta não diz isso: a explicação pode descrever um resultado que as suas saídas não mostram.",
        "en": "Needs review: the answer explains {concept}, but {run}'s output (\"{output}\") is no label and the answer "
              "does not say so: the explanation may describe a result your outputs do not show.",
    },
    "excerpts.misattributed": {
        "pt": "Trechos da própria execução para {found} de {n} ({found_runs}). {false}",
        "en": "Excerpts from the run they are labelled with for {found} of {n} ({found_runs}). {false}",
    },
    "quote.misattributed": {
        "pt": "A justificativa cita texto real, mas de outra execução. {false}",
        "en": "The justification quotes real text, but from another run. {false}",
    },
    "quote.partly_misattributed": {
        "pt": "A justificativa cita texto real de {run} (\"{quote}\"), mas também atribui a {run} um trecho de outra "
              "execução. {false}",
        "en": "The justification quotes real text of {run} (\"{quote}\"), but also gives {run} an excerpt of another "
              "run. {false}",
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
        "pt": "A resposta traz os termos certos, mas como uma lista de palavras: falta uma frase que explique, "
              "ligando o mecanismo ao que você observou. Crédito parcial.",
        "en": "The answer has the right terms, but as a list of words: a sentence that explains, linking the "
              "mechanism to what you observed, is missing. Partial credit.",
    },
    "measure.diversity": {"pt": "diversidade", "en": "diversity"},
}
