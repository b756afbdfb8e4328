# splitview: the two commands that matter are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/splitview

.PHONY: all deps build release run test fuzz soak soak-short clean

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

# The property test on fresh random seeds until it fails or is stopped (Ctrl-C);
# FUZZ_SECONDS=N stops after N seconds. A failure prints the seed to replay with
# SPLITVIEW_FUZZ_SEED=<seed> swift test --filter AppFuzzTests.
FUZZ_SECONDS ?= 0
fuzz: deps
	SPLITVIEW_FUZZ_SECONDS=$(FUZZ_SECONDS) $(SWIFT) test --filter 'AppFuzzTests|InputDecoderTests'

# An hour of random use on a 1,000,000-row file, sampling memory and descriptors
# (SOAK_SECONDS=N for another length); soak-short is a one-minute try.
soak: deps
	scripts/soak.sh

soak-short: deps
	SOAK_SECONDS=60 scripts/soak.sh

clean:
	$(SWIFT) package clean
	rm -rf .build
