"""Lay-offs: exact, never worse than the two-order method, workable one card at a time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    ALL_CARDS,
    Card,
    best_arrangement,
    best_layoff,
    cards_mask,
    parse_cards,
    two_order_layoff,
)
from ginrummy_desktop.engine.layoff import can_lay_off


@st.composite
def knock_positions(draw: st.DrawFn) -> tuple[tuple[tuple[Card, ...], ...], list[Card]]:
    lo = draw(st.integers(1, 8))
    pool = [c for c in ALL_CARDS if lo <= c.rank < lo + 6]
    cards = draw(st.permutations(pool))[:20]
    knocker = best_arrangement(cards[:10])
    return knocker.melds, list(cards[10:20])


class TestBestLayoff:
    @settings(max_examples=300, deadline=None)
    @given(knock_positions())
    def test_never_worse_than_two_orders_nor_than_no_layoff(self, pos) -> None:  # type: ignore[no-untyped-def]
        melds, defender = pos
        lay = best_layoff(melds, defender)
        assert lay.deadwood_value <= two_order_layoff(melds, defender)
        assert lay.deadwood_value <= best_arrangement(defender).deadwood_value

    @settings(max_examples=300, deadline=None)
    @given(knock_positions())
    def test_order_works_one_card_at_a_time(self, pos) -> None:  # type: ignore[no-untyped-def]
        melds, defender = pos
        lay = best_layoff(melds, defender)
        masks = [cards_mask(m) for m in melds]
        for card, i in lay.placements:
            assert can_lay_off(masks[i], card.bit), (card, melds[i])
            masks[i] |= card.bit
        kept = set(defender) - set(lay.laid_off)
        assert set(lay.arrangement.deadwood) <= kept
        assert lay.arrangement.mask == cards_mask(kept)

    @settings(max_examples=200, deadline=None)
    @given(knock_positions())
    def test_exact_against_every_subset(self, pos) -> None:  # type: ignore[no-untyped-def]
        # brute force: grow every reachable lay-off state card by card
        melds, defender = pos
        start = (tuple(cards_mask(m) for m in melds), cards_mask(defender))
        best = 10**9
        seen = set()
        stack = [start]
        from ginrummy_desktop.engine import deadwood_of

        while stack:
            state = stack.pop()
            if state in seen:
                continue
            seen.add(state)
            ms, hand = state
            best = min(best, deadwood_of(hand))
            for c in (Card.from_index(i) for i in range(52) if hand >> i & 1):
                for i, m in enumerate(ms):
                    if can_lay_off(m, c.bit):
                        nm = list(ms)
                        nm[i] |= c.bit
                        stack.append((tuple(nm), hand & ~c.bit))
        assert best_layoff(melds, defender).deadwood_value == best

    def test_exact_beats_two_orders(self) -> None:
        melds = [parse_cards("5S 5H 5D"), parse_cards("7S 7H 7D"), parse_cards("TS TH TC")]
        defender = parse_cards("6S 8S 9S 8H 8D 9D TD 5C 6C 7C")
        assert two_order_layoff(melds, defender) == 30
        lay = best_layoff(melds, defender)
        assert [str(c) for c in lay.laid_off] == ["TD"]
        assert lay.deadwood_value == 24

    def test_run_extended_at_both_ends_in_a_chain(self) -> None:
        lay = best_layoff([parse_cards("5H 6H 7H")], parse_cards("3H 4H 8H 9H KS"))
        assert [str(c) for c in lay.laid_off] == ["4H", "3H", "8H", "9H"]
        assert lay.deadwood_value == 10

    def test_fourth_card_onto_a_set_only(self) -> None:
        lay = best_layoff([parse_cards("9H 9D 9C"), parse_cards("JS QS KS")], parse_cards("9S AS"))
        assert [str(c) for c in lay.laid_off] == ["9S"]
        lay = best_layoff([parse_cards("9S 9H 9D 9C")], parse_cards("8S TS"))
        assert lay.laid_off == ()

    def test_rejects_a_non_meld(self) -> None:
        with pytest.raises(ValueError, match="not a meld"):
            best_layoff([parse_cards("9H 9D")], parse_cards("9S"))
