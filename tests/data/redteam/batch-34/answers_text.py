"""Batch 34's hand-written answers, written after reading the recorded outputs (/tmp/rt34/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp341: runs named in words ("a mais fria", "a do meio", "zero vírgula três"); every explanation tied to the own
# numbered sentences; honest.
P = PIECES["tp341-sentence-numbered-runs"] = {
    "A.1": ('a mais fria (zero vírgula dois): "In other words, they\'re models that can be used to analyze and optimize systems."\n'
            'a do meio (zero vírgula sete): "They\'re often used in regression analysis and other machine learning techniques."\n'
            'a mais quente (um vírgula zero): "Some common types of algorithms in machine learning include linear regression, decision trees, clustering algorithms, and neural networks."'),
    "A.2": ('A mais fria. Ela volta duas vezes para "**Modeling**: A model is a" (frases 4 e 6) e diz duas vezes '
            '"can be used to analyze and optimize" (frases 2 e 4); o item 2 da lista repete o título do item 1.'),
    "A.3": ('A mais quente, a de um vírgula zero. Em quatro frases ela passa por "use computational resources to predict outcomes based on data", '
            'por uma lista de algoritmos com "clustering algorithms", por áreas de aplicação ("image analysis, natural language processing, and more") '
            'e fecha numa definição geral, "machine learning is a broad area of computer science". Nenhuma frase repete outra.'),
    "B.1": ('O menor, zero vírgula três (B1): duas das três frases dele começam com o mesmo "In the context of data analysis,". '
            'O de zero vírgula seis foi o que menos repetiu.'),
    "B.2": '"In the context of data analysis," (B1, frases 2 e 3)',
    "B.3": ('Com p = 0,3 o modelo só sorteia dentro do menor conjunto de tokens cuja probabilidade somada chega a 30%: poucos candidatos, '
            'quase sempre os mais óbvios. Por isso é fácil cair de novo na abertura mais provável, e foi o que aconteceu no B1: a frase 3 '
            'começa com o mesmo "In the context of data analysis," da frase 2. Com 0,9 o conjunto é bem maior e o B3 repetiu menos '
            '(só "Exponential transformations are used" volta uma vez).'),
    "D.1": "top-p (o núcleo)",
    "D.2": "Aumentaria — de zero vírgula três para algo como zero vírgula nove.",
    "D.3": ('Comparando as duas partes: na B só o top-p mudou (temperatura fixa em 0,7), e o de 0,3 foi o que mais repetiu, enquanto o de 0,6 '
            'quase não repetiu e o de 0,9 repetiu bem menos; na A, a única que ficou presa em laço foi a mais fria (0,2). As duas coisas '
            'puxam para a repetição, mas o top-p baixo sozinho já reproduziu o laço nas minhas execuções: subir o top-p é o primeiro passo, '
            'e a temperatura só um pouco depois.'),
}
ANSWERS["tp341-sentence-numbered-runs"] = {"all": "\n\n".join(f"**{q} ::** {P[q]}" for q in P)}

# tp342: PROBLEMS: B.3 states the misconception "top-p escolhe a palavra mais provável" (p as the share of steps that
# take the top word); D.3 is a correct mechanism that never mentions the own runs. B.1 names B3 (0.9) with a hedge.
P = PIECES["tp342-oneseed-wrapped-repr"] = {
    "A.1": ('A1 (a mais fria): "They are often used in data science and machine learning to analyze and forecast data."\n'
            'A2: "These models can be used for prediction tasks, but they can also be vulnerable to overfitting"\n'
            'A3: "These models can take various forms, including regression trees, decision trees, neural networks, and ensemble models, among others."'),
    "A.2": ('A1, a de temperatura mais baixa: a lista dela gira em torno das mesmas palavras, "Data science and data analysis", '
            '"Data science and machine learning", "Data science and machine learning applications".'),
    "A.3": ('A3, a mais quente: começa em "optimize performance based on the model\'s performance metrics", passa por uma lista de modelos '
            '("regression trees, decision trees, neural networks, and ensemble models") e acaba explicando clustering '
            '("it starts with a pre-processing stage and continues until you reach the clustering stage").'),
    "B.1": ('Parece que foi o de zero vírgula nove (B3), o que eu não esperava: a lista dele repete "which use algorithms to learn from" '
            'e "set of rules".'),
    "B.2": '"which use algorithms to learn from"',
    "B.3": ('O top-p escolhe a palavra mais provável: com p = 0,9 ele pega a palavra do topo em 90% dos passos, por isso o de 0,9 ficou '
            'repetindo "which use algorithms to learn from"; com 0,3 ele só pega a mais provável 30% das vezes e sobra mais espaço para variar.'),
    "D.1": "top-p",
    "D.2": "aumentar",
    "D.3": ('Porque o top-p controla o tamanho do núcleo: com p maior entram mais tokens na soma da massa de probabilidade, então a cada passo '
            'há mais continuações possíveis e o modelo escapa dos laços; a temperatura achata a distribuição inteira e, se subir demais, '
            'o texto perde coerência. Por isso primeiro se mexe no top-p e só depois, de leve, na temperatura.'),
}
ANSWERS["tp342-oneseed-wrapped-repr"] = {"all": "\n\n".join(f"Questão {q}. {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot341: P1 empty, P2 '00 + 27.00 + 58.00 = 127.00.'; C.3 an analogy tied to the own P2; honest.
P = PIECES["cot341-namespace-gutter-lines"] = {
    "C.1": 'Não. O P1 não gerou nada (a única linha dele está vazia) e o P2 chegou em "127.00", não em 85.',
    "C.2": '"00 + 27.00 + 58.00 = 127.00." (P2) — o único trecho com cara de conta armada.',
    "C.3": ('Não. É como um aluno que copia a forma de uma resolução do quadro sem fazer a conta: o P2 tem sinais de mais, casas decimais e '
            'um igual ("00 + 27.00 + 58.00 = 127.00."), mas a conta escrita nem fecha, 27.00 + 58.00 não dá 127.00. O modelo produz os tokens '
            'que costumam aparecer numa resolução, não faz a aritmética, então o formato de raciocínio não garante o resultado.'),
}
ANSWERS["cot341-namespace-gutter-lines"] = {"all": "\n\n".join(f"C{q[2]}) {P[q]}" for q in P)}

# cot342: P1 empty, P2 '5 = 17.5, which is the answer to the problem.'. PROBLEM: C.3 says "não" for a wrong reason:
# temperature makes the model "menos inteligente" and greedy decoding would make the step-by-step guarantee 85.
P = PIECES["cot342-angle-marks-wordcount"] = {
    "C.1": 'Não. O direto voltou vazio (0 palavras) e o passo a passo terminou em 17.5, longe de 85.',
    "C.2": '"5 = 17.5, which is the answer to the problem." (passo a passo)',
    "C.3": ('Não garante, mas só por causa da temperatura: com 0.7 o modelo fica menos inteligente e sorteia números errados, como o 17.5. '
            'Se eu usasse temperatura 0 (greedy) ele seguiria o passo a passo certinho e chegaria em 85 — aí sim o raciocínio garantiria '
            'a resposta.'),
}
ANSWERS["cot342-angle-marks-wordcount"] = {"all": "\n\n".join(f"[{q}] {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs341: variation = positive demonstration about a book; F.3 an analogy tied to the own outputs; F.5 in words; honest.
P = PIECES["fs341-dotleader-bookdemo"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'` · few-shot: `' NEGATIVO\\n\\nText'` (copiei como o repr mostrou)",
    "F.2": "Só o segundo, o few-shot. O primeiro nem tentou um rótulo.",
    "F.3": ('Não. É como deixar dois exercícios resolvidos ao lado da prova: o modelo lê, mas nada dentro dele é reescrito; os pesos '
            'são os mesmos antes e depois. O que muda é o contexto que condiciona a continuação, e deu para ver isso: com os exemplos ele '
            'respondeu NEGATIVO, sem eles só repetiu `"Este filme foi um`.'),
    "F.4": ('Não mudou. Troquei o exemplo positivo (o primeiro) por uma frase sobre um livro, Li o livro numa noite só, que história bonita, '
            'mantendo POSITIVO; a linha da variação livro saiu `\' NEGATIVO\\n\\nText\'`, idêntica à do few-shot.'),
    "F.5": ('Mil e vinte e quatro posições (n_positions, dois elevado a dez). O que passar disso não cabe: os tokens mais antigos ficam '
            'fora da janela, são cortados e o modelo simplesmente não os vê.'),
}
ANSWERS["fs341-dotleader-bookdemo"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# fs342: variation = positive demonstration as a question and answer (unchanged). PROBLEMS: F.3 says "não" but claims
# the weights are adjusted temporarily during generation (a "mini fine-tuning"); F.5's beyond-the-window part is a
# hedged misconception (the model "resume" the beginning).
P = PIECES["fs342-tabs-question-demo"] = {
    "F.1": "zero-shot `' \"Este filme foi um'`; few-shot `' NEGATIVO\\n\\nText'`",
    "F.2": "Só o do meio da tabela (few-shot).",
    "F.3": ('Não, nenhum peso fica salvo; mas enquanto gera, o modelo ajusta temporariamente os pesos com os dois exemplos, um mini '
            'fine-tuning que se desfaz no final — é por isso que o few-shot acertou o formato.'),
    "F.4": ('Não. Troquei o primeiro exemplo por uma pergunta com resposta (Vale a pena? Com certeza, é excelente.) e a linha pergunta '
            'ficou igual à do few-shot: `\' NEGATIVO\\n\\nText\'`, 8 tokens também.'),
    "F.5": ('1024 tokens. Parece que, quando o texto passa disso, o modelo vai resumindo o começo para tudo caber na janela, então os '
            'tokens de fora continuam influenciando de forma comprimida.'),
}
ANSWERS["fs342-tabs-question-demo"] = {"all": "\n\n".join(f"Resposta {q}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl341: samples printed sorted by label with their original numbers; counts in words; T.3 mechanism tied to the
# own failure of the strict template; T.5 an analogy; honest.
P = PIECES["tpl341-sorted-by-label-fractions"] = {
    "T.1": "pouco restritivo: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` · restritivo: `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois.",
    "T.3": ('O restritivo tenta fechar o espaço de saída (uma palavra entre duas), mas aqui não conseguiu: o modelo começou copiando o '
            'texto (`"Este filme foi um`) e os 8 tokens acabaram antes de qualquer rótulo. O pouco restritivo, com a seta no fim, deixa a '
            'continuação aberta, e ele simplesmente completou a frase (`erro de tempo.`). Restringir pelo texto do prompt só pede o '
            'formato; não obriga um modelo pequeno a obedecer.'),
    "T.4": ('NEGATIVO, por quatro a três. POSITIVO nas amostras #01, #04 e #10 (a #04 é `Positivo"`, que conta porque a regra passa tudo '
            'para maiúsculas); NEGATIVO nas #05, #06, #07 e #09 (a #09 diz `NEGATIVO o POSIT`, e vale o primeiro rótulo); e três sem '
            'rótulo: #02, #03 (`NEGATIVE.`, em inglês, não conta) e #08.'),
    "T.5": ('Não. A votação é como perguntar a mesma coisa a dez pessoas que pensam parecido: se todas tendem ao mesmo erro, a maioria '
            'erra junto. Ela só diminui a variância de uma amostra isolada; aqui o placar foi quatro a três, com três amostras sem rótulo, '
            'e o texto é misto (elogia o atendimento e reclama do produto), então nem há uma resposta certa óbvia para a maioria acertar.'),
}
ANSWERS["tpl341-sorted-by-label-fractions"] = {"all": "\n\n".join(f"{q} » {P[q]}" for q in P)}

# tpl342: PROBLEMS: T.3 is a list of the right terms with no link to the own outputs; T.4's vote is NEGATIVO from a
# recount that counts the English '"NEGATIVE"' and breaks the resulting "tie" by judgement — the printed count is
# POSITIVO 4, NEGATIVO 3, sem rótulo 3 and 'voto final: POSITIVO'. T.5 hedged but right.
P = PIECES["tpl342-sample-records-dictcount"] = {
    "T.1": "solto `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; estrito `' \"Este filme foi um'`",
    "T.2": "Nenhum — nem o solto nem o estrito.",
    "T.3": "Restrição do espaço de saída, formato de rótulo fixo, instrução explícita de uma única palavra, menos tokens possíveis.",
    "T.4": ('NEGATIVO. Recontei: NEGATIVO nas amostras 5, 7, 8 e 9 (a 8 é `"NEGATIVE"`, que também é negativo) e POSITIVO em 1, 3, 4 e 10: '
            'quatro a quatro, e duas sem rótulo (2 e 6). No empate fiquei com NEGATIVO, porque no fim o produto quebrou.'),
    "T.5": ('Não. Acho que ela só diminui a variação de uma amostra para outra — parece que, se o modelo erra de um jeito sistemático, '
            'a maioria erra também; aqui foi quatro a três, quase empate.'),
}
ANSWERS["tpl342-sample-records-dictcount"] = {"all": "\n\n".join(f"T{q[2]} ⟶ {P[q]}" for q in P)}
