// Smoke test of the JS test toolchain (node --test + happy-dom); to be replaced
// by the real widget tests. Run from the repo root: node --test js/tests/
import assert from "node:assert/strict";
import { test } from "node:test";
import { Window } from "happy-dom";

const SVG_NS = "http://www.w3.org/2000/svg";

test("happy-dom builds an SVG element tree", () => {
  const doc = new Window().document;
  const el = doc.createElement("div");
  const svg = doc.createElementNS(SVG_NS, "svg");
  svg.setAttribute("class", "domino-board");
  const rect = doc.createElementNS(SVG_NS, "rect");
  rect.setAttribute("width", "40");
  svg.append(rect);
  el.append(svg);

  const found = el.querySelector("svg.domino-board");
  assert.ok(found, "svg is in the tree");
  assert.equal(found.namespaceURI, SVG_NS);
  assert.equal(found.querySelector("rect").getAttribute("width"), "40");
});
