"""What the Kaleido table says (issue 21): every disabled control says why, a refusal goes
when the player does something else, no tooltip covers the board to turn, boards are
named by their numbers, the shelf says what a past moment and the end show and never
cuts a name, Enter presses End turn or Done, and the Turn buttons look alike."""
import random

import pygame
import pytest

from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile
from game.kaleido.narration import board_number
from scenes.kaleido import KaleidoTable, panels
from scenes.kaleido.cluster import board_rect, label_size, number_label
from scenes.kaleido.shapes import hexagon_outline
from scenes.ui.tooltip import draw_tooltip
from scenes.ui.widgets import reason_under_pointer
from session.seats import GameSetup, SeatSetup
from tests.events import down, key, move, up
from tests.kaleido_table.helpers import computer_seats, drag, hole_pos, nearly_full_board, table
from tests.table_checks import LONG_NAME, SIZES, sized


def off_buttons_say_why(scene):
    """Every button of the table that shows but is off says why; the pointer resting on
    it shows the reason."""
    buttons = [*scene.widgets, *scene.view.buttons, *scene.controls.buttons]
    for button in buttons:
        if button.visible and not button.enabled:
            assert button.disabled_reason, button.text
            scene.handle_event(move(button.rect.center))
            assert reason_under_pointer(buttons) == (button.rect, button.disabled_reason)
            scene.handle_event(move((1, 1)))


def test_end_turn_before_the_tile_says_place_your_tile_first(app):
    scene = table(app, players=3)
    assert not scene.end_button.enabled
    assert scene.end_button.disabled_reason == "Place your red tile first: the turn ends after it."
    app.manager.dispatch(move(scene.end_button.rect.center))
    assert scene.end_button.says_why == scene.end_button.disabled_reason
    app.manager.draw(app.surface)  # the base draws the reason under the pointer
    off_buttons_say_why(scene)


