"""The hint's words: the action as the player would do it, the reason as a sentence, and the
two lines of the hint box (``hint_lines``), in the player's language. The round's review
words its decisions with these too (``ui.scenes.review_board``)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal

from babel.numbers import format_percent

from ginrummy_desktop.coach.hint import RARE, Hint, percent, share_word
from ginrummy_desktop.engine import Action, Card, Kind
from ginrummy_desktop.engine.melds import deadwood_of
from ginrummy_desktop.i18n import N_, NP_, current_language, get_localizer
from ginrummy_desktop.i18n.cards import card_name, cards_text
from ginrummy_desktop.i18n.lazy import LazyPlural, LazyString

BETTER = N_("Hint: {action} \u2013 worth {points} points more than the next best: {other}")
ABOUT_SAME = N_("Hint: {action} \u2013 about as good as the next best: {other}")
LIKELY = N_("Hint: {action} \u2013 likely worth about {points} points more than the next best: "
            "{other}")
"""Two best within the noise but a point or more apart (``Hint.leaning``): not "about as
good", which let a player choose the other and lose 6.7 points by the round's review."""
LIKELY_BRIEF = N_("Hint: {action} \u2013 likely worth about {points} points more")
ONLY = N_("Hint: {action}")
BETTER_BRIEF = N_("Hint: {action} \u2013 worth {points} points more")
"""The first line without the next best, where nothing else fits (640x420, German, a round
of Gin only in Oklahoma with a card chosen: the longest hint needed 45 px of 40)."""

DO: dict[str, LazyString] = {
    "take": N_("take the {card}"),
    "pass": N_("pass"),
    "draw": N_("draw from the stock"),
    "pick": N_("take the {card} from the discard pile"),
    "discard": N_("discard the {card}"),
    "play_on": N_("discard the {card} and play on"),
    "knock": N_("knock with the {card}"),
    "gin": N_("go Gin with the {card}"),
    "big_gin": N_("declare Big Gin"),
}

