"""The combination chooser's bar and keys: every disabled button says why, Escape
closes the chooser first (and only then leaves), Enter ends the turn as the default
button does, a refusal goes when the player does something else; the table says how
many takes are left, and its cards grow with the window."""
import pygame
import pytest

from game.kasane import EndTurn
from scenes.kasane.chooser_bar import EMPTY_KIMONO, ONLY_THE_NEW_CARD, WHOLE_HAND
from scenes.kasane.places import Places
from scenes.ui.widgets import reason_under_pointer
from tests.events import key, move
from tests.table_checks import changed_outside

from .helpers import press, settle, table, take_by_drag

JU, KA = "juu", "kafuu_fugetsu"
SCRIPT = [[1, 4, 6, 4], [2, 2, 7, 3], [1, 2, 3, 5], [8, 9, 8, 9]]


def choosing(app, rows=SCRIPT):
    """Seat 0 holds 4-6 and may combine (Juu; Kafuu fugetsu refused by the best-slot rule)."""
    scene = table(app, rows=rows)
    for row in (0, 1, 0):
        take_by_drag(app, scene, row)
    assert scene.chooser is not None and scene.chooser.opened
    return scene


def test_every_disabled_control_of_the_table_says_why(app):
    scene = choosing(app)
    bar = scene.chooser_bar.buttons
    assert not bar["more"].enabled and bar["more"].disabled_reason == WHOLE_HAND
    assert not bar["kimono"].enabled and bar["kimono"].disabled_reason == EMPTY_KIMONO
    press(app, bar["fewer"].rect.center)
    assert not bar["fewer"].enabled and bar["fewer"].disabled_reason == ONLY_THE_NEW_CARD
    assert bar["more"].enabled and bar["more"].disabled_reason == ""
    for name in ("fewer", "kimono"):            # the reason shows where the pointer rests
        app.manager.dispatch(move(bar[name].rect.center))
        app.manager.draw(app.surface)
        assert reason_under_pointer(scene.widgets) == (bar[name].rect, bar[name].disabled_reason)
    off = [w for w in scene.widgets if w.visible and not w.enabled]
    assert off and all(w.disabled_reason for w in off)


def test_escape_closes_the_chooser_first_and_the_hand_opens_it_again(app):
    scene = choosing(app)
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top is scene and not scene.chooser.opened   # still choosing, the chooser closed
    bar = scene.chooser_bar.buttons
    assert bar["reopen"].visible and bar["end"].visible and not bar["fewer"].visible
    app.manager.draw(app.surface)
    assert scene.chooser_options() == [] and scene.picture.choosing(0) is None
    assert "click your hand" in scene.turn_headline()[1]
    press(app, bar["reopen"].rect.center)
    assert scene.chooser.opened and bar["fewer"].visible
    app.manager.dispatch(key(pygame.K_ESCAPE))
    press(app, scene.places.hand_cards(0, 2)[0].center)          # a click on the hand opens it too
    assert scene.chooser.opened and scene.chooser.length == 2
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top is scene
    app.manager.dispatch(key(pygame.K_ESCAPE))                   # nothing left to close: asked to leave
    assert app.manager.top.title == "Leave the table?"


@pytest.mark.parametrize("closed", [False, True])
def test_enter_ends_the_turn_where_the_end_button_would(app, closed):
    scene = choosing(app)
    assert scene.chooser_bar.buttons["end"].primary and "(Enter)" in scene.turn_headline()[1]
    if closed:
        app.manager.dispatch(key(pygame.K_ESCAPE))
    app.manager.dispatch(key(pygame.K_RETURN))
    settle(app)
    assert type(scene.record.entries[-1].move) is EndTurn and scene.state.current_seat == 1
    app.manager.dispatch(key(pygame.K_KP_ENTER))                 # no choice asked: Enter does nothing
    assert scene.state.current_seat == 1


