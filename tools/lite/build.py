"""Build the offline JupyterLite site of the lessons: ``bash scripts/lite.sh OUTDIR`` runs this.

Everything comes from the registries (PyPI through pip, npm through ``npm ci``) at pinned
versions, into a cache (``build/lite/``); the site loads nothing from another host:

- the build tools (``build-requirements.txt``) go into ``build/lite/tools``, run by the
  project's ``.venv`` python, which has jupyter_server and the widget front ends already;
- the Pyodide runtime comes from the npm ``pyodide`` package (``package-lock.json``);
- the kernel's wheels (``kernel-requirements.txt``, the widget libraries at the versions of
  ``.venv``, the Pyodide kernel's own, and the package's wheel) get Pyodide's bytecode
  (``pycompile.mjs``), are listed in a trimmed ``pyodide-lock.json`` and loaded with the
  kernel, so ``import domino_widgets`` works in a fresh kernel with no ``%pip`` cell;
- the lesson notebooks (with their stored boards, the Pyodide kernel named) sit at the root of
  the file browser, their Russian versions in ``ru/``, the shipped records in ``records/``;
- the lessons run themselves when opened (the package's labextension,
  ``domino_widgets/labextension``, reads the site's setting ``dominoWidgetsLessons``: each
  lesson's path and the digest of its cells, so a notebook a user uploads never does), and the
  site opens them in its learners' view (the Notebook interface with no code, no menu and no
  toolbar; JupyterLab one link away);
- jedi (code completion, 2 MB unpacked at every start) is replaced by a stand-in that IPython
  finds missing (``no_jedi_wheel``): the kernel starts without it;
- the kernel's worker moves into the browser storage after importing the kernel, not before
  (``drive_after_imports``): Python's look there for each module imported at start was a
  request through the page, 0.6-0.8 s of every start; and the working folder is last on
  Python's path, so a lesson's first import does not list it (about 0.1 s).

A build is skipped while its inputs are unchanged (``OUTDIR/.lite-build`` holds their hash).
"""

from __future__ import annotations

import argparse
import ast
import builtins
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from collections import Counter
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CACHE = ROOT / "build" / "lite"
MARK = ".lite-build"  # in OUTDIR: the hash of the inputs it was built from
PYTHON = "3.14"  # Pyodide 314's Python
PYODIDE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "package.json")
# The Pyodide kernel brings its own stand-ins for these (inside its labextension)
SHIMMED = ("ipykernel", "widgetsnbextension")
# what Pyodide's Python sees when a dependency's marker is read
PYODIDE_MARKERS = {"python_version": PYTHON, "python_full_version": f"{PYTHON}.2",
                   "sys_platform": "emscripten", "platform_system": "Emscripten",
                   "platform_machine": "wasm32", "os_name": "posix",
                   "implementation_name": "cpython", "extra": ""}
# the labextensions the page needs, found in .venv (widget manager, anywidget's front end)
VENV_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "anywidget")
# the package's own: the lessons run themselves on opening (no build step: a plain script)
LESSONS_EXTENSION = ROOT / "domino_widgets" / "labextension" / "domino-widgets-lessons"
START_LESSON = "00_start.ipynb"
LEARNERS_VIEW = "notebooks/index.html"  # the Notebook interface, dressed by the extension
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_NAME = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# loaded with the kernel (the kernel skips its own piplite installs of those it finds here)
PRELOADED = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
             "widgetsnbextension", "domino-widgets")
# Left out of the kernel (kernel-requirements.txt): jedi and parso, its parser, which serve
# code completion only; IPython 9.12 imports jedi at start (98 modules, and unpacking its wheel
# is the largest single cost: bench/bench_lite.py --parts kernel). The kernel installs jedi at
# start unless its preload list names it, so a stand-in takes its name (``no_jedi_wheel``).
PIP = [sys.executable, "-m", "pip", "-q", "--disable-pip-version-check"]
INPUTS = ("domino_widgets", "notebooks", "tools/lite", "pyproject.toml")


def log(text: str) -> None:
    print(f"lite: {text}", flush=True)


def run(cmd: list[str], **kwargs: Any) -> None:
    """Run a command; on failure print its output and stop."""
    done = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if done.returncode:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        sys.exit(f"lite: failed (exit {done.returncode}): {' '.join(map(str, cmd))}")


