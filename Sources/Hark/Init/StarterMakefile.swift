/// The Makefile of a package `hark init` writes: the same contract as Hark's own.
enum StarterMakefile {
    static func text(name: String) -> String {
        #"""
        # \#(name): `make run` starts the REPL, `make test` runs every transcript. Both install what
        # the build needs first (Debian packages, through sudo when not root).

        SWIFT ?= $(shell command -v swift || echo /opt/swift/usr/bin/swift)
        PACKAGES = libedit-dev libsqlite3-dev pkg-config libpocketsphinx-dev libwebrtc-audio-processing-dev \
        	libespeak-ng-dev libasound2-dev libmicrohttpd-dev wordnet-base
        SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
        BINARY = .build/debug/\#(name)

        .PHONY: run test build deps clean

        run: deps build
        	$(BINARY)

        test: deps build
        	$(BINARY) test transcripts

        build:
        	$(SWIFT) build

        # Installs the Debian packages the build needs, when any is missing.
        deps:
        	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
        	if [ -n "$$missing" ]; then \
        		echo "Installing:$$missing"; \
        		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
        	fi

        clean:
        	rm -rf .build

        """#
    }
}
