#!/usr/bin/env bash
# The wheel as a Python user gets it: build it, install it into a fresh virtual environment in
# a temporary folder (outside the source tree), and run its checks from there, headless:
# --version (must be pyproject.toml's), --check-bundle (data found inside the installed
# package) and --smoke-test (every scene in both languages).
#   build/wheel_check.sh [--keep DIR]    PY: the Python that builds (default .venv/bin/python)
# Run by .ci/run and by .github/workflows/build.yml on Linux, Windows and macOS.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
keep=""
[ "${1:-}" = "--keep" ] && keep="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
version="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"

echo "== pip wheel . (ginrummy-desktop $version)"
"$PY" -m pip wheel -q --no-deps . -w "$work/wheel"
wheel="$(ls "$work"/wheel/ginrummy_desktop-"$version"-*.whl)"
[ -n "$keep" ] && mkdir -p "$keep" && cp "$wheel" "$keep/"

echo "== fresh virtual environment in $work/venv"
"$PY" -m venv "$work/venv"
bin="$work/venv/bin"
[ -d "$work/venv/Scripts" ] && bin="$work/venv/Scripts"  # Windows
"$bin/python" -m pip install -q "$wheel"
# (no `ls | grep -q` or `echo | grep -q`: under pipefail grep's early exit can end the
# writer by SIGPIPE and fail the check though it matched; CI dry run, session 21)
compgen -G "$bin/ginrummy-desktop*" >/dev/null || { echo "wheel: no ginrummy-desktop command" >&2; exit 1; }

export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-dummy}" SDL_AUDIODRIVER="${SDL_AUDIODRIVER:-dummy}"
home="$work/home"
mkdir -p "$home"
export XDG_DATA_HOME="$home" XDG_CONFIG_HOME="$home" XDG_STATE_HOME="$home" XDG_CACHE_HOME="$home"
cd "$home"  # nothing beside the source tree can be found from here
# the installed command itself; on Windows that is a GUI launcher without a console, so
# the same entry point is run there as `python -m ginrummy_desktop`
if [ "$bin" = "$work/venv/bin" ]; then game=("$bin/ginrummy-desktop"); else game=("$bin/python" -m ginrummy_desktop); fi
got="$("${game[@]}" --version)"
echo "$got"
case "$got" in *" $version") ;; *) echo "wheel: --version says '$got', pyproject.toml $version" >&2; exit 1 ;; esac

echo "== --check-bundle"
out="$("${game[@]}" --check-bundle)" || { echo "$out"; exit 1; }
echo "$out"
[[ "$out" == *site-packages* ]] || { echo "wheel: data not read from the installed package" >&2; exit 1; }

echo "== --smoke-test"
if command -v timeout >/dev/null; then t="timeout 300"; else t=""; fi
$t "${game[@]}" --smoke-test
size=$(( $(wc -c < "$wheel") / 1024 ))
echo "wheel: ok ($(basename "$wheel"), ${size} KiB)"
