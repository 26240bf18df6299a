"""A real game of Kerala in a real window: xdotool drags a tile from the middle onto
a legal cell of the festival grounds, and the game records the move; the Rules button
opens the rules over the table and Back returns to the game."""
from tests.e2e.xserver import RealApp, headless, named


def test_dragging_a_tile_onto_the_grounds_plays_it(xserver, tmp_path, tessera_home):
    from scenes import registry
    from scenes.kerala import KeralaTable
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.setup import SetupScene
    from scenes.setup_model import default_setup

    kerala = registry.get("kerala")

    def choosing_menu(app):
        scene = MenuScene(app)
        scene.choosing = True
        return scene

    play = named(headless(MenuScene).widgets, "Play").rect.center
    game_button = named(headless(choosing_menu).widgets, kerala.title).rect.center
    start = named(headless(lambda app: SetupScene(app, kerala)).widgets, "Start").rect.center
    table = headless(lambda app: KeralaTable(app, default_setup(kerala, 2), seed=1))
    tile = table.offer_rects[0].center
    cell = table.view.cell_rect((1, 0)).center  # next to the start tile, where both elephants stand
    rules = table.controls.rules_button.rect.center
    back = named(headless(lambda app: RulesScene(app, "kerala", over_game=True)).widgets,
                 "Back to the game").rect.center

    app = RealApp(xserver, tmp_path / "player", "--size", "1280x720")
    try:
        app.click(*play)
        app.click(*game_button)
        app.wait_for_log("scene: push SetupScene")
        app.click(*start)
        app.wait_for_log("scene: replace with KeralaTable")
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
