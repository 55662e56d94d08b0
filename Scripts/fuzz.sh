#!/usr/bin/env bash
# Runs each of kb's libFuzzer targets for SECONDS, starting from its committed corpus
# (Fuzz/Corpus/TARGET) and fresh seeds (Scripts/fuzz-seeds.py). Exits non-zero when any
# target crashes, times out, or runs out of memory: the input that did is left in
# SCRATCH/crashes. With --merge, the committed corpora are replaced by the smallest set of
# inputs that covers what the run covered (libFuzzer's -merge=1).
# Usage: Scripts/fuzz.sh --seconds N --scratch DIR [--merge] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600 scratch=.build-fuzz merge=0 targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --scratch) scratch="$2"; shift 2 ;;
        --merge) merge=1; shift ;;
        *) targets+=("$1"); shift ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(import snippet search)
bin="$scratch/debug"

# The longest input each target makes: a note, a snippet, a query. Longer hostile cases
# (million-byte lines) are the regression tests' (Tests/kbTests/FuzzCorpusTests.swift).
max_len() { case "$1" in import) echo 65536 ;; snippet) echo 16384 ;; search) echo 1024 ;; esac; }

rm -rf "$scratch/seeds" && python3 Scripts/fuzz-seeds.py "$scratch/seeds" --long-line 8000
mkdir -p "$scratch/crashes"
# Leaks are failures (libFuzzer checks each input that allocates more than it frees).
# An allocation's report keeps its 10 innermost frames, not 30: recording deep Swift stacks
# on every malloc was a tenth of each run. A smaller quarantine keeps memory (and page
# faults) down while still catching a use after free of recent memory.
export ASAN_OPTIONS="malloc_context_size=10:quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# The main thread's stack as large as LayoutEngine's LargeStack (256 MiB): the snippet runner
# then runs on it, instead of starting (and ASan tracking) a thread for every snippet.
ulimit -s 1048576 2>/dev/null || ulimit -s unlimited 2>/dev/null || true
status=0
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    mkdir -p "$corpus" "Fuzz/Corpus/$target"
    log="$scratch/fuzz-$target.log"
    echo "fuzz-$target: $seconds s"
    # New inputs go to the scratch corpus; the committed one changes only with --merge.
    if ! "$bin/fuzz-$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -malloc_limit_mb=2048 \
        -max_len="$(max_len "$target")" -print_final_stats=1 -artifact_prefix="$scratch/crashes/$target-" \
        "$corpus" "Fuzz/Corpus/$target" "$scratch/seeds/$target" > "$log" 2>&1; then
        status=1
        echo "fuzz-$target FAILED:"; grep -E "ERROR|invariant|Fatal|==[0-9]+==|artifact|Test unit written" "$log" | head -20
    fi
    grep -E "^#[0-9]+.*(INITED|DONE)" "$log" | sed "s/^/  /" || true
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log" | sed "s/^/  /" || true
    if [ "$merge" = 1 ] && [ "$status" = 0 ]; then
        rm -rf "$scratch/merged-$target" && mkdir -p "$scratch/merged-$target"
        "$bin/fuzz-$target" -merge=1 -timeout=30 -rss_limit_mb=4096 -max_len="$(max_len "$target")" \
            "$scratch/merged-$target" "Fuzz/Corpus/$target" "$corpus" "$scratch/seeds/$target" > "$scratch/merge-$target.log" 2>&1
        rm -rf "Fuzz/Corpus/$target" && mv "$scratch/merged-$target" "Fuzz/Corpus/$target"
        echo "  corpus: $(ls "Fuzz/Corpus/$target" | wc -l) inputs"
    fi
done
exit $status
