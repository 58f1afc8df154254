"""The meld solver against brute force, and its corner cases."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    ALL_CARDS,
    Card,
    CardError,
    best_arrangement,
    best_discard,
    cards_mask,
    deadwood_of,
    discard_deadwoods,
    is_meld,
    parse_cards,
)
from ginrummy_desktop.engine.melds import all_best_arrangements, best_arrangement_mask
from tests.engine.reference import brute_deadwood

hands = st.lists(st.sampled_from(ALL_CARDS), min_size=0, max_size=11, unique=True)
# meld-rich: cards from a window of five ranks, where sets and runs cross
rich_hands = st.integers(1, 9).flatmap(
    lambda lo: st.lists(
        st.sampled_from([c for c in ALL_CARDS if lo <= c.rank < lo + 5]),
        min_size=3, max_size=11, unique=True,
    )
)


class TestCards:
    def test_round_trip(self) -> None:
        for c in ALL_CARDS:
            assert Card.parse(str(c)) == c and Card.from_index(c.index) is c

    @pytest.mark.parametrize("bad", ["", "1S", "TX", "KSS", "ZZ", "11H"])
    def test_bad_card(self, bad: str) -> None:
        with pytest.raises(CardError, match="not a card"):
            Card.parse(bad)

    def test_duplicate(self) -> None:
        with pytest.raises(ValueError, match="twice"):
            best_arrangement(parse_cards("AS AS 2S"))


class TestIsMeld:
    @pytest.mark.parametrize("text", ["AS 2S 3S", "7H 7D 7C", "QS QH QD QC", "9H TH JH QH"])
    def test_melds(self, text: str) -> None:
        assert is_meld(parse_cards(text))

    @pytest.mark.parametrize("text", ["QS KS AS", "7H 7D", "7H 8H 9D", "2S 3S 5S"])
    def test_not_melds(self, text: str) -> None:
        assert not is_meld(parse_cards(text))


class TestBestArrangement:
    @settings(max_examples=300, deadline=None)
    @given(hands)
    def test_matches_brute_force(self, cards: list[Card]) -> None:
        arr = best_arrangement(cards)
        assert arr.deadwood_value == brute_deadwood(cards)
        assert arr.deadwood_value == deadwood_of(cards_mask(cards))

    @settings(max_examples=300, deadline=None)
    @given(rich_hands)
    def test_matches_brute_force_meld_rich(self, cards: list[Card]) -> None:
        assert best_arrangement(cards).deadwood_value == brute_deadwood(cards)

    @settings(max_examples=200, deadline=None)
    @given(rich_hands)
    def test_arrangement_is_valid(self, cards: list[Card]) -> None:
        arr = best_arrangement(cards)
        seen: set[Card] = set()
        for meld in arr.melds:
            assert is_meld(meld)
            assert not seen & set(meld)
            seen |= set(meld)
        assert seen | set(arr.deadwood) == set(cards)
        assert not seen & set(arr.deadwood)
        assert arr.deadwood_value == sum(c.value for c in arr.deadwood)

    def test_four_of_a_kind_shares_with_run(self) -> None:
        arr = best_arrangement(parse_cards("7S 7H 7D 7C 8C 9C"))
        assert arr.deadwood_value == 0
        assert len(arr.melds) == 2

    def test_aces_are_low_only(self) -> None:
        assert best_arrangement(parse_cards("QS KS AS")).deadwood_value == 21
        assert best_arrangement(parse_cards("AS 2S 3S")).deadwood_value == 0

    def test_tie_break_prefers_fewer_layoff_targets(self) -> None:
        # TH JH QH QS QD: the run T-Q of hearts (QS QD loose, 20) or the set of queens
        # (TH JH loose, 20) tie. The run could take 9H and KH, the set only QC: the set wins.
        cards = parse_cards("TH JH QH QS QD")
        arrs = all_best_arrangements(cards_mask(cards))
        assert sorted(a.deadwood_value for a in arrs) == [20, 20]
        chosen = best_arrangement(cards)
        assert sorted(str(c) for c in chosen.deadwood) == ["JH", "TH"]

    def test_tie_break_counts_only_unseen_cards(self) -> None:
        # With 9H and KH already seen (on the discard pile), the run leaves no unseen target.
        cards = parse_cards("TH JH QH QS QD")
        chosen = best_arrangement(cards, seen=parse_cards("9H KH"))
        assert sorted(str(c) for c in chosen.deadwood) == ["QD", "QS"]


class TestBestDiscard:
    @settings(max_examples=300, deadline=None)
    @given(st.lists(st.sampled_from(ALL_CARDS), min_size=11, max_size=11, unique=True))
    def test_minimum_over_all_discards(self, cards: list[Card]) -> None:
        card, kept = best_discard(cards)
        every = [brute_deadwood([c for c in cards if c != d]) for d in cards]
        assert kept.deadwood_value == min(every)
        assert card in cards and card not in kept.deadwood and set(kept.deadwood) <= set(cards)

    @settings(max_examples=300, deadline=None)
    @given(rich_hands.filter(lambda h: len(h) == 11))
    def test_discard_deadwoods_exact_meld_rich(self, cards: list[Card]) -> None:
        mask = cards_mask(cards)
        got = dict(discard_deadwoods(mask))
        for c in cards:
            assert got[c.bit] == deadwood_of(mask ^ c.bit)

    def test_not_highest_deadwood_of_one_arrangement(self) -> None:
        # The best arrangement of the eleven leaves KD loose, but discarding 8H frees the
        # 8S 8C 8D set... every discard is tried, so the answer is the true minimum.
        cards = parse_cards("6H 7H 8H 8S 8C 8D 2S 3S 4S KD 5C")
        card, kept = best_discard(cards)
        assert kept.deadwood_value == min(
            deadwood_of(cards_mask(cards) ^ c.bit) for c in cards
        )

    def test_needs_eleven(self) -> None:
        with pytest.raises(ValueError):
            best_discard(parse_cards("AS 2S 3S"))

    def test_arrangement_mask_is_deterministic(self) -> None:
        m = cards_mask(parse_cards("4S 4H 4D 4C 5C 6C 5S 6S 7S"))
        assert best_arrangement_mask(m) == best_arrangement_mask(m)


class TestBestDiscardFastPath:
    @settings(max_examples=400, deadline=None)
    @given(st.one_of(
        st.lists(st.sampled_from(ALL_CARDS), min_size=11, max_size=11, unique=True),
        rich_hands.filter(lambda h: len(h) == 11),
    ))
    def test_table_path_equals_the_full_scan(self, cards: list[Card]) -> None:
        from ginrummy_desktop.engine.melds import best_discard_mask

        mask = cards_mask(cards)

        def key(item: tuple[int, int]) -> tuple[int, int, int]:
            bit, dead = item
            s, r = divmod(bit.bit_length() - 1, 13)
            return (dead, -(min(r + 1, 10) * 16 + r), -s)

        bit, dead = min(discard_deadwoods(mask), key=key)
        assert best_discard_mask(mask) == (bit, dead)


def test_run_value_table_equals_the_blocks_of_every_suit_pattern() -> None:
    from ginrummy_desktop.engine.melds import RUN_VALUE, _run_blocks

    for p in range(1 << 13):
        blocks = _run_blocks(p)
        expected = sum(min(r + 1, 10) for b in blocks for r in range(13) if b >> r & 1)
        assert RUN_VALUE[p] == expected, bin(p)


def test_suit_value_table_sums_the_cards_of_every_suit_pattern() -> None:
    from ginrummy_desktop.engine.melds import SUIT_VALUE

    assert len(SUIT_VALUE) == 1 << 13
    for p in range(1 << 13):
        assert SUIT_VALUE[p] == sum(min(r + 1, 10) for r in range(13) if p >> r & 1), bin(p)


@settings(max_examples=400, deadline=None)
@given(st.one_of(
    st.lists(st.sampled_from(ALL_CARDS), min_size=11, max_size=11, unique=True),
    rich_hands.filter(lambda h: len(h) == 11),
))
def test_best_discard_arrangement_is_the_kept_hands_best_arrangement(cards: list[Card]) -> None:
    card, kept = best_discard(cards, seen=cards[:0])
    rest = [c for c in cards if c != card]
    assert kept == best_arrangement(rest)


@settings(max_examples=300, deadline=None)
@given(rich_hands)
def test_layoff_targets_by_bits_equal_the_rule(cards: list[Card]) -> None:
    from ginrummy_desktop.engine.melds import meld_layoff_mask

    for meld in best_arrangement(cards).melds:
        expected = {
            c for c in ALL_CARDS if c not in meld and is_meld([*meld, c])
        }
        got = meld_layoff_mask(cards_mask(meld))
        assert got == cards_mask(expected), (meld, expected)


def test_the_remembered_set_choices_are_those_of_the_hand() -> None:
    """``_set_states`` remembers the set choices by the cards of the set ranks only: hands
    that share those cards (and differ elsewhere) get the choices worked out afresh for each."""
    import random

    from ginrummy_desktop.engine import melds

    rng = random.Random(12)
    checked = 0
    for _ in range(3000):
        ranks = rng.sample(range(13), rng.choice([1, 2, 3]))
        cards = {s * 13 + r for r in ranks for s in rng.sample(range(4), rng.choice([3, 4]))}
        cards |= set(rng.sample([c for c in range(52) if c % 13 not in ranks], 3))
        mask = sum(1 << c for c in cards)
        p = [(mask >> (13 * s)) & 0x1FFF for s in range(4)]
        triple = melds._triples(*p)
        assert melds._set_states(mask, triple) == melds._make_set_states(mask, triple)
        assert melds._set_states(mask, triple) == melds._make_set_states(mask, triple)  # kept
        checked += len(melds._set_states(mask, triple)) > 1
    assert checked > 2000
