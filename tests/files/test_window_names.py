"""Save as... never makes a file name Windows refuses (issue 24, item 11): the name
maker is pure, so it is checked here against Windows' rules on any system, and the
dialog is driven with the names Windows is known to refuse."""
from __future__ import annotations

import re

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from session.files import paths
from session.files.file_names import STEM_LENGTH, file_name, stem_for
from scenes.pages.save_as import SaveAsScene
from tests.events import key, text
from tests.files.helpers import open_from_menu
from tests.history.test_saved_games import kerala_table

DEVICES = {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", *(f"{d}{n}" for d in ("COM", "LPT")
                                                             for n in "0123456789\u00b9\u00b2\u00b3")}


def windows_refuses(name: str) -> str | None:
    """Why Windows would refuse ``name`` as a file name (its documented rules), or None."""
    if re.search(r'[<>:"/\\|?*\x00-\x1f]', name):
        return "a reserved character"
    if name.endswith((".", " ")):
        return "a trailing dot or space"
    if len(name) > 255 or len(name.encode("utf-16-le")) // 2 > 255:
        return "over 255 characters"
    if name.split(".")[0].upper() in DEVICES:
        return "a device name"
    if not name.strip(" ."):
        return "no name at all"
    return None


HOSTILE = ["CON", "con", "Con.txt", "PRN", "aux", "NUL", "nul.json", "COM1", "com9", "LPT1", "lpt9", "COM\u00b9",
           "LPT\u00b3", "COM0", "CONIN$", "trailing dot.", "trailing space ", "  . . ", 'a<b>c:d"e/f\\g|h?i*j',
           "x" * 300, "\u00e9" * 300, "tab\there", "line\nbreak", "..", ".", "-", "\u65e5\u672c\u8a9e\u306e\u30b2\u30fc\u30e0",
           "e\u0301te\u0301", "CON ", " NUL", "AUX.", "\U0001F600 smile", "COM1.tar.gz"]


@pytest.mark.parametrize("typed", HOSTILE)
def test_every_name_made_is_one_windows_accepts(typed):
    stem = stem_for(typed)
    for number in (1, 2, 99, 10 ** 6):
        name = file_name(stem, number)
        assert windows_refuses(name) is None, (typed, name)
        assert windows_refuses(name + ".bad-12") is None  # as it is kept aside, if ever damaged
    assert 0 < len(stem) <= STEM_LENGTH


@settings(max_examples=400, deadline=None)
@given(st.text(min_size=0, max_size=400))
def test_any_text_gives_a_name_windows_accepts(typed):
    assert windows_refuses(file_name(stem_for(typed), 7)) is None


def test_names_keep_what_a_player_typed_where_they_can():
    assert stem_for("Evening game") == "Evening-game"
    assert stem_for("\u00e9t\u00e9 \u00e0 Paris") == "\u00e9t\u00e9-\u00e0-Paris"
    assert stem_for("e\u0301te\u0301") == "\u00e9t\u00e9"  # composed, as macOS would not keep it
    assert stem_for("CON") == "CON-game" and stem_for("com1") == "com1-game"


@pytest.mark.parametrize("typed", ["CON", "aux", "LPT1", 'what? a "game": yes*', "end."])
def test_save_as_with_a_name_windows_refuses_keeps_the_name_and_a_safe_file(app, typed):
    table = kerala_table(app)
    pygame.key.start_text_input()
    table.save_as()
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsScene)
    app.manager.draw(app.surface)
    dialog.entry.text = ""
    app.manager.dispatch(text(typed))
    app.manager.dispatch(key(pygame.K_RETURN))
    [path] = paths.named_saves_dir().glob("*.json")
    assert windows_refuses(path.name) is None
    listing = open_from_menu(app, "Saved games")
    assert listing.describe(listing.entries[0])[0] == typed.strip()
