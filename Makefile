# OpenUIKit: every target installs what is missing first (scripts/bootstrap).
SWIFT ?= swift
SHELL := /bin/bash
# Tests never record reference images silently: a missing one fails.
export SNAPSHOT_TESTING_RECORD ?= never

.PHONY: bootstrap build demo test test-orders bench fuzz clean

# Every build starts with swift-snapshot-testing, so what it compiles never depends on whether
# this package's UIKit was built before it (scripts/build-snapshot-testing says why).
bootstrap:
	@scripts/bootstrap
	@SWIFT=$(SWIFT) scripts/build-snapshot-testing

build: bootstrap
	$(SWIFT) build

# The demo app, then the CaptionableImageView nib drawn by xib-render as Xcode's canvas would.
demo: bootstrap
	$(SWIFT) run uikit-demo
	$(SWIFT) run xib-render Resources/Nibs/CaptionableImageView.xib -o demo-out/CaptionableImageView-nib.png

# A failing run ends with what failed, so it is not lost in thousands of lines above.
test: bootstrap
	$(SWIFT) build --build-tests
	@set -o pipefail; $(SWIFT) test --skip-build 2>&1 | tee .build/test-output.txt || { \
		echo "== what failed (the whole output is in .build/test-output.txt)"; \
		grep -E "^✘ Test .*recorded an issue|: error: |Fatal error|signal code" .build/test-output.txt | head -60; \
		exit 1; }

# Every test again, one at a time, in the order each seed shuffles them into (RandomOrderTests):
# a test that leans on what an earlier one left fails. `make test-orders SEEDS=7` replays one.
SEEDS ?= 1 2 3
test-orders: bootstrap
	$(SWIFT) build --build-tests
	@for seed in $(SEEDS); do \
		echo "== seed $$seed"; \
		OUI_TEST_ORDER_SEED=$$seed $(SWIFT) test --skip-build --filter RandomOrderTests || exit 1; \
	done

# --bench also makes .venv-bench/ with kiwisolver, the baseline of the Auto Layout solver.
bench:
	@scripts/bootstrap --bench
	$(SWIFT) run -c release uikit-bench --json bench-results.json

# Under AddressSanitizer: mutated copies of the real Interface Builder files, loaded strictly and
# on the canvas (every load must succeed or throw a NibLoadingError within 2 s); then random
# sequences of view, layer and geometry calls checked against the tree's invariants.
FUZZ_COUNT ?= 100000
FUZZ_SEED ?= 0x5eed0f1b
FUZZ_CORPUS ?= ../shared/conformance/ib Tests/UIKitTests/Nib/Fixtures
VIEW_FUZZ_COUNT ?= 2000
fuzz:
	@scripts/bootstrap
	$(SWIFT) build -c release --product nib-fuzz -Xswiftc -sanitize=address --scratch-path .build-asan
	@SWIFT=$(SWIFT) scripts/build-snapshot-testing -Xswiftc -sanitize=address --scratch-path .build-asan
	$(SWIFT) build --product view-fuzz -Xswiftc -sanitize=address --scratch-path .build-asan
	.build-asan/release/nib-fuzz --count $(FUZZ_COUNT) --seed $(FUZZ_SEED) $(FUZZ_CORPUS)
	.build-asan/debug/view-fuzz --count $(VIEW_FUZZ_COUNT) --seed $(FUZZ_SEED)

clean:
	rm -rf .build .build-asan
