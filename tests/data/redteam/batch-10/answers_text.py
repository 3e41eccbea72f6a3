# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt10/out, attribution_check.py).
ANSWERS = {}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot101-token-list-only"] = {"all": """
- **C1** não. O P1 nem chega num resultado: começa "First, we calculate the sum of the numbers from 2 to 17, which is 10" e é cortado no meio de uma conta ("2 + 5", acabaram os 40 tokens). O P2 diz "27 + 58 = 114" e depois "The answer is: 114". O certo é 85, nenhum dos dois acertou.
- **C2** No P2: "Now, add 27 and 58:" e na linha de baixo "27 + 58 = 114". Tem cara de passo a passo (anuncia o passo, faz a conta, dá a resposta), mesmo a conta estando errada. (A saída só aparece como lista de tokens, então juntei os pedaços: '2', '7', ' +', ' ', '5', '8', ...)
- **C3** Não. O P2 tem exatamente o formato de raciocínio ("Now, add ... The answer is:") e mesmo assim deu 114. O formato de passos é estilo, não garante que a conta esteja certa.
"""}

ANSWERS["cot102-partial-generate-answers-printed"] = {"str": '''respostas = """
C1: não. No P1 o modelo escreveu "27 + 58 = 125" e no P2 começou com "01 = 134.01" e terminou em "the answer is 1.101". Nenhum deu 85.
C2: "To find the total value of 27 + 58, we'll first add the numbers together: 27 + 58 = 125." (P1) -- ele diz o que vai fazer primeiro e depois faz a conta.
C3: (depois eu termino)
"""
print(respostas)'''}

ANSWERS["cot103-repr-class-duplicate-answers"] = {
    "old": """
**C.1** Sim, pelo menos no P2: ele chegou em "27 + 58 = 85" no final.

**C.2** "First, let's add the tens: 20 + 50 = 70. Then the units: 7 + 8 = 15."

**C.3** Não garante, mas nesse caso ajudou.
""",
    "new": """
**C.1** Não. Com as sementes 7 e 8 o P1 saiu vazio (nenhum texto depois do cabeçalho) e o P2 deu "40.1, which is the final answer". Não tem 85 em nenhum dos dois.

**C.2** P2: "5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + 1.3 = 40.1, which is the final answer." Parece raciocínio porque vai somando em etapas e reaproveita o resultado parcial.

**C.3** Não. O P2 tem cara de conta feita em etapas e ainda afirma "which is the final answer", mas os números nem são os da pergunta e o resultado (40.1) está errado. Mostrar passos não garante acerto.
"""}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs101-zip-lastline-thirddemo-en"] = {"all": """
F1: Zero-shot: `"Este filme foi um` (it only echoed the beginning of the review, no label). Few-shot: `NEGATIVO`, then an empty line and `Text` (the output was `' NEGATIVO\\n\\nText'`, which is why "saída:" is followed by three lines in my printout).

F2: Only the few-shot. The zero-shot has no label at all.

F3: No. Nothing is trained when the prompt has examples; the two demonstrations only condition the output (in-context learning). The weights are the same before and after.

F4: I added a third demonstration before the target, "O filme é longo e a sala estava fria." labelled NEGATIVO (a review that is not obviously negative). The output did not change: still NEGATIVO followed by Text.

F5: GPT-2's n_positions is 1024 tokens. Tokens beyond that are outside the window: the input has to be truncated and the model cannot attend to them.
"""}

ANSWERS["fs102-ascii-repr-reorder-qtext"] = {"all": """
*Copie exatamente as saídas zero-shot e few-shot que você obteve.*

zero-shot: `NEGATIVO` — few-shot: `NEGATIVO`

*Quais saídas seguiram o formato de rótulo (uma única palavra, POSITIVO ou NEGATIVO)? Responda zero-shot, few-shot, ambas ou nenhuma.*

Ambas. As duas responderam só NEGATIVO.

*Algum peso do modelo foi atualizado ao passar os exemplos no prompt? Responda sim ou não e explique.*

Não. Os exemplos só condicionam a distribuição da saída pelo contexto (in-context learning); não há treino nem atualização de pesos.

*Na execução VAR você alterou ou reordenou uma demonstração do prompt few-shot. A saída mudou em relação ao few-shot original? Responda sim ou não e descreva o que você alterou.*

