"""Hand-written answers, typed after reading each notebook's real outputs (/tmp/rt4/out).

ANSWERS[name][slot] replaces the cell `<<ANSWER:slot>>` (markdown) or `# <<ANSWER:slot>>` (code).
Deliberate problems are listed in README.md and in expected.json's `why`.
"""

ANSWERS = {}

# ---------------------------------------------------------------- tp41 (honest; runs named by ordinals /
# parameters; ids "a1:" ... "d3:" inline; quotes avoid the collapsed paragraph breaks)
ANSWERS["tp41-genconfig-mutated-enumerate"] = {"all": '''\
a1: trecho de cada execucao da parte A
- a primeira (temperature=0.2): "They can be applied to various fields, including engineering, economics, and medicine, where they can help in the development of new products and processes."
- a segunda (temperature=0.7): "it could be a function that calculates the slope of the regression line based on the difference between the predicted value and the previous value."
- a terceira (temperature=1): "help you optimize operations with the goal of optimizing performance and resources." (foi só isso, ela parou sozinha depois de uma frase)

a2: A primeira (T=0.2). Ela repete a mesma construção "can be applied to various" duas vezes ("They can be applied to various fields" e no fim "This model can be applied to various") e fica girando em "products and processes" / "a system or process". A segunda também repete um pouco ("simple linear regression" 2x), mas a de 0.2 é a mais "travada" na mesma estrutura.

a3: A segunda (T=0.7). Ela começa em "the relationship between a quantity and its rate of change", passa para "the slope of the regression line" e depois muda para "the original code". A terceira teria que ser a mais variada pela temperatura, mas ela só gerou uma frase ("help you optimize operations..."), então não tem como ter variado de tema.

b1: top_p = 0.3 (a quarta execução da lista).

b2: "This can be done using various techniques, such as" — aparece duas vezes na quarta execução (uma antes de "data augmentation" e outra antes de "image").

b3: Com top-p o modelo só sorteia entre os tokens cuja probabilidade acumulada chega em p. Com p=0.3 esse "núcleo" tem pouquíssimos tokens, então depois de "This can be done using" ele volta sempre para o mesmo caminho ("various techniques, such as"). Com 0.6 e 0.9 a massa acumulada inclui mais candidatos e a quinta e a sexta execução não repetiram frase inteira.

d1: o top-p.

d2: aumentaria (tipo de 0.3 para 0.9).

d3: Na parte B, com a temperatura fixa em 0.7, só o p=0.3 repetiu frase inteira; com 0.6 o texto foi para "lossful or lossy" e com 0.9 foi para biologia / inteligência artificial sem repetir. Na parte A a de T=0.2 repetiu "can be applied to various", mas abaixar/subir temperatura mexe em tudo; o top-p é o que controla quantos candidatos entram no sorteio.
'''}

# ---------------------------------------------------------------- tp42 (PROBLEM: part B answered from the
# course's expectation, not from the own outputs: B.1 names 0.3, the 0.6 block repeats a whole sentence;
# the B.2 "repeated" phrase occurs once)
ANSWERS["tp42-pipeline-nofull-docstring"] = {"all": '''\
def respostas_415():
    """
    A.1
      T=0.2: "Examples of such models include regression analysis, which uses linear relationships to predict continuous outcomes based on one or more predictor variables."
      T=0.7: "They are typically used for modeling data that involves one or more inputs."
      T=1.0: "Natural language processing (NLP), which enables machines to analyze and produce human language."

    A.2
      T=0.7. Ela repete quase a mesma frase duas vezes: "takes in a list of integers and returns a list of strings"
      e logo depois "takes in a list of inputs and returns a list of output results".

    A.3
      T=1.0. Sai de "complex patterns and trends" para uma lista com "Data-driven models, such as classification models"
      e "Natural language processing (NLP)". Mistura estatistica, ML e linguagem.

    B.1
      top-p = 0.3

    B.2
      "predict the behavior of a system" -> com p=0.3 essa frase aparece duas vezes.

    B.3
      Com top-p baixo o modelo so considera os tokens cuja probabilidade acumulada soma 0.3, entao o conjunto de
      candidatos e muito pequeno e ele cai sempre nas mesmas palavras. Com p maior a massa acumulada inclui mais
      tokens e o texto varia mais.

    D.1
      top-p

    D.2
      aumentar

    D.3
      Na parte A, com top_p=0.9, a de T=1.0 nao entrou em loop nenhum (virou uma lista de tipos de modelo) e a de T=0.7
      repetiu "takes in a list of ... and returns a list of"; com o nucleo grande (0.9) o texto consegue sair do loop.
    """
'''}

