import random

import pytest

from game.core import ScoreLine
from scenes import navigation
from scenes.pages import results
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from scenes.ui import fitting
from session import registry
from session.result import GameResult
from session.seats import GameSetup, SeatSetup, default_setup
from tests.events import click, move
from tests.fake_game import COUNTER, CounterState, CounterTable, counter_registered
from tests.games import GAME_IDS


def finished(points):
    state = CounterState(len(points))
    state.points = list(points)
    state.turn = 3 * len(points)
    return state


def test_result_table_from_score_lines():
    state = finished([5, 3])
    r = GameResult.from_state(COUNTER, default_setup(COUNTER, 2), state)
    assert r.categories() == ["Counting"]
    assert r.cell(0, "Counting") == (5, "5 counted")
    assert r.headline() == "Player 1 wins with 5 points!"


def test_shared_wins_are_named_together():
    r = GameResult.from_state(COUNTER, default_setup(COUNTER, 3), finished([4, 4, 2]))
    assert r.winners == (0, 1)
    assert r.headline() == "Player 1 and Player 2 share the win with 4 points!"


def test_categories_keep_the_engine_order_and_sum_per_seat():
    lines = (ScoreLine(0, "Arches", 5, "a"), ScoreLine(1, "Symbols", 3), ScoreLine(0, "Arches", 5, "b"),
             ScoreLine(0, "Missing colours", -5))
    r = GameResult("x", "X", ("A", "B"), ("red", "blue"), (5, 3), (0,), lines)
    assert r.categories() == ["Arches", "Symbols", "Missing colours"]
    assert r.cell(0, "Arches") == (10, "a; b") and r.cell(1, "Arches") == (None, "")


def test_results_scene_draws_hovers_and_goes_back(app):
    setup = default_setup(COUNTER, 2)
    result = GameResult.from_state(COUNTER, setup, finished([2, 6]))
    scene = ResultsScene(app, result, setup, play_again=True)
    app.manager.reset(MenuScene(app), scene)
    app.manager.draw(app.surface)
    app.manager.dispatch(move(scene.cells[(0, "Counting")].center))
    assert scene.hover == (0, "Counting")
    app.manager.draw(app.surface)
    again_button = next(w for w in scene.widgets if w.text == "Play again")
    with counter_registered(app):
        click(app.manager, again_button.rect.center)
    assert isinstance(app.manager.top, CounterTable) and app.manager.top.setup == setup


def test_the_title_names_the_game_with_one_colon_at_most(app):
    kerala = registry.get("kerala")
    setup = default_setup(COUNTER, 2)
    result = GameResult.from_state(COUNTER, setup, finished([2, 6]))
    result = GameResult(kerala.id, kerala.title, *[getattr(result, f) for f in
                                                   ("names", "colors", "scores", "winners", "lines")])
    scene = ResultsScene(app, result, setup)
    assert scene.title == "Kerala: The Way of the Elephant — final scores"
    assert scene.title.count(":") == 1


def finished_at_the_table(app, game_id, names, seed=5):
    """A table of ``game_id`` with seats named ``names``, played to its end with random
    legal moves."""
    colors = registry.get(game_id).default_colors(len(names))
    setup = GameSetup(game_id, tuple(SeatSetup(name, color) for name, color in zip(names, colors)))
    table = navigation.table_of(app, game_id)(app, setup, seed=seed)
    app.manager.reset(table)
    rng = random.Random(seed)
    while not table.state.is_over:
        table.play(rng.choice(table.state.legal_moves()))
    return table


LONG_NAMES = ["Wolfgang Amadeus", "Jouyougen Nakamu", "Bartholomew III", "WWWWWWWWWWWWWWWW"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_word_of_the_results_is_cut_and_no_name_runs_into_the_next_column(app, monkeypatch, game_id, size):
    app.set_window(size=size)
    table = finished_at_the_table(app, game_id, LONG_NAMES)
    boxes = []
    real = fitting.draw_lines

    def draw_lines(surface, lines, font, color, rect, align="left"):
        assert all(font.size(line)[0] <= rect.width for line in lines), lines
        assert len(lines) * font.get_linesize() <= rect.height, lines
        boxes.append(("".join(lines), rect))
        real(surface, lines, font, color, rect, align)

    monkeypatch.setattr(results, "draw_lines", draw_lines)
    scene = ResultsScene(app, table.result, table.setup)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    names = [rect for text, rect in boxes if text.replace(" ", "") in {n.replace(" ", "") for n in LONG_NAMES}]
    assert len(names) == 4
    for left, right in zip(names, names[1:]):
        assert left.right <= right.left - 2 * round(12 * scene.scale)  # the next seat's token sits between
    if table.result.cell_details:  # every detail whole in its cell
        details = [rect for (seat, category), rect in scene.cells.items() if table.result.cell(seat, category)[1]]
        assert details and len([b for b in boxes if any(cell.contains(b[1]) for cell in details)]) == len(details)


def test_the_winners_column_shows_over_every_row_and_the_stripes_through_it(app):
    """The striped rows were drawn over the winner's column: it showed in every other row."""
    lines = tuple(ScoreLine(seat, category, points) for seat, points in ((0, 1), (1, 3))
                  for category in ("Arches", "Symbols", "Elephants"))
    result = GameResult("x", "X", ("Ann", "Bo"), ("red", "blue"), (3, 9), (1,), lines)
    scene = ResultsScene(app, result, default_setup(COUNTER, 2), play_again=False)
    app.manager.reset(MenuScene(app), scene)
    app.manager.draw(app.surface)

    def ground(seat, category):  # beside the cell's number, clear of it
        cell = scene.cells[(seat, category)]
        return tuple(app.surface.get_at((cell.left + 3, cell.top + 3)))[:3]

    for category in ("Arches", "Symbols"):  # striped, then not
        assert ground(1, category) != ground(0, category)
    assert ground(1, "Arches") != ground(1, "Symbols") and ground(0, "Arches") != ground(0, "Symbols")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", [game.id for game in registry.all_games()])
def test_the_score_table_ends_at_its_total_with_no_empty_band(app, game_id, size):
    """The panel is as tall as its rows (a game of two categories is no thin strip over an
    empty panel), and the chart beside it as tall as the panel."""
    app.set_window(size=size)
    finished_at_the_table(app, game_id, ["Ana", "Ben", "Cy"]).open_results()
    scene = app.manager.top
    app.manager.draw(app.surface)
    row = scene.total_row
    assert scene.score_panel.contains(row.clip(scene.score_panel))
    assert scene.score_panel.bottom - row.bottom <= row.height
