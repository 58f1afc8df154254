"""Demo states of every scene, for the smoke test (``--smoke-test``) and ``--scene NAME``.

Each factory builds a scene ready to draw from the app alone (with the scenes it needs below
it), through ``app.open`` like the game does. They live here, not in the scene modules: a
scene module holds its scene only.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from dataclasses import fields
from typing import TYPE_CHECKING, cast

from ginrummy_desktop.ai import make_opponent
from ginrummy_desktop.engine import Match, RuleSet
from ginrummy_desktop.i18n import N_
from ginrummy_desktop.i18n import terms as T
from ginrummy_desktop.ui.controller import MatchController
from ginrummy_desktop.ui.scene import Scene, build_scene, register_scene
from ginrummy_desktop.ui.settings import UiSettings
from ginrummy_desktop.ui.smoke import (
    finished_knock_result,
    finished_match,
    human_defends_match,
    play_until,
)
from ginrummy_desktop.ui.table.start import open_table, start_match
from ginrummy_desktop.ui.tutorial import start_tutorial

if TYPE_CHECKING:
    from ginrummy_desktop.persistence import MatchStore
    from ginrummy_desktop.ui.app import App
    from ginrummy_desktop.ui.scene import SceneFactory
    from ginrummy_desktop.ui.scenes.table import TableScene

_SAMPLE = N_("Knock with {card}? Your deadwood: {n}")


def smoke_settings(app: App) -> None:
    """Swap the settings for an unsaved copy, so the keys the smoke test sends (Left/Right
    switch the language) never touch the player's settings file."""
    s = app.settings
    names = [f.name for f in fields(UiSettings)]
    app.settings = UiSettings(**{n: getattr(s, n) for n in names if hasattr(s, n)})


_TEMP_FOLDER: list[str] = []


def temporary_store() -> MatchStore:
    """An empty match store in a temporary folder (one per process, emptied on each call and
    removed when the program ends): the smoke test's sample matches never reach the player's
    saved matches."""
    from ginrummy_desktop.persistence import MatchStore

    if not _TEMP_FOLDER:
        _TEMP_FOLDER.append(tempfile.mkdtemp(prefix="ginrummy-smoke-"))
        atexit.register(shutil.rmtree, _TEMP_FOLDER[0], True)
    folder = _TEMP_FOLDER[0]
    shutil.rmtree(folder, ignore_errors=True)
    return MatchStore(folder)


def _menu(app: App) -> Scene:
    smoke_settings(app)  # the smoke test's keys must not change the saved settings
    return build_scene(app, "menu")


def _settings_screen(name: str, **kwargs: object) -> SceneFactory:
    def factory(app: App) -> Scene:
        smoke_settings(app)
        return build_scene(app, name, **kwargs)
    return factory


def table(app: App, seed: int = 7, rules: str = "classic") -> TableScene:
    """A dealt table (the deal skipped)."""
    t = start_match(app, seed=seed, rules=rules)
    if app.stack.top is not t:
        app.stack.pop()
    return t


def _deal(app: App) -> Scene:
    t = start_match(app, seed=7)
    top = app.stack.top
    return top if top is not None else t


def _over_table(name: str, **kwargs: object) -> SceneFactory:
    def factory(app: App) -> Scene:
        t = table(app)
        return build_scene(app, name, **{k: (v(t) if callable(v) else v)
                                         for k, v in kwargs.items()})
    return factory


def _confirm(app: App) -> Scene:
    app.stack.clear(build_scene(app, "menu"))
    return build_scene(app, "confirm", text=_SAMPLE.format(card="7\u2663", n=4),
                       on_yes=lambda: None, yes=T.KNOCK)


def _scoreboard_round(app: App) -> Scene:
    t = table(app)
    m = t.ctrl.match
    play_until(m, lambda x: bool(x.results))
    t.ctrl.last_result = m.results[-1]
    return build_scene(app, "scoreboard", match=m, result=m.results[-1],
                       review=lambda: t.open_round_review(len(m.results)))


def long_match(rounds: int = 30) -> Match:
    """A classic match to 1000 (seed 3) played by stand-ins through ``rounds`` rounds: its
    score sheet scrolls, and its chart is crowded (the demo below and the board's tests)."""
    return play_until(Match(RuleSet.preset("classic").custom(target=1000), 3),
                      lambda x: len(x.results) >= rounds)


def _scoreboard_long(app: App) -> Scene:
    """A round's board deep into a long match: the score sheet scrolls (wheel, Up/Down)."""
    table(app)
    m = long_match()
    return build_scene(app, "scoreboard", match=m, result=m.results[-1])


def _finished_on_table(app: App, rules: str) -> Match:
    """The match of a fresh table (seed 5, ``rules``) played to its end: the board shown
    over the table is that table's match (its rule set, not a classic table's)."""
    t = table(app, seed=5, rules=rules)
    m = play_until(t.ctrl.match, lambda x: False)
    t.ctrl.last_result = m.results[-1]
    return m


def _scoreboard_final(app: App) -> Scene:
    m = _finished_on_table(app, "bonus")
    return build_scene(app, "scoreboard", match=m, result=m.results[-1])


def _scoreboard_final_hollywood(app: App) -> Scene:
    """The score sheet of a finished Hollywood match: three games side by side."""
    m = _finished_on_table(app, "hollywood")
    return build_scene(app, "scoreboard", match=m, result=m.results[-1])


