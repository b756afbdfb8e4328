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

# The release build links the Swift runtime statically: the app starts about 9 ms sooner
# than with the runtime's shared libraries (the library and the app use no Foundation,
# whose static link would warn).
#
# It also leaves out two run-time checks that debug builds, and so every test, still make:
# of exclusive access to variables, and of which actor runs a closure (the compiler has
# already checked actor isolation in Swift 6 mode; the run-time check is there for code
# built without it, and this program has none). Together they were some 7% of the code
# and instructions of a Down key (README, Performance).
RELEASE_FLAGS := -c release --static-swift-stdlib \
	-Xswiftc -enforce-exclusivity=unchecked -Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation
# With the toolchain's lld, the functions a keystroke runs (scripts/hot-functions.txt, made
# by `make hot-functions`) are laid out side by side: after a pause a Down then runs code on
# about 70 pages instead of 160, and costs some 30 µs less (README, Performance). Names the list
# no longer matches are passed over; without lld the build links as it always did.
ifneq ($(shell command -v ld.lld 2>/dev/null),)
RELEASE_FLAGS += -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/hot-functions.txt -Xlinker --no-warn-symbol-ordering
endif
# Extra flags for the benchmark, e.g. make bench BENCH_FLAGS="--quick --sets 1k,100k".
BENCH_FLAGS ?=

.PHONY: all deps build release run test examples bench hot-functions fuzz soak soak-short man install uninstall clean

all: build

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

# SwiftPM does not always recompile every module when only -Xswiftc flags change (SplitKit's
# release objects were kept when -function-sections was added or removed), so the release
# build starts afresh when RELEASE_FLAGS differ from the last release build's.
RELEASE_STAMP := .build/release-flags

release: deps
	@if [ "$$(cat $(RELEASE_STAMP) 2>/dev/null)" != "$(RELEASE_FLAGS)" ]; then \
		rm -rf .build/*/release && mkdir -p .build && echo "$(RELEASE_FLAGS)" > $(RELEASE_STAMP); fi
	@# The linker reads the list, but the build does not know it: a newer list relinks.
	@if [ scripts/hot-functions.txt -nt $(RELEASE_BIN) ]; then rm -f $(RELEASE_BIN); fi
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
# 1M generated rows (cached in .build/bench-data) and prints the tables of README.md's
# "Performance". It only measures: no timing ever fails it.
bench: release
	@BENCH=1 scripts/deps.sh
	python3 scripts/bench $(BENCH_FLAGS)

# Lists the functions the benchmark's keys run, in the order they run them, for the release
# build's layout (about two minutes under valgrind). Run it again when a key's path changes.
hot-functions: release
	@BENCH=1 scripts/deps.sh
	python3 scripts/bench/hot_functions.py

clean:
	$(SWIFT) package clean
	rm -rf .build
