"""Write batch 22's expected.json: per notebook the answers as placed, the TA's verdict per criterion, the split.

usage: python make_expected.py
Schema as batches 8-19 (redteam_kit.entry). `status` is the TA's own choice, `also` the other defensible statuses.
Split: the first s = 230, 231, ... for which random.Random(s).sample(sorted(names), 4) holds a notebook of every
activity and exactly two problem notebooks (redteam_kit.split_from, lo=hi=2); those 4 are heldout.
Measures in the whys: attribution_check.py's runs (word-level rep3 = share of 3-grams occurring more than once, d2 =
distinct-2, continuation only) on the recorded runs, which regen_checks.py found identical to a second execution.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import RUNS_ONE, entry, problem_notebooks, split_from, check_entries, write_expected_split  # noqa: E402
from answers_text import ANSWERS, PIECES  # noqa: E402

HERE = Path(__file__).resolve().parent
P, F, R, PA = "pass", "fail", "needs_review", "partial"
GEN = "identical in an independent second execution (regen_checks.py)"
E = {}


def text(name):
    return "\n".join(ANSWERS[name].values())


# ================================================================== temperature-top-p
n = "tp221-ownloop-categorical-wordnames-3cells"
E[n] = entry("temperature-top-p", PIECES[n], "inline_code_ids_'`A.1` →'", "portuguese",
             "three_markdown_cells:_after_the_part-A_run_cell_('### Respostas da parte A',_A.1-A.3),_after_the_part-B_run_"
             "cell_('### Respostas da parte B',_B.1-B.3),_under_'## Parte D'_(D.1-D.3);_each_answer_'`X.n` → ...'",
             RUNS_ONE["temperature-top-p"],
             "the student's OWN sampling loop (no generate): per step logits[-1] / T, top-k 50 via torch.topk, top-p by the "
             "classic sorted-cumsum mask shifted right (the token that crosses p is kept), then "
             "torch.distributions.Categorical(logits=...).sample(); KV cache (past_key_values), stops at EOS, 80 tokens at "
             "most; torch.manual_seed(2210 + k); part A and part B in separate cells; runs NAMED BY WORDS: 'frio' (T 0.2), "
             "'morno' (0.7), 'quente' (1.0), 'estreito' (top-p 0.3), 'médio' (0.6), 'largo' (0.9) = A1..B3, headers "
             "'[frio] T=0.2 top_p=0.9 seed=2210'; answers cite runs only by those words; honest (B.1 = médio against the "
             "theory, measured)",
             {
                 "runs-genuine": (P, "all six " + GEN + "; the loop applies temperature, top-k 50 and top-p in generate's order "
                                  "and keeps the same nucleus (smallest set reaching p), so every token is in its step's kept set"),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own run: frio = A1, morno = A2, quente = A3"),
                 "A.2-choice": ((P, R), "quente = A3: rep3 A3 0.048 > A2 0.030 > A1 0.000 (A3 and A2 within 0.02); the "
                                "'(e.g., modeling' triple is the clearest repeated structure in part A"),
                 "A.2-evidence": (P, "'(e.g., modeling risk and investment behavior)', '(e.g., modeling patient outcomes)', "
                                  "'(e.g., modeling game', 'predict future behavior based on past behavior': all in A3"),
                 "A.3-choice": (P, "morno = A2: distinct-2 A2 0.971 > A3 0.938 > A1 0.919; the topic jump to uncertainty is real"),
                 "A.3-evidence": (P, "'rely on statistical analysis of data', 'Uncertainty is a fundamental concept in statistics.' in A2"),
                 "B.1-choice": ((P, R), "médio = B2: rep3 B2 0.119 ≈ B3 0.116 > B1 0.000 (B2 / B3 within 0.02; B1 = estreito "
                                "has no repeated 3-gram) — against the theory, but it is what the own runs show, and the "
                                "answer says so"),
                 "B.2-repeat": (P, "'based on Einstein's theory of' twice in B2 (general relativity / spacetime)"),
                 "B.3-concept": (P, "smallest set of tokens whose cumulative probability reaches p, few candidates at 0.3; tied "
                                 "to the own B runs (B1 'data science', B2 'spacetime' three times — both real)"),
                 "D.1-parameter": (P, "top-p"),
                 "D.2-direction": (P, "aumentar (0.6 -> 0.9)"),
                 "D.3-justified": (P, "médio (B2) 'Einstein's theory' / 'spacetime', largo (B3) 'can be used to' and "
                                   "'Linear Regression', frio -> morno in part A: own runs, honestly mixed"),
             })

n = "tp222-genconfig-kwargsgrid-samename"
E[n] = entry("temperature-top-p", PIECES[n], "bracketed_ids_'[A.1]'", "portuguese",
             "one_markdown_cell:paragraphs_'[A.1] ...'_to_'[D.3] ...'",
             RUNS_ONE["temperature-top-p"],
             "a GenerationConfig built per run from **kwargs (do_sample, max_new_tokens 80, pad / eos ids set; top-k left "
             "at its default 50) inside a parameter-GRID loop over {'A': ({'top_p': 0.9}, 'temperature', [0.2, 0.7, 1.0]), "
             "'B': ({'temperature': 0.7}, 'top_p', [0.3, 0.6, 0.9])}; torch.manual_seed(2220..2225) in run order; run NAMES "
             "are the sorted kwargs, 'temperature=0.2,top_p=0.9', headers '(A) temperature=0.2,top_p=0.9  seed=2220', each "
             "run closed by a 60-dash rule: A2 and B3 carry the SAME name 'temperature=0.7,top_p=0.9', told apart only by "
             "'(A)' / '(B)' and the seed; answers cite runs by the kwargs names; PROBLEM: A.3 names "
             "'temperature=0.7,top_p=0.9' (right for A2) but its evidence is B3's text",
             {
                 "runs-genuine": (P, "all six " + GEN),
                 "A.1-excerpts": (P, "each excerpt verbatim in its own part-A run (the 'temperature=0.7,top_p=0.9' one in A2)"),
                 "A.2-choice": (P, "temperature=1.0,top_p=0.9 = A3: rep3 A3 0.296 > A1 0.071 > A2 0.000"),
                 "A.2-evidence": (P, "'Use models to make predictions or decisions based on data.' / 'Use these models to make "
                                  "predictions or decisions based on data.', 'errors and misbehavior' twice: all in A3"),
                 "A.3-choice": ((P, PA), "the name 'temperature=0.7,top_p=0.9' asked about part A is A2: distinct-2 A2 0.971 > "
                                "A1 0.877 > A3 0.800, so the run named is right; what the answer describes is B3's text, "
                                "which a reader could hold against the choice"),
                 "A.3-evidence": ((F, PA), "EVIDENCE FROM THE WRONG RUN: 'handle complex, multi-step reasoning tasks' and "
                                  "'optimize their supply chain processes by managing' are in B3 ('(B) temperature=0.7,"
                                  "top_p=0.9  seed=2225'), same parameters and same name but a part-B run; nothing quoted is "
                                  "in A2 (A2 is about finance and historical data); partial for a reader who accepts any run "
                                  "of that configuration"),
                 "B.1-choice": (P, "temperature=0.7,top_p=0.3 = B1: rep3 B1 0.114 > B2 0.091 > B3 0.000"),
                 "B.2-repeat": (P, "'can be used to' three times and 'The model is' twice in B1"),
                 "B.3-concept": (P, "cumulative probability up to 30 %, small set of candidates; tied to B1's 'can be used to'"),
                 "D.1-parameter": (P, "top_p"),
                 "D.2-direction": (P, "aumentar (0.3 -> 0.9)"),
                 "D.3-justified": (P, "B1 'can be used to' / 'The model is' vs 'temperature=0.7,top_p=0.9 da parte B' = B3 "
                                   "(rep3 0.000): own runs, the part named explicitly"),
             })

# ================================================================== chain-of-thought
n = "cot221-genconfig-frompretrained-tokennames"
E[n] = entry("chain-of-thought", PIECES[n], "'C.n —'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'C.1 — ...'_to_'C.3 — ...'",
             RUNS_ONE["chain-of-thought"],
             "GenerationConfig.from_pretrained(MODEL_NAME, do_sample=True, temperature=0.7, top_p=0.9) (the model's own "
             "generation config with overrides) PRINTED as JSON (bos / eos / pad ids 1, 2, 2, 0.7, 0.9: numbers that are no "
             "answers); generate(generation_config=..., max_new_tokens=n) (transformers' deprecation notice on stderr); "
             "set_seed(2200 + n) = 2240 / 2280; runs printed under '==== max_new_tokens=40 :: What is 27 + 58?' and NAMED in "
             "the answers by their token budget ('a de 40 tokens' = P1, 'a de 80 tokens' = P2); P1 says 'which is 125', P2 "
             "'27 + 58.13 = 105.13'; honest",
             {
                 "runs-genuine": (P, "both " + GEN + "; T 0.7 / top-p 0.9 / top-k 50 (default) / 40 and 80 new tokens as declared"),
                 "C.1-claim": (P, "não: P1 125, P2 105.13 (58 read as 58.13) — neither is 85; the config's numbers are not outputs"),
                 "C.2-excerpt": (P, "'The sum of 27 + 58.13 equals 105.13. This can be rewritten as 27 + 58.13 = 105.13.' "
                                 "verbatim in P2"),
                 "C.3-guarantee": (P, "não, tied to both own runs ('we need to add 27 and 58' then 125; P2's rewritten check "
                                   "that is still wrong)"),
             })

n = "cot222-seed-decorator-funcnames"
E[n] = entry("chain-of-thought", PIECES[n], "bold_parenthesised_ids_'**(C.1)**'", "portuguese",
             "one_markdown_cell:paragraphs_'**(C.1)** ...'_to_'**(C.3)** ...'",
             RUNS_ONE["chain-of-thought"],
             "a seeding DECORATOR @com_semente(s) (functools.wraps, set_seed inside) on two zero-argument functions "
             "direto() (What is 27 + 58?, 40 tokens, seed 2221) and passo_a_passo() (Solve step by step..., 80 tokens, seed "
             "2222), both calling a helper gpt(prompt, n) with generate kwargs; printed under 'direto() ->' / "
             "'passo_a_passo() ->' (f.__name__) and NAMED in the answers by those function names; P1 'This is a "
             "combination of fractions with the same denominator, which is 505.', P2 '4 + 12 = 372.5.\\nThe answer is: "
             "372.5'; PROBLEM: C.2's excerpt is not from these outputs",
             {
                 "runs-genuine": (P, "both " + GEN),
                 "C.1-claim": (P, "não: 505 and 372.5, neither 85 — matches the outputs"),
                 "C.2-excerpt": (F, "EXCERPT NOT FROM THE OWN OUTPUTS: 'The most common method of solving this puzzle is by "
                                 "using a series of steps, which are repeated over and over.' is the course's GPT-2 P2 output "
                                 "(observed-outputs.json), nowhere in this notebook; passo_a_passo() printed only "
                                 "'4 + 12 = 372.5.' / 'The answer is: 372.5'"),
                 "C.3-guarantee": (P, "não, tied to the real P2 ('4 + 12 = 372.5', 'The answer is')"),
             })

# ================================================================== few-shot
n = "fs221-pipeline-promptlist-noinstruction"
E[n] = entry("few-shot", PIECES[n], "bold_'F.n'_ids_then_colon", "portuguese",
             "one_markdown_cell:paragraphs_'**F.1**: ...'_to_'**F.5**: ...'",
             RUNS_ONE["few-shot"],
             "ONE pipeline('text-generation') call on a LIST of the three prompts (do_sample=False, max_new_tokens=8, "
             "return_full_text=False; a text2text branch for encoder-decoders never taken); variation = the TASK LINE "
             "REMOVED (few_shot.replace(task + '\\n\\n', ''): the demonstrations and the text only, printed); runs printed "
             "as right-aligned names ' | ' repr: '0 exemplos' (ZS) ' \"Este filme foi um', '2 exemplos' (FS) and "
             "'2 exemplos sem instrução' (VAR) both ' NEGATIVO\\n\\nText'; PROBLEM: F.4 compares VAR with the zero-shot and "
             "says it changed",
             {
                 "runs-genuine": (P, "all three greedy outputs " + GEN + "; the same ZS / FS strings as fs222's own loop"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as printed"),
                 "F.2-format": (P, "only the few-shot ('2 exemplos'): true"),
                 "F.3-weights": (P, "não; conditioning on the prompt's context, no weight change"),
                 "F.4-variation": ((F, PA), "WRONG BASE, WRONG CLAIM: the variation (task line removed, described correctly) "
                                   "gave ' NEGATIVO\\n\\nText', identical to the few-shot '2 exemplos' it was made from; the "
                                   "answer says 'Mudou' by comparing it with the zero-shot '0 exemplos' (a different "
                                   "prompt) and draws a conclusion from that; partial for a reader who credits the correct "
                                   "description and the true outputs quoted"),
                 "F.5-window": (P, "1024; truncated, outside attention"),
             })

n = "fs222-own-argmax-loop-shotnames"
E[n] = entry("few-shot", PIECES[n], "'F.n)'_ids", "portuguese",
             "one_markdown_cell:paragraphs_'F.1) ...'_to_'F.5) ...'",
             RUNS_ONE["few-shot"],
             "the student's OWN greedy loop (argmax of the last logits, KV cache, stops at EOS, 8 tokens; causal models "
             "only, so the notebook's default MODEL_NAME is SmolLM2 with a note; papermill injected the embedded model); runs "
             "printed 'name.ljust(22) => repr' and NAMED by shot count: '0-shot' (ZS), '2-shot' (FS), "
             "'2-shot (2 positivos)' (VAR); variation = the negative demonstration replaced by a second POSITIVE one "
             "('Que filme lindo, recomendo a todos.'): output unchanged ' NEGATIVO\\n\\nText'; honest",
             {
                 "runs-genuine": (P, "all three " + GEN + "; a hand-written argmax loop is greedy decoding: ZS / FS equal "
                                  "fs221's pipeline(do_sample=False) outputs on the same model"),
                 "F.1-copied": (P, "ZS ' \"Este filme foi um', FS ' NEGATIVO\\n\\nText' exactly as printed"),
                 "F.2-format": (P, "only the 2-shot: true"),
                 "F.3-weights": (P, "não; conditioning by the prompt's context, same weights"),
                 "F.4-variation": (P, "não mudou: '2-shot (2 positivos)' is ' NEGATIVO\\n\\nText', the same as '2-shot'; the "
                                   "replaced demonstration is the one in the code"),
                 "F.5-window": (P, "1024; cut, not seen"),
             })

# ================================================================== template
n = "tpl221-kwargspresets-seedkeys"
E[n] = entry("template", PIECES[n], "bullets_'- **T.n**'", "portuguese",
             "one_markdown_cell:bullet_list_'- **T.1** ...'_to_'- **T.5** ...'",
             RUNS_ONE["template"],
             "generate kwargs as PRESET dicts GULOSO = dict(do_sample=False) / AMOSTRAGEM = dict(do_sample=True, "
             "temperature=0.9, top_p=0.9) splatted into one helper gera(prompt, n, seed=None, **kw); templates greedy "
             "(16 / 8 tokens) printed 'ruim: <repr>' / 'bom:  <repr>'; the ten samples in a dict comprehension KEYED BY "
             "SEED (torch.manual_seed(2210..2219)), printed 'seed 2213 -> <repr> -> LABEL', then the Counter "
             "(NEGATIVO 4, None 4, POSITIVO 2; no vote line); answers name samples by seed; seed 2212 ' NEGATIVE\\n\\nTexto:' "
             "is English (None); PROBLEM: T.4 declares INDETERMINADO from a 4-4 'tie' between NEGATIVO and the unlabelled",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "output-space restriction, and says it did not work here, tied to both own outputs"),
                 "T.4-vote": ((PA, F), "COUNTS RIGHT, VOTE WRONG: NEGATIVO at seeds 2210, 2215, 2217, 2218 (4), POSITIVO at "
                              "2211, 2214 (2), none at 2212, 2213, 2216, 2219 (4) — all as printed; but 'sem rótulo' is no "
                              "candidate in a vote over labels: NEGATIVO wins 4-2, so INDETERMINADO is wrong (fail for a "
                              "reader who grades the vote alone)"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 4 unlabelled samples"),
             })

n = "tpl222-pipeline-tencopies-ordinals"
E[n] = entry("template", PIECES[n], "'Tn.'_ids_(no_inner_dot)", "portuguese",
             "one_markdown_cell:paragraphs_'T1. ...'_to_'T5. ...'",
             RUNS_ONE["template"],
             "one pipeline('text-generation') for everything: templates greedy (16 / 8 new tokens, return_full_text=False) "
             "printed 'template_ruim -> <repr>'; then ONE set_seed(2222) and the SC prompt sent as a LIST OF TEN COPIES in "
             "one pipeline call (T 0.9, top-p 0.9, 8 tokens; sampled one after another); samples printed with ORDINALS "
             "'5ª: <repr>', the labels list, Counter({'NEGATIVO': 2, 'POSITIVO': 1}) and 'voto: NEGATIVO'; answers name "
             "samples by ordinal; 7ª ' NEGATIVE\\n\\nTexto:' is English (None); honest",
             {
                 "runs-genuine": (P, "templates greedy as declared and ten real T=0.9 / top-p 0.9 samples, all " + GEN),
                 "T.1-copied": (P, "both reprs exactly as printed"),
                 "T.2-format": (P, "nenhum: true"),
                 "T.3-why": (P, "restricting the output format, tied to the own outputs (STRICT cut at 'Este filme foi um')"),
                 "T.4-vote": (P, "NEGATIVO 2 (5ª, 8ª) / POSITIVO 1 (9ª) / 7 without label (7ª English NEGATIVE): matches the "
                              "printed samples, labels list, Counter and vote"),
                 "T.5-guarantee": (P, "não; reduces variance, tied to the own 7 unlabelled samples"),
             })

if __name__ == "__main__":
    check_entries(E, {k: text(k) for k in E})
    problem = problem_notebooks(E)
    seed, held = split_from(E, problem, 230, size=4, lo=2, hi=2)
    write_expected_split(E, HERE, seed, held, problem)
