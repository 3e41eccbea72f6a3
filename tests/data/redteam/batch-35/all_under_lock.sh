#!/bin/sh
# Everything CPU-heavy of a red-team batch in ONE hold of the shared lock (batch 35):
#   flock /tmp/cpu.lock sh tests/data/redteam/batch-35/all_under_lock.sh [BATCH_DIR] [TMP]
# (defaults: this folder, /tmp/rt35). If the environment has no converted embedded model yet, the project's own
# set-up converts it first (scripts/bootstrap, reference re-runs skipped). Then every notebook of TMP/src is executed
# twice, independently: TMP/out (the record) and TMP/regen (fresh kernels and working folders; the regeneration check).
# No truth script this time: nothing a verdict needs is hidden from the notebooks' own outputs and code.
HERE=$(cd "$(dirname "$0")" && pwd)
B=${1:-$HERE}; T=${2:-/tmp/rt35}
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
echo "== done $(date -u +%T)"
