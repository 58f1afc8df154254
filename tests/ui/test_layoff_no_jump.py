"""The lay-off review keeps the defender's loose cards in their places when "Done" turns it
into the result: the cards the engine lays off for the player leave from where they lay
(in rank order, as in the interactive review), not from the end of the row after a jump."""

from __future__ import annotations

from typing import Any

from ginrummy_desktop.engine import Kind, Phase
from ginrummy_desktop.ui.scenes.layoff_review import LayoffReviewScene

from .helpers import click, drag, find_match, make_app, step, step_until, table_for
from .test_review_drag import _review  # the review of a found position, intro over


def _row(review: LayoffReviewScene) -> dict[Any, tuple[int, int]]:
    groups, pos = review.defender_row()
    return {c: p for (cards, _), ps in zip(groups, pos, strict=True)
            for c, p in zip(cards, ps, strict=True)}


def _lay_offs(m: Any) -> list[Any]:
    return [a for a in m.legal_actions() if a.kind is Kind.LAY_OFF]


def _loose(m: Any) -> list[Any]:
    return list(m.view(0).layoff.defender_loose or ())


def _card_spot(review: LayoffReviewScene, card: Any) -> tuple[int, int]:
    p = _row(review)[card]
    return p[0] + 5, p[1] + 20


def test_done_leaves_the_cards_laid_off_for_the_player_where_they_lay() -> None:
    """A card laid off for the player that is not the loose row's last keeps its place."""
    def stop(m: Any) -> bool:
        if m.phase is not Phase.LAYOFF or m.round.turn != 0:
            return False
        loose = _loose(m)
        return any(a.card != loose[-1] for a in _lay_offs(m))
    app = make_app(animation="normal", size=(1280, 800))
    try:
        review, m = _review(app, stop)
        before = _row(review)
        click(app, review.done_button.rect.center)
        assert review.result is not None and review.laid_for_you()
        after = _row(review)
        moved = {c: (before[c], p) for c, p in after.items() if before.get(c) != p}
        assert not moved, f"cards jumped at Done: {moved}"
    finally:
        app.stack.clear()


def test_after_a_lay_off_by_hand_done_moves_no_card_of_the_row() -> None:
    """Lay off one card by hand (a real drag), then Done: the rest of the row stays put."""
    def stop(m: Any) -> bool:
        if m.phase is not Phase.LAYOFF or m.round.turn != 0:
            return False
        offs = _lay_offs(m)
        cards = {a.card for a in offs}
        return len(cards) >= 2 and sorted(cards, key=lambda c: (c.rank, c.suit))[0] != \
            _loose(m)[-1]
    app = make_app(animation="normal", size=(1280, 800))
    try:
        review, m = _review(app, stop)
        first = min({a.card for a in _lay_offs(m)}, key=lambda c: (c.rank, c.suit))
        meld = next(a.meld for a in _lay_offs(m) if a.card == first)
        drag(app, _card_spot(review, first), review.meld_rects()[meld].center)
        step_until(app, lambda: not review.animator.busy)
        assert review.manual == [first]
        before = _row(review)
        click(app, review.done_button.rect.center)
        assert review.result is not None
        after = _row(review)
        moved = {c: (before[c], p) for c, p in after.items() if before.get(c) != p}
        assert not moved, f"cards jumped at Done: {moved}"
    finally:
        app.stack.clear()


def test_a_resumed_review_keeps_the_cards_laid_off_by_hand_before_the_quit(lang: str) -> None:
    """Seen in a real window: a match quit in the lay-off review after laying off the 2 of
    hearts by hand, resumed: at "Done" the 2 of hearts jumped back into the player's row and
    flew again as "Laid off for you: 2♥". The cards laid off before the quit are the
    player's own (the match's history holds them), not laid off for them."""
    from ginrummy_desktop.i18n.cards import cards_text
    from ginrummy_desktop.ui.scenes.layoff_review import LAID_OFF_FOR_YOU

    def stop(m: Any) -> bool:
        return (m.phase is Phase.LAYOFF and m.round.turn == 0
                and len({a.card for a in _lay_offs(m)}) >= 2)
    m = find_match(stop)
    first = _lay_offs(m)[0]
    m.apply(first)  # laid off by hand, then the window was closed: the save holds it
    app = make_app(animation="normal", size=(800, 520))
    try:
        table_for(app, m)  # as the resumed match opens (ui/table/start.resume_match)
        step_until(app, lambda: isinstance(app.stack.top, LayoffReviewScene))
        review = app.stack.top
        assert isinstance(review, LayoffReviewScene)
        step_until(app, lambda: review.show.intro_over)
        step(app)
        assert first.card not in _row(review)
        before = _row(review)
        click(app, review.done_button.rect.center)
        assert review.result is not None
        assert first.card not in review.laid_for_you()
        assert first.card not in _row(review), "the card laid off by hand came back"
        moved = {c: (before[c], p) for c, p in _row(review).items() if before.get(c) != p}
        assert not moved, f"cards jumped at Done: {moved}"
        rest = review.laid_for_you()
        if rest:
            assert review.note == LAID_OFF_FOR_YOU.format(cards=cards_text(rest))
        assert cards_text([first.card]) not in (review.note or "")
    finally:
        app.stack.clear()


def test_h_in_the_lay_off_review_names_the_best_lay_off(lang: str) -> None:
    """H asks for a hint at every decision; in the lay-off review it did nothing. It names
    the cards to lay off and where (the engine's best, as Done makes it) and the deadwood
    left, in the player's language; laying them off by hand leaves that deadwood."""
    from ginrummy_desktop.engine import best_layoff
    from ginrummy_desktop.i18n.cards import card_name
    from ginrummy_desktop.ui.input import Command
    from ginrummy_desktop.ui.layoff_hint import NONE

    from .helpers import key

    def stop(m: Any) -> bool:
        return (m.phase is Phase.LAYOFF and m.round.turn == 0
                and len({a.card for a in _lay_offs(m)}) >= 2)
    app = make_app(animation="normal", size=(800, 520))
    try:
        review, m = _review(app, stop)
        key(app, Command.HINT)
        said = review.note or ""
        tally = m.view(0).layoff
        held = [c for meld in tally.defender_melds for c in meld] + list(tally.defender_loose)
        best = best_layoff(tally.knocker_melds, held)
        assert best.laid_off and said.startswith({"en": "Hint", "de": "Tipp"}[lang]), said
        for card, meld in best.placements:
            assert card_name(card) in said and f"\u00a0{meld + 1}" in said, said  # meld\u00a01
        assert str(best.deadwood_value) in said
        for card, meld in best.placements:  # as the hint says, by hand
            drag(app, _card_spot(review, card), review.meld_rects()[meld].center)
            step_until(app, lambda: not review.animator.busy)
        assert m.view(0).layoff.defender_deadwood == best.deadwood_value
        key(app, Command.HINT)
        assert review.note == str(NONE)  # nothing left to lay off: it says so
        step(app)
    finally:
        app.stack.clear()