# ---------------------------------------------------------------- tp43 (honest; own "diversidade" metric
# len(set(t))/len(t) counts CHARACTERS (length-driven), but the choices are also argued from the text;
# lowercase, pt/en mix, typos, no accents)
ANSWERS["tp43-stdout-write-topk20-charmetric"] = {"all": '''\
**A.1**
- A1 (temp 0.2): "These models can be used to optimize systems, predict outcomes, and make predictions."
- A2 (temp 0.7): "They're incredibly powerful and have revolutionized the way we approach problems."
- A3 (temp 1.0): "They use statistics and math to analyze data, make predictions, and guide decision-making."

**A.2** A1 (temp 0.2). tem a menor diversidade na minha medida (0.076) e no texto da pra ver: "can be used to predict" aparece 2 vezes ("can be used to predict the behavior of a system" e "which can be used to predict outcomes based on data") e "optimize systems" tambem 2x.

**A.3** A2 (temp 0.7) - maior diversidade (0.121). e no texto ela muda completamente de assunto: comeca falando de transformers e termina como um chat, "I'm happy to share my expertise and help with the various projects I'm working on. What kind of projects are you working on?". a A3 ficou numa lista de modelos (Linear Regression, Machine Learning, Deep Learning), mesmo tema.

**B.1** top_p 0.3 (B1), diversidade 0.062, a mais baixa.

**B.2** "In the context of data analysis" - aparece 2x no B1 ("In the context of data analysis, models like regression analysis..." e "In the context of data analysis, regression analysis is a statistical technique...")

**B.3** top p = nucleus sampling: o modelo ordena os tokens e pega so os primeiros ate a probabilidade acumulada (cumulative mass) chegar em p. com 0.3 sobra bem pouca opcao, entao ele volta pro "In the context of data analysis" e "regression analysis". com 0.9 o B3 ja foi pra clustering, k-means, image classification.

**D.1** top_p

**D.2** aumentar (0.3 -> 0.9)

**D.3** nos meus testes o B1 (p 0.3) repetiu e o B3 (p 0.9) nao, com a mesma temperatura e a mesma seed (8). na parte A o A1 de temp baixa tambem repetiu, mas pra tirar o loop o mais direto e abrir o nucleo do top p. (obs: usei top_k=20 em tudo)
'''}

