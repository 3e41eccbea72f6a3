# Regenerate tp23's part A in full (same seed and call sequence as the notebook) to see what the truncation hid.
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
M="/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tokenizer=AutoTokenizer.from_pretrained(M); model=AutoModelForCausalLM.from_pretrained(M)
torch.manual_seed(2024)
def generate_text(prompt, temperature, top_p, max_new_tokens=80):
    inputs = tokenizer(prompt, return_tensors="pt")
    output_ids = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=True, temperature=temperature, top_p=top_p, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(output_ids[0], skip_special_tokens=True)
for t in [0.2,0.7,1.0]:
    print(repr(generate_text("Transformers are models that", t, 0.9)))
