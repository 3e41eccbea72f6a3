"""Batch 14's hand-written answers, written after reading the recorded outputs (/tmp/rt14/out, dump_outputs.py).
ANSWERS[notebook][slot] = the cell's source. Deliberate problems are described in make_expected.py's whys."""

ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp141-plist-xml-dl-answers"] = {"all": '''
<dl>
<dt>A.1 — trechos representativos</dt>
<dd><b>A1</b> (T=0.2): "These models can be used to forecast future outcomes based on historical data. Examples of models that can be used to forecast are regression models"<br>
<b>A2</b> (T=0.7): "These models are often used in data science and have a wide range of applications, including predictive analytics, regression analysis, and data modeling."<br>
<b>A3</b> (T=1.0): "3. DataFrames: The data is represented as a tab- delimited list (TDLS) data frame, which is often used as a data frame."</dd>

<dt>A.2 — mais repetição</dt>
<dd>A1 (T=0.2). A mesma construção volta três vezes: "models can be used to forecast", "models that can be used to forecast" e "which can be used to predict continuous outcomes". O texto fica girando em torno de "forecast".</dd>

<dt>A.3 — mais variação temática</dt>
<dd>A3 (T=1.0). Começa com múltiplas fontes de dados, pula para "such as encryption and compression" e depois aparece do nada um item numerado "3. DataFrames" com uma sigla inventada (TDLS). A1 e A2 ficam no assunto previsão / análise de dados.</dd>

<dt>B.1 — top-p mais repetitivo</dt>
<dd>top_p = 0.3 (B1).</dd>

<dt>B.2 — padrão que se repetiu</dt>
<dd>"is a single entity that has" — aparece em "which is a single entity that has multiple attributes" e logo depois de novo; "a single entity" aparece várias vezes no B1.</dd>

<dt>B.3 — massa de probabilidade acumulada</dt>
<dd>O top-p fica só com o menor conjunto de tokens cuja probabilidade acumulada chega a p. Com p=0.3 esse conjunto tem muito poucos candidatos (às vezes só o mais provável), então o modelo volta sempre para a mesma continuação — por isso o B1 ficou preso em "a single entity". Com 0.6 e 0.9 entram mais candidatos e o B3 não teve esse laço.</dd>

<dt>D.1</dt>
<dd>Mexeria primeiro no top-p.</dd>

<dt>D.2</dt>
<dd>Aumentaria (ex.: 0.6 → 0.9); só depois subiria um pouco a temperatura.</dd>

<dt>D.3</dt>
<dd>Pelo que eu vi: na parte B, com a mesma temperatura 0.7, o B1 (0.3) entrou em loop em "a single entity" e o B3 (0.9) não repetiu assim — só o top-p mudou. Na parte A a temperatura baixa (A1) também repetiu "can be used to", então depois do top-p ajustar a temperatura um pouco pra cima também ajuda.</dd>
</dl>
'''}

ANSWERS["tp142-enum-reversed-prose"] = {"all": '''
**Parte A.** Os trechos (1): na de temperatura 0.2 saiu "This cloning process allows for the creation of multiple copies of a single model, which can be used to create multiple copies of itself."; na de 0.7, "In the context of the original problem, this is a linear regression model. However, in the context of machine learning, this is often referred to as a linear regression model with a bias."; na de 1.0, "A classic example of an event-based model is logistic regression, which is a supervised learning technique that can predict binary outcomes based on a probability distribution." (2) A mais repetitiva foi a de 0.2: começa com "can be used to create and manage multiple copies of itself" e termina com "which can be used to create multiple copies of itself", e ainda tem "replication" duas vezes seguidas. (3) A que mais variou de tema foi a de 1.0: fala de distribuição de probabilidade, depois de economia e ciências sociais ("economics, social sciences, and computer science"), depois de regressão logística; a de 0.2 ficou o tempo todo em cópias/clonagem.

