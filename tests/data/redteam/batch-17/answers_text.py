"""Batch 17's hand-written answers, written after reading the recorded outputs (/tmp/rt17/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp171: "**Q A-1**" ids; runs also named in words ("a mais fria", "a segunda", "a do top-p do meio"). Honest: B.1
# picks B2 (0.6), within the repetition tie of B3, not the course's expected 0.3.
P = PIECES["tp171-generator-sentencelists-qA3"] = {}
P["A.1"] = '''da lista de frases de cada uma:
- A1, a mais fria: "These systems often have inherent limitations, such as limited resources, high costs, and the need for complex infrastructure."
- A2, a segunda: "They can be applied to various industries, from manufacturing to healthcare, and can help companies make data-driven decisions."
- A3, a mais quente: "Some common examples of data transformations include normalization using z-scoring (z-score) and standardization, which reduces the impact of individual data points on the model's predictions."'''
P["A.2"] = ('''a A1 (a mais fria). Ela gira em volta de "systems" e "AI": "These systems often have inherent limitations", '''
            '''"these systems can be used to create more efficient and effective AI systems" e logo depois "in the field of AI, there are various types of AI"; '''
            '''e "can be used to" aparece duas vezes ("can be used to optimize a system", "can be used to create"). A segunda e a terceira não repetem nada parecido.''')
P["A.3"] = ('''a A3, a mais quente. Cada frase muda de assunto: começa em "measure the difference between two quantities or rates", '''
            '''vai para normalização ("normalization using z-scoring"), depois "Lasso (L) regression" e termina em "Data transformation, especially in relation to". '''
            '''A segunda (A2) fica no tema eficiência/indústria o tempo todo.''')
P["B.1"] = ('''0.6 (a do top-p do meio, B2). Não foi o 0.3 como eu esperava: a B1 fica no tema clima mas só repete um pedaço, '''
            '''e a B3 repete "the behavior of" numa frase só; a B2 volta para a mesma ideia em frases diferentes.''')
P["B.2"] = '''"use data to predict outcomes." (primeira frase da B2) e quase igual mais adiante: "Examples include regression analysis, which uses data to predict outcomes based on variables."'''
P["B.3"] = ('''o top-p corta a distribuição: só entram os tokens mais prováveis até a probabilidade acumulada passar de p, o resto é descartado. '''
            '''Com p baixo o núcleo tem poucos candidatos e o modelo tende a voltar para as mesmas palavras. No meu caso a diferença entre os três '''
            '''ficou pequena: a B2 (0.6) repetiu "data to predict outcomes", a B1 (0.3) repetiu "reducing greenhouse gas emissions" e ficou '''
            '''presa em "climate change" (4 vezes), e a B3 (0.9) repetiu "the behavior of". Com uma semente só por configuração não dá para separar bem.''')
P["D.1"] = "o top-p."
P["D.2"] = "aumentar."
P["D.3"] = ('''na parte B, com a temperatura parada em 0.7, as execuções com núcleo menor (B1 e B2) ficaram presas num tema e repetiram trechos '''
            '''("reducing greenhouse gas emissions", "data to predict outcomes"); na parte A a mais fria (A1) também repetiu ("can be used to", "systems"). '''
            '''Aumentar o top-p deixa entrar mais candidatos sem ter que esquentar tudo, que na A3 já fez o texto pular de assunto.''')
ANSWERS["tp171-generator-sentencelists-qA3"] = {"all": "\n\n".join(
    f"**Q {q[0]}-{q[2]}** {P[q]}" for q in P)}

# tp172: English, ids "A)1".."D)3". PROBLEM: A.3's evidence is A2's text (the Titanic / financial forecasting lines,
# which in the one Code block sit right above the "[A3]" header), and A3 is the least varied run (and the student's
# own A.2 calls it the most repetitive).
P = PIECES["tp172-redirect-ipycode-parenids-en"] = {}
P["A.1"] = '''A1: "Data science is a multidisciplinary field that combines various disciplines, including computer science, statistics, data analysis, and engineering."
A2: "These models can be applied to various domains, from financial forecasting to climate modeling."
A3: "In economics, this is often referred to as the law of diminishing marginal returns."'''
P["A.2"] = ('''A3 (temperature 1.0), surprisingly. It repeats a whole chunk word for word: "the behavior of a system based on the model of a specific property or trait" '''
            '''and then "analyzing the behavior of a specific property or trait", plus "marginal returns" twice.''')
P["A.3"] = ('''A3 as well, it is the hot one: it jumps from "financial forecasting to climate modeling" to "the Titanic data analysis model" and even '''
            '''"the Titanic’s behavior in the 19th century", which has nothing to do with the prompt.''')
P["B.1"] = "0.9 (B3)."
P["B.2"] = '''"rates of change": "in terms of rates of change", "they use rates of change to calculate" and "involve rates of change" (B3).'''
P["B.3"] = ('''top-p keeps only the smallest set of tokens whose cumulative probability reaches p. At 0.9 the set is the largest, so I expected '''
            '''less repetition there; B3 got stuck on its own topic word ("rates of change") rather than looping. B1 (0.3) also repeats, '''
            '''"sea-level rise" twice in one list, and B2 (0.6) says "The exponential decay of" again at the end.''')
P["D.1"] = "top-p"
P["D.2"] = "increase it"
P["D.3"] = ('''in part B the smaller nuclei (B1 at 0.3, B2 at 0.6) kept coming back to the same phrases ("sea-level rise", "the exponential decay of"); '''
            '''raising top-p lets more candidate tokens in. Temperature is riskier: my hottest run, A3, was the one that copied a whole phrase.''')
ANSWERS["tp172-redirect-ipycode-parenids-en"] = {"all": "\n\n".join(
    f"**{q[0]}){q[2]}** {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot171: an HTML <ol> in a markdown cell, no ids. Honest (P1 empty, P2 "= 18.15").
P = PIECES["cot171-displayjson-htmlol-noids"] = {
    "C.1": ('Não. O P1 voltou vazio ("saida": "", 1 token gerado, só o fim de texto) e o P2 terminou com '
            '"So, 27 + 58.15 = 18.15, which is" — nem 85 nem uma conta certa.'),
    "C.2": '"Now, subtract 76.15 from both sides of the equation to get:" (P2), seguido de "(27 + 58.15) - 76.15 = 18.15".',
    "C.3": ('Não. O P2 tem a forma de uma resolução passo a passo ("subtract ... from both sides of the equation"), mas começa '
            'trocando o 58 por 58.15, chega em 18.15 e ainda afirma que 27 + 58.15 = 18.15. O formato de raciocínio não garante que a conta esteja certa.'),
}
ANSWERS["cot171-displayjson-htmlol-noids"] = {"all": "<ol>\n" + "\n".join(f"  <li>{v}</li>" for v in P.values()) + "\n</ol>"}

# cot172: ONE paragraph with "(C-1)".."(C-3)" markers. PROBLEM: C.1 claims the direct prompt P1 answered 85; P1's
# own output is empty ("1 ids recebidos" = the EOS token, nothing printed).
P = PIECES["cot172-basestreamer-oneparagraph"] = {
    "C.1": 'não nos dois: o direto (P1) respondeu 85 certinho, mas o passo a passo (P2) errou, deu 95.225;',
    "C.2": 'o trecho que parece raciocínio é "This formula is based on the concept of adding a fraction of itself" do P2;',
    "C.3": ('não garante, porque o P2 fala como se estivesse explicando um método ("it\'s actually an iterative process where you keep multiplying '
            'the previous fraction by 27") e mesmo assim a conta sai errada (27 + 58.2 = 95.225), então parecer raciocínio não é o mesmo que acertar.'),
}
ANSWERS["cot172-basestreamer-oneparagraph"] = {"all": "Respondendo tudo junto: " + " ".join(
    f"(C-{q[2]}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs171: a markdown table, one row per question ("F1".."F5"). Honest (variation identical to FS).
P = PIECES["fs171-updatedisplay-spanishdemos-rowtable"] = {
    "F.1": 'zero-shot: ` "Este filme foi um` — few-shot: ` NEGATIVO` seguido de uma linha em branco e `Text`',
    "F.2": "só a few-shot (começa com NEGATIVO); a zero-shot só repetiu o começo do texto",
    "F.3": "não — os exemplos são só contexto no prompt, condicionam a continuação; nenhum gradiente, nenhum peso muda",
    "F.4": "não mudou: a linha \"variação (espanhol)\" da tabela é igual à do few-shot (` NEGATIVO`, linha em branco, `Text`, 8 tokens). Traduzi os textos dos dois exemplos para espanhol (\"Me encantó, fue excelente y emocionante.\" e \"Pésimo. No lo recomiendo a nadie.\"), os rótulos continuaram POSITIVO e NEGATIVO",
    "F.5": "1024 tokens (n_positions do GPT-2); o que passar disso fica fora da janela, é truncado e o modelo não vê",
}
ANSWERS["fs171-updatedisplay-spanishdemos-rowtable"] = {"all": "| questão | resposta |\n|---|---|\n" + "\n".join(
    f"| F{q[2]} | {P[q]} |" for q in P)}

# fs172: emoji keycaps. PROBLEM: F.4 reads the numpy comparison [False  True  True] as saying the variation differs
# (the False is the zero-shot's position; the variation's element is True and its output is the few-shot's).
P = PIECES["fs172-numpyarray-capsdemos-keycaps"] = {
    "F.1": "zero-shot `' \"Este filme foi um'` e few-shot `' NEGATIVO\\n\\nText'` (copiei do array).",
    "F.2": "few-shot — a zero-shot não deu rótulo nenhum.",
    "F.3": "não, o prompt só muda o contexto que o modelo lê; os pesos são os mesmos antes e depois.",
    "F.4": ("sim, mudou: o teste `igual ao few-shot?` deu `False`, então a saída com os exemplos em CAIXA ALTA não é a mesma do few-shot. "
            "Alterei os textos das duas demonstrações para maiúsculas (\"ADOREI, FOI EXCELENTE E EMOCIONANTE.\" / \"PÉSSIMO. NÃO RECOMENDO PARA NINGUÉM.\")."),
    "F.5": "1024 tokens no GPT-2; o que sobra é cortado (truncado) e não entra no cálculo.",
}
KEYCAPS = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"]
ANSWERS["fs172-numpyarray-capsdemos-keycaps"] = {"all": "\n\n".join(f"{k} {P[q]}" for k, q in zip(KEYCAPS, P))}

# ---------------------------------------------------------------- template
# tpl171: "**questão n (T)**" labels. PROBLEM (code): the self-consistency loop is typed top_p=0.09 (the markdown
# says 0.9): ten identical near-greedy copies; the answers report them faithfully.
P = PIECES["tpl171-deque-topp009-questaoT"] = {
    "T.1": "pouco restritivo: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; restritivo: `' \"Este filme foi um'`",
    "T.2": "nenhum.",
    "T.3": ("o restritivo limita o espaço de saída (só POSITIVO ou NEGATIVO, sem explicação, e acaba em `Sentimento:` para o rótulo vir logo depois); "
            "o pouco restritivo deixa o modelo continuar como quiser depois do `->`. Nas minhas saídas nenhum funcionou: o pouco restritivo "
            "reescreveu a frase (\"erro de tempo\") e o restritivo parou no meio, repetindo `\"Este filme foi um`."),
    "T.4": "NEGATIVO. As 10 amostras do deque são `' \"NEGATIVO\"\\n'`: 10 NEGATIVO, 0 POSITIVO, 0 sem rótulo (`Counter({'NEGATIVO': 10})`).",
    "T.5": "não. A maioria só diminui a variação entre amostras; se o modelo tende sempre ao mesmo erro, todas as amostras erram juntas e o voto também.",
}
ANSWERS["tpl171-deque-topp009-questaoT"] = {"all": "\n\n".join(f"**questão {q[2]} (T)** {P[q]}" for q in P)}

# tpl172: English, pandoc DEFINITION LIST ("T.1" line, then ": answer"). Honest (POSITIVO 2, NEGATIVO 1, 7 without).
P = PIECES["tpl172-jsonascii-groupby-deflist-en"] = {
    "T.1": "loose: ` \"Este filme foi um erro de tempo.\"` followed by a blank line and `E`; strict: ` \"Este filme foi um` (the JSON print escapes the quotes and the newlines).",
    "T.2": "Neither.",
    "T.3": ("The strict template narrows the output space (one word, POSITIVO or NEGATIVO, \"Não explique\", and it ends on `Sentimento:` so the "
            "label should come next), while the loose one leaves anything open after `->`. In my runs neither worked: the loose output rewrote "
            "the review (\"erro de tempo\") and the strict one just started copying the review again."),
    "T.4": ("POSITIVO. By the notebook's rule: POSITIVO 2 (#1 ` POSITIVO\"` and #8 ` Positivo\"`, which counts because the rule upper-cases), "
            "NEGATIVO 1 (#2), no label 7 (#3, #4 `IMPOSIBILO`, #5 ` O que o várei ac`, #6, #7, #9, #10)."),
    "T.5": "No. Voting only reduces the variance between samples; if the model is consistently wrong, the majority is wrong too. Here 7 of 10 samples had no label at all, so the vote rests on 3.",
}
ANSWERS["tpl172-jsonascii-groupby-deflist-en"] = {"all": "\n\n".join(f"{q}\n: {P[q]}" for q in P)}
