"""System programs are found where Linux keeps them, whatever PATH a shell gave the grader: a plain
``env -i`` shell or a CI image without the sbin folders still finds ``useradd`` and ``bwrap``; one
that is really missing is named with the package that installs it."""

from __future__ import annotations

import os
import stat

import pytest

from grader.core import system_tools
from grader.running import bwrap


def _tool(folder, name):
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("#!/bin/sh\necho 'bubblewrap 0.11.0'\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def test_a_tool_in_an_sbin_folder_is_found_with_a_path_that_lacks_it(tmp_path, monkeypatch):
    sbin = tmp_path / "usr" / "sbin"
    useradd = _tool(sbin, "useradd")
    monkeypatch.setattr(system_tools, "SYSTEM_FOLDERS", (str(sbin),))
    monkeypatch.setenv("PATH", str(tmp_path / "bin-without-it"))
    assert system_tools.find("useradd") == str(useradd)
    assert system_tools.require("useradd") == str(useradd)
    first = _tool(tmp_path / "bin-without-it", "useradd")  # PATH still comes first
    assert system_tools.find("useradd") == str(first)


def test_a_missing_tool_names_the_package_that_installs_it(tmp_path, monkeypatch):
    monkeypatch.setattr(system_tools, "SYSTEM_FOLDERS", (str(tmp_path / "empty"),))
    monkeypatch.setenv("PATH", str(tmp_path / "also-empty"))
    assert system_tools.find("useradd") is None
    with pytest.raises(system_tools.ToolMissing) as info:
        system_tools.require("useradd")
    assert "'useradd' was not found" in str(info.value) and "apt-get install passwd" in str(info.value)
    with pytest.raises(system_tools.ToolMissing) as info:
        system_tools.require("bwrap")
    assert "bubblewrap" in str(info.value)


def test_bubblewrap_in_an_sbin_folder_is_used_with_a_path_that_lacks_it(tmp_path, monkeypatch):
    sbin = tmp_path / "sbin"
    fake = _tool(sbin, "bwrap")
    monkeypatch.setattr(system_tools, "SYSTEM_FOLDERS", (str(sbin),))
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.delenv("GRADER_BWRAP", raising=False)
    assert bwrap.find() == (str(fake), "PATH")


def test_the_real_sbin_tools_of_this_machine_are_found_from_a_minimal_path(monkeypatch):
    if not os.path.exists("/usr/sbin/useradd"):
        pytest.fail("this machine has no /usr/sbin/useradd (Debian's passwd package): the suite's "
                    "unprivileged-user tests need it")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert system_tools.require("useradd") in ("/usr/sbin/useradd", "/sbin/useradd")
    assert system_tools.require("runuser").endswith("/runuser")
