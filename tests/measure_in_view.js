// What of a widget's board is in view (tests/test_browser_advice.py): for each marked part of
// the board, the share of its box (per cent) inside the board's scrolled box; the span of the
// targets; the board's size and whether it scrolls.
(root) => {
  const boardNode = root.querySelector(".dw-board");
  const board = boardNode.getBoundingClientRect();
  const inner = { left: board.left + boardNode.clientLeft, top: board.top + boardNode.clientTop };
  inner.right = inner.left + boardNode.clientWidth;
  inner.bottom = inner.top + boardNode.clientHeight;
  const boxes = (sel) => [...boardNode.querySelectorAll(sel)].map((n) => n.getBoundingClientRect())
    .filter((r) => r.width > 0);
  const share = (r) => {
    const w = Math.max(0, Math.min(r.right, inner.right) - Math.max(r.left, inner.left));
    const h = Math.max(0, Math.min(r.bottom, inner.bottom) - Math.max(r.top, inner.top));
    return Math.round(100 * w * h / Math.max(1, r.width * r.height));
  };
  const part = (sel) => boxes(sel).map(share);
  const targets = boxes(".dw-target");
  const span = targets.length ? Math.max(...targets.map((r) => r.right)) - Math.min(...targets.map((r) => r.left)) : 0;
  return {
    board: [boardNode.clientWidth, boardNode.clientHeight],
    scrolls: boardNode.scrollWidth > boardNode.clientWidth + 1 ? 1 : 0,
    best: part(".dw-outline-best"), played: part(".dw-outline-played"),
    targets: part(".dw-target"), targets_span: span, hint: part(".dw-hint-mark"),
    last: part(".dw-tile.dw-last"), fits: part(".dw-tile.dw-fits"), tiles: part(".dw-tile"),
  };
}
