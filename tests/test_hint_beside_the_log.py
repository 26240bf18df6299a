"""A table with a board view keeps its Log in a column beside the board (scenes/table/
log_column.py): a hint's words, which grow upwards out of the message strip, keep to the
Log's left rather than run under it (at Kaleido and Kerala they did)."""
import pytest

from tests.table_checks import run_until, step
from tests.test_every_table import TABLES, a_move, open_table
from tests.text_fit import Looker, texts_placed


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("table_class", [t for t in TABLES if t.board_area is not None], ids=lambda t: t.game_id)
def test_a_long_hint_keeps_beside_the_open_log(app, monkeypatch, table_class, size):
    """The Log stands in a column beside the board: a hint's words, which grow upwards out
    of the message strip, keep to its left rather than run under it."""
    app.set_window(size=size)
    scene = open_table(app, table_class, people=2, seed=7)
    for _ in range(12):
        a_move(scene)
        run_until(app, lambda: scene.calm, "the move landed")
    scene.history.toggle_log()
    step(app)
    scene.ask_hint()
    run_until(app, lambda: scene.hint.shown is not None, "the hint shown")
    with texts_placed(monkeypatch) as placed:
        Looker(app, []).look(scene)  # a whole frame, drawn from nothing
    said = scene.strip.text
    lines = [p for p in placed if len(p.text.strip()) > 8 and p.text.strip() in said]  # each surface drawn is the window's size
    assert len(lines) >= 2, "a hint long enough to grow out of its strip"
    log = scene.log_rect()
    assert all(p.surface.size == size for p in lines)
    assert not [p.text for p in lines if p.rect.colliderect(log)], (log, [(p.text, p.rect) for p in lines])
