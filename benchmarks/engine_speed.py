"""Microseconds per call of the meld solver and the lay-off, on seeded hands.

    .venv/bin/python benchmarks/engine_speed.py [--hands 5000]

Two kinds of hands: random ones from the whole deck, and meld-rich ones drawn from a window
of five ranks (4 suits x 5 ranks = 20 cards), where sets and runs cross and the solver has the
most to search. Each call gets a different hand (no cache helps). Prints median and 99th
percentile of single calls, and the mean of a tight loop.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from ginrummy_desktop.engine import ALL_CARDS, Card, best_arrangement, best_discard, best_layoff
from ginrummy_desktop.engine.cards import cards_mask
from ginrummy_desktop.engine.layoff import best_layoff_mask
from ginrummy_desktop.engine.melds import best_discard_mask, deadwood_of


def hands(n: int, size: int, rich: bool, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        if rich:
            lo = rng.randint(1, 9)
            pool = [c for c in ALL_CARDS if lo <= c.rank < lo + 5]
        else:
            pool = list(ALL_CARDS)
        out.append(rng.sample(pool, size))
    return out


def per_call_us(
    fn: Callable[[object], object], args: Sequence[object]
) -> tuple[float, float, float]:
    for a in args:  # warm up: lazily filled tables and caches, as in a running game
        fn(a)
    times = []
    for a in args:
        t0 = time.perf_counter_ns()
        fn(a)
        times.append((time.perf_counter_ns() - t0) / 1000)
    t0 = time.perf_counter()
    for a in args:
        fn(a)
    loop = (time.perf_counter() - t0) * 1e6 / len(args)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99)], loop


def layoff_cases(n: int, rich: bool, seed: int) -> list[tuple[list[int], int]]:
    """Knock positions: a knocker hand of deadwood <= 10 and a defender hand of ten."""
    rng = random.Random(seed)
    out: list[tuple[list[int], int]] = []
    while len(out) < n:
        lo = rng.randint(1, 8)
        pool = [c for c in ALL_CARDS if lo <= c.rank < lo + 6] if rich else list(ALL_CARDS)
        if len(pool) < 20:
            continue
        cards = rng.sample(pool, 20)
        arr = best_arrangement(cards[:10])
        if arr.deadwood_value <= 10 and arr.meld_masks:
            out.append((list(arr.meld_masks), cards_mask(cards[10:])))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    n = ap.parse_args().hands
    seed = ap.parse_args().seed
    print(f"{'what':44} {'median us':>10} {'p99 us':>10} {'loop us':>10}")
    for rich in (False, True):
        label = "meld-rich" if rich else "random"
        h10 = hands(n, 10, rich, seed)
        h11 = hands(n, 11, rich, seed + 1)
        m10 = [cards_mask(h) for h in h10]
        m11 = [cards_mask(h) for h in h11]
        rows = [
            (f"deadwood_of, 10 cards, {label}", deadwood_of, m10),
            (f"best_discard_mask, 11 cards, {label}", best_discard_mask, m11),
            (f"best_arrangement (cards), 10, {label}", best_arrangement, h10),
            (f"best_discard (cards + arrangement), {label}", best_discard, h11),
        ]
        cases = layoff_cases(n // 5, rich, seed + 2)
        rows.append((f"best_layoff_mask, {label}", lambda c: best_layoff_mask(*c), cases))
        rows.append(
            (
                f"best_layoff (cards), {label}",
                lambda c: best_layoff(
                    [[Card.from_index(i) for i in range(52) if m >> i & 1] for m in c[0]],
                    [Card.from_index(i) for i in range(52) if c[1] >> i & 1],
                ),
                cases,
            )
        )
        for name, fn, args in rows:
            med, p99, loop = per_call_us(fn, args)
            print(f"{name:44} {med:10.1f} {p99:10.1f} {loop:10.1f}")


if __name__ == "__main__":
    main()
