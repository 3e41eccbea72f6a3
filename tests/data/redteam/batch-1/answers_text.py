# Students' answers, written after reading each executed notebook's outputs.
# ANSWERS[notebook][slot] = the cell's source. See add_answers.py.

ANSWERS = {}

# ------------------------------------------------------------------ chain-of-thought

ANSWERS["cot01-course-rich"] = {
    "C.1": "Não. No P1 (direto) o modelo nem deu um número para a soma: saiu falando do "
           "\"total number of days in a year: 365\". No P2 (passo a passo) ele escreveu \"27 + 58.53 = 124.53\" "
           "e terminou com \"The answer is: 100\". O certo seria 85.",
    "C.2": "> Solve step by step: 27 + 58.53 = 124.53. Multiply 124.53 by 11 to get 124.5311.\n\n(P2, passo a passo)",
    "C.3": "Não. O P2 tem cara de raciocínio (\"Multiply 124.53 by 11 to get 124.5311\", \"The answer is: 100\"), "
           "mas as contas estão erradas e a resposta final (100) não é 85. A forma de passos é só estilo; não garante correção.",
}

ANSWERS["cot02-pipeline-3samples-en"] = {
    "ALL": "**C.1:** No. None of my P1 samples gives a number at all (sample 1 talks about \"simple harmonic motion\", "
           "samples 2 and 3 came out empty), and the P2 samples end with 28, 1.11111... and 104.11 — never 85.\n\n"
           "**C.2:** From P2 sample 3: \"27 + 58.11 + 27 + 81.11 = 58.11 + 27 + 27 = 104.11.\"\n\n"
           "**C.3:** No. P2 sample 1 writes a chain of equalities (\"27.25 - 5.25 = 28.25\") and then "
           "\"So the answer is 28\" — it looks like step-by-step work, but the arithmetic is wrong. "
           "The step-by-step style does not guarantee a correct result.",
}

ANSWERS["cot03-manual-kvcache-resposta"] = {
    "C.1": "Resposta: Sim, nos dois casos o resultado saiu certo.",
    "C.2": "Resposta: \"27 + 58.25 = 74.25, which is the result of the square root of 27.\" (P2)",
    "C.3": "Resposta: Não. O P2 escreve uma conta (\"58.25 = 74.25\") e uma justificativa "
           "(\"the result of the square root of 27\") que parecem raciocínio, mas não têm relação com a soma pedida; "
           "o estilo passo a passo não garante que a conta esteja certa.",
}

ANSWERS["cot04-dataframe-seeds"] = {
    "TABLE": "| C.1 | Não. O P1 saiu vazio (o modelo não escreveu nada depois da pergunta) e o P2 terminou em "
             "\"17.4, which is the answer\". Nenhum deu 85. |\n"
             "| C.2 | \"27 + 58: 7 + 8 = 15, vai um; 2 + 5 + 1 = 8; então 27 + 58 = 85\" |\n"
             "| C.3 | Não. Mesmo escrevendo \"which is the answer\", o P2 deu 17.4, longe de 85; parecer um raciocínio "
             "não garante acerto. |\n",
}

ANSWERS["cot05-answers-in-comments"] = {
    "ALL": "# RESPOSTAS\n"
           "# C.1 - Não. O direto (P1) não respondeu nada, só ficou a pergunta. O passo a passo (P2) deu\n"
           "#       27 + 58.53 = 123.53, errado (o certo é 85).\n"
           "# C.2 - \"27 + 58.53 = 123.53, which is the result of the division of 27 by 58.53.\"\n"
           "# C.3 - Sim, quando o modelo mostra as etapas dá pra confiar mais no resultado, porque dá pra ver\n"
           "#       a conta que ele fez.\n",
}

# ------------------------------------------------------------------ few-shot / template

ANSWERS["fs01-fewshot-reorder"] = {
    "F.1": "Zero-shot: `\"Este filme foi um`\n\nFew-shot: `NEGATIVO` (e depois uma linha em branco e `Text`)",
    "F.2": "Só o few-shot: a primeira linha é só NEGATIVO (depois ele começa a copiar o \"Text\" do próximo exemplo "
           "até acabar os 8 tokens). O zero-shot só repetiu o começo do texto entre aspas.",
    "F.3": "Não. Nenhum peso foi atualizado: os exemplos só entram no prompt e condicionam a próxima palavra pelo "
           "contexto (in-context learning). É só inferência.",
    "F.4": "Não, a saída não mudou. Troquei a ordem das duas demonstrações (a NEGATIVO primeiro, depois a POSITIVO) "
           "e continuou saindo `NEGATIVO` seguido de `Text`.",
    "F.5": "A janela do GPT-2 é n_positions = 1024 tokens. O que passar disso fica fora da janela: é truncado e não "
           "participa da atenção.",
}

