"""What a table does with its game's record: undo and redo (the Undo and Redo buttons,
Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z), the move log panel (its button and L), and a past
moment of the game shown read-only (a click on a log line) until the player returns
to the present (the button under the table, Escape, or a click on the newest line);
and a finished game played back (a replay, with its bar of controls).

:class:`History` is a collaborator of the table scene, which it knows only through
:class:`HistoryHost`, and says what it did or why not in the table's message strip
(:class:`~scenes.table.messages.MessageStrip`). It keeps to the record (:class:`game.record.GameRecord`): undo is
the record's, and the reason it is refused is the record's sentence. Every change of
the game shown ends in :meth:`HistoryHost.state_replaced`.
"""
from __future__ import annotations

import logging
from typing import Callable, Protocol, Sequence

import pygame

from game.core import IllegalMove
from game.record import GameRecord
from game.narration import is_you
from game.words import N_, _, ngettext
from scenes.table.messages import MessageStrip
from scenes.table.move_log import LogPanel, MoveLog
from scenes.table.replay import ReplayBar, strip_button_rect
from scenes.ui import theme
from scenes.ui.widgets import Button
from scenes.window import POINTER_EVENTS

log = logging.getLogger(__name__)

#: Why Undo, Redo, the Hint or a table's own button does nothing at a past moment (said with ``_``).
LOOKING_BACK = N_("You are looking at an earlier moment: return to the present first.")
#: Why they do nothing while a move is still on its way to its place (said with ``_``).
IN_FLIGHT = N_("Wait until the move on the table has landed.")


def taken_back(you: bool, person: str, computer: str, count: int) -> str:
    """What Undo says it took back: a person's move (``you``: the lesson's learner's)
    alone (``count`` 0), with one computer's answer (``computer`` its name), or with
    ``count`` moves of several computers (``computer`` "")."""
    if not count:
        if you:
            return _("Your move was taken back (Redo plays it again).")
        return _("{name}'s move was taken back (Redo plays it again).", name=person)
    if computer:
        if you:
            return _("Your move and {computer}'s answer were taken back (Redo plays them again).", computer=computer)
        return _("{name}'s move and {computer}'s answer were taken back (Redo plays them again).", name=person,
                 computer=computer)
    if you:
        return ngettext("Your move and the {count} computer move after it were taken back (Redo plays them again).",
                        "Your move and the {count} computer moves after it were taken back (Redo plays them again).",
                        count, count=count)
    return ngettext("{name}'s move and the {count} computer move after it were taken back (Redo plays them again).",
                    "{name}'s move and the {count} computer moves after it were taken back (Redo plays them again).",
                    count, name=person, count=count)


def played_again(you: bool, person: str, computer: str, count: int) -> str:
    """What Redo says it played again (the cases of :func:`taken_back`)."""
    if not count:
        if you:
            return _("Your move was played again.")
        return _("{name}'s move was played again.", name=person)
    if computer:
        if you:
            return _("Your move and {computer}'s answer were played again.", computer=computer)
        return _("{name}'s move and {computer}'s answer were played again.", name=person, computer=computer)
    if you:
        return ngettext("Your move and the {count} computer move after it were played again.",
                        "Your move and the {count} computer moves after it were played again.", count, count=count)
    return ngettext("{name}'s move and the {count} computer move after it were played again.",
                    "{name}'s move and the {count} computer moves after it were played again.", count,
                    name=person, count=count)


def takes_back(you: bool, person: str, computer: str, count: int) -> str:
    """What Undo would take back, said when the pointer rests on it: only when it takes
    back computers' moves too (the cases of :func:`taken_back`; "" for a move alone)."""
    if not count:
        return ""
    if computer:
        if you:
            # Translators: the Undo button's tooltip.
            return _("Takes back your move and {computer}'s answer.", computer=computer)
        # Translators: the Undo button's tooltip.
        return _("Takes back {name}'s move and {computer}'s answer.", name=person, computer=computer)
    if you:
        # Translators: the Undo button's tooltip.
        return ngettext("Takes back your move and the {count} computer move after it.",
                        "Takes back your move and the {count} computer moves after it.", count, count=count)
    # Translators: the Undo button's tooltip.
    return ngettext("Takes back {name}'s move and the {count} computer move after it.",
                    "Takes back {name}'s move and the {count} computer moves after it.", count,
                    name=person, count=count)


