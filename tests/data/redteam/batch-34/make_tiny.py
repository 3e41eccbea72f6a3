"""Smoke-test model for batch 34: a tiny random-weight Llama (1 layer, hidden size 16) with the embedded model's
tokenizer, saved to /tmp/rt34/tiny. Only to check that no notebook cell raises; its outputs are thrown away.
usage: nice -n 19 env OMP_NUM_THREADS=1 python make_tiny.py MODEL_DIR"""
import sys, torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForCausalLM
M=sys.argv[1]
c=AutoConfig.from_pretrained(M); c.num_hidden_layers=1; c.hidden_size=16; c.intermediate_size=32; c.num_attention_heads=2; c.num_key_value_heads=1; c.head_dim=8
torch.manual_seed(0)
m=AutoModelForCausalLM.from_config(c); m.save_pretrained("/tmp/rt34/tiny")
AutoTokenizer.from_pretrained(M).save_pretrained("/tmp/rt34/tiny")
