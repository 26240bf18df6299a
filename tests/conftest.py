"""Test settings shared by the whole suite: headless SDL before pygame is imported, and
English as the system's language, so that the app the tests start (in this process or
another) speaks what they expect on a machine set up in German or Japanese."""
import json
import os
import time
from datetime import datetime

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # read first (session/system_language.py), as GNU gettext does

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

from game import words  # noqa: E402
from scenes.app import App  # noqa: E402
from session import lesson_translations  # noqa: E402
from session.files.settings import Settings  # noqa: E402
from session.lesson_files import has_lesson  # noqa: E402
from tests import pseudo_language  # noqa: E402
from tests.games import GAME_IDS  # noqa: E402

# Hypothesis times each example (a deadline of 200 ms) and the drawing of the first ones
# (a health check): both fail a property on a busy machine that holds. A property test
# here fails only on what its examples do.
settings.register_profile("tessera", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("tessera")


@pytest.fixture
def tessera_home(tmp_path, monkeypatch):
    """Every user folder (settings, saves, logs) inside a temporary directory."""
    monkeypatch.setenv("TESSERA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def app(tessera_home):
    """A real App on the dummy video driver, errors raised instead of shown."""
    application = App(Settings(), size=(1280, 720))
    application.manager.on_error = None
    yield application
    pygame.display.quit()


#: The moment :func:`frozen_clock` holds the wall clock at: noon, local time, on a day of
#: its own, hours from either midnight.
FROZEN_NOW = datetime(2030, 6, 14, 12, 0).timestamp()


@pytest.fixture
def frozen_clock(monkeypatch):
    """The wall clock (``time.time``) held at :data:`FROZEN_NOW` for the test: what the test
    and the code each take for now is one moment, and "today" stays today, however long the
    test runs and whenever it runs. Returns that moment."""
    monkeypatch.setattr(time, "time", lambda: FROZEN_NOW)
    return FROZEN_NOW


@pytest.fixture
def pseudo(tmp_path, monkeypatch):
    """The tests' pseudo-language spoken (tests/pseudo_language.py), the lessons' texts
    too: each lesson's texts in it where the app reads a language's lesson texts."""
    monkeypatch.setattr(lesson_translations, "translation_path",
                        lambda game_id, language: tmp_path / "lessons" / language / f"{game_id}.json")
    for game_id in filter(has_lesson, GAME_IDS):
        path = lesson_translations.translation_path(game_id, pseudo_language.CODE)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(pseudo_language.lesson_texts(game_id), ensure_ascii=False), encoding="utf-8")
    words.use(pseudo_language.language())
    yield
    words.use(words.ENGLISH)


@pytest.fixture(autouse=True)
def english_again_after_each_test():
    """The language is the process's (game/words.py): a test that changes it, through
    Settings as the monkey test's random clicks may, leaves the next test in English."""
    yield
    words.use(words.ENGLISH)
