"""Batch 16's hand-written answers, written after reading the recorded outputs (/tmp/rt16/out, dump_outputs.py).
ANSWERS[notebook][slot] = the cell's source (or, for IN_CELL, the comment lines that replace `# <<RESPOSTAS>>` in an
executed code cell); PIECES[notebook][qid] = each question's answer as it stands inside that text (make_expected.py
takes them from here). Deliberate problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}
IN_CELL = {("tpl162-bytes-piseeds-comments", "comentarios")}

# ---------------------------------------------------------------- temperature-top-p
# tp161: bold ids, runs also named in words; the evidence of A.2 / A.3 / B.2 in markdown FOOTNOTES defined right
# under each answer (rendered, they move to the end of the cell). Honest.
P = PIECES["tp161-csvconfigs-crc32-mdtable-footnotes"] = {}
P["A.1"] = '''um trecho de cada, copiado da tabela:
- a mais fria (A1): "These models can be applied to various fields, including economics, engineering, and medicine, where data is often analyzed and transformed into actionable insights."
- a do meio (A2): "They use algorithms to analyze large datasets and identify patterns and relationships. Examples of models include linear regression, decision trees, clustering algorithms, and machine learning algorithms."
- a mais quente (A3): "However, some of the benefits of using models in data science, such as speed and flexibility, have also come at a cost."'''
P["A.2"] = '''A1, a mais fria. Nenhuma das três repetiu uma frase inteira, mas a A1 fica batendo na mesma palavra, *model*, quatro vezes em poucas linhas, e volta para "data" o tempo todo.[^a2]

[^a2]: "accurate model of the data", "One example of a data analysis model", "which is used to model the relationship", "This model is widely used".'''
P["A.3"] = '''A3, a mais quente: começa em previsão de comportamento, passa por áreas de aplicação e termina falando do custo da abordagem baseada em dados.[^a3]

[^a3]: "rely on algorithms to predict behavior based on statistical correlations" → "artificial intelligence, data science, and engineering" → "have also come at a cost" → "The data-driven approach to analysis and modeling has led to the use of high-".'''
P["B.1"] = "0.3 — o B1, o núcleo mais estreito."
P["B.2"] = '''"In the context of data analysis" (B1).[^b2]

[^b2]: aparece duas vezes no B1: "In the context of data analysis, models like regression analysis are used to identify patterns" e "In the context of data analysis, regression analysis is a statistical technique".'''
P["B.3"] = ('''no top-p o sorteio só considera o menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 esse conjunto tem pouquíssimos candidatos, quase sempre os mesmos, e o B1 volta para a frase com que já tinha começado um parágrafo. Com 0.6 e 0.9 (B2, B3) entram mais tokens e o texto anda: os dois viram listas ("* Regression analysis", "* **Linear Regression**") sem repetir frase.''')
P["D.1"] = "top-p."
P["D.2"] = "aumentar (por exemplo 0.3 → 0.9)."
P["D.3"] = ('''na parte B, com a temperatura fixa em 0.7, só o top-p mudou e só o B1 (0.3) repetiu frase; na parte A, mexer na temperatura não criou nem tirou repetição de frase (nenhuma das três repetiu), então o efeito mais claro que eu vi foi o do top-p.''')
ANSWERS["tp161-csvconfigs-crc32-mdtable-footnotes"] = {"all": "\n\n".join(f"**{q}** — {P[q]}" for q in P)}

# tp162: three answer cells, one under each part, "Q1".."Q3" restarting per part. PROBLEM: the "B2" box is the
# duplicated key's top_p=0.9 run (its caption says so); the answers treat it as top_p=0.6; no B3 exists.
P = PIECES["tp162-dupkey-figcaption-interleaved"] = {}
P["A.1"] = ('''A1: "They are often used in situations where past behavior is used to inform future decisions. Examples of models used in this context include decision trees" / '''
            '''A2: "Refining your marketing strategy can be a process of iteration and experimentation, but it's a continuous journey that requires a deep understanding of your audience" / '''
            '''A3: "They can include models of climate change, climate adaptation planning, and climate finance adaptation strategies. Climate-resistant technologies are designed to make adaptation more resilient and rapid."''')
P["A.2"] = ('''A1 (T=0.2). "can be used to predict" aparece três vezes: "can be used to predict future behavior", "which can be used to predict customer churn" e "which can be used to predict a continuous outcome".''')
P["A.3"] = ('''A3 (T=1.0): sai de "external factors" para "climate change, climate adaptation planning, and climate finance", depois "Climate-resistant technologies" e "climate resilience refers to technologies, systems, and behaviors"; quase não repete palavra.''')
P["B.1"] = "top-p 0.3 (B1)."
P["B.2"] = '''"can be used to predict" — no B1: "can be used to predict the behavior of a system" e "a model that can be used to predict human behavior".'''
P["B.3"] = ('''o top-p só deixa sortear entre os tokens mais prováveis até a probabilidade acumulada chegar em p. Com 0.3 esse núcleo é minúsculo e o B1 volta sempre para "can be used to predict". Com 0.6 (B2) o núcleo já é bem maior e o texto foi para outro assunto (séries temporais) sem repetir a frase; só sobrou uma frase estranha, "Time-series analysis is a subset of time-series analysis".''')
P["D.1"] = "top-p"
P["D.2"] = "aumentar"
P["D.3"] = ('''pela parte B: com a temperatura fixa, passar de 0.3 (B1) para 0.6 (B2) já acabou com a repetição de "can be used to predict". Na parte A a repetição apareceu na temperatura baixa (A1), então subir um pouco a temperatura seria o segundo ajuste.''')
ANSWERS["tp162-dupkey-figcaption-interleaved"] = {
    part: "\n\n".join(f"**Q{k}** — {P[q]}" for k, q in enumerate(qs, start=1))
    for part, qs in (("A", ["A.1", "A.2", "A.3"]), ("B", ["B.1", "B.2", "B.3"]), ("D", ["D.1", "D.2", "D.3"]))}

# ---------------------------------------------------------------- chain-of-thought
# cot161: "C.n ⟶" lines. PROBLEM: C.2's excerpt is rebuilt — "27 + 58" taken from the printed prompt, the
# continuation's leading "23" (58 -> 58.23) dropped: "27 + 58 = 95.23." appears nowhere.
P = PIECES["cot161-ansi-numbers-arrows"] = {
    "C.1": 'não. O P1 transformou a soma numa subtração e parou em "which is 2"; o P2 deu 95.23. Nenhum dos dois chegou em 85.',
    "C.2": '"27 + 58 = 95.23. The solution is a perfect square of a number." (P2)',
    "C.3": ('não. O P2 tem cara de solução ("The solution is a perfect square of a number. This is a fundamental property of algebra") '
            'mas isso não tem nada a ver com a conta e o número está errado; o P1 fala em "lateral thinking puzzle" e troca + por -. Parecer raciocínio não garante acerto.'),
}
ANSWERS["cot161-ansi-numbers-arrows"] = {"all": "\n\n".join(f"{q} ⟶ {P[q]}" for q in P)}

# cot162: one-row markdown table, one column per question (pipes of <|im_end|> escaped). Honest.
P = PIECES["cot162-bpe-tokennames-onerow-table"] = {
    "C.1": ('Não. O P1 gerou só `<\\|im_end\\|>` (1 token: resposta vazia) e o P2 nunca chega em 85: faz "27 + 111.00 = 188.00", '
            'depois "27 + 111.00 = 222.00" e acaba cortado em "So, the answer".'),
    "C.2": '"This equation can be solved by adding 111.00 to both sides, which gives 27 + 111.00 = 188.00." (P2; juntei os tokens, Ġ é o espaço)',
    "C.3": ('Não. O P2 fala como quem resolve uma equação ("can be solved by adding", "to both sides", "Therefore") mas a mesma conta dá 188.00 '
            'e depois 222.00, e a soma certa (85) nunca aparece. A forma de raciocínio não garante a resposta.'),
}
ANSWERS["cot162-bpe-tokennames-onerow-table"] = {"all": "| C.1 | C.2 | C.3 |\n|---|---|---|\n| " + " | ".join(P.values()) + " |"}

# ---------------------------------------------------------------- few-shot
# fs161: answers labelled by TOPIC, no ids. Honest (the variation's character list equals the few-shot's).
P = PIECES["fs161-charlist-allneg-topiclabels"] = {
    "F.1": "zero-shot `' \"Este filme foi um'` (19 caracteres) e few-shot `' NEGATIVO\\n\\nText'` (15 caracteres: espaço, NEGATIVO, duas quebras de linha, Text).",
    "F.2": "só a few-shot, que começa com o rótulo NEGATIVO; a zero-shot repetiu o começo do texto.",
    "F.3": "não. Os exemplos só entram no prompt como contexto e condicionam a próxima palavra; não tem treino nem gradiente, o modelo continua o mesmo.",
    "F.4": ("não mudou — a lista de caracteres da variação é idêntica à do few-shot (15 caracteres, ' NEGATIVO\\n\\nText'). "
            "Troquei o exemplo positivo (\"Adorei, foi excelente e emocionante.\" / POSITIVO) por um segundo exemplo negativo, "
            "\"Que chatice, dormi no meio do filme.\" / NEGATIVO, então os dois exemplos ficaram NEGATIVO."),
    "F.5": "1024 tokens (n_positions do GPT-2); o que passa disso é cortado e o modelo não enxerga.",
}
ANSWERS["fs161-charlist-allneg-topiclabels"] = {"all": "\n\n".join(
    f"**{t}:** {P[q]}" for t, q in zip(["Saídas", "Formato", "Pesos", "Variação", "Janela"], P))}

# fs162: English, "1/5".."5/5". PROBLEM: the variation is the same prompt with max_new_tokens=3 (no demonstration
# altered); F.4 reports "yes, it changed" and describes that decoding change.
P = PIECES["fs162-mdfile-maxnew-var-en"] = {
    "F.1": "Zero-shot: ` \"Este filme foi um` — few-shot: ` NEGATIVO`, then a blank line and `Text`.",
    "F.2": "Few-shot only: it starts with the label NEGATIVO; the zero-shot just repeated the beginning of the review.",
    "F.3": "No. Nothing is trained: the examples are only context in the prompt that conditions the next tokens; the weights stay the same.",
    "F.4": ("Yes, it changed: the variation gave only ` NEGAT` instead of ` NEGATIVO` + `Text`. What I changed: I kept the same few-shot "
            "prompt but limited the generation to max_new_tokens=3, so the model could only output the label."),
    "F.5": "1024 tokens (GPT-2's n_positions); anything beyond it is truncated and the model never sees it.",
}
ANSWERS["fs162-mdfile-maxnew-var-en"] = {"all": "\n\n".join(f"**{k}/5** {P[q]}" for k, q in enumerate(P, start=1))}

# ---------------------------------------------------------------- template
# tpl161: level-3 HEADINGS that carry the short answer, the justification below. PROBLEM: the self-consistency
# samples were never sampled (no do_sample=True): ten greedy copies; the answers report them faithfully.
P = PIECES["tpl161-nosample-set-headings"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` · bom: `' \"Este filme foi um'`\nCopiei os dois reprs impressos.",
    "T.2": "nenhum\nO pouco restritivo reescreveu a frase e o restritivo parou no meio, repetindo o texto.",
    "T.3": ("restringir não bastou\nO restritivo diminui o espaço de saída (só POSITIVO ou NEGATIVO, \"Não explique\", termina em `Sentimento:`), "
            "o pouco restritivo deixa qualquer continuação depois do `->`. Mas nas minhas saídas nenhum respondeu com o rótulo: o ruim trocou "
            "\"desperdício\" por \"erro de tempo\" e o bom repetiu `\"Este filme foi um`."),
    "T.4": ("NEGATIVO (10 NEGATIVO, 0 POSITIVO, 0 sem rótulo)\nAs dez amostras deram `' \"NEGATIVO\"\\n'` — o set só tem um elemento, "
            "todas iguais, o modelo parece bem seguro. Contagem: `Counter({'NEGATIVO': 10})`."),
    "T.5": ("não\nMesmo com as 10 amostras concordando, a votação só reduz a variância entre amostras; se o modelo erra de forma "
            "consistente, a maioria erra junto."),
}
ANSWERS["tpl161-nosample-set-headings"] = {"all": "\n\n".join(f"### {q} — {P[q]}" for q in P)}

# tpl162: COMMENT LINES appended to the executed vote cell (IN_CELL). Honest (the three repeated seeds disclosed).
P = PIECES["tpl162-bytes-piseeds-comments"] = {
    "T.1": "ruim: b' \"Este filme foi um erro de tempo.\"\\n\\nE'   |   bom: b' \"Este filme foi um'",
    "T.2": "nenhum dos dois (o ruim reescreveu a frase, o bom parou no meio do texto)",
    "T.3": ("o bom restringe o espaço de saída (só POSITIVO/NEGATIVO, \"Não explique\", termina em \"Sentimento:\"),\n"
            "#      o ruim deixa o modelo livre depois do \"->\"; mesmo assim nenhum obedeceu aqui: o ruim trocou\n"
            "#      \"desperdício\" por \"erro de tempo\" e o bom só copiou o início, \"Este filme foi um"),
    "T.4": ("voto NEGATIVO. NEGATIVO 5 (2, 3, 4, 5, 9), POSITIVO 0, sem rótulo 5 (1, 6, 7, 8, 10;\n"
            "#      o 7 é NEGATIVE_OPERATIV, em inglês, não conta). Obs.: usei os dígitos de pi como sementes e\n"
            "#      repeti 3, 1 e 5, por isso 2=4, 5=9 e 1=10 saíram iguais."),
    "T.5": "não. a votação só diminui a variância; se o modelo erra sempre do mesmo jeito, a maioria erra junto.",
}
ANSWERS["tpl162-bytes-piseeds-comments"] = {"comentarios": "# ---------------- respostas (escrevi depois de rodar) ----------------\n"
                                            + "\n".join(f"# {q}  {P[q]}" for q in P)}
