#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt4/src) into OUT (default /tmp/rt4/out), one at a time,
# under the shared CPU lock, niced, one thread.
SRC=${1:-/tmp/rt4/src}; OUT=${2:-/tmp/rt4/out}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt4/cwd
for f in "$SRC"/*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n"
  d=/tmp/rt4/cwd/${n%.ipynb}; mkdir -p "$d"
  flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -3
done
