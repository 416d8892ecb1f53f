// What a board keeps in view (issue 38): boxToShow and IN_VIEW of widget.js.
import assert from "node:assert/strict";
import { test } from "node:test";

import { boxToShow, IN_VIEW } from "../../domino_widgets/static/widget.js";

const box = (left, top, width = 40, height = 20) => ({ left, top, right: left + width, bottom: top + height });

test("the answer's outline comes first, then the targets, the last tile, the ends to play", () => {
  assert.deepEqual(IN_VIEW.slice(0, 3), [".dw-outline-best", ".dw-outline-played", ".dw-target"]);
  assert.ok(IN_VIEW.indexOf(".dw-tile.dw-last") < IN_VIEW.indexOf(".dw-tile.dw-fits"));
  assert.equal(IN_VIEW.at(-1), ".dw-tile");
});

test("boxToShow keeps the first box, and adds others only while the whole still fits", () => {
  const outline = [box(600, 100)];
  const last = [box(300, 100)];
  const tiles = [box(0, 100), box(560, 100), box(640, 100)];
  const shown = boxToShow([outline, [], last, tiles], 200, 200);
  assert.deepEqual([shown.left, shown.right], [560, 680]); // the outline and its neighbours
  const wide = boxToShow([outline, [], last, tiles], 400, 200);
  assert.deepEqual([wide.left, wide.right], [300, 680]); // the last tile fits beside it too
  assert.equal(boxToShow([[], []], 100, 100), null);
  const big = boxToShow([[box(0, 0, 500, 20)], [box(600, 0)]], 100, 100);
  assert.deepEqual([big.left, big.right], [0, 500]); // the first box even when it is larger
});

test("frameAt: a chart's dot (a step of the hand) names its decision's frame", async () => {
  const { frameAt } = await import("../../domino_widgets/static/widget.js");
  const frames = [{}, { decision: true, at: 0 }, { text: "move" }, { decision: true, at: 3 }];
  assert.equal(frameAt(frames, 3), 3);
  assert.equal(frameAt(frames, 0), 1);
  assert.equal(frameAt(frames, 2), -1);
});
