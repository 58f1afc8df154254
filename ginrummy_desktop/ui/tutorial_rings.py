"""Where the tutorial puts the keyboard's ring: on the card a step moves, on the upcard's
button a step asks for, on "Next" at a step that waits for it (``ui/tutorial.py``). Each goes
there once, when its step begins, so the player's own arrows are never undone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy_desktop.ui.tutorial_deal import STEP_CARDS

if TYPE_CHECKING:
    from ginrummy_desktop.ui.tutorial import TutorialPolicy


def ring_step_card(policy: TutorialPolicy) -> None:
    """At a step that moves a card (the K♠, the 9♦) the keyboard's ring goes to it, once:
    the card just taken by a double click kept the ring, in the same yellow beside the
    outlined 9♦ (640x420), and Enter or K acted on the other card."""
    key, table = policy.step().key, policy.table
    card = STEP_CARDS.get(key)
    if table is None or card is None or key == policy.rung or card not in table.hand \
            or table.dealing or table.flights:
        return
    policy.rung = key
    table.model.focus_card(card)
    table.model.choose_focused()


def lead_button(policy: TutorialPolicy) -> None:
    """The upcard's button the step asks for is the filled one: the hint said "press
    Pass" and outlined Pass, while Take stood filled in gold as the table's default."""
    table = policy.table
    buttons = table.buttons if table is not None else {}
    if table is not None and "take" in buttons and "pass" in buttons:
        passing = policy.step().key == "pass"
        buttons["take"].primary, buttons["pass"].primary = not passing, passing
        if passing and policy.rung != "pass" and buttons["pass"].active:
            policy.rung = "pass"  # and the keyboard's ring on it, once: Enter there rang
            table.ring.put(buttons["pass"])  # the upcard, then took it, refused (800x520)


def ring_next(policy: TutorialPolicy) -> None:
    """At a step that waits for "Next" (Enter presses it, wherever the ring is) the ring is
    on Next, for a player who plays by keys, and off the table: it stood on the K♥ while
    Enter went on to the next step, and Tab never reached Next (1920x1080, keys only)."""
    step, table = policy.step(), policy.table
    waits = step.manual and table is not None and not table.dealing
    policy.next_button.focused = waits and policy.app.by_keys
    if table is None or not waits or policy.rung == step.key:
        return
    policy.rung = step.key
    table.ring.at = None
    table.model.park_focus()
