"""Batch 23's hand-written answers, written after reading the recorded outputs (/tmp/rt23/out, dump_outputs.py).
ANSWERS[notebook][slot] = the slot's text (a markdown cell, a code cell of print() calls or of comments, or comment
lines typed INTO an executed code cell: add_answers.py); PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}


def _para(P, order, sep=" "):
    return sep.join(P[q] for q in order)


# ---------------------------------------------------------------- temperature-top-p
# tp231: answers as print() calls in English (a code cell executed after writing); runs cited by their parameters
# "T=0.2" ... "top_p=0.9", as the book's headers "[TEMPERATURA = 0.2]" / "[TOP-P = 0.3]" name them; honest.
P = PIECES["tp231-book-listing-fullseq-printanswers-en"] = {
    "A.1": ('T=0.2: "such as regression analysis, to identify patterns and make predictions based on data." | '
            'T=0.7: "They often involve enzymes that catalyze chemical reactions and other biological processes." | '
            'T=1.0: "For instance, in medicine, artificial intelligence (AI) and human biology coexist as distinct disciplines"'),
    "A.2": ('T=0.2. It says "make predictions" twice (to make predictions / and make predictions based on data) and '
            '"binary features" twice in the same sentence; T=0.7 and T=1.0 never repeat a phrase.'),
    "A.3": ('T=1.0. It starts with rules and procedures, jumps to paradoxes and moral principles, then medicine, AI and '
            'a made-up philosopher ("Philosopher Marykaidin argues that there are"). T=0.7 is varied too but stays in '
            'biology (molecules, enzymes, DNA, carbon fixation).'),
    "B.1": "top_p=0.3 (at T=0.7).",
    "B.2": ('"can be used to predict" (models that can be used to predict the behavior of a system / a model that can '
            'be used to predict human behavior), and "behavior" five times.'),
    "B.3": ('With top_p=0.3 the sampler only keeps the smallest set of tokens whose cumulative probability adds up to 0.3, '
            'so very few candidates per step: the top_p=0.3 text keeps circling back to predicting behavior, while '
            'top_p=0.9 wanders to "natural language processing, image classification, and medical diagnostics".'),
    "D.1": "top-p first.",
    "D.2": "Increase it (e.g. 0.3 -> 0.9), and only then touch temperature a little.",
    "D.3": ('Because in my runs the loop came with the small nucleus: top_p=0.3 repeated itself and top_p=0.9 / '
            'top_p=0.6 did not (T=0.2 also repeated a bit, but lowering randomness is the opposite of what a loop needs).'),
}
ANSWERS["tp231-book-listing-fullseq-printanswers-en"] = {
    "all": "\n".join(f"print('{q}', '{P[q]}')" for q in P)
}

# tp232: ONE markdown paragraph answering A.1-D.3, runs named by their content ("o do constituent parts", "o do
# double-edged sword", "o da física", "o do NaCl"). PROBLEM: A.3's evidence is the course's own printed
# "EXPLICAÇÃO — RESUMO" line, not text of any run.
P = PIECES["tp232-course-cells-seed100-summaryprint-oneparagraph"] = {
    "A.1": ('Trechos: o da temperatura 0.2 (o do "constituent parts") diz "they are models that can be used to optimize '
            'the behavior of a system by analyzing its constituent parts", o de 0.7 (o do "double-edged sword") diz '
            '"This can be a double-edged sword, as it can be both beneficial and detrimental to the accuracy of the '
            'data." e o de 1.0 (o da física) diz "These models often rely on physical concepts and can be modified or '
            'replaced by mathematical equations."'),
    "A.2": ('O mais repetitivo foi o do "constituent parts" (τ = 0.2): repete "can be used to optimize the behavior of a '
            'system" duas vezes e "constituent parts" também.'),
    "A.3": ('O que mais variou de tema foi o da física (τ = 1.0), bem como o próprio notebook explica: "Mais diversidade '
            'e “criatividade”, mas aumenta o risco de deriva semântica/erros."'),
    "B.1": "No top-p, o mais repetitivo foi o do NaCl (p = 0.3),",
    "B.2": 'que repete "can be used to create a new model that is a copy of the original model" duas vezes.',
    "B.3": ('Com p = 0.3 só entra no sorteio o menor conjunto de tokens cuja probabilidade acumulada chega a 0.3, poucos '
            'candidatos, por isso o texto do NaCl volta sempre pra mesma frase; com p = 0.9 o conjunto é maior (e aliás '
            'saiu idêntico ao do "double-edged sword", porque os dois usaram τ = 0.7, top-p 0.9 e a mesma seed 100).'),
    "D.1": "Se o texto entrar em loop, eu mexeria primeiro no top-p,",
    "D.2": "aumentando (0.3 → 0.9),",
    "D.3": "porque foi o p = 0.3 que travou na frase da cópia do modelo e o p = 0.9 não repetiu nada.",
}
ANSWERS["tp232-course-cells-seed100-summaryprint-oneparagraph"] = {"all": _para(P, P)}

# ---------------------------------------------------------------- chain-of-thought
# cot231: answers as COMMENTS in a code cell that was never run, mixed pt/en. PROBLEM: C.2's excerpt is from the
# course's variability cell (Amostra 2/3, T 0.9 / top-p 0.95), not from P1 or P2.
P = PIECES["cot231-course-direct-step-variability-commentanswers"] = {
    "C.1": ('não. o direto deu "27 + 58 = 125" / "The answer is: 125" e o step by step terminou em "So, 27 + 22.57 = 49". '
            'nenhum dos dois deu 85'),
    "C.2": 'trecho que parece raciocínio: "by breaking down the problem into its constituent parts and iteratively applying the operation"',
    "C.3": ('não garante. o step by step tem cara de passo a passo (Now, you add..., Multiply...) mas a conta tá errada, '
            'chega em 49. parecer raciocinar != acertar'),
}
ANSWERS["cot231-course-direct-step-variability-commentanswers"] = {
    "all": "# respostas parte C (Renato)\n" + "\n".join(f"# {q}: {P[q]}" for q in P)
}

# cot232: answers as print() calls in English (code cell executed after writing), runs cited by the notebook's
# parameter names "n=40" / "n=80"; honest.
P = PIECES["cot232-paramnamed-dict-repr-printanswers-en"] = {
    "C.1": ("No. The n=40 run (What is 27 + 58?) came back empty, and the n=80 run turns the prompt into 58.125 and "
            "says 125 = 94.125. Neither says 85."),
    "C.2": ('From the n=80 run: "125 = 94.125." followed by "The application of algebraic thinking to solve a complex '
            'mathematical equation" - it writes an equation and then talks as if it had reasoned it out.'),
    "C.3": ("No. The step-by-step prompt produced something that sounds like a worked solution (and praises its own "
            "elegant solutions), but the number is wrong. Looking like reasoning does not make the answer correct."),
}
ANSWERS["cot232-paramnamed-dict-repr-printanswers-en"] = {
    "all": "\n".join(f"print('{q}:', '{P[q]}')" for q in P)
}

# ---------------------------------------------------------------- few-shot
# fs231: answers as COMMENTS typed into the book's run cells after running them (inline slots zs / fs / var / ctx);
# 64 new tokens (the book's): the outputs go on after the label; honest (F.4: the label stayed, the rest changed).
P = PIECES["fs231-book-cells-answers-as-comments-in-run-cells"] = {
    "F.1": ('zero-shot: ` "Este filme foi um exemplo de tempo."` e depois ele repete a frase e inventa Texto/Sentimento '
            'de novo (`Sentimento: "Este filme foi um exemplo de tempo."`); few-shot: saiu ` NEGATIVO` e depois '
            'continua inventando `Texto: "Eu vai ao cadeiro."` / `Sentimento: NEGATIVO` até acabar os 64 tokens'),
    "F.2": ("zero-shot NÃO seguiu o formato (nenhum rótulo, só repete o texto trocando desperdício por exemplo); "
            "few-shot sim, a primeira coisa que sai é NEGATIVO"),
    "F.3": ("nenhum peso foi atualizado. os exemplos só entram no prompt (contexto) e o modelo condiciona a continuação "
            "neles -- in-context learning, não treino"),
    "F.4": ("mudou sim, mas só depois do rótulo: continua ` NEGATIVO` na 1a linha, mas o exemplo que ele inventa depois "
            "virou `Texto: \"Eu lúis, alegre, alegre, alegre.\"` em vez do cadeiro. (troquei o 1o exemplo positivo por "
            "\"Que filme lindo, chorei no final.\")"),
    "F.5": ("janela do GPT-2 = 1024 tokens (config.n_positions). o que passar disso fica fora da janela: é truncado e "
            "não participa da atenção"),
}
ANSWERS["fs231-book-cells-answers-as-comments-in-run-cells"] = {
    "zs": "# zero-shot: F.1 e F.2 respondi na célula do few-shot, aqui embaixo",
    "fs": "# F.1: " + P["F.1"] + "\n# F.2: " + P["F.2"] + "\n# F.3: " + P["F.3"],
    "var": "# F.4: " + P["F.4"],
    "ctx": "# F.5: " + P["F.5"],
}

# fs232: ONE English markdown paragraph for F.1-F.5. PROBLEM: F.5 gives the loaded model's own window (the
# notebook's "context window: 8192", max_position_embeddings of MODEL_NAME) as GPT-2's.
P = PIECES["fs232-varname-arrows-ownwindow-oneparagraph-en"] = {
    "F.1": ("The zero-shot prompt just continued the review (`' \"Este filme foi um'`), while few-shot gave "
            "`' NEGATIVO\\n\\nText'`,"),
    "F.2": "so only few-shot follows the label format;",
    "F.3": ("no weights were updated at any point, the demos only condition the model through the context "
            "(in-context learning, no gradient step)."),
    "F.4": ("For my variation (new_demos) I replaced both demonstration texts with new ones of the same labels "
            "(Ótimo elenco, história envolvente. / Chato e longo demais.) and the output did not change at all, "
            "`' NEGATIVO\\n\\nText'` again."),
    "F.5": ("GPT-2's context window is 8192 tokens (I printed it: `context window: 8192`), and anything beyond that "
            "is cut off: the model never attends to it."),
}
ANSWERS["fs232-varname-arrows-ownwindow-oneparagraph-en"] = {"all": _para(P, P)}

# ---------------------------------------------------------------- template
# tpl231: answers as COMMENTS in a final code cell (never run); honest.
P = PIECES["tpl231-book-samples-listrepr-votofinal-commentanswers"] = {
    "T.1": ('pouco restritivo -> `\' "Este filme foi um erro de tempo."\\n\\nE\'` ; restritivo -> `\' "Este filme foi um\'`'),
    "T.2": "nenhum dos dois. o ruim repetiu a frase trocando desperdício por erro, o bom começou a repetir o texto e parou",
    "T.3": ("o template restritivo deveria restringir o espaço de saída (uma palavra só, POSITIVO ou NEGATIVO) e deixar "
            "o rótulo como a continuação mais provável, mas aqui nem isso bastou: a saída do bom também é cópia da "
            "resenha (`\"Este filme foi um`), o modelo não ficou preso ao formato"),
    "T.4": ("VOTO FINAL NEGATIVO. contagem do notebook: NEGATIVO 3 (amostras 2, 3 e 10), POSITIVO 1 (a 6, "
            "`POSITIVO\"`), INDETERMINADO 6 -- inclusive as duas `NEGATIVE` em inglês, que a regex não pega"),
    "T.5": ("não. só reduz a variância escolhendo o mais frequente; se a maioria estiver errada o voto erra junto, e "
            "aqui 6 de 10 nem tinham rótulo"),
}
ANSWERS["tpl231-book-samples-listrepr-votofinal-commentanswers"] = {
    "all": "# ---- respostas (Caio) ----\n" + "\n".join(f"# {q}: {P[q]}" for q in P)
}

# tpl232: ONE markdown paragraph, pt/en mixed, samples cited by content and number. PROBLEM: T.4's recount leaves
# sample 10 (`NEGATIVO"`) out as "no label" while counting sample 5's `"POSITIVO"`.
P = PIECES["tpl232-stripped-lines-nocount-oneparagraph-mixed"] = {
    "T.1": 'O loose saiu `"Este filme foi um erro de tempo."` (e depois um `E` sozinho) e o strict saiu só `"Este filme foi um`,',
    "T.2": "so neither template answered in the label format (nenhum);",
    "T.3": ("a ideia do strict é restringir o espaço de saída a uma palavra só, mas o modelo ignorou e continuou "
            "copiando a resenha, igual ao loose."),
    "T.4": ("Self-consistency: NEGATIVO won, 4 NEGATIVO (samples 1, 4, 6, 9), 1 POSITIVO (`\"POSITIVO\"`, sample 5) and "
            "5 sem rótulo - \"O que não tem difus\", \"O que o caminho foi\", `\"Lembrar\"`, \"Adicionável\" and sample "
            "10, whose `NEGATIVO\"` has a stray quote so I didn't count it."),
    "T.5": ("Não, self-consistency doesn't guarantee correctness: it only reduces variance by taking the most frequent "
            "answer, and here several samples had no label at all."),
}
ANSWERS["tpl232-stripped-lines-nocount-oneparagraph-mixed"] = {"all": _para(P, P)}
