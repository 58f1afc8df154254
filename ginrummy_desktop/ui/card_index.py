"""A larger, bolder corner index on card faces drawn small.

Adrian Kennard's faces carry a slim serif index (rank over suit) about a tenth of the card
high with strokes a hundredth of its width: at 65x91 (a 640x420 window) that is a 6 px
letter drawn in 0.7 px lines, and an ace of clubs was read as a 2. Below
:data:`NONE_FROM` px of height the face's own index is drawn larger and bolder, growing to
:data:`RANK_GROWTH` times at :data:`FULL_BELOW` px: the same glyphs, colours and place
(left of the pips and the court pictures, which start at x = -82 of the card's 240), so the
faces stay the faces and nothing but the corner changes. At normal sizes the SVG is
untouched.

Every face SVG (see ``assets/cards/README.md``) draws its index twice, top-left and turned
about the centre for the bottom-right, with these exact transforms; a face without them is
drawn as it is.
"""

from __future__ import annotations

import math
import re

RANK_AT = "translate(-98.4,-140)scale(0.032)"
"""The rank glyph's transform in every face: a 1000-unit glyph box scaled into the corner."""
SUIT_AT = "translate(-98.3995,-105.6155)scale(0.0223075)"
"""The small suit under the rank."""
RANK_STROKE = 80
"""The rank glyph's stroke width in its 1000-unit box."""

NONE_FROM = 150
"""Card heights from here up keep the face's own index."""
FULL_BELOW = 110
"""From this card height down the index is grown the most."""
RANK_GROWTH = 1.45
SUIT_GROWTH = 1.3
STROKE_GROWTH = 115 / 80
"""The rank's strokes are made thicker than the glyph's growth alone would (at 65x91 they
come to about 1.4 px: a crisp line, not a grey one)."""

_RANK_PATH = re.compile(
    f'stroke-width="{RANK_STROKE}"([^>]*)transform="{re.escape(RANK_AT)}"')


def growth(height: int) -> float:
    """How far (0 to 1) the index of a card ``height`` px high is grown.

    >>> growth(173), growth(130), growth(91)
    (0.0, 0.5, 1.0)
    """
    return max(0.0, min(1.0, (NONE_FROM - height) / (NONE_FROM - FULL_BELOW)))


def index_right(size: tuple[int, int]) -> int:
    """How far right of a face's left edge its corner index's ink reaches, in px, for a
    card of ``size`` (31 of the card's 240 units, 37 once fully grown; measured over the
    whole deck at 47 to 134 px wide, see tests/ui/test_card_index.py).

    >>> index_right((124, 173)), index_right((65, 91))
    (17, 11)
    """
    return math.ceil(size[0] * (31 + 6 * growth(size[1])) / 240)


def with_big_index(svg: str, height: int) -> str:
    """The face ``svg`` with its corner index grown for a card ``height`` px high
    (``svg`` itself when the card is not small or the face has no known index)."""
    t = growth(height)
    if t == 0.0 or svg.count(RANK_AT) != 2 or svg.count(SUIT_AT) != 2:
        return svg
    rank = 0.032 * (1 + (RANK_GROWTH - 1) * t)
    suit = 0.0223075 * (1 + (SUIT_GROWTH - 1) * t)
    stroke = RANK_STROKE * (1 + (STROKE_GROWTH - 1) * t)
    # centres moved from the face's own towards the grown index's (its top just under the
    # rounded corner, its left edge 4 units in, the suit 3 units under the rank)
    x = -98.4 - 1.6 * t
    rank_y = -140 + 0.7 * t
    suit_y = -105.6155 + 5.55 * t
    out = _RANK_PATH.sub(
        lambda m: f'stroke-width="{stroke:.1f}"{m.group(1)}'
                  f'transform="translate({x:.2f},{rank_y:.2f})scale({rank:.5f})"', svg)
    return out.replace(SUIT_AT, f"translate({x:.2f},{suit_y:.2f})scale({suit:.6f})")
