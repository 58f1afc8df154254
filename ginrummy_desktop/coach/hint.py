"""The hint: the best action now, what it is worth against the next best, and why.

>>> from ginrummy_desktop.engine import Match, RuleSet
>>> m = Match(RuleSet.preset("classic"), seed=4)
>>> h = hint(m.view(m.turn))
>>> h.best in m.view(m.turn).legal_actions() and h.gain >= 0
True

The hint runs the review's race (``coach.judge.Race``: every legal action on the same sampled
deals, then the leader against the challenger with the largest expected gain) on
``HINT_PLAYOUTS`` playouts, the budget the round's review gives a decision, and names its
leader: the hint and the review judge a decision alike. Its own race (every action that might
still be best got every deal, an action dropped once two standard errors behind) on 900
playouts named what the review then called a mistake: in a real window (a single round, seed
7) "Discard the 3 of spades - about as good as the next best", after the round "Discard the 3
of spades ... 5.7 Mistake" (best: the king of clubs); the king had been dropped after 24 deals.
Against a race of 3,000 playouts on other deals (80 positions of Strong against Strong, every
third decision) the old hint's action lost two points or more 5 times in single rounds and 2
in classic, this hint's 1 and 1. A hint takes 0.16-0.22 s (median) on one core
(``benchmarks/coach_hint.py``). Against a race of ten times the budget on other deals
(``benchmarks/hint_quality.py``, Strong against Strong, every other discard of seat 0, 150
positions each): the hint names another action in 20 of 150 Short discards (mean loss 0.08
points, none of two or more) and 18 of 150 classic ones (0.11, two of two points or more).
A rare miss is larger: in a real window (Short, seed 197602442, round 4) the hint named the 3
of diamonds where discarding a king was 6.5 points better (+- 1.2 on 2,048 fresh deals); both
kings had met a few very bad deals among their first 32 and were never read again. Reading
every action on at least 64 of the race's deals after the race fixed that position but not
the benchmark (22 and 19 of 150, mean loss 0.11 and 0.12, one and two of two points or more),
and was not kept.
Where Big Gin is legal the hint names it, and no next best: it scores the most a round can.
The race could not tell it from Gin where the match is decided either way (a single round, or
the target reached by both): "Go Gin with the 3 of hearts - about as good as the next best: go
Gin with the 7 of hearts" with all eleven cards in melds (German 1280x800, the match's last
round), and a player following it gives up Big Gin's 31 for Gin's 25.
The next best is the action with the best paired difference to the leader, read on the
leader's deals (``_next_best``: the race's reading of an action judged on few deals is
noisy). ``gain`` is the leader's expected points minus the next best's, paired on the same
deals: what the race left of the budget goes on these two (a race decided early stopped
*because* the gap looked wide, and a gain read there is too large: in a real window the hint
said taking the upcard was worth 17.9 points more than passing where the review said 3.9;
decided after 208 deals this race read 7.5, on 1,500 3.7, with other seeds 2.9, 2.0 and
2.1).
``why`` is one reason, as a key and its values (cards, numbers);
the table turns it into a sentence in the player's language (``ui/table/hint_words.py``). Like the
review, the hint uses only what the seat can see: its view.

No pygame here; the function runs in the computer's worker process.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ginrummy_desktop.ai.base import NEIGHBOURS, bits_of, track
from ginrummy_desktop.ai.search import SEARCHED
from ginrummy_desktop.coach.judge import REVIEW_PLAYOUTS, TIE_Z, Race, undercut_share
from ginrummy_desktop.engine import STOCK_FLOOR, Action, Card, Kind, SeatView, mask_cards
from ginrummy_desktop.engine.melds import (
    all_best_arrangements,
    best_arrangement_mask,
    deadwood_of,
    meld_layoff_mask,
)

HINT_PLAYOUTS = REVIEW_PLAYOUTS  # the race's playouts (every action on a deal counts one)
CLOSE = 0.5  # points: below this the two best are "about the same"
LEAN = 1.0
"""Points from which two best within the noise are not "about the same" but the best "likely
better" (``Hint.leaning``): "Take the 2 of hearts - about as good as the next best: pass"
(2.25 points ahead, standard error 1.29) let a player pass, and the round's review then found
passing 6.7 points worse (on 2,048 fresh deals 3.9 +- 1.1; Short, German 1024x700)."""
SECONDS = 4  # actions read on the leader's deals to find the next best (``_next_best``)
SECOND_Z = 2.0  # ... those whose difference plus this many standard errors might reach it
RARE = 0.05
"""Undercut share below which a knock is said to be (almost) never undercut (``with_undercut``)."""
HIGH = 0.25
"""Undercut share from which the undercut is the reason against a knock; below it the share is
said as small ("only 15%"): "in about 15% of the deals ... undercut you; playing on is worth
more" read as a reason to knock (English 1280x720)."""
GIN_NEAR = 3
"""Deadwood up to which playing on instead of knocking is said to be for the Gin bonus (where
an unseen card gives Gin), not for fear of an undercut: "Knocking with 1 deadwood risks an
undercut" was the round review's word for knocks that lost 8-16 points against playing on
with 2-3 cards to Gin (Simple's knocks judged, classic seeds 700-760)."""


