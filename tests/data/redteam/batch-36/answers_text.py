"""Batch 36's hand-written answers, written after reading the recorded outputs (/tmp/rt36/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answer cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- chain-of-thought
# cot361: P1 (=== Direto ===) printed only the prompt "What is 27 + 58?" — empty continuation; P2 printed
# "Solve step by step: 27 + 58.4 = 141.1, so the final answer is 141.1." (the model wrote "4 = 141.1, ..."); the extra
# T=0.9 samples say 72.01 / nothing / 117.5. Answers as print('...') lines run after writing; honest.
P = PIECES["cot361-colab-cell17-variability-printanswers"] = {
    "C.1": ('Não. No direto o modelo não escreveu nada depois da pergunta (a saída é só "What is 27 + 58?" repetido do prompt), '
            'e no step by step ele termina em 141.1. Nenhum dos dois deu 85.'),
    "C.2": ('`so the final answer is 141.1` (step by step; antes disso, logo depois do prompt, ele escreveu `4 = 141.1` — '
            'o "58." é do prompt e o modelo colou o 4, virando 58.4)'),
    "C.3": ('Não garante. O step by step tem cara de conta com conclusão ("so the final answer is"), mas a conta está errada: 141.1. '
            'Na célula extra de variabilidade (T=0.9) cada amostra chegou num número diferente (72.01, 117.5), nenhum 85.'),
}
ANSWERS["cot361-colab-cell17-variability-printanswers"] = {
    "all": "\n".join(f"print('{q}  {P[q]}')" for q in P)}

# cot362: P1 printed only the prompt (empty continuation); P2: "... 27 + 58.00 = 65.00. So, 27 + 58.00 = 112.00 is the
# correct answer. However, ... compound interest ..."; the book's own print "[Checagem] 27 + 58 = 85" comes after.
# PROBLEM: C.1 says "sim" on the strength of the "[Checagem] 27 + 58 = 85" line, which the notebook printed itself.
P = PIECES["cot362-colab-cell25-checagem-line"] = {
    "C.1": ('Sim. No começo o passo a passo erra, mas no fim da saída aparece "27 + 58 = 85", que é o resultado certo.'),
    "C.2": '"So, 27 + 58.00 = 112.00 is the correct answer."',
    "C.3": ('Não garante: o próprio passo a passo primeiro dá 65.00 e logo em seguida 112.00 para a mesma soma, contas erradas com cara '
            'de raciocínio, e ainda puxa "compound interest", que não tem nada a ver com a soma.'),
}
ANSWERS["cot362-colab-cell25-checagem-line"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs361: ZS ' "Este filme foi um', FS ' NEGATIVO\n\nText', variation (third demonstration, NEGATIVO) the same
# ' NEGATIVO\n\nText'; the context cell printed 8192 for the loaded model and the book's 1024 for GPT-2. Answers as
# comments in a code cell (never run); honest, and says the book's Colab POSITIVO is not what it got.
P = PIECES["fs361-colab-icl-thirddemo-ctxcell-comments"] = {
    "F.1": ('zero-shot -> ` "Este filme foi um` (repetiu o começo do texto) | few-shot -> ` NEGATIVO` e depois uma linha em branco e `Text`. '
            '(no Colab do professor os dois deram POSITIVO; aqui não)'),
    "F.2": 'zero-shot não seguiu (nenhum rótulo); few-shot sim, NEGATIVO é um dos dois rótulos pedidos.',
    "F.3": 'nenhum peso foi atualizado: os exemplos só entram no prompt e condicionam a geração (in-context), o modelo é o mesmo.',
    "F.4": ('variação = 3ª demonstração negativa ("Que roteiro fraco, me arrependi de ter ido." -> NEGATIVO); '
            'a saída NÃO mudou: de novo ` NEGATIVO` + `Text`, igual ao few-shot de 2 exemplos.'),
    "F.5": ('GPT-2: 1024 tokens (n_positions, o valor do livro; o modelo que eu carreguei mostrou 8192, mas a pergunta é do GPT-2). '
            'O que passa disso é truncado e fica fora da atenção, o modelo não vê.'),
}
ANSWERS["fs361-colab-icl-thirddemo-ctxcell-comments"] = {
    "all": "# Checklist (respostas)\n" + "\n".join(f"# {q}: {P[q]}" for q in P)}

# fs362: own ZS ' "Este filme foi um', FS ' NEGATIVO\n\nText', variation ' NEGATIVO\n\nText'; the markdown keeps the
# book's Colab outputs (POSITIVO / POSITIVO). PROBLEM: F.1 gives the book's POSITIVO / POSITIVO, F.2 and F.4 reason
# from it.
P = PIECES["fs362-colab-icl-swapposdemo-bookmd"] = {
    "F.1": 'Zero-shot: POSITIVO. Few-shot: POSITIVO.',
    "F.2": 'Sim, os dois responderam só com um dos rótulos pedidos, sem texto extra.',
    "F.3": 'Não. Nenhum peso muda, é in-context learning: o modelo só é condicionado pelos exemplos no prompt.',
    "F.4": ('Troquei o exemplo positivo por "Que filmaço! Chorei de emoção no final." A saída mudou: com a variação veio NEGATIVO, '
            'que aliás é o certo para "desperdício de tempo".'),
    "F.5": 'A janela do GPT-2 é de 1024 tokens; o que passar disso é cortado e não participa da atenção.',
}
ANSWERS["fs362-colab-icl-swapposdemo-bookmd"] = {"all": "\n\n".join(f"- **{q}** {P[q]}" for q in P)}

# ---------------------------------------------------------------- temperature-top-p
# tp361: one sample per value (N_SAMPLES = 1), torch.manual_seed(3610 + k); rep3 A1 0.059 > A2 0 = A3 0; d2 A3 0.982 >
# A2 0.971 > A1 0.899; B: rep3 B3 0.203 > B1 0.171 > B2 0.090 (top-p 0.9 the MOST repetitive, against the book's
# expectation); answers in a Python string printed after writing; honest (says its own part B goes against the book).
P = PIECES["tp361-colab-tau-loops-strvar-answers"] = {
    "A.1": ('τ=0.2: "can be used to predict the behavior of a system based on its behavior. They are often used in data science and machine learning to analyze and forecast complex systems."\n'
            'τ=0.7: "These models are widely used in various fields, including marketing, finance, and healthcare, where they help identify patterns and trends in large datasets."\n'
            'τ=1.0: "work around optimizing the behavior of systems in terms of computation." e a lista "Decision Trees: A popular example of deep learning algorithm."'),
    "A.2": ('τ=0.2. Ela gira em torno de "data science": "used in data science and machine learning", "models used in data science include" e '
            '"Data science is a multidisciplinary field that combines data science", e termina em "Data science involves". Também tem '
            '"the behavior of a system based on its behavior" (a mesma palavra voltando na mesma frase).'),
    "A.3": ('τ=1.0. Começa em "optimizing the behavior of systems in terms of computation", passa por "AI, machine learning, data science, and engineering" '
            'e vira uma lista numerada ("Random Forests: A ensemble method for classification and regression tasks.", "Gradient Boosting"), '
            'chamando até árvore de decisão de deep learning. A de τ=0.7 ficou quase igual em variedade, mas num tema só (modelos preditivos / credit scoring).'),
    "B.1": ('No meu caso foi top-p = 0.9 (o contrário do que o resumo do livro imprime). Ele repete "models like A/B testing and decision trees" duas vezes '
            'e "data analysis" também volta duas vezes. O 0.3 também repete ("In the context of data analysis" duas vezes), o 0.6 foi o que menos repetiu.'),
    "B.2": '"models like A/B testing and decision trees" (top-p = 0.9, aparece duas vezes)',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p: com 0.3 o núcleo é pequeno (poucos candidatos), '
            'com 0.9 entram bem mais. Então o esperado era o 0.3 repetir mais; ele repetiu ("In the context of data analysis"), mas o 0.9 também caiu num laço '
            '("models like A/B testing and decision trees") — com um núcleo grande a repetição fica menos provável, não impossível, e eu tenho uma amostra só por valor.'),
    "D.1": 'top-p',
    "D.2": 'aumentar (tipo 0.6 -> 0.9)',
    "D.3": ('Na parte A quem mais repetiu foi a τ=0.2 (o laço de "data science"), ou seja, a distribuição concentrada demais; abrir o núcleo com top-p maior '
            'é o jeito de deixar entrar mais candidatos sem ir para τ alto. Mas sendo honesta: na minha parte B o 0.9 repetiu mais que o 0.6, '
            'então só com os meus runs (1 amostra por valor) eu não consigo mostrar que subir o top-p resolve; eu subiria e rodaria mais amostras.'),
}
ANSWERS["tp361-colab-tau-loops-strvar-answers"] = {
    "all": 'respostas = """\n' + "\n\n".join(f"{q}) {P[q]}" for q in P) + '\n"""\nprint(respostas)'}

# tp362: two samples per value as in the book (torch.manual_seed(3620 + 10k + i) / (3650 + 10k + i)); the student
# declares "[Amostra 1]" of each block as the activity's run. rep3 (Amostra 1) A1 0.260 > A2 0 = A3 0; d2 A3 0.981 >
# A2 0.961 > A1 0.765; B2 0.220 ~ B1 0.204 > B3 0.083. A markdown cell keeps the book's Colab GPT-2 outputs for T=0.2.
# PROBLEM: A.2's evidence is the book's "The following table lists the properties of the following objects:" (from
# the markdown), presented as the own T=0.2 run.
P = PIECES["tp362-colab-experimento-2amostras-bookmd"] = {
    "A.1": ('**A1 (T=0.2):** "They can be applied to optimize a wide range of systems, from software development to data analysis, and can be used to improve efficiency, reduce costs, and enhance performance."\n\n'
            '**A2 (T=0.7):** "help to estimate the relationship between a dependent variable and one or more independent variables. In other words, they\'re used to predict outcomes based on data."\n\n'
            '**A3 (T=1.0):** "have the ability to transform data at multiple scales, enabling them to analyze and optimize complex systems. This transformation is based on mathematical concepts, such as correlation analysis and dimensionality reduction"'),
    "A.2": ('**A.2** A1, a de temperatura 0.2: ela fica presa numa frase só, "The following table lists the properties of the following objects:" '
            'aparece três vezes seguidas, igualzinha.'),
    "A.3": ('**A.3** A3 (T=1.0): sai de "transform data at multiple scales" para "correlation analysis and dimensionality reduction" e termina em '
            '"In the context of data science", cada frase num assunto; a A1 só fala de otimizar sistemas.'),
    "B.1": '**B.1** top-p = 0.3 (B1), mas o 0.6 ficou bem perto.',
    "B.2": '**B.2** "predict human behavior" (B1: "even predict human behavior" e depois "used to predict human behavior")',
    "B.3": ('**B.3** Com top-p o modelo só sorteia entre os tokens mais prováveis até a soma das probabilidades chegar em p. Com 0.3 sobram poucos candidatos '
            'e ele volta para "predict ... behavior" (B1); com 0.9 o conjunto é maior e a B3 (clima, biologia, comportamento humano) repete bem menos.'),
    "D.1": '**D.1** O top-p.',
    "D.2": '**D.2** Aumentaria (0.3/0.6 → 0.9).',
    "D.3": ('**D.3** Na parte B, com T=0.7 fixa, a B3 (0.9) foi a que menos repetiu e as de 0.3 e 0.6 repetiram "predict"/"optimize"; '
            'na parte A a T=0.2 foi a mais repetitiva. Então primeiro subir o top-p, depois, se precisar, um pouco a temperatura.'),
}
ANSWERS["tp362-colab-experimento-2amostras-bookmd"] = {
    "A": P["A.1"].replace("**A1", "**A.1** — **A1", 1) + "\n\n" + P["A.2"] + "\n\n" + P["A.3"],
    "B": "\n\n".join(P[q] for q in ["B.1", "B.2", "B.3"]),
    "D": "\n\n".join(P[q] for q in ["D.1", "D.2", "D.3"]),
}

# ---------------------------------------------------------------- template
# tpl361: LOOSE ' "Este filme foi um erro de tempo."\n\nE', STRICT ' "Este filme foi um'; 15 samples
# (num_return_sequences=15 after torch.manual_seed(3610)): NEGATIVO at 03 05 07 09 14, POSITIVO at 10 12 13, 7 without
# label (08 'ESPAÇIO NEGATIVE', 11 'POSITIVE"' are English); the book's print 'VOTO FINAL (self-consistency):
# NEGATIVO'; the book's numeric self-consistency kept as an extra (VOTO FINAL: 27). Answers in two markdown cells
# under the template cell and under the SC cell; honest.
P = PIECES["tpl361-colab-numreturn15-numeric-extra"] = {
    "T.1": 'T.1 — ruim: ` "Este filme foi um erro de tempo."` e depois uma linha com `E`; bom: ` "Este filme foi um` (cortou nos 8 tokens).',
    "T.2": 'T.2 — nenhum dos dois respondeu POSITIVO ou NEGATIVO; os dois só repetiram/reescreveram o texto do filme.',
    "T.3": ('T.3 — o template bom tenta restringir o espaço de saída (uma palavra, só dois rótulos, a linha "Sentimento:" para completar) e isso deveria '
            'fechar o formato; com este modelo pequeno não bastou: ele continuou copiando o texto do exemplo nos dois casos. O ruim nem diz onde responder.'),
    "T.4": ('T.4 — NEGATIVO: 5 amostras com NEGATIVO (03, 05, 07, 09, 14), 3 com POSITIVO (10, 12 "Positivo." e 13) e 7 sem rótulo, '
            'contando 08 "ESPAÇIO NEGATIVE" e 11 "POSITIVE" como sem rótulo porque estão em inglês. Bate com o VOTO FINAL impresso.'),
    "T.5": ('T.5 — Não garante. A votação só reduz a variância de uma amostra para outra; aqui quase metade das amostras nem tem rótulo e a margem é 5 a 3. '
            'Na célula extra numérica o voto foi 27 para 27 + 58, errado com 6 votos.'),
}
ANSWERS["tpl361-colab-numreturn15-numeric-extra"] = {
    "T123": "\n\n".join(P[q] for q in ["T.1", "T.2", "T.3"]),
    "T45": "\n\n".join(P[q] for q in ["T.4", "T.5"]),
}

# tpl362: LOOSE / STRICT as tpl361; the activity's SC (prompt_sc, torch.manual_seed(3620)): POSITIVO at 05 06 10 12,
# NEGATIVO at 01, 10 without label -> printed 'VOTO FINAL (self-consistency): POSITIVO'; the student's EXTRA SC on the
# movie sentence (seed 3621): NEGATIVO 1 (11), POSITIVO 1 (15), the book's most_common(1) prints NEGATIVO on the tie.
# PROBLEM: T.4 reports the extra cell's vote and counts as the self-consistency result.
P = PIECES["tpl362-colab-two-sc-prompts-bookmd"] = {
    "T.1": 'Ruim: ` "Este filme foi um erro de tempo."` (e um `E` na linha de baixo). Bom: ` "Este filme foi um`.',
    "T.2": 'Nenhum dos dois deu o rótulo; diferente do Colab do professor, onde o ruim pelo menos escreveu "POSITIVO or NEGATIVO".',
    "T.3": ('O template bom fecha o espaço de saída (uma palavra só, dois rótulos possíveis, não explicar), então em tese só sobra completar com o rótulo. '
            'Aqui não adiantou: o modelo repetiu o texto do filme nos dois templates.'),
    "T.4": ('VOTO FINAL: NEGATIVO. Na contagem saiu 1 NEGATIVO e 1 POSITIVO, as outras 13 amostras não tinham rótulo, e o voto ficou com NEGATIVO.'),
    "T.5": 'Não. Self-consistency reduz a variância, mas se a maioria das amostras erra (ou nem responde), o voto só repete o erro.',
}
ANSWERS["tpl362-colab-two-sc-prompts-bookmd"] = {"all": "\n\n".join(f"**{q}.** {P[q]}" for q in P)}