def norm(name: str) -> str:
    """A package name as pyodide-lock.json keys it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def files_under(paths: Iterable[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(f for f in p.rglob("*") if f.is_file() and "__pycache__" not in f.parts)
        elif p.is_file():
            out.append(p)
    return out


def pinned() -> list[str]:
    """The pins of kernel-requirements.txt."""
    return [line.strip() for line in (HERE / "kernel-requirements.txt").read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def needed_in_pyodide(requirements: Iterable[str]) -> list[str]:
    """The names of the requirements (``Requires-Dist`` lines) that apply in Pyodide: no
    extra, and a marker that holds there."""
    from packaging.markers import default_environment
    from packaging.requirements import Requirement

    markers = {**default_environment(), **PYODIDE_MARKERS}
    reqs = [Requirement(text) for text in requirements]
    return [r.name for r in reqs if not r.marker or r.marker.evaluate(markers)]


def venv_dependencies() -> list[str]:
    """The package's dependencies, all the way down, at the versions installed in .venv
    (``name==version``), but those pinned in kernel-requirements.txt and those the Pyodide
    kernel stands in for."""
    known = {norm(pin.split("==")[0]) for pin in pinned()} | set(SHIMMED)
    todo, found = ["domino_widgets"], {}
    while todo:
        for name in needed_in_pyodide(importlib.metadata.requires(todo.pop()) or []):
            if norm(name) not in known | set(found):
                found[norm(name)] = importlib.metadata.version(name)
                todo.append(name)
    return [f"{name}=={version}" for name, version in sorted(found.items())]


def inputs_hash() -> str:
    """What the site is built from: the package, the notebooks, these build files, and the
    versions of the package's dependencies in .venv."""
    digest = hashlib.sha256()
    for f in files_under(ROOT / p for p in INPUTS):
        digest.update(str(f.relative_to(ROOT)).encode() + b"\0" + f.read_bytes())
    digest.update(" ".join(venv_dependencies()).encode())
    return digest.hexdigest()


def is_fresh(out: Path) -> bool:
    """Whether ``out`` holds a site built from the current inputs."""
    mark = out / MARK
    return mark.exists() and mark.read_text().strip() == inputs_hash()


# -- the cache: tools, runtime, wheels -----------------------------------------------------
def stamped(stamp: Path, key: str) -> bool:
    return stamp.exists() and stamp.read_text() == key


def build_tools(cache: Path) -> Path:
    """The JupyterLite build tools, pinned, in a --target folder for the .venv python."""
    target = cache / "tools"
    req = HERE / "build-requirements.txt"
    key = hashlib.sha256(req.read_bytes()).hexdigest() + sys.version
    stamp = target / ".stamp"
    if not stamped(stamp, key):
        log("pip install the build tools (jupyterlite-core, -pyodide-kernel)")
        shutil.rmtree(target, ignore_errors=True)
        run([*PIP, "install", "--no-deps", "--target", str(target), "-r", str(req)])
        stamp.write_text(key)
    return target


