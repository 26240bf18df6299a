"""The end of a Kaleido game at the table (hexagons scored one by one, then the
results), computer seats, and random input."""
import random

import pygame

from game import words
from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from scenes.kaleido.colour_pairs import by_colour_pair
from scenes.kaleido.shapes import board_center, hole_center
from scenes.pages.results import ResultsScene
from session import registry
from session.result import GameResult
from session.seats import SeatSetup
from tests import pseudo_language
from tests.kaleido_table.helpers import click, computer_seats, drag, hole_pos, one_tile_from_the_end, table
from tests.table_checks import wait_for_computer


def test_the_end_game_hexagons_are_scored_one_by_one_then_the_results_show(app):
    state = one_tile_from_the_end()
    scene = table(app, players=3, state=state)
    board, hole = next((m.board, m.hole) for m in state.legal_moves() if isinstance(m, PlaceTile))
    drag(app, scene.shelf.slots["tile"].center, hole_pos(scene, board, hole))
    click(app, scene.end_button.rect.center)
    if state.phase == "rotate":
        click(app, scene.end_button.rect.center)
    assert state.is_over and scene.finished
    hexagons = [(where, points) for kind, where, points in state.awards if kind == "hexagon"]
    assert hexagons and scene.end_scoring.steps == hexagons
    assert scene.end_scoring.running and not scene.scores_button.visible
    shown = []
    for _ in range(400):
        app.manager.update(0.1)
        app.manager.draw(app.surface)
        shown.append(scene.end_scoring.shown)
        if not scene.end_scoring.running:
            break
    assert shown == sorted(shown) and len(set(shown)) > 1  # one at a time
    assert scene.end_scoring.shown == len(hexagons) and scene.scores_button.visible
    click(app, scene.scores_button.rect.center)
    results = app.manager.top
    assert isinstance(results, ResultsScene)
    assert {"Boards", "Hexagons"} <= set(results.result.categories())
    assert results.result.scores == tuple(state.scores())


def test_a_click_skips_the_end_game_scoring(app):
    state = one_tile_from_the_end(seed=8)
    scene = table(app, players=3, state=state)
    board, hole = next((m.board, m.hole) for m in state.legal_moves() if isinstance(m, PlaceTile))
    scene.play(PlaceTile(board, hole))
    scene.play(EndTurn())
    if state.phase == "rotate":
        scene.play(EndTurn())
    click(app, scene.view.rect.center)
    assert not scene.end_scoring.running and scene.scores_button.visible


def test_a_computer_seat_moves_are_animated_and_outlined(app):
    seats = [SeatSetup("Ann", "red"), *computer_seats(3)[1:]]
    scene = table(app, players=3, seats=seats)
    scene.play(PlaceTile((0, 0), 0))
    scene.play(EndTurn())
    assert scene.is_computer(scene.state.current_seat)
    saw_glide = False
    for _ in range(600):
        app.manager.update(0.05)
        app.manager.draw(app.surface)
        saw_glide = saw_glide or scene.showing_move
        if scene.state.current_seat == 0:
            break
        wait_for_computer(scene)
    assert saw_glide and scene.state.current_seat == 0
    assert scene.last_moves.seat == 2 and scene.last_moves.moves  # the last seat's moves stay outlined
    assert any(isinstance(m, PlaceTile) for m in scene.last_moves.moves)


