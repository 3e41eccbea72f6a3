# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt12/out, attribution_check.py).
# Deliberate problems are described in make_expected.py's whys (and README.md / HELDOUT.md).
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp121-yamldump-questao-ids"] = {"all": """
- **Questão A1** — A1 (T=0.2): "Climate change is a global issue that requires a collective effort to address it."
  A2 (T=0.7): "The goal is to create a model that can predict future outcomes based on historical data, without requiring prior knowledge about the outcome."
  A3 (T=1.0): "Users can now use data to influence their own behavior, allowing for personal data management and analytics."
- **Questão A2** — A1 (T=0.2). Fica girando em "climate change" e "collective": "Climate change is a collective problem that requires a collective solution" e logo depois "The idea of climate change as a collective problem is rooted in the concept of collective action". "collective" aparece 5 vezes.
- **Questão A3** — A3 (T=1.0). Começa em "analyze data, take in feedback from users", passa para "personal data management and analytics" e termina falando que "This shift has already begun, and it's likely to continue as more devices and tools become connected". A1 fica só em mudança climática e A2 só em modelo preditivo.
- **Questão B1** — ~~top-p 0.3 (B1)~~ corrigindo depois de reler: **top-p 0.6 (B2)**. O B1 repete "accurate and reliable" / "accuracy and reliability", mas o B2 repete mais: "multiple" aparece 4 vezes ("multiple variables" duas vezes seguidas e "multiple linear regression" duas vezes).
- **Questão B2** — "multiple linear regression" (B2: "The term "multiple linear regression" is often used to refer to a type of multiple linear regression").
- **Questão B3** — O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com p baixo (0.3 e 0.6) esse conjunto tem poucos candidatos e o modelo volta para as mesmas palavras (no B2 "multiple variables" e "multiple linear regression"); com 0.9 entram mais tokens. Nas minhas saídas a diferença entre B1 e B2 foi pequena.
- **Questão D1** — o top-p.
- **Questão D2** — aumentaria (0.3/0.6 → 0.9).
- **Questão D3** — Nas partes A e B quem repetiu foram as execuções com a distribuição mais "fechada": o A1 (T=0.2) preso em "collective" e o B2 (top-p 0.6) em "multiple". Como o top-p controla diretamente quantos candidatos entram no sorteio, abrir o núcleo é o primeiro passo; a temperatura eu só subiria um pouco depois (o A3, com T=1.0, já não repetiu nada).
"""}

ANSWERS["tp122-capture-show-htmltable"] = {"all": """
<table>
<tr><th>Questão</th><th>Resposta</th></tr>
<tr><td>A.1</td><td>A1 (0.2): "These models can be used to predict the behavior of a system based on its inputs"<br>A2 (0.7): "They are often used in data analysis, but can also be used to create models that take into account multiple variables."<br>A3 (1.0): "This perspective emphasizes the importance of economics in understanding complex social phenomena"</td></tr>
<tr><td>A.2</td><td>A3 (temperatura 1.0). A palavra "behavior" aparece 6 vezes (é a mais comum da tabela: behavior(6)): "consumer behavior, market behavior, and organizational behavior" e depois de novo "such as consumer behavior and organizational behavior".</td></tr>
<tr><td>A.3</td><td>A3 também: sai de "predict economic behavior based on economic principles", vai para "complex social phenomena" e termina em "The model of machine learning is a form of reinforcement learning".</td></tr>
<tr><td>B.1</td><td>0.3 (B1), 22 trigramas repetidos na minha tabela.</td></tr>
<tr><td>B.2</td><td>"to create a new model that is a copy of the original model" (duas vezes no B1)</td></tr>
<tr><td>B.3</td><td>Com top-p = 0.3 só entram no sorteio os tokens mais prováveis até somar 30% da massa de probabilidade acumulada; sobram pouquíssimas opções e o B1 acabou repetindo a mesma frase ("a copy of the original model"). Com 0.9 o núcleo fica maior e o B3 não repetiu frases.</td></tr>
<tr><td>D.1</td><td>top-p</td></tr>
<tr><td>D.2</td><td>aumentar</td></tr>
<tr><td>D.3</td><td>Na parte B, com a temperatura fixa em 0.7, o B1 (0.3) repetiu a frase inteira e o B3 (0.9) não; então aumentar o top-p resolve a repetição. Na parte A a temperatura mais alta (A3) também repetiu palavras ("behavior"), então mexer só na temperatura não adiantaria.</td></tr>
</table>
"""}

ANSWERS["tp123-numreturn3-pick1-en"] = {"all": """
**A.1**
- the coldest run (T=0.2): "They are often used in fields such as climate science, economics, and biology to model complex interactions and optimize systems."
- the middle one (T=0.7): "One of the key characteristics of these models is that they're self-organizing, meaning that they can learn and adapt as they're deployed."
- the hottest one (T=1.0): "When the number of hours exceeds 8 hours, the model breaks down, and it reaches the maximum possible value."

