"""The :class:`Localizer`: the current language, its catalog and locale-aware formatting.

A localizer holds one language code (``"en"`` or ``"de"``) and the gettext translations of
that language. The German catalog is loaded once when the language is first switched to
(from a compiled ``ginrummy.mo`` if one is present and not older than the ``.po``, else the
``.po`` is compiled with Babel and the result kept in the user cache directory for the next
start; see :func:`load_translations`) and
then kept, so switching back and forth costs nothing. English is the source language and
needs no catalog.

Every language change takes a fresh value from a process-wide counter and stores it as the
localizer's :attr:`Localizer.generation`. A scene that caches rendered text compares the
generation it rendered with against the current one; listeners can also be subscribed.

>>> loc = Localizer("de")
>>> loc.gettext("Knock")
'Klopfen'
>>> loc.set_language("xx")   # unknown languages fall back to English
'en'
>>> loc.gettext("Knock")
'Knock'
"""

from __future__ import annotations

import contextlib
import functools
import gettext as _gettext
import io
import itertools
import logging
import os
import tempfile
from collections.abc import Callable
from datetime import date, datetime, tzinfo
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from babel import Locale

# Babel is imported where numbers and dates are formatted, not here: importing it and loading
# a locale's data cost tens of milliseconds that the first frame (gettext only) does not need.

__all__ = [
    "DOMAIN",
    "SOURCE_LANGUAGE",
    "SUPPORTED_LANGUAGES",
    "Localizer",
    "load_translations",
    "locale_dir",
    "normalize_language",
]

log = logging.getLogger(__name__)

DOMAIN = "ginrummy"
"""The gettext domain: ``locale/<lang>/LC_MESSAGES/ginrummy.po``."""

SOURCE_LANGUAGE = "en"
"""The language of the msgids in the code."""

SUPPORTED_LANGUAGES: tuple[str, ...] = ("en", "de")
"""Languages the game offers, source language first."""

_BABEL_LOCALES: dict[str, str] = {"en": "en_GB", "de": "de_DE"}
"""The Babel locale used for numbers and dates in each language."""

_generation_counter = itertools.count(1)


def next_generation() -> int:
    """A new, process-wide unique and increasing language generation stamp."""
    return next(_generation_counter)


def normalize_language(code: str | None) -> str:
    """Map a language code or locale name to a supported language; anything else is English.

    >>> normalize_language("de_AT.UTF-8"), normalize_language("DE"), normalize_language("fr")
    ('de', 'de', 'en')
    """
    if not code:
        return SOURCE_LANGUAGE
    base = code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    if base == "german" or base == "deutsch":  # Windows style "German_Germany"
        base = "de"
    return base if base in SUPPORTED_LANGUAGES else SOURCE_LANGUAGE


def locale_dir() -> Path:
    """The directory holding ``<lang>/LC_MESSAGES/ginrummy.po`` (and a built ``.mo``).

    In order: ``$GINRUMMY_LOCALE_DIR``; a frozen app's bundled ``locale/``; ``locale/`` at
    the top of the source tree.
    """
    override = os.environ.get("GINRUMMY_LOCALE_DIR")
    if override:
        return Path(override)
    from ginrummy_desktop.assets import data_root  # the same rule as the assets

    return data_root() / "locale"


