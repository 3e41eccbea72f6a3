"""The answers, written by hand AFTER reading each notebook's real outputs (dump_outputs.py).
ANSWERS[notebook][slot] = the text placed in that slot (a markdown cell unless the slot is a code cell)."""

ANSWERS = {}

# ------------------------------------------------------------------ chain of thought
ANSWERS["cot61-textstreamer-terse-bullets"] = {"all": """
- C1: nao. P1 nao deu numero nenhum (repetiu a pergunta e parou), P2 deu `17.4` ("58.4 - 30 = 17.4, which is the answer."). o certo e 85.
- C2: "58.4 - 30 = 17.4, which is the answer." (P2) -> tem conta e conclusao, parece passo.
- C3: nao. o P2 tem formato de raciocinio e mesmo assim errou: leu o "58." do prompt como 58.4 e subtraiu 30 do nada. estilo != correcao.
"""}

ANSWERS["cot62-genconfig-on-model-chat-coursequote"] = {
    "C.1": """Não. No P1 (direto) o modelo escreveu "Therefore, 27 + 58 = 2" e parou aí (acabaram os 40 tokens), e no P2 (passo a passo) chegou em "140.5". Nenhum dos dois deu 85.""",
    "C.2": """No P1: "So we have 28 plus 58. We have 27 plus 58 plus 28" — parece que ele está tentando somar por partes, decompondo os números antes de chegar no resultado.""",
    "C.3": """Não. O P2 tem toda a cara de uma conta resolvida ("5 + 27 + 58.5 = 140.5, which matches the given formula") e ainda "justifica" o resultado, mas 140.5 está longe de 85. O formato de raciocínio só controla o estilo do texto, não garante que a conta esteja certa.""",
}

ANSWERS["cot63-seed-hunt-30"] = {
    "C.1": """**C.1** Não. Na execução "oficial" (seed 0) o P1 não escreveu nada depois da pergunta e o P2 terminou em "So the answer is:" / "The answer is:" sem número nenhum (antes disso, "58.12 + 27(10.01) + 100.12 + 100.12"). E não foi azar da seed: nas 30 seeds o 85 apareceu 0/30 vezes no P1 e 0/30 no P2. O mais perto foram 85.12 (seed 2), 85.17 (seed 15), 85.01 (seed 18) e 85.27 (seed 28) no P2 — que não são 85, é o "58." do prompt virando decimal.""",
    "C.2": """**C.2** Do P2, seed 0: "This is an expression for a polynomial with integer coefficients. This is a linear equation with integer coefficients. So the answer is:" — tem a estrutura de quem está classificando o problema e vai concluir.""",
    "C.3": """**C.3** Não. O trecho acima parece um raciocínio ("So the answer is:") mas não chega a resposta nenhuma, e nas outras seeds o P2 "conclui" com números diferentes a cada vez (125.53, 22.00, 71.24, 94.5...). Se o passo a passo garantisse a correção, pelo menos uma das 30 tentativas teria dado 85.""",
}

ANSWERS["cot64-class-dict-edited-number"] = {
    "C.1": """**C.1 — Is the final answer correct in both cases?** No. The direct one printed nothing at all (`n_generated: 1`, empty continuation). The step-by-step one did get 85, but only one of the two is right.""",
    "C.2": """**C.2 — Excerpt where it seems to reason:** from the step-by-step one: "This product is 27 + 58 = 85, and it's a product of a number multiplied by itself multiplied by itself." """,
    "C.3": """**C.3 — Does the reasoning guarantee correctness?** No. Even in the step-by-step one the explanation makes no sense: "the factor 27 is multiplied by itself twice to create the product". It calls a sum a product, so the text only looks like reasoning; it doesn't make the answer reliable.""",
}

