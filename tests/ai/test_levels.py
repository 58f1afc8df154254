"""Medium and Strong on hand-made positions, and the card tracking they share."""

from __future__ import annotations

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.base import track
from ginrummy_desktop.engine import Action, Card, Kind, SeatView, cards_mask, parse_cards


def view(phase: str, hand: str, pile: str, **extra: object) -> SeatView:
    data = {"seat": 0, "rules": "classic", "phase": phase, "turn": 0, "dealer": 1,
            "hand": hand, "discard_pile": pile, "stock_size": 20}
    data.update(extra)
    return SeatView.from_data(data)


def mask(text: str) -> int:
    return cards_mask(parse_cards(text))


class TestTracking:
    def test_picks_discards_and_refusals(self) -> None:
        # upcard 5H: seat 1 (non-dealer) passes, seat 0 passes, seat 1 draws and throws KC;
        # seat 0 draws, throws 9D; seat 1 picks 9D and throws QS; seat 0 draws ...
        v = view("discard", "AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D", "5H KC QS",
                 dealer=0, opponent_known="9D",
                 moves=[[1, "pass"], [0, "pass"], [1, "draw"], [1, "discard KC"],
                        [0, "draw"], [0, "discard 9D"], [1, "pick"], [1, "discard QS"],
                        [0, "draw"]])
        t = track(v)
        assert t.opp_picked == mask("9D")
        assert t.opp_discarded == mask("KC QS")
        assert t.opp_refused == mask("5H")
        assert t.opp_known == mask("9D")
        assert t.unseen == ((1 << 52) - 1) & ~mask("AS 2S 3S 7H 8H 9H KD KS 4C 6C 2D 5H KC QS 9D")
        assert t.opp_hidden == 9
        assert t.turns == 4

    def test_opponent_took_the_upcard(self) -> None:
        v = view("draw", "AS 2S 3S 7H 8H 9H KD KS 4C 6C", "5H 8C",
                 moves=[[1, "take"], [1, "discard 8C"], [0, "pass"]], opponent_known="JD")
        t = track(v)
        assert t.opp_picked == mask("JD")  # the upcard they took, known by elimination
        assert t.opp_discarded == mask("8C")


class TestStrong:
    def test_gin_at_once(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 4S QD", "JD")
        assert make_opponent("strong", seed=1).choose(v) == Action.knock(Card.parse("QD"))

    def test_plays_on_for_gin_early(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", "QD", stock_size=25)
        a = make_opponent("strong", seed=1).choose(v)
        assert a.kind is Kind.DISCARD and a.card == Card.parse("5D")

    def test_knocks_late(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", "QD", stock_size=3)
        assert make_opponent("strong", seed=1).choose(v) == Action.knock(Card.parse("5D"))

    def test_knocks_when_one_round_decides(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 5D 4C", "QD", stock_size=25,
                 rules="single")
        assert make_opponent("strong", seed=1).choose(v) == Action.knock(Card.parse("5D"))

    def test_does_not_feed_a_visible_meld(self) -> None:
        # The opponent picked up 7C and 7D: a seven is the card they want. Both 7S and a
        # lone JH would leave equal deadwood-ish hands; Strong keeps the seven.
        hand = "AS 2S 3S 9H TH 4D 5D 7S JH 2C 3C"
        v = view("discard", hand, "KH", opponent_known="7C 7D",
                 moves=[[1, "pick"], [1, "discard KH"], [0, "draw"]])
        a = make_opponent("strong", seed=1).choose(v)
        assert a.kind is Kind.DISCARD and a in v.legal_actions()
        assert a.card != Card.parse("7S")
        # the control: without the visible picks the seven is what it throws
        blind = view("discard", hand, "KH", moves=[[1, "draw"], [1, "discard KH"], [0, "draw"]])
        assert make_opponent("strong", seed=1).choose(blind) == Action.discard(Card.parse("7S"))

    def test_takes_a_meld_card(self) -> None:
        v = view("draw", "AS 2S 3S 7H 8H 9H KC KD 5D 2C", "QD KS")
        assert make_opponent("strong", seed=1).choose(v) == Action.draw_discard()


class TestMedium:
    def test_keeps_a_pair_over_a_lone_card(self) -> None:
        # JH and JS pair up; KC is alone: with equal value, the lone card goes.
        v = view("discard", "AS 2S 3S 7H 8H 9H 4D 5C JH JS KC", "2D")
        assert make_opponent("medium", seed=1).choose(v) == Action.discard(Card.parse("KC"))

    def test_avoids_feeding_the_collector(self) -> None:
        hand = "AS 2S 3S 7H 8H 9H 4D 5C JH QS KC"
        v = view("discard", hand, "2D", opponent_known="KD KH",
                 moves=[[1, "pick"], [1, "discard 2D"], [0, "draw"]])
        picks = {make_opponent("medium", seed=s).choose(v) for s in range(8)}
        assert all(a.kind is Kind.DISCARD and a in v.legal_actions() for a in picks)
        assert Action.discard(Card.parse("KC")) not in picks
        # the control: without the visible picks KC ties with QS and is sometimes thrown
        blind = view("discard", hand, "2D", moves=[[1, "draw"], [1, "discard 2D"], [0, "draw"]])
        blind_picks = {make_opponent("medium", seed=s).choose(blind) for s in range(8)}
        assert Action.discard(Card.parse("KC")) in blind_picks

    def test_knocks_with_ordinary_deadwood(self) -> None:
        v = view("discard", "AS 2S 3S 7H 8H 9H KC KD KS 9D 8C", "QD", stock_size=25)
        assert make_opponent("medium", seed=1).choose(v).kind is Kind.KNOCK
