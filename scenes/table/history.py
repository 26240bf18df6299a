"""What a table does with its game's record: undo and redo (the Undo and Redo buttons,
Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z), the move log panel (its button and L), and a past
moment of the game shown read-only (a click on a log line) until the player returns
to the present (the button under the table, Escape, or a click on the newest line).

Every change of the game the table shows goes through :meth:`HistoryMixin.rewound`,
which tables extend to refresh what they keep from the state (drawn caches, the
seat in view, the targets shown). The mixin keeps to the record
(:class:`game.record.GameRecord`): undo is the record's, and the reason it is refused
is the record's sentence.
"""
from __future__ import annotations

import logging

import pygame

from game.core import IllegalMove
from scenes import navigation
from scenes.table.move_log import LogPanel, MoveLog
from scenes.table.replay import ReplayBar
from scenes.ui import theme
from scenes.ui.widgets import Button

log = logging.getLogger(__name__)


class HistoryMixin:
    """For :class:`scenes.table.base.TableScene`: needs ``record``, ``names``,
    ``game``, ``controls``, ``rects`` and the move flow of the base."""

    log_open = False
    moment: int | None = None
    """The move number whose position is shown read-only (None: the game as it is)."""
    _moment_state = None
    _pointer = (-1, -1)

    # -- the game shown ---------------------------------------------------------------
    @property
    def state(self):
        """The game as the table shows it: the record's state, or a past moment's."""
        return self._moment_state if self.moment is not None else self.record.state

    @property
    def looking_back(self) -> bool:
        return self.moment is not None

    def rewound(self) -> None:
        """The state the table shows was replaced (undo, redo, a past moment, the return
        to the present): forget what was kept from the old one (override and call this)."""
        drag = getattr(self, "drag", None)
        if drag is not None and drag.holding:
            drag.cancel()
        entries = self.record.entries[:self.moment] if self.moment is not None else self.record.entries
        self.last_move = entries[-1].move if entries else None
        self.last_seat = entries[-1].seat if entries else None
        self.controls.refresh()
        self.dirty = True

    def _state_replaced(self) -> None:
        if self.size == (0, 0):  # not laid out yet: laying out draws from the state as it is
            return
        self.rewound()

    # -- undo and redo ------------------------------------------------------------------
    @property
    def may_take_back(self) -> bool:
        """Whether the table is calm enough for undo or redo (nothing in flight)."""
        return not (self.showing_move or self.animator.active or self.finished or self.looking_back or self.demo)

    def undo_refusal(self) -> str | None:
        if self.looking_back:
            return "You are looking at an earlier moment: return to the present first."
        return self.record.undo_refusal()

    def redo_refusal(self) -> str | None:
        if self.looking_back:
            return "You are looking at an earlier moment: return to the present first."
        if not self.record.can_redo:
            return "There is nothing to redo."
        if self.is_computer(self.state.current_seat):
            return "A computer player is to move."
        return None

    def undo(self) -> None:
        why = self.undo_refusal()
        if why is None and not self.may_take_back:
            why = "Wait until the move on the table has landed."
        if why:
            self.refuse(why)
            return
        entry = self.record.undo()
        log.info("undo: seat %s's move %s taken back", entry.seat, entry.move)
        self.message = f"{self.names[entry.seat]}'s move was taken back (Redo plays it again)."
        self.message_is_refusal = False
        self._history_changed()

    def redo(self) -> None:
        why = self.redo_refusal()
        if why is None and not self.may_take_back:
            why = "Wait until the move on the table has landed."
        if why:
            self.refuse(why)
            return
        try:
            entry = self.record.redo()
        except IllegalMove as exc:
            self.refuse(str(exc))
            return
        log.info("redo: seat %s plays %s again", entry.seat, entry.move)
        self.message = f"{self.names[entry.seat]}'s move was played again."
        self.message_is_refusal = False
        self._history_changed()
        if self.state.is_over:
            self.finish()

    def _history_changed(self) -> None:
        self._state_replaced()
        if not self.state.is_over:
            self.autosave()

    # -- the log and past moments ----------------------------------------------------------
    @property
    def move_log(self) -> MoveLog | None:
        if "_move_log" not in self.__dict__:
            describe = self.game.describe_move()
            self.__dict__["_move_log"] = MoveLog(describe, self.names) if describe else None
        return self.__dict__["_move_log"]

    def toggle_log(self) -> None:
        self.log_open = not self.log_open and self.move_log is not None
        if not self.log_open and self.looking_back and not self.replaying:
            self.back_to_present()
        self.controls.refresh()
        self.dirty = True

    def log_rect(self) -> pygame.Rect:
        """Where the log panel goes: over the seats (override to place it elsewhere)."""
        return self.rects["seats"]

    def log_panel(self) -> LogPanel:
        rect, s = self.log_rect(), theme.scale_for(self.size)
        panel = self.__dict__.get("_log_panel")
        if panel is None or panel.rect != rect or panel.scale != s:
            panel = self.__dict__["_log_panel"] = LogPanel(rect, s)
            self.__dict__.pop("_revealed", None)
        panel.set_lines(self.move_log.lines(self.record))
        if self.moment != self.__dict__.get("_revealed"):
            self.__dict__["_revealed"] = self.moment
            if self.moment:
                panel.reveal(self.moment)
        return panel

    def show_moment(self, move: int) -> None:
        """Show the game as it stood after move ``move`` (read-only); the newest move is
        the present (except in a replay, which only ever shows moments)."""
        entries = self.record.entries
        if move >= len(entries) and not self.replaying:
            self.back_to_present()
            return
        move = max(0, min(move, len(entries)))
        self.animator.finish_all()  # a computer move in flight lands first
        if self.moment is not None and move == self.moment + 1:
            state = self._moment_state.clone()  # one step on: no need to replay from the start
            state.apply(entries[self.moment].move)
        else:
            state = self.record.state_at(move)
        self.moment, self._moment_state = move, state
        if self.replaying:
            lines = [line.text for line in self.move_log.lines(self.record) if line.move == move] if move else []
            self.message = "  ".join(lines) if lines else "The start of the game."
        else:
            self.message = (f"Move {move} of {len(entries)}: the table as it was. Nothing can be played here.")
        self.message_is_refusal = False
        self._state_replaced()

    # -- a replay ---------------------------------------------------------------------------
    def start_replay(self) -> None:
        """Show the record from its start, the log open beside it (``replay=True``)."""
        self.replay_bar = ReplayBar(self)
        self.log_open = self.move_log is not None
        self.moment, self._moment_state = 0, self.record.state_at(0)
        self.message = "The start of the game."

    def place_replay_bar(self) -> None:
        message = self.rects["message"]
        self.replay_bar.place(pygame.Rect(message.left, 0, message.width, message.top), theme.scale_for(self.size))

    def close_replay(self) -> None:
        navigation.back(self.app)

    def back_to_present(self) -> None:
        if self.moment is None:
            return
        self.moment = None
        self._moment_state = None
        self.message = ""
        self._state_replaced()

    def present_button(self) -> Button:
        """The button under the table that leaves a past moment."""
        area = self.rects["message"]
        s = theme.scale_for(self.size)
        rect = pygame.Rect(0, 0, round(240 * s), round(40 * s))
        rect.midbottom = (area.centerx, area.top - round(6 * s))
        return Button(rect, "Back to the present", self.back_to_present, s, primary=True)

    # -- input ----------------------------------------------------------------------------
    def history_event(self, event) -> bool:
        """Handle the history's own input first; True when the event was used (or must
        not reach the table: while a past moment is shown, the table is read-only)."""
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if ctrl and event.key == pygame.K_z:
                (self.redo if event.mod & pygame.KMOD_SHIFT else self.undo)()
                return True
            if ctrl and event.key == pygame.K_y:
                self.redo()
                return True
            if event.key == pygame.K_l and not ctrl and self.move_log is not None:
                self.toggle_log()
                return True
            if event.key == pygame.K_ESCAPE and self.looking_back and not self.replaying:
                self.back_to_present()
                return True
        if self.replaying and self.replay_bar.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if self.log_open:
            panel = self.log_panel()
            if event.type == pygame.MOUSEWHEEL:
                if panel.rect.collidepoint(self._pointer):
                    panel.scroll(event.y)
                    self.dirty = True
                    return True
            elif hasattr(event, "pos") and panel.rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    move = panel.move_at(event.pos)
                    if move is not None:
                        self.show_moment(move)
                return True  # the panel covers what is under it
        menu = getattr(self, "menu_button", None)  # the table's way back to the menu stays open
        if menu is not None and hasattr(event, "pos") and menu.rect.collidepoint(event.pos):
            return False
        if self.looking_back:
            button = self.present_button()
            if (not self.replaying and hasattr(event, "pos") and event.type == pygame.MOUSEBUTTONUP
                    and button.rect.collidepoint(event.pos)):
                self.back_to_present()
            return event.type not in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.QUIT)
        return False

    def draw_history(self, surface) -> None:
        """The log panel and, at a past moment, the way back (drawn over the table)."""
        if self.log_open and self.move_log is not None:
            self.log_panel().draw(surface, self.moment)
        if self.replaying:
            self.replay_bar.draw(surface)
        elif self.looking_back:
            self.present_button().draw(surface)
