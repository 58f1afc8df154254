"""Localisation: the current language (English or German), lazy markers and formatting.

English is the source language of every string in the code; German lives in
``locale/de/LC_MESSAGES/ginrummy.po``. Nothing is installed into builtins: code imports what
it needs from here. The engine never imports this package.

How to mark and draw a string (the UI's whole contract)
-------------------------------------------------------
* Text defined at import time (scene titles, button labels, preset names) is marked lazily::

      from ginrummy_desktop.i18n import N_, NP_, NC_
      TITLE = N_("Settings")                      # LazyString
      ROUNDS = NP_("{n} round", "{n} rounds")     # LazyPlural
      MATCH_WORD = NC_("score sheet column", "Match")  # with a gettext context

* Turn it into text where it is drawn, every frame: ``str(TITLE)``, ``f"{TITLE}"``,
  ``TITLE.format(n=3)``, ``ROUNDS(3)``. Never keep the resulting ``str`` across frames; keep
  the marker. A widget may accept :data:`Text` (``str | LazyString``) and call ``str()`` on it.
* Text built at draw time may use the immediate functions ``_()``, ``ngettext()``,
  ``pgettext()`` (they look up the current language now). Their argument must be a literal
  so extraction finds it.
* A scene that caches rendered surfaces keeps a :class:`LanguageWatch` and re-renders when
  ``watch.changed()`` (an integer compare with :func:`language_generation` per frame); or it
  can ``get_localizer().subscribe(callback)``.
* Numbers, points and dates: :func:`format_number`, :func:`format_points`,
  :func:`format_datetime`, :func:`format_date` (Babel, in the current locale).
* Engine errors: ``ginrummy_desktop.i18n.reasons.describe_error(err)``; card names:
  ``ginrummy_desktop.i18n.cards.card_name(card)``. Shared game words:
  ``ginrummy_desktop.i18n.terms``.

Switching language: ``set_language("de")`` (unknown codes give English); the first language
is :func:`system_language`. Tests inject their own localizer with :func:`use_localizer`.

After adding strings: ``python -m ginrummy_desktop.i18n.catalog update``, translate the new
entries in the ``.po``, then ``python -m ginrummy_desktop.i18n.catalog check``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date, datetime, tzinfo
from decimal import Decimal

from ginrummy_desktop.i18n import lazy as _lazy
from ginrummy_desktop.i18n.lazy import N_, NC_, NP_, LazyPlural, LazyString, Text
from ginrummy_desktop.i18n.localizer import (
    SOURCE_LANGUAGE,
    SUPPORTED_LANGUAGES,
    Localizer,
    normalize_language,
)
from ginrummy_desktop.i18n.system import system_language

__all__ = [
    "NC_",
    "NP_",
    "N_",
    "SOURCE_LANGUAGE",
    "SUPPORTED_LANGUAGES",
    "LazyPlural",
    "LanguageWatch",
    "LazyString",
    "Localizer",
    "Text",
    "_",
    "current_language",
    "format_date",
    "format_datetime",
    "format_number",
    "format_points",
    "get_localizer",
    "language_generation",
    "ngettext",
    "normalize_language",
    "pgettext",
    "set_language",
    "set_localizer",
    "system_language",
    "use_localizer",
]

_localizer: Localizer | None = None


def get_localizer() -> Localizer:
    """The current localizer; created on first use in English (the app sets the language)."""
    global _localizer
    if _localizer is None:
        _localizer = Localizer(SOURCE_LANGUAGE)
    return _localizer


def set_localizer(localizer: Localizer) -> Localizer:
    """Make ``localizer`` the current one (dependency injection); returns the previous."""
    global _localizer
    previous = get_localizer()
    _localizer = localizer
    return previous


@contextmanager
def use_localizer(localizer: Localizer) -> Iterator[Localizer]:
    """Use ``localizer`` inside the ``with`` block, then restore the previous one."""
    previous = set_localizer(localizer)
    try:
        yield localizer
    finally:
        set_localizer(previous)


def set_language(code: str | None) -> str:
    """Switch the current localizer's language; returns the language now in effect."""
    return get_localizer().set_language(code)


def current_language() -> str:
    """``"en"`` or ``"de"``."""
    return get_localizer().language


def language_generation() -> int:
    """Changes whenever the text language changes (a switch or another localizer)."""
    return get_localizer().generation


class LanguageWatch:
    """Tells one scene, once per language change, that text it rendered is stale.

    >>> watch = LanguageWatch()
    >>> watch.changed(), watch.changed()
    (True, False)
    >>> _ = set_language("de" if current_language() == "en" else "en")
    >>> watch.changed()
    True
    """

    __slots__ = ("_seen",)

    def __init__(self) -> None:
        self._seen: int | None = None

    def changed(self) -> bool:
        """True on the first call and on the first call after each language change."""
        now = language_generation()
        if now == self._seen:
            return False
        self._seen = now
        return True


def _(message: str) -> str:
    """``message`` translated now (for text built at draw time)."""
    return get_localizer().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n``, translated now and not yet formatted."""
    return get_localizer().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in ``context``, translated now."""
    return get_localizer().pgettext(context, message)


def format_number(value: int | float | Decimal, decimals: int | None = None) -> str:
    """A number in the current locale (``Localizer.format_number``)."""
    return get_localizer().format_number(value, decimals)


def format_points(n: int) -> str:
    """``'7 points'`` / ``'7 Punkte'``."""
    return get_localizer().format_points(n)


def format_datetime(moment: datetime, format: str = "medium", tz: tzinfo | None = None) -> str:
    """A date and time in the current locale, e.g. when a saved match was last played."""
    return get_localizer().format_datetime(moment, format, tz)


def format_date(day: date, format: str = "medium") -> str:
    """A date in the current locale."""
    return get_localizer().format_date(day, format)


_lazy._bind(get_localizer)
