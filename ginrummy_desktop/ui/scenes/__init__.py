"""The scenes. Importing this package registers every scene for ``--smoke-test`` and
``--scene NAME``: add your module's import here after writing it."""

from ginrummy_desktop.ui.scenes import (  # noqa: F401
    about,
    deal,
    dialog,
    help,
    layoff_review,
    menu,
    newmatch,
    pause,
    saves,
    scoreboard,
    settings,
    statistics,
    table,
    tutorial,
    watch,
)
