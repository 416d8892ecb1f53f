"""Serve a built JupyterLite site (``bash scripts/lite.sh OUTDIR``) on this machine only.

``python tools/lite/serve.py OUTDIR [--port 8000]``, then open http://127.0.0.1:8000/ (the start
lesson, in the learners' view) or http://127.0.0.1:8000/lab/index.html?path=08_cross.ipynb (a
lesson in JupyterLab). Any static web server will do; this one names the types that module
scripts and WebAssembly need on every Python version.
"""

from __future__ import annotations

import argparse
import functools
import http.server
from pathlib import Path

TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".ipynb": "application/json"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types, and no log line per request."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def make_server(site: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server of ``site`` on 127.0.0.1 (``port`` 0: any free one)."""
    handler = functools.partial(SiteHandler, directory=str(site))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = make_server(args.site, args.port)
    print(f"serving {args.site} at http://127.0.0.1:{server.server_address[1]}/", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
