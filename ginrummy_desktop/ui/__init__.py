"""The pygame-ce user interface: a scene stack over the engine.

The UI only shows engine state and sends intents; the engine decides what is legal.

Modules
-------
``app.py``         :class:`~ginrummy_desktop.ui.app.App` (window, stack, loop) and ``run(argv)``
``loop.py``        the loop's pacing (60 frames a second while busy, else idle) and its clock
``scene.py``       ``Scene``, ``SceneStack``, ``register_scene`` (the pushdown automaton)
``input.py``       raw events -> intents (press/drag/drop/click/double click, keys, resize)
``controller.py``  ``MatchController``: the match, the opponent on a worker thread, autosave
``tween.py``       ``Tween`` and pure easing functions
``layout.py``      ``TableLayout`` and ``font_px``: geometry from the window size alone
``sprites.py``     ``CardImages`` (SVG rendered at the drawn size, cached) and ``draw_card``
``widgets.py``     ``Button``, ``draw_text``, ``wrap``, ``draw_panel``, ``dim``, colours
``settings.py``    the settings fields the UI reads (persistence's ``Settings`` names)
``sound.py``       ``Sounds``: ``app.sounds.play("place")``, the effects of ``assets/sounds/``
``scenes/``        menu, deal, table, layoff_review, scoreboard, pause, dialog (ConfirmScene)

How to write a scene
--------------------
::

    from ginrummy_desktop.i18n import N_
    from ginrummy_desktop.ui import input as I
    from ginrummy_desktop.ui.layout import font_px
    from ginrummy_desktop.ui.scene import Scene, register_scene
    from ginrummy_desktop.ui.widgets import GOLD, Button, draw_text

    TITLE = N_("Settings")                     # lazy: translated when drawn

    class SettingsScene(Scene):
        transparent = False                    # True: the scene below is drawn first

        def __init__(self, app):
            super().__init__(app)
            self.back = Button(N_("Back"), self.close, key=I.Command.CANCEL)

        def enter(self): ...                   # pushed;  exit(): popped
        def pause(self): ...                   # covered; resume(): uncovered

        def handle(self, intent):              # only the top scene gets intents
            self.back.handle(intent)           # a Button consumes its click / key

        def arrange(self, size):               # every frame, for every scene on the stack
            w, h = size
            self.back.rect = pygame.Rect(20, h - 60, font_px(size, 160), 40)

        def update(self, dt):                  # change state here (dt injected, seconds)
            ...

        def draw(self, surface):               # paint only; never change state
            draw_text(surface, TITLE, (surface.get_width() // 2, 20),
                      font_px(self.app.size, 32), GOLD, bold=True, anchor="midtop")
            self.back.draw(surface)

    register_scene("settings", SettingsScene)  # the smoke test visits every registered scene

Then add the module to the imports in ``ui/scenes/__init__.py`` (that import registers it),
and open it with ``self.app.push(SettingsScene(self.app))``; leave with ``self.close()``
(pop), ``self.app.stack.replace(other)``, or ``self.app.to_menu()``. A factory given to
``register_scene`` takes the app and returns a scene ready to draw; it may prepare the stack
below first (see ``scenes/pause.py``). ``python -m ginrummy_desktop --scene settings`` opens
it directly.

Intents (``ginrummy_desktop.ui.input``): ``Pointer(kind, pos, start)`` with kind ``PRESS``,
``CLICK``, ``DOUBLE_CLICK``, ``DRAG_START``, ``DRAG``, ``DROP``, ``MOVE``, ``RIGHT_CLICK``;
``Key(key, mod, unicode)``; ``Resize(size)``; ``Quit`` is handled by the app (it runs the
``app.quit_hooks`` - the table saves - and stops).

Strings
-------
Every player-visible string goes through ``ginrummy_desktop.i18n``: mark it with ``N_`` /
``NP_`` / ``NC_`` at import time (shared words are in ``i18n.terms``: ``T.NEW_MATCH``,
``T.BACK``...), and draw it with ``draw_text`` / ``Button`` (they call ``str()`` each frame,
so a language switch shows at once; rendered text is cached by its resolved string). Engine
refusals: ``i18n.reasons.describe_error(err, human_seat=0)``. Fonts: DejaVu Sans via
``widgets.font(px, bold)``; sizes via ``layout.font_px(size, px_at_1280x800)`` so text scales
with the window. After adding strings run ``python -m ginrummy_desktop.i18n.catalog update``,
translate the German entries in ``locale/de/LC_MESSAGES/ginrummy.po`` and ``... check``.

The table: ``scenes.table.start_match(app, seed=None, rules=None)`` starts a new match (the
deal scene runs over the table); ``scenes.table.resume_match(app, saved, match)`` continues a
saved one (``saved, match = app.store.load(id)``). Both leave the menu under the table, so
"Quit to menu" pops back to it. The scenes over the table (deal, lay-off review, scoring
board, pause, ConfirmScene) are transparent and get the table as an argument.

Command line: ``--table --seed N --rules NAME`` (start at the table), ``--lang de|en``,
``--size WxH``, ``--animation off|fast|normal|slow``, ``--scene NAME`` (any registered
scene), ``--smoke-test``, ``--autoplay N``.

Useful app state: ``app.settings`` (persistence ``Settings``; call ``app.apply_settings()``
after changing the deck, back or language), ``app.store`` (``MatchStore`` or None),
``app.cards`` (card images), ``app.anim`` (animation factor, 0 = off), ``app.new_match()``,
``app.sounds.play(name)`` (a sound effect if the ``sound`` setting is on; a no-op without an
audio device; ``app.sounds.played`` lists the last names, for tests).
The table's keys are listed in ``ui.scenes.table.KEYS`` (lazy descriptions) for the help.

Testing: under ``SDL_VIDEODRIVER=dummy`` make an ``App``, push scenes, post real events with
``pygame.event.post`` and call ``app.step(dt)``; see ``tests/ui/``.
"""
