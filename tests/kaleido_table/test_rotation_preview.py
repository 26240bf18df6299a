"""While a scored board is turned by hand, the banner says what letting go would do to
the corner hexagons around it, sixth by sixth, in the engine's figures."""
from game.kaleido import EndTurn, KaleidoState, PlaceBoard, PlaceTile
from game.kaleido.rotation_effects import rotation_effects
from scenes.kaleido.rotation import effect_words
from tests.events import move, up
from tests.kaleido_table.helpers import around_board, grab_board, table
from tests.table_checks import changed_outside


def scored_board_among_others():
    """A 3-player game in the rotation step: board (0, 0), just filled, meets boards
    (1, 0) and (0, 1) at a corner whose hexagon holds tiles of several colours."""
    state = KaleidoState.new(3)
    state.apply(PlaceBoard((0, 1)))
    state.apply(PlaceTile((1, 0), 4))
    state.apply(EndTurn())
    for board, hole in (((0, 1), 1), ((0, 0), 0), ((0, 0), 1), ((0, 0), 2), ((0, 0), 3), ((0, 0), 4)):
        state.apply(PlaceTile(board, hole))
        state.apply(EndTurn())
    while state.current_seat != 0:
        state.apply(PlaceTile((1, 0), next(h for h in range(6) if state.boards[(1, 0)][h] is None)))
        state.apply(EndTurn())
    state.apply(PlaceTile((0, 0), 5))
    state.apply(EndTurn())
    assert state.phase == "rotate" and (0, 0) in state.scored_this_turn
    return state


def test_turning_a_board_by_hand_says_what_each_sixth_does_to_the_hexagons(app):
    scene = table(app, players=3, state=scored_board_among_others())
    state = scene.state
    start = grab_board(app, scene, (0, 0))
    said = {}
    for angle in (60, 120, 180, 240, 300):
        app.manager.dispatch(move(around_board(scene, (0, 0), angle), (1, 0, 0)))
        steps = scene.rotation.turning.steps
        guidance = scene.banner_view().guidance
        effects = rotation_effects(state, (0, 0), steps)
        assert guidance.startswith(f"Let go to turn it {steps} sixth")
        for effect in effects:
            assert effect_words(state, effect) in guidance
        if not effects:
            assert "no corner hexagon around it would change" in guidance
        said[steps] = effects
        before = app.surface.copy()
        app.manager.draw(app.surface)
        rects = app.manager.changed_rects
        assert rects is None or changed_outside(before, app.surface, rects) == 0  # the banner's new words too
    assert len(said) == 5 and any(said.values())
    app.manager.dispatch(move(start, (1, 0, 0)))  # back where it started: nothing would turn
    app.manager.dispatch(up(start))
    assert not scene.banner_view().guidance.startswith("Let go")
