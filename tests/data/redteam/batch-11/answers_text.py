# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt11/out, attribution_check.py).
# Deliberate problems are described in make_expected.py's whys (and README.md / HELDOUT.md).
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp111-dataclass-call-jsonroundtrip-roman"] = {"all": """
## Parte A

**(i)** A1 (T=0.2): "They're often used in machine learning algorithms, such as regression analysis, to identify patterns and make predictions based on data."
A2 (T=0.7): "These models are designed to provide a single, accurate prediction for any given dataset. Examples of models include logistic regression, decision trees, and neural networks."
A3 (T=1.0): "take in data and transform it into a new format that can be analyzed, such as data fitting, but don't interpret that data as intended."

**(ii)** Na parte A quase nada repetiu. A única repetição literal está na A3: "This misinterpretation can lead to incorrect conclusions or incorrect conclusions being drawn." (a mesma expressão duas vezes seguidas). A1 e A2 não repetem frases (na A2 só "data science, and data science consulting"). Eu esperava que fosse a A1, com T baixa, mas nas minhas saídas não foi.

**(iii)** A3 (T=1.0). Começa com modelos que transformam dados, passa para "misinterpretation" e termina numa lista sobre "falsifiers" ("**False Dependencies**: Falsifiers who intentionally create a false correlation"). A1 e A2 ficam as duas em previsão / regressão.

## Parte B

**(i)** top-p = 0.3 (B1).

**(ii)** "The `model` is a single entity" — duas vezes no B1 ("the `model` is a single entity that represents a single entity. The `model` is a single entity that can be used to create multiple entities"); "a single entity" aparece 5 vezes no B1.

**(iii)** O top-p pega o menor conjunto de tokens cuja probabilidade acumulada chega a p e sorteia só dentro dele. Com p = 0.3 esse núcleo tem pouquíssimos candidatos (às vezes um só), então o modelo volta sempre para as mesmas continuações mais prováveis: foi o que aconteceu no B1 com "a single entity". Com p = 0.9 (B3) entram muito mais tokens e o texto não ficou preso em nada.

## Parte D

**(i)** O top-p.

**(ii)** Aumentar (ex.: de 0.3 para 0.9).

**(iii)** Na parte B só o top-p mudou (T fixo em 0.7): o B1 (0.3) ficou repetindo "a single entity", o B2 (0.6) repetiu um pouco ("gravity-driven models" duas vezes) e o B3 (0.9) quase nada. Na parte A a temperatura não fez diferença clara na repetição, então eu mexeria primeiro no top-p e só depois, se precisasse, subiria um pouco a temperatura.
"""}

ANSWERS["tp112-pipeline-partA-twice-idtypos"] = {"all": """
**A.l** (parte A = segunda rodada, seed 6)
- A1: "They're often used in machine learning algorithms, such as regression analysis, to identify patterns and make predictions based on data."
- A2: "These models can be used in a variety of applications, including marketing, customer service, and financial forecasting."
- A3: "Lambda models can also be used as a baseline to create new models by adjusting weights."

**A2** A2 (T=0.7). Repete "use data to predict future behavior" duas vezes (no começo e em "The key characteristics of models that use data to predict future behavior are:") e logo depois ainda vem "Predicting future behavior based on data". (Na rodada da seed 5 quem repetia mais era o A1, mas estou respondendo pela seed 6.)

**A 3** A3 (T=1.0). Vai de "linear combinations of weights" para "Lambda models", depois "taking the logarithm of a weighted model" e "an SLOPE algorithm": muda de assunto a cada frase.

**B.1** 0.3 (B1)

**B-2** "The models are designed to" e quase igual "The models are also designed to" (B1). "climate change" aparece 3 vezes no B1.

**B.3** Com top-p o modelo só sorteia entre os tokens mais prováveis até a soma das probabilidades (massa acumulada) chegar em p. Com 0.3 sobra um núcleo minúsculo, por isso o B1 fica voltando para "The models are ... designed to"; com 0.9 o núcleo é bem maior e o B3 variou mais.

**D.l** top-p

**D2** aumentar

**D 3** top-p ↑, massa acumulada, núcleo maior, mais diversidade.
"""}

ANSWERS["tp113-asciibox-wrap56-en"] = {"all": """
Q A.1 — A1 (T=0.2): "Climate models are used to forecast climate change impacts, such as rising sea levels, more extreme weather events, and the impacts of climate change on ecosystems."
A2 (T=0.7): "They're used in a wide range of applications, from marketing to finance, to optimize business decisions and predict future outcomes."
A3 (T=1.0): "Human societies have responded to these changes by adapting to and modifying their physical and cultural landscapes."

