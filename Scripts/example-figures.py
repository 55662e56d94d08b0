#!/usr/bin/env python3
"""Imports a folder of notes into a fresh knowledge base and reports how many of its
snippets run: counts per status, the share of snippets with view code that run (runnable
and runnable with placeholders, over those plus failed), and with --list each snippet that
failed with its reason.

Usage: Scripts/example-figures.py FOLDER [--kb .build/debug/kb] [--list]
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
    if args.list:
        for status, detail, file, line in sorted(rows, key=lambda row: (row[2], row[3])):
            if status == args.status:
                print(f"{pathlib.Path(file).name}:{line}: {detail}")


if __name__ == "__main__":
    main()