**A.2** The coldest one (T=0.2). It says "can be used to predict the behavior of a single entity based on multiple attributes" twice, and "a function that takes a list of attributes as" also twice — it basically loops on its first sentence.

**A.3** The middle one (T=0.7), which I did not expect: it goes from "the effects of the environment" to "climate change, resource availability, and human behavior", then to "human performance and decision-making" and ends on "self-organizing" models. The hottest one stays on one strange idea the whole time (a model that breaks down after "8 hours").

**B.1** The middle top-p (0.6). It repeats "Climate change" four times and starts two sentences in a row with "Climate change is a". The 0.3 one also talks about climate change, but less.

**B.2** "Climate change is a" — "Climate change is a global issue that requires a comprehensive approach to address. Climate change is a collective effort that involves governments, businesses, and individuals"

**B.3** With top-p the model samples from the smallest set of tokens whose cumulative probability reaches p. At 0.6 (and 0.3) that set is small, so once "climate change" is likely it keeps coming back. At 0.9 the set is larger. Note: the last one (top_p=0.9) is the same configuration as the middle temperature run and, with the same seed, it printed exactly the same three samples.

**D.1** top-p.

**D.2** Increase it.

**D.3** In part B only top-p changed: the lower values (0.6, 0.3) got stuck on "climate change", the last one (0.9) did not. In part A the coldest run looped on its first sentence while the warmer ones did not, so after opening top-p I would also raise the temperature a little.
"""}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot121-fstring-equals-minnew"] = {"all": """
**Q1** Não. Na P1 o modelo escreveu "27 + 58 = 149" e na P2 "The final answer is 125.83.". Nenhuma das duas deu 85.

**Q2** "To find 27 + 58, we simply add the numbers: 27 + 58 = 149."

**Q3** Não garante. A P1 tem cara de raciocínio ("we simply add the numbers") e mesmo assim o resultado está errado (149), e a P2 afirma "The final answer is 125.83." com toda a confiança. O formato de passo a passo é só estilo: o texto parece um raciocínio, mas a conta não foi feita.
"""}

ANSWERS["cot122-df-display-str-repr-en"] = {"all": """
**Answer 1.** No. P1 (seed 1221) came out empty (the repr is `''`) and P2 starts with "25 = 104.25" — 104.25, not 85.

**Answer 2.** From P2: "25 = 104.25 ... So, 104.25 is a fractional decimal."

**Answer 3.** No. The "So, ..." makes it look like a chain of reasoning, but the number is wrong from the first line and the last sentence ("The decimal 104.25 is equal to 1.") contradicts the previous one. Looking like reasoning does not mean the arithmetic was done.
"""}

ANSWERS["cot123-regex-numbers-ordinal-headings"] = {"all": """
#### 1)
Não. A P1 saiu vazia (`<vazio>`, nenhum número) e na P2 o último número é 89.25, não 85.

#### 2)
"The result is the result of the formula 27 + 58.25 = 89.25."

#### 3)
Não. A P2 até escreve uma "fórmula", mas trocou 58 por 58.25 e mesmo assim errou a soma (27 + 58.25 daria 85.25, não 89.25). Parece raciocínio, mas nada garante que a conta esteja certa.
"""}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs121-difflib-strrepr-htmlcomment-draft"] = {"all": """
<!-- rascunho escrito antes de rodar (copiado do livro):
F.1: NEGATIVO / NEGATIVO
F.2: ambas
F.4: sim, mudou
-->
- **F.1** zero-shot: ` "Este filme foi um` · few-shot: ` NEGATIVO` e na linha seguinte `Text` (no repr: `' NEGATIVO\\n\\nText'`)
- **F.2** Só o few-shot. O zero-shot repetiu o começo do texto em vez de dar um rótulo.
- **F.3** Não. Os exemplos só entram como contexto do prompt (condicionamento / in-context learning); nenhum gradiente é calculado e os pesos continuam os mesmos.
- **F.4** Não mudou: inverti a ordem das duas demonstrações (a negativa primeiro, ver o diff) e a saída continuou ` NEGATIVO` + `Text`, igual ao few-shot.
- **F.5** 1024 tokens (n_positions do GPT-2). O que passar disso fica fora da janela: precisa ser truncado e o modelo não enxerga esses tokens.
"""}

ANSWERS["fs122-tolatex-query-changed"] = {"all": """
F1) ZS: ` "Este filme foi um` · FS: ` NEGATIVO` e depois `Text` na linha de baixo.

