"""What the grader writes: per-student reports (:mod:`.report`), the class summary
(:mod:`.summary`), the gradebook and LMS files (:mod:`.gradebook`, :mod:`.lms`), JUnit
(:mod:`.junit`), integrity flags (:mod:`.integrity`) and instructor overrides
(:mod:`.overrides`). Imports submissions (platform formats), reading, modelling, specs, core.
"""
