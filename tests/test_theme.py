"""The theme's fonts: Lato, and BIZ UDPGothic for Japanese and for names in Japanese or
Chinese script whatever the language (issue 50)."""
import pygame
import pytest

from game import words
from scenes.ui import theme
from session import languages


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def test_a_font_asked_for_in_any_spelling_is_one_font():
    """Each font keeps the letters it has rasterised: two objects for one size would
    rasterise them twice (a frame's first sentence in the second one costs a millisecond)."""
    assert theme.font("small", 2.0, True) is theme.font("small", 2.0, bold=True)
    assert theme.font("body", 1.0) is theme.font("body", 1.0, bold=False) is theme.font(scale=1.0)
    assert theme.font("label", 1.0, bold=True) is not theme.font("label", 1.0)
    assert theme.font("button", 1.0).get_height() > theme.font("small", 1.0).get_height()


@pytest.fixture
def japanese():
    """Tessera speaking Japanese for one test."""
    words.use(languages.language("ja"))
    yield
    words.use(words.ENGLISH)


def test_english_is_drawn_in_lato_and_japanese_in_biz_udpgothic(japanese):
    body = theme.font("body")
    assert body.family == "japanese" and body is theme.japanese_font(body.get_height())
    assert body.size("A") != theme.typeface("latin", body.get_height()).size("A")  # another font
    assert theme.font("heading") is theme.japanese_font(theme.font("heading").get_height(), True)
    words.use(words.ENGLISH)
    assert theme.font("body").family == "latin"


@pytest.mark.parametrize("name", ["Ștefan", "Nguyễn Thị", "Ơn"])
def test_in_japanese_a_name_in_letters_only_lato_has_is_drawn_in_lato(japanese, name):
    font = theme.font("body")
    lato = theme.typeface("latin", font.get_height())
    faces = {face for _, face in font.runs(name)}
    assert faces == {font, lato}
    assert all(face is lato for run, face in font.runs(name) if any(c in run for c in "ȘễịƠ"))
    assert not any(map(theme.undrawable, name))


def pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


@pytest.mark.parametrize("name", ["花子さん", "着物", "王小明", "ケララ"])
def test_a_name_in_japanese_or_chinese_script_is_drawn_in_the_japanese_font_whatever_the_language(name):
    """Lato has no kanji nor kana: they are measured and drawn in BIZ UDPGothic, in real
    letters and not Lato's empty boxes."""
    for bold in (False, True):
        font = theme.font("body", bold=bold)
        assert font.family == "latin"
        japanese = theme.japanese_font(font.get_height(), bold)
        assert font.runs(name) == [(name, japanese)]
        assert font.size(name) == japanese.size(name)
        image = font.render(name, True, (255, 255, 255))
        assert pixels(image) == pixels(japanese.render(name, True, (255, 255, 255)))
        assert not any(theme.undrawable(c) for c in name)
        in_lato = pygame.font.Font(theme.font_path(theme.LATIN_FILES[bold]), font.get_height())
        assert pixels(image) != pixels(in_lato.render(name, True, (255, 255, 255)))


def test_the_latin_around_a_japanese_name_stays_in_lato_on_one_baseline():
    font = theme.font("heading")
    japanese = theme.japanese_font(font.get_height(), True)
    text = "花子さん’s turn"
    assert font.runs(text) == [("花子さん", japanese), ("’s turn", font)]
    width = japanese.size("花子さん")[0]
    assert font.size(text)[0] == width + pygame.font.Font.size(font, "’s turn")[0]
    image = font.render(text, True, (255, 255, 255))
    assert image.get_width() == font.size(text)[0]
    lato = pygame.font.Font.render(font, "’s turn", True, (255, 255, 255))
    top = max(font.get_ascent(), japanese.get_ascent())
    latin_part = image.subsurface((width, top - font.get_ascent(), *lato.get_size()))
    assert pixels(latin_part) == pixels(lato)
    assert font.runs("Ann") == [("Ann", font)] and font.size("Ann") == pygame.font.Font.size(font, "Ann")


def test_japanese_lines_are_as_far_apart_as_latin_ones():
    for size in (16, 20, 30):
        assert theme.japanese_font(size).get_linesize() == theme.typeface("latin", size).get_linesize()


@pytest.mark.parametrize("char", ["한", "😀", "क"])
def test_letters_no_bundled_font_has_are_undrawable(char):
    assert theme.undrawable(char)


@pytest.mark.parametrize("char", ["a", "ß", "Ω", "ж", "花", "さ", "ン", "、", "Ａ"])
def test_letters_a_bundled_font_has_are_drawable(char):
    assert not theme.undrawable(char)
