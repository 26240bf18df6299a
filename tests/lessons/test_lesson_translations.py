"""A lesson's texts in another language (session/lesson_translations.py): the lesson is
read with the texts of ``assets/lessons/LANG/GAME.json`` when the language spoken has
them and they fit the English lesson (the same steps, parts and facts); a missing or
stale translation leaves the lesson in English, with a line in the log.

The translations here are made by the test: the English texts in the pseudo-language
(tests/pseudo_language.py), whose placeholders stay as they are."""
import copy
import json
import logging
import re

import pytest

from game import words
from session.files import paths
from session.lesson_files import lesson_path, lesson_title, load_lesson
from session.lesson_runner import LessonRunner
from session.lesson_translations import mismatches, texts_of
from tests.build_scripts import tool_script
from tests.lessons.helpers import GAMES
from tests.pseudo_language import lesson_texts, pseudo

GERMAN = words.Language("de", "de_DE")


def english(game_id: str) -> dict:
    return json.loads(lesson_path(game_id).read_text(encoding="utf-8"))


@pytest.fixture
def lessons_folder(tmp_path, monkeypatch):
    """The app's files with a lessons folder of the test's own: the English lessons as
    they are, and translations written by the test (``write``)."""
    real = paths.resource_root()
    (tmp_path / "assets" / "lessons").mkdir(parents=True)
    for game_id in GAMES:
        (tmp_path / "assets" / "lessons" / f"{game_id}.json").symlink_to(lesson_path(game_id))
    monkeypatch.setattr(paths, "resource_root", lambda: tmp_path)
    assert paths.resource_root() != real

    def write(game_id: str, data, language: str = "de"):
        path = tmp_path / "assets" / "lessons" / language / f"{game_id}.json"
        path.parent.mkdir(exist_ok=True)
        path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return write


@pytest.fixture
def german():
    words.use(GERMAN)
    yield
    words.use(words.ENGLISH)


def each_text(lesson) -> list[str]:
    """Every text of a read lesson, in order."""
    texts = [lesson.title, lesson.about, lesson.intro]
    for step in lesson.steps:
        texts += [step.coach, step.want, *(part.text for part in step.explain)]
    return [*texts, lesson.end]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_is_read_with_the_texts_of_the_language_spoken(lessons_folder, german, game_id):
    lessons_folder(game_id, lesson_texts(game_id, "de"))
    words.use(words.ENGLISH)
    in_english = load_lesson(game_id)
    words.use(GERMAN)
    in_german = load_lesson(game_id)
    assert each_text(in_german) == [pseudo(text) if text else "" for text in each_text(in_english)]
    assert lesson_title(game_id) == pseudo(in_english.title)
    assert in_german.steps == tuple(type(step)(**{**step.__dict__, "coach": german_step.coach,
                                                    "want": german_step.want, "explain": german_step.explain})
                                    for step, german_step in zip(in_english.steps, in_german.steps))
    assert (in_german.seats, in_german.start_json, in_german.prelude) == (in_english.seats, in_english.start_json,
                                                                        in_english.prelude)


def test_the_facts_of_a_translated_text_are_filled_from_the_game(lessons_folder, german):
    lessons_folder("kerala", lesson_texts("kerala", "de"))
    template = english("kerala")["steps"][0]["coach"]
    assert "{tile}" in template
    words.use(words.ENGLISH)
    said_in_english = LessonRunner(load_lesson("kerala")).coach.text
    tile = re.fullmatch(re.escape(template).replace(re.escape("{tile}"), "(.+)"), said_in_english).group(1)
    words.use(GERMAN)
    assert LessonRunner(load_lesson("kerala")).coach.text == pseudo(template).format(tile=tile)


def test_english_is_read_from_the_lesson_itself(lessons_folder):
    lessons_folder("kerala", lesson_texts("kerala", "en"), language="en")
    assert load_lesson("kerala").title == english("kerala")["title"] == lesson_title("kerala")


def test_a_language_with_no_texts_for_a_lesson_reads_it_in_english_and_says_so_in_the_log(lessons_folder, german,
                                                                                          caplog):
    with caplog.at_level(logging.INFO, logger="session.lesson_translations"):
        lesson = load_lesson("kaleido")
    assert lesson.title == english("kaleido")["title"] and lesson_title("kaleido") == lesson.title
    assert "the kaleido lesson has no texts in de: it is read in English" in caplog.messages


def without_step(texts: dict, number: str) -> dict:
    del texts["steps"][number]
    return texts


def first_with(texts: dict, key: str) -> dict:
    """The first step of ``texts`` that has ``key``."""
    return next(said for said in texts["steps"].values() if key in said)


