"""The coach panel's geometry on made-up tables (issue 47): an arrow looks past a tile in
its way, a panel goes beside the button it points at rather than across the boards, a
narrow column is taken only where nothing else is clear, and a heading too long for its
panel breaks after its title."""
from __future__ import annotations

import math

import pygame

from scenes.table.coach_marks import SEPARATOR, arrow_crossings, arrow_ends, panel_shape, place_panel
from scenes.ui import theme


def test_an_arrow_starts_where_its_way_runs_past_a_tile():
    panel, target = pygame.Rect(0, 100, 200, 100), pygame.Rect(300, 130, 40, 40)
    tile = pygame.Rect(230, 140, 40, 20)  # between the target and the panel's nearest point
    straight = arrow_ends(panel, target)
    assert tile.clipline(*straight)
    start, tip = arrow_ends(panel, target, [tile])
    assert not tile.clipline(start, tip)
    assert panel.collidepoint(start) and target.collidepoint(tip)
    assert arrow_crossings(panel, target, pieces=[tile]) == 0


def test_the_panel_goes_beside_the_button_it_points_at_not_across_the_boards():
    area = pygame.Rect(0, 0, 800, 600)
    button = pygame.Rect(680, 540, 100, 40)
    boards = [pygame.Rect(250 + 60 * i, 200, 60, 60) for i in range(4)]  # a row of boards mid-table
    panel = place_panel([(220, 90)], area, [button], (), 8, marked=[button], pieces=boards)
    start, tip = arrow_ends(panel, button, boards)
    assert not any(b.clipline(start, tip) for b in boards) and not panel.colliderect(button)
    assert math.dist(start, tip) < 60  # beside the button: a short arrow


def test_a_narrow_column_is_taken_only_where_nothing_else_is_clear():
    area = pygame.Rect(0, 0, 800, 600)
    target = pygame.Rect(380, 20, 40, 40)
    wide, column = (400, 120), (150, 300)
    assert place_panel([wide, column], area, [target], (), 8, marked=[target]).size == wide
    walls = [pygame.Rect(0, 150, 300, 450), pygame.Rect(500, 150, 300, 450)]  # room below only for a column
    panel = place_panel([wide, column], area, [target], (), 8, must_show=walls, marked=[target])
    assert panel.size == column and not any(panel.colliderect(w) for w in walls)


def test_a_heading_too_long_for_its_panel_breaks_after_its_title(app):
    s = theme.scale_for((1280, 720))
    title = f"Learn Colors of Kasane{SEPARATOR}Step 14 of 41"
    assert panel_shape(title, "Take the 8.", (), 900, s).heading == (title,)
    narrow = panel_shape(title, "Take the 8.", (), 300, s)
    assert narrow.heading == ("Learn Colors of Kasane", "Step 14 of 41") and narrow.size[0] == 300
    assert narrow.size[1] > panel_shape(title, "Take the 8.", (), 900, s).size[1]