@dataclass(frozen=True)
class Hint:
    """The best action of the view, the next best, and the reason."""

    best: Action
    second: Action | None
    gain: float  # expected points of ``best`` minus ``second`` (0 without a second)
    values: dict[Action, float]  # each action's value, as the review's (match terms)
    samples: dict[Action, int]  # the race's deals for each action
    why: str  # a key of ``ui.table.hint_words.WHY``
    facts: dict[str, Any] = field(default_factory=dict)  # the reason's values (Card, int)
    gain_se: float = 0.0  # standard error of ``gain`` (the paired difference, fresh deals)
    knock: Action | None = None  # a legal knock neither named (``_unsaid_knock``)
    knock_gap: float = 0.0  # expected points of ``best`` minus ``knock``'s, paired
    knock_se: float = 0.0  # its standard error
    undercut: float | None = None  # share of the race's deals on which the knock the hint
    # speaks of (the best, the next best or ``knock``) was undercut; None: not read enough

    @property
    def close(self) -> bool:
        """The two best are "about the same": the gain is below ``CLOSE`` points, or within
        the noise the review counts as a tie (``coach.judge.TIE_Z`` standard errors). Else
        the hint would call one action worth more points than the other where the round's
        review, asked about the other, says it was as good as the best (seen in a real
        window: "worth 1.3 points more than the next best", then "best, 0.0 lost")."""
        return self.second is not None and _close(self.gain, self.gain_se)

    @property
    def leaning(self) -> bool:
        """The two best are within the noise, but ``LEAN`` points or more apart: the best is
        "likely better" (its reason is said as for a clear best)."""
        return self.close and self.gain >= LEAN

    @property
    def equal(self) -> Action | None:
        """The next best where the hint calls it "about as good" (``close``, not ``leaning``):
        the round's review counts it as said too (``coach.review``), else None."""
        return self.second if self.close and not self.leaning else None

    @property
    def knock_close(self) -> bool:
        """The knock not named is about as good as the best (as ``close``)."""
        return self.knock is not None and _close(max(0.0, self.knock_gap), self.knock_se)


def _close(gain: float, se: float) -> bool:
    return gain < CLOSE or gain < TIE_Z * se


def searchable(view: SeatView) -> bool:
    """Whether a hint can be given now: the seat's turn in the offer, draw or discard, with
    a choice to make."""
    return view.my_turn and view.phase in SEARCHED and len(view.legal_actions()) > 1


def hint(view: SeatView, seed: int | str | None = "hint",
         playouts: int = HINT_PLAYOUTS) -> Hint:
    """The hint for the seat to act in ``view`` (see the module docstring)."""
    legal = view.legal_actions()
    if not searchable(view):
        raise ValueError("no decision to give a hint for")
    race = Race(view, legal, seed).run(playouts)
    samples = race.samples
    best = race.leader()
    second, diff, se = _next_best(race, legal, best, playouts)
    if second is not None and max(0.0, diff) < CLOSE and _leaves_less(view, second, best):
        best, second = second, best  # the same: the one a player would expect first
    big = next((a for a in legal if a.kind is Kind.BIG_GIN), None)
    if big is not None:  # nothing else scores as much: no next best
        best, second, diff, se = big, None, 0.0, 0.0
    knock, knock_gap, knock_se = _unsaid_knock(race, view, legal, best, second)
    top = samples.value(best).mean
    # every value on the best's footing: its mean plus the paired difference to it
    values = {a: top if a == best else top + min(0.0, samples.difference(a, best)[0])
              for a in legal}
    gain = max(0.0, diff)
    why, facts = reason(view, best, second,
                        second is not None and _close(gain, se) and gain < LEAN)
    spoken = next((a for a in (best, second, knock) if a is not None and a.kind is Kind.KNOCK),
                  None)
    undercut = undercut_share(samples.points.get(spoken, [])) if spoken is not None else None
    why, facts = with_undercut(why, facts, undercut)
    return Hint(best, second, gain, values,
                {a: len(samples.utility[a]) for a in legal}, why, facts, se,
                knock, knock_gap, knock_se, undercut)


