# kb: `make demo` shows the product on the bundled notes, `make test` runs every test,
# `make bench` measures, `make install` installs kb, its man page and completions under
# PREFIX, `make fuzz` fuzzes the importer, the snippet runner and search (FUZZ_SECONDS
# each). Each first installs the Debian packages it needs, if missing.

SWIFT ?= swift
PREFIX ?= /usr/local
DEBIAN_PACKAGES = libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev sqlite3 zlib1g-dev python3 less ripgrep libcairo2-dev libpango1.0-dev fonts-inter fonts-noto-cjk libchafa-dev
# The tests drive kb the way a user meets it: in tmux running an interactive bash, with
# the completion scripts loaded in bash, zsh and fish, and the man page rendered by man.
TEST_PACKAGES = tmux zsh fish man-db groff-base chromium
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
MANUAL = .build/plugins/GenerateManual/outputs/kb/kb.1

# libFuzzer targets, built with the fuzzer and address sanitizers in a scratch path of their
# own: `make fuzz` runs each for FUZZ_SECONDS; `make test` for FUZZ_CI_SECONDS, so that a
# crash a fuzzer finds fast fails the build. FUZZ_MERGE=1 folds what a run found into the
# committed corpora (Fuzz/Corpus), minimised.
FUZZ_SECONDS ?= 600
FUZZ_CI_SECONDS ?= 60
FUZZ_SCRATCH = .build-fuzz
# swiftc keeps only the last of several -sanitize flags, so SwiftPM's `--sanitize fuzzer
# --sanitize address` would build without coverage: `--sanitize fuzzer` tells SwiftPM to
# link libFuzzer's main, and the one flag after it instruments for both.
FUZZ_BUILD = $(SWIFT) build --scratch-path $(FUZZ_SCRATCH) --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

.PHONY: deps test-deps packages resources build release manual demo test bench install clean fuzz-build fuzz

deps:
	@$(MAKE) --no-print-directory packages PACKAGES="$(DEBIAN_PACKAGES)"

test-deps:
	@$(MAKE) --no-print-directory packages PACKAGES="$(DEBIAN_PACKAGES) $(TEST_PACKAGES)"

packages:
	@missing=""; for package in $(PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

# schema.sql and Notes/ travel inside the binary; regenerate their Swift copies.
resources:
	@python3 Scripts/embed-resources.py

build: deps resources
	$(SWIFT) build

# Linked with a static Swift runtime: kb then starts in ~7 ms instead of ~12 ms, which is
# most of a short search's time, and imports ~10% faster.
# And the front, `kb`, which answers `kb search` itself, is a static executable (Package.swift
# links it with -static-executable in release builds): no dynamic loader runs before a
# search, no library is mapped or relocated and no symbol is bound on first call. On the
# bench corpus a search took ~7.5 ms instead of ~10 (`perf stat -r 20 kb search 크기`); the
# loader's work had been ~1.2 ms of it. kb-engine needs cairo, pango and chafa, which exist
# only as shared libraries, so it stays dynamically linked.
release: deps resources
	$(SWIFT) build -c release --static-swift-stdlib --product kb
	$(SWIFT) build -c release --static-swift-stdlib --product kb-engine
	$(SWIFT) build -c release --static-swift-stdlib --product layout-bench

# The man page, from the same definitions as kb's parser and --help (swift-argument-parser's
# manual plugin, run on the debug build).
manual: build
	@$(SWIFT) package --disable-sandbox plugin generate-manual --configuration debug > /dev/null

install: release manual
	@Scripts/install.sh --prefix "$(PREFIX)" --kb "$$($(SWIFT) build -c release --show-bin-path)/kb" --engine "$$($(SWIFT) build -c release --show-bin-path)/kb-engine" --manual $(MANUAL)

demo: build
	@KB="$$($(SWIFT) build --show-bin-path)/kb" Scripts/demo.sh

test: test-deps
	@python3 Scripts/embed-resources.py --check
	$(SWIFT) build --build-tests
	@$(SWIFT) package --disable-sandbox plugin generate-manual --configuration debug > /dev/null
	$(SWIFT) test
	@# The bundled notes prove what they say: every <!-- kb:expect --> must hold.
	@work="$$(mktemp -d)"; bin="$$($(SWIFT) build --show-bin-path)"; \
		KB_DB="$$work/kb.sqlite" "$$bin/kb" import > /dev/null \
		&& KB_DB="$$work/kb.sqlite" "$$bin/kb" check --no-color > "$$work/check.txt"; \
		status=$$?; echo "kb check on Notes/: $$(tail -1 "$$work/check.txt")"; rm -rf "$$work"; exit $$status
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(FUZZ_CI_SECONDS)

fuzz-build: deps resources
	@for target in import snippet search; do $(FUZZ_BUILD) --product fuzz-$$target || exit 1; done

fuzz: fuzz-build
	@Scripts/fuzz.sh --seconds $(FUZZ_SECONDS) --scratch $(FUZZ_SCRATCH) $(if $(FUZZ_MERGE),--merge)

bench: release
	@python3 Scripts/bench.py --kb "$$($(SWIFT) build -c release --show-bin-path)/kb"
	@"$$($(SWIFT) build -c release --show-bin-path)/layout-bench" 1000 10000 100000

clean:
	rm -rf .build $(FUZZ_SCRATCH) bench-work