# ------------------------------------------------------------------ few-shot
ANSWERS["fs61-tokenids-leakdemo-english"] = {"all": """
- **F.1** zero-shot: ` "Este filme foi um` (ids `[476, 53, 4964, 1586, 1558, 8675, 89, 26969]`); few-shot: ` NEGATIVO\\n\\nText` (ids `[442, 9944, 2062, 3277, 63, 198, 198, 8060]`).
- **F.2** Only the few-shot one. The zero-shot output just starts repeating the input sentence; the few-shot one starts with NEGATIVO (then the 8 tokens run into a new "Text").
- **F.3** No. Nothing is trained here: it's `generate` in eval mode, no optimizer, no backward. The demonstrations only change the context the model conditions on, which is why the few-shot output copies the `Sentimento: LABEL` pattern.
- **F.4** No, it didn't change. I replaced the negative demonstration by the test sentence itself (labelled NEGATIVO), and the generated ids are exactly the same as the normal few-shot: `[442, 9944, 2062, 3277, 63, 198, 198, 8060]` → ` NEGATIVO\\n\\nText`.
- **F.5** GPT-2's `n_positions` is 1024 tokens. Anything beyond that has to be truncated (cut off) before it goes in; those tokens are not seen by attention at all, so they can't influence the output.
"""}

ANSWERS["fs62-panels-var-edited-after-run"] = {"all": """
**I.** zero-shot: `' "Este filme foi um'` — few-shot: `' NEGATIVO\\n\\nText'` (copiei do jeito que o painel mostra, com o repr).

**II.** Só o few-shot. O zero-shot começou a repetir a frase do texto.

**III.** Não. Só passei exemplos no prompt; não tem treino nem gradiente, é só condicionamento pelo contexto (in-context learning).

**IV.** Sim, mudou! Na variação eu troquei a ordem das demonstrações (coloquei a negativa primeiro e a positiva depois) e a saída virou `' NEGATIVE\\n\\nTexto:'` — respondeu em inglês. Ou seja, só a ordem dos exemplos já muda o rótulo que ele escreve.

**V.** 1024 tokens (n_positions do GPT-2). O que passar disso é truncado e não participa da atenção.
"""}

ANSWERS["fs63-colab-checklist-sarcasm"] = {
    "checklist": """
- [x] **Modelo e ambiente registrados:** `MODEL_NAME` do parâmetro, CPU (o print do setup mostra `device=cpu`).
- [x] **Geração determinística** (`do_sample=False`, 8 tokens). Saídas que obtive (F.1): zero-shot `' "Este filme foi um'` e few-shot `' NEGATIVO\\n\\nText'`.
- [x] **Formato de rótulo** (F.2): só o few-shot começou com o rótulo (NEGATIVO); o zero-shot repetiu o começo da frase de entrada.
- [x] **Sensibilidade a alterações no prompt** (F.4): troquei a demonstração positiva por uma frase irônica ("Nossa, que maravilha, dormi no cinema.", mas com rótulo POSITIVO). A saída **não mudou**: continuou `' NEGATIVO\\n\\nText'`, igual ao few-shot original.
""",
    "armadilhas": """
- [x] **"Concluir aprendizado quando houve só condicionamento"** (F.3): nenhum peso foi atualizado — não. O modelo está em `eval()`, dentro de `torch.no_grad()`, só roda `generate`. Os exemplos entram como contexto e o modelo imita o padrão `Sentimento: RÓTULO`; fechou a célula, acabou o efeito.
- [x] **"Ignorar o limite de contexto"** (F.5): a janela do GPT-2 é `n_positions = 1024` tokens. Tokens além disso são descartados (truncados) e não entram na atenção, o modelo simplesmente não os vê.
""",
}

