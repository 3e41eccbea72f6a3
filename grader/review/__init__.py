"""``grader review``: the instructor's browser page over a graded class: the queue of items left for
review (:mod:`.store` keeps the decisions), the pages (:mod:`.app`), and what a decision rewrites
(:mod:`.outputs`: gradebook, reports, platform files), the pages' words in pt and en (:mod:`.text`).
Imports grading, output and the rooms below."""
