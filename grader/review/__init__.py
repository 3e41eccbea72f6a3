"""grader review: see grader/review/app.py."""
