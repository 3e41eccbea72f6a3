"""Batch 37's hand-written answers, written after reading the recorded outputs (/tmp/rt37/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys. Quotes are often written in the notebook's own display notation ('·', 'Ġ|', repr, json, '⟨␣↵⟩')."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp371: quotes in the '·' / '⏎' notation of the display, one in plain text; claims about line breaks; honest.
P = PIECES["tp371-middot-return-visible-ws"] = {
    "A.1": ('A1: `·can·be·used·to·predict·future·behavior·based·on·historical·data.·They·are·often·used·in·situations·where·past·behavior·is·used·to·inform·future·decisions.`\n'
            'A2: `Supervised·learning·is·a·process·where·you·take·a·dataset·of·labeled·data·and·use·a·model·to·predict·the·output·of·a·labeled·dataset.`\n'
            'A3 (sem os pontinhos): "Examples include climate models, such as those used by El Niño experts to forecast climate impacts; economic models used by governments and businesses"'),
    "A.2": ('A1 (T=0.2). Ele gira em torno de prever comportamento: `can·be·used·to·predict` aparece duas vezes (no começo e em '
            '`decision·trees,·which·can·be·used·to·predict·customer·churn`), "behavior" três vezes (future, past, customer behavior) e termina em outro '
            '`to·predict·the·probability`. Na estrutura as seis execuções são iguais: todas têm exatamente 2 quebras de linha, um `⏎` logo seguido de outro '
            '(um parágrafo, uma linha em branco, outro parágrafo), então a diferença está nas palavras, não no formato.'),
    "A.3": ('A3 (T=1.0). Em um parágrafo só ele passa por clima (`weather,·climate,·human·behavior`), El Niño, `economic·models·used·by·governments`, '
            '`social·models·that·prioritize·empathy·and·human·well-being` e depois do `⏎` pula para saúde: `In·the·context·of·healthcare,·the·COVID-19·pandemic`. '
            'O A2 fica em aprendizado de máquina o tempo todo.'),
    "B.1": "top_p = 0.3 (B1).",
    "B.2": '`a·single·entity·based·on·multiple·entities.` (B1: aparece no fim do primeiro parágrafo e de novo no segundo, depois do `⏎`)',
    "B.3": ('O top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 esse núcleo tem poucos candidatos, '
            'quase sempre os mesmos, e o B1 reaproveita os mesmos pedaços: `can·be·used·to` aparece 4 vezes e a frase do B.2 duas. '
            'Com 0.6 e 0.9 a massa de 0.9 inclui mais tokens e o B3 não repete nenhuma expressão.'),
    "D.1": "top-p",
    "D.2": "Aumentaria (ex.: de 0.3 para 0.9).",
    "D.3": ('Na parte B, mesma temperatura 0.7: o B1 (top_p 0.3) repetiu `a·single·entity·based·on·multiple·entities.` e `can·be·used·to`, o B3 (0.9) foi de '
            'regressão a marketing e saúde sem repetir. Na parte A o A1 (T=0.2) foi o mais repetitivo, mas mexer na temperatura muda o texto inteiro; '
            'o primeiro ajuste seria o top-p para cima.'),
}
ANSWERS["tp371-middot-return-visible-ws"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tp372: quotes in the byte-level TOKEN notation ('Ġ' = space, 'Ċ' = line break, '|' between tokens).
# PROBLEMS: A.1's A2 excerpt has one token changed ('Ġmodel' for the run's 'Ġmetric'); A.2 counts 3 repetitions of
# 'Ċ|Ċ|The|Ġmodel|ers|Ġare' where A1 has 2.
P = PIECES["tp372-bytelevel-token-pipes"] = {
    "A.1": ('A1 → `Ġtake|Ġinto|Ġaccount|Ġthe|Ġimpact|Ġof|Ġclimate|Ġchange|Ġon|Ġthe|Ġenvironment|.|ĠThey|\'re|Ġdesigned|Ġto|Ġhelp|Ġindividuals`\n'
            'A2 → `Ġoptimize|Ġthe|Ġbehavior|Ġof|Ġa|Ġgiven|Ġmodel|Ġbased|Ġon|Ġthe|Ġbehavior|Ġof|Ġits|Ġinput|Ġparameters|.`\n'
            'A3 → `Ċ|In|Ġthe|Ġcontext|Ġof|Ġlanguage|,|Ġit|Ġcan|Ġbe|Ġseen|Ġas|Ġa|Ġform|Ġof|ĠAI`'),
    "A.2": ('A1. Depois de cada linha em branco o texto recomeça igual: o bloco `Ċ|Ċ|The|Ġmodel|ers|Ġare` aparece 3 vezes. Além disso `ĠThey|\'re` '
            'aparece duas vezes e `Ġclimate` seis vezes em 80 tokens.'),
    "A.3": ('A2. Começa em otimização (`Ġminimize|Ġthe|Ġloss|Ġfunction`), passa para uma lista de tipos de modelo '
            '(`-|Ġ**|Linear|Ġmodels|**:`) e explica equação linear; o A3 fica girando em linguagem e AI.'),
    "B.1": "0.3",
    "B.2": '`In|Ġthe|Ġcontext|Ġof|Ġdata|Ġanalysis|,` (B1, duas vezes)',
    "B.3": ('Com top_p baixo só entram os tokens mais prováveis até somar 0.3 da probabilidade: o conjunto de candidatos é pequeno e o modelo repete '
            'o começo de frase do B.2 e `Ġthe|Ġrelationship|Ġbetween|Ġa` duas vezes no B1.'),
    "D.1": "top_p",
    "D.2": "aumentar",
    "D.3": ('No B1 (0.3) a mesma abertura volta; no B3 (0.9, mesma temperatura) o texto muda de assunto (emoções, analytics, previsão do tempo). '
            'Então subir o top-p é o primeiro passo.'),
}
ANSWERS["tp372-bytelevel-token-pipes"] = {"all": "\n".join(f"- {q} :: {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot371: quotes in repr / json notation ('\n\n' escapes); P1 empty; honest.
P = PIECES["cot371-repr-and-ascii-json"] = {
    "C.1": ('Não. O P1 saiu vazio (`repr : \'\'`, `json : ""`, 1 token novo: só o fim de texto) e o P2 termina a conta em `= 82.01.`, não em 85.'),
    "C.2": ('P2: `12 + 27.01 + 27.01 = 82.01.\\n\\nThis is a classic example of the Pythagorean identity`'),
    "C.3": ('Não. O P2 tem cara de conta passo a passo (`12 + 27.01 + 27.01 = 82.01.`), mas soma números que não estão na pergunta e chega em 82.01; '
            'depois das duas quebras de linha (`\\n\\n`) ainda diz que `2^2 + 3^2 + 4^2 = 5`, que também é falso. A forma de raciocínio não garante '
            'a resposta certa.'),
}
ANSWERS["cot371-repr-and-ascii-json"] = {"all": "\n\n".join(f"{q} — {P[q]}" for q in P)}

# cot372: PROBLEM: C.3's justification says P2 "parou no meio da frase" at `which is the`, cut by the 80-token limit, and
# that P1 was cut at 40 tokens: P2 ends "which is the final answer." (about a dozen tokens, printed whole between
# <<< >>>, no '[…]') and P1 is empty.
P = PIECES["cot372-middle-ellipsis-summary"] = {
    "C.1": "não (P1 veio vazio, `<<<>>>`; o P2 fala em 80.5)",
    "C.2": '`5 = 80.5, which is the` (P2)',
    "C.3": ('Não garante. O P2 parou no meio da frase, em `which is the`, porque bateu no limite de 80 tokens, e o P1 também foi cortado no limite de 40 '
            'antes de responder qualquer coisa. Como o texto é interrompido, o raciocínio não chega a lugar nenhum.'),
}
ANSWERS["cot372-middle-ellipsis-summary"] = {"all": "\n".join(f"{q}) {P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs371: outputs quoted in repr notation; the variation described from the ndiff's '+'/'-' lines; honest.
P = PIECES["fs371-ndiff-swapped-demos"] = {
    "F.1": 'zero-shot: `\' "Este filme foi um\'` — few-shot: `\' NEGATIVO\\n\\nText\'`',
    "F.2": ('few-shot. O zero-shot só recomeçou a copiar o texto do exemplo; o few-shot começa com o rótulo NEGATIVO '
            '(depois do rótulo o modelo emenda `\\n\\nText`, o começo de um novo "Texto:").'),
    "F.3": ('Não. Os exemplos só entram no prompt e condicionam a geração pelo contexto (in-context learning); nenhum gradiente, '
            'os pesos do modelo continuam os mesmos.'),
    "F.4": ('Não. Inverti a ordem das duas demonstrações, a negativa primeiro (no ndiff: as linhas `+ Texto: "Péssimo. Não recomendo para ninguém."` '
            'sobem para antes do exemplo positivo e as `- ` saem de baixo). A saída do invertido é a mesma `\' NEGATIVO\\n\\nText\'`.'),
    "F.5": "1024 tokens (n_positions). O que passa disso fica fora da janela: é truncado e não entra na atenção, o modelo não vê esses tokens.",
}
ANSWERS["fs371-ndiff-swapped-demos"] = {"all": "\n\n".join(f"[{q}] {P[q]}" for q in P)}

# fs372: outputs quoted in json notation. PROBLEM: F.4 says the output changed and quotes unified_diff lines
# ('-Text' / '+Texto') that the notebook never printed: it printed "(unified_diff vazio: saídas idênticas)".
P = PIECES["fs372-unified-diff-of-outputs"] = {
    "F.1": 'zs = `" \\"Este filme foi um"` e fs = `" NEGATIVO\\n\\nText"`',
    "F.2": "few-shot (o zero-shot nem deu rótulo, repetiu o começo do texto).",
    "F.3": "não: é condicionamento pelo contexto do prompt, o modelo só lê os exemplos; nenhum peso é atualizado.",
    "F.4": ('sim, mudou um pouco. Troquei o texto da demonstração negativa por "Que tédio, dormi na metade do filme." (mesmo rótulo NEGATIVO) e o '
            'unified_diff mostrou só o fim diferente: `-Text` / `+Texto`. O rótulo continuou NEGATIVO.'),
    "F.5": "n_positions = 1024. Tokens além disso são cortados (truncados): ficam fora do contexto e não influenciam a saída.",
}
ANSWERS["fs372-unified-diff-of-outputs"] = {"all": "\n\n".join(f"{q}: {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl371: LOOSE / STRICT quoted in json (ASCII) notation; samples cited by '#NN' and by their tokens; honest.
P = PIECES["tpl371-token-ids-ascii-json"] = {
    "T.1": 'pouco restritivo: `" \\"Este filme foi um erro de tempo.\\"\\n\\nE"` · restritivo: `" \\"Este filme foi um"`',
    "T.2": "nenhum",
    "T.3": ('Um template restritivo deveria fechar o espaço de saída (só uma palavra, POSITIVO ou NEGATIVO), mas aqui não funcionou: os dois templates '
            'continuaram copiando a frase do texto. O pouco restritivo reescreveu `Este filme foi um erro de tempo.` e seguiu com `\\n\\nE`; o restritivo '
            'deu `" \\"Este filme foi um"` e acabou nos 8 tokens. Nenhum dos dois respondeu com rótulo, então a restrição do formato não foi '
            'suficiente para esse modelo.'),
    "T.4": ('INDETERMINADO. POSITIVO 3 (#02 `Positivo.`, #04, #06), NEGATIVO 3 (#03, #07 e #08 `Especialmente negativo!`), sem rótulo 4 '
            '(#01, #05 que é `POSITIVE!"`, em inglês, #09, #10): empate 3 × 3.'),
    "T.5": ('Não. O voto só escolhe a resposta mais frequente entre as amostras: reduz a variância, mas se o modelo erra de forma consistente a maioria '
            'erra junto; e aqui nem houve maioria (3 × 3).'),
}
ANSWERS["tpl371-token-ids-ascii-json"] = {"all": "\n\n".join(f"**({q})** {P[q]}" for q in P)}

# tpl372: outputs quoted in the '⟨␣↵⟩' notation; the student counts by hand. PROBLEM: T.4 counts sample 10
# ⟨␣"POSITIVE"↵↵Text⟩ as POSITIVO (the notebook's rule: whole word POSITIVO/NEGATIVO) and votes POSITIVO; the recount
# by the rule is POSITIVO 1 (sample 1), NEGATIVO 1 (sample 3), sem rótulo 8: INDETERMINADO.
P = PIECES["tpl372-openbox-return-handcount"] = {
    "T.1": 'pouco restritivo `⟨␣"Este␣filme␣foi␣um␣erro␣de␣tempo."↵↵E⟩`; restritivo `⟨␣"Este␣filme␣foi␣um⟩`',
    "T.2": "Nenhum dos dois.",
    "T.3": ('A ideia do restritivo é limitar o espaço de saída a duas palavras, mas no meu caso os dois só repetiram o texto de entrada: '
            'o pouco restritivo até completou a frase (`erro␣de␣tempo."↵↵E`) e o restritivo parou em `⟨␣"Este␣filme␣foi␣um⟩` no limite de tokens. '
            'A instrução mais fechada não bastou para esse modelo pequeno.'),
    "T.4": ('Contando à mão pela regra: POSITIVO 2 (amostras 1 e 10), NEGATIVO 1 (amostra 3), sem rótulo 7. Voto final: POSITIVO.'),
    "T.5": ('Não. A self-consistency reduz a variância pegando o consenso das amostras, mas o consenso pode estar errado; a frase é mista e '
            'a maioria só mostra o que o modelo tende a dizer.'),
}
ANSWERS["tpl372-openbox-return-handcount"] = {"all": "\n\n".join(f"{q} → {P[q]}" for q in P)}
