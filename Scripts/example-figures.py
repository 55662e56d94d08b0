#!/usr/bin/env python3
"""Imports a folder of notes into a fresh knowledge base and reports how many of its
snippets run: counts per status, the share of snippets with view code that run (runnable
and runnable with placeholders, over those plus failed), and with --list each snippet that
failed with its reason.

With --labels TSV (columns file, line, kind, valid: a snippet's fence line in its note,
its kind, and whether its code is valid Swift as written), it also reports, per kind, how
many of the valid snippets with view code run, and lists those that do not.

Usage: Scripts/example-figures.py FOLDER [--kb .build/debug/kb] [--list] [--labels TSV]
"""
import argparse
import collections
import os
import pathlib
import sqlite3
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--kb", default=str(ROOT / ".build/debug/kb"))
    parser.add_argument("--list", action="store_true", help="list every failed snippet with its reason")
    parser.add_argument("--status", default="failed", help="the status --list lists")
    parser.add_argument("--labels", help="a TSV labelling each snippet's kind and validity")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        database = f"{work}/kb.sqlite"
        env = dict(os.environ, KB_DB=database, NO_COLOR="1")
        result = subprocess.run([args.kb, "import", args.folder], env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"kb import failed: {result.stderr.strip()}")
        rows = sqlite3.connect(database).execute(
            "SELECT e.status, e.detail, n.path, s.start_line FROM examples e JOIN snippets s ON s.id = e.snippet_id "
            "JOIN chapters c ON c.id = s.chapter_id JOIN notes n ON n.id = c.note_id"
        ).fetchall()
    counts = collections.Counter(status for status, *_ in rows)
    for status, count in sorted(counts.items(), key=lambda item: -item[1]):
        print(f"{status:30} {count}")
    running = counts["runnable"] + counts["runnable with placeholders"]
    with_views = running + counts["failed"]
    share = f"{100 * running / with_views:.0f}%" if with_views else "-"
    print(f"run: {running} of {with_views} snippets with view code ({share})")
    reasons = collections.Counter(detail for status, detail, *_ in rows if status == "not a layout example")
    for reason, count in sorted(reasons.items(), key=lambda item: -item[1]):
        print(f"  not a layout example: {reason:40} {count}")
    if args.labels:
        report_labelled(rows, args.labels)
    if args.list:
        for status, detail, file, line in sorted(rows, key=lambda row: (row[2], row[3])):
            if status == args.status:
                print(f"{pathlib.Path(file).name}:{line}: {detail}")


def report_labelled(rows, labels_path):
    """Per kind, the valid snippets with view code that run; the rest listed."""
    found = {(pathlib.Path(file).name, line): (status, detail) for status, detail, file, line in rows}
    per_kind = collections.defaultdict(lambda: [0, 0])
    missing = []
    with open(labels_path) as labels:
        header = labels.readline().rstrip("\n").split("\t")
        for line in labels:
            entry = dict(zip(header, line.rstrip("\n").split("\t")))
            if entry.get("valid") != "yes" or entry.get("kind") in ("not-layout", "api-declaration"):
                continue
            key = (pathlib.Path(entry["file"]).name, int(entry["line"]))
            status, detail = found.get(key, ("not found", ""))
            per_kind[entry["kind"]][1] += 1
            if status.startswith("runnable"):
                per_kind[entry["kind"]][0] += 1
            else:
                missing.append(f"{key[0]}:{key[1]} ({entry['kind']}): {status}: {detail}")
    running = sum(count[0] for count in per_kind.values())
    total = sum(count[1] for count in per_kind.values())
    for kind, (runs, count) in sorted(per_kind.items()):
        print(f"  valid {kind:12} {runs} of {count} run")
    if total:
        print(f"valid snippets with view code: {running} of {total} run ({100 * running / total:.0f}%)")
    for entry in missing:
        print("  does not run: " + entry)


if __name__ == "__main__":
    main()
