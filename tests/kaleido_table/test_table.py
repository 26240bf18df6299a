"""The Kaleido table driven by handed events: every kind of move by the mouse."""
import math

import pygame
import pytest

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kaleido.geometry import rotate_holes
from scenes.kaleido import hexagons
from scenes.kaleido.cluster import rotate_handles
from scenes.kaleido.scene import NO_HEXAGONS_YET
from scenes.kaleido.shapes import board_at, hexagon_outline
from scenes.kaleido.table_layer import token_color
from scenes.table.view import BoardView
from scenes.ui import theme
from tests.events import down, move, up, wheel
from tests.kaleido_table.helpers import board_pos, click, drag, hole_pos, nearly_full_board, table


def test_a_tile_dragged_into_a_hole_is_played_and_end_turn_passes_on(app):
    scene = table(app)
    assert not scene.end_button.enabled  # the tile is not down yet
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 2))
    state = scene.state
    assert state.boards[(0, 0)][2] == "red" and state.tile_placed
    assert scene.end_button.enabled
    click(app, scene.end_button.rect.center)
    assert state.current_color == "blue" and state.current_seat == 1
    assert scene.last_move == EndTurn() and scene.last_moves.moves == [PlaceTile((0, 0), 2)]


def test_the_legal_holes_are_the_targets_while_a_tile_is_held(app):
    scene = table(app, players=3)
    start = scene.shelf.slots["tile"].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    target = hole_pos(scene, (1, 0), 4)
    app.manager.dispatch(move(target, (1, 0, 0)))
    assert set(scene.drag.targets) == {(m.board, m.hole) for m in scene.state.legal_moves() if isinstance(m, PlaceTile)}
    assert scene.drag.hover_target == ((1, 0), 4)
    app.manager.draw(app.surface)  # the ghost in the hole under the pointer is drawn
    for shape in scene.drag.targets.values():
        assert scene.view.rect.collidepoint(shape.center)  # every target is in view
    app.manager.dispatch(up(target))
    assert scene.state.boards[(1, 0)][4] == "red"


def test_a_white_before_the_tile_then_the_tile_by_click_and_click(app):
    scene = table(app, players=3)
    drag(app, scene.shelf.slots["white"].center, hole_pos(scene, (1, 0), 0))
    state = scene.state
    assert state.boards[(1, 0)][0] == "white" and state.extra_action == "white" and state.whites_left(0) == 1
    assert not state.tile_placed and not scene.end_button.enabled
    click(app, scene.shelf.slots["tile"].center)  # pick up with a click...
    assert scene.drag.holding
    click(app, hole_pos(scene, (0, 0), 3))  # ...and put down with another
    assert state.boards[(0, 0)][3] == "red" and state.tile_placed
    click(app, scene.end_button.rect.center)
    assert state.current_color == "blue"


def test_a_board_after_the_tile_lands_beside_the_cluster(app):
    scene = table(app, players=3)
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 0))
    start = scene.shelf.slots["board"].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    assert set(scene.drag.targets) == set(scene.state.board_positions())
    end = board_pos(scene, (0, 1))
    app.manager.dispatch(move(end, (1, 0, 0)))
    app.manager.draw(app.surface)  # the ghost board
    app.manager.dispatch(up(end))
    state = scene.state
    assert (0, 1) in state.boards and state.boards_left(0) == 1 and state.extra_action == "board"
    assert PlaceBoard((0, 1)) in scene.last_moves.moves
    click(app, scene.end_button.rect.center)
    assert state.current_color == "blue"


def test_a_refused_drop_snaps_back_with_the_engines_sentence(app):
    scene = table(app, players=3)
    scene.play(PlaceTile((0, 0), 1))
    scene.play(EndTurn())
    before = scene.state.to_json()
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 1))  # already filled
    assert scene.state.to_json() == before
    assert scene.strip.text == "That hole is already filled." and scene.strip.is_refusal
    assert scene.drag.snap_back is not None
    drag(app, scene.shelf.slots["tile"].center, scene.rects["seats"].center)
    assert "highlighted empty holes" in scene.strip.text
    drag(app, scene.shelf.slots["board"].center, board_pos(scene, (3, 0)))
    assert scene.strip.text == "A new board must share a full side with a board on the table."
    assert scene.state.to_json() == before


def test_pieces_that_cannot_be_played_now_say_why(app):
    scene = table(app, players=3)
    scene.play(PlaceTile((0, 0), 1))
    click(app, scene.shelf.slots["tile"].center)
    assert not scene.drag.holding and "already down" in scene.strip.text
    scene.play(PlaceWhite((0, 0), 2))
    click(app, scene.shelf.slots["board"].center)
    assert scene.strip.text == "You have already used your extra action this turn."


