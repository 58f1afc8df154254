#!/usr/bin/env python3
"""Import Adrian Kennard's public-domain (CC0) playing cards into ``assets/cards/``.

The SVG faces come from the npm package ``@heruka_urgyen/react-playing-cards`` 0.5.0
(``src/images/2color/*.svg``, ``src/images/4color/*.svg`` and ``src/images/back.svg``).
Those files draw pips, index letters and court figures through ``<symbol>`` + ``<use>``,
and the back through a ``<pattern>`` fill. SDL_image's SVG loader (nanosvg) supports
neither, and it would even draw the paths inside ``<symbol>`` in place, so this tool
rewrites every file into a self-contained SVG that uses only ``<g>``, ``<path>`` and
``<rect>``:

* every ``<use>`` is replaced by a ``<g>`` (or, for a single child, the child itself)
  carrying the use's transform, its x/y offset and the symbol's viewBox/preserveAspectRatio
  mapping as one transform, plus the use's presentation attributes (which the referenced
  content inherits); nested uses inside symbols are inlined recursively;
* ``<symbol>`` and ``<defs>`` are dropped;
* the back's pattern fill is flattened into one path of tiles, keeping the tiles that lie
  inside the rounded rectangle it fills;
* numbers in path data are rounded to one decimal and whitespace is dropped.

Output, named by the project's card codes (ranks ``A23456789TJQK``, suits ``SHDC``)::

    assets/cards/2color/TD.svg   assets/cards/4color/TD.svg   assets/cards/backs/<name>.svg

Usage (stdlib only)::

    python tools/import_cards.py                  # npm pack into a temp dir, then import
    python tools/import_cards.py PATH             # PATH = unpacked package dir or .tgz
    python tools/import_cards.py --out DIR PATH   # write somewhere else
"""

from __future__ import annotations

import argparse
import math
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

PACKAGE = "@heruka_urgyen/react-playing-cards"
VERSION = "0.5.0"

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

RANKS = "A23456789TJQK"
SUITS = "SHDC"
DECKS = ("2color", "4color")

# Presentation attributes that a <use> passes on (by inheritance) to what it references.
INHERITED = (
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-opacity",
    "stroke-dasharray",
    "opacity",
)

# Card backs written: name -> colour of the pattern (the package's own back is black).
BACKS = {"black": "black", "blue": "#1f4e9a", "red": "#b0202a"}

REPO = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------------- helpers
def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def fmt(v: float) -> str:
    """A compact number: at most 4 decimals, no trailing zeros, no ``-0``."""
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def fmt_scale(v: float) -> str:
    """A scale factor to 6 significant digits (they multiply coordinates up to ~2000)."""
    return f"{v:.6g}"


def length(value: str | None, ref: float, default: float | None = None) -> float:
    """A length attribute in user units; percentages relative to ``ref``."""
    if value is None:
        if default is None:
            raise ValueError("missing length")
        return default
    value = value.strip()
    if value.endswith("%"):
        return float(value[:-1]) / 100.0 * ref
    return float(re.sub(r"px$", "", value))


def href_of(el: ET.Element) -> str:
    ref = el.get(f"{{{XLINK_NS}}}href") or el.get("href")
    if not ref or not ref.startswith("#"):
        raise ValueError(f"unsupported href {ref!r}")
    return ref[1:]


def viewbox(el: ET.Element) -> tuple[float, float, float, float] | None:
    vb = el.get("viewBox")
    if vb is None:
        return None
    x, y, w, h = (float(t) for t in re.split(r"[\s,]+", vb.strip()))
    return x, y, w, h