#: Said when the pointer presses or drags on the open Log where no move's line is.
LOG_COVERS = N_("The Log covers the table here: close it (L, or its button) to reach what lies under it.")


def answers(span: list) -> list:
    """The computers' moves in an undo span (:meth:`game.record.GameRecord.undo_span`):
    all after the person's move but those the rules made with no choice left."""
    return [entry for entry in span[1:] if not entry.automatic]


class HistoryHost(Protocol):
    """What the history asks of its table."""

    def state_replaced(self) -> None: """The game shown was replaced: redraw it from :attr:`History.state`."""
    def autosave(self) -> None: """Save the game as it is now."""
    def finish(self) -> None: """The game just reached its end (a redo played its last move)."""
    def took_back(self) -> None: """A move was taken back: a computer's answer to it is void."""
    def finish_animations(self) -> None: """Land every move in flight at once."""
    def close_replay(self) -> None: """Leave the replay."""
    def changed(self) -> None: """What the history shows changed (the log, its buttons): redraw."""
    def log_toggled(self) -> None: """The Log opened or closed: make room for it, or give the room back."""
    def is_computer(self, seat: int | None) -> bool: """Whether a computer plays ``seat``."""
    @property
    def calm(self) -> bool: """Nothing is in flight, the game goes on, a person plays: undo may act."""
    def waiting_on(self) -> str | None: """The table's open question, said instead of undoing, or None."""


