"""The score sheet says which rounds counted double (German 1024x768, Oklahoma): its rows
read "2 Klopfen 14" and "4 Klopfen 58", and only the round's own board had said "× 2"."""

from __future__ import annotations

from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui.smoke import play_until

from .helpers import make_app, step
from .menu_helpers import DrawnTexts, drawn  # noqa: F401  (fixture)


def test_a_doubled_round_is_marked_on_the_sheet(drawn: DrawnTexts) -> None:  # noqa: F811
    m = next(m for m in (play_until(Match(RuleSet.preset("oklahoma"), seed),
                                    lambda m: len(m.results) >= 4) for seed in range(1, 100))
             if any(r.doubled and r.winner is not None for r in m.results[:4]))
    doubled = [r for r in m.results[:4] if r.doubled and r.winner is not None]
    for lang, word in (("de", "Klopfen"), ("en", "Knock")):
        with use_localizer(Localizer(lang)):
            app = make_app(size=(1024, 768))
            try:
                app.open("scoreboard", match=m, result=m.results[-1], on_close=lambda: None)
                drawn.clear()
                step(app)
                marked = [t for t in drawn.texts if t.endswith("\u00d72")]
                assert len(marked) == sum(r.doubled and r.winner is not None
                                          for r in m.results)
                assert doubled and any(t.startswith(("Gin", "Big", "Unter", word)) for t in marked)
            finally:
                app.stack.clear()
