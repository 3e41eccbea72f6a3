# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt13/out, attribution_check.py).
# Deliberate problems are described in make_expected.py's whys (and README.md / HELDOUT.md).
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp131-pickle-doublebox-lowerids"] = {"all": """
(a.1) Trechos (copiados das caixas, juntando as linhas quebradas):
a de T=0.2: "They are often used in fields such as logistics, finance, and healthcare to analyze and manage complex data."
a de T=0.7: "In other words, they use probability to make predictions about the likelihood of future events."
a de T=1.0: "**Data manipulation and transformation**: Data cleaning, data scaling, normalization, and other preprocessing techniques."

(a.2) A de temperatura 0.2. Ela repete a mesma expressão três vezes: "can be used to analyze and optimize complex systems", depois "One example of a model that can be used to analyze and optimize complex systems is the logistic regression model" e termina de novo em "It can be used to analyze and optimize".

(a.3) A de temperatura 1.0: começa em "use machine learning algorithms to predict behavior based on data" e vira uma lista de tópicos diferentes ("**Machine learning algorithms**", "**Data manipulation and transformation**", "**Model evaluation and validation**", "**Hyperparameter optimization**"). A de 0.7 fica o tempo todo na probabilidade da moeda.

(b.1) top-p 0.3. Repete "data analysis models": "Examples of data analysis models include linear regression, decision trees, and neural networks." e logo depois "Data analysis models are used to extract insights from data". A de 0.6 também repete ("the autonomous robot's behavior" duas vezes), mas menos.

(b.2) "data analysis models" (duas vezes na execução de top-p 0.3).

(b.3) O top-p guarda só o menor conjunto de tokens cuja probabilidade acumulada chega a p e sorteia dentro dele. Com p = 0.3 esse núcleo tem pouquíssimos tokens, quase sempre os mais prováveis, e por isso o texto volta para "data analysis models"; com 0.9 entram muito mais candidatos e a execução de 0.9 não repetiu nenhuma frase.

(d.1) top-p

(d.2) aumentaria

(d.3) Pelas minhas execuções: na parte B a de top-p 0.3 repetiu "data analysis models" e a de 0.9 não repetiu nada, então abrir o top-p resolve primeiro. Na parte A a de temperatura 0.2 ficou presa em "can be used to analyze and optimize"; depois do top-p eu subiria a temperatura um pouco.
"""}

ANSWERS["tp132-gridtable-wrapped-oneseed"] = {
    "A": """
1. A1: "In the context of the original code, the `create_and_add_to_list` function is a simple example of a data transformation." / A2: "These models can take many forms, including algorithms, neural networks, and even inanimate objects." / A3: "Examples include regression analysis, where regression is used to create a linear relationship between two variables"
2. A3 (1.0), o que eu não esperava: ele repete um título inteiro, "Sensitivity to model parameters and external factors" aparece duas vezes seguidas (uma em negrito e outra como começo da frase), e "regression" três vezes.
3. A2 (0.7): começa em "measure and explain the behavior of a system using mathematical equations", passa por "neural networks, and even inanimate objects" e termina explicando "Decision Trees: A classification algorithm". O A1 fica só na função de lista e o A3 só em regressão.
""",
    "B": """
1. B2 (top-p 0.6), por pouco. Ele repete "optimize the behavior of a function" (duas vezes) e "input" volta várias vezes. O B1 também repete ("can be used to" três vezes), quase empatado.
2. "optimize the behavior of a function" — "optimize the behavior of a function based on its input" e "they use data analysis to optimize the behavior of a function, often by finding the optimal solution".
3. O top-p corta a distribuição no menor conjunto de tokens cuja massa de probabilidade acumulada chega a p. Com 0.3 e 0.6 sobram poucos tokens candidatos em cada passo, então o modelo volta às mesmas palavras (B2 com "optimize the behavior", B1 com "can be used to"); com 0.9 o núcleo é maior e o B3 não repetiu nenhum trigrama.
""",
    "D": """
1. top-p
2. aumentar
3. Na parte B, com a temperatura parada em 0.7, os top-p baixos (B1 e B2) repetiram e o B3 (0.9) não. Na parte A quem mais repetiu foi o A3, justamente o de temperatura mais alta, então subir a temperatura não resolve sozinho: eu abriria o top-p primeiro.
""",
}

ANSWERS["tp133-unicodeescape-tsv-partA-no-topp-en"] = {"all": """
A1 - A1: "They are widely used in various fields, including finance, engineering, and social sciences, where data analysis and modeling are crucial."
A2: "These models have been used to model everything from planetary orbits to the behavior of subatomic particles."
A3: "The user-facing aspect of an AI assistant is often centered around guiding users through the application"

