"""The Hint at the Kasane table shows every step of its turn (issue 47): the market's
card it takes and where it goes, the combination's kakemono slot, and the end of the
turn without combining marked on its button while the chooser shows it."""
import pytest

from game.kasane import Combine, EndTurn, Take
from scenes.kasane.glides import take_path
from tests.hint_moves import KINDS, ghosted, shows_at


@pytest.mark.parametrize("kind", KINDS["kasane"])
def test_every_step_of_the_hinted_turn_shows_at_its_place(app, kind):
    scene, hint, plain, drawn = ghosted(app, "kasane", kind)
    state = scene.state.clone()
    for move in hint.moves:
        if isinstance(move, Take):
            _, taken, target = take_path(state, scene.places, move)
            places = [taken, target]
        elif isinstance(move, Combine):
            places = [scene.places.slots[(move.style, move.size)]]
        else:
            assert isinstance(move, EndTurn)
            end = scene.chooser_bar.buttons["end"]
            assert end.visible or move is not hint.move, "the first step's button is on show"
            places = [end.rect] if end.visible else []
        for place in places:
            assert shows_at(app, plain, drawn, place), (kind, move, place, hint.line)
        state.apply(move)
