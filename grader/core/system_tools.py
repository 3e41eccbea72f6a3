"""The machine's own programs (``bwrap``, ``useradd``, ``runuser``...), found where Linux keeps them.

A plain ``env -i`` shell, cron, some CI images and ``su`` without ``-`` give a ``PATH`` without the
sbin folders, although the administrator's tools are installed there; a lookup on ``PATH`` alone
then reports an installed tool as missing. Imports nothing of the grader.
"""

from __future__ import annotations

import os
import shutil

SYSTEM_FOLDERS = ("/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin")
"""Searched after ``PATH``, in this order (the order of Debian's default root ``PATH``)."""

PACKAGES = {
    "bwrap": "bubblewrap",
    "useradd": "passwd",
    "userdel": "passwd",
    "groupadd": "passwd",
    "runuser": "util-linux",
    "setpriv": "util-linux",
    "chown": "coreutils",
    "apt-get": "apt",
    "chromium": "chromium",
    "chromedriver": "chromium-driver",
}
"""The Debian package that installs each tool, for the error when it is missing."""


class ToolMissing(RuntimeError):
    """A system program the grader or its tests need is not installed."""

    def __init__(self, name: str, searched: list[str]) -> None:
        self.name = name
        self.searched = searched
        package = PACKAGES.get(name)
        install = (f"install Debian's package '{package}' (apt-get install {package})" if package
                   else f"install the program '{name}'")
        super().__init__(f"'{name}' was not found on PATH nor in {', '.join(SYSTEM_FOLDERS)}: {install}.")


def _search_path(extra: str | None = None) -> str:
    folders = [d for d in (extra if extra is not None else os.environ.get("PATH", "")).split(os.pathsep) if d]
    folders += [d for d in SYSTEM_FOLDERS if d not in folders]
    return os.pathsep.join(folders)


def find(name: str, *, path: str | None = None) -> str | None:
    """The executable ``name`` on ``PATH`` (or ``path``), else in the system folders; None if absent."""
    return shutil.which(name, path=_search_path(path))


def require(name: str, *, path: str | None = None) -> str:
    """Like :func:`find`, but a missing tool raises :class:`ToolMissing`, which names its package."""
    found = find(name, path=path)
    if found is None:
        raise ToolMissing(name, _search_path(path).split(os.pathsep))
    return found
