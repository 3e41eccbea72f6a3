"""One module per user-facing command, each with a keyword-only ``run(...)`` returning an exit code
(``grader.cli`` parses the arguments and calls it). The top room: it may import every other room;
none imports it."""
