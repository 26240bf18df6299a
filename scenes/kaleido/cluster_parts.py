"""What the Kaleido board view shows on the table's layer, part by part: the boards
(one kept picture, :class:`cluster.ClusterImage`), and over them, piece by piece in the
order they are drawn, the outlines of the marked moves and of the boards to rotate, the
round arrows, the corner hexagons and their marks, the held piece's targets, and the
boards' numbers again over them all.

Each piece comes with the rectangle it may cover, what it looks like and its drawer, so
the board view's regions say what they show part by part (:meth:`RegionLayer.region`)
from the very list they draw: a tile landing or a drag starting draws the board view again only
where a piece changed, and what is drawn and what is said to be drawn cannot disagree."""
from __future__ import annotations

import math

import pygame

from game.kaleido import PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido import cluster, hexagons
from scenes.kaleido.picture import KaleidoPicture
from scenes.kaleido.shapes import board_center, board_outline, hexagon_outline, hole_triangle, screen_points
from scenes.ui import theme
from scenes.ui.pieces import Piece



def board_parts(view, image: cluster.ClusterImage, kept: dict) -> dict:
    """The boards on the cluster's picture: part -> (where it lies, what it shows), each
    board with its number, and each of its holes with its tile (a tile landing changes its
    hole only). ``kept`` (board position -> (its holes and number as shown, its parts)),
    worked out through this view before, is brought up to date: a tile landing works out
    the parts of its board again, not of every board (0.5-0.6 ms of a move's frame)."""
    parts = {}
    for pos, holes in image.shown.items():
        if pos in image.labels:
            shown = (holes, image.labels[pos])
            if pos not in kept or kept[pos][0] != shown:
                kept[pos] = (shown, one_board_parts(view, pos, holes, image.labels[pos]))
            parts.update(kept[pos][1])
    for pos in [pos for pos in kept if pos not in image.shown or pos not in image.labels]:
        del kept[pos]
    return parts


def one_board_parts(view, pos, holes: tuple, label: tuple) -> dict:
    """A board's parts (:func:`board_parts`): the board with its number, and its holes."""
    number, rect = label
    parts = {("board", pos): (cluster.board_rect(view, pos).union(rect), (number,))}
    parts.update(((("hole", pos, hole), (cluster.hole_rect(view, pos, hole), (tile,)))
                  for hole, tile in enumerate(holes)))
    return parts


def view_pieces(picture: KaleidoPicture, labels: dict) -> list[Piece]:
    """Everything the board view shows over the boards, in drawing order (``labels``: the
    boards' numbers, position -> (number, where it is printed))."""
    return [*marked(picture), *rotation(picture), *corner_hexagons(picture), *targets(picture),
            *numbers_again(picture.view, labels)]


def numbers_again(view, labels: dict) -> list[Piece]:
    """The boards' numbers over the outlines that meet at the hubs (the last moves' holes,
    the drop targets): a number stays readable whatever is marked."""
    size = cluster.label_size(view.zoom, view.scale)
    return [(("number", pos), rect, (number,),
             lambda surface, number=number, rect=rect: surface.blit(cluster.number_label(number, size), rect))
            for pos, (number, rect) in labels.items()]