ANSWERS["tpl01-template-selfconsistency"] = {
    "ALL": "**T.1** Pouco restritivo: `\"Este filme foi um erro de tempo.\"` (e depois um `E` na linha de baixo). "
           "Restritivo: `\"Este filme foi um`.\n\n"
           "**T.2** Nenhum. Os dois só repetiram o texto entre aspas; nenhum respondeu POSITIVO ou NEGATIVO.\n\n"
           "**T.3** No meu caso nenhum dos dois templates restringiu o espaço de saída o suficiente: o modelo preferiu "
           "continuar copiando o texto (\"Este filme foi um...\") em vez de dar o rótulo. Em tese o restritivo limita o "
           "formato da saída a uma palavra, mas aqui a instrução não bastou.\n\n"
           "**T.4** Voto final NEGATIVO: 4 NEGATIVO (amostras 1, 5, 7 e 8), 2 POSITIVO (2 e 6) e 4 sem rótulo "
           "(3, 4, 9 e 10).\n\n"
           "**T.5** Não. A self-consistency só pega o consenso entre as amostras (reduz a variância), mas se o modelo "
           "erra de forma sistemática o voto erra junto; aqui 4 de 10 nem tinham rótulo e o voto saiu de só 4 amostras.",
}

# ------------------------------------------------------------------ temperature-top-p

ANSWERS["tp02-pipeline-markdown-quotes"] = {
    "PART-A": "**A.1**\n\n"
              "- A1 (amostra 2): \"can be used to analyze and predict complex systems. They are often used in fields such as "
              "climate modeling, epidemiology, and logistics.\"\n"
              "- A2 (amostra 2): \"rely on mathematical equations to predict behavior. These models can be complex and involve "
              "multiple variables, making them challenging to model directly.\"\n"
              "- A3 (amostra 1): \"can take the form of the exponential decay model. In simpler terms, it's the concept of a "
              "natural exponential decay process\"\n\n"
              "**A.2** Na A3 (temperatura 1.0), o que me surpreendeu. A amostra 1 fica presa em \"exponential decay model\": "
              "\"the concept of a natural exponential decay process that can be expressed in terms of the exponential decay model. "
              "The exponential decay model is a continuous probability distribution\". Nas duas amostras da A1 não achei nenhuma "
              "frase repetida.\n\n"
              "**A.3** A A2. Na amostra 1 ela sai dos dados para uma lista de modelos (\"Linear regression: a widely used model that "
              "uses linear equations\"), e na amostra 2 vai de equações para \"applications in fields like logistics, finance, and "
              "medicine\" e termina em \"models that have been used to predict weather\". A A1 ficou sempre no mesmo assunto "
              "(análise de dados).",
    "PART-B": "**B.1** top-p = 0.3 (B1).\n\n"
              "**B.2** \"data that was used to train the model\" — aparece duas vezes na amostra 1 do B1 (\"retrieve the data that "
              "was used to train the model\" e \"takes a list of data that was used to train the model\").\n\n"
              "**B.3** Com top-p 0.3 o modelo só sorteia dentro do menor conjunto de tokens cuja probabilidade acumulada chega a "
              "30%, quase sempre 1 ou 2 tokens. Por isso no B1 ele volta para as mesmas sequências (\"data that was used to train "
              "the model\", e \"In the context of the original code\" nas duas amostras). Com 0.6 e 0.9 entram mais candidatos e o "
              "texto variou mais.",
    "PART-D": "**D.1** top-p\n\n"
              "**D.2** Aumentaria (por exemplo de 0.3/0.6 para 0.9).\n\n"
              "**D.3** Na parte B o B1 (top-p 0.3) foi o que mais repetiu, e com 0.6 e 0.9 a repetição quase sumiu; aumentar o "
              "top-p aumenta o conjunto de candidatos. A temperatura sozinha não resolveu: a A3 (T=1.0) ainda repetiu "
              "\"exponential decay model\".",
}

