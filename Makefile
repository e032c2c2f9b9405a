# Keypad: the two commands a new machine needs are `make run` and `make test`.
# Each installs the Debian packages it is missing first (scripts/install-deps).

PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: run test lint bench install screenshots fuzz deb

## Build and show the keypad (on a private Xvfb, with a screenshot, when there is no display).
run:
	scripts/install-deps run
	scripts/run $(ARGS)

## Run every test, then check formatting.
test:
	scripts/install-deps test
	$(SWIFT) test

## Check formatting the way CI does.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

## Print throughput figures (release build); not a test.
bench:
	scripts/bench

## Install a release binary with the Swift runtime linked in, for machines without Swift.
install:
	scripts/install-deps build
	$(SWIFT) build -c release --product keypad --static-swift-stdlib
	install -D -m 755 "$$($(SWIFT) build -c release --show-bin-path)/keypad" "$(DESTDIR)$(PREFIX)/bin/keypad"

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
