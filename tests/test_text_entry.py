"""Text fields (issue 21, item 17): one caret on a page at a time, Ctrl+A selects all,
what a field refuses is said in words (past its length, characters no font can draw),
and nothing typed is lost when the page is rebuilt. Japanese is typed through an input
method (issue 50): its candidate text shows while it is composed, the word chosen is taken."""
import pygame
import pytest

from scenes.pages.setup import REMEMBERED_UNDRAWABLE, SetupScene
from scenes.ui import text_entry, theme
from scenes.ui.text_entry import TextEntry
from session import seats as model
from session.files import setups
from tests.events import click, key, text
from tests.fake_game import counter_registered


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


@pytest.fixture
def setup_page(app):
    with counter_registered(app) as game:
        scene = SetupScene(app, game)
        app.manager.reset(scene)
        app.manager.draw(app.surface)
        yield scene


def fields(scene):
    return [w for w in scene.widgets if isinstance(w, TextEntry)]


def typed_into(entry: TextEntry, *events):
    for event in events:
        entry.handle_event(event)
    return entry.text


def focused_field(text_="Ann", max_length=16):
    entry = TextEntry((0, 0, 300, 40), text_, lambda _: None, max_length=max_length)
    click(entry, (20, 20))
    assert entry.focused
    return entry


def test_ctrl_a_selects_all_and_typing_replaces_it():
    entry = focused_field("Old name")
    entry.handle_event(key(pygame.K_a, pygame.KMOD_LCTRL))
    assert entry.all_selected
    assert typed_into(entry, text("Mira")) == "Mira" and not entry.all_selected
    entry.handle_event(key(pygame.K_a, pygame.KMOD_CTRL))
    assert typed_into(entry, key(pygame.K_BACKSPACE)) == ""


def test_the_caret_moves_and_text_goes_where_it_is():
    entry = focused_field("Ana")
    assert entry.caret == 3
    assert typed_into(entry, key(pygame.K_HOME), text("M")) == "MAna"
    assert typed_into(entry, key(pygame.K_RIGHT), key(pygame.K_DELETE)) == "MAa"
    assert typed_into(entry, key(pygame.K_END), key(pygame.K_LEFT), key(pygame.K_BACKSPACE)) == "Ma"
    click(entry, (entry.rect.left + 2, 20))  # a click at the text's start puts the caret there
    assert entry.caret == 0 and entry.focused


def test_past_its_length_a_field_says_so_in_words():
    entry = focused_field("", max_length=16)
    assert typed_into(entry, text("Bartholomew The Third")) == "Bartholomew The "
    assert entry.note == "At most 16 characters fit here; the rest was left out."
    typed_into(entry, key(pygame.K_BACKSPACE))
    assert entry.note == ""


@pytest.mark.parametrize("typed, kept", [("山田", "山田"), ("Yamada 花子さん", "Yamada 花子さん"), ("着物", "着物"),
                                         ("Zoë Ωmega жук", "Zoë Ωmega жук"), ("Ann 한글", "Ann "), ("Bo😀", "Bo")])
def test_characters_no_font_can_draw_are_refused_with_a_word(typed, kept):
    entry = focused_field("")
    assert typed_into(entry, text(typed)) == kept
    assert (entry.note == text_entry.UNDRAWABLE) == (typed != kept)
    assert not any(theme.undrawable(c) for c in entry.text)


def test_the_note_is_drawn_under_the_field(app):
    entry = focused_field("", max_length=2)
    entry.rect.topleft = (100, 100)
    typed_into(entry, text("abc"))
    surface = pygame.Surface((600, 400))
    surface.fill((0, 0, 0))
    entry.draw_note(surface)
    below = pygame.Rect(0, entry.rect.bottom, 600, 400 - entry.rect.bottom)
    assert pygame.mask.from_threshold(surface.subsurface(below), (0, 0, 0), (1, 1, 1, 255)).count() < below.w * below.h


def test_one_field_of_a_page_has_the_caret(app, setup_page):
    first, second = fields(setup_page)[:2]
    click(app.manager, first.rect.center)
    click(app.manager, second.rect.center)  # the later field sees this click first and keeps it
    assert second.focused and not first.focused
    click(app.manager, first.rect.center)
    assert first.focused and not second.focused
    assert [f.focused for f in fields(setup_page)].count(True) == 1


def test_a_page_rebuilt_while_typing_keeps_the_field_and_its_text(app, setup_page):
    second = fields(setup_page)[1]
    click(app.manager, second.rect.center)
    app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))
    app.manager.dispatch(text("Ravi"))
    setup_page.resize((1920, 1080))  # a new window size builds every widget again
    again = fields(setup_page)[1]
    assert again is not second and again.focused and again.text == "Ravi"
    app.manager.dispatch(text("ndra"))
    assert setup_page.setup.seats[1].name == "Ravindra"
    assert [f.focused for f in fields(setup_page)].count(True) == 1


def test_a_name_is_at_most_the_seat_names_length(app, setup_page):
    first = fields(setup_page)[0]
    click(app.manager, first.rect.center)
    app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))
    app.manager.dispatch(text("W" * 20))
    assert setup_page.setup.seats[0].name == "W" * model.MAX_NAME
    assert str(model.MAX_NAME) in first.note
    app.manager.draw(app.surface)


