"""Batch 15's hand-written answers, written after reading the recorded outputs (/tmp/rt15/out, dump_outputs.py).
ANSWERS[notebook][slot] = the cell's source; PIECES[notebook][qid] = each question's answer as it stands inside that
cell (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp151: answers grouped BY RUN; the question id in parentheses at the end of each statement.
P = PIECES["tp151-warpers-loop-sentences-byrun"] = {
    "A.1": None, "A.2": None, "A.3": None, "B.1": None, "B.2": None, "B.3": None, "D.1": None, "D.2": None, "D.3": None}
_a1 = {
    "A1": '"These models can be used to predict outcomes based on data, but they also have limitations. For example, they can be sensitive to the data used to train the model"',
    "A2": '"In climate science, climate models are complex and computationally intensive, and they require large amounts of data to run."',
    "A3": '"These models have been widely used in various fields, including psychology, social sciences, and economics, to understand complex social behaviors."',
}
P["A.1"] = f"trechos: A1 {_a1['A1']}; A2 {_a1['A2']}; A3 {_a1['A3']}"
P["A.2"] = ('o A1 é o mais repetitivo: "can be used to" aparece duas vezes seguidas ("can be used to optimize a system", '
            '"These models can be used to predict outcomes") e "the data used to train the model" aparece duas vezes na mesma frase')
P["A.3"] = ('o A3 é o que mais varia de tema: sai de "climate change" para "psychology, social sciences, and economics" e termina em '
            '"economic behavior, social influence". O A2 fica o tempo todo em clima ("climate models")')
P["B.1"] = "o B1 (top_p=0.3) é o mais repetitivo da parte B"
P["B.2"] = 'o padrão que se repete no B1: "can be used to predict" ("can be used to predict the behavior of a system" e "a model that can be used to predict human behavior")'
P["B.3"] = ("com top_p=0.3 o sorteio só usa o menor conjunto de tokens cuja probabilidade acumulada chega a 30%, quase sempre 1 ou 2 tokens, "
            "então o B1 fica voltando pro mesmo caminho (\"predict\" 4 vezes, \"behavior\" 5 vezes). No B2 (0.6) e no B3 (0.9) entram mais candidatos e o texto muda de assunto "
            "(o B2 vai pra energia, \"boilers and heat exchangers\")")
P["D.1"] = "se um texto ficar em loop eu mexeria primeiro no top-p"
P["D.2"] = "aumentando (0.6 → 0.9, por ex.) e só depois subiria um pouco a temperatura"
P["D.3"] = ("porque no meu experimento, com a mesma temperatura 0.7, só mudar o top-p de 0.3 (B1) para 0.6/0.9 (B2, B3) já tirou a repetição; "
            "e na parte A a temperatura baixa (A1) também repetiu \"can be used to\", então subir um pouco a temperatura é o segundo passo")
ANSWERS["tp151-warpers-loop-sentences-byrun"] = {"all": f'''
**A1 (T=0.2)** — {P["A.1"]} (A.1). Além disso, {P["A.2"]} (A.2).

**A2 (T=0.7)** — nada de especial, ficou num tema só.

**A3 (T=1.0)** — {P["A.3"]} (A.3).

**B1 (T=0.7, top_p=0.3)** — {P["B.1"]} (B.1); {P["B.2"]} (B.2). Por quê: {P["B.3"]} (B.3).

**B2 / B3** — sem repetição forte.

**Se desse loop** — {P["D.1"]} (D.1), {P["D.2"]} (D.2), {P["D.3"]} (D.3).
'''}

# tp152: English, ids 1a..3c (part A = 1, B = 2, D = 3). PROBLEM: 3b says DECREASE top-p, 3c argues from it.
P = PIECES["tp152-rich-tree-paramseed-en"] = {
    "A.1": 'A1: "This can be done using techniques such as data augmentation, which involves generating new data by applying transformations to existing data." '
           'A2: "These models can take various forms, including machine learning models, such as neural networks, deep learning models, and even natural language processing models." '
           'A3: "incorporate data from various sources, such as GPS, sensors, or databases, and then analyze and optimize for the best possible results."',
    "A.2": 'A1 (T=0.2). "This can be done using techniques such as" appears twice ("such as data augmentation" and "such as image resizing"), and "by generating new data" / "generating new data that is similar to the original data" repeats the same idea; "existing data" also comes back.',
    "A.3": 'A3 (T=1.0): it goes from GPS and sensors to "machine learning algorithms, which can be trained on vast amounts of data" and then suddenly a numbered markdown item "6. **Data integration**". A1 stays on data augmentation the whole time.',
    "B.1": "B1, top_p = 0.3.",
    "B.2": '"In the context of data analysis, models like linear regression are used to" (twice in B1, once ending "identify patterns" and once "make predictions").',
    "B.3": "Top-p samples only from the smallest set of tokens whose cumulative probability reaches p. With p = 0.3 that nucleus is tiny, so B1 keeps picking the same high-probability continuation and re-writes its own sentence. (B3 came out identical to A2 because my seed is computed from T and p, and both are T=0.7 / p=0.9.)",
    "D.1": "top-p",
    "D.2": "decrease it (e.g. 0.9 → 0.6), so the model sticks to fewer, safer tokens",
    "D.3": "In my part B the lower top-p (0.3) was the most stable run, and in part A the low temperature gave the most coherent text, so narrowing the nucleus is what controls a text that goes off the rails.",
}
ANSWERS["tp152-rich-tree-paramseed-en"] = {"all": "\n".join(
    f"- **{i}** {P[q]}" for i, q in zip(["1a", "1b", "1c", "2a", "2b", "2c", "3a", "3b", "3c"], P))}

# ---------------------------------------------------------------- chain-of-thought
P = PIECES["cot151-ipython-json-roman"] = {
    "C.1": 'não. No P1 o campo "saida" veio vazio (`"tokens_gerados": 1`, só o fim de texto) e no P2 a resposta final foi "So, the answer is 113.25." — nenhum dos dois deu 85',
    "C.2": '"25 = 113.25, and then multiply that by 113.25 to get 113.25." — parece um passo a passo (faz uma conta, depois "multiply that by" e chega num resultado)',
    "C.3": "não garante. O P2 tem cara de raciocínio (\"and then\", \"So, the answer is\") mas as contas estão erradas e o resultado 113.25 não tem nada a ver com 27 + 58 = 85. O estilo de passo a passo não faz o modelo calcular certo",
}
ANSWERS["cot151-ipython-json-roman"] = {"all": "\n".join(f"- **{r})** {P[q]}" for r, q in zip(["i", "ii", "iii"], P))}

# cot152: English, the questions' own text as headings, no ids. The run used the TYPO prompt "27 + 85".
P = PIECES["cot152-textarea-typo-prompt-en"] = {
    "C.1": "No. P1's box is empty (the model stopped right away) and P2 ends with \"The final answer is 1\". Neither gives 85.",
    "C.2": "\"5 + 3.14 * 27 + 85.5 + 3.14 * 27 + 85.5 + 3.14 * 27 = 3.34 * 27 + 3.14 * 27 = 102.14.\" — it chains operations with = like a worked solution.",
    "C.3": "No. The step-by-step prompt made the output look like a calculation, but the steps are made up (3.14 appears from nowhere, 102.14, then \"The final answer is 1\"). Looking like reasoning is not the same as being correct.",
}
ANSWERS["cot152-textarea-typo-prompt-en"] = {"all": f'''
#### Is the final numeric answer correct in both cases?
{P["C.1"]}

#### Copy an excerpt where the model seems to reason
{P["C.2"]}

#### Does the reasoning shown guarantee correctness?
{P["C.3"]}
'''}

# ---------------------------------------------------------------- few-shot
P = PIECES["fs151-display-code-mixed-demo-ol"] = {
    "F.1": 'zero-shot: `"Este filme foi um` (com espaço antes das aspas); few-shot: `NEGATIVO`, uma linha em branco e depois `Text`',
    "F.2": "só o few-shot (começa com o rótulo NEGATIVO); o zero-shot só repetiu o começo do texto",
    "F.3": "não. Os exemplos só entram no prompt como contexto; nenhum gradiente é calculado e os pesos continuam os mesmos — é condicionamento, não treino",
    "F.4": "não mudou: o few-shot com exemplo misto deu o mesmo ` NEGATIVO` / linha em branco / `Text`. Troquei a demonstração positiva \"Adorei, foi excelente e emocionante.\" por uma crítica mista, \"Bom elenco, mas o final é fraco.\", mantendo o rótulo POSITIVO",
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso é cortado (truncado) e o modelo não enxerga esses tokens",
}
ANSWERS["fs151-display-code-mixed-demo-ol"] = {"all": "<ol type=\"a\">\n" + "\n".join(f"<li>{P[q]}</li>" for q in P) + "\n</ol>"}

# fs152: "Q:/A:" pairs, ids "F-1".. PROBLEM: F.4 rests on the printed line, which shows r_fs, not r_var.
P = PIECES["fs152-custom-repr-var-printbug"] = {
    "F.1": "zero-shot `' \"Este filme foi um'` e few-shot `' NEGATIVO\\n\\nText'` (copiei do repr da lista)",
    "F.2": "few-shot",
    "F.3": "Nao, nenhum peso muda: o modelo so le os exemplos no contexto e continua o texto; aprender de verdade exigiria treino (gradiente)",
    "F.4": "Nao mudou: a linha da variação saiu `' NEGATIVO\\n\\nText'`, igual ao few-shot. Troquei as duas demonstrações para inglês (\"I loved it, it was excellent and moving.\" e \"Terrible. I do not recommend it to anyone.\"), deixando os rótulos e o texto final em português",
    "F.5": "1024 posições; tokens além disso ficam de fora (o texto precisa ser truncado) e o modelo nao os vê",
}
ANSWERS["fs152-custom-repr-var-printbug"] = {"all": "\n\n".join(
    f"Q (F-{k}): {t}  \nA: {P[q]}" for k, (q, t) in enumerate(zip(P, [
        "copie as saídas zero-shot e few-shot", "quais seguiram o formato de rótulo?", "algum peso foi atualizado?",
        "a saída da variação mudou?", "janela de contexto do GPT-2?"]), start=1))}

# ---------------------------------------------------------------- template
P = PIECES["tpl151-grid-mostcommon-jsonfence"] = {
    "T.1": "pouco restritivo: ' \\\"Este filme foi um erro de tempo.\\\"\\n\\nE' | restritivo: ' \\\"Este filme foi um'",
    "T.2": "nenhum",
    "T.3": "O restritivo tenta reduzir o espaço de saída a duas palavras (POSITIVO/NEGATIVO, 'Não explique') e termina em 'Sentimento:', enquanto o pouco restritivo deixa qualquer continuação depois da seta. Só que aqui nenhum funcionou: o ruim reescreveu a frase ('erro de tempo') e o bom só repetiu o começo do texto (' \\\"Este filme foi um'). Restringir diminui as opções prováveis mas não obriga um modelo pequeno a obedecer.",
    "T.4": "voto final NEGATIVO. NEGATIVO 4 (#02, #03 'No posso ser negativo!', #06, #07), POSITIVO 1 (#01 ' Positivo.'), sem rótulo 5 (#04, #05 que é POSITIVE em inglês, #08, #09, #10) — bate com o most_common [(None, 5), ('NEGATIVO', 4), ('POSITIVO', 1)]; None não entra no voto",
    "T.5": "não. A votação só reduz a variância entre amostras; se o modelo erra de forma consistente, a maioria erra junto",
}
ANSWERS["tpl151-grid-mostcommon-jsonfence"] = {"all": "```json\n{\n" + ",\n".join(
    f'  "{q}": "{P[q]}"' for q in P) + "\n}\n```"}

# tpl152: "T.n)" ids. PROBLEM: T.4 counts #9 ' NEGATIVE' (English) as NEGATIVO: 5 / 1 / 4 instead of 4 / 1 / 5.
P = PIECES["tpl152-html-chips-handcount"] = {
    "T.1": "RUIM: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` — BOM: `' \"Este filme foi um'`",
    "T.2": "nenhum dos dois",
    "T.3": "o template bom fecha o espaço de saída (só duas palavras permitidas, \"Não explique\", termina em `Sentimento:`) e o ruim deixa o modelo livre depois do `->`; o ruim de fato saiu livre (reescreveu a frase: \"erro de tempo\"), mas o bom também falhou, só copiou o início do texto (`\"Este filme foi um`). A restrição só muda as probabilidades, não obriga.",
    "T.4": "contei pelos chips: NEGATIVO 5 (1, 3, 6, 8 e 9), POSITIVO 1 (o 5, \"Positivo ou NEGAT\") e sem rótulo 4 (2, 4, 7 e 10). Voto: NEGATIVO",
    "T.5": "não; a maioria só diminui a variância, se o modelo tende ao erro o voto também erra",
}
ANSWERS["tpl152-html-chips-handcount"] = {"all": "\n\n".join(f"**{q})** {P[q]}" for q in P)}
