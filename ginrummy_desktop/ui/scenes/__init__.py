"""The scenes. Importing this package registers every scene for ``--smoke-test`` and
``--scene NAME``: add your module's import here after writing it."""

from ginrummy_desktop.ui.scenes import (  # noqa: F401
    deal,
    dialog,
    layoff_review,
    menu,
    pause,
    scoreboard,
    table,
)
