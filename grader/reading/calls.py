"""The interpreter's calls: the student's own functions, builtins, ``print``, and every call that
generates (``X.generate``, pipelines, the course helper) turned into an event."""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import Any

from ..core.records import unmodelled_processors
from .decoding_loops import greedy_params, hand_decoded
from .frames import frame_call, frame_method
from .values import EITHER_TASK, container_call, GENERATION_TASKS, U, _ANY_SEQ, _Bound, _Break, _Builtin, _Class, _Continue, _Enc, _Event, _File, _Func, _Partial, _Gen, _GenConfig, _Ids, _MAX_DEPTH, _MAX_STR, _Mod, _Model, _Obj, _PLAIN_FUNCS, _Parts, _Pipe, _RICH_TAG, _JsonDoc, _Return, _STR_METHODS, _Streamer, _Template, _Thread, _Tok, _arg, _join_parts, _pieces, _hashable, _plain, _printable, _prompt_of, _small, dtype_name, json_copy, percent_format, str_format, template_substitute

_MAX_BATCH = 64  # prompts of one pipeline call followed one by one
_PROGRESS = {"tqdm", "trange", "track", "tqdm_notebook"}
# the levels a logger shows unless told otherwise (``debug`` is hidden by default: not emitted)
_LOG_LEVELS = {"info", "warning", "warn", "error", "critical", "exception"}


def _batch(v: Any) -> bool:
    """A list of prompts a tokenizer encodes together (``tok([p1, p2], padding=True)``)."""
    return isinstance(v, (list, tuple)) and 2 <= len(v) <= 64 and all(isinstance(x, str) for x in v)