def with_undercut(why: str, facts: dict[str, Any],
                  share: float | None) -> tuple[str, dict[str, Any]]:
    """A knock's reason (``"knock"``: knock now, ``"play_on"``: play on) with how often the
    race's deals saw that knock undercut (``coach.judge.undercut_share``): ``"..._share"``
    from ``HIGH``, ``"..._low"`` from ``RARE``, ``"..._rare"`` below (``share_word``), with the
    percentage; any other reason, or no share, as it is."""
    if share is None or why not in ("knock", "play_on"):
        return why, facts
    return f"{why}_{share_word(share)}", {**facts, "pct": percent(share)}


def share_word(share: float) -> str:
    """How an undercut share is said: ``"share"`` (from ``HIGH``), ``"low"`` or ``"rare"``."""
    return "share" if share >= HIGH else "low" if share >= RARE else "rare"


def percent(share: float) -> int:
    """A share as a percentage to the nearest 5 (the race's deals say no more: about 300 of
    them give a share a standard error of 2-3 points).

    >>> percent(0.31), percent(0.049), percent(0.975)
    (30, 5, 100)
    """
    return int(5 * round(share * 20))


def _unsaid_knock(race: Race, view: SeatView, legal: list[Action], best: Action,
                  second: Action | None) -> tuple[Action | None, float, float]:
    """(knock, gain of ``best`` over it, standard error) where the hint says to discard and
    neither it nor the next best is a knock though one is legal: the knock leaving the least
    deadwood, read on the leader's deals. The table lights the knock area then, and the hint
    said nothing of it: "Discard the 6 of clubs ... keeps the 2s together" with 8 deadwood
    and the knock area lit left a new player asking why not knock (a real window, session
    19). The knock's own reading in the race is too noisy to quote (it is dropped after a
    few deals once behind), so it is read on as many deals as the leader; a knock ends the
    round, so its playouts are short."""
    if best.kind is not Kind.DISCARD or (second is not None and second.kind is Kind.KNOCK):
        return None, 0.0, 0.0
    hand = view.hand_mask
    knocks = [(deadwood_of(hand ^ a.card.bit), i, a) for i, a in enumerate(legal)
              if a.kind is Kind.KNOCK and a.card is not None]
    if not knocks:
        return None, 0.0, 0.0
    knock = min(knocks)[2]
    samples = race.samples
    race.search.extend(knock, max(len(samples.utility[best]), len(samples.utility[knock])))
    gap, se = samples.difference(best, knock)
    return knock, gap, se


