"""Lazy markers follow the current language at once, and cache per language generation."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import (
    N_,
    NC_,
    NP_,
    LazyString,
    Localizer,
    _,
    ngettext,
    pgettext,
    set_language,
    use_localizer,
)

TITLE = N_("Settings")  # defined at import time, like a scene title
POINTS = NP_("{n} point", "{n} points")


class TestLazyString:
    def test_switch_changes_str_immediately(self) -> None:
        assert str(TITLE) == "Settings"
        set_language("de")
        assert str(TITLE) == "Einstellungen"
        set_language("en")
        assert str(TITLE) == "Settings"

    def test_format_fstring_and_concatenation(self) -> None:
        set_language("de")
        label = N_("Round {n}")
        assert label.format(n=3) == "Runde 3"
        assert f"<{N_('Knock')}>" == "<Klopfen>"
        assert N_("Knock") + "!" == "Klopfen!"
        assert "> " + N_("Knock") == "> Klopfen"
        assert f"{N_('Pass'):>8}" == "  Passen"

    def test_context_selects_the_right_translation(self) -> None:
        set_language("de")
        assert str(NC_("meld", "Run")) == "Folge"
        assert str(NC_("opponent level", "Strong")) == "Stark"

    def test_explicit_localizer_does_not_touch_the_current_one(self) -> None:
        german = Localizer("de")
        assert TITLE.resolve(german) == "Einstellungen"
        assert str(TITLE) == "Settings"

    def test_catalog_is_not_asked_again_within_a_generation(self) -> None:
        class Counting(Localizer):
            lookups = 0

            def gettext(self, message: str) -> str:
                Counting.lookups += 1
                return super().gettext(message)

        loc = Counting("de")
        label = N_("Discard pile")
        with use_localizer(loc):
            for _frame in range(100):
                assert str(label) == "Ablagestapel"
            assert Counting.lookups == 1
            loc.set_language("en")
            assert str(label) == "Discard pile"
            assert Counting.lookups == 2

    def test_equality_and_hash_by_msgid(self) -> None:
        assert N_("Knock") == N_("Knock")
        assert N_("Knock") != N_("Gin")
        assert NC_("meld", "Set") != N_("Set")
        assert len({N_("Knock"), N_("Knock")}) == 1
        assert isinstance(N_("Knock"), LazyString)
        assert repr(NC_("meld", "Set")) == "NC_('meld', 'Set')"


class TestLazyPlural:
    @pytest.mark.parametrize(
        ("language", "n", "text"),
        [
            ("en", 1, "1 point"),
            ("en", 0, "0 points"),
            ("en", 7, "7 points"),
            ("de", 1, "1 Punkt"),
            ("de", 7, "7 Punkte"),
            ("de", 0, "0 Punkte"),
            ("de", 1500, "1.500 Punkte"),
        ],
    )
    def test_plural_forms(self, language: str, n: int, text: str) -> None:
        set_language(language)
        assert POINTS(n) == text

    def test_plural_needs_a_count(self) -> None:
        with pytest.raises(TypeError):
            str(POINTS)

    def test_other_plurals_and_extra_arguments(self) -> None:
        set_language("de")
        rounds = NP_("{n} round won", "{n} rounds won")
        assert rounds(1) == "1 gewonnene Runde"
        assert rounds(4) == "4 gewonnene Runden"
        assert POINTS.template(2) == "{n} Punkte"


class TestImmediateFunctions:
    def test_gettext_ngettext_pgettext(self) -> None:
        set_language("de")
        assert _("Dealer") == "Geber"
        assert ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
        assert ngettext("{n} card", "{n} cards", 2) == "{n} Karten"
        assert pgettext("meld", "Set") == "Satz"
        assert _("a string nobody translated") == "a string nobody translated"