def test_a_refusal_goes_when_the_player_does_something_else(app):
    scene = choosing(app)
    options = dict((c.style, r) for c, r in scene.chooser_options())
    press(app, options[KA].center)
    assert scene.strip.is_refusal and "Juu" in scene.strip.text
    press(app, scene.chooser_bar.buttons["fewer"].rect.center)   # another selection
    assert scene.strip.text == ""
    press(app, scene.places.slots[(KA, 2)].center)               # one card: that slot needs two
    assert scene.strip.is_refusal
    app.manager.dispatch(key(pygame.K_ESCAPE))                   # closing the chooser
    assert scene.strip.text == ""
    press(app, scene.chooser_bar.buttons["end"].rect.center)
    press(app, scene.places.market_card(0, 0).center)            # seat 1: not the rightmost card
    assert scene.strip.is_refusal
    start = scene.places.market_card(1, len(scene.state.market[1]) - 1).center
    app.manager.dispatch(move(start))
    app.manager.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    assert scene.drag.holding and scene.strip.text == ""             # a new drag


def test_the_banner_says_how_many_takes_are_left_in_the_round(app):
    scene = table(app, players=4, rows=SCRIPT)
    assert "12 takes left" in scene.banner_facts()                 # 16 cards; the round ends at 4
    take_by_drag(app, scene, 0)
    assert "11 takes left" in scene.banner_facts()
    while sum(len(r) for r in scene.state.market) > 5:
        take_by_drag(app, scene, next(r for r, cards in enumerate(scene.state.market) if cards))
        if scene.chooser is not None:
            press(app, scene.chooser_bar.buttons["end"].rect.center)
    assert "1 take left" in scene.banner_facts()


def test_the_cards_grow_with_the_window(app):
    sizes = {}
    for size in ((1280, 720), (1920, 1080)):
        app.set_window(size=size)
        scene = table(app, players=4)
        places = scene.places
        sizes[size] = (places.market_card_h, places.seat_card_h, places.pile_rect.height)
    for small, big in zip(sizes[(1280, 720)], sizes[(1920, 1080)]):
        assert abs(big - 1.5 * small) <= 2, sizes


# Seat 0 takes 1, 2, 3, 4, 5 (Kagen no tsuki of five cards); seat 1 the 9s, 8s and 7s.
FIVE = [[9, 8, 2, 1], [7, 5, 4, 3], [6, 7, 8, 9], [6, 7, 8, 9]]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_selection_of_five_cards_covers_nothing(app, size):
    """From five selected cards on, nothing the chooser shows covers a caption: the
    hand's header and the market stay as they were, and each listed style says what it
    brings inside its own label, clear of the slots."""
    app.set_window(size=size)
    scene = table(app, rows=FIVE)
    header, untouched = scene.places.seats_header, scene.places.market_card(3, 0)
    header_before = app.surface.subsurface(header).copy()
    market_before = app.surface.subsurface(untouched).copy()
    for row in (0, 2, 0, 2, 1, 2, 1, 3, 1):
        take_by_drag(app, scene, row)
        if scene.chooser is not None and len(scene.state.hands[0]) < 5:
            press(app, scene.chooser_bar.buttons["end"].rect.center)
    assert [c.value for c in scene.state.hands[0]] == [1, 2, 3, 4, 5] and scene.chooser is not None
    while scene.chooser.length < 5:
        press(app, scene.chooser_bar.buttons["more"].rect.center)
    app.manager.draw(app.surface)
    options = scene.chooser_options()
    assert "kagen_no_tsuki" in {choice.style for choice, _ in options}
    slots = scene.places.slots.values()
    for choice, label in options:
        assert not any(label.colliderect(slot) for slot in slots)
        assert scene.places.style_rows[choice.style].contains(label)
    assert changed_outside(header_before, app.surface.subsurface(header), []) == 0
    assert changed_outside(market_before, app.surface.subsurface(untouched), []) == 0
    assert not any(scene.chooser_bar.rect.colliderect(r) for r in scene.places.seat_rows)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seat_rows_cards_grow_with_the_window(players):
    """At 1920x1080 a seat row's cards are larger than at 1280x720, in proportion to the
    window (issue 46, item 18: they were once smaller, the rows squeezed over an empty band)."""
    small, big = Places((1280, 720), players), Places((1920, 1080), players)
    assert big.seat_card_h >= 1.45 * small.seat_card_h
    for places, height in ((small, 720), (big, 1080)):
        assert height - places.seat_rows[-1].bottom <= 0.12 * height  # only the buttons' row below
