#!/usr/bin/env python3
"""Runs every `$ kb …` command of README.md's ```console blocks, in order, on a fresh
knowledge base, and writes each command's real output under it. ReadmeTourTests checks
the same commands print the same outputs.

Usage: Scripts/update-readme.py [--kb .build/debug/kb]
"""
import argparse
import os
import pathlib
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CLOCK = {"KB_NOW": "2026-11-30T09:00:00Z", "TZ": "UTC"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kb", default=str(ROOT / ".build/debug/kb"))
    args = parser.parse_args()
    kb = pathlib.Path(args.kb).resolve()
    readme = (ROOT / "README.md").read_text()
    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ, KB_DB=f"{work}/kb.sqlite", NO_COLOR="1", **CLOCK)
        env["PATH"] = f"{kb.parent}:{env['PATH']}"
        out, in_console, skipping = [], False, False
        for line in readme.split("\n"):
            if line.startswith("```"):
                in_console = line == "```console"
                skipping = False
                out.append(line)
                continue
            if in_console and line.startswith("$ "):
                command = line[2:]
                out.append(line)
                if command.startswith("kb ") or "| kb " in command or "&& kb " in command:
                    result = subprocess.run(["sh", "-c", command], env=env, cwd=work, capture_output=True, text=True)
                    out.extend(result.stdout.rstrip("\n").split("\n") if result.stdout else [])
                    skipping = True
                continue
            if in_console and skipping:
                continue  # the old output
            out.append(line)
    (ROOT / "README.md").write_text("\n".join(out))


if __name__ == "__main__":
    main()
