#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt3/src) into OUT (default /tmp/rt3/out), one at a time.
SRC=${1:-/tmp/rt3/src}; OUT=${2:-/tmp/rt3/out}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt3/cwd
for f in "$SRC"/*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n"
  d=/tmp/rt3/cwd/${n%.ipynb}; mkdir -p "$d"
  OMP_NUM_THREADS=1 nice -n 10 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -3
done
