"""The Kaleido table through a game (issue 21): the end-game totals rise hexagon by
hexagon under labels that never overlap, the view keeps still unless something would fall
out of sight, Undo is on exactly when Ctrl+Z would act, and every computer's move since a
person moved stays marked."""
import itertools
import random

import pytest

import pygame

from game.kaleido import EndTurn, PlaceBoard, PlaceTile
from scenes.kaleido import KaleidoTable, hexagons
from scenes.kaleido.framing import MARGIN, PLACE_MIDDLE
from scenes.kaleido.panels import SHELF_HINTS
from scenes.kaleido.shapes import board_center, hexagon_outline
from scenes.kaleido.shapes import bounds as shapes_bounds
from session.seats import SeatSetup
from tests.events import key
from tests.kaleido_table.helpers import (click, computer_seats, drag, hole_pos, nearly_full_board,
                                        one_tile_from_the_end, table)
from tests.table_checks import SIZES, sized, wait_for_computer


def played_to_the_end(app):
    """A 3-player table on which the last tile was just placed and the turn ended: the
    end-game hexagons are being scored."""
    state = one_tile_from_the_end(seed=5)
    scene = table(app, players=3, state=state)
    scene.play(next(m for m in state.legal_moves() if isinstance(m, PlaceTile)))
    scene.play(EndTurn())
    if state.phase == "rotate":
        scene.play(EndTurn())
    return scene


def test_the_end_game_totals_rise_hexagon_by_hexagon_and_the_labels_never_overlap(app):
    scene = played_to_the_end(app)
    state = scene.state
    assert scene.finished and scene.end_scoring.running
    steps = scene.end_scoring.steps
    assert len(steps) >= 2
    final = tuple(state.scores())
    app.manager.draw(app.surface)
    totals = [scene.picture.scores]
    hexagon_points = [0] * state.players
    for _, points in steps:
        for color, pts in points.items():
            hexagon_points[state.seat_of(color)] += pts
    before_hexagons = tuple(f - h for f, h in zip(final, hexagon_points))
    assert totals[0] == before_hexagons  # nothing of the hexagons shows before they are scored
    assert "skip ahead" in " ".join(hexagons_words(scene))
    while scene.end_scoring.running:
        app.manager.update(0.1)
        app.manager.draw(app.surface)
        if scene.picture.scores != totals[-1]:
            totals.append(scene.picture.scores)
    assert totals[-1] == final and len(totals) >= 2
    for lower, higher in zip(totals, totals[1:]):
        assert all(a <= b for a, b in zip(lower, higher))
    assert scene.picture.shelf_mode == "end" and "skip ahead" not in " ".join(hexagons_words(scene))
    assert "the totals are final" in scene.strip.text and "score at the end" not in scene.strip.text
    view = scene.view
    labels = []
    for where, points in steps:
        hexagon = next(h for h in state.hexagons() if h.boards == where)
        center, _ = hexagon_outline(hexagon)
        label = hexagons.points_label(points, view.zoom, view.scale)
        labels.append(label.get_rect(center=tuple(round(v) for v in view.to_screen(*center))))
    for a, b in itertools.combinations(labels, 2):
        assert not a.colliderect(b), (a, b)


def hexagons_words(scene):
    return SHELF_HINTS[scene.picture.shelf_mode]


def test_the_view_keeps_still_unless_a_board_or_a_place_would_fall_out_of_sight(app):
    scene = table(app, players=2)
    kept = refitted = 0
    for at in ((1, -1), (2, -1), (2, 0), (3, -1), (3, 0), (4, -1), (4, 0), (5, -1), (5, 0), (6, -1)):
        if PlaceBoard(at) not in scene.state.legal_moves():
            continue
        view = scene.view
        before = (view.zoom, view.center)
        scene.play(PlaceBoard(at))
        bounds = scene.content_bounds()
        if (view.zoom, view.center) == before:
            kept += 1
        else:
            refitted += 1
        assert view.shows(bounds)  # every board and every place for one is in sight
        scene.play(next(m for m in scene.state.legal_moves() if isinstance(m, PlaceTile)))
        scene.play(EndTurn())
        if scene.state.phase == "rotate":
            scene.play(EndTurn())
    assert kept >= 2 and refitted >= 1


def fits_at(view, bounds, zoom) -> bool:
    """Whether ``bounds`` and the margin fit ``view`` at ``zoom``."""
    width, height = bounds[2] - bounds[0] + 2 * MARGIN, bounds[3] - bounds[1] + 2 * MARGIN
    return width * zoom <= view.rect.width + 0.5 and height * zoom <= view.rect.height + 0.5


