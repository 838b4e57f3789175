# Hark: `make run` starts the REPL, `make test` runs every test. Both install what the build
# needs first (Debian packages, through sudo when not root).

SWIFT ?= swift
PACKAGES = libedit-dev libsqlite3-dev pkg-config tmux python3 zsh fish \
	libpocketsphinx-dev pocketsphinx-en-us libwebrtc-audio-processing-dev libespeak-ng-dev espeak-ng espeak-ng-data libasound2-dev \
	wordnet-base units libmicrohttpd-dev chromium chromium-driver python3-selenium
SHELL = /bin/bash
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release bench deps fuzz clean install uninstall docs

run: deps build
	./.build/debug/hark

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --static-swift-stdlib

# Each fuzz target for TEST_FUZZ_SECONDS from its kept corpus (new inputs go to a scratch
# folder), so a crash like one the fuzzers found cannot land again, with a fixed seed, so two
# runs on one machine try the same inputs; then every test, whose runner's closing line ends
# the output.
TEST_FUZZ_SECONDS ?= 10
TEST_FUZZ_SEED ?= 1

test: deps
	rm -rf .build/fuzz/test-corpus
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) FUZZ_SEED=$(TEST_FUZZ_SEED) FUZZ_NEW=.build/fuzz/test-corpus
	$(SWIFT) test --disable-xctest

bench: deps release
	python3 bench/startup.py .build/release/hark
	python3 bench/generate.py .build/bench-data
	python3 bench/matcher.py --data .build/bench-data -- .build/release/hark match --jsonl
	python3 bench/realistic.py .build/release/hark
	python3 bench/crossapp.py .build/release/hark
	python3 bench/asks_nothing.py .build/release/hark
	python3 bench/transcripts.py .build/release/hark
	python3 bench/suggest.py .build/release/hark
	python3 bench/voice.py .build/release/hark
	python3 bench/huge_line.py .build/release/hark
	python3 bench/answers.py .build/release/hark

# The release hark and its completions, where each shell looks for them. PREFIX (default
# /usr/local) and DESTDIR (for staging, as packagers do) are honoured; uninstall removes exactly
# these four files.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
BASH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

install: deps release
	install -d $(BINDIR) $(BASH_COMPLETIONS) $(ZSH_COMPLETIONS) $(FISH_COMPLETIONS)
	install -m 755 .build/release/hark $(BINDIR)/hark
	.build/release/hark completion bash > $(BASH_COMPLETIONS)/hark
	.build/release/hark completion zsh > $(ZSH_COMPLETIONS)/_hark
	.build/release/hark completion fish > $(FISH_COMPLETIONS)/hark.fish

uninstall:
	rm -f $(BINDIR)/hark $(BASH_COMPLETIONS)/hark $(ZSH_COMPLETIONS)/_hark $(FISH_COMPLETIONS)/hark.fish

# HarkKit's documentation as a static site in DOCS_DIR, with the toolchain's own
# swift-symbolgraph-extract and docc (no package plugin). Fails when a public symbol of HarkKit
# or Hark has no doc comment, and when DocC warns (a broken link, a symbol it cannot resolve).
DOCS_DIR ?= .build/docs
TOOLCHAIN_BIN = $(dir $(realpath $(shell command -v $(SWIFT))))
TRIPLE = $(shell $(SWIFT) -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$$/\1/p' | head -1)

docs: deps build
	python3 docs/symbol-comments.py .build/debug/Modules
	rm -rf .build/symbol-graphs && mkdir -p .build/symbol-graphs
	$(TOOLCHAIN_BIN)swift-symbolgraph-extract -module-name HarkKit -target $(TRIPLE) -I .build/debug/Modules \
		-minimum-access-level public -skip-synthesized-members -output-dir .build/symbol-graphs
	$(TOOLCHAIN_BIN)docc convert Sources/HarkKit/HarkKit.docc --additional-symbol-graph-dir .build/symbol-graphs \
		--fallback-display-name HarkKit --fallback-bundle-identifier org.hark.HarkKit \
		--transform-for-static-hosting --warnings-as-errors --output-path $(DOCS_DIR)
	@echo "Documentation: $(DOCS_DIR)/index.html (serve the folder, e.g. python3 -m http.server -d $(DOCS_DIR), and open /documentation/harkkit)"

# Installs the Debian packages the build and tests need, when any is missing.
deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

# libFuzzer (with AddressSanitizer and its leak check) on the transcript parser, the normaliser
# and matcher, whole conversations, and app files; FUZZ_SECONDS each (default 60), from FUZZ_SEED (default
# 0: a new random seed each run). Seeds and kept finds:
# Tests/FuzzCorpus/ (add each crash's input there: `make test` replays it); new inputs go to
# FUZZ_NEW, crashes to .build/fuzz/artifacts/ (and fail the run). The toolchain's lld links them:
# gold warns about every sanitizer symbol, and the clang runtime comes with the toolchain too.
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= 0
FUZZ_NEW ?= .build/fuzz/corpus
FUZZ_TARGETS = FuzzTranscriptParser FuzzMatcher FuzzConversation FuzzAppFile
FUZZ_FLAGS = -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

fuzz: deps
	cd Fuzz && $(SWIFT) build $(FUZZ_FLAGS)
	@mkdir -p .build/fuzz/artifacts
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_NEW)/$$t; \
		echo "== $$t for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no Fuzz/.build/debug/$$t -max_total_time=$(FUZZ_SECONDS) -seed=$(FUZZ_SEED) -timeout=10 \
			-max_len=4096 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=.build/fuzz/artifacts/$$t- \
			$(FUZZ_NEW)/$$t Tests/FuzzCorpus/$$t 2>&1 | grep -E '^(stat::number_of_executed_units|stat::new_units_added|Done|==[0-9]+==ERROR|SUMMARY)|Test unit written|INFO: seed' ; \
		test $${PIPESTATUS[0]} -eq 0 || { echo "$$t found a failure; see .build/fuzz/artifacts/"; exit 1; }; \
	done

clean:
	rm -rf .build Fuzz/.build
