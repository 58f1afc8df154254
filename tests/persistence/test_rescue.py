"""A match file whose moves stop replaying at one move (one move changed by hand, a bit flipped
on the disk) lost the whole match: the file was set aside, whole, and the match was gone, a
finished Gin round worth 29 points with it (German 1280x720). The file is still set aside byte
for byte, and the moves before the bad one are saved again under its name: the match goes on
from there, and the notice says how many moves it kept."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence.errors import DamagedSaveError
from ginrummy_desktop.persistence.saves import MatchStore
from tests.persistence.conftest import play, played

SEED = 2


def _saved_with_a_bad_move(store: MatchStore, at: int, summary: bool) -> tuple[str, bytes, int]:
    """A classic match of two finished rounds and more, saved, then its move ``at`` (from the
    end) changed to one that cannot be played there; without its summary where not
    ``summary`` (then the list replays it). (id, the file's bytes, moves in the file)."""
    match = play("classic", SEED, limit=130)
    assert len(match.results) >= 2
    saved = store.new(match.rules, match.seed, "strong")
    store.save(saved, match)
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text())
    doc["actions"][at] = "knock XX"
    if not summary:
        del doc["summary"]
    content = json.dumps(doc).encode()
    path.write_bytes(content)
    return saved.id, content, len(doc["actions"])


def _kept_moves(n: int, at: int) -> int:
    return n + at if at < 0 else at


@pytest.mark.parametrize("summary", [True, False])
def test_the_moves_before_a_bad_one_are_saved_again_and_the_file_kept(summary: bool) -> None:
    store = MatchStore()
    at = -2
    id, content, n = _saved_with_a_bad_move(store, at, summary)
    kept = _kept_moves(n, at)
    if summary:  # the list trusts the summary; opening the match finds the bad move
        assert [s.id for s in store.list()[0]] == [id]
        with pytest.raises(DamagedSaveError) as caught:
            store.load(id)
        problem = caught.value.problem
    else:  # no summary: the list replays it and finds the bad move
        summaries, problems = store.list()
        (problem,) = problems
        assert [s.id for s in summaries] == [id], "listed again with the moves kept"
    assert problem is not None and problem.rescued == (kept, n)
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    saved, match = store.load(id)  # the match is there again, up to the bad move
    assert saved.actions == list(played("classic", SEED, limit=130))[:kept]
    assert len(match.history) == kept and len(match.results) >= 2
    assert saved.opponent == "strong" and not match.is_over
    said = problem.message()
    assert f"first {kept} of {n} moves" in said and str(problem.moved_to.parent) in said
    with use_localizer(Localizer("de")):
        german = problem.message()
    assert f"ersten {kept} von {n} Zügen" in german


def test_a_match_whose_first_move_is_bad_is_only_set_aside() -> None:
    store = MatchStore()
    id, content, _n = _saved_with_a_bad_move(store, 0, summary=False)
    summaries, (problem,) = store.list()
    assert summaries == [] and problem.rescued is None
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not store.path_of(id).exists()
    assert "saved again" not in problem.message()


def test_a_rescue_that_cannot_be_written_leaves_nothing_half_done(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ginrummy_desktop.persistence import saves

    store = MatchStore()
    id, content, _n = _saved_with_a_bad_move(store, -2, summary=False)

    def refuse(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "atomic_write_text", refuse)
    summaries, (problem,) = store.list()
    assert summaries == [] and problem.rescued is None
    assert problem.moved_to is not None and problem.moved_to.read_bytes() == content
    assert not store.path_of(id).exists()


def test_rules_and_seed_of_the_rescued_match_are_the_files() -> None:
    store = MatchStore()
    id, _content, _n = _saved_with_a_bad_move(store, -5, summary=False)
    store.list()
    saved, match = store.load(id)
    assert saved.rules == RuleSet.preset("classic") and saved.seed == SEED
    assert isinstance(match, Match)
