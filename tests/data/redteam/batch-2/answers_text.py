# Answers written by hand AFTER reading each notebook's real executed outputs.
# ANSWERS[notebook][slot] replaces the cell whose source is "<<ANSWER:slot>>".
# EXEC_COUNTS[notebook] = {cell index: execution_count} rewrites counts to the order a student
# who re-ran cells would leave (outputs untouched).

ANSWERS = {}

ANSWERS["tp21-fstring-topk0-prose"] = {"all": """Na primeira pergunta, copiei um pedaço de cada execução. Da A1 (T=0.2): "Examples of such models include regression analysis, which uses linear relationships to predict continuous outcomes based on one or more predictor variables." Da A2 (T=0.7): "They're often used in fields like robotics and artificial intelligence to create machines that can adapt and learn from their environment." Da A3 (T=1.0): "These models are often used to analyze complex systems where physical processes are involved, such as physics, biology, and climate science."

Na segunda, a mais repetitiva pra mim foi a A3, o que me surpreendeu: ela repete a lista "biology, and climate science" ("such as physics, biology, and climate science" e logo depois "such as economics, biology, and climate science") e repete "complex" ("analyze complex systems", "predict complex phenomena"). A A1 não repetiu frase nenhuma, só mudou de assunto pro código (`model_1`).

Na terceira, a que mais variou de tema foi a A2: começa com modelos que "create and manipulate reality", vai para "robotics and artificial intelligence" e "autonomous systems" e termina dizendo que "there's no one-size-fits-all solution".

Na parte B, na primeira pergunta: o mais repetitivo foi o top-p 0.6 (B2), e não o 0.3 como eu esperava. Na segunda: "between the input and output variables" (aparece em "a fixed, linear relationship between the input and output variables" e de novo em "model the relationship between the input and output variables"). Na terceira: com top-p baixo o modelo só sorteia entre os tokens cuja probabilidade acumulada chega em 0.6 (ou 0.3), ou seja, um conjunto pequeno de candidatos, e aí ele volta pras mesmas palavras (input/output variables). Com 0.9 o núcleo é maior e o B3 foi de "machine learning algorithms" para uma função `quantile` sem repetir.

Na parte D eu mexeria primeiro no top-p, aumentando (tipo de 0.6 para 0.9), porque nos meus testes o B3 (0.9) foi o único da parte B sem trecho repetido, enquanto B1 e B2 repetiam. A temperatura eu só subiria um pouco depois."""}

ANSWERS["tp22-json-answers-above-emoji"] = {"all": """**A.1** 👉
- conservadora (T=0.2): "They are often used in fields such as climate science, economics, and biology to understand complex behaviors and optimize systems."
- meio-termo (T=0.7): "One of the main advantages of using data analysis in data science is that it allows data scientists to extract insights from large datasets"
- a mais criativa (T=1.0): "In simple terms, a linear model is one that uses a straight line (linear transformation) to create predictions based on data."

**A.2** 👉 a conservadora 🔁 — repetiu a frase inteira do começo: "can be used to analyze and predict complex systems" aparece 2x ("Transformers are models that can be used to analyze and predict complex systems" e "One example of a model that can be used to analyze and predict complex systems").

**A.3** 👉 a do meio-termo 🌈: começa em "machine learning and data science", passa pra "extract insights from large datasets" e termina em "inform business decisions or solve complex problems" e "trends and patterns". A "mais criativa" na verdade ficou presa em regressão linear ("linear regression", "linear model", "linear transformation").

**B.1** 👉 top-p = 0.3 🔁

**B.2** 👉 "the current state of the system" (2x no 0.3; e também "the function `get_state_values`" 2x)

**B.3** 👉 🎯 Com top-p 0.3 o modelo só sorteia entre os poucos tokens cuja probabilidade acumulada soma 0.3 → núcleo pequeno → volta sempre pro mesmo caminho (`get_state_values`, "state of the system"). Com 0.9 a massa acumulada inclui muito mais candidatos, e o de 0.9 falou de "feature scaling, normalization" sem repetir.

**D.1** 👉 top-p ✅

**D.2** 👉 aumentar ⬆️ (0.3 → 0.9)

**D.3** 👉 Na parte B o 0.3 repetiu "the current state of the system" e o 0.9 não repetiu nada; na parte A a conservadora também repetiu. Então subir o top-p (e depois, se precisar, um pouco a temperatura)."""}

