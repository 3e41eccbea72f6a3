"""Submissions as course platforms export them, and grades back in their import formats.

* ``archive``: a download (zip or folder) read safely;
* ``moodle``, ``canvas``, ``classroom``, ``github``: each platform's naming (who sent which
  file) and grade file;
* ``roster``: ``--roster FILE``, the course's ids and names;
* ``intake``: one notebook per student under a stable id, ``OUT/intake.json`` / ``intake.csv``;
* ``export``: ``--lms`` grade files and the gradebook's intake columns and ``missing`` rows.
"""
