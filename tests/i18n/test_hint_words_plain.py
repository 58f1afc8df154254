"""The hint's reasons name the coach, not "the search": a German tester read "die Suche behält
Pik 8, auch wenn das 6 Restpunkte mehr kostet" and asked what "die Suche" was (800x520)."""

from __future__ import annotations

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.i18n.lazy import LazyPlural
from ginrummy_desktop.ui.table.hint_words import WHY


def _texts() -> list[str]:
    out = []
    for text in WHY.values():
        if isinstance(text, LazyPlural):
            out += [text.template(1), text.template(5)]
        else:
            out.append(str(text))
    return out


def test_no_reason_speaks_of_the_search() -> None:
    with use_localizer(Localizer("en")):
        assert not [t for t in _texts() if "search" in t.lower()]
        assert any("the coach" in t for t in _texts())
    with use_localizer(Localizer("de")):
        assert not [t for t in _texts() if "Suche" in t]
        assert any("der Trainer" in t for t in _texts())
