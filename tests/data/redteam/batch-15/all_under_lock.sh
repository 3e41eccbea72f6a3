#!/bin/sh
# Everything CPU-heavy of a red-team batch in ONE hold of the shared lock (batch 15):
#   flock /tmp/cpu.lock sh tests/data/redteam/batch-15/all_under_lock.sh [BATCH_DIR] [TMP]
# (defaults: this folder, /tmp/rt15). If the environment has no converted embedded model yet, the project's own
# set-up converts it first (scripts/bootstrap, reference re-runs skipped). Then every notebook of TMP/src is executed
# twice, independently: TMP/out (the record) and TMP/regen (fresh kernels and working folders; the regeneration check).
HERE=$(cd "$(dirname "$0")" && pwd)
B=${1:-$HERE}; T=${2:-/tmp/rt15}
REPO=/work/main
echo "== lock taken $(date -u +%T)"
if ! ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1 >/dev/null 2>&1; then
  echo "== converting the embedded model (scripts/bootstrap) $(date -u +%T)"
  (cd $REPO && GRADER_SKIP_REFERENCE_INSTALL=1 nice -n 10 scripts/bootstrap)
fi
ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1
sh "$B/run_all.sh" "$T/src" "$T/out" "$T/cwd"
echo "== regen $(date -u +%T)"
sh "$B/run_all.sh" "$T/src" "$T/regen" "$T/cwd2"
echo "== fs152 variation truth $(date -u +%T)"
nice -n 10 env OMP_NUM_THREADS=1 $REPO/.venv/bin/python "$B/var_truth.py" "$T/out" > "$T/var_truth.txt" 2>&1
echo "== done $(date -u +%T)"
