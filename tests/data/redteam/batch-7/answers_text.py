"""The answers, written by hand AFTER reading each notebook's real outputs (dump_outputs.py).
ANSWERS[notebook][slot] = the text placed in that slot (a markdown cell unless the slot is a code cell)."""

ANSWERS = {}

# ------------------------------------------------------------------ temperature-top-p
ANSWERS["tp71-capture-show-blockquote-en"] = {"all": """
> **Part A, question 1 — excerpts.**
> 1st run (T=0.2): "This can be done using various techniques, such as data augmentation, which involves generating new data by applying transformations to existing data."
> 2nd run (T=0.7): "By creating models that can learn from data over time, you can create models that can adapt to new data and even optimize themselves in response to changing circumstances."
> 3rd run (T=1.0): "The logistic transformation is a common example of a non-linear transformation used in multiple linear regression analysis, where the exponential function is modified to take a natural logarithm."

> **Part A, question 2 — most repetition.**
> The 2nd run (T=0.7). It keeps coming back to the same phrase: "can adapt to new data over time", then "models that can learn from data over time", then "create models that can adapt to new data", and at the end again "a model that can learn from data and adapt to changing environmental conditions". The 1st one also repeats a bit ("This can be done using" twice) but less.

> **Part A, question 3 — most thematic variation.**
> The 3rd run (T=1.0). It starts with "hold their rates at their characteristic long-term behavior", jumps to "The logistic transformation", and ends inventing "LASSO (Lasso Linear Model Extraction) or LVM regression". Three different topics in one paragraph, no phrase repeated.

> **Part B, question 1.** top-p = 0.3 (the first run of part B).

> **Part B, question 2.** "can be used to" — in the 0.3 run: "can be used to predict the behavior of a system" and later "can be used to extract the data from a given dataset".

> **Part B, question 3.** With top-p the model only samples from the smallest set of tokens whose cumulative probability reaches p. At 0.3 that set is tiny (often just the one or two most likely tokens), so it keeps taking the safe continuation ("can be used to", "based on its behavior" / "based on the category"). At 0.6 and 0.9 more candidates enter the nucleus and my outputs did not repeat any phrase like that.

> **Part D.** (1) top-p. (2) Increase it, e.g. from 0.3/0.6 to 0.9. (3) In part B, with the temperature fixed at 0.7, only the 0.3 run reused "can be used to"; the 0.6 and 0.9 runs didn't. So the size of the nucleus was what made the difference in my runs; temperature only afterwards (and in part A the hottest run was already drifting into invented names like "LVM regression").
"""}

ANSWERS["tp72-generator-tabs-ol-d2-diminuir"] = {"all": """
<ol>
<li>A1 (T=0.2): "These models can be either linear or non-linear, and they often rely on complex algorithms that can be difficult to interpret." A2 (T=0.7): "These equations can be expressed as a sum of squares of linear functions." A3 (T=1.0): "For instance, in theology, the concept of infinity refers to the eternity of God."</li>
<li>A1. Repete "predict outcomes" ("use data to predict outcomes" e "used to predict outcomes based on data") e fala de "non-linear models" varias vezes. As outras repetem menos.</li>
<li>A3: comeca em "financial behavior", passa por "regression analysis and machine learning algorithms" e termina em teologia, "the concept of infinity refers to the eternity of God". Nenhuma outra mudou tanto de assunto.</li>
<li>0.3 (B1).</li>
<li>"used to optimize" — "can be used to optimize processes" e depois "they are used to optimize drug development".</li>
<li>O top-p pega so o menor conjunto de tokens cuja probabilidade acumulada chega em p. Com 0.3 sobram pouquissimos candidatos, por isso o B1 volta sempre no "optimize" (optimize processes, optimize financial models, optimize drug development). Obs: o B3 (0.9) saiu identico ao A2, porque e a mesma configuracao (T=0.7, top_p=0.9) com a mesma semente 31.</li>
<li>O top-p.</li>
<li>Diminuiria, tipo de 0.9 para uns 0.5, para cortar os tokens menos provaveis que fazem o texto divagar.</li>
<li>Nos meus testes, com o top-p menor o texto ficou mais focado: o B1 (0.3) ficou o tempo todo no tema de otimizacao, enquanto com 0.9 o A3 foi parar em teologia. Entao reduzir o top-p deixa o modelo mais controlado e evita esse comportamento.</li>
</ol>
"""}

