#!/bin/sh
# Everything CPU-heavy of a red-team batch in ONE hold of the shared lock (batch 33):
#   flock /tmp/cpu.lock sh tests/data/redteam/batch-33/all_under_lock.sh [BATCH_DIR] [TMP]
# (defaults: this folder, /tmp/rt33). If the environment has no converted embedded model yet, the project's own
# set-up converts it first (scripts/bootstrap, reference re-runs skipped). Then every notebook of TMP/src is executed
# twice, independently: TMP/out (the record) and TMP/regen (fresh kernels and working folders; the regeneration check).
# place_cells.py puts the cells run out of order at their places on the page (both executions).
HERE=$(cd "$(dirname "$0")" && pwd)
B=${1:-$HERE}; T=${2:-/tmp/rt33}
REPO=/work/main
echo "== lock taken $(date -u +%T)"
if ! ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1 >/dev/null 2>&1; then
  echo "== converting the embedded model (scripts/bootstrap) $(date -u +%T)"
  (cd $REPO && GRADER_SKIP_REFERENCE_INSTALL=1 nice -n 10 scripts/bootstrap)
fi
ls -d $REPO/.venv/share/llm-course-grader/models/smollm2-135m-*-v1
sh "$B/run_all.sh" "$T/src" "$T/out" "$T/cwd"
$REPO/.venv/bin/python "$B/place_cells.py" "$T/out"
echo "== regen $(date -u +%T)"
sh "$B/run_all.sh" "$T/src" "$T/regen" "$T/cwd2"
$REPO/.venv/bin/python "$B/place_cells.py" "$T/regen"
echo "== done $(date -u +%T)"
