"""Numbers in a German or Bulgarian page are written with a decimal comma.

Run by Tests/browser/run over the built course (no browser needed: it reads the built HTML):
    python check_decimal_marks.py SITE

Every text a reader sees or hears (text nodes, and the title, aria-label, aria-valuetext, alt and
placeholder attributes) of every page of the languages whose catalog gives a comma as
`number.decimalMark` (the page's `#mb-strings`) must hold no number with a decimal point, such as
`0.5 s`. Exempt is code: text inside `<code>`, `<pre>`, `<script>` and `<style>`, and, in a
`<title>` (which cannot hold markup), the parenthesised part of an event's name, where the trace's
own words stand as the program printed them (`State change (reading, 10.0) at 0,1 s`). The
scrubber's readout and aria-valuetext, which the page script writes, are checked by
test_replay.py. Prints the number of pages and texts checked; exits 1 with each offending text.
"""
import glob
import json
import os
import re
import sys
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "path", "line", "circle", "rect", "polyline", "polygon", "ellipse", "stop", "use"}
CODE = {"code", "pre", "script", "style", "kbd", "samp"}
SPOKEN = {"title", "aria-label", "aria-valuetext", "alt", "placeholder"}
POINT = re.compile(r"\d\.\d")


class Page(HTMLParser):
    """The reader's texts of one page, with the element each stands in, and its mb-strings."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.texts, self.strings, self.in_strings = [], [], "", False

    def attributes(self, tag, attributes):
        for name, value in attributes:
            if name in SPOKEN and value:
                self.texts.append((f"{tag}[{name}]", value))

    def handle_starttag(self, tag, attributes):
        self.in_strings = tag == "script" and ("id", "mb-strings") in attributes
        if tag not in VOID:
            self.stack.append(tag)
        self.attributes(tag, attributes)

    def handle_startendtag(self, tag, attributes):
        self.attributes(tag, attributes)

    def handle_endtag(self, tag):
        self.in_strings = False
        while self.stack and self.stack.pop() != tag:
            pass

    def handle_data(self, data):
        if self.in_strings:
            self.strings += data
        elif not CODE.intersection(self.stack) and data.strip():
            self.texts.append((self.stack[-1] if self.stack else "", data))


def unquoted(where, text):
    """The text without what is exempt in its place: a title's parenthesised trace words."""
    if where == "title" or where.endswith("[title]"):
        while True:
            inner = re.sub(r"\([^()]*\)", "", text)
            if inner == text:
                return text
            text = inner
    return text


def main():
    site = os.path.abspath(sys.argv[1])
    pages = texts = 0
    failures = []
    for path in sorted(glob.glob(os.path.join(site, "*", "*.html"))):
        page = Page()
        with open(path, encoding="utf-8") as file:
            page.feed(file.read())
        if not page.strings or json.loads(page.strings).get("number.decimalMark") != ",":
            continue
        pages += 1
        for where, text in page.texts:
            texts += 1
            if POINT.search(unquoted(where, text)):
                failures.append(f"{os.path.relpath(path, site)}: <{where}> {text.strip()[:100]!r}")
    if pages == 0:
        print("no page with a decimal comma found: is the site built?", file=sys.stderr)
        return 1
    for failure in failures[:40]:
        print(failure, file=sys.stderr)
    if failures:
        print(f"{len(failures)} texts with a decimal point in pages that write a decimal comma", file=sys.stderr)
        return 1
    print(f"decimal marks: {texts} texts in {pages} pages with a decimal comma, none with a point")
    return 0


if __name__ == "__main__":
    sys.exit(main())
