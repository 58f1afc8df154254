# The two commands of the README: `make play` and `make test`. Both create what is missing.
PY ?= python3
VENV := .venv
STAMP := $(VENV)/.installed

.PHONY: play test app app-onefile app-smoke

$(STAMP): pyproject.toml
	test -x $(VENV)/bin/python || $(PY) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --upgrade pip
	$(VENV)/bin/python -m pip install -q -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/python -m ginrummy_desktop

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(VENV)/bin/python -m pytest

# The stand-alone app (PyInstaller, build/pyinstaller.spec); see the README's "The app".
BUILD_STAMP := $(VENV)/.installed-build
PYINSTALLER := $(VENV)/bin/python -m PyInstaller --noconfirm --clean --log-level WARN

$(BUILD_STAMP): $(STAMP)
	$(VENV)/bin/python -m pip install -q -e '.[build]'
	touch $(BUILD_STAMP)

app: $(BUILD_STAMP)
	$(VENV)/bin/python -m ginrummy_desktop.i18n.catalog compile
	$(PYINSTALLER) --distpath dist --workpath build/work build/pyinstaller.spec
	@echo "app: dist/GinRummy/GinRummy"

app-onefile: $(BUILD_STAMP)
	$(VENV)/bin/python -m ginrummy_desktop.i18n.catalog compile
	GINRUMMY_ONEFILE=1 $(PYINSTALLER) --distpath dist/onefile --workpath build/work/onefile build/pyinstaller.spec
	@echo "app: dist/onefile/GinRummy"

app-smoke:
	build/smoke.sh
