"""The match store: new, autosave, load by replaying, list, continue, watch again, delete."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ginrummy_desktop.engine.legal import Phase
from ginrummy_desktop.engine.match import Match
from ginrummy_desktop.engine.rules import RuleSet
from ginrummy_desktop.i18n import Localizer, format_datetime, use_localizer
from ginrummy_desktop.persistence import paths
from ginrummy_desktop.persistence.errors import (
    DamagedSaveError,
    SaveError,
    SaveNotFoundError,
    SaveWriteError,
)
from ginrummy_desktop.persistence.saves import (
    MatchStore,
    SavedMatch,
    decode_match,
    encode_match,
    iter_rounds,
)
from ginrummy_desktop.persistence.summary import summarize
from tests.persistence.conftest import FakeClock, play, played


def same_state(a: Match, b: Match) -> None:
    assert a.to_dict() == b.to_dict()
    assert a.phase == b.phase and a.turn == b.turn and a.is_over == b.is_over
    assert a.scores == b.scores and a.results == b.results and a.deals == b.deals
    assert a.legal_actions() == b.legal_actions()
    for seat in (0, 1):
        assert a.round.hand(seat) == b.round.hand(seat)
        assert a.view(seat) == b.view(seat)
    assert a.round.stock == b.round.stock


def new_game(store: MatchStore, preset: str, seed: int, opponent: str = "strong"):
    saved = store.new(RuleSet.preset(preset), seed, opponent)
    return saved, Match(saved.rules, saved.seed)


class TestLocations:
    def test_platformdirs_under_the_redirected_xdg_dirs(self, user_dirs: Path) -> None:
        assert paths.data_dir() == user_dirs / "data" / "ginrummy-desktop"
        assert paths.config_dir() == user_dirs / "config" / "ginrummy-desktop"
        assert paths.matches_dir() == paths.data_dir() / "matches"
        assert paths.damaged_dir() == paths.matches_dir() / "damaged"
        assert paths.statistics_path() == paths.data_dir() / "statistics.json"
        assert paths.settings_path() == paths.config_dir() / "settings.json"
        assert MatchStore().root == paths.matches_dir()

    def test_nothing_is_created_until_written(self, user_dirs: Path) -> None:
        store = MatchStore()
        assert store.list() == ([], [])
        assert not (user_dirs / "data").exists()
        store.new(RuleSet.preset("classic"), 1, "simple")
        assert len(list(paths.matches_dir().glob("*.json"))) == 1


@pytest.mark.usefixtures("fast_disk")
class TestRoundTrip:
    @pytest.mark.parametrize(("preset", "seed"), [("classic", 0), ("short", 2), ("single", 1)])
    def test_save_and_load_at_every_action_gives_the_same_state(
        self, preset: str, seed: int
    ) -> None:
        store = MatchStore(clock=FakeClock())
        saved, match = new_game(store, preset, seed)
        phases = set()
        for k, action in enumerate([None, *played(preset, seed)]):
            if action is not None:
                match.apply(action)
            store.save(saved, match)
            loaded, again = store.load(saved.id)
            same_state(match, again)
            assert loaded.actions == saved.actions and len(loaded.actions) == k
            assert (loaded.rules, loaded.seed, loaded.opponent) == (
                saved.rules,
                saved.seed,
                "strong",
            )
            assert loaded.last_played == saved.last_played
            phases.add(again.phase)
        assert match.is_over
        assert {Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF} <= phases

    def test_loaded_match_can_be_played_on_and_saved_again(self) -> None:
        store = MatchStore()
        saved, match = new_game(store, "classic", 3)
        actions = played("classic", 3)
        for a in actions[:40]:
            match.apply(a)
            store.save(saved, match)
        saved2, match2 = store.load(saved.id)
        for a in actions[40:]:
            match2.apply(a)
            store.save(saved2, match2)
        _, final = store.load(saved.id)
        same_state(final, play("classic", 3))

    def test_decode_of_encode_is_identity(self) -> None:
        match = play("short", 1)
        saved = SavedMatch(
            "x",
            match.rules,
            match.seed,
            "medium",
            datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC),
            datetime(2026, 1, 3, 3, 4, 5, tzinfo=UTC),
            [a.text() for a in match.history],
        )
        back, again = decode_match(encode_match(saved).encode(), "x")
        assert back == saved
        same_state(match, again)

    def test_custom_rules_and_string_seeds_survive(self) -> None:
        store = MatchStore()
        rules = RuleSet.preset("classic").custom(target=30, knock_limit=5)
        saved = store.new(rules, "my seed", "medium")
        _, match = store.load(saved.id)
        assert match.rules == rules and match.seed == "my seed"

    def test_file_content_is_the_documented_format(self) -> None:
        store = MatchStore(clock=FakeClock())
        saved, match = new_game(store, "classic", 7)
        match.apply(played("classic", 7)[0])
        store.save(saved, match)
        doc = json.loads((store.root / f"{saved.id}.json").read_text(encoding="utf-8"))
        assert doc == {
            "schema_version": 1,
            "rules": RuleSet.preset("classic").to_dict(),
            "seed": 7,
            "players": {"human": 0, "opponent": "strong"},
            "actions": [played("classic", 7)[0]],
            "started": "2026-03-01T12:01:00+00:00",
            "last_played": "2026-03-01T12:02:00+00:00",
            "summary": summarize(match),
        }
        assert list(doc)[-1] == "actions"  # the summary is read before the long list


class TestStore:
    def test_new_ids_are_file_names_and_unique(self) -> None:
        store = MatchStore(clock=lambda: datetime(2026, 5, 5, tzinfo=UTC))
        ids = {store.new(RuleSet.preset("single"), None, "simple").id for _ in range(20)}
        assert len(ids) == 20
        assert {p.stem for p in store.files()} == ids
        assert all(i.startswith("20260505-000000-") for i in ids)

    def test_the_id_comes_from_the_file_name_never_from_inside(self) -> None:
        store = MatchStore()
        saved = store.new(RuleSet.preset("classic"), 1, "simple")
        doc = json.loads((store.root / f"{saved.id}.json").read_text())
        doc["id"] = "../../etc/passwd"
        doc["path"] = "/tmp/elsewhere.json"
        (store.root / "renamed.json").write_text(json.dumps(doc))
        (store.root / f"{saved.id}.json").unlink()
        loaded, _ = store.load("renamed")
        assert loaded.id == "renamed"
        assert [s.id for s in store.list()[0]] == ["renamed"]

    @pytest.mark.parametrize("bad", ["", "../x", "a/b", "a\\b", ".hidden", "nul\0", "c:x"])
    def test_ids_that_are_not_plain_names_are_refused(self, bad: str) -> None:
        with pytest.raises(SaveNotFoundError):
            MatchStore().load(bad)

    def test_missing_match(self) -> None:
        with pytest.raises(SaveNotFoundError):
            MatchStore().load("20260101-000000-abcdef")
        assert isinstance(SaveNotFoundError("x"), ValueError)

    def test_unknown_opponent_and_foreign_match_are_refused(self) -> None:
        store = MatchStore()
        with pytest.raises(ValueError):
            store.new(RuleSet.preset("classic"), 1, "grandmaster")
        saved = store.new(RuleSet.preset("classic"), 1, "simple")
        with pytest.raises(ValueError):
            store.save(saved, Match(RuleSet.preset("classic"), 2))

    def test_list_summaries(self) -> None:
        clock = FakeClock()
        store = MatchStore(clock=clock)
        done, m1 = new_game(store, "short", 2, "medium")
        for a in played("short", 2):
            m1.apply(a)
        store.save(done, m1)
        running, m2 = new_game(store, "classic", 1, "simple")
        for a in played("classic", 1)[:30]:
            m2.apply(a)
        store.save(running, m2)

        summaries, problems = store.list()
        assert problems == []
        assert [s.id for s in summaries] == [running.id, done.id]  # last played first
        r, d = summaries
        assert (r.preset, r.opponent, r.finished, r.winner) == ("classic", "simple", False, None)
        assert r.scores == m2.scores == r.totals
        assert r.rounds_played == len(m2.results) and r.round_number == m2.round_number
        assert r.actions == 30 and r.target == 100
        assert (d.preset, d.opponent, d.finished) == ("short", "medium", True)
        assert d.totals == m1.final.totals and d.scores == m1.scores
        assert d.winner == m1.winner and d.human_won == (m1.winner == 0)
        assert d.last_played == done.last_played and d.started == done.started

    def test_last_played_is_locale_formatted(self) -> None:
        store = MatchStore(clock=lambda: datetime(2026, 3, 1, 18, 5, tzinfo=UTC))
        store.new(RuleSet.preset("classic"), 1, "simple")
        (summary,), _ = store.list()
        assert summary.last_played_text() == format_datetime(summary.last_played)
        with use_localizer(Localizer("de")):
            german = summary.last_played_text("short")
        assert german.startswith("01.03.26")

    def test_latest_unfinished(self) -> None:
        store = MatchStore(clock=FakeClock())
        assert store.latest_unfinished() == (None, [])
        a, ma = new_game(store, "classic", 1)
        b, mb = new_game(store, "single", 3)
        for x in played("single", 3):
            mb.apply(x)
        store.save(b, mb)  # finished, and played last
        summary, problems = store.latest_unfinished()
        assert summary is not None and summary.id == a.id and problems == []
        store.save(a, ma)
        c, _ = new_game(store, "classic", 2)
        assert store.latest_unfinished()[0].id == c.id  # type: ignore[union-attr]

    def test_delete(self) -> None:
        store = MatchStore()
        saved = store.new(RuleSet.preset("classic"), 1, "simple")
        assert store.delete(saved.id) is True
        assert store.delete(saved.id) is False
        assert store.list() == ([], [])
        with pytest.raises(SaveNotFoundError):
            store.load(saved.id)

    def test_a_match_open_in_another_window_is_not_deleted(self) -> None:
        """A second window deleted the file of a match the first was playing; the first wrote
        it back at its next move (and had it been quit, the match was gone)."""
        from ginrummy_desktop.persistence import MatchInUseError

        store = MatchStore()
        saved = store.new(RuleSet.preset("classic"), 1, "simple")
        held = store.lock(saved.id)  # the other window
        with pytest.raises(MatchInUseError):
            store.delete(saved.id)
        assert [s.id for s in store.list()[0]] == [saved.id]
        held.release()
        assert store.delete(saved.id) is True

    def test_other_files_are_ignored(self) -> None:
        store = MatchStore()
        saved = store.new(RuleSet.preset("classic"), 1, "simple")
        (store.root / "notes.txt").write_text("hello")
        (store.root / f".{saved.id}.json.abc.tmp").write_text("{")
        (store.root / "subdir.json").mkdir()
        summaries, problems = store.list()
        assert [s.id for s in summaries] == [saved.id] and problems == []
        assert (store.root / "notes.txt").exists()

    def test_a_file_changed_on_disk_is_read_again(self) -> None:
        store = MatchStore()
        saved, match = new_game(store, "classic", 1)
        assert store.list()[0][0].actions == 0
        other = MatchStore()  # e.g. a second window
        for a in played("classic", 1)[:5]:
            match.apply(a)
        other.save(saved, match)
        assert store.list()[0][0].actions == 5

    def test_write_failure_is_a_save_error_and_keeps_the_old_file(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        store = MatchStore()
        saved, match = new_game(store, "classic", 1)
        path = store.root / f"{saved.id}.json"
        before = path.read_bytes()
        match.apply(played("classic", 1)[0])

        def refuse(src: str, dst: str) -> None:
            raise OSError(28, "No space left on device")

        with monkeypatch.context() as patch:
            patch.setattr(os, "replace", refuse)
            with pytest.raises(SaveWriteError) as info:
                store.save(saved, match)
        assert isinstance(info.value, SaveError)
        assert "the disk is full" in info.value.message()
        assert path.read_bytes() == before
        assert [p.name for p in store.root.iterdir()] == [path.name]  # no temp file left


@pytest.mark.usefixtures("fast_disk")
class TestWatchAgain:
    def test_rounds_replay_in_order_and_add_up(self) -> None:
        store = MatchStore()
        saved, match = new_game(store, "classic", 2)
        for a in played("classic", 2):
            match.apply(a)
        store.save(saved, match)
        steps = list(store.replay_rounds(saved.id))
        assert [s.result for s in steps] == match.results
        assert [s.number for s in steps] == list(range(1, len(steps) + 1))
        assert sum(len(s.actions) for s in steps) == len(match.history)
        assert steps[-1].scores_after == match.scores and steps[-1].match_over
        assert not any(s.match_over for s in steps[:-1])
        for before, after in zip(steps, steps[1:], strict=False):
            assert before.scores_after == after.scores_before
            assert after.start == before.start + len(before.actions)
        third = steps[2]
        start = third.match_at_start()
        assert start.round_number == 3 and start.results == match.results[:2]
        for a in third.actions:
            start.apply(a)
        assert start.results[-1] == third.result
        assert third.match_at_end().results == match.results[:3]

    def test_an_unfinished_round_is_not_yielded(self) -> None:
        actions = list(played("classic", 2))
        whole = list(iter_rounds(RuleSet.preset("classic"), 2, actions))
        cut = whole[1].start + 3
        partial = list(iter_rounds(RuleSet.preset("classic"), 2, actions[:cut]))
        assert [s.result for s in partial] == [whole[0].result]

    def test_a_damaged_match_raises_before_the_first_round(self) -> None:
        store = MatchStore()
        (store.root).mkdir(parents=True)
        (store.root / "broken.json").write_text("[]")
        with pytest.raises(DamagedSaveError) as info:
            store.replay_rounds("broken")
        assert info.value.problem is not None and info.value.problem.kind == "wrong_shape"


def test_opponent_levels_are_the_ai_levels() -> None:
    # persistence keeps its own copy (it does not import the opponents); they must agree
    from ginrummy_desktop.ai import LEVELS
    from ginrummy_desktop.persistence import OPPONENT_LEVELS

    assert OPPONENT_LEVELS == LEVELS


def store_with(tmp_path: Path, field: str, value: object) -> tuple[MatchStore, str]:
    """A store in ``tmp_path`` with one new classic match whose file has ``field`` set to
    ``value`` (written by hand, as a damaged or edited file would have it)."""
    store = MatchStore(tmp_path / "m")
    m = Match(RuleSet.preset("classic"), 3)
    saved = store.new(m.rules, m.seed, opponent="medium")
    path = store.path_of(saved.id)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc[field] = value
    path.write_text(json.dumps(doc), encoding="utf-8")
    return store, saved.id


class TestHandOrder:
    """The hand's order as the table showed it is kept with the match; a bad value in the file
    is dropped (the hand is sorted as usual), never making the match unreadable."""

    def _store_with(self, tmp_path, hand: object):  # type: ignore[no-untyped-def]
        return store_with(tmp_path, "hand", hand)

    def test_round_trip(self, tmp_path) -> None:  # type: ignore[no-untyped-def]
        store, id = self._store_with(tmp_path, {"sort": "own", "order": ["KS", "2H", "7D"]})
        saved, _ = store.load(id)
        assert saved.hand_sort == "own" and saved.hand_order == ("KS", "2H", "7D")
        assert saved.to_dict()["hand"] == {"sort": "own", "order": ["KS", "2H", "7D"]}

    @pytest.mark.parametrize("bad", [
        "KS 2H", {"sort": "own"}, {"sort": "colour", "order": ["KS"]},
        {"sort": "own", "order": ["KS", "KS"]}, {"sort": "own", "order": ["XX"]},
        {"sort": "own", "order": ["KS"] * 12}, {"sort": "own", "order": [7]},
    ])
    def test_a_bad_order_is_dropped_and_the_match_opens(self, tmp_path, bad) -> None:  # type: ignore[no-untyped-def]
        store, id = self._store_with(tmp_path, bad)
        saved, match = store.load(id)
        assert saved.hand_order == () and saved.hand_sort == "melds"
        assert "hand" not in saved.to_dict()


class TestAssists:
    """The help counts of a file: like the hand's order, a bad value never makes a match
    unreadable (``{"hints": -1, "takebacks": "x"}`` sent a playable match to the damaged
    files, said to contain no match). A count that cannot be read counts as once, so the
    statistics count the match with help."""

    def _store_with(self, tmp_path, assists):  # type: ignore[no-untyped-def]
        return store_with(tmp_path, "assists", assists)

    def test_round_trip(self, tmp_path) -> None:  # type: ignore[no-untyped-def]
        store, id = self._store_with(tmp_path, {"hints": 2, "takebacks": 1})
        saved, _ = store.load(id)
        assert saved.assists == {"hints": 2, "takebacks": 1}

    @pytest.mark.parametrize(("bad", "counts"), [
        ({"hints": -1, "takebacks": "x"}, {"hints": 1, "takebacks": 1}),
        ({"hints": 3, "takebacks": 2.5}, {"hints": 3, "takebacks": 1}),
        ({"hints": True}, {"hints": 1, "takebacks": 0}),
        ("many", {"hints": 1, "takebacks": 1}),
        ([1, 2], {"hints": 1, "takebacks": 1}),
    ])
    def test_a_bad_count_opens_the_match_counted_with_help(  # type: ignore[no-untyped-def]
            self, tmp_path, bad, counts) -> None:
        store, id = self._store_with(tmp_path, bad)
        saved, match = store.load(id)
        assert saved.assists == counts and match is not None
        assert not (store.root / "damaged").exists()
        assert [s.id for s in store.list()[0]] == [id]


class TestNextOpponent:
    """The level chosen in the settings while a match was open (its rematch's) is kept in
    ``players.next``; a value that is no level is left out, never making the match unreadable."""

    def test_round_trip(self, tmp_path) -> None:  # type: ignore[no-untyped-def]
        store = MatchStore(tmp_path / "m")
        m = Match(RuleSet.preset("classic"), 3)
        saved = store.new(m.rules, m.seed, opponent="master")
        assert "next" not in saved.to_dict()["players"]
        saved.next_opponent = "medium"
        store.save(saved, m)
        again, _ = store.load(saved.id)
        assert again.opponent == "master" and again.next_opponent == "medium"

    @pytest.mark.parametrize("bad", ["grandmaster", 3, None, ["simple"]])
    def test_a_bad_value_is_left_out(self, tmp_path, bad) -> None:  # type: ignore[no-untyped-def]
        store, id = store_with(tmp_path, "players", {"human": 0, "opponent": "strong",
                                                     "next": bad})
        saved, match = store.load(id)
        assert saved.opponent == "strong" and saved.next_opponent is None and match is not None
        assert not (store.root / "damaged").exists()
