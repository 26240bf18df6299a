"""``--bench kaleido``: a five-player game of people with twelve boards on the table,
driven by scripted drags of the current colour's tile from the shelf over the
cluster (every other drag lands in a legal hole, the others are refused), then End
turn, and Done after a scoring."""
from __future__ import annotations

import random

from scenes.table.bench_input import DRAG_FRAMES, click, drag_frame, pointer_at

BENCH_BOARDS = 12


class KaleidoBench:
    """The benchmark half of the Kaleido table (mixed into :class:`KaleidoTable`)."""

    @classmethod
    def bench_scene(cls, app):
        from game.kaleido import EndTurn, KaleidoState, PlaceBoard
        from scenes import registry
        from scenes.setup_model import default_setup

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
                state.apply(rng.choice([m for m in moves if type(m).__name__ == "PlaceTile"]))
        scene = cls(app, setup, seed=2026, state=state)
        scene.bench_boards = len(state.boards)
        return scene

    def bench_facts(self) -> dict:
        return {"boards_on_table": self.bench_boards, "moves_played": self.moves_played}

    def bench_events(self, frame):
        state = self.state
        if self.finished or not self.human_to_move:
            return pointer_at(self.view.rect.center)
        if state.phase == "rotate" or state.tile_placed:
            return click(self.end_button.rect.center)
        targets = list(self.drag.targets.values())
        if (frame // DRAG_FRAMES) % 2 and targets:  # every other drag lands in a legal hole
            end = targets[(frame // DRAG_FRAMES) % len(targets)].center
        else:
            end = (self.view.rect.left + 8, self.view.rect.top + 40)
        return drag_frame(frame, self.shelf.slots["tile"].center, end)
