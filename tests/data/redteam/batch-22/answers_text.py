"""Batch 22's hand-written answers, written after reading the recorded outputs (/tmp/rt22/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp221: runs named by WORDS (frio / morno / quente, estreito / médio / largo) as in the notebook's own loop; answers
# in three markdown cells (after part A, after part B, part D), ids as inline code "`A.1` →"; honest.
P = PIECES["tp221-ownloop-categorical-wordnames-3cells"] = {
    "A.1": ('frio: "This can be done using various techniques, such as data transformation, feature engineering, and model selection."\n'
            'morno: "They use machine learning algorithms to analyze data and predict outcomes."\n'
            'quente: "They use a combination of historical data and advanced algorithms to create predictions that can accommodate uncertainty and randomness."'),
    "A.2": ('O quente, por pouco. Ele repete a mesma estrutura três vezes no fim: "(e.g., modeling risk and investment behavior)", '
            '"(e.g., modeling patient outcomes)" e "(e.g., modeling game", e já começa com "predict future behavior based on past behavior". '
            'O frio repete a ideia de criar modelo a partir de outro, mas com palavras diferentes.'),
    "A.3": ('O morno. Começa em modelos que "rely on statistical analysis of data" e no meio muda de assunto para incerteza: '
            '"Uncertainty is a fundamental concept in statistics." O frio e o quente ficam no mesmo tema do começo ao fim.'),
    "B.1": "O médio (top-p 0.6) foi o mais repetitivo nas minhas execuções, não o estreito.",
    "B.2": '"based on Einstein\'s theory of" (aparece duas vezes no médio: "general relativity" e depois "spacetime").',
    "B.3": ('O top-p mantém só o menor conjunto de tokens cuja probabilidade acumulada chega a p e sorteia entre eles. Com 0.3 sobram '
            'pouquíssimos candidatos, então o esperado seria o estreito repetir mais. No meu caso o estreito não entrou em loop '
            '(foi de dados para "data science"), e quem ficou girando foi o médio, com "spacetime" três vezes; com uma amostra só por '
            'configuração o sorteio pesa.'),
    "D.1": "top-p",
    "D.2": "aumentar (ex.: de 0.6 para 0.9)",
    "D.3": ('Porque o top-p decide quantos candidatos entram no sorteio. Nas minhas execuções o médio (0.6) ficou preso em '
            '"Einstein\'s theory" e "spacetime"; o largo (0.9) também repetiu um pouco ("can be used to"), mas mudou de assunto e '
            'chegou em "Linear Regression". Na parte A, subir a temperatura (frio → morno) trouxe mudança de tema, mas a regra é '
            'abrir o núcleo primeiro e só depois mexer um pouco na temperatura.'),
}
_fmt = lambda qs: "\n\n".join(f"`{q}` → {P[q]}" for q in qs)  # noqa: E731
ANSWERS["tp221-ownloop-categorical-wordnames-3cells"] = {
    "A": "### Respostas da parte A\n\n" + _fmt(["A.1", "A.2", "A.3"]),
    "B": "### Respostas da parte B\n\n" + _fmt(["B.1", "B.2", "B.3"]),
    "D": _fmt(["D.1", "D.2", "D.3"]),
}

# tp222: runs named by their kwargs exactly as printed ("temperature=0.7,top_p=0.9"); A2 and B3 carry the same name.
# ids "[A.1]". PROBLEM: A.3 names temperature=0.7,top_p=0.9 (right for A2) but quotes B3's text (the same name, part B).
P = PIECES["tp222-genconfig-kwargsgrid-samename"] = {
    "A.1": ('temperature=0.2,top_p=0.9: "They are often used in data science and machine learning to identify patterns and make predictions."\n'
            'temperature=0.7,top_p=0.9: "These models have been used in various fields, including finance, where they are used to optimize financial models and manage risk."\n'
            'temperature=1.0,top_p=0.9: "Capture errors and misbehavior in the form of statistics, and analyze them to identify patterns or anomalies."'),
    "A.2": ('temperature=1.0,top_p=0.9. Virou uma lista que se repete: "Use models to make predictions or decisions based on data." e logo '
            'depois "Use these models to make predictions or decisions based on data.", e "errors and misbehavior" aparece duas vezes.'),
    "A.3": ('temperature=0.7,top_p=0.9. Foi a que mais mudou de assunto: sai de modelos para "handle complex, multi-step reasoning tasks" '
            'e termina em empresas que querem "optimize their supply chain processes by managing", sem repetir nada.'),
    "B.1": "temperature=0.7,top_p=0.3",
    "B.2": '"can be used to" (três vezes na temperature=0.7,top_p=0.3), e também "The model is" duas vezes seguidas.',
    "B.3": ('Com top_p=0.3 o modelo só pode escolher entre os tokens mais prováveis até somar 30% de probabilidade acumulada, um conjunto '
            'pequeno de candidatos, então ele volta sempre para as mesmas construções ("can be used to"). Com 0.9 o núcleo é bem maior.'),
    "D.1": "O top_p.",
    "D.2": "Aumentar, tipo 0.3 → 0.9.",
    "D.3": ('Na parte B a temperature=0.7,top_p=0.3 repetiu "can be used to" e "The model is", e a temperature=0.7,top_p=0.9 da parte B '
            'não repetiu nenhuma frase. Então abrir o top_p foi o que tirou a repetição.'),
}
ANSWERS["tp222-genconfig-kwargsgrid-samename"] = {"all": "\n\n".join(f"[{q}] {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot221: runs named by max_new_tokens ("a de 40 tokens" / "a de 80 tokens"); ids "C.n —"; honest.
P = PIECES["cot221-genconfig-frompretrained-tokennames"] = {
    "C.1": ('Não. A de 40 tokens diz "which is 125" e a de 80 tokens chega em "27 + 58.13 = 105.13" (leu o 58 como 58.13). '
            'Nenhuma das duas dá 85.'),
    "C.2": '"The sum of 27 + 58.13 equals 105.13. This can be rewritten as 27 + 58.13 = 105.13." (a de 80 tokens)',
    "C.3": ('Não. A de 40 tokens até descreve o procedimento ("we need to add 27 and 58") e mesmo assim responde 125; a de 80 reescreve '
            'a conta como se estivesse conferindo e erra do mesmo jeito. Parecer raciocínio não garante acerto.'),
}
ANSWERS["cot221-genconfig-frompretrained-tokennames"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# cot222: runs named by the decorated functions "direto()" / "passo_a_passo()"; ids "**(C.1)**". PROBLEM: C.2's
# excerpt is the course's GPT-2 output (observed-outputs.json), not in this notebook's outputs.
P = PIECES["cot222-seed-decorator-funcnames"] = {
    "C.1": 'Não. direto() deu 505 ("which is 505") e passo_a_passo() terminou com "The answer is: 372.5".',
    "C.2": ('"The most common method of solving this puzzle is by using a series of steps, which are repeated over and over." '
            '(do passo_a_passo())'),
    "C.3": ('Não. passo_a_passo() tem cara de conta feita ("4 + 12 = 372.5") e até fecha com "The answer is", mas o resultado está '
            'errado. O formato de raciocínio não garante que a conta esteja certa.'),
}
ANSWERS["cot222-seed-decorator-funcnames"] = {"all": "\n\n".join(f"**({q})** {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs221: runs named "0 exemplos" / "2 exemplos" / "2 exemplos sem instrução"; ids "**F.n**:". PROBLEM: F.4 compares
# the variation with the ZERO-SHOT ("0 exemplos") and says the output changed; against the few-shot it is identical.
P = PIECES["fs221-pipeline-promptlist-noinstruction"] = {
    "F.1": "0 exemplos: `' \"Este filme foi um'` — 2 exemplos: `' NEGATIVO\\n\\nText'`",
    "F.2": "Só o de 2 exemplos respondeu com o rótulo (NEGATIVO). O de 0 exemplos só começou a repetir a frase.",
    "F.3": "Não. Nenhum peso muda; os exemplos entram só no prompt e o modelo condiciona a continuação nesse contexto.",
    "F.4": ("Minha variação tirou a linha de instrução (\"Classifique o sentimento...\"), deixando só os dois exemplos e o texto. "
            "Mudou: sem a instrução o modelo respondeu `' NEGATIVO\\n\\nText'`, enquanto com 0 exemplos ele só repetia "
            "`' \"Este filme foi um'`. Ou seja, quem faz o modelo responder no formato são os exemplos, não a instrução."),
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso é truncado e não entra na atenção.",
}
ANSWERS["fs221-pipeline-promptlist-noinstruction"] = {"all": "\n\n".join(f"**{q}**: {P[q]}" for q in P)}

# fs222: runs named by shot counts "0-shot" / "2-shot" / "2-shot (2 positivos)"; ids "F.n)"; honest (VAR unchanged).
P = PIECES["fs222-own-argmax-loop-shotnames"] = {
    "F.1": "0-shot => `' \"Este filme foi um'`; 2-shot => `' NEGATIVO\\n\\nText'`",
    "F.2": "Só o 2-shot (NEGATIVO). O 0-shot não deu rótulo nenhum.",
    "F.3": "Não. É só condicionamento pelo contexto do prompt: os pesos são os mesmos antes e depois.",
    "F.4": ("Troquei o exemplo negativo por um segundo positivo (`Que filme lindo, recomendo a todos.` / POSITIVO). "
            "Não mudou: o 2-shot (2 positivos) deu exatamente o mesmo `' NEGATIVO\\n\\nText'` do 2-shot, mesmo sem nenhum "
            "exemplo de NEGATIVO no prompt."),
    "F.5": "1024 posições no GPT-2; o que fica além disso é cortado, o modelo não vê.",
}
ANSWERS["fs222-own-argmax-loop-shotnames"] = {"all": "\n\n".join(f"F.{q[2]}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl221: samples named by their SEEDS (2210..2219); bullet list "- **T.n**". PROBLEM: T.4 treats "sem rótulo" as a
# competitor and calls a 4-4 tie with NEGATIVO -> INDETERMINADO; by the labels, NEGATIVO 4 vs POSITIVO 2.
P = PIECES["tpl221-kwargspresets-seedkeys"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` / bom: `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois: nenhuma das duas saídas tem POSITIVO ou NEGATIVO.",
    "T.3": ('O bom restringe o espaço de saída (uma palavra, só as duas opções, "não explique"), o que deveria ancorar a resposta '
            'no rótulo. Aqui não adiantou: o bom só copiou "Este filme foi um" e o ruim inventou "erro de tempo".'),
    "T.4": ("INDETERMINADO. NEGATIVO nas seeds 2210, 2215, 2217 e 2218 (4), sem rótulo nas seeds 2212, 2213, 2216 e 2219 (4) e "
            "POSITIVO nas seeds 2211 e 2214 (2): NEGATIVO e sem rótulo empataram em 4, então não tem maioria."),
    "T.5": "Não. Reduz a variância, mas se a maioria das amostras erra o voto erra junto; aqui 4 das 10 nem tinham rótulo.",
}
ANSWERS["tpl221-kwargspresets-seedkeys"] = {"all": "\n".join(f"- **{q}** {P[q]}" for q in P)}

# tpl222: samples named by ORDINALS "1ª".."10ª" as printed; ids "T1." (no dot inside); honest.
P = PIECES["tpl222-pipeline-tencopies-ordinals"] = {
    "T.1": "template_ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; template_bom: `' \"Este filme foi um'`",
    "T.2": "Nenhum.",
    "T.3": ('Porque o template bom limita o formato da saída: uma única palavra, POSITIVO ou NEGATIVO, sem explicação. Nas minhas '
            'saídas isso não funcionou, o bom parou em "Este filme foi um" (8 tokens) e o ruim continuou a frase.'),
    "T.4": ("NEGATIVO, 2 a 1: a 5ª e a 8ª deram NEGATIVO, a 9ª deu POSITIVO e as outras 7 não têm rótulo (a 7ª é `NEGATIVE`, "
            "em inglês, e a regra não conta). Bate com o `Counter({'NEGATIVO': 2, 'POSITIVO': 1})` e o \"voto: NEGATIVO\"."),
    "T.5": "Não. Só diminui a variância das respostas; com 7 de 10 amostras sem rótulo, o voto depende de 3 amostras.",
}
ANSWERS["tpl222-pipeline-tencopies-ordinals"] = {"all": "\n\n".join(f"T{q[2]}. {P[q]}" for q in P)}
