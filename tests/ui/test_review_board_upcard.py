"""The review on the table and "Watch again" name the first card as the table did: "Upcard"
("Aufgedeckte Karte") at the offer, "Discard pile" from the first draw on, and keep the two
labels under the piles apart. At the offer both said "Discard pile" under the upcard
(800x520: the first decision of a round; a replay's "The cards are dealt."), where the table
had said "Upcard"; at 640x420 in German "Nachziehstapel: 31" and "Aufgedeckte Karte" then
ran together."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ginrummy_desktop.engine import Phase
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui import pile_labels
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.scenes.review_board import ReviewBoardScene
from ginrummy_desktop.ui.scenes.watch import WatchScene

from .helpers import key, make_app, step
from .test_hollywood_sheet import _drawn
from .test_review_board import _review
from .test_watch_again import ROUNDS

SIZES = [(640, 420), (800, 520), (1920, 1080)]


def _labels(seen: list[tuple[str, Any, pygame.Rect]]) -> tuple[str, pygame.Rect, str,
                                                                  pygame.Rect]:
    """The stock's label and the pile's, as drawn last."""
    (stock, _c, rs), (pile, _d, rp) = seen[-2:]
    assert stock.startswith(str(T.STOCK))
    return stock, rs, pile, rp


def _check(seen: list[tuple[str, Any, pygame.Rect]], phase: Phase) -> bool:
    _stock, rs, pile, rp = _labels(seen)
    offer = phase is Phase.OFFER
    assert pile == str(T.UPCARD if offer else T.DISCARD_PILE), (pile, phase)
    assert rp.left - rs.right >= 6, (rs, rp)  # apart, the pile's to the right
    return offer


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_review_board_names_the_upcard_at_the_offer(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(lang)):
        app = make_app(size=size)
        rv = _review(app)
        key(app, Command.CONFIRM)
        board = app.stack.top
        assert isinstance(board, ReviewBoardScene)
        seen = _drawn(monkeypatch, pile_labels)
        offers = set()
        for k, pending in enumerate(rv.pendings[:4]):
            while board.k != k:
                key(app, Command.RIGHT)
            step(app)
            offers.add(_check(seen, pending.view.phase))
        assert offers == {True, False}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_watch_again_names_the_upcard_at_the_deal(
        size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(lang)):
        app = make_app(size=size)
        app.to_menu()
        scene = WatchScene(app, ROUNDS)
        app.push(scene)
        seen = _drawn(monkeypatch, pile_labels)
        offers = set()
        for _ in range(6):  # the deal, the offer's moves, then the first draws
            step(app)
            offers.add(_check(seen, scene.model.current.phase))
            key(app, Command.RIGHT)
        assert offers == {True, False}
