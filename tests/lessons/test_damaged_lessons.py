"""A lesson file that cannot be used is refused with a sentence that says what and where:
loading plays the file through the engine, so a move, a target or a text that does not
fit the game where it comes is found before a learner meets it."""
from __future__ import annotations

import copy
import json

import pytest

from game.core import SaveFormatError
from session import lesson_checks, lesson_files
from session.lesson_files import lesson_path, load_lesson, read_lesson
from session.lessons import DamagedLesson
from tests.lessons.helpers import GAMES

ORIGINAL = {game: json.loads(lesson_path(game).read_text(encoding="utf-8")) for game in GAMES}


def learner_step(data: dict, n: int = 0) -> dict:
    """The ``n``-th step of the learner's in ``data``."""
    learner = next(i for i, s in enumerate(data["seats"]) if s.get("learner"))
    return [s for s in data["steps"] if s["seat"] == learner][n]


def mutated(game: str, change) -> str:
    data = copy.deepcopy(ORIGINAL[game])
    change(data)
    return json.dumps(data)


def refused(text: str, game: str | None = None) -> str:
    with pytest.raises(DamagedLesson) as caught:
        read_lesson(text, game)
    sentence = str(caught.value)
    assert isinstance(caught.value, SaveFormatError)
    assert sentence.endswith(".") and sentence[0].isupper() and "Traceback" not in sentence
    return sentence


def set_in(path, value):
    def change(data):
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


@pytest.mark.parametrize("text, words", [
    ("", "not valid JSON"),
    ("{\"format\": 1, ", "not valid JSON"),
    ("[1, 2]", "does not hold a lesson"),
    ("[" * 100_000, "not valid JSON"),
])
def test_text_that_is_no_lesson_is_refused(text, words):
    assert words in refused(text)


@pytest.mark.parametrize("game, change, words", [
    ("kasane", set_in(["format"], 2), "this version reads format 1"),
    ("kasane", set_in(["game"], "chess"), "a game Tessera has no lessons for"),
    ("kasane", set_in(["minutes"], "seven"), "minutes"),
    ("kasane", set_in(["extra"], 1), "fields no lesson has: extra"),
    ("kasane", set_in(["steps"], []), "it has no steps"),
    ("kasane", set_in(["seats", 1, "learner"], True), "exactly one seat must be the learner's"),
    ("kasane", set_in(["seats", 0, "name"], ""), "seat 1 has no name"),
    ("kasane", set_in(["start", "players"], 3), "one for each seat"),
    ("kasane", set_in(["start", "deck"], [1, 2, 3]), "cannot begin a game"),
    ("kasane", set_in(["start", "deck"], ["one"]), "not a list of card numbers"),
    ("kasane", set_in(["start", "colour"], "red"), "fields the game does not take: colour"),
    ("kerala", set_in(["start", "bag", 0], "blue:7"), "'blue:7', which is not a Kerala tile"),
    ("kaleido", set_in(["start", "bag"], ["blue:2"]), "fields the game does not take: bag"),
    ("kerala", set_in(["start", "colors"], ["blue", "red"]), "its start names colours: they are the seats'"),
    ("kerala", set_in(["seats", 1, "colors"], ["blue"]), "its seats' colours are not 1 different colours"),
    ("kasane", set_in(["seats", 1, "colors"], ["mauve"]), "its seats' colours are not"),
    ("kaleido", set_in(["seats", 1, "colors"], ["blue", "green"]), "its seats' colours are not"),
    ("kasane", set_in(["start", "seed"], [1, 2]), "cannot begin a game"),
    ("kaleido", set_in(["prelude", 0], {"move": "PlaceTile", "board": [9, 9], "hole": 0}), "move 1 of its prelude"),
    ("kasane", lambda d: d["steps"].pop(), "the game is not over after its last step"),
    ("kasane", lambda d: d["steps"].append(copy.deepcopy(d["steps"][-1])), "comes after the game has ended"),
    ("kasane", lambda d: d["steps"][2].update(seat=0, coach="Go.", want="a move", point=[{"at": "pile"}]),
     "step 3 is for seat 0, but seat 1 moves there"),
    ("kasane", set_in(["steps", 0, "seat"], 1), "step 1 is a computer seat's: the lesson wants nothing"),
    ("kasane", set_in(["steps", 0, "seat"], 5), "step 1 does not name one of the 2 seats"),
    ("kasane", lambda d: learner_step(d).pop("want"), "step 1 is the learner's and needs its want"),
    ("kasane", lambda d: learner_step(d).update(play={"move": "Take", "row": 7}),
     "step 1: Take(row=7) is not legal there (There is no row 8: the market has 4 rows)"),
    ("kasane", lambda d: learner_step(d).update(play={"move": "Shuffle"}), "is not a kasane move"),
    ("kasane", lambda d: learner_step(d).update(play={"move": "Take", "rows": 0}), "has no field 'rows'"),
    ("kasane", lambda d: learner_step(d).update(play={"move": "Combine", "length": 2}), "lacks its reuse_last"),
    ("kasane", lambda d: learner_step(d).update(coach="Take {cards}."), "asks for {cards}, which is not a fact"),
    ("kasane", lambda d: learner_step(d).update(coach="Take {card!r}."), "asks for {card}"),
    ("kasane", lambda d: learner_step(d).update(coach="Take {card."), "a brace that opens no fact"),
    ("kasane", lambda d: learner_step(d).update(explain="{combination}."),
     "step 1's explanation asks for {combination}, but the move is no combination"),
    ("kasane", lambda d: learner_step(d).update(point=[{"at": "market_row", "row": 7}]),
     "step 1 points at market_row row=7, but the market has no row 7"),
    ("kasane", lambda d: learner_step(d).update(point=[{"at": "moon"}]), "does not show"),
    ("kasane", lambda d: learner_step(d).update(point=[{"at": "slot", "style": "juu"}]), "has the fields style, size"),
    ("kasane", lambda d: learner_step(d).update(point=[{"at": "slot", "style": "juu", "size": "2"}]),
     "the size of a slot target must be a whole number"),
    ("kasane", lambda d: d["steps"][2].update({"or": [{"move": "EndTurn"}]}), "only the learner's steps may accept"),
    ("kasane", set_in(["about"], "{winner}"), "may not ask for facts"),
    ("kerala", lambda d: learner_step(d).update(point=[{"at": "cell", "seat": 0, "cell": [5, 5]}]),
     "neither on nor beside"),
    ("kaleido", lambda d: learner_step(d).update(point=[{"at": "hole", "board": [3, 3], "hole": 0}]),
     "there is no board at (3, 3)"),
    ("kaleido", lambda d: learner_step(d, 1).update(explain="{award}"), "no board scores with this move"),
    ("kasane", lambda d: d.pop("intro"), "its intro is missing or not text"),
    ("kaleido", set_in(["intro_show"], [{"at": "board", "board": [3, 3]}]), "there is no board at (3, 3)"),
    ("kaleido", set_in(["intro_show"], [{"at": "moon"}]), "its intro points at something"),
    ("kasane", set_in(["intro"], "You play {card}."), "its intro is read before any move is played"),
    ("kasane", lambda d: learner_step(d).update(explain=[{"text": " "}]), "step 1's explanation part 1 has no text"),
    ("kasane", lambda d: learner_step(d).update(explain=[{"text": "Look.", "at": "pile"}]),
     "step 1's explanation part 1 is not a text, nor an object"),
    ("kasane", lambda d: learner_step(d).update(explain=[{"text": "Look.", "point": [{"at": "market_row", "row": 7}]}]),
     "step 1's explanation part 1 points at market_row row=7"),
    ("kasane", lambda d: learner_step(d).update(show=[{"at": "hand_card", "seat": 0, "index": 3}]),
     "step 1 points at hand_card seat=0 index=3"),
    ("kasane", lambda d: d["steps"][1].update(coach="End your turn.", want="the end", point=[{"at": "pile"}]),
     "step 2's move is made by the table itself, so its coach would never be read"),
])
def test_a_damaged_lesson_is_refused_saying_what_and_where(game, change, words):
    assert words in refused(mutated(game, change))


