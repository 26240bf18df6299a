"""Pictures kept between frames are made with rows no copy takes SDL's cache-bypassing
path for (:mod:`scenes.ui.kept_surface`): the table's layer, the banner and the backdrop."""
from __future__ import annotations

import pygame
import pytest

from scenes.table.banner import BannerView, picture
from scenes.ui.backdrop import backdrop
from scenes.ui.kept_surface import kept_surface
from scenes.ui.layers import RegionLayer


def off_the_streaming_path(surface: pygame.Surface) -> bool:
    """SDL_BlitCopy streams (bypassing the cache) only when both surfaces' rows are
    multiples of 16 bytes long."""
    return surface.get_pitch() % 16 != 0


@pytest.mark.parametrize("width", range(1, 70))
def test_every_width_has_rows_off_the_streaming_path(width):
    surface = kept_surface((width, 3))
    assert surface.get_size() == (width, 3)
    assert off_the_streaming_path(surface)


def test_it_takes_the_windows_format_and_copies_exactly(app):
    window = app.surface
    kept = kept_surface((300, 200))
    assert kept.get_bitsize() == window.get_bitsize() and kept.get_masks() == window.get_masks()
    for x in range(300):  # a picture with a different colour in every column
        kept.fill((x % 256, (7 * x) % 256, 40), (x, 0, 1, 200))
    window.fill((0, 0, 0))
    for left in range(0, 64, 3):  # rectangles starting on every 16-byte boundary and between
        rect = pygame.Rect(left, 10, 150, 50)
        window.blit(kept, rect, rect)
        assert all(window.get_at((x, 30)) == kept.get_at((x, 30)) for x in range(left, left + 150))


def test_the_pictures_a_frame_copies_are_kept_surfaces(app):
    for size in ((1280, 720), (1920, 1080), (2560, 1440)):
        assert off_the_streaming_path(RegionLayer(size).surface)
        assert off_the_streaming_path(backdrop(size))
    view = BannerView((0, 0, 1280, 90), "red", "Ann's turn", "", "", 0, 1.0)
    assert off_the_streaming_path(picture(view))
