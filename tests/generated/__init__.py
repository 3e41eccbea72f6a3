"""Generated notebook shapes (issue 21, item 4): the instrument that tells whether the grader reads
notebooks as a careful TA would. ``shapes`` draws and builds notebooks, ``claims`` writes their
answers with the TA's verdicts, ``render`` their code and outputs, ``compare`` grades and classifies;
``make_pool.py`` writes the real model outputs they are built from. See benchmarks/generated_notebooks.py
and tests/test_generated_notebooks.py."""
