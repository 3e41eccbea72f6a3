#!/bin/sh
# everything CPU-heavy of batch 9 in one hold of the shared lock:  flock /tmp/cpu.lock sh all_under_lock.sh
# 1st execution -> /tmp/rt9/out (the record); 2nd, independent execution -> /tmp/rt9/regen (regeneration check:
# same code, same seeds, same CPU, fresh kernels and working folders; regen_checks.py compares the two)
cd /work/main/tests/data/redteam/batch-9
sh run_all.sh /tmp/rt9/src /tmp/rt9/out /tmp/rt9/cwd
echo "== regen $(date -u +%T)"
sh run_all.sh /tmp/rt9/src /tmp/rt9/regen /tmp/rt9/cwd2
echo "done $(date -u +%T)"
