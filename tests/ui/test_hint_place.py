"""Where the coach's hint box and the message over the hand stand: in the band between the
middle of the table and the hand, over nothing else - checked by drawing the table without
them on a colour the table never uses and reading the pixels under their rectangles."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest

from ginrummy_desktop.coach.hint import Hint
from ginrummy_desktop.engine import Action, Card, Match, Phase
from ginrummy_desktop.i18n.cards import card_name
from ginrummy_desktop.i18n.reasons import REASON_MESSAGES
from ginrummy_desktop.ui.controller import HUMAN
from ginrummy_desktop.ui.table.hint import SHORTER
from ginrummy_desktop.ui.table.hint_words import WHY, action_words, hint_lines, why_text
from ginrummy_desktop.ui.table.info import free_band, info_panel, message_lines, side_band
from ginrummy_desktop.ui.widgets import font

from .helpers import find_match, make_app, step, table_for

BLANK = (255, 0, 255)
SIZES = [(640, 420), (700, 450), (800, 520), (1024, 640), (1280, 800), (1920, 1080)]


def _phase_is(phase: Phase, gin_only: bool = False) -> Any:
    def stop(m: Match) -> bool:
        v = m.view(HUMAN)
        return (v.my_turn and v.phase is phase and bool(v.legal_actions())
                and (not gin_only or v.knock_limit == 0))
    return stop


@cache
def _position(rules: str, phase: Phase) -> dict[str, Any]:
    """A position of ``rules`` where the player is to act in ``phase``; "oklahoma-gin": an
    Oklahoma round of Gin only (its info line is the longest)."""
    if rules == "oklahoma-gin":
        return find_match(_phase_is(phase, True), "oklahoma").to_dict()
    return find_match(_phase_is(phase), rules).to_dict()


def _in_a_band(t: Any, box: pygame.Rect) -> bool:
    """Within the band across the table, or within the one right of the info panel."""
    top, bottom = free_band(t)
    if top <= box.top and box.bottom <= bottom:
        return True
    side = side_band(t)
    return side is not None and side[0] <= box.top and box.bottom <= side[1] \
        and box.left >= side[2]


def _longest_card(short: bool) -> Card:
    cards = [Card.parse(r + s) for r in "A23456789TJQK" for s in "SHDC"]
    return max(cards, key=lambda c: font(10, True).size(card_name(c, short=short))[0])


def _worst_hint() -> list[list[str]]:
    """The longest hint there is, as the table words it (full, then short card names, then
    brief): take the longest-named card from the discard pile rather than draw, 104.5 points
    more, with the longest reason."""
    texts = []
    for short, brief in SHORTER:
        card = _longest_card(short)
        h = Hint(best=Action.draw_discard(), second=Action.draw_stock(), gain=104.5,
                 values={}, samples={}, why="take_other", facts={"card": card})
        texts.append(hint_lines(h, 0, card, short, brief))
    return texts


def test_the_worst_hint_s_reason_is_the_longest_there_is(lang: str) -> None:
    """``_worst_hint`` stands for every hint only while its reason (``take_other``) is the
    widest: each reason, with the longest-named card in every card's place and two-digit
    counts, is no wider."""
    card = _longest_card(False)
    facts = {"card": card, "other": card, "taken": card, "gap": card, "a": card, "b": card, "n": 10,
             "k": 10, "meld": (card, card, card, card), "pct": 100}
    counts = {"take_lower", "compare", "leave_lower", "leave_lower_pass", "ahead"}  # a, b: numbers

    def width(key: str) -> int:
        text = why_text(key, {**facts, **({"a": 100, "b": 100} if key in counts else {})})
        return font(10).size(text)[0]

    widest = max(WHY, key=width)
    assert widest == "take_other" or width(widest) == width("take_other"), widest


def _blank_table(t: Any, size: tuple[int, int]) -> pygame.Surface:
    """The table as drawn without the hint box and the message, on BLANK."""
    surface = pygame.Surface(size)
    surface.fill(BLANK)
    message, t.message = t.message, None
    result, t.hint.result = t.hint.result, None
    t.draw(surface)
    t.message, t.hint.result = message, result
    return surface


def _covers_nothing(surface: pygame.Surface, box: pygame.Rect) -> None:
    assert surface.get_rect().contains(box), box
    area = surface.subsurface(box)
    blank = pygame.mask.from_threshold(area, BLANK, (1, 1, 1, 255)).count()
    assert blank == box.width * box.height, f"{box} covers something drawn"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rules", ["classic", "oklahoma", "hollywood", "oklahoma-gin"])
def test_the_longest_hint_covers_nothing_the_player_needs(
        size: tuple[int, int], rules: str, lang: str) -> None:
    """Seen at 640x420 and 700x450: the box lay over the piles' labels, and in Oklahoma and
    Hollywood (two more lines left of the stock) over "Your turn" ("Your tur" showed beside
    it). The longest hint now fits the band under them, at every size, in both languages,
    while the upcard is offered (Take/Pass), at a draw and at a discard (the knock area), and
    with a chosen card lifted into the band; in a round of Gin only in Oklahoma (whose line
    wraps at 640x420 in German and pushed the panel down) the panel's lines close up, and
    the box goes right of it where it still reaches lower - and there, with a card chosen,
    it leaves out which move is the next best (it needed 45 px of 40 and crossed the piles'
    labels)."""
    app = make_app(size=size)
    texts = _worst_hint()
    for phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
        t = table_for(app, Match.from_dict(_position(rules, phase)))
        for chosen in (None, t.hand[0]):
            t.model.selected = chosen
            step(app)
            box, wrapped, px, _step = t.hint.box(*texts)
            assert _in_a_band(t, box), (phase, box, free_band(t), side_band(t))
            assert px >= 9 and len(wrapped) >= 2
            for w, f in wrapped:  # centred, clear of the 2 px border by 6 px each side (a
                assert font(px, f).size(w)[0] <= box.width - 16, w  # line ran within 3 px)
            first = " ".join(w for w, f in wrapped if f)
            assert first in (texts[0][0], texts[1][0], texts[2][0])
            if first == texts[2][0]:  # brief: still the move and what it is worth
                move = action_words(Action.draw_discard(), 0, _longest_card(True), True)
                assert move[1:] in first and ("104,5" if lang == "de" else "104.5") in first
            _covers_nothing(_blank_table(t, size), box)
            for name in ("take", "pass"):
                if t.buttons[name].visible:
                    assert not box.colliderect(t.buttons[name].rect)
            assert not box.colliderect(t.layout.knock_rect)
            for p in info_panel(t):
                if p.text:
                    assert not box.colliderect(pygame.Rect(p.pos, font(p.px, p.bold).size(
                        p.text))), p.text
    app.stack.clear()


def test_in_a_large_window_the_hint_keeps_its_full_card_names_and_size() -> None:
    """Only a small window needs the short card names and the closer lines."""
    from ginrummy_desktop.ui.layout import font_px

    app = make_app(size=(1280, 800))
    t = table_for(app, Match.from_dict(_position("classic", Phase.DRAW)))
    texts = _worst_hint()
    box, wrapped, px, _step = t.hint.box(*texts)
    assert px == font_px((1280, 800), 16)
    assert " ".join(w for w, first in wrapped if first) == texts[0][0]
    small = make_app(size=(640, 420))
    t = table_for(small, Match.from_dict(_position("classic", Phase.DRAW)))
    box, wrapped, px, _step = t.hint.box(*texts)
    assert " ".join(w for w, first in wrapped if first) == texts[1][0]  # 10♠, not the name
    app.stack.clear()
    small.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (700, 450), (800, 520)])
@pytest.mark.parametrize("rules", ["classic", "oklahoma", "hollywood"])
def test_a_wrapped_refusal_keeps_off_the_info_panel(size: tuple[int, int], rules: str,
                                                    lang: str) -> None:
    """Seen at 640x420 in German: the refusal of a knock, wrapped onto two lines, lay over
    the last lines of the info panel for its 3.5 seconds. It gets smaller and lower now,
    within the band over the hand; and the hint box gives way to it meanwhile."""
    app = make_app(size=size)
    t = table_for(app, Match.from_dict(_position(rules, Phase.DISCARD)))
    text = REASON_MESSAGES["knock_gin_only"].format(card=card_name(_longest_card(False)),
                                                    deadwood=38)
    t.say(text, error=True)
    step(app)
    px, lines = message_lines(t, t.message.text)
    box = lines[0][1].unionall([r for _, r in lines[1:]]).inflate(20, 8)
    top, bottom = free_band(t)
    assert top <= box.top and box.bottom <= bottom
    assert px >= 9 and " ".join(line for line, _ in lines) == text
    _covers_nothing(_blank_table(t, size), box)
    app.stack.clear()


def test_the_hint_box_gives_way_to_a_message() -> None:
    """A refusal while the hint is up is read, not hidden under the box; the box (and its
    ring round the hinted pile or card) is back once the message is gone."""
    app = make_app(size=(640, 420))
    t = table_for(app, Match.from_dict(_position("classic", Phase.DRAW)))
    card = t.view.discard_top
    t.hint.result = Hint(best=Action.draw_discard(), second=Action.draw_stock(), gain=3.0,
                         values={}, samples={}, why="take_meld", facts={"card": card})
    t.hint.moves = len(t.ctrl.match.history)
    step(app)
    box = t.hint.box(*[hint_lines(t.hint.result, t.view.hand_mask, card, s)
                       for s in (False, True)])[0]
    with_box = pygame.Surface(app.size)
    with_box.fill(BLANK)
    t.draw(with_box)
    t.say("It is not your turn.", error=True)
    said = pygame.Surface(app.size)
    said.fill(BLANK)
    t.draw(said)
    _, lines = message_lines(t, t.message.text)
    shade = lines[0][1].inflate(20, 8)
    outside = box.clip(pygame.Rect(0, box.top, shade.left - 1, box.height))
    assert with_box.get_at(outside.center) != BLANK  # the box is there before
    assert said.get_at(outside.center) == BLANK  # and gives way to the message
    ring = t.hint.target()
    assert ring is not None
    assert said.get_at(ring.inflate(8, 8).midtop) == with_box.get_at(ring.inflate(8, 8).midtop)
    app.stack.clear()


@pytest.mark.parametrize("size", [(640, 420), (660, 430), (700, 450), (800, 520)])
def test_a_wrapped_hint_line_is_set_evenly(size: tuple[int, int], lang: str) -> None:
    """Seen at 660x430: "Hint: Draw from the stock - worth 4.2 points more than the next
    best: take the queen of diamonds from the" and "discard pile" alone under it. A line that
    wraps is cut into parts of about the same width."""
    app = make_app(size=size)
    t = table_for(app, Match.from_dict(_position("hollywood", Phase.DRAW)))
    queen = Card.parse("QD")
    texts = []
    for short in (False, True):
        h = Hint(best=Action.draw_stock(), second=Action.draw_discard(), gain=4.2, values={},
                 samples={}, why="leave", facts={"card": queen})
        texts.append(hint_lines(h, 0, queen, short))
    _box, wrapped, px, _step = t.hint.box(*texts)
    for first in (True, False):
        parts = [font(px, first).size(w)[0] for w, f in wrapped if f is first]
        if len(parts) > 1:
            assert min(parts) >= 0.5 * max(parts), [w for w, f in wrapped if f is first]
    app.stack.clear()


def test_beside_a_long_info_panel_the_hint_goes_right_of_it(lang: str) -> None:
    """A round of Gin only in Oklahoma at 640x420 in German: the panel's lines wrap and reach
    below the piles' labels; with the first card chosen (risen) the band across the table
    is too low for two lines, so an everyday hint stands right of the panel, over nothing."""
    app = make_app(size=(640, 420))
    t = table_for(app, Match.from_dict(_position("oklahoma-gin", Phase.OFFER)))
    t.model.selected = t.hand[0]
    step(app)
    h = Hint(best=Action.take(), second=Action.pass_(), gain=0.2, values={}, samples={},
             why="close", facts={})
    top = t.view.discard_top
    box, wrapped, px, _step = t.hint.box(*[hint_lines(h, 0, top, s) for s in (False, True)])
    side = side_band(t)
    if lang == "de":
        assert side is not None and box.left >= side[2] and box.top >= side[0]
    assert _in_a_band(t, box) and px >= 9
    _covers_nothing(_blank_table(t, app.size), box)
    app.stack.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_a_closed_up_hint_keeps_air_over_and_under_its_lines(
        size: tuple[int, int], lang: str) -> None:
    """German 1366x768, Oklahoma: a hint with the coach's line on knocking now stood in a box
    closed up to 1 px under its last line (2 px over the first). Where the band allows it,
    the closer box keeps 5 px over and under its lines; only where it does not (640x420) does
    it close up further."""
    app = make_app(size=size)
    t = table_for(app, Match.from_dict(_position("oklahoma", Phase.DISCARD)))
    step(app)
    full, *shorter = _worst_hint()
    knock = ("Jetzt mit 2 Restpunkten zu klopfen wäre 10,2 Punkte weniger wert. Der Computer "
             "unterbot dich dabei nur in 10 % der Probespiele des Trainers; Weiterspielen "
             "bringt trotzdem mehr.")
    box, wrapped, px, line_step = t.hint.box([*full[:2], knock], full, *shorter)
    assert len(wrapped) >= 3 and _in_a_band(t, box)
    text_h = line_step * (len(wrapped) - 1) + font(px, True).get_height()
    assert box.height - text_h >= 10, (box, text_h)
    app.stack.clear()