def viewbox_transform(
    vb: tuple[float, float, float, float], par: str, x: float, y: float, w: float, h: float
) -> str:
    """The transform that maps a viewBox onto the viewport (x, y, w, h)."""
    vx, vy, vw, vh = vb
    parts = (par or "xMidYMid meet").split()
    align = parts[0]
    mode = parts[1] if len(parts) > 1 else "meet"
    if align == "none":
        sx, sy = w / vw, h / vh
        tx, ty = x - vx * sx, y - vy * sy
    else:
        s = min(w / vw, h / vh) if mode == "meet" else max(w / vw, h / vh)
        sx = sy = s
        ax, ay = align[1:4], align[5:8]  # "Min" / "Mid" / "Max"
        fx = {"Min": 0.0, "Mid": 0.5, "Max": 1.0}[ax]
        fy = {"Min": 0.0, "Mid": 0.5, "Max": 1.0}[ay]
        tx = x + (w - vw * s) * fx - vx * s
        ty = y + (h - vh * s) * fy - vy * s
    scale = fmt_scale(sx) if math.isclose(sx, sy) else f"{fmt_scale(sx)},{fmt_scale(sy)}"
    return f"translate({fmt(tx)},{fmt(ty)})scale({scale})"


_NUM = re.compile(r"-?\d*\.\d+(?:[eE][-+]?\d+)?|-?\d+(?:[eE][-+]?\d+)?")


def round_path(d: str, decimals: int = 1) -> str:
    """Shorten path data: round fractional parts, drop redundant spaces.

    Only the fractional digits of a token change, so compact arc flags stay intact.
    """

    def rnd(m: re.Match[str]) -> str:
        tok = m.group(0)
        if "." not in tok or "e" in tok.lower():
            return tok
        ip, fp = tok.split(".")
        if len(fp) <= decimals:
            out = tok
        else:
            # round the fraction only, carrying into the integer part where needed
            out = f"{float(tok):.{decimals}f}"
            if ip in ("", "-") or ip.lstrip("-").startswith("0") and len(ip.lstrip("-")) > 1:
                out = tok[: len(tok) - len(fp) + decimals]  # odd form: truncate, be safe
        if "." in out:
            out = out.rstrip("0").rstrip(".")
        if out in ("-0", ""):
            out = "0"
        return out

    d = _NUM.sub(rnd, d)
    d = re.sub(r"\s*,\s*", ",", d)
    d = re.sub(r"\s+", " ", d).strip()
    d = re.sub(r"\s*([A-Za-z])\s*", r"\1", d)  # no space around commands
    d = re.sub(r"[ ,](-)", r"\1", d)  # "1 -2" -> "1-2"
    return d


# ---------------------------------------------------------------------------- inlining
class Inliner:
    def __init__(self, root: ET.Element) -> None:
        self.ids: dict[str, ET.Element] = {}
        for el in root.iter():
            if el.get("id"):
                self.ids[el.get("id")] = el

    def copy(self, el: ET.Element, vp: tuple[float, float]) -> list[ET.Element]:
        """A deep copy of a renderable element with every <use> inlined."""
        tag = local(el.tag)
        if tag in ("symbol", "defs", "pattern", "title", "desc", "metadata"):
            return []
        if tag == "use":
            return self.use(el, vp)
        new = ET.Element(tag, {local(k): v for k, v in el.attrib.items() if local(k) != "id"})
        if tag == "path" and "d" in new.attrib:
            new.set("d", round_path(new.get("d", "")))
        for child in el:
            new.extend(self.copy(child, vp))
        return [new]

    def use(self, el: ET.Element, vp: tuple[float, float]) -> list[ET.Element]:
        target = self.ids[href_of(el)]
        x = length(el.get("x"), vp[0], 0.0)
        y = length(el.get("y"), vp[1], 0.0)
        transform = [el.get("transform", "").strip()]
        if local(target.tag) == "symbol":
            w = length(el.get("width"), vp[0], vp[0])
            h = length(el.get("height"), vp[1], vp[1])
            vb = viewbox(target)
            if vb is None:
                transform.append(f"translate({fmt(x)},{fmt(y)})")
                inner_vp = (w, h)
            else:
                par = target.get("preserveAspectRatio", "xMidYMid meet")
                transform.append(viewbox_transform(vb, par, x, y, w, h))
                inner_vp = (vb[2], vb[3])
            children: list[ET.Element] = []
            for child in target:
                children.extend(self.copy(child, inner_vp))
        else:
            if x or y:
                transform.append(f"translate({fmt(x)},{fmt(y)})")
            children = self.copy(target, vp)
        tf = "".join(t for t in transform if t)
        attrs = {k: el.get(k) for k in INHERITED if el.get(k) is not None}
        if len(children) == 1:
            # fold the wrapper into the single child: its own attributes win, as they would
            # over inherited ones; its own transform applies inside ours
            (child,) = children
            own = child.get("transform", "")
            if tf or own:
                child.set("transform", tf + own)
            for k, v in attrs.items():
                child.attrib.setdefault(k, v)
            return [child]
        g = ET.Element("g", attrs)
        if tf:
            g.set("transform", tf)
        g.extend(children)
        return [g] if children else []


