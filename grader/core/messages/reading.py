"""What was read from a notebook: where an answer was found, the runs and their evidence."""

from __future__ import annotations

ENTRIES: dict[str, dict[str, str]] = {
    "runs.all_verified": {
        "pt": "Todas as {n} execuções ({runs}) são saídas que o modelo poderia ter gerado com os parâmetros declarados.",
        "en": "All {n} runs ({runs}) are outputs the model could have generated with the declared parameters.",
    },
    "runs.some_problems": {
        "pt": "{ok} de {n} execuções verificadas. Problemas: {problems}",
        "en": "{ok} of {n} runs verified. Problems: {problems}",
    },
    "runs.undecided": {
        "pt": "{ok} de {n} execuções verificadas; as outras o corretor não conseguiu decidir, e o professor "
              "confere: {problems}",
        "en": "{ok} of {n} runs verified; the grader could not decide the others, and your instructor checks "
              "them: {problems}",
    },
    "run.missing": {"pt": "{run}: nenhuma saída encontrada", "en": "{run}: no output found"},
    "run.untied": {"pt": "{run}: o notebook gera as saídas em código que o corretor não segue (um laço de decodificação "
                         "próprio); nenhuma saída mostrada foi ligada a esta execução: o professor confere",
                   "en": "{run}: the notebook generates its outputs in code the grader does not follow (a decoding loop of "
                         "its own); no output shown was tied to this run: your instructor checks it"},
    "run.unshown": {"pt": "{run}: o código gera esta execução, mas nenhuma saída dela foi lida (vazia, ou mostrada "
                          "de um jeito que o corretor não lê)",
                    "en": "{run}: the code generates this run, but no output of it was read (empty, or shown in a "
                          "way the grader does not read)"},
    "run.inconsistent": {
        "pt": "{run}: o texto não pode ter sido gerado com {params}: o token {index} ({token!r}) era a "
              "{rank}ª opção do modelo naquele passo, mas só as {kept} mais prováveis podiam ser sorteadas",
        "en": "{run}: the text cannot have been generated with {params}: token {index} ({token!r}) was the "
              "model's choice number {rank} at that step, but only the {kept} most likely could be sampled",
    },
    "run.undetermined": {"pt": "{run}: não foi possível decidir", "en": "{run}: could not be decided"},
    "run.shown_marks": {
        "pt": "{run}: o texto aparece com \"{mark}\" no lugar das quebras de linha; com as quebras de volta, é o texto do modelo",
        "en": "{run}: the text is shown with \"{mark}\" in place of its line breaks; with the line breaks back, it is the model's text",
    },
    "run.shown_notation": {
        "pt": "{run}: o texto aparece numa notação da exibição (espaços e quebras de linha visíveis, ou entre \"{marks}\"); "
              "lido de volta, é o texto do modelo",
        "en": "{run}: the text is shown in a notation of the display (visible spaces and line breaks, or between "
              "\"{marks}\"); read back, it is the model's text",
    },
    "run.unverified_marks": {
        "pt": "{run}: o texto aparece com \"{mark}\" entre as palavras, uma marca da exibição; sem o texto exato, o "
              "corretor não decide se ele é do modelo: o professor confere",
        "en": "{run}: the text is shown with \"{mark}\" between its words, a mark of the display; without the exact "
              "text the grader does not decide whether it is the model's: the instructor checks",
    },
    "run.shown_header_fields": {
        "pt": "{run}: a primeira linha lida é um cabeçalho com medidas separadas por \"|\"; o texto das linhas de baixo "
              "é o do modelo",
        "en": "{run}: the first line read is a header of measures separated by \"|\"; the text on the lines below "
              "is the model's",
    },
    "run.shown_cut_char": {
        "pt": "{run}: o texto termina em \"�\", os primeiros bytes de um caractere que a decodificação não mostra; até "
              "ali, é o texto do modelo",
        "en": "{run}: the text ends in \"�\", the first bytes of a character the decoding cannot show; up to there, "
              "it is the model's text",
    },
    "run.shown_escaped": {
        "pt": "{run}: o texto aparece com escapes (\\n no lugar das quebras de linha); com eles desfeitos, é o texto do modelo",
        "en": "{run}: the text is shown with escapes (\\n for its line breaks); with them undone, it is the model's text",
    },
    "run.unverified_escapes": {
        "pt": "{run}: o texto aparece com escapes (\\n, \\x..) e, lido com eles ou sem eles, não confere com o "
              "modelo; sem o texto exato, o corretor não decide: o professor confere",
        "en": "{run}: the text is shown with escapes (\\n, \\x..) and, read with or without them, does not match the "
              "model; without the exact text the grader does not decide: your instructor checks it",
    },
    "run.unverified_elided": {
        "pt": "{run}: o texto mostrado confere com o modelo até o token {index}, onde a exibição corta um trecho com "
              "reticências (reprlib, um resumo); o que falta não foi mostrado, então o corretor não decide: o "
              "professor confere",
        "en": "{run}: the text shown matches the model up to token {index}, where the display leaves a stretch out "
              "with an ellipsis (reprlib, a summary); what is missing was not shown, so the grader does not decide: "
              "your instructor checks it",
    },
    "run.unverified_elided": {
        "pt": "{run}: o texto aparece com um trecho omitido (\"[…]\") e é do modelo até ali; o resto não é a continuação "
              "exata, então o corretor não decide: o professor confere",
        "en": "{run}: the text is shown with a stretch left out (\"[…]\") and is the model's up to there; the rest is not "
              "the exact continuation, so the grader does not decide: your instructor checks it",
    },
    "run.unverified_display": {
        "pt": "{run}: o texto foi lido de uma exibição em markdown que some com marcas (crases, negrito); essa "
              "leitura não é o texto exato, então o corretor não decide se ele é do modelo: o professor confere",
        "en": "{run}: the text was read from a markdown display that drops marks (backticks, bold); that reading is "
              "not the exact text, so the grader does not decide whether it is the model's: your instructor checks it",
    },
    "run.unverified_undone": {
        "pt": "{run}: o seu código trocou partes do texto antes de imprimi-lo ({how}); o corretor desfez a troca, mas "
              "essa leitura não é o texto exato, então não decide se ele é do modelo: o professor confere",
        "en": "{run}: your code replaced parts of the text before printing it ({how}); the grader undid the "
              "replacement, but that reading is not the exact text, so it does not decide whether it is the "
              "model's: your instructor checks it",
    },
    "run.unverified_spacing": {
        "pt": "{run}: o texto mostrado confere com o modelo até o token {index}, uma quebra de linha ou um espaço; "
              "a forma como o notebook exibe o texto (linhas quebradas ou numeradas) pode ter mudado esse espaçamento, "
              "então o corretor não decide: o professor confere",
        "en": "{run}: the text shown matches the model up to token {index}, a line break or a space; the way the "
              "notebook displays the text (wrapped or numbered lines) may have changed that spacing, so the grader "
              "does not decide: your instructor checks it",
    },
    "run.shown_prefix": {
        "pt": "{run}: o texto mostrado é o começo da saída greedy do modelo, que continua: {expected!r}",
        "en": "{run}: the text shown is the beginning of the model's greedy output, which goes on: {expected!r}",
    },
    "run.beam_search": {
        "pt": "{run}: o seu código gerou com busca em feixe (num_beams={beams}), que o corretor não refaz passo a "
              "passo; o texto não é conferido com o modelo: o professor confere",
        "en": "{run}: your code generated with beam search (num_beams={beams}), which the grader does not replay "
              "step by step; the text is not checked against the model: your instructor checks it",
    },
    "run.unmodelled_processors": {
        "pt": "{run}: o seu código gerou também com {used}, que muda quais tokens podiam sair em cada passo; o "
              "corretor não refaz essa regra, então não decide se o texto é do modelo: o professor confere",
        "en": "{run}: your code also generated with {used}, which changes which tokens each step could produce; "
              "the grader does not replay that rule, so it does not decide whether the text is the model's: "
              "your instructor checks it",
    },
    "run.unverified_start": {
        "pt": "{run}: o texto lido do layout do notebook não confere com o modelo já no primeiro token; onde ele "
              "começa foi lido (um rótulo, uma moldura antes dele), não registrado: o professor confere",
        "en": "{run}: the text read from the notebook's layout does not match the model from its first token on; "
              "where it starts was read (a label, a frame before it), not recorded: your instructor checks it",
    },
    "run.unverified_tail": {
        "pt": "{run}: o texto mostrado confere com o modelo até o token {index}; dali em diante pode ser outra "
              "saída impressa junto (a próxima linha de uma tabela, um cabeçalho): o professor confere",
        "en": "{run}: the text shown matches the model up to token {index}; from there on it may be other output "
              "printed with it (a table's next row, a header): your instructor checks it",
    },
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
    "run.too_long_read": {
        "pt": "{run}: o texto lido tem {chars} caracteres, mais do que a geração declarada poderia produzir; a "
              "leitura pode ter juntado mais do que a saída (a moldura de uma tabela, o próximo print), e o professor "
              "confere",
        "en": "{run}: the text read has {chars} characters, more than the declared generation could produce; the "
              "reading may have taken more than the output (a table's frame, the next print), and the instructor "
              "checks",
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
    "run.cut_short": {
        "pt": "{run} foi gerada com max_new_tokens={code} e cortada nesse limite; a atividade pede {asked}",
        "en": "{run} was generated with max_new_tokens={code} and cut at that limit; the activity asks for {asked}",
    },
    "run.params_differ": {
        "pt": "{run} foi gerada com {code}, mas a atividade pede {run} com {run_params}",
        "en": "{run} was generated with {code}, but the activity asks for {run} with {run_params}",
    },
    "run.off_config": {
        "pt": "{run} foi gerada também com {used}, que a atividade não pede: o texto pode ser do modelo, mas não "
              "é a execução que a atividade pede",
        "en": "{run} was also generated with {used}, which the activity does not ask for: the text may be the "
              "model's, but it is not the run the activity asks for",
    },
    "run.too_few_samples": {
        "pt": "{run}: {got} de {n} amostras encontradas",
        "en": "{run}: {got} of {n} samples found",
    },
    "evidence.not_genuine": {
        "pt": "A evidência de {runs} não é uma saída real do modelo ({why}); a afirmação não pode ser aceita.",
        "en": "The evidence of {runs} is not a real model output ({why}); the claim cannot be accepted.",
    },
    # where to write it, as the student sees the notebook (grader/reading/answers.py reads the answer cell
    # under the question, text typed below the question, and a cell opening with "A.1:"); the answer
    # cell's tag, which no student sees, stays in the evidence for the instructor
    "answer.unfinished": {
        "pt": "Precisa de revisão: a resposta de {question} está marcada como não terminada (\"{said}\"); o professor "
              "decide se ela responde à questão.",
        "en": "Needs review: the answer to {question} is marked unfinished (\"{said}\"); your instructor decides "
              "whether it answers the question.",
    },
    "answer.not_done": {
        "pt": "{question}: a resposta diz que a questão não foi feita ({said}).",
        "en": "{question}: the answer says the question was not done ({said}).",
    },
    "answer.missing": {
        "pt": "Resposta de {question} não encontrada. Escreva-a na célula de texto logo abaixo da pergunta "
              "{question}, no lugar de \"_Sua resposta aqui._\"; se essa célula foi apagada, crie uma célula de "
              "texto logo abaixo da pergunta e comece-a com \"{question}:\".",
        "en": "No answer to {question} was found. Write it in the text cell right below question {question}, in "
              "place of \"_Sua resposta aqui._\"; if that cell was deleted, add a text cell right below the "
              "question and start it with \"{question}:\".",
    },
    # where an answer was found (grader/reading/answers.py) and when that place is doubtful
    "answer.found_in": {"pt": "Resposta encontrada em: {where}.", "en": "Answer found in: {where}."},
    "answer.also_in": {"pt": "Também há resposta em: {where}.", "en": "An answer was also found in: {where}."},
    # {n}: the cell's place counting from 1 at the top, as a student counts (no notebook shows an index)
    "answer.where": {"pt": "{how} ({n}ª célula do notebook)", "en": "{how} (cell {n} from the top of the notebook)"},
    "answer.how.tag": {"pt": "a célula de resposta de {question}", "en": "the answer cell of {question}"},
    "answer.how.tag_unnamed": {"pt": "a célula de resposta", "en": "the answer cell"},
    "answer.how.question_cell": {"pt": "texto acrescentado à célula da questão",
                                 "en": "text added to the question cell"},
    "answer.how.heading": {"pt": "sob o título \"{label}\"", "en": "under the heading \"{label}\""},
    "answer.how.multi_answer_cell": {"pt": "célula com várias respostas, sob \"{label}\"",
                                     "en": "a cell holding several answers, under \"{label}\""},
    "answer.review": {
        "pt": "Precisa de revisão: {why}. A nota usa a resposta lida em: {where}. {graded}",
        "en": "Needs review: {why}. Graded the answer read in: {where}. {graded}",
    },
    "answer.doubt.places_differ": {
        "pt": "há respostas diferentes para esta questão nestes lugares: {places}",
        "en": "different answers to this question were found in {places}",
    },
    "answer.doubt.in_order": {
        "pt": "a resposta não tem identificação e foi lida pela ordem das questões ({questions}); confira se este "
              "texto responde mesmo a esta questão antes de descontar",
        "en": "the answer carries no question id and was read in the order of the questions ({questions}); check "
              "that this text answers this question before deducting",
    },
    "answer.doubt.named_inline": {
        "pt": "a resposta foi lida de uma linha que cita {questions} no meio do texto, não sob um título (\"{text}\"); "
              "confira se ela responde mesmo a esta questão antes de descontar",
        "en": "the answer was read from a line that names {questions} inside its text, not under a heading "
              "(\"{text}\"); check that it answers this question before deducting",
    },
    "answer.how.inline": {"pt": "uma linha que cita {label}", "en": "a line that names {label}"},
    "answer.how.order": {"pt": "texto sem identificação, lido na ordem das questões {label}",
                         "en": "text with no question id, read in the order of the questions {label}"},
    "answer.points_elsewhere": {
        "pt": "Precisa de revisão: a resposta de {question} não cita trecho, mas aponta onde ele está (\"{said}\"); o "
              "professor confere lá.",
        "en": "Needs review: the answer to {question} quotes no excerpt but points to where it is (\"{said}\"); the "
              "teacher checks there.",
    },
    "answer.doubt.run_label": {
        "pt": "a resposta só foi achada sob \"{label}\", que também é o nome de uma execução",
        "en": "the answer was found only under \"{label}\", which is also the name of a run",
    },
    "runs_referenced.ok": {
        "pt": "A justificativa se refere aos seus experimentos ({refs}).",
        "en": "The justification refers to your experiments ({refs}).",
    },
    "runs_referenced.review": {
        "pt": "A justificativa não cita execuções das partes A e B; precisa de revisão do professor.",
        "en": "The justification does not cite runs from parts A and B; needs the instructor's review.",
    },
    "answer.named_unread": {
        "pt": "Precisa de revisão: nenhuma resposta de {question} foi reconhecida, mas o notebook tem texto que "
              "cita {question}. Onde: {where}. Texto: \"{text}\"",
        "en": "Needs review: no answer to {question} was recognised, but the notebook holds text naming "
              "{question}. Where: {where}. Text: \"{text}\"",
    },
    "answer.unplaced_text": {
        "pt": "Precisa de revisão: o corretor não reconheceu qual texto responde {question}, mas o notebook tem "
              "texto seu que ele não conseguiu ligar a uma questão; o professor lê. Por exemplo, {where}: \"{text}\". "
              "Para a correção automática, comece a resposta com \"{question}:\".",
        "en": "Needs review: the grader did not recognise which text answers {question}, but the notebook holds "
              "text of yours it could not tie to a question; the instructor reads it. For example, {where}: \"{text}\". "
              "For automatic grading, start the answer with \"{question}:\".",
    },
    "answer.how.loose": {"pt": "um texto seu sem título de questão", "en": "a text of yours under no question heading"},
    "answer.how.code_cell": {"pt": "numa célula de código, sob \"{label}\"",
                             "en": "in a code cell, under \"{label}\""},
}
