"""Tab's ring over a scene's buttons (:class:`ButtonRing`), as the round's review and the
table use it: the table's cards give up their ring while a button has it (``park``) and get
it back after the last button or at any other key (``unpark``); an arrow does only that."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy_desktop.ui.button_ring import ButtonRing
from ginrummy_desktop.ui.input import Command as C
from ginrummy_desktop.ui.widgets import Button


def _buttons(pressed: list[str]) -> list[Button]:
    def press(name: str) -> Callable[[], None]:
        return lambda: pressed.append(name)
    return [Button(name, press(name)) for name in "abc"]


def _table_ring(calls: list[str]) -> ButtonRing:
    return ButtonRing(back=None, eats=(C.LEFT, C.RIGHT, C.UP, C.DOWN),
                      park=lambda: calls.append("park"), unpark=lambda: calls.append("unpark"))


def test_the_ring_parks_the_scenes_choice_once_and_gives_it_back_after_the_last() -> None:
    calls: list[str] = []
    pressed: list[str] = []
    ring, b = _table_ring(calls), _buttons(pressed)
    b[1].visible = False  # a hidden button is passed over
    seen = []
    for _ in range(3):
        assert ring.handle(C.NEXT, b, None)
        seen.append(ring.at)
    assert seen == [b[0], b[2], None] and calls == ["park", "unpark"]


def test_any_key_gives_the_tables_ring_back_and_an_arrow_does_nothing_else() -> None:
    calls: list[str] = []
    pressed: list[str] = []
    ring, b = _table_ring(calls), _buttons(pressed)
    ring.handle(C.NEXT, b, None)
    assert ring.handle(C.LEFT, b, None) and ring.at is None, "the arrow is used up"
    ring.handle(C.NEXT, b, None)
    assert not ring.handle(C.SORT, b, None) and ring.at is None, "S acts on the table too"
    ring.handle(C.NEXT, b, None)
    ring.handle(C.NEXT, b, None)
    assert ring.handle(C.CONFIRM, b, None) and pressed == ["b"] and ring.at is None
    assert calls == ["park", "unpark"] * 3
    assert not ring.handle(C.CONFIRM, b, None) and pressed == ["b"], "no ring: the scene's"


def test_the_reviews_ring_stays_on_a_pressed_button_and_up_acts_on_the_list() -> None:
    pressed: list[str] = []
    ring, b = ButtonRing(), _buttons(pressed)
    ring.handle(C.NEXT, b, None)
    assert ring.handle(C.SELECT, b, None) and pressed == ["a"] and ring.at is b[0]
    assert not ring.handle(C.LEFT, b, None) and ring.at is b[0]
    assert not ring.handle(C.UP, b, None) and ring.at is None


def test_a_ringed_button_that_goes_away_gives_the_ring_back() -> None:
    calls: list[str] = []
    ring, b = _table_ring(calls), _buttons([])
    ring.handle(C.NEXT, b, None)
    b[0].visible = False
    ring.show(b, None)
    assert ring.at is None and calls == ["park", "unpark"] and not any(x.focused for x in b)


def test_go_walks_either_way_round_the_buttons_and_the_scenes_choice() -> None:
    calls: list[str] = []
    ring, b = _table_ring(calls), _buttons([])
    seen = []
    for _ in range(4):
        ring.go(-1, b, None)
        seen.append(ring.at)
    assert seen == [b[2], b[1], b[0], None] and calls == ["park", "unpark"]
    with_default = ButtonRing()
    with_default.go(-1, b, b[2])  # Enter presses b[2] meanwhile: no place without a button
    assert with_default.at is b[1]
    with_default.go(2, b, b[2])
    assert with_default.at is b[0]


def test_put_rings_a_button_parking_the_scenes_choice_once() -> None:
    """The table's hint rings the Pass or Big Gin button it names (``put``): the cards'
    ring parks once, and the next key gives it back as after Tab."""
    calls: list[str] = []
    pressed: list[str] = []
    ring, b = _table_ring(calls), _buttons(pressed)
    ring.put(b[1])
    ring.put(b[2])
    assert ring.at is b[2] and calls == ["park"]
    b[2].visible = False  # a ringed button that goes: the ring back to the choice
    assert not ring.handle(C.SORT, b, None) and ring.at is None and calls == ["park", "unpark"]
