"""Executing a student's notebook: papermill in a sandboxed kernel with limits
(:mod:`.execute`, :mod:`.kernel_runner`, :mod:`.sandbox`, :mod:`.bwrap`,
:mod:`.isolation`), warm kernels (:mod:`.kernel_pool`), ``--jobs auto`` (:mod:`.jobs`),
the recorder of generation calls installed in the kernel (:mod:`.kernel_hook`)
and what a run cost (:mod:`.run_summary`). Imports reading (the notebook file),
modelling (the model files a kernel sees), specs and core.
"""
