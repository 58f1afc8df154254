"""The help tells a player how to check that the computer plays fair, with the names of the
buttons that lead there. The rules help said the computer "never looks at your cards or the
stock" but not where to see it (found by a new player looking in the help and the menus):
the score board's "Review this round", then "The computer's round" (every move, each stock
draw named, what it knew of the player's hand, the deal's seed and "Deal this again")."""

from __future__ import annotations

from ginrummy_desktop.ui.scenes.help import HelpScene
from ginrummy_desktop.ui.scenes.round_review import DEAL_AGAIN, THEIR_ROUND
from ginrummy_desktop.ui.scenes.scoreboard import REVIEW_ROUND

from .helpers import click, make_app, step


def test_the_rules_help_names_the_way_to_the_computer_s_round(lang: str) -> None:
    app = make_app(size=(800, 520))
    try:
        app.to_menu()
        scene = HelpScene(app)
        app.push(scene)
        step(app, 2)
        for name, button in scene.preset_buttons:  # every rule set's help says it
            click(app, button.rect.center)
            assert scene.preset == name
            text = " ".join(t for t, _ in scene.rule_lines(4000, 14))
            for label in (REVIEW_ROUND, THEIR_ROUND, DEAL_AGAIN):
                assert any(f"{a}{label}{b}" in text  # the button's name, in quotes
                           for a, b in ("\"\"", "\u201e\u201c", "\u201c\u201d")), (name, label)
    finally:
        app.stack.clear()