def boards_of_a_whole_game(app, size, seed):
    """A 3-player table at ``size`` played with seeded random moves to its last board;
    yields the view's zoom before each board, and the content after it."""
    sized(app, size)
    scene = table(app, players=3, seed=seed)
    rng = random.Random(seed)
    while any(scene.state.boards_left(seat) for seat in range(3)):
        moves = scene.state.legal_moves()
        boards = [m for m in moves if isinstance(m, PlaceBoard)]
        move = rng.choice(boards) if boards and rng.random() < 0.5 else rng.choice(moves)
        zoom = scene.view.zoom
        scene.play(move)
        if isinstance(move, PlaceBoard):
            yield scene, zoom
    yield scene, None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_adding_a_board_zooms_out_only_when_what_there_is_to_see_no_longer_fits(app, size):
    """Seen at 1920x1080: the view zoomed out when boards 3 and 7 were added though they
    would have fitted, so the targets moved under the pointer. A board added changes the
    zoom only when the boards and the places for one are too large for the view at its
    zoom, or when the last board is placed (the places for boards are gone: the view
    shows the boards as large as it may); otherwise the view stays or slides."""
    kept = 0
    for scene, zoom_before in boards_of_a_whole_game(app, size, seed=11):
        if zoom_before is None:
            break
        view, bounds = scene.view, scene.content_bounds()
        assert view.shows(bounds)
        if view.zoom < zoom_before:
            assert not fits_at(view, bounds, zoom_before)
        elif view.zoom > zoom_before:
            assert not scene.board_places_in_view()
        else:
            kept += 1
    assert kept >= 2


def test_once_no_board_is_left_the_boards_fill_the_table(app):
    """Seen at 1920x1080: eight boards filled about a third of the table's width. Once no
    board is left in hand the places for one are gone, and the view shows the boards as
    large as it allows, as the Fit button would."""
    *_, (scene, _) = boards_of_a_whole_game(app, (1920, 1080), seed=11)
    view = scene.view
    assert not any(scene.state.boards_left(seat) for seat in range(3))
    bounds = scene.content_bounds()
    assert bounds == shapes_bounds(scene.state.boards)
    assert view.shows(bounds)
    width, height = bounds[2] - bounds[0] + 2 * MARGIN, bounds[3] - bounds[1] + 2 * MARGIN
    assert max(width * view.zoom / view.rect.width, height * view.zoom / view.rect.height) > 0.97


def test_a_place_for_a_board_counts_by_its_middle_in_what_the_view_keeps(app):
    scene = table(app, players=3)
    state = scene.state
    boards_only = shapes_bounds(state.boards)
    with_places = scene.content_bounds()
    for pos in state.board_positions():
        x, y = board_center(pos)
        assert (with_places[0] <= x - PLACE_MIDDLE and x + PLACE_MIDDLE <= with_places[2]
                and with_places[1] <= y - PLACE_MIDDLE and y + PLACE_MIDDLE <= with_places[3])
    assert with_places[2] - with_places[0] > boards_only[2] - boards_only[0]


def undo_is_on_when_ctrl_z_would_act(scene):
    assert scene.controls.undo_button.enabled == (scene.history.undo_refusal() is None)
    if not scene.controls.undo_button.enabled:
        assert scene.controls.undo_button.disabled_reason == scene.history.undo_refusal()


def test_undo_is_on_exactly_when_ctrl_z_would_act_after_a_scoring_end_turn(app):
    scene = table(app, players=3, state=nearly_full_board())
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, (0, 0), 5))
    click(app, scene.end_button.rect.center)
    assert scene.state.phase == "rotate" and scene.animator.active
    undo_is_on_when_ctrl_z_would_act(scene)
    assert not scene.controls.undo_button.enabled  # the chips are in flight
    while scene.animator.active:
        app.manager.update(1 / 60)
        app.manager.draw(app.surface)
        undo_is_on_when_ctrl_z_would_act(scene)
    assert scene.controls.undo_button.enabled  # refreshed as the animation ended
    app.manager.dispatch(key(pygame.K_z, pygame.KMOD_CTRL))
    assert scene.state.phase == "place" and scene.state.tile_placed  # the End turn was taken back
    undo_is_on_when_ctrl_z_would_act(scene)


def test_undo_waits_while_a_computers_move_glides(app):
    seats = [SeatSetup("Ann", "red"), *computer_seats(3)[1:]]
    scene = table(app, players=3, seats=seats)
    scene.play(PlaceTile((0, 0), 0))
    undo_is_on_when_ctrl_z_would_act(scene)
    scene.play(EndTurn())
    for _ in range(400):
        app.manager.update(0.05)
        wait_for_computer(scene)
        app.manager.draw(app.surface)
        undo_is_on_when_ctrl_z_would_act(scene)
        if scene.showing_move:
            break
    assert scene.showing_move


