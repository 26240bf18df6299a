"""``--bench kaleido``: a five-player game of people with twelve boards on the table,
driven by scripted drags of the current colour's tile from the shelf over the
cluster (every other drag lands in a legal hole, the others are refused), then End
turn, and Done after a scoring."""
from __future__ import annotations

import random

import pygame

BENCH_BOARDS = 12
DRAG_FRAMES = 30


def _click(pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


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
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=self.view.rect.center, rel=(1, 1), buttons=(0, 0, 0))]
        if state.phase == "rotate" or state.tile_placed:
            return _click(self.end_button.rect.center)
        step = frame % DRAG_FRAMES
        drag_number = frame // DRAG_FRAMES
        start = self.shelf.slots["tile"].center
        if step == 0:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        targets = list(self.drag.targets.values())
        if drag_number % 2 and targets:
            end = targets[drag_number % len(targets)].center
        else:
            end = (self.view.rect.left + 8, self.view.rect.top + 40)
        t = step / (DRAG_FRAMES - 1)
        pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))]
        if step == DRAG_FRAMES - 1:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return events
