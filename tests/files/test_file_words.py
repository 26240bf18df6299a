"""What the player reads about their files (issue 49, items 4 and 5): a damaged settings
file is said in a clear sentence, whatever the JSON parser's own words, and so is a
save whose game position (a JSON text inside it) is damaged; a saved game with no
name (a past game copied into Saved games) has a title line."""
from __future__ import annotations

import json
import shutil

import pytest

from scenes.pages.message import MessageScene
from session.files import paths, saves, storage
from session.files import settings as settings_store
from tests.files.helpers import SETUP, finished_file, open_from_menu, record_of


@pytest.mark.parametrize("text, fault", [
    ('{\n  "sound": "on', "the text in quotes that starts at line 2, column 12 is never closed"),
    ('{"sound" true}', "a colon is missing at line 1, column 10"),
    ('{"sound": true "fullscreen": false}', "a comma or a closing bracket is missing at line 1, column 16"),
    ('{"sound": true,}', "a name in double quotes is missing at line 1, column 16"),
    ('{"sound": }', "a value is missing at line 1, column 11"),
    ('{"a": "\\q"}', "the backslash at line 1, column 8 starts no escape JSON knows"),
    ('{"a": "\\u12"}', "the \\u at line 1, column 9 is not followed by four hexadecimal digits"),
    ('{"a": "\x07"}', "a text in quotes holds a control character at line 1, column 8"),
    ('{} {}', "more follows the end of the data at line 1, column 4"),
    ("", "the file is empty"),
])
def test_a_damaged_settings_file_is_said_in_a_clear_sentence(app, text, fault):
    settings_store.settings_file().write_text(text)
    app.settings = settings_store.load()
    app.start()
    told = app.manager.top
    assert isinstance(told, MessageScene)
    assert told.text == (f"Your settings file could not be read (it is not valid JSON: {fault}); the defaults are in "
                         f"use. It was kept as settings.json.bad in {paths.config_dir()}.")
    assert " at at " not in told.text


def test_a_message_of_another_python_is_set_in_a_sentence():
    fault = json.JSONDecodeError("Illegal trailing comma before end of object", '{"a": 1,}', 7)
    assert storage.describe(fault) == ("it is not valid JSON: illegal trailing comma before end of object "
                                       "at line 1, column 8")
    fault = json.JSONDecodeError("Unknown trouble at", "{", 0)
    assert storage.describe(fault) == "it is not valid JSON: unknown trouble at line 1, column 1"


def test_a_saved_game_with_no_name_is_titled_by_its_game(app):
    past = finished_file()
    shutil.copy(past, paths.named_saves_dir() / past.name)  # a past game copied into Saved games
    listing = open_from_menu(app, "Saved games")
    title, details = listing.describe(listing.entries[0])
    assert title == "Kerala: The Way of the Elephant"
    assert details.startswith("finished  \u00b7  saved ") and details.endswith("Asha and Ravi")


def test_a_damaged_game_position_inside_a_save_is_said_in_words(app):
    record = record_of(moves=5)
    saves.save("kerala", SETUP, 3, record.state, record.to_data())
    data = json.loads(saves.save_file("kerala").read_text())
    data["state"] = data["state"][:40]  # the position, a JSON text inside the save, cut short
    saves.save_file("kerala").write_text(json.dumps(data))
    told = open_from_menu(app, "Continue")
    assert isinstance(told, MessageScene) and told.text == (
        "The saved game could not be read (its game position is not valid JSON: a comma or a closing bracket is "
        f"missing at line 1, column 41). It was kept as kerala.json.bad in {paths.saves_dir()}.")
