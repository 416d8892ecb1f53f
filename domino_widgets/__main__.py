"""``python -m domino_widgets``: the same command line as ``domino-widgets`` (see ``cli``)."""

import sys

from .cli import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