# ---------------------------------------------------------------- tp44 (PROBLEM: A.1's T=0.7 and T=1.0 excerpts are
# swapped: both real, each attributed to the other run; "[...]" elisions are honest)
ANSWERS["tp44-markdown-italic-elision"] = {
    "A.1": '''\
- **T = 0.2:** "They are often used in data science to analyze and optimize complex systems [...] The data science community has been heavily influenced by the field of data science"
- **T = 0.7:** "A key aspect of data manipulation is to ensure that the data is not biased towards the type of analysis you're doing. This is where data cleaning and preprocessing come into play."
- **T = 1.0:** "Examples include neural networks, which use data processing techniques to learn from data and adapt to new situations, and Bayesian networks [...]"''',
    "A.2": '''\
A de temperatura 0.2. O texto gira em torno de "data science" o tempo todo: "used in data science", "The data science community", "the field of data science", "tools used in data science" — a mesma expressão quatro vezes em poucas linhas.''',
    "A.3": '''\
A de temperatura 1.0: começa em "can handle both numerical and qualitative data simultaneously", passa para viés ("not biased towards the type of analysis") e termina em limpeza de dados ("checking for missing values, outliers, and errors"). São três assuntos diferentes.''',
    "B.1": "Top-p 0.3.",
    "B.2": '''\
"predict human behavior" — aparece em "and even predict human behavior" e logo depois em "One example of a model that can be used to predict human behavior is the AlphaGo Zero model".''',
    "B.3": '''\
O top-p corta a distribuição: ficam só os tokens mais prováveis até a probabilidade acumulada atingir p. Com p = 0.3 a massa acumulada é atingida com 1 ou 2 tokens, então o texto quase não tem escolha e volta para "predict ... behavior". Com 0.6 e 0.9 o núcleo é maior e o texto foi para saúde / cientistas de dados e para árvores de decisão, sem repetir.''',
    "D": '''\
**D.1:** top-p. **D.2:** aumentaria. **D.3:** No nosso experimento B (temperatura 0.7 fixa) o único que repetiu foi o top-p 0.3 ("predict human behavior"); com 0.6 e 0.9 não houve repetição. Na parte A, a temperatura 0.2 ficou presa em "data science", mas a mudança mais direta para sair do loop é aumentar o top-p.''',
}

# ================================================================ chain of thought
# ---------------------------------------------------------------- cot41 (honest; pt/en mix, typos; "(nada)" is the
# student's own placeholder; " / " stands for the newlines)
ANSWERS["cot41-pipeline-slashes-mixed"] = {"all": '''\
**C.1 —** Nao / No. O direto nao gerou nada (o meu print mostra "(nada)", the model stopped right away). O passo a passo chegou em "The answer is: 225.5", que ta muito longe de 85. Entao nenhum dos dois acertou.

**C.2 —** "This can also be written as 130.5 + 27 = 225.5." (passo a passo)

**C.3 —** Nao. The output *looks* like reasoning ("This can also be written as...", "The answer is:") mas os numeros estao errados desde o comeco: ele leu "58." + "5" como 58.5 e disse que da 130.5, depois somou 27 de novo e chegou em 225.5. O formato de passo a passo nao garante a conta certa, so deixa o texto com cara de explicacao.
'''}

# ---------------------------------------------------------------- cot42 (PROBLEM: the C.2 excerpt is the real start of
# P2 with an invented ending: the output stops at "Therefore, 27")
ANSWERS["cot42-listdicts-edited-c2"] = {"all": '''\
C.1 - Não. O P1 (direto) veio vazio ("saida :" sem nada) e o P2 somou um monte de números que nem estavam na pergunta e chegou em 12.4982.

C.2 - "04 + 4.2 + 4.54 + 4.84 + 5.24 + 6.04 + 7.24 + 8.24 + 9.24 + 10.24 + 10.24 = 12.4982. Therefore, 27 + 58 = 85." (P2)

C.3 - Não garante. O P2 até escreve "Therefore", que parece conclusão de raciocínio, mas a soma do meio é inventada (4.2 + 4.54 + ... não tem nada a ver com 27 + 58) e o resultado 12.4982 está errado. Aparência de passo a passo não é correção.
'''}

# ---------------------------------------------------------------- cot43 (honest; answers in inline HTML; the logprob
# numbers and token counts are not answers)
ANSWERS["cot43-genconfig-scores-html"] = {"all": '''\
<b>C.1</b> — Não. No direto o modelo gerou 1 token só (o de fim de texto), então a saída ficou vazia. No passo a passo ele juntou o "58." do prompt com "00" e escreveu "27 + 58.00 = 113.00", e no fim "The final answer is 22.00." Nenhum dos dois deu 85.

<b>C.2</b> — "which is the same as 27.00 + 11.00 = 22.00." (passo a passo)

<b>C.3</b> — Não. O texto tem forma de raciocínio (reescreve a conta, "which is the same as", "The final answer is") mas as contas são falsas: 27 + 58 não é 113 e 27 + 11 não é 22. E a logprob média do passo a passo foi -0.45, ou seja, o modelo estava bem "confiante" escrevendo números errados. Estilo de passo a passo ≠ correção.
'''}