F2) Só o few-shot (NEGATIVO); o zero-shot copiou o começo da frase.

F3) Não. Os exemplos são só parte da entrada: o modelo condiciona a resposta neles (in-context learning), mas nenhum peso é atualizado, não tem treino nem gradiente.

F4) Não mudou. Na VAR eu troquei o texto a ser classificado por uma crítica positiva ("Que filme lindo, chorei no final.") e o modelo continuou respondendo NEGATIVO, então ele nem está lendo direito o texto.

F5) 1024 tokens. Os tokens que passam da janela são cortados (truncados); o modelo não consegue prestar atenção neles.
"""}

ANSWERS["fs123-namespace-noinstruction"] = {"all": """
- F.1: zero-shot `' "Este filme foi um'` · few-shot `' NEGATIVO\\n\\nText'`
- F.2: few-shot
- F.3: Não. ICL, condicionamento.
- F.4: Não. Tirei a linha de instrução ("Classifique o sentimento como POSITIVO ou NEGATIVO.") e deixei só as duas demonstrações: a saída continuou `' NEGATIVO\\n\\nText'`, igual ao few-shot.
- F.5: 1024 tokens (n_positions do GPT-2). O que ficar além disso não cabe na janela: é truncado e o modelo não vê.
"""}

# ---------------------------------------------------------------- template
ANSWERS["tpl121-defaultdict-pprint-barchart"] = {"all": """
a) pouco restritivo: `' "Este filme foi um erro de tempo."\\n\\nE'` · restritivo: `' "Este filme foi um'`

b) nenhum

c) O template restritivo tenta fechar o espaço de saída em duas palavras (POSITIVO ou NEGATIVO, "Não explique"), o que deveria tirar do modelo a opção de continuar o texto. Aqui não funcionou: o restritivo só repetiu o começo da frase (`"Este filme foi um`, cortado nos 8 tokens) e o pouco restritivo reescreveu a frase trocando "desperdício" por "erro".

d) Voto: POSITIVO. POSITIVO 2 (`' Positivo\\nValores: N'` e `' Positivo ou NEGATIV'`, onde o primeiro rótulo é Positivo), NEGATIVO 1 (`' NEGATIVO.\\nText'`), sem rótulo 7 (os em inglês, `' POSITIVE!"\\n\\nEl result'` e `' "NEGATIVE"\\n\\nEx'`, não contam).

e) Não. A maioria de 2 contra 1 saiu POSITIVO, mas o texto é misto (atendimento ótimo, produto quebrou); votar só reduz a variância das amostras, não corrige um viés do modelo.
"""}

ANSWERS["tpl122-sc-temp02-arrow-lines"] = {"all": """
- **Questão T1** — solto: ` "Este filme foi um erro de tempo."` e depois uma linha com `E`; rígido: ` "Este filme foi um`
- **Questão T2** — nenhum
- **Questão T3** — O rígido restringe o espaço de saída (só POSITIVO ou NEGATIVO, sem explicação), o solto deixa o modelo continuar como quiser. No meu caso nenhum obedeceu: o rígido parou em ` "Este filme foi um` e o solto reescreveu a frase.
- **Questão T4** — NEGATIVO. 10 NEGATIVO, 0 POSITIVO, 0 sem rótulo (8 vezes `' "NEGATIVO"\\n'` e 2 vezes `' NEGATIVO\\n\\nText'`).
- **Questão T5** — Não. Todas as 10 amostras concordaram, mas concordar não quer dizer estar certo: se o modelo tem um viés, a maioria repete o viés. A self-consistency só reduz a variância.
"""}

ANSWERS["tpl123-numreturn-enumerate-tuples-percent-en"] = {"all": """
**(T.1)** loose: `' "Este filme foi um erro de tempo."\\n\\nE'` — strict: `' "Este filme foi um'`

**(T.2)** Neither.

**(T.3)** The strict template is supposed to shrink the output space to two possible words, so the most likely continuation should be a label. It did not work with this model: the strict one just repeated the start of the review (`' "Este filme foi um'`, cut after 8 tokens) and the loose one rewrote the sentence ("erro" instead of "desperdício").

**(T.4)** NEGATIVO: 60% of the samples were NEGATIVO (1, 2, 3, 5, 6, 9), 10% POSITIVO (7, `' Positivo.\\n\\nTexto'`) and 30% had no label (0, 4 — the English `' NEGATIVE (Otín)'` does not count — and 8). So the majority vote is NEGATIVO.

**(T.5)** No. The vote only makes the answer more stable (less variance); if most samples are wrong, the vote is wrong too.
"""}
