# splitview: the two commands that matter are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
RELEASE_BIN := .build/release/splitview
# The binary `make install` copies; the tests install the debug build instead.
BIN ?= $(RELEASE_BIN)

BINDIR := $(DESTDIR)$(PREFIX)/bin
DATADIR := $(DESTDIR)$(PREFIX)/share/splitview
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1

# The release build links the Swift runtime statically, so the app starts sooner than with
# the runtime's shared libraries (the library and the app use no Foundation, whose static
# link would warn). Every run-time safety check stays on, as in debug builds.
RELEASE_FLAGS := -c release --static-swift-stdlib
# Extra flags for the benchmark, e.g. make bench BENCH_FLAGS="--quick --sets 1k,100k".
BENCH_FLAGS ?=

.PHONY: all deps build release run test examples bench fuzz soak soak-short man install uninstall clean

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

# Unit, snapshot and end-to-end tests (the end-to-end ones drive the debug binaries, the
# app's and the examples', in tmux).
test: deps examples
	$(SWIFT) build
	$(SWIFT) test

# The examples are packages of their own that depend on this one by path, built as an outside
# developer builds them: from a copy of the repository's files (tracked and new, not ignored:
# no .build), into .build/examples, where the tests find them.
EXAMPLES_COPY := .build/examples-source
examples: deps
	@rm -rf $(EXAMPLES_COPY) && mkdir -p $(EXAMPLES_COPY)
	@git ls-files -z --cached --others --exclude-standard | xargs -0 sh -c 'for f; do [ -e "$$f" ] && printf "%s\0" "$$f"; done' sh \
		| tar --null -T - -cf - | tar -xf - -C $(EXAMPLES_COPY)
	$(SWIFT) build --package-path $(EXAMPLES_COPY)/Examples/MasterDetail --scratch-path .build/examples
	$(SWIFT) build --package-path $(EXAMPLES_COPY)/Examples/Mail --scratch-path .build/examples

# The property test on fresh random seeds until it fails or is stopped (Ctrl-C);
# FUZZ_SECONDS=N stops after N seconds. A failure prints the seed to replay with
# SPLITVIEW_FUZZ_SEED=<seed> swift test --filter AppFuzzTests.
FUZZ_SECONDS ?= 0
fuzz: deps
	SPLITVIEW_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter 'AppFuzzTests|InputDecoderTests'

# An hour of random use on a 1,000,000-row file, sampling memory and descriptors
# (SOAK_SECONDS=N for another length); soak-short is a one-minute try.
soak: release
	scripts/soak.sh

soak-short: release
	SOAK_SECONDS=60 scripts/soak.sh

# Regenerates the man page from the options, keys and colour roles in the code.
man: build
	.build/debug/splitview --man-page > Resources/splitview.1

# Installs the binary, the sample table (found at run time in ../share/splitview beside
# the binary) and the man page. `make uninstall` with the same PREFIX removes exactly these.
install:
ifeq ($(BIN),$(RELEASE_BIN))
	$(MAKE) release
endif
	install -d "$(BINDIR)" "$(DATADIR)" "$(MANDIR)"
	install -m 755 "$(BIN)" "$(BINDIR)/splitview"
	install -m 644 Resources/elements.csv "$(DATADIR)/elements.csv"
	install -m 644 Resources/splitview.1 "$(MANDIR)/splitview.1"

uninstall:
	rm -f "$(BINDIR)/splitview" "$(DATADIR)/elements.csv" "$(MANDIR)/splitview.1"
	if [ -d "$(DATADIR)" ]; then rmdir "$(DATADIR)"; fi

# Measures the release binary through a pseudo-terminal on the sample and on 1k, 100k and
# 1M generated rows (cached in .build/bench-data) and prints the tables of
# docs/performance.md. It only measures: no timing ever fails it.
bench: release
	@BENCH=1 scripts/deps.sh
	python3 scripts/bench $(BENCH_FLAGS)

clean:
	$(SWIFT) package clean
	rm -rf .build
