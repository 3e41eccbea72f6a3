# Hand-written answers, composed after reading the real outputs (dump_outputs.py /tmp/rt9/out, attribution_check.py).
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
ANSWERS["tp91-rdig-sepbars-idtypos-en"] = {"all": """
A1) Excerpts
- A1 (T=0.2): "These models can be applied to various fields, including economics, biology, and medicine, where they can help identify patterns and correlations"
- A2 (T=0.7): "Examples of models include climate models, which attempt to understand the behavior of the Earth's climate system."
- A3 (T=1.0): "take into account factors that might affect a model's behavior, such as data quality, data preprocessing, model performance, and model validation."

A.2 - A2 (T=0.7) was the most repetitive, not A1. It says "describe the behavior of the system" twice ("equations that describe the behavior of the system over time" and then "rules or equations that describe the behavior of the system"), and "climate data" also comes back twice. I expected A1 (lowest temperature) but A1 did not loop, it went from complex systems to logistic regression.

a-3: A3 (T=1.0). It is the shortest (it stopped early) but it jumps the most: from data quality and preprocessing to "the concept of" extraterrestrials as "a more fitting model for a broad range of domains". A1 and A2 each stay on one topic (complex systems / climate models).

Questão B 1: B3 (top_p=0.9), funnily the highest top-p.

b2) "can adapt to changing circumstances" (twice in B3), next to "adapting to changing weather patterns or adapting to changing terrain" and "learn and adapt" (also twice).

B-3: top-p keeps only the smallest set of tokens whose cumulative probability reaches p, so with p=0.3 only a few top candidates survive and the text should get more repetitive. In my B1 (p=0.3) it did not repeat phrases, it just stayed on one narrow theme (data analysis), while B3, with the widest nucleus (0.9), got stuck on "adapt". With one sample per setting this can happen: a low p narrows the candidates, it does not force a loop, and a high p does not forbid one.

D1 - top-p
D 2 - increase it (e.g. 0.6 -> 0.9), and only then raise the temperature a little
d.3 - part B is where only top-p changed (T fixed at 0.7): B1 with the smallest nucleus stayed stuck on one theme, and in part A the temperature alone did not decide the repetition (my A2 looped more than A1). Honestly my own runs do not show the rule cleanly (B3 looped), so I go with the course rule of thumb: widen the nucleus first, then temperature.
"""}

ANSWERS["tp92-tqdm-endprint-split-answers"] = {
    "A": """
**A.1**
- A1 (T=0.2): "They are often used in scenarios where past behavior is used to make predictions about future behavior."
- A2 (T=0.7): "In the context of data analysis, these models can be used to analyze and interpret complex data sets, such as climate models"
- A3 (T=1.0): "Examples include sentiment analysis, content analysis, and forecasting models."

**A.2** A1 (T=0.2). Repete "used to predict" o tempo todo ("used to predict future behavior", "used to predict continuous outcomes", "used to predict binary outcomes") e "based on a set of" duas vezes; virou uma lista com a mesma estrutura.

**A.3** A3 (T=1.0). Começa em "model-to-the-world model of measurement", passa para
""",
    "BD": """
(continuação da A.3) "sentiment analysis, content analysis, and forecasting models" e termina em "objective measurement" contra "subjective measurement": três assuntos em umas 70 palavras. A1 e A2 ficam em previsão / análise de dados.

**B.1** B2 (top-p = 0.6).

**B.2** "exponential loss function" (aparece duas vezes no B2, uma logo depois da outra: "The key characteristics of the exponential loss function are", "The exponential loss function is a non-differentiable loss function").

**B.3** O top-p sorteia só dentro do núcleo, o menor conjunto de tokens cuja probabilidade acumulada chega a p. Com p = 0.6 o núcleo tem menos candidatos que com 0.9, e o B2 ficou voltando em "exponential loss function"; no B3 (0.9) tem mais opções e o texto andou mais. No B1 (0.3) eu esperava mais repetição, mas ele só ficou preso no tema ("Data science" três vezes).

**D.1** top-p

**D.2** aumentar (ex.: 0.6 → 0.9)

**D.3** Na parte B, com a temperatura fixa em 0.7, o B2 (0.6) repetiu "exponential loss function" e o B3 (0.9) quase não repetiu; na parte A a temperatura baixa (A1) repetiu "used to predict". Então primeiro abriria o núcleo (top-p) e só depois, se precisar, subiria um pouco a temperatura.
""",
}

