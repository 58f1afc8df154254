"""The table's model, gesture mapper, animator and keymap: plain values, no window."""

from __future__ import annotations

import pygame

from ginrummy_desktop.engine import Action, Card, Phase, parse_cards
from ginrummy_desktop.ui.animator import Animator, Motion
from ginrummy_desktop.ui.input import KEYMAP, Command, Key, key_for, key_names
from ginrummy_desktop.ui.table import gestures as G
from ginrummy_desktop.ui.table.model import HandFocus, Mode, Pile, SortMode, TableModel
from ginrummy_desktop.ui.tween import Tween, linear

HAND = parse_cards("KS 2H 7D 7S 7C 9H")
MELDS = [tuple(parse_cards("7D 7S 7C"))]


def _model() -> TableModel:
    m = TableModel()
    m.sync(HAND)
    return m


class TestHand:
    def test_sync_keeps_the_shown_order_and_adds_new_cards(self) -> None:
        m = _model()
        m.hand.reverse()
        shown = list(m.hand)
        new = m.sync([*HAND, Card.parse("AS")])
        assert new == [Card.parse("AS")] and m.hand == [*shown, Card.parse("AS")]

    def test_sync_puts_one_new_card_where_it_was_dropped(self) -> None:
        m = _model()
        m.sync([*HAND, Card.parse("AS")], insert_at=2)
        assert m.hand[2] == Card.parse("AS")

    def test_a_card_that_left_the_hand_is_no_longer_chosen(self) -> None:
        m = _model()
        m.toggle_select(HAND[0])
        m.sync(HAND[1:])
        assert m.selected is None and HAND[0] not in m.hand

    def test_sorts(self) -> None:
        m = _model()
        m.sort(SortMode.RANK, MELDS)
        assert [str(c) for c in m.hand] == ["2H", "7S", "7D", "7C", "9H", "KS"]
        m.sort(SortMode.SUIT, MELDS)
        assert [c.suit for c in m.hand] == sorted(c.suit for c in m.hand)
        m.sort(SortMode.MELDS, MELDS)
        assert set(m.hand[:3]) == set(MELDS[0]) and m.sort_mode is SortMode.MELDS
        assert m.gaps(MELDS) == (3,)

    def test_the_players_own_order_is_no_sort_mode(self) -> None:
        m = _model()
        m.sort(SortMode.SUIT, MELDS)
        m.move_card(m.hand[0], len(m.hand))
        assert m.sort_mode is None and m.gaps(MELDS) == ()
        m.resort(MELDS)  # nothing to re-sort: the order stays
        assert m.sort_mode is None
        assert SortMode.RANK.next() is SortMode.MELDS

    def test_a_new_deal_is_sorted_by_the_sort_last_chosen(self) -> None:
        """A card dragged within the hand makes it the player's own order; the next deal
        came in the order dealt, melds torn apart (800x520, Oklahoma)."""
        m = _model()
        m.sort(SortMode.RANK, MELDS)
        m.move_card(m.hand[0], 3)
        assert m.sort_mode is None
        m.new_round(HAND, MELDS)
        assert m.sort_mode is SortMode.RANK
        assert m.hand == sorted(HAND, key=lambda c: (c.rank, c.suit))

    def test_move_card_puts_it_before_the_card_at_the_index(self) -> None:
        m = _model()
        first = m.hand[0]
        m.move_card(first, 3)
        assert m.hand.index(first) == 2


class TestFocus:
    def test_the_first_arrow_goes_to_the_piles_when_drawing(self) -> None:
        m = _model()
        m.move_focus(1, drawing=True)
        assert m.focus is Pile.STOCK and m.selected is None
        m.move_focus(1, drawing=True)
        assert m.focus is Pile.DISCARD
        m.move_focus(1, drawing=True)  # round and round: back to the first card
        assert m.focus == HandFocus(0) and m.selected == m.hand[0]

    def test_left_from_nowhere_while_discarding_is_the_last_card(self) -> None:
        m = _model()
        m.move_focus(-1, drawing=False)
        assert m.focus == HandFocus(len(HAND) - 1) and m.focused_card() == m.hand[-1]

    def test_up_and_down(self) -> None:
        m = _model()
        m.focus_hand()
        assert m.focus == HandFocus(0)
        m.focus_piles()
        assert m.focus is Pile.STOCK and m.selected is None

    def test_shift_moves_the_focused_card(self) -> None:
        m = _model()
        m.focus_hand()
        card = m.hand[0]
        m.shift_focused(1)
        assert m.hand[1] == card and m.focus == HandFocus(1) and m.sort_mode is None
        m.focus_piles()
        before = list(m.hand)
        m.shift_focused(1)  # on a pile: nothing moves
        assert m.hand == before

    def test_a_new_round_clears_choice_and_focus_and_deals(self) -> None:
        m = _model()
        m.focus_hand()
        m.new_round(HAND, MELDS)
        assert m.focus is None and m.selected is None and m.mode is Mode.DEALING
        m.round_ended()
        assert m.finished and not m.playing


