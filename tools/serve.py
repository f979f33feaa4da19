"""Serving site/: a threaded static server with the MIME types Pyodide needs.

make_server() is what `python3 build.py serve`, the benchmark and the browser tests
(e2e/conftest.py) serve site/ with; serve() runs it on 127.0.0.1 until Ctrl-C.
"""

from __future__ import annotations

import functools
import http.server
import sys
from pathlib import Path

from .common import SITE, die

MIME_TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs; revalidated on every load."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        # The engine wheel keeps its name while its version stays the same: make browsers
        # revalidate (cheap: If-Modified-Since answers 304) instead of using a stale copy.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        # A browser that closes a page mid-download resets the connection: not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False) -> SiteServer:
    """A threaded static server for directory; port 0 picks a free port (see server_address)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet})
    return SiteServer((host, port), functools.partial(handler, directory=str(directory)))


def serve(port: int) -> None:
    try:
        server = make_server(SITE, port=port)
    except OSError as err:
        die(f"cannot listen on 127.0.0.1:{port} ({err.strerror}); try --port with another number")
    host, real_port = server.server_address[:2]
    print(f"\nServing the game table at http://{host}:{real_port}/  (Ctrl-C stops)\n", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nbuild.py: stopped", flush=True)
    finally:
        server.server_close()
