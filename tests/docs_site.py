"""The documentation site, built once per test session for tests/test_docs.py and
tests/test_docs_browser.py (a helper module, not a test file)."""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "docs" / "mkdocs.yml"
# a hang guard: the build takes about 2 min alone, and 4x that on a busy machine
BUILD_TIMEOUT_S = 900


@dataclass(frozen=True)
class Build:
    site: Path  # the built site
    output: str  # what mkdocs printed (stdout and stderr)
    returncode: int
    seconds: float


@functools.cache
def built_site() -> Build:
    """``mkdocs build --strict`` into a temporary folder (removed when the session ends)."""
    out = Path(tempfile.mkdtemp(prefix="domino-docs-"))
    atexit.register(shutil.rmtree, out, True)
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}  # mkdocs-material's banner, not a warning
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(CONFIG),
           "-d", str(out / "site")]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=BUILD_TIMEOUT_S)
    seconds = time.monotonic() - t0
    print(f"\ndocs: mkdocs build --strict in {seconds:.1f} s")
    return Build(out / "site", proc.stdout + proc.stderr, proc.returncode, seconds)


def built_site_or_fail() -> Path:
    """The built site, or the test fails with the end of mkdocs' output."""
    import pytest

    build = built_site()
    if build.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed:\n{build.output[-4000:]}", pytrace=False)
    return build.site
