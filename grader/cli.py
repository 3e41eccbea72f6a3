"""Command-line options only; every command's work lives in ``grader.commands``.

Nothing heavy is imported here, so ``grader --help`` starts fast (torch loads on first use).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

DTYPE_CHOICES = ("float32", "bfloat16", "float16")



FORK_HELP = ("each notebook's kernel forked from a warm template inside the sandbox (libraries imported, model "
             "loaded once per lane) instead of started (default on); where the walls cannot be kept, kernels start "
             "on their own and the console says why (SECURITY.md, 'Forked kernels'). --no-fork-kernels, or "
             "$GRADER_FORK_KERNELS=0, starts every kernel on its own")


def _warm_kernels(text: str) -> int | None:
    if text.strip().lower() == "auto":
        return None
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 'auto' or a whole number >= 0, got {text!r}")
    return value

def _jobs(text: str) -> int | str:
    if text.strip().lower() == "auto":
        return "auto"
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected 'auto' or a whole number >= 1, got {text!r}")
    return value


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="grader",
        description="Grade LLM course notebooks; verify that cited model outputs are real.",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    v = sub.add_parser(
        "verify",
        help="could the model have produced this text with these decoding settings?",
        description="Exit 0 consistent, 1 inconsistent, 2 usage error, 3 model cannot be loaded, "
        "4 undetermined.",
    )
    v.add_argument("--model", default="smollm2-135m", help="hub id, local folder, or 'smollm2-135m' (default)")
    v.add_argument("--prompt", required=True, help="the exact prompt string")
    src = v.add_mutually_exclusive_group(required=True)
    src.add_argument("--text", help="the continuation only, as decoded from the new tokens")
    src.add_argument("--text-file", type=Path, help="read the continuation from this file (UTF-8)")
    v.add_argument("--temperature", type=float, default=1.0)
    v.add_argument("--top-p", type=float, default=1.0)
    v.add_argument("--top-k", type=int, default=None, help="default: the model's generation config, else 50")
    v.add_argument("--greedy", action="store_true", help="do_sample=False: the text must be the greedy output")
    v.add_argument("--max-new-tokens", type=int, default=None,
                   help="the generation's limit; with --greedy a shorter text must end where the model stops")
    v.add_argument("--dtype", choices=DTYPE_CHOICES, default="float32",
                   help="precision the text was generated in (suspicious tokens are replayed in it)")
    v.add_argument("--tolerance", type=float, default=None,
                   help="logit noise accepted as borderline (default 0.01)")
    v.add_argument("--search-budget", type=int, default=None,
                   help="max steps of the tokenisation search before 'undetermined' (default 400)")
    v.add_argument("--json", action="store_true", help="print one JSON object on stdout, nothing else")

    g = sub.add_parser("grade", help="grade notebooks: gradebook.csv, results.json, one HTML report each")
    g.add_argument("paths", nargs="+", type=Path, metavar="SUBMISSION_OR_DIR")
    g.add_argument("--activity", required=True, help="activity id (folder under activities/)")
    g.add_argument("--out", type=Path, required=True, help="output folder")
    g.add_argument("--model", default=None, help="override the activity's model (e.g. smollm2-135m offline)")
    g.add_argument("--lang", choices=("pt", "en"), default="pt", help="feedback language (default pt)")
    g.add_argument("--no-execute", action="store_true", help="grade the submitted outputs only, do not re-run")
    g.add_argument("--overrides", type=Path, default=None, metavar="FILE",
                   help="instructor adjustments, CSV or YAML (see docs/instructor.md)")
    g.add_argument("--lms-scale", type=float, default=None, metavar="N",
                   help="rescale the scores in lms.csv to 0..N (e.g. 10 or 100); default: rubric points")
    g.add_argument("--roster", type=Path, default=None, metavar="FILE",
                   help="the course's students (CSV: id, name, email, moodle/canvas/github/classroom ids); "
                        "roster students with no notebook get a 'missing' row (see docs/instructor.md)")
    g.add_argument("--lms", choices=("moodle", "canvas", "classroom", "github"), default=None,
                   help="also write the platform's grade import file (Moodle worksheet + feedback zip, Canvas "
                        "gradebook CSV, ...), scores scaled to --lms-scale (default: rubric points)")
    g.add_argument("--lms-assignment", default=None, metavar="NAME",
                   help="the assignment's name in the grade file (Canvas: 'Name (assignment id)' as in its "
                        "gradebook export); default: the activity's title")
    g.add_argument("--lms-worksheet", type=Path, default=None, metavar="FILE",
                   help="the platform's own grade file to fill in place (Moodle: the assignment's grading "
                        "worksheet, in any of the site languages the grader knows; Canvas: the gradebook export): "
                        "only the grade, the feedback comment and the grade's time are written, every other byte "
                        "stays as given")
    g.add_argument("--lms-lang", choices=_MOODLE_LANGS, default=None,
                   help="without --lms-worksheet: write Moodle's worksheet headers in the site's language "
                        "(Moodle's import finds its columns by the language's words; default: English)")
    g.add_argument("--lti", type=Path, default=None, metavar="CONFIG",
                   help="after grading, post the scores to the platform by LTI 1.3 (as grader publish --lti)")
    g.add_argument("--jobs", "-j", type=_jobs, default=1, metavar="N|auto",
                   help="grade in N worker processes, each loading the model once (default 1); 'auto' picks "
                        "workers, warm kernels and threads per kernel from the cores, the memory and the "
                        "activity's weight, and prints what it chose and why")
    g.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="distribute over a Dask cluster (e.g. tcp://host:8786) instead; needs 'distributed'")
    g.add_argument("--force", action="store_true",
                   help="re-grade submissions already graded and unchanged in --out (default: keep them)")
    g.add_argument("--quiet", "-q", action="store_true", help="no per-notebook progress lines")
    g.add_argument("--isolation", choices=("auto", "sandbox", "limits-only"), default=None,
                   help="how re-runs are isolated (default: $GRADER_ISOLATION, else auto; see SECURITY.md)")
    g.add_argument("--warm-kernels", type=_warm_kernels, default=None, metavar="N",
                   help="kernels each worker keeps started ahead, libraries imported and model loaded "
                        "(default auto: 1 where a core and the memory are free for it, else 0; 0 turns it off); "
                        "with warm kernels each kernel runs torch on its share of the cores ($OMP_NUM_THREADS, "
                        "if set, is the share's budget)")
    g.add_argument("--fork-kernels", action=argparse.BooleanOptionalAction, default=None, help=FORK_HELP)

    c = sub.add_parser("check", help="self-check one notebook before submitting")
    c.add_argument("notebook", type=Path)
    c.add_argument("--activity", required=True)
    c.add_argument("--model", default=None)
    c.add_argument("--lang", choices=("pt", "en"), default="pt")
    c.add_argument("--execute", action="store_true", help="re-run the notebook first (slower)")
    c.add_argument("--json", action="store_true")
    c.add_argument("--question", default=None, help="only this question's criteria (e.g. A.2)")

    ci_p = sub.add_parser(
        "ci", help="grade one notebook in CI: JUnit XML, a log summary, the GitHub job summary",
        description="Exit 0 when the notebook meets the bar (score >= --min-score; without it, no criterion "
        "failed or errored), 1 when it does not, 2 usage or spec error, 3 model cannot be loaded.")
    ci_p.add_argument("notebook", type=Path, nargs="?")
    ci_p.add_argument("--activity", default=None, help="activity id (folder under activities/); required to grade")
    ci_p.add_argument("--write-workflow", type=Path, default=None, metavar="REPO",
                      help="grade nothing: write the GitHub Classroom workflow into REPO/.github/workflows/ "
                      "(an assignment repository; with --activity, for that activity)")
    ci_p.add_argument("--model", default=None, help="override the activity's model (e.g. smollm2-135m offline)")
    ci_p.add_argument("--lang", choices=("pt", "en"), default="pt", help="feedback language (default pt)")
    ci_p.add_argument("--min-score", type=float, default=None,
                      help="exit 0 when the score reaches this (0 never fails on the score); "
                      "default: exit 1 when any criterion fails or errors")
    ci_p.add_argument("--junit", type=Path, default=Path("grader-junit.xml"),
                      help="JUnit XML report to write (default: grader-junit.xml)")
    ci_p.add_argument("--execute", action="store_true", help="re-run the notebook first (slower)")

    val = sub.add_parser("validate", help="check every activity and rubric file")
    val.add_argument("activities", nargs="*", help="activity ids (default: all)")

    r = sub.add_parser("release", help="write each activity's starter.ipynb from its solution.ipynb")
    r.add_argument("targets", nargs="*", help="activity ids or solution .ipynb files (default: every activity)")
    r.add_argument("--out", type=Path, help="starter to write (one solution only; default: starter.ipynb beside it)")
    r.add_argument("--check", action="store_true", help="write nothing; exit 1 if a starter differs from its solution")

    d = sub.add_parser("demo", help="run the main job offline on the embedded model and print the verdicts")
    d.add_argument("--out", type=Path, default=Path("grader-demo"), help="output folder (default: grader-demo)")
    d.add_argument("--execute", action="store_true", help="also re-execute every submission while grading (slower)")
    d.add_argument("--lang", choices=("pt", "en"), default="pt")
    d.add_argument("--activity", action="append", dest="activities", metavar="ID",
                   help="only this activity's demo (repeatable; default: all four)")
    d.add_argument("--fork-kernels", action=argparse.BooleanOptionalAction, default=None, help=FORK_HELP)

    ins = sub.add_parser("inspect", help="what the grader finds in a notebook and where (no model; instant)",
                         description="Each answer (the cell and how it was found), each run (parameters, "
                         "samples, source) and what could not be placed, and why; with --verify, how each run "
                         "was verified against the model.")
    ins.add_argument("notebook", type=Path)
    ins.add_argument("--activity", required=True, help="activity id (folder under activities/)")
    ins.add_argument("--json", action="store_true", help="print one JSON object on stdout, nothing else")
    ins.add_argument("--verify", action="store_true",
                     help="load the model and verify each run as grading does: exact, modulo presentation "
                          "(whitespace, quoting, markup), or not verified, with why (seconds, not instant)")
    ins.add_argument("--blocks", action="store_true",
                     help="also show what the readers read: each text cell rendered, each output as plain text")
    ins.add_argument("--model", default=None, help="the model that verifies (default: the activity's; "
                                                   "smollm2-135m offline)")
    rv = sub.add_parser("review", help="settle the needs-review criteria in the browser (a local web page)",
                        description="Serves a results folder's review queue on a local web page; the URL with its "
                        "access token is printed on stdout. Decisions go into OUT/review.sqlite and rewrite the "
                        "gradebook, results.json, lms.csv and the reports (see docs/instructor.md).")
    rv.add_argument("out", type=Path, metavar="OUT", help="the --out folder of a grader grade run")
    rv.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, this machine only)")
    rv.add_argument("--port", type=int, default=8765, help="port (default 8765; 0 picks a free one)")
    rv.add_argument("--reviewer", default=None, help="your name in the audit trail (default: the login name)")
    rv.add_argument("--lang", choices=("pt", "en"), default=None,
                    help="the pages' language (default: the language the results were graded in)")
    rv.add_argument("--lms-scale", type=float, default=None, metavar="N",
                    help="rescale lms.csv to 0..N (default: what grader grade used)")
    rv_io = rv.add_mutually_exclusive_group()
    rv_io.add_argument("--import-overrides", type=Path, default=None, metavar="FILE",
                       help="record an overrides file (CSV or YAML) as decisions, rewrite the outputs, and exit")
    rv_io.add_argument("--export-overrides", type=Path, default=None, metavar="FILE",
                       help="write the current decisions as an overrides CSV, and exit")
    pub = sub.add_parser(
        "publish", help="post a results folder's scores to the course platform by LTI 1.3 (grades service)",
        description="Each student's score and a link to their report, posted to the activity's line item "
        "(found or created, never duplicated) through LTI Advantage's Assignment and Grade Services. A re-run "
        "sends only what is new or changed (OUT/lti-journal.json); exit 1 when a post failed (run it again), "
        "3 when the platform cannot be reached or refuses the tool. See docs/instructor.md.")
    pub.add_argument("out", type=Path, nargs="?", metavar="OUT", help="the --out folder of a grader grade run")
    pub.add_argument("--lti", type=Path, required=True, metavar="CONFIG",
                     help="the tool's LTI 1.3 settings (YAML: client_id, token_url, private_key, lineitems_url, ...)")
    pub.add_argument("--roster", type=Path, default=None, metavar="FILE",
                     help="the course's students with the platform's user ids (an 'lti' column), when grade had none")
    pub.add_argument("--lms-scale", type=float, default=None, metavar="N",
                     help="scores on 0..N (default: what grader grade used, else the rubric's points)")
    pub.add_argument("--force", action="store_true", help="send every score again, with a fresh timestamp")
    pub.add_argument("--show-key", action="store_true",
                     help="post nothing: print the tool's public key (PEM and JWK) to register on the platform")
    for name, command in sub.choices.items():
        if name in _ACTIVITY_COMMANDS:
            command.add_argument("--activities", type=Path, default=None, dest="activities_dir", metavar="DIR",
                                 help="a folder of the course's own activities (DIR/<id>/activity.yaml, the rubric "
                                 "in DIR/<id>/rubric.yaml or DIR/../rubrics/<id>.yaml), searched before the "
                                 f"built-in ones; also ${_ACTIVITIES_ENV}")
    return p


_ACTIVITY_COMMANDS = {"grade", "check", "ci", "validate", "release", "demo", "inspect", "review", "publish"}
_MOODLE_LANGS = ("en", "pt_br", "pt", "es")  # grader.submissions.worksheet.MOODLE_LANGS (keeps --help light)
_ACTIVITIES_ENV = "GRADER_ACTIVITIES"  # grader.specs.schema.ACTIVITIES_ENV (not imported: keeps --help light)


def _use_activities_dir(folder: Path | None) -> None:
    """``--activities DIR``: through the environment, so worker processes and kernels' graders see it."""
    import os

    if folder is None:
        return
    if not folder.is_dir():
        from .core.errors import UsageError

        raise UsageError(f"--activities {folder}: no such folder",
                         fix="Pass a folder that holds <id>/activity.yaml for each of your activities.")
    current = os.environ.get(_ACTIVITIES_ENV)
    os.environ[_ACTIVITIES_ENV] = os.pathsep.join([str(folder.resolve())] + ([current] if current else []))


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    from .core.errors import GraderError

    try:
        _use_activities_dir(getattr(args, "activities_dir", None))
        return _dispatch(parser, args)
    except GraderError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if getattr(args, "fork_kernels", None) is not None:
        # read by every kernel pool (grader/running/kernel_pool.py), in this process and in the workers it starts
        os.environ["GRADER_FORK_KERNELS"] = "1" if args.fork_kernels else "0"
    if args.command == "verify":
        from .commands import verify

        if args.text_file is not None:
            try:
                text = args.text_file.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                parser.error(f"--text-file {args.text_file}: {exc}")
        else:
            text = args.text
        try:
            verify.check_usage(temperature=args.temperature, top_p=args.top_p, top_k=args.top_k,
                               max_new_tokens=args.max_new_tokens)
        except Exception as exc:  # noqa: BLE001 - reported as a usage error
            parser.error(str(exc))
        return verify.run(
            model=args.model, prompt=args.prompt, text=text, temperature=args.temperature, top_p=args.top_p,
            top_k=args.top_k, greedy=args.greedy, max_new_tokens=args.max_new_tokens, dtype=args.dtype,
            tolerance=args.tolerance, search_budget=args.search_budget, as_json=args.json,
        )
    if args.command == "grade":
        from .commands import grade

        return grade.run(paths=args.paths, activity=args.activity, out=args.out, model=args.model,
                         lang=args.lang, execute=not args.no_execute, overrides=args.overrides,
                         lms_scale=args.lms_scale, jobs=args.jobs, scheduler=args.scheduler, force=args.force,
                         quiet=args.quiet, isolation=args.isolation, warm_kernels=args.warm_kernels,
                         roster=args.roster, lms=args.lms, lms_assignment=args.lms_assignment,
                         lms_worksheet=args.lms_worksheet, lms_lang=args.lms_lang, lti=args.lti)
    if args.command == "check":
        from .commands import check

        if not args.notebook.is_file():
            parser.error(f"{args.notebook}: no such file")
        return check.run(notebook=args.notebook, activity=args.activity, model=args.model, lang=args.lang,
                         execute=args.execute, as_json=args.json, question=args.question)
    if args.command == "ci":
        from .commands import ci

        if args.write_workflow is not None:
            return ci.write_workflow(args.write_workflow, activity=args.activity)
        if args.notebook is None or args.activity is None:
            parser.error("ci needs NOTEBOOK and --activity ID (or --write-workflow REPO)")
        return ci.run(notebook=args.notebook, activity=args.activity, model=args.model, lang=args.lang,
                      min_score=args.min_score, junit=args.junit, execute=args.execute)
    if args.command == "validate":
        from .commands import validate

        return validate.run(activities=args.activities or None)
    if args.command == "release":
        from .commands import release

        return release.run(targets=args.targets, out=args.out, check=args.check)
    if args.command == "demo":
        from .commands import demo

        return demo.run(out=args.out, execute=args.execute, lang=args.lang, activities=args.activities)
    if args.command == "inspect":
        from .commands import inspect

        if not args.notebook.is_file():
            parser.error(f"{args.notebook}: no such file")
        return inspect.run(notebook=args.notebook, activity=args.activity, as_json=args.json,
                           verify=args.verify, model=args.model, blocks=args.blocks)
    if args.command == "review":
        from .commands import review

        return review.run(out=args.out, host=args.host, port=args.port, reviewer=args.reviewer,
                          lms_scale=args.lms_scale, import_overrides=args.import_overrides,
                          export_overrides=args.export_overrides, lang=args.lang)
    if args.command == "publish":
        from .commands import publish

        if args.show_key:
            return publish.show_key(args.lti)
        if args.out is None:
            parser.error("publish needs OUT (the results folder), or --show-key")
        return publish.run(out=args.out, lti=args.lti, lms_scale=args.lms_scale, roster=args.roster,
                           force=args.force)
    parser.error(f"unknown command {args.command!r}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
