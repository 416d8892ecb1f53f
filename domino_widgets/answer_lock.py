"""Whether the teacher has switched the answers off (``teaching.lock_answers``): one switch for
the exercises and the lessons' steps, in a module of its own, so that a board asking it loads
nothing else (the exercises' module costs a lesson's first board time in the browser)."""

LOCKED = [False]
"""The switch (a list: every module that imported it sees it change)."""


def answers_locked() -> bool:
    return LOCKED[0]
