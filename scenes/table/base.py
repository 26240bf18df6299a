"""The table scene base: a game in progress, its seats (people or computer players),
the move flow, and the end of the game.

A game's table subclasses :class:`TableScene` and draws its board; the base class
owns the engine state and changes it only through :meth:`play`, which applies a move
taken from ``state.legal_moves()``. Computer seats think in a :class:`BotRunner`
thread; their moves are shown by the subclass (:meth:`show_computer_move`) and then
played. ``demo`` mode seats only computer players and reports the result when the
game ends (``main.py --demo``).
"""
from __future__ import annotations

import logging
import random
from typing import Callable

import pygame

from game.core import IllegalMove
from scenes import registry, saves
from scenes.manager import Scene
from scenes.results import GameResult, ResultsScene
from scenes.setup_model import COMPUTER, GameSetup
from scenes.table.animation import Animator
from scenes.table.runner import BOT_DONE, BotRunner

log = logging.getLogger(__name__)


def bot_seed(game_seed: int, seat: int) -> int:
    """Each computer seat's own seed, derived from the game's (replays and demos repeat)."""
    return random.Random(f"{game_seed}:{seat}").getrandbits(63)


#: With no clock limit, a search ends at its iteration cap, so the same seed plays the same game.
UNLIMITED_SECONDS = 3600.0


def make_bots(setup: GameSetup, seed: int, deterministic: bool = False) -> dict:
    """The computer players of a setup, seat -> bot. ``deterministic`` bots stop on
    their iteration cap, not on the clock (demos and replays)."""
    if not any(s.kind == COMPUTER for s in setup.seats):
        return {}
    from game.bots import make_bot

    budget = UNLIMITED_SECONDS if deterministic else None
    return {seat: make_bot(s.level, seed=bot_seed(seed, seat), budget=budget)
            for seat, s in enumerate(setup.seats) if s.kind == COMPUTER}


def play_headless(game_id: str, setup: GameSetup, seed: int):
    """The same game as ``--demo`` plays, without any scene: the engine and the bots alone."""
    game = registry.get(game_id)
    state = game.new_state(setup, seed)
    bots = make_bots(setup, seed, deterministic=True)
    while not state.is_over:
        move = bots[state.current_seat].choose(state.clone())
        state.apply(canonical(state, move))
    return state


def canonical(state, move):
    """The engine's own copy of ``move`` from ``legal_moves()`` (a scene plays nothing else)."""
    for legal in state.legal_moves():
        if legal == move:
            return legal
    reason = getattr(state, "illegal_reason", None) or getattr(state, "why_illegal", None)
    raise IllegalMove(reason(move) if reason else f"{move} is not legal now.")


