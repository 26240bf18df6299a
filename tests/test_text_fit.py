"""What tests/text_fit.py calls a cut text: one an edge of its surface or of its clip
crosses; a text wholly outside the clip it was drawn under (a region of a kept picture
drawn again under its own clip passes over its neighbours' words) draws nothing and is
not cut."""
import pygame

from tests.text_fit import Placed

SURFACE = pygame.Rect(0, 0, 200, 100)
CLIP = pygame.Rect(100, 0, 50, 100)


def test_a_text_inside_its_clip_is_whole():
    assert not Placed("Row 1", pygame.Rect(110, 10, 30, 12), SURFACE, CLIP).cut


def test_a_text_the_clip_s_edge_crosses_is_cut():
    assert Placed("Row 1", pygame.Rect(90, 10, 30, 12), SURFACE, CLIP).cut


def test_a_text_wholly_outside_its_clip_draws_nothing_and_is_not_cut():
    assert not Placed("Row 1", pygame.Rect(10, 10, 30, 12), SURFACE, CLIP).cut


def test_a_text_off_its_surface_is_cut_whatever_its_clip():
    assert Placed("Row 1", pygame.Rect(190, 10, 30, 12), SURFACE, SURFACE).cut
    assert Placed("Row 1", pygame.Rect(250, 10, 30, 12), SURFACE, CLIP).cut
