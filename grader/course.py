"""Ajudante do minicurso: carregar um modelo e gerar texto, registrando cada geração.

Uso nos notebooks::

    from grader.course import load_model, generate
    model, tokenizer = load_model("gpt2")
    saida = generate(model, tokenizer, "Transformers are models that", run="A1",
                     temperature=0.2, top_p=0.9, max_new_tokens=80)

``generate`` imprime o texto como o código do curso (prompt + continuação) e, dentro do
Jupyter, anexa à saída da célula um registro estruturado (MIME ``GENERATION_MIME``) com o
texto, os ids dos tokens e os parâmetros usados: é o que o corretor automático lê.
"""

from __future__ import annotations

from typing import Any

from .core.records import GENERATION_MIME

__all__ = ["load_model", "generate", "context_window", "GENERATION_MIME", "RECORD_FORMAT"]

RECORD_FORMAT = 1

# id(model) -> (name, dtype) of the LoadedModel it came from, so generate() can record them.
_loaded_info: dict[int, tuple[str, str]] = {}


def load_model(name: str = "gpt2", dtype: str = "float32") -> tuple[Any, Any]:
    """Carrega o modelo ``name`` (id do Hugging Face, pasta local ou ``smollm2-135m``).

    Devolve ``(model, tokenizer)``, já em modo de avaliação.
    """
    import warnings

    from .modelling.models import load_model as _load

    with warnings.catch_warnings():
        # In a kernel without ipywidgets, tqdm.auto (imported by transformers) warns once.
        warnings.filterwarnings("ignore", message="IProgress not found")
        lm = _load(name, dtype)
    _loaded_info[id(lm.model)] = (lm.name, lm.dtype)
    return lm.model, lm.tokenizer


def generate(
    model: Any,
    tokenizer: Any,
    prompt: str,
    *,
    run: str | None = None,
    temperature: float = 1.0,
    top_p: float = 1.0,
    top_k: int | None = None,
    do_sample: bool = True,
    max_new_tokens: int = 80,
    seed: int | None = None,
    show: bool = True,
) -> str:
    """Gera uma continuação de ``prompt`` e a devolve (só o texto novo).

    ``run`` identifica a execução pedida na atividade (por exemplo ``"A1"``). Com ``seed``, a
    amostragem é reproduzível no mesmo hardware e nas mesmas versões das bibliotecas.
    Com ``show=True`` imprime o texto completo e anexa o registro da geração à célula.
    """
    import torch

    if seed is not None:
        torch.manual_seed(seed)
    encoder_decoder = bool(getattr(model.config, "is_encoder_decoder", False))
    inputs = tokenizer(prompt, return_tensors="pt").to(model.device)
    kwargs: dict[str, Any] = dict(
        do_sample=do_sample, max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id
    )
    if do_sample:
        kwargs.update(temperature=temperature, top_p=top_p)
    if top_k is not None:
        kwargs["top_k"] = top_k
    with torch.no_grad():
        output = model.generate(**inputs, **kwargs)

    ids = [int(t) for t in output[0].tolist()]
    if encoder_decoder:
        # The decoder's start token is given, not generated.
        start = getattr(model.config, "decoder_start_token_id", None)
        new_ids = ids[1:] if ids and start is not None and ids[0] == start else ids
    else:
        new_ids = ids[inputs["input_ids"].shape[1]:]
    eos = _eos_ids(model, tokenizer)
    for i, tok in enumerate(new_ids):
        if tok in eos:
            new_ids = new_ids[:i]
            break
    text = tokenizer.decode(new_ids, skip_special_tokens=True)

    if show:
        print(text if encoder_decoder else prompt + text)
        name, dtype = _loaded_info.get(id(model), (None, None))
        record = {
            "format": RECORD_FORMAT,
            "run": run,
            "prompt": prompt,
            "text": text,
            "token_ids": new_ids,
            "params": {
                "do_sample": bool(do_sample),
                "temperature": float(temperature),
                "top_p": float(top_p),
                "top_k": None if top_k is None else int(top_k),
                "max_new_tokens": int(max_new_tokens),
            },
            "seed": seed,
            "model": name if name is not None else getattr(model, "name_or_path", None),
            "dtype": dtype if dtype is not None else str(model.dtype).replace("torch.", ""),
            "device": str(model.device),
            "encoder_decoder": encoder_decoder,
            "versions": _versions(),
        }
        _display(record, run)
    return text


def _eos_ids(model: Any, tokenizer: Any) -> set[int]:
    found: set[int] = set()
    for eos in (tokenizer.eos_token_id, getattr(getattr(model, "generation_config", None), "eos_token_id", None)):
        if eos is None:
            continue
        found.update(int(e) for e in (eos if isinstance(eos, (list, tuple)) else [eos]))
    return found


def _versions() -> dict[str, str | None]:
    import importlib.metadata as md

    out: dict[str, str | None] = {}
    for key, dist in (("torch", "torch"), ("transformers", "transformers"), ("grader", "llm-course-grader")):
        try:
            out[key] = md.version(dist)
        except md.PackageNotFoundError:
            out[key] = None
    return out


def _ipython_active() -> bool:
    """True inside a Jupyter kernel or IPython shell (outside one, display() would just print)."""
    try:
        from IPython.core.interactiveshell import InteractiveShell
    except ImportError:
        return False
    return bool(InteractiveShell.initialized())


