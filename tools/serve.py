"""Serving site/: a threaded static server with the MIME types Pyodide needs.

make_server() is what `python3 build.py serve`, the benchmark and the browser tests
(e2e/conftest.py) serve site/ with; serve() runs it on 127.0.0.1 until Ctrl-C.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import os
import sys
import threading
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


# Already compressed: a static host sends these as they are.
STORED = {".zip", ".whl", ".png", ".woff2"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs; revalidated on every load. With ``gzip`` on
    (the benchmark's first visit), a client that accepts it gets every file but the already
    compressed ones gzipped, as a static host serves them."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False
    gzip = False

    def end_headers(self) -> None:
        # The engine wheel keeps its name while its version stays the same: make browsers
        # revalidate (cheap: If-Modified-Since answers 304) instead of using a stale copy.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def do_GET(self) -> None:
        path = Path(self.translate_path(self.path))
        if (self.gzip and path.is_file() and path.suffix not in STORED
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            body = self.server.gzipped(path)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.server.count(len(body))  # before the write: a client may read the last byte first
            self.wfile.write(body)
            return
        super().do_GET()

    def copyfile(self, source, outputfile) -> None:
        # counted before the copy: a client may have read the last byte before this thread goes on
        self.server.count(os.fstat(source.fileno()).st_size - source.tell())
        super().copyfile(source, outputfile)

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """Counts the body bytes it sent (``sent``), for the benchmark's first visit."""

    daemon_threads = True

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sent = 0
        self._lock = threading.Lock()
        self._gzipped: dict[Path, bytes] = {}

    def count(self, n: int) -> None:
        with self._lock:
            self.sent += n

    def gzipped(self, path: Path) -> bytes:
        with self._lock:
            if path not in self._gzipped:
                self._gzipped[path] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
            return self._gzipped[path]

    def handle_error(self, request, client_address) -> None:
        # A browser that closes a page mid-download resets the connection: not worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False, gzip: bool = False) -> SiteServer:
    """A threaded static server for directory; port 0 picks a free port (see server_address)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet, "gzip": gzip})
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