def _round_review(app: App) -> Scene:
    """The coach's review of a finished round, over its score board (computed on the
    table's worker, as in the game)."""
    t = table(app)
    m = t.ctrl.match
    play_until(m, lambda x: bool(x.results))
    t.ctrl.last_result = m.results[-1]
    app.push(build_scene(app, "scoreboard", match=m, result=m.results[-1]))
    return build_scene(app, "round_review", match=m, round_number=len(m.results),
                       submit=t.ctrl.submit, cache=t.ctrl.reviews)


def _review_board(trying: bool) -> SceneFactory:
    """A reviewed round on the table (the first mistake, or the first decision), over its
    review; ``trying``: the player is asked to choose again."""

    def make(app: App) -> Scene:
        from ginrummy_desktop.coach.steps import RoundWork, round_decisions, round_review

        t = table(app)
        m = t.ctrl.match
        play_until(m, lambda x: bool(x.results))
        pendings = round_decisions(m.to_dict(), 0, len(m.results))
        review = round_review(len(m.results), RoundWork(pendings, 8).run())
        marked = review.mistakes()
        index = marked[0].index if marked else pendings[0].index
        return build_scene(app, "review_board", pendings=pendings, review=review, index=index,
                           trying=trying and bool(marked))

    return make


def _table_hint(app: App) -> Scene:
    """The table with the coach's hint asked at the player's first discard."""
    t = table(app)
    m = t.ctrl.match
    play_until(m, lambda x: x.round.turn == 0 and x.view(0).phase.value == "discard")
    t.refresh()
    t.ask_hint()
    return t


def _review(app: App) -> Scene:
    t = table(app)
    return build_scene(app, "layoff_review", ctrl=t.ctrl, card_size=lambda: t.layout.review_card,
                       result=finished_knock_result())


def _review_defend(app: App) -> Scene:
    """The player's lay-off review, opened by its table as in a game: Done shows the round's
    board (built here without ``on_scored``, Done left the table with no board)."""
    ctrl = MatchController(human_defends_match(), make_opponent("simple", 0))
    t = open_table(app, ctrl)
    t.update(0.0)  # the table sees the lay-off phase and opens the review
    top = app.stack.top
    assert top is not None and top.name == "layoff_review", top
    return top


def _saves(app: App) -> Scene:
    """The list with one running and one finished match in a temporary store."""
    store = temporary_store()
    done = finished_match(seed=5, rules="bonus")
    saved = store.new(done.rules, done.seed, opponent="strong")
    store.save(saved, done)
    running = play_until(Match(RuleSet.preset("classic"), 11), lambda m: len(m.results) >= 2)
    saved = store.new(running.rules, running.seed, opponent="simple")
    store.save(saved, running)
    app.store = store
    app.stack.clear(build_scene(app, "menu"))
    return build_scene(app, "saves")


def _replay(app: App) -> Scene:
    saves = _saves(app)
    app.push(saves)
    store = cast("MatchStore", app.store)
    finished = next(s for s in getattr(saves, "summaries", []) if s.finished)
    return build_scene(app, "watch", summary=finished,
                       rounds=list(store.replay_rounds(finished.id)))


def _watch(app: App) -> Scene:
    from ginrummy_desktop.persistence.saves import iter_rounds

    m = finished_match(seed=5, rules="short")
    rounds = list(iter_rounds(m.rules, m.seed, [a.text() for a in m.history]))
    scene = build_scene(app, "watch", rounds=rounds)
    model = getattr(scene, "model")  # noqa: B009  (the watch scene's replay model)
    model.go_round(len(rounds) - 1)
    for _ in range(12):
        model.forward()
    return scene


def _statistics(app: App) -> Scene:
    _saves(app)  # a temporary store with a finished and a running match
    return build_scene(app, "statistics")


def _tutorial(app: App) -> Scene:
    t = start_tutorial(app)
    if app.stack.top is not t:  # skip the deal animation
        app.stack.pop()
    return t


register_scene("menu", _menu)
register_scene("new_match", _settings_screen("new_match"))
register_scene("settings", _settings_screen("settings"))
register_scene("rules_editor", _settings_screen("rules_editor",
                                                base=RuleSet.parse("oklahoma,target=200")))
register_scene("help", lambda app: build_scene(app, "help"))
register_scene("help_keys", lambda app: build_scene(app, "help", tab="keys"))
register_scene("help_tutorial", lambda app: build_scene(app, "help", tab="tutorial"))
register_scene("saves", _saves)
register_scene("replay", _replay)
register_scene("watch", _watch)
register_scene("statistics", _statistics)
register_scene("about", lambda app: build_scene(app, "about"))
register_scene("table", table)
register_scene("deal", _deal)
register_scene("confirm", _confirm)
register_scene("pause", _over_table("pause", on_save=lambda t: t.ctrl.save,
                                    on_quit=lambda t: t.app.to_menu))
register_scene("scoreboard", _scoreboard_round)
register_scene("scoreboard_long", _scoreboard_long)
register_scene("final_scores", _scoreboard_final)
register_scene("final_scores_hollywood", _scoreboard_final_hollywood)
register_scene("layoff_review", _review)
register_scene("round_review", _round_review)
register_scene("table_hint", _table_hint)
register_scene("review_board", _review_board(False))
register_scene("review_try", _review_board(True))
register_scene("layoff_defend", _review_defend)
register_scene("tutorial", _tutorial)
