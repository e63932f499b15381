# OpenUIKit: every target installs what is missing first (scripts/bootstrap).
SWIFT ?= swift
# Tests never record reference images silently: a missing one fails.
export SNAPSHOT_TESTING_RECORD ?= never

.PHONY: bootstrap build demo test bench clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

demo: bootstrap
	$(SWIFT) run uikit-demo

test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# --bench also makes .venv-bench/ with kiwisolver, the baseline of the Auto Layout solver.
bench:
	@scripts/bootstrap --bench
	$(SWIFT) run -c release uikit-bench --json bench-results.json

clean:
	rm -rf .build
