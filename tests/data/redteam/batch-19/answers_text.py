"""Batch 19's hand-written answers, written after reading the recorded outputs (/tmp/rt19/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- chain-of-thought
# cot191: answers cell in the MIDDLE of the notebook (a later code cell counts characters); runs named "direto" /
# "passo" as in the code; honest (direto is '', passo loops on '27 + 58.8 + 1.1 + 1.3 + 1.2 + 1.1').
P = PIECES["cot191-fstring-eq-answersmiddle"] = {
    "C.1": ('Não. O `direto` voltou vazio (`texto=\'\'`) e o `passo` não chega em 85: ele transforma o 58 do prompt em '
            '58.8 e fica repetindo "27 + 58.8 + 1.1 + 1.3 + 1.2 + 1.1" até acabar os tokens, sem resultado nenhum.'),
    "C.2": '"8 + 1.1 + 1.3 + 1.2 + 1.1 = 27 + 58.8" (saída do `passo`)',
    "C.3": ('Não. A saída do `passo` tem cara de conta sendo feita passo a passo (somas encadeadas com "="), mas só repete a '
            'mesma sequência e nunca dá 85. Parecer raciocínio não garante que a resposta esteja certa.'),
}
ANSWERS["cot191-fstring-eq-answersmiddle"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# cot192: very short answers "C1:" .. "C3:". PROBLEM: C.3 is a bare "Não." with nothing from the outputs.
P = PIECES["cot192-logging-formatter-short"] = {
    "C.1": "não (P1 vazio; P2 deu 27.5525)",
    "C.2": '"The result of this calculation is 27.5525." (P2)',
    "C.3": "Não.",
}
ANSWERS["cot192-logging-formatter-short"] = {"all": "  \n".join(f"C{q[2]}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs191: answers partly in English, ids "F1)"; variation = a third demonstration; honest (nothing changed).
P = PIECES["fs191-html-dl-thirddemo"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'` / few-shot: `' NEGATIVO\\n\\nText'` (copied from the <dl> output)",
    "F.2": "Only the few-shot one answered with a label (NEGATIVO); o zero-shot só repetiu o começo do texto.",
    "F.3": ("Não. The demonstrations only go into the prompt: o modelo condiciona a continuação nelas, mas nenhum peso é "
            "atualizado (não tem treino, nem gradiente)."),
    "F.4": ("Acrescentei um terceiro exemplo (`Texto: \"Gostei muito do roteiro e dos atores.\"` / `Sentimento: POSITIVO`) "
            "antes do texto a classificar. Didn't change anything: a saída \"3 exemplos\" é a mesma do few-shot, "
            "`' NEGATIVO\\n\\nText'`."),
    "F.5": "GPT-2: 1024 tokens (n_positions). Whatever goes beyond that is cut off — the model simply doesn't see it.",
}
ANSWERS["fs191-html-dl-thirddemo"] = {"all": "\n\n".join(f"F{q[2]}) {P[q]}" for q in P)}

# fs192: ids "**F.n —**". PROBLEM: F.4 claims the reversed demonstrations changed the output to a bare NEGATIVO; the
# notebook's own repr shows ' NEGATIVO\n\nText' for both few-shot and invertido.
P = PIECES["fs192-class-repr-str-reversedemos"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'`; few-shot: `' NEGATIVO\\n\\nText'` (tirei do repr da lista `execs`)",
    "F.2": "Só o few-shot saiu com o rótulo, NEGATIVO. O zero-shot começou a repetir o texto da resenha.",
    "F.3": "Não. Os exemplos só fazem parte da entrada; o modelo usa esse contexto para continuar, mas os pesos continuam os mesmos.",
    "F.4": ("Inverti a ordem dos exemplos (NEGATIVO primeiro, depois POSITIVO). Mudou: com a ordem invertida a saída ficou "
            "só `' NEGATIVO'`, limpa, sem o `Text` que aparecia depois no few-shot normal."),
    "F.5": "1024 tokens no GPT-2. O que passar disso é truncado e fica fora da janela, o modelo não vê.",
}
ANSWERS["fs192-class-repr-str-reversedemos"] = {"all": "\n\n".join(f"**{q} —** {P[q]}" for q in P)}

# ---------------------------------------------------------------- temperature-top-p
# tp191: runs cited by the notebook's own names "T0.2", "T0.7", "T1.0", "p=.3", "p=.6", "p=.9" (no leading zero);
# answers under h4 headings "#### A.1"; honest (A3 is the only part-A run with repeated 3-grams; B1 loops).
P = PIECES["tp191-csv-pandas-stdoutwrite"] = {
    "A.1": ('T0.2: "They\'re often used in machine learning algorithms, such as regression analysis, to identify patterns and make predictions based on data."\n\n'
            'T0.7: "They can take any type of data as input and produce a set of rules that describe how to convert it into a binary string."\n\n'
            'T1.0: "They are widely used in various fields, including psychology, marketing, and finance."'),
    "A.2": ('T1.0. É a única da parte A que repete expressões: "in the context of a given data set" e depois "within the context of a specific entity", '
            '"customer relationship management" aparece duas vezes (a segunda como "Customer Relationship Management systems") e "customer" volta mais uma vez no fim ("which is the customer itself").'),
    "A.3": ('T0.2, que foi a mais variada em vocabulário e mudou de assunto no meio: começa em prever comportamento com regressão e de repente vai para '
            '"the `predict_categorical_labels` function", um exemplo de código que nem existia no prompt, e termina em "returns a binary classifier".'),
    "B.1": "p=.3 (top-p 0.3), de longe.",
    "B.2": ('"a single entity" aparece cinco vezes; o padrão "can be used to predict the behavior of" se repete, e a lista termina com '
            '"* It is a single entity that can be used to predict multiple entities." seguido de outro "* It is a single entity".'),
    "B.3": ('Com p=.3 o modelo só sorteia entre os poucos tokens mais prováveis cuja probabilidade acumulada chega a 30%, então quase sempre '
            'cai no mesmo caminho e repete ("a single entity"). Com p=.6 e p=.9 o núcleo tem mais candidatos e o texto anda: em p=.9 não teve '
            'nenhuma repetição ("rely on data analysis to predict future behavior, often with limited data").'),
    "D.1": "O top-p.",
    "D.2": "Aumentar (de 0.3 para uns 0.9).",
    "D.3": ('Na parte B, com a mesma temperatura 0.7, o p=.3 entrou em loop em "a single entity" e o p=.9 não repetiu nada; '
            'alargar o núcleo é o que tira o modelo do loop. Mexer só na temperatura (parte A) não mostrou um efeito tão claro aqui.'),
}
ANSWERS["tp191-csv-pandas-stdoutwrite"] = {"all": "\n\n".join(f"#### {q}\n{P[q]}" for q in P)}

# tp192: one markdown BLOCKQUOTE per answer under "**Resposta A.1**" headers; runs cited by the pprint's tuple keys
# "(0.2, 0.9)" and by words ("temperatura baixa"). PROBLEM: B.1 names (0.7, 0.3) as the most repetitive and B.2
# attributes to it a passage that is in (0.7, 0.9) = B3; B1 (solar panels) has no repeated 3-gram.
P = PIECES["tp192-pprint-tuplekeys-blockquote"] = {
    "A.1": ('(0.2, 0.9), temperatura baixa: "They\'re often used in data science to analyze and forecast data, but they can also be used for other purposes"; '
            '(0.7, 0.9): "They are used to create predictions based on data, and can be used in multiple linear regression."; '
            '(1.0, 0.9), temperatura alta: "Examples of real-world applications include supply chain forecasting, financial modeling, and optimization algorithms."'),
    "A.2": ('A do meio, (0.7, 0.9). Ela gira em torno de "transformations": "transformations can be applied to the data", "Examples of transformations include" '
            'e "These transformations can be applied to various models", além de "linear regression" duas vezes.'),
    "A.3": ('A de temperatura alta, (1.0, 0.9): passa por "supply chain forecasting, financial modeling, and optimization algorithms", depois '
            '"neural networks, reinforcement learning, and Bayesian optimization" e termina falando de "the exponential smoothing model".'),
    "B.1": "O top-p mais baixo, (0.7, 0.3), como esperado: foi o que mais se repetiu.",
    "B.2": '"Data transformation systems are those that use transformations to convert data from one format to another" — com p = 0.3 ele fica voltando em "data transformation".',
    "B.3": ('O top-p corta a distribuição: só entram os tokens mais prováveis até somar p de probabilidade. Com 0.3 sobram pouquíssimos candidatos, '
            'então o texto fica preso nas mesmas palavras; com 0.9 o núcleo é maior e há mais variedade.'),
    "D.1": "top-p",
    "D.2": "Aumentar.",
    "D.3": ('Porque um núcleo maior dá mais opções de token a cada passo. Na parte A dá pra ver o outro lado: a temperatura alta (1.0, 0.9) '
            'não repetiu nada e mudou de assunto várias vezes, enquanto a (0.2, 0.9) voltou em "data science" duas vezes.'),
}
ANSWERS["tp192-pprint-tuplekeys-blockquote"] = {"all": "\n\n".join(
    f"**Resposta {q}**\n\n" + "\n".join("> " + l for l in P[q].split("\n")) for q in P)}

# ---------------------------------------------------------------- template
# tpl191: the file read back and printed UPPER-CASED (the student only saw upper case, "\n" shown as "\N"); answers
# quote that display; ids "T.n:" with one-word-ish answers where the question is closed; honest.
P = PIECES["tpl191-txtfile-upper"] = {
    "T.1": "ruim: `' \"ESTE FILME FOI UM ERRO DE TEMPO.\"\\N\\NE'` — bom: `' \"ESTE FILME FOI UM'` (como saiu no print, tudo em maiúsculas)",
    "T.2": "Nenhum.",
    "T.3": ('Porque o template bom restringe o espaço de saída: pede uma única palavra e só as duas opções, o que deveria deixar o modelo sem '
            'espaço para continuar a frase. Aqui não funcionou: o ruim inventou "ERRO DE TEMPO" e o bom só repetiu o começo do texto, '
            'e com 8 tokens foi cortado antes de chegar em qualquer rótulo.'),
    "T.4": ('NEGATIVO. Contagem: 3 NEGATIVO (amostras 1, 6 e 8 — a 8 é `NEGATIVO (PEG`), 2 POSITIVO (5 e 9) e 5 sem rótulo (2, 3, 4, 7, 10). '
            'Bate com o `Counter({None: 5, \'NEGATIVO\': 3, \'POSITIVO\': 2})` e com "voto: NEGATIVO".'),
    "T.5": ('Não. Só reduz a variância: aqui metade das amostras nem tem rótulo e o NEGATIVO ganhou por 3 a 2. Se as amostras erram '
            'do mesmo jeito, o voto só confirma o erro.'),
}
ANSWERS["tpl191-txtfile-upper"] = {"all": "\n\n".join(f"{q}: {P[q]}" for q in P)}

# tpl192: headers "Resposta n" (h3). PROBLEM: T.4's recount counts the two English 'NEGATIVE' samples (#8, #9) as
# NEGATIVO (4 instead of the table's 2) and declares NEGATIVO the winner of what the notebook's count makes a 2-2 tie.
P = PIECES["tpl192-html-details-table"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; bom: `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois deu POSITIVO ou NEGATIVO.",
    "T.3": ('O template bom tenta limitar o espaço de saída (uma palavra, só POSITIVO ou NEGATIVO, sem explicação). Nas minhas saídas isso '
            'não bastou: o ruim completou a frase ("erro de tempo") e o bom só repetiu "Este filme foi um".'),
    "T.4": ('NEGATIVO venceu: 4 NEGATIVO (#4 `NEGATIVO.`, #7 `"NO-NEGATIVO`, #8 `NEGATIVE (+)`, #9 `"NEGATIVE"`), 2 POSITIVO (#2 e #5) '
            'e 4 sem rótulo.'),
    "T.5": ('Não. A autoconsistência diminui a variância, mas se o modelo tende a errar, a maioria também erra; aqui 6 das 10 amostras '
            'nem tinham rótulo.'),
}
ANSWERS["tpl192-html-details-table"] = {"all": "\n\n".join(f"### Resposta {q[2]}\n{P[q]}" for q in P)}