def test_two_players_take_the_four_colours_in_turn(app):
    scene = table(app, players=2)
    state = scene.state
    seen = []
    for hole in range(4):
        seen.append((state.current_seat, state.current_color, scene.turn_headline()))
        drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (1, 0), hole))
        click(app, scene.end_button.rect.center)
    assert [(s, c) for s, c, _ in seen] == [(0, "red"), (1, "blue"), (0, "yellow"), (1, "purple")]
    assert state.boards[(1, 0)][:4] == ("red", "blue", "yellow", "purple")
    assert scene.turn_headline()[0] == "Player 1 plays red"
    assert state.colors_of(0) == ("red", "yellow") and scene.panel.colors == ["red", "blue"]


def test_a_full_board_is_scored_then_turned_by_drag_wheel_and_buttons_then_done(app):
    scene = table(app, players=3, state=nearly_full_board())
    state = scene.state
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 5))
    click(app, scene.end_button.rect.center)
    assert state.phase == "rotate" and state.scored_this_turn == ((0, 0),)
    assert scene.animator.active  # the award flies to the scores
    assert scene.end_button.text == "Done" and scene.rotation.selected == (0, 0)
    assert scene.shelf.turn_left.enabled and scene.shelf.turn_right.enabled
    holes = state.boards[(0, 0)]
    # drag around the board: from its east side a quarter turn up (counter-clockwise) is about 60 degrees
    center = board_pos(scene, (0, 0))
    r = scene.view.zoom * 0.6
    start = (round(center[0] + r), center[1])
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    for angle in (20, 40, 62):
        a = math.radians(angle)
        app.manager.dispatch(move((round(center[0] + r * math.cos(a)), round(center[1] - r * math.sin(a))), (1, 0, 0)))
    app.manager.draw(app.surface)  # the board turning, the hexagons beside it
    app.manager.dispatch(up(start))
    assert state.boards[(0, 0)] == rotate_holes(holes, 1)
    app.manager.dispatch(move(center))
    app.manager.dispatch(wheel(-1))  # clockwise back
    assert state.boards[(0, 0)] == holes
    click(app, scene.shelf.turn_left.rect.center)
    assert state.boards[(0, 0)] == rotate_holes(holes, 1)
    click(app, scene.shelf.turn_right.rect.center)
    assert state.boards[(0, 0)] == holes
    handles = rotate_handles(scene.view, (0, 0), state.boards)
    click(app, tuple(round(v) for v in handles[1][0]))  # the round arrow beside the board
    assert state.boards[(0, 0)] == rotate_holes(holes, 1)
    click(app, tuple(round(v) for v in handles[5][0]))
    assert state.boards[(0, 0)] == holes
    assert Rotate((0, 0), 1) in scene.last_moves.moves
    click(app, scene.end_button.rect.center)
    assert state.phase == "place" and state.current_color == "blue"


def test_the_hexagons_toggle_shows_every_corner(app):
    state = KaleidoState.new(3)
    state.apply(PlaceTile((0, 0), 0))
    state.apply(PlaceBoard((1, -1)))
    state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    assert len(state.hexagons()) == 1
    click(app, scene.hex_button.rect.center)
    assert scene.show_hexagons and scene.hex_button.primary
    app.manager.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0))
    assert not scene.show_hexagons
    assert scene.strip.text != NO_HEXAGONS_YET


def test_the_hexagons_toggle_with_nothing_to_show_says_so(app):
    scene = table(app, players=3)
    assert scene.state.hexagons() == []
    click(app, scene.hex_button.rect.center)
    assert scene.show_hexagons and scene.strip.text == NO_HEXAGONS_YET


def test_when_every_hole_is_full_the_board_comes_first(app):
    state = KaleidoState.new(3)
    while state.empty_holes():
        seat_color = state.current_color
        board, hole = state.empty_holes()[0]
        state.apply(PlaceTile(board, hole))
        state.apply(EndTurn())
        if state.phase == "rotate":
            state.apply(EndTurn())
        assert seat_color != state.current_color
    scene = table(app, players=3, state=state)
    assert "place a board first" in scene.turn_headline()[1]
    click(app, scene.shelf.slots["tile"].center)
    assert not scene.drag.holding and "place a board first" in scene.strip.text
    drag(app, scene.shelf.slots["board"].center, board_pos(scene, (0, 1)))
    assert (0, 1) in state.boards
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 1), 0))
    assert state.boards[(0, 1)][0] == state.current_color and state.tile_placed


def test_a_hexagon_under_the_pointer_explains_itself(app):
    state = KaleidoState.new(3)
    state.apply(PlaceTile((0, 0), 0))
    state.apply(PlaceBoard((1, -1)))
    state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    hexagon = state.hexagons()[0]
    words = hexagons.hexagon_words(hexagon, state.boards)
    assert words[0].startswith("Corner hexagon, 5 of 6 holes empty") and "Red 8" in words[1]
    scene.toggle_hexagons()
    center, _ = hexagon_outline(hexagon)
    x, y = scene.view.to_screen(*center)
    app.manager.dispatch(move((round(x) + 3, round(y) + 3)))
    assert scene.dirty
    app.manager.draw(app.surface)  # the tooltip is drawn over the table