def test_a_lesson_of_another_game_is_refused():
    assert "it is a lesson of kasane, not of kerala" in refused(json.dumps(ORIGINAL["kasane"]), "kerala")


def test_accepted_moves_open_paths_each_checked_to_the_end():
    """Another move a step accepts is played through to the end of the lesson too: here
    taking the top row's card instead of the third row's breaks a later step."""
    def change(data):
        learner_step(data, 4).setdefault("or", []).append({"move": "Take", "row": 0})
    sentence = refused(mutated("kasane", change))
    assert sentence.startswith("The Colors of Kasane lesson cannot be used: step")


def test_accepted_moves_that_lead_on_are_a_lesson():
    """The last step may accept two combinations that both end the game."""
    data = copy.deepcopy(ORIGINAL["kasane"])
    last = data["steps"][-1]
    last["or"] = [{"move": "EndTurn"}]
    last["explain"] = "{bonuses}."
    lesson = read_lesson(json.dumps(data))
    assert lesson.steps[-1].moves[1] == {"move": "EndTurn"}


def test_too_many_paths_are_refused(monkeypatch):
    monkeypatch.setattr(lesson_checks, "MAX_PATHS", 1)
    data = copy.deepcopy(ORIGINAL["kasane"])
    data["steps"][-1]["or"] = [{"move": "EndTurn"}]
    data["steps"][-1]["explain"] = ""
    assert "more than 1 paths" in refused(json.dumps(data))


def test_a_file_that_cannot_be_read_is_refused(monkeypatch, tmp_path):
    monkeypatch.setattr(lesson_files.paths, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(DamagedLesson, match="could not be read"):
        load_lesson("kasane")
    folder = tmp_path / "assets" / "lessons"
    folder.mkdir(parents=True)
    (folder / "kasane.json").write_bytes(b"\xff\xfe not text")
    with pytest.raises(DamagedLesson, match="is not text"):
        load_lesson("kasane")
    (folder / "kasane.json").write_text(" " * (lesson_files.MAX_LESSON_BYTES + 1))
    with pytest.raises(DamagedLesson, match="far too large"):
        load_lesson("kasane")
