"""The runner of a lesson being played (:class:`LessonRunner`): which step the lesson is
at, what the coach says and points at, whether a move is the lesson's, the computer
seats' scripted moves, what is explained after each step, and the progress.

The runner reads the lesson's record (:class:`game.record.GameRecord`): the table plays
moves into the record as at any game (``record.play(move)``) and calls :meth:`follow`,
or calls :meth:`LessonRunner.play`, which does both. Undo and redo are followed too.
The step is worked out from the record's moves alone, so a lesson left and taken up
again goes on where it was: its progress is the record's length, saved with
:meth:`LessonRunner.to_data` and taken up with :meth:`LessonRunner.resume`.

A step is done when the position it wants is reached: its expected move (or one of the
others it accepts) leads there, or, where the game's moves add up (Kaleido's rotations),
several moves of the learner's do.
"""
from __future__ import annotations

from typing import Any

from game.core import SaveFormatError, legal_copy
from game.record import GameRecord
from game.narration import is_you
from game.words import _
from session import registry
from session.lesson_vocabulary import Said
from session.lesson_moves import read_move
from session.lesson_texts import fill
from session.lessons import END, INTRO, Coach, DamagedLesson, Explanation, Lesson, OffLesson, Step

#: The format of a lesson's kept progress (:meth:`LessonRunner.to_data`).
PROGRESS_FORMAT = 1


