"""The scenes. Importing this package registers every scene class by name for
``app.open(name, ...)``: add your module's import here after writing it (and a demo factory
to :mod:`ginrummy_desktop.ui.demo` for ``--smoke-test``). A scene module never imports
another scene module (``tests/ui/test_structure.py``)."""

from ginrummy_desktop.ui.scenes import (  # noqa: F401
    about,
    deal,
    dialog,
    help,
    layoff_review,
    menu,
    newmatch,
    pause,
    review_board,
    round_review,
    rules_editor,
    saves,
    scoreboard,
    settings,
    statistics,
    table,
    watch,
)