def pyodide_runtime(cache: Path) -> Path:
    """The npm ``pyodide`` package, as package-lock.json pins it."""
    npm = cache / "npm"
    lock = HERE / "package-lock.json"
    key = hashlib.sha256(lock.read_bytes()).hexdigest()
    stamp = npm / ".stamp"
    if not stamped(stamp, key):
        log("npm ci (the pyodide package)")
        shutil.rmtree(npm, ignore_errors=True)
        npm.mkdir(parents=True)
        shutil.copy2(HERE / "package.json", npm)
        shutil.copy2(lock, npm)
        run(["npm", "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=npm)
        stamp.write_text(key)
    return npm / "node_modules" / "pyodide"


def kernel_wheels(cache: Path) -> list[Path]:
    """The kernel's wheels from PyPI: the pinned list and the package's dependencies at the
    versions of .venv."""
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    pins = pinned() + venv_dependencies()
    key = "\n".join(pins)
    stamp = wheels / ".stamp"
    if not stamped(stamp, key):
        log(f"pip download {len(pins)} pure-Python wheels for Python {PYTHON}")
        for old in wheels.glob("*.whl"):
            old.unlink()
        run([*PIP, "download", "--no-deps", "--only-binary=:all:", "--python-version", PYTHON,
             "--platform", "any", "-d", str(wheels), *pins])
        stamp.write_text(key)
    return sorted(wheels.glob("*.whl"))


def package_wheel(cache: Path, runtime: Path) -> Path:
    """The wheel of this checkout of domino_widgets, with its bytecode."""
    dist = cache / "package"
    shutil.rmtree(dist, ignore_errors=True)
    log("pip wheel . (domino_widgets)")
    run([*PIP, "wheel", "--no-deps", "--build-constraint", str(ROOT / "constraints.txt"),
         "-w", str(dist), str(ROOT)])  # the build backend pinned as for the tests
    (wheel,) = dist.glob("domino_widgets-*.whl")
    compile_wheels(runtime, dist)
    return wheel


def compile_wheels(runtime: Path, folder: Path) -> None:
    """Add Pyodide's bytecode to the wheels in ``folder`` (tools/lite/pycompile.mjs, run by
    Pyodide in node): the kernel then starts without compiling IPython and co. (measured in
    node: import IPython 18 s -> 5 s on a loaded machine)."""
    run(["node", str(HERE / "pycompile.mjs"), str(runtime), str(folder)])


def compiled_kernel_wheels(cache: Path, runtime: Path, wheels: list[Path]) -> list[Path]:
    """``wheels`` with their bytecode, compiled once for a set of wheels (cache/compiled)."""
    out = cache / "compiled"
    key = "\n".join(w.name for w in wheels)
    stamp = out / ".stamp"
    if not stamped(stamp, key):
        log(f"bytecode for {len(wheels)} wheels (Pyodide in node)")
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        for whl in wheels:
            shutil.copy2(whl, out / whl.name)
        compile_wheels(runtime, out)
        stamp.write_text(key)
    return sorted(out.glob("*.whl"))


# -- the trimmed Pyodide lock --------------------------------------------------------------
def wheel_entry(wheel: Path) -> dict[str, Any]:
    """A pyodide-lock.json entry for a pure-Python wheel, from its metadata."""
    with zipfile.ZipFile(wheel) as zf:
        meta_name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(zf.read(meta_name).decode())
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in zf.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    depends = [norm(name) for name in needed_in_pyodide(meta.get_all("Requires-Dist") or [])]
    return {"name": norm(meta["Name"]), "version": meta["Version"], "file_name": wheel.name,
            "install_dir": "site", "package_type": "package", "imports": tops,
            "depends": sorted(set(depends)), "unvendored_tests": False, "shared_library": False}


def pyodide_dir(runtime: Path, wheels: list[Path], out: Path) -> list[str]:
    """The Pyodide runtime with these wheels and a lock that lists only them (re-hashed);
    the names of the packages in the lock."""
    out.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(runtime / name, out / name)
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    upstream = {e["file_name"]: e for e in lock["packages"].values()}
    keep: dict[str, dict[str, Any]] = {}
    for whl in wheels:
        entry = dict(upstream.get(whl.name) or wheel_entry(whl))
        entry["sha256"] = hashlib.sha256(whl.read_bytes()).hexdigest()
        keep[norm(entry["name"])] = entry
        shutil.copy2(whl, out / whl.name)
    for entry in keep.values():
        entry["depends"] = [norm(d) for d in entry["depends"]]
    missing = {d for e in keep.values() for d in e["depends"]} - set(keep)
    if missing:
        sys.exit(f"lite: the kernel's wheels need packages not shipped: {sorted(missing)}")
    lock["packages"] = dict(sorted(keep.items()))
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))
    return sorted(keep)


# -- the site's contents and configuration ------------------------------------------------
def lesson_files(files: Path) -> dict[str, str]:
    """The notebooks (the Pyodide kernel named), English at the root and Russian in ``ru/``,
    and the shipped records; the digest of each notebook's cells by its path in the site.

    A notebook keeps its outputs and its stored widget state: its boards show at once, and
    each stored widget says that the board is on its way until the lesson has run (the stub
    of widgets/stored.py). Not the lessons' text sources (``NAME.md``): pairing a notebook
    with its source is the work of jupytext's contents manager on a Jupyter server, and the
    browser version has no server (nor jupytext in Pyodide's packages); a copied source would
    only drift from the notebook a teacher edits there. The pairing stays in the metadata, so
    a notebook downloaded from the browser version and opened in JupyterLab writes its source
    again."""
    (files / "ru").mkdir(parents=True)
    lessons = ROOT / "notebooks"
    digests = {}
    for nb_path in sorted([*lessons.glob("*.ipynb"), *lessons.glob("ru/*.ipynb")]):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        nb["metadata"]["kernelspec"] = KERNEL_NAME
        name = nb_path.relative_to(lessons)
        (files / name).write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n",
                                  encoding="utf-8")
        digests[name.as_posix()] = cells_digest(nb)
    records = files / "records"
    records.mkdir()
    for rec in sorted((ROOT / "domino_widgets" / "records").glob("*.json")):
        shutil.copy2(rec, records / rec.name)
    return digests


