"""Lazy message markers: strings marked at import time and translated when they are drawn.

``N_("Knock")`` returns a :class:`LazyString`. It remembers the English msgid and resolves
against the *current* localizer each time it is turned into text (``str()``, an f-string,
``format()``), so a label defined at import time follows a language switch on the next frame.
The resolved text is cached per language generation, so drawing the same label every frame
does not repeat the catalog lookup.

``NP_("{n} point", "{n} points")`` returns a :class:`LazyPlural`; call it with the count
(``points(7)`` -> ``"7 Punkte"``). ``NC_(context, msgid)`` is ``N_`` with a gettext context.

The markers are extraction keywords (see ``ginrummy_desktop.i18n.catalog.KEYWORDS``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ginrummy_desktop.i18n.localizer import Localizer

__all__ = ["NC_", "NP_", "N_", "LazyPlural", "LazyString", "Text"]

LocalizerGetter = Callable[[], Localizer]

_getter: LocalizerGetter | None = None


def _bind(getter: LocalizerGetter) -> None:
    """Tell lazy strings where the current localizer is (done once by the package)."""
    global _getter
    _getter = getter


def _current() -> Localizer:
    if _getter is None:  # pragma: no cover - the package binds on import
        raise RuntimeError("ginrummy_desktop.i18n is not initialised")
    return _getter()


class LazyString:
    """A msgid (with an optional context) translated whenever it is turned into text.

    >>> from ginrummy_desktop.i18n import N_, Localizer, use_localizer
    >>> knock = N_("Knock")
    >>> with use_localizer(Localizer("de")):
    ...     str(knock), f"[{knock}]"
    ('Klopfen', '[Klopfen]')
    >>> str(knock)
    'Knock'
    """

    __slots__ = ("msgid", "context", "_stamp", "_text")

    def __init__(self, msgid: str, context: str | None = None) -> None:
        self.msgid = msgid
        self.context = context
        self._stamp = 0
        self._text = msgid

    def resolve(self, localizer: Localizer | None = None) -> str:
        """The text in ``localizer``'s language (default: the current localizer)."""
        loc = localizer or _current()
        if loc.generation != self._stamp:
            if self.context is None:
                self._text = loc.gettext(self.msgid)
            else:
                self._text = loc.pgettext(self.context, self.msgid)
            self._stamp = loc.generation
        return self._text

    def format(self, *args: Any, **kwargs: Any) -> str:
        """Translate, then ``str.format`` (placeholders are named in the msgid)."""
        return self.resolve().format(*args, **kwargs)

    def __str__(self) -> str:
        return self.resolve()

    def __format__(self, spec: str) -> str:
        return format(self.resolve(), spec)

    def __add__(self, other: object) -> str:
        return self.resolve() + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + self.resolve()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyString):
            return (self.msgid, self.context) == (other.msgid, other.context)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((LazyString, self.msgid, self.context))

    def __repr__(self) -> str:
        if self.context is None:
            return f"N_({self.msgid!r})"
        return f"NC_({self.context!r}, {self.msgid!r})"


class LazyPlural:
    """A singular/plural pair chosen by a count when drawn, then formatted with it.

    The count is passed to the template as ``{n}``, formatted for the locale; other
    placeholders come from keyword arguments.

    >>> from ginrummy_desktop.i18n import NP_, Localizer, use_localizer
    >>> points = NP_("{n} point", "{n} points")
    >>> points(1), points(1000)
    ('1 point', '1,000 points')
    >>> with use_localizer(Localizer("de")):
    ...     points(1), points(7)
    ('1 Punkt', '7 Punkte')
    """

    __slots__ = ("singular", "plural", "context")

    def __init__(self, singular: str, plural: str, context: str | None = None) -> None:
        self.singular = singular
        self.plural = plural
        self.context = context

    def template(self, n: int, localizer: Localizer | None = None) -> str:
        """The translated, unformatted form for ``n``."""
        loc = localizer or _current()
        if self.context is None:
            return loc.ngettext(self.singular, self.plural, n)
        return loc.npgettext(self.context, self.singular, self.plural, n)

    def __call__(self, n: int, localizer: Localizer | None = None, **kwargs: Any) -> str:
        loc = localizer or _current()
        return self.template(n, loc).format(n=loc.format_number(n), **kwargs)

    def __str__(self) -> str:
        raise TypeError(f"{self!r} needs a count: call it, e.g. points(3)")

    def __repr__(self) -> str:
        return f"NP_({self.singular!r}, {self.plural!r})"


def N_(msgid: str) -> LazyString:  # noqa: N802 - the gettext convention
    """Mark ``msgid`` for translation; it is translated when turned into text."""
    return LazyString(msgid)


def NC_(context: str, msgid: str) -> LazyString:  # noqa: N802
    """Mark ``msgid`` with a gettext ``context`` (for a word that differs by use)."""
    return LazyString(msgid, context)


def NP_(singular: str, plural: str) -> LazyPlural:  # noqa: N802
    """Mark a singular/plural pair; call the result with the count."""
    return LazyPlural(singular, plural)


Text = str | LazyString
"""What a UI widget accepts as a label: plain (already translated) text or a lazy marker."""
