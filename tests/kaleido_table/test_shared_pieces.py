"""The Kaleido table on the pieces every table shares (issue 15's second pass): paced
and pausable computer moves with the last move outlined, the banner's Rules and Pause
buttons with nothing under them, the rules over the table, the red outline of a hole
or board position refused before the drop, the score preview of a held tile, wrapped
messages, whole names and levels, the menu's Continue caption, and the boards'
numbers on their frames."""

import pytest

from game.words import listed
from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile
from game.kaleido.narration import board_number
from session import registry
from session.files import saves
from scenes.kaleido import KaleidoTable
from scenes.kaleido.shapes import board_outline, point_in_polygon
from scenes.pages.menu import MenuScene
from session.seats import GameSetup, SeatSetup
from scenes.table import marks, pacing
from scenes.ui import theme
from tests.events import down, move, up
from tests.table_checks import (SIZES, assert_paced, changed_outside, five_long_names, record_pacing, sized,
                                step, table_time)
from tests.kaleido_table.helpers import board_pos, computer_seats, hole_pos, nearly_full_board, table

def hold(app, scene, piece, pos):
    """Pick ``piece`` up from the shelf and hold it over ``pos`` (not dropped)."""
    start = scene.shelf.slots[piece].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    app.manager.dispatch(move(pos, (1, 0, 0)))
    assert scene.drag.holding


# -- computer moves: paced, pausable, outlined ------------------------------------------------
class TileFirst:
    """A computer player that plays at once: its tile, then ends the turn (no rotations)."""

    def choose(self, state, cancel=None):
        moves = state.legal_moves()
        tiles = [m for m in moves if isinstance(m, PlaceTile)]
        return tiles[0] if tiles else (EndTurn() if EndTurn() in moves else moves[0])


def computer_table(app, people=1):
    seats = [SeatSetup("Ann", "red")][:people] + computer_seats(3)[people:]
    scene = table(app, players=3, seats=seats, seed=9)
    scene.computers.bots = {seat: TileFirst() for seat in scene.computers.bots}
    return scene


def test_each_computer_move_is_on_show_about_a_second_and_the_last_seats_moves_stay_outlined(app):
    scene = computer_table(app)
    events = record_pacing(scene)
    scene.play(PlaceTile((0, 0), 0))
    scene.play(EndTurn())  # Ann's turn is over; two computer seats follow
    playing = table_time("Ann's turn after the computers'")
    outlined = []
    while scene.state.current_seat != 0 and playing():
        step(app)
        if not scene.showing_move and scene.last_seat in (1, 2):
            # until the next seat acts, the moves of the seat that acted last stay outlined
            outlined.append(scene.last_moves.seat == scene.last_seat
                            and any(isinstance(m, PlaceTile) for m in scene.last_moves.moves))
    assert scene.state.current_seat == 0
    assert outlined and all(outlined)
    starts, lands = assert_paced(events, scene.computers.pacing.scale)
    assert len(starts) == len(lands) == 4  # a tile and the end of the turn, for each computer
    assert scene.computers.pacing.scale == 1.0  # normal speed
    # the glide takes the shared time, and the move lands when it ends
    assert abs((lands[0] - starts[0]) - pacing.GLIDE_SECONDS) < 0.05
    moves = scene.last_moves.moves
    assert moves == [PlaceTile(*next((m.board, m.hole) for m in moves))]  # seat 2's tile
    assert scene.last_moves.seat == 2


# -- the banner and the rules ---------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_nothing_in_the_banner_runs_under_the_rules_and_pause_buttons(app, size, monkeypatch):
    sized(app, size)

    drawn = []
    real = theme.draw_text

    def record(surface, text, font, color, pos, anchor="topleft"):
        rect = real(surface, text, font, color, pos, anchor)
        drawn.append((text, rect))
        return rect

    scene = computer_table(app)
    scene.play(PlaceTile((0, 0), 0))  # the banner's detail is long now
    monkeypatch.setattr(theme, "draw_text", record)
    scene.layer.forget()  # the table is drawn again, through the recording draw_text
    app.manager.draw(app.surface)
    buttons = [b.rect for b in scene.controls.buttons]
    labels = {b.text for b in scene.controls.buttons}
    assert {"Rules", "Pause"} <= labels and scene.controls.reserve > 0
    left = min(r.left for r in buttons)
    banner = scene.rects["banner"]
    in_banner = [(text, rect) for text, rect in drawn if banner.contains(rect) and text not in labels]
    assert any("boards" in text for text, _ in in_banner)  # the facts on the right are there
    for text, rect in in_banner:  # beside the buttons' row, or under it (the guidance's row)
        assert rect.right <= left or rect.top >= max(r.bottom for r in buttons), text