def load_translations(language: str, directory: Path | None = None) -> _gettext.NullTranslations:
    """The translations of ``language`` (a supported code); English gets the identity.

    Prefers ``ginrummy.mo`` beside the ``.po`` when it is at least as new (a built or frozen
    app); then a compiled copy in the user cache directory (:func:`compiled_cache_path`,
    named after the ``.po``'s path, size and time, so another version or a changed ``.po``
    never reads a stale one); otherwise compiles the ``.po`` and keeps the result there:
    reading it takes about a millisecond, compiling some 30 ms plus Babel's catalog modules.
    Nothing is ever written into the install folder. A missing catalog is logged and gives
    the English identity, so the game still runs.
    """
    if language == SOURCE_LANGUAGE:
        return _gettext.NullTranslations()
    base = (directory or locale_dir()) / language / "LC_MESSAGES"
    mo_path, po_path = base / f"{DOMAIN}.mo", base / f"{DOMAIN}.po"
    try:
        if mo_path.exists() and (
            not po_path.exists() or mo_path.stat().st_mtime >= po_path.stat().st_mtime
        ):
            with mo_path.open("rb") as fp:
                return _gettext.GNUTranslations(fp)
        cached = compiled_cache_path(po_path, language)
        if cached is not None:
            try:
                with cached.open("rb") as fp:
                    return _gettext.GNUTranslations(fp)
            except FileNotFoundError:
                pass
            except (OSError, ValueError) as exc:  # a broken copy: compile again
                log.info("ignoring the compiled catalog %s (%s)", cached, exc)
        compiled = compile_po(po_path, language)
        if cached is not None:
            _keep_compiled(cached, compiled)
        return _gettext.GNUTranslations(io.BytesIO(compiled))
    except (OSError, ValueError) as exc:
        log.warning("no usable %s catalog in %s (%s); using English", language, base, exc)
        return _gettext.NullTranslations()


def compiled_cache_path(po_path: Path, language: str) -> Path | None:
    """Where the compiled copy of ``po_path`` is kept: the user cache directory
    (platformdirs), ``locale/<lang>/ginrummy-<key>.mo``; None if the ``.po`` is missing."""
    import hashlib

    import platformdirs

    try:
        st = po_path.stat()
    except OSError:
        return None
    key = hashlib.sha256(f"{po_path.resolve()}|{st.st_size}|{st.st_mtime_ns}".encode())
    folder = Path(platformdirs.user_cache_dir("ginrummy-desktop", appauthor=False))
    return folder / "locale" / language / f"{DOMAIN}-{key.hexdigest()[:16]}.mo"