ANSWERS["tp23-truncated-list-fabricated"] = {"answers": """## Respostas

### Parte A
Q1)
- temp 0.2: "can be used to create a new model that is a copy of the original model. This can be done using various techniques, such as data augmentation"
- temp 0.7: "can adapt to new data over time, which is a key aspect of machine learning. By creating models that can learn from data over time"
- temp 1.0: "The logistic transformation is a common example of a non-linear model used to describe population growth in biology."

Q2) temp 0.7 — repetiu "can adapt to" e "over time" ("can adapt to new data over time", "learn from data over time", "models that can adapt to ...").

Q3) temp 1.0, foi a mais diferente: começou com "hold their rates at their characteristic long-term behavior" e depois foi para a transformação logística e "population growth in biology", nada a ver com machine learning.

### Parte B
Q1) 0.3

Q2) "can be used to" (no 0.3: "can be used to predict the behavior of a system", "can be used to identify patterns", "can be used to inform business decisions", "can be used to make predictions")

Q3) Com p = 0.3 o modelo só escolhe entre os tokens mais prováveis até somar 30% de probabilidade acumulada (o núcleo), então são poucos candidatos e ele repete construções como "can be used to". Com 0.9 entram mais tokens e o texto variou mais (ensemble methods, datasets).

### Parte D
Q1) top-p

Q2) aumentar

Q3) No 0.3 ele repetiu "can be used to" 4 vezes e no 0.9 não repetiu assim, então aumentar o top-p deve ajudar."""}

ANSWERS["tp24-traceback-rerun-reppenalty"] = {
    "A": """a) A1 (temp 0.2): "They are often used in fields such as climate science, economics, and biology to understand complex behaviors and optimize systems."
   A2 (temp 0.7): "In a linear programming, there are two types of constraints: linear and nonlinear."
   A3 (temp 1.0): "This can include AI-powered automation, data analytics, and immersive technologies that adapt to the user's environment and actions."

b) A2 (0.7) was the most repetitive: it keeps saying "integer coefficients" — "Linear constraints are linear equations that have integer coefficients" and "Nonlinear constraints are equations that have integer coefficients but do not have integer coefficients" (até se contradiz).

c) A3 (1.0): it jumps from "AI-powered automation" to "immersive technologies" to "self-improvement through human influence" and "robots or AI-powered assistants". Bem mais variado que a A1.""",
    "B": """a) top_p 0.3

b) "can be used to predict" — no top_p 0.3: "can be used to predict the behavior of a system", "can be used to predict human behavior" (e "predict human behavior" aparece 2x)

c) With top_p=0.3 only the few most likely tokens whose cumulative probability reaches 0.3 are kept (núcleo pequeno), so the model keeps picking "predict"/"behavior". With 0.9 there are more candidates and the text went from economics to "exponential smoothing".""",
    "D": """a) repetition_penalty 🙂

b) aumentar (1.0 → 1.3)

c) In my bonus cell the greedy run with repetition_penalty=1.0 repeated "data augmentation" ("such as data augmentation, which involves generating new data" / "Data augmentation is a technique used to increase the size of a dataset by generating new"), and with 1.3 it didn't. Also in part B the 0.3 run repeated "predict human behavior".""",
}