def test_random_input_raises_nothing(app):
    seats = [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue"), computer_seats(3)[2]]
    scene = table(app, players=3, seats=seats)
    games = [scene]
    rng = random.Random(13)
    width, height = app.surface.get_size()
    slots = [r.center for r in scene.shelf.slots.values()] + [b.rect.center for b in scene.widgets
                                                                  if b is not scene.menu_button]

    def places():
        """Where pieces go now: every hole and the places beside the boards."""
        state, view = scene.state, scene.view
        spots = [view.to_screen(*hole_center(b, h)) for b in state.boards for h in range(6)]
        spots += [view.to_screen(*board_center(p)) for p in state.board_positions()]
        return [(round(x), round(y)) for x, y in spots]

    def stay_buttons(scene):
        """Menu and Rules leave the table, Pause stops the computers: each is tested on its own."""
        return [b for b in (scene.menu_button, scene.controls.rules_button, scene.controls.pause_button) if b]

    for i in range(3200):
        roll = rng.random()
        where = rng.random()
        if where < 0.2:
            pos = rng.choice(slots)
        elif where < 0.6:
            pos = rng.choice(places())
        else:
            pos = (rng.randrange(width), rng.randrange(height))
            if any(b.rect.collidepoint(pos) for b in stay_buttons(scene)):  # tested elsewhere: stay at the table
                pos = scene.view.rect.center
        if roll < 0.35:
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.5, 0, 0))
        elif roll < 0.5:
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
        elif roll < 0.6:  # a click: press and release at one place (buttons need both)
            if where < 0.5:
                pos = rng.choice([w.rect.center for w in scene.widgets if w not in stay_buttons(scene)])
            app.manager.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.7:  # a whole drag from the shelf to somewhere on the table
            start = rng.choice(slots)
            app.manager.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            app.manager.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.85:
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
        elif roll < 0.95:
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                       precise_x=0.0, precise_y=0.0)
        else:
            key = rng.choice((pygame.K_x, pygame.K_a, pygame.K_RETURN))
            event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        app.manager.dispatch(event)
        if i % 5 == 0:
            app.manager.update(0.05)
            wait_for_computer(scene)
            app.manager.draw(app.surface)
        if app.manager.top is not scene:  # the results, or the menu: start again
            scene = table(app, players=3, seats=seats, seed=i)
            games.append(scene)
    moves = sum(s.version for s in games)
    assert moves > 25  # the input really plays: tiles, whites, boards, turns, computer moves


def test_computer_moves_stay_on_screen_about_a_second_each(app):
    scene = table(app, players=3, seats=computer_seats(3))
    clock = [0.0]
    played = []
    moved = scene.moved

    def record(seat, move):
        played.append((clock[0], move))
        moved(seat, move)

    scene.moved = record
    while len(played) < 12:
        app.manager.update(0.05)
        clock[0] += 0.05
        app.manager.draw(app.surface)
        wait_for_computer(scene)
    times = [t for t, _ in played]
    for (before, _), (t, move) in zip(played, played[1:]):
        if isinstance(move, (PlaceTile, PlaceWhite, PlaceBoard, Rotate)):
            assert t - before >= 1.0, (move, t - before)
    assert times == sorted(times)


def test_after_a_computer_ends_the_game_the_table_comes_to_rest(app):
    state = one_tile_from_the_end()
    seats = [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue"), SeatSetup("Cy", "yellow")]
    seats[state.current_seat] = computer_seats(3)[state.current_seat]
    scene = table(app, players=3, state=state, seats=seats)
    for _ in range(2000):
        app.manager.update(0.05)
        app.manager.draw(app.surface)
        if scene.finished and not scene.animating:
            break
        wait_for_computer(scene)
    assert scene.finished and scene.scores_button.visible
    assert not scene.animating  # an idle end screen costs no frames


def test_the_two_player_results_list_each_colours_awards(app):
    rng = random.Random(2)
    state = KaleidoState.new(2)
    while not (sum(state.tiles_left(c) for c in state.colors) == 1 and state.phase == "place"
               and not state.tile_placed):
        moves = state.legal_moves()
        if state.tile_placed or state.phase == "rotate":
            state.apply(EndTurn())
        else:
            tiles = [m for m in moves if isinstance(m, PlaceTile)]
            state.apply(rng.choice(tiles) if tiles and rng.random() < 0.8 else rng.choice(moves))
    scene = table(app, players=2, state=state)
    scene.play(next(m for m in state.legal_moves() if isinstance(m, PlaceTile)))
    scene.play(EndTurn())
    if state.phase == "rotate":
        scene.play(EndTurn())
    categories = scene.result.categories()
    assert set(categories) <= {"Boards (red / blue)", "Boards (yellow / purple)",
                               "Hexagons (red / blue)", "Hexagons (yellow / purple)"}
    assert "Boards (red / blue)" in categories
    assert scene.result.scores == tuple(state.scores())
    for seat in (0, 1):  # the colour rows add up to each seat's score
        assert sum(scene.result.cell(seat, c)[0] or 0 for c in categories) == state.scores()[seat]
    red = sum(l.points for l in scene.result.lines if l.detail.startswith("red:"))
    assert red == state.color_scores()["red"]
    assert [line.label for line in scene.result.lines] == [line.category for line in scene.result.lines]
    words.use(pseudo_language.language())  # the pairs are the engine's colours, whatever the details' words
    try:
        said = by_colour_pair(GameResult.from_state(registry.get("kaleido"), scene.setup, scene.state), scene.state)
    finally:
        words.use(words.ENGLISH)
    assert [line.category for line in said.lines] == [line.category for line in scene.result.lines]
    assert not pseudo_language.uncatalogued(line.label for line in said.lines)