Não. Coloquei a demonstração negativa ("Péssimo. Não recomendo para ninguém.") antes da positiva. A saída continuou `' NEGATIVO\\n\\nText'`, igual ao few-shot.

*Qual é a janela de contexto do GPT-2 (n_positions) e o que acontece com os tokens que ficam fora dela?*

1024 tokens. O que fica fora da janela é truncado: esses tokens não participam da atenção.
"""}

ANSWERS["fs103-streamer-attrerror-gpt2config"] = {
    "F.1": """Zero-shot: ` "Este filme foi um` (o streamer imprimiu uma palavra por linha, mas a saída é só isso). Few-shot: ` NEGATIVO`, linha em branco, `Text`.""",
    "F.2": """Só o few-shot. O zero-shot repetiu o começo do texto e não deu rótulo.""",
    "F.3": """Não. Os exemplos ficam só no prompt e condicionam a próxima palavra; o modelo não é treinado, nenhum peso muda (aprendizado em contexto).""",
    "F.4": """Não mudou. Deixei a demonstração negativa bem mais longa ("Péssimo, chato, longo demais e com atuações fracas. Não recomendo para ninguém.") e a saída continuou NEGATIVO e depois Text, igual ao few-shot.""",
    "F.5": """1024 (n_positions do GPT-2; modelo.config.n_positions deu AttributeError porque o modelo carregado não é o GPT-2, então li do GPT2Config). Tokens além de 1024 ficam fora da janela: são cortados e o modelo não presta atenção neles.""",
}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp101-class-partial-reversed-ordinals"] = {"all": """
Primeira: trechos
- A1 (T=0.2): "They're designed to predict the effects of climate change on ecosystems, such as rising sea levels, more extreme weather events, and altered ecosystems."
- A2 (T=0.7): "They are designed to be flexible and adaptable, allowing them to adjust their models as new data becomes available."
- A3 (T=1.0): "Predictive models, on the other hand, use algorithms to forecast outcomes based on available data."

Segunda: A1 (T=0.2). Ele fica dando voltas no mesmo assunto e repete expressões inteiras: "climate change mitigation efforts" aparece duas vezes seguidas ("climate change mitigation efforts are focused on reducing greenhouse gas emissions. Climate change mitigation efforts aim to reduce greenhouse gas emissions"), e "greenhouse gas emissions" também duas vezes.

Terceira: A3 (T=1.0). Começa em modelos que identificam "relationships between variables" e "interactions with other factors", e depois muda para modelos preditivos e "regression analysis", "a continuous outcome based on one or more predictor variables". O A1 fica o tempo todo em clima.

Quarta: top-p = 0.9 (B3). Eu esperava o 0.3, mas na minha execução o B3 foi o que mais repetiu.

Quinta: "neural networks and deep learning algorithms" (aparece duas vezes no B3: "such as neural networks and deep learning algorithms" e "Deep learning models, including neural networks and deep learning algorithms, are used").

Sexta: o top-p mantém só o menor conjunto de tokens cuja probabilidade acumulada chega a p; com p baixo (0.3) sobram poucos candidatos e a teoria diz que o texto fica mais previsível e repetitivo. No meu B1 (p=0.3) isso apareceu só como um texto preso em "data analyst" / "data scientist" ("is responsible for" duas vezes), e o B3, com o núcleo mais largo, repetiu mais. Com uma amostra só por valor, um p alto também pode cair num laço; o p baixo só reduz as opções a cada passo.

Sétima: top-p.

Oitava: aumentaria (por exemplo de 0.6 para 0.9), e só depois mexeria um pouco na temperatura.

Nona: na parte A o texto mais repetitivo foi o de temperatura baixa (A1), e na parte B, com a temperatura fixa em 0.7, o que muda é só quantos candidatos sobram. Minhas execuções da parte B não mostram a regra direitinho (o B3 repetiu mais que o B1), então fico com a regra do curso: abrir o núcleo primeiro, que aumenta as opções sem deixar o texto aleatório demais, e só então subir a temperatura.
"""}

ANSWERS["tp102-valueerror-rerun-mdbullets-details"] = {"all": """
<details><summary>A.1 — trechos</summary>

- A1 (T=0.2): "In the context of the original code, the `model` is a function that takes a list of data and returns a list of models."
- A2 (T=0.7): "They are a type of machine learning algorithm that uses statistical techniques to identify patterns in data and make predictions."
- A3 (T=1.0): "are inspired by biology, such as bioluminescence, protein synthesis, or even the human nervous system"