ANSWERS["tp04-helper-dataframe-en"] = {
    "ALL": "| Question | Answer |\n|---|---|\n"
           "| A.1 | **A1:** \"can be used to optimize the behavior of a system based on the behavior of its constituent parts. "
           "In other words, they are models that can be used to optimize the behavior of a system\" <br> **A2:** \"describe the "
           "behavior of the universe based on the laws of physics. These models can be used to forecast future events\" <br> "
           "**A3:** \"While models that rely on data often require significant computational resources to train, they often have "
           "an edge in terms of scalability\" |\n"
           "| A.2 | A1 (T=0.2): it says \"can be used to optimize the behavior of a system\" twice and \"constituent parts\" twice "
           "within two sentences. |\n"
           "| A.3 | A2 (T=0.7): it drifted from models to physics and space, \"cosmology (the study of the origin, evolution, and "
           "fate of the universe) and astrobiology (the search for life beyond Earth)\". A3 stayed on data models. |\n"
           "| B.1 | 0.3 (B1) |\n"
           "| B.2 | \"create a model that can\" (B1: \"to create a model that can predict the behavior\" and \"is to create a model "
           "that can make predictions\") |\n"
           "| B.3 | With top_p=0.3 the sampler keeps only the smallest set of tokens whose cumulative probability reaches 0.3, "
           "usually one or two candidates, so B1 keeps falling back on the same high-probability phrases (\"create a model that "
           "can\", \"can be done using\"). At 0.9 (B3) more tokens are in the nucleus and the text moved on to code "
           "(an \"update_rating\" function). |\n"
           "| D.1 | top-p |\n"
           "| D.2 | Increase it (e.g. 0.6 → 0.9) |\n"
           "| D.3 | In my runs the lowest top-p (B1, 0.3) was the most repetitive and B3 (0.9) had no repeated phrase, so raising "
           "top-p is what breaks the loop; low temperature (A1, 0.2) also looped. |\n",
}

ANSWERS["tp05-pprint-dict-numbered"] = {
    "PART-A": "## Parte A\n\n"
              "1. Trechos:\n"
              "   - A1: \"can be used to predict the behavior of a system based on its behavior. In the context of data "
              "analysis, these models are often used in machine learning algorithms\"\n"
              "   - A2: \"models are often used to summarize and visualize data, identify patterns and trends, and make "
              "predictions. These models can be used to make informed decisions\"\n"
              "   - A3: \"Probability distributions are fundamental concepts in statistics, probability theory, and data "
              "analysis. They provide a mathematical framework for modeling uncertainty and probability.\"\n"
              "2. A A1 (temperatura 0.2) foi a mais repetitiva: com temperatura baixa o modelo escolhe sempre as palavras mais "
              "prováveis e o texto fica preso, por exemplo \"predict the behavior of a system based on its behavior\".\n"
              "3. A A3 (temperatura 1.0): ela foi para outro assunto, falando de probabilidade (\"the concept of probability is "
              "often referred to as\") em vez de modelos.",
    "PART-B": "## Parte B\n\n"
              "1. top-p = 0.3 (B1).\n"
              "2. \"create a new model that is a copy of the original model\" — aparece duas vezes seguidas no B1.\n"
              "3. Com top-p 0.3 só entram no sorteio os poucos tokens mais prováveis, até a probabilidade acumulada chegar a "
              "0.3; com tão poucos candidatos o B1 repetiu a mesma frase (\"a copy of the original model\") logo na segunda "
              "frase. Em B2 e B3 (0.6 e 0.9) o conjunto de candidatos é maior e não houve essa repetição.",
    "PART-D": "## Parte D\n\n"
              "1. O top-p.\n"
              "2. Aumentaria (por exemplo de 0.6 para 0.9).\n"
              "3. No B1 (top-p 0.3) o texto repetiu \"a copy of the original model\", e com 0.6 e 0.9 (B2, B3) a repetição "
              "sumiu. O exemplo da parte D parece o B1: conjunto de candidatos pequeno demais, então subir o top-p resolve "
              "primeiro.",
}