ANSWERS["tp73-mdfence-excerpts-one-run"] = {
    "A.1": """**Resposta:**
- A1: "They're designed to maximize efficiency by minimizing costs and maximizing benefits."
- A2: "Data analysis is a subset of data science. Data science is a broader field that encompasses all of the techniques used to extract insights from data."
- A3: "They're often used in data analysis, but they also have limitations."
""",
    "A.2": """**Resposta:** A3 (temperatura 1.0). Ela repete "the effectiveness of conservation efforts" duas vezes ("to assess the effectiveness of conservation efforts" e "to evaluate the effectiveness of conservation efforts") e "population growth" também aparece duas vezes.""",
    "A.3": """**Resposta:** A1 (0.2), por incrível que pareça: começa em previsão com dados históricos e do nada muda para código, "In the context of the original code, the `predict_binary_regression` function uses a linear regression model". As outras ficaram num tema só (A3 só ecologia de populações).""",
    "B.1": """**Resposta:** top-p 0.3 (B1).""",
    "B.2": """**Resposta:** "data analysis models" — aparece em "Examples of data analysis models include linear regression" e de novo em "Data analysis models are used to extract insights from data".""",
    "B.3": """**Resposta:** Com top-p 0.3 o modelo só sorteia entre os tokens do núcleo, o menor conjunto cuja probabilidade acumulada passa de 30%. Como são poucos candidatos, ele volta para as mesmas palavras ("data analysis models", "can be used to" duas vezes no B1). Com 0.6 e 0.9 a massa considerada é maior e o B2/B3 não repetiram frases.""",
    "D": """**D.1** top-p. **D.2** Aumentaria (de 0.3 para 0.9, por exemplo). **D.3** Na parte B só o B1 (0.3) repetiu frase ("data analysis models"); com 0.6 e 0.9 e a mesma temperatura o texto não travou. Então abrir o núcleo é a primeira coisa; a temperatura eu mexeria depois, porque na parte A a mais quente (A3) foi a mais repetitiva.""",
}

# ------------------------------------------------------------------ chain of thought
ANSWERS["cot71-retry-nonempty-bare-expr"] = {"all": """
**1)** Nao. Na primeira pergunta (a direta) o modelo escreveu `27 + 58 = 114`. Obs: as tentativas 1 a 4 (seeds 1-4) vieram vazias, entao usei a 5a (seed 5), a primeira com texto — as quatro vazias tambem nao dariam 85. Na segunda (step by step, seed 1) the final answer was "The answer is: 125.53". Nenhum dos dois deu 85.

**2)** "To solve this, we can simply add the numbers together and find the difference between the sum and the product of the two numbers." (da primeira) — he describes a plan before the calculation, parece raciocinio.

**3)** Nao. Ele diz que vai "simply add the numbers together" e logo depois escreve 114; the step-by-step one writes a chain of sums ("53 = 112.53 + 102.53 = 125.53") that looks like work and is still wrong. Ter cara de raciocinio nao garante a resposta certa.
"""}

ANSWERS["cot72-fullseq-c2-prompt"] = {
    "C.1": """Não. O direto (P1) não respondeu nada, só aparece a pergunta "What is 27 + 58?" e acabou. O passo a passo (P2) deu 48.1 ("The final answer is 48.1.").""",
    "C.2": """"Solve step by step: 27 + 58." — aqui ele começa organizando o problema, deixando claro que vai resolver por etapas antes de fazer a conta.""",
    "C.3": """Não. Mesmo no passo a passo ele chegou em 48.1, que está errado (o certo é 85), e as contas do meio ("72.1 + 27.01 = 48.1") nem batem entre si. Parecer que está raciocinando não garante que a resposta esteja certa.""",
}

