"""Every i18n test starts from a fresh English default localizer and restores the old one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ginrummy_desktop.i18n import Localizer, get_localizer, set_localizer


@pytest.fixture(autouse=True)
def fresh_localizer() -> Iterator[Localizer]:
    previous = get_localizer()
    localizer = Localizer("en")
    set_localizer(localizer)
    try:
        yield localizer
    finally:
        set_localizer(previous)