ANSWERS["tp93-csv-htmlconcat-partial"] = {"all": """
| questão | resposta |
|---|---|
| A.1 | A1: "This can be done using various techniques, such as data augmentation, which involves generating new data by applying transformations to existing data." — A2: "One example is regression analysis, which is a statistical method used to model the relationship between a dependent variable and one or more independent variables." — A3: "Examples include AI models, like those used in self-driving cars, which can only understand and act on the input provided by the environment." |
| A.2 | A1 (T=0.2): "This can be done using various techniques, such as" aparece duas vezes e "data augmentation" também, quase a mesma frase duas vezes |
| A.3 | A3 (T=1.0): começa com informação "that can only be viewed from within", passa para "self-driving cars" e termina em "virtual reality environments"; A1 e A2 ficam em dados / análise de dados |
| B.1 | B2 (top-p 0.6) |
| B.2 | "used to make predictions" (duas vezes no B2: "can also be used to make predictions based on incomplete data" e "can be used to make predictions on a wide range of") |
| B.3 | com top-p menor o modelo só sorteia entre os tokens mais prováveis até a probabilidade acumulada chegar em p, então tem menos candidatos e repete mais. No meu caso o B2 (0.6) repetiu mais que o B1 (0.3), mas os dois ficaram em "can be used to"; o B3 (0.9) foi o mais variado |
| D.1 | (não fiz) |
| D.2 | (não fiz) |
| D.3 | (não fiz) |

Parte D: não deu tempo.
"""}

# ---------------------------------------------------------------- chain-of-thought
ANSWERS["cot91-pipeline-pprint-headings"] = {
    "C.1": """## C.1 — Não. A P1 diz "which gives us 17." e a P2 soma 58.4 e chega em "is 125.1."; nenhuma dá 85""",
    "C.2": """## C.2 — "To find the answer, we need to perform the operations of addition and subtraction" (P1): ela anuncia um plano antes da conta""",
    "C.3": """## C.3 — Não garante: a P1 "raciocina" (adição e subtração) e dá 17; a P2 escreve "The sum of 27 and 58.4 is 125.1.", com cara de conta, e está errada (nem 58.4 era o número)""",
}

ANSWERS["cot92-linenumbers-dict-answers"] = {"dict": """
respostas = {
    "C1": "não. A P1 saiu vazia (só a linha P1.01 em branco) e a P2 fala em 78.13 e 2000.13, nunca 85.",
    "C2": 'P2: "The most common method of solving this puzzle is by using a series of steps, which are repeated over and over."',
    "C3": 'não. A P2 tem cara de conta passo a passo ("1000.13 + 1000.13 = 2000.13") mas nem é a soma pedida; parecer raciocínio não garante resposta certa.',
}
"""}

ANSWERS["cot93-answers-top-p2-twice"] = {"all": """
**C.1** Não. A P1 deu "27 + 58 = 114" e a P2 (a segunda, seed 50) deu "5 = 102.5, which is the answer you asked for." (ele grudou o 5 no 58 do prompt: 58.5). Nenhuma chegou em 85. (A primeira P2, seed 5, também errou: "27 + 58.5 = 123.25".)

**C.2** "To solve this, we can simply add the numbers together and find the difference between the sum and the product of the two numbers." (P1) — parece um plano de raciocínio antes da conta.

**C.3** Não. A P1 descreve um método ("add the numbers together") e logo depois escreve "27 + 58 = 114"; a P2 afirma "which is the answer you asked for" com 102.5. O texto tem cara de raciocínio e de certeza, mas a conta está errada: o estilo não garante a correção.
"""}

# ---------------------------------------------------------------- few-shot
ANSWERS["fs91-pipeline-rawlists-4demos-en"] = {
    "F.1": """Zero-shot: `"Este filme foi um` (the raw result was `[{'generated_text': ' "Este filme foi um'}]`). Few-shot: `NEGATIVO`, then two line breaks and `Text` (`' NEGATIVO\\n\\nText'`).""",
    "F.2": """Only the few-shot (it starts with the label NEGATIVO). The zero-shot just echoed the beginning of the review.""",
    "F.3": """No. Nothing is trained: the demonstrations only condition the next-token distribution (in-context learning); the weights are the same before and after.""",
    "F.4": """I added two more demonstrations (one POSITIVO, "Que roteiro lindo, saí do cinema sorrindo.", and one NEGATIVO, "Fraco e previsível do começo ao fim."), four in total. The output did not change: still `' NEGATIVO\\n\\nText'`.""",
    "F.5": """GPT-2's n_positions is 1024 tokens. Whatever goes beyond it does not fit: the input has to be truncated (those tokens are dropped) and the model cannot attend to them.""",
}