ANSWERS["cot73-yaml-dump-invented-numbers"] = {
    "C.1": """**C.1** Não. O P1 respondeu 86 e o P2 chegou em 84 — os dois passaram perto, mas nenhum acertou o 85.""",
    "C.2": """**C.2** Do P2: "This shows that 28.6 is the remainder when the given fraction is divided by 28.6." — ele tenta explicar de onde veio o resultado.""",
    "C.3": """**C.3** Não. O texto do P2 tem cara de explicação (fala em "fractions", "denominator", "remainder") mas os números não têm nada a ver com 27 + 58: o formato de raciocínio não garante a correção.""",
}

ANSWERS["cot74-df-tostring-dialogue"] = {"all": """
**Professor:** A resposta numérica final está correta em ambos os casos?
**Eu:** Não. O P1 direto gerou 1 token só (coluna `tokens` = 1) e a saída ficou vazia; o P2 passo a passo terminou em "So, the final answer is 32.16." — e 27 + 58 = 85.

**Professor:** Copie um trecho onde o modelo aparenta estar raciocinando.
**Eu:** "16 - 27.00 = 32.16." e logo depois "So, the final answer is 32.16." — faz uma conta e tira uma conclusão dela, parece um passo de raciocínio.

**Professor:** Esse raciocínio garante correção?
**Eu:** Não. A conta do P2 nem é a conta pedida (subtrai 27 de 16) e a "conclusão" só repete o número errado. O "So, the final answer is" dá cara de raciocínio, mas a resposta continua errada.
"""}

# ------------------------------------------------------------------ few-shot
ANSWERS["fs71-series-instruction-var"] = {
    "F.1": """zero-shot: `"Este filme foi um` — few-shot: `NEGATIVO\\n\\nText`""",
    "F.2": """Só o few-shot (começa com NEGATIVO). O zero-shot só repetiu o começo do texto.""",
    "F.3": """Não. Nenhum peso foi atualizado, não teve treino: os exemplos só entram no prompt e o modelo é condicionado por esse contexto na hora de gerar.""",
    "F.4": """Não mudou. Na variação eu troquei a instrução do começo ("Classifique o sentimento como POSITIVO ou NEGATIVO." virou "Diga se o texto abaixo é POSITIVO ou NEGATIVO.") e deixei as demonstrações iguais; a saída continuou `NEGATIVO\\n\\nText`, igual ao few-shot.""",
    "F.5": """1024 tokens (n_positions). O que passar disso é cortado (truncado) e o modelo não enxerga.""",
}

ANSWERS["fs72-ascii-repr-poslabel-leak"] = {"all": """
F.1 - zero-shot: `' "Este filme foi um'` / few-shot: `' NEGATIVO\\n\\nText'`

F.2 - so o few-shot. o zero-shot so repetiu o comeco da frase

F.3 - nao. nao tem treino nenhum, so generate com do_sample=False. os exemplos sao contexto, o modelo e condicionado por eles mas os pesos continuam os mesmos

F.4 - nao mudou. coloquei a propria frase de teste como demonstracao, com rotulo POSITIVO (o contrario do que ela e), logo antes da pergunta, pra ver se ele copiava o rotulo. continuou `' NEGATIVO\\n\\nText'`, igual ao few-shot

F.5 - 1024 tokens. o que passa disso tem que ser truncado, fica fora da janela e nao influencia a saida
"""}

ANSWERS["fs73-writefile-answers-f5-chars"] = {"all": """
%%writefile respostas_cap5.txt
F.1) zero-shot: "Este filme foi um   (com um espaco antes das aspas)
     few-shot:  NEGATIVO e na linha de baixo Text (tem uma linha em branco no meio)
F.2) so o few-shot segue o formato (comeca com NEGATIVO). o zero-shot repetiu a frase.
F.3) nao. os pesos nao mudam, os exemplos so condicionam o modelo pelo contexto do prompt (in-context learning).
F.4) nao mudou. troquei a demonstracao positiva por uma bem mais longa
     ("Adorei cada minuto, atores incríveis e um final que me fez chorar de emoção.")
     e a saida continuou NEGATIVO / Text, igual ao few-shot.
F.5) n_positions = 1024 caracteres. se o texto tiver mais de 1024 caracteres o resto e cortado e o modelo nao ve.
"""}

