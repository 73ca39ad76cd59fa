#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""seat_serve.py: a campaign served to phones for the tests (issue 36):
a new campaign's save in a temporary folder and `house-divided-cli
campaign serve --loopback` on it, its seats' addresses read from its
first lines; the umpire's lines written to its standard input and what
it prints read back; plain HTTP requests to it."""
import http.client
import json
import os
import queue
import subprocess
import tempfile
import threading
import urllib.parse


class Served:
    def __init__(self, cli, seats=("union", "confederate"), language=""):
        self.folder = tempfile.TemporaryDirectory(prefix="hd-seat-")
        self.save = os.path.join(self.folder.name, "campaign.hdc")
        env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE=language)
        subprocess.run([cli, "campaign", "new", "--save", self.save], check=True, env=env)
        args = [cli, "campaign", "serve", "--loopback"]
        for seat in seats:
            args += ["--seat", seat]
        self.proc = subprocess.Popen(args + [self.save], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, env=env, bufsize=1)
        self.lines = queue.Queue()
        self.errors = []
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._pump, args=(self.proc.stderr, self.errors.append), daemon=True).start()
        self.port = int(self.expect("port ").split()[1])
        self.urls = {}
        for seat in seats:
            self.urls[seat] = self.expect(seat + " ").split()[1]

    @staticmethod
    def _pump(stream, put):
        for line in stream:
            put(line.rstrip("\n"))

    def expect(self, prefix, timeout=20):
        """The next line printed that starts with @prefix (others skipped)."""
        while True:
            line = self.lines.get(timeout=timeout)
            if line.startswith(prefix):
                return line

    def umpire(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def path(self, seat, rest=""):
        return urllib.parse.urlsplit(self.urls[seat]).path + rest

    def request(self, method, path, body=None, headers=None, timeout=10):
        """(status, headers, body) of one request, on a connection of its own."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            r = conn.getresponse()
            return r.status, dict(r.getheaders()), r.read()
        finally:
            conn.close()

    def view(self, seat):
        status, _, body = self.request("GET", self.path(seat, "view"))
        assert status == 200, status
        return json.loads(body)

    def order(self, seat, order):
        status, _, body = self.request("POST", self.path(seat, "order"), json.dumps(order),
                                       {"Content-Type": "application/json"})
        return status, json.loads(body)

    def close(self):
        if self.proc.poll() is None:
            try:
                self.umpire("quit")
                self.proc.stdin.close()
                self.proc.wait(timeout=20)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        self.folder.cleanup()
        return self.proc.returncode
