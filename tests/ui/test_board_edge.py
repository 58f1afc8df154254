"""The score board's buttons keep room under them in a large window: at 2560x1440 their
ring stood on the panel's border, over the countdown's bar (German). At 1280x800 and below
the room is 14 px as before."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ui.layout import gap_px

from .helpers import make_app, step
from .test_summary_flow import _summary


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (2560, 1440)])
def test_the_buttons_stand_clear_of_the_panel_s_border(size: tuple[int, int]) -> None:
    app = make_app(animation="normal", size=size)
    try:
        _table, board = _summary(app, 5)
        step(app, 3)
        r = board.panel()
        room = max(14, gap_px(size, 14))
        for b in (board.close_button, board.review_button):
            if b.visible:
                assert r.bottom - b.rect.bottom == room, (b.label, b.rect, r)
                assert r.right - b.rect.right >= room
        assert board.sheet_area()[0].bottom <= board.close_button.rect.y
        if size == (2560, 1440):
            assert room >= 24  # the ring (4 px) and the bar (5 px) have room
    finally:
        app.stack.clear()
