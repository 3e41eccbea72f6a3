#!/bin/sh
# Execute every notebook of SRC (default /tmp/rt2/src) into OUT (default /tmp/rt2/out), one at a time.
SRC=${1:-/tmp/rt2/src}; OUT=${2:-/tmp/rt2/out}
M=/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1
mkdir -p "$OUT" /tmp/rt2/cwd
for f in "$SRC"/*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n"
  OMP_NUM_THREADS=1 nice -n 10 /work/main/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd /tmp/rt2/cwd -k python3 --no-progress-bar 2>&1 | tail -3
done
