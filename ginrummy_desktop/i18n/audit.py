"""Helpers for tests that look for English text leaking into the German UI.

A UI test renders every scene in German, collects the texts it drew (e.g. by wrapping the
font's ``render``), and asserts that :func:`untranslated` finds none of them::

    with use_localizer(Localizer("de")):
        drawn = render_scene_and_collect_texts(scene)
    assert untranslated(drawn) == []

A drawn text counts as a leak when it *is* one of the source catalog's English strings
(placeholders such as ``{n}`` match anything) and German translates that string differently.
Words that are the same in both languages ("Gin", "OK") are therefore never leaks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from babel.messages.pofile import read_po

from ginrummy_desktop.i18n.catalog import ROOT, po_path, pot_path
from ginrummy_desktop.i18n.localizer import DOMAIN

__all__ = ["english_msgids", "untranslated"]


def _ids(message_id: str | tuple[str, ...] | list[str]) -> list[str]:
    return [message_id] if isinstance(message_id, str) else list(message_id)


def english_msgids(root: Path = ROOT) -> frozenset[str]:
    """Every English string (singulars and plurals) of ``locale/ginrummy.pot``."""
    return _english_msgids(root)


@lru_cache(maxsize=4)
def _english_msgids(root: Path) -> frozenset[str]:
    with pot_path(root).open("rb") as fp:
        catalog = read_po(fp, domain=DOMAIN)
    return frozenset(text for m in catalog if m.id for text in _ids(m.id))


def _pattern(template: str) -> re.Pattern[str]:
    """A template as a whole-text regex: ``"Round {n}"`` matches ``"Round 3"``."""
    parts = re.split(r"\{[^{}]*\}", template)
    return re.compile(".+?".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


@lru_cache(maxsize=4)
def _leak_patterns(root: Path, language: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    with po_path(language, root).open("rb") as fp:
        catalog = read_po(fp, locale=language, domain=DOMAIN)
    leaks: list[tuple[str, re.Pattern[str]]] = []
    for message in catalog:
        if not message.id:
            continue
        translations = set(_ids(message.string)) if message.string else set()
        for english in _ids(message.id):
            if english not in translations:
                leaks.append((english, _pattern(english)))
    return tuple(leaks)


def untranslated(
    drawn: Iterable[str], language: str = "de", root: Path = ROOT
) -> list[tuple[str, str]]:
    """``(drawn text, English msgid)`` for each drawn text that is untranslated English."""
    found = []
    for text in drawn:
        stripped = text.strip()
        for english, pattern in _leak_patterns(root, language):
            if pattern.match(stripped):
                found.append((text, english))
                break
    return found
