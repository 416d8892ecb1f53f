"""The widgets' own dependencies, imported without a look in the learner's folder.

Python looks for a top-level module in the working folder first (``""`` at the head of
``sys.path`` in a notebook's kernel). In the browser version that folder is the browser's
storage, and each look there is a request through the page, about 4 ms: importing anywidget
(with ipywidgets, psygnal and typing_extensions) made five of them before a lesson's first
board (issue 39). The site's own kernels now keep the folder last on the path
(tools/lite/build.py, ``WORKING_FOLDER_LAST``); everywhere else it stays first, and the
package's dependencies must still never come from it: a file of the learner's named
``psygnal.py`` must not stand in for the library.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def without_working_folder() -> Iterator[None]:
    """Inside the block, imports look everywhere but the working folder (``""`` is taken out
    of ``sys.path``, and put back where it was afterwards)."""
    taken = [k for k, entry in enumerate(sys.path) if entry == ""]
    for k in reversed(taken):
        del sys.path[k]
    try:
        yield
    finally:
        for k in taken:
            sys.path.insert(k, "")
