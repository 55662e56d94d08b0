#!/usr/bin/env python3
"""kb's benchmark: import and search, each next to a baseline measured in the same run.

- the corpus: 1,000 notes made of the learner's seed notes (../shared/seeds) repeated with
  their numbers varied, or, without the seeds, 2,000 generated notes;
- import: in MB/s, next to the sqlite3 command line indexing the same files' raw text
  into an FTS5 table (the cost of storage alone);
- re-import of the unchanged corpus, in ms, next to the sqlite3 command line reading
  every note's bytes (the cost of looking at the files at all);
- the database's size next to the notes' size, and next to the size of that raw FTS5
  database (the notes' text once, plus a plain word index);
- search: median latency of `kb search` over 50 queries, next to `rg` finding the same
  words in the same files, and to the sqlite3 command line running kb's ranking SQL
  (`kb search --sql`) on the same database; and over 10 queries of two words typed apart,
  next to `rg` finding lines with either word.

Usage: Scripts/bench.py --kb PATH/TO/kb [--notes N] [--seeds DIR]
Times are wall-clock on this machine; the ratios are what to compare between runs.
"""
import argparse
import os
import pathlib
import random
import re
import shutil
import statistics
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORK = ROOT / "bench-work"

TERMS = ["HStack", "VStack", "ZStack", "Spacer", "GeometryReader", "layoutPriority", "frame", "padding",
         "background", "overlay", "alignmentGuide", "firstTextBaseline", "LazyVGrid", "ScrollView",
         "PreferenceKey", "ViewModifier", "minimumScaleFactor", "lineLimit", "aspectRatio", "fixedSize"]
KOREAN = ["레이아웃", "정렬", "상태", "제안", "부모", "자식", "크기", "공간", "우선순위", "간격", "배경", "여백",
          "기준선", "유연성", "스택", "뷰", "너비", "높이", "모디파이어", "프레임"]
PARTICLES = ["은", "는", "이", "가", "을", "를", "의", "에", "에서", "으로", "과", "와", "이란", "도"]


def sentence(rng: random.Random) -> str:
    term = rng.choice(TERMS)
    words = [rng.choice(KOREAN) + rng.choice(PARTICLES) for _ in range(rng.randint(4, 9))]
    style = rng.randint(0, 3)
    if style == 0:
        return f"* `{term}`는 " + " ".join(words) + " 이다."
    if style == 1:
        return f"* {term}: " + " ".join(words) + "."
    if style == 2:
        return f"* **{rng.choice(KOREAN)}**은 " + " ".join(words) + f" 그래서 `{term}`를 쓴다."
    return " ".join(words) + f" {term} modifier를 적용하면 된다."


def note(rng: random.Random, number: int) -> str:
    lines = ["---", f"title: 노트 {number}", "tags: [swiftui, layout]", "---", "", f"# {number}. Layout notes {number}", ""]
    for section in range(1, rng.randint(3, 6)):
        lines += [f"## {number}.{section} {rng.choice(TERMS)}과 {rng.choice(KOREAN)}", ""]
        lines += [sentence(rng) for _ in range(rng.randint(4, 10))]
        lines += ["", "```swift", "HStack {",
                  f'    Text("{rng.choice(KOREAN)} {number}.{section}")',
                  f"        .{rng.choice(['padding', 'frame', 'background'])}()",
                  f"        .layoutPriority({rng.randint(-1, 2)})",
                  "}", "```", "", sentence(rng), ""]
    return "\n".join(lines) + "\n"


def generate(count: int) -> tuple[pathlib.Path, int]:
    corpus = WORK / "corpus"
    shutil.rmtree(corpus, ignore_errors=True)
    corpus.mkdir(parents=True)
    rng = random.Random(20261122)
    total = 0
    for number in range(1, count + 1):
        text = note(rng, number).encode()
        (corpus / f"note-{number:05d}.md").write_bytes(text)
        total += len(text)
    return corpus, total


def from_seeds(seeds: pathlib.Path, count: int) -> tuple[pathlib.Path, int]:
    """`count` notes, each a seed note with every number in it shifted by the note's number."""
    corpus = WORK / "corpus"
    shutil.rmtree(corpus, ignore_errors=True)
    corpus.mkdir(parents=True)
    texts = [path.read_text(encoding="utf-8") for path in sorted(seeds.glob("*.txt"))]
    total = 0
    for number in range(1, count + 1):
        text = re.sub(r"\d+", lambda match: str(int(match.group()) + number), texts[number % len(texts)]).encode()
        (corpus / f"note-{number:05d}.md").write_bytes(text)
        total += len(text)
    return corpus, total


def database_bytes(database: pathlib.Path) -> int:
    return sum(pathlib.Path(str(database) + suffix).stat().st_size
               for suffix in ["", "-wal"] if pathlib.Path(str(database) + suffix).exists())


