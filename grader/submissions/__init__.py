"""Submissions as course platforms export them, and grades back in their import formats.

* ``archive``: a download (zip or folder) read safely;
* ``moodle``, ``canvas``, ``classroom``, ``github``: each platform's naming (who sent which
  file) and grade file;
* ``roster``: ``--roster FILE``, the course's ids and names;
* ``intake``: one notebook per student under a stable id, ``OUT/intake.json`` / ``intake.csv``;
* ``export``: ``--lms`` grade files and the gradebook's intake columns and ``missing`` rows;
* ``worksheet``: the platform's own grade file filled in place (``--lms-worksheet``) and Moodle's
  worksheet headers in the site's language (``--lms-lang``);
* ``lti``: scores posted to the platform by LTI 1.3 Assignment and Grade Services (``grader publish``).
"""