WHY: dict[str, LazyString | LazyPlural] = {
    "big_gin": N_("All eleven cards are in melds: Big Gin scores the most."),
    "gin": N_("All your cards are in melds: Gin."),
    # counted (NP_): German says "1 Restpunkt" but "5 Restpunkte" ("mit 1 Restpunkten" was seen)
    "knock": NP_("With {n} deadwood, knocking now is worth more than playing on.",
                 "With {n} deadwood, knocking now is worth more than playing on."),
    "play_on": NP_("Knocking with {n} deadwood risks an undercut; playing on is worth more.",
                   "Knocking with {n} deadwood risks an undercut; playing on is worth more."),
    # the knock's undercut share in the race's deals (``coach.hint.Hint.undercut``): "risks
    # an undercut" was said whatever the risk, and a knock "worth 15.3 points less" had no
    # reason a new player could follow
    "knock_share": NP_("Knocking with {n} deadwood is worth more, though {pct} of the coach's "
                       "trial deals saw it undercut.",
                       "Knocking with {n} deadwood is worth more, though {pct} of the coach's "
                       "trial deals saw it undercut."),
    "knock_low": NP_("Knocking with {n} deadwood is worth more: only {pct} of the coach's trial "
                     "deals saw it undercut.",
                     "Knocking with {n} deadwood is worth more: only {pct} of the coach's trial "
                     "deals saw it undercut."),
    # not "almost never": the Master undercut such a knock at once, and the words read
    # more certain than a race of trial deals is (English, Short)
    "knock_rare": NP_("Knocking with {n} deadwood is worth more: fewer than 1 in 20 of the "
                      "coach's trial deals saw it undercut.",
                      "Knocking with {n} deadwood is worth more: fewer than 1 in 20 of the "
                      "coach's trial deals saw it undercut."),
    "play_on_share": NP_("Knocking with {n} deadwood was undercut in {pct} of the coach's trial "
                         "deals; playing on is worth more.",
                         "Knocking with {n} deadwood was undercut in {pct} of the coach's trial "
                         "deals; playing on is worth more."),
    "play_on_low": NP_("Knocking with {n} deadwood was undercut in only {pct} of the coach's trial"
                       " deals; playing on pays more still.",
                       "Knocking with {n} deadwood was undercut in only {pct} of the coach's trial"
                       " deals; playing on pays more still."),
    "play_on_rare": NP_("Knocking with {n} deadwood is seldom undercut, but playing on is worth "
                        "more: Gin may come.",
                        "Knocking with {n} deadwood is seldom undercut, but playing on is worth "
                        "more: Gin may come."),
    "play_for_gin": NP_("{n} unseen card would give you Gin: playing on for the Gin bonus is "
                        "worth more than knocking with {k}.",
                        "{n} unseen cards would give you Gin: playing on for the Gin bonus is "
                        "worth more than knocking with {k}."),
    # a single round: "for the Gin bonus" was said where no bonus counts (1920x1080)
    "play_for_sure_gin": NP_("{n} unseen card would give you Gin, which no undercut can beat: "
                             "playing on is worth more than knocking with {k}.",
                             "{n} unseen cards would give you Gin, which no undercut can beat: "
                             "playing on is worth more than knocking with {k}."),
    "play_big_gin": NP_("{n} unseen card would give you Big Gin: playing on is worth more than "
                        "going Gin now.",
                        "{n} unseen cards would give you Big Gin: playing on is worth more than "
                        "going Gin now."),
    "take_gin": N_("With the {card} all your cards but the one you throw make melds: Gin."),
    "take_meld": N_("The {card} makes a meld with your cards."),
    "take_adds": N_("The {card} adds to your meld {meld}."),
    # "can": the best discard after it does; the next hint may name another ("lowers from 35
    # to 34", then "Deadwood after the discard: 36"; English 1600x1000)
    "take_lower": N_("The {card} can lower your deadwood from {a} to {b}."),
    "take_pair": N_("The {card} goes with your {other}: one card more makes them a meld."),
    "take_gap": N_("With the {gap}, the {card} would make a meld with your {meld}."),
    "take_other": N_("The {card} does not lower your deadwood, but the coach finds it worth "
                     "more than an unknown card from the stock."),
    "leave": N_("The {card} does not help you enough; the stock may bring more."),
    "leave_pass": N_("The {card} does not help you enough."),  # the dealer's pass: the other
    # player draws first ("the stock may bring more" was said to the dealer; 1600x1000)
    "leave_lower": N_("The {card} would lower your deadwood from {a} to {b} but makes no meld; "
                      "the coach prefers the stock."),
    "leave_lower_pass": N_("The {card} would lower your deadwood from {a} to {b} but makes no "
                           "meld; the coach prefers to pass."),
    "leave_meld": N_("The {card} would make a meld with your cards; the coach still prefers the "
                     "stock."),
    "leave_meld_pass": N_("The {card} would make a meld with your cards; the coach still "
                          "prefers to pass."),
    "leave_knock": NP_("Taking the {card} would let you knock with {n} deadwood; the coach "
                       "still prefers the stock.",
                       "Taking the {card} would let you knock with {n} deadwood; the coach "
                       "still prefers the stock."),
    "leave_knock_pass": NP_("Taking the {card} would let you knock with {n} deadwood; the coach "
                            "still prefers to pass.",
                            "Taking the {card} would let you knock with {n} deadwood; the coach "
                            "still prefers to pass."),
    "feeds": N_("The computer took the {taken}, so the {card} may feed it."),
    "keeps": N_("Keeps the {a} and the {b} together: one card makes them a meld."),
    "least": NP_("Discarding the {card} leaves you {n} deadwood, the least you can have.",
                 "Discarding the {card} leaves you {n} deadwood, the least you can have."),
    "highest": N_("The {card} is a high card that fits none of your melds."),
    "loose": N_("The {card} fits none of your melds."),
    "loose_both": N_("Neither the {card} nor the {other} fits your melds; the coach would "
                     "keep the {other}."),
    "loose_dearer": NP_("Neither fits your melds; the coach keeps the {other} though it "
                        "costs {n} deadwood point more.",
                        "Neither fits your melds; the coach keeps the {other} though it "
                        "costs {n} deadwood points more."),
    "breaks": N_("The {card} fits none of your melds; the {other} is part of your meld "
                 "{meld}."),
    # not "Without the 2 of clubs, the 3 of diamonds is part of your meld A♦ 2♦ 3♦", read as a
    # contradiction where the table showed that meld (German 1024x640)
    "breaks_melded": N_("The {other} is in your meld {meld}; the {card} only makes an "
                        "equally good one."),
    "close": N_("The coach finds both about equal."),
    # not "The coach finds both about equal; ...": the first line says so already
    "compare": N_("Deadwood without the {card}: {a}, without the {other}: {b}."),
    "ahead": N_("Less deadwood without the {other} ({b}, not {a}), but the coach prefers "
                "to discard the {card}."),
    "close_same": NP_("Either leaves you {n} deadwood.", "Either leaves you {n} deadwood."),
    # the card named: "the coach prefers this discard" under two discards named was read as
    # the other one (German 1024x768)
    "even": NP_("Either leaves you {n} deadwood; the coach prefers to discard the {card}.",
                "Either leaves you {n} deadwood; the coach prefers to discard the {card}."),
    "close_knock": NP_("Knocking with {n} deadwood and playing on are worth about the same.",
                       "Knocking with {n} deadwood and playing on are worth about the same."),
    "round_ends": N_("Two cards left in the stock: this discard ends the round without a "
                     "score, whatever you throw."),
    # about as good (``CLOSE_OF``): "does not help you enough" stood under "about as good as
    # the next best: take the jack of hearts" (English 1280x720)
    "close_leave": N_("Taking the {card} or drawing from the stock comes to about the same."),
    "close_leave_pass": N_("Taking the {card} or passing comes to about the same."),
    "close_take": N_("The {card} does not lower your deadwood; taking it or leaving it comes "
                     "to about the same."),
}