def timed(command: list[str], env: dict) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed: {result.stderr.decode()}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kb", required=True)
    parser.add_argument("--notes", type=int)
    parser.add_argument("--seeds", default=str(ROOT.parent / "shared" / "seeds"))
    args = parser.parse_args()
    kb = str(pathlib.Path(args.kb).resolve())
    seeds = pathlib.Path(args.seeds)
    if seeds.is_dir():
        args.notes = args.notes or 1000
        corpus, total_bytes = from_seeds(seeds, args.notes)
    else:
        args.notes = args.notes or 2000
        corpus, total_bytes = generate(args.notes)
    database = WORK / "bench.sqlite"
    env = dict(os.environ, KB_DB=str(database), NO_COLOR="1")
    megabytes = total_bytes / 1e6

    imports = []
    for _ in range(3):
        for suffix in ["", "-wal", "-shm"]:
            pathlib.Path(str(database) + suffix).unlink(missing_ok=True)
        imports.append(timed([kb, "import", str(corpus)], env))
    import_seconds = statistics.median(imports)

    raw = WORK / "raw.sqlite"
    raw_times = []
    for _ in range(3):
        raw.unlink(missing_ok=True)
        raw_times.append(timed(["sqlite3", str(raw),
                                "CREATE VIRTUAL TABLE t USING fts5(body); "
                                f"INSERT INTO t SELECT data FROM fsdir('{corpus}') WHERE name LIKE '%.md';"], env))
    raw_seconds = statistics.median(raw_times)

    reimport_seconds = statistics.median(timed([kb, "import", str(corpus)], env) for _ in range(5))
    read_seconds = statistics.median(
        timed(["sqlite3", ":memory:", f"SELECT sum(length(data)) FROM fsdir('{corpus}') WHERE name LIKE '%.md';"], env)
        for _ in range(5))
    subprocess.run(["sqlite3", str(database), "PRAGMA wal_checkpoint(TRUNCATE);"], stdout=subprocess.DEVNULL)
    size_ratio = database_bytes(database) / total_bytes

    rng = random.Random(7)
    queries = ([rng.choice(KOREAN) for _ in range(20)] + [rng.choice(TERMS) for _ in range(15)]
               + [rng.choice(KOREAN) + rng.choice(PARTICLES) for _ in range(5)]
               + [f'"{rng.choice(KOREAN)} {rng.choice(KOREAN)}"' for _ in range(5)]
               + [rng.choice(TERMS).lower()[:5] + "*" for _ in range(5)])
    kb_times, sqlite_times, rg_times = [], [], []
    for query in queries:
        sql = subprocess.run([kb, "search", query, "--sql"], env=env, capture_output=True, text=True).stdout
        # rg looks for the query's words as typed, case-insensitively, in every note.
        words = query.strip('"').rstrip("*")
        for _ in range(3):
            kb_times.append(timed([kb, "search", query], env))
            sqlite_times.append(timed(["sqlite3", str(database), sql], env))
            rg_times.append(timed(["rg", "--ignore-case", "--fixed-strings", "--", words, str(corpus)], env))
    # Words typed apart, which a search looks for in each passage, in sections and in the
    # prose around snippets: rg finds the lines holding any of them.
    apart_rng = random.Random(11)
    apart = [" ".join(apart_rng.sample(KOREAN, 2)) for _ in range(6)] + [f"{apart_rng.choice(TERMS)} {apart_rng.choice(KOREAN)}"
                                                                         for _ in range(4)]
    apart_kb, apart_rg = [], []
    for query in apart:
        patterns = [argument for word in query.split() for argument in ["-e", word]]
        for _ in range(3):
            apart_kb.append(timed([kb, "search", *query.split()], env))
            apart_rg.append(timed(["rg", "--ignore-case", "--fixed-strings", *patterns, str(corpus)], env))
    kb_search = statistics.median(kb_times)
    sqlite_search = statistics.median(sqlite_times)
    rg_search = statistics.median(rg_times)

    print(f"corpus: {args.notes} notes, {megabytes:.1f} MB")
    print(f"import:            {import_seconds:6.2f} s   {megabytes / import_seconds:6.2f} MB/s (aim >= 5)"
          f"   baseline sqlite3 raw FTS5 insert {raw_seconds:.2f} s   ratio {import_seconds / raw_seconds:.1f}x")
    print(f"re-import unchanged: {reimport_seconds * 1000:6.0f} ms (aim < 300)"
          f"   baseline sqlite3 reading the notes {read_seconds * 1000:.0f} ms   ratio {reimport_seconds / read_seconds:.1f}x")
    print(f"database size:     {size_ratio:6.2f} x the notes (aim <= 3), {database_bytes(database) / 1e6:.1f} MB"
          f"   baseline sqlite3 raw FTS5 database {database_bytes(raw) / total_bytes:.2f} x the notes")
    print(f"search median:     {kb_search * 1000:6.1f} ms   rg same words {rg_search * 1000:.1f} ms"
          f"   ratio {kb_search / rg_search:.2f}x   ({len(queries)} queries x 3)")
    print(f"                   sqlite3 ranking query alone {sqlite_search * 1000:.1f} ms"
          f"   ratio {kb_search / sqlite_search:.2f}x")
    print(f"words apart median: {statistics.median(apart_kb) * 1000:6.1f} ms   rg any of the words "
          f"{statistics.median(apart_rg) * 1000:.1f} ms   ratio {statistics.median(apart_kb) / statistics.median(apart_rg):.2f}x"
          f"   ({len(apart)} queries x 3, slowest {max(apart_kb) * 1000:.0f} ms)")


if __name__ == "__main__":
    main()
