"""The UI's shape, checked on its source: scenes do not import each other (also not inside
functions), no module is long, keys are named in one table, and the UI asks the engine
instead of counting melds itself."""

from __future__ import annotations

import ast
from pathlib import Path

import ginrummy_desktop.ui as ui_package

UI = Path(ui_package.__file__).parent
SCENES = UI / "scenes"
MAX_LINES = 400


def _modules(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def _imported(tree: ast.AST) -> set[str]:
    """Every module an import statement anywhere in ``tree`` names (also inside functions),
    with ``from a import b`` counted as both ``a`` and ``a.b``."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def test_no_scene_module_imports_another() -> None:
    scene_modules = {f"ginrummy_desktop.ui.scenes.{p.stem}" for p in _modules(SCENES)
                     if p.stem != "__init__"}
    offenders = []
    for path in _modules(SCENES):
        if path.stem == "__init__":
            continue
        me = f"ginrummy_desktop.ui.scenes.{path.stem}"
        hits = (_imported(ast.parse(path.read_text(encoding="utf-8"))) & scene_modules) - {me}
        offenders += [f"{path.name} imports {h}" for h in sorted(hits)]
    assert not offenders, offenders


def test_the_import_check_sees_imports_inside_functions() -> None:
    tree = ast.parse("def f():\n    from ginrummy_desktop.ui.scenes.menu import MenuScene\n")
    assert "ginrummy_desktop.ui.scenes.menu" in _imported(tree)


def test_no_ui_module_is_longer_than_400_lines() -> None:
    long = {str(p.relative_to(UI)): n for p in _modules(UI)
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, long


def _key_constants(tree: ast.AST) -> list[str]:
    """``pygame.K_x`` / ``pygame.KMOD_x`` attributes and ``K_x`` names imported from pygame."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith(("K_", "KMOD_")):
            found.append(node.attr)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pygame"):
            found += [a.name for a in node.names if a.name.startswith(("K_", "KMOD_"))]
    return found


def test_keys_are_named_only_in_the_keymap() -> None:
    offenders = {str(p.relative_to(UI)): keys for p in _modules(UI)
                 if p.name != "input.py"
                 and (keys := _key_constants(ast.parse(p.read_text(encoding="utf-8"))))}
    assert not offenders, offenders


def test_the_key_check_finds_a_key() -> None:
    assert _key_constants(ast.parse("import pygame\nx = pygame.K_RETURN\n")) == ["K_RETURN"]


def test_the_ui_asks_the_engine_for_melds_and_deadwood() -> None:
    """The melds, the deadwood and what a card would leave come from the view (``SeatView``),
    and no refusal is explained by replaying the match."""
    offenders = []
    for path in _modules(UI):
        text = path.read_text(encoding="utf-8")
        for word in ("best_arrangement", "discard_deadwoods", ".replay("):
            if word in text:
                offenders.append(f"{path.relative_to(UI)}: {word}")
    assert not offenders, offenders


def _engine_overrides(tree: ast.AST, engine_names: set[str]) -> list[str]:
    """``Class.method`` for every private (``_x``, not dunder) method defined by a class whose
    base is an engine class: the UI may use the engine, never bend its insides."""
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        bases = {b.id if isinstance(b, ast.Name) else b.attr for b in node.bases
                 if isinstance(b, (ast.Name, ast.Attribute))}
        if not bases & engine_names:
            continue
        out += [f"{node.name}.{f.name}" for f in node.body
                if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
                and f.name.startswith("_") and not f.name.startswith("__")]
    return out


def test_no_ui_class_overrides_an_engine_private_method() -> None:
    import ginrummy_desktop.engine as engine

    names = {n for n in dir(engine) if isinstance(getattr(engine, n), type)}
    found = []
    for path in _modules(UI):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.relative_to(UI)}: {o}" for o in _engine_overrides(tree, names)]
    assert not found, found
    sample = ast.parse("class T(Match):\n    def _deal(self, d): ...\n    def __init__(self): ...")
    assert _engine_overrides(sample, names) == ["T._deal"]


KEYS_ALLOWED_IN_TESTS = {
    "helpers.py": "keymap_key looks keys up in KEYMAP; key_without_command needs a key that "
                  "means nothing",
    "test_table_model.py": "tests the keymap itself (Enter means CONFIRM, F12 nothing)",
    "test_idle_loop.py": "posts raw letters to see the idle wait hold events in order",
    "test_structure.py": "this check and its own examples",
    "test_custom_rules.py": "types numbers into the rule editor (0 has no command)",
    "test_random_input.py": "the monkey presses every key of the keymap and, on purpose, keys "
                            "that mean nothing (a letter, 0, Backspace) and Shift with them",
}


def test_ui_tests_press_keys_through_the_keymap() -> None:
    """Tests say ``key(app, Command.CONFIRM)``, not ``pygame.K_RETURN``: when the keymap
    changes, the tests follow it."""
    tests = Path(__file__).resolve().parent
    found = {}
    for path in sorted(tests.glob("*.py")):
        if path.name in KEYS_ALLOWED_IN_TESTS:
            continue
        keys = _key_constants(ast.parse(path.read_text(encoding="utf-8")))
        if keys:
            found[path.name] = sorted(set(keys))
    assert not found, f"use key(app, Command.X) (tests/ui/helpers.py): {found}"
