"""A real game of Colors of Kasane in a real window: xdotool drags the rightmost card
of a market row into the hand, and the game records the move."""
from scenes.kasane import KasaneTable
from scenes.pages.menu import MenuScene
from scenes.pages.setup import SetupScene
from session import registry
from session.seats import default_setup
from tests.e2e.xserver import RealApp, headless, named


def test_dragging_a_card_from_the_market_into_the_hand_takes_it(xserver, tmp_path, tessera_home):
    kasane = registry.get("kasane")

    def choosing_menu(app):
        scene = MenuScene(app)
        scene.choosing = True
        return scene

    play = named(headless(MenuScene).widgets, "Play").rect.center
    game_button = named(headless(choosing_menu).widgets, kasane.title).rect.center
    start = named(headless(lambda app: SetupScene(app, kasane)).widgets, "Start").rect.center
    table = headless(lambda app: KasaneTable(app, default_setup(kasane, 2), seed=1))
    card = table.places.market_card(2, len(table.state.market[2]) - 1).center   # row 3's rightmost card
    hand = table.places.hand_zone(0).center

    app = RealApp(xserver, tmp_path / "player", "--size", "1280x720")
    try:
        app.click(*play)
        app.click(*game_button)
        app.wait_for_log("scene: push SetupScene")
        app.click(*start)
        app.wait_for_log("scene: replace with KasaneTable")
        mark = len(app.log_text)
        app.drag(card, hand)
        app.wait_for_log("move: seat 0 plays take the last card of row 3", after=mark)
        assert app.close_window() == 0
    finally:
        app.kill()
