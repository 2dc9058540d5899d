# The README's two commands: `make reproduce` and `make test`. Both create .venv on first use.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: reproduce test fuzz bench readme clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

reproduce: $(STAMP)
	$(VENV)/bin/workbench reproduce all --sensitivity

test: $(STAMP)
	$(PY) -m pytest -q

# The fuzz campaign at scale (tests/fuzzing.py): >= 10,000 inputs per ISA and per file kind,
# a table of inputs, clean errors, failures and the slowest input per target at the end.
fuzz: $(STAMP)
	$(PY) -m pytest -q tests/test_fuzz_isa.py tests/test_fuzz_files.py --many \
		--fuzz-report results/fuzz-report.json

bench: $(STAMP)
	$(VENV)/bin/workbench bench
	@for f in benchmarks/*.py; do [ -f "$$f" ] && $(PY) "$$f"; done; true

readme: $(STAMP)
	$(VENV)/bin/workbench reproduce all --sensitivity --readme README.md --quiet > /dev/null

clean:
	rm -rf $(VENV) results .pytest_cache
