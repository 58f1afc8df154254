"""Synthesise the game's sound effects into ``assets/sounds/`` (stdlib only).

    python tools/make_sounds.py            # writes assets/sounds/*.wav

Every effect is short, quiet and soft-edged: 16-bit mono PCM at 44.1 kHz, a fixed random seed,
so running the tool again writes the same bytes. The sounds are made for this game and are
public domain (CC0).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100
PEAK = 0.32  # of full scale: the effects are quiet
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _env(t: float, attack: float, decay: float) -> float:
    """A fast linear attack, then an exponential decay (time constant ``decay``)."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def _lowpass(xs: list[float], a: float) -> list[float]:
    """One-pole low-pass (``a`` in 0..1, small = darker)."""
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(xs: list[float], a: float) -> list[float]:
    low = _lowpass(xs, a)
    return [x - lo for x, lo in zip(xs, low, strict=True)]


def _silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _mix(dst: list[float], src: list[float], at: float) -> list[float]:
    start = int(at * RATE)
    need = start + len(src)
    if len(dst) < need:
        dst = dst + [0.0] * (need - len(dst))
    for i, s in enumerate(src):
        dst[start + i] += s
    return dst


def swish(rng: random.Random, dur: float = 0.16) -> list[float]:
    """A card sliding: low-passed noise that swells and fades, its brightness sweeping."""
    n = int(RATE * dur)
    out, y = [], 0.0
    for i in range(n):
        t = i / n
        a = 0.05 + 0.25 * math.sin(math.pi * t)  # the filter opens in the middle
        y += a * (rng.uniform(-1, 1) - y)
        out.append(y * math.sin(math.pi * t) ** 1.5)
    return _highpass(out, 0.02)


def snap(rng: random.Random) -> list[float]:
    """A card put down: a short bright click over a soft low body."""
    n = int(RATE * 0.07)
    noise = _highpass([rng.uniform(-1, 1) for _ in range(n)], 0.2)
    out = []
    for i in range(n):
        t = i / RATE
        click = noise[i] * _env(t, 0.0008, 0.006)
        body = 0.5 * math.sin(2 * math.pi * 180 * t) * _env(t, 0.001, 0.018)
        out.append(click + body)
    return out


def _wood(rng: random.Random, freq: float) -> list[float]:
    n = int(RATE * 0.12)
    out = []
    for i in range(n):
        t = i / RATE
        e = _env(t, 0.002, 0.03)
        tone = (math.sin(2 * math.pi * freq * t) + 0.45 * math.sin(2 * math.pi * freq * 2.71 * t)
                * _env(t, 0.001, 0.012))
        out.append(e * (tone + 0.25 * rng.uniform(-1, 1) * _env(t, 0.0, 0.004)))
    return _lowpass(out, 0.35)


def knock(rng: random.Random) -> list[float]:
    """Two soft wooden knocks on the table."""
    out = _mix([], _wood(rng, 210.0), 0.0)
    return _mix(out, [0.85 * s for s in _wood(rng, 196.0)], 0.16)


def tick(rng: random.Random) -> list[float]:
    """A dealt card: a very short, light flick."""
    n = int(RATE * 0.045)
    noise = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.45)
    return [0.8 * noise[i] * math.sin(math.pi * i / n) ** 2 for i in range(n)]


def chime(rng: random.Random) -> list[float]:
    """A small win chime: three bell-like notes going up (C6, E6, G6)."""
    del rng
    out: list[float] = []
    for k, f in enumerate((1046.5, 1318.5, 1568.0)):
        n = int(RATE * 0.26)
        note = []
        for i in range(n):
            t = i / RATE
            e = _env(t, 0.004, 0.08)
            note.append(e * (math.sin(2 * math.pi * f * t)
                             + 0.3 * math.sin(2 * math.pi * 2 * f * t) * _env(t, 0.0, 0.05)))
        out = _mix(out, [0.45 * s for s in note], k * 0.08)
    return out


def thud(rng: random.Random) -> list[float]:
    """An illegal move: a dull low bump, not harsh."""
    n = int(RATE * 0.16)
    out = []
    ph = 0.0
    for i in range(n):
        t = i / RATE
        f = 120 - 50 * min(t / 0.1, 1.0)  # the pitch sags a little
        ph += 2 * math.pi * f / RATE
        out.append(_env(t, 0.003, 0.045) * (math.sin(ph) + 0.1 * rng.uniform(-1, 1)))
    return _lowpass(out, 0.25)


EFFECTS: dict[str, Callable[[random.Random], list[float]]] = {
    "draw": swish,
    "place": snap,
    "knock": knock,
    "deal": tick,
    "win": chime,
    "illegal": thud,
}
"""Effect name -> synthesiser; the game plays ``assets/sounds/<name>.wav``."""


def render(samples: list[float]) -> bytes:
    """Normalise to ``PEAK``, fade the last 5 ms, pad 10 ms of silence, 16-bit little-endian."""
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    fade = int(RATE * 0.005)
    n = len(samples)
    out = []
    for i, s in enumerate(samples):
        g = min(1.0, (n - i) / fade) if fade else 1.0
        out.append(int(max(-1.0, min(1.0, s / top * PEAK * g)) * 32767))
    out += [0] * int(RATE * 0.01)
    return struct.pack(f"<{len(out)}h", *out)


def write(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(out: Path = OUT) -> int:
    out.mkdir(parents=True, exist_ok=True)
    for name, synth in EFFECTS.items():
        rng = random.Random(f"ginrummy-{name}")  # a fixed seed for each effect
        path = out / f"{name}.wav"
        write(path, render(synth(rng)))
        print(f"{path.relative_to(out.parent.parent)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
