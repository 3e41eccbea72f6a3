"""Hand-written answers, typed after reading each notebook's real outputs (/tmp/rt5/out).

ANSWERS[name][slot] replaces the cell `<<ANSWER:slot>>` (markdown) or `# <<ANSWER:slot>>` (code).
Deliberate problems are listed in README.md and in expected.json's `why`.
"""

ANSWERS = {}

# ---------------------------------------------------------------- tp51 (honest; course Colab shape; answers in
# cells right after each loop's output, under headings, no question ids; samples named "amostra n")
ANSWERS["tp51-colab-rich-2samples-unlabeled"] = {
    "A.1": '''\
Trechos (um de cada temperatura):

- **0.2, amostra 1:** "In other words, they are models that can be used to optimize the behavior of a system by analyzing its constituent parts and applying optimization techniques to achieve the desired outcome."
- **0.7, amostra 2:** "Examples include cosmology (the study of the origin, evolution, and fate of the universe) and astrobiology (the search for life beyond Earth)."
- **1.0, amostra 2:** "The random process that defines the model is the Markov Chain. The process is reversible, and by applying the identity m_i(X_i) = X_i, we obtain the identity m_i(X_i) = m_i(X_i)."''',
    "A.2": '''\
A de temperatura 0.2 foi a mais repetitiva, nas duas amostras. Na amostra 1 a mesma estrutura volta quase igual: "can be used to optimize the behavior of a system based on the behavior of its constituent parts" e logo depois "can be used to optimize the behavior of a system by analyzing its constituent parts". Na amostra 2 é o "climate change mitigation efforts" que aparece duas vezes, junto com "greenhouse gas emissions" duas vezes.''',
    "A.3": '''\
Achei que foi a de 0.7 (amostra 2), e não a de 1.0 como eu esperava: ela começa nas "laws of physics", passa para previsão de eventos, depois para "cosmology (the study of the origin, evolution, and fate of the universe)" e "astrobiology (the search for life beyond Earth)" e termina falando de "emergence". A amostra 1 de 0.7 também muda de assunto (de modelos para "Data analysts"). As de 1.0 ficaram num assunto só (física/matemática e Markov Chain) e a amostra 2 de 1.0 ainda repete "the identity m_i(X_i)".''',
    "B.1": '''\
Top-p = 0.3. Foi o único em que uma frase inteira se repetiu (amostra 1).''',
    "B.2": '''\
"can be used to create a new model that is a copy of the original model" — aparece no começo da amostra 1 de top-p 0.3 e de novo depois de "One example of a modeler is the NaCl model, which is a type of neural network that".''',
    "B.3": '''\
O top-p corta a distribuição: fica só o menor conjunto de tokens cuja probabilidade acumulada chega em p, e o sorteio é feito dentro dele. Com p = 0.3 esse conjunto é minúsculo (muitas vezes 1 ou 2 tokens), então quando o modelo volta para "a type of neural network that can be used to", o caminho mais provável é o mesmo de antes e ele reescreve "create a new model that is a copy of the original model". Com 0.6 e 0.9 entra mais massa de probabilidade, mais candidatos, e nenhuma frase se repetiu (a amostra 1 de 0.9 foi de "rely on data" para "Data analysts").''',
    "D.1": '''\
O top-p.''',
    "D.2": '''\
Aumentaria (por exemplo de 0.3/0.6 para 0.9).''',
    "D.3": '''\
Nas minhas execuções da parte B a repetição de frase inteira só apareceu com top-p 0.3 ("a copy of the original model" duas vezes); com 0.6 e 0.9, mesma temperatura 0.7, o texto andou sem repetir. Então o que mais mexeu na repetição foi o tamanho do núcleo. Na parte A a temperatura baixa (0.2) também repetiu, mas só subir a temperatura deixa o texto mais aleatório sem ampliar o conjunto de candidatos; primeiro eu subiria o top-p e depois ajustaria a temperatura se precisasse.''',
}

