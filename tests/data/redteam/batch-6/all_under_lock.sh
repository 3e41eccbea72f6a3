#!/bin/sh
cd /work/main/tests/data/redteam/batch-6
sh run_all.sh /tmp/rt6/src /tmp/rt6/out
echo "== regen"
nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python regen_checks.py /tmp/rt6/out > /tmp/rt6/regen.log 2>&1
echo "== measures"
for f in /tmp/rt6/meas/*.json; do echo "### $f"; nice -n 10 env OMP_NUM_THREADS=1 /work/main/.venv/bin/python ../batch-2/measures.py $f; done > /tmp/rt6/measures.log 2>&1
echo done
