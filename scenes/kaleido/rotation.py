"""The rotation step: after a turn scored full boards, the person to play may turn each
of them, by dragging around it, with the mouse wheel over it, or with the round arrows
beside it (a click on a scored board chooses it for the Turn buttons)."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Callable

import pygame

from game.kaleido import Rotate
from game.kaleido.geometry import rotate_holes
from game.kaleido.narration import board_number, colour_name
from game.narration import signed
from game.kaleido.rotation_effects import HexagonEffect, rotation_effects
from scenes.kaleido.cluster import rotate_handles
from scenes.kaleido.shapes import board_at, board_center
from game.words import _, listed, ngettext, pgettext, side_by_side

Pos = tuple[int, int]
#: How far from a scored board's centre a press still takes that board to turn, in board
#: radii: its edge and a ring just outside it.
AROUND = 1.35


@dataclass(frozen=True)
class Turning:
    """A board turned by hand: the pointer went down at ``start`` degrees around its
    centre, and is now ``angle`` degrees further (counter-clockwise, -180 to 180)."""

    board: Pos
    start: float
    angle: float = 0.0

    @property
    def steps(self) -> int:
        """The sixths of a turn the board would make if let go now (0 to 5)."""
        return round(self.angle / 60) % 6


class RotationStep:
    def __init__(self, play: Callable[[Rotate], None], chosen: Callable[[], None]):
        """``play(move)`` plays a rotation; ``chosen()`` is called when a board is chosen
        (the Turn buttons act on it)."""
        self.play = play
        self.chosen = chosen
        self.selected: Pos | None = None
        """The scored board the Turn buttons and the round arrows act on."""
        self.turning: Turning | None = None
        """The board being turned by dragging around it, if any."""

    def follow(self, state) -> None:
        """Keep the chosen board among those scored this turn (the first by default), and
        none outside the rotation step."""
        if state.phase != "rotate":
            self.selected = None
        elif self.selected not in state.scored_this_turn:
            self.selected = state.scored_this_turn[0] if state.scored_this_turn else None

    def forget(self) -> None:
        """The state shown was replaced: no board is chosen or held."""
        self.selected = self.turning = None

    def boards_shown(self, boards: dict) -> dict:
        """``boards`` with the board being turned as it would land if let go now."""
        if self.turning is not None:
            board = self.turning.board
            boards[board] = rotate_holes(boards[board], self.turning.steps)
        return boards

    def handle_event(self, event, state, view, pointer, may_act: bool) -> bool:
        """The rotation step's input; True when the event was used. ``may_act``: a
        person is to play here and now."""
        if state.phase != "rotate" or not may_act:
            self.turning = None
            return False
        if self.turning is not None:
            return self._turn(event, view)
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.selected is not None:
                for steps, (center, radius) in rotate_handles(view, self.selected, state.boards).items():
                    if math.dist(center, event.pos) <= radius:
                        self.play(Rotate(self.selected, steps))
                        return True
            board = self._scored_board_at(state, view, event.pos)
            if board is None:
                return False
            self.selected = board
            self.turning = Turning(board, _pointer_angle(view, board, event.pos))
            self.chosen()
            return True
        if etype == pygame.MOUSEWHEEL:
            board = self._scored_board_at(state, view, pointer)
            if board is None:
                return False
            self.selected = board
            self.play(Rotate(board, 1 if event.y > 0 else 5))
            return True
        return False

    def _turn(self, event, view) -> bool:
        """A board is held: follow the pointer around it, let go to turn it, or cancel."""
        etype = event.type
        turning = self.turning
        if etype == pygame.MOUSEMOTION:
            angle = _pointer_angle(view, turning.board, event.pos) - turning.start
            self.turning = dataclasses.replace(turning, angle=(angle + 180) % 360 - 180)
            return True
        if etype == pygame.MOUSEBUTTONUP and event.button == 1:
            self.turning = None
            if turning.steps:
                self.play(Rotate(turning.board, turning.steps))
            return True
        if (etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                etype == pygame.MOUSEBUTTONDOWN and event.button == 3):
            self.turning = None
            return True
        return False

    @staticmethod
    def _scored_board_at(state, view, pos) -> Pos | None:
        """The scored board under ``pos``, or just around its edge (where "drag around it"
        invites a press) when no other scored board is under it."""
        if not view.rect.collidepoint(pos):
            return None
        world = view.to_world(pos)
        board = board_at(world)
        if board in state.scored_this_turn:
            return board
        near = [(math.dist(world, board_center(b)), b) for b in state.scored_this_turn]
        near = [(distance, b) for distance, b in near if distance <= AROUND]
        return min(near)[1] if near else None


def turn_effect_words(state, turning: Turning) -> str:
    """What letting go of the board now would do to the corner hexagons around it (the
    banner's guidance while a board is turned by hand)."""
    steps = turning.steps
    effects = rotation_effects(state, turning.board, steps)
    if not effects:
        return ngettext("Let go to turn it {count} sixth of a turn: no corner hexagon around it would change.",
                        "Let go to turn it {count} sixths of a turn: no corner hexagon around it would change.",
                        steps, count=steps)
    changes = effect_words(state, effects[0])
    for effect in effects[1:]:
        # Translators: the changes of two hexagons (or more), one after the other: "...: red +8; boards 2, 3...".
        changes = pgettext("Kaleido: the changes of hexagons, one after the other", "{start}; {next}",
                           start=changes, next=effect_words(state, effect))
    # Translators: {changes} are what the turn does to each corner hexagon: "boards 1, 2 and 4, full: red +8, blue -4".
    return ngettext("Let go to turn it {count} sixth of a turn: {changes}.",
                    "Let go to turn it {count} sixths of a turn: {changes}.", steps, count=steps, changes=changes)


def effect_words(state, effect: HexagonEffect) -> str:
    """One hexagon's change: ``boards 1, 2 and 4, full: red +8, blue -4``."""
    boards = listed(sorted(board_number(state, board) for board in effect.hexagon.boards))
    changes = side_by_side(
        pgettext("Kaleido: a colour's points from a scoring", "{colour} {points}", colour=colour_name(c),
                 points=signed(effect.change(c)))
        for c in effect.colors)
    if effect.complete:
        # Translators: {boards} are the numbers of the boards meeting at a full hexagon: "1, 2 and 4".
        return _("boards {boards}, full: {changes}", boards=boards, changes=changes)
    return _("boards {boards}, not yet full: {changes}", boards=boards, changes=changes)


def _pointer_angle(view, board, pos) -> float:
    """Degrees counter-clockwise from east of ``pos`` around the board's centre on screen."""
    cx, cy = view.to_screen(*board_center(board))
    return math.degrees(math.atan2(-(pos[1] - cy), pos[0] - cx))
