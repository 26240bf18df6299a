"""Issue 25 at the Kasane table: its regions are drawn again only where their parts
changed, so every frame of a game (drags started and dropped, cards taken, the chooser,
combinations, turns passing, a round refilling the market, tooltips) must show what the
same frame drawn whole shows, and send to the screen every pixel it changed."""
from scenes.devtools.kasane_bench import KasaneBench
from tests.test_frames_leave_nothing import Reported, frame

FRAMES = 680   # past the end of a round and the market filled again (at frame 659)


def test_every_frame_of_a_game_shows_what_the_frame_drawn_whole_shows(app):
    bench = KasaneBench(app)
    scene = bench.scene
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    reported = Reported(scene)
    rounds, partial = scene.state.round, 0
    for number in range(FRAMES):
        partial += frame(app, scene, reported, *bench.events(number))
    assert scene.version >= 15, scene.version   # takes, combinations and ends of turns were played
    assert scene.state.round > rounds           # and the market was filled again
    assert partial >= FRAMES // 2, partial      # most frames sent only what changed
