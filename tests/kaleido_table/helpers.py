"""Building Kaleido tables for the scene tests and driving them with handed events."""
import math
import random

from game.kaleido import EndTurn, KaleidoState, PlaceTile
from session import registry
from scenes.kaleido import KaleidoTable
from scenes.kaleido.shapes import board_center, hole_center
from session.seats import COMPUTER, GameSetup, SeatSetup, default_setup
from tests.events import down, drag_with_mouse, move, up


def table(app, players=2, state=None, seed=5, seats=None):
    game = registry.get("kaleido")
    setup = default_setup(game, players) if seats is None else GameSetup("kaleido", tuple(seats))
    scene = KaleidoTable(app, setup, seed=seed, state=state)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def computer_seats(players, level="easy"):
    colors = registry.get("kaleido").default_colors(players)
    return [SeatSetup(f"Bot {i + 1}", colors[i], COMPUTER, level) for i in range(players)]


def drag(app, start, end):
    drag_with_mouse(app.manager, start, end)
    app.manager.update(0.05)
    app.manager.draw(app.surface)


def click(app, pos):
    app.manager.dispatch(move(pos))
    app.manager.dispatch(down(pos))
    app.manager.dispatch(up(pos))
    app.manager.update(0.02)
    app.manager.draw(app.surface)


def hole_pos(scene, board, hole):
    x, y = scene.view.to_screen(*hole_center(board, hole))
    return round(x), round(y)


def board_pos(scene, board):
    x, y = scene.view.to_screen(*board_center(board))
    return round(x), round(y)


def nearly_full_board(players=3):
    """A game in which board (0, 0) has five tiles and the first colour is to play."""
    state = KaleidoState.new(players)
    for hole in range(5):
        state.apply(PlaceTile((0, 0), hole))
        state.apply(EndTurn())
    while state.current_seat != 0:
        state.apply(PlaceTile((1, 0), next(h for h in range(6) if state.boards[(1, 0)][h] is None)))
        state.apply(EndTurn())
    return state


def one_tile_from_the_end(seed=3):
    """A 3-player game in which the last coloured tile is about to be placed."""
    rng = random.Random(seed)
    state = KaleidoState.new(3)
    while True:
        moves = state.legal_moves()
        last = (sum(state.tiles_left(c) for c in state.colors) == 1 and state.phase == "place"
                and not state.tile_placed and state.extra_action is None)
        if last:
            return state
        tiles = [m for m in moves if isinstance(m, PlaceTile)]
        if state.tile_placed or state.phase == "rotate":
            state.apply(EndTurn())
        elif tiles and rng.random() < 0.8:
            state.apply(rng.choice(tiles))
        else:
            state.apply(rng.choice(moves))


def around_board(scene, board, degrees: float) -> tuple[int, int]:
    """A point on a circle around ``board``'s centre, ``degrees`` counter-clockwise from east."""
    center = board_pos(scene, board)
    r = scene.view.zoom * 0.6
    a = math.radians(degrees)
    return round(center[0] + r * math.cos(a)), round(center[1] - r * math.sin(a))


def grab_board(app, scene, board) -> tuple[int, int]:
    """Animations over, press beside ``board``'s centre to turn it by hand; where it was pressed."""
    scene.animator.finish_all()
    app.manager.update(0)
    app.manager.draw(app.surface)
    start = around_board(scene, board, 0)
    app.manager.dispatch(move(start))
    app.manager.dispatch(down(start))
    return start
