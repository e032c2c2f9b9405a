# Keypad: the two commands a new machine needs are `make run` and `make test`.
# Each installs the Debian packages it is missing first (scripts/install-deps).

PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: run test lint bench

## Build and show an example: validate the resident ID printed in GB 11643-1999.
run:
	scripts/install-deps run
	$(SWIFT) build --product keypad
	.build/debug/keypad validate id 11010519491231002X

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
