"""The widget state a lesson notebook stores, so that its widget cells are live boards where no
kernel runs (the docs site, a notebook opened before it is run).

``tools/make_notebooks.py`` runs a lesson with its widget state stored, then ``store`` makes
that state fit to commit:

- model ids are numbered in order (``02-cross-w001``) instead of random, so that a lesson that
  did not change is written the same again;
- only the models that a cell shows (and the models they hold) are kept;
- the front end (``static/widget.js`` and ``.css``) is not copied into every model: each
  anywidget model holds a stub (``stub_esm``, which starts with ``STUB_MARK``), and ``fill``
  puts the package's own file back where the notebook is shown (``docs/hooks.py`` once a page),
  so a stored board never runs an old copy of the front end; where nothing puts it back (a
  lesson opened in JupyterLab or in the browser version before it is run) the stub draws one
  line in the lesson's language in the board's place: run this cell to show the board
  (``RUN_TO_SHOW``), or, while a lesson that runs itself on opening starts its kernel (the
  lessons' extension, ``domino_widgets/labextension``, marks its panel ``STARTING_CLASS``
  and says so with ``LESSON_EVENT``), that the board is being made (``GETTING_READY``); a
  click on it then says that the board comes in a moment (``ONE_MOMENT``) until the cell's
  run puts the board in its place;
- an exercise's offline notice says that answering needs a running notebook
  (``exercises.OFFLINE``): a stored exercise shows its question and its board, never its
  answer, which only the kernel works out.
"""

from __future__ import annotations

import functools
import json
import re
from html import escape
from typing import Any

from ..engine.i18n import N_, _, language
from .base import RUN_TO_SHOW, STATIC

STATE = "application/vnd.jupyter.widget-state+json"
VIEW = "application/vnd.jupyter.widget-view+json"
STUB_MARK = "// domino_widgets/static/widget.js: put back where the notebook is shown\n"
STUB_CSS = "/* domino_widgets/static/widget.css: put back where the notebook is shown */\n"
# anywidget keeps one stylesheet a widget class (by ``_anywidget_id``): a stored model's stub
# has an id of its own, so a lesson opened beside a running one never unstyles its boards.
STORED_ID = ".stored"
GETTING_READY = N_("Getting the board ready…")
ONE_MOMENT = N_("Getting the board ready… It comes in a moment.")
OPEN_LAB = N_("See the code (JupyterLab)")  # the link of the browser version's learners' view
# the browser version's learners' view, when a cell of a lesson running itself fails
STOPPED = N_("Something went wrong and the lesson stopped. Reload the page to start it "
             "again; if it stops again, tell your teacher.")
RUN_CLASS = "dw-run-to-show"
# shared with domino_widgets/labextension/domino-widgets-lessons/static/lessons.js
STARTING_CLASS = "dw-lesson-starting"
LESSON_EVENT = "domino-widgets:lesson"
REFERENCE = re.compile(r"IPY_MODEL_([\w-]+)")


def stub_esm(lang: str = "en") -> str:
    """The stub a stored model holds for widget.js: it draws, in ``lang``, one line saying
    that running the cell shows the board (what a notebook opened before it is run shows), or
    that the board is being made while the lesson runs itself (``GETTING_READY``), and a
    click on it then says the board comes in a moment (``ONE_MOMENT``)."""
    with language(lang):
        words = json.dumps({"run": _(RUN_TO_SHOW), "ready": _(GETTING_READY),
                            "moment": _(ONE_MOMENT)}, ensure_ascii=False)
    return (STUB_MARK + "export default { render({ el }) {\n"
            f"  const words = {words};\n"
            '  const line = document.createElement("p");\n'
            f'  line.className = "{RUN_CLASS}";\n'
            '  line.style.cssText = "margin:.4em 0;padding:.5em .8em;border-left:3px solid #888;'
            'font-style:italic;opacity:.8";\n'
            "  let clicked = false;\n"
            f'  const starting = () => !!el.closest(".{STARTING_CLASS}");\n'
            "  const show = () => {\n"
            "    const wait = starting();\n"
            "    line.textContent = wait ? (clicked ? words.moment : words.ready) : words.run;\n"
            '    line.style.cursor = wait ? "progress" : "";\n'
            "  };\n"
            '  line.addEventListener("click", () => { clicked = starting(); show(); });\n'
            f'  window.addEventListener("{LESSON_EVENT}", show);\n'
            "  el.appendChild(line);\n"
            "  show();\n"
            "  requestAnimationFrame(show);\n"
            f'  return () => window.removeEventListener("{LESSON_EVENT}", show);\n'
            "} };\n")