def _display(record: dict[str, Any], run: str | None) -> None:
    if not _ipython_active():  # plain python: the printed text is all there is
        return
    from IPython.display import display

    display({GENERATION_MIME: record, "text/plain": f"[registro da geração {run or ''}]"}, raw=True)


def context_window(name: str = "gpt2") -> int:
    """A janela de contexto do modelo ``name``, lida da configuração dele (``n_positions`` no GPT-2)."""
    from .modelling.models import context_window as _window

    return _window(name)[0]


def check(question: str | None = None, *, notebook: str | None = None, activity: str | None = None,
          model: str | None = None, lang: str = "pt") -> int:
    """Confere uma questão (ex.: ``check("A.2")``) ou todas, como o corretor fará.

    Lê o notebook **salvo** (salve antes: Ctrl+S) e roda ``grader check`` num processo separado:
    a correção nunca roda dentro do seu kernel. Critérios marcados com * são verificados de novo na
    correção (reexecução do notebook e reexecuções de referência do corretor). Devolve o código de
    saída (0: tudo aprovado). No Colab, sem ``notebook``, lê o notebook aberto pelo próprio Colab.
    """
    import os

    from .core.messages import render

    path = notebook or os.environ.get("JPY_SESSION_NAME") or _vscode_notebook()
    colab_copy = None
    if not notebook and (not path or not os.path.isfile(path)) and _in_colab():
        colab_copy = path = _colab_notebook()  # Colab keeps the notebook in Drive, not on this disk
    if not path or not os.path.isfile(path):
        if notebook:
            print(render("selfcheck.notebook_missing", lang, path=notebook))
        else:
            print(render("selfcheck.no_notebook_colab" if _in_colab() else "selfcheck.no_notebook", lang))
        return 2
    try:
        return _check_saved(path, question, activity, model, lang)
    finally:
        if colab_copy:
            os.unlink(colab_copy)


def _check_saved(path: str, question: str | None, activity: str | None, model: str | None, lang: str) -> int:
    import json
    import subprocess
    import sys

    from .core.messages import render

    activity = activity or _activity_of(path)
    if activity is None:
        print(render("selfcheck.no_activity", lang))
        return 2
    # The model: the call's, else the one the notebook's records name, else its executed MODEL_NAME, else
    # the activity's (grader/modelling/model_choice.py); `grader check` chooses it and says which and why.
    cmd = [sys.executable, "-m", "grader", "check", path, "--activity", activity, "--json", "--lang", lang]
    cmd += ["--question", question] if question else []
    cmd += ["--model", model] if model else []
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode not in (0, 1) or not done.stdout.strip():
        # the grader's own words (English, maybe a traceback) come after a line that says, in the
        # student's language, what happened and whose they are
        if done.returncode == 3:  # the model: not installed, not cached, no network
            print(render("selfcheck.no_model", lang, model=_chosen_model(path, activity, model, lang)))
        else:
            print(render("selfcheck.usage" if done.returncode == 2 else "selfcheck.failed", lang))
        print((done.stderr or done.stdout).strip()[-2000:])
        return done.returncode or 3
    result = json.loads(done.stdout)
    for line in (result.get("model") or {}).get("explanation") or []:
        print(line)
    marks = {"pass": "✅", "partial": "🟡", "fail": "❌", "needs_review": "🟣", "error": "⚠️"}
    for crit in result["criteria"]:
        star = " *" if crit.get("grading_only") else ""
        print(f"{marks.get(crit['status'], '?')} {crit['question_id']} {crit['title']}{star}: {crit['message']}")
    print(render("selfcheck.footer", lang))
    return done.returncode


def _chosen_model(path: str, activity: str, model: str | None, lang: str) -> str:
    """The model `grader check` chose for this notebook (for a message when it could not load)."""
    from pathlib import Path

    from .core.messages import render

    try:
        from .commands.check import choose_model

        return choose_model(Path(path), activity, model)[1].name
    except Exception:  # noqa: BLE001 - an unknown activity: the subprocess's own error says it
        return model or render("selfcheck.activity_model", lang)


def _in_colab() -> bool:
    import os
    import sys

    return "google.colab" in sys.modules or bool(os.environ.get("COLAB_RELEASE_TAG"))


def _colab_notebook() -> str | None:
    """The open Colab notebook, as last saved in the browser, written to a temporary file.

    Colab keeps notebooks in Drive; its front end hands the current one to the kernel on request
    (the same request Colab's own "download .ipynb" uses). None when that is not possible.
    """
    import json
    import tempfile

    try:
        from google.colab import _message  # type: ignore[import-not-found]

        reply = _message.blocking_request("get_ipynb", request="", timeout_sec=30)
        nb = reply.get("ipynb") if isinstance(reply, dict) else None
        if not isinstance(nb, dict):
            return None
    except Exception:  # noqa: BLE001 - an old or changed Colab: fall back to asking for the path
        return None
    fd, path = tempfile.mkstemp(prefix="grader-colab-", suffix=".ipynb")
    with open(fd, "w", encoding="utf-8") as fh:
        json.dump(nb, fh)
    return path


def _activity_of(path: str) -> str | None:
    import json

    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh).get("metadata", {}).get("grader", {}).get("activity")
    except (OSError, ValueError, AttributeError):
        return None


def _vscode_notebook() -> str | None:
    try:
        from IPython import get_ipython

        shell = get_ipython()
        return shell.user_ns.get("__vsc_ipynb_file__") if shell is not None else None
    except ImportError:
        return None
