"""``--bench kasane``: a scripted game of people late in a 4-player game, played by
dragging cards from the market to the hand and choosing combinations with clicks."""
from __future__ import annotations

from game.bots import make_bot
from scenes.devtools.pointer import DRAG_FRAMES, click, drag_frame, pointer_at
from scenes.kasane import KasaneTable
from scenes.kasane.chooser import PLAYABLE
from session import registry
from session.seats import default_setup

BENCH_SEED = 2026
BENCH_ROUND = 3          # the benchmark starts at the beginning of this round


class KasaneBench:
    """Four people; the first two rounds are played by the easy computer player
    (seeded), so the kimonos and the kakemono are well filled."""

    def __init__(self, app):
        game = registry.get("kasane")
        setup = default_setup(game, 4)
        state = game.new_state(setup, BENCH_SEED)
        bot = make_bot("easy", seed=BENCH_SEED)
        while state.round < BENCH_ROUND:
            state.apply(bot.choose(state))
        self.scene = KasaneTable(app, setup, seed=BENCH_SEED, state=state)
        self.start = {"round": state.round, "slots_taken": sum(1 for v in state.kakemono.values() if v is not None)}

    def facts(self) -> dict:
        scene = self.scene
        return {"players": scene.state.players, "round_at_start": self.start["round"],
                "slots_taken_at_start": self.start["slots_taken"], "moves_played": scene.version,
                "round_now": scene.state.round}

    def events(self, frame):
        """Drag the rightmost card of a row (a different row each time) into the hand,
        along 30 frames; then choose the first playable style, or end the turn."""
        scene = self.scene
        state = scene.state
        if scene.finished or not scene.human_to_move:
            return pointer_at(scene.rects["kakemono"].center)
        if state.phase == "combine":
            if scene.chooser is not None:
                options = scene.chooser_options()
                target = next((rect.center for choice, rect in options if choice.status == PLAYABLE), None)
                if target is None:
                    target = scene.chooser_panel.buttons["end"].rect.center
                return click(target)
            return []
        rows = [r for r, cards in enumerate(state.market) if cards]
        row = rows[(frame // DRAG_FRAMES) % len(rows)]
        start = scene.places.market_card(row, len(state.market[row]) - 1).center
        if frame % DRAG_FRAMES and not scene.drag.holding:
            return pointer_at(start)
        return drag_frame(frame, start, scene.places.hand_zone(state.current_seat).center)
