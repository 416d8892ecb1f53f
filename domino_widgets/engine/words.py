"""Messages that name a player read right for "You" as for "Anna"."""


def subject(name: str, third_person: str, plain: str) -> str:
    """``Anna does not hold`` / ``You do not hold``: the verb agrees with the name."""
    return f"{name} {plain if name.strip().lower() == 'you' else third_person}"