class TestGestures:
    def test_drops(self) -> None:
        c = HAND[0]
        assert G.drop_move(G.Source.HAND, c, G.Target.DISCARD, 0, Phase.DISCARD) == \
            G.Discard(c, fly=False)
        assert G.drop_move(G.Source.HAND, c, G.Target.KNOCK, 0, Phase.DISCARD) == G.AskKnock(c)
        assert G.drop_move(G.Source.HAND, c, G.Target.HAND, 4, Phase.DRAW) == G.Reorder(c, 4)
        assert G.drop_move(G.Source.HAND, c, None, 4, Phase.DRAW) == G.SnapBack()
        assert G.drop_move(G.Source.DISCARD, None, G.Target.HAND, 2, Phase.OFFER) == \
            G.Draw(Pile.DISCARD, 2)
        assert G.drop_move(G.Source.STOCK, None, G.Target.DISCARD, 2, Phase.DRAW) == G.SnapBack()

    def test_clicks(self) -> None:
        c = HAND[1]
        assert G.click_move(c, None, False, None, Phase.DRAW) == G.Select(c)
        assert G.click_move(None, Pile.DISCARD, False, c, Phase.DISCARD) == G.Discard(c)
        assert G.click_move(None, Pile.DISCARD, False, None, Phase.DISCARD) == \
            G.Draw(Pile.DISCARD)
        assert G.click_move(None, None, True, c, Phase.DISCARD) == G.AskKnock(c)
        assert G.click_move(None, None, True, None, Phase.DISCARD) == G.AskKnock(None)
        assert G.click_move(None, None, False, c, Phase.DISCARD) is None
        assert G.double_click_move(None, Pile.STOCK, Phase.DISCARD) is None
        assert G.double_click_move(c, None, Phase.DISCARD) == G.Discard(c)

    def test_the_pile_action_follows_the_phase(self) -> None:
        assert G.draw_action(Pile.DISCARD, Phase.OFFER) == Action.take()
        assert G.draw_action(Pile.DISCARD, Phase.DRAW) == Action.draw_discard()
        assert G.draw_action(Pile.STOCK, Phase.DRAW) == Action.draw_stock()

    def test_lit_targets_are_the_engines_legal_actions(self) -> None:
        c = HAND[0]
        legal = [Action.discard(c)]
        assert G.lit_targets(G.Source.HAND, c, legal) == {G.Target.HAND, G.Target.DISCARD}
        assert G.lit_targets(G.Source.STOCK, None, legal) == set()
        assert G.lit_targets(G.Source.DISCARD, None, [Action.take()]) == {G.Target.HAND}


class TestAnimator:
    def test_motions_wait_fly_and_land_once(self) -> None:
        a = Animator()
        late = a.add(Motion(None, Tween((0, 0), (10, 0), 1.0, ease=linear, delay=1.0)))
        assert not late.started and a.update(0.5) == []
        assert a.update(1.0) == [] and late.started and late.pos == (5.0, 0.0)
        assert a.update(0.6) == [late] and not a.busy
        assert a.update(1.0) == []

    def test_finish_lands_everything(self) -> None:
        a = Animator()
        m = a.add(Motion(Card.parse("AS"), Tween((0, 0), (10, 0), 5.0), ("hand", "x")))
        assert a.hidden() == {("hand", "x")}
        assert a.finish() == [m] and not a


class TestKeymap:
    def test_keys_mean_commands(self) -> None:
        assert Key(pygame.K_RETURN).command is Command.CONFIRM
        assert Key(pygame.K_KP_ENTER).command is Command.CONFIRM
        assert Key(pygame.K_LEFT, pygame.KMOD_SHIFT).command is Command.MOVE_LEFT
        assert Key(pygame.K_UP, pygame.KMOD_SHIFT).command is Command.UP  # no Shift entry
        assert Key(pygame.K_5).command is Command.NUMBER and Key(pygame.K_5).number == 5
        # the keypad's digits too (its 3 did nothing in the lay-off review; 800x520)
        assert Key(pygame.K_KP9).command is Command.NUMBER and Key(pygame.K_KP9).number == 9
        assert Key(pygame.K_KP0).number is None and Key(pygame.K_0).number is None
        assert Key(pygame.K_F12).command is None
        assert Key(pygame.K_z, pygame.KMOD_CTRL).command is Command.UNDO  # Ctrl+Z takes back
        assert key_for(Command.KNOCK).command is Command.KNOCK

    def test_shift_tab_goes_back(self) -> None:
        """Shift+Tab meant Tab (a key with Shift and no entry of its own): no way back."""
        assert Key(pygame.K_TAB).command is Command.NEXT
        assert Key(pygame.K_TAB, pygame.KMOD_SHIFT).command is Command.PREV
        assert Key(pygame.K_TAB, pygame.KMOD_LSHIFT).command is Command.PREV

    def test_every_command_has_a_key(self) -> None:
        assert set(KEYMAP.values()) == set(Command)

    def test_key_names_come_from_the_keymap_in_the_language(self) -> None:
        from ginrummy_desktop.i18n import Localizer, use_localizer

        assert key_names([Command.CONFIRM]) == "Enter"
        assert key_names([Command.MOVE_LEFT, Command.MOVE_RIGHT]) == "Shift + \u2190 \u2192"
        assert key_names([Command.TAKE, Command.PASS]) == "T P"
        assert key_names([Command.CONFIRM, Command.SELECT]) == "Enter / Space"  # the same
        with use_localizer(Localizer("de")):
            assert key_names([Command.CONFIRM]) == "Eingabe"
            assert key_names([Command.MOVE_LEFT]) == "Umschalt + \u2190"
            assert key_names([Command.CANCEL]) == "Esc"
            assert key_names([Command.UNDO]) == "R\u00fccktaste / Z"  # not "BACKSPACE Z", and
            # alternatives, not a combination ("Rücktaste Z" read as one; 800x520)
            assert key_names([Command.FULL_SCREEN]) == "F11"
