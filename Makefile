# Keypad: the two commands a new machine needs are `make run` and `make test`.
# Each installs the Debian packages it is missing first (scripts/install-deps).

PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: run test lint bench install screenshots fuzz deb

## Build and show the keypad (on a private Xvfb, with a screenshot, when there is no display).
run:
	scripts/install-deps run
	scripts/run $(ARGS)

## Run every test against the binaries `make install` installs (into .build-install).
test:
	scripts/install-deps test
	scripts/install $(CURDIR)/.build-install
	KEYPAD_EXECUTABLE=$(CURDIR)/.build-install/bin/keypad $(SWIFT) test

## Check formatting the way CI does.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

## Print throughput figures (release build); not a test.
bench:
	scripts/bench

## Install keypad (bin) and the lean windows it becomes (libexec/keypad); no Swift needed to run.
install:
	scripts/install-deps build
	scripts/install "$(DESTDIR)$(PREFIX)"

## Remake assets/screenshots/ under Xvfb.
screenshots:
	scripts/install-deps run
	scripts/screenshots

## Fuzz the file readers, the input rules and the number parsers for SECONDS (default 60).
fuzz:
	scripts/fuzz $(SECONDS)

## Build the Debian package in .build-deb/ and check it with lintian.
deb:
	scripts/deb
