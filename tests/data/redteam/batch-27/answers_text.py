"""Batch 27's hand-written answers, written after reading the recorded outputs (/tmp/rt27/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp271: runs named by their MEASURED values in the student's own token-level table (printed first, sorted by dist-2);
# ids "A.1 —"; honest (A2, not A1, is the most repetitive of part A by the student's and the kit's measures).
P = PIECES["tp271-tokendistinct-table-first"] = {
    "A.1": ('A1 (T=0.2): "These models can be used to optimize systems, predict outcomes, and make predictions."\n'
            'A2 (T=0.7): "assume a linear relationship between variables, but they often fail to capture non-linear effects."\n'
            'A3 (T=1.0): "A natural consequence of data normalization is that it allows users to have a more uniform view of their data."'),
    "A.2": ('A2, e não a de temperatura mais baixa. Na minha tabela ela é a de menor dist-2 da parte A (0.810, contra 0.848 da A1 '
            'e 0.937 da A3) e a com mais tokens em trigramas repetidos (rep3 17, contra 12 da A1 e 2 da A3). No texto, '
            '"a non-linear relationship between age and BMI" aparece duas vezes na mesma frase. A A1 ficou perto porque repete '
            '"can be used to" quatro vezes.'),
    "A.3": ('A3 (T=1.0): maior dist-1 (0.688) e maior dist-2 (0.937) da parte A, rep3 só 2. O texto começa em normalização '
            '("are based on a fixed transformation, often a normalization process"), passa para visualização ("This can '
            'facilitate analysis and visualization") e termina comparando "data normalization and feature".'),
    "B.1": ('B1 (top_p 0.3): é a primeira linha da tabela, a de menor dist-2 de todas (0.772) e a de maior rep3 (28). '
            'A B2 (0.6) ficou na última linha (0.962, rep3 0) e a B3 (0.9) tem 0.924 / rep3 2.'),
    "B.2": '"that takes a list of data and returns a model object." (B1, aparece duas vezes seguidas)',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 esse núcleo '
            'tem pouquíssimos candidatos e o modelo volta ao mesmo trecho, que foi o que a B1 fez (rep3 28). Com 0.6 e 0.9 '
            'o núcleo é maior e as duas quase não repetiram (rep3 0 e 2).'),
    "D.1": "top-p",
    "D.2": "Aumentar (por exemplo de 0.3 para 0.9).",
    "D.3": ('Na parte B, com a mesma T=0.7, o top-p 0.3 (B1) teve rep3 28 e dist-2 0.772, enquanto os top-p maiores ficaram em '
            '0.924-0.962 de dist-2. Já na parte A mexer só na temperatura não resolveu tudo: a A2 (T=0.7) repetiu mais que a A1 (T=0.2).'),
}
ANSWERS["tp271-tokendistinct-table-first"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# tp272: blocks '[A1] T=0.2 p=0.9 | 68 palavras | 43% distintas | prob. média 93% | trigrama + comum: ...'; answers
# '**A.1.**' cite the student's own numbers. PROBLEM: A.3 misreads the '% distintas' of A3 (73%) as A2's (71%).
P = PIECES["tp272-nucleussize-topk-percent-blocks"] = {
    "A.1": ('A1: "can be used to create a new model that is a copy of the original model." / '
            'A2: "It allows organizations to create data-driven products and services that meet the needs of their customers." / '
            'A3: "In other words, they use a transformation to transform data into a standardized format that can be analyzed and '
            'manipulated using mathematical operations."'),
    "A.2": ('A1 (T=0.2). Só 43% das palavras são distintas e o trigrama mais comum aparece 4 vezes (\'a copy of\' x4): '
            '`a new model that is a copy of the original model` aparece duas vezes e depois ainda vem '
            '`"copy of the original model" or a "copy of the original model"`. A prob. média de 93% mostra que ele só pegou o caminho mais provável.'),
    "A.3": ('A2 (T=0.7): é a de maior porcentagem de palavras distintas da parte A (73%) e a prob. média já cai para 66%. '
            'O texto vai de dados ("optimize for the right kind of data") para negócios ("make data-driven decisions that can '
            'have significant impact on their bottom line") e ainda abre um contraponto ("However, data-driven").'),
    "B.1": "B1 (top-p 0.3): 25% de palavras distintas e 'take into account' x4; a mesma frase sai três vezes.",
    "B.2": '"The model is designed to take into account the effects of time and can be used to optimize business processes." (B1)',
    "B.3": ('O top-p fica com o menor conjunto de tokens cuja probabilidade acumulada chega a p. Medi no primeiro passo (T=0.7): '
            'o núcleo tem 3 tokens com p=0.3 (can 17.3%, take 11.3%, use 11.3%), 7 com p=0.6 e 41 com p=0.9. Com só 3 candidatos '
            'o B1 ficou preso em \'take into account\' (x4); com 41 o B3 repetiu no máximo \'behavior based on\' x2.'),
    "D.1": "top-p",
    "D.2": "aumentar (0.3 → 0.9)",
    "D.3": ('Mesma temperatura 0.7: de B1 (p=0.3) para B3 (p=0.9) as palavras distintas foram de 25% para 64% e a prob. média '
            'caiu de 93% para 64%; o texto saiu do loop.'),
}
ANSWERS["tp272-nucleussize-topk-percent-blocks"] = {"all": "\n\n".join(f"**{q}.** {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot271: the student's own measures table (tokens, EOS, numbers found -> last, '85 aparece?'); honest.
P = PIECES["cot271-regex-numbers-lastnumber"] = {
    "C.1": ('Não. Pela minha tabela, o último número do P1 é 105 (`27 + 58 = 105`) e o do P2 é 132.23; a coluna '
            '"85 aparece?" deu False nas duas.'),
    "C.2": ('"The original equation was 27 + 58.23 = 132.23, which is an example of how a mathematical equation can be '
            'transformed into a fraction" (P2)'),
    "C.3": ('Não. O P2 tem cara de explicação (fala até em "algebraic manipulation"), mas a conta que ele escreve, '
            '27 + 58.23 = 132.23, está errada (daria 85.23) e o resultado final não é 85. Parecer raciocínio não garante acerto.'),
}
ANSWERS["cot271-regex-numbers-lastnumber"] = {"all": "\n".join(f"- **{q}** {P[q]}" for q in P)}

# cot272: text + token stream with each token's probability; answers 'C1)'. PROBLEM: C.3 reads the 100% of '.', '0',
# '0' (the '.00') as the probabilities of the '8' and '3' (19% and 9% in the stream).
P = PIECES["cot272-token-confidence-stream"] = {
    "C.1": ("Não. O P1 não escreveu nada (só o token de fim, `'<|im_end|>'⟨79%⟩`) e o P2 chegou em 83.00, não em 85."),
    "C.2": '`00 = 83.00, which is the remainder.` (P2)',
    "C.3": ('Não. O modelo estava muito seguro justamente nos números: na lista de tokens o 8 e o 3 do 83 saíram com 100%, '
            'e mesmo assim a conta está errada. Confiança alta e um texto com cara de explicação não garantem a resposta certa.'),
}
ANSWERS["cot272-token-confidence-stream"] = {"all": "\n\n".join(f"C{q[2]}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs271: one table: prompt, tokens, greedy output (repr), P(POS), P(NEG), log-probs; variation = demonstrations
# reordered; answers '(F.n)'; honest (F.4: output unchanged, only the label probabilities moved).
P = PIECES["fs271-label-logprob-reorder-table"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'` · few-shot: `' NEGATIVO\\n\\nText'` (os reprs da coluna \"saída gulosa\")",
    "F.2": ('Só a few-shot. A zero-shot não deu rótulo nenhum (repetiu o começo do texto), mesmo que na minha conta de '
            'probabilidades o NEGATIVO ganhe do POSITIVO também ali (84.1% contra 15.9%): o que conta é a saída gerada, e ela não está no formato.'),
    "F.3": ('Não. Nada foi treinado: só gerei e calculei probabilidades com o mesmo modelo; os exemplos estão no prompt e '
            'condicionam a continuação (in-context learning).'),
    "F.4": ('Não mudou a saída. Inverti a ordem das demonstrações (a NEGATIVA primeiro) e a saída gulosa continuou '
            "`' NEGATIVO\\n\\nText'`. O que mudou foi a confiança: P(NEG) caiu de 93.2% para 63.4% (logp NEG -0.52 → -1.02)."),
    "F.5": ('1024 posições (n_positions do GPT-2). O que passar disso fica fora da janela: é truncado e não participa da '
            'atenção. O meu few-shot tem 105 tokens (no tokenizador do modelo que rodei), longe do limite.'),
}
ANSWERS["fs271-label-logprob-reorder-table"] = {"all": "\n\n".join(f"({q}) {P[q]}" for q in P)}

# fs272: outputs 'ZS   8 tokens gerados -> <repr>', then P(NEGATIVO) and prompt length as % of 1024; variation = the
# negative demonstration's text replaced. PROBLEM: F.4 answers 'Sim, mudou' from the P(NEGATIVO) shift (93.2% ->
# 87.0%) while the VAR output printed is identical to FS.
P = PIECES["fs272-labelshare-window-percent"] = {
    "F.1": "ZS: `' \"Este filme foi um'` ; FS: `' NEGATIVO\\n\\nText'`",
    "F.2": "few-shot (só ele começa pelo rótulo).",
    "F.3": "Não, os pesos não mudam; é condicionamento pelo contexto: os exemplos estão só no prompt.",
    "F.4": ('Sim, mudou. Troquei o texto do exemplo negativo por "Que chatice, saí no meio da sessão." (rótulo NEGATIVO '
            'mantido) e a saída do VAR ficou menos negativa: P(NEGATIVO) caiu de 93.2% para 87.0%.'),
    "F.5": ('1024 tokens. O meu few-shot usa 105 tokens, 10.3% da janela; o que passar de 1024 é cortado (truncado) e o '
            'modelo não vê.'),
}
ANSWERS["fs272-labelshare-window-percent"] = {"all": "\n\n".join(f"{q}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl271: samples 'sNN LABEL repr', a tally with percentages, entropy in bits, vote with margin; answers 'T.n ·';
# honest (NEGATIVO 4 incl. the lower-case '"negativo"', 0 POSITIVO, 6 without label incl. English '"POSITIVE"').
P = PIECES["tpl271-entropy-margin-percent"] = {
    "T.1": "pouco restritivo: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` — restritivo: `' \"Este filme foi um'`",
    "T.2": "nenhum (as duas linhas dizem `rótulo=None`).",
    "T.3": ('Nenhum dos dois fechou o espaço de saída o bastante para este modelo. O pouco restritivo não delimita nada e ele '
            'reescreveu a frase ("Este filme foi um erro de tempo."), gastando os 16 tokens. O restritivo limita a resposta a '
            'uma palavra, mas o modelo começou copiando o texto (`"Este filme foi um`) e os 8 tokens acabaram antes de qualquer '
            'rótulo. Restringir o formato só ajuda se o modelo obedece.'),
    "T.4": ('NEGATIVO, com margem 4: 4 NEGATIVO (s02, s04, s08 — `"negativo"` conta porque a regra passa para maiúsculas — '
            'e s10), 0 POSITIVO e 6 sem rótulo (o s01 é `"POSITIVE"`, em inglês, e não conta). Entropia 0.97 bits.'),
    "T.5": ('Não. A votação reduz a variância (a entropia de 0.97 bits mostra o quanto as amostras discordam), mas se o modelo '
            'erra de forma consistente o voto sai errado com folga; aqui 6 de 10 amostras nem deram rótulo e o voto saiu de só 4.'),
}
ANSWERS["tpl271-entropy-margin-percent"] = {"all": "\n\n".join(f"T.{q[2]} · {P[q]}" for q in P)}

# tpl272: ten samples with their first token's probability; a table 'rótulo n % dos rotulados prob. 1º token';
# PROBLEM: T.4 reads the '% dos rotulados' column (67% / 33%) as shares of all ten samples: '7 e 3 ... (0 sem rótulo)'
# against the printed 'NEGATIVO 4', 'POSITIVO 2', 'sem rótulo 4'.
P = PIECES["tpl272-firsttoken-prob-labelled-share"] = {
    "T.1": "LOOSE: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` | STRICT: `' \"Este filme foi um'`",
    "T.2": "nenhum",
    "T.3": ('O restritivo deveria limitar o espaço de saída a duas palavras, mas aqui o modelo começou repetindo a frase '
            '(`"Este filme foi um`) e os 8 tokens acabaram; o pouco restritivo também só reescreveu a frase. Nenhum chegou no formato.'),
    "T.4": ('Voto: NEGATIVO. Contagem: 67% NEGATIVO e 33% POSITIVO, ou seja 7 e 3 das 10 amostras (0 sem rótulo). '
            'O NEGATIVO também teve o 1º token mais provável (29% contra 7%).'),
    "T.5": "Não. A votação só reduz a variância juntando amostras que discordam; se a maioria das amostras errar, o voto erra junto.",
}
ANSWERS["tpl272-firsttoken-prob-labelled-share"] = {"all": "\n\n".join(f"{q} ➜ {P[q]}" for q in P)}
