"""A real game of Kerala in a real window: xdotool drags a tile from the middle onto
a legal cell of the festival grounds, and the game records the move; the Rules button
opens the rules over the table and Back returns to the game."""
from scenes.kerala import KeralaTable
from scenes.pages.rules import RulesScene
from session import registry
from session.seats import default_setup
from tests.e2e.xserver import RealApp, headless, named, sit_at_table


def test_dragging_a_tile_onto_the_grounds_plays_it(xserver, tmp_path, tessera_home):
    kerala = registry.get("kerala")
    table = headless(lambda app: KeralaTable(app, default_setup(kerala, 2), seed=1))
    tile = table.offer.rects[0].center
    cell = table.view.cell_rect((1, 0)).center  # next to the start tile, where both elephants stand
    rules = table.controls.rules_button.rect.center
    back = named(headless(lambda app: RulesScene(app, "kerala", over_game=True)).widgets,
                 "Back to the game").rect.center

    app = RealApp(xserver, tmp_path / "player", "--size", "1280x720")
    try:
        sit_at_table(app, "kerala")
        mark = len(app.log_text)
        app.drag(tile, cell)  # both elephants stand on the start tile: nobody asks which walks
        app.wait_for_log("move: seat 0 plays take tile 0, elephant 0 to (1, 0)", after=mark)
        app.click(*rules)
        app.wait_for_log("scene: push RulesScene", after=mark)
        app.click(*back)
        app.wait_for_log("scene: pop RulesScene", after=mark)
        assert app.close_window() == 0
    finally:
        app.kill()