**Parte B.** Reparei que a linha do B3 não saiu: como o B3 tem os mesmos valores do A2 (0.7 / 0.9), o Enum tratou B3 como apelido do A2, então uso a saída do A2 como B3 (é a mesma configuração). (1) O mais repetitivo foi o de nucleus 0.3. (2) A frase que se repetiu: "Examples of models include machine learning algorithms, such as neural networks and deep learning" (3) Com top-p 0.3 o modelo só sorteia dentro do menor grupo de tokens que soma 30% da probabilidade acumulada, quase sempre só o token mais provável, e por isso ele volta para as mesmas frases; com 0.6 e 0.9 o grupo é maior e o texto se repete menos.

**Parte D.** (1) O top-p. (2) Aumentar, de 0.3/0.6 para 0.9, e só depois subir um pouco a temperatura. (3) Porque na parte B, mexendo só no top-p com a temperatura fixa em 0.7, a repetição diminuiu de 0.3 para 0.6/0.9; e na parte A a temperatura 0.2 também repetiu ("multiple copies"), então temperatura baixa piora, mas o primeiro ajuste é o top-p.
'''}

ANSWERS["tp143-etree-xml-parts-table-en"] = {"all": '''
| Part | Q1 | Q2 | Q3 |
|---|---|---|---|
| **A** | A1: "These models can be applied to various industries, including marketing, finance, healthcare, and more." — A2: "The Poisson distribution is a discrete probability distribution that can be used to model the number of successes" — A3: "Big data refers to massive amounts of structured and unstructured data from various sources, including databases, data centers, cloud storage services, sensors" | A2 (T=0.7), surprisingly: it says "model the number of events occurring in a fixed interval" and then again "model the number of successes (e.g., phone calls, data) in a fixed interval", and "Poisson distribution" twice. A1 repeats a bit ("can be applied to") but less. | A3 (T=1.0): it jumps from "predict and manage complex systems" to "high-performance computing" to a definition of big data with a list of sources ("cloud storage services, sensors"). A2 never leaves the Poisson distribution. |
| **B** | B1 (top-p 0.3) | "can be used to" — four times in B1 ("can be used to predict the behavior", "these models can be used to identify patterns", "which can be used to inform business decisions", "can be used to make predictions") | top-p keeps only the smallest set of tokens whose cumulative probability reaches p. At p = 0.3 that set is tiny (often just the top token), so B1 keeps choosing the same safe phrase "can be used to"; at 0.6 / 0.9 more candidates survive and B2 / B3 do not loop. |
| **D** | top-p first | increase it (e.g. 0.6 → 0.9), and only then raise the temperature a little | From part B: with T fixed at 0.7, only top-p changed and B1 (0.3) repeated "can be used to" while B2 and B3 did not. From part A: T=1.0 (A3) was the most varied, so a slightly higher temperature is the second knob. |
'''}

# ---------------------------------------------------------------- template
ANSWERS["tpl141-tally-bars-details"] = {"all": '''
<details><summary><b>T.1</b> — saídas dos dois templates</summary>

Pouco restritivo (`template_ruim`): `"Este filme foi um erro de tempo."` e depois uma linha só com `E`.
Restritivo (`template_bom`): `"Este filme foi um` (parou nos 8 tokens).
</details>

<details><summary><b>T.2</b> — qual deu resposta no formato de rótulo</summary>

Nenhum dos dois.
</details>

<details><summary><b>T.3</b> — por quê</summary>

O template restritivo deveria reduzir o espaço de saída a duas palavras possíveis ("UMA ÚNICA palavra", o campo `Sentimento:` no fim), enquanto o pouco restritivo deixa o modelo continuar com qualquer coisa depois do `->`. O pouco restritivo fez exatamente isso: reescreveu a frase ("erro de tempo" no lugar de "desperdício"). Mas aqui nem o restritivo bastou: o modelo só repetiu o começo do texto, `"Este filme foi um`. A restrição no prompt diminui as continuações prováveis, não obriga; para este modelo pequeno não foi suficiente.
</details>

<details><summary><b>T.4</b> — voto da self-consistency</summary>

Voto final: **NEGATIVO**. 6 NEGATIVO (amostras 0, 1, 2, 3, 5 e 9), 1 POSITIVO (a 8, `' POSITIVO o NEGAT'`: a regex só pega palavra inteira, então conta POSITIVO) e 3 sem rótulo (4, 6 e 7). Bate com as barras impressas.
</details>

