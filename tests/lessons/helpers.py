"""What the lesson tests share: the games with a lesson, a walk through one with the runner,
and what every target kind names, checked against the engine's state by the test's
own reading of it (not the vocabulary's)."""
from __future__ import annotations

from dataclasses import dataclass

from game.kerala.grounds import neighbours
from game.kasane import KAKEMONO, EndTurn as KasaneEndTurn
from game.kaleido import EndTurn as KaleidoEndTurn
from game.kerala import Pass, SkipSpecial
from session.lesson_runner import LessonRunner
from session.lesson_vocabulary import Said
from session.lesson_files import load_lesson
from tests.games import GAMES as REGISTERED

#: The registered games that declare a lesson.
GAMES = tuple(game.id for game in REGISTERED if game.vocabulary is not None)


def _kaleido_stock(state, t):
    seat, color = state.current_seat, state.current_color
    return {"tile": state.tiles_left(color), "white": state.whites_left(seat),
            "board": state.boards_left(seat)}[t["piece"]] > 0


def _kaleido_button(state, t):
    if t["name"] == "hexagons":
        return True
    if t["name"] == "end_turn":
        return state.phase == "place" and KaleidoEndTurn() in state.legal_moves()
    return state.phase == "rotate"


def _near_grounds(state, t):
    stacks = state.stacks(t["seat"])
    return t["cell"] in stacks or any(n in stacks for n in neighbours(t["cell"]))


#: game -> target kind -> does the target name something on the table in ``state``?
EXISTS = {
    "kaleido": {
        "hole": lambda s, t: t["board"] in s.boards and 0 <= t["hole"] < 6,
        "board": lambda s, t: t["board"] in s.boards,
        "space": lambda s, t: t["pos"] not in s.boards and t["pos"] in s.board_positions(),
        "stock": _kaleido_stock,
        "hexagon": lambda s, t: tuple(sorted(t["boards"])) in {h.boards for h in s.hexagons()},
        "button": _kaleido_button,
        "score": lambda s, t: 0 <= t["seat"] < s.players,
        "seat": lambda s, t: 0 <= t["seat"] < s.players,
    },
    "kerala": {
        "offer": lambda s, t: 0 <= t["index"] < len(s.offer),
        "cell": _near_grounds,
        "elephant": lambda s, t: t["elephant"] in (0, 1) and 0 <= t["seat"] < s.players,
        "grounds": lambda s, t: 0 <= t["seat"] < s.players,
        "button": lambda s, t: {"pass": Pass(), "skip": SkipSpecial()}[t["name"]] in s.legal_moves(),
        "score": lambda s, t: 0 <= t["seat"] < s.players,
        "seat": lambda s, t: 0 <= t["seat"] < s.players,
        "bag": lambda s, t: True,
    },
    "kasane": {
        "market_row": lambda s, t: bool(s.market[t["row"]]),
        "market_card": lambda s, t: 0 <= t["index"] < len(s.market[t["row"]]),
        "hand": lambda s, t: 0 <= t["seat"] < s.players,
        "hand_card": lambda s, t: 0 <= t["index"] < len(s.hands[t["seat"]]),
        "kimono": lambda s, t: 0 <= t["seat"] < s.players,
        "kimono_card": lambda s, t: 0 <= t["index"] < len(s.kimonos[t["seat"]]),
        "accessories": lambda s, t: 0 <= t["seat"] < s.players,
        "slot": lambda s, t: t["size"] in KAKEMONO[t["style"]],
        "style": lambda s, t: t["style"] in KAKEMONO,
        "button": lambda s, t: s.phase == "combine" and KasaneEndTurn() in s.legal_moves()
        and (t["name"] != "kimono" or bool(s.kimonos[s.current_seat])),
        "score": lambda s, t: 0 <= t["seat"] < s.players,
        "pile": lambda s, t: True,
    },
}


@dataclass
class Moment:
    """One step of a walk: the state before, the move, the state after, what was said."""

    step: int
    seat: int
    learner: bool
    before: object
    move: object
    after: object
    coach: object
    want: str
    explained: list


def walk(game_id: str, lesson=None, runner=None):
    """Play a lesson to its end with its expected moves, as a table would: the learner's
    through :meth:`LessonRunner.play`, the computers' into the record then ``follow``.
    Yields a :class:`Moment` per move."""
    lesson = lesson or load_lesson(game_id)
    runner = runner or LessonRunner(lesson)
    while not runner.finished:
        coach = runner.coach
        step = runner.step
        before = runner.record.state.clone()
        want = runner.want
        if coach.learner:
            move = runner.expected[0]
            explained = runner.play(move)
        else:
            move = runner.computer_move()
            runner.record.play(move)
            explained = runner.follow()
        yield Moment(step.number, step.seat, coach.learner, before, move, runner.record.state.clone(), coach,
                     want, explained)


def kinds_played(lesson, moments) -> tuple[set, set]:
    """The move kinds the learner's moves made, and the events any move made."""
    vocabulary = lesson.vocabulary
    learner, events = set(), set()
    for m in moments:
        kinds = vocabulary.kinds_of(Said(m.before, m.move, m.after, lesson.names))
        events |= kinds
        if m.learner:
            learner |= kinds
    return learner, events
