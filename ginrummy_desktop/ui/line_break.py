"""Breaking text into lines that fit a width, measured in a font (``widgets.wrap`` remembers
the lines it asks for)."""

from __future__ import annotations

import pygame


def break_lines(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """``text`` split into lines that fit ``width`` pixels in font ``f`` (``widgets.wrap``,
    which remembers them): a word wider than a line (a folder's path in a note) is broken
    after a path separator, or between letters where it has none."""
    lines: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            if f.size(word)[0] > width:  # too wide for any line: broken into pieces
                room = width - f.size(line + " ")[0] if line else width
                head, rest = _cut(word, f, room, at_separator_only=bool(line))
                if head:
                    line = head if not line else line + " " + head
                while rest:
                    lines.append(line)
                    line, rest = _cut(rest, f, width, at_separator_only=False)
                continue
            cand = word if not line else line + " " + word
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _cut(word: str, f: pygame.font.Font, width: int,
         at_separator_only: bool) -> tuple[str, str]:
    """``word`` split into the longest head that fits ``width`` (ending in a path separator
    where it has one there, else anywhere unless ``at_separator_only``) and the rest."""
    if f.size(word)[0] <= width:
        return word, ""
    n = 0
    while n < len(word) and f.size(word[: n + 1])[0] <= width:
        n += 1
    cut = max(word.rfind("/", 0, n), word.rfind("\\", 0, n)) + 1
    if at_separator_only and cut <= 1:  # not a lone "/" after the line's words
        return "", word
    if cut <= 0:
        cut = max(n, 1)
    return word[:cut], word[cut:]


__all__ = ["break_lines"]
