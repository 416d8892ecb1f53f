"""A process's children and whether one has ended, read from /proc (the Ctrl-C tests), and a
child that Ctrl-C reaches."""

from __future__ import annotations

import signal
from pathlib import Path


def hears_ctrl_c() -> None:
    """``preexec_fn`` of a Ctrl-C test's child: SIGINT as a terminal gives it. A shell that
    starts a job with ``&`` and no job control ignores SIGINT in it, and Python started with
    SIGINT ignored never raises KeyboardInterrupt, so the test would wait for the whole run."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def gone(pid: int) -> bool:
    """The process has ended (no entry, or a zombie waiting for its parent)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return True
    return state == "Z"
