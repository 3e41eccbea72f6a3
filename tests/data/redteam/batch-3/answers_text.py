"""Hand-written answers, typed after reading each notebook's real outputs (/tmp/rt3/out).

ANSWERS[name][slot] replaces the cell `<<ANSWER:slot>>` (markdown) or `# <<ANSWER:slot>>` (code).
Deliberate problems are listed in README.md and in expected.json's `why`.
"""

ANSWERS = {}

# ---------------------------------------------------------------- tp31 (honest; no accents;
# blockquoted question text, "R:" answers; excerpts span the numbered wrapped lines)
ANSWERS["tp31-forms-linenumbers-blockquote"] = {"all": '''\
> Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.

R: T=0.2: "They're designed to predict the effects of climate change on ecosystems, such as rising sea levels, more extreme weather events, and altered ecosystems."
T=0.7: "They are designed to be flexible and adaptable, allowing them to adjust their models as new information becomes available."
T=1.0: "These models can identify patterns and structures in data, such as correlations between variables and interactions with other factors."

> Em qual execução você observou maior repetição lexical ou estrutural? Justifique com base no texto gerado.

R: Na de T=0.2. Ela fica presa em mudanca climatica: fala "the effects of climate change on ecosystems" (linhas 02-03) e depois repete "Climate change mitigation efforts" e "reduce greenhouse gas emissions" quase igual ao "reducing greenhouse gas emissions" de antes (linhas 05-07). A palavra ecosystems aparece 3 vezes.

> Em qual execução houve maior variação temática ou semântica? Cite evidência textual concreta.

R: Na de T=1.0. Comeca com "identifying and redefining relationships between variables", passa pra "Predictive models, on the other hand, use algorithms to forecast outcomes" e termina em "regression analysis". Sao tres assuntos diferentes em 8 linhas, enquanto a de 0.2 so fala de clima.

> Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?

R: top_p = 0.3

> Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.

R: "models that can be used to predict the behavior of" (no bloco T=0.7 / top_p=0.6, linhas 01-03): aparece em "Transformers are models that can be used to predict the behavior of a single entity" e de novo em "they're models that can be used to predict the behavior of multiple entities".

> Relacione esse comportamento com a ideia de massa acumulada de probabilidade.

R: O top-p pega so os tokens mais provaveis ate a soma das probabilidades chegar em p. Com p=0.3 esse conjunto e minusculo (as vezes 1 ou 2 tokens), entao depois de "can be used to" o modelo quase sempre escolhe a mesma continuacao e volta pro "predict the behavior of". Com 0.9 a massa acumulada inclui bem mais candidatos e o texto anda (o de 0.9 foi de robotica pra clima).

> Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?

R: o top-p

> Você aumentaria ou diminuiria esse parâmetro?

R: aumentaria (de 0.3 pra uns 0.9)

> Justifique sua resposta com base nos experimentos realizados nas partes anteriores.

R: Na parte B so mudou o top-p e a repeticao caiu quando ele subiu: o 0.3 repetiu a frase inteira, o 0.9 nao. Na parte A, com top_p 0.9, a temperatura 0.2 tambem repetiu (clima/ecosystems), entao depois de subir o top-p eu subiria um pouco a temperatura, mas primeiro o top-p.
'''}

