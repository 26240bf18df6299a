"""Line breaking (issue 50): at spaces; Japanese, which has no spaces, between
characters, never starting a line with a closing mark nor ending one with an opening
mark (kinsoku); a word wider than a line (a German compound) broken between its letters."""
import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game import words
from scenes.ui import fitting, line_breaks, theme
from session import languages


class Monospace:
    """A font whose every character is 10 pixels wide: widths easy to reason about."""

    def size(self, text):
        return 10 * len(text), 10


MONO = Monospace()


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


@pytest.fixture
def japanese():
    words.use(languages.language("ja"))
    yield
    words.use(words.ENGLISH)


def test_latin_text_breaks_at_spaces_as_before():
    assert line_breaks.wrap_text("the quick brown fox", MONO, 100) == ["the quick", "brown fox"]
    assert line_breaks.wrap_text("a  b", MONO, 100) == ["a  b"]  # spaces inside a line are kept
    assert line_breaks.wrap_text("one\ntwo", MONO, 100) == ["one", "two"]
    assert line_breaks.wrap_text("", MONO, 100) == [""]


def test_japanese_breaks_between_characters():
    assert line_breaks.wrap_text("花子さんの番です", MONO, 30) == ["花子さ", "んの番", "です"]


@pytest.mark.parametrize("text, width", [
    ("タイルを置きました。次は花子さんです。", 60),
    ("「かれいど」と「ケララ」を遊ぶ。", 40),
    ("ゲームを終えました！（3点）", 50),
    ("ちょっと待ってください、ポイントー", 30),
    ("襲ノ色目・かれいど・ケララ", 20),
])
def test_no_japanese_line_starts_with_a_closing_mark_nor_ends_with_an_opening_one(text, width):
    lines = line_breaks.wrap_text(text, MONO, width)
    assert "".join(lines) == text
    assert len(lines) > 1
    for line in lines[1:]:
        assert line[0] not in line_breaks.NO_START, lines
    for line in lines[:-1]:
        assert line[-1] not in line_breaks.NO_END, lines


def test_a_closing_mark_goes_with_the_character_before_it_even_past_the_edge():
    """Kinsoku by pushing the last character down: "です。" on a line of two
    characters is "で" and "す。", never "です" and "。"."""
    assert line_breaks.wrap_text("です。", MONO, 20) == ["で", "す。"]
    assert line_breaks.wrap_text("あ「い」", MONO, 20) == ["あ", "「い」"]  # 30 pixels on a line of 20


def test_a_number_or_a_latin_word_keeps_the_japanese_that_follows_it():
    assert line_breaks.wrap_text("合計は3点", MONO, 40) == ["合計は", "3点"]
    assert line_breaks.wrap_text("Annの番", MONO, 40) == ["Annの", "番"]


def test_a_german_word_wider_than_a_line_is_broken_between_its_letters():
    text = "Die Elefantenaufstellungsphase beginnt"
    lines = line_breaks.wrap_text(text, MONO, 120)
    assert lines == ["Die", "Elefantenauf", "stellungspha", "se beginnt"]
    assert all(MONO.size(line)[0] <= 120 for line in lines)
    assert line_breaks.cuts_a_word(text, MONO, 120) and not line_breaks.cuts_a_word(text, MONO, 300)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="あいう花子。、「」ー ab", max_size=40), st.integers(min_value=10, max_value=80))
def test_lines_are_the_text_itself_and_fit_unless_one_character_does_not(text, width):
    """No letter is lost or added but the spaces a line starts after (a caller finds
    where a line ends in the text), and every line fits but for one kept whole by the rules."""
    lines = line_breaks.wrap_text(text, MONO, width)
    rest = text
    for line in lines:
        rest = rest.lstrip(" ")
        assert rest.startswith(line.lstrip(" "))
        rest = rest[len(line.lstrip(" ")):]
    assert rest.strip(" ") == ""
    for line in lines:
        units = [unit for _, unit in line_breaks.units(line)]
        assert MONO.size(line)[0] <= width or len(units) == 1


def test_the_theme_wraps_japanese_in_the_japanese_font(japanese):
    font = theme.font("body")
    text = "ケララでは、象の周りにタイルを置いて、色ごとに囲いを作ります。"
    lines = theme.wrap_text(text, font, 200)
    assert len(lines) > 1 and "".join(lines) == text
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert all(line[0] not in line_breaks.NO_START for line in lines[1:])


def test_a_fitted_german_compound_shrinks_before_it_is_broken():
    word = "Elefantenaufstellungsphase"
    full = theme.font("body")
    width = full.size(word)[0] - 10
    font, lines = fitting.fitted_lines(word, "body", 1.0, width, 200)
    assert lines == (word,) and font.get_height() < full.get_height()
    font, lines = fitting.fitted_lines(word, "body", 1.0, width // 3, 200)
    assert len(lines) > 1 and "".join(lines) == word
    assert all(font.size(line)[0] <= width // 3 for line in lines)
