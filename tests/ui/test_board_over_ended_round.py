"""Under the score board the table shows the round as the board counts it: after the player
laid off against a knock, the hand without the cards laid off and its deadwood after them
(it showed the hand from before the lay-offs, "Deadwood: 40" under a board saying D = 32)."""

from __future__ import annotations

import re
from typing import Any

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.scenes.scoreboard import ScoreboardScene
from ginrummy_desktop.ui.scenes.table import TableScene

from .helpers import click, drag, make_app, step, step_until
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)
from .test_review_drag import _card_spot, _review


def _defends_with_a_lay_off(m: Any) -> bool:
    return m.phase is Phase.LAYOFF and m.round.turn == 0 and any(
        a.kind is Kind.LAY_OFF for a in m.legal_actions())


def test_the_table_under_the_board_shows_the_hand_after_the_lay_offs(
        drawn: DrawnTexts) -> None:  # noqa: F811
    app = make_app(animation="normal", size=(1280, 800))
    try:
        review, m = _review(app, _defends_with_a_lay_off)
        a = next(a for a in m.legal_actions() if a.kind is Kind.LAY_OFF)
        drag(app, _card_spot(review, a.card), review.meld_rects()[a.meld].center)
        assert m.history[-1] == a
        click(app, review.done_button.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=2000)
        result = m.results[-1]
        assert result.defender == 0 and result.layoffs
        table = app.stack.find(TableScene)
        assert table is not None
        laid = {c for c, _ in result.layoffs}
        assert not laid & set(table.hand), "the cards laid off are still in the hand"
        assert table.deadwood == result.defender_deadwood
        assert result.defender_deadwood < result.defender_deadwood_before
        drawn.clear()
        step(app)
        word = str(T.DEADWOOD_POINTS).split("{")[0]
        lines = [t for t in drawn.texts if t.startswith(word)]
        assert lines and int(re.findall(r"\d+", lines[-1])[0]) == result.defender_deadwood
    finally:
        app.stack.clear()


def test_the_knock_card_lies_face_down_on_the_pile_once_the_round_ended(
        monkeypatch: Any) -> None:
    """The finished table after the computer's Gin showed its ten melded cards and nowhere the
    card it went out with (German 640x420): from the round's end the knock card lies face down
    on the discard pile, as the table laid it; while the round is played, no such card."""
    import ginrummy_desktop.ui.table.painter as painter

    app = make_app(animation="normal", size=(640, 420))
    try:
        review, m = _review(app, _defends_with_a_lay_off)
        table = app.stack.find(TableScene)
        assert table is not None
        seen: list[tuple[Any, tuple[int, int]]] = []
        real = painter.draw_card

        def spy(surface, images, card, at, size, **kw):  # type: ignore[no-untyped-def]
            seen.append((card, (int(at[0]), int(at[1]))))
            return real(surface, images, card, at, size, **kw)

        monkeypatch.setattr(painter, "draw_card", spy)
        d = table.layout.discard_rect

        def backs_on_the_pile() -> int:
            seen.clear()
            table.draw(app.screen)
            return sum(1 for card, at in seen if card is None and at[1] == d.y and at[0] > d.x)

        assert backs_on_the_pile() == 0  # the lay-off: the round has not ended
        click(app, review.done_button.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, ScoreboardScene), frames=2000)
        assert m.results[-1].knock_card is not None and table.view.phase.over
        assert backs_on_the_pile() == 1
    finally:
        app.stack.clear()
