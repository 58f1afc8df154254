#!/usr/bin/env bash
# The frozen app's checks, headless: data and locales found, every scene drawn, start-up time.
#   build/smoke.sh [APP]      (default: the one-folder build dist/GinRummy/GinRummy[.exe])
# Run by `make app-smoke` and .ci/run after `make app`, and by .github/workflows/build.yml on
# Linux, Windows (Git Bash) and macOS. Leaves no settings or saves behind.
set -euo pipefail
cd "$(dirname "$0")/.."
windows=0
case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) windows=1 ;; esac
default=dist/GinRummy/GinRummy
[ "$windows" = 1 ] && default=dist/GinRummy/GinRummy.exe
APP="${1:-$default}"
PY="${PY:-.venv/bin/python}"
[ -x "$APP" ] || { echo "smoke: no app at $APP (run make app)" >&2; exit 1; }

export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
export XDG_DATA_HOME="$home" XDG_CONFIG_HOME="$home" XDG_STATE_HOME="$home" XDG_CACHE_HOME="$home"
# from another directory, so nothing is found beside the source tree by accident
app="$(cd "$(dirname "$APP")" && pwd)/$(basename "$APP")"

echo "== $APP --check-bundle"
(cd "$home" && "$app" --check-bundle)
echo "== $APP --smoke-test"
t=""
command -v timeout >/dev/null && t="timeout 300"  # not on every macOS
(cd "$home" && $t "$app" --smoke-test)
if [ "$windows" = 1 ]; then
    # the windowed Windows app has no console to print the time to: exit codes only there
    echo "== first-frame timing skipped on Windows"
else
    echo "== $APP --first-frame-exit"
    "$PY" build/first_frame.py "$app" --runs 3
fi
echo "smoke: ok ($(du -sh "$(dirname "$app")" | cut -f1) in $(dirname "$APP"))"
