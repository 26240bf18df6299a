"""Areas the end of a Kerala game removes are marked so their tiles keep their colours
(issue 46, item 13): a red tint turned purple into pink and green into olive."""
import colorsys

import pygame
import pytest

from scenes.kerala.grounds import REMOVED, cross_out


def hue(rgb) -> float:
    return colorsys.rgb_to_hsv(*(c / 255 for c in rgb[:3]))[0] * 360


@pytest.mark.parametrize("color", [(140, 70, 190), (60, 160, 70), (50, 110, 200), (30, 30, 34), (205, 60, 55)],
                         ids=["purple", "green", "blue", "black", "red"])
def test_a_removed_tile_keeps_its_colour_and_is_crossed_out_in_red(color):
    surface = pygame.Surface((120, 120))
    surface.fill(color)
    rect = pygame.Rect(10, 10, 100, 100)
    cross_out(surface, rect, zoom=100)
    off_the_cross = surface.get_at((60, 22))  # on the tile, between the X's arms
    if max(color) - min(color) > 40:  # a coloured tile: the same hue, only darker
        assert abs(hue(off_the_cross) - hue(color)) < 8
    assert sum(off_the_cross[:3]) <= sum(color)
    assert tuple(surface.get_at(rect.center))[:3] == REMOVED  # the X crosses the middle
    assert tuple(surface.get_at((rect.left + 1, rect.centery)))[:3] == REMOVED  # and the tile is edged in red