# -- refused places in red, before the drop ---------------------------------------------------
def red_at(surface, point):
    r, g, b = surface.get_at((round(point[0]), round(point[1])))[:3]
    return r > 180 and g < 110 and b < 110


@pytest.mark.parametrize("size", SIZES)
def test_a_filled_hole_shows_red_before_the_drop_and_the_refusal_says_it_is_filled(app, size):
    sized(app, size)
    state = KaleidoState.new(3)
    state.apply(PlaceTile((0, 0), 2))
    state.apply(EndTurn())
    scene = table(app, players=3, state=state)  # blue plays; hole 2 of board (0, 0) is red
    before = state.to_json()
    over = hole_pos(scene, (0, 0), 2)
    hold(app, scene, "tile", over)
    shape = scene.drop_rect_at(over)
    assert shape is not None and shape.collidepoint(over)
    assert scene.drop_rect_at(hole_pos(scene, (0, 0), 3)) is None  # an empty hole is a target
    app.manager.draw(app.surface)
    outer = [(a + b) / 2 for a, b in zip(shape.points[1], shape.points[2])]  # the middle of its outer side
    assert red_at(app.surface, outer)
    app.manager.dispatch(up(over))
    assert state.to_json() == before
    assert scene.strip.text == "That hole is already filled." and scene.strip.is_refusal


def test_a_board_held_over_a_board_shows_red_and_is_refused_with_the_reason(app):
    scene = table(app, players=3)
    over = board_pos(scene, (1, 0))
    hold(app, scene, "board", over)
    shape = scene.drop_rect_at(over)
    assert shape is not None and shape.collidepoint(over)
    app.manager.draw(app.surface)
    corner = shape.points[0]
    side = [(a + b) / 2 for a, b in zip(shape.points[0], shape.points[1])]
    assert red_at(app.surface, side), corner
    app.manager.dispatch(up(over))
    assert scene.strip.text == "There is already a board there." and len(scene.state.boards) == 2


# -- the score preview ------------------------------------------------------------------------
def test_a_tile_held_over_the_last_hole_previews_what_the_board_pays_the_seat(app, monkeypatch):
    state = nearly_full_board()
    scene = table(app, players=3, state=state)
    last = next(h for h in range(6) if state.boards[(0, 0)][h] is None)
    badges = []
    real = marks.preview_badge
    monkeypatch.setattr(marks, "preview_badge", lambda s, text, points, *a, **k: (badges.append((text, points)),
                                                                                   real(s, text, points, *a, **k))[1])
    hold(app, scene, "tile", hole_pos(scene, (0, 0), last))
    assert scene.drag.hover_target == ((0, 0), last)
    app.manager.draw(app.surface)
    assert badges, "no preview drawn"
    text, points = badges[-1]
    assert text == f"+{points}: fills board {board_number(state, (0, 0))}"
    assert scene.state.to_json() == state.to_json()  # previewing plays nothing
    # the preview says what really happens: drop the tile and end the turn
    before = state.scores()[0]
    app.manager.dispatch(up(hole_pos(scene, (0, 0), last)))
    scene.play(EndTurn())
    assert state.scores()[0] - before == points and points > 0


def test_a_hole_that_fills_nothing_says_how_many_holes_the_board_has_left(app):
    scene = table(app, players=3)
    assert scene.score_preview("tile", ((1, 0), 3)) == ("board 2: 5 holes left", 0)
    assert scene.score_preview("board", (2, 0)) is None  # a board scores nothing itself