(os trechos são da segunda execução da parte A, com T=0.2 no A1; a primeira deu erro com T=0.0 e não gerou nada)
</details>

<details><summary>A.2 — mais repetição</summary>

A1. Ele entra num laço: "is a function that takes a list of data and returns a list of models" aparece duas vezes seguidas, e a terceira frase começa de novo com "The `model` is a function that takes a list of data". O A2 e o A3 não repetem frases.
</details>

<details><summary>A.3 — mais variação</summary>

A3. Pula de biologia ("bioluminescence, protein synthesis, or even the human nervous system") para ciência da computação ("In computer science, biology is often used as a backdrop for modeling") e depois para biotecnologia ("Biotechnology involves the design of biological systems"). O A1 fica só no "model" como função.
</details>

<details><summary>B.1 — top-p mais repetitivo</summary>

0.6 (B2).
</details>

<details><summary>B.2 — padrão repetido</summary>

"can be trained using" — no B2: "can be trained using various techniques" e depois "can be trained using linear regression algorithms" (e "linear regression" aparece três vezes).
</details>

<details><summary>B.3 — massa acumulada</summary>

O top-p corta a distribuição no menor conjunto de tokens cuja probabilidade acumulada atinge p. Com 0.6 o núcleo é menor que com 0.9, então o modelo volta mais vezes para as mesmas continuações mais prováveis: no B2 ele volta para "linear regression" e "can be trained using". O B3 (0.9, núcleo maior) foi para um assunto inesperado (preços dinâmicos) em vez de repetir. O B1 (0.3) deveria ser o mais repetitivo pela teoria, mas na minha amostra só repetiu "climate" e "accuracy and reliability".
</details>

<details><summary>D.1 / D.2</summary>

D.1: o top-p. D.2: aumentar (ex.: de 0.6 para 0.9).
</details>

<details><summary>D.3 — justificativa</summary>

Na parte B, com a temperatura fixa em 0.7, o B2 (0.6) repetiu e o B3 (0.9) não: abrir o núcleo deu mais opções ao modelo. Na parte A a repetição apareceu com temperatura baixa (A1), mas baixar a temperatura não é o que se quer; primeiro aumento o top-p e só se precisar subo um pouco a temperatura.
</details>
"""}

ANSWERS["tp103-namedtuple-sorted-len-qtext-en"] = {"all": """
*Copy a representative excerpt (2 to 3 lines) of each of the three runs.*

**A.1**
- A1 (T=0.2): "can be used to create and manage data, but they are not a replacement for human judgment and expertise."
- A2 (T=0.7): "A decision tree model is a type of unsupervised machine learning algorithm that uses multiple variables to make predictions."
- A3 (T=1.0): "They often employ techniques like Bayesian optimization, Bayesian neural networks, and decision theory to optimize complex systems"

*Which run showed the most lexical or structural repetition? Justify from the generated text.*

**A.2** A2 (T=0.7), surprisingly not A1. It keeps coming back to the same phrase: "decision tree model" three times, and "a simple example of a model that uses multiple variables is a decision tree model" is almost repeated at the end as "The model that uses multiple variables is a decision tree model".

*Which run had the most thematic or semantic variation? Cite concrete textual evidence.*

**A.3** A3 (T=1.0). It starts with models that "use entropy to optimize behaviors", goes through "Bayesian optimization, Bayesian neural networks, and decision theory", then to why they are "less suitable for modeling practical problems that don't require perfect optimality". The other two stay on one idea each.

*At which top-p value did the model behave most repetitively?*

**B.1** 0.3 (B1).

*Copy exactly one sentence or pattern that repeated or nearly repeated.*

**B.2** "Data analysis is a" (B1: "Data analysis is a complex process that requires..." and then "Data analysis is a skill that"); B1 also nearly repeats "but they are not a replacement for human judgment and expertise" as "but they are not a substitute for human expertise".

*Relate this behaviour to the idea of cumulative probability mass.*

**B.3** Top-p sampling keeps only the smallest set of tokens whose cumulative probability reaches p, and samples from it. With p=0.3 that nucleus is tiny (often one or two tokens), so the model keeps choosing the same high-probability continuations, which is why B1 went back to "data analysis" and "human expertise". With p=0.9 (B3) the nucleus is much larger and B3 had no repeated phrase.

