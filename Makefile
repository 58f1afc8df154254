# The two commands of the README: `make play` and `make test`. Both create what is missing.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: play test wheel-check app app-onefile app-smoke rules-doc

$(STAMP): pyproject.toml
	test -x $(VENV)/bin/python || $(PY) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --upgrade pip
	$(VENV)/bin/python -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/python -m ginrummy_desktop

# The suite runs in one process per core (pytest-xdist): 4.5 instead of 8 minutes on two.
test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(VENV)/bin/python -m pytest -n auto

# The wheel, checked from a fresh virtual environment outside the tree (build/wheel_check.sh).
wheel-check: $(STAMP)
	PY=$(VENV)/bin/python build/wheel_check.sh

# The stand-alone app (PyInstaller, build/pyinstaller.spec, via build/app.sh); see the README.
BUILD_STAMP := $(VENV)/.installed-build

$(BUILD_STAMP): $(STAMP)
	$(VENV)/bin/python -m pip install -q -e '.[build]'
	touch $(BUILD_STAMP)

app: $(BUILD_STAMP)
	PY=$(VENV)/bin/python build/app.sh

app-onefile: $(BUILD_STAMP)
	PY=$(VENV)/bin/python build/app.sh --onefile

app-smoke:
	build/smoke.sh

# docs/RULES.md (and docs/REGELN.md) from the rule presets and the help text
rules-doc: $(STAMP)
	$(VENV)/bin/python tools/make_rules_doc.py