# ---------------------------------------------------------------- tp32 (problem: no_repeat_ngram_size=3,
# max_length=90; answers in a markdown table; the group never mentions the extra processor)
ANSWERS["tp32-coursefn-norepeat-maxlength"] = {"all": '''\
| Questão | Resposta |
|---|---|
| A.1 | **T=0.2:** "These models can be applied to various domains, including economics, where they can help optimize pricing strategies, optimize resource allocation, and even optimize decision-making processes." <br> **T=0.7:** "They're often used in applications like natural language processing and image recognition. However, these models can also have biases and errors" <br> **T=1.0:** "take advantage of the fact that most things are either animals or they're not. This perspective has been applied in various fields, including economics, medicine, and psychology" |
| A.2 | A de temperatura 0.2. Ela repete a mesma palavra e a mesma estrutura o tempo todo: "optimize a system", "optimize pricing strategies, optimize resource allocation, and even optimize decision-making processes" e depois "DAS is a software that uses algorithms to make decisions". |
| A.3 | A de temperatura 1.0: começa com "most things are either animals or they're not", vai para economia/medicina/psicologia e termina falando de telepatia ("The key to applying telepathy in psychology lies in recognizing that telepathy does not exist in reality"). |
| B.1 | top-p 0.3 |
| B.2 | "a function that takes a list of objects and returns a list" e logo depois quase igual: "take a list and return a list with the objects" |
| B.3 | Com top-p 0.3 só entram os tokens cuja probabilidade acumulada chega a 30%, então são pouquíssimos candidatos por passo e o texto volta sempre para "list ... objects". Com 0.9 a massa acumulada cobre muito mais tokens e o texto variou (regressão, variáveis dependentes). |
| D.1 | top-p |
| D.2 | Aumentaria |
| D.3 | Na parte B o top-p 0.3 foi o que mais repetiu e o 0.9 não repetiu; na parte A, mesmo com top-p 0.9, a temperatura baixa repetiu "optimize". Então primeiro aumentar o top-p e, se precisar, um pouco a temperatura. |
'''}

# ---------------------------------------------------------------- tp33 (honest; English; part B re-run:
# the answers quote the SECOND B block of the appended file)
ANSWERS["tp33-appendfile-cat-rerun-en"] = {"all": '''\
**Note:** I ran the Part B cell twice (the first B1 came out almost the same as A1, I thought I had a bug), so the txt file has two sets of B1/B2/B3. My answers for part B are about the **second** set, the last three blocks of the file.

**A.1** A1 (T=0.2): "One of the key benefits of using data analysis to create new entities is that it allows for the creation of new data from existing data."
A2 (T=0.7): "Examples of these models include the Autoregressive Integrated Moving Average (ARIMA) model, the Simple Linear Regression (SLR) model, and the SARIMA model."
A3 (T=1.0): "Companies that successfully adopt these models are poised for growth and can deliver tangible value to customers."

**A.2** A1. It keeps coming back to the same words: "create a new entity from a given set of existing entities", then "create new entities", "the creation of new data from existing data", and "data analysis" three times.

**A.3** A3. It starts with businesses ("help businesses optimize their operations, create new products, and increase revenue"), then jumps to "data-driven companies" and ends on "Digital technology, especially in the realm of data analytics". A2 stayed on a list of statistical models.

**B.1** top_p = 0.3 (B1)

**B.2** "multiple other entities" — second B1: "predict the behavior of a single entity based on multiple other entities" and then "create a single entity by combining multiple other entities".

**B.3** With top_p=0.3 the sampler only keeps the few most likely tokens whose cumulative probability reaches 0.3, so after "a single entity" it basically has one continuation and the sentence pattern comes back. At 0.9 the nucleus is much bigger (more candidates), and B3 moved from regression types to machine learning without repeating.

**D.1** top-p

**D.2** Increase it.

**D.3** In both runs of part B (the file has both) 0.3 was the loopiest (first run: "This can be done using various techniques, such as" twice; second run: "multiple other entities") and 0.9 was not. In part A the low temperature (0.2) was the repetitive one too, so after top-p I would raise the temperature a little.
'''}

# ---------------------------------------------------------------- tp34 (problem: the T=1.0 excerpt is
# rewritten; the answers are PRINTED, so the edited sentence also appears in an output)
ANSWERS["tp34-configs-csv-respostas-print"] = {"answers_code": '''\
RESPOSTAS = """
A.1 - a de T=0.2: "They are often used in machine learning algorithms, such as regression analysis, to identify patterns and relationships in data."
      a de T=0.7: "Optimization algorithms are a subset of algorithms that aim to find the best solution from among a set of possible solutions."
      a de T=1.0: "The beauty of immutable objects lies in the ability to make data structures more flexible and powerful in various areas, including programming and data science."

A.2 - A de temperatura 0.2. Ela repete "model" sem parar: "the `model` variable is a list of `model` objects, where each object represents a model. The `model` object is a dictionary with the `model` key".

A.3 - A de temperatura 1.0. Comeca dizendo que transformers "hold the same value over time", depois vira um texto de programacao sobre "immutable data structures" e "Unhashable types". As outras ficaram em machine learning/otimizacao.

B.1 - p = 0.3

B.2 - "predict human behavior" (aparece em "and even predict human behavior" e em "can be used to predict human behavior")

B.3 - Com p = 0.3 o modelo so sorteia entre os tokens que juntos somam 30% da probabilidade (massa acumulada pequena = poucos candidatos), entao ele repete "predict" e "This model". Com p = 0.9 entram mais tokens na soma e o texto fica mais variado.

D.1 - top-p
D.2 - aumentar
D.3 - No experimento da parte B, com T=0.7 fixo, o p=0.3 foi o mais repetitivo e o p=0.9 (de novo) nao repetiu frase nenhuma, so fez uma lista. Na parte A a T=0.2 tambem repetiu ("model"), mas o que resolveu no B foi subir o p.
"""
print(RESPOSTAS)'''}

