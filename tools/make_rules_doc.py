"""Write docs/RULES.md and docs/REGELN.md: the rules for players, from the help text and the
rule presets (``ginrummy_desktop.i18n.rules_doc``).

    python tools/make_rules_doc.py            # (re)write both files
    python tools/make_rules_doc.py --check    # exit 1 if either is out of date

Run it after changing a preset (``engine/rules.py``) or the help text, and after updating the
German catalog; ``tests/test_rules_doc.py`` fails while the files are out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ginrummy_desktop.i18n.rules_doc import FILES, render  # noqa: E402


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for language, name in FILES.items():
        path = ROOT / name
        text = render(language)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        if check:
            stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {name}")
    if stale:
        print(f"out of date: {', '.join(stale)} (run python tools/make_rules_doc.py)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