ANSWERS["tp06-textwrap-oneseed-en"] = {
    "ALL": "## Answers\n\n"
           "A.1:\n"
           "- A1: \"can be used to optimize a system or process. They can be applied to various fields, including engineering, "
           "economics, and medicine\"\n"
           "- A2: \"measure the relationship between a quantity and its rate of change. In the context of the code, it could be "
           "a function that computes the slope of the regression line\"\n"
           "- A3: \"help you optimize operations with the goal of optimizing performance and resources.\" (that was the whole "
           "output)\n\n"
           "A.2: A1. \"can be applied to various\" appears twice (\"They can be applied to various fields\" and \"This model can "
           "be applied to various\"), and it keeps coming back to \"model\".\n\n"
           "A.3: A2: it starts with calculus (\"a quantity and its rate of change\"), jumps to \"the original code\" and ends up "
           "at linear regression with \"multiple predictors\". A3 stopped after one sentence.\n\n"
           "B.1: 0.3 (B1)\n\n"
           "B.2: \"This can be done using various techniques, such as\" (twice in B1)\n\n"
           "B.3: Top-p keeps the smallest set of tokens whose cumulative probability mass reaches p. At 0.3 that set is tiny, so "
           "in B1 the model kept choosing the same continuation (\"This can be done using various techniques, such as\" twice, "
           "\"new data\" over and over). At 0.6 and 0.9 the nucleus is bigger and the text did not loop like that.\n\n"
           "D.1: top-p\n\n"
           "D.2: increase\n\n"
           "D.3: B1 (top-p 0.3) repeated a whole sentence and B2 (0.6) didn't, so raising top-p from 0.3/0.6 towards 0.9 gives "
           "the sampler more candidates. Temperature 0.2 (A1) also repeated a phrase, but raising temperature too much risks "
           "incoherent text, so top-p first.",
}

ANSWERS["tp07-logging-repr-html"] = {
    "ALL": "<h3>A.1</h3>\n<ul>\n"
           "<li><b>A1:</b> <i>take into account the behavior of the underlying data and can be used to make predictions based "
           "on that data. Examples of such models include regression analysis</i></li>\n"
           "<li><b>A2:</b> <i>can be used in a variety of applications, including financial modeling, data science, and machine "
           "learning. The pros of using models in data science are numerous:</i></li>\n"
           "<li><b>A3:</b> <i>Examples of popular leverages include credit scoring models, which use data to assign credit or "
           "risk based on patterns of behavior.</i></li>\n</ul>\n"
           "<h3>A.2</h3>\n<p>A1 (T=0.2): repete <i>\"make predictions\"</i> (\"used to make predictions based on that data\" e "
           "\"linear relationships to make predictions\") e volta sempre para \"models\".</p>\n"
           "<h3>A.3</h3>\n<p>A3 (T=1.0): saiu de modelos para finanças pessoais: <i>\"evaluating credit score, paying off debt, "
           "and planning for the future\"</i>.</p>\n"
           "<h3>B.1</h3>\n<p>top-p = 0.6 (B2). Não foi o 0.3 como eu esperava.</p>\n"
           "<h3>B.2</h3>\n<blockquote>data analysis and machine learning</blockquote>\n<p>(aparece 3 vezes no B2)</p>\n"
           "<h3>B.3</h3>\n<p>O top-p corta a distribuição: ficam só os tokens mais prováveis até a massa acumulada chegar em p. "
           "Com 0.6 o núcleo ainda é pequeno e o modelo ficou voltando para \"data analysis and machine learning\"; no B1 (0.3) "
           "também ficou girando em volta de \"behavior\" e \"artificial intelligence\", e no B3 (0.9), com mais candidatos, não "
           "repetiu nada.</p>\n"
           "<h3>D.1</h3>\n<p>top-p</p>\n"
           "<h3>D.2</h3>\n<p>aumentar</p>\n"
           "<h3>D.3</h3>\n<p>top-p ↑, massa acumulada, mais candidatos, menos repetição</p>\n",
}

