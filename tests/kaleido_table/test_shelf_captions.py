"""The shelf's captions are whole: a piece's caption ("Yellow tile x11") may be wider
than the piece, and all of it lies on the region its pieces are drawn in (the first
one's first letters were cut off at the region's edge)."""
import pytest

from game.kaleido import KaleidoState
from tests.kaleido_table.helpers import table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_caption_lies_whole_on_the_pieces_region(app, size, players):
    app.set_window(size=size)
    for first in range(players):  # each seat to play, so each colour's caption
        state = KaleidoState.new(players, seed=1, first=first)
        shelf = table(app, players=players, state=state).shelf
        for kind, place, _, _ in shelf.slots_shown(state, None, {kind: True for kind in shelf.slots}):
            region = shelf.pieces_rect
            assert region.left <= place.left and place.right <= region.right, (state.current_color, kind, place, region)
