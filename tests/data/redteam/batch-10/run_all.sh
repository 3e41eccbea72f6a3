#!/bin/sh
# Execute every notebook of SRC into OUT, one at a time, niced, one thread (batch 9's, paths for batch 10).
# usage: flock /tmp/cpu.lock sh run_all.sh SRC OUT CWD
SRC=${1:-/tmp/rt10/src}; OUT=${2:-/tmp/rt10/out}; CWD=${3:-/tmp/rt10/cwd}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" "$CWD"
for f in "$SRC"/*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n $(date -u +%T)"
  d=$CWD/${n%.ipynb}; mkdir -p "$d"
  nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -2
done
