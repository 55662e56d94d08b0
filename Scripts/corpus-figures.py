#!/usr/bin/env python3
"""What kb gives a learner on a labelled folder of real notes (Tests/Fixtures/BlindNotes,
Tests/Fixtures/HeldOutNotes, or one laid out the same way): imports FOLDER/notes into a
fresh knowledge base and reports
- concept cards: how many are concepts the notes explain (term or alias of concepts.tsv,
  compared without marks, case, a leading `.` or a trailing `()`), how many central concepts
  have a card, and duplicates (a term carded twice in one note);
- queries: how many of queries.tsv's distinct queries find their passage among
  `kb search --json`'s first five hits.
With --list it names the junk cards, the missed central concepts and the missed queries.

Usage: Scripts/corpus-figures.py FOLDER [--kb .build/debug/kb] [--list]
"""
import argparse
import collections
import json
import os
import pathlib
import re
import sqlite3
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def normalised(term: str) -> str:
    text = " ".join(re.sub(r"[`*_]", "", term).split()).lower()
    if text.startswith("."):
        text = text[1:]
    if text.endswith("()"):
        text = text[:-2]
    return text.strip()


def rows(path: pathlib.Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()[1:] if line.strip()]


def concept_figures(folder: pathlib.Path, database: str, listing: bool) -> None:
    names, central = collections.defaultdict(set), []
    for row in rows(folder / "concepts.tsv"):
        if len(row) < 5:
            continue
        file = os.path.basename(row[0])
        terms = [normalised(row[2])] + [normalised(alias) for alias in row[3].split("|") if alias]
        names[file].update(terms)
        if row[4].strip() == "yes":
            central.append((file, terms))
    cards = sqlite3.connect(database).execute(
        "SELECT n.path, front FROM cards JOIN note_paths n ON n.id = note_path_id "
        "WHERE kind = 'concept' AND suspended = 0 ORDER BY n.path, line").fetchall()
    kept, duplicates, seen, found, junk = 0, 0, set(), collections.defaultdict(set), []
    for path, front in cards:
        file, term = os.path.basename(path), normalised(front)
        duplicates += (file, term) in seen
        seen.add((file, term))
        found[file].add(term)
        if term in names.get(file, ()):
            kept += 1
        else:
            junk.append(f"{file}: {front}")
    missed = [f"{file}: {terms[0]}" for file, terms in central if not any(term in found[file] for term in terms)]
    carded = len(central) - len(missed)
    print(f"concept cards: {kept}/{len(cards)} are concepts ({100 * kept / max(len(cards), 1):.1f}%), "
          f"central concepts carded {carded}/{len(central)} ({100 * carded / max(len(central), 1):.1f}%), "
          f"duplicates {duplicates}")
    if listing:
        print("  junk: " + " | ".join(junk))
        print("  missed: " + " | ".join(missed))


def query_figures(folder: pathlib.Path, kb: str, env: dict, listing: bool) -> None:
    answers = collections.defaultdict(list)
    for row in rows(folder / "queries.tsv"):
        answers[row[0]].append((os.path.basename(row[1]), int(row[2])))
    missed = []
    for query, places in answers.items():
        output = subprocess.run([kb, "search", query, "--json", "--limit", "5"], env=env, capture_output=True, text=True).stdout
        hits = json.loads(output) if output.strip() else []

        def answers_query(hit: dict) -> bool:
            file, line = os.path.basename(hit.get("file") or ""), hit.get("line") or 0
            end = max(hit.get("endLine") or line, line)
            return any(file == f and (line == l if hit.get("kind") == "chapter" else line <= l <= end) for f, l in places)

        if not any(answers_query(hit) for hit in hits[:5]):
            missed.append(query)
    answered = len(answers) - len(missed)
    print(f"queries: {answered}/{len(answers)} find their passage in the top 5 ({100 * answered / max(len(answers), 1):.1f}%)")
    if listing:
        print("  missed: " + " | ".join(missed))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--kb", default=str(ROOT / ".build/debug/kb"))
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    folder, kb = pathlib.Path(args.folder), str(pathlib.Path(args.kb).resolve())
    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ, KB_DB=f"{work}/kb.sqlite", NO_COLOR="1")
        result = subprocess.run([kb, "import", "--quiet", str(folder / "notes")], env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"kb import failed: {result.stderr.strip()}")
        if (folder / "concepts.tsv").exists():
            concept_figures(folder, env["KB_DB"], args.list)
        if (folder / "queries.tsv").exists():
            query_figures(folder, kb, env, args.list)


if __name__ == "__main__":
    main()
