#!/usr/bin/env bash
# Build the stand-alone app with build/pyinstaller.spec: compile the catalogs, run PyInstaller.
#   build/app.sh              one folder: dist/GinRummy/GinRummy (.exe on Windows; macOS also
#                             dist/Gin Rommé.app)
#   build/app.sh --onefile    one file:   dist/onefile/GinRummy
# PY: a Python with the project and its `build` extra installed (default .venv/bin/python).
# Run by `make app` / `make app-onefile` (so by .ci/run) and by .github/workflows/build.yml.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
"$PY" -m ginrummy_desktop.i18n.catalog compile
pyinstaller=("$PY" -m PyInstaller --noconfirm --clean --log-level WARN)
if [ "${1:-}" = "--onefile" ]; then
    GINRUMMY_ONEFILE=1 "${pyinstaller[@]}" --distpath dist/onefile --workpath build/work/onefile \
        build/pyinstaller.spec
    echo "app: dist/onefile/GinRummy"
else
    "${pyinstaller[@]}" --distpath dist --workpath build/work build/pyinstaller.spec
    echo "app: dist/GinRummy/GinRummy"
fi
