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
    """Static files with the MIME types Pyodide needs; revalidated on every load, as real static
    hosts do it: every file has an ETag (from its size and time), and a request that names it in
    If-None-Match gets 304 and no body (so a service worker copying the site into its cache after a
    first visit costs requests, not bytes). With ``gzip`` on (the benchmark's first visit), a client
    that accepts it gets every file but the already compressed ones gzipped, as a static host
    serves them (the gzipped copy has its own ETag)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    protocol_version = "HTTP/1.1"  # as static hosts answer (a browser trusts no ETag of HTTP/1.0)
    quiet = False
    gzip = False

    def end_headers(self) -> None:
        # The engine wheel keeps its name while its version stays the same: make browsers
        # revalidate (cheap: the ETag answers 304) instead of using a stale copy.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def do_GET(self) -> None:
        self._etag = None  # one connection answers many requests (HTTP/1.1)
        path = Path(self.translate_path(self.path))
        if not path.is_file():
            super().do_GET()
            return
        zipped = (self.gzip and path.suffix not in STORED
                  and "gzip" in self.headers.get("Accept-Encoding", ""))
        stat = path.stat()
        tag = f'"{stat.st_size:x}-{stat.st_mtime_ns:x}{"-gz" if zipped else ""}"'
        if tag in [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]:
            self.send_response(304)
            self.send_header("ETag", tag)
            self.end_headers()
            return
        if not zipped:
            self._etag = tag
            super().do_GET()
            return
        body = self.server.gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("ETag", tag)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        self.server.count(len(body))  # before the write: a client may read the last byte first
        self.wfile.write(body)

    def send_header(self, keyword: str, value: str) -> None:
        super().send_header(keyword, value)
        if keyword == "Last-Modified" and getattr(self, "_etag", None):  # a plain file's 200
            super().send_header("ETag", self._etag)
            self._etag = None

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

    def precompress(self, directory: Path) -> None:
        """Gzip now every file of `directory` that is served gzipped, as a static host does ahead of
        its visitors (the benchmark's first visit: gzipping Pyodide's wasm takes ~0.5 s, which the
        first page to ask for it would otherwise wait for)."""
        for path in sorted(directory.rglob("*")):
            if path.is_file() and path.suffix not in STORED:
                self.gzipped(path)

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
