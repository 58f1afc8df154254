"""The new match screen's own rules (RULES.md, "Custom"): any preset, then any number changed
in the rule editor, by mouse and keyboard; out-of-range values refused with a message in
both languages; remembered in the settings; the custom match starts, saves and loads with
its rules."""

from __future__ import annotations

import doctest

import pygame
import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.persistence import load_settings
from ginrummy_desktop.ui import rules_form
from ginrummy_desktop.ui.rules_form import RulesForm
from ginrummy_desktop.ui.scenes.dialog import ConfirmScene
from ginrummy_desktop.ui.scenes.menu import MenuScene
from ginrummy_desktop.ui.scenes.newmatch import NewMatchScene
from ginrummy_desktop.ui.scenes.rules_editor import RulesEditorScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import DT, click, step, step_until
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)
from .test_menus import _button


def key(app, k: int) -> None:  # type: ignore[no-untyped-def]
    """A raw key press (the editor reads digits, which the keymap does not name), then one
    frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(DT)


def _row(editor: RulesEditorScene, key_name: str):  # type: ignore[no-untyped-def]
    return next(r for r in editor.rows if r.field.key == key_name)


def _focus(app, editor: RulesEditorScene, key_name: str) -> None:  # type: ignore[no-untyped-def]
    """Walk the focus to a row with Down, as a player would."""
    for _ in range(len(editor.focus_order()) + 1):
        if editor.focused_row() is _row(editor, key_name):
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"no row {key_name}")


def _open_editor(app, preset: str) -> tuple[NewMatchScene, RulesEditorScene]:  # type: ignore[no-untyped-def]
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    key(app, pygame.K_RETURN)  # New match (nothing to continue)
    new = app.stack.top
    assert isinstance(new, NewMatchScene)
    click(app, dict(new.presets.buttons)[preset].rect.center)
    click(app, new.change.rect.center)
    editor = app.stack.top
    assert isinstance(editor, RulesEditorScene)
    assert editor.base == RuleSet.preset(preset)
    return new, editor


def test_a_custom_match_from_a_preset_by_mouse_and_keyboard(app) -> None:  # type: ignore[no-untyped-def]
    new, editor = _open_editor(app, "hollywood")
    # mouse: the target up by two steps of 10, spade doubling and Oklahoma on
    for _ in range(2):
        click(app, _row(editor, "target").plus.rect.center)
    click(app, _row(editor, "oklahoma").value.rect.center)
    click(app, _row(editor, "spades_double").value.rect.center)
    # keyboard: the knock limit down by three, a gin bonus typed
    _focus(app, editor, "knock_limit")
    for _ in range(3):
        key(app, pygame.K_LEFT)
    _focus(app, editor, "gin_bonus")
    for k in (pygame.K_4, pygame.K_0, pygame.K_RETURN):
        key(app, k)
    # Big Gin off (Space on its switch)
    _focus(app, editor, "big_gin")
    key(app, pygame.K_SPACE)
    click(app, editor.use.rect.center)
    assert app.stack.top is new
    want = RuleSet.preset("hollywood").custom(
        target=120, knock_limit=7, gin_bonus=40, big_gin_bonus=None, oklahoma=True,
        spades_double=True)
    assert new.preset == "custom" and new.rules == want
    saved, _ = load_settings()
    assert saved.custom_rules == want.text()  # remembered at once
    click(app, new.start.rect.center)
    table = app.stack.find(TableScene)
    assert table is not None
    assert table.ctrl.match.rules == want
    saved, _ = load_settings()
    assert (saved.last_preset, RuleSet.parse(saved.custom_rules or "")) == ("custom", want)
    # the match's file holds the custom rules: loaded again, they are the same
    record = table.ctrl.saved
    assert record is not None
    step_until(app, lambda: app.store.path_of(record.id).exists(), timeout=10)  # the writer
    _again, match = app.store.load(record.id)
    assert match.rules == want and match.rules.text() == want.text()
    # the next new match screen starts with the custom rules
    app.to_menu()
    step(app)
    app.push(NewMatchScene(app))
    assert app.stack.top.preset == "custom" and app.stack.top.rules == want


def test_own_rules_made_are_chosen_next_time_before_a_match_is_played(app) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """German 1280x800: own rules made and taken, then Back and New match again: "Classic"
    stood chosen and the editor started from Classic; the rules seemed lost. They are the
    choice next time, as after a match played with them (kept in the settings file)."""
    new, editor = _open_editor(app, "classic")
    click(app, _row(editor, "target").plus.rect.center)
    click(app, editor.use.rect.center)
    assert app.stack.top is new and new.preset == "custom"
    want = new.rules
    click(app, new.back.rect.center)
    assert isinstance(app.stack.top, MenuScene)
    app.push(NewMatchScene(app))
    assert app.stack.top.preset == "custom" and app.stack.top.rules == want
    saved, _ = load_settings()
    assert saved.last_preset == "custom"


def test_values_out_of_range_are_refused_with_the_range(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    _new, editor = _open_editor(app, "classic")
    _focus(app, editor, "knock_limit")
    for k in (pygame.K_1, pygame.K_2):
        key(app, k)
    drawn.clear()
    key(app, pygame.K_RETURN)
    step(app)
    assert "Knock limit: 12 is out of range (0 to 10)." in drawn
    assert editor.form.value("knock_limit") == 10  # the old value stays
    # a step beyond the top stays at the bound and says so
    key(app, pygame.K_RIGHT)
    assert editor.note == "Knock limit: at most 10."
    # the upper end of the target by typing, then one more step with the mouse
    _focus(app, editor, "target")
    for k in (pygame.K_1, pygame.K_0, pygame.K_0, pygame.K_0, pygame.K_RETURN):
        key(app, k)
    assert editor.form.value("target") == 1000
    click(app, _row(editor, "target").plus.rect.center)
    assert editor.note == "Target: at most 1000."
    # a typed number is taken when the focus moves on; a refused one keeps the focus
    for k in (pygame.K_5, pygame.K_DOWN):
        key(app, k)
    assert "Target: 5 is out of range (10 to 1000)." == editor.note
    assert editor.focused_row() is _row(editor, "target")
    # Escape forgets the typing, a second Escape asks (the target was changed), and going
    # back leaves without a change
    key(app, pygame.K_7)
    key(app, pygame.K_ESCAPE)
    assert editor.form.value("target") == 1000
    assert app.stack.top is editor
    key(app, pygame.K_ESCAPE)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    click(app, ask.yes.rect.center)
    assert isinstance(app.stack.top, NewMatchScene) and app.stack.top.preset == "classic"


def test_the_refusal_in_german(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    from ginrummy_desktop.i18n import set_language

    set_language("de")
    _new, editor = _open_editor(app, "classic")
    _focus(app, editor, "gin_bonus")
    for k in (pygame.K_2, pygame.K_0, pygame.K_0):
        key(app, k)
    drawn.clear()
    key(app, pygame.K_RETURN)
    step(app)
    assert "Gin-Bonus: 200 liegt außerhalb des erlaubten Bereichs (0 bis 100)." in drawn
    assert "Diese Regeln nehmen" in drawn and "Regeln ändern" in drawn


def test_unchanged_or_changed_back_rules_are_the_preset(app) -> None:  # type: ignore[no-untyped-def]
    new, editor = _open_editor(app, "oklahoma")
    click(app, _row(editor, "gin_bonus").plus.rect.center)
    click(app, _row(editor, "gin_bonus").minus.rect.center)
    click(app, editor.use.rect.center)
    assert new.preset == "oklahoma" and new.custom is None
    assert load_settings()[0].custom_rules is None


def test_rows_that_do_not_count_say_so(app) -> None:  # type: ignore[no-untyped-def]
    _new, editor = _open_editor(app, "classic")  # shutout "none": its bonus does not count
    click(app, _row(editor, "shutout_bonus").value.rect.center)
    assert editor.note == "Shutout bonus does not count with these rules."
    click(app, _row(editor, "shutout").plus.rect.center)
    click(app, _row(editor, "shutout").plus.rect.center)  # none -> double -> plus100
    assert editor.form.value("shutout") == "plus100"
    click(app, _row(editor, "shutout_bonus").plus.rect.center)
    assert editor.form.rules().shutout_bonus == 125


def test_keys_pass_over_rows_that_do_not_count(app) -> None:  # type: ignore[no-untyped-def]
    """Tab and Down stopped on the shutout bonus with no shutout bonus to count, and the row's
    "does not count" line stayed on after the focus had gone on (session 32, keys only)."""
    _new, editor = _open_editor(app, "classic")
    assert not editor.form.used("shutout_bonus")
    seen = []
    for _ in range(len(editor.focus_order()) + 1):
        seen.append(editor.focused_row())
        key(app, pygame.K_TAB)
    keys = {r.field.key for r in seen if r is not None}
    assert "shutout" in keys and "oklahoma" in keys and "shutout_bonus" not in keys
    for _ in range(len(editor.focus_order()) + 1):
        key(app, pygame.K_UP)
        assert editor.focused_row() is not _row(editor, "shutout_bonus")
    click(app, _row(editor, "shutout_bonus").value.rect.center)
    assert editor.note == "Shutout bonus does not count with these rules."
    key(app, pygame.K_DOWN)
    assert editor.note is None, "the line went with the focus"
    _focus(app, editor, "shutout")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # none -> double -> plus100: the bonus counts
    key(app, pygame.K_DOWN)
    assert editor.focused_row() is _row(editor, "shutout_bonus")


def test_with_knock_limit_0_oklahoma_and_the_undercut_bonus_do_not_count(app) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """With knock limit 0 no knock is allowed: Oklahoma (which only lowers the limit) and the
    undercut bonus stood fully active, Oklahoma turned on silently, and the name said
    "Oklahoma" (English 1440x900). They are dimmed, say so, and are left out of the name."""
    from ginrummy_desktop.ui.rules_form import rules_brief

    _new, editor = _open_editor(app, "oklahoma")
    for _ in range(12):
        click(app, _row(editor, "knock_limit").minus.rect.center)
    assert editor.form.value("knock_limit") == 0
    assert not editor.form.used("oklahoma") and not editor.form.used("undercut_bonus")
    assert editor.form.used("spades_double") and editor.form.used("gin_bonus")
    click(app, _row(editor, "oklahoma").value.rect.center)
    assert editor.note == "Oklahoma does not count with these rules."
    assert editor.form.value("oklahoma") is True  # unchanged
    click(app, _row(editor, "undercut_bonus").value.rect.center)
    assert editor.note == "Undercut bonus does not count with these rules."
    assert rules_brief(editor.form.rules()) == "Oklahoma Gin + Gin only"
    click(app, _row(editor, "knock_limit").plus.rect.center)
    assert editor.form.used("oklahoma")
    click(app, _row(editor, "oklahoma").value.rect.center)
    assert editor.form.value("oklahoma") is False


# --- the form on its own ---------------------------------------------------------------------
def test_the_form_doctests() -> None:
    assert doctest.testmod(rules_form).failed == 0


def test_a_single_round_and_hollywood_exclude_each_other() -> None:
    form = RulesForm(RuleSet.preset("classic").custom(target=10))
    assert form.step("target", -1) is None and form.value("target") is None
    assert form.text("target") == "one round"
    assert form.toggle("hollywood") == \
        "Hollywood scoring needs a target: a single round has no games."
    assert form.rules().hollywood is False
    form = RulesForm(RuleSet.preset("hollywood").custom(target=10))
    assert form.step("target", -1) is not None and form.value("target") == 10


def test_big_gin_off_and_on_keeps_its_bonus() -> None:
    form = RulesForm(RuleSet.preset("classic"))
    form.step("big_gin_bonus", 4)
    assert form.rules().big_gin_bonus == 35
    form.toggle("big_gin")
    assert form.rules().big_gin_bonus is None and not form.used("big_gin_bonus")
    form.toggle("big_gin")
    assert form.rules().big_gin_bonus == 35
    assert form.type_value("game_bonus", "x1") == "Game bonus: x1 is not a whole number."


def test_backspace_deletes_a_typed_digit(app) -> None:  # type: ignore[no-untyped-def]
    _new, editor = _open_editor(app, "classic")
    _focus(app, editor, "gin_bonus")
    for k in (pygame.K_3, pygame.K_7, pygame.K_BACKSPACE, pygame.K_5, pygame.K_RETURN):
        key(app, k)
    assert editor.form.value("gin_bonus") == 35
    assert isinstance(app.stack.top, RulesEditorScene)  # Backspace took back no match move


# --- statistics and saved matches name the variant -------------------------------------------
def _played(app, rules: RuleSet, seed: int, opponent: str = "simple") -> None:  # type: ignore[no-untyped-def]
    """A whole match of ``rules`` played by stand-ins and saved in the app's store."""
    from ginrummy_desktop.engine import Match

    from .helpers import StandInOpponent

    saved = app.store.new(rules, seed=seed, opponent=opponent)
    match = Match(saved.rules, saved.seed)
    bot = StandInOpponent()
    while not match.is_over:
        match.apply(bot.choose(match.view(match.round.turn)))
    app.store.save(saved, match)


