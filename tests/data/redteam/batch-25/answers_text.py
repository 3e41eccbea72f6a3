"""Batch 25's hand-written answers, written after reading the recorded outputs (/tmp/rt25/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp251: runs cited by their ROW in the printed index table (sorted by top_p, then T): linha 1 = B1, 2 = B2, 3 = A1,
# 4 = A2 (seed 2511), 5 = B3 (seed 2515), 6 = A3; ids "(A.1)"; hedged comparisons; honest.
P = PIECES["tp251-rows-sorted-by-p-linhas"] = {
    "A.1": ('linha 3 (T=0.2): "This can be done using techniques such as data augmentation, which involves generating new data by applying transformations to existing data."\n'
            'linha 4 (T=0.7, seed 2511 — a A2; a linha 5 é a B3): "Natural Language Processing (NLP) is a field of artificial intelligence that uses computer science to analyze and generate human language."\n'
            'linha 6 (T=1.0): "These models can range from simple models like linear regression to complex models like neural networks, which are optimized to handle large amounts of data."'),
    "A.2": ('A linha 3, a de temperatura mais baixa. Ela volta ao mesmo ponto quase com as mesmas palavras: primeiro "generating new data by applying transformations to existing data" '
            'e no fim "Data augmentation is a technique used to generate new data by applying transformations"; "techniques such as" também aparece duas vezes. '
            'A linha 4 repete um pouco ("Natural Language Processing (NLP)" duas vezes), a 6 não repete nada.'),
    "A.3": ('A linha 6 (T=1.0). Não fica presa em nada e muda de assunto: começa em "analyze data to make predictions or optimize actions", passa por '
            '"simple models like linear regression" e termina numa lista sobre "The key characteristics of a logistic regression are:" com "**Binary Output**".'),
    "B.1": ('As linhas 1 e 2 (top_p 0.3 e 0.6) ficaram quase empatadas; contando as expressões repetidas, a linha 2 (0.6) repete até um pouco mais que a 1, '
            'então aqui nem sempre o menor top-p foi o mais repetitivo. A linha 5 (0.9) é a que menos repete das três.'),
    "B.2": '"can be used to analyze and predict complex systems" (linha 2, aparece duas vezes, no começo e no último parágrafo)',
    "B.3": ('O top-p pega o menor conjunto de tokens cuja probabilidade acumulada chega a p e sorteia só entre eles. Com 0.3 ou 0.6 esse núcleo é pequeno, '
            'então o modelo volta nos mesmos caminhos: na linha 1 "predict the behavior of a system based on its behavior" e depois "predict human behavior" duas vezes; '
            'na linha 2 a frase do B.2. Com 0.9 (linha 5) sobram mais candidatos e o texto não se prende tanto.'),
    "D.1": "top-p",
    "D.2": "Aumentar, por exemplo de 0.3/0.6 para 0.9.",
    "D.3": ('Com a mesma temperatura 0.7, a linha 5 (top_p 0.9) repetiu menos que as linhas 1 e 2 (0.3 e 0.6). Na parte A a temperatura baixa (linha 3) '
            'foi a que mais repetiu, então subir um pouco a temperatura também ajudaria, mas o primeiro ajuste é o top-p.'),
}
ANSWERS["tp251-rows-sorted-by-p-linhas"] = {"all": "\n\n".join(f"({q}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot251: runs "pergunta seca" (P1: 'The answer is 119.') and "passo a passo" (P2: '6 = 84.6 / The result is 1.02.');
# C.2 quotes two pieces of P2 joined with an ellipsis; ids "— C.1 —"; honest.
P = PIECES["cot251-stringtemplate-ellipsis-quotes"] = {
    "C.1": ('Não. A pergunta seca respondeu "The answer is 119." e o passo a passo terminou em "The result is 1.02."; no meio ele escreveu 84.6, '
            'que é quase 85, mas quase não é acertar.'),
    "C.2": '“6 = 84.6 … The result is 1.02.” (passo a passo)',
    "C.3": ('Não. O passo a passo tem cara de conta ("6 = 84.6") e até uma conclusão ("The result is 1.02."), mas o número final está errado e nem bate '
            'com a conta de antes. Parecer que raciocina não garante a resposta certa.'),
}
ANSWERS["cot251-stringtemplate-ellipsis-quotes"] = {"all": "\n\n".join(f"— {q} — {P[q]}" for q in P)}

# cot252: P1 empty ('P1  » '), P2 '5 = 74.5.'. PROBLEM: C.2's excerpt '27 + 58.5 = 74.5.' joins the prompt to the output.
P = PIECES["cot252-oneline-slash-newlines"] = {
    "C.1": 'não — o P1 não gerou nada (a linha dele ficou vazia) e o P2 só escreveu uma conta que dá 74.5, longe de 85.',
    "C.2": '"27 + 58.5 = 74.5." (P2)',
    "C.3": 'Não. O P2 parece uma conta (`5 = 74.5.`), mas o resultado está errado; o formato de raciocínio não garante nada.',
}
ANSWERS["cot252-oneline-slash-newlines"] = {"all": "\n\n".join(f"C-{q[2]}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs251: outputs copied as printed (json.dumps); variation = longer demonstrations; ids "F.n ▸"; honest.
P = PIECES["fs251-jsondumps-arrow-longdemos"] = {
    "F.1": 'zero-shot: `" \\"Este filme foi um"` — few-shot: `" NEGATIVO\\n\\nText"` (como o json.dumps imprimiu)',
    "F.2": ('O zero-shot não: só repetiu o começo da resenha. O few-shot sim, NEGATIVO (depois vem um "\\n\\nText", mas o rótulo veio primeiro).'),
    "F.3": "Não. Nenhum peso muda; os exemplos só entram no prompt e condicionam a continuação do modelo.",
    "F.4": ('Deixei os exemplos mais longos, duas frases cada (ex.: "Saí do cinema querendo ver de novo."), com os mesmos rótulos. '
            'Não mudou nada, nem o final: `EXEMPLOS LONGOS => " NEGATIVO\\n\\nText"` é igual ao few-shot.'),
    "F.5": "1024 tokens (n_positions do GPT-2); o que passar disso fica fora da janela: é truncado e o modelo não vê.",
}
ANSWERS["fs251-jsondumps-arrow-longdemos"] = {"all": "\n\n".join(f"{q} ▸ {P[q]}" for q in P)}

# fs252: PROBLEM: F.4 says the mixed demonstration changed "almost nothing" but dropped the trailing 'Text'; the
# notebook's own bullet shows misto = ' NEGATIVO\n\nText', identical to few-shot.
P = PIECES["fs252-markdown-bullets-mixeddemo"] = {
    "F.1": "zero-shot `' \"Este filme foi um'`; few-shot `' NEGATIVO\\n\\nText'`",
    "F.2": "Só o few-shot. O zero-shot nem chegou perto de um rótulo.",
    "F.3": "Não, é condicionamento pelo contexto: os exemplos fazem parte da entrada e os pesos ficam iguais.",
    "F.4": ('Troquei o exemplo positivo por um misto ("Demorou a engrenar, mas o final compensou.", ainda POSITIVO). Mudou quase nada: '
            'o rótulo continuou NEGATIVO, só que com o misto ele parou no rótulo, sem o `Text` que vinha depois no few-shot.'),
    "F.5": "O GPT-2 tem 1024 posições; o que passar disso é cortado e não entra na atenção.",
}
ANSWERS["fs252-markdown-bullets-mixeddemo"] = {"all": "\n\n".join(f"**{q} =** {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl251: samples numbered from ZERO as printed; ids "(T1)"; honest.
P = PIECES["tpl251-zeroindexed-hashbars"] = {
    "T.1": "pouco restritivo: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; restritivo: `' \"Este filme foi um'`",
    "T.2": "Nenhum: nem o pouco restritivo nem o restritivo escreveram POSITIVO ou NEGATIVO.",
    "T.3": ('O restritivo deveria restringir o espaço de saída (uma palavra, só duas opções), mas mesmo assim começou repetindo o texto '
            '("Este filme foi um") e foi cortado nos 8 tokens; o pouco restritivo nem tenta, só continua a frase ("erro de tempo").'),
    "T.4": ('NEGATIVO, por 3 a 2: NEGATIVO nas amostras 0, 4 e 9; POSITIVO na 3 e na 8 (`"Positivo"` e `Positivo (ADP)`, que o rotulo() aceita porque '
            'passa tudo para maiúsculas); as outras 5 (1, 2, 5, 6 e 7) ficaram sem rótulo — a 6 é `"NEGATIVE"`, em inglês, e não conta.'),
    "T.5": ('Não. Ela só reduz a variância; aqui metade das amostras nem teve rótulo e a diferença foi de uma amostra (3 x 2), '
            'então o voto não garante nada.'),
}
ANSWERS["tpl251-zeroindexed-hashbars"] = {"all": "\n\n".join(f"(T{q[2]}) {P[q]}" for q in P)}

# tpl252: PROBLEM: T.4's hand recount counts the 5th sample ' NEGATIVE\nTexto: "' as NEGATIVO (7 instead of the
# printed 6) but not the 7th ' NEGATIVE\n\nTexto:'; the vote NEGATIVO is right.
P = PIECES["tpl252-pipejoined-oneline-sumcounts"] = {
    "T.1": "ruim `' \"Este filme foi um erro de tempo.\"\\n\\nE'` e bom `' \"Este filme foi um'`",
    "T.2": "nenhum",
    "T.3": ('O bom limita o espaço de saída (uma palavra, sem explicação), o ruim deixa o modelo continuar o texto. Só que nenhum dos dois chegou a um rótulo: '
            'o bom parou em "Este filme foi um" e o ruim continuou com "erro de tempo".'),
    "T.4": ('NEGATIVO. Recontando na linha: 7 NEGATIVO (1ª, 4ª, 5ª, 6ª, 8ª, 9ª e 10ª — a 5ª é `NEGATIVE\\nTexto`, que também é negativo), '
            '1 POSITIVO (2ª) e 2 sem rótulo (3ª e 7ª). O notebook imprimiu 6, acho que deixou passar a 5ª.'),
    "T.5": ('Não; só reduz a variância. Mesmo com quase todas as amostras NEGATIVO, se o modelo erra de um jeito consistente o voto erra junto.'),
}
ANSWERS["tpl252-pipejoined-oneline-sumcounts"] = {"all": "\n\n".join(f"{q} -> {P[q]}" for q in P)}

# tp252: runs printed sorted by length; answers cite runs mostly by CONTENT ("o do max_workers", "o da Lemora"); the
# two T=0.7 / top_p=0.9 blocks are taken as A2 = the 442-character one and B3 = the "Lemora" one (right: truth_tp252.py).
# PROBLEMS: A.2's second quote is edited by one word ('of a system' for 'of the system'); D.3 says raising top-p to
# 0.9 made the repetition disappear, against the own B3 ("a single entity" five times).
P = PIECES["tp252-sorted-by-length-content-refs"] = {
    "A.1": ('T=0.2 (o do `max_workers`): "which means that each worker is a single machine that can be used to optimize the behavior of the system."\n'
            'T=0.7 (o que fala de "economics, marketing, and social sciences"; o outro de T=0.7/top_p=0.9, o da "Lemora", é o B3): '
            '"The goal of a modeler is to understand how changes in one variable affect another variable"\n'
            'T=1.0 (o das conexões sociais): "The key to their success lies in the ability to adapt to changing social norms, manage relationships effectively, and create a sense of community."'),
    "A.2": ('O de T=0.2. Ele fica girando em otimizar o comportamento do sistema: "can be used to optimize the behavior of a system based on its behavior", '
            'depois "a single machine that can be used to optimize the behavior of a system" e ainda "to be used to optimize the behavior" no fim.'),
    "A.3": ('O de T=1.0. Vai de "creating and maintaining social connections" para normas sociais e diversidade e termina em '
            '"the model of evolution and adaptation gains a profound impact", nada a ver com o começo; não repete nenhuma expressão.'),
    "B.1": ('top_p=0.6, o do "virtual assistant": mais que o de 0.3, embora não muito. Ele repete "can adapt to changing circumstances" e '
            '"the behavior of the target audience".'),
    "B.2": '"the behavior of the target audience"',
    "B.3": ('O top-p soma as probabilidades dos tokens mais prováveis até chegar em p e só sorteia entre esses. Com p baixo o conjunto de candidatos é pequeno '
            'e o texto volta nas mesmas expressões (no de 0.3, "can be used to" aparece três vezes).'),
    "D.1": "O top-p.",
    "D.2": "Aumentar.",
    "D.3": ('Na parte B, com a temperatura fixa em 0.7, subir o top-p de 0.3/0.6 para 0.9 fez a repetição sumir: o texto da "Lemora" já não fica preso '
            'nas mesmas frases como o do "virtual assistant". Por isso eu mexeria primeiro no top-p, para cima.'),
}
ANSWERS["tp252-sorted-by-length-content-refs"] = {"all": "\n\n".join(f"Resp. {q}: {P[q]}" for q in P)}
