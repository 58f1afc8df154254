"""The translators' workflow: extract, update, compile and check the message catalogs.

Run from the top of the source tree::

    python -m ginrummy_desktop.i18n.catalog extract   # code -> locale/ginrummy.pot
    python -m ginrummy_desktop.i18n.catalog update    # .pot -> locale/de/LC_MESSAGES/ginrummy.po
    python -m ginrummy_desktop.i18n.catalog compile   # .po -> ginrummy.mo (not committed)
    python -m ginrummy_desktop.i18n.catalog check     # .pot current, .po complete and valid

``extract`` uses ``babel.cfg`` and :data:`KEYWORDS` (the markers of
``ginrummy_desktop.i18n``); ``update`` adds new msgids to the ``.po`` (Babel marks guesses
fuzzy, and ``check`` fails on them until a translator has looked). The tests run
:func:`extracted_msgids` and :func:`po_problems`.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from ginrummy_desktop import __version__
from ginrummy_desktop.i18n.localizer import DOMAIN, SOURCE_LANGUAGE, SUPPORTED_LANGUAGES

__all__ = [
    "KEYWORDS",
    "ROOT",
    "MsgKey",
    "extract",
    "extracted_msgids",
    "main",
    "msgids",
    "po_path",
    "po_problems",
    "pot_path",
]

ROOT = Path(__file__).resolve().parents[2]
"""The top of the source tree (holds ``babel.cfg`` and ``locale/``)."""

KEYWORDS: dict[str, object] = {
    **DEFAULT_KEYWORDS,  # _, gettext, ngettext, pgettext, npgettext, N_, ...
    "NC_": ((1, "c"), 2),
    "NP_": (1, 2),
}
"""Extraction keywords; the pybabel spelling is ``-k NC_:1c,2 -k NP_:1,2``."""

COMMENT_TAGS = ("TRANSLATORS:",)
"""Comments starting with this, right above a marker, reach the translators."""

TRANSLATED_LANGUAGES = tuple(lang for lang in SUPPORTED_LANGUAGES if lang != SOURCE_LANGUAGE)

MsgKey = tuple[str | None, str | tuple[str, ...]]
"""A message's identity: (context, msgid or (singular, plural))."""


def pot_path(root: Path = ROOT) -> Path:
    return root / "locale" / f"{DOMAIN}.pot"


def po_path(language: str, root: Path = ROOT) -> Path:
    return root / "locale" / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def _key(message: Message) -> MsgKey:
    ident = message.id
    return (message.context, tuple(ident) if isinstance(ident, list | tuple) else ident)


def msgids(catalog: Catalog) -> set[MsgKey]:
    """The identities of a catalog's (non-header, non-obsolete) messages."""
    return {_key(m) for m in catalog if m.id}


def extract(root: Path = ROOT) -> Catalog:
    """Extract the marked messages of the source tree into a new template catalog."""
    with (root / "babel.cfg").open(encoding="utf-8") as fp:
        method_map, options_map = parse_mapping_cfg(fp)  # type: ignore[no-untyped-call]
    catalog = Catalog(
        project="ginrummy_desktop",
        version=__version__,
        charset="utf-8",
        creation_date=datetime.now().astimezone(),
        fuzzy=False,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        str(root),
        method_map,
        options_map,
        keywords=KEYWORDS,  # type: ignore[arg-type]
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    ):
        catalog.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def extracted_msgids(root: Path = ROOT) -> set[MsgKey]:
    """What the ``.pot`` should hold right now."""
    return msgids(extract(root))


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=locale, domain=DOMAIN)


def _write_po(path: Path, catalog: Catalog, **options: object) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=96, **options)  # type: ignore[arg-type]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def write_template(root: Path = ROOT) -> Path:
    """Re-extract and write ``locale/ginrummy.pot``."""
    target = pot_path(root)
    _write_po(target, extract(root))
    return target