def is_stub(fields: dict[str, Any], key: str) -> bool:
    """Whether a model's ``_esm`` or ``_css`` field holds the stub of the front end."""
    value = fields.get(key)
    mark = STUB_MARK if key == "_esm" else STUB_CSS
    return isinstance(value, str) and value.startswith(mark)


def front_end() -> dict[str, str]:
    """The package's front end as an anywidget model holds it: ``_esm`` and ``_css``."""
    return {"_esm": (STATIC / "widget.js").read_text(encoding="utf-8"),
            "_css": (STATIC / "widget.css").read_text(encoding="utf-8")}


def _shown(nb: Any) -> list[str]:
    """The model ids that the notebook's outputs show, in order."""
    out = []
    for cell in nb.get("cells", []):
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(VIEW)
            if view and view.get("model_id"):
                out.append(view["model_id"])
    return out


def _reachable(models: dict[str, Any], roots: list[str]) -> list[str]:
    """The models ``roots`` show and every model they hold, in the order they are met (the
    outputs in turn, each model's references in the order of its sorted fields), so that the
    same notebook numbers its models the same way whatever order the kernel made them in."""
    order: list[str] = []
    seen: set[str] = set()

    def visit(key: str) -> None:
        if key in seen or key not in models:
            return
        seen.add(key)
        order.append(key)
        for ref in REFERENCE.findall(json.dumps(models[key]["state"], sort_keys=True)):
            visit(ref)

    for root in roots:
        visit(root)
    return order


def store(nb: Any, prefix: str, lang: str = "en") -> None:
    """Make the widget state of an executed notebook ``nb`` (a dict, changed in place) fit to
    commit; ``prefix`` names its models (``02-cross``), ``lang`` is the lesson's language (its
    exercises' notice speaks it)."""
    from ..exercises import OFFLINE, OFFLINE_CLASS

    with language(lang):
        notice = f'<div class="dw-offline">{escape(_(OFFLINE))}</div>'

    widgets = nb.get("metadata", {}).get("widgets", {})
    state = widgets.get(STATE)
    if not state:
        widgets.pop(STATE, None)
        return
    models = state["state"]
    keep = _reachable(models, _shown(nb))
    names = {old: f"{prefix}-w{k:03d}" for k, old in enumerate(keep, 1)}
    kept = share_frames(stub({old: models[old] for old in keep}, lang))
    for model in kept.values():
        fields = model["state"]
        if OFFLINE_CLASS in fields.get("_dom_classes", []):
            fields["value"] = notice
    text = json.dumps({"cells": nb["cells"], "state": kept})
    for old, new in names.items():  # uuid hex: no id is part of another
        text = text.replace(old, new)
    renamed = json.loads(text)
    nb["cells"] = renamed["cells"]
    state["state"] = renamed["state"]


