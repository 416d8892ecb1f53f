"""The stored form of the widget state (domino_widgets/widgets/stored.py): a replay's frames
keep each picture once and give back exactly the frames the widget made; the stored lessons
hold their replays in that form."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from ipywidgets.embed import dependency_state

from domino_widgets.engine.record import shipped_records
from domino_widgets.widgets import ReplayWidget
from domino_widgets.widgets.stored import STATE, share_frames, unshared

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.mark.parametrize("name", shipped_records())
def test_a_replays_shared_frames_give_back_its_frames_and_weigh_less(name: str) -> None:
    widget = ReplayWidget(name)
    models = copy.deepcopy(dependency_state([widget], drop_defaults=False))
    fields = share_frames(models)[widget.model_id]["state"]
    assert unshared(fields) == widget.frames
    pictures = fields["pictures"]
    assert len(pictures) == len(set(pictures))  # each once
    players = widget.frames[0]["hands"].count('data-player="')
    assert players >= 2 and all(isinstance(f["board"], int) and len(f["hands"]) == players
                                for f in fields["frames"])  # a row a player
    full = len(json.dumps(widget.frames))
    assert len(json.dumps([fields["frames"], pictures])) < 0.7 * full, name


def test_sharing_twice_changes_nothing_and_other_models_stay() -> None:
    widget = ReplayWidget("cross-photos")
    models = dependency_state([widget], drop_defaults=False)
    once = copy.deepcopy(share_frames(models))
    assert share_frames(models) == once
    other = {"m": {"state": {"view": "game", "frames": [{"board": "<svg/>"}]}}}
    assert share_frames(copy.deepcopy(other)) == other


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("**/*.ipynb")),
                         ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_a_stored_lessons_replays_keep_each_picture_once(path: Path) -> None:
    state = json.loads(path.read_text(encoding="utf-8"))["metadata"].get("widgets", {})
    for model in state.get(STATE, {}).get("state", {}).values():
        fields = model["state"]
        if fields.get("view") == "replay":
            assert len(fields["pictures"]) == len(set(fields["pictures"])), path.name
            frames = unshared(fields)
            assert frames[0]["hands"].count('data-player="') >= 2 and frames[-1]["text"]
