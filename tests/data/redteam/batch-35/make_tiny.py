"""The tiny random-weight Llama (1 layer, hidden size 16, the embedded model's tokenizer) used ONLY to smoke-test the
unexecuted notebooks before taking the lock (nice 19, one thread); its outputs were thrown away.
usage: nice -n 19 env OMP_NUM_THREADS=1 python make_tiny.py MODEL_DIR      (writes /tmp/rt35/tiny)"""
import sys
from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM
import torch
M = sys.argv[1]
tok = AutoTokenizer.from_pretrained(M)
torch.manual_seed(0)
cfg = LlamaConfig(vocab_size=len(tok), hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=256)
m = LlamaForCausalLM(cfg)
m.save_pretrained("/tmp/rt35/tiny"); tok.save_pretrained("/tmp/rt35/tiny")