def cells_digest(nb: dict[str, Any]) -> str:
    """The digest of a notebook's cells, their kinds and sources (what the lessons' extension
    computes in the browser before it runs a notebook)."""
    text = "".join(f"{cell['cell_type']}\x1f{source_text(cell['source'])}\x1e"
                   for cell in nb["cells"])
    return hashlib.sha256(text.encode()).hexdigest()


def source_text(source: str | list[str]) -> str:
    return source if isinstance(source, str) else "".join(source)


def cells_ahead(nb: dict[str, Any]) -> list[int]:
    """The code cells of ``nb`` (their indexes among all its cells) that may run as soon as its
    first code cell has, ahead of the cells above them: the lessons' extension runs a board
    the learner has scrolled to before the boards above it. Such a cell uses no name but its
    own, the builtins and those the first code cell imports (a module or a function of the
    package) that no other cell binds, and it binds no name any other code cell mentions. A
    notebook with a cell Python cannot read as it is (IPython's ``%`` lines) runs in order."""
    code = [(index, source_text(cell["source"])) for index, cell in enumerate(nb["cells"])
            if cell["cell_type"] == "code"]
    try:
        trees = [ast.parse(source) for _, source in code]
    except SyntaxError:
        return []
    if not trees:
        return []
    names = [_bound_and_used(tree) for tree in trees]
    # how many cells mention each name: one of a cell's own names that another cell mentions
    # is mentioned more than once
    mentions = Counter(name for bound, used in names for name in bound | used)
    rebound = set().union(*(bound for bound, _ in names[1:]))
    known = (_imported(trees[0]) - rebound) | set(dir(builtins))
    return [code[k][0] for k, (bound, used) in enumerate(names) if k
            and used - bound <= known and all(mentions[name] == 1 for name in bound)]


def _import_names(statement: ast.Import | ast.ImportFrom) -> set[str]:
    """The names an import statement binds (``import a.b`` binds ``a``)."""
    return {(alias.asname or alias.name).split(".")[0] for alias in statement.names}


def _bound_and_used(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names a cell binds anywhere (assigned, imported, defined) and those it reads."""
    bound: set[str] = set()
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (used if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound |= _import_names(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
    return bound, used


def _imported(tree: ast.Module) -> set[str]:
    """The names the top level of a cell binds by an import statement and by nothing else."""
    imported: set[str] = set()
    other: set[str] = set()
    for statement in tree.body:
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            imported |= _import_names(statement)
        else:
            other |= _bound_and_used(statement)[0]
    return imported - other


def lessons_ahead(files: Path, lessons: dict[str, str]) -> dict[str, list[int]]:
    """``cells_ahead`` of each lesson in the site's ``files``, by its path (none left out)."""
    return {path: cells_ahead(json.loads((files / path).read_text(encoding="utf-8")))
            for path in lessons}


def site_words() -> dict[str, dict[str, str]]:
    """The words the lessons' extension shows, in each language of the lessons."""
    from domino_widgets.engine.i18n import _, language
    from domino_widgets.widgets.stored import GETTING_READY, ONE_MOMENT, OPEN_LAB, STOPPED

    words = {}
    for lang in ("en", "ru"):
        with language(lang):
            words[lang] = {"open_lab": _(OPEN_LAB), "getting_ready": _(GETTING_READY),
                           "one_moment": _(ONE_MOMENT), "stopped": _(STOPPED)}
    return words


def no_jedi_wheel(folder: Path) -> Path:
    """A stand-in ``jedi`` wheel whose import raises ImportError: the kernel, finding jedi in
    its preload list, does not install it, and IPython then completes code without it."""
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / "jedi-0+domino.none-py3-none-any.whl"
    info = "jedi-0+domino.none.dist-info"
    files = {
        "jedi/__init__.py": '"""Left out of the browser version (tools/lite/build.py): no '
                            'code completion by jedi."""\nraise ImportError("jedi is left out '
                            'of this site")\n',
        f"{info}/METADATA": "Metadata-Version: 2.1\nName: jedi\nVersion: 0+domino.none\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: domino_widgets\nRoot-Is-Purelib: "
                         "true\nTag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as zf:
        for name, text in {**files, f"{info}/RECORD": record}.items():
            zf.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), text)
    return wheel


