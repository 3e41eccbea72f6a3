"""Batch 24's hand-written answers, written after reading the recorded outputs (/tmp/rt24/out, dump_outputs.py;
for cot241 also /tmp/rt24/earlier, the draw its re-run overwrote). ANSWERS[notebook][slot] = the answers cell's
source; PIECES[notebook][qid] = each question's answer as it stands inside that text (make_expected.py takes them from
here). Deliberate problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp241: runs cited as "A1/2410" (configuration / seed column); bullets "- **A.1:** ..."; honest. Excerpts are copied
# from ONE column across its wrapped lines (so they are not contiguous in the printed side-by-side text).
P = PIECES["tp241-twoseeds-sidebyside-columns"] = {
    "A.1": ('A1/2410: "Each model is a function that takes a list of data and returns a list of models." · '
            'A2/2411: "rely on data analysis to provide insights and recommendations, often with a focus on social impact and sustainability." · '
            'A3/2410: "take a function f(x) and transform it into a new function g(x), such that f(g(x)) = g(x), which is well-defined in the context of linear algebra and calculus."'),
    "A.2": ('A1 (T=0.2). Na semente 2410 ela entra em loop: "is a function that takes a list of data and returns a list of models" aparece duas vezes '
            'seguidas e depois começa de novo ("The `model` is a function that takes"). Na 2411 repete menos, mas volta em "limitations" três vezes.'),
    "A.3": ('A3 (T=1.0). As duas sementes mudam de assunto: a 2410 vai para álgebra linear ("maps a vector to itself") e a 2411 sai de previsão '
            'para "ARIMA are used to predict stock performance". A A1 fica presa no mesmo assunto (model / list of data).'),
    "B.1": ('top-p 0.3 (B1): nas duas sementes. Obs.: a B3/2411 também repete ("the impact of social media on"), mas a B3 é idêntica à A2 — mesma '
            'configuração (T=0.7, top_p=0.9) e mesmas sementes, então saiu o mesmo texto.'),
    "B.2": '"In the context of data analysis" (B1/2410, aparece duas vezes: uma antes de "models like regression analysis" e outra antes de "regression analysis is a statistical technique").',
    "B.3": ('Top-p guarda só o menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 sobram pouquíssimos candidatos por passo, então '
            'o modelo volta sempre às mesmas expressões (B1: "In the context of data analysis" duas vezes; na 2411 "predict future behavior" / '
            '"can be used to predict"). Com 0.6 (B2) o núcleo é maior e as duas sementes quase não repetem.'),
    "D.1": "top-p",
    "D.2": "aumentar (ex.: 0.3 → 0.9)",
    "D.3": ('Nas minhas execuções, com T fixo em 0.7, B1 (p=0.3) repetiu nas duas sementes e B2 (p=0.6) praticamente não. E na parte A o loop '
            'mais forte foi com temperatura baixa (A1/2410), então subir o top-p (e só depois mexer um pouco na temperatura) é o que tira o texto do loop.'),
}
ANSWERS["tp241-twoseeds-sidebyside-columns"] = {"all": "\n".join(f"- **{q}:** {P[q]}" for q in P)}

# tp242: ids "**(A.1)**"; runs from the hand-made Markdown table. PROBLEM: D.3 is a generic textbook justification.
P = PIECES["tp242-tomarkdown-importerror-handtable"] = {
    "A.1": ('A1: "This can be done using various techniques, such as data augmentation, which involves generating new data by applying transformations to existing data." '
            'A2: "In the context of climate science, exponential models are used to simulate the behavior of the Earth\'s climate system over time." '
            'A3: "Examples of models that fit this type of behavior include linear regression and exponential smoothing."'),
    "A.2": ('A1. Ela repete quase a frase inteira: "generating new data by applying transformations to existing data" aparece duas vezes, e '
            '"This can be done using various techniques, such as" também duas vezes.'),
    "A.3": ('A3: fala de distribuição de dados, relações não lineares com o tempo, "linear regression and exponential smoothing" e termina em '
            '"datasets that have a large number of variables and relationships" — é a que mais muda de ideia sem repetir nada.'),
    "B.1": "0.3 (B1)",
    "B.2": '"not a replacement for human judgment and expertise" — e no fim volta: "The model is not a replacement".',
    "B.3": ('Com top-p = 0.3 só entram os tokens mais prováveis até somar 30% da probabilidade, então o modelo escolhe quase sempre as mesmas '
            'palavras; na B1 ele repete "a computational tool" e "not a replacement". Com 0.6 e 0.9 há mais candidatos e o texto varia.'),
    "D.1": "O top-p.",
    "D.2": "Aumentar.",
    "D.3": ('Porque o top-p controla o tamanho do núcleo de amostragem: aumentando o p, mais tokens entram no conjunto e a geração fica mais '
            'diversa, o que reduz a chance de loops. A temperatura também aumenta a diversidade, mas deixa o texto incoerente mais rápido, '
            'por isso o recomendado é começar pelo top-p.'),
}
ANSWERS["tp242-tomarkdown-importerror-handtable"] = {"all": "\n\n".join(f"**({q})** {P[q]}" for q in P)}

# ---------------------------------------------------------------- chain-of-thought
# cot241: ids "C.1 →"; C.1 and C.3 match the recorded (SEED = 2412) outputs. PROBLEM: C.2 quotes the FIRST execution
# (SEED = 2411), which the re-run overwrote.
P = PIECES["cot241-jsonfence-markdown-reseeded"] = {
    "C.1": 'Não. O P1 veio vazio ("saida": "") e o P2 começa com "5 = 84.5." e depois fala de quadrados perfeitos; 85 não aparece em nenhum dos dois.',
    "C.2": '"27 + 58.12 + 1.02 = 27 + 73.12 + 1.02" (P2) — parece alguém somando parcela por parcela.',
    "C.3": ('Não. O P2 escreve como quem terminou uma conta ("5 = 84.5.") e ainda justifica com "This is a perfect square of any integer", '
            'mas o resultado está errado e a justificativa não tem nada a ver. Parecer raciocínio não garante a resposta certa.'),
}
ANSWERS["cot241-jsonfence-markdown-reseeded"] = {"all": "\n\n".join(f"{q} → {P[q]}" for q in P)}

# cot242: h4 "#### Resposta C1"; three seeds per prompt; honest.
P = PIECES["cot242-styler-seedgrid-pivot"] = {
    "C.1": ('Não. Nas três sementes o P1 ficou vazio (célula em branco na tabela) e o P2 deu 101.5 (2421), 92.53 (2422) e 125 (2423). '
            'Nenhuma deu 85.'),
    "C.2": '"So, 27 + 58 = 125." — semente 2423, P2 (antes ainda tem "0 = 60." e depois "The answer is: 125").',
    "C.3": ('Não. A semente 2423 tem toda a cara de raciocínio ("So, 27 + 58 = 125." e depois "The answer is: 125"), e está errada. '
            'A 2422 também fecha com "The answer is: 92.53". O formato de passo a passo não garante o resultado.'),
}
ANSWERS["cot242-styler-seedgrid-pivot"] = {"all": "\n\n".join(f"#### Resposta C{q[2]}\n{P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs241: "**Questão F.n**" paragraphs; outputs quoted as the rendered Markdown shows them; honest.
P = PIECES["fs241-mdfile-readback-englishtask"] = {
    "F.1": 'zero-shot: «"Este filme foi um» (só isso, abre aspas e para) · few-shot: «NEGATIVO» e na linha de baixo «Text» (como aparece no saidas.md renderizado).',
    "F.2": "Só o few-shot respondeu com um dos rótulos (NEGATIVO). O zero-shot começou a repetir a frase da resenha.",
    "F.3": "Não. Os exemplos entram só no prompt, como contexto; o modelo não é treinado e nenhum peso muda.",
    "F.4": ('Troquei a instrução por "Classify the sentiment as POSITIVO or NEGATIVO." (o resto igual ao few-shot). Não mudou nada: '
            'a variação também deu NEGATIVO e depois "Text", igual ao few-shot.'),
    "F.5": "No GPT-2 são 1024 tokens (n_positions). O que passar disso fica fora: é truncado e o modelo não vê.",
}
ANSWERS["fs241-mdfile-readback-englishtask"] = {"all": "\n\n".join(f"**Questão {q}**  \n{P[q]}" for q in P)}

# fs242: "F1 -" ids. PROBLEMS: F.1 copies the outputs as the 14-character to_string display cut them ("..."); F.4 says
# the output did not change, against the table's own n_chars (15 few-shot vs 13 variation).
P = PIECES["fs242-tostring-maxcolwidth-exemplolabels"] = {
    "F.1": 'zero-shot: `"Este fil...` / few-shot: `NEGATIVO\\...`',
    "F.2": "Só o few-shot (NEGATIVO). O zero-shot não deu rótulo nenhum.",
    "F.3": "Não, não tem atualização de pesos; o modelo só usa os exemplos que estão no prompt.",
    "F.4": ('Coloquei "Exemplo 1:" e "Exemplo 2:" antes de cada demonstração (o prompt está impresso na célula). Não mudou: '
            'continua `NEGATIVO\\...`, igual ao few-shot.'),
    "F.5": "1024 tokens (GPT-2). Passou disso, o começo/excesso é cortado e não entra no contexto do modelo.",
}
ANSWERS["fs242-tostring-maxcolwidth-exemplolabels"] = {"all": "\n\n".join(f"F{q[2]} - {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl241: "T.n)" ids; honest; samples cited by seed.
P = PIECES["tpl241-textwrap-df-valuecounts-mode"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` · bom: `' \"Este filme foi um'`",
    "T.2": "Nenhum dos dois: o ruim continuou a frase e o bom foi cortado no meio da frase.",
    "T.3": ('O bom restringe o espaço de saída (uma palavra, só POSITIVO ou NEGATIVO, "Não explique"), então em tese o modelo teria menos '
            'para onde ir. Aqui não adiantou: com 8 tokens ele gastou tudo repetindo "Este filme foi um" e o ruim inventou "erro de tempo".'),
    "T.4": ('NEGATIVO. value_counts: NEGATIVO 4 (sementes 2412, 2414, 2417, 2418), POSITIVO 1 (2411, `Positivo`), 5 sem rótulo (NaN). '
            'As 2414 e 2418 (`NEGATIVO e POSIT`, `NEGATIVO ou POSIT`) foram cortadas no meio do segundo rótulo e contam como NEGATIVO '
            'pela regex; as duas `NEGATIVE` em inglês (2410, 2419) não contam.'),
    "T.5": ('Não. A votação só reduz a variância das respostas; se o modelo erra de forma sistemática a maioria erra junto. Aqui metade '
            'das amostras nem tem rótulo.'),
}
ANSWERS["tpl241-textwrap-df-valuecounts-mode"] = {"all": "\n\n".join(f"{q}) {P[q]}" for q in P)}

# tpl242: "T1:" ids, counted by hand from the displayed DataFrame. PROBLEM: T.4 swaps the numbers (7 NEGATIVO / 3
# without label, where the table has 3 NEGATIVO / 7 without label); the winner NEGATIVO is right.
P = PIECES["tpl242-jsonl-readjson-display"] = {
    "T.1": 'ruim: `"Este filme foi um erro de tempo."\\n\\nE` — bom: `"Este filme foi um`',
    "T.2": "Nenhum.",
    "T.3": ('O template bom limita o espaço de saída (pede só uma palavra entre duas opções); com o ruim o modelo fica livre para continuar a '
            'frase, e foi o que ele fez ("erro de tempo"). Só que o bom também não respondeu: parou em "Este filme foi um".'),
    "T.4": 'Voto: NEGATIVO, com 7 das 10 amostras NEGATIVO (ex.: `NEGATIVO, NEG`, `NEGATIVO (Trat`, `"NEGATIVO"`) e 3 sem rótulo nenhum. Nenhum POSITIVO.',
    "T.5": "Não garante. Reduz a variância, mas se o modelo tende ao erro a maioria também erra.",
}
ANSWERS["tpl242-jsonl-readjson-display"] = {"all": "\n\n".join(f"T{q[2]}: {P[q]}" for q in P)}