# ---------------------------------------------------------------- tp52 (PROBLEM: the Part A cell was re-run with
# seed 7 after these answers were written; A.1-A.3 quote the earlier seed-3 draw, which is no longer in the notebook
# (stale_run_tp52.py regenerates it). Part B and D answered from the displayed output.)
ANSWERS["tp52-pilcrow-table-stale-seed"] = {
    "A.1": '''\
- A1 (T=0.2): "This can be done using various techniques, such as data augmentation, which involves generating new data by applying transformations to existing data."
- A2 (T=0.7): "In data science, metrics like precision, recall, and accuracy are often used to evaluate the performance of models."
- A3 (T=1.0): "Some examples of human behavior-driven autonomous systems include self-driving cars, which are designed to react to their surroundings."''',
    "A.2": '''\
A1 (T=0.2). Ela repete a frase "generating new data by applying transformations to existing data" duas vezes seguidas e também "This can be done using various techniques, such as" duas vezes.''',
    "A.3": '''\
A3 (T=1.0): sai de comportamento baseado em dados para "autonomous systems", depois "self-driving cars" e "AI-powered assistants, such as smart home automation". Muda de assunto várias vezes.''',
    "B.1": '''\
p = 0.3 (B1).''',
    "B.2": '''\
"In the context of data analysis," — aparece duas vezes no B1 (antes de "models like regression analysis" e antes de "regression analysis is a statistical technique").''',
    "B.3": '''\
Com top-p = 0.3 o modelo só sorteia entre os poucos tokens que somam 30% da probabilidade acumulada; o resto é descartado. Com poucos candidatos, o modelo tende a voltar sempre pelo caminho mais provável, por isso o B1 repetiu "In the context of data analysis" e "regression analysis". Com 0.6 e 0.9 a massa acumulada inclui mais tokens e o B2 / B3 variaram mais.''',
    "D.1": '''\
top-p''',
    "D.2": '''\
aumentar''',
    "D.3": '''\
Na parte B, com a mesma temperatura, só o B1 (p=0.3) repetiu uma frase inteira; o B2 e o B3 não. Então aumentar o top-p (0.3 → 0.9) aumenta o conjunto de candidatos e tira o texto do loop. Na parte A o A1 (T=0.2) repetiu bastante também, mas temperatura é o segundo ajuste.''',
}

# ---------------------------------------------------------------- tp53 (honest; English; runs named in words;
# A.2 names the coldest run (distinct-2 lowest; rep3 would name the hottest); B.1 the middle top-p)
ANSWERS["tp53-tqdm-df-htmlpre-english"] = {"all": '''\
**(A.1)** Excerpts (the table above cuts the text, these are from the full outputs below it):
- coldest run (T=0.2): "Data analysis is a subset of data science, and data science is a field that combines data analysis, machine learning, and statistics to extract insights from data."
- middle run (T=0.7): "The goal of a modeler is to balance model accuracy with interpretability."
- hottest run (T=1.0): "They can take data, create models that learn from that data, and then apply those models to various tasks. The goal of modern reinforcement learning is to enable machines to learn from data."

**(A.2)** The coldest one. It keeps going around the same words: "data science" and "data analysis" come back in almost every clause, ending in "Data science involves using data analysis to create and improve data science", which is circular. The hottest one repeats "learn from data" a few times too ("the ability to learn from data and the ability to learn from existing knowledge"), but it at least changes subject.

**(A.3)** The middle one (T=0.7). It goes from "the probability of a particular outcome" to machine learning, and then to a different idea, the trade-off "to balance model accuracy with interpretability". The coldest stays on "data" the whole time and the hottest stays on learning from data.

**(B.1)** The middle top-p (0.6), not the smallest one as I expected.

**(B.2)** "You need to have a good understanding of the data and the problem you're trying to solve" (it is written twice in a row in the 0.6 run, and a third time it starts again: "you need to have a good understanding of the data itself").

**(B.3)** Top-p keeps only the smallest group of next tokens whose cumulative probability reaches p and samples inside it. At 0.6 the group is small, so after "You need to have a good understanding of" the same continuation is almost the only option and the sentence loops. At 0.9 (the widest run) the mass includes many more tokens and the text moved on to objects, infinity and Python without repeating. The 0.3 run was also stuck on one idea ("take into account the behavior of ... over time" twice), it just did not loop a full sentence.

**(D.1)** top-p

**(D.2)** Increase it.

**(D.3)** In my part B, the two narrow nuclei (0.3 and 0.6) are the ones that repeated ("You need to have a good understanding of the data..." at 0.6) and the widest one (0.9) did not, with the temperature fixed at 0.7. So widening the nucleus is what broke the loop. Changing temperature alone did not give a clean pattern in part A (the coldest run repeated words, but the hottest also repeated "learn from data").
'''}