class History:
    def __init__(self, host: HistoryHost, strip: MessageStrip, record: GameRecord, describe: Callable | None,
                 names: Sequence[str], replay: bool = False, log_first: bool = True):
        """``strip`` says what undo and redo did, or why not; ``describe(before, move,
        after, names)`` writes a move's log lines (the game's narration; None: no log).
        ``replay``: the record is only shown, from its start, with the Log open if
        ``log_first`` (a table whose Log would cover part of it opens whole)."""
        self.host = host
        self.strip = strip
        self.record = record
        self.replaying = replay
        self.move_log = MoveLog(describe, names) if describe is not None else None
        self.log_open = False
        self.moment: int | None = None
        """The move number whose position is shown read-only (None: the game as it is)."""
        self.moment_state = None
        self.captions: dict[int, str] = {}
        """The banner's words for a moment that says more than its move (the Review's)."""
        self.panel: LogPanel | None = None
        self.revealed: int | None = None  # the moment the panel last scrolled to
        self.replay_bar = ReplayBar(self) if replay else None
        self.log_area = pygame.Rect(0, 0, 0, 0)
        self.message_area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.pointer = (-1, -1)
        self.pressed_on_log = False  # the last press on the Log found no move's line there
        if replay:
            self.log_open = log_first and self.move_log is not None
            self.moment, self.moment_state = 0, record.state_at(0)

    # -- the game shown ---------------------------------------------------------------
    @property
    def state(self):
        """The game as the table shows it: the record's state, or a past moment's."""
        return self.moment_state if self.moment is not None else self.record.state

    @property
    def looking_back(self) -> bool:
        return self.moment is not None

    @property
    def shown_entries(self) -> list:
        """The record's entries up to the moment shown (all of them at the present)."""
        return self.record.entries[:self.moment] if self.moment is not None else self.record.entries

    def last_entry(self):
        """The record's entry of the last move played before the moment shown (None at the start)."""
        entries = self.shown_entries
        return entries[-1] if entries else None

    def computer_moves_since_a_person(self) -> list:
        """The record's entries computers played since a person last moved, oldest first,
        up to the moment shown: what a person who looks back at the table has missed."""
        since = []
        for entry in reversed(self.shown_entries):
            if self.record.humans[entry.seat]:
                break
            since.append(entry)
        return since[::-1]

    def place(self, log_area: pygame.Rect, message_area: pygame.Rect, scale: float) -> None:
        """Lay out the log panel over ``log_area``, and the way back and the replay bar in
        the table's message strip, ``message_area`` (at a past moment the strip holds no
        message: the banner says which moment it is), so they cover nothing of the table."""
        self.log_area, self.message_area, self.scale = pygame.Rect(log_area), pygame.Rect(message_area), scale
        self.panel = None
        if self.replay_bar is not None:
            self.replay_bar.place(self.message_area, scale)

    # -- undo and redo ------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo would do nothing now (the record's word, or the table's), or None."""
        if self.looking_back:
            return _(LOOKING_BACK)
        return self.host.waiting_on() or self.record.undo_refusal() or (None if self.host.calm else _(IN_FLIGHT))

    def redo_refusal(self) -> str | None:
        if self.looking_back:
            return _(LOOKING_BACK)
        waiting = self.host.waiting_on()
        if waiting:
            return waiting
        if not self.record.can_redo:
            return _("There is nothing to redo.")
        if self.host.is_computer(self.state.current_seat):
            return _("A computer player is to move.")
        return None if self.host.calm else _(IN_FLIGHT)

    def undo(self) -> None:
        why = self.undo_refusal()
        if why:
            self.strip.refuse(why)
            return
        span = self.record.undo()
        self.host.took_back()
        log.info("undo: %s taken back", "; ".join(f"seat {e.seat}'s move {e.move}" for e in span))
        self.strip.say(self._said_of(span, taken_back))
        self._changed()

    def undo_tip(self) -> str:
        """What Undo would take back, when it takes back computers' moves too (said when
        the pointer rests on the enabled button); '' otherwise."""
        span = self.record.undo_span()
        return self._said_of(span, takes_back) if answers(span) else ""

    def _said_of(self, span: list, sentence: Callable[[bool, str, str, int], str]) -> str:
        """``sentence`` (:func:`taken_back`, :func:`played_again` or :func:`takes_back`)
        said of ``span``, a person's move and the moves after it (a move the rules made
        with it is part of it): the person, the one computer that answered, if one did, and
        how many computers' moves it holds."""
        answered = answers(span)
        computers = {entry.seat for entry in answered}
        person = self._name(span[0].seat)
        computer = self._name(next(iter(computers))) if len(computers) == 1 else ""
        return sentence(is_you(person), person, computer, len(answered))

    def redo(self) -> None:
        why = self.redo_refusal()
        if why:
            self.strip.refuse(why)
            return
        try:
            played = self.record.redo()
        except IllegalMove as exc:
            self.strip.refuse(str(exc))
            return
        log.info("redo: %s played again", "; ".join(f"seat {e.seat} plays {e.move}" for e in played))
        self.strip.say(self._said_of(played, played_again))
        self._changed()
        if self.state.is_over:
            self.host.finish()

    def _name(self, seat: int) -> str:
        return self.move_log.names[seat] if self.move_log is not None else _("Seat {number}", number=seat + 1)

    def _changed(self) -> None:
        self.host.state_replaced()
        if not self.state.is_over:
            self.host.autosave()

    # -- the log and past moments ----------------------------------------------------------
    def toggle_log(self) -> None:
        """Open or close the Log; a past moment shown stays (the way back is in the strip)."""
        self.log_open = not self.log_open and self.move_log is not None
        self.host.log_toggled()

    def log_panel(self) -> LogPanel:
        """The log panel over :attr:`log_area`, with the record's lines."""
        if self.panel is None or self.panel.rect != self.log_area or self.panel.scale != self.scale:
            self.panel = LogPanel(self.log_area, self.scale)
            self.revealed = None
        self.panel.set_lines(self.move_log.lines(self.record))
        if self.moment != self.revealed:
            self.revealed = self.moment
            if self.moment is not None:  # the start of a replay shows the first moves, not the end
                self.panel.reveal(max(1, self.moment))
        return self.panel

    def show_moment(self, move: int) -> None:
        """Show the game as it stood after move ``move`` (read-only); the newest move is
        the present (except in a replay, which only ever shows moments)."""
        entries = self.record.entries
        if move >= len(entries) and not self.replaying:
            self.back_to_present()
            return
        move = max(0, min(move, len(entries)))
        self.host.finish_animations()  # a computer move in flight lands first
        if self.moment is not None and move == self.moment + 1:
            state = self.moment_state.clone()  # one step on: no need to replay from the start
            state.apply(entries[self.moment].move)
        else:
            state = self.record.state_at(move)
        self.moment, self.moment_state = move, state
        self.strip.say("")  # the strip holds the way back: the banner says which moment this is
        self.host.state_replaced()

    def moment_words(self) -> str | None:
        """Which moment is shown and what its move did, for the banner's guidance line
        ("Move 12 of 40: Ann took ..."); None at the present."""
        if self.moment is None:
            return None
        if self.moment in self.captions:
            return self.captions[self.moment]
        if self.moment == 0:
            return _("The start of the game.") if self.replaying else _("The start of the game, as it was.")
        did = self.move_log.first_line(self.record, self.moment) if self.move_log is not None else ""
        number, total = self.moment, len(self.record.entries)
        if self.replaying:
            if did:
                # Translators: the banner at a moment of a replay: {move} is the Log's line of the move.
                return _("Move {number} of {total}: {move}", number=number, total=total, move=did)
            return _("Move {number} of {total}.", number=number, total=total)
        if did:
            # Translators: the banner at a past moment of the game: {move} is the Log's line of the move.
            return _("Move {number} of {total}, as the table was then: {move}", number=number, total=total, move=did)
        return _("Move {number} of {total}, as the table was then.", number=number, total=total)

    def back_to_present(self) -> None:
        if self.moment is None:
            return
        self.moment = None
        self.moment_state = None
        self.strip.say("")
        self.host.state_replaced()

    def present_button(self) -> Button:
        """The button in the table's message strip that leaves a past moment."""
        s = self.scale
        return Button(strip_button_rect(self.message_area, round(240 * s), s), _("Back to the present"),
                      self.back_to_present, s * 0.9, primary=True)

    @property
    def buttons(self) -> list[Button]:
        """The history's own buttons on the table (the replay bar's), for their reasons when off."""
        return self.replay_bar.buttons if self.replay_bar is not None else []

    def close_replay(self) -> None:
        self.host.close_replay()

    def changed(self) -> None:
        self.host.changed()

    # -- every frame -------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Play a replay on; True when the moment shown changed."""
        return self.replay_bar is not None and self.replay_bar.update(dt)

    @property
    def animating(self) -> bool:
        return self.replay_bar is not None and self.replay_bar.playing

    def handle_event(self, event, passes: Sequence[pygame.Rect] = ()) -> bool:
        """The history's own input; True when the event was used (or must not reach the
        table: while a past moment is shown, the table is read-only). A pointer event
        over one of ``passes`` (the table's way back to the menu, the view's zoom buttons)
        always goes on."""
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
        if self.replay_bar is not None and self.replay_bar.handle_event(event):
            return True
        pos = event.pos if event.type in POINTER_EVENTS else None
        if event.type == pygame.MOUSEMOTION:
            self.pointer = pos
        if self.log_open:
            panel = self.log_panel()
            if event.type == pygame.MOUSEWHEEL:
                if panel.rect.collidepoint(self.pointer):
                    panel.scroll(event.y)
                    self.host.changed()
                    return True
            elif pos is not None and panel.rect.collidepoint(pos):
                if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    move = panel.move_at(pos)
                    self.pressed_on_log = move is None
                    if move is not None:
                        self.show_moment(move)
                    else:
                        self.strip.say(_(LOG_COVERS))
                elif event.type == pygame.MOUSEMOTION and event.buttons[0] and self.pressed_on_log:
                    self.strip.say(_(LOG_COVERS))  # a drag begun on the Log: what it meant to take is under it
                return True  # the panel covers what is under it
        if pos is not None and any(rect.collidepoint(pos) for rect in passes):
            return False
        if self.looking_back:
            if (not self.replaying and event.type == pygame.MOUSEBUTTONUP
                    and self.present_button().rect.collidepoint(pos)):
                self.back_to_present()
            return event.type not in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.QUIT)
        return False

    def draw(self, surface) -> list[pygame.Rect]:
        """The log panel and, at a past moment, the way back (drawn over the table);
        returns the areas they cover (a pressed button stays inside its panel's area)."""
        covered = []
        if self.log_open and self.move_log is not None:
            panel = self.log_panel()
            panel.draw(surface, self.moment)
            covered.append(theme.panel_area(panel.rect))
        if self.replay_bar is not None:
            self.replay_bar.draw(surface)
            covered.append(theme.panel_area(self.replay_bar.rect))
        elif self.looking_back:
            button = self.present_button()
            button.draw(surface)
            covered.append(theme.panel_area(button.rect))
        return covered


