"""The files of a download, read safely: a platform's zip as it is, or its unpacked folder.

A download is untrusted (students chose the file names, anyone can hand the instructor a zip), so
nothing is ever extracted by path: each notebook is *read* (bytes, with limits) and the caller
writes it under a name of its own choosing. That closes path traversal (``../``, absolute names,
drive letters) by construction; on top of it an entry is refused, and listed with the reason, when:

* its name is absolute or climbs out (``..``) — it could only be an attack or a broken tool;
* it is a symbolic link (a zip can store one; in a folder, one is never followed);
* it is larger than :data:`MAX_FILE_BYTES` once decompressed, or its compression ratio is beyond
  :data:`MAX_RATIO` (a zip bomb); the bytes are counted while reading, the header is not trusted;
* the whole download would exceed :data:`MAX_TOTAL_BYTES` or :data:`MAX_ENTRIES`.

Only notebooks (``*.ipynb``) are read; other files are counted, not opened. Checkpoints
(``.ipynb_checkpoints``), macOS resource forks (``__MACOSX``, ``._name``) and executed copies
(``*.executed.ipynb``) are skipped as not being submissions.
"""

from __future__ import annotations

import os
import stat
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath
from typing import Callable

MAX_FILE_BYTES = 64 * 1024 * 1024  # one notebook, decompressed
MAX_TOTAL_BYTES = 2 * 1024 * 1024 * 1024  # every notebook of a download together
MAX_ENTRIES = 50_000  # entries in one zip (a class of 1000 with many files each fits)
MAX_RATIO = 200  # decompressed / compressed, for entries over 1 MiB


class ArchiveError(Exception):
    """A download that cannot be read at all (not a zip, or over the download-wide limits)."""


@dataclass(frozen=True)
class Entry:
    """One notebook of a download: its path inside the download (POSIX, relative), a reader
    for its bytes, and its modification time (the platform's, from the zip or the file)."""

    rel: PurePosixPath
    read: Callable[[], bytes] = field(compare=False, repr=False)
    mtime: float = 0.0
    origin: str = ""  # "class.zip!Nome_1_assignsubmission_file_/a.ipynb" or the file's path


@dataclass
class Download:
    """What a download holds: its notebooks, and what was refused or skipped, with reasons."""

    entries: list[Entry] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)  # (name, reason)
    other_files: int = 0


def _skipped(rel: PurePosixPath) -> bool:
    parts = rel.parts
    return (any(p in (".ipynb_checkpoints", "__MACOSX", ".git") for p in parts)
            or rel.name.startswith("._") or rel.name.endswith(".executed.ipynb"))


def _unsafe(name: str) -> str | None:
    """Why an entry name cannot be used, or None."""
    if "\x00" in name:
        return "NUL in the name"
    norm = name.replace("\\", "/")
    if norm.startswith("/") or (len(norm) > 1 and norm[1] == ":"):
        return "absolute path"
    if any(part == ".." for part in norm.split("/")):
        return "climbs out of the download (..)"
    return None


def read_download(path: Path) -> Download:
    """The notebooks of a zip file or a folder (see the module docstring for the limits)."""
    path = Path(path)
    if path.is_dir():
        return _read_folder(path)
    if zipfile.is_zipfile(path):
        return _read_zip(path)
    raise ArchiveError(f"{path}: neither a folder nor a zip file")


def _read_folder(root: Path) -> Download:
    """A folder walked without following links (a link to /etc or to another class is never read)."""
    found = Download()
    for folder, dirs, files in os.walk(root, followlinks=False):
        here = Path(folder)
        for d in sorted(dirs):
            if (here / d).is_symlink():
                found.refused.append((str(here / d), "symbolic link to a folder (not followed)"))
        dirs[:] = sorted(d for d in dirs if not (here / d).is_symlink())
        for name in sorted(files):
            p = here / name
            rel = PurePosixPath(*p.relative_to(root).parts)
            if _skipped(rel):
                continue
            if not name.endswith(".ipynb"):
                found.other_files += 1
                continue
            if p.is_symlink():
                found.refused.append((str(p), "symbolic link (not followed)"))
                continue
            info = p.stat()
            if info.st_size > MAX_FILE_BYTES:
                found.refused.append((str(p), f"larger than {MAX_FILE_BYTES // 2**20} MiB"))
                continue
            found.entries.append(Entry(rel, p.read_bytes, info.st_mtime, str(p)))
    found.entries.sort(key=lambda e: e.rel)
    return found


def _read_zip(path: Path) -> Download:
    found = Download()
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as exc:
        raise ArchiveError(f"{path}: not a readable zip ({exc})") from exc
    infos = archive.infolist()
    if len(infos) > MAX_ENTRIES:
        raise ArchiveError(f"{path}: {len(infos)} entries, more than the {MAX_ENTRIES} a download may hold")
    declared = 0
    for info in infos:
        name = info.filename
        if info.is_dir():
            continue
        why = _unsafe(name)
        rel = PurePosixPath(name.replace("\\", "/"))
        if why is None and stat.S_ISLNK(info.external_attr >> 16):
            why = "symbolic link"
        if why is None and _skipped(rel):
            continue
        if why is None and not rel.name.endswith(".ipynb"):
            found.other_files += 1
            continue
        if why is None and info.file_size > MAX_FILE_BYTES:
            why = f"larger than {MAX_FILE_BYTES // 2**20} MiB decompressed"
        if why is None and info.file_size > 2**20 and info.file_size > MAX_RATIO * max(1, info.compress_size):
            why = f"compression ratio over {MAX_RATIO} (a zip bomb?)"
        if why is not None:
            found.refused.append((name, why))
            continue
        declared += info.file_size
        if declared > MAX_TOTAL_BYTES:
            raise ArchiveError(f"{path}: notebooks over {MAX_TOTAL_BYTES // 2**30} GiB decompressed in all")
        mtime = datetime(*info.date_time, tzinfo=timezone.utc).timestamp() if info.date_time[0] >= 1980 else 0.0
        found.entries.append(Entry(rel, _zip_reader(path, info), mtime, f"{path.name}!{name}"))
    archive.close()
    return found


def _zip_reader(path: Path, info: zipfile.ZipInfo) -> Callable[[], bytes]:
    def read() -> bytes:
        """The entry's bytes, counted as they come: a header that lies about the size is caught."""
        chunks, total = [], 0
        try:
            with zipfile.ZipFile(path) as archive, archive.open(info) as stream:
                while True:
                    chunk = stream.read(1 << 20)
                    if not chunk:
                        break
                    total += len(chunk)
                    if total > MAX_FILE_BYTES or total > max(info.file_size, 0) + (1 << 20):
                        raise ArchiveError(f"{path.name}!{info.filename}: decompresses beyond its declared size")
                    chunks.append(chunk)
        except (zipfile.BadZipFile, OSError, EOFError, RuntimeError) as exc:  # bad CRC, encrypted, truncated
            raise ArchiveError(f"{path.name}!{info.filename}: cannot be read ({exc})") from exc
        return b"".join(chunks)

    return read
