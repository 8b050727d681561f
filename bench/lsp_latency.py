#!/usr/bin/env python3
"""Times `higsite lsp` the way an editor meets it: the first check (initialize), then the time
from a keystroke (textDocument/didChange) to the diagnostics it publishes, for typing in prose
(only the page and its twin are checked again), in a heading (and the pages that link to it) and
in the front matter: the title and the `order` (the page's navigation list is sorted again, and
the pages whose broken links' suggestions read titles are checked again). The debounce (50 ms)
is part of every keystroke's time.

    bench/lsp_latency.py HIGSITE CONTENT [KEYSTROKES]     prints a Markdown table
"""
import json, os, statistics, subprocess, sys, time

higsite, content = sys.argv[1], os.path.abspath(sys.argv[2])
keystrokes = int(sys.argv[3]) if len(sys.argv) > 3 else 20


class Server:
    def __init__(self):
        self.process = subprocess.Popen([higsite, "lsp", "--content", content], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, message):
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            if not byte:
                sys.exit("bench/lsp_latency.py: the server ended")
            header += byte
        length = int(header.split(b":")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def diagnostics(self, uri):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]


def milliseconds(since):
    return (time.perf_counter() - since) * 1000


def summary(times):
    times = sorted(times)
    p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
    return f"{statistics.median(times):.0f} | {p90:.0f} | {times[-1]:.0f}"


server = Server()
start = time.perf_counter()
server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
first = milliseconds(start)
server.send({"method": "initialized", "params": {}})

path = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(content, "ko"))
              for name in names if name.endswith(".md") and name != "_index.md")[0]
uri = "file://" + path
text = open(path, encoding="utf-8").read()
version = 1
start = time.perf_counter()
server.send({"method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}}})
server.diagnostics(uri)
opened = milliseconds(start)


def type_into(make_text, count):
    global version
    times = []
    for index in range(count):
        version += 1
        changed = make_text(index)
        start = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version},
                                                                     "contentChanges": [{"text": changed}]}})
        server.diagnostics(uri)
        times.append(milliseconds(start))
        time.sleep(0.1)
    return times


lines = text.split("\n")
prose = max(i for i, line in enumerate(lines) if line and not line.startswith(("#", "|", "-", "`", "<")))
heading = next(i for i, line in enumerate(lines) if line.startswith("## "))
in_prose = type_into(lambda i: "\n".join(lines[:prose] + [lines[prose] + " 가나다"[: 1 + i % 3]] + lines[prose + 1:]), keystrokes)
in_heading = type_into(lambda i: "\n".join(lines[:heading] + [lines[heading] + " 가나다"[: 1 + i % 3]] + lines[heading + 1:]),
                       max(3, keystrokes // 4))


def typed_in_title(index):
    # Inside the quotes when the title is quoted, as an editor's cursor would be.
    line = lines[title]
    typed = " 가나다"[: 1 + index % 3]
    changed = line[:-1] + typed + '"' if line.endswith('"') else line + typed
    return "\n".join(lines[:title] + [changed] + lines[title + 1:])


title = next(i for i, line in enumerate(lines) if line.startswith("title:"))
in_title = type_into(typed_in_title, keystrokes)
order = next((i for i, line in enumerate(lines) if line.startswith("order:")), None)
in_order = type_into(lambda i: "\n".join(lines[:order] + [lines[order] + str(i % 10)] + lines[order + 1:]),
                     max(3, keystrokes // 4)) if order is not None else []
broken = "\n".join(lines + ["[없는 페이지](no-such-page.md)", ""])
version += 1
server.send({"method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": broken}]}})
assert any(d["code"] == "broken-link" for d in server.diagnostics(uri)), "a broken link is reported"
server.request("shutdown", None)
server.send({"method": "exit"})
server.process.wait()

files = sum(1 for _, _, names in os.walk(content) for name in names if name.endswith(".md"))
print(f"`higsite lsp` on {files} pages ({os.path.relpath(path, content)} open):\n")
print("| what | ms |")
print("|---|---|")
print(f"| initialize (read and check everything) | {first:.0f} |")
print(f"| didOpen → diagnostics | {opened:.0f} |")
print("\n| keystroke → diagnostics (incl. 50 ms debounce) | median | p90 | max |")
print("|---|---|---|---|")
print(f"| in prose ({len(in_prose)} keystrokes) | {summary(in_prose)} |")
print(f"| in a heading ({len(in_heading)} keystrokes) | {summary(in_heading)} |")
print(f"| in the title ({len(in_title)} keystrokes) | {summary(in_title)} |")
if in_order:
    print(f"| in `order` ({len(in_order)} keystrokes) | {summary(in_order)} |")