def update(root: Path = ROOT, languages: Iterable[str] = TRANSLATED_LANGUAGES) -> list[Path]:
    """Merge the ``.pot`` into each language's ``.po`` (new entries empty or fuzzy)."""
    template = _read(pot_path(root))
    written = []
    for language in languages:
        target = po_path(language, root)
        if target.exists():
            catalog = _read(target, language)
        else:
            catalog = Catalog(
                locale=language,
                domain=DOMAIN,
                project="ginrummy_desktop",
                version=__version__,
                fuzzy=False,
            )
        catalog.update(template, update_header_comment=False)
        _write_po(target, catalog, ignore_obsolete=True)
        written.append(target)
    return written


def compile_catalogs(
    root: Path = ROOT, languages: Iterable[str] = TRANSLATED_LANGUAGES
) -> list[Path]:
    """Write ``ginrummy.mo`` beside each ``.po`` (fuzzy entries are left out)."""
    written = []
    for language in languages:
        source = po_path(language, root)
        buffer = io.BytesIO()
        write_mo(buffer, _read(source, language), use_fuzzy=False)
        target = source.with_suffix(".mo")
        target.write_bytes(buffer.getvalue())
        written.append(target)
    return written


def _fields(text: str) -> set[str]:
    """The ``{placeholder}`` names of a template (``{{`` escapes excluded)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<malformed braces>"}


def _message_problems(message: Message, catalog: Catalog) -> list[str]:
    where = f"{message.id!r}" + (f" (context {message.context!r})" if message.context else "")
    ids = list(message.id) if isinstance(message.id, list | tuple) else [message.id]
    strs = list(message.string) if isinstance(message.string, list | tuple) else [message.string]
    problems = []
    if message.fuzzy:
        problems.append(f"{where}: fuzzy")
    if not all(strs):
        problems.append(f"{where}: not translated")
    for error in message.check(catalog):  # Babel's checkers: plural count, %-formats
        problems.append(f"{where}: {error}")
    expected = _fields(ids[0]) | (_fields(ids[1]) if len(ids) > 1 else set())
    for text in strs:
        if text and _fields(text) != expected:
            problems.append(
                f"{where}: placeholders {sorted(_fields(text))} differ from {sorted(expected)}"
            )
    return problems


def po_problems(language: str = "de", root: Path = ROOT) -> list[str]:
    """Everything wrong with a language's ``.po``: out of step with the ``.pot``, untranslated,
    fuzzy, a wrong plural header or count, or placeholders that differ from the msgid's."""
    catalog = _read(po_path(language, root), language)
    problems = []
    if catalog.fuzzy:
        problems.append("the header is marked fuzzy")
    if catalog.num_plurals != 2 or "n != 1" not in (catalog.plural_forms or ""):
        problems.append(f"plural forms header is {catalog.plural_forms!r}")
    template = msgids(_read(pot_path(root)))
    have = msgids(catalog)
    problems += [f"missing from the .po: {key!r}" for key in sorted(template - have, key=str)]
    problems += [f"not in the .pot: {key!r}" for key in sorted(have - template, key=str)]
    for message in catalog:
        if message.id:
            problems += _message_problems(message, catalog)
    return problems


def template_problems(root: Path = ROOT) -> list[str]:
    """Differences between the committed ``.pot`` and a fresh extraction."""
    committed = msgids(_read(pot_path(root)))
    fresh = extracted_msgids(root)
    return [
        f"new in the code, not in the .pot: {k!r}" for k in sorted(fresh - committed, key=str)
    ] + [f"in the .pot, gone from the code: {k!r}" for k in sorted(committed - fresh, key=str)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ginrummy_desktop.i18n.catalog")
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("--root", type=Path, default=ROOT, help="top of the source tree")
    options = parser.parse_args(argv)
    root: Path = options.root
    if options.command == "extract":
        print(write_template(root))
    elif options.command == "update":
        write_template(root)
        for path in update(root):
            print(path)
    elif options.command == "compile":
        for path in compile_catalogs(root):
            print(path)
    else:
        problems = template_problems(root)
        for language in TRANSLATED_LANGUAGES:
            problems += [f"{language}: {p}" for p in po_problems(language, root)]
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"{len(problems)} problem(s)")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
