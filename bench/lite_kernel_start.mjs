// What the browser version's kernel does at start, in node, timed in CPU milliseconds (steadier
// than wall time on a loaded machine): bench/bench_lite.py --parts kernel runs it.
//   node bench/lite_kernel_start.mjs PYODIDE_DIR PACKAGES [CODE]
// PYODIDE_DIR: a built site's static/pyodide (its trimmed pyodide-lock.json); PACKAGES: the
// kernel's preload list, comma-separated; CODE: run after the kernel's imports (a lesson's
// first cell). As the Pyodide kernel's worker does: load Pyodide with the packages, import
// piplite, import pyodide_kernel (IPython and the kernel). Prints one JSON line.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dir, packages, code] = process.argv.slice(2);
const indexURL = resolve(dir) + "/";
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const out = {};
let t = cpu();
const lap = (name) => { const now = cpu(); out[name] = Math.round(now - t); t = now; };
const { loadPyodide } = await import(pathToFileURL(`${indexURL}pyodide.mjs`).href);
const py = await loadPyodide({ indexURL, packages: [] });
lap("runtime");
const loaded = [];
await py.loadPackage(packages.split(","), { messageCallback: (m) => loaded.push(m) });
lap("wheels");
py.runPython("import sys; _before = set(sys.modules)");
await py.runPythonAsync("import piplite.piplite");
lap("piplite");
await py.runPythonAsync("import pyodide_kernel");
lap("kernel");
if (code) {
  await py.runPythonAsync(code);
  lap("lesson");
}
out.modules = JSON.parse(py.runPython(`
import collections, json
json.dumps(collections.Counter(m.split('.')[0] for m in sys.modules if m not in _before))`));
out.loaded = Object.keys(py.loadedPackages).sort();
console.log(JSON.stringify(out));
