"""The kernel manager papermill/nbclient use for a forked kernel (grader/running/forked.py): it
connects through the connection file and never spawns. Imported by the runner
(:mod:`grader.running.kernel_runner`); imports nothing else of the grader.
"""

from __future__ import annotations

import contextlib
import os
import signal
from typing import Any


def pid_alive(pid: int) -> bool:
    """Running (a zombie is not: its namespace is already empty)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            stat = fh.read()
    except OSError:
        return False
    return stat[stat.rfind(b")") + 2:][:1] not in (b"Z", b"X")


def forked_kernel_manager(connection_file: str, pid: int) -> Any:
    """A kernel manager for papermill/nbclient that connects to a forked kernel and never spawns one:
    it reads the connection file, is alive while the kernel's init is, and kills its namespace on
    shutdown (nbclient does not shut down a kernel it was handed; the grader kills it afterwards)."""
    from jupyter_client.manager import AsyncKernelManager

    class ForkedKernelManager(AsyncKernelManager):
        @property
        def has_kernel(self) -> bool:
            return pid_alive(pid)

        @property
        def owns_kernel(self) -> bool:
            return True

        async def start_kernel(self, **kwargs: Any) -> None:
            raise RuntimeError("a forked kernel is started by its template, never by its manager")

        async def _async_is_alive(self) -> bool:  # what the kernel client asks its manager
            return pid_alive(pid)

        is_alive = _async_is_alive

        async def interrupt_kernel(self) -> None:
            for child in _children(pid):  # the kernel is its init's child (pid 2 in the namespace)
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(child, signal.SIGINT)

        async def shutdown_kernel(self, now: bool = False, restart: bool = False) -> None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)  # its init: Linux kills the whole PID namespace

    km = ForkedKernelManager()
    km.load_connection_file(connection_file)
    return km


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as fh:
            return [int(p) for p in fh.read().split()]
    except (OSError, ValueError):
        return []
