"""Batch 26's hand-written answers, written after reading the recorded outputs (/tmp/rt26/out, dump_outputs.py).
ANSWERS[notebook][slot] = each answers cell's source (some notebooks have two or three answers cells); PIECES[notebook]
[qid] = each question's answer as it stands inside those texts (make_expected.py takes them from here; a struck-through
draft or a 'rascunho' next to the final answer is part of the piece). Deliberate problems are described in
make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp261: part B drawn twice (seeds 2620+i, then 2630+i); the student declares the SECOND round is the one answered.
# A.2 has a struck-through theory-driven draft ("A1, temperatura baixa") and the final from the text (A3); honest.
P = PIECES["tp261-unpack-error-partB-reseeded"] = {
    "A.1": ('A1 (T=0.2): "can be used to analyze and predict complex systems. They\'re used in various fields, including biology, economics, and engineering, to model and optimize complex processes."\n'
            'A2 (T=0.7): "In the context of AI, these models are used to create models that can learn from data and adapt to new situations."\n'
            'A3 (T=1.0): "On the other hand, deontology is a philosophy that allows for personal autonomy"'),
    "A.2": ('~~A1, porque com temperatura baixa ele escolhe sempre as mesmas palavras e repete mais.~~\n'
            'Relendo as saídas de verdade: nenhum dos três repete muito. A única expressão que volta igualzinha é no A3: '
            '"make decisions based solely on what you\'ve been told" e no fim "can\'t be judged based solely on". '
            'O A1 e o A2 não repetem nenhuma frase, então fico com o A3.'),
    "A.3": ('Também o A3 (estranho ser os dois, mas a repetição dele é uma expressão só). Ele começa em computação, '
            '"can process and manipulate text data in a computer\'s brain", e pula para filosofia: "Originalist thinking" e '
            '"deontology is a philosophy". O A1 e o A2 ficam o tempo todo em modelos/IA.'),
    "B.1": ('(segunda rodada, sementes 2630-2632) O de 0.3 (B1). Nenhum repetiu frase inteira, mas o B1 fica preso na palavra data: '
            '"The key characteristics of a data analysis model are:" e depois a lista `**Data**`, `**Data Analysis**`, `**Data Management**`.'),
    "B.2": 'O padrão da lista do B1, que se repete três vezes quase igual: `1. **Data**:`, `2. **Data Analysis**:`, `3. **Data Management**:`',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 esse conjunto é minúsculo, '
            'então o B1 fica girando em volta de "data"; com 0.9 (B3) entram mais candidatos e ele vai de "a measurement" para '
            '"Uncertainty is a fundamental concept in statistics".'),
    "D.1": "top-p",
    "D.2": "aumentar (tipo 0.3 → 0.9)",
    "D.3": ('No A, o A1 (T=0.2) quase não repetiu, então a temperatura sozinha não explicou a repetição. Na parte B (segunda rodada) o 0.3 '
            'ficou preso em "data" e o 0.9 não. Obs.: na primeira rodada o B3 (0.9, semente 2622) repetiu muito '
            '("climate-resilient infrastructure" várias vezes), então uma rodada só não prova nada; mesmo assim eu subiria o top-p primeiro.'),
}
ANSWERS["tp261-unpack-error-partB-reseeded"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tp262: answers OUT OF ORDER over three markdown cells: cell 1 = B.1, B.2, B.3, then A.1 (A1 and A2); cell 2 = A.1
# continued (A3), A.2, A.3 left as TODO; cell 3 = D.1, D.2 'idem', D.3 'ver B.1'. PROBLEM: A.3 never answered.
P = PIECES["tp262-smoketest-outoforder-continued"] = {
    "B.1": 'top_p = 0.6 (B2). É o que mais repete frase (ver B.2) e fica em volta de "decision-making".',
    "B.2": '"use data to make predictions" — no B2 aparece no começo e de novo em "Examples of models that use data to make predictions include".',
    "B.3": ('Top-p = nucleus sampling: soma as probabilidades dos tokens do mais provável para baixo até chegar em p e só sorteia entre esses. '
            'Com 0.6 o núcleo é pequeno e o B2 volta para "use data to make predictions" e "data-driven decision-making"; com 0.9 (B3) não repetiu nada.'),
    "A.1": ('A1: "can be used to optimize the behavior of a system based on the behavior of its inputs."\n'
            'A2: "Supervised learning is a widely used approach, where data is labeled and used to train a model."\n\n'
            '(continua na célula de baixo)\n\n'
            '(A.1, continuação) A3: "They help businesses make informed decisions by optimizing supply chain logistics, identifying opportunities, and predicting potential risks."'),
    "A.2": ('A1. Repete "behavior": "the behavior of its inputs" e logo depois "the behavior of their inputs", e ainda "layers and layers".'),
    "A.3": "TODO — olhar o A3 de novo amanhã cedo",
    "D.1": "top-p, aumentando",
    "D.2": "idem (aumentar, tipo 0.6 → 0.9)",
    "D.3": "ver B.1/B.3 acima: com 0.6 o B2 repetiu \"use data to make predictions\" e com 0.9 o B3 não repetiu, então subir o top-p é o primeiro passo.",
}
_c1, _c2 = P["A.1"].split("\n\n(continua na célula de baixo)\n\n")
ANSWERS["tp262-smoketest-outoforder-continued"] = {
    "p1": "\n\n".join([f"B.1 - {P['B.1']}", f"B.2 - {P['B.2']}", f"B.3 - {P['B.3']}",
                       f"A.1 - {_c1}\n\n(continua na célula de baixo)"]),
    "p2": "\n\n".join([_c2, f"A.2 - {P['A.2']}", f"A.3 - {P['A.3']}"]),
    "p3": "\n\n".join([f"D.1 - {P['D.1']}", f"D.2 - {P['D.2']}", f"D.3 - {P['D.3']}"]),
}

# ---------------------------------------------------------------- chain-of-thought
# cot261: English; P1 '' (empty), P2 '0 = 147.0\n\nTo find the total weight of the 200 pounds, ...'; C.1 with a
# struck-through draft '~~Yes~~'; C.3 continued in a second answers cell; honest.
P = PIECES["cot261-string-to-generate-error-en"] = {
    "C.1": ('~~Yes~~ No. P1 printed an empty string (`P1 >>> \'\'`), and P2 continues the prompt with "0 = 147.0", i.e. it says '
            '27 + 58.0 = 147.0. Neither gives 85.'),
    "C.2": '"To find the total weight of the 200 pounds, you multiply the number of pounds by the weight of 100 pounds: 200 * 100 = 20000."',
    "C.3": ('No — see C.1: the "steps" end in a wrong number.\n\n'
            '(C.3, continued) It looks like reasoning ("To find the total weight", "Now, you can find the total weight"), but it is '
            'about 200 pounds and "200 * 100 = 20000", nothing to do with 27 + 58. Writing steps does not make the answer right.'),
}
_c1, _c2 = P["C.3"].split("\n\n(C.3, continued) ")
ANSWERS["cot261-string-to-generate-error-en"] = {
    "a1": "\n\n".join([f"C.1: {P['C.1']}", f"C.2: {P['C.2']}", f"C.3: {_c1}"]),
    "a2": f"(C.3, continued) {_c2}",
}

# cot262: P1 '' (empty); P2 drawn twice (2621: '14 + 27(2.7) = 27 + 58.14 + 27(2.7) = 170.14 ...', 2622: the logarithm
# text); the student declares the second P2 valid. PROBLEM: C.2 splices a piece of the FIRST P2 and a piece of the
# SECOND into one ellipsis-joined excerpt attributed to the second.
P = PIECES["cot262-p2-twice-second-seed"] = {
    "C.1": ('Não. O P1 saiu vazio (só o cabeçalho, nenhuma palavra) e o P2 que vale (semente 2622) nem faz a soma, fala de logaritmo '
            'e chega em "27 = log2(5)". Nenhum chega em 85.'),
    "C.2": '“27 + 58.14 + 27(2.7) = 170.14 … This can be seen by taking the logarithm of both sides of 27” (P2, semente 2622)',
    "C.3": ('Não. O P2 tem cara de passo a passo ("This can be seen by taking the logarithm of both sides") mas a "conta" é '
            '"the logarithm of 27 is 5", que é falso e nem é a pergunta. Parecer raciocínio não garante resposta certa.'),
}
ANSWERS["cot262-p2-twice-second-seed"] = {"all": "\n\n".join(f"{q} → {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs261: variation = the demonstrations' labels in lowercase; output ' amor\n\nTexto: "'. F.2 'ver acima'; F.4 with a
# wrong 'rascunho' (written before running) next to the final answer; mixed pt/en; honest.
P = PIECES["fs261-nameerror-lowercase-labels-rascunho"] = {
    "F.1": 'zero-shot: `\' "Este filme foi um\'` / few-shot: `\' NEGATIVO\\n\\nText\'`',
    "F.2": 'ver acima (F.1): only the few-shot, que começa com NEGATIVO. O zero-shot só repete o começo do texto.',
    "F.3": "Não. Nothing is trained: os exemplos só entram no prompt, é condicionamento pelo contexto; os pesos são os mesmos.",
    "F.4": ('rascunho: ~~vai dar igual, maiúscula/minúscula não deve importar~~\n'
            'final: Troquei os rótulos dos dois exemplos para minúsculas (Sentimento: positivo / Sentimento: negativo, no código acima). '
            'Mudou sim, e muito: a saída virou `\' amor\\n\\nTexto: "\'`, sem rótulo nenhum, enquanto o few-shot normal dava NEGATIVO.'),
    "F.5": "GPT-2: 1024 tokens (n_positions). Tokens beyond that are cut off — ficam fora da janela e o modelo não os vê.",
}
ANSWERS["fs261-nameerror-lowercase-labels-rascunho"] = {"all": "\n\n".join(f"F{q[2]}. {P[q]}" for q in P)}

# fs262: variation = 'Exemplo 1:' / 'Exemplo 2:' heading lines over the demonstrations; output ' NEGATIVO\n\nEx' vs
# few-shot ' NEGATIVO\n\nText'. Answers out of order (F.5 first). PROBLEM: F.4's struck draft was right ("mudou só o
# final: Text virou Ex") and the final answer says nothing changed.
P = PIECES["fs262-typeerror-kwarg-exemplo-headings"] = {
    "F.1": 'zero-shot: `"Este filme foi um`; few-shot: `NEGATIVO` e, duas linhas abaixo, `Text` (copiei entre os >>> <<<)',
    "F.2": "Só o few-shot (NEGATIVO). O zero-shot não deu rótulo.",
    "F.3": "Não — é in-context learning: os exemplos condicionam a saída pelo prompt, sem mudar nenhum peso.",
    "F.4": ('Coloquei um título "Exemplo 1:" / "Exemplo 2:" em cima de cada exemplo. ~~Mudou só o final: `Text` virou `Ex`.~~ '
            'Não mudou nada: o few-shot e a versão com títulos dão a mesma coisa, NEGATIVO.'),
    "F.5": "1024 tokens no GPT-2; o que passa disso é truncado (não entra na atenção).",
}
ANSWERS["fs262-typeerror-kwarg-exemplo-headings"] = {
    "all": "\n".join(f"- **{q}** {P[q]}" for q in ["F.5", "F.1", "F.2", "F.4", "F.3"])}

# ---------------------------------------------------------------- template
# tpl261: self-consistency drawn twice (seeds 2610+i: 1 / 1 / 8; seeds 2640+i: 1 / 5 / 4); the student declares the
# second round; T.4 has the first round's count struck through; honest.
P = PIECES["tpl261-sc-twice-strike-draft"] = {
    "T.1": 'ruim: ` "Este filme foi um erro de tempo."` e depois de uma linha em branco um `E`; bom: ` "Este filme foi um`',
    "T.2": "nenhum",
    "T.3": ('O bom restringe o espaço de saída (uma palavra, POSITIVO ou NEGATIVO, sem explicar) e o ruim deixa tudo aberto. Mas aqui nem o bom '
            'funcionou: começou a copiar o texto, `"Este filme foi um`, e acabou o limite de 8 tokens; o ruim continuou a frase, "erro de tempo."'),
    "T.4": ('~~INDETERMINADO: 1 POSITIVO, 1 NEGATIVO, 8 sem rótulo~~ (isso era a primeira rodada)\n'
            'Segunda rodada (sementes 2640-2649): NEGATIVO, com 5 NEGATIVO (1, 2, 5, 6 e 7), 1 POSITIVO (10, `\' Positivo.\\n\\nTexto\'`) '
            'e 4 sem rótulo (3, 4, 8 e 9; o 3 é `"NEGATIVE"` em inglês e o 4 `POSITIVE (+)`, que a regra não pega).'),
    "T.5": ('Não. Ela reduz a variância, não garante acerto. Aliás, só trocar a semente mudou o voto de INDETERMINADO (primeira rodada) '
            'para NEGATIVO (segunda), e a frase é ambígua (ótimo atendimento, produto quebrado).'),
}
ANSWERS["tpl261-sc-twice-strike-draft"] = {"all": "\n\n".join(f"T.{q[2]}: {P[q]}" for q in P)}

# tpl262: ten samples as one Python list; the TypeError tally cell, then most_common [('sem rótulo', 7), ('NEGATIVO', 2),
# ('POSITIVO', 1)] and 'VOTO: NEGATIVO'. Answers out of order (T.5 before T.4), T.2 'ver T.1', some English. PROBLEM:
# T.4's counts are right but the vote given is INDETERMINADO ("a maioria ficou sem rótulo"), against the recount and the
# notebook's own printed VOTO: NEGATIVO.
P = PIECES["tpl262-concat-typeerror-pylist"] = {
    "T.1": "RUIM: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` / BOM: `' \"Este filme foi um'`",
    "T.2": "nenhum — ver T.1, nenhuma das duas saídas é uma palavra só.",
    "T.3": ('The strict one is supposed to restrict the output space (one word, two options) e o ruim deixa o modelo continuar a frase. '
            'Só que o bom também não respondeu: parou em `"Este filme foi um`; o ruim completou "erro de tempo."'),
    "T.4": ('INDETERMINADO. Pela regra: 1 POSITIVO (`Positivo\\n\\nTexto:`), 2 NEGATIVO (`"NEGATIVO"` e `NEGATIVO\\nTexto`) e 7 sem rótulo; '
            'como a maioria (7 de 10) ficou sem rótulo, não dá pra dizer que houve um voto.'),
    "T.5": "Não, no guarantee: it only reduces variance. Se o modelo erra de forma consistente, a maioria erra junto.",
}
ANSWERS["tpl262-concat-typeerror-pylist"] = {
    "all": "\n\n".join(f"**{q}** {P[q]}" for q in ["T.1", "T.2", "T.3", "T.5", "T.4"])}
