"""Learn GAME at a table (issue 23): the game's own table driven by a
:class:`session.lesson_runner.LessonRunner`, one piece for all three tables.

- The computer seats play the lesson's script (:mod:`scenes.table.lesson_turns`): the
  runner's ``computer_move()``, shown with the table's own animation at the slow pace at
  least, the view brought to it first (the table's ``bring_into_view``). A computer
  seat's step that has something to say waits for Go on before its move.
- A person's move the lesson does not want is refused with the runner's sentence
  (:meth:`TableLesson.allows`), the dropped piece snaps back, and nothing is played.
  While a computer's move is on show, or a panel waits for Go on, the learner may not
  move at all (:meth:`TableLesson.held_back`): the panel that comes next is read first.
- The coach panel says what the lesson says now, one panel of :attr:`Lesson.panels` at
  a time ("Step n of N" is its place there): the intro, a step's coach text, each part
  of an explanation (until Go on), the end. None shows while a computer's move is on its
  way or on show: the panel that speaks of a move comes once the move has been seen.
- The panel covers none of what it names (:meth:`TableLesson.kept_in_view`: the targets it
  points at, and those it names unmarked); marks outline each target it points at,
  found on the screen by the table's ``target_rect`` hook, and an arrow runs from the
  panel to the target's middle, across none of what the panel names, the table's pieces
  (its ``pieces`` hook) nor the message line where a place allows it
  (:mod:`scenes.table.coach_marks`).
  Between panels with Go on, the panel keeps its corner, so Go on stays where it was.
- The progress is kept after every change of the record (:mod:`session.files.lesson_saves`),
  so Menu leaves and Learn GAME takes the lesson up at the step it was.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.words import N_, _
from scenes.table.banner import whose_turn
from scenes.table.coach_marks import (MARK, SEPARATOR, Drawn, arrow_ends, arrow_obstacles, draw_arrow, panel_shape,
                                      place_panel)
from scenes.table.lesson_turns import LessonTurns, lesson_pace
from scenes.ui import theme
from scenes.ui.widgets import Button
from session.files import lesson_saves
from session.lesson_runner import LessonRunner
from session.lesson_vocabulary import Target
from session.lessons import COACH, END, INTRO

log = logging.getLogger(__name__)

#: The coach panel's button that goes on from what it says (its first button: Enter presses it).
GO_ON = N_("Go on")
#: The shortest arrow drawn, at scale 1: a panel nearer its target marks it by its ring alone.
ARROW_DRAWN = 24


@dataclass(frozen=True)
class CoachLayout:
    """Where this frame's coach panel goes, what it says, and the targets it marks."""

    panel: pygame.Rect
    title: str
    heading: tuple[str, ...]
    """The title as drawn, line by line (a narrow panel breaks it)."""
    lines: tuple[str, ...]
    targets: tuple[pygame.Rect, ...]
    buttons: tuple[tuple[str, pygame.Rect], ...]
    arrows: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = ()
    """(start, tip) of the arrow to each target, in the order of ``targets``."""


@dataclass(frozen=True)
class Said:
    """What the panel says now: its place among the lesson's panels, its title and text,
    its buttons, the targets it marks and those it names unmarked."""

    panel: tuple
    title: str
    text: str
    buttons: tuple[tuple[str, Callable[[], None]], ...]
    point: tuple[Target, ...] = ()
    show: tuple[Target, ...] = ()


