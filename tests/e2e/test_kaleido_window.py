"""A real game of Kaleido in a real window: xdotool drags a red tile from the shelf
into a hole of the first board, and the game records the move."""
from scenes.kaleido import KaleidoTable
from scenes.kaleido.shapes import hole_center
from session import registry
from session.seats import default_setup
from tests.e2e.xserver import RealApp, headless, sit_at_table


def test_dragging_a_tile_into_a_hole_plays_it(xserver, tmp_path, tessera_home):
    kaleido = registry.get("kaleido")
    table = headless(lambda app: KaleidoTable(app, default_setup(kaleido, 2), seed=1))
    tile = table.shelf.slots["tile"].center
    x, y = table.view.to_screen(*hole_center((0, 0), 1))

    app = RealApp(xserver, tmp_path / "player", "--size", "1280x720")
    try:
        sit_at_table(app, "kaleido")
        mark = len(app.log_text)
        app.drag(tile, (round(x), round(y)))
        app.wait_for_log("move: seat 0 plays Place a tile on board (0, 0), hole 1", after=mark)
        assert app.close_window() == 0
    finally:
        app.kill()
