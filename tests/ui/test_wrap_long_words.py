"""A word wider than a line is broken, not drawn past the panel's side. Seen when the test
suite ran in two processes (pytest-xdist): the saves screen's note on damaged files names
their folder, and a longer path (a player's long user name does the same) ran off the window
at 640x420 in one unbroken line. ``wrap`` now breaks such a word after a path separator, or
between letters where it has none, and keeps every other word whole."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.ui.widgets import text_width, wrap, wrap_even

LONG = ("Beschädigte Dateien liegen in /home/a-rather-long-user-name/.local/share/"
        "ginrummy-desktop/matches/damaged.")


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("width", [120, 200, 300, 600])
def test_a_path_breaks_after_its_separators_and_every_line_fits(width: int) -> None:
    lines = wrap(LONG, 12, width)
    assert all(text_width(line, 12) <= width for line in lines), lines
    assert "".join(lines).replace(" ", "") == LONG.replace(" ", "")
    path = LONG.split()[-1]
    if text_width(path, 12) > width:
        path_lines = [line for line in lines if "/" in line][:-1]
        assert path_lines and all(line.endswith("/") for line in path_lines), lines
    else:
        assert path in " ".join(lines).split(), "a path that fits a line stays whole"
    for word in LONG.split()[:-1]:
        assert word in " ".join(lines).split(), ("short words stay whole", word, lines)


def test_a_word_without_separators_breaks_between_letters() -> None:
    lines = wrap("x" * 80, 12, 60)
    assert len(lines) > 1 and "".join(lines) == "x" * 80
    assert all(text_width(line, 12) <= 60 for line in lines)


def test_a_lone_separator_never_ends_the_line_of_words_before_it() -> None:
    for width in range(150, 400, 7):
        assert not any(line.endswith(" /") for line in wrap(LONG, 12, width)), width


words = st.text(alphabet="ab/ äöü.-", min_size=1, max_size=40)


@settings(max_examples=60, deadline=None)
@given(text=st.lists(words, min_size=1, max_size=8).map(" ".join),
       width=st.integers(min_value=20, max_value=400))
@example(text=" a///", width=20)  # wrap_even gave the text back whole, 24 px wide
def test_wrap_keeps_every_letter_and_fits_unless_one_letter_is_wider(text: str,
                                                                    width: int) -> None:
    for lines in (wrap(text, 12, width), wrap_even(text, 12, width)):
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(text_width(line, 12) <= width or len(line.strip()) <= 1
                   for line in lines), lines