# ---------------------------------------------------------------- cot31 (honest; max_length; no accents)
ANSWERS["cot31-maxlength-forms-semacento"] = {"all": '''\
C1: Nao. O direto nao respondeu nada, saiu so a pergunta "What is 27 + 58?" (o modelo parou na hora). O passo a passo deu "27 + 58.4 = 125.4, so the answer is 125.4" - ele leu o ponto final do prompt como 58.4 e somou errado (o certo e 85).

C2: "Solve step by step: 27 + 58.4 = 125.4, so the answer is 125.4."

C3: Nao garante. O passo a passo tem cara de raciocinio ("so the answer is") mas o numero esta errado: 125.4 nao e 27 + 58. O estilo de explicacao nao muda o fato de a conta estar errada.

(obs: usei max_length, entao o limite conta o prompt junto; mas os dois pararam sozinhos antes do limite)
'''}

# ---------------------------------------------------------------- cot32 (problem: C.3 is keywords only)
ANSWERS["cot32-numreturn3-keywords"] = {
    "C.1": 'Não. O P1 não gerou nada nas 3 amostras (só "What is 27 + 58?"). O P2 deu 85.5, 18 e 331.625 — nenhuma amostra deu 85.',
    "C.2": '"Solve step by step: 27 + 58.5 = 85.5, and the answer is 85.5." (P2, amostra 1)',
    "C.3": "Não. Estilo ≠ correção. Chain-of-thought; alucinação; modelo pequeno; temperatura.",
}

# ---------------------------------------------------------------- cot33 (honest; logging to stdout)
ANSWERS["cot33-logging-stdout-timestamps"] = {
    "C.1": 'Não. No P1 (direto) o log só mostra a própria pergunta "What is 27 + 58?", o modelo não escreveu nada. No P2 ele nem chega a somar: diz "we multiply 27 by 58" e chega em 1016. Nenhum dos dois dá 85.',
    "C.2": '"Now, we can calculate the value of 27 + 58. To calculate 27 + 58, we multiply 27 by 58." (P2, passo a passo)',
    "C.3": 'Não garante. O P2 tem toda a cara de passo a passo ("To calculate 27 + 58, we ..."), mas troca a soma por multiplicação e ainda escreve "58 × 58 × 5 = 1016", que nem é a multiplicação certa. Parecer um raciocínio não quer dizer que a conta esteja certa.',
}

# ---------------------------------------------------------------- cot34 (honest; English; special tokens)
ANSWERS["cot34-batch-leftpad-specialtokens-en"] = {"all": '''\
**Q: Is the final numeric answer correct in both cases? (C.1)**
A: No. P1 produced nothing: after "What is 27 + 58?" there are only `<|im_end|>` tokens (the model ended right away, the rest is padding). P2 says "27 + 58.0 = 105.0", which is wrong (27 + 58 = 85).

**Q: Excerpt where the model seems to reason (C.2)**
A: "Solve step by step: 27 + 58.0 = 105.0."

**Q: Does the reasoning guarantee correctness? (C.3)**
A: No. P2 writes an equation like a worked step, but the result 105.0 is wrong, and then it goes on with "there are 365 days in a month", which has nothing to do with the sum. Looking like reasoning is style, not correctness.
'''}

