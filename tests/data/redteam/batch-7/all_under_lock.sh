#!/bin/sh
# everything CPU-heavy of batch 7 in one hold of the shared lock:  flock /tmp/cpu.lock sh all_under_lock.sh
# (the sixteen executions were run first, in their own hold, by: flock /tmp/cpu.lock sh run_all.sh)
cd /work/main/tests/data/redteam/batch-7
sh run_all.sh /tmp/rt7/src /tmp/rt7/out
echo "== regen"
nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python regen_checks.py /tmp/rt7/out > /tmp/rt7/regen.log 2>&1
echo "== measures"
for f in /tmp/rt7/meas/*.json; do echo "### $f"; nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python ../batch-2/measures.py $f; done > /tmp/rt7/measures.log 2>&1
echo done