def stub(models: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Widget models (by id) with the package's front end replaced by the stub (its line in
    ``lang``) in each model that holds it; changed in place and returned."""
    front = front_end()
    esm = stub_esm(lang)
    for model in models.values():
        fields = model["state"]
        if fields.get("_esm") == front["_esm"]:
            fields["_esm"] = esm
        if fields.get("_css") == front["_css"]:
            fields["_css"] = STUB_CSS
        own_id = fields.get("_anywidget_id", "")
        if is_stub(fields, "_css") and own_id and not own_id.endswith(STORED_ID):
            fields["_anywidget_id"] = own_id + STORED_ID
    return models


# A replay frame's pictures (domino_widgets/widgets/replay.py, ``frame_of``); its hands are rows,
# one a player, the row of the player to move marked ``dw-turn``.
PICTURES = ("board", "board_closed", "scores")
HANDS = ("hands", "hands_closed")
HAND_ROW = re.compile(r'(?=<div class="dw-hand(?: dw-turn)?" data-player=")')
TURN_ROW, ROW = '<div class="dw-hand dw-turn" ', '<div class="dw-hand" '


def _rows(hands: str) -> tuple[list[str], int | None]:
    """A frame's hands as rows, one a player, the turn's mark taken off; and the index of the
    row that had it."""
    rows = [row for row in HAND_ROW.split(hands) if row]
    turn = next((k for k, row in enumerate(rows) if row.startswith(TURN_ROW)), None)
    if turn is not None:
        rows[turn] = ROW + rows[turn][len(TURN_ROW):]
    return rows, turn


def _index(pictures: dict[str, int], picture: str) -> int:
    """The index of ``picture`` in ``pictures``, added there if it is new."""
    return pictures.setdefault(picture, len(pictures))


def share_frames(models: dict[str, Any]) -> dict[str, Any]:
    """Widget models (by id) with each replay's frames in the stored form: every picture (a
    board, a player's row of the hands, the scores) once in the model's ``pictures``, and each
    frame holding its index (a list of them for the hands, and ``turn``, the row of the player
    to move); a move changes one hand and the board, so most pictures repeat. The front end
    (``pictureOf`` in widget.js) reads both forms; ``unshared`` gives the frames back. Changed
    in place and returned."""
    for model in models.values():
        fields = model["state"]
        if fields.get("view") != "replay" or "pictures" in fields:
            continue
        pictures: dict[str, int] = {}  # each picture by its index, in the order first met
        ref = functools.partial(_index, pictures)
        frames = []
        for frame in fields.get("frames", []):
            shared = dict(frame)
            for key in PICTURES:
                if key in frame:
                    shared[key] = ref(frame[key])
            for key in HANDS:
                if key in frame:
                    rows, turn = _rows(frame[key])
                    shared[key] = [ref(row) for row in rows]
                    if turn is not None:
                        shared["turn"] = turn
            frames.append(shared)
        fields["frames"], fields["pictures"] = frames, list(pictures)
    return models


def unshared(fields: dict[str, Any]) -> list[dict[str, Any]]:
    """The frames of a replay model's stored state (``share_frames``) as the widget made them."""
    pictures = fields.get("pictures")
    if pictures is None:
        frames_as_made: list[dict[str, Any]] = fields["frames"]
        return frames_as_made
    frames = []
    for shared in fields["frames"]:
        frame = {k: v for k, v in shared.items() if k != "turn"}
        for key in PICTURES:
            if key in shared:
                frame[key] = pictures[shared[key]]
        for key in HANDS:
            if key in shared:
                rows = [pictures[k] for k in shared[key]]
                if "turn" in shared:
                    turn = shared["turn"]
                    rows[turn] = TURN_ROW + rows[turn][len(ROW):]
                frame[key] = "".join(rows)
        frames.append(frame)
    return frames


def fill(state: dict[str, Any], front: dict[str, str] | None = None) -> dict[str, Any]:
    """The stored widget state (its ``state`` part) with the front end put back in each model
    that holds the stub; changed in place and returned."""
    front = front or front_end()
    for model in state.get("state", {}).values():
        fields = model.get("state", {})
        if is_stub(fields, "_esm"):
            fields["_esm"] = front["_esm"]
        if is_stub(fields, "_css"):
            fields["_css"] = front["_css"]
            if fields.get("_anywidget_id", "").endswith(STORED_ID):
                fields["_anywidget_id"] = fields["_anywidget_id"][:-len(STORED_ID)]
    return state