class _Calls:
    """Calls, prints and generation events: the half of the interpreter that meets the outside."""

    forms: dict[int, set[bool | None]]  # event -> how its texts appear in the code (prompt included or not)

    def _gen(self, ev: int, k: int, full: bool | None) -> _Gen:
        self.forms.setdefault(ev, set()).add(full)
        return _Gen(ev, k, full)

    def _call_node(self, node: ast.Call, env: dict[str, Any]) -> Any:
        fv = self.expr(node.func, env)
        args: list[Any] = []
        for a in node.args:
            if isinstance(a, ast.Starred):
                seq = self._iter(self.expr(a.value, env))
                if seq is None:
                    return U
                args.extend(seq)
            else:
                args.append(self.expr(a, env))
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            value = self.expr(kw.value, env)
            if kw.arg is not None:
                kwargs[kw.arg] = value
            elif isinstance(value, dict) and all(isinstance(k, str) for k in value):
                kwargs.update(value)
            elif isinstance(value, _Enc) or isinstance(value, _Bound) and isinstance(value.base, _Enc):
                kwargs["**enc"] = value
            else:
                kwargs["**unknown"] = U
        return self._call(fv, args, kwargs, node, env)

    def _call(self, fv: Any, args: list[Any], kwargs: dict[str, Any], node: ast.Call, env: dict[str, Any]) -> Any:
        callee = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if callee in _PROGRESS and args and not isinstance(fv, (_Func, _Builtin)):
            # a progress bar around the loop's sequence (tqdm(range(10)), trange(10), rich's track(...)):
            # the loop runs over the sequence itself
            return self._builtin("range", args[:3], {}) if callee == "trange" else args[0]  # trange(n): range(n)
        if isinstance(fv, _Partial):  # partial(lm.generate, do_sample=True, ...)(**x, max_new_tokens=n)
            return self._call(fv.func, [*fv.args, *args], {**dict(fv.kwargs), **kwargs}, node, env)
        if isinstance(fv, _Builtin):
            return self._builtin(fv.name, args, kwargs)
        if isinstance(fv, _Func):
            return self._invoke(fv, args, kwargs, node)
        if isinstance(fv, _Pipe):
            return self._pipeline_call(fv, args, kwargs, node)
        if isinstance(fv, _Mod):
            return self._module_call(fv.name, args, kwargs, node)
        if isinstance(fv, _Class):
            return self.instantiate(fv, args, kwargs, node)  # type: ignore[attr-defined]
        if isinstance(fv, _Obj):
            return self.call_method(fv, "__call__", args, kwargs, node)  # type: ignore[attr-defined]
        if isinstance(fv, _Bound) and isinstance(fv.base, (_Obj, _Class)):
            return self.call_method(fv.base, fv.attr, args, kwargs, node)  # type: ignore[attr-defined]
        if isinstance(fv, _Bound) and fv.base == _Builtin("str") and fv.attr in _STR_METHODS and args:
            return self._method(args[0], fv.attr, args[1:], kwargs, node)  # str.upper(r): r.upper()
        if isinstance(fv, _Bound):
            out = self._method(fv.base, fv.attr, args, kwargs, node)
            if isinstance(fv.base, _Model) and isinstance(out, _Model) and out != fv.base \
                    and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
                self.bind(node.func.value, out, env)  # model.half() casts the module in place
            return out
        if args and isinstance(args[0], (str, _Parts)) and (isinstance(fv, _Tok) or "return_tensors" in kwargs):
            return _Enc(args[0])  # tokenizer(prompt, return_tensors="pt")
        if args and _batch(args[0]) and (isinstance(fv, _Tok) or "return_tensors" in kwargs):
            return _Enc(tuple(args[0]))  # tokenizer([p1, p2], padding=True): a batch
        return U

    def _builtin(self, name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
        if name == "print":
            return self._print(args, kwargs)
        if name == "display":
            return self._emit_item("disp")
        if name in ("globals", "vars") and not args:
            return self.globals  # globals()[nome]: a variable named by a string
        if name == "open":
            return self._open(args, kwargs)
        if name == "dict" and not args and all(not k.startswith("**") or k == "**enc" for k in kwargs):
            return dict(kwargs)  # dict(**x, max_new_tokens=n, streamer=st): generate's keyword arguments
        if name == "str" and len(args) == 1 and isinstance(args[0], (_Gen, _Parts)):
            return args[0]
        if name == "repr" and len(args) == 1 and isinstance(args[0], _Gen):
            return replace(args[0], shown=args[0].shown + (("repr",),))
        if name == "sorted" and len(args) == 1 and isinstance(args[0], (list, tuple)) and "key" in kwargs:
            return U if (got := self.sorted_items(list(args[0]), kwargs, node)) is None else got  # type: ignore[attr-defined]
        if name == "sorted" and len(args) == 1 and isinstance(args[0], (list, tuple)) and args[0] and \
                all(isinstance(g, _Gen) for g in args[0]) and \
                all((self.events[g.ev].prompt, self.events[g.ev].params) ==
                    (self.events[args[0][0].ev].prompt, self.events[args[0][0].ev].params) for g in args[0]):
            # sorted(amostras): samples of one prompt and configuration in another order; each printed text is
            # then read as one of them by its content (a sample's kept sets do not depend on its place)
            return list(args[0])
        seqs = (list, tuple, range, str, dict)
        if name in _ANY_SEQ and all(_plain(v) for v in kwargs.values()) and args and \
                isinstance(args[0], seqs) and all(isinstance(a, seqs) or _plain(a) for a in args[1:]):
            if any(isinstance(a, range) and len(a) > 10_000 for a in args):
                return U
            try:
                return _ANY_SEQ[name](*args, **kwargs)
            except Exception:  # noqa: BLE001
                return U
        if name in _PLAIN_FUNCS and all(_plain(a) for a in args) and all(_plain(v) for v in kwargs.values()):
            if name != "range" and any(isinstance(a, range) and len(a) > 10_000 for a in args):
                return U
            try:
                return _small(_PLAIN_FUNCS[name](*args, **kwargs))
            except Exception:  # noqa: BLE001
                return U
        return U

    def _open(self, args: list[Any], kwargs: dict[str, Any]) -> Any:
        path = args[0] if args else kwargs.get("file", U)
        mode = args[1] if len(args) > 1 else kwargs.get("mode", "r")
        if not isinstance(path, str) or not isinstance(mode, str):
            return U
        if "w" in mode or "x" in mode:
            self.files[path] = []
        elif "a" in mode:
            self.files.setdefault(path, [])
        elif path not in self.files:
            return U  # a file the code did not write here: its text is unknown
        return _File(path)

    def _file_method(self, f: _File, attr: str, args: list[Any]) -> Any:
        """A file written, then read back: what was written is what is read."""
        text_like = (str, _Gen, _Parts)
        if attr in ("write", "write_text") and len(args) == 1 and isinstance(args[0], text_like):
            if attr == "write_text" or f.path not in self.files:
                self.files[f.path] = []
            self.files[f.path].extend(_pieces(args[0]))
            return U
        if attr == "writelines" and len(args) == 1 and isinstance(args[0], list) \
                and all(isinstance(a, text_like) for a in args[0]):
            for a in args[0]:
                self.files.setdefault(f.path, []).extend(_pieces(a))
            return U
        if attr in ("read", "read_text") and not args and f.path in self.files:
            return _join_parts(list(self.files[f.path])) if self.files[f.path] else ""
        if attr in ("close", "flush"):
            return None
        if attr in ("write", "write_text", "writelines"):
            self.files.pop(f.path, None)  # written with something unknown: its text is unknown
        return U

    def _print(self, args: list[Any], kwargs: dict[str, Any], rich: bool = False) -> None:
        target = kwargs.get("file")
        if isinstance(target, _File):  # print(..., file=f): the text goes to the file
            sep, end = kwargs.get("sep", " "), kwargs.get("end", "\n")
            if target.path in self.files and isinstance(sep, str) and isinstance(end, str) and \
                    all(isinstance(a, (str, _Gen, _Parts)) or _plain(a) for a in args):
                pieces = [p for n, a in enumerate(args) for p in ([sep] if n else []) + _printable(a)]
                self.files[target.path].extend(pieces + [end])
            else:
                self.files.pop(target.path, None)
            return None
        if target is not None:
            if isinstance(target, _Mod) and target.name.endswith("stderr"):
                return None  # not in the cell's standard output
            self._emit_item("wild")
            return None
        sep, end = kwargs.get("sep", " "), kwargs.get("end", "\n")
        sep = " " if sep is None else sep
        end = "\n" if end is None else end
        if not isinstance(sep, str) or not isinstance(end, str):
            self._emit_item("wild")
            return None
        for i, a in enumerate(args):
            a = self.text_of(a, None) if isinstance(a, _Obj) else a  # type: ignore[attr-defined]
            if i:
                self._emit_item("lit", sep)
            for piece in _printable(a):
                if isinstance(piece, str):
                    # rich's print reads "[bold]", "[saída 1]"... as markup and prints nothing for it
                    self._emit_item("lit", _RICH_TAG.sub("", piece) if rich and isinstance(a, (str, _Parts)) else piece)
                elif isinstance(piece, _Gen):
                    self._emit_item("gen", piece)
                else:
                    self._emit_item("wild")
        self._emit_item("lit", end)
        return None

    def _log(self, args: list[Any], kwargs: dict[str, Any]) -> None:
        """``log.info("%s: %s", rotulo, texto)``: a line on standard error after the handler's
        prefix (its level, its logger's name, a time: whatever the formatter says, unknown here)."""
        self.logged.add(self.cell)
        self._emit_item("prefix")
        if not args or not isinstance(args[0], (str, _Parts, _Gen)) or set(kwargs) - {"exc_info", "stack_info", "extra"}:
            self._emit_item("wild")
            self._emit_item("lit", "\n")
            return None
        message = percent_format(args[0], tuple(args[1:])) if len(args) > 1 and isinstance(args[0], str) else args[0]
        self._print([message], {})
        return None

    def _invoke(self, func: _Func, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if self.depth >= _MAX_DEPTH:
            return U
        a = func.node.args
        positional = [p.arg for p in (*a.posonlyargs, *a.args)]
        local: dict[str, Any] = {}
        for name, value in zip(positional, args):
            local[name] = value
        if a.vararg is not None:
            local[a.vararg.arg] = list(args[len(positional):])
        extra: dict[str, Any] = {}
        kwonly = [p.arg for p in a.kwonlyargs]
        for key, value in kwargs.items():
            if key.startswith("**"):
                continue
            if key in positional or key in kwonly:
                local[key] = value
            else:
                extra[key] = value
        for name, default in zip(positional[len(positional) - len(func.defaults):], func.defaults):
            local.setdefault(name, default)
        for name, default in zip(kwonly, func.kwdefaults):
            local.setdefault(name, default)
        if "**unknown" in kwargs:  # f(x, **cfg) with cfg unknown: any parameter may be set by it
            given = set(positional[: len(args)]) | {k for k in kwargs if not k.startswith("**")}
            for name in (*positional, *kwonly):
                if name not in given:
                    local[name] = U
        if a.kwarg is not None:
            local[a.kwarg.arg] = extra if "**unknown" not in kwargs else U
        for name in (*positional, *kwonly):
            local.setdefault(name, U)
        saved = self.site
        if self.depth == 0:
            self.site = (self.cell, node.lineno, node.col_offset)
        self.depth += 1
        vague = self.vague
        try:
            self.block(func.node.body, local)
            result: Any = None
        except _Return as r:
            result = r.value
        except (_Break, _Continue):
            result = U
        finally:
            self.depth -= 1
            self.site = saved
        # a greedy decoding loop of the student's own: its text is what it returns
        if (hand := hand_decoded(func.node, lambda n: self.lookup(n, local), lambda e: self.expr(e, local), _Model, _Tok)):
            ev = self._new_event("generate", node, hand[0], greedy_params(), 1, seq2seq=hand[1].seq2seq, dtype=hand[1].dtype)
            return self._gen(ev.index, 0, None)
        if self.vague > vague and _plain(result):
            # a path not followed (``for w in s.split(): if w in MAPA: return MAPA[w]``) may have returned
            # elsewhere: the plain value the walk reached (None, a literal) is one possibility, not the value
            return U
        return result

    def _module_call(self, name: str, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        parts = name.split(".")
        short = parts[-1]
        if short == "print" and ("rich" in name or name == "builtins.print"):
            return self._print(args, kwargs, rich="rich" in name)
        if parts[0] == "pathlib" and short == "Path" and len(args) == 1 and isinstance(args[0], str):
            return _File(args[0])
        if name in ("sys.stdout.write", ".sys.stdout.write"):  # a print with nothing added
            return self._print(args[:1], {"end": ""}) if len(args) == 1 else U
        if short == "Template" and parts[0] == "string":
            return _Template(args[0]) if len(args) == 1 and isinstance(args[0], str) else U
        if short == "namedtuple" and parts[0] == "collections":
            return self.namedtuple(args, kwargs)  # type: ignore[attr-defined]
        if short in ("asdict", "astuple") and parts[0] == "dataclasses" and len(args) == 1 and isinstance(args[0], _Obj):
            d = self.call_method(args[0], "_asdict", [], {}, node)  # type: ignore[attr-defined]
            return d if short == "asdict" or not isinstance(d, dict) else tuple(d.values())
        if name == "json.dump" and len(args) >= 2 and isinstance(args[1], _File):  # written, then json.load
            self.files[args[1].path] = [_JsonDoc(json_copy(args[0]))]
            return None
        if name == "json.load" and len(args) == 1 and isinstance(args[0], _File):
            doc = self.files.get(args[0].path) or []
            return json_copy(doc[0].value) if len(doc) == 1 and isinstance(doc[0], _JsonDoc) else U
        if name in ("textwrap.indent", "textwrap.fill") and args and isinstance(args[0], _Gen) and \
                (short == "fill" or len(args) in (2, 3) and isinstance(args[1], str) and args[1]):
            # (a predicate, lambda l: True, also indents the blank lines: read back alike)
            step = ("indent", args[1]) if short == "indent" else ("fill",)  # undone when read back (fill: a reading)
            return replace(args[0], shown=args[0].shown + (step,))
        if name == "textwrap.shorten" and args and isinstance(args[0], _Gen):
            # whitespace collapsed and, where too long, cut at a word with a placeholder: a reading of the beginning
            placeholder = kwargs.get("placeholder", " [...]")
            return replace(args[0], shown=args[0].shown + (("shorten", placeholder if isinstance(placeholder, str) else ""),))
        if name.startswith("pandas.") and (framed := frame_call(name, args, kwargs)) is not None:
            return framed
        if (made := container_call(name, args, kwargs)) is not None:
            return made
        if name == "json.dumps" and len(args) == 1 and isinstance(args[0], _Gen):
            return replace(args[0], shown=args[0].shown + (("json",),))  # a JSON string literal, read back exactly
        if short in ("TextIteratorStreamer", "TextStreamer") and "transformers" in name:
            return _Streamer(kwargs.get("skip_prompt", False), short == "TextStreamer")
        if short == "Thread" and "threading" in name:
            given = kwargs.get("args", ())
            return _Thread(kwargs.get("target", U), tuple(given) if isinstance(given, (list, tuple)) else (U,),
                           tuple(kwargs["kwargs"].items()) if isinstance(kwargs.get("kwargs"), dict) else ())
        if short == "partial" and parts[0] == "functools" and args:
            return _Partial(args[0], tuple(args[1:]), tuple(kwargs.items()))
        if short == "write" and "tqdm" in name:  # tqdm.write: a print that keeps the progress bar below it
            return self._print(args[:1], {k: v for k, v in kwargs.items() if k == "end"})
        if parts[0] == "torch" and short == "manual_seed":
            return _Mod("torch.Generator")  # an object, so true: "torch.manual_seed(s) and gera(T, p)" generates
        if parts[0] == "logging":
            if short == "getLogger":
                return _Mod("logging.logger")
            if short in _LOG_LEVELS:
                return self._log(args, kwargs)
            return U
        if short == "display" and "IPython" in name:
            self._emit_item("disp")
            return None
        if short == "Console" and "rich" in name:
            return _Mod("rich.console")
        if short == "pipeline" and ("transformers" in name or name == ".pipeline"):
            task = args[0] if args else kwargs.get("task", U)
            model = kwargs.get("model", args[1] if len(args) > 1 else U)
            stated = dtype_name(kwargs.get("torch_dtype", kwargs.get("dtype")))
            return _Pipe(task, model.name if isinstance(model, _Model) else model,
                         stated or (model.dtype if isinstance(model, _Model) else None))
        if short == "generate" and "course" in name:
            return self._course_generate(args, kwargs, node)
        if short == "load_model" and "course" in name:
            arg = args[0] if args else kwargs.get("name", "gpt2")
            seq2seq = ("t5" in arg.lower()) if isinstance(arg, str) else None
            return (_Model(arg, seq2seq), _Tok(arg))
        if short == "from_pretrained" and len(parts) >= 2:
            cls = parts[-2]
            arg = args[0] if args else kwargs.get("pretrained_model_name_or_path", U)
            if cls == "GenerationConfig":  # the model's own settings, then the keywords: what the keywords set is known
                return _GenConfig(kwargs) if all(not k.startswith("**") for k in kwargs) else U
            if "Tokenizer" in cls or "Processor" in cls:
                return _Tok(arg)
            if "Model" in cls or cls.endswith(("LMHeadModel", "ForConditionalGeneration")):
                return _Model(arg, "Seq2Seq" in cls or "ConditionalGeneration" in cls,
                              dtype_name(kwargs.get("torch_dtype", kwargs.get("dtype"))))
            return U
        if short == "GenerationConfig":
            return _GenConfig(kwargs) if all(not k.startswith("**") for k in kwargs) else U
        return U

    def _method(self, base: Any, attr: str, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if (framed := frame_method(base, attr, args, kwargs)) is not None:
            return framed
        if isinstance(base, _Thread):  # th.start(): the generation runs (th.join() waits for it)
            return self._call(base.target, list(base.args), dict(base.kwargs), node, {}) if attr in ("start", "run") \
                else None
        if isinstance(base, str) and attr == "join" and len(args) == 1 and isinstance(args[0], list) and \
                any(isinstance(x, (_Gen, _Parts)) for x in args[0]) and \
                all(isinstance(x, (str, _Gen, _Parts)) for x in args[0]):
            # "".join(pedacos) of a streamer's pieces (or texts and generations)
            joined = _join_parts([p for n, x in enumerate(args[0]) for p in ([base] if n else []) + _pieces(x)])
            return joined[0] if isinstance(joined, _Parts) and len(joined) == 1 else joined
        if isinstance(base, _File):
            if attr == "open":
                return self._open([base.path, *args], kwargs)
            return self._file_method(base, attr, args)
        if attr == "generate" and not isinstance(base, (_Pipe, str, list, dict, _Gen, _Parts)):
            return self._hf_generate(base, args, kwargs, node)
        if attr == "decode" and args and isinstance(args[0], _Ids):
            ids = args[0]
            ev = self.events[ids.ev]
            full = None if ids.sliced else (False if ev.seq2seq else True if ev.seq2seq is False else None)
            return self._gen(ids.ev, ids.k or 0, full)
        if attr == "convert_ids_to_tokens" and args and isinstance(args[0], _Ids) and \
                (args[0].k is not None or self.events[args[0].ev].n == 1 and not args[0].group):
            # the tokens' names (byte-level "Ġ", "Ċ"): the text spelled out, read back as the text it spells
            ids = args[0]
            full = None if ids.sliced else (False if self.events[ids.ev].seq2seq else None)
            return replace(self._gen(ids.ev, ids.k or 0, full), shown=(("tokens", "names"),))
        if attr == "batch_decode" and args and isinstance(args[0], _Ids):
            ids = args[0]
            ev = self.events[ids.ev]
            full = None if ids.sliced else (False if ev.seq2seq else True if ev.seq2seq is False else None)
            if ids.k is None and ids.group:  # a batch: each prompt's samples, in the batch's order
                return [self._gen(e, k, full) for e in ids.group for k in range(self.events[e].n)]
            if ids.per_token and (ids.k is not None or ev.n == 1 and not ids.group):
                # each token decoded alone: the text as the list of its pieces
                return replace(self._gen(ids.ev, ids.k or 0, full), shown=(("tokens",),))
            ks = [ids.k] if ids.k is not None else list(range(ev.n))
            return [self._gen(ids.ev, k, full) for k in ks]
        if isinstance(base, _Ids) and not base.group and (attr == "unsqueeze" and args in ([1], [-1]) or
                                                             attr in ("view", "reshape") and args == [-1, 1]):
            return replace(base, per_token=True)
        if attr in ("tolist", "numpy") and not args and isinstance(base, _Ids):
            return base  # the same ids as a list
        if attr in ("to", "cpu", "cuda", "eval", "half", "float", "bfloat16", "detach", "clone") and \
                isinstance(base, (_Model, _Enc, _Ids, _Tok)):
            if isinstance(base, _Model):  # a cast changes what the model samples from
                cast = {"half": "float16", "float": "float32", "bfloat16": "bfloat16"}.get(attr)
                if attr == "to":
                    cast = next((d for d in map(dtype_name, [*args, kwargs.get("dtype")]) if d), None)
                if cast:
                    return replace(base, dtype=cast)
            return base
        if isinstance(base, _Gen) and attr in ("encode", "decode"):
            # text.encode("unicode_escape").decode("ascii"): each line break shown as \\n, read back exactly
            codec = str(args[0] if args else kwargs.get("encoding", "utf-8")).lower().replace("-", "_")
            if attr == "encode" and codec == "unicode_escape":
                return replace(base, shown=base.shown + (("escape",),))
            if codec not in ("utf_8", "utf8", "ascii", "latin_1"):
                return U
            if attr == "decode" and base.shown[-1:] == (("repr", "bytes"),):
                return replace(base, shown=base.shown[:-1])  # .encode().decode(): the text again
            # texto.encode("utf-8") printed: the bytes' repr, b'...' with its escapes, read back as a literal
            return replace(base, shown=base.shown + (("repr", "bytes"),)) if attr == "encode" else base
        if attr in ("encode", "encode_plus", "__call__") and args and isinstance(args[0], (str, _Parts)):
            return _Enc(args[0])
        if attr in ("__call__", "batch_encode_plus") and args and _batch(args[0]):
            return _Enc(tuple(args[0]))
        if attr == "print" and isinstance(base, _Mod) and "rich" in base.name:
            return self._print(args, kwargs, rich=True)
        def field(value: Any, conversion: str | None, spec: str) -> list[Any]:
            return self.field_text(value, conversion, spec, node)  # type: ignore[attr-defined]

        if isinstance(base, str) and attr in ("format", "format_map") and \
                not (attr == "format" and all(_plain(x) for x in (*args, *kwargs.values()))):
            # "{} :: {}".format(nome, texto) with a generated text: its slot where the field writes it as it is
            fields = dict(args[0]) if attr == "format_map" and len(args) == 1 and isinstance(args[0], dict) else kwargs
            return str_format(base, args if attr == "format" else [], fields, field)
        if isinstance(base, _Template) and attr in ("substitute", "safe_substitute") and len(args) <= 1:
            fields = {**(args[0] if args and isinstance(args[0], dict) else {}), **kwargs}
            if args and not isinstance(args[0], dict):
                return U
            return template_substitute(base.text, fields, attr == "safe_substitute", field)
        if isinstance(base, str) and attr in _STR_METHODS:
            if not all(_plain(x) for x in args) or not all(_plain(x) for x in kwargs.values()):
                return U
            if attr in ("center", "ljust", "rjust", "zfill") and args and isinstance(args[0], int) \
                    and args[0] > _MAX_STR:
                return U
            try:
                return _small(getattr(base, attr)(*args, **kwargs))
            except Exception:  # noqa: BLE001
                return U
        if isinstance(base, (_Gen, _Parts)) and attr in ("strip", "lstrip", "rstrip") and not kwargs and \
                (not args or len(args) == 1 and isinstance(args[0], str) and args[0] and not args[0].strip()):
            return base  # (s.strip("\n"): whitespace only, which the verifier reads modulo spacing)
        if isinstance(base, (_Gen, _Parts)) and attr in ("upper", "lower", "casefold", "swapcase") and not args:
            # every letter's case changed, one character at a time: the code's own text too, and the model's
            # text read back as a reading (its case is the display's)
            recased = [getattr(p, attr)() if isinstance(p, str) else replace(p, shown=p.shown + (("case", attr),))
                       if isinstance(p, _Gen) else U for p in (base if isinstance(base, _Parts) else [base])]
            return recased[0] if isinstance(base, _Gen) else _join_parts(recased)
        if isinstance(base, _Gen) and attr == "replace" and len(args) == 2 and not kwargs \
                and all(isinstance(a, str) for a in args) and args[0]:
            if not args[0].strip() and not args[1].strip():
                return base  # whitespace for whitespace: a presentation the verifier reads modulo spacing
            return replace(base, shown=base.shown + (("replace", *args),))  # text.replace("\n", "\\n")
        if isinstance(base, list):
            return self.list_method(base, attr, args, kwargs, node)  # type: ignore[attr-defined]
        if isinstance(base, dict):
            try:
                if attr == "items" and not args:
                    return list(base.items())
                if attr == "keys" and not args:
                    return list(base.keys())
                if attr == "values" and not args:
                    return list(base.values())
                if attr == "get" and args and _hashable(args[0]):
                    return base.get(*args)
                if attr == "setdefault" and args and _hashable(args[0]):
                    return base.setdefault(*args)
                if attr == "update" and len(args) == 1 and isinstance(args[0], dict) or \
                        attr == "update" and not args and all(not k.startswith("**") for k in kwargs):
                    # (GenerationConfig.update(temperature=0.9, ...) sets the keywords as a dict's update does)
                    base.update(args[0] if args else kwargs)
                    return None
                if attr == "copy" and not args:
                    return type(base)(base)
                if attr == "pop" and args and _hashable(args[0]):
                    return base.pop(*args)
            except (KeyError, TypeError):
                return U
            return U
        return U

    # generation events ---------------------------------------------------------------------------

    def _site(self, node: ast.Call) -> tuple[Any, ...]:
        return self.site if self.depth > 0 and self.site is not None else (self.cell, node.lineno, node.col_offset)

    def _new_event(self, kind: str, node: ast.Call, prompt: Any, params: dict[str, Any], n: Any,
                   **extra: Any) -> _Event:
        if isinstance(prompt, _Parts) or not isinstance(prompt, str):
            prompt = U
        count = n if isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 64 else 1
        ev = _Event(len(self.events), self.cell, self._site(node), kind, prompt, params, count, **extra)
        self.events.append(ev)
        return ev

    def _hf_generate(self, base: Any, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        # (a batch: _Enc of a tuple of prompts)
        source = kwargs.get("**enc", kwargs.get("input_ids", kwargs.get("inputs", args[0] if args else U)))
        prompt = _prompt_of(source)
        config = kwargs.get("generation_config")
        own = base.config if isinstance(base, _Model) else {}  # set on model.generation_config earlier
        merged = {**own, **(config if isinstance(config, dict) else {}), **kwargs}
        vague = "**unknown" in merged or config is not None and not isinstance(config, dict)
        # Hugging Face's defaults for what the call leaves unset (GPT-2 and flan-t5 set none of
        # these in their generation config): greedy, T=1, top-p=1, top-k from the model (50).
        params = {
            "do_sample": _arg(merged, "do_sample", False, vague),
            "temperature": _arg(merged, "temperature", 1.0, vague),
            "top_p": _arg(merged, "top_p", 1.0, vague),
            "top_k": _arg(merged, "top_k", None, vague),
            "max_new_tokens": _arg(merged, "max_new_tokens", None, vague),
        }
        seq2seq = base.seq2seq if isinstance(base, _Model) else None
        batch = prompt if isinstance(prompt, tuple) and not isinstance(prompt, _Parts) else (prompt,)  # (text with holes: one prompt)
        events = [self._new_event("generate", node, p, params, _arg(merged, "num_return_sequences", 1, vague),
                                  seq2seq=seq2seq, beams=_arg(merged, "num_beams", 1, vague),
                                  dtype=base.dtype if isinstance(base, _Model) else None,
                                  processors=tuple(unmodelled_processors(merged).items())) for p in batch]
        streamer = kwargs.get("streamer")
        if isinstance(streamer, _Streamer) and len(events) == 1:
            skip = streamer.skip_prompt
            full = False if seq2seq else None if skip is U or seq2seq is None and not skip else not skip
            streamer.gen = self._gen(events[0].index, 0, full)
            if streamer.prints:  # TextStreamer: the text on standard output as it comes, a newline at its end
                self._emit_item("gen", streamer.gen)
                self._emit_item("lit", "\n")
        if len(events) > 1:  # one event per prompt of the batch; rows in the batch's order
            return _Ids(events[0].index, group=tuple(e.index for e in events))
        return _Ids(events[0].index)

    def _pipeline_call(self, pipe: _Pipe, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        if pipe.task not in (*GENERATION_TASKS, EITHER_TASK):
            return U
        prompt = args[0] if args else kwargs.get("text_inputs", U)
        if isinstance(prompt, (list, tuple)) and 0 < len(prompt) <= _MAX_BATCH and all(isinstance(p, str) for p in prompt):
            # gen([p1, p2, p3]) or gen([p] * 10): one generation per prompt, a list of each one's results
            rest = {k: v for k, v in kwargs.items() if k != "text_inputs"}
            return [self._pipeline_call(pipe, [p, *args[1:]], rest, node) for p in prompt]
        vague = "**unknown" in kwargs
        config = kwargs.get("generation_config")
        merged = {**(config if isinstance(config, dict) else {}), **kwargs}
        params = {
            # The model's task defaults decide do_sample when the call does not set it (GPT-2's
            # text-generation defaults sample): not something to assume.
            "do_sample": _arg(merged, "do_sample", U, vague),
            "temperature": _arg(merged, "temperature", 1.0, vague),
            "top_p": _arg(merged, "top_p", 1.0, vague),
            "top_k": _arg(merged, "top_k", None, vague),
            "max_new_tokens": _arg(merged, "max_new_tokens", None, vague),
        }
        seq2seq = None if pipe.task == EITHER_TASK else pipe.task == "text2text-generation"
        ev = self._new_event("pipeline", node, prompt, params, _arg(merged, "num_return_sequences", 1, vague),
                             seq2seq=seq2seq, beams=_arg(merged, "num_beams", 1, vague), dtype=pipe.dtype,
                             processors=tuple(unmodelled_processors(merged).items()))
        full_text = _arg(merged, "return_full_text", True, vague)  # **kwargs of unknown keys may hold it
        full = False if seq2seq or full_text is False else True if full_text is True and seq2seq is False else None
        return [{"generated_text": self._gen(ev.index, k, full)} for k in range(ev.n)]

    def _course_generate(self, args: list[Any], kwargs: dict[str, Any], node: ast.Call) -> Any:
        # grader.course.generate(model, tokenizer, prompt, *, run, temperature=1.0, top_p=1.0,
        # top_k=None, do_sample=True, max_new_tokens=80, seed=None, show=True)
        model = args[0] if args else kwargs.get("model", U)
        prompt = args[2] if len(args) > 2 else kwargs.get("prompt", U)
        vague = "**unknown" in kwargs
        params = {
            "do_sample": _arg(kwargs, "do_sample", True, vague),
            "temperature": _arg(kwargs, "temperature", 1.0, vague),
            "top_p": _arg(kwargs, "top_p", 1.0, vague),
            "top_k": _arg(kwargs, "top_k", None, vague),
            "max_new_tokens": _arg(kwargs, "max_new_tokens", 80, vague),
        }
        seq2seq = model.seq2seq if isinstance(model, _Model) else None
        ev = self._new_event("course", node, prompt, params, 1, run=kwargs.get("run"), seq2seq=seq2seq,
                             dtype=model.dtype if isinstance(model, _Model) else None)
        if kwargs.get("show", True) is not False:
            # The helper prints prompt + continuation itself (the continuation alone for
            # encoder-decoder models).
            self._emit_item("gen", self._gen(ev.index, 0, None if seq2seq is None else not seq2seq))
            self._emit_item("lit", "\n")
        return self._gen(ev.index, 0, False)
