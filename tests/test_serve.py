"""The static server (tools/serve.py) answers conditional requests the way real static hosts do
(issue 31): HTTP/1.1, an ETag on every file, 304 without a body when the ETag still matches, for
plain and gzipped answers alike, and a keep-alive connection never carries one answer's ETag into
the next."""

import http.client
import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tools.serve import make_server  # noqa: E402


@pytest.fixture
def site(tmp_path):
    (tmp_path / "page.html").write_text("<p>hello</p>" * 50)
    (tmp_path / "engine.whl").write_bytes(b"PK" + bytes(range(256)) * 20)
    server = make_server(tmp_path, port=0, quiet=True, gzip=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield tmp_path, server
    server.shutdown()
    server.server_close()


def get(connection, path, gzip=False, etag=None):
    headers = {**({"Accept-Encoding": "gzip"} if gzip else {}), **({"If-None-Match": etag} if etag else {})}
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    return response.status, dict(response.getheaders()), response.read()


@pytest.mark.parametrize("path,gzip", [("/page.html", True), ("/page.html", False), ("/engine.whl", True)])
def test_a_file_that_did_not_change_is_answered_304_without_its_body(site, path, gzip):
    folder, server = site
    connection = http.client.HTTPConnection(*server.server_address[:2])
    status, headers, body = get(connection, path, gzip)
    assert status == 200 and body and headers["ETag"]
    assert (headers.get("Content-Encoding") == "gzip") == (gzip and path.endswith(".html"))
    sent = server.sent
    status, again, body = get(connection, path, gzip, headers["ETag"])  # the same connection
    assert (status, body, again["ETag"]) == (304, b"", headers["ETag"]) and server.sent == sent
    # another ETag (the file changed, or the other encoding's) gets the whole file again
    status, _, body = get(connection, path, gzip, '"stale"')
    assert status == 200 and body and server.sent > sent
    (folder / path[1:]).write_bytes((folder / path[1:]).read_bytes() + b"!")
    status, changed, body = get(connection, path, gzip, headers["ETag"])
    assert status == 200 and changed["ETag"] != headers["ETag"]


def test_the_gzipped_and_plain_answers_have_their_own_etags(site):
    _, server = site
    connection = http.client.HTTPConnection(*server.server_address[:2])
    _, zipped, _ = get(connection, "/page.html", gzip=True)
    _, plain, _ = get(connection, "/page.html")
    assert zipped["ETag"] != plain["ETag"] and zipped["Vary"] == "Accept-Encoding"
    status, _, body = get(connection, "/page.html", etag=zipped["ETag"])  # a gzip ETag for plain
    assert status == 200 and body.startswith(b"<p>")


def test_precompress_gzips_ahead_what_is_served_gzipped(site):
    folder, server = site
    server.precompress(folder)
    assert set(server._gzipped) == {folder / "page.html"}  # not the wheel: a static host sends it as it is
    connection = http.client.HTTPConnection(*server.server_address[:2])
    status, headers, body = get(connection, "/page.html", gzip=True)
    assert status == 200 and headers["Content-Encoding"] == "gzip" and body == server._gzipped[folder / "page.html"]
    assert len(server._gzipped) == 1  # the answer was the copy made ahead