# ---------------------------------------------------------------- tp54 (PROBLEM: 3x3 grid; A.1's T=1.0 excerpt and
# A.3's evidence come from the [T=1.0 | p=0.6] cell, not from [T=1.0 | p=0.9] = A3; no accents, typos)
ANSWERS["tp54-grid3x3-wrong-cell"] = {"all": '''\
**A.1**
- T=0.2: "Examples of models used in data science include decision trees, clustering algorithms, and neural networks."
- T=0.7: "These models can help us understand the behavior of celestial bodies, like the Earth's gravity, and they've been used to create accurate models of other planets and moons."
- T=1.0: "Examples of models that rely on themselves include self-driving cars, where the cars themselves are the models, and self-optimization in the field of data science."

**A.2** T=0.2. repete "decision trees" e "clustering algorithms" duas vezes ("include decision trees, clustering algorithms" e depois "models like decision trees and clustering algorithms") e "identify patterns" tambem duas vezes.

**A.3** T=1.0, ela pula de modelos que usam "the behavior of their own models" pra carros autonomos ("self-driving cars, where the cars themselves are the models") e depois pra "self-optimization in the field of data science". Foi a que mais mudou de assunto.

**B.1** top-p 0.3

**B.2** "climate change" - aparece quatro vezes no T=0.7 p=0.3 ("the effects of climate change", "mitigate climate change", "forecast climate change", "changing climate conditions" quase igual)

**B.3** o top p pega so os tokens mais provaveis ate a soma das probabilidades chegar em p. com 0.3 sobra pouquissima opcao, entao o modelo fica preso no mesmo tema (clima) e volta sempre pra "climate change". com p maior a massa acumulada tem mais tokens e o texto varia mais

**D.1** top-p

**D.2** aumentar

**D.3** na linha T=0.7 da grade o p=0.3 ficou preso em "climate change" e o p=0.9 nao repetiu nada (foi de gravidade pra planetas e depois pra custo computacional). na coluna p=0.9 so o T=0.2 repetiu. entao subir o top-p resolve a repeticao sem precisar deixar a temperatura alta
'''}

# ---------------------------------------------------------------- cot51 (honest; English)
ANSWERS["cot51-indent-quoted-english"] = {
    "C.1": '''\
No. P1 never gets to a final number: it writes "27 + 58 = 1 + 27 + 18 = 27 + 27 +" and is cut there (40 tokens). P2 glued "125" to the prompt's "58." and concluded "The answer is: 14.125". Neither is 85.''',
    "C.2": '''\
"This is a classic example of a telescoping identity: 27 + 58 = 1 + 27 + 18 = 27 + 27 +" (P1, direct)''',
    "C.3": '''\
No. The P1 output has the form of a derivation (it names a method, "telescoping identity", and rewrites the sum as a chain of equalities), but the very first step "27 + 58 = 1 + 27 + 18" is already false. P2 even states "The answer is: 14.125" with full confidence. Looking like reasoning does not make the arithmetic right.''',
}