def serialize(el: ET.Element) -> str:
    def esc(v: str) -> str:
        return v.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")

    attrs = "".join(f' {k}="{esc(v)}"' for k, v in el.attrib.items())
    tag = local(el.tag)
    if len(el) == 0:
        return f"<{tag}{attrs}/>"
    return f"<{tag}{attrs}>" + "".join(serialize(c) for c in el) + f"</{tag}>"


def root_open(src: ET.Element) -> ET.Element:
    vb = viewbox(src)
    assert vb is not None
    return ET.Element(
        "svg",
        {
            "xmlns": SVG_NS,
            "width": fmt(vb[2]),
            "height": fmt(vb[3]),
            "viewBox": src.get("viewBox", ""),
        },
    )


def inline_file(src_path: Path) -> str:
    src = ET.parse(src_path).getroot()
    out = root_open(src)
    vb = viewbox(src)
    assert vb is not None
    inl = Inliner(src)
    for child in src:
        out.extend(inl.copy(child, (vb[2], vb[3])))
    text = serialize(out)
    if "<use" in text or "<symbol" in text:
        raise AssertionError(f"{src_path}: <use>/<symbol> left")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n"


# ---------------------------------------------------------------------------- back
def _inside_round_rect(
    px: float, py: float, x: float, y: float, w: float, h: float, r: float
) -> bool:
    if not (x <= px <= x + w and y <= py <= y + h):
        return False
    cx = min(max(px, x + r), x + w - r)
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r + 1e-9


def _abs_points(d: str) -> list[tuple[str, list[float]]]:
    """Split an absolute M/L/H/V/Z path into (command, numbers)."""
    out = []
    for cmd, args in re.findall(r"([MLHVZ])([^MLHVZ]*)", d.strip()):
        out.append((cmd, [float(t) for t in _NUM.findall(args)]))
    if not out or not re.fullmatch(r"[MLHVZ0-9.,eE+\s-]*", d):
        raise ValueError(f"pattern path not in absolute M/L/H/V/Z form: {d!r}")
    return out


