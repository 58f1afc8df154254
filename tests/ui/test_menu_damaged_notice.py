"""The menu's notice of damaged saved matches: several moved to one folder are named in one
sentence (each file's own sentence named the long folder again), every line of the notice is
drawn clear of "Dismiss", and "Dismiss" ("Ausblenden") has its label at the size of every
screen's buttons. Seen at 640x420 in German with a running match and two damaged files: the
second sentence ran under "Ausblenden" ("... ist unvollständig. Si[Ausblenden]") and the
rest of it was cut; "Ausblenden" was squeezed to a smaller size than the menu's labels."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.ui import screen as screen_module
from ginrummy_desktop.ui.layout import font_px
from ginrummy_desktop.ui.scenes.menu import DISMISS, MenuScene
from ginrummy_desktop.ui.screen import label_px, notice_lines
from ginrummy_desktop.ui.widgets import text_width, wrap

from .helpers import step
from .menu_helpers import menu_app
from .test_hollywood_sheet import _drawn
from .test_saves_screen import _save_running

NAMES = ["20261202-170000-aaaaaa.json", "20261202-170001-bbbbbb.json",
         "20261202-170002-cccccc.json"]


@pytest.mark.parametrize("size", [(640, 420), (800, 520), (1280, 800)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_damaged_matches_in_one_sentence_clear_of_dismiss(
        size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with use_localizer(Localizer(language)):
        app = menu_app(size=size, language=language)
        try:
            _save_running(app)
            root = app.store.root
            (root / NAMES[0]).write_text("garbage")
            (root / NAMES[1]).write_text('{"schema_version": 1')
            (root / NAMES[2]).write_text("[]")
            app.to_menu()
            step(app)
            menu = app.stack.top
            assert isinstance(menu, MenuScene) and menu.buttons[0].visible  # "Continue"
            assert len(menu.problems) == 3
            lines = notice_lines(menu.problems)
            assert len(lines) == 1, lines
            assert all(name in lines[0] for name in NAMES)
            assert str(root / "damaged") in lines[0]
            seen = _drawn(monkeypatch, screen_module)
            step(app)
            notice = menu.notice_rect()
            px = font_px(size, 15)
            want = [ln for text in lines for ln in wrap(text, px, notice.width - 24)]
            drawn = [(t, r) for t, _c, r in seen if notice.contains(r)]
            assert [t for t, _r in drawn] == want, "every line of the notice is drawn"
            for t, r in drawn:
                assert not r.colliderect(menu.dismiss.rect), t
            assert notice.contains(menu.dismiss.rect)
            assert text_width(DISMISS, label_px(size)) <= menu.dismiss.rect.width - 8
            assert notice.bottom <= size[1]
        finally:
            app.stack.clear()


def test_one_damaged_match_keeps_its_own_sentence() -> None:
    app = menu_app(size=(800, 520))
    try:
        root = app.store.root
        root.mkdir(parents=True, exist_ok=True)
        (root / "broken.json").write_text('{"schema_version": 1, "rules": ')
        app.to_menu()
        step(app)
        menu = app.stack.top
        assert notice_lines(menu.problems) == [p.message() for p in menu.problems]
        assert notice_lines(menu.problems)[0].startswith("The saved match broken.json is cut off.")
    finally:
        app.stack.clear()
