"""Batch 21's hand-written answers, typed after reading the executed notebooks' outputs (dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- chain-of-thought
# cot211: outputs seen only as pygments-highlighted HTML (inline line numbers 1, 2, 3 are the formatter's); answers
# "C.n -" one paragraph each; honest (P1 'A = 121' / 'adding 27 and 58.', P2 '... = 42.5.').
P = PIECES["cot211-pygments-python-linenos"] = {
    "C.1": ('Não. O P1 escreveu "A = 121" e depois "This is the result of adding 27 and 58." (121, não 85). '
            'O P2 terminou em "= 42.5." Nenhum dos dois chegou em 85.'),
    "C.2": '"5 + 25.85 = 27 + 58.5 + 25.85 = 27 + 25.85 = 42.5." (P2, linha 1 do bloco colorido)',
    "C.3": ('Não. O P2 tem cara de conta feita em etapas, com vários "=" encadeados, mas os números não fazem sentido '
            '(o 58 virou 58.5 e aparece um 25.85 do nada) e o resultado final é 42.5. O formato de raciocínio não '
            'garante a resposta certa.'),
}
ANSWERS["cot211-pygments-python-linenos"] = {"all": "\n\n".join(f"{q} - {P[q]}" for q in P)}

# cot212: outputs seen only through reprlib (middle elided as '...'). PROBLEM: the C.2 excerpt joins the two visible
# halves of P2 across the elision as if they were contiguous ("the previ...umbers gives:" read as "the previous
# numbers gives:").
P = PIECES["cot212-reprlib-middle-elided"] = {
    "C.1": "Não. O P2 diz \"The answer is 130.\" e no P1 não aparece resultado nenhum na parte que foi impressa.",
    "C.2": "\"Now, let's add the result of the previous numbers gives: 130.\" (P2)",
    "C.3": ('Não. O P2 "soma passo a passo" e fecha com "The answer is 130." com toda a confiança, e 27 + 58 = 85. '
            'Escrever em etapas não faz a conta dar certo.'),
}
ANSWERS["cot212-reprlib-middle-elided"] = {"all": "\n".join(f"- **{q}** {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs211: outputs seen rendered as markdown (markdown-it): leading space gone, "\n\n" as two paragraphs; variation =
# "Sentimento:" -> "Rótulo:"; answers "Questão F.n" headings (h4); honest (nothing changed).
P = PIECES["fs211-markdownit-render-fieldname"] = {
    "F.1": ('Zero-shot: "Este filme foi um (repetiu o começo do texto, com a aspa de abertura). '
            'Few-shot: NEGATIVO e, num parágrafo separado embaixo, Text.'),
    "F.2": "Só o few-shot respondeu no formato de rótulo (NEGATIVO). O zero-shot não deu rótulo nenhum.",
    "F.3": ("Não. Nenhum peso foi alterado: os exemplos entram só no prompt e o modelo condiciona a resposta neles "
            "(aprendizado em contexto, sem treino)."),
    "F.4": ('Troquei "Sentimento:" por "Rótulo:" nos dois exemplos e na pergunta (o prompt impresso mostra). '
            "Não mudou nada: a variação deu o mesmo NEGATIVO seguido de Text que o few-shot."),
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso fica fora da janela: é cortado e o modelo não enxerga.",
}
ANSWERS["fs211-markdownit-render-fieldname"] = {"all": "\n\n".join(f"#### Questão {q}\n{P[q]}" for q in P)}

# fs212: outputs seen only in difflib.HtmlDiff side-by-side tables. PROBLEM: F.4 claims the variation (no quotation
# marks around the demonstrations' texts) dropped the trailing "Text" (row 3 "empty on the right"); the second table
# shows ' NEGATIVO' / '' / 'Text' on both sides.
P = PIECES["fs212-htmldiff-sidebyside-noquotes"] = {
    "F.1": "zero-shot: ` \"Este filme foi um` | few-shot: ` NEGATIVO` + linha vazia + `Text` (3 linhas na tabela do diff)",
    "F.2": "Só o few-shot. O zero-shot só repete o começo da frase, sem POSITIVO/NEGATIVO.",
    "F.3": "Não, os pesos não mudam. Os exemplos só condicionam a saída pelo contexto do prompt.",
    "F.4": ('Tirei as aspas dos textos dos dois exemplos. Mudou: sem as aspas o modelo parou de emendar o "Text" depois '
            'do rótulo — na tabela few-shot × sem aspas a linha 3 ficou vazia do lado direito, só sobrou o NEGATIVO.'),
    "F.5": "1024 tokens no GPT-2; o que passar disso é truncado e o modelo não vê.",
}
ANSWERS["fs212-htmldiff-sidebyside-noquotes"] = {"all": "\n\n".join(f"**{q}:** {P[q]}" for q in P)}

# ---------------------------------------------------------------- temperature-top-p
# tp211: runs reached the notebook through `!python gera.py` (CRLF stream); answers as a markdown TABLE
# (| questão | resposta |); honest (A1 most repetitive, A2 thematic jump, B1 loops on 'a single entity').
P = PIECES["tp211-writefile-script-bang"] = {
    "A.1": ('A1: "They can be used in various applications, such as predicting customer behavior, forecasting market trends, and even predicting human behavior." '
            'A2: "One example of a gravity-based model is the Navier-Stokes Equations, which describe the motion of fluids under the influence of gravity." '
            'A3: "For example, the World Bank uses various classification models to provide data as a part of the World Bank’s data management system."'),
    "A.2": ('A1 (T=0.2). Volta sempre nas mesmas expressões: "data-driven model" duas vezes ("One example of a data-driven model" e '
            '"This is a classic example of a data-driven model"), e "predict" / "predicting" três vezes nas duas primeiras frases '
            '("predict future behavior", "predicting customer behavior", "predicting human behavior").'),
    "A.3": ('A2 (T=0.7): saiu do assunto "transformers" e foi para física, "the impact of gravity on the behavior of objects" '
            'e depois "the Navier-Stokes Equations", fluidos e simulação. Foi a que mais variou de tema.'),
    "B.1": "top_p=0.3 (B1).",
    "B.2": '"a single entity based on multiple entities" (aparece duas vezes no B1, em "predict the behavior of..." e em "predict the outcome of...")',
    "B.3": ('Com top-p 0.3 o sorteio fica restrito ao menor conjunto de tokens cuja probabilidade acumulada chega a 0.3, ou seja, '
            'pouquíssimas opções por passo; o modelo acaba reescolhendo o mesmo caminho ("can be used to" quatro vezes no B1). '
            'Com 0.6 e 0.9 entram mais candidatos: o B2 foi para "probability theory" sem repetir frase.'),
    "D.1": "top-p",
    "D.2": "aumentar",
    "D.3": ('Foi o que eu vi na parte B: com a mesma temperatura 0.7, o B1 (0.3) repetiu "a single entity based on multiple entities" '
            'e o B2 (0.6) e o B3 (0.9) não entraram em loop. Primeiro aumentaria o top-p para 0.9 e só depois mexeria um pouco na temperatura.'),
}
ANSWERS["tp211-writefile-script-bang"] = {"all": "| questão | resposta |\n|---|---|\n" + "\n".join(
    f"| {q} | {P[q]} |" for q in P)}

# tp212: runs seen as an XML tree; answers under "**Pergunta A.1**" lines. PROBLEM: B.2 quotes A1's
# "data aggregation, data aggregation, and data aggregation" (<parte nome="A">, T=0.2) as B1's repetition.
P = PIECES["tp212-elementtree-xml-attrs"] = {
    "A.1": ('A1: "They are designed to handle complex data structures and provide a range of functions to manage and analyze data." / '
            'A2: "These models can be either asexual or sexual, and they can be used to model various biological systems" / '
            'A3: "This approach enables the use of a time-aware encoder as a time-aware decoder"'),
    "A.2": ('A1 (temperatura 0.2). Tem a repetição mais escancarada: "data aggregation, data aggregation, and data aggregation", '
            'além de "data transformations" duas vezes seguidas.'),
    "A.3": ('A2 (0.7): é a que mais foge do tema, vai parar em genética de populações ("simulate a population of individuals, '
            'often used in population genetics") e em reprodução de levedura ("the asexual reproduction of yeast").'),
    "B.1": "B1, top_p 0.3.",
    "B.2": '"data aggregation, data aggregation, and data aggregation" — o B1 fica preso repetindo a mesma expressão.',
    "B.3": ('O top-p só deixa sortear entre os tokens mais prováveis até a soma das probabilidades chegar em p. Com 0.3 o núcleo é '
            'minúsculo e o texto gira em volta das mesmas palavras ("predict the behavior", "predict human behavior" no B1); '
            'com 0.9 entram mais opções e o B3 falou de variável dependente, SVM e classificador sem se repetir.'),
    "D.1": "O top-p.",
    "D.2": "Aumentar (0.3 → 0.9).",
    "D.3": ('Na parte B, com T fixo em 0.7, o B1 (0.3) foi o mais repetitivo e o B3 (0.9) o mais variado, então alargar o núcleo '
            'é o primeiro passo para sair do loop.'),
}
ANSWERS["tp212-elementtree-xml-attrs"] = {"all": "\n\n".join(f"**Pergunta {q}**  \n{P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl211: samples seen in a jinja2-rendered HTML table with the text column TRUNCATED (…) and a label column.
# PROBLEM: T.4's recount reads #9 ' POSITIVO ou NEGAT' as a NEGATIVO (4 NEGATIVO / 1 POSITIVO) against the own
# table's label column and count line (NEGATIVO 3, POSITIVO 2, sem rótulo 5); the vote NEGATIVO is still right.
P = PIECES["tpl211-jinja2-truncate-table"] = {
    "T.1": 'ruim: `"Este filme foi um erro de tempo." E` — bom: `"Este filme foi um`',
    "T.2": "Nenhum dos dois produziu POSITIVO/NEGATIVO.",
    "T.3": ('O template bom restringe o espaço de saída (uma palavra só, POSITIVO ou NEGATIVO, sem explicação), o que devia '
            'empurrar o modelo para o rótulo. Nas minhas saídas não adiantou: o ruim completou a frase com "erro de tempo" e o '
            'bom só repetiu "Este filme foi um" até acabar os 8 tokens.'),
    "T.4": ('NEGATIVO. Recontei na tabela: NEGATIVO nas amostras 5, 6, 8 e 9 (a 9 termina em "ou NEGAT"), POSITIVO só na 10 e '
            'o resto sem rótulo. Dá 4 × 1, NEGATIVO ganha.'),
    "T.5": ('Não. Só reduz a variância; metade das amostras nem teve rótulo, e se o modelo erra de forma consistente a '
            'maioria também erra.'),
}
ANSWERS["tpl211-jinja2-truncate-table"] = {"all": "\n".join(f"{k + 1}. **{q}** {P[q]}" for k, q in enumerate(P))}

# tpl212: everything seen as bytes reprs (b'...', \xc3\xa3 escapes); answers "T.n →" lines; honest
# (NEGATIVO 5 / POSITIVO 1 / None 4, vote NEGATIVO; #3 ' NEGATIVE (POSITIVO' counts as POSITIVO by the regex).
P = PIECES["tpl212-bytes-utf8-repr"] = {
    "T.1": "ruim → `b' \"Este filme foi um erro de tempo.\"\\n\\nE'`; bom → `b' \"Este filme foi um'`",
    "T.2": "nenhum (o ruim inventou \"erro de tempo\" e o bom foi cortado no meio da frase)",
    "T.3": ('o bom fecha o espaço de saída (uma palavra, duas opções, "Não explique"), o ruim deixa o modelo continuar a frase. '
            'Mesmo assim aqui nenhum dos dois deu rótulo: o bom repetiu o texto e parou em 8 tokens.'),
    "T.4": ('NEGATIVO: 5 NEGATIVO (1, 2, 4, 5, 6), 1 POSITIVO (a 3, `b\' NEGATIVE (POSITIVO\'`, que a regex conta como POSITIVO '
            'porque NEGATIVE não é NEGATIVO) e 4 sem rótulo (7, 8 `b\' Posso-n\\xc3\\xa3o, nego\'`, 9 e 10). Igual ao Counter impresso.'),
    "T.5": "não; reduz a variância, não garante acerto. Aqui 4 das 10 amostras nem tinham rótulo.",
}
ANSWERS["tpl212-bytes-utf8-repr"] = {"all": "\n\n".join(f"{q} → {P[q]}" for q in P)}
