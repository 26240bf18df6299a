"""Surfaces for pictures kept between frames and copied onto others a rectangle at a time
(a table's layer, the banner, the backdrop).

SDL copies a rectangle between two surfaces whose rows both start on 16-byte boundaries
(every surface whose width is a multiple of four pixels, the window's among them) with
streaming stores that bypass the processor's cache (``SDL_BlitCopy``'s SSE path, taken
where a rectangle starts on such a boundary too). A rectangle of the size a frame copies
(a place a held piece left, a seat's row) is copied up to 80 times slower there than by
the plain copy, and 4 to 11 times slower on average over where rectangles start:
``python benchmarks/layer_copy.py``."""
from __future__ import annotations

import pygame


def kept_surface(size) -> pygame.Surface:
    """A surface of ``size`` (in the window's pixel format, once there is a window) whose
    rows are a pixel or two longer than its width, so that no row but the first starts on
    a 16-byte boundary: every copy to or from it is SDL's plain one."""
    width, height = size
    spare = 1 if (width + 1) % 4 else 2
    whole = pygame.Surface((width + spare, height))
    if pygame.display.get_surface() is not None:
        whole = whole.convert()
    return whole.subsurface((0, 0, width, height))
