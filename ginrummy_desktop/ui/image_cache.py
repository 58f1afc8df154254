"""Card images rendered ahead, off the frame loop: a child process and a PNG cache on disk.

Rendering one SVG card costs 2-25 ms and pygame holds the interpreter lock while it does (so
a thread would stall the frames just the same); a whole deck at one size is 0.2-0.7 s. So the
game renders in a child process: :class:`RenderWorker` keeps a queue of :class:`Job` s (what
is needed now goes first), hands them one by one to a one-process pool and keeps the pixels
(RGBA bytes) that come back until the frame loop takes them (:meth:`RenderWorker.take_done`)
and makes surfaces of them (a copy, ~0.05 ms). :func:`render_card` is what runs in the child;
it keeps every image it renders as a PNG in the user cache directory (platformdirs), named
by the SVG's content, so the next start at a known window size loads PNGs (~1 ms each) instead.
A cached PNG that is damaged (cut off, garbage, another size) counts as missing
(:func:`load_png`): the image is rendered again and the file replaced.

If the process cannot be started or dies, the worker renders on its own thread instead
(logged): the game goes on, frames may stall.

``ginrummy_desktop.ui.sprites.CardImages`` uses this when the app gives it a worker (the
real program does, see ``App.prepare_workers``); without one it renders when first asked
(tests, tools).
"""

from __future__ import annotations

import concurrent.futures as cf
import hashlib
import io
import logging
import multiprocessing
import os
import struct
import tempfile
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

import pygame

from ginrummy_desktop.ui.back_pattern import snapped_back
from ginrummy_desktop.ui.card_index import growth, with_big_index
from ginrummy_desktop.ui.child_watch import leave_with_parent

log = logging.getLogger(__name__)

CACHE_VERSION = 3
"""Part of every cached file's folder: bump it when rendering changes (2: small faces' larger
index, :mod:`ginrummy_desktop.ui.card_index`; 3: backs' diamonds on whole pixels,
:mod:`ginrummy_desktop.ui.back_pattern`)."""

Key = tuple[str, str, tuple[int, int]]
"""What an image is: (deck or "back", card code or back name, size)."""


@dataclass(frozen=True)
class Job:
    """One image to render: ``svg`` at ``size``; ``back`` images get their diamonds
    laid on whole pixels."""

    key: Key
    svg: str
    size: tuple[int, int]
    back: bool = False


def cache_dir() -> Path:
    """Where rendered card PNGs are kept (``<user cache>/ginrummy-desktop/cards``)."""
    import platformdirs

    from ginrummy_desktop.persistence.paths import APP_NAME

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "cards"


def png_path(folder: Path, svg: str, size: tuple[int, int]) -> Path:
    """The cached PNG of ``svg`` at ``size``: named by the SVG's content, so a changed asset
    is rendered again."""
    digest = hashlib.sha1(Path(svg).read_bytes()).hexdigest()[:16]
    return folder / f"v{CACHE_VERSION}" / f"{size[0]}x{size[1]}" / f"{Path(svg).stem}-{digest}.png"


def render_surface(svg: str, size: tuple[int, int], back: bool = False) -> pygame.Surface:
    """The SVG rendered at ``size``. A card back's diamonds are laid on whole pixels
    (:func:`.back_pattern.snapped_back`: no moiré, and no flat blue at 80x112); a small face
    gets a larger corner index (:func:`.card_index.with_big_index`)."""
    if back:
        text = snapped_back(Path(svg).read_text(encoding="utf-8"), size)
        img = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size)
    elif growth(size[1]) > 0:
        text = with_big_index(Path(svg).read_text(encoding="utf-8"), size[1])
        img = pygame.image.load_sized_svg(io.BytesIO(text.encode("utf-8")), size)
    else:
        img = pygame.image.load_sized_svg(svg, size)
    if img.get_size() != size:
        # the SVG keeps its aspect ratio: 115x162 comes back 115x161 (1920x1040 window)
        img = pygame.transform.smoothscale(img, size)
    return img


def render_card(svg: str, size: tuple[int, int], back: bool, folder: str | None) -> bytes:
    """RGBA pixels of ``svg`` at ``size`` (runs in the child process). With ``folder``, a
    PNG cached there is used, or the rendered image is cached there (atomically; a cache
    that cannot be written is skipped)."""
    png = png_path(Path(folder), svg, size) if folder else None
    if png is not None:
        cached = load_png(png, size)
        if cached is not None:
            return cached
    img = render_surface(svg, size, back)
    if png is not None:
        _save_png(img, png)
    return pygame.image.tobytes(img, "RGBA")


PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"
"""The last chunk of every PNG: a file that does not end with it was cut off."""


def load_png(png: Path, size: tuple[int, int]) -> bytes | None:
    """RGBA pixels of the cached ``png`` if it is a whole PNG image of ``size``, else None:
    missing, unreadable, cut off, of another size (checked in its header before decoding)
    or damaged anywhere (libpng checks every chunk's CRC). The caller then renders the image
    again and replaces the file; nothing here raises."""
    try:
        with open(png, "rb") as fp:
            data = fp.read(4 * size[0] * size[1] + (1 << 20) + 1)
    except OSError:  # missing (the usual case), a folder, no permission
        return None
    w, h = size
    if (len(data) > 4 * w * h + (1 << 20) or not data.startswith(PNG_SIGNATURE)
            or data[12:16] != b"IHDR" or data[16:24] != struct.pack(">II", w, h)
            or not data.endswith(PNG_END)):
        log.info("card cache file %s is damaged or of another size: rendered again", png)
        return None
    try:
        img = pygame.image.load(io.BytesIO(data), png.name)
        if img.get_size() != size:
            return None
        return pygame.image.tobytes(img, "RGBA")
    except Exception as err:  # pygame.error for a bad chunk; whatever else: render again
        log.info("card cache file %s not usable (%s): rendered again", png, err)
        return None