# -- messages, names, the menu's caption ------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_a_long_message_wraps_inside_its_panel_with_five_players(app, size):
    sized(app, size)
    setup = GameSetup("kaleido", tuple(SeatSetup(f"Longer Name {i}", c) for i, c in
                                       enumerate(registry.get("kaleido").default_colors(5))))
    scene = KaleidoTable(app, setup, seed=11)
    app.manager.reset(scene)
    scene.strip.refuse("Turn skipped for Red, Blue, Yellow, Purple and Green: every hole is full and no board "
                 "is left to place. " * 3)
    app.manager.draw(app.surface)
    box = scene.strip.rect
    assert app.surface.get_rect().contains(box)
    assert scene.rects["table"].contains(box)  # inside its panel: not over the seats or the shelf
    assert box.height > 2 * scene.view.scale * 20  # wrapped over several lines


@pytest.mark.parametrize("size", SIZES)
def test_names_and_levels_are_never_cut_in_the_seat_panels(app, size):
    sized(app, size)
    scene = five_long_names(app, KaleidoTable)
    panel = scene.panel
    score = panel.score_rect(1)
    room = panel.mini_rect(1).left - score.left - round(120 * scene.scale)
    level, font = panel.level_text(1, room)
    assert level in ("Normal computer", "Normal") and font.size(level)[0] <= room


def test_the_menus_continue_caption_names_the_game_and_its_round(app):
    scene = table(app, players=3)
    for _ in range(4):  # a round and a bit: red, blue, yellow, red
        tile = next(m for m in scene.state.legal_moves() if isinstance(m, PlaceTile))
        scene.play(tile)
        scene.play(EndTurn())
    scene.autosaver.flush()
    assert saves.exists("kaleido")
    menu = MenuScene(app)
    app.manager.reset(menu)
    game, (what, when) = menu.saved_game()
    names = listed(seat.name for seat in scene.setup.seats)
    assert game.id == "kaleido" and what == f"Kaleido with {names}, round 2 of 12" and when.startswith("last played")


# -- the boards' numbers ------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_each_board_shows_its_number_in_the_order_it_came_to_the_table(app, size):
    sized(app, size)
    state = KaleidoState.new(3)
    for at in ((0, 1), (-1, 0), (1, -1)):  # not in the order of their positions
        state.apply(PlaceTile(next(iter(state.boards)), next(h for h in range(6)
                                                             if state.boards[next(iter(state.boards))][h] is None)))
        state.apply(PlaceBoard(at))
        state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    labels = scene.cluster.labels
    assert set(labels) == set(state.boards)
    assert [labels[pos][0] for pos in state.boards] == [1, 2, 3, 4, 5]
    for pos, (number, rect) in labels.items():
        assert number == board_number(state, pos)
        outline = [scene.view.to_screen(*p) for p in board_outline(pos)]
        assert point_in_polygon(rect.center, outline)  # printed on its own board
        assert 10 <= rect.height <= 24  # small, and readable


# -- screen updates ---------------------------------------------------------------------------------


def frames_on_screen(app, scene, moving) -> int:
    """Run frames while ``moving()``: each one sends what moved to the screen and leaves
    nothing that changed off it (in the frame it stops in, the banner's Undo comes back
    too). Returns how many such frames sent only part of the window."""
    partial = 0
    for _ in range(200):
        if not moving():
            break
        before = app.surface.copy()
        app.manager.update(0.05)
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        if rects is not None:
            partial += 1
            assert changed_outside(before, app.surface, rects) == 0
    assert not moving()
    return partial


def test_a_computers_pieces_and_the_awards_go_to_the_screen_while_they_move(app):
    scene = table(app, players=3, state=nearly_full_board())
    scene.play(PlaceTile((0, 0), 5))
    scene.play(EndTurn())  # the full board's points fly to the scores
    app.manager.draw(app.surface)
    assert frames_on_screen(app, scene, lambda: scene.animator.active) >= 10
    scene.play(EndTurn())
    app.manager.draw(app.surface)
    for computer_move in (PlaceTile((1, 0), 5), PlaceBoard((1, -1))):  # shown as a computer's moves are
        scene.show_computer_move(computer_move)
        app.manager.draw(app.surface)
        assert frames_on_screen(app, scene, lambda: scene.showing_move) >= 5
        assert scene.last_move == computer_move
