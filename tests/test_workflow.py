"""The three-system workflow (.github/workflows/build.yml) parses and runs the same build
scripts as .ci/run: the wheel check, the app build and the app's headless checks."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
SCRIPTS = ("build/wheel_check.sh", "build/app.sh", "build/smoke.sh")


def _workflow() -> dict:  # type: ignore[type-arg]
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _run_lines(job: dict) -> list[str]:  # type: ignore[type-arg]
    return [line.strip() for step in job["steps"] if "run" in step
            for line in step["run"].splitlines() if line.strip()]


def _make_recipe(target: str) -> list[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(rf"^{re.escape(target)}:.*\n((?:\t.*\n)+)", text, re.MULTILINE)
    assert match, f"no make target {target}"
    return [line.strip() for line in match.group(1).splitlines()]


def _ci_scripts() -> set[str]:
    """The build scripts .ci/run runs, directly or through a make target."""
    found: set[str] = set()
    for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines():
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        commands = [line]
        if words[0] == "make" and len(words) > 1:
            commands += _make_recipe(words[1])
        for command in commands:
            found |= {s for s in SCRIPTS if s in command}
    return found


def test_workflow_builds_on_three_systems_and_uploads() -> None:
    data = _workflow()
    triggers = data.get("on", data.get(True))  # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request"} <= set(triggers)
    (job,) = data["jobs"].values()
    assert set(job["strategy"]["matrix"]["os"]) == {"ubuntu-latest", "windows-latest",
                                                    "macos-latest"}
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["defaults"]["run"]["shell"] == "bash"
    uses = [step.get("uses", "") for step in job["steps"]]
    assert any(u.startswith("actions/checkout@") for u in uses)
    assert any(u.startswith("actions/setup-python@") for u in uses)
    upload = next(s for s in job["steps"]
                  if s.get("uses", "").startswith("actions/upload-artifact@"))
    assert "dist/GinRummy/" in upload["with"]["path"]


def test_workflow_runs_the_scripts_of_ci_run() -> None:
    (job,) = _workflow()["jobs"].values()
    runs = " \n".join(_run_lines(job))
    in_workflow = {s for s in SCRIPTS if s in runs}
    assert _ci_scripts() == set(SCRIPTS)
    assert in_workflow == set(SCRIPTS)
    # the checks happen after the build they check
    order = [runs.index(s) for s in ("build/wheel_check.sh", "build/app.sh", "build/smoke.sh")]
    assert order == sorted(order)
    for script in SCRIPTS:
        assert (ROOT / script).stat().st_mode & 0o111, f"{script} is not executable"


def test_spec_and_scripts_name_the_windows_and_macos_paths() -> None:
    smoke = (ROOT / "build" / "smoke.sh").read_text(encoding="utf-8")
    assert "GinRummy.exe" in smoke  # the Windows default
    wheel = (ROOT / "build" / "wheel_check.sh").read_text(encoding="utf-8")
    assert "venv/Scripts" in wheel  # a Windows virtual environment
