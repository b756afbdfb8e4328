# splitview: the two commands that matter are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/splitview
# The release binary links the Swift runtime statically: it starts faster (no dynamic
# loading and relocating of the Swift libraries) and runs without a Swift toolchain.
RELEASE_FLAGS := -c release --static-swift-stdlib
# Extra flags for the benchmark, e.g. make bench BENCH_FLAGS="--quick --sets 1k,100k".
BENCH_FLAGS ?=

.PHONY: all deps build release run test bench clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product splitview

# Opens the app on the sample table shipped in Resources/.
run: release
	$(RELEASE_BIN)

# Unit, snapshot and end-to-end tests (the end-to-end ones drive the debug binary in tmux).
test: deps
	$(SWIFT) build
	$(SWIFT) test

# Measures the release binary through a pseudo-terminal on the sample and on 1k, 100k and
# 1M generated rows (cached in .build/bench-data) and prints the tables of README.md's
# "Performance". It only measures: no timing ever fails it.
bench: release
	@BENCH=1 scripts/deps.sh
	$(SWIFT) build $(RELEASE_FLAGS) --product datagen
	python3 scripts/bench $(BENCH_FLAGS)

clean:
	$(SWIFT) package clean
	rm -rf .build
