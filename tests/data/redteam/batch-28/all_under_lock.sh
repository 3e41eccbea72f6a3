#!/bin/sh
# Everything CPU-heavy of red-team batch 28 in ONE hold of the shared lock:
#   flock /tmp/cpu.lock sh tests/data/redteam/batch-28/all_under_lock.sh [BATCH_DIR] [TMP]
# (defaults: this folder, /tmp/rt28). If the environment has no converted embedded model yet, the project's own
# set-up converts it first (scripts/bootstrap, reference re-runs skipped). Then every notebook of TMP/src is executed
# twice, independently: TMP/out (the record) and TMP/regen (fresh kernels and working folders; the regeneration check);
# last, the truth script for cot281 (its earlier seed 7, which the notebook no longer holds) -> TMP/truth_cot281.txt.
HERE=$(cd "$(dirname "$0")" && pwd)
B=${1:-$HERE}; T=${2:-/tmp/rt28}
REPO=/work/main
echo "== lock taken $(date -u +%T)"
if ! ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1 >/dev/null 2>&1; then
  echo "== converting the embedded model (scripts/bootstrap) $(date -u +%T)"
  (cd $REPO && GRADER_SKIP_REFERENCE_INSTALL=1 nice -n 10 scripts/bootstrap)
fi
M=$(ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1 | head -1)
echo "$M"
sh "$B/run_all.sh" "$T/src" "$T/out" "$T/cwd"
echo "== regen $(date -u +%T)"
sh "$B/run_all.sh" "$T/src" "$T/regen" "$T/cwd2"
echo "== truth $(date -u +%T)"
nice -n 10 env OMP_NUM_THREADS=1 $REPO/.venv/bin/python "$B/truth_cot281.py" "$M" > "$T/truth_cot281.txt" 2>/dev/null
cat "$T/truth_cot281.txt"
echo "== done $(date -u +%T)"