class TableLesson:
    """The lesson at a table, handed to the table as it is made (``lesson=``). Its host is
    the table (:class:`scenes.table.base.TableScene`, set by :meth:`turns`): the lesson
    reads its record, size, layout and ``target_rect`` hook, and speaks through its
    ``refuse`` and ``say``. ``taken_up``: the lesson was left and is taken up again
    (``start_over`` is then offered until the learner's next move)."""

    def __init__(self, runner: LessonRunner, taken_up: bool = False,
                 start_over: Callable[[], None] | None = None):
        self.host = None
        self.runner = runner
        self.lesson = runner.lesson
        self.moves_seen = len(runner.record.entries)
        self.kept = self.moves_seen  # the record's length when the progress was last kept
        self.explained = len(runner.explanations)
        self.to_explain: list = []
        """What the last steps showed, each on show until the learner goes on (Go on, Enter)."""
        self.taken_up = taken_up and start_over is not None
        """The lesson was taken up where it was left: Start over is offered until the next move."""
        self.restart = start_over
        self.intro_read = bool(runner.record.entries) or not self.lesson.intro
        """The intro was gone on from (a lesson taken up past its first move has no intro)."""
        self.heard = 0
        """The last computer seat's step whose coach text the learner went on from."""
        self.layout: CoachLayout | None = None
        self.placed: tuple = (None, None, None, ())
        """(what the panel said and marked, where it went, its :class:`PanelShape`, its arrows)."""
        self.corner: tuple | None = None
        """Where the last panel with Go on had its bottom-right corner (the next one keeps it where it can)."""
        self.buttons: list[Button] = []
        self.shown: tuple | None = None
        """(panel, text) of the panel last drawn, or None."""
        self.learner_free: bool | None = None
        """Whether the learner might move when the table last heard of it (:meth:`held_back`)."""

    # -- the computer seats and the learner's moves -------------------------------------
    def turns(self, host, animation_scale: float) -> LessonTurns:
        """The computer seats of the lesson at ``host``, the table it is played at."""
        self.host = host
        computers = [seat for seat, s in enumerate(self.lesson.seats) if not s.learner]
        return LessonTurns(computers, self.runner.computer_move, self.waiting, lesson_pace(animation_scale),
                           host.bring_into_view, self.look_again)

    def look_again(self) -> None:
        """A frame on: the panel that waited for a move to be seen asks to be drawn, and
        the table hears when the learner may move again, or no longer may."""
        said = self.said()
        if ((said.panel, said.text) if said is not None else None) != self.shown:
            self.host.dirty = True
        free = self.held_back() is None
        if free != self.learner_free:
            self.learner_free = free
            self.host.may_move_changed()

    @property
    def explanation(self) -> str | None:
        """The explanation on show, or None."""
        return self.to_explain[0].text if self.to_explain else None

    def holding_words(self) -> str | None:
        """What the computer seats wait for, while a panel with Go on is on show (None when they do not wait)."""
        # Translators: the banner's guidance while a lesson's coach panel waits for its Go on button.
        return _("The lesson has something to say: read it, then press Go on (or Enter).") if self.waiting() else None

    def waiting(self) -> bool:
        """The computer seats wait: the intro, an explanation, or the coach text of the
        computer's own step is to be read (Go on)."""
        self.catch_up()
        return bool(self.to_explain) or not self.intro_read or self._coach_unheard()

    def _coach_unheard(self) -> bool:
        """A computer seat's step has a coach text the learner has not gone on from."""
        coach, step = self.runner.coach, self.runner.step
        return coach is not None and not coach.learner and bool(coach.text) and self.heard != step.number

    def allows(self, seat: int, move) -> bool:
        """Whether the table may play ``move`` of ``seat`` now; a person's move the lesson
        does not want is refused with the lesson's sentence and its piece goes back."""
        if self.host.is_computer(seat):
            return True
        why = self.runner.check(move)
        if why is None:
            return True
        log.info("lesson: %s refused: %s", move, why)
        self.host.strip.refuse(why)
        if self.host.drag is not None:
            self.host.drag.return_dropped()
        return False

    # -- following the record ------------------------------------------------------------
    def catch_up(self) -> None:
        """Follow the record (a move, an undo, a redo): the explanation the last step
        brought goes on show, and the progress is kept."""
        self.runner.follow()
        moves = len(self.runner.record.entries)
        if moves == self.moves_seen:
            return
        said = self.runner.explanations
        grew = moves > self.moves_seen
        self.to_explain = list(said[self.explained:]) if grew else []
        self.moves_seen, self.explained = moves, len(said)
        if grew and not self.host.is_computer(self.runner.record.entries[-1].seat):
            self.taken_up = False
        self.host.dirty = True
        self.keep()

    def keep(self) -> None:
        """Keep the progress (a lesson over is removed: Learn GAME starts it afresh)."""
        if self.kept == self.moves_seen:
            return
        self.kept = self.moves_seen
        if self.runner.finished:
            problem = lesson_saves.discard(self.lesson.game_id)
        else:
            try:
                lesson_saves.save(self.runner)
                problem = None
            except OSError as exc:
                # Translators: {reason} is the system's own reason (in its language).
                problem = _("The lesson's progress could not be kept ({reason}).", reason=exc.strerror or exc)
        if problem:
            self.host.strip.say(problem)

    # -- what the learner presses ---------------------------------------------------------
    def go_on(self) -> None:
        """The panel with Go on was read: the intro, then what was explained, then a
        computer seat's coach text, each in turn."""
        if not self.intro_read:
            self.intro_read = True
        elif self.to_explain:
            self.to_explain.pop(0)
        elif self.runner.step is not None:
            self.heard = self.runner.step.number
        self.host.dirty = True

    def start_over(self) -> None:
        lesson_saves.discard(self.lesson.game_id)
        self.restart()

    def see_results(self) -> None:
        self.host.open_results()

    def handle_event(self, event) -> bool:
        """The panel's buttons, and Enter for the first of them; True when used."""
        for button in self.buttons:
            if button.handle_event(event):
                return True
            if button.changed:
                self.host.dirty = True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.buttons \
                and self.buttons[0].text == _(GO_ON):
            self.buttons[0].on_click()
            return True
        return False

    # -- the coach panel ------------------------------------------------------------------
    def said(self) -> Said | None:
        """What the panel says now, or None while no panel shows: a computer's move on its
        way or on show (the panel that speaks of it comes once it has been seen), or a
        computer seat's step with nothing to say."""
        runner, lesson = self.runner, self.lesson
        if not self.intro_read:
            return self._said(INTRO, lesson.intro, (self._go_on(),), show=lesson.intro_show)
        coach = runner.coach
        learners_turn = coach is not None and coach.learner and not self.to_explain
        if self._move_on_show(learners_turn):
            return None
        if self.to_explain:
            part = self.to_explain[0]
            step = lesson.steps[part.step - 1]
            # a part that points at nothing keeps clear of what its step pointed at, where it still is
            show = part.show if part.targets else (*self._still_there((*step.point, *step.show)), *part.show)
            return self._said(part.panel, part.text, (self._go_on(),), part.targets, show)
        if runner.finished:
            return self._said(END, runner.closing, ((_("See the scores"), self.see_results),))
        if coach is None or not coach.text or (not coach.learner and self.heard == runner.step.number):
            return None
        panel = (runner.step.number, COACH)
        if self.taken_up:
            # Translators: a lesson taken up again: {text} is what its coach says at the step it had reached.
            return self._said(panel, _("Taken up where you left it. {text}", text=coach.text),
                              ((_("Start over"), self.start_over),),
                              coach.targets, coach.show)
        buttons = () if coach.learner else (self._go_on(),)
        return self._said(panel, coach.text, buttons, coach.targets, coach.show)

    def _go_on(self) -> tuple[str, Callable[[], None]]:
        """The panel's Go on button: its label in the language in use, and what it does."""
        return _(GO_ON), self.go_on

    def _still_there(self, targets) -> tuple:
        return tuple(t for t in targets if self.host.target_rect(t) is not None)

    def _said(self, panel, text, buttons, point=(), show=()) -> Said:
        n, total = self.runner.panel_number(panel)
        # Translators: a lesson's place in its panels, beside its title: "Step 3 of 40".
        step = _("Step {number} of {total}", number=n, total=total)
        return Said(panel, f"{self.lesson.title}{SEPARATOR}{step}", text, buttons, tuple(point),
                    tuple(show))

    def _move_on_show(self, learners_turn: bool) -> bool:
        """A computer's move is on its way, landing, or on show for its while (then even
        the learner's next step waits: it may speak of that move); or, but for the
        learner's own step (a refused piece going back), anything moves."""
        host = self.host
        return self._computers_move_on_show() or ((host.showing_move or host.animating) and not learners_turn)

    def _computers_move_on_show(self) -> bool:
        """The last move is a computer seat's, and it is on its way, landing, or on show for its while."""
        host = self.host
        entries = self.runner.record.entries
        return bool(entries) and host.is_computer(entries[-1].seat) \
            and (host.showing_move or host.animating or host.computers.holding())

    def held_back(self) -> str | None:
        """Why the learner may not move now (None when they may): a panel waits for Go on
        (the intro, an explanation, a computer seat's coach text: what comes next is read
        first), or a computer's move is on its way or on show (the panel that speaks of it
        comes after it). The table then takes no move of the learner's, and lights none."""
        if self.waiting():
            return self.holding_words()
        if self._computers_move_on_show():
            return _("Watch the move on the table: the lesson goes on once it has been seen.")
        return None

    def banner_words(self) -> tuple[str, str] | None:
        """(headline, guidance) of the banner while the learner is to move but held back
        (:meth:`held_back`): whose turn, and what comes first; None otherwise (the table's own)."""
        host = self.host
        seat = host.state.current_seat
        if seat is None or host.finished or host.looking_back or host.is_computer(seat):
            return None
        why = self.held_back()
        return (whose_turn(self.lesson.seats[seat].name), why) if why else None

    def words(self) -> tuple[str, str, tuple[tuple[str, Callable[[], None]], ...]]:
        """(title, text, buttons) of the panel now (all empty while none shows)."""
        said = self.said()
        return (said.title, said.text, said.buttons) if said is not None else ("", "", ())

    def _rects(self, targets) -> list:
        if self.host.looking_back:
            return []
        return [self.host.target_rect(target) for target in targets]

    def targets(self) -> list:
        """The screen rectangles of the targets the panel marks now (None for one not on the screen)."""
        said = self.said()
        return self._rects(said.point) if said is not None else []

    def spoken_of(self) -> list:
        """The screen rectangles of what the panel names without marking it (it keeps clear of them)."""
        said = self.said()
        return self._rects(said.show) if said is not None else []

    def kept_in_view(self) -> list:
        """Every rectangle the panel now must not cover: what it marks and what it names."""
        return [r for r in (*self.targets(), *self.spoken_of()) if r is not None]

    def pieces(self) -> list:
        """The table's pieces on show (boards, tiles, cards), on the screen: no arrow runs across them."""
        window = pygame.Rect((0, 0), self.host.size)
        return [pygame.Rect(r).clip(window) for r in self.host.pieces() if window.colliderect(r)]

    def in_the_way(self) -> list:
        """What an arrow runs across nowhere a place lets it keep off: the table's pieces,
        the scores and what may be pressed (a thin arrow over a seat's box or the bare
        message line is weighed on its own, or not at all)."""
        return self.pieces() + self._in_sight(("score",)) + self._pressable()

    def message_line(self) -> pygame.Rect | None:
        """Where the table's message is: its place in the layout, and the box last drawn
        there (a long sentence, as at a game's end, is drawn taller than its place)."""
        host = self.host
        found = [pygame.Rect(r) for r in (host.rects.get("message"), host.strip.rect) if r is not None]
        return found[0].unionall(found[1:]) if found else None

    def must_show(self) -> list:
        """What stays in sight whatever the panel says: who has what (every seat's kinds of
        target the game keeps in sight, :attr:`Vocabulary.in_sight`: its score, its box,
        its open hand), the message (why a move was refused), and what may be pressed (the
        table's buttons, the board view's zoom buttons)."""
        message = self.message_line()
        return self._in_sight(self.lesson.vocabulary.in_sight) + ([message] if message is not None else []) \
            + self._pressable()

    def _in_sight(self, kinds) -> list:
        """The screen rectangles of every seat's target of each of ``kinds`` on show."""
        seats = range(len(self.lesson.seats))
        found = [self.host.target_rect(Target(kind, (("seat", seat),))) for kind in kinds for seat in seats]
        return [pygame.Rect(r) for r in found if r is not None]

    def _pressable(self) -> list:
        """The table's buttons on show and the board view's zoom buttons."""
        host = self.host
        view = getattr(host, "view", None)
        return [pygame.Rect(w.rect) for w in host.widgets if w.visible] \
            + [pygame.Rect(b.rect) for b in (view.buttons if view is not None else ()) if b.visible]

    def lay_out(self, picture: pygame.Surface) -> CoachLayout | None:
        """The panel's layout (None while no panel shows); its place is chosen again only
        when what it says or points at changed (the panel does not wander while pieces
        move under it), on ``picture``, the table as drawn in this frame."""
        host = self.host
        said = self.said()
        if said is None:
            self._sync_buttons((), (), 1.0)
            return None
        size = host.size
        s = theme.scale_for(size)
        window = pygame.Rect((0, 0), size)
        banner = host.rects.get("banner")
        top = banner.bottom if banner is not None else 0
        area = pygame.Rect(0, top, size[0], size[1] - top)
        buttons = said.buttons
        targets = tuple(pygame.Rect(r).clip(window) for r in self._rects(said.point) if r is not None)
        spoken_of = tuple(pygame.Rect(r).clip(window) for r in self._rects(said.show) if r is not None)
        key = (tuple(host.size), said.title, said.text, tuple(map(tuple, targets)), tuple(map(tuple, spoken_of)))
        if key != self.placed[0]:
            labels = tuple(label for label, action in buttons)
            corner = self.corner if _(GO_ON) in labels else None
            self.placed = (key, *self._place(said.title, said.text, labels, targets, spoken_of, area, picture, s,
                                             corner))
            if _(GO_ON) in labels:
                self.corner = self.placed[1].bottomright
        panel, shape, arrows = self.placed[1:]
        pad = round(14 * s)
        placed, right = [], panel.right - pad
        for (label, action), (bw, bh) in zip(buttons, shape.buttons):
            rect = pygame.Rect(right - bw, panel.bottom - pad - bh, bw, bh)
            placed.append((label, rect))
            right -= bw + round(8 * s)
        self._sync_buttons(buttons, placed, s)
        return CoachLayout(panel, said.title, shape.heading, shape.lines, targets, tuple(placed), arrows)

    def _place(self, title, text, labels, targets, spoken_of, area, picture, s, corner=None):
        """(panel, its :class:`PanelShape`, arrows) for what the panel says and marks now, placed
        on ``picture`` (worked out only when those change, not every frame): each arrow runs
        across nothing the panel names nor any piece of the table where a way allows."""
        host = self.host
        width = max(round(340 * s), min(round(host.size[0] * 0.3), round(520 * s)))
        shapes = {}  # panel width -> its shape: narrower ones fit beside the pieces
        for share in (1.0, 1.3, 0.8, 0.66):  # wider, fewer lines, where it is tall
            shape = panel_shape(title, text, labels, round(width * share), s)
            shapes.setdefault(shape.size[0], shape)
        # the panel goes over the table's largest region (the board, where there is room),
        # clear of the others (seats, pieces, buttons, the message) where it can
        regions = sorted((pygame.Rect(r) for name, r in host.rects.items() if name != "banner"),
                         key=lambda r: r.width * r.height)
        keep_clear = regions[:-1] + ([host.menu_button.rect] if host.menu_button is not None else [])
        message, pieces, named = self.message_line(), self.in_the_way(), (*targets, *spoken_of)
        panel = place_panel([shape.size for shape in shapes.values()], area, named, keep_clear, round(8 * s),
                            regions[-1:], Drawn(picture), self.must_show(), targets, message, corner, pieces,
                            ARROW_DRAWN * s)
        arrows = tuple(arrow_ends(panel, t, arrow_obstacles(t, named, message, pieces)) for t in targets)
        return panel, shapes[panel.width], arrows

    def _sync_buttons(self, buttons, placed, s: float) -> None:
        labels = [label for label, action in buttons]
        if [b.text for b in self.buttons] != labels:
            self.buttons = [Button(rect, label, action, s * 0.85, primary=i == 0)
                            for i, ((label, action), (shown, rect)) in enumerate(zip(buttons, placed))]
        for button, (shown, rect) in zip(self.buttons, placed):
            button.rect = rect

    def look(self, surface) -> None:
        """Lay the panel out on ``surface``, the table as drawn this frame before what
        passes over it (a tooltip, a held piece): where the pointer rests never moves it."""
        self.catch_up()
        self.layout = self.lay_out(surface)

    def draw(self, surface) -> None:
        """The marks, the panel and its arrows, as laid out this frame (:meth:`look`);
        every part drawn is told to the table's screen updates, so the next frame copies
        the table back there."""
        layout = self.layout
        said = self.said()
        self.shown = (said.panel, said.text) if said is not None else None
        if layout is None:
            return
        host = self.host
        s = theme.scale_for(surface.get_size())
        width = max(2, round(3 * s))
        for target, (start, end) in zip(layout.targets, layout.arrows):
            ring = target.inflate(2 * width + 4, 2 * width + 4)
            host.moving(pygame.draw.rect(surface, MARK, ring, width, border_radius=round(6 * s)))
            if math.dist(start, end) > ARROW_DRAWN * s:
                host.moving(draw_arrow(surface, start, end, width))
        panel = layout.panel
        theme.draw_panel(surface, panel, theme.BACKGROUND_DEEP, MARK, radius=round(12 * s))
        host.moving(panel.inflate(8, 10))
        pad = round(14 * s)
        heading = theme.font("label", s, bold=True)
        y = panel.top + pad
        for line in layout.heading:
            theme.draw_text(surface, line, heading, MARK, (panel.left + pad, y))
            y += heading.get_linesize()
        y += round(6 * s)
        body = theme.font("body", s)
        for line in layout.lines:
            theme.draw_text(surface, line, body, theme.TEXT, (panel.left + pad, y))
            y += body.get_linesize()
        for button in self.buttons:
            button.draw(surface)