def last_coach(texts: dict) -> dict:
    return [said for said in texts["steps"].values() if "coach" in said][-1]


def a_fact_more(texts: dict) -> dict:
    next(said for said in texts["steps"].values() if "{tile}" not in said.get("coach", "{tile}"))["coach"] += " {tile}"
    return texts


def another_fact(texts: dict) -> dict:
    texts["steps"]["1"]["coach"] = texts["steps"]["1"]["coach"].replace("{tile}", "{cell}")
    return texts


def a_part_fewer(texts: dict) -> dict:
    first_with(texts, "explain")["explain"].pop()
    return texts


def a_step_of_its_own(texts: dict) -> dict:
    texts["steps"]["99"] = {"coach": "Ein Schritt zu viel."}
    return texts


def a_brace_that_opens_nothing(texts: dict) -> dict:
    last_coach(texts)["coach"] += " {"
    return texts


#: Translations that do not fit the Kerala lesson (it changed since, or they were written
#: wrong), and what the log says of each.
STALE = {
    "a step missing": (lambda t: without_step(t, "1"), "step 1 is missing"),
    "a step the English lacks": (a_step_of_its_own, "step 99 is not in the English lesson"),
    "a want missing": (lambda t: first_with(t, "want").pop("want") and t, "'s want is missing"),
    "an explanation part fewer": (a_part_fewer, "'s explanation is not"),
    "another fact": (another_fact, "step 1's coach asks for {cell}, the English for {tile}"),
    "a fact more": (a_fact_more, "asks for {tile}, the English for"),
    "a brace that opens no fact": (a_brace_that_opens_nothing, "asks for a brace that opens no fact"),
    "the title missing": (lambda t: t.pop("title") and t, "its title is missing"),
    "a text that is no text": (lambda t: {**t, "intro": 3}, "its intro is not text"),
    "another game's": (lambda t: {**t, "game": "kasane"}, "its game is 'kasane', not 'kerala'"),
    "another format": (lambda t: {**t, "format": 2}, "its format is 2, not 1"),
    "another language's": (lambda t: {**t, "language": "ja"}, "its language is 'ja', not 'de'"),
}


@pytest.mark.parametrize("stale", STALE)
def test_a_translation_that_does_not_fit_its_lesson_is_passed_over_for_the_english(lessons_folder, german, caplog,
                                                                                 stale):
    change, said = STALE[stale]
    lessons_folder("kerala", change(copy.deepcopy(lesson_texts("kerala", "de"))))
    with caplog.at_level(logging.WARNING, logger="session.lesson_translations"):
        lesson = load_lesson("kerala")
    assert lesson.title == english("kerala")["title"] and lesson.intro == english("kerala")["intro"]
    assert lesson_title("kerala") == lesson.title
    assert any("do not fit the lesson" in message and said in message for message in caplog.messages), caplog.messages


def test_a_translation_that_is_no_json_is_passed_over_for_the_english(lessons_folder, german, caplog):
    lessons_folder("kerala", "{ not json")
    with caplog.at_level(logging.WARNING, logger="session.lesson_translations"):
        assert load_lesson("kerala").title == english("kerala")["title"]
    assert any("cannot be read" in message for message in caplog.messages)


def test_a_one_part_explanation_may_be_written_as_its_text(lessons_folder, german):
    texts = lesson_texts("kerala", "de")
    number, said = next((n, s) for n, s in texts["steps"].items() if len(s.get("explain", ())) == 1)
    said["explain"] = said["explain"][0]
    lessons_folder("kerala", texts)
    (part,) = load_lesson("kerala").steps[int(number) - 1].explain
    assert part.text == said["explain"] and part.text.startswith("[")


def test_the_english_lesson_s_texts_fit_it():
    for game_id in GAMES:
        assert mismatches(english(game_id), texts_of(english(game_id))) == []


def test_the_tool_starts_a_lesson_s_texts_from_the_english_then_checks_them(lessons_folder, german, capsys):
    tool = tool_script("lesson_texts")
    assert tool.main(["de", "kerala"]) == 0
    started = paths.resource_path("assets", "lessons", "de", "kerala.json")
    assert json.loads(started.read_text(encoding="utf-8"))["steps"] == texts_of(english("kerala"))["steps"]
    assert load_lesson("kerala").title == english("kerala")["title"]  # the English texts, to translate
    assert "started from the English texts" in capsys.readouterr().out
    assert tool.main(["de", "kerala"]) == 0
    assert "fits its lesson" in capsys.readouterr().out
    lessons_folder("kerala", without_step(lesson_texts("kerala", "de"), "1"))
    assert tool.main(["de", "kerala"]) == 1
    assert "does not fit its lesson: step 1 is missing" in capsys.readouterr().out