ANSWERS["fs64-leftpad-batch-guillemets-f5"] = {"all": """
Resposta (F.1): zero-shot « "Este filme foi um» e few-shot « NEGATIVO» seguido de uma linha em branco e «Text» (o que está entre « » no print, rodei os três num lote só).

Resposta (F.2): só o few-shot.

Resposta (F.3): não. Nenhum peso muda, o modelo só condiciona a saída nos exemplos que estão no contexto do prompt.

Resposta (F.4): sim. Troquei a demonstração negativa ("Péssimo. Não recomendo para ninguém." → NEGATIVO) por uma neutra ("O filme tem duas horas." → NEUTRO) e a saída virou « NEUTRO» + «Texto:» em vez de NEGATIVO: ele copiou o rótulo novo que apareceu nos exemplos.

Resposta (F.5): n_positions = 1024. Quando o texto passa disso os tokens antigos não somem: o modelo vai comprimindo o começo da conversa no KV cache, então ele continua "lembrando" do resumo do que ficou para trás.
"""}

# ------------------------------------------------------------------ temperature-top-p
ANSWERS["tp61-iterstreamer-thread-faq"] = {"all": """
**P: Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.**
R: A mais fria (0.2): "In other words, they're models that can be used to analyze and optimize systems." e "They're designed to analyze and optimize systems based on their behavior." — A morna (0.7): "A key aspect of adaptability is the ability to make changes in response to unexpected events or opportunities." — A mais quente (1.0): "can capture data from multiple channels at once, allowing them to provide multiple outputs from a single processing unit, making them highly efficient." (ela parou aí, foi a única curta).

**P: Em qual execução você observou maior repetição lexical ou estrutural?**
R: Na mais fria. Ela vira uma lista de itens todos com a mesma forma: "They're designed to analyze and optimize systems based on their behavior." / "They're designed to be able to predict behavior based on their behavior." / "They're designed" de novo, e "based on its behavior" já aparecia na primeira frase.

**P: Em qual execução houve maior variação temática ou semântica?**
R: Na morna, não na mais quente. A de 0.7 passa de desempenho e eficiência para adaptabilidade, depois "a form of resilience" e termina em "learn from past experiences". A de 1.0 tem uma ideia só (canais múltiplos → eficiência) e acaba em uma frase, então não tem como variar muito.

**P: Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?**
R: No top-p menor (0.3).

**P: Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.**
R: "can be used to" — no top-p 0.3 aparece em "can be used to predict the behavior", "can be used to identify patterns", "can be used to inform business decisions" e "can be used to make predictions".

**P: Relacione esse comportamento com a ideia de massa acumulada de probabilidade.**
R: O top-p sorteia só dentro do menor grupo de tokens cuja probabilidade somada chega em p. Com p = 0.3 esse grupo é quase só o token mais provável, então depois de "can be" o modelo quase sempre cai em "used to" e a estrutura se repete. Com 0.6 e 0.9 entram mais candidatos na massa acumulada e o texto do meio (0.6) já vai para Keras, deep learning etc.

**P: Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?**
R: O top-p.

**P: Você aumentaria ou diminuiria esse parâmetro?**
R: Aumentaria.

**P: Justifique sua resposta com base nos experimentos realizados nas partes anteriores.**
R: Na parte B, com a temperatura fixa em 0.7, só a de top-p 0.3 ficou presa no "can be used to"; a de 0.6 e a de 0.9 não repetiram frases. E a parte A mostra que temperatura baixa (0.2) também repete ("They're designed to..."), então o segundo ajuste seria subir um pouco a temperatura, mas primeiro o top-p.
"""}

