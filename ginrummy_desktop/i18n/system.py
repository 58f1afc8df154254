"""The language of the user's system: German for a German locale, else English."""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping

from ginrummy_desktop.i18n.localizer import SOURCE_LANGUAGE, normalize_language

__all__ = ["system_language"]

_ENV_ORDER = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where gettext looks, in its order; the first non-empty, non-"C" value decides."""


def _platform_locale() -> str | None:
    """The process locale where no variable is set (Windows, a macOS app bundle)."""
    try:
        name = locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else 0)[0]
        return name or locale.getlocale()[0]
    except (ValueError, TypeError):  # pragma: no cover - broken locale settings
        return None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """``"de"`` if the locale environment asks for German, else ``"en"``.

    Reads ``LANGUAGE`` (a colon-separated list; its first entry counts), ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` in that order, skipping empty, ``C`` and ``POSIX`` values;
    with none set it asks the platform's locale.

    >>> system_language({"LANG": "de_DE.UTF-8"}), system_language({"LC_ALL": "C", "LANG": "fr"})
    ('de', 'en')
    >>> system_language({"LANGUAGE": "de_CH:en", "LANG": "en_US.UTF-8"})
    'de'
    """
    env = os.environ if environ is None else environ
    for key in _ENV_ORDER:
        value = env.get(key, "")
        first = value.split(":")[0].strip()
        if first and first.upper() not in ("C", "POSIX") and not first.upper().startswith("C."):
            return normalize_language(first)
    if environ is not None:
        return SOURCE_LANGUAGE
    return normalize_language(_platform_locale())
