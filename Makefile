# The two commands of the README: `make play` and `make test`. Both create what is missing.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: play test

$(STAMP): pyproject.toml
	test -x $(VENV)/bin/python || $(PY) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --upgrade pip
	$(VENV)/bin/python -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/python -m ginrummy_desktop

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(VENV)/bin/python -m pytest
