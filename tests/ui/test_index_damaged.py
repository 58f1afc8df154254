"""A damaged index of the saved matches (``matches/.index.json``) is set aside and named,
like a damaged save, settings or statistics file: it was overwritten in silence. Garbled by
hand, the game started: the main menu names it and the folder it was moved to; the saved
matches are all listed, read from their files."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import Localizer, set_localizer
from ginrummy_desktop.persistence import MatchStore
from ginrummy_desktop.persistence.index import INDEX_NAME

from .test_hostile_files import menu_of, running_file, started  # noqa: F401  (fixture)

SAID = {"en": "The list of saved matches .index.json was damaged",
        "de": "Die Liste der gespeicherten Partien .index.json war beschädigt"}


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_garbled_index_is_set_aside_and_named(started, language: str) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    path, _ = running_file()
    store = MatchStore()
    store.list()  # the index is written
    garbled = b'{"schema_version": 1, "sha256": "00"}\n{"x": 1}'
    store.index_path.write_bytes(garbled)
    app = started()
    set_localizer(Localizer(language))
    menu = menu_of(app)
    said = " ".join(p.message() for p in menu.problems)
    assert SAID[language] in said and str(store.damaged_dir) in said
    assert (store.damaged_dir / INDEX_NAME).read_bytes() == garbled
    assert menu.latest is not None and menu.latest.id == path.stem
