"""The score chart: every seat's line in its colour, inside its rectangle."""
import pygame
import pytest

from scenes.ui.palette import PLAYER_COLORS
from scenes.ui.chart import ScoreChart, Series, nice_step


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_nice_steps():
    assert [nice_step(s) for s in (3, 10, 37, 120, 900)] == [1, 2, 10, 50, 200]


def test_each_seat_is_drawn_in_its_colour_at_its_scores():
    chart = ScoreChart([Series("Ana", "red", (0, 10, 30)), Series("Ben", "blue", (0, 20, 5))], rounds=(0, 1, 2))
    surface = pygame.Surface((600, 300))
    rect = surface.get_rect()
    chart.draw(surface, rect)
    area = chart.plot_area(rect)
    assert rect.contains(area)
    for color, scores in (("red", (0, 10, 30)), ("blue", (0, 20, 5))):
        for index, value in enumerate(scores):
            x, y = chart.point_at(area, index, value)
            assert area.left - 1 <= x <= area.right + 1 and area.top - 1 <= y <= area.bottom + 1
        # halfway between the last two points the line passes in the seat's colour
        (x1, y1), (x2, y2) = chart.point_at(area, 1, scores[1]), chart.point_at(area, 2, scores[2])
        assert surface.get_at((round((x1 + x2) / 2), round((y1 + y2) / 2)))[:3] == PLAYER_COLORS[color]


def test_negative_scores_fit_and_zero_is_a_line():
    chart = ScoreChart([Series("Ana", "green", (0, -12, 4))], rounds=(0, 1, 2))
    assert chart.low <= -12 and chart.high >= 4


def test_every_line_needs_a_score_per_round():
    with pytest.raises(ValueError):
        ScoreChart([Series("Ana", "red", (0, 1))], rounds=(0, 1, 2))
