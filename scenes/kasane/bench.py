"""``--bench kasane``: a scripted game of people late in a 4-player game, played by
dragging cards from the market to the hand and choosing combinations with clicks."""
from __future__ import annotations

import pygame

BENCH_SEED = 2026
BENCH_ROUND = 3          # the benchmark starts at the beginning of this round
DRAG_FRAMES = 30


class BenchMixin:
    @classmethod
    def bench_scene(cls, app):
        """Four people; the first two rounds are played by the easy computer player
        (seeded), so the kimonos and the kakemono are well filled."""
        from game.bots import make_bot
        from scenes import registry
        from scenes.setup_model import default_setup

        game = registry.get("kasane")
        setup = default_setup(game, 4)
        state = game.new_state(setup, BENCH_SEED)
        bot = make_bot("easy", seed=BENCH_SEED)
        while state.round < BENCH_ROUND:
            state.apply(bot.choose(state))
        scene = cls(app, setup, seed=BENCH_SEED, state=state)
        scene.bench_start = {"round": state.round,
                             "slots_taken": sum(1 for v in state.kakemono.values() if v is not None)}
        return scene

    def bench_facts(self) -> dict:
        return {"players": self.state.players, "round_at_start": self.bench_start["round"],
                "slots_taken_at_start": self.bench_start["slots_taken"], "moves_played": self.version,
                "round_now": self.state.round}

    def bench_events(self, frame):
        """Drag the rightmost card of a row (a different row each time) into the hand,
        along 30 frames; then choose the first playable style, or end the turn."""
        state = self.state
        if self.finished or not self.human_to_move:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=self.rects["kakemono"].center, rel=(1, 1),
                                       buttons=(0, 0, 0))]
        if state.phase == "combine":
            if self.chooser is not None:
                from scenes.kasane import chooser_view
                choices = self.chooser.choices()
                rects = chooser_view.option_rects(self, len(choices))
                target = next((r.center for c, r in zip(choices, rects) if c.status == "playable"), None)
                if target is None:
                    target = self.chooser_buttons["end"].rect.center
                return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1),
                        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)]
            return []
        step = frame % DRAG_FRAMES
        rows = [r for r, cards in enumerate(state.market) if cards]
        row = rows[(frame // DRAG_FRAMES) % len(rows)]
        start = self.places.market_card(row, len(state.market[row]) - 1).center
        end = self.places.hand_zone(state.current_seat).center
        if step == 0:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        if not self.drag.holding:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(1, 1), buttons=(0, 0, 0))]
        t = step / (DRAG_FRAMES - 1)
        pos = (round(start[0] + (end[0] - start[0]) * t), round(start[1] + (end[1] - start[1]) * t))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))]
        if step == DRAG_FRAMES - 1:
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return events
