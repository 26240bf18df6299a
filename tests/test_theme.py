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
    assert body.size("A") != theme._latin_font(body.get_height(), False).size("A")  # another font
    words.use(words.ENGLISH)
    assert isinstance(theme.font("body"), theme.LatinFont)
    words.use(languages.language("ja"))
    assert not isinstance(theme.font("body"), theme.LatinFont)
    assert theme.font("heading") is theme.japanese_font(theme.font("heading").get_height(), True)


@pytest.mark.parametrize("name", ["花子さん", "着物", "Ann 山田", "王小明", "ケララ"])
def test_a_name_in_japanese_or_chinese_script_is_drawn_in_the_japanese_font_whatever_the_language(name):
    """Lato has no kanji nor kana: a text that has some is measured and drawn whole in
    BIZ UDPGothic, its letters real ones and not empty boxes."""
    for bold in (False, True):
        font = theme.font("body", bold=bold)
        assert isinstance(font, theme.LatinFont)
        face = theme.face_for(font, name)
        assert face is theme.japanese_font(font.get_height(), bold)
        assert font.size(name) == face.size(name)
        image = font.render(name, True, (255, 255, 255))
        assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(face.render(name, True, (255, 255, 255)), "RGBA")
        assert not any(theme.undrawable(c) for c in name)
        in_lato = pygame.font.Font(theme.font_path(theme.LATIN_FILES[bold]), font.get_height())
        assert pygame.image.tobytes(image, "RGBA") != pygame.image.tobytes(in_lato.render(name, True, (255, 255, 255)), "RGBA")
    assert theme.face_for(theme.font("body"), "Ann") is theme.font("body")


def test_japanese_lines_are_as_far_apart_as_latin_ones():
    for size in (16, 20, 30):
        assert theme.japanese_font(size).get_linesize() == theme._latin_font(size, False).get_linesize()


@pytest.mark.parametrize("char", ["한", "😀", "क"])
def test_letters_no_bundled_font_has_are_undrawable(char):
    assert theme.undrawable(char)


@pytest.mark.parametrize("char", ["a", "ß", "Ω", "ж", "花", "さ", "ン", "、", "Ａ"])
def test_letters_a_bundled_font_has_are_drawable(char):
    assert not theme.undrawable(char)
