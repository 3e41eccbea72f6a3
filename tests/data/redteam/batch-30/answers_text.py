"""Batch 30's hand-written answers, written after reading the recorded outputs (/tmp/rt30/out, dump_outputs.py).
ANSWERS[notebook][slot] = the slot's text (a whole cell, or for tpl302's `t45` the comment lines typed into the executed
sampling cell); PIECES[notebook][qid] = each question's answer as it stands inside that text (for answers written as
Python literals: the literal's content, which holds no escapes). make_expected.py takes them from here. Deliberate
problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp301: answers as a dict of strings pprint'ed (a code cell run after writing); runs cited by list position
# experimentos[k] (0 = A1 ... 5 = B3) and by parameter values; honest.
P = PIECES["tp301-pprint-dict-listpositions"] = {
    "A.1": ('experimentos[0] (T=0.2): "They can be used to create models that can analyze and optimize complex systems, such as AI and machine learning." '
            '| experimentos[1] (T=0.7): "Climate models are computer simulations that use data from various sources, such as satellites and sensors, to estimate climate parameters" '
            '| experimentos[2] (T=1.0): "AI models enable a wide range of tasks, from image and speech recognition to natural language processing"'),
    "A.2": ('experimentos[0], o de T=0.2, mas a repetição é pouca nos três. Ele repete "A neural network" ("a simple example of a model is a neural network. '
            'A neural network is a type of machine learning model") e volta no mesmo par "AI and machine learning" / "AI and ML". O [1] e o [2] não repetem '
            'nenhum trecho de três palavras ou mais (o [1] usa muito a palavra climate, mas sempre em frases diferentes).'),
    "A.3": ('experimentos[2] (T=1.0): pula de "adapt based on data changes, without having external dependencies" para "Demonstrations from AI and data engineering" '
            'e termina em "human-like decision-making processes"; o [1] fica o tempo todo no clima.'),
    "B.1": 'experimentos[3], o de top_p=0.3: repete a mesma estrutura duas vezes; o [4] (0.6) e o [5] (0.9) quase não repetem.',
    "B.2": ('"This can be done using various techniques, including" (experimentos[3], duas vezes: uma termina em "including data augmentation" e a outra em '
            '"including image resizing")'),
    "B.3": ('Com top_p=0.3 o modelo só sorteia entre os tokens cuja probabilidade acumulada chega a 30%, um núcleo pequeno; por isso o experimentos[3] caiu de novo '
            'em "new data by" ("creating new data by randomly sampling" e "create new data by removing random patterns") e na frase do B.2. Com 0.9 '
            '(experimentos[5]) o conjunto de candidatos é maior e o texto não repetiu nada.'),
    "D.1": "top-p",
    "D.2": "aumentar (tipo de 0.3 para 0.9)",
    "D.3": ('Na parte B, com a mesma T=0.7, o experimentos[3] (top_p 0.3) repetiu uma frase inteira e o [5] (top_p 0.9) não repetiu nada; na parte A a '
            'temperatura quase não mudou a repetição (o [0], T=0.2, repetiu só um pouco), então o top-p foi o que mais pesou aqui.'),
}
ANSWERS["tp301-pprint-dict-listpositions"] = {"all": "respostas = {\n" + "".join(
    f"    '{q}': '{P[q]}',\n" for q in P) + "}\n\nfrom pprint import pprint\npprint(respostas, width=120)"}

# tp302: ONE final "Conclusões" section, no question ids; runs named in words ("a mais fria", "a do meio", "a mais
# quente", "a última que rodei", "o menor top-p"). Part A ran hottest first (T = 1.0, 0.7, 0.2): "a última que rodei" in
# part A is T=0.2. PROBLEM: A.3 names "a última que rodei" (= A1, the least varied) as the most varied.
P = PIECES["tp302-conclusoes-runs-in-words"] = {
    "A.1": ('Na parte da temperatura, um trecho de cada: da mais fria (T=0.2) "These models are used to predict climate change, but they are also subject to '
            'limitations and biases."; da do meio (T=0.7) "Eco-friendly products and services are also being created to reduce waste and promote '
            'sustainability."; da mais quente (T=1.0) "Instead of assigning a score based on a probability, they assign probabilities to each of the options."'),
    "A.2": ('A que mais se repetiu foi a mais fria: "the behavior of the world around us" e logo depois "the behavior of the Earth\'s climate system", e fecha '
            'duas frases do mesmo jeito, "limitations and biases" e "assumptions and biases".'),
    "A.3": ('Quem mais variou de assunto foi a última que rodei: começa em "take into account the behavior of the world around us", passa para "simulate the '
            'behavior of the Earth\'s climate system" e termina em "limited by their own assumptions and biases".'),
    "B.1": ('Na parte do top-p (todas com T=0.7), o menor, 0.3, foi de longe o mais repetitivo; o de 0.6 vem logo atrás e o de 0.9 quase não repete.'),
    "B.2": ('A frase que se repetiu no de 0.3: "They\'re designed to analyze and predict complex behaviors, such as human behavior" (aparece duas vezes, e na '
            'primeira ainda com "such as human behavior, such as human behavior").'),
    "B.3": ('Isso tem a ver com a massa acumulada: o top-p só deixa sortear o menor conjunto de tokens cuja soma das probabilidades chega a p. Com 0.3 sobram '
            'pouquíssimos candidatos e o modelo volta para a mesma frase; o de 0.6 também repetiu ("they\'re not necessarily models that can be easily modified '
            'or improved" duas vezes).'),
    "D.1": "eu mexeria primeiro no top-p",
    "D.2": "aumentando ele, por exemplo de 0.6 para 0.9",
    "D.3": ('porque na parte do top-p, com a temperatura fixa, foi o top-p baixo que prendeu o texto em "such as human behavior", e o de 0.9 '
            'não ficou preso.'),
}
ANSWERS["tp302-conclusoes-runs-in-words"] = {"conclusoes": (
    "## Conclusões\n\n" + P["A.1"] + "\n\n" + P["A.2"] + "\n\n" + P["A.3"] + "\n\n" + P["B.1"] + "\n\n" + P["B.2"] + "\n\n"
    + P["B.3"] + "\n\nSe um texto meu entrar em loop, " + P["D.1"] + ", " + P["D.2"] + ", " + P["D.3"])}

# ---------------------------------------------------------------- chain-of-thought
# cot301: prompt + continuation printed together; P1's continuation empty, P2's '5 = 27 + 20.5 = 47.5.\n\nSo, the
# answer is 47.5.'; answers as '# C.n:' comments beside a sum check run after writing; honest.
P = PIECES["cot301-comments-beside-sumcheck"] = {
    "C.1": ('Não. O P1 não respondeu nada (só aparece a pergunta "What is 27 + 58?" e acabou) e o P2 chegou em "So, the answer is 47.5.", '
            'mas a soma certa é 85 (conferi abaixo).'),
    "C.2": ('"= 27 + 20.5 = 47.5." e depois "So, the answer is 47.5." (P2) — parece que ele foi somando por partes. Obs.: o "27 + 58." do começo da '
            'linha é o meu prompt, a saída do modelo começa no "5".'),
    "C.3": ('Não garante. O P2 tem cara de conta passo a passo e fecha com "So, the answer is 47.5.", e mesmo assim está errado (nem usou o 58 direito).'),
}
ANSWERS["cot301-comments-beside-sumcheck"] = {"all": "".join(f"# {q}: {P[q]}\n" for q in P) + 'print("27 + 58 =", 27 + 58)'}

# cot302: P1 '' and P2 '1 = 86.21, 27 + 58.2 = 86.21. 27 + 58.2 = 86.21, ...So, the answer is 86.21.' printed as reprs;
# answers split across TWO markdown cells (C.2 starts in the first and goes on in "(continuando...)"). PROBLEM: C.3 only
# copies the question.
P = PIECES["cot302-split-continuando"] = {
    "C.1": 'Não. O P1 veio vazio (`\'\'`), não respondeu nada, e o P2 deu 86.21 ("So, the answer is 86.21."), que não é 85.',
    "C.2": ('O trecho em que ele parece raciocinar é\n(continuando...) "27 + 58.2 = 86.21, 27 + 58.2 = 86.21." do P2: ele escreve a conta como se '
            'estivesse somando.'),
    "C.3": 'Com base exclusivamente no output obtido, o raciocínio apresentado garante correção? Justifique.',
}
ANSWERS["cot302-split-continuando"] = {
    "parte1": "**C.1** " + P["C.1"] + "\n\n**C.2** O trecho em que ele parece raciocinar é",
    "parte2": '(continuando...) "27 + 58.2 = 86.21, 27 + 58.2 = 86.21." do P2: ele escreve a conta como se estivesse somando.'
              "\n\n**C.3** " + P["C.3"],
}

# ---------------------------------------------------------------- few-shot
# fs301: answers in ENGLISH inside a <details> block, Portuguese quotes from the outputs; variation = another
# negative demonstration (output unchanged); honest.
P = PIECES["fs301-details-english-ptquotes"] = {
    "F.1": "Zero-shot gave `' \"Este filme foi um'` and few-shot gave `' NEGATIVO\\n\\nText'` (copied from the repr printout).",
    "F.2": ('Only the few-shot one. The zero-shot output just repeats the start of the review, "Este filme foi um", with no label at all; the few-shot '
            'output starts with the label NEGATIVO (the "Text" after the blank line is the model starting another example).'),
    "F.3": ("No. No weight is updated: the two examples are just part of the prompt and condition the model's next tokens in context; the model "
            "itself is the same after the call."),
    "F.4": ("I replaced the negative demonstration (*Péssimo. Não recomendo para ninguém.*) with *Que tédio, dormi na metade do filme.*, still "
            "labelled NEGATIVO. The output did not change: `' NEGATIVO\\n\\nText'`, identical to the original few-shot."),
    "F.5": ("GPT-2's context window is 1024 tokens (n_positions = 1024). Tokens beyond it are not seen by the model: the input has to be truncated, "
            "and whatever is cut off does not take part in attention, so it has no influence on the output."),
}
ANSWERS["fs301-details-english-ptquotes"] = {"all": (
    "<details>\n<summary>Answers (click to open)</summary>\n\n" + "\n\n".join(f"**{q}** {P[q]}" for q in P) + "\n\n</details>")}

# fs302: answers in a markdown table Questão | Resposta; variation = the two demonstrations in swapped order
# (unchanged output). PROBLEM: F.1 gives the zero-shot output as `NEGATIVO` (the book's 5.5.2) over the real
# ' "Este filme foi um', and F.2 builds on it.
P = PIECES["fs302-questao-resposta-table"] = {
    "F.1": "zero-shot: `NEGATIVO` · few-shot: `' NEGATIVO\\n\\nText'`",
    "F.2": "Sim, os dois seguiram o formato de rótulo: os dois responderam NEGATIVO.",
    "F.3": "Não. Os pesos não mudam; os exemplos só estão no prompt e condicionam a resposta pelo contexto (in-context learning).",
    "F.4": "Inverti a ordem dos exemplos (o NEGATIVO primeiro, ver o prompt impresso). A saída não mudou: continuou `' NEGATIVO\\n\\nText'`.",
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso é truncado: fica fora da janela e não entra na atenção.",
}
ANSWERS["fs302-questao-resposta-table"] = {"tabela": (
    "| Questão | Resposta |\n|---|---|\n" + "".join(f"| {q} | {P[q]} |\n" for q in P))}

# ---------------------------------------------------------------- template
# tpl301: answers as Python strings resp_T1 … resp_T5 (run after writing, only resp_T4 and resp_T5 printed); samples
# cited by ordinal (1ª … 10ª, as printed); honest.
P = PIECES["tpl301-resp-strings-ordinals"] = {
    "T.1": ('solto: `"Este filme foi um erro de tempo."` (depois duas quebras de linha e um E); restritivo: `"Este filme foi um` (parou aí)'),
    "T.2": "nenhum dos dois: nenhum respondeu POSITIVO ou NEGATIVO, os dois só continuaram a frase do texto.",
    "T.3": ('O restritivo manda responder com uma palavra só, o que deveria restringir o espaço de saída ao formato de rótulo; aqui não funcionou: '
            'o modelo ainda continuou a frase (`"Este filme foi um`) em vez de dar o rótulo, igual ao solto, que reescreveu a frase como '
            '`"Este filme foi um erro de tempo."`. O formato sozinho não bastou para este modelo.'),
    "T.4": ('NEGATIVO, 4 contra 1: a 1ª, a 4ª, a 8ª e a 10ª dizem NEGATIVO; a 7ª conta como POSITIVO porque começa com `Positivo ou NEGATIV` '
            '(a regra pega o primeiro rótulo inteiro, e NEGATIV está cortado); as outras cinco não têm rótulo (a 6ª é `NEGATIVE_PROBADO`, que não '
            'é NEGATIVO). Bate com o Counter impresso.'),
    "T.5": ('Não. A self-consistency só reduz a variância: junta várias amostras e fica com a maioria. Se a maioria errar, o voto erra junto. '
            'Aqui metade das amostras (5 de 10) nem tem rótulo e a decisão saiu de só 4 votos.'),
}
ANSWERS["tpl301-resp-strings-ordinals"] = {"all": "".join(f"resp_T{q[2]} = '{P[q]}'\n" for q in P)
                                           + "\nprint(resp_T4)\nprint()\nprint(resp_T5)"}

# tpl302: T.1-T.3 in a markdown cell right under the templates cell; T.4-T.5 as '# T.n:' comments typed at the top of
# the executed sampling cell (7 samples, no count or vote printed). PROBLEM: T.4's vote is not a recount.
P = PIECES["tpl302-answers-under-cells-comment-vote"] = {
    "T.1": "template_ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` / template_bom: `' \"Este filme foi um'`",
    "T.2": "Nenhum. O bom também não deu rótulo, parou no meio da frase.",
    "T.3": ('A ideia do template bom é restringir a saída ao formato (uma palavra, POSITIVO ou NEGATIVO) e fechar as outras continuações. Com este modelo '
            'não deu certo: os dois repetiram a frase do texto ("Este filme foi um"), nenhum respondeu no formato.'),
    "T.4": ('voto = POSITIVO: a 1ª diz POSITIVO e a 4ª ("Sí, muito,") e a 6ª também soam positivas, contra só a 2ª NEGATIVO -> 3 x 1'),
    "T.5": ('não garante: a votação só reduz a variância entre as amostras; se o modelo erra de forma consistente, a maioria erra junto.'),
}
ANSWERS["tpl302-answers-under-cells-comment-vote"] = {
    "t123": "\n\n".join(f"**{q}** {P[q]}" for q in ["T.1", "T.2", "T.3"]),
    "t45": f"# T.4: {P['T.4']}\n# T.5: {P['T.5']}",
}