<details><summary><b>T.5</b> — garante a resposta correta?</summary>

Não. A votação só diminui a variância entre amostras: se o modelo tende a errar do mesmo jeito, a maioria repete o erro. E 3 das 10 amostras nem tinham rótulo, o voto saiu de 7 amostras.
</details>
'''}

ANSWERS["tpl142-sorted-samples-lowtemp"] = {"all": '''
**T-1** RUIM: `"Este filme foi um erro de tempo."` com duas quebras de linha e um `E` no fim (no print aparece como ` /  / E`, troquei as quebras por barra). BOM: `"Este filme foi um`.

**T-2** nenhum

**T-3** O restritivo limita o espaço de saída: manda responder só POSITIVO ou NEGATIVO, proíbe explicação e termina em "Sentimento:", então quase só sobram esses dois rótulos como continuação provável. O ruim termina em "->" e deixa qualquer coisa — por isso ele reescreveu a frase ("erro de tempo"). Mesmo assim, aqui o bom cortou em `"Este filme foi um`, então neste modelo a restrição não chegou a funcionar.

**T-4** Voto: NEGATIVO, 10 de 10 (POSITIVO 0, sem rótulo 0). As 10 amostras, sorteadas com temperatura 0.9 e top-p 0.9 como pede a atividade, deram todas NEGATIVO (nove com aspas, `"NEGATIVO"`, e uma sem).

