"""One module per user-facing command, each with a keyword-only ``run(...)`` returning an exit code."""