# ---------------------------------------------------------------- fs31 (problem: num_beams=3; ZS differs from greedy)
ANSWERS["fs31-generate_t5-beams-jsonascii"] = {
    "F.1": 'Zero-shot: `" Positivo\\n\\nTexto:"` (ou seja, "Positivo" e depois "Texto:")\n\nFew-shot: `" NEGATIVO\\n\\nText"` ("NEGATIVO" e depois "Text")',
    "F.2": "Ambas começam com um rótulo (Positivo / NEGATIVO), mas o zero-shot errou o sentimento e veio em minúsculas. Eu diria ambas.",
    "F.3": "Não. Os exemplos só entram no prompt (contexto); nenhum gradiente é calculado e os pesos continuam iguais. É in-context learning, condicionamento pelo contexto.",
    "F.4": 'Não mudou. Troquei a ordem das demonstrações (a NEGATIVO primeiro, depois a POSITIVO) e a saída continuou `" NEGATIVO\\n\\nText"`, igual ao few-shot.',
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso fica de fora: é truncado e o modelo não enxerga esses tokens.",
}

# ---------------------------------------------------------------- fs32 (honest; logging to stderr; label flip; table)
ANSWERS["fs32-labelflip-logging-table"] = {"all": '''\
| Questao | Resposta |
|---|---|
| F.1 | zero-shot: `' "Este filme foi um'` / few-shot: `' NEGATIVO\\n\\nText'` (copiei do log) |
| F.2 | few-shot (o zero-shot so repetiu o comeco do texto) |
| F.3 | Nao. Nenhum peso muda, os exemplos so condicionam a resposta pelo contexto (in-context learning), nao tem treino nem gradiente. |
| F.4 | Nao mudou. Inverti os rotulos das duas demonstracoes ("Adorei, foi excelente e emocionante." ficou NEGATIVO e "Péssimo. Não recomendo para ninguém." ficou POSITIVO) e a saida continuou `' NEGATIVO\\n\\nText'`. Ou seja, o modelo nao seguiu o mapeamento invertido, foi pelo sentido do texto. |
| F.5 | 1024 tokens. Tokens alem disso nao cabem: sao cortados (truncamento) e o modelo nao consegue prestar atencao neles. |
'''}

# ---------------------------------------------------------------- fs33 (problem: F.4 claims a change the output does not show)
ANSWERS["fs33-pprint-dicts-english-demo"] = {
    "partA": '''\
**3.1 –** Zero-shot: `' "Este filme foi um'` — few-shot: `' NEGATIVO\\n\\nText'`

**3.2 –** Só o few-shot. O zero-shot começou a repetir o texto ("Este filme foi um") em vez de dar um rótulo.

**3.3 –** Não. Nada é treinado: os exemplos ficam no prompt e só condicionam a próxima palavra (in-context learning). Os pesos são os mesmos antes e depois.''',
    "partB": '''\
**3.4 –** Sim, mudou. Com a primeira demonstração em inglês ("I loved it, it was excellent and exciting.") o modelo respondeu só `NEGATIVO`, sem o "Text" que aparecia depois no few-shot original.

**3.5 –** 1024 tokens (`n_positions`). Se o prompt passar disso, os tokens excedentes são truncados e ficam fora da atenção.''',
}

# ---------------------------------------------------------------- fs34 (problem: F.4 never answered)
ANSWERS["fs34-bare-expr-missing-f4"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'`\n\nfew-shot: `' NEGATIVO\\n\\nText'`",
    "F.2": "few-shot",
    "F.3": "Não, nenhum peso é atualizado. O modelo só usa os exemplos como contexto na hora de gerar.",
    "F.5": "1024 tokens. Os que ficam fora dessa janela são descartados (truncados): o modelo não os vê.",
}

# ---------------------------------------------------------------- tpl31 (honest; mode over labels incl. None)
ANSWERS["tpl31-mode-none-vote"] = {"all": '''\
1. ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` / bom: `' "Este filme foi um'`
2. nenhum
3. Nenhum dos dois restringiu de fato o espaco de saida: o modelo continuou o texto entre aspas (no ruim ate reescreveu "Este filme foi um erro de tempo.") em vez de escolher entre so duas palavras. O bom pede "UMA ÚNICA palavra", mas a saida dele e `"Este filme foi um`, entao a instrucao nao limitou o que ele gera.
4. Voto final NEGATIVO. 5 NEGATIVO (seeds 0, 1, 4, 5, 8), 0 POSITIVO e 5 sem rotulo (seeds 2, 3, 6, 7, 9; a seed 2 e "NEGATIVE_OPERATIV", nao conta). Obs: o meu `max(set(rotulos), key=rotulos.count)` considera o None como candidato, entao na verdade deu empate 5 x 5 entre NEGATIVO e None e saiu NEGATIVO pela ordem do set. Pela regra do curso (sem rotulo nao vota) o voto tambem e NEGATIVO, 5 a 0.
5. Nao. A votacao so diminui a variancia entre amostras. Aqui metade das amostras nem tinha rotulo e o texto e misto (atendimento otimo, produto quebrou); se a maioria erra, o voto erra junto.
'''}

