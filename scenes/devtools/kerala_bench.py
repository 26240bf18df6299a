"""``--bench kerala``: a scripted game the benchmark plays through the real table."""
from __future__ import annotations

import random

import pygame

from game.kerala import KeralaState, Take, build_tile_set
from scenes.devtools.pointer import DRAG_FRAMES, click, drag_frame, pointer_at
from scenes.kerala import KeralaTable
from session import registry
from session.seats import default_setup

BENCH_TILES = 40


class KeralaBench:
    """A two-player game of people in which seat 0's grounds already hold 40 tiles.
    The bag holds all 100 tiles (no setup removal), so ten rounds remain to play."""

    def __init__(self, app):
        rng = random.Random(2026)
        bag = build_tile_set()
        rng.shuffle(bag)
        state = KeralaState.new(2, bag=bag)
        while sum(map(len, state.stacks(0).values())) < BENCH_TILES or state.current_seat != 0:
            moves = state.legal_moves()
            takes = [m for m in moves if isinstance(m, Take)]
            state.apply(rng.choice(takes) if takes else moves[-1])  # specials: the last move is SkipSpecial
        self.scene = KeralaTable(app, default_setup(registry.get("kerala"), 2), seed=2026, state=state)
        self.start_tiles = sum(map(len, state.stacks(0).values()))

    def facts(self) -> dict:
        scene = self.scene
        return {"tiles_at_start": self.start_tiles, "moves_played": scene.version,
                "tiles_now": sum(map(len, scene.state.stacks(0).values()))}

    def events(self, frame):
        """Drag a tile from the middle across the grounds; every other drag ends on a
        legal cell (and answers the elephant question), the others are refused."""
        scene = self.scene
        drag_number = frame // DRAG_FRAMES
        if not scene.state.offer or not scene.human_to_move or scene.finished:
            if scene.state.pending_special and scene.human_to_move:
                return click(scene.skip_button.rect.center)
            return pointer_at(scene.view.rect.center)
        if scene.question.asked is not None:
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                       pos=scene.elephant_rects(scene.state.current_seat)[0].center)]
        targets = list(scene.drag.targets.values())
        if drag_number % 2 and targets:
            end = targets[drag_number % len(targets)].center
        else:
            end = (scene.view.rect.left + 8, scene.view.rect.top + 40)
        return drag_frame(frame, scene.offer.rects[0].center, end)