ANSWERS["tp08-bf16-files-rawcell"] = {
    "ALL": "RESPOSTAS\n\n"
           "A.1 -\n"
           "A1: \"can be used to analyze and optimize complex systems. These models can be applied to various fields, including "
           "economics, biology, and engineering\"\n"
           "A2: \"rely on statistical analysis to forecast future behavior based on past behavior, often using techniques such as "
           "regression analysis.\"\n"
           "A3: \"Examples of data transformation engines include SQL (Relational Database Management System) and BigQuery (Data "
           "Science Engine)\"\n\n"
           "A.2 - A1 (temperatura 0.2). A frase \"can be used to analyze and optimize complex systems\" aparece duas vezes: no "
           "começo e em \"One example of a model that can be used to analyze and optimize complex systems is the logistic "
           "regression model\".\n\n"
           "A.3 - A3 (temperatura 1.0): foi parar em bancos de dados, \"SQL (Relational Database Management System) and BigQuery "
           "(Data Science Engine), which play a crucial role in Big Data\". A A2 ficou em previsão de comportamento (ARIMA).\n\n"
           "B.1 - top-p 0.6 (B2). Achei o B2 mais repetitivo que o B1.\n\n"
           "B.2 - \"based on the behavior of\" (B2: \"based on the behavior of its constituent parts\" e \"based on the behavior "
           "of the components\")\n\n"
           "B.3 - Com top-p baixo o modelo só escolhe entre os tokens do topo até a soma das probabilidades chegar em p (0.3 ou "
           "0.6), então tende a voltar para a continuação mais provável, como no B2 com \"the behavior of\". No B3 (0.9) o "
           "conjunto de candidatos é maior e o texto mudou de assunto (data cleaning) sem repetir.\n\n"
           "D.1 - top-p\n\n"
           "D.2 - aumentar (0.6 -> 0.9)\n\n"
           "D.3 - Nos meus testes o B2 (0.6) e o B1 (0.3) repetiram estruturas (\"based on the behavior of\", \"take into "
           "account ... the target variable\") e o B3 (0.9) não. A temperatura baixa (A1) também repetiu, mas o exemplo da parte "
           "D é loop de frase, que é o caso do top-p pequeno.\n",
}

ANSWERS["tp09-ordinal-answers-in-code"] = {
    "ALL": 'respostas = {\n'
           '    "A.1": """\n'
           'Primeira execução (temp 0.2): "This can be done using techniques such as data augmentation, which involves generating '
           'new data by applying transformations to existing data."\n'
           'Segunda (temp 0.7): "The modelers are designed to analyze and optimize the data in a way that allows them to extract '
           'insights and optimize the data."\n'
           'Terceira (temp 1.0): "such as the behavior of bees in the context of reproduction and survival, or the behavior of a '
           'snail as it climbs a vertical staircase"\n'
           '""",\n'
           '    "A.2": "A primeira execução (temperatura 0.2): repete \'new data by applying transformations to existing data\' e '
           '\'This can be done using techniques such as\' duas vezes cada.",\n'
           '    "A.3": "A terceira execução (temperatura 1.0): fala de abelhas, caracol, mariposa e depois \'The term \\"ethology\\" '
           'was coined by Ivan Pavlov\', nada a ver com o começo.",\n'
           '    "B.1": "O menor top-p (0.3), que foi a quarta execução.",\n'
           '    "B.2": "The data science community has been focused on creating tools that can help with data science",\n'
           '    "B.3": "No top-p 0.3 o modelo só sorteia entre os poucos tokens mais prováveis cuja probabilidade acumulada '
           'chega a 0.3, então ele volta sempre para a mesma frase (a quarta execução repetiu a frase inteira). Com 0.9 '
           '(sexta execução) o conjunto de candidatos é maior e não repetiu.",\n'
           '    "D.1": "top-p",\n'
           '    "D.2": "aumentaria",\n'
           '    "D.3": "Comparando a quarta execução (top-p 0.3), que repetiu \'The data science community has been focused on '
           'creating tools\', com a sexta (top-p 0.9), que não repetiu nada, subir o top-p é o que tira o loop.",\n'
           '}\n',
}

