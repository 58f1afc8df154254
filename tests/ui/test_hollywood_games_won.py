"""Hollywood: Continue on the menu and the Saved matches row say how many of the closed games
each side won, where it fits ("Game 3: You 0 : 0 Computer" said nothing of games 1 and 2;
the table's "Games:" line has it). The summary keeps the count; one saved before loads."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.persistence.summary import check_summary, summarize
from ginrummy_desktop.ui.saved_rows import continue_label, score_text
from ginrummy_desktop.ui.scenes.saves import SavesScene
from ginrummy_desktop.ui.smoke import play_until

from .helpers import step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _two_games_closed() -> Match:
    for seed in range(300, 340):
        m = play_until(Match(RuleSet.preset("hollywood"), seed),
                       lambda m: sum(g.closed for g in m.hollywood_games) >= 2 or m.is_over)
        if not m.is_over and m.open_game is not None and m.open_game.number == 3:
            return m
    raise AssertionError("no match with games 1 and 2 closed")


def _won(m: Match) -> list[int]:
    return [sum(1 for g in m.hollywood_games if g.final is not None and g.final.winner == s)
            for s in (0, 1)]


def test_the_summary_counts_the_games_won() -> None:
    m = _two_games_closed()
    s = summarize(m)
    assert s["game"][0] == 3 and s["games_won"] == _won(m) and sum(_won(m)) == 2
    assert check_summary(s, len(m.history)) == s
    with pytest.raises(ValueError):
        check_summary({**s, "games_won": [3, 3]}, len(m.history))


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_continue_and_the_row_say_the_games_won_where_they_fit(
        size: tuple[int, int], lang: str, drawn: DrawnTexts) -> None:  # noqa: F811
    previous = set_localizer(Localizer(lang))
    app = menu_app(size=size, language=lang)
    try:
        m = _two_games_closed()
        won = _won(m)
        g3 = m.open_game
        assert g3 is not None
        saved = app.store.new(m.rules, m.seed, opponent="simple")
        app.store.save(saved, m)
        app.to_menu()
        step(app)
        latest, _ = MatchStore().latest_unfinished()
        assert latest is not None and latest.games_won == tuple(won)
        word = "Spiele gewonnen" if lang == "de" else "games won"
        long = f"({word} {won[0]} : {won[1]})"
        assert score_text(latest).endswith(long)
        assert not score_text(latest, won=False).endswith(")")
        button = app.stack.top.buttons[0]
        label = str(button.label)
        assert label in (continue_label(latest), continue_label(latest, won=False))
        if size[0] >= 1280:
            assert label.endswith(long), label
        assert 0 <= button.rect.left and button.rect.right <= size[0]
        app.push(SavesScene(app))
        drawn.clear()
        step(app)
        text = drawn.joined()
        assert f"{g3.points[0]} : {g3.points[1]}" in text
        if size[0] >= 800:
            assert long in text, text
    finally:
        app.stack.clear()
        set_localizer(previous)