UNSAID: dict[str, LazyPlural | LazyString] = {
    "knock": NP_("Knocking now with {n} deadwood would be worth {points} points less.",
                 "Knocking now with {n} deadwood would be worth {points} points less."),
    "knock_close": NP_("Knocking now with {n} deadwood would be worth about as much.",
                       "Knocking now with {n} deadwood would be worth about as much."),
    "gin": N_("Going Gin now would be worth {points} points less."),
    "gin_close": N_("Going Gin now would be worth about as much."),
}
"""The hint's third line where it says to discard while a knock is legal that neither it nor
the next best names (``coach.hint.Hint.knock``): the knock area is lit, and a new player
asked why not knock."""


UNDERCUT = {
    "share": N_("It was undercut in {pct} of the coach's trial deals."),
    "low": N_("It was undercut in only {pct} of the coach's trial deals; playing on pays more "
              "still."),
    "rare": N_("It was undercut in fewer than 1 in 20 of the coach's trial deals, but playing "
               "on is worth more."),
}
"""After the knock line: how often the race's deals saw that knock undercut (``Hint.undercut``),
the reason its figure stands on ("rare": not where the two are about the same)."""


def knock_line(h: Hint, hand_mask: int) -> str | None:
    """The line on the knock the hint did not name (``UNSAID``), or None."""
    k = h.knock
    if k is None or k.card is None:
        return None
    n = deadwood_of(hand_mask ^ k.card.bit)
    key = ("gin" if n == 0 else "knock") + ("_close" if h.knock_close else "")
    text = UNSAID[key]
    points = points_text(max(0.0, h.knock_gap))
    if not isinstance(text, LazyPlural):  # Gin: no undercut
        return text.format(points=points)
    line = text.template(n).format(n=n, points=points)
    if h.undercut is None or (h.undercut < RARE and h.knock_close):
        return line
    return f"{line} {undercut_text(h.undercut)}"


def undercut_text(share: float) -> str:
    """The sentence after a knock's worth: how often the coach's deals saw it undercut."""
    return UNDERCUT[share_word(share)].format(pct=percent_text(percent(share)))


