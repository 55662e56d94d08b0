#!/usr/bin/env python3
"""Writes the seed inputs of kb's fuzz targets into OUT/{import,snippet,search}: the
bundled notes and the real-notes corpus as notes, their fenced code as snippets, their
labelled queries and concept terms as queries, and hostile cases of each kind (deep
nesting, huge and non-finite numbers, unclosed fences and comments, invalid UTF-8, long
lines, mixed NFC/NFD). The seeds are made on each run, never committed: the committed
corpora under Fuzz/Corpus are what fuzzing has learnt from them."""
import argparse, glob, hashlib, os, re, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTES = sorted(glob.glob(os.path.join(ROOT, "Notes", "*.md")) +
               glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "RealNotes", "notes", "*.md")))
FENCE = re.compile(r"^(```|~~~)[^\n]*\n(.*?)^\1\s*$", re.S | re.M)

def hostile_snippets(long_line):
    deep = "VStack { " * 400 + "Color.red" + " }" * 400
    return [
        deep, "(" * 5000 + "1" + ")" * 5000, "Color.red" + ".padding()" * 3000,
        "Color.red.padding(-1e300)", "Color.red.frame(width: .nan, height: .infinity)",
        "Color.red.frame(width: 1e308 * 10, height: -1e308)", "Text(\"a\").lineLimit(Int.max)",
        "Text(String(repeating: \"x\", count: 1_000_000_000))",
        "VStack { ForEach(0..<1_000_000_000) { i in Text(\"\\(i)\") } }",
        "let a = Array(repeating: 1, count: 1_000_000_000)\nText(\"\\(a.count)\")",
        "func f(_ n: Int) -> Int { f(n + 1) }\nText(\"\\(f(0))\")",
        "struct V: View { var body: some View { V() } }\nV()",
        "Text(\"/* unclosed", "/* unclosed comment\nColor.red", "Text(\"\"\"\nmulti", "#\"raw",
        "Text(\"" + unicodedata.normalize("NFD", "한글 café") + unicodedata.normalize("NFC", "한글 café") + "\")",
        "Text(\"" + long_line + "\")",
    ]

def hostile_notes(long_line):
    text = [
        "# a\n```swift\nColor.red\n", "# a\n~~~\nunclosed tilde\n", "<!-- unclosed comment\n# a\n",
        "> " * 2000 + "deep quote\n", "- " * 2000 + "deep list\n", "#" * 7 + " not a heading\n",
        "---\ntitle: [unclosed\n---\n# a\n", "# " + unicodedata.normalize("NFD", "레이아웃") + "\n"
        + unicodedata.normalize("NFC", "레이아웃") + "은 제안이다.\n",
        "# a\n" + long_line + "\n", "# a\n\n```swift\nColor.red.padding(1e300)\n```\n<!-- kb:expect -->\n",
    ]
    return [t.encode() for t in text] + [b"# a\n\xff\xfe\x80 invalid\n", b"\xef\xbb\xbf# bom\n", b"\x00\x00"]

def hostile_queries():
    return ["\"", "\"\"\"", "*", "NEAR(", "a OR", "AND", "-", "^", "()", "a:b", "{a b}", "\x00",
            unicodedata.normalize("NFD", "레이아웃"), "x" * 5000, "'; DROP TABLE notes; --", "%_\\"]

def write(folder, items):
    os.makedirs(folder, exist_ok=True)
    for item in items:
        data = item if isinstance(item, bytes) else item.encode()
        with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as f:
            f.write(data)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--long-line", type=int, default=1 << 20, help="bytes in the long-line cases")
    out = parser.parse_args().out
    long_line = "가" * (parser.parse_args().long_line // 3)
    notes = [open(p, "rb").read() for p in NOTES]
    snippets = [m.group(2) for n in notes for m in FENCE.finditer(n.decode("utf-8", "replace"))]
    queries = []
    for tsv, column in (("queries.tsv", 0), ("concepts.tsv", 2)):
        with open(os.path.join(ROOT, "Tests", "Fixtures", "RealNotes", tsv), encoding="utf-8") as f:
            queries += [line.split("\t")[column] for line in f.read().splitlines()[1:] if line]
    write(os.path.join(out, "import"), notes + hostile_notes(long_line))
    write(os.path.join(out, "snippet"), snippets + hostile_snippets(long_line))
    write(os.path.join(out, "search"), queries + hostile_queries())

if __name__ == "__main__":
    main()