class LessonRunner:
    def __init__(self, lesson: Lesson, record: GameRecord | None = None):
        """The runner of ``lesson`` over ``record`` (a fresh record of the lesson when
        None). A record that does not start at the lesson's first position, or whose
        moves leave the lesson, raises DamagedLesson."""
        self.lesson = lesson
        self.vocabulary = lesson.vocabulary
        self.record = record if record is not None else lesson.new_record()
        if self.record.start != {"state": lesson.start_json}:
            raise DamagedLesson(_("The lesson in progress does not start where this lesson starts."))
        if self.record.humans != lesson.humans:
            raise DamagedLesson(_("The lesson in progress has other seats than this lesson."))
        self._restart()
        self.follow()

    # -- where the lesson is ------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The step to play now, or None once the lesson is over."""
        return self.lesson.steps[self._index] if self._index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self._index >= len(self.lesson.steps)

    @property
    def learner_to_move(self) -> bool:
        step = self.step
        return step is not None and step.seat == self.lesson.learner

    @property
    def progress(self) -> tuple[int, int]:
        """``(n, N)``: the panel n of the lesson's N (:attr:`Lesson.panels`) that coaches the
        step now (for a computer seat's step that says nothing, the next panel the
        learner reads); ``(N, N)``, the end's panel, once the lesson is over."""
        panels = self.lesson.panels
        step = self.step
        if step is None:
            return len(panels), len(panels)
        steps = [0 if panel == INTRO else len(self.lesson.steps) + 1 if panel == END else panel[0] for panel in panels]
        first = next(i for i, number in enumerate(steps) if number >= step.number)
        return first + 1, len(panels)

    def panel_number(self, panel: tuple) -> tuple[int, int]:
        """``(n, N)``: where panel ``panel`` (:attr:`Lesson.panels`) comes among the lesson's N."""
        return self.lesson.panel_number(panel), len(self.lesson.panels)

    @property
    def coach(self) -> Coach | None:
        """What the coach says and points at before the step now (None once over)."""
        step = self.step
        if step is None:
            return None
        return Coach(self._coach_text, step.point, step.seat, step.seat == self.lesson.learner, self.progress,
                     step.show)

    @property
    def expected(self) -> tuple:
        """The moves the lesson accepts now (the engine's own, the expected one first);
        while a rotation is on its way, further turns of that board are accepted too."""
        return self._accepted

    @property
    def want(self) -> str:
        """What the lesson wants of the learner now, as said after "this lesson wants"."""
        return self._want_text

    @property
    def closing(self) -> str:
        """The lesson's end text, filled from the game's end ("" until the lesson is over)."""
        return self._closing

    # -- moves -----------------------------------------------------------------------------
    def check(self, move: Any) -> str | None:
        """None when ``move`` is the learner's move the lesson wants now; else the
        sentence to show while the piece goes back: the rules' own reason when the move
        is not legal, else what the lesson wants. Changes nothing."""
        self.follow()
        step = self.step
        if step is None:
            return _("The lesson is over: the results show how everyone scored.")
        if step.seat != self.lesson.learner:
            name = self.lesson.names[step.seat]
            if is_you(name):
                return _("Wait a moment: it is your turn.")
            return _("Wait a moment: it is {name}'s turn.", name=name)
        why = self._shadow.why_illegal(move)
        if why:
            return why
        if self._accepts(move):
            return None
        same_kind = any(type(move) is type(expected) for expected in self._accepted)
        if same_kind:
            # Translators: {want} is what the lesson wants, in the lesson's own words ("a tile on the green 3").
            return _("Not quite: this lesson wants {want}.", want=self._want_text)
        # Translators: {want} is what the lesson wants, in the lesson's own words ("a tile on the green 3").
        return _("Not yet: this lesson wants {want}.", want=self._want_text)

    def play(self, move: Any) -> list[Explanation]:
        """Play the learner's ``move`` into the record and follow it; a move off the
        lesson raises OffLesson with :meth:`check`'s sentence and changes nothing."""
        why = self.check(move)
        if why:
            raise OffLesson(why)
        self.record.play(move)
        return self.follow()

    def computer_move(self) -> Any:
        """The scripted move of the computer seat to move now (the engine's own legal
        move), or None while it is the learner's turn or the lesson is over."""
        self.follow()
        if self.finished or self.learner_to_move:
            return None
        return self._accepted[0]

    def follow(self) -> list[Explanation]:
        """Catch up with the record (moves played, undone, redone) and return what is
        explained after the steps it completed since the last call. A record whose
        moves leave the lesson raises DamagedLesson."""
        entries = self.record.entries
        kept = 0
        while kept < min(len(entries), len(self._moves)) and entries[kept].move == self._moves[kept]:
            kept += 1
        if kept < len(self._moves):
            self._restart()
            for number, entry in enumerate(entries[:kept], 1):
                self._consume(entry.move, number)
        return [part for number, entry in enumerate(entries[kept:], kept + 1)
                for part in self._consume(entry.move, number)]

    # -- leaving and taking up again -----------------------------------------------------------
    def to_data(self) -> dict:
        """The lesson in progress, to keep with a save: the lesson it is and its record."""
        return {"format": PROGRESS_FORMAT, "lesson": self.lesson.game_id, "record": self.record.to_data()}

    @classmethod
    def resume(cls, lesson: Lesson, data: Any) -> "LessonRunner":
        """The lesson in progress :meth:`to_data` kept, at the step it had reached;
        anything wrong raises DamagedLesson (a SaveFormatError) with a sentence."""
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            raise DamagedLesson(_("The lesson in progress is not in a format this version reads."))
        if data.get("lesson") != lesson.game_id:
            # Translators: {lesson} is the lesson's title.
            raise DamagedLesson(_("The lesson in progress is not the {lesson} lesson.", lesson=lesson.title))
        try:
            record = GameRecord.from_data(registry.get(lesson.game_id).state_class(), data.get("record"))
        except DamagedLesson:
            raise
        except SaveFormatError as exc:
            # Translators: {reason} is why the save could not be read (a sentence).
            raise DamagedLesson(_("The lesson in progress could not be read: {reason}", reason=exc)) from exc
        return cls(lesson, record)

    # -- inside ------------------------------------------------------------------------------
    def _restart(self) -> None:
        self._shadow = self.lesson.initial_state()
        self._moves: list = []
        self.explanations: list[Explanation] = []
        """Everything explained so far, in order (after a resume, the last is the one to show again)."""
        self._index = 0
        self._closing = ""
        self._enter_step()

    def _enter_step(self) -> None:
        """Read the step now against the position: its moves and the positions they lead to."""
        step = self.step
        self._accepted: tuple = ()
        self._goals: list[tuple[Any, Any, str]] = []
        self._coach_text = self._want_text = ""
        if step is None:
            return
        self._step_start = self._shadow.clone()
        self._accepted = tuple(read_move(self.vocabulary, self._shadow, data) for data in step.moves)
        for move in self._accepted:
            after = self._shadow.clone()
            after.apply(move)
            self._goals.append((move, after, after.to_json()))
        main = Said(self._step_start, self._accepted[0], self._goals[0][1], self.lesson.names)
        self._coach_text = fill(self.vocabulary, step.coach, main)
        self._want_text = fill(self.vocabulary, step.want, main)

    def _accepts(self, move: Any) -> bool:
        if legal_copy(move, self._shadow.legal_moves()) is None:
            return False
        return any(move == expected or self.vocabulary.converges(expected, move) for expected in self._accepted)

    def _consume(self, move: Any, number: int) -> list[Explanation]:
        """Follow move ``number`` of the record; the parts of its step's explanation when
        it completes the step."""
        step = self.step
        if step is None:
            raise DamagedLesson(_("The game goes on after the lesson's last step (move {number}).", number=number))
        if step.seat != self._shadow.current_seat or not self._accepts(move):
            # Translators: {move} is the move as the program writes it.
            raise DamagedLesson(_("Move {number} of the game ({move}) is not the lesson's step {step}.", number=number,
                                  move=move, step=step.number))
        self._shadow.apply(move)
        self._moves.append(move)
        now = self._shadow.to_json()
        reached = next((expected for expected, after, goal in self._goals if goal == now), None)
        if reached is None:
            return []   # a move towards the step's position (a rotation on the way)
        said = Said(self._step_start, reached, self._shadow.clone(), self.lesson.names)
        parts = [Explanation(fill(self.vocabulary, part.text, said), step.number, step.seat, index, part.point,
                             part.show) for index, part in enumerate(step.explain)]
        self._index += 1
        if self.finished:
            self._closing = fill(self.vocabulary, self.lesson.end, said)
        self._enter_step()
        self.explanations += parts
        return parts