# ---------------------------------------------------------------- cot44 (PROBLEM in the code: max_new_tokens swapped,
# P1 80 / P2 40; P2 is cut at "In other words, the"; the answers themselves are honest, no accents)
ANSWERS["cot44-helper-swapped-lengths"] = {"all": '''\
c1) Nao. O P1 (direto) nao respondeu nada, so saiu a seta vazia. O P2 diz "27 + 58 = 114", errado (o certo e 85).

c2) "This product is 27 + 58 = 114, and it's a product of a number multiplied by itself multiplied by itself." (P2)

c3) Nao garante. O P2 escreve como se estivesse explicando ("This product is...", "In other words") mas chama a soma de produto, fala de um numero "multiplied by itself" e da 114. Parecer raciocinio nao significa estar certo; com um modelo pequeno e amostragem (T=0.7) o texto e fluente e a conta esta errada.
'''}

# ================================================================ few-shot
# ---------------------------------------------------------------- fs41 (PROBLEM: the variation changes only whitespace:
# one extra blank line before each "Texto:"; no demonstration altered or reordered; the reported change is real)
ANSWERS["fs41-whitespace-variation"] = {
    "F.1": 'zero-shot: `"Este filme foi um` — few-shot: `NEGATIVO` (e depois uma linha em branco e `Text`)',
    "F.2": "Só o few-shot. O zero-shot começou a copiar o texto de entrada em vez de dar o rótulo.",
    "F.3": "Não. O modelo não é treinado quando a gente passa exemplos no prompt; os pesos ficam iguais. Os exemplos só mudam o contexto que ele usa para prever o próximo token (in-context learning).",
    "F.4": "Sim, mudou um pouco: o rótulo continuou `NEGATIVO`, mas agora saiu uma linha em branco a mais antes do `Text`. O que eu alterei: coloquei uma linha em branco extra antes de cada `Texto:` (o `replace` no código), o resto do prompt ficou igual.",
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso é cortado (truncado) e o modelo não vê.",
}

# ---------------------------------------------------------------- fs42 (honest; answers in a docstring; outputs printed
# with .strip(), so the leading space is gone)
ANSWERS["fs42-strip-docstring"] = {"all": '''\
def minhas_respostas():
    """
    F.1 - Saidas (copiadas do print):
          ZS : "Este filme foi um
          FS : NEGATIVO
               (linha em branco)
               Text

    F.2 - so o few-shot. O zero-shot repetiu o comeco do texto ("Este filme foi um) em vez de um rotulo;
          o few-shot comecou com NEGATIVO.

    F.3 - Nao. Nenhum gradiente e calculado, e so inferencia (model.generate sem treino). Os exemplos
          entram como contexto e condicionam a saida; os pesos continuam os mesmos.

    F.4 - Nao mudou. Troquei a demonstracao negativa "Péssimo. Não recomendo para ninguém." por
          "Horrível, saí no meio da sessão." (mesmo rotulo NEGATIVO) e a saida da VAR ficou igual a do
          few-shot: NEGATIVO, linha em branco, Text.

    F.5 - n_positions = 1024. Tokens alem de 1024 nao cabem na janela: tem que truncar (os excedentes
          sao descartados e o modelo nao "ve" eles).
    """
'''}

