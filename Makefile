# splitview: the two commands that matter are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/splitview

.PHONY: all deps build release run test clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product splitview

# Opens the app on the sample table shipped in Resources/.
run: release
	$(RELEASE_BIN)

# Unit, snapshot and end-to-end tests (the end-to-end ones drive the debug binary in tmux).
test: deps
	$(SWIFT) build
	$(SWIFT) test

clean:
	$(SWIFT) package clean
	rm -rf .build
