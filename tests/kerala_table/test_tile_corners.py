"""What a Kerala tile keeps readable under what stands on it (issue 46, item 8): an
elephant on an arch tile stands clear of the arch, and a stack's height badge covers
neither the colour mark, the elephant symbols, a standing elephant nor an arch."""
import pygame
import pytest

from game.kerala.tiles import Tile
from scenes.kerala.grounds import COLOUR_MARK_SHARE, elephant_corner, height_badge_rect

CELL = pygame.Rect(100, 100, 90, 90)
SIDES = {0: "up", 1: "right", 2: "down", 3: "left"}


def arch_band(side: int) -> pygame.Rect:
    """The quarter of the cell along the side the arch is on."""
    quarter = CELL.width // 4
    return {0: pygame.Rect(CELL.left, CELL.top, CELL.width, quarter),
            1: pygame.Rect(CELL.right - quarter, CELL.top, quarter, CELL.height),
            2: pygame.Rect(CELL.left, CELL.bottom - quarter, CELL.width, quarter),
            3: pygame.Rect(CELL.left, CELL.top, quarter, CELL.height)}[side]


def corner_rect(corner: str, size: int = 41) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    setattr(rect, corner, getattr(CELL.inflate(-4, -4), corner))
    return rect


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


COLOUR_MARK = pygame.Rect(CELL.left, CELL.top, round(CELL.width * COLOUR_MARK_SHARE), round(CELL.height * COLOUR_MARK_SHARE))


@pytest.mark.parametrize("side", SIDES, ids=SIDES.values())
def test_an_elephant_on_an_arch_tile_stands_clear_of_the_arch(side):
    tile = Tile("green", kind="arch", arch_color="red", arch_side=side)
    assert not corner_rect(elephant_corner(tile)).colliderect(arch_band(side))
    assert elephant_corner(Tile("green", symbols=2)) == "bottomright"  # a plain tile: where it always stood


@pytest.mark.parametrize("side", [None, *SIDES], ids=["plain", *SIDES.values()])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_a_stacks_height_is_said_clear_of_what_its_top_tile_shows(side, scale):
    top = Tile("green", symbols=3) if side is None else Tile("green", kind="arch", arch_color="red", arch_side=side)
    badge = height_badge_rect(CELL, 2, scale, top)
    assert CELL.contains(badge)
    assert not badge.colliderect(COLOUR_MARK)
    assert not badge.colliderect(corner_rect(elephant_corner(top)))
    if side is None:  # the symbols fill the middle and the lower half
        assert badge.bottom <= CELL.centery - CELL.height // 6
    else:
        assert not badge.colliderect(arch_band(side))
