"""Batch 28's hand-written answers, written after reading the recorded outputs (/tmp/rt28/out, dump_outputs.py) and,
for cot281, the truth script's seed-7 outputs (/tmp/rt28/truth_cot281.txt).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp281: own runs (seed 2810 + k) printed above the course's GPT-2 output of the same configuration, both starting
# with the prompt; the answers quote only the own runs and name the book's text as the book's; honest.
P = PIECES["tp281-gpt2-book-alongside"] = {
    "A.1": ('A1 (minha, seed 2810): "can be used to analyze and predict complex systems. They are often used in fields such as climate modeling, economics, and biology"\n'
            'A2 (minha, seed 2811): "have been trained on datasets with historical data but don\'t account for external factors that can affect the outcome."\n'
            'A3 (minha, seed 2812): "Examples include classification models for text analysis, regression models for predicting continuous outcomes, and models for modeling complex relationships."'),
    "A.2": ('A1 (T=0.2). A frase do começo volta quase inteira: "can be used to analyze and predict complex systems" aparece duas vezes, e no fim ele dá voltas em '
            '"a type of linear regression" (duas vezes também). O A2 também repete ("don\'t account for external factors" duas vezes e "climate" o tempo todo), mas menos; o A3 não repete. '
            '(No livro quem repete é o A1 do GPT-2, com a tabela de propriedades; o meu A1 repete de outro jeito.)'),
    "A.3": ('A3 (T=1.0): sai de "real-world data based on mathematical models", passa por "classification models for text analysis" e '
            '"regression models for predicting continuous outcomes" e termina mudando de assunto para "Natural Language Processing (NLP) is a subfield of natural".'),
    "B.1": "top-p 0.3 (o meu B1).",
    "B.2": '"predict human behavior" — aparece duas vezes no meu B1 ("and even predict human behavior." e "can be used to predict human behavior is the AlphaGo Zero model").',
    "B.3": ('Com top-p o modelo só sorteia dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com p = 0.3 esse núcleo tem poucos candidatos e o '
            'texto volta para o que já escreveu: no meu B1 "can be used to predict" aparece duas vezes e "predict human behavior" também. No B3 (0.9) o conjunto é maior e o texto repete menos. '
            'No livro o efeito é bem mais forte (o B1 do GPT-2 repete "A model that is not part of the game" quatro vezes), mas aqui a direção foi a mesma.'),
    "D.1": "top-p",
    "D.2": "Aumentar (ex.: de 0.3 para 0.9).",
    "D.3": ('O trecho da parte D é exatamente o começo do B1 do livro (top-p 0.3, aparece no meu notebook no bloco "livro"). Nas minhas execuções, com T fixa em 0.7, '
            'o B1 (0.3) repetiu "can be used to predict" e "predict human behavior", e o B3 (0.9) repetiu menos (só "take into account", duas vezes); então eu subiria o top-p primeiro.'),
}
ANSWERS["tp281-gpt2-book-alongside"] = {"all": "\n\n".join(f"**Questão {q}** — {P[q]}" for q in P)}

# tp282: own six runs on "A1 | T 0.2 | p 0.9 :: ..." lines; a markdown cell holds the teammate's part B (GPT-2 on
# Colab). PROBLEM: B.2 and B.3 take their evidence from the teammate's top-p 0.3 text, not from the own B1.
P = PIECES["tp282-pipe-lines-partner-md"] = {
    "A.1": ('A1: "They\'re used in various fields, including marketing, finance, and engineering, where they\'re used to optimize processes and predict outcomes."\n'
            'A2: "A model that uses a linear regression is a linear model that models a linear relationship between a dependent variable and one or more independent variables."\n'
            'A3: "focus on optimizing efficiency and reducing costs, rather than solely focusing on performance metrics."'),
    "A.2": ('A2. Ele gira em volta de regressão linear: "including linear regression, decision trees", depois "a linear model that models a linear relationship" '
            'e ainda "such as linear regression, which is a statistical method used to create linear models". É a mesma palavra repetida o tempo todo.'),
    "A.3": ('A3 (T=1.0): começa em custos ("minimize costs by minimizing waste"), vai para "identify patterns and optimize production processes" e termina em '
            '"ingredient sourcing, product design". Os outros ficam mais presos num assunto (o A2 em regressão linear).'),
    "B.1": "top-p 0.3 — é o que entra em loop.",
    "B.2": '"and is based on the original Star Wars: The Old Republic" (top-p 0.3: repete quatro vezes seguidas)',
    "B.3": ('Com top-p baixo o modelo só escolhe entre os poucos tokens que somam 30% da probabilidade acumulada, então quando entra num caminho não sai mais: '
            'no 0.3 ele repete "the original Star Wars: The Old Republic" até acabar os tokens. Com 0.9 o núcleo é maior e o texto anda.'),
    "D.1": "Top-p.",
    "D.2": "Aumentar.",
    "D.3": ('Na parte B, com a temperatura fixa, o 0.3 foi o que mais se prendeu nas mesmas expressões; no meu B1 "can be used to" aparece quatro vezes '
            '("can be used to predict", "can be used to identify", "can be used to inform", "can be used to make predictions") e no B3 (0.9) não. Então subiria o top-p.'),
}
ANSWERS["tp282-pipe-lines-partner-md"] = {"all": "\n\n".join(f"{q} ➜ {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot281: the record is SEED = 2811 (P1 empty, P2 '25 = 73.25.'); the answers were written from the first run with
# SEED = 7 (P1 empty, P2 '5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + 1.3 = 40.1, which is the final answer.', re-generated
# by truth_cot281.py), which the notebook no longer holds. PROBLEM: C.2 quotes it, C.1 / C.3 argue from it.
P = PIECES["cot281-matricula-seed-bar-lines"] = {
    "C.1": 'não — o P1 não escreveu nada e o P2 chegou em 40.1 ("which is the final answer"), longe de 85.',
    "C.2": '"5 + 10.1 + 2.8 + 1.3 + 0.1 = 27.5 + 2.8 + 1.3 = 40.1, which is the final answer." (P2)',
    "C.3": ('Não. O P2 parece resolver em etapas, vai somando 10.1, 2.8, 1.3… e ainda declara que aquela é a resposta final, '
            'mas o resultado (40.1) está errado. Ter cara de passo a passo não garante a resposta certa.'),
}
ANSWERS["cot281-matricula-seed-bar-lines"] = {"all": "\n\n".join(f"C{q[2]} = {P[q]}" for q in P)}

# cot282: two attempts printed (seed 0 and seed 282), the answers use attempt 2 and say so; C.3 quotes a sentence of
# the book (attributed) and ties the answer to the own attempt-2 P2; honest.
P = PIECES["cot282-two-attempts-table"] = {
    "C.1": ('Não. Na tentativa 2 (a que vale) o P1 saiu vazio (`\'\'`), sem número nenhum, e o P2 terminou a conta como `25 = 34.375.`, '
            'ou seja 58.25 = 34.375, nada de 85.'),
    "C.2": '"25 = 34.375.\\n\\nThis is a very simple example of how logarithms can be used to simplify seemingly complex calculations." (P2, tentativa 2)',
    "C.3": ('Não. O P2 da tentativa 2 escreve uma "conta" e depois uma explicação com cara de raciocínio ("a very simple example of how logarithms can be used"), '
            'mas a conta está errada e nem tem logaritmo nenhum. É o que o livro diz na 4.15: «“Step by step” é um heurístico de forma, não uma prova». '
            'Na tentativa 1 também foi assim, só para constar (`25 = 100.25, so 31.5 is the answer.`).'),
}
ANSWERS["cot282-two-attempts-table"] = {"all": "\n\n".join(f"**[{q}]** {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs281: the book's listings with the book's outputs in comments; the answers copy the own outputs and name the book's
# NEGATIVO as the book's; variation = positive demonstration replaced by "O atendimento foi ótimo."; honest.
P = PIECES["fs281-book-listing-comments"] = {
    "F.1": ('zero-shot: `\' "Este filme foi um\'` / few-shot: `\' NEGATIVO\\n\\nText\'` (como o repr imprimiu). '
            'O livro mostra NEGATIVO nos dois (está nos comentários das células), mas o meu zero-shot não deu isso.'),
    "F.2": "Só o few-shot (NEGATIVO, com um `\\n\\nText` depois). O zero-shot só repetiu o começo da frase.",
    "F.3": ("Não. Nada é treinado: os exemplos vão dentro do prompt e só condicionam a continuação (in-context learning). "
            "O modelo é o mesmo antes e depois."),
    "F.4": ('Não mudou. Troquei o exemplo positivo "Adorei, foi excelente e emocionante." por "O atendimento foi ótimo." (continua POSITIVO) '
            'e a saída foi `\' NEGATIVO\\n\\nText\'` de novo, igual ao few-shot.'),
    "F.5": "1024 tokens (n_positions do GPT-2, seção 5.8). O que passa disso fica fora da janela: não participa da atenção, o modelo simplesmente não vê.",
}
ANSWERS["fs281-book-listing-comments"] = {"all": "\n\n".join(f"F{q[2]}/ {P[q]}" for q in P)}

# fs282: laid out like the book, with "5.5.2 Saída observada" / "5.5.4 Saída observada" markdown cells holding the
# book's NEGATIVO. PROBLEM: F.1 copies those cells (the own zero-shot printed ' "Este filme foi um'); F.2 "ambas".
P = PIECES["fs282-book-layout-md-cells"] = {
    "F.1": "zero-shot: NEGATIVO — few-shot: NEGATIVO (ver 5.5.2 e 5.5.4 acima)",
    "F.2": "Ambas, as duas responderam só com o rótulo.",
    "F.3": "Não. Os exemplos só entram no contexto do prompt; os pesos não mudam, é condicionamento e não aprendizado.",
    "F.4": ('Troquei o exemplo positivo por "Que filme incrível!!!" (mantive POSITIVO). Não mudou: continuou saindo NEGATIVO e depois "Text", igual ao few-shot.'),
    "F.5": "1024 tokens. Tokens além disso são truncados, não entram na atenção.",
}
ANSWERS["fs282-book-layout-md-cells"] = {"all": "\n\n".join(f"Resp. {q} — {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl281: own templates and samples, then the book's 5.6.2 / 5.6.4 / 5.7.2 outputs printed "livro · ..."; the answers
# use the own outputs and contrast the book's; honest.
P = PIECES["tpl281-book-reference-print"] = {
    "T.1": "template_ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` · template_bom: `' \"Este filme foi um'`",
    "T.2": ('Nenhum dos meus. O livro imprime NEGATIVO para o template_bom (linha "livro · 5.6.4"), mas aqui o bom começou a repetir a resenha '
            'e foi cortado antes de chegar a um rótulo.'),
    "T.3": ('A ideia do restritivo é restringir o espaço de saída: uma palavra, duas opções. Aqui não bastou: o meu template_bom ainda continuou o texto '
            '(`"Este filme foi um`) em vez de rotular, e o ruim, sem nenhuma restrição, completou a frase ("erro de tempo").'),
    "T.4": ('NEGATIVO. Recontando as minhas 10: NEGATIVO nas amostras 01, 04, 05, 07 e 10 (5); POSITIVO na 02 (`"POSITIVO"`) e na 03 '
            '(`POSITIVO ou NEGAT` — a regra pega o primeiro rótulo) (2); sem rótulo 06, 08 e 09 (3). Bate com a contagem impressa e com "voto (meu): NEGATIVO".'),
    "T.5": ('Não. Só reduz a variância: junta as amostras e fica com a maioria. No livro as amostras nem tinham rótulo e o voto foi INDETERMINADO; '
            'aqui deu NEGATIVO por 5 a 2, com 3 sem rótulo — uma maioria de amostras ruins continua errada.'),
}
ANSWERS["tpl281-book-reference-print"] = {"all": "\n\n".join(f"T.{q[2]} · {P[q]}" for q in P)}

# tpl282: self-consistency drawn twice (round 1 seeds 2820-2829: POSITIVO 6 / NEGATIVO 0 / 4; round 2 seeds 2830-2839:
# POSITIVO 3 / NEGATIVO 1 / 6), a note says round 2 counts. PROBLEM: T.4 gives round 1's counts and sample numbers as
# round 2's (the vote, POSITIVO, is the same in both rounds).
P = PIECES["tpl282-two-rounds-tallies"] = {
    "T.1": "ruim `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; bom `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois.",
    "T.3": ('O bom tenta fechar o espaço de saída (uma palavra só), o ruim deixa o modelo continuar a frase livremente. Mesmo assim o bom não rotulou: '
            'parou em "Este filme foi um", e o ruim foi para "erro de tempo."'),
    "T.4": ('POSITIVO, na rodada 2: 6 POSITIVO (amostras 1, 2, 3, 6, 7 e 10), 0 NEGATIVO e 4 sem rótulo (4, 5, 8 e 9 — a 5 e a 9 estão em inglês).'),
    "T.5": ('Não. A autoconsistência só reduz a variância do resultado; se o modelo tende para o lado errado, a maioria também vai para o lado errado. '
            'E a frase é mista (ótimo, mas o produto quebrou).'),
}
ANSWERS["tpl282-two-rounds-tallies"] = {"all": "\n\n".join(f"(T.{q[2]}) {P[q]}" for q in P)}