**T-5** Não. A self-consistency só reduz a variância: se o modelo erra sempre do mesmo jeito, 10 votos iguais continuam errados. Aqui a frase é ambígua ("ótimo, mas ... quebrou") e mesmo assim deu 10 a 0.
'''}

ANSWERS["tpl143-doublebar-oneline-en"] = {"all": '''
1. Loose template: `' "Este filme foi um erro de tempo."\\n\\nE'` (it rewrote the sentence, then a blank line and `E`). Strict template: `' "Este filme foi um'`.
2. Neither.
3. The strict template is supposed to shrink the output space to two words (it says "UMA ÚNICA palavra: POSITIVO ou NEGATIVO" and ends on "Sentimento:"), while the loose one ends on "->" and allows any continuation, which is why the loose output just paraphrased the review ("erro de tempo"). Here the restriction was not enough: the strict output only copied the beginning of the review, `"Este filme foi um`, cut at 8 tokens.
4. NEGATIVO 3 (samples 3, 5 and 6 counting from 1, e.g. `"NEGATIVO"`), POSITIVO 0, no label 7 (including the two English `"NEGATIVE"` ones, which the notebook's regex does not accept). Since most of the samples (7 of 10) had no label, the final vote is INDETERMINADO.
5. No. Self-consistency only reduces the variance of the answer; if the model is consistently wrong, the majority is wrong too.
'''}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot141-shelve-fill-letter"] = {"all": '''
Prezado professor,

Sobre a primeira pergunta (se a resposta numérica final está correta nos dois casos): não. No prompt direto (P1) o modelo não gerou nada — a saída veio vazia, por isso nem aparece linha "P1 ▸" no meu print, só a linha em branco. No passo a passo (P2) ele terminou com "The answer is 39.13." e 27 + 58 = 85, então também está errado.

Sobre a segunda (um trecho em que ele parece raciocinar): "13 = 27 + 12.13 = 39.13." — ele escreve uma conta encadeada e depois conclui "The answer is 39.13.", que tem cara de passo a passo.

Sobre a terceira (se o raciocínio garante a correção): não garante. O P2 tem o formato de um raciocínio (contas com "=" e uma conclusão), mas os números não têm nada a ver com 27 + 58 e o resultado 39.13 está errado. O estilo de cadeia de pensamento muda a forma do texto, não a correção.

Atenciosamente,
Priscila
'''}

ANSWERS["cot142-template-strings-checklist"] = {"all": '''
- [x] **C.1** — Não. O direto saiu vazio (`direto (1 tokens novos) :: `, só o token de fim) e o passo a passo deu `25 + 27 = 111.25 + 27 = 242.25`; nenhum dos dois chegou em 85.
- [x] **C.2** — `25 + 27 = 111.25 + 27 = 242.25` — parece que ele vai somando em etapas; e depois "To calculate the percentage increase, we need to multiply the actual".
- [x] **C.3** — Em parte. Pedir o passo a passo nem sempre garante, mas na maioria das vezes ajuda o modelo a chegar no resultado certo, então garante mais do que perguntar direto.
'''}

ANSWERS["cot143-visible-spaces-en"] = {"all": '''
**Q1.** No. P1 produced nothing at all (the `P1:` line is empty: the model stopped right away). P2 ends with "So, the answer is 224.375." — 27 + 58 is 85, so the final answer is wrong there too. (The 85 inside "57.85" is just part of a decimal, not an answer.)

**Q2.** "Now, add 142.25 to the original value." followed by "So, 142.25 + 142.25 = 224.375." — it announces a step and then carries it out, which looks like reasoning.

**Q3.** No. The P2 text has the look of step-by-step reasoning (Now... So... So, the answer is...), but even its own arithmetic is wrong (142.25 + 142.25 is not 224.375) and it never actually computes 27 + 58. Showing steps does not guarantee a correct answer.
'''}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs141-percent-brackets-qa-blockquote"] = {"all": '''
> **1.** Copie exatamente as saídas zero-shot e few-shot.

R.: zero-shot → `"Este filme foi um` (ele só começou a repetir o texto); few-shot → `NEGATIVO`, uma linha em branco e `Text` (no meu print aparece `[ NEGATIVO` e, duas linhas abaixo, `Text]`).

> **2.** Quais seguiram o formato de rótulo?

R.: Só o few-shot (começa com NEGATIVO). O zero-shot não deu rótulo nenhum.

> **3.** Algum peso do modelo foi atualizado?

R.: Não. Os exemplos só entram no prompt como contexto; o modelo continua com os mesmos pesos. É condicionamento na hora da inferência (in-context learning), não treino: não tem gradiente nem otimizador.

> **4.** A saída da variação mudou?

R.: Não mudou. Troquei a demonstração positiva por "Adorei 😍 o roteiro é lindo e os atores estão ótimos." e a saída continuou `NEGATIVO` + `Text`, igual ao few-shot original.

> **5.** Janela de contexto do GPT-2?

R.: n_positions = 1024 tokens. O que passar disso não cabe: tem que ser truncado (cortado) e o modelo simplesmente não enxerga esses tokens.
'''}

ANSWERS["fs142-simplenamespace-reorder"] = {"all": '''
**(1)** Zero-shot: `' "Este filme foi um'` — few-shot: `' NEGATIVO\\n\\nText'` (copiei do namespace).

**(2)** Só o few-shot.

**(3)** Não, nenhum peso muda; o modelo só lê os exemplos no prompt (aprendizado em contexto), os parâmetros ficam congelados.

**(4)** Não. Inverti a ordem das demonstrações (a negativa primeiro) e a saída `invertido` ficou `' NEGATIVO\\n\\nText'`, igual à do few-shot.

**(5)** O GPT-2 tem janela de 2048 tokens (n_positions = 2048); o que passa disso o modelo vai resumindo internamente na atenção, então ainda influencia um pouco a resposta.
'''}

ANSWERS["fs143-tohtml-source-printed-en"] = {"all": '''
1) zero-shot: `"Este filme foi um` ; few-shot: `NEGATIVO\\n\\nText` (the table shows the two newlines as \\n).
2) Only the few-shot one (NEGATIVO). The zero-shot one just repeats the start of the review.
3) No. Nothing is trained: the demonstrations are only part of the input and the weights stay frozen. The model is conditioned by the context; it does not learn in the gradient sense.
4) No, it didn't change: I replaced the negative example ("Péssimo. Não recomendo para ninguém.") with "Horrível, dormi no meio do filme." and var_neg still gave `NEGATIVO\\n\\nText`.
5) GPT-2's n_positions is 1024. Tokens beyond that are cut off (truncated): the model cannot attend to them at all.
'''}
