# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt8/out).
ANSWERS = {}

ANSWERS["tp81-logging-seed-in-comprehension"] = {"all": """
**Sobre a parte A**

A.1 — trechos:
- primeira execucao (T 0.2): "They are a tool for data analysis, but they are not a substitute for human expertise."
- segunda execucao (T 0.7): "use statistical analysis to forecast future behavior based on past data. They can be used for both positive and negative reinforcement"
- terceira execucao (T 1.0): "Examples of modelers include weather models, climate models, and genetic algorithms, which are used to optimize algorithms for complex systems."

A.2 — A mais repetitiva foi a primeira (T=0.2). Ela repete a mesma estrutura duas vezes: "they are not a replacement for human judgment" e logo depois "they are not a substitute for human expertise", e ainda "a willingness to learn, and a willingness to adapt".

A.3 — A terceira (T=1.0) variou mais de tema: comeca com dados sem ponto de referencia, passa por "weather models, climate models, and genetic algorithms" e termina em "Some popular modelers include:". A primeira fica o tempo todo em analise de dados / expertise humana.

**Sobre a parte B**

B.1 — a quarta execucao, top-p 0.3, foi a mais repetitiva.

B.2 — "can be used to" (aparece 3 vezes na quarta: "can be used to predict", "can be used to identify", "which can be used to inform"); e "data science" tambem volta varias vezes.

B.3 — Com top-p 0.3 o modelo so sorteia dentro do menor conjunto de tokens cuja probabilidade acumulada chega a 0.3, ou seja poucos candidatos, quase sempre os mais provaveis; por isso a quarta execucao cai de novo em "can be used to" e "data science". Com 0.6 e 0.9 (quinta e sexta) a massa acumulada inclui mais tokens e o texto variou mais.

**Sobre a parte D**

D.1: mexeria primeiro no top-p.
D.2: aumentaria (tipo de 0.6 pra 0.9), e so depois subiria um pouco a temperatura.
D.3: porque na parte B, com a temperatura fixa em 0.7, so o top-p baixo (0.3, quarta execucao) ja deixou o texto repetitivo, e com 0.9 (sexta) nao repetiu; na parte A a temperatura baixa (primeira) tambem repetiu, mas o top-p e o que corta o conjunto de candidatos.
"""}

ANSWERS["cot81-textstreamer-mixed-lang"] = {"all": """
## Respostas / answers

**C.1** Nao. Na P1 (direta) o streamer nao imprimiu nada depois do `>>> P1` — the model generated nothing, entao nao tem resposta final. Na P2 (passo a passo) it ends with "So, the answer is 27." — errado, o certo e 85.

**C.2** "Step 3: Multiply 27 by 27 to reach 762." — parece um passo de raciocinio (numerado, com operacao), mas nem e a operacao certa.

**C.3** Nao garante. A P2 tem cara de raciocinio ("Step 3", "Step 4: Divide 27 by 27 to reach 1.") and still the final answer is 27, not 85. O formato passo a passo muda o estilo, nao a correcao.
"""}

ANSWERS["cot82-file-roundtrip"] = {
    "C.1": """Sim. Nos dois casos a resposta final foi 85, a pergunta direta e a passo a passo chegaram no mesmo resultado.""",
    "C.2": """"Add 123.25 to 10.25: 10.25 + 123.25 = 21.67" (P2) — ele descreve o que vai fazer e depois faz a conta.""",
    "C.3": """Não. Mesmo quando o texto tem cara de raciocínio ("Now, we need to add 123.25 to 10.25."), as contas no meio podem estar erradas: 10.25 + 123.25 não dá 21.67. O raciocínio aparente é estilo, não garantia.""",
}

ANSWERS["fs81-ljust-table-reorder-mdtable"] = {"all": """
| pergunta | resposta |
|---|---|
| F.1 (saídas) | zero-shot: `"Este filme foi um` (ele só repetiu o começo do texto, com aspas); few-shot: `NEGATIVO` e depois uma linha em branco e `Text` (na tabela aparece como `NEGATIVO /  / Text`, troquei as quebras de linha por ` / `) |
| F.2 (formato) | só o few-shot começou com um dos rótulos (NEGATIVO), mesmo continuando com "Text" depois; o zero-shot não deu rótulo nenhum |
| F.3 (pesos?) | não, nenhum peso foi atualizado: é condicionamento pelo contexto, os exemplos no prompt mudam a distribuição da saída mas o modelo é o mesmo |
| F.4 (variação) | troquei a ordem das demonstrações (a NEGATIVO primeiro, depois a POSITIVO). A saída não mudou: continuou `NEGATIVO /  / Text`, igual ao few-shot original |
| F.5 (janela) | o GPT-2 tem janela de 1024 tokens (n_positions); o que passa disso é truncado, não entra na atenção do modelo |
"""}