class TableScene(Scene):
    game_id = ""

    def __init__(self, app, setup: GameSetup, seed: int | None = None, demo: bool = False,
                 on_finish: Callable[[GameResult], None] | None = None, state=None):
        super().__init__(app)
        self.game = registry.get(self.game_id)
        self.setup = setup
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(31)
        self.demo = demo
        self.on_finish = on_finish
        self.state = state if state is not None else self.game.new_state(setup, self.seed)
        self.bots = make_bots(setup, self.seed, deterministic=demo)
        self.runner = BotRunner()
        self.animator = Animator(app.settings.animation_scale)
        self.message = ""
        self.message_is_refusal = False
        self.last_move = None
        self.last_seat: int | None = None
        self.showing_move = False  # a computer move is being animated
        self.finished = False
        self.result: GameResult | None = None
        self._demo_linger: float | None = None  # seconds a demo shows the final table before it reports
        log.info("table: %s, %d players, seed %d", self.game_id, setup.players, self.seed)

    # -- seats ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    @property
    def human_to_move(self) -> bool:
        seat = self.state.current_seat
        return seat is not None and not self.is_computer(seat) and not self.showing_move

    # -- the move flow ----------------------------------------------------------------
    def play(self, move) -> None:
        """Play a legal move (human or computer) and remember it as the last move."""
        seat = self.state.current_seat
        move = canonical(self.state, move)
        self.state.apply(move)
        log.info("move: seat %s plays %s", seat, move)
        self.last_move, self.last_seat = move, seat
        self.message = ""
        self.message_is_refusal = False
        self.moved(seat, move)
        self.dirty = True
        if self.state.is_over:
            self.finish()
        else:
            self.autosave()

    def autosave(self) -> None:
        """Save the game after every move, so Continue can always take it up again."""
        if self.demo:
            return
        try:
            saves.save(self.game_id, self.setup, self.seed, self.state)
        except OSError as exc:
            log.warning("could not save the game: %s", exc)
            self.message = f"The game could not be saved ({exc.strerror or exc}); it goes on."
            self.message_is_refusal = True

    def refuse(self, sentence: str) -> None:
        """Say why a drop or a click was not a legal move."""
        self.message = sentence
        self.message_is_refusal = True
        self.app.sounds.play("refused")
        self.dirty = True

    def moved(self, seat: int, move) -> None:
        """Called after every move (override to refresh caches and play a sound)."""
        self.app.sounds.play("drop")

    def show_computer_move(self, move) -> None:
        """Animate a computer's move, then :meth:`play` it (override); the default plays at once."""
        self.play(move)

    def update(self, dt: float) -> None:
        if self.animator.update(dt):
            self.dirty = True
        if self._demo_linger is not None:
            self._demo_linger -= dt
            if self._demo_linger <= 0:
                self._report()
            return
        if self.finished or self.state.is_over:
            return
        seat = self.state.current_seat
        if not self.is_computer(seat) or self.showing_move or self.animator.active:
            return
        if not self.runner.busy:
            move = self.runner.poll()
            if move is None:
                self.runner.start(self.bots[seat], self.state)
                self.dirty = True
                return
            self.show_computer_move(move)

    @property
    def animating(self) -> bool:
        return self.animator.active or self._demo_linger is not None

    def handle_event(self, event) -> None:
        if event.type == BOT_DONE:
            self.dirty = True
            return
        super().handle_event(event)

    def leave(self) -> None:
        self.runner.cancel()

    # -- the end ----------------------------------------------------------------------
    def finish(self) -> None:
        self.finished = True
        if not self.demo:
            saves.discard(self.game_id)
        self.result = GameResult.from_state(self.game, self.setup, self.state)
        log.info("game over: scores %s, winners %s", self.result.scores, self.result.winners)
        self.app.sounds.play("score")
        if self.on_finish is not None:
            self._demo_linger = 3.0 * self.app.settings.animation_scale

    def _report(self) -> None:
        self._demo_linger = None
        self.on_finish(self.result)

    def press_menu(self) -> None:
        """Back to the menu; the game was saved after the last move (Continue takes it up)."""
        from scenes.menu import MenuScene
        self.app.manager.reset(MenuScene(self.app))

    def open_results(self) -> None:
        app, setup = self.app, self.setup
        self.app.manager.replace(ResultsScene(app, self.result, setup,
                                              play_again=lambda: type(self)(app, setup)))

    def turn_headline(self) -> tuple[str, str]:
        """(headline, detail) for the banner."""
        if self.finished:
            return "The game is over", self.result.headline() if self.result else ""
        seat = self.state.current_seat
        name = self.names[seat]
        if self.is_computer(seat):
            return f"{name} is thinking...", ""
        return f"{name}'s turn", ""


def run_demo(app, game_id: str, players: int, seed: int, level: str, fast: bool) -> dict:
    """Play a whole game with computer players in the real scene; return the result as a dict."""
    from scenes.setup_model import SeatSetup

    game = registry.get(game_id)
    colors = game.default_colors(players)
    setup = GameSetup(game_id, tuple(SeatSetup(f"Computer {i + 1}", colors[i], COMPUTER, level)
                                     for i in range(players)))
    outcome: dict = {}

    def finished(result: GameResult) -> None:
        outcome.update(game=game_id, players=players, seed=seed, scores=list(result.scores),
                       winners=list(result.winners))
        app.manager.running = False

    if fast:
        app.settings.animation = "off"
    app.manager.reset(game.table_class()(app, setup, seed=seed, demo=True, on_finish=finished))
    app.run()
    pygame.event.clear()
    return outcome