# ---------------------------------------------------------------- cot52 (PROBLEM: prompts wrapped as "Q: ...\\nA:";
# answers themselves honest, in a markdown table)
ANSWERS["cot52-qa-wrapper-prompt"] = {"all": '''\
| Questão | Resposta |
|---|---|
| C.1 | Não. No direto ele escreveu "27 + 58 = 27 + 28 = 35" e no passo a passo "27 + 58 = 105" / "The answer is: 105". Nenhum deu 85. |
| C.2 | "27 + 58 = 27 + 28 = 35" (P1) — ele tenta reescrever a conta antes de dar o resultado. |
| C.3 | Não. Mesmo com cara de conta passo a passo, o primeiro passo já troca 58 por 28 e chega em 35; no P2 ele afirma "The answer is: 105" sem mostrar nada. O formato de raciocínio não garante que os números estejam certos. |
'''}

# ---------------------------------------------------------------- cot53 (honest; 5 seeds per prompt; answers in
# question order separated by '---', no ids, no accents)
ANSWERS["cot53-five-seeds-unlabeled"] = {"all": '''\
nao. o P1 ficou vazio em 4 das 5 seeds e na seed 5 deu "27 + 58 = 114". o P2 deu 125.53, 85.12, 22.00, 71.24 e 19. nenhuma deu 85 (a seed 2 chega perto com "= 85.12, which is the exact answer" mas 85.12 nao e 85).

---

"00 = 113.00, which is the same as 27.00 + 11.00 = 22.00." (P2 seed 3)

---

nao garante. em todas as 5 do P2 ele escreve uma cadeia de igualdades e fecha com uma frase de conclusao ("The answer is: 125.53", "which is the exact answer", "The final answer is 22.00.", "which matches the given number"), ou seja o estilo de raciocinio aparece sempre, mas o numero muda de seed pra seed e nunca e 85. ele ate diz que 85.12 e "the exact answer". parecer raciocinio nao e estar certo
'''}

# ---------------------------------------------------------------- cot54 (PROBLEM: C.3 generic/theoretical, not tied to
# the own output; C.1, C.2 fine)
ANSWERS["cot54-json-generic-c3"] = {
    "C.1": '''\
Não. O P1 (direto) voltou com "saida" vazia e o P2 fez "8 = 117.8" (juntando com o "58." do prompt) e depois "multiply by 27 to get 554.1". Nenhum chegou em 85.''',
    "C.2": '''\
"8 = 117.8, and then multiply by 27 to get 554.1." (P2_passo_a_passo)''',
    "C.3": '''\
Não. Chain-of-thought é uma heurística de estilo: pedir "passo a passo" faz o modelo produzir texto com formato de raciocínio, mas o modelo continua apenas prevendo o próximo token mais provável. Modelos de linguagem não executam aritmética de forma simbólica, então a cadeia de passos pode ser fluente e ainda assim errada. Fluência não é correção; para garantir correção seria preciso verificar o resultado externamente ou usar self-consistency.''',
}