Q A.2 — A1. "climate change on ecosystems" shows up four times, and "such as rising sea levels, more extreme weather events" is repeated almost word for word in the last two sentences ("Climate models can help predict the impacts of climate change on ecosystems, such as rising sea levels, more extreme weather events, and the").

Q A.3 — A3. It starts with "incorporate external factors, such as time and culture", jumps to "Time-factor effects are closely tied to climate-climate shifts" and ends on "a rise in regional and global economic" — three different topics in one paragraph.

Q B.1 — top-p 0.3 (B1).

Q B.2 — "a new model that is a copy of the original model" (twice in B1: "can be used to create a new model that is a copy of the original model" and "using a neural network to create a new model that is a copy of the original model").

Q B.3 — Top-p keeps the smallest set of tokens whose cumulative probability reaches p. At p=0.3 that set is tiny, so B1 kept picking the same continuation ("copy of the original model", "copy of itself"); at p=0.9 (B3) many more tokens are allowed and nothing repeated.

Q D.1 — top-p.

Q D.2 — Increase it.

Q D.3 — Part B changed only top-p with T=0.7: B1 (0.3) looped on "copy of the original model", B2 (0.6) a bit less, B3 (0.9) did not repeat at all. So widening the nucleus is what removed the loop in my runs; temperature I would only raise slightly afterwards (A1 at T=0.2 looped too).
"""}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot111-callable-htmlpre-curlyquotes"] = {"all": """
**C.1 —** Não. O P1 veio vazio (nada dentro do bloco, só o título) e o P2 chega em “27 + 58.5 = 75.5” e fala em “multiplied 27 by 75.5”. Nenhum dos dois dá 85.

**C.2 —** P2: “Now, you can take 75.5 as a decimal to multiply it by 27: 27 + 58.5 = 75.5.” Parece raciocínio porque anuncia o próximo passo (“Now, you can…”), faz uma conta e depois tira uma conclusão (“The result is the same as if you had simply multiplied 27 by 75.5.”).

**C.3 —** Não. O P2 tem toda a cara de passo a passo e termina com uma conclusão confiante, mas a conta está errada (até troca 58 por 58.5 e mistura soma com multiplicação). O formato de raciocínio não garante que o resultado esteja certo.
"""}

ANSWERS["cot112-jsonfile-center-indent-dictanswers"] = {"dict": '''respostas = {
    "C.1": "não. O P1 saiu vazio e o P2 deu \\"The answer is 3.14.\\" Nenhum chegou em 85.",
    "C.2": "\\"53 - 27 = 3.14.\\" (P2) e depois \\"The answer is 3.14.\\" -- faz uma conta e conclui.",
    "C.3": "não. estilo ≠ correção.",
}
for k, v in respostas.items():
    print(k, "->", v)'''}

ANSWERS["cot113-twoseeds-kept-fstring-repr"] = {"all": """
1. Não. Na seed 32 o P1 veio vazio (`P1 |''`) e o P2 termina em "The final answer is 86.15." — perto, mas não é 85. (Na seed 31 também não: P1 vazio e o P2 dá "= 12.4982".)
2. P2 (seed 32): "5 = 86.15." e em seguida "The final answer is 86.15." — faz uma conta e apresenta o resultado como conclusão final, como num passo a passo.
3. Não. O P2 fecha com "The final answer is 86.15." como se tivesse calculado, e o número está errado (o certo é 85). Aparentar que fez a conta não garante que a conta esteja certa.
"""}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs111-df-tohtml-newpositive-numbered"] = {"all": """
1. Zero-shot: `"Este filme foi um` — few-shot: `NEGATIVO\\n\\nText` (na tabela aparece assim, com o \\n escrito: é NEGATIVO, duas quebras de linha e Text).
2. Só o few-shot. O zero-shot só repetiu o começo do texto.
3. Não. Os exemplos só entram no prompt e condicionam a saída (aprendizado em contexto); não existe treino nem atualização de pesos.
4. Não mudou. Troquei a demonstração positiva "Adorei, foi excelente e emocionante." por "Que filme maravilhoso, recomendo muito." (continua POSITIVO) e a VAR deu a mesma saída, `NEGATIVO\\n\\nText`.
5. 1024 tokens (n_positions do GPT-2). O que passar disso fica fora da janela: tem que ser truncado e o modelo não presta atenção nesses tokens.
"""}

ANSWERS["fs112-tojson-records-dupneg-f5-loaded"] = {"all": """
F-1: ZS = ` "Este filme foi um` ; FS = ` NEGATIVO` seguido de duas quebras de linha e `Text` (no JSON: `" NEGATIVO\\n\\nText"`).

F-2: só o few-shot.

F-3: não. As demonstrações só condicionam a geração dentro do contexto (in-context learning); nenhum peso é alterado.

