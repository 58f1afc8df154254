"""Where one round decides the match (``RuleSet.preset("single")``) both seats of a playout
knock as soon as they may, so an opponent that threw a card without knocking holds more
than the knock limit, at any stock. In a real window (English 1920x1080, against Master)
the coach said "Discard the 9 of spades and play on - worth 37.9 points more than the next
best: knock with the 9 of spades ... playing on for the Gin bonus": every hand it sampled
for the computer held 3 deadwood on average (the true one 20), so a knock with 1 lost to
undercuts three times in four. The four extra cards a late sample is dealt (its worst
thrown out) left no hand above the limit in 40 tries, and the last unfit one was played."""

from __future__ import annotations

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.ai.search import Search
from ginrummy_desktop.coach.hint import hint
from ginrummy_desktop.engine import Action, Match, Phase, RuleSet
from ginrummy_desktop.engine.melds import deadwood_of

SEED = 578823329
MOVES = (
    "pass pass draw discard_QH draw discard_KS draw discard_KC draw discard_8S draw discard_JC "
    "pick discard_KD draw discard_8D pick discard_9C draw discard_TH draw discard_TD draw "
    "discard_QS draw discard_8H draw discard_8C draw discard_TS draw discard_QD draw discard_8D "
    "draw discard_7C draw discard_7D draw discard_QC draw discard_6D draw discard_KH draw "
    "discard_7H draw discard_5H draw discard_5C draw discard_5D draw discard_6C draw "
    "discard_TC draw")


def _seen_in_the_window() -> Match:
    m = Match(RuleSet.preset("single"), SEED)
    for word in MOVES.split():
        m.apply(Action.parse(word.replace("_", " ")))
    return m


def test_late_in_a_single_round_the_sampled_opponent_holds_more_than_the_limit() -> None:
    m = _seen_in_the_window()
    view = m.view(0)
    assert view.phase is Phase.DISCARD and view.stock_size == 5
    assert deadwood_of(m.round.hands[1]) == 20
    search = Search(view, "hint", split=True, keep=True)
    dead = [deadwood_of(search.deal()[0]) for _ in range(200)]
    assert min(dead) > view.knock_limit
    # a 1-deadwood knock against such hands is hardly ever undercut: no longer worth 37.9
    # points less than playing on (a won round is worth 25 here)
    h = hint(view)
    knock = next(a for a in h.values if a.kind.value == "knock" and a.card
                 and deadwood_of(view.hand_mask ^ a.card.bit) == 1)
    assert max(h.values.values()) - h.values[knock] < 5.0


def test_with_a_long_stock_too_a_single_rounds_opponent_did_not_pass_a_knock() -> None:
    """The fit rule of an opponent playing on for Gin (no Gin now, with six or more stock
    cards) let hands within the limit through, though in a single round the playouts have
    it knock at once."""
    checked = 0
    for seed in range(3):
        m = Match(RuleSet.preset("single"), seed)
        bots = [make_opponent("strong", seed), make_opponent("strong", seed + 1)]
        while m.round is not None and not m.results and checked < 24:
            v = m.view(m.round.turn)
            if m.round.turn == 0 and v.phase is Phase.DISCARD and v.stock_size >= 6 \
                    and any(mv.startswith("discard") for _s, mv in v.moves if _s == 1):
                search = Search(v, "hint", split=True)
                assert all(deadwood_of(search.deal()[0]) > v.knock_limit for _ in range(20))
                checked += 1
            m.apply(bots[m.round.turn].choose(v))
    assert checked >= 10


def test_in_a_single_round_playing_on_for_gin_is_not_said_to_be_for_a_bonus() -> None:
    """No bonus counts where one round decides the match: Gin is worth playing on for since
    no undercut can beat it."""
    from ginrummy_desktop.coach.hint import reason
    from ginrummy_desktop.engine import Card
    from ginrummy_desktop.i18n import Localizer, use_localizer
    from ginrummy_desktop.ui.table.hint_words import why_text

    view = _seen_in_the_window().view(0)
    nine = Card.parse("9S")
    why, facts = reason(view, Action.discard(nine), Action.knock(nine))
    assert why == "play_for_sure_gin" and facts["k"] == 1 and facts["n"] >= 1
    with use_localizer(Localizer("en")):
        assert why_text(why, facts) == (
            f"{facts['n']} unseen cards would give you Gin, which no undercut can beat: playing "
            "on is worth more than knocking with 1.")
    with use_localizer(Localizer("de")):
        text = why_text(why, facts)
    assert "Bonus" not in text and "Gin kann niemand unterbieten" in text
