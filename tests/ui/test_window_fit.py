"""A remembered window size never opens larger than the screen the game starts on."""

from __future__ import annotations

from ginrummy_desktop.ui.app import fit_window


def test_a_size_from_a_larger_monitor_shrinks_to_the_screen() -> None:
    assert fit_window((1920, 1080), [(1280, 800)]) == (1280, 760)


def test_the_largest_screen_counts() -> None:
    assert fit_window((1920, 1080), [(1280, 800), (2560, 1440)]) == (1920, 1080)


def test_a_size_that_fits_is_kept_and_no_screen_known_keeps_it() -> None:
    assert fit_window((1024, 700), [(1280, 800)]) == (1024, 700)
    assert fit_window((1920, 1080), []) == (1920, 1080)


def test_never_below_the_smallest_window() -> None:
    assert fit_window((1920, 1080), [(200, 150)]) == (320, 240)