F-4: não. Acrescentei uma segunda demonstração negativa ("Horrível, dormi no meio." → NEGATIVO) logo depois da outra negativa; a VAR continuou `" NEGATIVO\\n\\nText"`, igual ao FS.

F-5: 8192 tokens — imprimi do config do modelo (`janela: 8192`). Os tokens que passam disso são cortados e não entram na atenção.
"""}

ANSWERS["fs113-callable-pipetable-noaccents-en"] = {"all": """
Answer F.1: zero-shot « "Este filme foi um» (repr `' "Este filme foi um'`); few-shot « NEGATIVO», two line breaks, then Text (repr `' NEGATIVO\\n\\nText'`).

Answer F.2: only the few-shot one.

Answer F.3: No. The demonstrations are just part of the input; they condition the next-token distribution (in-context learning) and nothing is trained, so the weights stay the same.

Answer F.4: No. I removed the accents from the negative demonstration («Pessimo. Nao recomendo para ninguem.») and ended the positive one with "!" instead of "."; the VAR output was still `' NEGATIVO\\n\\nText'`, identical to the few-shot.

Answer F.5: 1024 tokens (GPT-2's n_positions). Anything beyond that does not fit: it has to be truncated and the model cannot attend to it.
"""}

# ---------------------------------------------------------------- template
ANSWERS["tpl111-dataclass-jsonfile-aligned"] = {"all": """
**Resposta T.1:** pouco restritivo: `' "Este filme foi um erro de tempo."\\n\\nE'` · restritivo: `' "Este filme foi um'`

**Resposta T.2:** nenhum.

**Resposta T.3:** O restritivo tenta fechar o espaço de saída (uma única palavra, "Não explique. Não escreva mais nada." e o prompt acaba em "Sentimento:"), mas este modelo ignorou a restrição e só copiou o começo do texto (`"Este filme foi um`, cortado nos 8 tokens). O pouco restritivo deixa tudo aberto e o modelo reescreveu a frase ("erro de tempo") em vez de classificar. Nenhum dos dois restringiu de fato a saída aqui.

**Resposta T.4:** NEGATIVO. NEGATIVO 4 (amostras 1, 3, 4 e 6), POSITIVO 1 (a 8, `' Positivo o Negativo"'`, que a regra conta como POSITIVO por ser o primeiro rótulo) e 5 sem rótulo (0, 2, 5, 7, 9). Igual à linha que o código imprimiu: `POSITIVO: 1 NEGATIVO: 4 sem rótulo: 5 => voto: NEGATIVO`.

**Resposta T.5:** Não. A votação só diminui a variância entre amostras; se o modelo erra na maioria, o voto erra junto. E metade das minhas amostras nem tinha rótulo.
"""}

ANSWERS["tpl112-pipeline-numreturn-handcount"] = {"all": """
**T.1** ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` — bom: `' "Este filme foi um'`

**T.2** nenhum

**T.3** O bom tenta restringir o espaço de saída a duas palavras ("Responda com UMA ÚNICA palavra") e termina em "Sentimento:" para o rótulo ser a continuação natural. Mesmo assim a saída foi `"Este filme foi um`: o modelo continuou copiando o texto. O ruim nem pede formato e ele reescreveu a frase.

**T.4** NEGATIVO. Contei na mão: NEGATIVO 5 (03, 05, 06, 08, 09), POSITIVO 3 (01, 02, 07) e 2 sem rótulo (04 e 10). NEGATIVE e POSITIVE em inglês contei como o rótulo, porque é a mesma resposta.

**T.5** Não. Ela só reduz a variância: pega o que mais aparece, mas se o modelo tende a errar a maioria erra junto.
"""}

ANSWERS["tpl113-callable-fstring-idtypos-en"] = {"all": """
T.l) loose: `"Este filme foi um desperdício de tempo."` then a blank line and `E`; strict: `"Este filme foi um`

T 2) none

T3) The strict template tries to restrict the output space (one word, "Não explique. Não escreva mais nada.", ending at "Sentimento:") so that a label is the only natural continuation. It did not work with this model: the strict output is just `"Este filme foi um`, a copy of the review cut at 8 tokens. The loose template restricts nothing, and the model answered with the sentence instead of a label.

T.4) NEGATIVO: 7 NEGATIVO (samples 2, 3, 4, 6, 7, 8, 9), 1 POSITIVO (sample 1, `' "Positivo ou NEGAT'`, first label wins) and 2 without a label (0 and 5). Same as the printed `Counter({'NEGATIVO': 7, 'POSITIVO': 1}) | no label: 2`.

T,5) No. Voting reduces the variance of the answer, it does not make the model right; if most samples are wrong, the vote is wrong.
"""}
