"""A scoring shown on the table: each colour's points fly as a chip from the board (or
the hexagon) that paid them to its seat's score."""
from __future__ import annotations

import pygame

from scenes.kaleido.shapes import board_center
from scenes.table.screen_updates import ScreenUpdates
from scenes.ui import theme

FLIGHT_SECONDS = 0.9    # a board's award flying to the scores, at normal speed


class AwardFlights:
    def __init__(self, animator, moving: ScreenUpdates, view, panel, scale: float):
        """The flights glide on ``animator`` (reporting where they are drawn to
        ``moving``) from the boards seen through ``view`` to the scores of the
        seat ``panel``."""
        self.animator = animator
        self.moving = moving
        self.view = view
        self.panel = panel
        self.scale = scale

    def fly(self, awards, seat_of) -> None:
        """``awards``: the state's ``(kind, where, points)`` scorings; ``seat_of(colour)``: its seat."""
        for kind, where, points in awards:
            if kind == "board":
                start = self.view.to_screen(*board_center(where[0]))
            else:
                xs = [board_center(p) for p in where]
                start = self.view.to_screen(sum(x for x, _ in xs) / 3, sum(y for _, y in xs) / 3)
            for i, (color, pts) in enumerate(points.items()):
                end = self.panel.score_rect(seat_of(color)).midleft
                chip = self.chip(color, pts)
                offset = (i * chip.get_width() * 1.1, i * chip.get_height() * 1.1)

                def draw(surface, pos, chip=chip):
                    rect = chip.get_rect(center=(round(pos[0]), round(pos[1])))
                    surface.blit(chip, rect)
                    self.moving.moving(rect)

                self.animator.glide((start[0] + offset[0], start[1]),
                                    (end[0] + 40 * self.scale, end[1] + offset[1]), FLIGHT_SECONDS, draw)

    def chip(self, color, points) -> pygame.Surface:
        """A colour's token and its points on a pill."""
        s = self.scale
        font = theme.font("label", s, bold=True)
        text = theme.text_image(f"+{points}", font, theme.TEXT_DARK)
        radius = round(12 * s)
        chip = pygame.Surface((text.get_width() + 2 * radius + round(20 * s), 2 * radius + round(8 * s)),
                              pygame.SRCALPHA)
        pygame.draw.rect(chip, theme.ACCENT, chip.get_rect(), border_radius=chip.get_height() // 2)
        theme.draw_player_token(chip, color, (radius + round(5 * s), chip.get_height() // 2), radius)
        chip.blit(text, text.get_rect(midleft=(2 * radius + round(12 * s), chip.get_height() // 2)))
        return chip
