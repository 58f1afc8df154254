"""The arena's statistics on a small seeded run."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop import arena


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == 1.0
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_percentile() -> None:
    xs = [float(i) for i in range(1, 101)]
    assert arena.percentile(xs, 50) == 50.0
    assert arena.percentile(xs, 99) == 99.0
    assert arena.percentile([], 50) == 0.0


def test_small_seeded_run() -> None:
    r = arena.run("medium", "simple", 6, rules="short", seed=3, jobs=1)
    assert r["matches"] == 6 and r["wins_a"] + r["wins_b"] == 6
    assert r["win_rate_a"] == pytest.approx(r["wins_a"] / 6)
    lo, hi = r["ci95"]
    assert 0 <= lo <= r["win_rate_a"] <= hi <= 1
    assert (lo, hi) == arena.wilson(r["wins_a"], 6)
    assert r["wins_as_seat0_a"] + r["wins_as_seat1_a"] == r["wins_a"]
    assert r["rounds"] > 0 and r["mean_points_per_round_a"] >= 0
    assert set(r["median_decision_ms"]) == {"a", "b"} == set(r["p99_decision_ms"])
    again = arena.run("medium", "simple", 6, rules="short", seed=3, jobs=1)
    for key in ("wins_a", "rounds", "mean_points_per_round_a", "outcomes"):
        assert again[key] == r[key]  # seeded: the same matches


def test_parallel_gives_the_same_matches() -> None:
    one = arena.run("simple", "simple", 4, seed=8, jobs=1)
    two = arena.run("simple", "simple", 4, seed=8, jobs=2)
    assert (one["wins_a"], one["rounds"], one["outcomes"]) == (
        two["wins_a"], two["rounds"], two["outcomes"])


def test_command_line_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--a", "simple", "--b", "medium", "--matches", "2", "--seed", "4",
                       "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("matches", "wins_a", "wins_b", "win_rate_a", "ci95",
                "mean_points_per_round_a", "median_decision_ms", "p99_decision_ms"):
        assert key in out
    assert out["matches"] == 2 and len(out["ci95"]) == 2


def test_command_line_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--a", "simple", "--b", "simple", "--matches", "2", "--jobs", "1"]) == 0
    text = capsys.readouterr().out
    assert "win rate A" in text and "95% CI" in text and "p99" in text