def test_a_remembered_name_with_letters_no_font_can_draw_loses_them_with_a_word(app):
    """A name kept from before the fields refused such letters (or written by hand) shows
    no empty boxes: they are left out, and the page says so."""
    with counter_registered(app) as game:
        remembered = model.default_setup(game, 2)
        setups.remember(model.with_seat(remembered, 0, name="Ann 한글"))
        scene = SetupScene(app, game)
        app.manager.reset(scene)
        app.manager.draw(app.surface)
        assert [entry.text for entry in fields(scene)][:2] == ["Ann", remembered.seats[1].name]
        assert scene.message == REMEMBERED_UNDRAWABLE


def drawn_words(monkeypatch, entry: TextEntry) -> dict[str, pygame.Rect]:
    """What ``entry`` draws, word by word, with where."""
    drawn = {}
    real = theme.draw_text

    def recording(surface, words, font, ink, at, anchor="topleft", *args, **kwargs):
        drawn[words] = real(surface, words, font, ink, at, anchor, *args, **kwargs)
        return drawn[words]
    monkeypatch.setattr(text_entry.theme, "draw_text", recording)
    entry.draw(pygame.Surface((800, 200)))
    return drawn


def test_a_field_typed_into_says_its_limit_and_the_text_keeps_clear_of_it(app, setup_page, monkeypatch):
    """Every time a name is typed, the field says how much of it is used: its limit is
    known before anything is cut."""
    first = fields(setup_page)[0]
    assert f"of {model.MAX_NAME}" not in " ".join(drawn_words(monkeypatch, first))  # not typed into: no count
    click(app.manager, first.rect.center)
    app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))
    for typed in ("Wolfgang Amadeus", "Ann"):
        app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))
        app.manager.dispatch(text(typed))
        drawn = drawn_words(monkeypatch, first)
        count = drawn[f"{len(typed)} of {model.MAX_NAME}"]
        assert first.rect.contains(count)
        assert drawn[typed].right <= count.left or first.shift() > 0


def editing(candidate: str, start: int | None = None):
    """The input method's candidate text, its own caret at ``start`` (at its end unless said)."""
    return pygame.event.Event(pygame.TEXTEDITING, text=candidate, start=len(candidate) if start is None else start,
                              length=0)


def test_a_word_composed_through_an_input_method_shows_at_the_caret_and_is_taken_when_chosen(monkeypatch):
    entry = focused_field("Ann")
    typed_into(entry, key(pygame.K_LEFT), key(pygame.K_LEFT))  # the caret after "A"
    places = []
    monkeypatch.setattr(text_entry.pygame.key, "set_text_input_rect", lambda rect: places.append(pygame.Rect(rect)))
    assert typed_into(entry, editing("は"), editing("はな"), editing("花")) == "Ann"  # composing takes nothing
    assert entry.shown == "A花nn"
    drawn = drawn_words(monkeypatch, entry)
    assert "A花nn" in drawn and "Ann" not in drawn
    # The candidate window is told the caret's place, after the candidate, inside the field.
    assert places and entry.rect.contains(places[-1])
    assert places[-1] == entry.caret_rect()
    assert typed_into(entry, key(pygame.K_BACKSPACE), key(pygame.K_RETURN)) == "Ann"  # the input method's keys
    assert entry.focused
    assert typed_into(entry, text("花")) == "A花nn"
    assert entry.composition == "" and entry.caret == 2 and entry.shown == "A花nn"
    typed_into(entry, key(pygame.K_BACKSPACE))
    assert entry.text == "Ann"


def test_the_word_being_composed_is_underlined(app):
    entry = focused_field("")
    entry.rect.topleft = (10, 10)
    surface = pygame.Surface((400, 80))

    def underline_pixels():
        surface.fill((0, 0, 0))
        entry.draw(surface)
        return pygame.mask.from_threshold(surface, theme.FOCUS, (1, 1, 1, 255)).count()
    typed_into(entry, text("花子"))
    edge_only = underline_pixels()  # the focused field's edge is drawn in the same colour
    typed_into(entry, editing("さん"))
    assert underline_pixels() > edge_only + entry.font.size("さん")[0]
    typed_into(entry, text("さん"))
    assert underline_pixels() == edge_only and entry.text == "花子さん"


def test_a_composed_word_past_the_limit_is_cut_with_a_word():
    entry = focused_field("花子", max_length=3)
    typed_into(entry, editing("さん"))
    assert typed_into(entry, text("さん")) == "花子さ"
    assert entry.note == "At most 3 characters fit here; the rest was left out."


def test_a_japanese_seat_name_typed_at_the_setup_is_the_seat_s_name(app, setup_page):
    first = fields(setup_page)[0]
    click(app.manager, first.rect.center)
    app.manager.dispatch(key(pygame.K_a, pygame.KMOD_CTRL))
    app.manager.dispatch(editing("はなこ"))
    assert setup_page.setup.seats[0].name != "はなこ"
    app.manager.dispatch(text("花子さん"))
    assert setup_page.setup.seats[0].name == "花子さん"
    assert first.note == ""
    with theme.texts_drawn() as drawn:
        app.manager.draw(app.surface)
    assert "花子さん" in drawn
