"""`motionbook serve` of a copy of a course in a temporary folder, for the serve browser test and
the edit-loop benchmark (scripts/bench-site), and a headless Chromium for it.

    with ServedCourse(tool, content, translations, theme) as served:
        served.url("de/01-basics.html"); served.edit("de/01-basics.md", change)
"""
import os
import re
import shutil
import subprocess
import tempfile
import threading

from browser_support import make_driver  # noqa: F401 (the driver for served pages)


class ServedCourse:
    """Copies CONTENT into a temporary folder and serves it with TOOL on a free port; `lines`
    collects what serve prints ("rebuilt _site in N ms" after each rebuild)."""

    def __init__(self, tool, content, translations, theme, cache=None, prepare=None):
        self.folder = tempfile.mkdtemp(prefix="motionbook-serve-")
        self.content = os.path.join(self.folder, "content")
        shutil.copytree(content, self.content)
        if prepare:
            prepare(self.content)
        arguments = [tool, "serve", "--port", "0", "--content", self.content, "--translations", translations,
                     "--theme", theme, "--output", os.path.join(self.folder, "_site")]
        if cache:
            arguments += ["--cache", cache]
        self.process = subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.errors = []
        self.changed = threading.Condition()
        first = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", first)
        if not match:
            self.close()
            raise RuntimeError(f"serve did not start: {first!r} {self.process.stderr.read()!r}")
        self.port = int(match.group(1))
        threading.Thread(target=self._collect, args=(self.process.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._collect, args=(self.process.stderr, self.errors), daemon=True).start()

    def _collect(self, stream, lines):
        for line in stream:
            with self.changed:
                lines.append(line.rstrip("\n"))
                self.changed.notify_all()

    def url(self, path):
        return f"http://127.0.0.1:{self.port}/{path}"

    def edit(self, path, change):
        """Rewrites content/PATH in place (as most editors save) with change(text)."""
        file = os.path.join(self.content, path)
        with open(file, encoding="utf-8") as handle:
            text = handle.read()
        changed = change(text)
        assert changed != text, f"the edit changed nothing in {path}"
        with open(file, "w", encoding="utf-8") as handle:
            handle.write(changed)

    def wait_for_line_in(self, lines, count, pattern, timeout):
        """The first of LINES (self.lines or self.errors) after the first COUNT that matches
        PATTERN, waiting at most TIMEOUT s; None if none came."""
        def first():
            return next((line for line in lines[count:] if re.search(pattern, line)), None)
        with self.changed:
            self.changed.wait_for(lambda: first() is not None, timeout)
            return first()

    def close(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()