def _keep_compiled(mo_path: Path, data: bytes) -> None:
    """Write a compiled catalog atomically (a temporary file with an unpredictable name,
    renamed over the target), so a reader never sees half of it. Best effort."""
    try:
        mo_path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{mo_path.name}.", suffix=".tmp", dir=mo_path.parent)
    except OSError as exc:
        log.info("could not keep the compiled catalog %s (%s)", mo_path, exc)
        return
    try:
        with os.fdopen(fd, "wb") as fp:
            fp.write(data)
        os.replace(tmp, mo_path)
    except OSError as exc:
        log.info("could not keep the compiled catalog %s (%s)", mo_path, exc)
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def compile_po(po_path: Path, language: str) -> bytes:
    """Compile a ``.po`` file to ``.mo`` bytes with Babel (fuzzy entries are left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po_path.open("rb") as fp:
        catalog = read_po(fp, locale=language, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


Listener = Callable[[str], None]
"""Called with the new language code after a switch."""


class Localizer:
    """The current language with its catalog, gettext functions and number/date formatting.

    ``language`` may be any code or locale name; unsupported ones mean English.
    ``directory`` overrides where catalogs are looked up (tests, frozen apps).
    """

    def __init__(self, language: str | None = None, directory: Path | None = None) -> None:
        self._directory = directory
        self._cache: dict[str, _gettext.NullTranslations] = {}
        self._listeners: list[Listener] = []
        self._language = SOURCE_LANGUAGE
        self._translations: _gettext.NullTranslations = _gettext.NullTranslations()
        self._locale: Locale | None = None  # made on first use
        self._generation = next_generation()
        self.set_language(language or SOURCE_LANGUAGE)

    # -- language -----------------------------------------------------------------------
    @property
    def language(self) -> str:
        """The current language code, ``"en"`` or ``"de"``."""
        return self._language

    @property
    def generation(self) -> int:
        """A stamp that changes (process-wide uniquely) whenever the language changes."""
        return self._generation

    @property
    def locale(self) -> Locale:
        """The Babel locale used for numbers and dates (made when first asked for)."""
        if self._locale is None:
            from babel import Locale

            self._locale = Locale.parse(_BABEL_LOCALES[self._language])
        return self._locale

    def set_language(self, code: str | None) -> str:
        """Switch to ``code`` (unknown -> English); returns the language now in effect.

        Listeners are told only when the language really changes; switching to the current
        language again keeps the generation.
        """
        language = normalize_language(code)
        if code and language == SOURCE_LANGUAGE and not code.strip().lower().startswith("en"):
            log.info("language %r is not offered; using English", code)
        if language == self._language and self._language in self._cache:
            return language
        translations = self._cache.get(language)
        if translations is None:
            translations = load_translations(language, self._directory)
            self._cache[language] = translations
        self._language = language
        self._translations = translations
        self._locale = None
        self._generation = next_generation()
        for listener in list(self._listeners):
            listener(language)
        return language

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(language)`` after each switch; returns a function that unsubscribes.

        Scenes usually need no listener: comparing :attr:`generation` each frame is enough.
        """
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    # -- gettext ------------------------------------------------------------------------
    def gettext(self, message: str) -> str:
        """``message`` in the current language."""
        return self._translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The singular or plural form for ``n`` in the current language (unformatted)."""
        return self._translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """``message`` translated in ``context`` (for words that differ by use)."""
        return self._translations.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        """:meth:`ngettext` with a context."""
        return self._translations.npgettext(context, singular, plural, n)

    # -- formatting ---------------------------------------------------------------------
    def format_number(self, value: int | float | Decimal, decimals: int | None = None) -> str:
        """A number in the current locale: ``1234.5`` -> ``'1,234.5'`` / ``'1.234,5'``.

        ``decimals`` fixes the number of fraction digits.
        """
        return _format_number(type(value).__name__, value, decimals, self.locale)

    def format_points(self, n: int) -> str:
        """``'1 point'``/``'7 points'`` in English, ``'1 Punkt'``/``'7 Punkte'`` in German."""
        template = self.ngettext("{n} point", "{n} points", n)
        return template.format(n=self.format_number(n))

    def format_datetime(
        self, moment: datetime, format: str = "medium", tz: tzinfo | None = None
    ) -> str:
        """A date and time in the current locale (Babel ``short``/``medium``/``long`` or a
        pattern), shown in zone ``tz`` (default: the system's local zone). A naive
        ``moment`` is taken as local time.

        >>> from datetime import timezone
        >>> when = datetime(2026, 3, 1, 18, 5, tzinfo=timezone.utc)
        >>> Localizer("de").format_datetime(when, "short", timezone.utc)
        '01.03.26, 18:05'
        """
        from babel.dates import format_datetime

        moment = moment.astimezone(tz)  # naive means local; tz None means the local zone
        return format_datetime(moment, format=format, tzinfo=moment.tzinfo, locale=self.locale)

    def format_date(self, day: date, format: str = "medium") -> str:
        """A date in the current locale."""
        from babel.dates import format_date

        return format_date(day, format=format, locale=self.locale)

    def __repr__(self) -> str:
        return f"Localizer({self._language!r})"


@functools.lru_cache(maxsize=4096)
def _format_number(kind: str, value: int | float | Decimal, decimals: int | None,
                   locale: Locale) -> str:
    """:meth:`Localizer.format_number`, remembered: Babel took some 40 us a number, and the
    score board formats the same few dozen numbers in every frame. ``kind`` keeps ``2`` and
    ``2.0`` apart (equal keys otherwise)."""
    from babel.numbers import format_decimal

    del kind
    if decimals is None:
        return format_decimal(value, locale=locale)
    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    return format_decimal(value, format=pattern, locale=locale)