def _next_best(race: Race, legal: list[Action], best: Action,
               playouts: int) -> tuple[Action | None, float, float]:
    """(next best, gain, its standard error): the action with the best paired difference to
    the leader, each read on as many deals as the leader (what the race left of the budget
    goes on these). The race's own reading of an action judged on few deals is noisy: in a
    real window (classic, seed 8, 2 deadwood to spare) the hint named "knock with the ace of
    spades" as the next best, 10.5 points behind, because it had looked close on its first
    deals, while discarding the other 2, as good as the best, had been read on 56 deals only.
    So the actions that might still be next best (best first by the race's reading, those
    whose difference plus ``SECOND_Z`` standard errors reaches the next best found so far)
    are read on the leader's deals too, at most ``SECONDS`` of them, one of several alike
    (the same results on every deal so far: knocking with one ace or another) standing for
    all."""
    samples = race.samples
    rest = sorted((a for a in legal if a != best),
                  key=lambda a: (-samples.difference(a, best)[0], legal.index(a)))
    if not rest:
        return None, 0.0, 0.0
    n_best = len(samples.utility[best])
    n = max(n_best, (playouts - race.used + 2 * n_best) // 2)
    race.search.extend(best, n)
    second: Action | None = None
    gain, gain_se = 0.0, 0.0
    read: list[Action] = []
    for a in rest:
        if len(read) == SECONDS:
            break
        if second is not None and _upper(samples.difference(a, best)) < -gain:
            continue  # it cannot be ahead of the next best found
        if any(_alike(samples.utility[a], samples.utility[b]) for b in read):
            continue
        race.search.extend(a, max(n, len(samples.utility[a])))
        read.append(a)
        d, e = samples.difference(best, a)
        if second is None or d < gain:
            second, gain, gain_se = a, d, e
    return second, gain, gain_se


def _leaves_less(view: SeatView, a: Action, b: Action) -> bool:
    """Whether throwing ``a``'s card (a discard, or a knock with it) leaves less deadwood
    than throwing ``b``'s, both of one kind. Where the search finds the two best about the
    same, the hint names the one that leaves less first: in 61 of 96 hints (Strong against
    Strong, Short, first rounds of 15 matches, every third discard) the two best were about
    the same, and in 27 of the 57 such discards the race's leader left more deadwood ("Discard
    the ace of diamonds - about as good as the next best: discard the king of spades", 78
    left against 69, 0.55 points ahead with a standard error of 1.5), which reads as a
    mistake to a player and is within the noise of the search. Only where the race finds the
    two less than ``CLOSE`` apart, though: a player who took every hint (Strong's opponent,
    classic seeds 500-519, the first rounds, 368 decisions) had 2 of them called a mistake by
    the round's review, and 1 of those was among the 18 hints so swapped, 1.07 points behind
    the race's leader (standard error 0.92); the review found the leader 2.5 points better.
    Where the leader leaves more, the reason says the search prefers it all the same
    (``ahead``)."""
    if a.kind is not b.kind or a.kind not in (Kind.DISCARD, Kind.KNOCK):
        return False
    if a.card is None or b.card is None:
        return False
    hand = view.hand_mask
    return deadwood_of(hand ^ a.card.bit) < deadwood_of(hand ^ b.card.bit)


def close_reason(view: SeatView, best: Action, second: Action) -> tuple[str, dict[str, Any]]:
    """Why name ``best`` first where the search finds it about as good as ``second``, where
    the two throw a card each: it leaves less deadwood (``compare``, both cards and their
    counts), or both leave the same (``close_same``); else only the search's word (``close``).
    The counts of the two are given side by side, not "less deadwood" as such: a third card
    may leave less still (classic seed 99: the 8 of clubs and the ace of clubs named, the
    queen of diamonds leaving 35). "The search finds both about equal" alone told a player
    asking for help nothing to choose by; in 61 of 96 hints the two best were about the same
    (Short, Strong against Strong, every third discard of 15 first rounds)."""
    if best.kind is second.kind and best.kind in (Kind.DISCARD, Kind.KNOCK) \
            and best.card is not None and second.card is not None:
        hand = view.hand_mask
        a, b = deadwood_of(hand ^ best.card.bit), deadwood_of(hand ^ second.card.bit)
        if a < b:
            return "compare", {"card": best.card, "a": a, "other": second.card, "b": b}
        if a == b:  # the king of clubs or the king of spades: the same deadwood either way
            return "close_same", {"n": a}
    return "close", {}


CLOSE_OF = {"leave": "close_leave", "leave_pass": "close_leave_pass",
            "knock": "close_knock", "play_on": "close_knock", "play_for_gin": "close_knock",
            "play_for_sure_gin": "close_knock",
            "play_big_gin": "close_knock", "take_other": "close_take",
            "even": "close_same"}
"""Reasons that say one action is worth more than the other, and what they say instead where
the two are about the same (the first line already says so)."""


def _upper(diff: tuple[float, float]) -> float:
    return diff[0] + SECOND_Z * diff[1]


def _alike(u: list[float], v: list[float]) -> bool:
    k = min(len(u), len(v))
    return k > 0 and u[:k] == v[:k]


# --- the reason ----------------------------------------------------------------------------
def _card(bit: int) -> Card:
    return Card.from_index(bit.bit_length() - 1)


def _makers(a: Card, b: Card) -> int:
    """The cards that would make a meld of ``a`` and ``b``: the other two of their rank, the
    card either side of two neighbours in a suit, or the one between two cards a rank apart
    (the 8 of the 7 and 9 of clubs); 0 where no third card does."""
    if a.rank == b.rank:
        return NEIGHBOURS[a.index][0] & ~b.bit
    if a.suit != b.suit:
        return 0
    lo, hi = sorted((a, b), key=lambda c: c.rank)
    if hi.rank - lo.rank == 2:
        return 1 << (lo.index + 1)
    if hi.rank - lo.rank != 1:
        return 0
    return (lo.bit >> 1 if lo.rank > 1 else 0) | (hi.bit << 1 if hi.rank < 13 else 0)


def _loose(hand: int) -> int:
    """The cards of ``hand`` outside its best melds."""
    for m in best_arrangement_mask(hand).meld_masks:
        hand &= ~m
    return hand


def _open_pair(hand: int, live: int) -> tuple[Card, Card] | None:
    """Two loose cards of ``hand`` that a card of ``live`` (the cards not seen) would make a
    meld of: the highest such pair, a pair one card apart only where no other is."""
    loose = _loose(hand)
    best: tuple[tuple[bool, int], tuple[Card, Card]] | None = None
    for b in bits_of(loose):
        same_rank, near = NEIGHBOURS[b.bit_length() - 1]
        for o in bits_of(loose & (same_rank | near)):
            if o <= b:
                continue
            a, c = _card(b), _card(o)
            if not _makers(a, c) & live:
                continue
            key = (abs(a.rank - c.rank) < 2, a.value + c.value)
            if best is None or key > best[0]:
                best = (key, (a, c) if a.rank <= c.rank else (c, a))
    return best[1] if best else None


def _partner(hand: int, card: Card, live: int) -> Card | None:
    """A loose card of ``hand`` (which holds ``card``) that ``card`` is one card of ``live``
    (the cards not seen) short of a meld with: the same rank or the next rank in the suit (the
    highest such), else the rank beyond it. The review had said nothing of the 9 of clubs kept
    with the 7, and "one card makes them a meld" of two nines whose other two lay in the pile."""
    same_rank, near = NEIGHBOURS[card.index]
    out: tuple[tuple[bool, int], Card] | None = None
    for b in bits_of(_loose(hand) & ~card.bit & (same_rank | near)):
        c = _card(b)
        if not _makers(card, c) & live:
            continue
        key = (abs(c.rank - card.rank) < 2, c.value)
        if out is None or key > out[0]:
            out = (key, c)
    return out[1] if out else None


def _run_gap(hand: int, card: Card, live: int) -> tuple[Card, tuple[Card, ...]] | None:
    """A card of ``live`` with which ``card`` (not in ``hand``) would make a meld with cards
    that are in ``hand``'s melds now (the 9 of clubs: 8-9-10 of clubs, the 8 from 5-8 of
    clubs or a set of eights): (that card, the meld's other cards of the hand), the meld
    that uses the most of them; None where there is no such card."""
    melded = 0
    for m in best_arrangement_mask(hand).meld_masks:
        melded |= m
    same_rank, near = NEIGHBOURS[card.index]
    best: tuple[int, Card, tuple[Card, ...]] | None = None
    for x in bits_of(live & (same_rank | near) & ~hand):
        for m in best_arrangement_mask(hand | card.bit | x).meld_masks:
            used = (m & melded).bit_count()
            if m & card.bit and m & x and used and (best is None or used > best[0]):
                best = (used, _card(x), tuple(mask_cards(m & hand)))
    return (best[1], best[2]) if best is not None else None


def _gin_outs(view: SeatView, hand: int, big: bool = False) -> int:
    """How many of the cards the seat has not seen (the stock and the opponent's hidden
    cards) would give ``hand`` (ten cards) Gin if drawn (``big``: Big Gin, all eleven)."""
    n = 0
    for c in bits_of(track(view).unseen & ~hand):
        held = hand | c
        if big:
            n += deadwood_of(held) == 0
        else:
            n += any(deadwood_of(held ^ b) == 0 for b in bits_of(held))
    return n


def _feeds(view: SeatView, card: Card) -> Card | None:
    """A card the opponent took from the pile that ``card`` would go with (or None)."""
    t = track(view)
    same_rank, near = NEIGHBOURS[card.index]
    hits = t.opp_picked & (same_rank | near)
    return _card(next(iter(bits_of(hits)))) if hits else None


def reason(view: SeatView, best: Action, second: Action | None,
           close: bool = False) -> tuple[str, dict[str, Any]]:
    """Why ``best`` beats ``second``, from what the seat sees: a key and its values; where
    the two are about as good (``close``), that ``best`` leaves less deadwood if it does
    (``close_reason``), or else the reason ``best`` has of its own, worded not to call it
    better (``CLOSE_OF``). In 7 of 60 hints (Strong against Strong, classic seeds 500-519,
    every third decision) the second line said only "The search finds both about equal",
    after a first line that said "about as good as the next best" already. A discard with
    the stock down to its last cards ends the round (``round_ends``): "Deadwood without the 3
    of spades: 8, without the ace of hearts: 10" said of two discards worth nothing either
    way (Hollywood, 800x520)."""
    if best.kind is Kind.DISCARD and view.stock_size <= STOCK_FLOOR:
        return "round_ends", {}
    if close and second is not None:
        c = close_reason(view, best, second)
        if c[0] != "close":
            return c
        why, facts = _reason(view, best, second)
        why = CLOSE_OF.get(why, why)
        if why == "close_leave" and best.kind is Kind.PASS:  # not "or drawing from the stock"
            why = "close_leave_pass"
        return why, facts
    return _reason(view, best, second)


def _leave(view: SeatView, passing: bool) -> tuple[str, dict[str, Any]]:
    """Why the upcard or the discard is left: where taking it would lower the deadwood, or
    even let the player knock, that it would, and that the coach still prefers to pass or
    the stock ("The 6 of diamonds does not help you enough" was said of a card that made a
    set of sixes and a knock with 9 at once: English 1600x1000); else that it does not help
    enough, and for the dealer's pass, which leaves the stock to the other player, no word
    of the stock bringing more. A card that lowers the deadwood but joins no meld says so: "would
    lower your deadwood from 58 to 49; the coach still prefers to pass" read as a reason to
    take it (English 1024x640)."""
    top = view.discard_top
    assert top is not None
    hand = view.hand_mask
    taken = hand | top.bit
    now = deadwood_of(hand)
    after = min((deadwood_of(taken ^ b) for b in bits_of(taken) if b != top.bit), default=now)
    end = "_pass" if passing else ""
    if 0 < after <= view.knock_limit and after < now:
        return "leave_knock" + end, {"card": top, "n": after}
    if any(m & top.bit for m in best_arrangement_mask(taken).meld_masks):
        return "leave_meld" + end, {"card": top}
    if after < now:
        return "leave_lower" + end, {"card": top, "a": now, "b": after}
    dealer_passes = passing and view.dealer == view.seat
    return ("leave_pass" if dealer_passes else "leave"), {"card": top}


def _reason(view: SeatView, best: Action, second: Action | None) -> tuple[str, dict[str, Any]]:
    hand = view.hand_mask
    k = best.kind
    if k is Kind.BIG_GIN:
        return "big_gin", {}
    if k is Kind.KNOCK and best.card is not None:
        left = deadwood_of(hand ^ best.card.bit)
        if left and second is not None and second.kind is Kind.KNOCK:
            # not "With 3 deadwood, knocking now is worth more than playing on" against a
            # knock with the 4 of clubs, named as the next best: both counts
            c = close_reason(view, best, second)
            if c[0] == "compare":
                return c
        return ("gin", {}) if left == 0 else ("knock", {"n": left})
    if k in (Kind.TAKE_UPCARD, Kind.DRAW_DISCARD) and view.discard_top is not None:
        top = view.discard_top
        now = deadwood_of(hand)
        taken = hand | top.bit
        arr = best_arrangement_mask(taken)
        if min(deadwood_of(taken ^ b) for b in bits_of(taken) if b != top.bit) == 0:
            return "take_gin", {"card": top}  # not only "makes a meld" (German 800x520)
        if any(m & top.bit for m in arr.meld_masks):
            onto = next((m for m in best_arrangement_mask(hand).meld_masks
                         if meld_layoff_mask(m) & top.bit), None)
            if onto is not None:  # "makes a meld" said of a 9 that lengthened 6-7-8 of hearts
                return "take_adds", {"card": top, "meld": tuple(mask_cards(onto))}
            return "take_meld", {"card": top}
        after = min((deadwood_of(taken ^ b) for b in bits_of(taken) if b != top.bit),
                    default=now)
        if after < now:
            return "take_lower", {"card": top, "a": now, "b": after}
        partner = _partner(taken, top, track(view).unseen)
        gap = _run_gap(hand, top, track(view).unseen)
        if gap is not None and (partner is None or partner.rank == top.rank):
            # not "goes with your 10 of diamonds", the next hint throwing that ten: of a pair
            # of tens either may go; the 10 of clubs was kept for the 8 of clubs and the 9
            return "take_gap", {"card": top, "gap": gap[0], "meld": gap[1]}
        if partner is not None:
            return "take_pair", {"card": top, "other": partner}
        return "take_other", {"card": top}
    if k in (Kind.PASS, Kind.DRAW_STOCK) and view.discard_top is not None:
        return _leave(view, k is Kind.PASS)
    if k is Kind.DISCARD and best.card is not None:
        card = best.card
        if second is not None and second.kind is Kind.KNOCK and second.card is not None:
            knock = deadwood_of(hand ^ second.card.bit)
            big_gin = knock == 0 and view.rules.big_gin_allowed
            big = _gin_outs(view, hand ^ card.bit, big=True) if big_gin else 0
            if big:  # better than Gin now: Big Gin only
                return "play_big_gin", {"n": big}
            outs = _gin_outs(view, hand ^ card.bit)
            if outs and knock <= GIN_NEAR:  # "risks an undercut" said of a knock with 1
                # where one round decides the match no bonus counts: Gin is sure to win it
                why = "play_for_gin" if view.rules.target is not None else "play_for_sure_gin"
                return why, {"n": outs, "k": knock}
            return "play_on", {"n": knock}
        other = second.card if second is not None and second.kind is Kind.DISCARD else None
        live = track(view).unseen  # the cards that may still come
        if other is not None:
            fed = _feeds(view, other)
            if fed is not None and _feeds(view, card) is None:
                return "feeds", {"card": other, "taken": fed}
            pair = _open_pair(hand ^ card.bit, live)
            if pair is not None and (other in pair):
                return "keeps", {"a": pair[0], "b": pair[1]}
        left = deadwood_of(hand ^ card.bit)
        least = min(deadwood_of(hand ^ b) for b in bits_of(hand))
        if left == least:  # not "... leaves you 78, the least you can have" against the king
            # of hearts played, which left 78 too (1920x1080)
            if other is not None and deadwood_of(hand ^ other.bit) == left:
                return "even", {"n": left, "card": card}
            return "least", {"n": left, "card": card}
        if other is not None:  # "the 2 of spades fits none of your melds" said nothing of
            # why not the jack of spades named next, which was one of a set of jacks
            kept = next((m for m in best_arrangement_mask(hand ^ card.bit).meld_masks
                         if m & other.bit), None)
            if kept is not None:
                # "the 6 of clubs fits none of your melds" of one of a set of sixes the table
                # showed (as good as the run 5-6-7 of spades; German 1280x800)
                melded = any(m & card.bit for a in all_best_arrangements(hand)
                             for m in a.meld_masks)
                return "breaks_melded" if melded else "breaks", {
                    "card": card, "other": other, "meld": tuple(mask_cards(kept))}
            # "The ace of diamonds fits none of your melds" said nothing of the queen of
            # spades thrown instead, loose too (Simple's discards judged, classic seeds 700-760)
            partner = _partner(hand ^ card.bit, other, live)
            if partner is not None:
                a, b = sorted((other, partner), key=lambda c: (c.rank, c.suit))
                return "keeps", {"a": a, "b": b}
            if any(m & card.bit for m in best_arrangement_mask(hand).meld_masks):
                # not "fits none of your melds" of the 4 of diamonds of a set of fours
                # both counts; equal ones once ("even": not "Deadwood without the 4 of hearts:
                # 4, without the 4 of diamonds: 4."), and where the search's card leaves more,
                # that it prefers it all the same ("ahead": "Deadwood without the jack of
                # clubs: 23, without the jack of hearts: 13" read as a case against it)
                mine, theirs = deadwood_of(hand ^ card.bit), deadwood_of(hand ^ other.bit)
                if mine == theirs:
                    return "even", {"n": mine, "card": card}
                return ("ahead" if mine > theirs else "compare"), {
                    "card": card, "a": mine, "other": other, "b": theirs}
            if other.value > card.value:  # "the search would keep the queen of spades"
                # over an ace left the player asking why: what keeping it costs, said
                return "loose_dearer", {"other": other, "n": other.value - card.value}
            return "loose_both", {"card": card, "other": other}
        return "highest" if card.value >= 8 else "loose", {"card": card}
    return "close", {}


__all__ = ["HINT_PLAYOUTS", "Hint", "close_reason", "hint", "percent", "reason", "searchable",
           "share_word", "with_undercut"]
