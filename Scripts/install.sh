#!/bin/sh
# Installs kb where a user's shell finds it: the binary, its man page and its completion
# scripts for bash, zsh and fish, under PREFIX (default /usr/local). `kb` answers searches
# itself and runs every other command through kb-engine, which goes to PREFIX/libexec/kb
# (where kb looks for it), out of the shell's PATH.
#
# Usage: Scripts/install.sh --kb PATH/TO/kb --engine PATH/TO/kb-engine --manual PATH/TO/kb.1 [--prefix DIR]
# `make install` builds kb and its man page, then runs this.
set -eu

prefix=/usr/local
kb=""
engine=""
manual=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --kb) kb="$2"; shift 2 ;;
        --engine) engine="$2"; shift 2 ;;
        --manual) manual="$2"; shift 2 ;;
        *) echo "install.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -x "$kb" ] || { echo "install.sh: no kb binary at '$kb'" >&2; exit 2; }
[ -x "$engine" ] || { echo "install.sh: no kb-engine binary at '$engine'" >&2; exit 2; }
[ -f "$manual" ] || { echo "install.sh: no man page at '$manual'" >&2; exit 2; }

install -d "$prefix/bin" "$prefix/libexec/kb" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$kb" "$prefix/bin/kb"
install -m 755 "$engine" "$prefix/libexec/kb/kb-engine"
install -m 644 "$manual" "$prefix/share/man/man1/kb.1"
# The scripts come from kb itself (swift-argument-parser writes them from the same
# definitions as the parser), so they always match the installed binary.
"$prefix/bin/kb" --generate-completion-script bash > "$prefix/share/bash-completion/completions/kb"
"$prefix/bin/kb" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_kb"
"$prefix/bin/kb" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/kb.fish"
echo "installed kb, its man page and bash, zsh and fish completions under $prefix"