A2 - A1 (T=0.2). It keeps coming back to "modeler": "The main characteristics of a modeler are", "A modeler is designed to learn from data, which is often data." and "A modeler can adapt to".

A3 - A2 (T=0.7): it starts with "the effects of gravity, such as the bending of spacetime", goes to "planetary orbits to the behavior of subatomic particles" and ends up describing the LHC ("a massive, highly collinear circular tunnel"). A3 stays on prediction / AI assistants.

B1 - top_p 0.3 (B1). It repeats a whole clause: "can be used to create models that can adapt to changing circumstances" appears twice.

B2 - "can be used to create models that can adapt to changing circumstances"

B3 - top-p keeps only the smallest set of tokens whose cumulative probability reaches p and samples inside it. With p = 0.3 that set is tiny, so B1 went back to the same clause; at 0.9 many more candidates survive and B3 did not repeat any sentence.

D1 - top-p

D2 - increase it

D3 - In part B only top-p changed: the lowest one (B1, 0.3) repeated a whole clause and the highest (B3, 0.9) did not. In part A the coldest run (A1) repeated "modeler", so after raising top-p I would raise temperature slightly.
"""}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot131-sqlite-rows-p2-40"] = {"all": """
**C.1** Não. A P1 não chega a um resultado (para em "multiplying both the numerator and the denominator") e a P2 dá "111 - 27 = 1.322." e depois "27 + 58.111 - 1". Nenhuma diz 85.

**C.2** "To find the answer, we need to add 27 and 58.\\n\\nTo add these two numbers together, we can do this by multiplying both the numerator and the denominator"

**C.3** Não. A P1 começa certinho ("we need to add 27 and 58") e na frase seguinte fala em multiplicar numerador e denominador, que não tem nada a ver com somar. O texto tem forma de raciocínio mas não garante a conta.
"""}

ANSWERS["cot132-shorten-ellipsis-blockquote"] = {"all": """
> **C.1** Não. A P1 saiu vazia (0 caracteres) e a P2 termina em 37.12, não em 85.

> **C.2** "52 + 58.52 + 27.52 + 27.52 + 27.52 + 27.52 + 5.08 + 2.08 + 2.08 = 37.12. So, the total cost of 37.12 units"

> **C.3** Não. A P2 monta uma soma comprida e fecha com "So, the total cost", que parece uma conclusão, mas os números nem são os da pergunta (58.52, 27.52...) e a soma dá 37.12. Parecer raciocínio não é garantia de estar certo.
"""}

ANSWERS["cot133-sidebyside-columns-en"] = {"all": """
**Q-C1** No. P1 (left column) is empty and P2 never says 85: it starts with "01 = 80.01." and ends up with 270.

**Q-C2** "Now, multiply both sides by 10. 27 * 10 = 270, which is the answer."

**Q-C3** No. P2 is written like a worked solution ("Now, multiply both sides", "Finally, add 58 to both sides of the equation") but the operations make no sense for a sum and the "answer" is 270. The step-by-step style does not make the result correct.
"""}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs131-ascii-conv-oneword-demos"] = {"all": """
**F.1** zero-shot: `' "Este filme foi um'` · few-shot: `' NEGATIVO\\n\\nText'`

**F.2** Só o few-shot respondeu com o rótulo (NEGATIVO). O zero-shot só repetiu o começo do texto.

**F.3** Não. As demonstrações são só contexto na entrada: o modelo condiciona a próxima palavra nelas (aprendizado em contexto), mas nenhum peso é alterado — não tem gradiente nem treino.

**F.4** Encurtei as duas demonstrações para uma palavra só ("Excelente." e "Péssimo."). A saída mudou.
**EDIT:** reli o print e errei acima: a saída **não mudou**, `var-curtas` deu `' NEGATIVO\\n\\nText'`, igual ao few-shot.

