"""The engine is pure Python with the standard library only and never imports widget code."""

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "domino_widgets" / "engine"


def test_engine_imports_only_the_standard_library_and_itself():
    stdlib = sys.stdlib_module_names
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [] if node.level else [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in stdlib, f"{path.name} imports {name}"


def test_importing_the_package_and_engine_loads_no_widget_module():
    code = ("import sys, domino_widgets, domino_widgets.engine;"
            "st = domino_widgets.new_game('cross', 2, seed=1);"
            "st.apply(st.legal_actions()[0]);"
            "bad = [m for m in ('ipywidgets', 'anywidget', 'traitlets') if m in sys.modules];"
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"