def test_the_banner_counts_one_empty_hole_in_the_singular(app):
    """The last round read "7 boards · 1 empty holes"."""
    state = KaleidoState.new(3)
    while len(state.empty_holes()) > 1:
        board, hole = state.empty_holes()[0]
        state.apply(PlaceTile(board, hole))
        state.apply(EndTurn())
        if state.phase == "rotate":
            state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    assert scene.banner_facts() == f"{len(state.boards)} boards  ·  1 empty hole"


@pytest.mark.parametrize("zoom", [20, 40, 80, 160])
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_a_hexagons_label_is_never_written_smaller_than_it_reads(app, zoom, scale):
    """Three colours' points at 1280x720 were 9-pixel text, smaller still zoomed out
    (issue 46, item 16): the letters stay at least LABEL_LETTERS pixels."""
    label = hexagons.points_label({"red": 8, "yellow": 2, "blue": 12}, zoom, scale)
    smallest = theme.font("small", hexagons.LABEL_LETTERS / theme.FONT_SIZES["small"], bold=True)
    assert label.get_height() >= smallest.get_linesize()
    roomy = hexagons.points_label({"red": 8}, 400, scale)  # room to spare: the table's own size of letters
    assert roomy.get_height() >= theme.font("small", scale, bold=True).get_linesize()


def test_a_seat_of_two_colours_shows_the_colour_that_plays_beside_its_name(app):
    """Hot seat at 2 players: each seat plays two colours in turn, and the token beside
    the name was always the first's (issue 46, item 17)."""
    scene = table(app, players=2)
    state = scene.state
    seat = state.current_seat
    first, second = state.colors_of(seat)
    token = scene.panel.token_rect(seat)
    assert token_color(state, seat) == first
    app.manager.draw(app.surface)
    seen_first = app.surface.subsurface(token).copy()
    while not (state.current_seat == seat and state.current_color == second):
        scene.play(next(m for m in state.legal_moves() if isinstance(m, (PlaceTile, EndTurn))))
    assert token_color(state, seat) == second
    app.manager.draw(app.surface)
    seen_second = app.surface.subsurface(token)
    assert pygame.image.tobytes(seen_first, "RGB") != pygame.image.tobytes(seen_second, "RGB")


def test_a_turning_drag_begun_just_outside_a_scored_boards_edge_turns_it(app):
    """"Drag around it" invites a press beside the board: one there turned nothing
    (issue 46, item 15)."""
    scene = table(app, players=3, state=nearly_full_board())
    state = scene.state
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 5))
    click(app, scene.end_button.rect.center)
    assert state.phase == "rotate" and state.scored_this_turn == ((0, 0),)
    holes = state.boards[(0, 0)]
    center = board_pos(scene, (0, 0))
    r = scene.view.zoom * 1.15  # beyond the board's corners (radius 1)
    handles = rotate_handles(scene.view, (0, 0), state.boards).values()
    angle = next(a for a in range(0, 360, 15)
                 if all(math.dist((center[0] + r * math.cos(math.radians(a)), center[1] - r * math.sin(math.radians(a))),
                                  c) > radius + 4 for c, radius in handles))

    def at(degrees):
        a = math.radians(degrees)
        return round(center[0] + r * math.cos(a)), round(center[1] - r * math.sin(a))
    app.manager.dispatch(move(at(angle)))
    app.manager.dispatch(down(at(angle)))
    assert scene.rotation.turning is not None and scene.rotation.turning.board == (0, 0)
    for step in (20, 40, 62):
        app.manager.dispatch(move(at(angle + step), (1, 0, 0)))
    app.manager.dispatch(up(at(angle + 62)))
    assert state.boards[(0, 0)] == rotate_holes(holes, 1)


def test_a_boards_round_arrows_lie_on_no_other_board_where_there_is_room():
    """They lay over the neighbouring boards' tiles below (issue 46, item 15): with
    boards below, they go above."""
    view = BoardView(pygame.Rect(0, 0, 800, 600), zoom=80.0, buttons=False)
    def covered(handles, boards):
        return [board_at(view.to_world(center)) for center, _ in handles.values()
                if board_at(view.to_world(center)) in boards]
    alone = {(0, 0): None}
    assert covered(rotate_handles(view, (0, 0), alone), alone) == []
    below = {(0, 0): None, **{board_at((x, 1.5)): None for x in (-0.9, 0.9)}}
    handles = rotate_handles(view, (0, 0), below)
    assert covered(handles, below) == [] and all(center[1] < view.to_screen(0, 0)[1] for center, _ in handles.values())
