"""Batch 35's hand-written answers, written after reading the recorded outputs (/tmp/rt35/out, dump_outputs.py).
ANSWERS[notebook][slot] = an answers cell's source (slots sit where the student put them: at the top, under a run, at
the end); PIECES[notebook][qid] = each question's answer as it stands inside those texts ("\\n".join of the slots in
order: make_expected.py takes them from here). Deliberate problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp351: summary of conclusions at the TOP (B.1, D.1-D.3), one observation cell per part-A run ("A1." / "A2." / "A3.",
# each with its A.1 excerpt), one cell "B1 —" / "B2 —" / "B3 —" (B.2 under B1), comparisons at the end (A.2, A.3,
# B.3). Honest: A2 is the most repetitive run here (rep3 0.118 vs 0.029 / 0.030), not A1.
A = ANSWERS["tp351-summary-top-perrun-headings"] = {
    "resumo": (
        "## Resumo das conclusões\n"
        "*(escrevi depois de rodar tudo, mas deixei aqui em cima; as observações de cada execução estão embaixo de cada uma)*\n\n"
        "- **(B.1)** O top-p mais repetitivo foi o 0.3 (B1): ele repete uma frase inteira.\n"
        "- **(D.1)** Para tirar um texto de um loop eu mexeria primeiro no top-p.\n"
        "- **(D.2)** Aumentaria (ex.: de 0.3 para 0.9).\n"
        "- **(D.3)** Na parte B, com a mesma temperatura 0.7, o B1 (top-p 0.3) repetiu a frase inteira e o B3 (0.9) repetiu só uma expressão curta, "
        "\"a model of the human brain\". Na parte A a temperatura mais baixa (A1) nem foi a mais repetitiva — foi a A2 —, então aqui "
        "o top-p fez mais diferença que a temperatura."),
    "obs_A1": (
        "**A1.** (T=0.2) Fica em ciência de dados do começo ao fim; repete a palavra \"data science\" várias vezes, mas em frases diferentes.\n"
        "(A.1) trecho: \"can be used to create and manage multiple entities simultaneously. They are often used in data science and analytics to analyze and manage large datasets.\""),
    "obs_A2": (
        "**A2.** (T=0.7) Sistemas e interações; volta duas vezes à mesma expressão.\n"
        "(A.1) trecho: \"They're often used to model complex systems that involve multiple components interacting with each other.\""),
    "obs_A3": (
        "**A3.** (T=1.0) Começa em relação entre quantidades, passa por regressão e termina em causalidade.\n"
        "(A.1) trecho: \"In other words, it's a way of measuring and quantifying the effect of a particular factor or circumstance on a particular outcome.\""),
    "obs_B": (
        "**B1 —** top-p 0.3. Análise de dados e regressão linear. **(B.2)** A frase que se repetiu: "
        "\"In the context of data analysis, models like linear regression are used to\" (aparece duas vezes, no primeiro e no segundo parágrafo).\n\n"
        "**B2 —** top-p 0.6. Dados não lineares, redes neurais; tem um tropeço \"models like models like\" e repete \"predict outcomes based on\", mas bem menos que o B1.\n\n"
        "**B3 —** top-p 0.9. Modelo do cérebro humano; \"a model of the human brain\" aparece duas vezes e o texto termina em \"In this way, a model of\"."),
    "comparacoes": (
        "**(A.2)** A A2. Ela repete a mesma estrutura: \"based on its interactions with other systems\" no começo e depois "
        "\"is determined by its interactions with other systems\", e ainda \"Examples include\" seguido de \"Examples of such systems include\". "
        "A A1 repete só a palavra \"data science\", e a A3 quase não repete (só \"the relationship between\").\n\n"
        "**(A.3)** A A3 (T=1.0). Ela muda de assunto três vezes: \"model the relationship between a quantity and its property\", depois "
        "\"regression analysis, which attempts to determine the relationship between variables\" e no fim \"the concept of causality\". "
        "A A1 fica só em data science e a A2 só em sistemas.\n\n"
        "**(B.3)** O top-p guarda o menor conjunto de tokens cuja probabilidade acumulada chega a p e sorteia só dentro dele. Com p = 0.3 "
        "esse conjunto é minúsculo: depois de \"In the context of data analysis,\" o B1 escolheu de novo os mesmos tokens e a frase saiu igual. "
        "Com 0.9 (B3) entram mais candidatos e o texto não se prende numa frase inteira."),
}
PIECES["tp351-summary-top-perrun-headings"] = {
    "A.1": "\n".join([A["obs_A1"], A["obs_A2"], A["obs_A3"]]),
    "A.2": A["comparacoes"].split("\n\n")[0],
    "A.3": A["comparacoes"].split("\n\n")[1],
    "B.1": A["resumo"].split("\n")[3],
    "B.2": "**(B.2)** A frase que se repetiu: \"In the context of data analysis, models like linear regression are used to\" (aparece duas vezes, no primeiro e no segundo parágrafo).",
    "B.3": A["comparacoes"].split("\n\n")[2],
    "D.1": A["resumo"].split("\n")[4],
    "D.2": A["resumo"].split("\n")[5],
    "D.3": A["resumo"].split("\n", 6)[6],
}

# tp352: the student's own pandas table (computed in the run cell) + a DataFrame typed by the student with a
# "comentário" column (A.1's excerpts live there), then markdown answers that cite "a última tabela".
# PROBLEM: B.1 names top_p 0.9 (the "predict and predict outcomes" stutter) "como mostra a última tabela", while that
# table gives execução 6 (0.9) 4 repeated trigrams and 81% distinct words, execução 4 (0.3) 8 and 54%.
TAB = '''import pandas as pd
pd.set_option('display.max_colwidth', None)
comentarios = pd.DataFrame([
    (1, 0.2, 0.9, 'A.1 trecho: "They can be used to predict future outcomes based on historical data." Repete "can be used to" três vezes.'),
    (2, 0.7, 0.9, 'A.1 trecho: "Supervised learning is where you have labeled data and use it to train a model." Fica em aprendizado supervisionado.'),
    (3, 1.0, 0.9, 'A.1 trecho: "The Lagrangian equation in general relativity, which describes the curvature of spacetime caused by massive objects." Foge de modelos e vai para física.'),
    (4, 0.7, 0.3, 'análise de dados e decisões de negócio'),
    (5, 0.7, 0.6, 'fala de uma função `calculate_average_stats`'),
    (6, 0.7, 0.9, 'gaguejou: "predict and predict outcomes"; previsão de ações e do tempo'),
], columns=['execução', 'T', 'top_p', 'comentário'])
comentarios'''
R = (
    "**A.1** — os três trechos estão na coluna *comentário* da tabela acima (execuções 1, 2 e 3).\n\n"
    "**A.2** — A execução 1 (T=0.2). Ela volta sempre na mesma fórmula: \"They can be used to predict future outcomes\", "
    "\"Examples of models that can be used to predict future outcomes\" e \"which can be used to model\"; na minha tabela de resultados "
    "ela tem 12 trigramas repetidos, o maior número de todos.\n\n"
    "**A.3** — A execução 3 (T=1.0): começa em \"the effects of gravity and gravitational forces\", passa por \"The Schwarzschild solution\" e "
    "pela relatividade geral e termina em \"was first developed in 1914\"; nada a ver com modelos de IA. Na tabela ela tem 71% de palavras "
    "distintas contra 69% das outras duas.\n\n"
    "**B.1** — top_p = 0.9 (execução 6), como mostra a última tabela: é o que mais se repete na parte B, até gaguejou \"predict and predict outcomes\" e depois \"predicting stock prices or predicting weather\".\n\n"
    "**B.2** — \"can be used to\" (execução 4: aparece quatro vezes)\n\n"
    "**B.3** — O top-p corta a distribuição no menor conjunto de tokens cuja probabilidade acumulada chega a p. Com p baixo sobram poucos "
    "candidatos e o modelo repete o caminho mais provável, como o \"can be used to\" da execução 4 (top_p 0.3).\n\n"
    "**D.1** — top-p.\n\n"
    "**D.2** — aumentar.\n\n"
    "**D.3** — Na parte B, com T=0.7 fixo, a execução 4 (top_p 0.3) tem 8 trigramas repetidos e só 54% de palavras distintas, e a "
    "execução 6 (top_p 0.9) tem 81% de palavras distintas. Na parte A, a execução 1 (T=0.2) repetiu mais que a 2 e a 3. Então abrir o "
    "top-p é o primeiro ajuste; a temperatura depois.")
ANSWERS["tp352-pandas-comment-column"] = {"tabela_comentarios": TAB, "respostas": R}
_r = R.split("\n\n")
# A.1's answer lives in two places: the three comment rows of the code cell (the excerpts) and the pointer in the
# markdown ("**A.1** — os três trechos estão na coluna comentário ..."); the text kept for A.1 is the code rows.
PIECES["tp352-pandas-comment-column"] = {
    "A.1": "\n".join(TAB.split("\n")[3:6]),
    "A.2": _r[1], "A.3": _r[2], "B.1": _r[3], "B.2": _r[4], "B.3": _r[5], "D.1": _r[6], "D.2": _r[7], "D.3": _r[8],
}

# ---------------------------------------------------------------- chain-of-thought
# cot351: P1 EMPTY (nothing between its rules), P2 '\n\nThe answer is: 28\n\n### Instruction\n\nProvide a rewritten ...'.
# Answers written twice: a draft and a final marked as the one that counts. PROBLEM: the final C.1 turns the draft's
# right "Não" into "Sim" (reading the question as "is it the same in both cases"), with an explanation that says both
# are wrong.
A = ANSWERS["cot351-draft-then-final"] = {
    "rascunho": (
        "C.1 — Não. O P1 não gerou nada (ficou vazio entre as linhas) e o P2 respondeu \"The answer is: 28\", que não é 85.\n\n"
        "C.2 — \"The answer is: 28\" (P2)\n\n"
        "C.3 — Não, porque o P2 escreve como quem concluiu uma conta e o número está errado."),
    "final": (
        "*Esta é a versão que vale; o rascunho acima fica só de registro.*\n\n"
        "**C.1** Sim. Reli a pergunta: nos dois casos a resposta final está errada — o P1 veio vazio e o P2 deu 28 —, então a resposta é "
        "a mesma para os dois.\n\n"
        "**C.2** \"The answer is: 28\" (passo a passo, P2). É o único ponto em que ele parece ter feito uma conta e chegado a um resultado.\n\n"
        "**C.3** Não. O P2 tem cara de resposta resolvida (\"The answer is: 28\") e logo depois muda de assunto para \"### Instruction\" "
        "e \"Provide a rewritten version of the given text\"; o tom de conclusão não garante que a conta esteja certa (27 + 58 = 85, não 28)."),
}
_f = A["final"].split("\n\n")
PIECES["cot351-draft-then-final"] = {"C.1": _f[1], "C.2": _f[2], "C.3": _f[3]}

# cot352: P1 '' (empty), P2 '00 - 10 = 11.00 \nThis is the only solution.'; a markdown table, one row per question,
# numbers in words; honest.
A = ANSWERS["cot352-qtable-numbers-in-words"] = {
    "tabela": (
        "| questão | resposta | onde vi |\n"
        "|---|---|---|\n"
        "| C.1 — a resposta final está correta nos dois casos? | **Não.** | O P1 veio vazio (`''`, zero caracteres). O P2 termina "
        "em onze (`11.00`), não em oitenta e cinco. |\n"
        "| C.2 — trecho em que parece raciocinar | `00 - 10 = 11.00` | P2, primeira linha: uma conta com sinal de igual, como um passo "
        "intermediário. |\n"
        "| C.3 — o raciocínio garante correção? | **Não.** | A conta `00 - 10 = 11.00` está errada em si (nem zero menos dez nem "
        "cinquenta e oito menos dez dão onze) e vem seguida de `This is the only solution.`: parecer seguro não garante resposta certa. |"),
}
_t = A["tabela"].split("\n")
PIECES["cot352-qtable-numbers-in-words"] = {"C.1": _t[2], "C.2": _t[3], "C.3": _t[4]}

# ---------------------------------------------------------------- few-shot
# fs351: a markdown table whose COLUMNS are the runs (zero-shot | few-shot | variação) and rows F.1 / F.2 / F.4, then
# F.3 and F.5 (F.5 in words); variation = both demonstrations in capitals: output identical to few-shot; honest.
A = ANSWERS["fs351-runs-as-columns-table"] = {
    "tabela": (
        "| pergunta | zero-shot | few-shot | variação (caixa alta) |\n"
        "|---|---|---|---|\n"
        "| F.1 — saída (copiada) | `' \"Este filme foi um'` | `' NEGATIVO\\n\\nText'` | `' NEGATIVO\\n\\nText'` |\n"
        "| F.2 — seguiu o formato de rótulo? | não, só repetiu o começo do texto | sim: NEGATIVO (o `\\n\\nText` vem depois do rótulo) | sim |\n"
        "| F.4 — mudou em relação ao few-shot? | — | (é a base) | não: saiu idêntica, caractere por caractere. Alterei as duas demonstrações "
        "para CAIXA ALTA (`ADOREI, FOI EXCELENTE E EMOCIONANTE.` / `PÉSSIMO. NÃO RECOMENDO PARA NINGUÉM.`), rótulos iguais |\n\n"
        "**F.3** — Não. Nenhum peso foi atualizado: os exemplos só entram no prompt e condicionam a continuação (aprendizado em contexto).\n\n"
        "**F.5** — Mil e vinte e quatro tokens (`n_positions` do GPT-2). O que passar disso fica fora da janela: é truncado e não participa da atenção."),
}
_t = A["tabela"].split("\n")
PIECES["fs351-runs-as-columns-table"] = {
    "F.1": _t[2], "F.2": _t[3], "F.3": A["tabela"].split("\n\n")[1], "F.4": _t[4], "F.5": A["tabela"].split("\n\n")[2],
}

# fs352: conclusions at the TOP; runs referred to by POSITION ("a de cima" = zero-shot, "a do meio" = few-shot,
# "a última" = variação). PROBLEM: F.4 (and the summary) say the last output is the same as the middle one, while the
# record shows ' NEGATIVO.\n\n' (a full stop, and no "Text") against ' NEGATIVO\n\nText'.
A = ANSWERS["fs352-summary-top-positional"] = {
    "resumo": (
        "**Resumo (conclusões primeiro, detalhes no fim):** com exemplos o modelo responde no formato de rótulo, sem exemplos não; "
        "colocar ponto final nos rótulos dos exemplos não mudou a resposta; os pesos não mudam; a janela do GPT-2 é de 1024 tokens."),
    "respostas": (
        "**F.1** A de cima (zero-shot): ` \"Este filme foi um`. A do meio (few-shot): ` NEGATIVO`, uma linha em branco e `Text`.\n\n"
        "**F.2** Só a do meio (few-shot). A de cima só repetiu o começo do texto.\n\n"
        "**F.3** Não. Os exemplos só fazem parte do prompt; o modelo é condicionado pelo contexto e os pesos continuam os mesmos.\n\n"
        "**F.4** Não. Coloquei ponto final depois dos rótulos das demonstrações (`Sentimento: POSITIVO.` / `Sentimento: NEGATIVO.`, "
        "o prompt está impresso acima das saídas). A última saída é igual à do meio: NEGATIVO.\n\n"
        "**F.5** 1024 tokens (n_positions). O que fica fora da janela é descartado: o modelo não vê esses tokens."),
}
_r = A["respostas"].split("\n\n")
PIECES["fs352-summary-top-positional"] = {"F.1": _r[0], "F.2": _r[1], "F.3": _r[2], "F.4": _r[3], "F.5": _r[4]}

# ---------------------------------------------------------------- template
# tpl351: no count and no vote printed; the answers write the counts in words. PROBLEM: T.4's count in words puts
# sample (2) ' Positivos ou Negativ' (printed "-> -" by the notebook's own rule) under POSITIVO: "dois" POSITIVO and
# "quatro" without label, where the recount is 1 and 5; the vote NEGATIVO is right.
A = ANSWERS["tpl351-counts-in-words"] = {
    "respostas": (
        "**T.1** solto: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` · restrito: `' \"Este filme foi um'`\n\n"
        "**T.2** Nenhum dos dois.\n\n"
        "**T.3** O restrito devia fechar o espaço de saída em duas palavras, mas aqui não funcionou: começou a copiar o texto "
        "(`\"Este filme foi um`) e foi cortado no oitavo token. O solto só continuou a frase (\"erro de tempo\"). Nenhum dos dois "
        "virou rótulo, então a restrição do formato não bastou para esse modelo.\n\n"
        "**T.4** Voto final: NEGATIVO. Foram quatro de dez NEGATIVO (a terceira, a quinta, a sétima e a oitava), dois POSITIVO "
        "(a segunda, `' Positivos ou Negativ'`, e a quarta, `' Positivo.\\nLingua'`) e quatro sem rótulo (a primeira, a sexta, a nona "
        "e a décima, que está em inglês).\n\n"
        "**T.5** Não. A self-consistency só reduz a variância: se a maioria das amostras errar do mesmo jeito, o voto erra junto. "
        "Aqui nem metade das amostras (quatro de dez) concordou."),
}
_r = A["respostas"].split("\n\n")
PIECES["tpl351-counts-in-words"] = {"T.1": _r[0], "T.2": _r[1], "T.3": _r[2], "T.4": _r[3], "T.5": _r[4]}

# tpl352: organised BY RUN (Execução 1 / 2 / 3), T.1 split between the first two; T.4 as a draft and a final answer
# ("vale esta"), the final being the right recount; comparisons at the end; honest.
A = ANSWERS["tpl352-byrun-execucao-draft-final"] = {
    "exec1": (
        "**Sobre a execução 1** — (T.1, solto) saída: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`. Não é rótulo: ele reescreveu "
        "a frase (\"erro de tempo\" no lugar de \"desperdício de tempo\") e começou outra linha."),
    "exec2": (
        "**Sobre a execução 2** — (T.1, restritivo) saída: `' \"Este filme foi um'`. Também não é rótulo: começou a copiar a frase "
        "e parou no limite de oito tokens."),
    "exec3": (
        "**Sobre a execução 3** — (T.4)\n\n"
        "*Rascunho:* NEGATIVO 3, POSITIVO 1, sem rótulo 6 — achei que a 10 (`' Positivo o Negativo.'`) não contava, por ter as duas palavras.\n\n"
        "*Resposta final (vale esta):* voto **NEGATIVO**. NEGATIVO 3 (amostras 4, 8 e 9), POSITIVO 2 (7 e 10: a 10 conta como POSITIVO, "
        "porque a regra do notebook pega a primeira palavra que casa) e 5 sem rótulo (1, 2, 3, 5 e 6; a 1 é `\"POSITIVE\"`, em inglês). "
        "Bate com o `Counter({None: 5, 'NEGATIVO': 3, 'POSITIVO': 2})` impresso."),
    "comparando": (
        "**T.2** Nenhum: nem a de cima (execução 1) nem a do meio (execução 2) saíram no formato de rótulo.\n\n"
        "**T.3** O restritivo tenta restringir o espaço de saída (uma única palavra, duas opções, \"Não explique\"), e o solto deixa o "
        "modelo livre para continuar o texto — foi o que ele fez (\"erro de tempo\"). Mas com este modelo a restrição não bastou: o "
        "restritivo também começou a repetir a frase (`\"Este filme foi um`).\n\n"
        "**T.5** Não. Votar entre amostras reduz a variância, não corrige um erro sistemático; aqui metade das amostras nem teve "
        "rótulo e o NEGATIVO ganhou com três de dez."),
}
_c = A["comparando"].split("\n\n")
PIECES["tpl352-byrun-execucao-draft-final"] = {
    "T.1": A["exec1"] + "\n" + A["exec2"], "T.2": _c[0], "T.3": _c[1],
    "T.4": A["exec3"], "T.5": _c[2],
}