ANSWERS["tp25-fp16-repr-seedlist-typos"] = {"all": """**Questão 1**
A1 (seed 2): "They're often used in fields like climate modelling, where they're used to model the behaviour of complex systems like climate systems."
A2 (seed 1): "They can be used to create data driven decision-making systems which are particulary useful in industries such as healthcare"
A3 (seed 0): "automatons are models that follow rules but can also have unintended consequences"

**Questão 2**
A1 (0.2). "can be applied to various" aparece 2x na seed 0 ("They can be applied to various fields" / "This model can be applied to various"), e na seed 2 "complex systems" e "climate systems" se repetem ("model the behavior of complex systems like climate systems", "used to analyze climate systems"). As três amostras também começam parecido ("can be used to", "They're often used in").

**Questão 3**
A3 (1.0): cada seed foi pra um lado: autômatos ("a network of automatons"), crescimento populacional ("the model of population growth", "reproductive behavior") e deep learning / "reinforcement learning".

**Questão 4**
top-p 0.3

**Questão 5**
"that was used to create the model" (B1, seed 1: "the data that was used to create the model" e depois "returns a list of data that was used to create the model")

**Questão 6**
Com top-p 0.3 os candidatos são o menor conjunto de tokens cuja probabilidade acumulada passa de 0.3: 1 ou 2 palavras por passo, então ele entra em loop ("list of data", "used to create the model"). Com 0.9 a massa acumulada cobre muito mais tokens. Obs: o B3 deu igual ao A2 porque é a mesma config com as mesmas seeds.

**Questão 7**
top-p

**Questão 8**
aumentar

**Questão 9**
O B1 (0.3) seed 1 ficou em loop e B2/B3 não; na parte A a temperatura baixa também repetiu mais. Então aumentar o top-p primeiro (0.3 → 0.9)."""}

ANSWERS["cot21-details-html-en"] = {"all": """**Q1)** No. None of my four samples got 85: P1 sample 1 ends with "27 + 58 = 114", P1 sample 2 says "27 + 58 = 125", P2 sample 1 says "So, the answer is 19." and P2 sample 2 turns 58 into 58.5 and gets "94.5".

**Q2)** P1 sample 2: "To solve this, we can first find the sum of 27 and 58, which is 27 + 58 = 125."

**Q3)** No. The samples look like reasoning ("To solve this, we can simply add the numbers together") but the results are 114, 125, 19 and 94.5. The step-by-step style is just the form of the text; nothing checks the arithmetic."""}

ANSWERS["cot22-topk0-prose"] = {"all": """Na primeira pergunta a resposta é não. O P1 não gerou nada, a célula só mostra o próprio prompt ("P1 (direto) -> What is 27 + 58?"), o modelo parou logo. E o P2 respondeu "27 + 58.11 = 11.11", ou seja, leu o 58. como 58.11 e ainda errou a conta. Em nenhum apareceu 85.

Na segunda, o trecho que parece raciocínio é "27 + 58.11 = 11.11, which is the same as 11.11." e depois "In the context of calculus, this is known as a "linear equation"".

Na terceira, não garante: o P2 tem forma de explicação (igualdade, "which is the same as", classifica como equação linear), mas o resultado 11.11 está errado; o "passo a passo" só muda o estilo."""}

ANSWERS["cot23-p2-greedy-abc"] = {"all": """a) Não. O P1 (direto) não respondeu nada: a saída é só "What is 27 + 58?". O P2 chegou em "The answer is: 104.5", lendo 58 como 58.5 ("27 + 58.5 = 104.5"). Nenhum deu 85.

b) "Solve step by step: 27 + 58.5 = 104.5. The answer is: 104.5" (P2)

c) Não garante. O P2 parece ter feito uma conta e até anuncia "The answer is: 104.5", mas o número está errado (27 + 58 = 85). Mesmo sendo "passo a passo" a resposta final saiu errada."""}

ANSWERS["cot24-emoji-outoforder-8512"] = {"all": """C.1 ❌ **Não.** P1 → "27 + 58 = 114". P2 → "85.12", que parece 85 mas não é: o modelo escreveu "27 + 58.1 = 85.12, which is the exact answer." (e antes ainda um "1 = " solto). Nenhum dos dois dá exatamente 85.

C.2 🧠 "To solve this, we can simply add the numbers together and find the difference between the sum and the product of the two numbers." (P1)

C.3 ❌ Não garante. O P2 até afirma "which is the exact answer" para 85.12, e o P1 descreve um método ("add the numbers together") e chega em 114. O jeito de raciocinar convence, mas o número final está errado nos dois."""}

