"""What the table offers once its match is over: a rematch (the same rules and opponent, a
new deal at once) and the new-match screen (other rules, another opponent). The table's
buttons, the N key and the pause menu all ask here, so they offer the same two."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ginrummy_desktop.ui.controller import MatchController
    from ginrummy_desktop.ui.scenes.table import TableScene


def over(t: TableScene) -> bool:
    """The match on the table is over and the table shows its end."""
    return t.ctrl.is_over and t.frozen


def board_closed(t: TableScene) -> None:
    """A round's score board closed: the next round is dealt (as the table's policy says),
    or the finished match stays, Tab's ring off its buttons: an Enter while the last round's
    hands were shown rang "Rematch", and the Enter after the one that closed the final board
    dealt a new match (800x520, Enter after Enter). Now the next Enter shows the ring first."""
    if t.ctrl.is_over:
        t.ring.to_choice()
    elif t.policy.next_round():
        t.start_round()


def can_rematch(t: TableScene) -> bool:
    """A rematch is offered: the match is over and the policy has one (not the tutorial's
    prepared round)."""
    return over(t) and t.policy.rematch


def rematch(t: TableScene) -> None:
    """The same rules and opponent again, dealt at once (``table.start.rematch``)."""
    if can_rematch(t):
        from ginrummy_desktop.ui.table.start import rematch as start_rematch

        start_rematch(t.app, t.ctrl)


def match_level(ctrl: MatchController) -> str | None:
    """The level the computer plays ``ctrl``'s match at (``table.start.match_level``): the
    review's "Deal this again" plays the deal against it."""
    from ginrummy_desktop.ui.table.start import match_level as level

    return level(ctrl)


def choose_new_match(t: TableScene) -> None:
    """The new-match screen over the finished table (Back returns to it; Start deals),
    offering the finished match's rules and level (it offered the screen's last choice: a
    Short match against Simple was followed by Classic against Medium), or the level chosen
    in the settings since (``next_level``)."""
    if over(t):
        from ginrummy_desktop.ui.table.start import next_level

        t.app.open("new_match", rules=t.ctrl.match.rules, level=next_level(t.ctrl))


def open_pause(t: TableScene) -> None:
    """The pause menu over the table; a finished match's has the rematch and the new match
    where "Resume" and "Save" were, once its final board has told the result (Escape in the
    last round's lay-off review showed "Match over" before the board did). While a scored
    round's review runs, "Score sheet" waits for the board too (it showed the board early:
    "The computer wins the match" over the hands still being laid off)."""
    # the lay-off review of a scored round still shows the hands: the board tells the result
    told = t.app.stack.named("layoff_review") is None or not t.frozen
    t.app.open("pause", on_save=t.ctrl.save if t.ctrl.keeps_saves else None,
               on_quit=t.save_notice.quit_to_menu, problem=lambda: t.ctrl.save_problem,
               on_scores=t.show_last_summary if t.ctrl.last_result and told else None,
               on_new=(lambda: choose_new_match(t)) if over(t) and told else None,
               on_rematch=(lambda: rematch(t)) if can_rematch(t) else None,
               rules=t.ctrl.match.rules)
