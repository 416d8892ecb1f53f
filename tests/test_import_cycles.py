"""No import cycle in the package (issue 25, item 5): every import a module makes when it runs,
at its top or inside a function, follows one direction; so do the imports for type hints only
(``if TYPE_CHECKING:``). The modules that read a position are typed against
``engine/position.py``'s ``Position`` (``Match`` for the parts of ``State`` itself), not
``State``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "domino_widgets"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_imports(tree: ast.AST, type_only: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement outside ``if TYPE_CHECKING:`` blocks (with ``type_only``, those
    inside them too)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not type_only:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _targets(name: str, is_package: bool, node: ast.Import | ast.ImportFrom,
             modules: set[str]) -> set[str]:
    """The package's modules an import statement runs."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in modules}
    base = name if is_package else name.rpartition(".")[0]
    for _level in range(node.level - 1):
        base = base.rpartition(".")[0]
    origin = node.module if node.level == 0 else (
        f"{base}.{node.module}" if node.module else base)
    if origin is None or not origin.startswith("domino_widgets"):
        return set()
    out = {origin} if origin in modules else set()
    out |= {f"{origin}.{a.name}" for a in node.names if f"{origin}.{a.name}" in modules}
    return out


def import_graph(type_only: bool = False) -> dict[str, set[str]]:
    """Each module's run-time imports of the package's modules (with ``type_only``, its
    imports for type hints too). A module's own packages are left out: Python runs them before
    the module in any case, so they make no cycle."""
    paths = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    modules = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = path.name == "__init__.py"
        ancestors = {name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)}
        graph[name] = set().union(*(_targets(name, package, node, modules)
                                    for node in _run_time_imports(tree, type_only)))
        graph[name] -= {name} | ancestors
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


def test_no_module_imports_itself_back_at_run_time() -> None:
    graph = import_graph()
    assert "domino_widgets.engine.tiles" in graph  # the scan found the package
    assert cycles(graph) == []


def test_no_import_cycle_for_type_hints_either() -> None:
    assert cycles(import_graph(type_only=True)) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
