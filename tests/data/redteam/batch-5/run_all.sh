#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt5/src) into OUT (default /tmp/rt5/out), one at a time,
# under the shared CPU lock, niced, one thread. Optional 3rd argument: a name prefix to run only those.
SRC=${1:-/tmp/rt5/src}; OUT=${2:-/tmp/rt5/out}; PRE=${3:-}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt5/cwd
for f in "$SRC"/$PRE*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n"
  d=/tmp/rt5/cwd/${n%.ipynb}; mkdir -p "$d"
  flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -3
done
