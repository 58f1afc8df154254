"""Hollywood: the main menu's Continue button and the Saved matches row say the game the
table's header counts, the lowest open game ("Game 2: You 39 : 49 Computer"). They said the
whole match's round points ("Continue: Hollywood scoring, You 0 : 39 Computer"), which a
player reads as the match's score and which matched no game once game 1 had closed (800x520
German, seed 302). A summary saved before it kept the open game still loads and says the old
line."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.ui.saved_rows import continue_label
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)
from .test_hollywood_header import _first_game_closed


@pytest.fixture
def app():  # type: ignore[no-untyped-def]
    a = menu_app()
    yield a
    a.stack.clear()


def test_continue_and_the_row_name_the_lowest_open_game(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    m = _first_game_closed()
    g2 = m.hollywood_games[1]
    assert g2.points != m.scores  # else the test proves nothing
    won = [sum(1 for g in m.hollywood_games if g.final is not None and g.final.winner == s)
           for s in (0, 1)]
    assert sum(won) == 1  # game 1 closed
    game = f"Game 2: You {g2.points[0]} : {g2.points[1]} Computer (games won {won[0]} : {won[1]})"
    old = f"You {m.scores[0]} : {m.scores[1]} Computer"
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    app.to_menu()
    step(app)
    assert str(app.stack.top.buttons[0].label) == f"Continue: Hollywood scoring, {game}"
    app.push(SavesScene(app))
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert game in text and old not in text, text
    # a new start reads the index, not the file: it says the same
    fresh, _ = MatchStore().latest_unfinished()
    assert fresh is not None and continue_label(fresh) == f"Continue: Hollywood scoring, {game}"


def test_a_summary_without_the_game_loads_and_says_the_old_line(app) -> None:  # type: ignore[no-untyped-def]
    m = _first_game_closed()
    store = app.store
    saved = store.new(m.rules, m.seed, opponent="simple")
    store.save(saved, m)
    path = store.index_path.parent / f"{saved.id}.json"
    doc = json.loads(path.read_text("utf-8"))
    del doc["summary"]["game"]  # as a summary was written before the game was kept
    del doc["summary"]["games_won"]
    path.write_text(json.dumps(doc), "utf-8")
    store.index_path.unlink(missing_ok=True)
    fresh = MatchStore()
    summaries, problems = fresh.list()
    assert problems == [] and len(summaries) == 1 and summaries[0].game is None
    assert continue_label(summaries[0]) == \
        f"Continue: Hollywood scoring, You {m.scores[0]} : {m.scores[1]} Computer"
    _, loaded = fresh.load(saved.id)  # not taken for a damaged file
    assert loaded.history == m.history
    # an index entry of before (no "game") is read as it is, not as damage
    again, problems = MatchStore().list()
    assert problems == [] and again[0].game is None


def test_other_rules_keep_the_totals(app) -> None:  # type: ignore[no-untyped-def]
    m = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 2)
    saved = app.store.new(m.rules, m.seed, opponent="simple")
    app.store.save(saved, m)
    latest, _ = MatchStore().latest_unfinished()
    assert latest is not None and latest.game is None
    assert continue_label(latest) == \
        f"Continue: Classic, You {m.scores[0]} : {m.scores[1]} Computer"
