# kb: `make demo` shows the product on the bundled notes, `make test` runs every test,
# `make bench` measures, `make install` installs kb, its man page and completions under
# PREFIX. Each first installs the Debian packages it needs, if missing.

SWIFT ?= swift
PREFIX ?= /usr/local
DEBIAN_PACKAGES = libcmark-gfm-dev libcmark-gfm-extensions-dev libsqlite3-dev sqlite3 python3 less ripgrep libcairo2-dev libpango1.0-dev fonts-inter fonts-noto-cjk libchafa-dev
# The tests drive kb the way a user meets it: in tmux running an interactive bash, with
# the completion scripts loaded in bash, zsh and fish, and the man page rendered by man.
TEST_PACKAGES = tmux zsh fish man-db groff-base chromium
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
MANUAL = .build/plugins/GenerateManual/outputs/kb/kb.1

.PHONY: deps test-deps packages resources build release manual demo test bench install clean

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
release: deps resources
	$(SWIFT) build -c release --static-swift-stdlib --product kb
	$(SWIFT) build -c release --static-swift-stdlib --product layout-bench

# The man page, from the same definitions as kb's parser and --help (swift-argument-parser's
# manual plugin, run on the debug build).
manual: build
	@$(SWIFT) package --disable-sandbox plugin generate-manual --configuration debug > /dev/null

install: release manual
	@Scripts/install.sh --prefix "$(PREFIX)" --kb "$$($(SWIFT) build -c release --show-bin-path)/kb" --manual $(MANUAL)

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

bench: release
	@python3 Scripts/bench.py --kb "$$($(SWIFT) build -c release --show-bin-path)/kb"
	@"$$($(SWIFT) build -c release --show-bin-path)/layout-bench" 1000 10000 100000

clean:
	rm -rf .build bench-work
