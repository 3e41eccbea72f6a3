#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt6/src) into OUT (default /tmp/rt6/out), one at a time,
# niced, one thread, all under ONE hold of the shared CPU lock (the machine's other jobs took the lock
# between notebooks). Optional 3rd argument: a name prefix to run only those.
# usage: flock /tmp/cpu.lock sh run_all.sh SRC OUT [PREFIX]
SRC=${1:-/tmp/rt6/src}; OUT=${2:-/tmp/rt6/out}; PRE=${3:-}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt6/cwd
for f in "$SRC"/$PRE*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n"
  d=/tmp/rt6/cwd/${n%.ipynb}; mkdir -p "$d"
  nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -2
done
