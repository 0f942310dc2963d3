"""The one-way doors between the rooms: the engine, the bots and the command line never
load pygame, and no module imports itself round a circle (the rest of the doors are
import-linter's contracts in pyproject.toml, run by .ci/run)."""

import ast
import subprocess
import sys
from pathlib import Path


def test_engine_bots_review_network_and_command_line_do_not_import_pygame() -> None:
    code = (
        "import sys, axio_desktop.engine, axio_desktop.bots, axio_desktop.cli.replay, "
        "axio_desktop.cli.simulate, axio_desktop.kits, axio_desktop.review, axio_desktop.cli.review, "
        "axio_desktop.net.host, axio_desktop.net.remote_seat, axio_desktop.net.embedded, "
        "axio_desktop.cli.serve, axio_desktop.cli.join; "
        "print(sorted(name for name in sys.modules if name.split('.')[0] in ('pygame', 'pygame_gui')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_loading_a_tutorial_imports_neither_pygame_nor_the_desktop() -> None:
    """A tutorial is data: the engine checks it, the game's bot wire reads its decisions."""
    code = (
        "import sys; from axio_desktop.kits import kits; "
        "from axio_desktop.tutorials import load_tutorial; "
        "assert all(load_tutorial(kit) is not None for kit in kits()); "
        "print(sorted(name for name in sys.modules if name.split('.')[0] in ('pygame', 'pygame_gui') "
        "or name.startswith('axio_desktop.ui')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_engine_imports_nothing_from_the_other_rooms() -> None:
    code = "import sys, axio_desktop.engine; print(sorted(n for n in sys.modules if n.startswith('axio_desktop.') and not n.startswith('axio_desktop.engine')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def module_imports(root: Path) -> dict[str, set[str]]:
    """Each module of the package and the package modules it imports anywhere in its
    text: at the top, inside functions and under TYPE_CHECKING alike."""
    paths = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        paths[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                while target and target not in paths:
                    target = target.rpartition(".")[0]
                if target and target != name and not name.startswith(target + "."):
                    found.add(target)
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of more than one module that import each other round a circle
    (the strongly connected components, by Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph[module]):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_the_package_has_no_import_circle() -> None:
    package = Path(__file__).resolve().parents[1] / "axio_desktop"
    assert cycles(module_imports(package)) == []


def test_the_circle_finder_finds_a_circle_through_local_and_type_only_imports(
        tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from .sub import b\n")
    (package / "sub" / "b.py").write_text("def f():\n    from ..c import x\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                  "    from . import a\n")
    (package / "d.py").write_text("import pkg.a\n")
    assert cycles(module_imports(package)) == [["pkg.a", "pkg.c", "pkg.sub.b"]]
