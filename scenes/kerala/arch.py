"""The side the held arch faces (:class:`HeldArch`): every tile is picked up facing its
default side, and an arch is turned while it is held."""
from __future__ import annotations

from typing import Callable

import pygame


class HeldArch:
    def __init__(self, turned: Callable[[], None]):
        self.turned = turned
        """Called after every turn (the targets depend on the side)."""
        self.side = 0
        """The side the held arch faces: 0 up, 1 right, 2 down, 3 left."""

    def reset(self) -> None:
        """The next arch picked up faces its default side."""
        self.side = 0

    def side_of(self, tile) -> int | None:
        """The side ``tile`` is placed with if it is the one held (None for a tile with no arch)."""
        return self.side if tile.kind == "arch" else None

    @staticmethod
    def holds(piece, offer) -> bool:
        """True when the held ``piece`` is an arch of the ``offer``."""
        return (piece is not None and piece[0] == "offer" and piece[1] < len(offer)
                and offer[piece[1]].kind == "arch")

    def turn(self, step: int = 1) -> None:
        self.side = (self.side + step) % 4
        self.turned()

    def handle_event(self, event) -> bool:
        """Turn the held arch: the mouse wheel, a right-click or R; True when it turned."""
        etype = event.type
        if (etype == pygame.MOUSEBUTTONDOWN and event.button == 3) or etype == pygame.MOUSEWHEEL:
            self.turn(-1 if etype == pygame.MOUSEWHEEL and event.y < 0 else 1)
            return True
        if etype == pygame.KEYDOWN and event.key == pygame.K_r:
            self.turn()
            return True
        return False
