"""The UI's signatures say what they take: no annotation under ``ginrummy_desktop/ui`` names
``typing.Any`` (parameters, returns, attributes, type aliases, strings included). Things
the UI gets from other layers are typed with their real classes (imported under
``TYPE_CHECKING`` where a runtime import would cost start-up time or form a cycle); values of
truly open type are ``object``."""

from __future__ import annotations

import ast
from pathlib import Path

import ginrummy_desktop.ui as ui_package

UI = Path(ui_package.__file__).parent

ALLOWED: dict[str, str] = {}
"""``"module.py what"`` (as reported, without the line) -> why it must name ``Any``; none
today."""


def _names_any(node: ast.AST | None) -> bool:
    """Whether an annotation mentions ``Any`` (``Any``, ``typing.Any``, or inside a string
    annotation such as ``"dict[str, Any]"``)."""
    if node is None:
        return False
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id == "Any":
            return True
        if isinstance(sub, ast.Attribute) and sub.attr == "Any":
            return True
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            try:
                inner = ast.parse(sub.value, mode="eval")
            except SyntaxError:
                continue
            if _names_any(inner):
                return True
    return False


def any_annotations(source: str, name: str = "<src>") -> list[str]:
    """``name:line where`` for every annotation in ``source`` that names ``Any``, and every
    import of ``Any``."""
    found: list[str] = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            every = args.posonlyargs + args.args + args.kwonlyargs
            every += [a for a in (args.vararg, args.kwarg) if a is not None]
            for arg in every:
                if _names_any(arg.annotation):
                    found.append(f"{name}:{node.lineno} {node.name}({arg.arg})")
            if _names_any(node.returns):
                found.append(f"{name}:{node.lineno} {node.name} -> ...")
        elif isinstance(node, ast.AnnAssign) and _names_any(node.annotation):
            found.append(f"{name}:{node.lineno} {ast.unparse(node.target)}: ...")
        elif isinstance(node, ast.Assign) and _names_any(node.value) and any(
                isinstance(t, ast.Name) and t.id[:1].isupper() for t in node.targets):
            found.append(f"{name}:{node.lineno} alias {ast.unparse(node.targets[0])}")
        elif isinstance(node, ast.ImportFrom) and node.module == "typing" and any(
                a.name == "Any" for a in node.names):
            found.append(f"{name}:{node.lineno} imports Any")
    return found


def test_no_ui_signature_takes_any() -> None:
    found: list[str] = []
    for path in sorted(UI.rglob("*.py")):
        rel = str(path.relative_to(UI))
        for hit in any_annotations(path.read_text(encoding="utf-8"), rel):
            where, what = hit.split(" ", 1)
            if f"{where.split(':')[0]} {what}" not in ALLOWED:
                found.append(hit)
    assert not found, "annotations naming Any:\n" + "\n".join(found)


def test_the_check_finds_any_in_every_place_it_can_hide() -> None:
    src = (
        "from typing import Any\n"
        "import typing\n"
        "def a(x: Any) -> None: ...\n"
        "def b(*args: Any, **kw: 'dict[str, Any]') -> None: ...\n"
        "def c() -> typing.Any: ...\n"
        "class K:\n"
        "    field: list[Any] = []\n"
        "Alias = dict[str, Any]\n"
    )
    found = any_annotations(src)
    assert len(found) == 7, found
    assert any("a(x)" in f for f in found) and any("c -> " in f for f in found)
    assert any("b(kw)" in f for f in found) and any("alias Alias" in f for f in found)


def test_object_and_real_types_pass() -> None:
    src = (
        "from typing import TYPE_CHECKING\n"
        "def a(x: object, *args: object, **kw: object) -> 'App': ...\n"
        "Anything = 3\n"
    )
    assert any_annotations(src) == []