ANSWERS["fs82-ipython-pretty"] = {
    "F.1": """**F.1** Zero-shot: NEGATIVO. Few-shot: NEGATIVO.""",
    "F.2": """**F.2** Os dois seguiram o formato de rótulo (responderam só NEGATIVO).""",
    "F.3": """**F.3** Não. Nenhum peso muda; os exemplos só condicionam a distribuição p(y | x, contexto) — in-context learning.""",
    "F.4": """**F.4** Troquei a demonstração negativa por "Horrível, saí no meio da sessão." e a saída continuou NEGATIVO (seguido de "Text"), não mudou.""",
    "F.5": """**F.5** 1024 tokens. Tokens além disso são descartados (truncados) e o modelo não os vê.""",
}

ANSWERS["tp82-textwrap-format-header"] = {
    "A.1": """A1: "can be used to create a new model that is a copy of the original model. This can be done using techniques such as data augmentation"
A2: "In the context of climate data, models like ARIMA (AutoRegressive Integrated Moving Average) are widely used to analyze and forecast climate data."
A3: "They're designed to simplify the data by identifying patterns, trends, and correlations. These models have numerous advantages\"""",
    "A.2": """A1 (T=0.2). Com temperatura baixa o modelo escolhe sempre as palavras mais provaveis, entao ele fica preso nas mesmas expressoes, por exemplo "data augmentation" aparece mais de uma vez. Em A2 e A3 a temperatura e maior e o texto fica mais livre.""",
    "A.3": """A3 (T=1.0): vai de simplificar dados para vantagens ("interpretability, ease of use") e termina numa lista "Principal Component Analysis (PCA) * K-Means Clustering", muda de assunto mais que as outras.""",
    "B.1": """B1 (top-p 0.3).""",
    "B.2": """"The model is a function that takes a list of texts and returns a model object." (aparece duas vezes seguidas no B1)""",
    "B.3": """Com top-p = 0.3 so entram os tokens mais provaveis ate somar 30% da probabilidade acumulada (o nucleo fica com poucos candidatos), entao no B1 ele repetiu a frase inteira; com 0.9 (B3) o conjunto e maior e nao repetiu.""",
    "D": """D.1: top-p. D.2: aumentar, de 0.3/0.6 para 0.9. D.3: no meu B1 (p=0.3) a frase se repetiu igualzinha e no B3 (p=0.9) nao houve repeticao, com a mesma temperatura 0.7.""",
}

ANSWERS["tpl81-jsonlines-ordinals"] = {"all": """
1º) Template pouco restritivo: `"Este filme foi um erro de tempo."` (e depois quebra de linha e um `E`). Template restritivo: `"Este filme foi um` — cortou ai, nos 8 tokens.

2º) Nenhum dos dois deu um rotulo POSITIVO/NEGATIVO. Os dois so repetiram/reescreveram a frase do texto.

3º) A ideia do template restritivo e restringir o espaco de saida (uma unica palavra, sem explicacao) pra o modelo so ter os dois rotulos como continuacao natural. No meu caso nao funcionou: mesmo com "UMA ÚNICA palavra" ele comecou a copiar a frase do texto (`"Este filme foi um`), igual ao pouco restritivo. Entao aqui a restricao nao bastou pra esse modelo.

4º) Voto: NEGATIVO. Contagem das 10 amostras: 6 NEGATIVO (i = 0, 1, 2, 3, 4, 8), 1 POSITIVO (i = 6, `Positivo, Nação, N`) e 3 sem rotulo (i = 5 `"Ademos de NEGAT`, i = 7 `NEGATIVE` em ingles, i = 9 `"NO"`).

5º) Nao. A autoconsistencia so reduz a variancia (a resposta da maioria e mais estavel que uma amostra so); se o modelo erra na maioria das amostras, o voto erra tambem. Aqui inclusive a frase e ambigua (atendimento otimo, produto quebrou).
"""}

ANSWERS["tpl82-boxtable-handcount"] = {"all": """
- T1: ruim -> "Este filme foi um erro de tempo." / bom -> "Este filme foi um"
- T2: o template bom, ele respondeu no formato de rotulo
- T3: porque o template bom restringe o espaco de saida: manda responder com UMA palavra e nao explicar, entao o modelo so tem POSITIVO ou NEGATIVO como saida possivel, enquanto o ruim deixa ele livre pra continuar a frase.
- T4: NEGATIVO 5 (linhas 2, 7, 8, 9, 10), POSITIVO 1 (linha 3), sem rotulo 4 -> voto NEGATIVO
- T5: nao, ela so diminui a variancia; se a maioria das amostras estiver errada o voto tambem fica errado.
"""}
