"""A question's lines stay inside its panel: they are drawn bold, so they are wrapped as
bold (seen at 1920x1080: "Your latest moves are still being saved (the disk is" ran over
the panel's sides, wrapped for the narrower regular face), and the panel is as high as they
need (at 640x420 the German question's last two lines ran under the buttons). The buttons'
labels fit at their usual size (at 640x420 "Beenden ohne Speichern" ran out of its button)."""

from __future__ import annotations

import pytest

import ginrummy_desktop.ui.scenes.dialog as dialog
from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.ui.table.save_notice import (
    QUIT_ANYWAY,
    QUIT_STILL_SAVING,
    QUIT_UNSAVED,
    SAVE_ELSEWHERE,
)
from ginrummy_desktop.ui.widgets import button_px, text_width

from .helpers import make_app, step
from .test_hollywood_sheet import _drawn


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_question_stays_inside_its_panel(size: tuple[int, int], language: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    previous = set_localizer(Localizer(language))
    try:
        for text in (QUIT_STILL_SAVING, QUIT_UNSAVED.format(reason="the disk is full")):
            app = make_app(size=size)
            app.to_menu()
            also = (str(SAVE_ELSEWHERE), lambda: None) if text != QUIT_STILL_SAVING else None
            ask = app.open("confirm", text=text, on_yes=lambda: None, yes=QUIT_ANYWAY, also=also)
            drawn = _drawn(monkeypatch, dialog)
            step(app)
            panel = ask._panel()
            lines = [r for t, _c, r in drawn if t.strip()]
            assert len(lines) >= 2
            assert all(panel.inflate(-20, 0).contains(r) for r in lines), (text, lines, panel)
            buttons = min(b.rect.top for b in ask.buttons())
            assert max(r.bottom for r in lines) < buttons, "the buttons cover no line"
            assert len(ask.buttons()) == (3 if also else 2)
            for b in ask.buttons():
                label = text_width(str(b.label), button_px(b.rect.height))
                assert label <= b.rect.width - 8, (str(b.label), label, b.rect)
                assert panel.contains(b.rect)
            for a, b in zip(ask.buttons(), ask.buttons()[1:], strict=False):
                assert a.rect.right < b.rect.left, "side by side, apart"
            assert ask._panel().width <= size[0] - 40
            app.stack.clear()
    finally:
        set_localizer(previous)


@pytest.mark.parametrize("size", [(640, 420), (700, 450), (800, 520), (1280, 800),
                                  (1920, 1080)])
def test_the_knock_question_never_ends_in_a_lone_word(size: tuple[int, int], lang: str) -> None:
    """Seen at 800x520: "Knock with the 5 of spades? Your deadwood:" and a lone "5" under it
    (German at 640x420: "Mit Pik König klopfen? Deine Restpunkte:" / "1"). A question that
    needs two lines breaks between its sentences, and no line is a single word; every card
    and deadwood is asked at every size."""
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.i18n.cards import card_name
    from ginrummy_desktop.ui.table.asks import GIN_CONFIRM, KNOCK_CONFIRM

    app = make_app(size=size)
    app.to_menu()
    cards = [Card.parse(r + s) for r in "A23456789TJQK" for s in "SHDC"]
    for card in cards:
        for n in range(11):
            text = (KNOCK_CONFIRM.format(card=card_name(card), n=n) if n
                    else GIN_CONFIRM.format(card=card_name(card)))
            ask = dialog.ConfirmScene(app, text=text, on_yes=lambda: None)
            px, lines = ask._lines()
            assert " ".join(lines) == text
            assert all(text_width(line, px, bold=True) <= ask._width() - 40 for line in lines)
            if len(lines) > 1:
                assert all(len(line.split()) > 1 for line in lines), lines
            if len(lines) == 2 and n:
                assert lines[0].endswith("?"), lines
    app.stack.clear()


def test_even_lines_keep_to_the_width_and_the_words() -> None:
    """``wrap_even`` needs no more lines than ``wrap``, keeps every word in its order and
    each line within the width; a sentence ends a line where that costs none."""
    from ginrummy_desktop.ui.widgets import wrap, wrap_even

    text = ("Your latest moves are still being saved. Quit anyway? The last of them may be "
            "lost if you do, and the match goes on from the move before.")
    for width in range(120, 900, 7):
        even = wrap_even(text, 14, width, bold=True)
        assert len(even) <= len(wrap(text, 14, width, bold=True))
        assert " ".join(even) == text
        assert all(text_width(line, 14, bold=True) <= width or " " not in line
                   for line in even)
    assert wrap_even("Quit now? Yes", 14, 10_000) == ["Quit now? Yes"]
    assert wrap_even("Quit anyway? Unsaved moves are lost.", 14,
                     text_width("Quit anyway? Unsaved moves", 14) + 5) == [
        "Quit anyway?", "Unsaved moves are lost."]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_short_question_stands_in_the_middle_above_the_buttons(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen at 1920x1080: "Knock with the 7 of clubs? Your deadwood: 8" stood at the top of
    the panel (its usual height) with a gap of three lines under it, above the buttons. The
    question's lines now stand in the middle of the room above the buttons: the gap above
    them and the gap under them differ by a few pixels at most, whatever the lines' count."""
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.i18n.cards import card_name
    from ginrummy_desktop.ui.table.asks import KNOCK_CONFIRM

    previous = set_localizer(Localizer(language))
    try:
        text = KNOCK_CONFIRM.format(card=card_name(Card.parse("7C")), n=8)
        for question in (text, QUIT_STILL_SAVING):
            app = make_app(size=size)
            app.to_menu()
            ask = app.open("confirm", text=str(question), on_yes=lambda: None)
            drawn = _drawn(monkeypatch, dialog)
            step(app)
            panel = ask._panel()
            lines = [r for t, _c, r in drawn if t.strip()]
            buttons = min(ask.yes.rect.top, ask.no.rect.top)
            above = min(r.top for r in lines) - panel.top
            under = buttons - max(r.bottom for r in lines)
            assert above >= 16 and under >= 12, (above, under)
            assert abs(above - under) <= 0.1 * panel.height, (question, above, under, panel)
            app.stack.clear()
    finally:
        set_localizer(previous)
