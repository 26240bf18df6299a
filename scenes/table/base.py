"""The table scene base: a game in progress, its seats (people or computer players),
the move flow, and the end of the game.

A game's table subclasses :class:`TableScene` and draws its board; the base class
owns the engine state and changes it only through :meth:`play`, which applies a move
taken from ``state.legal_moves()``. Computer seats think in a :class:`BotRunner`
thread; their moves are shown by the subclass (:meth:`show_computer_move`) and then
played, paced by :class:`Pacing` so people can follow them (and paused with the Pause
button or the space bar). Every table gets a Rules button that opens the game's rules
over it, a wrapped message (:meth:`draw_message`), the red outline of a refused cell
(:meth:`draw_refused_drop`), the score preview of a drop (:meth:`draw_score_preview`),
saves written off the UI thread (:class:`Autosaver`) and screen updates limited to what
moved (:meth:`screen_rects`). ``demo`` mode seats only computer players and reports the
result when the game ends (``main.py --demo``).
"""
from __future__ import annotations

import logging
import random
from typing import Callable

import pygame

from game.core import IllegalMove
from game.record import GameRecord
from scenes import registry
from scenes.manager import Scene
from scenes.results import GameResult, ResultsScene
from scenes.setup_model import COMPUTER, GameSetup
from scenes.table import marks
from scenes.table.animation import Animator
from scenes.table.autosave import Autosaver
from scenes.table.controls import TableControls
from scenes.table.history import HistoryMixin
from scenes.table.messages import draw_message
from scenes.table.pacing import Pacing
from scenes.table.runner import BOT_DONE, BotRunner
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme

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
    raise IllegalMove(state.why_illegal(move) or f"{move} is not legal now.")