def test_every_control_that_is_off_says_why_through_a_game_with_a_computer(app):
    seats = [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue"), computer_seats(3)[2]]
    scene = table(app, players=3, seats=seats, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        state = scene.state
        if scene.is_computer(state.current_seat):
            off_buttons_say_why(scene)
            scene.play(state.legal_moves()[0])
            continue
        off_buttons_say_why(scene)
        moves = state.legal_moves()
        scene.play(EndTurn() if EndTurn() in moves and rng.random() < 0.5 else rng.choice(moves))
    scene.history.show_moment(3)  # a past moment: End turn says how to go back
    assert scene.end_button.disabled_reason.startswith("You are looking at an earlier moment")
    off_buttons_say_why(scene)


def test_a_piece_that_cannot_be_played_says_why_on_hover(app):
    scene = table(app, players=3)
    scene.play(PlaceTile((0, 0), 1))
    app.manager.dispatch(move(scene.shelf.slots["tile"].center))
    app.manager.draw(app.surface)
    assert scene.picture.tip[0] == (scene.placing.unusable("tile"),)
    app.manager.dispatch(move(scene.shelf.slots["white"].center))
    app.manager.draw(app.surface)
    assert scene.picture.tip[0] == (panels.PIECE_HELP["white"],)


def test_a_refusal_goes_when_the_player_picks_up_a_piece_or_chooses_a_board(app):
    scene = table(app, players=3)
    drag(app, scene.shelf.slots["tile"].center, scene.rects["seats"].center)
    assert scene.strip.is_refusal and scene.strip.text
    start = scene.shelf.slots["tile"].center
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    assert scene.drag.holding and scene.strip.text == ""
    app.manager.dispatch(move(scene.rects["seats"].center, (1, 0, 0)))
    app.manager.dispatch(up(scene.rects["seats"].center))  # refused again
    assert scene.strip.is_refusal
    scene.strip.refuse("A refusal.")
    scene.board_chosen()
    assert scene.strip.text == ""


def tooltip_box(surface, lines, anchor, scale, below):
    """Where draw_tooltip puts its box on ``surface``'s window (found by drawing it)."""
    blank = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    draw_tooltip(blank, list(lines), pygame.Rect(anchor), scale, below=below)
    return pygame.mask.from_surface(blank).get_bounding_rects()[0]


def test_no_hexagon_tooltip_covers_the_board_to_turn(app):
    state = nearly_full_board()
    for at in ((1, -1), (0, 1), (-1, 1)):
        state.apply(PlaceTile((1, 0), next(h for h in range(6) if state.boards[(1, 0)][h] is None)))
        state.apply(PlaceBoard(at))
        state.apply(EndTurn())
    while state.current_seat != 0:
        state.apply(PlaceTile((1, 0), next(h for h in range(6) if state.boards[(1, 0)][h] is None)))
        state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    scene.play(PlaceTile((0, 0), 5))
    scene.play(EndTurn())
    assert scene.state.phase == "rotate" and scene.rotation.selected == (0, 0)
    board = board_rect(scene.view, (0, 0))
    shown = 0
    for hexagon in scene.state.hexagons():
        if (0, 0) not in hexagon.boards:
            continue
        center, _ = hexagon_outline(hexagon)
        x, y = scene.view.to_screen(*center)
        away = 1 if y > board.centery else -1  # the hexagon's side away from the board
        app.manager.dispatch(move((round(x), round(y + away * scene.view.zoom * 0.5))))
        app.manager.draw(app.surface)
        tip = scene.picture.tip
        if tip is None:
            continue
        shown += 1
        assert not tooltip_box(app.surface, *tip[:2], scene.scale, tip[2]).colliderect(board)
    assert shown >= 2


def test_breakdowns_name_boards_by_their_numbers_and_count_points_in_words(app):
    scene = table(app, players=3, state=nearly_full_board())
    scene.play(PlaceTile((0, 0), 5))
    scene.play(EndTurn())
    lines = panels.score_tooltip(scene.state, 0)
    assert lines and all("(0, 0)" not in line and "board at" not in line for line in lines)
    assert f"board {board_number(scene.state, (0, 0))}" in lines[0]
    assert [panels.colour_line("red", n, 5, True) for n in (0, 1, 2, 12)] == [
        "Red 0 pts, 5 left", "Red 1 pt, 5 left", "Red 2 pts, 5 left", "Red 12 pts, 5 left"]
    assert [panels.colour_line("red", 0, n, False) for n in (1, 2)] == ["1 tile left", "2 tiles left"]


def test_board_numbers_stay_readable_over_full_boards(app):
    state = KaleidoState.new(3)
    for board in list(state.boards):
        for hole in range(6):
            state.apply(PlaceTile(board, hole))
            state.apply(EndTurn())
            if state.phase == "rotate":
                state.apply(EndTurn())
    scene = table(app, players=3, state=state)
    for pos, (number, rect) in scene.cluster.labels.items():
        pill = app.surface.get_at((rect.left + 3, rect.centery))[:3]
        assert sum(pill) < 150, (pos, pill)  # a dark pill, whatever the tiles around
        brightest = max(sum(app.surface.get_at((x, rect.centery))[:3]) for x in range(rect.left, rect.right))
        assert brightest > 450  # and light figures on it


def test_the_shelf_says_what_a_past_moment_shows(app):
    scene = table(app, players=3, state=nearly_full_board())
    scene.play(PlaceTile((0, 0), 5))
    scene.play(EndTurn())
    scene.play(EndTurn())  # done turning
    scene.history.show_moment(len(scene.record.entries) - 1)  # the rotation step, as it was
    assert scene.state.phase == "rotate"
    app.manager.draw(app.surface)
    assert scene.picture.shelf_mode == "past"
    assert "Rotate" not in " ".join(panels.SHELF_HINTS["past"])


@pytest.mark.parametrize("size", SIZES)
def test_the_shelf_never_cuts_a_long_name(app, size):
    sized(app, size)
    setup = GameSetup("kaleido", (SeatSetup(LONG_NAME, "red"), SeatSetup("Bo", "blue"), SeatSetup("Cy", "yellow")))
    scene = KaleidoTable(app, setup, seed=2)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    title = f"{LONG_NAME}'s pieces"
    lines = scene.shelf.title_lines(title)
    assert " ".join(line for line, _ in lines) == title
    assert all(font.size(line)[0] <= scene.shelf.title_room for line, font in lines)


def test_enter_ends_the_turn_and_finishes_the_rotation(app):
    scene = table(app, players=3, state=nearly_full_board())
    app.manager.dispatch(key(pygame.K_RETURN))
    assert scene.state.current_seat == 0  # no tile yet: End turn is off, Enter does nothing
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 5))
    app.manager.dispatch(key(pygame.K_RETURN))
    assert scene.state.phase == "rotate"
    app.manager.dispatch(key(pygame.K_KP_ENTER))
    assert scene.state.phase == "place" and scene.state.current_seat == 1


def test_the_turn_buttons_are_alike_at_every_size(app):
    for size in ((1024, 640), (1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)):
        sized(app, size)
        scene = table(app, players=3, state=nearly_full_board())
        left, right = scene.shelf.turn_left, scene.shelf.turn_right
        assert left.rect.size == right.rect.size
        assert left.label_font().get_height() == right.label_font().get_height()
        assert left.label_font().size(left.text)[0] <= left.rect.width - 2 * left.padding
        assert right.label_font().size(right.text)[0] <= right.rect.width - 2 * right.padding
        assert not left.rect.colliderect(right.rect) and scene.shelf.rect.contains(right.rect)


def test_board_numbers_stay_readable_over_the_marks_of_the_last_moves(app):
    """The outline that marks the last move's hole meets the board's hub: the number is
    drawn over it, not under it (seen in a whole game with the mouse)."""
    scene = table(app, players=3)
    scene.play(PlaceTile((0, 0), 0))
    app.manager.draw(app.surface)
    assert scene.picture.marked
    number, rect = scene.cluster.labels[(0, 0)]
    label = number_label(number, label_size(scene.view.zoom, scene.view.scale))
    figures = [(x, y) for x in range(label.get_width()) for y in range(label.get_height())
               if label.get_at((x, y)).a > 230 and sum(label.get_at((x, y))[:3]) > 450]
    shown = [sum(app.surface.get_at((rect.left + x, rect.top + y))[:3]) > 400 for x, y in figures]
    assert figures and all(shown), f"{shown.count(False)} of the number's {len(figures)} light pixels are covered"
