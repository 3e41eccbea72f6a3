"""Batch 31's hand-written answers, written after reading the recorded outputs (/tmp/rt31/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp311: each run followed by the student's own "--- palavras: n | distintas: d (x%) | trigrama ..." line.
# PROBLEM: B.1 reads the part-B percentages swapped (B1 59% / B2 61% printed; the answer gives B2 59%, B1 61%) and
# names top_p 0.6 (B2); D.3 then quotes B2's real 61%.
P = PIECES["tp311-statsline-percentages"] = {
    "A.1": ('A1: "can be used to analyze and optimize complex systems. They are often used in fields such as logistics, transportation, and supply chain management."\n'
            'A2: "A classic example of a non-linear model is the logistic function, which models the growth of a population"\n'
            'A3: "The most commonly used model is Autoregressive Integrated Moving Average (ARIMA), which is based on the assumption that the model can capture non-linear relationships between time variables."'),
    "A.2": ('A1 (T=0.2). Só 61% das palavras são distintas, a menor porcentagem da parte A (A2 70%, A3 79%), e o trigrama "can be used" aparece 2 vezes: '
            'na verdade é a frase inteira "can be used to analyze and optimize complex systems" que volta, e "logistic regression" também aparece duas vezes.'),
    "A.3": ('A3 (T=1.0): 79% de palavras distintas, 9 pontos acima do A2. Vai de "economics and social sciences" para '
            '"Autoregressive Integrated Moving Average (ARIMA)" e termina em "commercial accounting services"; nenhum trigrama se repete.'),
    "B.1": ('top_p = 0.6 (B2). Tem só 59% de palavras distintas, a menor de toda a parte B (o B1 tem 61% e o B3 70%), e o trigrama "machine learning algorithms" aparece 2 vezes.'),
    "B.2": '"machine learning algorithms" (B2: "using machine learning algorithms, such as linear regression" e depois "easily accessible to machine learning algorithms")',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.6 esse núcleo é menor do que com 0.9, '
            'então o modelo volta nas mesmas palavras, como o "machine learning algorithms" do B2; com 0.9 (B3) sobram mais candidatos e as distintas sobem para 70%.'),
    "D.1": "top-p",
    "D.2": "Aumentar (por exemplo de 0.6 para 0.9).",
    "D.3": ('Na parte B, com a temperatura fixa em 0.7, subir o top-p de 0.6 para 0.9 levou as palavras distintas de 61% (B2) para 70% (B3). '
            'Na parte A a temperatura baixa (A1, 61%) também repetiu mais, mas o primeiro ajuste que eu faria é no top-p.'),
}
ANSWERS["tp311-statsline-percentages"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tp312: sentences numbered "A1.03"; self-correction in B.1 (B2 first, then B1); A.3 honestly names A2, not A3;
# negated claim in D.3 (true); honest.
P = PIECES["tp312-sentence-numbered-lines"] = {
    "A.1": ('A1 (A1.02): "They are designed to handle large datasets and provide insights into complex systems."\n'
            'A2 (A2.02): "These models can include optimization algorithms, such as linear regression, that are designed to minimize costs and maximize benefits."\n'
            'A3 (A3.02): "The original distribution of order is no longer a random probability, but rather a functional transformation of a probability distribution."'),
    "A.2": ('A1. Das 5 frases, a A1.02 e a A1.04 dizem quase a mesma coisa ("are designed to handle large datasets and provide" está nas duas), '
            'e a palavra "data" (ou "datasets") aparece em todas as cinco. O A3 também repete um pouco (ver A.3), mas menos.'),
    "A.3": ('A2, e não o A3 como eu esperava. O A2 passa de otimização de recursos para "optimization algorithms, such as linear regression", '
            'depois para "a specific application of machine learning" em hardware e termina em "find the optimal solution from a given set of constraints". '
            'O A3 fica preso em distribuições de probabilidade: "The original distribution" abre a A3.02 e a A3.03 e volta na A3.04 ("the original distribution of order").'),
    "B.1": ('Primeiro eu ia responder top-p 0.6 (B2), porque as frases dele giram todas em torno de clima; corrigindo: falar do mesmo tema não é repetir, '
            'e o B2 não repete nenhuma frase. O mais repetitivo foi o top-p 0.3 (B1): só 3 frases e, em 2 delas, a mesma estrutura.'),
    "B.2": '"but they are not a" — B1.01 "but they are not a replacement for human judgment and expertise" e B1.02 "but they are not a substitute for human expertise"',
    "B.3": ('Com top-p baixo o modelo só sorteia entre os poucos tokens cuja probabilidade acumulada chega a 0.3; o núcleo é tão pequeno que a continuação '
            'cai de novo no mesmo molde ("can be used to", "but they are not a"), que é o que aconteceu no B1.'),
    "D.1": "O top-p.",
    "D.2": "Aumentaria.",
    "D.3": ('Na parte B, com T fixa em 0.7, o B1 (0.3) foi o que mais repetiu. Não é verdade que o top-p 0.9 acabou com toda a repetição: o B3 ainda tem '
            '"actor-based data analysis" duas vezes na B3.02, mas repetiu menos que o B1. Na parte A a repetição maior foi com T=0.2 (A1). '
            'Por isso eu subiria primeiro o top-p.'),
}
ANSWERS["tp312-sentence-numbered-lines"] = {"all": "\n\n".join(f"{q}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot311: three samples per prompt (P1a-c, P2a-c); counted, hedged and negated claims, all true; honest.
P = PIECES["cot311-three-samples-gutter"] = {
    "C.1": ('Não. Em nenhuma das seis amostras o resultado é 85. No direto, a P1a respondeu "A: 177" e a P1b e a P1c ficaram vazias '
            '(então na maioria das amostras do P1 não houve resposta nenhuma, 2 de 3). No passo a passo, a conta da P2a dá 87.5, a P2b termina em 114.0 '
            'e a P2c em 12.71. Não é verdade que nenhuma chegou perto — 87.5 está a 2.5 de 85 —, mas perto não é correto.'),
    "C.2": '“5 + 60.6 = 114.0.” e logo depois “This is the answer to the question: 114.0 + 27 + 58.5 + 60.6 = 114.0.” (P2b)',
    "C.3": ('Não. As três amostras do passo a passo têm cara de conta (todas têm um "=") e duas delas até anunciam a resposta '
            '("This is the answer to the question" na P2b, "So, 12.71 is the final answer." na P2c), mas nenhuma dá 85; a P2b refaz a soma e continua em 114.0. '
            'O formato de raciocínio não garante correção.'),
}
ANSWERS["cot311-three-samples-gutter"] = dict(P)

# cot312: P1 empty, P2 '5 = 134.5, which is the desired result. ...'. PROBLEM: C.1 answers "Sim" with a justification
# that itself shows 134.5 (and an empty P1).
P = PIECES["cot312-numbers-lastnumber"] = {
    "C.1": ('Sim. O P1 não escreveu número nenhum, então não errou, e o P2 termina dizendo que chegou lá: "5 = 134.5, which is the desired result."'),
    "C.2": '"5 = 134.5, which is the desired result." (P2 passo a passo)',
    "C.3": ('Não. O próprio P2 diz "which is the desired result" logo depois de uma conta que dá 134.5; parecer que raciocina não garante nada.'),
}
ANSWERS["cot312-numbers-lastnumber"] = {"all": "\n\n".join(f"{q[0]}{q[2]} → {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs311: outputs printed as bytes literals; variation = "Sentimento: NEGATIVO." in the negative demonstration, which
# gave b' NEGATIVO.\n\n' (12 bytes). PROBLEM: F.4 says, with a negation, that the output did not change and quotes
# the FEW-SHOT's bytes literal as the variation's.
P = PIECES["fs311-bytes-literal-labelstop"] = {
    "F.1": "zero-shot: `b' \"Este filme foi um'` — few-shot: `b' NEGATIVO\\n\\nText'`",
    "F.2": "Só o few-shot. O zero-shot só repetiu o começo da frase a classificar.",
    "F.3": "Não. Os exemplos só entram no contexto, no prompt; os pesos continuam os mesmos, é condicionamento e não treino.",
    "F.4": ("Coloquei ponto final no rótulo do exemplo negativo (`Sentimento: NEGATIVO.`). Não. Não é verdade que a saída mudou com isso: "
            "a variação deu `b' NEGATIVO\\n\\nText'`, igual ao few-shot."),
    "F.5": "1024 tokens (n_positions do GPT-2). O que fica fora da janela é descartado: o modelo não enxerga esses tokens.",
}
ANSWERS["fs311-bytes-literal-labelstop"] = dict(P)

# fs312: variation = positive demonstration replaced by "Este filme foi um ótimo uso do tempo." (POSITIVO); output
# unchanged, the notebook's own 'iguais=True  ratio=1.00'; negations true; honest.
P = PIECES["fs312-difflib-ratio-mirrordemo"] = {
    "F.1": "zero-shot `' \"Este filme foi um'` e few-shot `' NEGATIVO\\n\\nText'`",
    "F.2": ("Só o few-shot. Não é verdade que o zero-shot não tentou nada — ele começou a copiar a frase (`' \"Este filme foi um'`) —, "
            "mas isso não é um rótulo."),
    "F.3": "Não. Nenhum peso é atualizado; os dois exemplos só condicionam a geração pelo contexto do prompt.",
    "F.4": ('Troquei o exemplo positivo por uma frase espelhada, quase igual à que é classificada, "Este filme foi um ótimo uso do tempo.", mantendo POSITIVO. '
            "Não, a saída não mudou: o espelho deu `' NEGATIVO\\n\\nText'` e o próprio notebook imprimiu `iguais=True  ratio=1.00`. "
            "Eu esperava que a frase parecida puxasse para POSITIVO, mas não puxou."),
    "F.5": "1024 posições (n_positions). Tokens além disso não entram: são truncados e ficam fora da atenção do modelo.",
}
ANSWERS["fs312-difflib-ratio-mirrordemo"] = {"all": "\n".join(f"- {q}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl311: two halves of five samples with sub-votes; cross-half comparisons, percentages and a negation, all true; honest.
P = PIECES["tpl311-two-halves-subvotes"] = {
    "T.1": "solto: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; estrito: `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois.",
    "T.3": ('O estrito deveria restringir o espaço de saída a uma palavra, mas começou copiando o texto ("Este filme foi um") e foi cortado nos 8 tokens; '
            'o solto nem restringe nada e só continuou a frase ("erro de tempo"). Aqui a restrição não bastou para chegar no formato.'),
    "T.4": ('NEGATIVO, mas por pouco: 2 NEGATIVO (#4 e #10), 1 POSITIVO (#3) e 7 sem rótulo (70%). A primeira metade empatou em 1 a 1 (INDETERMINADO) '
            'e só a segunda decidiu, com o único NEGATIVO dela (#10). A #9 `POSITIVE (Foi)` está em inglês e a #5 `"SOBRE" (negat` foi cortada, '
            'então nenhuma das duas conta.'),
    "T.5": ('Não. Ela só reduz a variância. Não é verdade que a maioria das amostras votou NEGATIVO: só 2 de 10; a maioria (7) nem teve rótulo, '
            'e a decisão dependeu de uma amostra. Um voto assim não garante a resposta certa.'),
}
ANSWERS["tpl311-two-halves-subvotes"] = {"all": "\n\n".join(f"[{q}] {P[q]}" for q in P)}

# tpl312: ten samples "(k) <repr>", no counts printed, only 'voto: NEGATIVO'. PROBLEM: T.4's hand tally leaves out
# sample (6) ' "negativo" (se o' ("minúsculas, não conta"), which the notebook's rotulo() counts (it upper-cases):
# 2 / 0 / 8 instead of 3 / 0 / 7; the vote is right.
P = PIECES["tpl312-novote-counts-handtally"] = {
    "T.1": "template ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` / template bom: `' \"Este filme foi um'`",
    "T.2": "nenhum",
    "T.3": ('O bom limita o espaço de saída (uma palavra, sem explicação) e o ruim deixa o modelo continuar o texto; mesmo assim o bom não chegou a um rótulo, '
            'parou em "Este filme foi um", e o ruim continuou com "erro de tempo."'),
    "T.4": ('Voto NEGATIVO. Contando as amostras: NEGATIVO 2 (a (2) e a (7)), POSITIVO 0 e sem rótulo 8. A (6) `"negativo" (se o` está em minúsculas, '
            'então pela regra do notebook não conta.'),
    "T.5": ('Não. Só reduz a variância: com a maioria das amostras sem rótulo, o voto depende de poucas amostras, e se o modelo erra sempre do mesmo jeito o voto erra junto.'),
}
ANSWERS["tpl312-novote-counts-handtally"] = {"all": "\n\n".join(f"Questão {q}: {P[q]}" for q in P)}