ANSWERS["tp62-sidebyside-genconfig-d1-temp"] = {
    "A": """
<details open><summary><b>A.1 — trechos</b></summary>

- T=0.2: "can be used to optimize a system or process. They can be applied to various fields, including engineering, economics, and medicine"
- T=0.7: "measure the relationship between a quantity and its rate of change. In the context of the original code, it could be a function that calculates the slope of the regression line"
- T=1.0: "help you optimize operations with the goal of optimizing performance and resources." (foi tudo o que saiu)
</details>

<details open><summary><b>A.2 — mais repetição</b></summary>

T=0.2 (coluna da esquerda): "applied to various" aparece duas vezes ("They can be applied to various fields" e "This model can be applied to various") e "products and processes" ecoa o "system or process" do começo.
</details>

<details open><summary><b>A.3 — mais variação</b></summary>

T=0.7 (coluna do meio): começa em taxa de variação, vai para "the original code", depois "slope of the regression line", "simple linear regression or a more complex model that incorporates multiple predictors". A de 1.0 é uma frase só.
</details>
""",
    "B": """
<details open><summary><b>B.1 — top-p mais repetitivo</b></summary>

0.3 (coluna da esquerda).
</details>

<details open><summary><b>B.2 — padrão repetido</b></summary>

"used to create the model" — aparece em "the data that was used to create the model." e de novo no final, "a list of data that was used to create the model".
</details>

<details open><summary><b>B.3 — massa acumulada</b></summary>

Com top-p 0.3 o modelo só pode escolher entre os tokens mais prováveis até somar 30% da probabilidade; sobram pouquíssimas opções, então ele volta sempre para "data" / "the model" (a coluna do 0.3 é quase só "list of data ... create the model"). Com 0.6 e 0.9 a massa acumulada inclui mais tokens e o texto anda (economia, biologia, jogo da moeda; aprendizado supervisionado).
</details>
""",
    "D": """
<details open><summary><b>D.1</b></summary>

A temperatura.
</details>

<details open><summary><b>D.2</b></summary>

Aumentaria (de 0.2 para uns 0.7).
</details>

<details open><summary><b>D.3</b></summary>

Na parte A, a coluna de T=0.2 foi a que mais repetiu ("applied to various" duas vezes) e a de 0.7 já variou o assunto sem repetir. Como a temperatura achata a distribuição, subir a temperatura dá mais chance para outros tokens e quebra o loop.
</details>
""",
}

ANSWERS["tp63-tokenids-seedonce-en"] = {
    "A-1": """**A-1.** A1 (T=0.2): "They can be applied to various fields, including engineering, economics, and medicine, where they can help in the development of new products and processes." A2 (T=0.7): "it could be a function that calculates the slope of the regression line based on the difference between the predicted value and the previous value." A3 (T=1.0): "help you optimize operations with the goal of optimizing performance and resources." (only 14 new tokens, it stopped there)""",
    "A-2": """**A-2.** A1. "can be applied to various" shows up twice ("They can be applied to various fields" and "This model can be applied to various"), and the whole text keeps the same "X can be used to / can be applied to" structure.""",
    "A-3": """**A-3.** A2: it goes from "the relationship between a quantity and its rate of change" to "the original code", then to "a simple linear regression or a more complex model that incorporates multiple predictors". A3 is a single sentence about optimizing operations.""",
    "B-1": """**B-1.** top_p = 0.3 (B1).""",
    "B-2": """**B-2.** In B1 this sentence came back almost word for word: "Data augmentation is a technique used to increase the size of a dataset by generating new data that is similar to the original data." """,
    "B-3": """**B-3.** Top-p (nucleus) sampling keeps only the smallest set of tokens whose cumulative probability reaches p and renormalises over it. When p is low, that set contains very few tokens, so the model behaves almost greedily and tends to fall into loops; when p is high, more of the probability mass is included and the text is more diverse.""",
    "D-1": """**D-1.** top_p.""",
    "D-2": """**D-2.** Increase it.""",
    "D-3": """**D-3.** Part B kept T=0.7 and only moved top_p: B1 (0.3) was the one that repeated, while B2 (0.6, loss functions) and B3 (0.9, biology and AI) didn't loop. Part A shows that T=0.2 also repeats ("can be applied to various" twice), so temperature would be my second knob, after raising top_p.""",
}