# ---------------------------------------------------------------- fs51 (honest; course shape with the book's
# generate_t5 = 64 new tokens; answers right after the outputs, under headings, no ids)
ANSWERS["fs51-book-generate_t5-64tok-rich"] = {
    "F.1": '''\
Zero-shot (saída inteira, a função do livro gera até 64 tokens):
```
 "Este filme foi um exemplo de tempo."

Este filme foi um exemplo de tempo.

Texto: "Este filme foi um exemplo de tempo."
Sentimento: "Este filme foi um exemplo de tempo."
```
Few-shot:
```
 NEGATIVO

Texto: "Eu vai ao cadeiro."
Sentimento: NEGATIVO

Texto: "Eu vai ao cadeiro."
Sentimento: NEGATIVO

Texto: "E
```''',
    "F.2": '''\
Só o few-shot: ele começa com o rótulo NEGATIVO (depois continua inventando exemplos, porque a função deixa gerar 64 tokens). O zero-shot não deu rótulo nenhum, só reescreveu a frase ("Este filme foi um exemplo de tempo.").''',
    "F.3": '''\
Não. Os exemplos só entram no prompt; o modelo está em `eval()` e a geração roda em `torch.no_grad()`, não tem gradiente nem otimizador. O que muda é o condicionamento: com as demonstrações o modelo copiou o padrão "Sentimento: RÓTULO" (tanto que saiu NEGATIVO e ele continuou o padrão com novos "Texto:/Sentimento:").''',
    "F.4": '''\
Sim, mas só depois do rótulo. Troquei a demonstração positiva "Adorei, foi excelente e emocionante." por "Gostei muito, recomendo a todos." (mesmo rótulo POSITIVO). A primeira linha continuou NEGATIVO; o que mudou foi o exemplo que ele inventa depois: antes "Eu vai ao cadeiro.", agora "Eu aprendi a fazer máquina." (e no fim cortou em "Sentimento: NEGATIV").''',
    "F.5": '''\
A janela do GPT-2 é `n_positions` = 1024 tokens (seção 5.8 do livro; não carreguei o GPT-2 aqui). Tokens além de 1024 não cabem: precisam ser truncados e o modelo simplesmente não os "vê", eles não participam da atenção.''',
}

# ---------------------------------------------------------------- fs52 (honest; three variations, all unchanged)
ANSWERS["fs52-namedtuple-three-variations"] = {"all": '''\
(1) zero-shot: `' "Este filme foi um'` ; few-shot: `' NEGATIVO\\n\\nText'` (copiei do print, com o espaço do começo e as duas quebras de linha).

(2) Só o few-shot. Ele começa com NEGATIVO; o zero-shot começou a repetir a frase do texto (`"Este filme foi um`) e não deu rótulo.

(3) Não. Nada foi treinado: as demonstrações só entram no prompt e o `generate` é só inferência (sem gradiente, sem `optimizer.step`). O modelo é condicionado pelo contexto, os pesos continuam os mesmos nas cinco execuções.

(4) Não mudou, em nenhuma das três variações:
- v1_ordem_trocada (demonstração NEGATIVO antes da POSITIVO) → `' NEGATIVO\\n\\nText'`
- v2_rotulos_trocados (a frase "Adorei..." com NEGATIVO e a "Péssimo..." com POSITIVO) → `' NEGATIVO\\n\\nText'`
- v3_terceira_demo (acrescentei "Que roteiro confuso e chato." → NEGATIVO) → `' NEGATIVO\\n\\nText'`
O mais curioso é a v2: mesmo com os rótulos das demonstrações invertidos ele continuou respondendo NEGATIVO.

(5) 1024 tokens (n_positions do GPT-2). O que passar disso fica fora da janela: tem que ser truncado e o modelo não enxerga esses tokens.
'''}

# ---------------------------------------------------------------- fs53 (PROBLEM: F.3 answered "sim"; no accents)
ANSWERS["fs53-fullseq-f3-sim"] = {
    "F.1": '''\
(o print mostra o prompt inteiro + a saida; copiei so o que vem depois do ultimo "Sentimento:")
ZS: "Este filme foi um
FS: NEGATIVO  (e depois uma linha em branco e "Text")''',
    "F.2": '''\
so o few-shot (NEGATIVO). o zero-shot comecou a copiar o texto de novo.''',
    "F.3": '''\
Sim. Com os exemplos no prompt o modelo aprende o padrao Texto -> Sentimento, por isso no few-shot ele acertou NEGATIVO e no zero-shot nao. Ou seja os exemplos ajustam o modelo para a tarefa (in-context learning), e isso muda o comportamento dele.''',
    "F.4": '''\
Nao mudou. coloquei a demonstracao negativa ("Péssimo. Não recomendo para ninguém.") antes da positiva e a saida continuou NEGATIVO + "Text", igual ao FS.''',
    "F.5": '''\
1024 tokens. o que passar disso e cortado (truncado) e o modelo nao ve.''',
}