ANSWERS["fs74-middot-whitespace-f2-none"] = {"all": """
**F.1** (copiei com a notação do print, · = espaço e ↵ = quebra de linha)
- zero-shot: `·"Este·filme·foi·um`
- few-shot: `·NEGATIVO↵↵Text`

**F.2** Nenhuma. O zero-shot repetiu a frase de entrada, e o few-shot até começa com NEGATIVO mas continua com `↵↵Text` — não é uma única palavra, então a rigor nenhuma das duas seguiu o formato.

**F.3** Não. Nada foi treinado; só muda o prompt. Os exemplos condicionam a geração pelo contexto (in-context learning), os pesos são os mesmos antes e depois.

**F.4** Não mudou. Dupliquei a demonstração positiva (ela aparece duas vezes seguidas) e a saída foi `·NEGATIVO↵↵Text` de novo, igual ao few-shot.

**F.5** 1024 tokens. Tokens além disso ficam fora da janela de contexto: precisam ser truncados e não entram na atenção.
"""}

ANSWERS["tp74-mark-html-seed-after"] = {"all": """
**a.1)**
- T=0.2: "They are often used in fields such as climate modeling, economics, and biology to study complex phenomena."
- T=0.7: "For instance, in the context of machine learning, decision trees are a type of decision tree algorithm that uses multiple layers of decision trees to make predictions."
- T=1.0: "Floccation, also known as randomized decision-making, is a concept that involves assigning different roles or tasks to people based on the weight of their votes."

**a.2)** a de T=0.7. foi a unica da parte A com trigrama repetido (8 palavras marcadas): "in the context of" aparece duas vezes ("in the context of machine learning" e "in the context of Bayesian statistics"), e ainda "decision trees ... decision tree algorithm ... decision trees". a de 0.2 deu 0 marcadas.

**a.3)** a de T=1.0: comeca em economia ("the principle of diminishing returns") e pula pra uma coisa inventada, "Floccation, also known as randomized decision-making", que fala de votos e pessoas. mudou totalmente de assunto no meio.

**b.1)** top_p=0.3 (34 palavras marcadas, contra 21 no 0.6 e 8 no 0.9).

**b.2)** "takes a list of data and returns a list of predictions." (aparece duas vezes seguidas no top_p=0.3)

**b.3)** o top-p so deixa sortear o menor conjunto de tokens cuja probabilidade acumulada chega em p. com 0.3 esse conjunto e minusculo, quase sempre so o token mais provavel, entao depois de "takes a list of data" o caminho mais provavel se repete inteiro, e tambem "the behavior of the target variable" duas vezes. quanto maior o p, mais candidatos: 34 -> 21 -> 8 palavras repetidas.

**d.1)** top-p

**d.2)** aumentar (ex. 0.3 -> 0.9)

**d.3)** na parte B a temperatura ficou fixa (0.7) e so o top-p mudou, e a repeticao caiu de 34 para 8 palavras marcadas conforme o p subiu. obs: o top_p=0.9 da parte B saiu igual a T=0.7 da parte A, porque e a mesma config e a mesma semente (o seed e resetado depois de cada geracao).
"""}

