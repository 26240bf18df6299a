"""A Review entry and a Hint bring their turns into the big view at a readable zoom
(issue 47): on long grounds, fitted whole, a tile is a few pixels wide and neither the
ghost nor the outline can be read. The view frames the marks of both turns, the
elephant's steps too, at least as large as it shows compact grounds; when both cannot
be seen at once at that size it frames the better turn. Fit and - still show all the
grounds, and another moment fits them again."""
import pygame
import pytest

from game.record import GameRecord
from scenes import navigation
from scenes.kerala import hint_ghost
from scenes.kerala.grounds import tile_size
from scenes.table.view import MAX_ZOOM
from session.seats import GameSetup, SeatSetup
from tests.events import click, key, move
from tests.table_checks import run_until
from tests.test_review import NAMES, finished_game, results_of, seats_of

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]


def opened_entries(app):
    """The Review of the seeded finished Kerala game (tests/test_review.py's, in which Ann
    lays one long line), each of its entries opened in turn: yields (the table at the
    entry's moment, the entry)."""
    results = results_of(app, "kerala", finished_game("kerala"))
    results.review()
    page = app.manager.top
    app.manager.update(0)
    app.manager.draw(app.surface)
    for sheet in range(len(page.sheets)):
        if sheet:
            click(app.manager, page.next_button.rect.center)
            app.manager.draw(app.surface)
        for n in range(len(page.entries)):
            box, costly = page.entries[n]
            app.manager.dispatch(move(box.center))
            click(app.manager, box.center)
            table = app.manager.top
            app.manager.update(0)
            app.manager.draw(app.surface)
            assert table.showing_reviewed and table.focus == costly.seat
            yield table, costly
            app.manager.dispatch(key(pygame.K_ESCAPE))
            assert app.manager.top is page


def marks_in_view(table, moves) -> list[pygame.Rect]:
    """The rectangles the hint's drawing of ``moves`` (a turn from the moment shown)
    covers in the big view, step by step."""
    scratch = pygame.Surface(table.size)
    state, seat, drawn = table.state.clone(), table.state.current_seat, []
    for step in moves:
        before = state.clone()
        state.apply(step)
        drawn += hint_ghost.draw_step(scratch, table.scale, table.view, seat, before, step, state)
    return drawn


def compact_tile(table) -> int:
    """A tile's side in the big view as it fits compact grounds: the mover's at the start
    of the game (read there, then back at the moment shown)."""
    moment = table.history.moment
    table.history.show_moment(0)
    side = tile_size(table.view.zoom)
    table.history.show_moment(moment)
    return side


def whole(rects) -> pygame.Rect:
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("size", SIZES)
def test_an_entry_frames_both_turns_readably_or_the_better_one(app, size):
    app.set_window(size=size)
    together = set()  # whether both turns were seen at once, for each entry that placed a tile
    for table, costly in opened_entries(app):
        view, smallest = table.view, compact_tile(table)
        better, played = marks_in_view(table, costly.instead.moves), marks_in_view(table, costly.played.moves)
        assert better, costly.said.instead  # the computer's turn is always a tile placed
        assert smallest >= 30  # a tile whose symbols can be read, at every size
        assert smallest <= tile_size(view.zoom) <= tile_size(MAX_ZOOM * view.scale), (size, costly.index)
        assert all(view.rect.contains(rect) for rect in better), (size, costly.index, view.rect, better)
        both = whole(better + played)
        fits = both.width <= view.rect.width and both.height <= view.rect.height
        together |= {fits} if played else set()
        if fits:
            assert all(view.rect.contains(rect) for rect in played), (size, costly.index, view.rect, played)
        else:  # the view reaches as far towards the turn played as the better one lets it
            gap = round(0.5 * view.zoom)
            ours = whole(better)
            assert (view.rect.right - ours.right <= gap if whole(played).centerx < ours.centerx
                    else ours.left - view.rect.left <= gap), (size, costly.index)
    assert together == {True, False}  # the seeded game has turns seen together, and turns too far apart


def test_fit_and_zooming_out_show_all_the_grounds_and_another_moment_fits_them(app):
    table, costly = next(opened_entries(app))
    view = table.view
    stacks = table.state.stacks(costly.seat)
    grounds = (min(x for x, _ in stacks) - 0.5, min(y for _, y in stacks) - 0.5,
               max(x for x, _ in stacks) + 0.5, max(y for _, y in stacks) + 0.5)
    assert not view.shows(grounds)
    framed = view.zoom
    click(app.manager, next(b for b in view.buttons if b.text == "-").rect.center)
    assert view.zoom < framed
    click(app.manager, next(b for b in view.buttons if b.text == "Fit").rect.center)
    app.manager.draw(app.surface)
    assert view.shows(grounds) and view.zoom < framed
    table.sync()  # the table brings the view in line again: the player's Fit stays
    assert view.shows(grounds)
    table.history.show_moment(costly.index + 1)  # the moment after: fitted whole
    assert not table.showing_reviewed and table.view.auto_fit
    after = table.state.stacks(costly.seat)
    assert table.view.shows((min(x for x, _ in after) - 0.5, min(y for _, y in after) - 0.5,
                             max(x for x, _ in after) + 0.5, max(y for _, y in after) + 0.5))
    table.history.show_moment(costly.index)  # back at the entry: framed again
    assert table.view.zoom == pytest.approx(framed) and not table.view.shows(grounds)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seat", [0, 1])  # Ann's line runs across, Bo's up and down
def test_a_hint_on_long_grounds_is_framed_above_its_words_and_the_move_played_fits_the_grounds_again(app, size, seat):
    app.set_window(size=size)
    record = finished_game("kerala").record
    index = next(i for i in range(len(record.entries) - 1, 0, -1) if record.state_at(i).current_seat == seat
                 and len(record.state_at(i).stacks(seat)) > 15)
    setup = GameSetup("kerala", tuple(SeatSetup(seat.name, seat.color) for seat in seats_of("kerala")))
    table = navigation.table_of(app, "kerala")(app, setup, seed=5,
                                               record=GameRecord.from_state(record.state_at(index), setup.humans))
    app.manager.reset(table)
    app.manager.draw(app.surface)
    plain = tile_size(table.view.zoom)
    table.ask_hint()
    run_until(app, lambda: table.hint.shown is not None, "the hint shown")
    marks = marks_in_view(table, table.hint.shown.moves)
    assert tile_size(table.view.zoom) > plain and marks
    assert all(table.view.rect.contains(rect) for rect in marks), (table.view.rect, marks)
    top = table.message_top()
    assert top < table.view.rect.bottom  # the hint's words grow over the grounds: the marks stand clear of them,
    clear = table.view.rect.clip(pygame.Rect(0, 0, size[0], top))  # in the middle of the part they leave
    assert all(rect.bottom <= top for rect in marks) and abs(whole(marks).centery - clear.centery) <= 0.15 * table.view.zoom
    table.play(table.hint.shown.move)
    assert table.view.auto_fit and tile_size(table.view.zoom) <= plain + 2