def around(points, width: int) -> pygame.Rect:
    """The rectangle an outline through ``points`` drawn ``width`` pixels wide may cover."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    left, top = math.floor(min(xs)), math.floor(min(ys))
    rect = pygame.Rect(left, top, math.ceil(max(xs)) - left + 1, math.ceil(max(ys)) - top + 1)
    return rect.inflate(2 * width + 6, 2 * width + 6)


def marked(picture: KaleidoPicture) -> list[Piece]:
    """The outlines of the moves kept in sight (:func:`cluster.outline_place`, :func:`cluster.outline_board`)."""
    view, boards_now = picture.view, picture.state.boards
    pieces = []
    for move in picture.marked:
        if isinstance(move, Rotate):
            points = screen_points(view, board_outline(move.board, 1.06))
            width = max(2, round(view.zoom / 18))
            draw = (lambda surface, board=move.board: cluster.outline_board(surface, view, board, theme.ACCENT))
        elif isinstance(move, PlaceBoard) and move.at in boards_now:
            points = screen_points(view, board_outline(move.at, 1.04))
            width = max(2, round(view.zoom / 16)) + 2
            draw = (lambda surface, at=move.at: cluster.outline_place(surface, view, at))
        elif isinstance(move, (PlaceTile, PlaceWhite)) and move.board in boards_now:
            points = screen_points(view, hole_triangle(move.board, move.hole))
            width = max(2, round(view.zoom / 16)) + 2
            draw = (lambda surface, move=move: cluster.outline_place(surface, view, move.board, move.hole))
        else:
            continue
        pieces.append((("marked", move), around(points, width), (), draw))
    return pieces


def rotation(picture: KaleidoPicture) -> list[Piece]:
    """The boards scored this turn outlined, the chosen one brighter, and its round arrows."""
    if not picture.rotating:
        return []
    view, selected = picture.view, picture.selected
    width = max(2, round(view.zoom / 18))
    pieces = []
    for board in picture.state.scored_this_turn:
        color = theme.ACCENT if board == selected and picture.human_to_move else cluster.ROTATE
        pieces.append((("scored", board), around(screen_points(view, board_outline(board, 1.06)), width), (color,),
                       lambda surface, board=board, color=color: cluster.outline_board(surface, view, board, color)))
    if picture.human_to_move and selected is not None and picture.turning is None:
        circles = [pygame.Rect(round(x - r) - 4, round(y - r) - 4, round(2 * r) + 9, round(2 * r) + 9)
                   for (x, y), r in cluster.rotate_handles(view, selected, picture.state.boards).values()]
        pieces.append((("handles", selected), circles[0].unionall(circles[1:]), (),
                       lambda surface: cluster.draw_rotate_handles(surface, view, selected, picture.state.boards)))
    return pieces


def corner_hexagons(picture: KaleidoPicture) -> list[Piece]:
    """The corner hexagons on show, then their marks over every outline (one runs through
    its neighbours' centres)."""
    view, shown = picture.view, picture.boards
    shapes, marks = [], []
    for hexagon in picture.hexagons:
        center, corners = hexagon_outline(hexagon)
        tiles = tuple(shown[b][h] for b, h in hexagon.triangles)
        scored = picture.scored_hexagons.get(hexagon.boards)
        emphasis = hexagon.boards == picture.next_hexagon
        width = max(2, round(view.zoom / 16)) + 4
        shapes.append((("hexagon", hexagon.boards), around(screen_points(view, corners), width),
                       (tiles, scored, emphasis),
                       lambda surface, hexagon=hexagon, scored=scored, emphasis=emphasis: hexagons.draw_hexagon(
                           surface, view, hexagon, shown, scored, emphasis=emphasis)))
        marks.append((("hexagon mark", hexagon.boards), mark_rect(view, center, scored), (tiles, scored),
                      lambda surface, hexagon=hexagon, scored=scored: hexagons.draw_hexagon_mark(
                          surface, view, hexagon, shown, scored)))
    return shapes + marks


def mark_rect(view, center, scored) -> pygame.Rect:
    """Where a corner hexagon's mark lies (:func:`hexagons.draw_hexagon_mark`)."""
    c = view.to_screen(*center)
    if scored is not None:
        label = hexagons.points_label(scored, view.zoom, view.scale)
        return label.get_rect(center=(round(c[0]), round(c[1]))).inflate(2, 2)
    radius = round(max(6, view.zoom * 0.2)) + 5
    return pygame.Rect(round(c[0]) - radius, round(c[1]) - radius, 2 * radius + 1, 2 * radius + 1)


def targets(picture: KaleidoPicture) -> list[Piece]:
    """The legal places of the held piece, lit up (:func:`cluster.draw_targets`, one by one)."""
    drag, view = picture.drag, picture.view
    if not drag.holding:
        return []
    width = max(2, round(view.zoom / 30))
    pieces = []
    for key, shape in drag.targets.items():
        board, hole = (key, None) if isinstance(key[0], int) else key
        center = view.to_screen(*board_center(board))
        image, (left, top) = cluster.highlight(hole, view.zoom)
        at = image.get_rect(topleft=(round(center[0]) + left, round(center[1]) + top))
        pieces.append((("target", key), at.union(around(shape.points, width)), (),
                       lambda surface, one={key: shape}: cluster.draw_targets(surface, view, one)))
    return pieces