# ---------------------------------------------------------------- tpl32 (honest; DataFrame; course helpers)
ANSWERS["tpl32-dataframe-display-exercicio"] = {
    "partA": '''\
**Item 1:** Template ruim: ` "Este filme foi um erro de tempo."` e na linha de baixo `E`. Template bom: ` "Este filme foi um`.

**Item 2:** Nenhum.

**Item 3:** O template bom deveria restringir o espaço de saída a duas palavras, mas o modelo ignorou a instrução e só começou a repetir a frase ("Este filme foi um"). O ruim também repetiu a frase e trocou "desperdício" por "erro" ("Este filme foi um erro de tempo."). Nenhum dos dois ficou limitado ao rótulo.''',
    "partB": '''\
**Item 1:** VOTO FINAL: POSITIVO. 2 POSITIVO (amostras 2 "Positivo.\\nTexto:" e 9 "Positivo.\\n\\nTexto"), 0 NEGATIVO e 8 sem rótulo (a 4 é "NEGATIVE", em inglês, e a 7 "Opositive", que a regex não pega).

**Item 2:** Não. O voto saiu de só 2 amostras em 10, e o texto é ambíguo (produto quebrou). A self-consistency reduz a variância, mas se as amostras estão erradas o voto também está.''',
}

# ---------------------------------------------------------------- tpl33 (honest; English; batched templates)
ANSWERS["tpl33-batch-negfirst-en"] = {"all": '''\
**Q1.** LOOSE: "Este filme foi um erro de tempo." followed by a line with "E". STRICT: "Este filme foi um erro de tempo." followed by "Text". (I generated both in one batch with 16 new tokens.)

**Q2.** None.

**Q3.** Neither output is a label. The strict template says "UMA ÚNICA palavra", but that only restricts the output space if the model follows the instruction; here both templates just made the model rewrite the sentence ("Este filme foi um erro de tempo."). The instruction narrowed nothing for this small model.

**Q4.** NEGATIVO: 4 NEGATIVO (samples 2, 3, 4, 7), 2 POSITIVO (sample 1, `"Positivo" ou "`, and sample 8, `POSITIVO, NEGATIVE`) and 4 with no label (5, 6, 9, 10). My rule checks NEGATIVO first, but no sample had both Portuguese words, so the order did not matter (sample 8 has "NEGATIVE", which is English).

**Q5.** No. It only makes the answer more stable (less variance across samples); 4 of 10 samples had no label at all, and a majority can still be wrong.
'''}

# ---------------------------------------------------------------- tpl34 (problem: STRICT output "completed" in T.1)
ANSWERS["tpl34-pprint-edited-t1"] = {
    "T.1": 'Template ruim: "Este filme foi um erro de tempo."\n\nTemplate bom: "Este filme foi um desperdício de tempo."',
    "T.2": "Nenhum.",
    "T.3": 'Os dois só repetiram a frase de entrada ("Este filme foi um desperdício de tempo.") em vez de responder com o rótulo: a instrução não restringiu o espaço de saída; o modelo trata o prompt como texto a continuar.',
    "T.4": "Voto: POSITIVO. 2 POSITIVO (' Positivo.\\nProcurro' e ' POSITIVO o NEGAT'), 1 NEGATIVO (' NEGATIVO.\\n\\n') e 7 sem rótulo.",
    "T.5": "Não. Só reduz a variância: o voto aqui saiu de 2 amostras contra 1, com 7 sem rótulo, e a frase é ambígua.",
}

# execution counts rewritten (none in batch 3; tp33's re-run shows as the gap left by the removed first run)
EXEC_COUNTS = {}