# ------------------------------------------------------------------ template
ANSWERS["tpl71-batch10-counter-en"] = {"all": """
**T.1** loose: `' "Este filme foi um erro de tempo."\\n\\nE'` — strict: `' "Este filme foi um'`

**T.2** Neither. The loose one completed the sentence ("erro de tempo") and the strict one just started repeating the input text; no label in either.

**T.3** The strict template is supposed to restrict the output space (one word, POSITIVO or NEGATIVO, "Não explique"), so that the only likely continuation is a label. With this model it did not work: after "Sentimento:" it still started copying the review (`' "Este filme foi um'`). The loose one doesn't restrict anything (just "->"), so the model is free to continue the sentence, which is what it did ("erro de tempo"). The restriction changes which outputs are likely; it can't force them.

**T.4** NEGATIVO. From the Counter: 4 NEGATIVO, 2 POSITIVO, 4 without a label (SEM_ROTULO). Note `' Positivo ou NEGAT'` counts as POSITIVO (the regex finds POSITIVO first; "NEGAT" is cut) and `' NO NEGATIVO"'` counts as NEGATIVO.

**T.5** No. It only takes the majority of samples from the same model, so it reduces the variance of a single sample; if the model is biased the majority is wrong too. Here 4 of 10 had no label at all and the review is mixed ("ótimo, mas ... quebrou"), so NEGATIVO is a consensus, not a guarantee.
"""}

ANSWERS["tpl72-swapped-t1"] = {
    "T.1": """**T.1** Pouco restritivo: `' "Este filme foi um'` / restritivo: `' "Este filme foi um erro de tempo."\\n\\nE'`""",
    "T.2": """**T.2** Nenhum. Nenhum dos dois escreveu POSITIVO ou NEGATIVO.""",
    "T.3": """**T.3** Nenhum seguiu o formato, mas dá pra ver o efeito da restrição: o restritivo restringe o espaço de saída e mesmo assim escreveu mais, completou a frase inteira ("erro de tempo"), enquanto o pouco restritivo parou logo no começo da frase. Ou seja, restringir o formato no prompt não adiantou com esse modelo.""",
    "T.4": """**T.4** NEGATIVO: 5 NEGATIVO, 0 POSITIVO e 5 sem rótulo (NEGATIVE_OPERATIV não conta, a regex pede NEGATIVO inteiro).""",
    "T.5": """**T.5** Não. Só diminui a variância de pegar uma amostra ruim: se o modelo erra de forma consistente, a maioria também erra. Aqui metade das amostras nem tinha rótulo.""",
}

ANSWERS["tpl73-groupby-t3-keywords"] = {
    "T.1": """pouco restritivo: `' "Este filme foi um erro de tempo."\\n\\nE'`
restritivo: `' "Este filme foi um'`""",
    "T.2": """nenhum""",
    "T.3": """restrição do espaço de saída; formato fixo; menos tokens possíveis; menor entropia; ancoragem no rótulo""",
    "T.4": """NEGATIVO (3 NEGATIVO, 2 POSITIVO, 5 sem rótulo)""",
    "T.5": """Não. A self-consistency reduz a variância (tira o consenso de várias amostras), mas se o modelo tende a errar, o consenso também erra.""",
}

ANSWERS["tpl74-sep-oneline-firstword"] = {"all": """
T.1 — [loose] `"Este filme foi um erro de tempo."` + blank line + `E` · [strict] `"Este filme foi um`

T.2 — nenhum / neither

T.3 — o restritivo tenta restringir o espaço de saída (uma palavra só, "Não explique") mas com esse modelo nao funcionou: depois de "Sentimento:" ele comecou a copiar a frase ("Este filme foi um"). O loose nao restringe nada, so tem o "->", e o modelo simplesmente continuou a frase ("erro de tempo"). The constraint only shifts probabilities, it doesn't force the label.

T.4 — NEGATIVO. Pela minha regra (primeira palavra, sem pontuacao): POSITIVO 1, NEGATIVO 6, None 3. Os None: " O que fica?", " NEGATIVE" (ingles, nao conta) e " EXCENCIAS". Obs: o print com sep=" || " embaralha as linhas porque as amostras tem quebra de linha; conferi pela lista de rotulos.

T.5 — nao. self-consistency so reduz a variancia (voto da maioria de varias amostras); se o modelo esta enviesado, a maioria erra junto. E a frase e ambigua ("ótimo, mas ... quebrou").
"""}
