"""The app killed outright (SIGKILL) in the middle of a game: started again, the menu
offers Continue, the game comes back with its last completed move, and Ctrl+Z still
takes that move back (the record came back with the save)."""
import json
import shutil

from scenes.kerala import KeralaTable
from scenes.pages.menu import CaptionButton, MenuScene
from session import registry
from session.seats import default_setup
from tests.e2e.xserver import RealApp, headless, sit_at_table
from tests.waiting import wait_until


def saved_moves(path):
    try:
        return len(json.loads(path.read_text())["record"]["moves"])
    except (OSError, ValueError, KeyError):
        return None


def test_killed_mid_game_then_continue_and_undo(xserver, tmp_path, tessera_home):
    kerala = registry.get("kerala")
    table = headless(lambda app: KeralaTable(app, default_setup(kerala, 2), seed=1))
    tile = table.offer.rects[0].center
    cell = table.view.cell_rect((1, 0)).center

    home = tmp_path / "player"
    save = home / "saves" / "kerala.json"
    app = RealApp(xserver, home, "--size", "1280x720")
    try:
        sit_at_table(app, "kerala")
        app.drag(tile, cell)
        app.wait_for_log("move: seat 0 plays take tile 0, elephant 0 to (1, 0)")
        played = app.log_text.split("move: seat 0 plays ", 1)[1].splitlines()[0]  # an arch says its side too
        wait_until(lambda: saved_moves(save) == 1, "the move written")  # format 2, with the record
        app.proc.kill()  # SIGKILL: no chance to save anything more
        app.proc.wait()
    finally:
        app.kill()

    (tessera_home / "saves").mkdir(parents=True, exist_ok=True)
    shutil.copy(save, tessera_home / "saves" / "kerala.json")  # where the headless menu finds it
    continue_at = next(w for w in headless(MenuScene).widgets if isinstance(w, CaptionButton)).rect.center

    again = RealApp(xserver, home, "--size", "1280x720")
    try:
        mark = len(again.log_text)
        again.click(*continue_at)
        again.wait_for_log("scene: push KeralaTable", after=mark)
        again.server.xdotool("key", "--window", again.window, "ctrl+z")
        again.wait_for_log(f"undo: seat 0's move {played} taken back", after=mark)
        wait_until(lambda: saved_moves(save) == 0, "the undo saved")
        assert again.close_window() == 0
    finally:
        again.kill()
