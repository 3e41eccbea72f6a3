"""Batch 32's hand-written answers, written after reading the recorded outputs (/tmp/rt32/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp321: runs shown with ANSI-striped tokens; quotes are the text with the colours taken off; B3 (top-p 0.9) is the
# most repetitive B run in this notebook, and the student says so (against the course's expectation); honest.
P = PIECES["tp321-ansi-token-stripes"] = {
    "A.1": ('A1 (T=0.2): "a new model that is a copy of the original model. This allows for the creation of a new model that is a copy of the original model"\n'
            'A2 (T=0.7): "* **Sales and Marketing** - A model that optimizes sales by maximizing revenue from identified customer segments."\n'
            'A3 (T=1.0): "When you take a model that can process a lot of data and transform it into something entirely different, it becomes challenging to understand how it works"'),
    "A.2": ('A1. Ele dá voltas na mesma frase: "a new model that is a copy of the original model" aparece três vezes e "can be used to" também três '
            '("can be used to create", "can be used to train", de novo "can be used to create"). O A2 repete só a estrutura da lista ("A model that optimizes" duas vezes).'),
    "A.3": ('A3 (T=1.0). Começa em "provide more than just a series of operations", passa para a dificuldade de entender o modelo '
            '("it becomes challenging to understand how it works") e termina em "traditional machine learning and computer vision"; só "designed to manipulate data" volta uma vez.'),
    "B.1": ('0.9 (o B3), ao contrário do que eu esperava: o B3 repete "by introducing a negative exponential growth rate" e fica girando em "exponential growth", '
            'enquanto o B1 (0.3) não repetiu nenhuma sequência e o B2 (0.6) só repete "future outcomes" e "make predictions".'),
    "B.2": '"by introducing a negative exponential growth rate" (B3, duas frases seguidas)',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p: com 0.3 sobram pouquíssimos candidatos, com 0.9 muitos. '
            'Pela teoria o 0.3 deveria repetir mais, mas nas minhas execuções foi o contrário: o B1 (0.3) não repetiu nada e o B3 (0.9) repetiu a frase do B.2. '
            'Com uma amostra só por valor, a semente pesou mais que o p aqui.'),
    "D.1": "top-p",
    "D.2": "Aumentaria (por exemplo de 0.6 para 0.9).",
    "D.3": ('A repetição mais forte que vi foi a do A1 (T=0.2), com "a new model that is a copy of the original model" três vezes: pouca aleatoriedade prende o texto. '
            'Na parte B as minhas três execuções não mostraram o top-p baixo repetindo mais (o B3, com 0.9, foi o que repetiu), então não posso dizer que vi isso; '
            'sigo a recomendação do curso de aumentar primeiro o top-p e, se ainda repetir, subir um pouco a temperatura, que foi o que fez diferença na parte A.'),
}
ANSWERS["tp321-ansi-token-stripes"] = {"all": "\n\n".join(f"**{q}** ⟶ {P[q]}" for q in P)}

# tp322: runs shown side by side in pairs (A1 ┃ A3, B1 ┃ B3, A2 ┃ B2); excerpts spanning rows are joined within one
# column. PROBLEM: A.3's second piece of evidence comes from the LEFT column (A1) of the A1 ┃ A3 table.
P = PIECES["tp322-sidebyside-pairs-middle"] = {
    "A.1": ('- A1: "They\'re often used in data science to analyze and forecast data. Examples include regression analysis, decision trees, and neural networks."\n'
            '- A2: "These models can be either deterministic or non-deterministic, meaning they cannot be predicted with certainty based on past events."\n'
            '- A3: "This can create a slippery slope, where a new model is proposed without considering the original assumptions and limitations."'),
    "A.2": ('O A2 (T=0.7), e não o A1 como eu esperava. Ele repete "make predictions based on" três vezes e a frase "linear regression, which is used to make predictions based on" '
            'aparece duas vezes seguidas. O A1 só repete "data science".'),
    "A.3": ('O A3 (T=1.0). Ele começa em "adjust themselves according to specific rules or algorithms", vai para "a slippery slope" e termina falando de '
            '"inform business decisions, optimize processes, and improve outcomes", assunto bem diferente do começo.'),
    "B.1": ('top-p 0.3 (B1): "climate model of the environment" sai duas vezes e "take into account the" também; o 0.6 repete um pouco ("take into account multiple factors"), o 0.9 nada.'),
    "B.2": '"climate model of the environment" (B1, top-p 0.3)',
    "B.3": ('Com top-p 0.3 o modelo só sorteia entre os tokens que somam 30% da probabilidade acumulada, um núcleo pequeno de candidatos, e cai nas mesmas expressões '
            '(o B1 voltou em "climate model of the environment"). Com 0.9 o conjunto é maior e o B3 foi de "optimize the behavior of a product" até "Reinforcement Learning" sem repetir.'),
    "D.1": "O top-p",
    "D.2": "aumentar",
    "D.3": ('Na parte B, com T fixo em 0.7, o B1 (0.3) repetiu e o B3 (0.9) não; então subir o top-p foi o que tirou a repetição nas minhas execuções.'),
}
ANSWERS["tp322-sidebyside-pairs-middle"] = {"all": "\n\n".join(f"### {q}\n{P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot321: P1 empty ("(nada gerado)"), P2 '1 = 83.1, so the answer is 27 + 58.1 = 83.1.\n\nThe answer is 83.1.'; the box
# shows the prompt glued to the output ('⟦Solve step by step: 27 + 58.⟧1 = 83.1'); honest.
P = PIECES["cot321-box-bracketed-prompt-clauses"] = {
    "C.1": ('Não. O P1 não gerou nada (a caixa só tem o prompt entre colchetes e embaixo "(nada gerado)") e o P2 terminou em "The answer is 83.1.", não em 85.'),
    "C.2": '"1 = 83.1, so the answer is 27 + 58.1 = 83.1." (P2, oração 1)',
    "C.3": ('Não. O P2 escreve como quem faz conta ("so the answer is 27 + 58.1 = 83.1.") e ainda confirma "The answer is 83.1.", mas somou 58.1 no lugar de 58 '
            'e mesmo essa conta está errada (27 + 58.1 daria 85.1). O formato de raciocínio não garantiu nada.'),
}
ANSWERS["cot321-box-bracketed-prompt-clauses"] = {"all": "\n".join(f"{i}. **{q}** {P[q]}" for i, q in enumerate(P, 1))}

# cot322: P1 empty (no row in the DataFrame, `P1 = ''`), P2 '5 = 105.5. Now, add the result to 100.\n\nThe answer is 105.5.'
# PROBLEM: C.2 glues the DataFrame's rows 0 and 2 into one quote, leaving out row 1 ('Now, add the result to 100.').
P = PIECES["cot322-printdf-sentences-cut"] = {
    "C.1": "não. O P1 veio vazio (`P1 = ''`, nem aparece na tabela) e o P2 deu 105.5.",
    "C.2": '"5 = 105.5. The answer is 105.5." (P2) — ele faz a conta e depois confirma o resultado.',
    "C.3": ('não. O P2 tem forma de passo a passo, mas o número é 105.5 e o passo do meio ("Now, add the result to 100.") não tem nada a ver com 27 + 58. '
            'Parecer raciocínio não garante a resposta certa.'),
}
ANSWERS["cot322-printdf-sentences-cut"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs321: PROBLEM: F.4 reads the character diff's ZERO-SHOT line as the variation's; the 'invertido' line has no
# [-...-] / {+...+} at all and its repr equals few-shot (' NEGATIVO\n\nText').
P = PIECES["fs321-chardiff-inline-markers"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'`; few-shot: `' NEGATIVO\\n\\nText'`",
    "F.2": "Só o few-shot (NEGATIVO na frente); o zero-shot copiou o começo do texto.",
    "F.3": "Não. Os exemplos só entram no prompt e condicionam a saída; os pesos não mudam (não tem treino nenhum).",
    "F.4": ('Sim, mudou. Inverti a ordem dos exemplos, o negativo primeiro. No diff por caractere dá para ver: `[-N-]{+"+}E[-GATIVO⏎⏎T-]{+st+}` — '
            'a versão invertida perdeu o NEGATIVO e passou a repetir o texto (`{+·filme·foi·um+}`), como o zero-shot.'),
    "F.5": "1024 tokens. O que passar disso é descartado: fica fora da janela e o modelo não vê.",
}
ANSWERS["fs321-chardiff-inline-markers"] = {"all": "\n\n".join(f"**{q}.** {P[q]}" for q in P)}

# fs322: the hand-built HTML table (mark on the last Texto line, reprs, token spans); variation = another negative
# demonstration: unchanged; honest.
P = PIECES["fs322-htmltable-mark-tokenspans"] = {
    "F.1": "zero-shot → `' \"Este filme foi um'` · few-shot → `' NEGATIVO\\n\\nText'` (coluna saída (repr) da tabela)",
    "F.2": "few-shot",
    "F.3": "Não. Nada é treinado: os exemplos só fazem parte do contexto da entrada (condicionamento), os pesos continuam os mesmos.",
    "F.4": ('Troquei o exemplo negativo (*Péssimo. Não recomendo para ninguém.*) por *Chato demais, dormi na metade.*, mantendo NEGATIVO. '
            'Não mudou: a linha outro negativo tem a mesma saída `\' NEGATIVO\\n\\nText\'` e os mesmos tokens coloridos que a linha do few-shot.'),
    "F.5": "n_positions = 1024. Tokens além disso são truncados, não entram na janela de atenção.",
}
ANSWERS["fs322-htmltable-mark-tokenspans"] = {"all": "\n\n".join(f"- {q}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl321: templates side by side in a box (newlines as ⏎); samples in df.to_string(); counts from value_counts:
# NEGATIVO 4 (1, 2, 6, 9), POSITIVO 3 (3, 4, 8), NaN 3 (5, 7, 10); honest.
P = PIECES["tpl321-twocol-templates-tostring-valuecounts"] = {
    "T.1": ('pouco restritivo: `"Este filme foi um erro de tempo."⏎⏎E` (na caixa o ⏎ é a quebra de linha, e a saída começa com espaço); '
            'restritivo: `"Este filme foi um`'),
    "T.2": "Nenhum dos dois.",
    "T.3": ('O restritivo tenta fechar o espaço de saída (uma palavra, duas opções, *não escreva mais nada*), o pouco restritivo só deixa o modelo continuar o texto. '
            'Aqui nem o restritivo funcionou: ele recomeçou a frase do texto e foi cortado em 8 tokens, e o pouco restritivo completou a frase inteira (com erro no lugar de desperdício) e ainda pulou linha.'),
    "T.4": ('NEGATIVO. Pela coluna rotulo: NEGATIVO 4 (amostras 1, 2, 6 e 9 — a 9 é "O negativo", que conta porque a regra põe tudo em maiúsculas), '
            'POSITIVO 3 (3, 4 e 8) e 3 sem rótulo (NaN: 5, 7 e 10; a 5 tem "negativos", que não conta por causa do \\b).'),
    "T.5": "Não. Ela reduz a variância, não garante acerto: aqui o voto foi 4 x 3, e se o modelo erra do mesmo jeito em quase todas as amostras o voto erra junto.",
}
ANSWERS["tpl321-twocol-templates-tostring-valuecounts"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tpl322: samples in a file shown with `cat -n`, then a shortened grid; no count in code. By the notebook's rule:
# NEGATIVO 5 (3, 4, 5, 9, 10), POSITIVO 0, none 5 (1, 2, 6, 7, 8). PROBLEM: T.4 reads sample 3 'NO NEGATIVO (B' as a
# negation and does not count it: 4 / 0 / 6.
P = PIECES["tpl322-catn-file-shortened-grid"] = {
    "T.1": "template_ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` e template_bom: `' \"Este filme foi um'`",
    "T.2": "nenhum",
    "T.3": ('O template bom restringe o espaço de saída (uma palavra só, POSITIVO ou NEGATIVO) e o ruim deixa a continuação livre. Só que o bom também não deu rótulo: '
            'parou em `"Este filme foi um`, e o ruim continuou a frase (`erro de tempo.`).'),
    "T.4": ('NEGATIVO. Contando no resumo: NEGATIVO nas amostras 4, 5, 9 e 10 (a 10 é `Negativo.`, vale pela regra) = 4; POSITIVO nenhuma; '
            'sem rótulo 6 (1, 2, 3, 6, 7 e 8). A 3 é `NO NEGATIVO`, ou seja *não negativo*, então não contei como NEGATIVO; a 7 é POSITIVE, em inglês.'),
    "T.5": "Não. A maioria só reduz a variância das respostas; se o modelo tende ao mesmo erro, o voto também erra.",
}
ANSWERS["tpl322-catn-file-shortened-grid"] = {"all": "\n\n".join(f"({q}) {P[q]}" for q in P)}