def extensions(tools: Path, out: Path) -> Path:
    """The four labextensions of the site, in one folder (nothing else from sys.prefix), the
    kernel's start patched (``drive_after_imports``)."""
    venv_ext = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    found = {name: venv_ext / name for name in VENV_EXTENSIONS}
    found[KERNEL_EXTENSION] = tools / "share" / "jupyter" / "labextensions" / KERNEL_EXTENSION
    found[LESSONS_EXTENSION.name] = LESSONS_EXTENSION
    shutil.rmtree(out, ignore_errors=True)
    for name, path in found.items():
        if not (path / "package.json").exists():
            sys.exit(f"lite: labextension {name} missing at {path} (run scripts/setup.sh)")
        shutil.copytree(path, out / name)
    drive_after_imports(out / KERNEL_EXTENSION / "static")
    return out


# jupyterlite-pyodide-kernel's worker makes the browser storage (the drive) its working folder
# before it imports IPython and the kernel. Python then looks in that folder for every module
# it imports at start, and each look is a synchronous request through the page: 101 of them
# (counted in Chromium), 0.6-0.8 s of every kernel's start on a two-core machine (see
# jupyterlite/pyodide-kernel#14 on its start). The site's copy of the worker moves there once
# the kernel is imported: the same folder, without the looks.
# Python also looks in the working folder first for every module a cell imports for the first
# time: the first such import lists the whole folder, a request per file (about 0.1 s for the
# lessons' folder, in a lesson's first cell). The site's kernels keep the working folder last
# on the path instead: a learner's own module beside his notebook is still found, it can no
# longer hide a library of the same name, and the libraries are found without the looks.
MOUNT_THEN_CHDIR = re.compile(r"(\w+)\.mount\((\w+),\{\},(\w+)\),\1\.chdir\(\3\),")
KERNEL_IMPORT = re.compile(r'(\w+)\.push\("import pyodide_kernel"\),(\w+)\.mountDrive&&'
                           r'this\._localPath&&\1\.push\("import os",'
                           r'(`os\.chdir\("\$\{this\._localPath\}"\)`)\)')
DRIVE = '"/drive"'  # the worker's mount point, written in it
WORKING_FOLDER_LAST = ('"import sys",'
                       '"if \'\' in sys.path: sys.path.remove(\'\'); sys.path.append(\'\')"')


def drive_after_imports(static: Path) -> list[str]:
    """Patch the kernel's scripts in ``static`` (its labextension's copy) so that its worker
    moves into the drive after ``import pyodide_kernel``, not before, and keeps the working
    folder last on Python's path (``WORKING_FOLDER_LAST``); the names of the
    scripts patched. A script that starts a kernel but reads otherwise stops the build: the
    kernel's version changed, and this must be looked at again."""
    patched = []
    for script in sorted(static.glob("*.js")):
        text = script.read_text(encoding="utf-8")
        if "initFilesystem(" not in text:
            continue
        text, mounts = MOUNT_THEN_CHDIR.subn(r"\1.mount(\2,{},\3),", text)
        text, imports = KERNEL_IMPORT.subn(
            r'\1.push("import pyodide_kernel"),\2.mountDrive&&\1.push("import os",'
            f"`os.chdir({DRIVE})`),"
            r"\2.mountDrive&&this._localPath&&\1.push(\3),"
            rf"\1.push({WORKING_FOLDER_LAST})", text)
        if not mounts or imports != 1 or f"={DRIVE}," not in text:
            sys.exit(f"lite: {script.name} starts the Pyodide kernel otherwise than "
                     "drive_after_imports knows (see build-requirements.txt's version)")
        script.write_text(text, encoding="utf-8")
        patched.append(script.name)
    if not patched:
        sys.exit(f"lite: no script of {KERNEL_EXTENSION} starts a kernel (drive_after_imports)")
    return patched


def kernel_extension_wheels(tools: Path) -> list[Path]:
    """The Pyodide kernel's own wheels (pyodide_kernel, piplite, the ipykernel and
    widgetsnbextension stand-ins), shipped inside its labextension."""
    pypi = tools / "share/jupyter/labextensions" / KERNEL_EXTENSION / "static/pypi"
    wanted = ("pyodide_kernel-", "piplite-", "ipykernel-", "widgetsnbextension-4.")
    return sorted(w for w in pypi.glob("*.whl") if w.name.startswith(wanted))