# ---------------------------------------------------------------- fs54 (PROBLEM: F.5 answered with T5's 512;
# answers as comments in an unexecuted code cell)
ANSWERS["fs54-padded-table-f5-512"] = {"all": '''\
# F.1  zero-shot -> ' "Este filme foi um'      few-shot -> ' NEGATIVO\\n\\nText'   (copiado da tabela, repr)
# F.2  so o few-shot (comeca com NEGATIVO); o zero-shot repetiu o comeco da frase, sem rotulo
# F.3  nao. nenhum peso muda: so passamos exemplos no prompt e chamamos generate (inferencia, sem
#      backward). e condicionamento pelo contexto, nao treino.
# F.4  nao mudou. tiramos a demonstracao negativa (ficou so o exemplo POSITIVO) e a saida continuou
#      ' NEGATIVO\\n\\nText', igual ao few-shot com dois exemplos
# F.5  512 tokens (e o model_max_length do tokenizer). o que passar de 512 e truncado e o modelo nao
#      ve esses tokens.
'''}

# ---------------------------------------------------------------- tpl51 (PROBLEM: the book's listings instead of the
# activity's prompts / parameters; answers honest about the own outputs)
ANSWERS["tpl51-book-listings-verbatim"] = {
    "T.1": '''\
Template ruim (saída completa):
```
 "This film was a difficult and difficult situation."

Este filme foi um problema de tempo." -> "This film was a difficult and difficult situation."

Este filme foi um problema de tempo." -> "This film was a difficult and difficult situation."

Este
```
Template bom:
```
 "Este filme foi um erro de tempo."

Texto: "Este filme foi um erro de tempo."
Sentimento: "Este filme foi um erro de tempo."

Texto: "Este filme foi um erro
```''',
    "T.2": '''\
Nenhum dos dois.''',
    "T.3": '''\
O template ruim não diz onde a resposta começa nem qual é o formato, então o modelo ficou livre: traduziu a frase para o inglês ("This film was a difficult and difficult situation.") e entrou num loop repetindo o próprio template ("Este filme foi um problema de tempo." -> ...). O bom restringe mais (pede APENAS POSITIVO ou NEGATIVO depois de "Sentimento:"), mas mesmo assim o modelo copiou o texto trocando "desperdício" por "erro" ("Este filme foi um erro de tempo.") e repetiu o bloco Texto/Sentimento. Restringir o espaço de saída pelo prompt só funciona se o modelo obedece; aqui nenhum dos dois chegou a produzir só o rótulo.''',
    "T.4": '''\
Voto final NEGATIVO. Pela `extract_label` do notebook: NEGATIVO 3 (amostras 1 "Como ótimo e NEGATIVO.", 3 "NEGATIVO, porque o produto..." e 8 "NEGATIVO\\nSentimento: ..."), POSITIVO 0, sem rótulo 7 (a 2 e a 5 têm "NEGATIVE"/"POSITIVE" em inglês e não contam).''',
    "T.5": '''\
Não. O voto só escolhe o rótulo mais frequente: aqui foram 3 NEGATIVO contra 7 amostras sem rótulo nenhum, ou seja o "consenso" veio de 3 de 10. Isso reduz a variância da resposta, mas se o modelo erra na maioria das amostras o voto erra junto.''',
}