**F.5** 1024 tokens (n_positions do GPT-2). O que passa disso não cabe na janela de contexto: tem que ser truncado e o modelo não enxerga esses tokens.
"""}

ANSWERS["fs132-doctest-transcript-wrongvar"] = {"all": """
1. **F.1** zero-shot `' "Este filme foi um'`, few-shot `' NEGATIVO\\n\\nText'`.
2. **F.2** Só o few-shot ficou no formato (NEGATIVO).
3. **F.3** Não. Os exemplos entram só no prompt, como condicionamento; os pesos do modelo não mudam (não há treino).
4. **F.4** Troquei a demonstração positiva por "Amei cada minuto, recomendo muito." e a saída não mudou: `gera(variacao)` deu `' NEGATIVO\\n\\nText'`, igual ao few-shot.
5. **F.5** 1024 tokens; o que passa disso é truncado e fica fora do contexto do modelo.
"""}

ANSWERS["fs133-configparser-ini-en"] = {"all": """
- **F.1** zero-shot: `"Este filme foi um` (the ini shows it after `output = `). few-shot: `NEGATIVO`, then an empty line and `Text` (configparser indents the extra lines with a tab).
- **F.2** Only the few-shot one gave a label (NEGATIVO); the zero-shot one just repeated the beginning of the review.
- **F.3** No. The demonstrations are part of the input only: the model conditions its next-token prediction on them (in-context learning), but no weights are updated, there is no training step or gradient.
- **F.4** I replaced the negative demonstration with "Horrível, dormi no meio do filme." The output did not change: the `[variation]` section has the same `NEGATIVO` / `Text` as `[few_shot]`.
- **F.5** 1024 tokens (GPT-2's n_positions). Anything beyond that does not fit in the context window: it has to be truncated and the model cannot attend to it.
"""}

# ---------------------------------------------------------------- template
ANSWERS["tpl131-grid2x5-truncated-positions"] = {"all": """
**T.1** solto: `' "Este filme foi um erro de tempo."\\n\\nE'` · rigoroso: `' "Este filme foi um'`

**T.2** Nenhum dos dois.

**T.3** O template rigoroso tenta fechar o espaço de saída em duas palavras possíveis (POSITIVO ou NEGATIVO, sem explicação), para que a continuação mais provável seja o rótulo. Com este modelo não funcionou: o rigoroso copiou o começo da frase e parou nos 8 tokens, e o solto reescreveu a frase com "erro" no lugar de "desperdício".

**T.4** Voto: NEGATIVO. NEGATIVO 3 (linha 1 coluna 2, linha 1 coluna 5 e linha 2 coluna 4), POSITIVO 1 (linha 2 coluna 3, `' POSITIVO ou N…`) e 6 sem rótulo (o resto, inclusive o `"NO"` e o `"SOMETIMER"`).

**T.5** Não. A maioria (3 contra 1) só torna a resposta mais estável, reduz a variância das amostras; se o modelo erra de forma sistemática, a maioria erra junto.
"""}

ANSWERS["tpl132-emoji-strip-onebased"] = {"all": """
**T1:** SOLTO `' "Este filme foi um erro de tempo."\\n\\nE'` e RÍGIDO `' "Este filme foi um'`

**T2:** nenhum

**T3:** O template rígido restringe o espaço de saída: diz que a resposta é UMA palavra entre duas (POSITIVO ou NEGATIVO) e proíbe explicação, então em tese a continuação mais provável vira o rótulo. O solto deixa o modelo continuar o texto livremente. Aqui nenhum dos dois obedeceu: o rígido só repetiu o começo da frase (`' "Este filme foi um'`) e o solto reescreveu a frase.

**T4:** Voto NEGATIVO. Contei 5 NEGATIVO (amostras 3, 5, 6, 7 e 10 — a 6 é `' POSITIVO ou NEGAT'`, que termina em NEGATIVO), 0 POSITIVO e 5 sem rótulo (1, 2, 4, 8, 9).

**T5:** Não. Self-consistency só reduz a variância entre amostras; se o modelo tende a errar, a maioria das amostras erra junto e o voto também.
"""}

ANSWERS["tpl133-fenced-answers-en"] = {"all": """
```text
T.1  loose : ' "Este filme foi um erro de tempo."\\n\\nE'
     strict: ' "Este filme foi um'
T.2  neither
T.3  output space restriction.
T.4  NEGATIVO -- 5 NEGATIVO, 1 POSITIVO (02, ' Positivo o NEGATIV'), 4 without a label (00, 01 which is English "POSITIVE", 05, 08)
T.5  No. Majority voting reduces variance across samples, it does not remove a systematic bias: if most samples are wrong the vote is wrong.
```
"""}