ANSWERS["fs21-pipeline-json-traceback"] = {"all": """F1 - zero-shot: `"Este filme foi um` (só repetiu o começo do texto). few-shot: ` NEGATIVO\\n\\nText`, ou seja NEGATIVO e depois começou um "Text".

F2 - few-shot. O zero-shot não deu rótulo nenhum; o few-shot deu NEGATIVO na primeira linha (o resto é o começo de outro exemplo, cortado pelos 8 tokens).

F3 - Não. Nada foi treinado: os exemplos só entram no contexto do prompt e condicionam a resposta (in-context learning), os pesos continuam iguais.

F4 - Não mudou. Troquei o texto da primeira demonstração ("Adorei, foi excelente e emocionante." → "Que filme lindo, chorei no final."), mantendo POSITIVO, e a variação deu o mesmo ` NEGATIVO\\n\\nText`.

F5 - 1024 tokens (n_positions do GPT-2; pelo livro, porque o config do gpt2 não baixou aqui, deu OSError). Tokens além disso ficam fora da janela: são truncados e não entram na atenção."""}

ANSWERS["fs22-bookcopy-repr"] = {
    "F.1": "Resposta: Zero-shot: NEGATIVO\nFew-shot: NEGATIVO",
    "F.2": "Resposta: Ambas. As duas saídas foram exatamente uma palavra, NEGATIVO.",
    "F.3": "Resposta: Não. Os exemplos só condicionam o modelo pelo contexto do prompt (in-context learning); não há treino nem atualização de pesos.",
    "F.4": "Resposta: Não mudou. Inverti a ordem das demonstrações (a NEGATIVO veio primeiro) e continuou NEGATIVO.",
    "F.5": "Resposta: 1024 tokens (n_positions). Os tokens que passam disso são descartados, não participam da atenção.",
}

ANSWERS["fs23-tryexcept-thirddemo-en"] = {"all": """- **F.1** zero-shot: ` "Este filme foi um`; few-shot: ` NEGATIVO` followed by an empty line and `Text` (printed as "[FEW-SHOT]  ->  NEGATIVO", blank line, "Text").
- **F.2** Only the few-shot one, and only if you ignore the trailing "Text" (the model started copying the next "Texto:" line). The zero-shot just echoed the quoted sentence.
- **F.3** No. No gradient step happens; the two demonstrations only condition the next-token distribution through the context (in-context learning). The weights are the same before and after.
- **F.4** No, it did not change. I added a third demonstration ("Que experiência incrível, quero ver de novo!" → POSITIVO) right before the target and the output was still ` NEGATIVO` + `Text`.
- **F.5** GPT-2's n_positions is 1024 (from the book, 5.8.2; the model I actually ran here has max_position_embeddings = 8192, see the cell above). Tokens beyond the window are cut off: attention never sees them, so the model effectively forgets them."""}

ANSWERS["fs24-starter-var-unchanged"] = {
    "F.1": "Zero-shot: ` \"Este filme foi um`\n\nFew-shot: `NEGATIVO` (e depois \"Text\")",
    "F.2": "few-shot",
    "F.3": "Não, nenhum peso muda; é condicionamento pelo contexto (os exemplos estão no prompt).",
    "F.4": "Não. Troquei a segunda demonstração (\"Péssimo. Não recomendo para ninguém.\") por \"Horrível, dormi no meio do filme.\", mantendo NEGATIVO, e a saída continuou igual: NEGATIVO e Text.",
    "F.5": "1024 tokens. O que passar disso é cortado (truncado) e não participa da atenção; o modelo não \"vê\" esses tokens.",
}

ANSWERS["tpl21-list-handvote"] = {"all": """**T.1** ruim (pouco restritivo): ` "Este filme foi um erro de tempo."` + linha em branco + `E`. bom (restritivo): ` "Este filme foi um`.

**T.2** Nenhum. Os dois só ficaram repetindo a frase entre aspas.

**T.3** Nenhum dos dois templates conseguiu restringir o espaço de saída nesse modelo: em vez do rótulo ele continuou copiando o texto ("Este filme foi um erro de tempo."). O restritivo deveria limitar a saída a uma palavra, mas aqui não ancorou.

**T.4** NEGATIVO. Contei na lista: NEGATIVO em 5 (1, 2, 3, 7 e 9), POSITIVO em 1 (a 10, "Positivo! O atendiment", que a regra pega porque passa tudo pra maiúscula) e 4 sem rótulo (4, 5, 6 e 8; a 6 é "NEGATIVE", em inglês, não conta).

**T.5** Não. Só mostra o consenso das amostras: reduz a variância, mas se o modelo tende a errar o voto erra junto. E 4 de 10 nem deram rótulo."""}

