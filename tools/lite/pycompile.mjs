// Adds bytecode to pure-Python wheels for Pyodide's Python, compiled by Pyodide itself (its
// Python is the one that imports them): node tools/lite/pycompile.mjs PYODIDE_DIR WHEEL_DIR
// Each module gets an unchecked-hash .pyc in __pycache__ (the .py stays, for tracebacks), so
// the kernel's imports need not compile IPython and co. at every start in the browser.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [indexURL, wheels] = process.argv.slice(2).map((p) => resolve(p));
const { loadPyodide } = await import(pathToFileURL(`${indexURL}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: indexURL + "/", packages: [] });
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: wheels }, "/wheels");
await py.runPythonAsync(`
import compileall, io, os, pathlib, py_compile, tempfile, zipfile

MODE = py_compile.PycInvalidationMode.UNCHECKED_HASH
for whl in sorted(pathlib.Path("/wheels").glob("*.whl")):
    with zipfile.ZipFile(whl) as zf:
        names = zf.namelist()
        if any(n.endswith(".pyc") for n in names):
            continue  # compiled already
        tmp = pathlib.Path(tempfile.mkdtemp())
        zf.extractall(tmp)
    for top in {n.split("/")[0] for n in names}:
        if top.endswith((".dist-info", ".data")):
            continue
        if (tmp / top).is_dir():
            compileall.compile_dir(tmp / top, quiet=2, invalidation_mode=MODE)
        elif top.endswith(".py"):
            compileall.compile_file(tmp / top, quiet=2, invalidation_mode=MODE)
    added = sorted(str(p.relative_to(tmp)) for p in tmp.rglob("*.pyc"))
    record = next(n for n in names if n.endswith(".dist-info/RECORD"))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as out:
        for n in names:
            data = (tmp / n).read_bytes() if not n.endswith("/") else b""
            if n == record:
                data += "".join(f"{a},,\\n" for a in added).encode()
            out.writestr(n, data)
        for a in added:
            out.writestr(a, (tmp / a).read_bytes())
    whl.write_bytes(buf.getvalue())
    print(f"{whl.name}: {len(added)} modules compiled")
`);