CUSTOM = RuleSet.parse("hollywood,target=50,knock_limit=7,spades_double=on")


def test_saved_matches_name_the_variant_and_a_custom_rule_sets_changes(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    from ginrummy_desktop.ui.scenes.saves import SavesScene

    _played(app, CUSTOM, 5)
    _played(app, RuleSet.preset("oklahoma"), 6)
    click(app, _button(app.stack.top, "Saved matches").rect.center)
    assert isinstance(app.stack.top, SavesScene)
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert "Oklahoma Gin \u00b7 Opponent: Simple" in text
    assert "Hollywood scoring + to 50, knock 7, spades \u00d72 \u00b7 Opponent: Simple" in text


def test_saved_matches_cut_a_long_custom_name_but_keep_the_level(  # type: ignore[no-untyped-def]
        drawn: DrawnTexts) -> None:  # noqa: F811
    small = menu_app(size=(800, 520))
    step(small)
    long = RuleSet.preset("bonus").custom(target=70, knock_limit=6, gin_bonus=30,
                                          undercut_bonus=20, oklahoma=True, hollywood=True)
    _played(small, long, 7)
    key(small, pygame.K_DOWN)
    key(small, pygame.K_RETURN)
    drawn.clear()
    step(small)
    line = next(t for t in drawn.texts if " + " in t)
    assert line.endswith(", \u2026 \u00b7 Opponent: Simple"), line
    # the changes kept are whole ("Spielbonu\u2026" was cut mid-word; German 1280x720)
    from ginrummy_desktop.ui.rules_form import rules_title

    whole = rules_title(long).split(" + ")[1].split(", ")
    kept = line.split(" + ")[1].split(", \u2026")[0].split(", ")
    assert kept and kept == whole[:len(kept)], (kept, whole)
    key(small, pygame.K_DELETE)  # the question keeps each change whole ("Gin / 30")
    ask = small.stack.top
    assert isinstance(ask, ConfirmScene) and "Gin\u00a030" in str(ask.text), ask.text
    small.stack.clear()


def test_statistics_have_a_custom_rules_tab(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    from ginrummy_desktop.ui.scenes.statistics import StatisticsScene

    _played(app, CUSTOM, 5)
    _played(app, RuleSet.preset("classic").custom(knock_limit=5), 8)
    _played(app, RuleSet.preset("hollywood"), 9)
    click(app, _button(app.stack.top, "Statistics").rect.center)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene)
    tab = dict(stats.preset_tabs)["custom"]
    assert str(tab.label) == "Custom rules"
    click(app, tab.rect.center)
    assert stats.preset == "custom"
    assert stats.tally().matches_played == 2  # both custom rule sets, not the preset
    drawn.clear()
    step(app)
    assert "Rule set: Custom rules" in drawn
    # by keyboard: Left from "All rule sets" wraps to the last tab, Custom rules
    click(app, dict(stats.preset_tabs)["all"].rect.center)
    key(app, pygame.K_LEFT)
    assert stats.preset == "custom"
    click(app, dict(stats.preset_tabs)["hollywood"].rect.center)
    assert stats.tally().matches_played == 1


def test_the_row_under_the_mouse_or_in_focus_says_what_it_means(  # type: ignore[no-untyped-def]
        app, drawn: DrawnTexts) -> None:  # noqa: F811
    """A player new to "box bonus" or "shutout" learns what a row means: its sentence shows
    under the rows, for the row under the mouse, else for the focused one."""
    _new, editor = _open_editor(app, "classic")
    drawn.clear()
    step(app)
    assert str(rules_form.EXPLAIN["target"]) in drawn.joined()  # the first row has the focus
    _focus(app, editor, "knock_limit")
    drawn.clear()
    step(app)
    assert str(rules_form.EXPLAIN["knock_limit"]) in drawn.joined()
    i = editor.rows.index(_row(editor, "box_bonus"))
    at = editor.row_rect(i, app.size).midleft
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + 5, at[1]),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert str(rules_form.EXPLAIN["box_bonus"]) in text
    assert str(rules_form.EXPLAIN["knock_limit"]) not in text
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drawn.clear()
    step(app)
    assert str(rules_form.EXPLAIN["knock_limit"]) in drawn.joined()  # the focus again
    # the pointer resting on a row, the ring walked on by keys: the ring's row is told
    # (German: "Ziel: ..." stood while Down had gone on seven rows)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(at[0] + 5, at[1]),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    step(app)
    _focus(app, editor, "gin_bonus")
    drawn.clear()
    step(app)
    text = drawn.joined()
    assert str(rules_form.EXPLAIN["gin_bonus"]) in text
    assert str(rules_form.EXPLAIN["box_bonus"]) not in text


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_meaning_fits_under_the_rows(size: tuple[int, int], language: str) -> None:
    from ginrummy_desktop.i18n import Localizer, set_localizer

    from .helpers import make_app

    previous = set_localizer(Localizer(language))
    try:
        app = make_app(size=size)
        editor = app.push(RulesEditorScene(app))
        step(app)
        area = editor.meaning_area(size)
        last_row = max(editor.row_rect(i, size).bottom for i in range(len(editor.rows)))
        assert area.top >= max(editor.use.rect.bottom, last_row)
        assert area.bottom <= editor.back.rect.top
        for row in editor.rows:
            editor.hovered = row
            px, lines = editor.meaning_lines(size)
            assert lines and px >= 10, (row.field.key, px)
            assert len(lines) * int(px * 1.3) <= area.height
        app.stack.clear()
    finally:
        set_localizer(previous)


def test_the_editor_names_custom_rules_it_starts_from(app, drawn: DrawnTexts) -> None:  # type: ignore[no-untyped-def]  # noqa: F811,E501
    """Opened again on the player's own rules it said "Starting from: Custom rules"."""
    new, editor = _open_editor(app, "classic")
    click(app, _row(editor, "target").plus.rect.center)
    click(app, editor.use.rect.center)
    assert app.stack.top is new and new.rules.target == 110
    click(app, new.change.rect.center)
    again = app.stack.top
    assert isinstance(again, RulesEditorScene) and again.base == new.rules
    drawn.clear()
    step(app)
    assert "Starting from: Classic + to 110" in drawn.joined()
