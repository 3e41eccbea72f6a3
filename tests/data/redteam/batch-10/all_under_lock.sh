#!/bin/sh
# everything CPU-heavy of batch 10 in one hold of the shared lock:  flock /tmp/cpu.lock sh all_under_lock.sh
# 1st execution -> /tmp/rt10/out (the record); 2nd, independent execution -> /tmp/rt10/regen (regeneration check:
# same code, same seeds, same CPU, fresh kernels and working folders; regen_checks.py compares the two)
cd /work/main/tests/data/redteam/batch-10
sh run_all.sh /tmp/rt10/src /tmp/rt10/out /tmp/rt10/cwd
echo "== regen $(date -u +%T)"
sh run_all.sh /tmp/rt10/src /tmp/rt10/regen /tmp/rt10/cwd2
echo "done $(date -u +%T)"
