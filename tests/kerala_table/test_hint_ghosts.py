"""The Hint at the Kerala table shows every step of its turn (issue 47): the tile on its
cell and the elephant's step onto it, a move-elephant's or a move-tile's target, and a
pass or a skip marked on its button."""
import pytest

from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from scenes.kerala import grounds
from tests.hint_moves import KINDS, ghosted, shows_at


def places_of(scene, move):
    """Where the hint must show ``move``: its cell (in the mover's miniature), where its
    tile comes from, or the button that does it."""
    if isinstance(move, Pass):
        return [scene.pass_button.rect]
    if isinstance(move, SkipSpecial):
        return [scene.skip_button.rect]
    mini = scene.picture.mini_views[scene.state.current_seat]
    if isinstance(move, Take):
        return [mini.cell_rect(move.cell), scene.offer.rects[move.offer_index]]
    if isinstance(move, MoveElephant):
        return [mini.cell_rect(move.cell)]
    assert isinstance(move, MoveTile)
    return [mini.cell_rect(move.target), mini.cell_rect(move.source)]


@pytest.mark.parametrize("kind", KINDS["kerala"])
def test_every_step_of_the_hinted_turn_shows_at_its_place(app, kind):
    scene, hint, plain, drawn = ghosted(app, "kerala", kind)
    for move in hint.moves:
        for place in places_of(scene, move):
            assert shows_at(app, plain, drawn, place), (kind, move, place, hint.line)


def test_the_elephant_that_walks_is_ghosted_where_it_will_stand(app):
    scene, hint, plain, drawn = ghosted(app, "kerala", "take")
    seat = scene.state.current_seat
    after = scene.state.clone()
    after.apply(hint.move)
    views = [scene.picture.mini_views[seat]] + ([scene.picture.view] if scene.picture.focus == seat else [])
    for view in views:
        walked = grounds.elephant_rects(after, seat, view)[hint.move.elephant]
        standing = grounds.elephant_rects(scene.state, seat, view)[hint.move.elephant]
        assert shows_at(app, plain, drawn, walked) and shows_at(app, plain, drawn, standing)
