// Geometry of one widget in the page (tests/test_browser_layout.py): what overflows the
// widget, text under 11 px, the smallest board tile, and where the status, the bar of
// buttons and the board are against the viewport.
(root) => {
  const rb = root.getBoundingClientRect();
  const seen = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const scrolls = (el) => {
    for (let e = el.parentElement; e && e !== root; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") return true;
    }
    return false;
  };
  const name = (el) => el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined
    ? "." + String(el.className).split(" ").join(".") : "");
  const overflow = [], small = [];
  for (const el of root.querySelectorAll("*")) {
    if (!seen(el)) continue;
    const inPicture = el.closest("svg") && el.tagName.toLowerCase() !== "svg";
    if (!inPicture && !scrolls(el)) {
      const r = el.getBoundingClientRect();
      if (r.left < rb.left - 1 || r.right > rb.right + 1) overflow.push(`${name(el)} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    let size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement) {
      const m = el.getScreenCTM();
      size *= Math.hypot(m.a, m.b);
    }
    if (size < 11) small.push(`${name(el)} "${el.textContent.trim().slice(0, 30)}" ${size.toFixed(1)}px`);
  }
  const faces = [...root.querySelectorAll(".dw-board .dw-tile rect.dw-face, .dw-board .dw-tile rect.dw-back")];
  const tile = Math.min(...faces.map((f) => { const r = f.getBoundingClientRect(); return Math.max(r.width, r.height); }));
  const box = (sel) => { const n = root.querySelector(sel); if (!n || !seen(n)) return null; const r = n.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
  return { overflow, small, tile: faces.length ? tile : null, status: box(".dw-status"),
           bar: box(".dw-bar"), board: box(".dw-board"), height: window.innerHeight,
           width: rb.width };
}
