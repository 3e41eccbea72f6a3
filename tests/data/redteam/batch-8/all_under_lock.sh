#!/bin/sh
# everything CPU-heavy of batch 8 in one hold of the shared lock:  flock /tmp/cpu.lock sh all_under_lock.sh
# 1st execution -> /tmp/rt8/out (the record); 2nd, independent execution -> /tmp/rt8/regen (regeneration check:
# same code, same seeds, same CPU; regen_checks.py compares every generation output of the two)
cd /work/main/tests/data/redteam/batch-8
sh run_all.sh /tmp/rt8/src /tmp/rt8/out /tmp/rt8/cwd
echo "== regen $(date -u +%T)"
sh run_all.sh /tmp/rt8/src /tmp/rt8/regen /tmp/rt8/cwd2
echo "done $(date -u +%T)"
