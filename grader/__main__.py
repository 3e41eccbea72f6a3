"""``python -m grader`` is the same as the ``grader`` console script."""

import sys

from .cli import main

sys.exit(main())
