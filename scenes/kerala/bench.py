"""``--bench kerala``: a scripted game the benchmark plays through the real table."""
from __future__ import annotations

import pygame

from scenes.table.bench_input import DRAG_FRAMES, click, drag_frame, pointer_at

from game.kerala import Take


class KeralaBench:
    BENCH_TILES = 40

    @classmethod
    def bench_scene(cls, app):
        """A two-player game of people in which seat 0's grounds already hold 40 tiles.
        The bag holds all 100 tiles (no setup removal), so ten rounds remain to play."""
        import random

        from game.kerala import KeralaState, build_tile_set
        from scenes import registry
        from scenes.setup_model import default_setup

        rng = random.Random(2026)
        bag = build_tile_set()
        rng.shuffle(bag)
        state = KeralaState.new(2, bag=bag)
        while sum(map(len, state.stacks(0).values())) < cls.BENCH_TILES or state.current_seat != 0:
            moves = state.legal_moves()
            takes = [m for m in moves if isinstance(m, Take)]
            state.apply(rng.choice(takes) if takes else moves[-1])  # specials: the last move is SkipSpecial
        scene = cls(app, default_setup(registry.get("kerala"), 2), seed=2026, state=state)
        scene.bench_start_tiles = sum(map(len, state.stacks(0).values()))
        return scene

    def bench_facts(self) -> dict:
        return {"tiles_at_start": self.bench_start_tiles, "moves_played": self.version,
                "tiles_now": sum(map(len, self.state.stacks(0).values()))}

    def bench_events(self, frame):
        """Drag a tile from the middle across the grounds; every other drag ends on a
        legal cell (and answers the elephant question), the others are refused."""
        drag_number = frame // DRAG_FRAMES
        if not self.state.offer or not self.human_to_move or self.finished:
            if self.state.pending_special and self.human_to_move:
                return click(self.skip_button.rect.center)
            return pointer_at(self.view.rect.center)
        if self.choosing is not None:
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=self._elephant_rects(self.state.current_seat)[0].center,
                                       button=1)]
        targets = list(self.drag.targets.values())
        if drag_number % 2 and targets:
            end = targets[drag_number % len(targets)].center
        else:
            end = (self.view.rect.left + 8, self.view.rect.top + 40)
        return drag_frame(frame, self.offer_rects[0].center, end)
