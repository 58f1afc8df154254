"""The command line: German when asked (or by the saved language setting), a review stored
with the match is used as it is (``--fresh`` makes it again)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.coach.__main__ import main
from ginrummy_desktop.coach.review import review_match
from ginrummy_desktop.coach.stored import StoredReviews
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import current_language, set_language
from ginrummy_desktop.persistence.settings import Settings, save_settings


@pytest.fixture(autouse=True)
def english_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    set_language("en")


def _match_file(tmp_path: Path) -> tuple[Path, Match]:
    m = Match(RuleSet.preset("classic"), 21)
    bots = [make_opponent("medium", 1), make_opponent("strong", 2)]
    while not m.results:
        m.apply(bots[m.turn].choose(m.view(m.turn)))
    f = tmp_path / "m.json"
    f.write_text(json.dumps(m.to_dict()))
    return f, m


def test_german_when_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f, _ = _match_file(tmp_path)
    assert main([str(f), "--round", "1", "--budget", "30", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Prüfung von Platz 0:") and "Runde 1:" in out
    assert "ablegen" in out and "Discard the" not in out
    assert main([str(tmp_path / "missing.json"), "--lang", "de"]) == 2
    assert "kann nicht gelesen werden" in capsys.readouterr().err


def test_the_saved_language_setting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f, _ = _match_file(tmp_path)
    save_settings(Settings(language="de"))
    assert main([str(f), "--round", "1", "--budget", "30"]) == 0
    assert current_language() == "de" and "Runde 1:" in capsys.readouterr().out
    assert main([str(f), "--round", "1", "--budget", "30", "--lang", "en"]) == 0
    assert "Round 1:" in capsys.readouterr().out


def test_a_stored_review_is_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f, m = _match_file(tmp_path)
    review = review_match(m.to_dict(), 0, {1}, budget=30).rounds[0]
    doc = {**m.to_dict(), "reviews": {}}
    stored: dict[int, dict[str, object]] = {}
    StoredReviews(stored, 0)[1] = review
    stored[1]["total_loss"] = 99.0  # not what a fresh review would find: shows where it is from
    stored[1]["decisions"][0]["loss"] = 99.0  # type: ignore[index]
    stored[1]["decisions"][0]["best"] = stored[1]["decisions"][0]["played"]  # type: ignore[index]
    doc["reviews"] = {str(k): v for k, v in stored.items()}
    f.write_text(json.dumps(doc))
    assert main([str(f), "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["stored"] == [1] and out["rounds"][0]["decisions"][0]["loss"] == 99.0
    assert main([str(f), "--round", "1", "--lang", "en"]) == 0
    assert "(stored with the match)" in capsys.readouterr().out
    assert main([str(f), "--json", "--fresh", "--budget", "30"]) == 0
    fresh = json.loads(capsys.readouterr().out)
    assert fresh["stored"] == [] and fresh["rounds"][0] == review.to_data()
    assert main([str(f), "--json", "--seat", "1", "--budget", "10"]) == 0
    assert json.loads(capsys.readouterr().out)["stored"] == []  # stored for seat 0 only


def test_a_gin_reads_as_gin_in_the_text() -> None:
    """The text review wrote "Knock with the 3 of clubs" for a Gin (stored decisions carry no
    hand); the command line now hands it each decision's hand."""
    from ginrummy_desktop.coach.review import Decision, RoundReview
    from ginrummy_desktop.coach.words import round_lines
    from ginrummy_desktop.engine import Action
    from ginrummy_desktop.engine.cards import parse_cards

    hand = sum(c.bit for c in parse_cards("AS 2S 3S 4S 4D 4C 8C 9C TC JC 3C"))
    gin = Action.parse("knock 3C")
    r = RoundReview(1, [Decision(1, 7, "discard", gin, gin, {gin: 5.0}, 0.0)])
    assert "Go Gin with the 3 of clubs" in round_lines(r, hands={7: hand})[1]
    assert "Knock with the 3 of clubs" in round_lines(r)[1]  # without the hand: as before
