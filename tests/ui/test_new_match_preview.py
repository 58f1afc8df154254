"""The new match screen describes the rule set under the keyboard's ring. A player browsing
the rule sets with Down read Classic's description (the one chosen) while the ring stood on
Oklahoma; now the panel shows the ringed set's name, "(Enter chooses it)", and its summary,
and the chosen one's again once the ring leaves the rule sets or Enter chooses."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.newmatch import CHOICES, PREVIEW
from ginrummy_desktop.ui.screen import rules_summary
from ginrummy_desktop.ui.widgets import wrap

from .helpers import key, step
from .menu_helpers import DrawnTexts, drawn, menu_app  # noqa: F401  (fixture)


def _summary_shown(seen: DrawnTexts, new: object, size: tuple[int, int],
                   rules: RuleSet) -> bool:
    right = new.columns(size)[1]  # type: ignore[attr-defined]
    return all(line in seen.texts for sentence in rules_summary(rules)
               for line in wrap(sentence, font_px(size, 16), right.width - 28))


@pytest.mark.parametrize("size", [(640, 420), (1920, 1080)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_panel_follows_the_ring_over_the_rule_sets(size: tuple[int, int], language: str,
                                                       drawn: DrawnTexts  # noqa: F811
                                                       ) -> None:
    a = menu_app(size=size, language=language)
    try:
        a.settings.last_preset = "classic"
        new = a.open("new_match")
        step(a)
        assert str(T.PRESET_NAMES["classic"]) in drawn.texts
        oklahoma = CHOICES.index("oklahoma")
        for _ in range(oklahoma):
            key(a, Command.DOWN)
        drawn.clear()
        step(a)
        assert new.preset == "classic"  # browsing chooses nothing
        title = PREVIEW.format(name=T.PRESET_NAMES["oklahoma"])
        assert title in drawn.texts, drawn.texts
        assert _summary_shown(drawn, new, size, RuleSet.preset("oklahoma"))
        assert not _summary_shown(drawn, new, size, RuleSet.preset("classic"))
        key(a, Command.CONFIRM)  # chooses the ringed set
        drawn.clear()
        step(a)
        assert new.preset == "oklahoma" and str(T.PRESET_NAMES["oklahoma"]) in drawn.texts
        assert title not in drawn.texts
        for _ in range(len(CHOICES) - oklahoma):  # past "Custom rules" to the opponent
            key(a, Command.DOWN)
        drawn.clear()
        step(a)
        assert _summary_shown(drawn, new, size, RuleSet.preset("oklahoma"))
    finally:
        a.stack.clear()


def test_custom_rules_not_made_yet_leave_the_chosen_set_shown(
        drawn: DrawnTexts) -> None:  # noqa: F811
    a = menu_app(size=(800, 520), language="en")
    try:
        a.settings.last_preset = "short"
        a.settings.custom_rules = ""
        new = a.open("new_match")
        for _ in range(CHOICES.index("custom") - CHOICES.index("short")):
            key(a, Command.DOWN)
        drawn.clear()
        step(a)
        assert str(T.PRESET_NAMES["short"]) in drawn.texts
        assert _summary_shown(drawn, new, (800, 520), RuleSet.preset("short"))
    finally:
        a.stack.clear()
