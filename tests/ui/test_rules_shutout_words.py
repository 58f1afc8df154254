"""The shutout kind in the rule editor and in a custom rule set's few words: "-"/"+" (Left/
Right) stop at the ends of its list as Settings' rows do ("-" on "no bonus" gave "extra
points"), Enter goes round; the few words name the kind with its count ("shutout extra points"
/ "Zu-null Extrapunkte" said neither how many nor read as German)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.i18n import set_language
from ginrummy_desktop.ui.input import Command
from ginrummy_desktop.ui.rules_form import RulesForm, rules_brief

from .helpers import click, key, step
from .test_custom_rules import _focus, _open_editor, _row


@pytest.mark.parametrize(("text", "en", "de"), [
    ("classic,shutout=plus100", "Classic + shutout +100", "Klassisch + Zu-null-Sieg +100"),
    ("classic,shutout=plus100,shutout_bonus=150", "Classic + shutout +150",
     "Klassisch + Zu-null-Sieg +150"),
    ("classic,shutout=double", "Classic + shutout \u00d72", "Klassisch + Zu-null-Sieg \u00d72"),
    ("bonus,shutout=none", "With bonuses + no shutout bonus",
     "Mit Boni + kein Zu-null-Bonus"),
    ("bonus,shutout_bonus=150", "With bonuses + shutout +150", "Mit Boni + Zu-null-Sieg +150"),
])
def test_the_few_words_name_the_kind_and_its_count(text: str, en: str, de: str) -> None:
    rules = RuleSet.parse(text)
    try:
        assert rules_brief(rules) == en
        set_language("de")
        assert rules_brief(rules) == de
    finally:
        set_language("en")


def test_the_form_stops_at_the_ends_and_enter_goes_round() -> None:
    form = RulesForm(RuleSet.preset("classic"))
    assert form.value("shutout") == "none"
    form.step("shutout", -1)
    assert form.value("shutout") == "none"
    form.step("shutout", 1), form.step("shutout", 1), form.step("shutout", 1)
    assert form.value("shutout") == "plus100"
    form.toggle("shutout")
    assert form.value("shutout") == "none"


def test_left_and_minus_on_no_bonus_keep_it(app) -> None:  # type: ignore[no-untyped-def]
    _new, editor = _open_editor(app, "classic")
    _focus(app, editor, "shutout")
    key(app, Command.LEFT)
    assert editor.form.value("shutout") == "none"
    key(app, Command.RIGHT), key(app, Command.RIGHT), key(app, Command.RIGHT)
    assert editor.form.value("shutout") == "plus100"
    click(app, _row(editor, "shutout").plus.rect.center)
    assert editor.form.value("shutout") == "plus100"
    step(app)
    row = _row(editor, "shutout")
    assert not row.plus.enabled and row.minus.enabled  # greyed at the last kind, not lit
    key(app, Command.CONFIRM)  # Enter on the value goes round
    assert editor.form.value("shutout") == "none"
    step(app)
    assert row.plus.enabled and not row.minus.enabled