def render_felt(size: tuple[int, int]) -> bytes:
    """RGB pixels of the table's felt for a window of ``size`` (runs in the child process)."""
    from ginrummy_desktop.ui.felt import felt_surface

    return pygame.image.tobytes(felt_surface(size), "RGB")


FELT = "felt"
"""The first part of a :data:`Key` for the felt: ``(FELT, FELT, window size)``."""


def felt_job(size: tuple[int, int]) -> Job:
    return Job((FELT, FELT, size), "", size)


def _save_png(img: pygame.Surface, png: Path) -> None:
    try:
        png.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=png.stem, suffix=".png", dir=png.parent)
        os.close(fd)
        pygame.image.save(img, tmp)
        os.replace(tmp, png)
    except (pygame.error, OSError) as err:
        log.info("card cache not written (%s): %s", png, err)
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass


def _child_init() -> None:
    """In the child: no pygame banner, and the machine's frame loop comes first; it ends
    with the window's process (``child_watch``)."""
    leave_with_parent()
    try:
        os.nice(5)
    except (OSError, AttributeError):
        pass


def process_pool() -> cf.Executor:
    """A pool of one fresh (spawned) process: nothing of the window's state is inherited."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return cf.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                  initializer=_child_init)


class RenderWorker:
    """Renders :class:`Job` s in order (urgent ones first) through ``pool`` (default: one
    child process), one at a time on a feeder thread; ``on_ready()`` is called after each
    image (from that thread). ``folder`` is the PNG cache (None: no disk cache)."""

    def __init__(self, pool: cf.Executor | None = None, *, folder: Path | None = None,
                 on_ready: Callable[[], None] | None = None) -> None:
        self.folder = folder
        self.on_ready = on_ready
        self._pool = pool
        self._cv = threading.Condition()
        self._queue: deque[Job] = deque()
        self._queued: set[Key] = set()
        self._done: list[tuple[Key, tuple[int, int], bytes]] = []
        self._busy = False
        self._closed = False
        self._fallback = False
        self._thread = threading.Thread(target=self._run, name="card-render", daemon=True)
        self._thread.start()

    def request(self, job: Job, urgent: bool = False) -> None:
        """Queue ``job`` unless it is queued already; ``urgent`` moves it to the front."""
        with self._cv:
            if job.key in self._queued:
                if not urgent:
                    return
                self._queue = deque(j for j in self._queue if j.key != job.key)
            self._queued.add(job.key)
            if urgent:
                self._queue.appendleft(job)
            else:
                self._queue.append(job)
            self._cv.notify()

    def take_done(self, limit: int = 1000) -> list[tuple[Key, tuple[int, int], bytes]]:
        """Rendered images not yet taken: (key, size, RGBA bytes), at most ``limit``."""
        with self._cv:
            out, self._done = self._done[:limit], self._done[limit:]
            return out

    @property
    def pending(self) -> int:
        """Images queued, being rendered, or rendered and not yet taken."""
        with self._cv:
            return len(self._queue) + int(self._busy) + len(self._done)

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until the queue is empty and nothing is being rendered (tests, warm-up)."""
        with self._cv:
            return self._cv.wait_for(lambda: not self._queue and not self._busy, timeout)

    def close(self) -> None:
        """Stop the feeder and the child process (queued jobs are dropped)."""
        with self._cv:
            self._closed = True
            self._queue.clear()
            self._cv.notify_all()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    # --- the feeder thread ---------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._queue or self._closed)
                if self._closed:
                    return
                job = self._queue.popleft()
                self._busy = True
            data = self._render(job)
            with self._cv:
                self._queued.discard(job.key)
                self._busy = False
                if not self._closed:  # b"": could not be rendered (logged)
                    self._done.append((job.key, job.size, data or b""))
                self._cv.notify_all()
            if self.on_ready is not None:
                self.on_ready()

    def _render(self, job: Job) -> bytes | None:
        folder = str(self.folder) if self.folder is not None else None
        fn: Callable[..., bytes] = render_card
        args: tuple[object, ...] = (job.svg, job.size, job.back, folder)
        if job.key[0] == FELT:
            fn, args = render_felt, (job.size,)
        if not self._fallback:
            try:
                if self._pool is None:
                    self._pool = process_pool()
                return self._pool.submit(fn, *args).result()
            except cf.CancelledError:
                return None
            except (BrokenProcessPool, RuntimeError, OSError):
                if self._closed:
                    return None
                if job.key[0] == FELT or Path(job.svg).is_file():  # the process failed
                    log.exception("the card renderer process failed; rendering on a thread")
                    self._fallback = True
                else:
                    log.error("card image %s not rendered: no file %s", job.key, job.svg)
                    return None
            except Exception:
                log.exception("card image %s not rendered", job.key)
                return None
        try:
            return fn(*args)
        except Exception:
            log.exception("card image %s not rendered", job.key)
            return None
