"""Batch 29's hand-written answers, written after reading the recorded outputs (/tmp/rt29/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp291: runs named by their DataFrame key df.loc[(T, p)]; (0.7, 0.9) is A2 and B3 at once; honest. The outputs barely
# repeat: the visible repetition of part A is in the T=1.0 text ('logistics logistics'), and the student says so.
P = PIECES["tp291-pipeline-product-grid-dfloc"] = {
    "A.1": ('df.loc[(0.2, 0.9)] (A1): "Examples of such models include decision trees, which are used to identify patterns and make predictions based on data."\n'
            'df.loc[(0.7, 0.9)] (A2): "These models often rely on data preprocessing techniques such as feature engineering, data transformation, and model hyperparameter optimization."\n'
            'df.loc[(1.0, 0.9)] (A3): "Examples include logistics logistics and accounting. Examples of these models include:"'),
    "A.2": ('Nenhuma das três entrou em loop (todas têm entre 63 e 72 palavras na grade e nenhuma frase inteira volta). A repetição mais visível '
            'foi na de T=1.0, df.loc[(1.0, 0.9)]: a palavra dobrada "logistics logistics", duas frases seguidas que começam igual '
            '("Examples include logistics" e logo depois "Examples of these models include:") e "Sales Automation" / "sales automation". '
            'Na de 0.2 o que volta é "decision trees" (duas vezes); na de 0.7, as palavras "optimized" e "simplicity".'),
    "A.3": ('Também a de T=1.0 (df.loc[(1.0, 0.9)]): é a que mais muda de assunto. Começa em "optimizing the efficiency and productivity of machines or processes", '
            'passa por "logistics logistics and accounting" e termina numa lista com "**Sales Automation**" (pedidos e estoque) e "**Machine Learning** -". '
            'A de 0.2 fica nas árvores de decisão e a de 0.7 na simplicidade dos modelos.'),
    "B.1": ('top_p = 0.3 (df.loc[(0.7, 0.3)]). É a única das três com um trecho que volta igual ("it requires a", duas vezes) e fica girando em '
            '"data" / "data analysis". A de 0.6 repete palavras soltas ("adapt to", "systems"), mas nenhum trecho de três palavras; a de 0.9 (a mesma célula da A2) também não.'),
    "B.2": ('`it requires a` — em df.loc[(0.7, 0.3)]: "data analysis is that it requires a combination" e depois "and it requires a deep understanding of data".'),
    "B.3": ('Com top_p = 0.3 o modelo só sorteia dentro do menor conjunto de tokens cuja probabilidade acumulada chega a 0.3: sobram poucos candidatos '
            'por passo e o texto volta para as mesmas palavras ("it requires a", "data"). Com 0.6 e 0.9 o núcleo é maior e o texto não voltou atrás.'),
    "D.1": "top-p (o top_p da chamada do pipeline).",
    "D.2": "Aumentar, de 0.3 para 0.9.",
    "D.3": ('Na minha grade, com T = 0.7 fixa, só a célula top_p = 0.3 repetiu ("it requires a"); as de 0.6 e 0.9 não. Então subir o top-p é o '
            'primeiro ajuste que os meus dados apoiam. A temperatura não resolveria sozinha: a única palavra dobrada da parte A apareceu justamente '
            'com T = 1.0.'),
}
ANSWERS["tp291-pipeline-product-grid-dfloc"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tp292: runs named A1..B3 as in the dataclasses; PROBLEM: A.3 names A2 and gives it A3's 'uniq' value (0.82) read off
# the row below it in the hand-made table; A2 is in fact the narrowest text of part A (all about climate).
P = PIECES["tp292-genconfig-deepcopy-dataclass-shorten"] = {
    "A.1": ('A1: "Examples of models used in data science and machine learning include linear regression, decision trees, and neural networks."\n'
            'A2: "they can be used to optimize climate mitigation strategies, such as renewable energy and carbon capture."\n'
            'A3: "These models, which were originally designed to track climate change, have gone rogue."'),
    "A.2": ('A1 (T=0.2). A expressão "data science and machine learning" aparece quatro vezes em seis linhas ("used in data science and machine learning to", '
            '"The goal of data science and machine learning is", "Data science and machine learning are"...). O uniq dela na tabela é 0.63, o menor da parte A.'),
    "A.3": ('A2 (T=0.7). Na tabela ela tem o maior uniq da parte A, 0.82, ou seja, mais palavras diferentes; e o texto vai de '
            '"the effects of time and climate change" para "climate mitigation strategies, such as renewable energy and carbon capture" e depois para '
            '"climate adaptation and climate resilience".'),
    "B.1": 'top_p = 0.3 (B1): uniq 0.54, o menor da tabela toda, e uma frase inteira que volta (ver B.2).',
    "B.2": '"This can be done using various techniques, such as" — aparece duas vezes na B1 (uma antes de "data augmentation", outra antes de "image").',
    "B.3": ('O top-p mantém só os tokens mais prováveis até a soma das probabilidades chegar a p. Com 0.3 o núcleo tem pouquíssimos candidatos e a B1 '
            'volta para o mesmo caminho ("This can be done using various techniques, such as" duas vezes, "generating new data" duas vezes). Com 0.9 '
            '(B3, uniq 0.80) o conjunto é maior e o texto repete bem menos (só "multiple variables simultaneously" volta).'),
    "D.1": "O top-p.",
    "D.2": "Aumentaria (por exemplo 0.3 → 0.9).",
    "D.3": ('Com a mesma temperatura 0.7, o uniq sobe com o top-p: B1 0.54, B2 0.78, B3 0.80; a B1 repete uma frase inteira e a B3 não. '
            'Na parte A o mais repetitivo foi a temperatura mais baixa (A1), mas o primeiro ajuste é o top-p.'),
}
ANSWERS["tp292-genconfig-deepcopy-dataclass-shorten"] = {"all": "\n\n".join(f"{q} → {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot291: P1 is EMPTY (the token list is just '<|im_end|>'), P2 'The final answer is 27 + 58 = 114.'; honest.
P = PIECES["cot291-pprint-nested-dict-tokens"] = {
    "C.1": ('Não. O P1 não escreveu nada: a saida dele é vazia e a lista de tokens só tem o fim de texto (`<|im_end|>`). O P2 escreveu '
            '"The final answer is 27 + 58 = 114.", ou seja 114, e o certo é 85.'),
    "C.2": '"The final answer is 27 + 58 = 114." (P2 — é o único trecho com cara de conta; no pprint ele aparece depois de dois \\n)',
    "C.3": ('Não. O P2 tem a forma de uma conclusão ("The final answer is") e monta a conta inteira, mas o resultado (114) está errado; '
            'e o P1 nem respondeu. Parecer raciocínio não garante a resposta certa.'),
}
ANSWERS["cot291-pprint-nested-dict-tokens"] = {"all": "\n\n".join(f"[{q}] {P[q]}" for q in P)}

# cot292: P1 EMPTY, P2 '6 = 125.6, \nSo the answer is 125.6.'; the student-made column 'numeros' (re.findall(r"\d+"))
# splits 125.6 into 125 and 6: [6, 125, 6, 125, 6]. PROBLEM: C.1 takes the column's last element, 6, as P2's final
# answer, against the text's 'So the answer is 125.6.'.
P = PIECES["cot292-pipeline-df-colwidth-numbers"] = {
    "C.1": ('Não. O P1 não gerou nada (a saida é `\'\'` e a lista de números dele é `[]`). No P2 a resposta final foi 6, que é o último número '
            'da coluna numeros (`[6, 125, 6, 125, 6]`); bem longe de 85.'),
    "C.2": '`6 = 125.6, \\nSo the answer is 125.6.` (P2, como aparece na tabela)',
    "C.3": ('Não. O P2 até escreve uma conta e uma conclusão ("So the answer is 125.6."), parece um raciocínio, mas o número não tem nada a '
            'ver com 27 + 58. O formato não garante a correção.'),
}
ANSWERS["cot292-pipeline-df-colwidth-numbers"] = {"all": "\n\n".join(f"C.{q[2]}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs291: outputs copied from the namedtuple reprs; variation = demonstrations swapped; output unchanged; honest.
P = PIECES["fs291-pipeline-genconfig-namedtuple-tokens"] = {
    "F.1": 'zero-shot: `\' "Este filme foi um\'` — few-shot: `\' NEGATIVO\\n\\nText\'`',
    "F.2": ('Só o few-shot: ele começa com o rótulo (os tokens ĠN, EG, AT, IV, O formam NEGATIVO, depois vêm as quebras de linha). O zero-shot não: '
            'só repetiu o começo da resenha.'),
    "F.3": ('Não. Os exemplos só entram no prompt; o modelo é o mesmo e nenhum peso muda. É condicionamento pelo contexto (in-context learning), '
            'não treino.'),
    "F.4": ('Não mudou. Na VAR troquei a ordem das duas demonstrações (a negativa primeiro, a positiva depois), com os mesmos textos e rótulos. '
            'A saída foi igual à do few-shot, `\' NEGATIVO\\n\\nText\'`, até nos tokens.'),
    "F.5": ('n_positions = 1024 tokens. O que passar disso fica fora da janela: tem que ser truncado, e esses tokens não entram na atenção, '
            'o modelo simplesmente não os vê.'),
}
ANSWERS["fs291-pipeline-genconfig-namedtuple-tokens"] = {"all": "\n\n".join(f"- **{q}**: {P[q]}" for q in P)}

# fs292: four few-shot prompts from itertools.product (order x label case) in a to_string table; the student's VAR is
# row 2 (invertida / MAIUSC), output ' NEGATIVO\n\nText' = the FS row 0. PROBLEM: F.4 reads row 3 (invertida / minusc,
# ' positivo\n\nTexto: "') as its VAR and says the output changed.
P = PIECES["fs292-product-variants-to_string"] = {
    "F.1": 'zero-shot `\' "Este filme foi um\'`; few-shot (linha 0 da tabela) `\' NEGATIVO\\n\\nText\'`.',
    "F.2": 'few-shot. O zero-shot só copiou o começo do texto; o few-shot respondeu NEGATIVO logo no começo.',
    "F.3": 'Não. Nada é treinado: os exemplos só ficam no contexto do prompt e condicionam a resposta; os pesos são os mesmos antes e depois.',
    "F.4": ('Sim, mudou. Na minha VAR (linha 2, invertida / MAIUSC: a demonstração negativa antes da positiva) a saída virou '
            '`\' positivo\\n\\nTexto: "\'`, enquanto o few-shot original (linha 0) deu `\' NEGATIVO\\n\\nText\'`. Só trocar a ordem já fez o '
            'modelo trocar de rótulo.'),
    "F.5": ('1024 (n_positions). Tokens além disso não cabem: são cortados (truncados) e ficam fora da atenção, como se não existissem.'),
}
ANSWERS["fs292-product-variants-to_string"] = {"all": "\n\n".join(f"**Resposta {q}.** {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl291: ten samples from num_return_sequences=10, a DataFrame with str.extract labels, value_counts(dropna=False)
# (NaN 6 / NEGATIVO 3 / POSITIVO 1) and 'voto: NEGATIVO'. PROBLEM: T.4 reads the value_counts' first row (NaN 6) as
# the vote and answers INDETERMINADO, against the notebook's own rule and printed vote.
P = PIECES["tpl291-numreturn-df-valuecounts"] = {
    "T.1": 'pouco restritivo: `\' "Este filme foi um erro de tempo."\\n\\nE\'` — restritivo: `\' "Este filme foi um\'`',
    "T.2": 'Nenhum. Os dois só continuaram a resenha; nenhum escreveu POSITIVO ou NEGATIVO.',
    "T.3": ('O template restritivo tenta fechar o espaço de saída (uma palavra só, sem explicação) e ancorar a resposta logo depois do rótulo Sentimento; '
            'o pouco restritivo deixa qualquer continuação possível e o modelo simplesmente continuou a frase ("erro de tempo"). Aqui a '
            'restrição não bastou para um modelo tão pequeno: o restritivo também só repetiu `"Este filme foi um`.'),
    "T.4": ('Voto: INDETERMINADO. No value_counts a maior contagem é a dos sem rótulo (NaN = 6), contra NEGATIVO 3 e POSITIVO 1; como a '
            'maioria das amostras não deu rótulo nenhum, não dá para eleger um rótulo.'),
    "T.5": ('Não. A self-consistency só pega a resposta mais frequente entre amostras do mesmo modelo: reduz a variância, mas se o modelo erra '
            'de forma consistente o voto erra junto. Aqui 6 das 10 amostras nem tiveram rótulo.'),
}
ANSWERS["tpl291-numreturn-df-valuecounts"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# tpl292: GenerationConfig deepcopy + update; samples as namedtuples, printed shortened (width 22, '…'; no line was
# actually cut) with the label computed on the full text; 2 / 2 / 6, 'voto: INDETERMINADO'; honest.
P = PIECES["tpl292-genconfig-namedtuple-shortened-table"] = {
    "T.1": 'LOOSE: `\' "Este filme foi um erro de tempo."\\n\\nE\'` | STRICT: `\' "Este filme foi um\'`',
    "T.2": 'nenhum',
    "T.3": ('Nenhum dos dois ficou no formato: o pouco restritivo continuou a resenha ("erro de tempo"), e o restritivo, que deveria restringir '
            'a saída a uma palavra, só repetiu o começo do texto (`"Este filme foi um`). A ideia do template restritivo é limitar o espaço de '
            'saída a duas continuações possíveis; neste modelo pequeno isso não bastou.'),
    "T.4": ('INDETERMINADO. Pela coluna rótulo: POSITIVO 2 (amostras 9 e 10), NEGATIVO 2 (5 e 8) e sem rótulo 6 (1, 2, 3, 4, 6, 7). '
            'Empate, então INDETERMINADO, que é o que o notebook imprimiu. A amostra 2 ("Nação, como POSIT") não conta: a regra pede a palavra '
            'POSITIVO inteira; a 9 ("Positivo. Texto:") conta porque a regra passa tudo para maiúsculas.'),
    "T.5": ('Não. Ela só reduz a variância escolhendo a resposta mais votada; aqui nem isso deu, empatou 2 a 2 com 6 amostras sem rótulo. '
            'E se o modelo errasse sempre do mesmo jeito, o voto sairia errado com toda a confiança.'),
}
ANSWERS["tpl292-genconfig-namedtuple-shortened-table"] = {"all": "\n\n".join(f"({q}) {P[q]}" for q in P)}
