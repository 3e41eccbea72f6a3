"""Automated grading for LLM course notebooks."""
