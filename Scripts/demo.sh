#!/usr/bin/env bash
# Shows kb on its bundled notes, in a fresh knowledge base that is removed afterwards.
# Usage: KB=path/to/kb Scripts/demo.sh
set -euo pipefail
KB="${KB:-kb}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export KB_DB="$work/kb.sqlite"

run() {
    printf '\n\033[1m$ kb %s\033[0m\n' "$*"
    "$KB" "$@" || printf '(exit code %d)\n' "$?"
}

run import
run chapters
run search 정렬
run search priority --kind concept --limit 3
run search '"frame은 제약"'
run show 2.2
run show c1
run show s1
run run 2.4 --frames
printf '\n\033[1m$ printf "3\\n4\\nq\\n" | kb quiz --limit 2\033[0m\n'
printf '3\n4\nq\n' | "$KB" quiz --limit 2
run stats
run search nothing-like-this
