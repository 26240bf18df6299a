import json

from session.files import settings as store
from session.files.settings import Settings


def test_defaults_when_there_is_no_file(tessera_home):
    s = store.load()
    assert s == Settings() and s.problem is None


def test_saved_settings_come_back(tessera_home):
    store.save(Settings(window_size=(1600, 900), fullscreen=True, animation="fast", sound=False, language="ja"))
    s = store.load()
    assert (s.window_size, s.fullscreen, s.animation, s.sound, s.language) == ((1600, 900), True, "fast", False, "ja")


def test_no_language_is_chosen_until_the_player_chooses_one(tessera_home):
    """Until then Tessera speaks the system's language (tests/test_system_language.py)."""
    assert store.load().language is None
    store.settings_file().write_text(json.dumps({"sound": False}))  # settings of a version before the language
    assert store.load().language is None


def test_a_language_this_version_does_not_offer_is_kept(tessera_home):
    """A later version may offer it; this one starts in another (session.languages.starting_language)."""
    store.settings_file().write_text(json.dumps({"language": "pt"}))
    s = store.load()
    assert s.language == "pt" and s.problem is None


def test_an_unreadable_file_is_kept_aside_and_reported_once(tessera_home):
    path = store.settings_file()
    path.write_text("{not json")
    s = store.load()
    assert s == Settings()
    assert "could not be read" in s.problem and "settings.json.bad" in s.problem
    assert (path.parent / "settings.json.bad").read_text() == "{not json"
    assert not path.exists()
    assert store.load().problem is None  # reported once: the bad file is gone


def test_wrong_values_are_refused(tessera_home):
    for bad in ({"animation": "glacial"}, {"sound": "yes"}, {"window_size": [1, "x"]}, [], {"fullscreen": 1},
                {"language": 7}, {"language": " "}):
        store.settings_file().write_text(json.dumps(bad))
        s = store.load()
        assert s.problem and s == Settings()


def test_tiny_or_huge_sizes_are_clamped(tessera_home):
    store.settings_file().write_text(json.dumps({"window_size": [200, 100]}))
    assert store.load().window_size == (1024, 640)
    assert store.clamp_size(100000, 100000) == (7680, 4320)
