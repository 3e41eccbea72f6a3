#!/bin/sh
# Execute every notebook of SRC into OUT, one at a time, niced, one thread, each in its own working folder under CWD.
# usage (under the lock, see all_under_lock.sh): sh run_all.sh SRC OUT CWD        MODEL=... overrides the model folder
REPO=/work/main
SRC=$1; OUT=$2; CWD=$3
M=${MODEL:-$(ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1 | head -1)}
mkdir -p "$OUT" "$CWD"
for f in "$SRC"/*.ipynb; do
  n=$(basename "$f")
  [ -f "$OUT/$n" ] && continue
  echo "== $n $(date -u +%T)"
  d=$CWD/${n%.ipynb}; mkdir -p "$d"
  nice -n 10 env OMP_NUM_THREADS=1 $REPO/.venv/bin/python -m papermill "$f" "$OUT/$n" \
      -p MODEL_NAME "$M" --cwd "$d" -k python3 --no-progress-bar 2>&1 | tail -2
done