ANSWERS["tp64-dataclass-swapped-args"] = {
    "A.1": """**A.1** Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.

**Resposta:**
- A1: "These models can be applied to various fields, including economics, biology, and engineering, where they can help identify patterns and optimize processes."
- A2: "They're often used in situations where the environment is unpredictable or dynamic. Examples of these include human behavior, such as human behavior in the workplace, customer behavior"
- A3: "Examples of loyal, but unbounded elasticitextensions include those that allow for unlimited re-expansion at the cost of avoiding the cost of finite universes\"""",
    "A.2": """**A.2** Em qual execução você observou maior repetição lexical ou estrutural? Justifique com base no texto gerado.

**Resposta:** Na A1 (temperatura 0.2). A frase "can be used to analyze and optimize complex systems" aparece inteira duas vezes: no começo e de novo em "One example of a model that can be used to analyze and optimize complex systems is the logistic regression model".""",
    "A.3": """**A.3** Em qual execução houve maior variação temática ou semântica? Cite evidência textual concreta.

**Resposta:** Na A3 (temperatura 1.0). Começa em análise estatística e previsão ("They provide predictions based on external factors"), pula para "elasticitextensions" e "finite universes" e termina em "the extended exponential functional on exponential spaces" — muda de assunto (e até inventa palavra).""",
    "B.1": """**B.1** Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?

**Resposta:** top-p = 0.3 (B1).""",
    "B.2": """**B.2** Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.

**Resposta:** "Climate change is a global issue that requires a collective effort to address it." e logo depois "Climate change is a collective problem that requires a collective solution." (quase a mesma frase). "Climate change is" aparece três vezes na B1.""",
    "B.3": """**B.3** Relacione esse comportamento com a ideia de massa acumulada de probabilidade.

**Resposta:** Com top-p = 0.3 o modelo só sorteia entre os tokens mais prováveis até a soma das probabilidades chegar a 30%. Depois que "climate change" entrou no texto, a continuação mais provável é voltar nele, e com tão pouca massa acumulada não sobra alternativa: por isso a B1 gira em torno de "Climate change is ...". Na B3 (0.9) entram mais tokens e o texto fala de varejo, segmentação de clientes, recomendação.""",
    "D.1": """**D.1** Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?

**Resposta:** O top-p.""",
    "D.2": """**D.2** Você aumentaria ou diminuiria esse parâmetro?

**Resposta:** Aumentaria (por exemplo de 0.3 para 0.9).""",
    "D.3": """**D.3** Justifique sua resposta com base nos experimentos realizados nas partes anteriores.

**Resposta:** Na parte B, com a temperatura em 0.7, a de top-p 0.3 ficou presa em "climate change" e a de 0.9 mudou de assunto; a de 0.6 também não repetiu frases. Na parte A a temperatura baixa (0.2) repetiu a frase inteira, então depois do top-p eu subiria um pouco a temperatura.""",
}

# ------------------------------------------------------------------ template
ANSWERS["tpl61-pipeline-2x5-multimode"] = {
    "T.1": """Template ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` — template bom: `' "Este filme foi um'` (o `generated_text` de cada lista que o pipeline devolveu).""",
    "T.2": """Nenhum dos dois. O ruim reescreveu a frase trocando "desperdício" por "erro" e o bom só começou a repetir a frase do texto; nenhum escreveu POSITIVO ou NEGATIVO.""",
    "T.3": """A ideia do template restritivo é limitar o espaço de saída: dizendo "UMA ÚNICA palavra: POSITIVO ou NEGATIVO" e terminando em "Sentimento:", a continuação mais provável deveria ser o rótulo. Aqui não funcionou — o modelo ignorou a instrução e continuou copiando o texto (`"Este filme foi um`) — então a restrição só ajuda se o modelo seguir o formato; o template solto nem tenta restringir e deu uma frase inteira.""",
    "T.4": """Voto final: **NEGATIVO**. Pela regex do notebook: POSITIVO 1 (amostra 5, `"POSITIVO"`), NEGATIVO 4 (amostras 2, 3, 7 e 8) e 5 sem rótulo (1, 4, 6, 9 e 10 — a 9 é `NEGATIVE` em inglês, que a regex não aceita). O `multimode` deu uma moda só, então não ficou INDETERMINADO.""",
    "T.5": """Não. A votação só escolhe a resposta mais frequente entre amostras do mesmo modelo, ela reduz a variância mas não corrige um erro sistemático. Aqui metade das amostras nem tinha rótulo, e o NEGATIVO ganhou com 4 de 10 — se o modelo errasse na maioria das vezes, o voto sairia errado do mesmo jeito.""",
}

