"""``--bench kasane``: a scripted game of people late in a 4-player game, played by
dragging cards from the market to the hand and choosing combinations with clicks."""
from __future__ import annotations

from scenes.table.bench_input import DRAG_FRAMES, click, drag_frame, pointer_at

BENCH_SEED = 2026
BENCH_ROUND = 3          # the benchmark starts at the beginning of this round


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
            return pointer_at(self.rects["kakemono"].center)
        if state.phase == "combine":
            if self.chooser is not None:
                from scenes.kasane import chooser_view
                choices = self.chooser.choices()
                rects = chooser_view.option_rects(self, len(choices))
                target = next((r.center for c, r in zip(choices, rects) if c.status == "playable"), None)
                if target is None:
                    target = self.chooser_buttons["end"].rect.center
                return click(target)
            return []
        rows = [r for r, cards in enumerate(state.market) if cards]
        row = rows[(frame // DRAG_FRAMES) % len(rows)]
        start = self.places.market_card(row, len(state.market[row]) - 1).center
        if frame % DRAG_FRAMES and not self.drag.holding:
            return pointer_at(start)
        return drag_frame(frame, start, self.places.hand_zone(state.current_seat).center)