def flatten_back(src_path: Path, colour: str) -> str:
    """The back with its pattern fill replaced by a path of tiles in ``colour``."""
    src = ET.parse(src_path).getroot()
    ids = {el.get("id"): el for el in src.iter() if el.get("id")}
    out = root_open(src)
    for child in src:
        tag = local(child.tag)
        if tag in ("defs", "symbol"):
            continue
        fill = child.get("fill", "")
        m = re.fullmatch(r"url\(#([^)]+)\)", fill)
        if not m:
            out.extend(Inliner(src).copy(child, (240.0, 336.0)))
            continue
        pat = ids[m.group(1)]
        if local(child.tag) != "rect" or pat.get("patternUnits") != "userSpaceOnUse":
            raise ValueError("only a userSpaceOnUse pattern filling a rect is supported")
        pw, ph = float(pat.get("width", "0")), float(pat.get("height", "0"))
        px0, py0 = float(pat.get("x", "0")), float(pat.get("y", "0"))
        rx, ry = float(child.get("x", "0")), float(child.get("y", "0"))
        rw, rh = float(child.get("width", "0")), float(child.get("height", "0"))
        rr = float(child.get("rx", child.get("ry", "0")))
        tiles = [_abs_points(p.get("d", "")) for p in pat if local(p.tag) == "path"]
        d_parts: list[str] = []
        i0 = math.floor((rx - px0) / pw)
        j0 = math.floor((ry - py0) / ph)
        i1 = math.ceil((rx + rw - px0) / pw)
        j1 = math.ceil((ry + rh - py0) / ph)
        for j in range(j0, j1):
            for i in range(i0, i1):
                ox, oy = px0 + i * pw, py0 + j * ph
                for tile in tiles:
                    pts: list[tuple[float, float]] = []
                    seg = []
                    last = (0.0, 0.0)
                    for cmd, nums in tile:
                        if cmd in "ML":
                            for a, b in zip(nums[0::2], nums[1::2], strict=True):
                                a, b = a + ox, b + oy
                                if cmd == "M":  # absolute start, then relative lines
                                    seg.append(f"M{fmt(a)} {fmt(b)}")
                                    cmd = "L"
                                else:
                                    seg.append(f"l{fmt(a - last[0])} {fmt(b - last[1])}")
                                last = (a, b)
                                pts.append(last)
                        elif cmd == "Z":
                            seg.append("z")
                        else:
                            raise ValueError("H/V in pattern tiles not supported")
                    if all(_inside_round_rect(a, b, rx, ry, rw, rh, rr) for a, b in pts):
                        d_parts.append("".join(seg))
        d = round_path("".join(d_parts))
        out.append(ET.Element("path", {"d": d, "fill": colour}))
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + serialize(out) + "\n"


# ---------------------------------------------------------------------------- driver
def fetch_package(tmp: Path) -> Path:
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm not found: pass the path of the unpacked package instead")
    subprocess.run(
        [npm, "pack", "--loglevel=error", f"{PACKAGE}@{VERSION}", "--pack-destination", str(tmp)],
        check=True,
        cwd=tmp,
        stdout=subprocess.DEVNULL,
    )
    (tgz,) = tmp.glob("*.tgz")
    return unpack(tgz, tmp)


def unpack(tgz: Path, tmp: Path) -> Path:
    with tarfile.open(tgz) as tf:
        tf.extractall(tmp, filter="data")
    return tmp / "package"


def import_cards(pkg: Path, out: Path) -> None:
    images = pkg / "src" / "images"
    if not images.is_dir():
        sys.exit(f"{images} not found: is {pkg} the unpacked {PACKAGE} package?")
    for deck in DECKS:
        (out / deck).mkdir(parents=True, exist_ok=True)
        for s in SUITS:
            for r in RANKS:
                code = r + s
                (out / deck / f"{code}.svg").write_text(
                    inline_file(images / deck / f"{code}.svg"), encoding="utf-8"
                )
    (out / "backs").mkdir(parents=True, exist_ok=True)
    for name, colour in BACKS.items():
        (out / "backs" / f"{name}.svg").write_text(
            flatten_back(images / "back.svg", colour), encoding="utf-8"
        )
    total = sum(p.stat().st_size for p in out.rglob("*.svg"))
    n = len(list(out.rglob("*.svg")))
    print(f"wrote {n} SVG files, {total / 1024:.0f} KiB, to {out}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("package", nargs="?", help="unpacked package dir or .tgz (default: npm pack)")
    ap.add_argument("--out", default=str(REPO / "assets" / "cards"), help="output directory")
    args = ap.parse_args(argv)
    out = Path(args.out)
    with tempfile.TemporaryDirectory() as tmpname:
        tmp = Path(tmpname)
        if args.package is None:
            pkg = fetch_package(tmp)
        elif args.package.endswith((".tgz", ".tar.gz")):
            pkg = unpack(Path(args.package), tmp)
        else:
            pkg = Path(args.package)
        import_cards(pkg, out)


if __name__ == "__main__":
    main()