ANSWERS["tp10-starter-bookcopy"] = {
    "A.1": "**A1:** \"The following table lists the properties of the following objects: The following table lists the "
           "properties of the following objects:\"\n\n"
           "**A2:** \"can be used in conjunction with the default geometry to create the geometry for a given shape.\"\n\n"
           "**A3:** \"are capable of moving with a single, powerful arm. They can do much more than just lift their arms.\"",
    "A.2": "A1 (temperatura 0.2). O texto repete \"can be used to analyze and predict complex systems\" duas vezes (no começo e "
           "em \"One example of a model that can be used to analyze and predict complex systems\").",
    "A.3": "A3 (temperatura 1.0): começa em eficiência e vai para computação quântica: \"classical computing can be viewed as a "
           "variant of quantum computing\".",
    "B.1": "top-p = 0.3 (B1)",
    "B.2": "\"data science\" — no B1: \"from data science to data science with a focus on data science\"",
    "B.3": "Com top-p 0.3 o núcleo é o menor conjunto de tokens cuja probabilidade acumulada passa de 0.3; são pouquíssimos "
           "candidatos, então o B1 entrou no loop \"data science ... data science\". Com 0.9 entram mais tokens.",
    "D.1": "top-p",
    "D.2": "aumentar",
    "D.3": "O B1 (top-p 0.3) entrou em loop com \"data science\", parecido com o exemplo da parte D; então aumentaria o top-p "
           "para 0.9 como no B3.",
}

ANSWERS["tp11-starter-htmltable-b3reuse"] = {
    "A.1": "A1: \"They are used in various fields, including finance, marketing, and healthcare, to analyze and optimize "
           "business processes.\"\n\n"
           "A2: \"The human brain is an example of a complex and dynamic system, with multiple layers of organization and "
           "complexity.\"\n\n"
           "A3: \"some critics argue that they can be overly reliant on algorithms and lack context.\"",
    "A.2": "A1 — \"data analysis\" three times (\"Data analysis involves...\", \"Data analysis is a broad\").",
    "A.3": "_Sua resposta aqui._",
    "B.1": "0.3",
    "B.2": "\"take into account the behavior of the target behavior over time\" (B1, twice)",
    "B.3": "_Sua resposta aqui._",
    "D.1": "top_p",
    "D.2": "increase",
    "D.3": "B1 (0.3) looped on the same sentence; B2/B3 (0.6/0.9) didn't.",
}

ANSWERS["tp12-streamer-bug-b-temp"] = {
    "A.1": "A1: \"can be used to predict the behavior of a complex system based on its characteristics. These systems can be used "
           "to optimize processes, predict outcomes\"\n\n"
           "A2: \"rely on feedback to adapt to new situations. These models are often used in strategic planning, data analysis, "
           "and decision-making.\"\n\n"
           "A3: \"These include many models, including decision trees, random forests, neural networks, and ensemble methods.\"",
    "A.2": "A1 (0.2). Repete \"can be used to\" três vezes (\"can be used to predict\", \"can be used to optimize processes\", "
           "\"can be used to analyze large datasets\") e fala de \"systems\" o tempo todo.",
    "A.3": "A3 (1.0): lista vários modelos diferentes (\"decision trees, random forests, neural networks, and ensemble "
           "methods\") e termina falando do tamanho do dataset (\"heavily dependent on the size of the dataset\").",
    "B.1": "top-p 0.3 (B1), mas foi pouca diferença; nenhum dos três repetiu muito.",
    "B.2": "\"the Kalman Filter\" (aparece duas vezes no B1: \"Examples of such models include the Kalman Filter\" e \"The "
           "Kalman Filter is a mathematical algorithm\")",
    "B.3": "Com top-p 0.3 só os tokens mais prováveis entram, até a massa acumulada de probabilidade chegar em 0.3, então o B1 "
           "ficou no mesmo assunto (Kalman Filter) e repetiu o nome. Com 0.6 e 0.9 o conjunto de candidatos é maior e o texto "
           "variou mais (o B3 foi de Markov chains para economia e biologia).",
    "D.1": "top-p",
    "D.2": "Aumentar.",
    "D.3": "Na parte A a A1 (temperatura 0.2) repetiu \"can be used to\" e na parte B o B1 (top-p 0.3) repetiu \"the Kalman "
           "Filter\"; com top-p 0.9 (B3) não teve repetição. Então eu subiria o top-p primeiro.",
}

