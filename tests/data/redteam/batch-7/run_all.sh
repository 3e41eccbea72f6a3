#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt7/src) into OUT (default /tmp/rt7/out), one at a time,
# niced, one thread. Optional 3rd argument: a name prefix to run only those.
# usage: flock /tmp/cpu.lock sh run_all.sh SRC OUT [PREFIX]
SRC=${1:-/tmp/rt7/src}; OUT=${2:-/tmp/rt7/out}; PRE=${3:-}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt7/cwd
for f in "$SRC"/$PRE*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n $(date -u +%T)"
  d=/tmp/rt7/cwd/${n%.ipynb}; mkdir -p "$d"
  nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -2
done
