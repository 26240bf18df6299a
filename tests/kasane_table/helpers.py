"""Building Kasane tables with a known market, and dragging with handed events."""
from collections import Counter

from game.kasane import Card, KasaneState
from session import registry
from scenes.kasane import KasaneTable
from session.seats import default_setup
from tests.events import down, drag_with_mouse, move, up

A = None   # an accessory


def deck(players, rows):
    """The market ``rows`` (left to right), then the rest of the deck for ``players``."""
    market = [v for row in rows for v in row]
    sets = {2: 3, 3: 4, 4: 5}[players]
    rest = Counter({v: sets for v in range(1, 10)}) + Counter({None: {2: 5, 3: 5, 4: 7}[players]})
    rest.subtract(Counter(market))
    assert all(n >= 0 for n in rest.values())
    return [Card(v) for v in market + sorted(rest.elements(), key=lambda v: (v is None, v or 0))]


def table(app, players=2, rows=None, seed=5, setup=None):
    setup = setup or default_setup(registry.get("kasane"), players)
    state = KasaneState.new(players, seed=seed, deck=deck(players, rows)) if rows else None
    scene = KasaneTable(app, setup, seed=seed, state=state)
    app.manager.reset(scene)
    settle(app)
    return scene


def settle(app):
    """Let a moment pass: a chosen combination's cards finish gliding to the kimono."""
    app.manager.update(0.05)
    app.manager.draw(app.surface)
    app.manager.update(1.0)
    app.manager.draw(app.surface)


def drag(app, start, end):
    drag_with_mouse(app.manager, start, end)
    settle(app)


def press(app, pos):
    app.manager.dispatch(move(pos))
    app.manager.dispatch(down(pos))
    app.manager.dispatch(up(pos))
    settle(app)


def take_by_drag(app, scene, row):
    state = scene.state
    start = scene.places.market_card(row, len(state.market[row]) - 1).center
    drag(app, start, scene.places.hand_zone(state.current_seat).center)


def end_turn(app, scene):
    press(app, scene.chooser_panel.buttons["end"].rect.center)