def write_config(src: Path, out: Path, ext_dir: Path, packages: list[str],
                 lessons: dict[str, str], ahead: dict[str, list[int]]) -> None:
    """The build's configuration and the site's settings: the kernel's preload list, and the
    lessons that run themselves on opening (``lessons``: the digest of each one's cells by its
    path; ``ahead``: the cells of each that may run before those above them, ``cells_ahead``)
    with the words the lessons' extension shows."""
    (src / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"contents": ["files"], "output_dir": str(out),
                            "no_sourcemaps": True, "ignore_sys_prefix": ["federated_extensions"],
                            "apps": ["lab", "notebooks", "tree"],
                            "no_unused_shared_packages": True},
        "FederatedExtensionAddon": {"extra_labextensions_path": [str(ext_dir)]},
    }, indent=1))
    preload = [p for p in PRELOADED if p in packages]
    (src / "jupyter-lite.json").write_text(json.dumps({
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "domino_widgets lessons",
            "exposeAppInBrowser": True,  # window.jupyterapp: the tests wait for the kernel
            "dominoWidgetsLessons": lessons,
            "dominoWidgetsAhead": ahead,
            "dominoWidgetsWords": site_words(),
            "dominoWidgetsKernel": KERNEL_NAME["name"],  # started at once for a linked lesson
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
                "loadPyodideOptions": {"packages": preload},
            }},
        },
    }, indent=1))


def build(out: Path, cache: Path) -> None:
    t0 = time.monotonic()
    tools = build_tools(cache)
    runtime = pyodide_runtime(cache)
    wheels = compiled_kernel_wheels(cache, runtime,
                                    kernel_wheels(cache) + kernel_extension_wheels(tools))
    wheels += [package_wheel(cache, runtime), no_jedi_wheel(cache / "stand-ins")]
    src = cache / "src"
    shutil.rmtree(src, ignore_errors=True)
    src.mkdir(parents=True)
    # the PyodideAddon's well-known path: copied to OUTDIR/static/pyodide
    packages = pyodide_dir(runtime, wheels, src / "static" / "pyodide")
    lessons = lesson_files(src / "files")
    ext_dir = extensions(tools, cache / "src-extensions")
    clear_output(out)
    write_config(src, out, ext_dir, packages, lessons, lessons_ahead(src / "files", lessons))
    log(f"jupyter lite build ({len(packages)} packages in the kernel's lock)")
    env = {**os.environ, "PYTHONPATH": str(tools)}
    build_log = cache / "build.log"
    with open(build_log, "w") as fh:
        done = subprocess.run([sys.executable, "-c", "from jupyterlite_core.app import main; "
                               "main()", "build"], cwd=src, env=env, stdout=fh,
                              stderr=subprocess.STDOUT)
    text = build_log.read_text()
    if done.returncode:
        sys.exit(f"{text[-4000:]}\nlite: jupyter lite build failed (log: {build_log})")
    if "fetch:" in text.lower():  # doit's name for a download task
        sys.exit(f"lite: the build fetched something (log: {build_log})")
    front_page(out / "index.html")
    (out / ".gitignore").write_text("*\n")  # a site built inside a clone is never committed
    (out / MARK).write_text(inputs_hash())
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    log(f"built {out} in {time.monotonic() - t0:.0f} s, {size / 1e6:.1f} MB")


def front_page(index: Path) -> None:
    """The site's front page opens the start lesson in the learners' view. The page keeps its
    settings (every page of the site reads them from it), and only its script changes: it
    went to the JupyterLab interface."""
    goes = "await import('./config-utils.js');"
    text = index.read_text(encoding="utf-8")
    if goes not in text:
        sys.exit(f"lite: {index} no longer loads config-utils.js as this build expects")
    url = f"{LEARNERS_VIEW}?path={START_LESSON}"
    index.write_text(text.replace(goes, f"location.replace({json.dumps(url)});"),
                     encoding="utf-8")


def clear_output(out: Path) -> None:
    """Empty OUTDIR for the new build: only a folder that is empty or holds an earlier
    build (its mark), never another folder."""
    if out.exists() and any(out.iterdir()) and not (out / MARK).exists():
        sys.exit(f"lite: {out} is not empty and holds no earlier build: choose another folder")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    (out / MARK).write_text("building\n")  # not a hash: stale until the build ends


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path, help="where the site goes")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    out = args.outdir.resolve()
    if not args.force and is_fresh(out):
        log(f"{out} is up to date (inputs unchanged)")
        return
    build(out, CACHE)


if __name__ == "__main__":
    main()
