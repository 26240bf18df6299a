"""The pieces of the Kasane table's regions (seat rows, market rows, kakemono rows): the
layer draws a region again only where a piece changed, so each piece must draw only
inside the rectangle it gives, and its look must change whenever what it draws does."""
import pygame

from game.kasane import STYLES
from scenes.devtools.kasane_bench import KasaneBench
from scenes.kasane import kakemono, market, seat_strip

def listed(picture) -> list:
    """Every piece of every region drawn piece by piece, for ``picture``."""
    pieces = [piece for seat in range(picture.state.players) for piece in seat_strip.pieces(picture, seat)]
    pieces += [piece for row in range(len(picture.state.market)) for piece in market.row_pieces(picture, row)]
    return pieces + [piece for style in STYLES for piece in kakemono.row_pieces(picture, style)]


def drawn_within(surface, piece) -> bool:
    """``piece`` drawn alone on the see-through ``surface`` leaves every pixel it touches
    inside its rectangle."""
    _, rect, _, draw = piece
    surface.fill((0, 0, 0, 0))
    draw(surface)
    touched = surface.get_bounding_rect()
    return touched.width == 0 or rect.contains(touched)


def test_every_piece_draws_only_inside_its_rectangle_all_through_a_game(app):
    bench = KasaneBench(app)
    scene = bench.scene
    app.manager.reset(scene)
    surface = pygame.Surface(app.surface.get_size(), pygame.SRCALPHA)
    checked = 0
    for number in range(300):
        for event in bench.events(number):
            app.manager.dispatch(event)
        app.manager.update(1 / 60)
        app.manager.draw(app.surface)
        if number % 30 == 0:   # resting, holding a card, choosing, a move landing
            for piece in listed(scene.picture):
                assert drawn_within(surface, piece), piece[0]
                checked += 1
    assert checked > 900


def test_equal_looks_draw_the_same_and_a_new_card_is_a_new_look(app):
    bench = KasaneBench(app)
    scene = bench.scene
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    seat = scene.state.current_seat
    before = {name: look for name, _, look, _ in seat_strip.pieces(scene.picture, seat)}
    assert seat_strip.pieces(scene.picture, seat) and before == {
        name: look for name, _, look, _ in seat_strip.pieces(scene.take_picture(), seat)}
    taken = next(row for row, cards in enumerate(scene.state.market) if cards and cards[-1].value is not None)
    scene.play(scene.state.legal_moves()[[m.row for m in scene.state.legal_moves()].index(taken)])
    app.manager.draw(app.surface)
    after = {name: look for name, _, look, _ in seat_strip.pieces(scene.picture, seat)}
    hand = len(scene.state.hands[seat])
    assert before.get(("hand", hand - 1)) is None and after[("hand", hand - 1)] == scene.state.hands[seat][-1]