ANSWERS["tp03-manual-nucleus-stream"] = {
    "A.1": "Resposta:\n\n"
           "- A1: \"can be used to create a new model that is a copy of the original model. This can be done using various "
           "techniques\"\n"
           "- A2: \"They are used in a wide range of fields, including medicine, engineering, and finance, to analyze and optimize "
           "complex systems.\"\n"
           "- A3: \"The Big Chill is a popular name for the Mona Lisa and has been used by several large enterprise-level "
           "architectures\"",
    "A.2": "Resposta: A1. Repete \"**Modeling**: A modeler is a\" duas vezes na lista e \"model\" em quase toda frase "
           "(\"a new model that is a copy of the original model\").",
    "A.3": "Resposta: A3. Começa em \"performance analytics and data science\" e depois fala de Mona Lisa e blockchain "
           "(\"certain blockchain architectures such as Sangha\"), sem ligação nenhuma.",
    "B.1": "Resposta: 0.6 (B2). O B1 com 0.3 até ficou bem coerente (falou de clima), quem repetiu foi o B2.",
    "B.2": "Resposta: \"data-driven models include\" (B2: \"Examples of data-driven models include\" e \"The key characteristics "
           "of data-driven models include\")",
    "B.3": "Resposta: na minha função o top-p corta a lista ordenada quando a probabilidade acumulada passa de p, então com p "
           "baixo sobram poucos candidatos e o modelo tende a repetir os tokens mais prováveis, como \"data-driven\" no B2. No "
           "B1 (0.3) não vi repetição, acho que o texto foi por um caminho (clima) onde as palavras mais prováveis não voltavam; "
           "com 0.9 (B3) o conjunto é bem maior.",
    "D.1": "Resposta: top-p",
    "D.2": "Resposta: aumentaria, tipo de 0.6 para 0.9.",
    "D.3": "Resposta: o B2 (0.6) foi o que mais repetiu e o B3 (0.9) mudou de assunto sem repetir (de regressão para "
           "\"Meta-learning\"); a A1 com temperatura 0.2 também repetiu, mas para loop de frase o top-p é o primeiro a mexer.",
}

ANSWERS["tp01-course-rich-loops"] = {
    "A.1": "**A1** (amostra 1): \"climate models that simulate the complex interactions between the Earth's atmosphere, oceans, "
           "and land. These models are designed to predict future climate scenarios\"\n\n"
           "**A2** (amostra 2): \"The concept of causality is closely tied to the idea of time dilation. In Einstein's theory of "
           "relativity, time is relative\"\n\n"
           "**A3** (amostra 1): \"They rely on data analysis to extract insights that can be used to inform decision-making, "
           "optimize processes, and understand complex systems.\"",
    "A.2": "A2 (temperatura 0.7), na amostra 1: virou uma lista com a mesma estrutura repetida, \"Decision trees are used for "
           "classification, while linear regression is used for prediction\" e logo depois \"Linear regression is "
           "computationally intensive, while decision trees are generally faster\" — sempre \"X ..., while Y ...\" com os mesmos "
           "dois modelos. Eu esperava que fosse a A1, mas as duas amostras da A1 não repetiram frases.",
    "A.3": "A3: a amostra 1 começa em tempo e ambiente e termina em \"Examples of automakers that use this approach include "
           "Google's own augmented reality tablets and the AirBear luxury yachts\", que não tem nada a ver com o resto.",
    "B.1": "top-p = 0.6. Na amostra 1 do B2 o modelo entrou em loop com \"Climate models are used to\".",
    "B.2": "\"Climate models are used to\" (três vezes seguidas no B2, amostra 1: \"Climate models are used to predict climate "
           "trends and forecasts. Climate models are used to forecast climate trends\")",
    "B.3": "O top-p pega só o menor conjunto de tokens cuja massa acumulada chega a p e sorteia entre eles. Com 0.3 e 0.6 o "
           "conjunto fica pequeno e, uma vez que o texto entrou em \"climate models\", o próximo token mais provável continua "
           "sendo o mesmo, por isso o B2 ficou repetindo \"Climate models are used\". No meu caso o 0.9 (B3) também repetiu um "
           "pouco (\"the gravitational effect is not just\"), então a diferença entre 0.6 e 0.9 não ficou tão clara.",
    "D.1": "top-p",
    "D.2": "Aumentaria (ex.: 0.6 → 0.9), e se continuasse repetindo subiria um pouco a temperatura.",
    "D.3": "No B2 (top-p 0.6) o texto entrou em loop (\"Climate models are used to...\"), igual ao exemplo da parte D. "
           "Aumentando o top-p o modelo tem mais candidatos para sair do loop. Mas no meu B3 (0.9) ainda teve alguma "
           "repetição, então talvez também precisasse subir um pouco a temperatura.",
}