# ---------------------------------------------------------------- fs43 (PROBLEM: F.2 says "ambas" although the own
# table (and the own F.1) show the zero-shot output is ' "Este filme foi um')
ANSWERS["fs43-mdtable-claim-f2"] = {"all": '''\
**F.1** Zero-shot: ` "Este filme foi um` · Few-shot: ` NEGATIVO↵↵Text` (o ↵ é a quebra de linha que eu troquei no print).

**F.2** Ambas. As duas responderam em uma palavra só, seguindo o formato pedido.

**F.3** Não. In-context learning não muda os pesos: os exemplos só fazem parte da entrada (do contexto) e influenciam a previsão do próximo token. Nada é treinado.

**F.4** Não mudou. Coloquei a demonstração NEGATIVO antes da POSITIVO (inverti a ordem) e a saída continuou ` NEGATIVO↵↵Text`, igual ao few-shot.

**F.5** 1024 tokens. Tokens além disso ficam fora da janela de contexto: são truncados e o modelo não consegue usá-los.
'''}

# ---------------------------------------------------------------- fs44 (honest; en/pt mix; outputs between |...| and a
# token table with probabilities)
ANSWERS["fs44-token-probs-en-pt"] = {"all": '''\
**F.1** zero-shot: ` "Este filme foi um` / few-shot: ` NEGATIVO` + blank line + `Text` (exactly as between the bars: `| NEGATIVO\\n\\nText|`).

**F.2** Only few-shot. O zero-shot não deu rótulo nenhum, just started copying the review ("Este filme foi um"). The few-shot starts with NEGATIVO (p=0.684 for the first token 'ĠN').

**F.3** No / não. Nothing is trained; the demonstrations are only context. Os pesos do modelo são os mesmos antes e depois, it's conditioning, not learning.

**F.4** No, it did not change. I swapped the order of the two demonstrations (NEGATIVO example first, then POSITIVO) and the output is still ` NEGATIVO\\n\\nText`. Only the probabilities moved a bit (first token p=0.558 instead of 0.684).

**F.5** GPT-2 has n_positions = 1024 tokens. Anything beyond that does not fit in the context window — it has to be truncated and the model never sees it.
'''}

# ================================================================ template
# ---------------------------------------------------------------- tpl41 (honest; own first-word extraction rule;
# the SC display is .strip()ped, so samples with a newline wrap onto the next printed line)
ANSWERS["tpl41-firstword-rule"] = {
    "T.1": 'Ruim: `"Este filme foi um erro de tempo."` e na linha de baixo `E` (16 tokens). Bom: `"Este filme foi um` (8 tokens).',
    "T.2": "Nenhum dos dois.",
    "T.3": 'Os dois falharam em restringir o espaço de saída para o nosso modelo: em vez de escolher entre POSITIVO e NEGATIVO ele continuou copiando a frase de entrada (o ruim até trocou "desperdício" por "erro de tempo", o bom parou em "Este filme foi um"). O template bom limita as opções só no papel; a saída `"Este filme foi um` mostra que a instrução não foi seguida.',
    "T.4": 'Voto final: NEGATIVO. Pela minha regra (primeira palavra): NEGATIVO 3 (amostras 4, 8 e 9), POSITIVO 2 (5 e 7), sem rótulo 5 (1, 2, 3, 6 e 10). A 10 é `"POSITIVE"` em inglês, então não conta.',
    "T.5": "Não. Ela só escolhe a resposta mais frequente entre as amostras, o que reduz a variação, mas se o modelo erra na maioria das vezes o voto erra junto. Aqui metade das amostras nem tinha rótulo e o placar foi 3 x 2, quase empate, com um texto que é misto (atendimento ótimo, produto quebrou).",
}

