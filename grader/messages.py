"""Every message a student or instructor reads, in pt-BR (the course default) and English.

Checks return a key and arguments; only the report layer turns them into text, so the two
languages never drift apart (tests fail when a key lacks either language).
"""

from __future__ import annotations

from typing import Any

LANGS = ("pt", "en")

CATALOGUE: dict[str, dict[str, str]] = {
    "execution.ok": {
        "pt": "O notebook executou sem erros ({seconds:.0f} s).",
        "en": "The notebook ran without errors ({seconds:.0f} s).",
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
    "evidence.not_genuine": {
        "pt": "A evidência de {runs} não é uma saída real do modelo ({why}); a afirmação não pode ser aceita.",
        "en": "The evidence of {runs} is not a real model output ({why}); the claim cannot be accepted.",
    },
    "answer.missing": {
        "pt": "Resposta não encontrada (célula '{cell}' ausente ou vazia).",
        "en": "Answer not found (cell '{cell}' missing or empty).",
    },
    "excerpts.all_found": {
        "pt": "Trechos de {runs} encontrados nas saídas das próprias execuções.",
        "en": "Excerpts of {runs} found in the outputs of those runs.",
    },
    "excerpts.some_missing": {
        "pt": "Trechos encontrados para {found} de {n} execuções ({found_runs}). Sem trecho real de: {missing}.",
        "en": "Excerpts found for {found} of {n} runs ({found_runs}). No real excerpt of: {missing}.",
    },
    "excerpts.not_in_outputs": {
        "pt": "O trecho citado não aparece em nenhuma das suas saídas: \"{quote}\"",
        "en": "The quoted excerpt does not appear in any of your outputs: \"{quote}\"",
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
        "pt": "O trecho citado não aparece em nenhuma saída de {runs}.",
        "en": "The quoted excerpt does not appear in any output of {runs}.",
    },
    "repeat.no_quote": {
        "pt": "Nenhum trecho entre aspas foi encontrado na resposta.",
        "en": "No quoted excerpt was found in the answer.",
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
    "selfcheck.no_notebook": {"pt": "Não encontrei o arquivo do notebook. Passe o caminho: check('A.2', notebook='atividade.ipynb')", "en": "Notebook file not found. Pass it: check('A.2', notebook='activity.ipynb')"},
    "selfcheck.no_activity": {"pt": "Informe a atividade: check('A.2', activity='temperature-top-p')", "en": "Name the activity: check('A.2', activity='temperature-top-p')"},
    "selfcheck.footer": {"pt": "* verificado de novo na correção; as reexecuções de referência só rodam na correção.", "en": "* checked again at grading; reference re-runs only happen at grading."},
    # -- class summary (grader/summary.py, templates/summary.html.j2) --------------------------------
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
}


def table(prefix: str, lang: str) -> dict[str, str]:
    """Every entry under ``prefix`` (e.g. "summary."), keyed by the rest of its name."""
    lang = lang if lang in LANGS else "pt"
    return {k[len(prefix):]: v[lang] for k, v in CATALOGUE.items() if k.startswith(prefix)}


def render(key: str, lang: str, **args: Any) -> str:
    lang = lang if lang in LANGS else "pt"
    entry = CATALOGUE.get(key)
    if entry is None:
        return key
    try:
        return entry[lang].format(**args)
    except (KeyError, IndexError, ValueError):
        return entry[lang]
