"""``--bench kaleido``: a five-player game of people with twelve boards on the table,
driven by scripted drags of the current colour's tile from the shelf over the
cluster (every other drag lands in a legal hole, the others are refused), then End
turn, and Done after a scoring."""
from __future__ import annotations

import random

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile
from scenes.devtools.pointer import DRAG_FRAMES, click, drag_frame, pointer_at
from scenes.kaleido import KaleidoTable
from session import registry
from session.seats import default_setup

BENCH_BOARDS = 12


class KaleidoBench:
    def __init__(self, app):
        rng = random.Random(2026)
        setup = default_setup(registry.get("kaleido"), 5)
        state = KaleidoState.new(5, seed=2026, colors=[s.color for s in setup.seats])
        while len(state.boards) < BENCH_BOARDS or state.tile_placed or state.phase != "place":
            moves = state.legal_moves()
            boards = [m for m in moves if isinstance(m, PlaceBoard)]
            if boards and len(state.boards) < BENCH_BOARDS:
                state.apply(rng.choice(boards))
            elif EndTurn() in moves and state.tile_placed:
                state.apply(EndTurn())
            else:
                state.apply(rng.choice([m for m in moves if isinstance(m, PlaceTile)]))
        self.scene = KaleidoTable(app, setup, seed=2026, state=state)
        self.boards = len(state.boards)

    def facts(self) -> dict:
        return {"boards_on_table": self.boards, "moves_played": self.scene.version}

    def events(self, frame):
        scene = self.scene
        state = scene.state
        if scene.finished or not scene.human_to_move:
            return pointer_at(scene.view.rect.center)
        if state.phase == "rotate" or state.tile_placed:
            return click(scene.end_button.rect.center)
        targets = list(scene.drag.targets.values())
        if (frame // DRAG_FRAMES) % 2 and targets:  # every other drag lands in a legal hole
            end = targets[(frame // DRAG_FRAMES) % len(targets)].center
        else:
            end = (scene.view.rect.left + 8, scene.view.rect.top + 40)
        return drag_frame(frame, scene.shelf.slots["tile"].center, end)
