# Hark: `make run` starts the REPL, `make test` runs every test. Both install what the build
# needs first (Debian packages, through sudo when not root).

SWIFT ?= swift
PACKAGES = libedit-dev libsqlite3-dev pkg-config tmux python3
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release bench deps fuzz clean

run: deps build
	./.build/debug/hark

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --static-swift-stdlib

test: deps
	$(SWIFT) test

bench: deps release
	python3 bench/startup.py .build/release/hark
	python3 bench/matcher.py -- .build/release/hark match --jsonl
	python3 bench/transcripts.py .build/release/hark
	python3 bench/suggest.py .build/release/hark

# Installs the Debian packages the build and tests need, when any is missing.
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf .build