def action_words(action: Action, hand_mask: int = 0, top: Card | None = None,
                 short: bool = False, against: Action | None = None) -> str:
    """The action as the player would do it ("discard the king of clubs"), translated;
    ``top`` is the card on the discard pile (the one a take or a pick takes). A discard
    named against a knock with the same card (``against``) plays on: "Go Gin with the 6 of
    hearts - worth 7.7 points more than the next best: discard the 6 of hearts" read like
    one move twice (seen in a real window, Oklahoma)."""
    k = action.kind
    card_of = action.card if action.card is not None else top
    card = card_name(card_of, short=short) if card_of is not None else ""
    word = {Kind.TAKE_UPCARD: "take", Kind.PASS: "pass", Kind.DRAW_STOCK: "draw",
            Kind.DRAW_DISCARD: "pick", Kind.DISCARD: "discard", Kind.KNOCK: "knock",
            Kind.BIG_GIN: "big_gin"}.get(k, "pass")
    if k is Kind.KNOCK and action.card is not None and hand_mask and \
            deadwood_of(hand_mask ^ action.card.bit) == 0:
        word = "gin"
    if k is Kind.DISCARD and against is not None and against.kind is Kind.KNOCK \
            and against.card == action.card:
        word = "play_on"
    return DO[word].format(card=card)


def shown_points(x: float) -> Decimal:
    """``x`` points as said: to one decimal, from its two decimals (a review stores its
    losses so) with halves up. A sum of rows is said as the sum of what they say: rows of
    3,7 and 2,4 stood over "insgesamt 6,2 Punkte verloren" (German 1280x800), and a loss of
    2.2549 said "2,3" on its row and the round's total of 2.25 "2,2" (German 1920x1080)."""
    return Decimal(f"{x:.2f}").quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)


def points_text(x: float | Decimal) -> str:
    """``x`` points to one decimal, as ``shown_points`` rounds them."""
    text = str(x.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
               if isinstance(x, Decimal) else shown_points(x))
    return text.replace(".", ",") if current_language() == "de" else text


def percent_text(pct: int) -> str:
    """A percentage as the language writes it ("35%", German "35 %"), as the statistics do."""
    return format_percent(pct / 100, locale=get_localizer().locale)


def why_text(key: str, facts: Mapping[str, object], short: bool = False) -> str:
    words = {k: card_name(v, short=short) if isinstance(v, Card)
             else cards_text(v) if isinstance(v, tuple)
             else percent_text(v) if k == "pct" and isinstance(v, int) else v
             for k, v in facts.items()}
    text = WHY.get(key, WHY["close"])
    if isinstance(text, LazyPlural):
        n = words.pop("n")
        return text.template(int(n) if isinstance(n, int) else 0).format(n=n, **words)
    return text.format(**words)


def hint_lines(h: Hint, hand_mask: int, top: Card | None = None,
               short: bool = False, brief: bool = False, knock: bool = True) -> list[str]:
    """The lines of the hint box: the action against the next best, why, and (``knock``)
    the knock neither names (``knock_line``); ``short`` names the cards short ("10♠"), for a
    small window; ``brief`` leaves out which move is the next best (the points stay), where
    nothing longer fits."""
    action = action_words(h.best, hand_mask, top, short, h.second)
    action = action[:1].upper() + action[1:]
    if h.second is None:
        first = ONLY.format(action=action)
    elif brief and (h.leaning or not h.close):
        first = (LIKELY_BRIEF if h.leaning else BETTER_BRIEF).format(
            action=action, points=points_text(h.gain))
    elif h.leaning:
        first = LIKELY.format(action=action, points=points_text(h.gain),
                              other=action_words(h.second, hand_mask, top, short, h.best))
    elif h.close:
        first = ABOUT_SAME.format(action=action,
                                  other=action_words(h.second, hand_mask, top, short, h.best))
    else:
        first = BETTER.format(action=action, points=points_text(h.gain),
                              other=action_words(h.second, hand_mask, top, short, h.best))
    lines = [first, why_text(h.why, h.facts, short)]
    unsaid = knock_line(h, hand_mask) if knock else None
    return lines + [unsaid] if unsaid else lines


__all__ = ["ABOUT_SAME", "BETTER", "BETTER_BRIEF", "DO", "LIKELY", "ONLY", "UNSAID", "WHY",
           "action_words", "hint_lines", "knock_line", "points_text", "shown_points",
           "why_text"]