ANSWERS["fs92-htmlconcat-short-demo"] = {"all": """
**F.1** zero-shot: `"Este filme foi um desperdício de tempo."` / few-shot: `NEGATIVO` (depois vem `\\n\\nText`)

**F.2** Só o few-shot. O zero-shot só repetiu a frase do texto, sem rótulo.

**F.3** Não. Os exemplos no prompt só condicionam a saída (aprendizado em contexto); nenhum peso é atualizado.

**F.4** Troquei a demonstração negativa ("Péssimo. Não recomendo para ninguém.") por "Ruim.". A saída não mudou: continuou `' NEGATIVO\\n\\nText'`.

**F.5** 1024 tokens (n_positions). O que passa disso não entra: é truncado e o modelo não vê.
"""}

ANSWERS["fs93-answers-top-csv-raw"] = {"all": """
- **F.1** zero-shot → `"Este filme foi um` (no CSV aparece `" ""Este filme foi um"` porque o csv põe o campo entre aspas e dobra as aspas de dentro; a saída mesmo é ` "Este filme foi um`). few-shot → `NEGATIVO`, quebra de linha, linha vazia, `Text` (por isso o campo ocupa 3 linhas no CSV).
- **F.2** only the few-shot: ele começa com NEGATIVO; o zero-shot não deu rótulo nenhum.
- **F.3** não — in-context learning, só condicionamento pelo prompt; no gradient, no weight update.
- **F.4** Troquei o exemplo positivo "Adorei, foi excelente e emocionante." por "Que filme lindo, chorei de emoção.". Não mudou: a variacao também deu NEGATIVO + Text, igual ao few_shot.
- **F.5** 1024 tokens (n_positions do GPT-2); o que passar disso fica fora da janela: tem que truncar, o modelo não vê esses tokens.
"""}

# ---------------------------------------------------------------- template
ANSWERS["tpl91-rdig-sepbars-blockquote"] = {"all": """
> **T.1** pouco restritivo: `"Este filme foi um erro de tempo."` e depois `\\n\\nE`; restritivo: `"Este filme foi um`
>
> **T.2** nenhum
>
> **T.3** O restritivo deveria fechar o espaço de saída (só duas palavras possíveis, nada de explicação), mas aqui o modelo nem começou a resposta: repetiu o começo do texto, `"Este filme foi um`, e acabaram os 8 tokens. O pouco restritivo deixa a continuação livre e ele reescreveu a frase ("erro de tempo"). Neste modelo a restrição do prompt não foi suficiente.
>
> **T.4** Voto POSITIVO. 5 POSITIVO (amostras 3, 4, 6, 7, 9), 1 NEGATIVO (8), 4 sem rótulo (0, 1, 2, 5) — bate com o que o notebook imprimiu.
>
> **T.5** Não. A maioria só reduz a variância da resposta; se o modelo tende a errar, o voto erra junto. Aqui a frase é mista ("ótimo" mas "quebrou") e o voto deu POSITIVO, que nem é claramente o certo.
"""}

ANSWERS["tpl92-csv-tostring-handvote"] = {"all": """
T 1 - ruim: `"Este filme foi um erro de tempo."` e um `E` na linha de baixo; bom: `"Este filme foi um`

T 2 - nenhum

T 3 - o template bom tenta restringir o espaço de saída (uma palavra só, POSITIVO ou NEGATIVO, sem explicar), mas o modelo copiou o começo do texto (`"Este filme foi um`) do mesmo jeito que no ruim, que reescreveu a frase. A restrição ficou só no pedido, a saída não mudou de formato.

T 4 - POSITIVO 3 (linhas 1, 2, 6), NEGATIVO 3 (linhas 4, 5, 9), sem rótulo 4 (linhas 0, 3, 7, 8) → empate → INDETERMINADO

T 5 - não, ela só reduz a variância; se a maioria das amostras erra, o voto erra.
"""}

ANSWERS["tpl93-tqdmwrite-setseed-en"] = {"all": """
1) LOOSE: `"Este filme foi um erro de tempo."` then a line break and `E`. STRICT: `"Este filme foi um`

2) none

3) output space restriction, constraints, label format, fewer possible tokens

4) NEGATIVO. 2 NEGATIVO (samples 0 and 5), 0 POSITIVO, 8 without a label (the English NEGATIVE in 3 and 6 does not count, and 1 only has POSITIVE in English).

5) No. It only takes the most frequent answer, which reduces variance; it cannot fix a model that is wrong most of the time. Here 8 of 10 samples had no label, so the vote rests on just 2 samples.
"""}
