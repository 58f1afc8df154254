"""Simple (the baseline) on hand-made positions: RULES.md's "knocks whenever it can"."""

from __future__ import annotations

from ginrummy_desktop.ai import LEVELS, make_opponent
from ginrummy_desktop.engine import Action, Card, SeatView


def view(phase: str, hand: str, pile: str, **extra: object) -> SeatView:
    data = {"seat": 0, "rules": "classic", "phase": phase, "turn": 0, "dealer": 1,
            "hand": hand, "discard_pile": pile, "stock_size": 25}
    data.update(extra)
    return SeatView.from_data(data)


HAND10 = "AS 2S 3S 7H 8H 9H KC KD 5D 2C"


class TestDraw:
    def test_takes_a_discard_that_completes_a_meld(self) -> None:
        bot = make_opponent("simple", seed=1)
        assert bot.choose(view("draw", HAND10, "QD KS")) == Action.draw_discard()
        assert bot.choose(view("draw", HAND10, "QD 4S")) == Action.draw_discard()  # run 4S

    def test_leaves_a_discard_that_does_not(self) -> None:
        bot = make_opponent("simple", seed=1)
        assert bot.choose(view("draw", HAND10, "KS QD")) == Action.draw_stock()
        # it would lower the deadwood (5D -> 3D swap) but joins no meld
        assert bot.choose(view("draw", HAND10, "3D")) == Action.draw_stock()

    def test_upcard_offer(self) -> None:
        bot = make_opponent("simple", seed=1)
        assert bot.choose(view("offer", HAND10, "KH")) == Action.take()
        assert bot.choose(view("offer", HAND10, "6C")) == Action.pass_()


class TestDiscard:
    def test_knocks_at_once(self) -> None:
        bot = make_opponent("simple", seed=1)
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", "QD")
        assert bot.choose(v) == Action.knock(Card.parse("5D"))

    def test_gin_when_it_can(self) -> None:
        bot = make_opponent("simple", seed=1)
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 4S QD", "JD")
        assert bot.choose(v) == Action.knock(Card.parse("QD"))

    def test_big_gin(self) -> None:
        bot = make_opponent("simple", seed=1)
        v = view("discard", "AS 2S 3S 4S 7H 8H 9H KC KD KS KH", "JD")
        assert bot.choose(v) == Action.big_gin()

    def test_discards_least_deadwood_highest_first(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H 4C 5D KC QD JH", "2D")
        picks = {make_opponent("simple", seed=s).choose(v) for s in range(12)}
        # the three court cards tie (deadwood 29 either way); ties go at random
        assert picks <= {Action.discard(Card.parse(c)) for c in ("KC", "QD", "JH")}
        assert len(picks) > 1

    def test_never_discards_the_card_just_taken(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D QH", "4D", taken_from_discard="QH")
        assert make_opponent("simple", seed=1).choose(v) == Action.knock(Card.parse("5D"))

    def test_keeps_melded_cards(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D 6C", "QD")
        assert make_opponent("simple", seed=1).choose(v) == Action.knock(Card.parse("6C"))


def test_defender_accepts_the_best_layoff() -> None:
    for level in LEVELS:
        v = view("layoff", "9S 5D 6D 7D KC", "2D", knocker_melds=["9H 9D 9C"])
        assert make_opponent(level, seed=1).choose(v) == Action.finish_layoff()


def test_no_level_takes_a_passed_upcard_or_declares_a_forbidden_big_gin() -> None:
    # KS would make a set of kings, but after both passed the offer the stock must be drawn
    passed = view("draw", HAND10, "QD KS", upcard_passed=True)
    big_gin_hand = view("discard", "AS 2S 3S 4S 7H 8H 9H KC KD KS KH", "JD", rules="to100")
    for level in LEVELS:
        bot = make_opponent(level, seed=1)
        assert bot.choose(passed) == Action.draw_stock()
        choice = bot.choose(big_gin_hand)
        assert choice != Action.big_gin() and choice in big_gin_hand.legal_actions()