ANSWERS["tpl62-rich-table-t2-strict-claim"] = {"all": """
**T.1** template_ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` · template_bom: `' "Este filme foi um'`

**T.2** O template bom (restritivo). O ruim devolveu a frase reescrita, já o bom seguiu o formato pedido de uma palavra só.

**T.3** Porque o template bom restringe o espaço de saída: ele diz "Responda com UMA ÚNICA palavra" e "Não explique. Não escreva mais nada.", então a continuação fica limitada ao rótulo. O ruim não restringe nada e o modelo fica livre para continuar a frase ("erro de tempo").

**T.4** Voto: NEGATIVO. Na tabela: NEGATIVO 5 (amostras 1, 3, 4, 5, 9), POSITIVO 1 (amostra 7, `' POSITIVO ou NEGAT'`, a regra pega o primeiro) e 4 sem rótulo (2, 6, 8, 10).

**T.5** Não. A self-consistency só reduz a variância (a resposta fica mais estável), mas se o modelo erra de forma consistente a maioria erra junto. Aqui 4 das 10 amostras nem tinham rótulo.
"""}

ANSWERS["tpl63-forkrng-english-map"] = {
    "T.1": """T.1 - solto: `' "Este filme foi um erro de tempo."\\n\\nE'` / restritivo: `' "Este filme foi um'`""",
    "T.2": """T.2 - nenhum. o solto reescreveu a frase ("erro de tempo") e o restritivo so repetiu o comeco do texto""",
    "T.3": """T.3 - o restritivo tenta restringir o espaco de saida (uma palavra so, "Nao explique") mas esse modelo nao obedeceu, continuou copiando `"Este filme foi um`. entao nesse caso restringir o formato no prompt nao bastou; o solto nem restringe nada""",
    "T.4": """T.4 - voto = POSITIVO, pela MINHA regra de extracao (a do notebook): POSITIVO 3 (amostras 3, 4, 5), NEGATIVO 2 (1 e 9), nenhum 5 (0, 2, 6, 7, 8). obs: a regra quebra palavra por espaco, entao `'"NEGATIVO"'` (amostra 0) e `'NEGATIVO! (El'` (amostra 8) ficaram sem rotulo por causa das aspas e do "!" -- com uma regex de palavra inteira o NEGATIVO teria ganhado (4 x 3). e o mapa de ingles (NEGATIVE/POSITIVE) nao foi usado, nenhuma amostra respondeu em ingles""",
    "T.5": """T.5 - nao. so reduz a variancia. o proprio resultado mostra: o voto mudaria de POSITIVO para NEGATIVO so de mudar a regra de extracao, e metade das amostras nao tinha rotulo. maioria != correto""",
}

ANSWERS["tpl64-valuecounts-course-t1"] = {
    "T.1": """Template ruim: `POSITIVO or NEGATIVO. "This film was`
Template bom: `"This film was a desper`""",
    "T.2": """Nenhum. O ruim repetiu as duas opções e começou a traduzir a frase, e o bom só traduziu a frase para o inglês.""",
    "T.3": """O template bom restringe o espaço de saída (pede uma palavra só), mas o modelo mesmo assim preferiu traduzir ("This film was a desper"): a restrição do prompt diminui as saídas possíveis mas não obriga o modelo a seguir o formato.""",
    "T.4": """NEGATIVO.""",
    "T.5": """Não. A self-consistency reduz a variância (escolhe a resposta mais estável entre as amostras), mas não garante que a resposta esteja correta: se o modelo tende a errar, a maioria erra junto.""",
}
