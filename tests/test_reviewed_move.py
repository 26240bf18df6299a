"""A Review entry at its table (scenes/table/reviewed_move.py): the hard computer's turn
ghosted, the turn played outlined, but not around a place where the computer's turn puts
another piece (Kasane's hand end, where every card taken goes): there the outline would
say the person played the computer's piece. Drawn here with a stand-in ``draw_hint``
whose moves are squares of a colour at a place."""
from collections import namedtuple

import pygame

from scenes.table.reviewed_move import PLAYED, draw_reviewed
from session.review import ReviewedMoment

Square = namedtuple("Square", "x y color")
SIDE = 40
RED, BLUE, GREEN = (200, 40, 40), (40, 40, 200), (40, 160, 40)


def draw_squares(surface, moves):
    """The stand-in for a table's ``draw_hint``: each move a filled square."""
    return [pygame.draw.rect(surface, move.color, (move.x, move.y, SIDE, SIDE)) for move in moves]


def outlined(played, instead) -> set[tuple[int, int]]:
    """Where (of the squares' places) the turn played is outlined, ``instead`` ghosted."""
    surface = pygame.Surface((400, 200))
    reviewed = ReviewedMoment(0, 0, tuple(played), tuple(instead), "")
    draw_reviewed(surface, reviewed, draw_squares, 1.0)
    places = {(m.x, m.y) for m in (*played, *instead)}
    return {(x, y) for x, y in places
            if any(surface.get_at((i, j))[:3] == PLAYED for i in range(x - 6, x + SIDE + 6)
                   for j in range(y - 6, y + SIDE + 6))}


def test_a_place_the_computer_fills_with_another_piece_shows_its_piece_alone():
    taken, hand_end = Square(20, 20, RED), Square(200, 20, RED)  # a card taken from the market, into the hand
    other, theirs = Square(100, 20, BLUE), Square(200, 20, BLUE)  # the computer's card, into the same place
    assert outlined([taken, hand_end], [other, theirs]) == {(20, 20)}


def test_a_place_both_turns_fill_alike_is_outlined():
    same, mine, theirs = Square(20, 20, RED), Square(100, 100, GREEN), Square(200, 100, BLUE)
    assert outlined([same, mine], [same, theirs]) == {(20, 20), (100, 100)}  # the same first move
    button = Square(300, 100, GREEN)  # the same mark drawn by both, later in the turns (an end of turn)
    assert outlined([mine, button], [theirs, button]) == {(100, 100), (300, 100)}


def test_the_turn_played_is_outlined_somewhere_always():
    assert outlined([Square(20, 20, RED)], [Square(20, 20, BLUE)]) == {(20, 20)}
