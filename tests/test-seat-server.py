#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-seat-server.py: the seats' pages served to phones (issue 36,
items 1-5), against `house-divided-cli campaign serve` on loopback: the
page and its headers, each key showing its own seat only, orders from a
phone carried out or refused with their rule and kept in the save, the
live stream following the umpire's move, revoked keys, and hostile
requests (wrong keys until the address is shut out, paths out of the
tree, too many or too large headers, bodies too large or of no length,
stalled and too many connections) answered without a leak, the server
responsive after each.  Output is TAP."""
import json
import socket
import sys
import time
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from seat_serve import Served  # noqa: E402
from tap import finish, report  # noqa: E402

cli = sys.argv[1]


def check(name, cond, detail=""):
    report(cond, name, detail)


def raw(port, data, wait=3.0):
    """What the server answers to @data sent as is ("" if it closed)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=wait)
    try:
        s.sendall(data)
        out = b""
        while True:
            try:
                chunk = s.recv(65536)
            except (socket.timeout, ConnectionResetError):
                break
            if not chunk:
                break
            out += chunk
        return out
    finally:
        s.close()


def status_of(answer):
    try:
        return int(answer.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return 0


def responsive(srv, seat="union"):
    t0 = time.monotonic()
    status, _, _ = srv.request("GET", srv.path(seat, "view"))
    # within 5 s on a loaded machine (the sanitizers, three tests at once):
    # a stalled server never answers, a busy one answers late
    return status == 200 and time.monotonic() - t0 < 5


def read_event(sock, buffer):
    """The next server-sent event's data (JSON), reading @sock as needed."""
    while b"\n\n" not in buffer[0]:
        chunk = sock.recv(65536)
        if not chunk:
            raise EOFError("the stream closed")
        buffer[0] += chunk
    event, buffer[0] = buffer[0].split(b"\n\n", 1)
    for line in event.split(b"\n"):
        # chunked encoding: the size lines are not "data:" lines
        if line.startswith(b"data: "):
            return json.loads(line[len(b"data: "):])
    return read_event(sock, buffer)


def test_page(srv):
    status, headers, body = srv.request("GET", srv.path("union"))
    csp = headers.get("Content-Security-Policy", "")
    check("the page is served under its key", status == 200 and b"seat.js" in body, status)
    check("with a strict Content-Security-Policy", "default-src 'none'" in csp and "script-src 'self'" in csp, csp)
    check("and no referrer, nothing cached", headers.get("Referrer-Policy") == "no-referrer"
          and headers.get("Cache-Control") == "no-store", headers)
    for name, kind in (("seat.js", "text/javascript"), ("seat.css", "text/css"), ("board.svg", "image/svg+xml")):
        status, headers, body = srv.request("GET", srv.path("union", name))
        check("%s is served as %s" % (name, kind), status == 200 and headers.get("Content-Type") == kind
              and len(body) > 100, (status, headers))


def test_views(srv):
    union, confederate = srv.view("union"), srv.view("confederate")
    check("the Union's key shows President Lincoln's page", union["seat"] == "union"
          and union["label"] == "President Lincoln", union["label"])
    check("the Confederacy's key shows President Davis's page", confederate["seat"] == "confederate", confederate["seat"])
    check("each page holds its own side's forces only",
          all(f["side"] == "union" for f in union["forces"]) and len(union["forces"]) > 0
          and all(f["side"] == "confederate" for f in confederate["forces"]), "")
    text = json.dumps(union)
    leaked = [f["label"] for f in confederate["forces"] if f["label"] in text]
    check("no Confederate formation is named on the Union's page", not leaked, leaked)


def test_stream(srv):
    s = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
    s.sendall(("GET %s HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n" % srv.path("union", "events"))
              .encode())
    buffer = [b""]
    first = read_event(s, buffer)
    check("the live stream starts with the seat's page", first["seat"] == "union", first.get("seat"))
    srv.umpire("set-base side=union number=4")
    srv.expect("done ")
    try:
        second = read_event(s, buffer)
    except (socket.timeout, EOFError) as e:
        second = {"guide": {"headline": str(e)}}
    check("the umpire's move is pushed to the seat's page",
          second["guide"]["headline"] != first["guide"]["headline"], second["guide"]["headline"])
    srv.umpire("phones")
    counted = srv.expect("phones union")
    check("the server counts the phone that shows the seat", counted == "phones union 1", counted)
    s.close()
    # the page closed: its stream is ended within the sweeper's second
    for _ in range(30):
        time.sleep(0.2)
        srv.umpire("phones")
        counted = srv.expect("phones union")
        if counted == "phones union 0":
            break
    check("a phone that closes the page is no longer counted", counted == "phones union 0", counted)


def test_orders(srv):
    srv.umpire("march-die die=4")
    srv.expect("done ")
    status, answer = srv.order("confederate", {"order": "allot", "formation": 69, "marches": 4})
    check("an order from the seat whose turn it is not is refused with its rule",
          status == 422 and "Campaign" in answer.get("error", ""), answer)
    status, answer = srv.order("union", {"order": "move", "formation": "69"})
    check("what is not an order is refused", status == 422 and answer["ok"] is False, answer)
    status, answer = srv.order("union", {"order": "allot", "formation": 69, "marches": 4})
    check("the president's allotment from his phone is carried out", status == 200 and answer["ok"], answer)
    line = srv.expect("order union")
    check("and the umpire's terminal says so", "VII Corps" in line, line)
    moves = srv.view("union")["moves"]
    ways = [t["box"] for m in moves if m["formation"] == 69 for t in m["to"]]
    check("the page lists where VII Corps may march", "cleveland" in ways and "richmond" not in ways, ways)
    status, answer = srv.order("union", {"order": "move", "formation": 69, "to": "cleveland", "mode": "flying"})
    check("a way of marching that is none is refused", status == 422 and answer["ok"] is False, answer)
    status, answer = srv.order("union", {"order": "move", "formation": 69, "to": "cleveland", "mode": "sea"})
    check("a sea move from an inland box is refused with its rule",
          status == 422 and "Campaign 7" in answer.get("error", ""), answer)
    status, answer = srv.order("union", {"order": "move", "formation": 69, "to": "richmond"})
    check("a march one march does not reach is refused with its rule",
          status == 422 and "Campaign 7" in answer.get("error", ""), answer)
    status, answer = srv.order("union", {"order": "move", "formation": 69, "to": "cleveland"})
    check("a march the rules allow is carried out", status == 200 and answer["ok"], answer)
    srv.expect("order union")
    with open(srv.save, "rb") as f:
        saved = f.read()
    check("and kept in the save at once", b"cleveland" in saved, len(saved))


def test_revoke(srv):
    old = srv.path("confederate", "view")
    live = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
    live.sendall(("GET %s HTTP/1.1\r\nHost: x\r\n\r\n" % srv.path("confederate", "events")).encode())
    read_event(live, [b""])
    srv.umpire("revoke confederate")
    srv.expect("revoked ")
    try:
        rest = b""
        while True:
            chunk = live.recv(65536)
            if not chunk:
                break
            rest += chunk
        ended = True
    except (socket.timeout, ConnectionResetError):
        ended = False
    live.close()
    check("a revoked key's live page is ended at once", ended)
    status, _, _ = srv.request("GET", old)
    check("a revoked key opens nothing", status == 403, status)
    srv.umpire("share confederate")
    line = srv.expect("confederate ")
    srv.urls["confederate"] = line.split()[1]
    check("a new key is issued in its place", srv.path("confederate", "view") != old
          and srv.view("confederate")["seat"] == "confederate", line)


def test_paths(srv):
    token_path = srv.path("union")
    for path in ("/", "/seat/", "/seat/union/", "/seat/" + "A" * 22 + "/", "/etc/passwd",
                 token_path + "../../etc/passwd", token_path + "..%2f..%2fetc%2fpasswd",
                 token_path + "%2e%2e/%2e%2e/etc/passwd", token_path + "view/../../", token_path + "nothing"):
        answer = raw(srv.port, ("GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path).encode())
        check("%s is not served" % path, status_of(answer) in (400, 403, 404) and b"root:" not in answer
              and srv.folder.name.encode() not in answer, answer[:200])
    for method in ("PUT", "DELETE", "OPTIONS"):
        status, _, _ = srv.request(method, srv.path("union", "view"))
        check("%s is not allowed" % method, status == 405, status)


def test_bounds(srv):
    port, path = srv.port, srv.path("union", "view")
    many = "".join("X-H%d: y\r\n" % i for i in range(60))
    answer = raw(port, ("GET %s HTTP/1.1\r\nHost: x\r\n%s\r\n" % (path, many)).encode())
    check("too many headers are refused", status_of(answer) == 431, answer[:100])
    answer = raw(port, ("GET %s HTTP/1.1\r\nHost: x\r\nX-Big: %s\r\n\r\n" % (path, "y" * 100000)).encode())
    check("a header too large is refused", status_of(answer) != 200, answer[:100])
    check("the server answers after it", responsive(srv))
    answer = raw(port, ("POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n%s"
                        % (srv.path("union", "order"), "y" * 4096)).encode())
    check("a body larger than an order is not read", status_of(answer) != 200, answer[:100])
    answer = raw(port, ("POST %s HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1000\r\n%s\r\n"
                        % (srv.path("union", "order"), "y" * 4096)).encode())
    check("a body of no stated length is not read", status_of(answer) != 200, answer[:100])
    check("the server answers after them", responsive(srv))


def start_slow(srv):
    """A request begun and never finished: the server must cut it off."""
    slow = socket.create_connection(("127.0.0.1", srv.port), timeout=30)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")   # and never the rest
    return slow, time.monotonic()


def check_slow(slow, started):
    try:
        gone = slow.recv(1) == b""
    except (socket.timeout, ConnectionResetError):
        gone = False
    waited = time.monotonic() - started
    check("a request never finished is cut off in its time", gone and waited < 16, waited)
    slow.close()


def test_connections(srv):
    held = [socket.create_connection(("127.0.0.1", srv.port), timeout=2) for _ in range(12)]
    closed = 0
    for s in held:
        try:
            closed += s.recv(1) == b""
        except socket.timeout:
            pass
    # at most 8 open from this address, the slow connection's among them
    check("connections from one address are bounded", 0 < 12 - closed <= 7, closed)
    for s in held:
        s.close()
    time.sleep(0.5)
    check("the server answers once they are gone", responsive(srv))


def test_wrong_keys(srv):
    # the revoked key and the made-up ones above counted already
    statuses = [srv.request("GET", "/seat/%022d/view" % i)[0] for i in range(10)]
    shut = statuses.index(429) if 429 in statuses else len(statuses)
    check("wrong keys are refused", shut > 0 and statuses[:shut] == [403] * shut, statuses)
    status, _, body = srv.request("GET", "/seat/%022d/view" % 99)
    check("then the address is shut out for a while", status == 429 and statuses[shut:] == [429] * (10 - shut),
          statuses)
    status, _, _ = srv.request("GET", srv.path("union", "view"))
    check("even with a right key", status == 429, status)


def test_german():
    """The page speaks the umpire's language (its words come with the data)."""
    german = Served(cli, seats=("union",), language="de")
    try:
        view = german.view("union")
        check("the page's words are German when the program is",
              view["words"]["reports"] == "Meldungen" and view["label"] == "Präsident Lincoln", view["words"])
        status, _, body = german.request("GET", "/seat/%s/view" % ("B" * 22))
        check("and so are its refusals", status == 403 and "Schlüssel" in body.decode(), body)
    finally:
        german.close()


test_german()
srv = Served(cli)
try:
    # waited out while the rest runs
    slow = start_slow(srv)
    test_page(srv)
    test_views(srv)
    test_stream(srv)
    test_orders(srv)
    test_revoke(srv)
    test_paths(srv)
    test_bounds(srv)
    test_connections(srv)
    check_slow(*slow)
    test_wrong_keys(srv)
finally:
    status = srv.close()
check("the server stops cleanly at the umpire's quit", status == 0, "\n".join(srv.errors))
finish()
