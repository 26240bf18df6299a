"""The theme's fonts."""
import pygame
import pytest

from scenes.ui import theme


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
