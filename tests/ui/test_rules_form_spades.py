"""The rule editor's "Spades double" row: the switch counts without Oklahoma too (a classic
match with it doubles a round whose first upcard is a spade), so its row is not dimmed and
its explanation does not make Oklahoma a condition ("With Oklahoma: a spade ..." read as if
the switch did nothing without it; 800x520 English, "Mit Oklahoma: ..." in German)."""

from __future__ import annotations

from ginrummy_desktop.engine import Card, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.rules_form import EXPLAIN, RulesForm


def test_spades_double_counts_and_reads_without_oklahoma() -> None:
    form = RulesForm(RuleSet.preset("classic"))
    form.toggle("spades_double")
    rules = form.rules()
    assert not rules.oklahoma and rules.round_doubles(Card.parse("7S"))
    assert form.used("spades_double")
    for lang, bad in (("en", "With Oklahoma"), ("de", "Mit Oklahoma")):
        with use_localizer(Localizer(lang)):
            text = str(EXPLAIN["spades_double"])
            assert not text.startswith(bad), text
            assert "Oklahoma" in text  # "with or without" it