def test_every_computer_move_since_the_person_moved_is_marked(app):
    seats = [SeatSetup("Ann", "red"), *computer_seats(3)[1:]]
    scene = table(app, players=3, seats=seats)
    scene.play(PlaceTile((0, 0), 0))
    scene.play(EndTurn())
    for _ in range(2000):
        app.manager.update(0.05)
        wait_for_computer(scene)
        app.manager.draw(app.surface)
        if scene.state.current_seat == 0 and not scene.showing_move:
            break
    assert scene.state.current_seat == 0
    app.manager.draw(app.surface)
    computers = [e.move for e in scene.record.entries if e.seat != 0]
    placed = [m for m in computers if not isinstance(m, EndTurn)]
    assert {e.seat for e in scene.record.entries} == {0, 1, 2}
    assert list(scene.picture.marked) == computers and len(placed) >= 2  # both computers' moves
    scene.play(PlaceTile((1, 0), next(h for h in range(6) if scene.state.boards[(1, 0)][h] is None)))
    app.manager.draw(app.surface)
    assert list(scene.picture.marked) == [scene.record.entries[-1].move]  # Ann's own move now


def test_every_scored_hexagons_label_shows_whole_over_the_outlines_of_its_neighbours(app):
    """Corner hexagons overlap: a hexagon's outline runs through the centres of its
    neighbours. Seen in a whole game with the mouse: the labels drawn first were cut by
    the outlines drawn after them. Every label's light figures reach the screen."""
    scene = played_to_the_end(app)
    state = scene.state
    scene.skip_end()
    app.manager.update(0.05)
    app.manager.draw(app.surface)
    view = scene.view
    for where, points in scene.end_scoring.steps:
        hexagon = next(h for h in state.hexagons() if h.boards == where)
        center, _ = hexagon_outline(hexagon)
        label = hexagons.points_label(points, view.zoom, view.scale)
        rect = label.get_rect(center=tuple(round(v) for v in view.to_screen(*center)))
        figures = [(x, y) for x in range(label.get_width()) for y in range(label.get_height())
                   if label.get_at((x, y)).a > 230 and sum(label.get_at((x, y))[:3]) > 500]
        covered = [(x, y) for x, y in figures if sum(app.surface.get_at((rect.left + x, rect.top + y))[:3]) < 400]
        assert figures and not covered, (where, len(covered), len(figures))


def test_a_replay_at_the_end_shows_every_hexagon_scored_as_the_game_did(app):
    """Seen replaying a whole game: at its last moment the log listed the corner hexagons
    scored, the shelf said they "scored once each", and the table showed none of them."""
    scene = played_to_the_end(app)
    state = scene.state
    assert scene.finished
    scored = {where: points for kind, where, points in state.awards if kind == "hexagon"}
    assert scored
    replay = KaleidoTable(app, scene.setup, seed=scene.seed, record=scene.record, replay=True)
    app.manager.reset(replay)
    replay.history.replay_bar.to_end()
    app.manager.update(0.05)
    app.manager.draw(app.surface)
    picture = replay.picture
    assert picture.scored_hexagons == scored
    assert {h.boards for h in picture.hexagons} >= set(scored)
    assert picture.scores == tuple(state.scores())
    replay.history.replay_bar.back()  # a moment before the end: nothing is scored yet
    app.manager.update(0.05)
    app.manager.draw(app.surface)
    assert not replay.picture.scored_hexagons


def test_a_new_table_fits_its_boards_to_the_window_at_every_size(app):
    """Seen at 1920x1080 in a whole game: the first boards kept the view's starting zoom,
    as small as at 1280x720 in a window half as large again. Laid out, the view fits what
    there is to see (the boards and the places a board may go), the same share of it at
    every size."""
    shares = []
    for size in SIZES:
        sized(app, size)
        scene = table(app, players=3)
        view, bounds = scene.view, scene.content_bounds()
        assert view.shows(bounds)
        width, height = bounds[2] - bounds[0] + 2 * MARGIN, bounds[3] - bounds[1] + 2 * MARGIN
        fitted = min(view.fit_zoom * view.scale, view.rect.width / width, view.rect.height / height)
        assert abs(view.zoom - fitted) < 0.5, (size, view.zoom, fitted)
        shares.append(view.zoom / view.rect.height)
    assert abs(shares[0] - shares[1]) < 0.02 * shares[0]
