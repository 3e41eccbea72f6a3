"""Running a notebook and the student's own check: execution, isolation, the model a check uses,
statuses and overrides."""

from __future__ import annotations

ENTRIES: dict[str, dict[str, str]] = {
    "execution.ok": {
        "pt": "O notebook executou sem erros.",
        "en": "The notebook ran without errors.",
    },
    # what stopped the run (the cell, the exception) is in the instructor's diagnostics; the student
    # reads what happened and how to see it in their own notebook
    "execution.failed": {
        "pt": "O corretor rodou o seu notebook do início, num ambiente novo, e ele parou com erro; a correção "
              "usou as saídas que você entregou. Para ver o erro, rode o notebook inteiro do início (no Colab: "
              "Ambiente de execução → Reiniciar e executar tudo).",
        "en": "The grader ran your notebook from the top, in a fresh environment, and it stopped with an error; "
              "grading used the outputs you submitted. To see the error, run the whole notebook from the top "
              "(in Colab: Runtime → Restart and run all).",
    },
    "execution.timeout": {
        "pt": "O corretor rodou o seu notebook do início, num ambiente novo, e ele passou do tempo limite; a "
              "correção usou as saídas que você entregou.",
        "en": "The grader ran your notebook from the top, in a fresh environment, and it went over the time "
              "limit; grading used the outputs you submitted.",
    },
    # about the student's notebook being run again; the grader's own generations with the model are
    # "ui.grading_only" (pages.py), said so that the two never read as a contradiction
    "execution.skipped": {
        "pt": "O corretor não rodou o seu notebook de novo: a correção usou as saídas salvas no notebook que "
              "você entregou.",
        "en": "The grader did not run your notebook again: grading used the outputs saved in the notebook you "
              "submitted.",
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
        "pt": "Modelo usado: {model}, o MODEL_NAME com que o notebook foi executado; as saídas não registram "
              "modelo.",
        "en": "Model used: {model}, the MODEL_NAME the notebook was executed with; the outputs record no model.",
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
    # the exception and its traceback go to the instructor (evidence "detail", the result's diagnostics)
    "check.internal_error": {
        "pt": "Este critério não pôde ser avaliado por uma falha do corretor, não do seu notebook; o professor vai "
              "revisá-lo.",
        "en": "This criterion could not be evaluated because of a fault in the grader, not in your notebook; the "
              "instructor will review it.",
    },
    # why the file could not be read (in the reader's words) goes to the instructor
    "check.unreadable_file": {
        "pt": "O arquivo entregue não pôde ser lido como um notebook, então nada foi corrigido. Abra o notebook no "
              "Colab ou no Jupyter, salve-o (Ctrl+S), baixe-o de novo como .ipynb (Arquivo → Fazer download → "
              "Fazer o download do .ipynb) e entregue esse arquivo.",
        "en": "The submitted file could not be read as a notebook, so nothing was graded. Open the notebook in "
              "Colab or Jupyter, save it (Ctrl+S), download it again as .ipynb (File → Download → Download "
              ".ipynb) and submit that file.",
    },
    "status.pass": {"pt": "aprovado", "en": "pass"},
    "status.partial": {"pt": "parcial", "en": "partial"},
    "status.fail": {"pt": "reprovado", "en": "fail"},
    "status.needs_review": {"pt": "precisa de revisão", "en": "needs review"},
    "status.error": {"pt": "erro", "en": "error"},
    "override.note": {"pt": "Ajuste do professor: {old:g} → {new:g} pontos{comment}.", "en": "Instructor adjustment: {old:g} → {new:g} points{comment}."},
    "check.reference_note": {"pt": "Obs.: as comparações com os textos que o próprio corretor gera com o modelo (as reexecuções de referência) só são feitas na correção.", "en": "Note: comparisons with the texts the grader itself generates with the model (its reference re-runs) are only made at grading time."},
    "selfcheck.no_notebook": {"pt": "Não encontrei o arquivo do notebook. Passe o caminho: check('A.2', notebook='atividade.ipynb')", "en": "Notebook file not found. Pass it: check('A.2', notebook='activity.ipynb')"},
    "selfcheck.notebook_missing": {"pt": "O arquivo {path} não existe. Confira o caminho (e salve o notebook: Ctrl+S).", "en": "The file {path} does not exist. Check the path (and save the notebook: Ctrl+S)."},
    "selfcheck.no_notebook_colab": {"pt": "No Colab não consegui ler o notebook aberto. Salve-o no Drive, monte o Drive (from google.colab import drive; drive.mount('/content/drive')) e passe o caminho: check('A.2', notebook='/content/drive/MyDrive/Colab Notebooks/atividade.ipynb')", "en": "In Colab the open notebook could not be read. Save it to Drive, mount Drive (from google.colab import drive; drive.mount('/content/drive')) and pass the path: check('A.2', notebook='/content/drive/MyDrive/Colab Notebooks/activity.ipynb')"},
    "selfcheck.no_model": {"pt": "A conferência precisa do modelo {model} e não conseguiu carregá-lo neste ambiente (sem internet, ou o modelo não está no cache). Rode antes a célula que carrega o modelo, com internet, e tente de novo. Detalhes:", "en": "The check needs the model {model} and could not load it here (no network, or the model is not cached). Run the cell that loads the model first, with network access, and try again. Details:"},
    "selfcheck.usage": {"pt": "A conferência não pôde começar; o corretor explica por quê (em inglês):", "en": "The check could not start; the grader says why:"},
    "selfcheck.failed": {"pt": "A conferência falhou por uma falha do corretor, não do seu notebook. Se isso se repetir, mostre ao professor os detalhes abaixo:", "en": "The check failed because of a fault in the grader, not in your notebook. If it happens again, show the instructor the details below:"},
    "selfcheck.activity_model": {"pt": "da atividade", "en": "of the activity"},
    "selfcheck.no_activity": {"pt": "Informe a atividade: check('A.2', activity='temperature-top-p')", "en": "Name the activity: check('A.2', activity='temperature-top-p')"},
    "selfcheck.footer": {"pt": "* verificado de novo na correção; as comparações com os textos que o próprio corretor gera com o modelo (as reexecuções de referência) só são feitas na correção.", "en": "* checked again at grading; comparisons with the texts the grader itself generates with the model (its reference re-runs) are only made at grading time."},
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