# ---------------------------------------------------------------- tpl42 (PROBLEM: T.4's hand count reads the three
# "NEGATIVE" samples (rótulo: None on screen) as NEGATIVO: the printed labels give POSITIVO 3 / NEGATIVO 1 / none 6)
ANSWERS["tpl42-genconfig-handcount"] = {"all": '''\
**T.1** template ruim: `' "Este filme foi um erro de tempo."\\n\\nE'` — template bom: `' "Este filme foi um'`

**T.2** nenhum

**T.3** Nenhum dos dois restringiu o espaço de saída: o modelo continuou o texto entre aspas ("Este filme foi um erro de tempo." no ruim, "Este filme foi um" no bom) em vez de escolher um rótulo. A ideia do template restritivo é deixar só duas respostas possíveis, mas com esse modelo a instrução "UMA ÚNICA palavra" não foi suficiente.

**T.4** Voto final: **NEGATIVO**. Contagem: NEGATIVO 4 (amostras 02, 03, 06 e 09), POSITIVO 3 (07, 08 e 10), sem rótulo 3 (01, 04 e 05).

**T.5** Não. A self-consistency só pega a maioria entre várias amostras; diminui a variância, mas se a maioria estiver errada o voto também fica. No meu caso a diferença foi de um voto só e o texto é ambíguo de propósito.
'''}

# ---------------------------------------------------------------- tpl43 (honest; samples shown only in a text/markdown
# list with .strip(); course extraction rule; answers in a list, "T.n" in bold, pt with some English)
ANSWERS["tpl43-markdown-list-samples"] = {"all": '''\
- **T.1** pouco restritivo: `' "Este filme foi um erro de tempo."\\n\\nE'` · restritivo: `' "Este filme foi um'`
- **T.2** nenhum — nenhum dos dois deu POSITIVO/NEGATIVO.
- **T.3** O template restritivo deveria reduzir o output space a duas palavras, mas o modelo ignorou: o restritivo começou a repetir a frase (`"Este filme foi um`) e o pouco restritivo reescreveu ela ("Este filme foi um erro de tempo."). Então aqui a restrição não funcionou, o modelo só continuou o padrão de texto entre aspas.
- **T.4** Voto final NEGATIVO. 3 NEGATIVO (amostras 1, 3 e 4), 0 POSITIVO e 7 sem rótulo (2, 5, 6, 7, 8, 9, 10 — a 6 é "NEGATIVE" em inglês e a regra não pega).
- **T.5** Não. Self-consistency reduces variance, not error: o voto saiu de só 3 amostras de 10, as outras 7 nem tinham rótulo. Se o modelo tende a errar, a maioria erra.
'''}

# ---------------------------------------------------------------- tpl44 (honest; own last-label rule with an EMPATE
# tie rule (not triggered); outputs between "|" bars and "i | repr | label" lines)
ANSWERS["tpl44-lastlabel-tie"] = {"all": '''\
T.1 -> LOOSE: `"Este filme foi um erro de tempo."` + quebra de linha + `E` (entre as barras: `| "Este filme foi um erro de tempo."\\nE|`, com espaço no começo). STRICT: `| "Este filme foi um|`.

T.2 -> nenhum

T.3 -> O template restritivo tenta fechar o espaço de saída (só uma palavra, só POSITIVO ou NEGATIVO), mas o nosso modelo não obedeceu: os dois continuaram a frase entre aspas. No LOOSE ele até inventou "erro de tempo" no lugar de desperdício; no STRICT parou em "Este filme foi um" por causa do limite de 8 tokens. Restringir no texto do prompt não garante restringir a saída.

T.4 -> Voto NEGATIVO. Pela minha regra do último rótulo: NEGATIVO 4 (amostras 0, 1, 8, 9), POSITIVO 3 (3, 4, 5), sem rótulo 3 (2, 6, 7). A amostra 4 (`' POSITIVO ou NEGAT'`) conta como POSITIVO porque o NEGAT foi cortado e não vira rótulo. Não deu empate, então a regra de EMPATE não entrou.

T.5 -> Nao. So diminui a variancia: 4 x 3 e quase empate, e se o modelo erra na maioria das amostras o voto erra junto.
'''}