class TableScene(HistoryMixin, Scene):
    game_id = ""
    #: the layout rectangle whose right end holds the Rules and Pause buttons
    controls_rect_name = "banner"

    def __init__(self, app, setup: GameSetup, seed: int | None = None, demo: bool = False,
                 on_finish: Callable[[GameResult], None] | None = None, state=None,
                 record: GameRecord | None = None, replay: bool = False):
        self.screen_updates = ScreenUpdates()
        super().__init__(app)
        self.game = registry.get(self.game_id)
        self.setup = setup
        self.seed = seed if seed is not None else random.SystemRandom().getrandbits(31)
        self.demo = demo
        self.on_finish = on_finish
        self.replaying = replay  # a game's record played back, read-only (scenes/table/replay.py)
        self.record = record if record is not None else self.start_record(setup, self.seed, state)
        self.bots = {} if replay else make_bots(setup, self.seed, deterministic=demo)
        self.runner = BotRunner()
        self.autosaver = Autosaver()
        self.animator = Animator(app.settings.animation_scale)
        self.pacing = Pacing(app.settings.animation_scale)
        self.controls = TableControls(self)
        self._bot_move = None  # a computer's move, chosen and waiting for its turn to be shown
        self.message = ""
        self.message_rect: pygame.Rect | None = None
        self.message_is_refusal = False
        self.last_move = None
        self.last_seat: int | None = None
        self.showing_move = False  # a computer move is being animated
        self.finished = False
        self.result: GameResult | None = None
        self._demo_linger: float | None = None  # seconds a demo shows the final table before it reports
        self._controls_drawn = False
        self._draw_table = self.draw  # the game's own drawing; the Rules and Pause buttons go on top
        self.draw = self._draw_with_controls
        self._handle_table_event = self.handle_event  # the game's own input; the history's comes first
        self.handle_event = self._handle_with_history
        if replay:
            self.start_replay()
        log.info("table: %s, %d players, seed %d%s", self.game_id, setup.players, self.seed,
                 ", a replay" if replay else "")

    def start_record(self, setup: GameSetup, seed: int, state=None) -> GameRecord:
        """The record of a new game (or of one taken up at ``state``, which keeps no record)."""
        humans = tuple(s.kind != COMPUTER for s in setup.seats)
        if state is not None:
            return GameRecord.from_state(state, humans)
        if self.game.new_args is None:
            return GameRecord.from_state(self.game.new_state(setup, seed), humans)
        return GameRecord.new(self.game.state_class(), humans, **self.game.new_args(setup, seed))

    @staticmethod
    def progress(state) -> str | None:
        """How far a game has gone, e.g. "round 3 of 30" (override; the menu's Continue shows it)."""
        return None

    # -- what a frame changed ------------------------------------------------------------
    @property
    def dirty(self) -> bool:
        return self.__dict__.get("_dirty", True)

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self.__dict__["_dirty"] = value
        if value:
            self.screen_updates.everything()

    def touch(self) -> None:
        """Redraw, but only moving pieces changed (see :meth:`moving`)."""
        self.__dict__["_dirty"] = True

    def pass_to_drag(self, event) -> bool:
        """Hand ``event`` to the table's drag controller (``self.drag``); True when it
        used it. While a piece is held, a pointer move redraws only what moves."""
        was_holding = self.drag.holding
        if not self.drag.handle_event(event):
            return False
        if event.type == pygame.MOUSEMOTION and was_holding:
            self.touch()
        else:
            self.dirty = True
        return True

    def moving(self, rect):
        """Report a moving piece drawn over ``rect`` in this frame; returns ``rect``."""
        self.screen_updates.moving(rect)
        return rect

    def screen_rects(self):
        """The parts of the window this frame changed (None: all of it)."""
        if any(w.changed for w in self.widgets):
            return None
        return self.screen_updates.rects()

    def drawn(self) -> None:
        super().drawn()
        self.screen_updates.frame_done()

    # -- the table's own buttons ---------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        self.place_controls()
        if self.replaying:
            self.place_replay_bar()

    def place_controls(self) -> None:
        """Lay out the banner's buttons for what the table can do now."""
        if self.size != (0, 0):
            self.controls.place(getattr(self, "rects", {}).get(self.controls_rect_name), theme.scale_for(self.size))

    def enter(self) -> None:
        super().enter()
        scale = self.app.settings.animation_scale
        self.animator.scale = self.pacing.scale = scale

    @property
    def banner_reserve(self) -> int:
        """Pixels at the right end of the banner taken by the Rules and Pause buttons."""
        return self.controls.reserve

    @property
    def has_computers(self) -> bool:
        return bool(self.bots)

    def toggle_pause(self) -> None:
        """Pause or resume the computer players (the Pause button and the space bar)."""
        paused = self.pacing.toggle()
        self.message = ("The computer players are paused: press Resume or the space bar to go on."
                        if paused else "")
        self.message_is_refusal = False
        self.controls.refresh()
        self.dirty = True

    def save_as(self) -> None:
        """Save the game under a name (Saved games on the menu)."""
        from scenes.save_as import SaveAsScene

        self.app.manager.push(SaveAsScene(self.app, self))

    def open_rules(self) -> None:
        """The game's rules over the table; Back returns to the game."""
        from scenes.rules import RulesScene

        self.app.manager.push(RulesScene(self.app, self.game_id, over_game=True))

    def press_menu(self) -> None:
        """Back to the menu; the game was saved after the last move (Continue takes it up)."""
        from scenes.menu import MenuScene

        self.app.manager.reset(MenuScene(self.app))

    # -- seats ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    @property
    def human_to_move(self) -> bool:
        seat = self.state.current_seat
        return (seat is not None and not self.is_computer(seat) and not self.showing_move
                and not self.looking_back)

    # -- the move flow ----------------------------------------------------------------
    def play(self, move) -> None:
        """Play a legal move (human or computer) and remember it as the last move."""
        if self.looking_back:
            raise IllegalMove("You are looking at an earlier moment: return to the present to play.")
        seat = self.state.current_seat
        move = canonical(self.state, move)
        self.record.play(move)
        if self.is_computer(seat):
            self.pacing.landed()
        log.info("move: seat %s plays %s", seat, move)
        self.last_move, self.last_seat = move, seat
        self.message = ""
        self.message_is_refusal = False
        self.moved(seat, move)
        self.controls.refresh()
        self.dirty = True
        if self.state.is_over:
            self.finish()
        else:
            self.autosave()

    def autosave(self) -> None:
        """Save the game after every move, so Continue can always take it up again (the
        write happens on the :class:`Autosaver`'s thread)."""
        if not self.demo:
            self.autosaver.save(self.game_id, self.setup, self.seed, self.record)

    def report_save_problem(self) -> None:
        problem = self.autosaver.take_problem()
        if problem is not None:
            self.message = problem
            self.message_is_refusal = True
            self.dirty = True

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
        self.report_save_problem()
        if self.animator.update(dt):
            self.touch()
        self.pacing.tick(dt)
        if self.replaying and self.replay_bar.update(dt):
            self.dirty = True
        if self._demo_linger is not None:
            self._demo_linger -= dt
            if self._demo_linger <= 0:
                self._report()
            return
        if self.finished or self.state.is_over or self.looking_back:
            return
        seat = self.state.current_seat
        if not self.is_computer(seat) or self.showing_move or self.animator.active:
            return
        if self._bot_move is None:
            if self.runner.busy:
                return
            move = self.runner.poll()
            if move is None:
                self.runner.start(self.bots[seat], self.state)
                self.dirty = True
                return
            self._bot_move = move
        if not self.pacing.ready:
            return
        move, self._bot_move = self._bot_move, None
        self.pacing.started()
        self.dirty = True
        self.show_computer_move(move)

    @property
    def animating(self) -> bool:
        # a computer move waiting for its turn on show needs the clock to run (not while paused)
        waiting = not self.pacing.paused and (self._bot_move is not None or self.pacing.holding)
        replay = self.replaying and self.replay_bar.playing
        return self.animator.active or self._demo_linger is not None or waiting or replay

    def _handle_with_history(self, event) -> None:
        """Every event: the table's buttons, undo, redo and the log first, then the game's input."""
        if event.type == BOT_DONE:
            self.dirty = True
            return
        if self.controls.handle_event(event) or self.history_event(event):
            return
        self._handle_table_event(event)

    def leave(self) -> None:
        self.runner.cancel()
        self.autosaver.flush()

    # -- what every table draws ----------------------------------------------------------
    def draw_message(self, surface, area, text: str | None = None) -> None:
        """The message (or ``text``), wrapped inside ``area`` and the window."""
        text = self.message if text is None else text
        refusal = self.message_is_refusal and text == self.message
        self.message_rect = draw_message(surface, text, area, theme.scale_for(surface.get_size()), refusal)

    def drop_rect_at(self, pos):
        """The place under ``pos`` where the held piece may not go (a rectangle, or a shape
        with screen ``points``), or None (override: a table's cells; the default marks nothing)."""
        return None

    def draw_refused_drop(self, surface) -> None:
        """While a piece is held over a place it may not go, outline that place in red."""
        drag = getattr(self, "drag", None)
        if drag is None or not drag.holding or drag.hover_target is not None:
            return
        place = self.drop_rect_at(drag.pointer)
        if place is not None:
            self.moving(marks.outline_refused(surface, place, theme.scale_for(surface.get_size())))

    def score_preview(self, piece, target):
        """(text, points) saying what dropping ``piece`` on ``target`` does to the mover's
        score, e.g. ("+3", 3); None for no preview (override)."""
        return None

    def draw_score_preview(self, surface, anchor) -> None:
        """The held piece's preview badge above ``anchor`` (the held piece's rectangle)."""
        drag = getattr(self, "drag", None)
        if drag is None or not drag.holding or drag.hover_target is None:
            return
        preview = self.score_preview(drag.piece, drag.hover_target)
        if preview is not None:
            text, points = preview
            self.moving(marks.preview_badge(surface, text, points, anchor, theme.scale_for(surface.get_size())))

    def draw_controls(self, surface) -> None:
        """Draw the Rules and Pause buttons (a table that does not, gets them on top of all)."""
        self.controls.draw(surface)
        self._controls_drawn = True

    def _draw_with_controls(self, surface) -> None:
        self._controls_drawn = False
        self._draw_table(surface)
        self.draw_history(surface)
        if not self._controls_drawn:
            self.draw_controls(surface)
        self.controls.draw_tooltip(surface)

    # -- the end ----------------------------------------------------------------------
    def finish(self) -> None:
        self.finished = True
        from game.bots import clear_caches
        clear_caches()  # the computer players' memory of this game: a long session stays small
        if not (self.demo or self.replaying):
            self.autosaver.finished(self.game_id, self.setup, self.seed, self.record)
        self.result = GameResult.from_state(self.game, self.setup, self.state, self.record.round_scores())
        log.info("game over: scores %s, winners %s", self.result.scores, self.result.winners)
        self.app.sounds.play("score")
        self.place_controls()  # Pause, Undo, Redo and Save as… have nothing left to do: only Log and Rules
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
        if seat is None:  # a replay or a past moment at the end of the game
            winners = [self.names[w] for w in self.state.winners()]
            return "The game is over", f"{' and '.join(winners)} won with {max(self.state.scores())} points"
        name = self.names[seat]
        if self.looking_back:
            return f"{name}'s turn", "as it stood then"
        if self.is_computer(seat):
            return self.computer_headline(name), ""
        return f"{name}'s turn", ""

    def computer_headline(self, name: str) -> str:
        if self.pacing.paused:
            return f"{name} waits: the computer players are paused"
        return f"{name} is thinking..." if not self.showing_move else f"{name} plays"


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