*Which parameter would you change first to reduce this repetitive behaviour?*

**D.1** top-p

*Would you increase or decrease that parameter?*

**D.2** Increase it (e.g. from 0.3/0.6 to 0.9).

*Justify your answer from the experiments of the previous parts.*

**D.3** In part B only top-p changed (T=0.7 fixed), and going from 0.3 to 0.9 took B1's repetition away (B3 repeats nothing). Temperature also matters (my A2 looped), but raising it too much makes the text random, so I would widen the nucleus first and only then raise T a little.
"""}

# ---------------------------------------------------------------- template
ANSWERS["tpl101-retry-empty-printstar"] = {"all": """
T1: ruim → `' "Este filme foi um erro de tempo."\\n\\nE'` (reescreveu a frase e começou outra linha com E); bom → `' "Este filme foi um'` (só repetiu o começo do texto).

T2: nenhum. Nenhum dos dois deu POSITIVO ou NEGATIVO.

T3: O template bom tenta restringir o espaço de saída ("Responda APENAS com: POSITIVO ou NEGATIVO." e termina em "Sentimento:"), para que a continuação mais provável seja um rótulo. Aqui não funcionou: o modelo copiou `"Este filme foi um` do mesmo jeito, só que cortado em 8 tokens. O ruim deixa a continuação livre e ele escreveu "erro de tempo". A restrição está no pedido, mas este modelo não obedeceu.

T4: NEGATIVO. Pela lista de rótulos: NEGATIVO 3 (a 4ª, a 5ª e a 8ª amostra na ordem impressa: ` NEGATIVO` e duas vezes ` "NEGATIVO"`), POSITIVO 2 (` POSITIVO ou NEGAT`, que conta como POSITIVO porque é o primeiro rótulo, e ` POSITIVO.`), 5 sem rótulo (` "Fimosito"`, ` POSITIVE"` em inglês, ` "Aprena"`, ` "SENARNO"`, ` O que tivero? Apol`). O código imprimiu `voto: [('NEGATIVO', 3)]`. Nenhuma amostra veio vazia (tentativas: 10).

T5: Não. A votação só reduz a variância: escolhe o que aparece mais, mas se o modelo erra na maioria das amostras o voto erra junto. Aqui metade das amostras nem tinha rótulo e a frase é ambígua ("ótimo" mas "quebrou").
"""}

ANSWERS["tpl102-class-namedtuple-mdtable"] = {"all": """
| Pergunta | Resposta |
|---|---|
| T.1 | ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` · bom: `' "Este filme foi um'` |
| T.2 | nenhum |
| T.3 | o bom devia restringir o espaço de saída (só dá espaço para POSITIVO/NEGATIVO), mas a saída dele (`"Este filme foi um`) mostra que o modelo continuou copiando o texto; o ruim, sem restrição, reescreveu a frase inteira ("erro de tempo") |
| T.4 | INDETERMINADO. Contando eu mesma: POSITIVO 3 (i=1, 5, 7) e NEGATIVO 3 (i=2, 8 e o i=4, `"NEGATIVE"`, que o código não contou só por estar em inglês, mas é claramente negativo). 3 a 3, empate. |
| T.5 | não; só reduz a variância, não corrige um modelo que erra |
"""}

ANSWERS["tpl103-iterstreamer-jsonindent-en"] = {"all": """
T1) LOOSE: `"Este filme foi um erro de tempo."` followed by a blank line and `E`. STRICT: `"Este filme foi um`

T2) The strict one. It is the template that answers in the label format, only the label.

T3) Because the strict template restricts the output space: it says "Responda APENAS com: POSITIVO ou NEGATIVO." and ends right at "Sentimento:", so after it the most likely continuation is one of the two labels and nothing else. The loose one leaves the continuation open, and the model just rewrote the review ("erro de tempo").

T4) NEGATIVO: 5 NEGATIVO (samples 3, 4, 5, 7, 9), 0 POSITIVO, 5 without a label (0 and 2 are NEGATIVE in English, 1 "EXLUSIONADO", 6 "ADVÍAHA", 8 "Ademos que o produto no"). Same as the printed counts.

T5) No. Majority voting only reduces the variance of the answer; if the model is biased the vote is biased too. Here all labelled samples said NEGATIVO for a mixed review ("ótimo" but "quebrou"), so the vote is confident but not necessarily right.
"""}