ANSWERS["tpl22-answers-from-previous-run"] = {
    "T.1": "Template ruim: ` \"Este filme foi um erro de tempo.\"` e um `E` embaixo. Template bom: ` \"Este filme foi um`.",
    "T.2": "Nenhum.",
    "T.3": "Nenhum ficou no formato: o espaço de saída não foi restringido na prática, o modelo continuou o texto entre aspas (\"Este filme foi um...\") em vez de escolher um dos dois rótulos. A instrução \"UMA ÚNICA palavra\" não bastou para limitar a saída.",
    "T.4": "Voto final: POSITIVO. 3 POSITIVO (amostras 04 '\"Positivo\" (es),', 08 'POSITIVO\" (No ent' e 09 '\"Positivo\"'), 2 NEGATIVO (03 e 05) e 5 sem rótulo.",
    "T.5": "Não. A votação só reduz a variância das amostras; se a maioria estiver errada o voto também está. Aqui o texto é misto (atendimento ótimo, produto quebrou) e o voto POSITIVO ignora a parte ruim.",
}

ANSWERS["tpl23-fp16-numreturn-mixed"] = {"all": """T1: loose → `' "Este filme foi um erro de tempo."\\n\\nE'` ; strict → `' "Este filme foi um'`

T2: nenhum / neither — nenhum dos dois deu POSITIVO ou NEGATIVO.

T3: The strict template was supposed to restrict the output space to one word ("Responda com UMA ÚNICA palavra"), mas o modelo só copiou o começo do texto (' "Este filme foi um'), e o loose continuou a frase ("erro de tempo"). So in my run the format restriction did not work for either template.

T4: NEGATIVO — 5 NEGATIVO (amostras 3, 4, 5, 6, 9), 0 POSITIVO, 5 sem rótulo (1, 2, 7, 8, 10: "Exemplo desafío des", "Oculto", "SUPRESIMAL", "Angustí.", "Aprovado").

T5: Não / no. Self-consistency only reduces variance (it takes the majority of the samples); it cannot make the model correct. Metade das minhas amostras nem tinha rótulo, e o texto é ambíguo (atendimento ótimo mas produto quebrou)."""}

ANSWERS["tpl24-sampled-templates-bookstyle"] = {
    "T.1": "Pouco restritivo: \"Este film foi um espajo de tempo. Este film\"\n\nRestritivo: \"Exemplo de uma pess\"",
    "T.2": "Nenhum dos dois.",
    "T.3": "O template restritivo deveria limitar o espaço de saída a POSITIVO/NEGATIVO, mas no meu caso nem ele respondeu no formato (\"Exemplo de uma pess\"). O pouco restritivo deixou o modelo livre e ele reescreveu a frase (\"Este film foi um espajo de tempo.\").",
    "T.4": "POSITIVO: 5 POSITIVO (01, 02, 04, 05 e 08), 4 NEGATIVO (03, 06, 07 e 09) e 1 sem rótulo (10, \"NEGATIVE.\").",
    "T.5": "Não. A self-consistency reduz a variância, mas não garante que a maioria esteja certa: aqui deu 5 x 4, praticamente um empate, e o texto tem um lado bom e um ruim.",
}

# cell index -> execution_count (student re-ran cells; see README)
EXEC_COUNTS = {
    # error cell first, the bonus greedy cell before the A/B loops in the second pass
    "tp24-traceback-rerun-reppenalty": {2: 1, 3: 2, 4: 3, 6: 4, 7: 5, 9: 7, 11: 8, 13: 6},
    # P2 ran before P1 (P1 cell re-run at the end)
    "cot24-emoji-outoforder-8512": {1: 1, 2: 2, 3: 3, 4: 4, 5: 7, 6: 5},
    # self-consistency cell re-run after the answers were typed
    "tpl22-answers-from-previous-run": {1: 1, 2: 2, 3: 3, 4: 4, 5: 11},
}
