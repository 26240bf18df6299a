from game.core import ScoreLine
from scenes.pages.menu import MenuScene
from scenes.pages.results import ResultsScene
from session.result import GameResult
from session.seats import default_setup
from tests.events import click, move
from tests.fake_game import COUNTER, CounterState, CounterTable, counter_registered


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
    from session import registry

    kerala = registry.get("kerala")
    setup = default_setup(COUNTER, 2)
    result = GameResult.from_state(COUNTER, setup, finished([2, 6]))
    result = GameResult(kerala.id, kerala.title, *[getattr(result, f) for f in
                                                   ("names", "colors", "scores", "winners", "lines")])
    scene = ResultsScene(app, result, setup)
    assert scene.title == "Kerala: The Way of the Elephant — final scores"
    assert scene.title.count(":") == 1