# ---------------------------------------------------------------- tpl52 (honest; no accents; templates named in words)
ANSWERS["tpl52-jsonl-tqdm-setseed"] = {
    "T.1": '''\
o solto (pouco restritivo): `" \\"Este filme foi um erro de tempo.\\"\\n\\nE"`
o rigido (restritivo): `" \\"Este filme foi um"`
(copiei do json, entao as aspas aparecem com barra)''',
    "T.2": '''\
nenhum''',
    "T.3": '''\
nenhum dos dois restringiu de verdade o que o modelo escreveu. o solto so tem "->" depois da frase, entao o modelo continuou reescrevendo a frase ("Este filme foi um erro de tempo.") e comecou outra linha. o rigido pede UMA UNICA palavra e coloca "Sentimento:" no fim, que deveria reduzir o espaco de saida a POSITIVO/NEGATIVO, mas com 8 tokens ele so repetiu o comeco do texto ("Este filme foi um") e foi cortado.''',
    "T.4": '''\
voto NEGATIVO. 5 NEGATIVO (i = 0, 1, 4, 5, 8), 0 POSITIVO, 5 sem rotulo (i = 2, 3, 6, 7, 9). a i=2 e "NEGATIVE_OPERATIV", que a regra do notebook nao conta.''',
    "T.5": '''\
nao. deu 5 a 0 mas metade das amostras nem tinha rotulo; o voto so mostra o que o modelo repete mais vezes, nao se esta certo. a frase e ambigua (atendimento otimo, produto quebrou) e a self-consistency so reduz a variancia, nao corrige o modelo.''',
}

# ---------------------------------------------------------------- tpl53 (honest; English)
ANSWERS["tpl53-styler-html-english"] = {"all": '''\
**T.1** Loose template: ` "Este filme foi um erro de tempo."` then an empty line and `E` (16 tokens). Strict template: ` "Este filme foi um` (8 tokens). Both copied from the first table.

**T.2** None of them.

**T.3** Neither prompt actually restricted the output space for this model. The loose one ends in `->`, so the model just rewrote the sentence (with "erro" instead of "desperdício") and started a new line. The strict one asks for ONE word and ends in "Sentimento:", which should leave only POSITIVO/NEGATIVO as likely continuations, but the model still started copying the review (` "Este filme foi um`) and ran out of tokens. The instruction narrows the space only if the model follows it.

**T.4** Final vote: NEGATIVO. POSITIVO 1 (sample 2, "Positivo." counts because the rule ignores case), NEGATIVO 4 (samples 3, 5, 6, 9), no label 5 (samples 1, 4, 7, 8, 10).

**T.5** No. It is a majority over samples of the same model: 4 against 1 with half of the samples unusable. It makes the answer more stable (less variance), it does not make it correct; if the model is biased, the vote is biased too.
'''}

# ---------------------------------------------------------------- tpl54 (PROBLEM: T.5 answered "sim")
ANSWERS["tpl54-file-readback-t5-sim"] = {
    "T.1": '''\
Ruim: "Este filme foi um erro de tempo." e na linha de baixo só "E". Bom: "Este filme foi um (cortado, 8 tokens). (li do arquivo saidas_templates.txt impresso acima)''',
    "T.2": '''\
Nenhum.''',
    "T.3": '''\
O template ruim deixa o modelo continuar o texto livremente depois do "->", e ele só reescreveu a frase ("Este filme foi um erro de tempo."). O bom tenta reduzir o espaço de saída (uma palavra, depois de "Sentimento:"), mas o modelo ignorou e começou a copiar o texto de novo ("Este filme foi um). Nenhum dos dois ficou restrito a POSITIVO/NEGATIVO.''',
    "T.4": '''\
NEGATIVO. POSITIVO 1 (a 4, "Positivo"), NEGATIVO 4 (1, 2, 8 e 9), sem rótulo 5 (3, 5, 6, 7, 10). Obs.: no arquivo a amostra 1 e a 6 ocupam duas linhas porque tinham quebra de linha.''',
    "T.5": '''\
Sim. Com 10 amostras o erro de uma amostra isolada é compensado pelas outras: 4 NEGATIVO contra 1 POSITIVO, então a maioria garante que a resposta final é a correta (NEGATIVO), mesmo que algumas amostras venham erradas ou sem rótulo.''',
}
