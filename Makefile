# The README's two commands: `make reproduce` and `make test`. Both create .venv on first use.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: reproduce test test-full test-slow test-durations test-no-c test-newest-unicorn test-mutation fuzz bench readme docs screenshots clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

reproduce: $(STAMP)
	$(VENV)/bin/workbench reproduce all --sensitivity --html

# Across every core (pytest-xdist; a file's tests stay on one worker, so its module fixtures are
# built once), with the 25 slowest tests listed at the end of the log.
PYTEST := -m pytest -q -n auto --dist loadfile --durations=25

# `make test` is the fast tier (tests/conftest.py: the cheapest tests of the last recorded full
# run within a budget of recorded seconds, plus every test not recorded yet); `make test-full`
# runs every test, as CI does; `make test-durations` runs every test and records its seconds in
# tests/durations.json, from which the fast tier is chosen.
test: $(STAMP)
	$(PY) $(PYTEST) --fast

test-full: $(STAMP)
	$(PY) $(PYTEST)

# what the fast tier leaves out (CI runs `make test`, then this: the whole suite once)
test-slow: $(STAMP)
	$(PY) $(PYTEST) --slow

test-durations: $(STAMP)
	$(PY) $(PYTEST) --record-durations tests/durations.json

# CI's other two ways (issue 21): the pinned unicorn without the C helpers (the exact capture and
# the Python recorders), and the newest unicorn release in a venv of its own.
test-no-c: $(STAMP)
	WORKBENCH_NO_C=1 $(PY) $(PYTEST)

NEWEST := .venv-newest-unicorn
$(NEWEST)/.installed: pyproject.toml
	python3 -m venv $(NEWEST)
	$(NEWEST)/bin/python -m pip install -q --upgrade pip
	$(NEWEST)/bin/python -m pip install -q -e '.[test]'
	$(NEWEST)/bin/python -m pip install -q --upgrade --no-deps unicorn
	touch $@

test-newest-unicorn: $(NEWEST)/.installed
	$(NEWEST)/bin/workbench --version
	$(NEWEST)/bin/python $(PYTEST)

# Mutation testing of the cost models, the runner and the result arithmetic (tools/mutation.py):
# a deterministic sample of MUTANTS mutants per module, two at a time; not part of `make test`.
MUTANTS ?= 12
test-mutation: $(STAMP)
	$(PY) tools/mutation.py --max-per-module $(MUTANTS) --jobs 2 --fail-under 90

# The fuzz campaign at scale (tests/fuzzing.py): >= 10,000 inputs per ISA and per file kind,
# a table of inputs, clean errors, failures and the slowest input per target at the end.
fuzz: $(STAMP)
	$(PY) -m pytest -q tests/test_fuzz_isa.py tests/test_fuzz_files.py --many \
		--fuzz-report results/fuzz-report.json

bench: $(STAMP)
	$(VENV)/bin/workbench bench --readme README.md
	@for f in benchmarks/*.py; do [ -f "$$f" ] && $(PY) "$$f"; done; true

readme: $(STAMP)
	$(VENV)/bin/workbench reproduce all --sensitivity --readme README.md --quiet > /dev/null

# docs/instructions.md (every core's forms: x86 from the forms tables, Alpha/PA-RISC/DSP56001 from the ISA tables) and README's validation
# table (workbench validate); tests check both are current
docs: $(STAMP)
	$(PY) -c "from workbench.instructions import markdown_page; open('docs/instructions.md', 'w').write(markdown_page())"
	$(PY) tools/readme_validation.py README.md

# docs/screenshots/*.png for the README: the HTML views in headless Chromium (Debian's chromium and
# chromium-driver); index.png needs results/index.html, which `make reproduce` writes
screenshots: $(STAMP)
	$(PY) tools/screenshots.py

clean:
	rm -rf $(VENV) $(NEWEST) results .pytest_cache
