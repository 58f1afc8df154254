"""Engine refusals reach the player translated: a template for every reason code."""

from __future__ import annotations

import string

import pytest

from ginrummy_desktop.engine.cards import Card
from ginrummy_desktop.engine.errors import REASON_TEXT, CardError, EngineError, IllegalActionError
from ginrummy_desktop.i18n import Localizer, set_language, use_localizer
from ginrummy_desktop.i18n.cards import card_name, cards_text
from ginrummy_desktop.i18n.reasons import (
    ACTION_NAMES,
    PHASE_NAMES,
    REASON_MESSAGES,
    describe_error,
    describe_reason,
)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_reason_code_has_a_template() -> None:
    assert sorted(set(REASON_TEXT) - set(REASON_MESSAGES)) == []
    assert sorted(set(REASON_MESSAGES) - set(REASON_TEXT)) == []


@pytest.mark.parametrize("reason", sorted(REASON_TEXT))
def test_template_placeholders_match_the_engine(reason: str) -> None:
    assert _fields(REASON_MESSAGES[reason].msgid) == _fields(REASON_TEXT[reason])


@pytest.mark.parametrize("reason", sorted(REASON_TEXT))
def test_every_reason_is_german_in_german(reason: str) -> None:
    args = {name: "x" for name in _fields(REASON_TEXT[reason])}
    english = describe_reason(reason, args)
    with use_localizer(Localizer("de")):
        german = describe_reason(reason, args)
    assert german != english
    assert german[:1].isupper()


def test_describe_a_real_engine_error() -> None:
    with pytest.raises(CardError) as caught:
        Card.parse("ZZ")
    assert describe_error(caught.value) == "Not a card: ZZ"
    set_language("de")
    assert describe_error(caught.value) == "Keine Karte: ZZ"


def test_card_argument_becomes_a_card_name() -> None:
    err = IllegalActionError("knock_too_high", card="QH", deadwood=14, limit=10)
    assert describe_error(err) == (
        "You cannot knock with the queen of hearts: 14 deadwood left, at most 10 allowed."
    )
    set_language("de")
    assert describe_error(err) == (
        "Mit Herz Dame kannst du nicht klopfen: Es blieben 14 Restpunkte, "
        "erlaubt sind höchstens 10."  # not "als Ablage" (a German club player, 1600x900)
    )


def test_phase_and_action_names_are_translated() -> None:
    err = IllegalActionError("wrong_phase", action="knock QH", phase="offer")
    set_language("de")
    assert (
        describe_error(err) == "Klopfen ist jetzt nicht möglich (Angebot der aufgedeckten Karte)."
    )


def test_wrong_phase_tells_the_player_what_to_do_instead() -> None:
    err = IllegalActionError("wrong_phase", action="discard 7C", phase="draw")
    assert describe_error(err, human_seat=0) == (
        "Draw a card first: from the stock or from the discard pile."
    )
    set_language("de")
    assert describe_error(err, human_seat=0) == (
        "Ziehe zuerst eine Karte: vom Nachziehstapel oder vom Ablagestapel."
    )
    # without a player seat (logs, other programs) the plain sentence stays
    assert describe_error(err).startswith("Ablegen ist jetzt nicht möglich")


def test_with_the_pile_closed_the_draw_hint_names_the_stock_only() -> None:
    from ginrummy_desktop.engine import Action, Match, RuleSet

    m = Match(RuleSet.preset("classic"), 3)
    m.apply(Action.pass_())
    m.apply(Action.pass_())
    card = m.round.hand(m.round.turn)[0]
    err = m.check(Action.discard(card))
    assert err is not None and err.args_dict.get("stock_only") is True
    assert describe_error(err, human_seat=m.round.turn) == (
        "Draw a card first: from the stock (the discard pile is closed this turn).")
    set_language("de")
    assert describe_error(err, human_seat=m.round.turn) == (
        "Ziehe zuerst eine Karte: vom Nachziehstapel (der Ablagestapel ist diesmal gesperrt).")


def test_seats() -> None:
    err = IllegalActionError("not_your_turn", seat=1, action="draw")
    set_language("de")
    assert describe_error(err) == "Spieler 2 ist nicht am Zug."
    assert describe_error(err, human_seat=1) == "Du bist nicht am Zug."
    assert describe_error(err, human_seat=0) == "Der Computer ist nicht am Zug."


def test_meld_of_card_codes_is_shown_as_cards() -> None:
    err = IllegalActionError("no_such_meld", meld="7S 7H 7D")
    assert describe_error(err) == "There is no such meld: 7♠ 7♥ 7♦"
    # a meld's index: the screen numbers melds from 1 ("3" said "no such meld: 2", 800x520)
    assert describe_error(IllegalActionError("no_such_meld", meld=2)) == \
        "There is no such meld: 3"


def test_unknown_reason_or_bad_arguments_give_the_fallback() -> None:
    set_language("de")
    assert describe_error(EngineError("no_such_reason")) == "Das geht gerade nicht."
    assert describe_error(IllegalActionError("card_not_in_hand")) == "Das geht gerade nicht."
    assert describe_error(ValueError("plain")) == "Das geht gerade nicht."


def test_engine_enums_have_names_when_present() -> None:
    legal = pytest.importorskip("ginrummy_desktop.engine.legal")
    actions = pytest.importorskip("ginrummy_desktop.engine.actions")
    assert {p.value for p in legal.Phase} <= set(PHASE_NAMES)
    assert {k.value for k in actions.Kind} <= set(ACTION_NAMES)


class TestCardNames:
    @pytest.mark.parametrize(
        ("code", "english", "german"),
        [
            ("QH", "queen of hearts", "Herz Dame"),
            ("AS", "ace of spades", "Pik Ass"),
            ("JD", "jack of diamonds", "Karo Bube"),
            ("KC", "king of clubs", "Kreuz König"),
            ("TC", "10 of clubs", "Kreuz 10"),
            ("7D", "7 of diamonds", "Karo 7"),
        ],
    )
    def test_long_names(self, code: str, english: str, german: str) -> None:
        assert card_name(code) == english
        assert card_name(Card.parse(code)) == english
        set_language("de")
        assert card_name(code) == german

    def test_short_names(self) -> None:
        assert cards_text("AS JH QD KC TC") == "A♠ J♥ Q♦ K♣ 10♣"
        set_language("de")
        assert cards_text([Card.parse(c) for c in "AS JH QD KC TC".split()]) == "A♠ B♥ D♦ K♣ 10♣"

    def test_not_a_card_is_left_alone(self) -> None:
        assert card_name("hello") == "hello"
