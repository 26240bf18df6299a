"""The review of a finished game (issue "Learn to play at the table", Review): the hard
computer weighs each person's move, lists each person's costliest with what it would
have played, and the page opens the moment of one at the table, read-only."""
import pygame
import pytest

from game.bots import make_bot
from game.record import GameRecord
from scenes.pages.results import ResultsScene
from scenes.pages.review import ReviewScene, entry_parts, fitted_entry
from scenes.ui import theme
from scenes.ui.fitting import broken_lines
from session import registry
from session.files.saves import SavedGame
from session.result import GameResult
from session.review import COSTLIEST, people_moves, review_game
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import click, key, move
from tests.games import GAME_IDS
from tests.waiting import joined

ITERATIONS = 40  # a small search: the review's logic, not its strength
#: Seconds the review of a whole game may take before it counts as hung (it takes a few).
REVIEW_SECONDS = 300


def finished_record(game_id: str, seed: int = 11) -> GameRecord:
    """A finished 3-player game in which seat 0, a person, always plays the last legal
    move (often a poor one) and two computers play well."""
    state_class = registry.get(game_id).state_class()
    record = GameRecord.new(state_class, (True, False, False), players=3, seed=seed)
    bots = {1: make_bot("normal", 2), 2: make_bot("normal", 3)}
    while not record.state.is_over:
        seat = record.state.current_seat
        record.play(record.state.legal_moves()[-1] if seat == 0 else bots[seat].choose(record.state.clone()))
    return record


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_review_names_costly_moves_of_the_person_with_the_computer_s_choice(game_id):
    record = finished_record(game_id)
    names = ["Ann", "Bo", "Cy"]
    steps = []
    review = review_game(record, names, registry.get(game_id).describe_move(), seed=5,
                         progress=lambda done, total: steps.append((done, total)), iterations=ITERATIONS, processes=1)
    assert review.weighed == len(people_moves(record))
    assert steps == [(done, review.weighed) for done in range(review.weighed + 1)]
    assert list(review.costliest) == [0]  # the people only
    costly = review.costliest[0]
    assert 1 <= len(costly) <= COSTLIEST
    assert [c.cost for c in costly] == sorted((c.cost for c in costly), reverse=True)
    for c in costly:
        entry = record.entries[c.index]
        assert entry.seat == 0 and c.round == entry.round
        turn = [e.move for e in record.entries[c.index:c.index + len(c.played.moves)]]
        assert list(c.played.moves) == turn  # what was played, as the record holds it
        after = c.index + len(turn)
        assert after == len(record.entries) or record.entries[after].seat != 0
        before = record.state_at(c.index)
        assert c.instead.moves[0] != entry.move and before.is_legal(c.instead.moves[0])
        assert c.cost >= 0.5 and c.played.words and c.instead.words
        assert all("Ann" in words for words in c.played.words[:1] + c.instead.words[:1])


def test_a_review_given_up_returns_nothing():
    record = finished_record("kasane")
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 3

    assert review_game(record, ["Ann", "Bo", "Cy"], registry.get("kasane").describe_move(), seed=5,
                       cancelled=cancelled, iterations=ITERATIONS, processes=1) is None


def results_of(app, game_id: str, record: GameRecord, seats) -> ResultsScene:
    game = registry.get(game_id)
    setup = GameSetup(game_id, seats)
    finished = SavedGame(setup, 5, record)
    scene = ResultsScene(app, GameResult.from_state(game, setup, record.state), setup, finished=finished)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


def test_the_results_offer_a_review_only_when_a_person_played(app):
    colors = registry.get("kasane").default_colors(3)
    people = results_of(app, "kasane", finished_record("kasane"), tuple(
        SeatSetup(name, color) if seat == 0 else SeatSetup(name, color, COMPUTER, "normal")
        for seat, (name, color) in enumerate(zip(["Ann", "Bo", "Cy"], colors))))
    assert any(w.text == "Review" for w in people.widgets)
    computers = GameRecord.new(registry.get("kasane").state_class(), (False, False, False), players=3, seed=1)
    only_computers = results_of(app, "kasane", computers, tuple(
        SeatSetup(name, color, COMPUTER, "normal") for name, color in zip(["Bo", "Cy", "Di"], colors)))
    assert not any(w.text == "Review" for w in only_computers.widgets)


def test_the_review_page_fills_its_bar_then_opens_a_costly_moment_at_the_table_and_comes_back(app, monkeypatch):
    monkeypatch.setattr("scenes.pages.review.review_game", lambda *args, **kwargs: review_game(
        *args, **kwargs, iterations=ITERATIONS, processes=1))
    colors = registry.get("kerala").default_colors(3)
    record = finished_record("kerala")
    results = results_of(app, "kerala", record, tuple(
        SeatSetup(name, color) if seat == 0 else SeatSetup(name, color, COMPUTER, "normal")
        for seat, (name, color) in enumerate(zip(["Ann", "Bo", "Cy"], colors))))
    button = next(w for w in results.widgets if w.text == "Review")
    click(app.manager, button.rect.center)
    page = app.manager.top
    assert isinstance(page, ReviewScene)
    joined(page.thread, "the review of the game", seconds=REVIEW_SECONDS)
    assert page.review is not None and page.review.costliest[0]
    app.manager.update(0)
    app.manager.draw(app.surface)
    box, costly = page.entries[0]
    app.manager.dispatch(move(box.center))
    click(app.manager, box.center)
    table = app.manager.top
    assert table.replaying and table.history.moment == costly.index
    assert table.state.to_json() == record.state_at(costly.index).to_json()
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top is page and not page.stop.is_set()
    page.back()
    assert app.manager.top is results


def test_leaving_the_review_stops_the_computer(app, monkeypatch):
    colors = registry.get("kerala").default_colors(3)
    record = finished_record("kerala")
    results = results_of(app, "kerala", record, tuple(
        SeatSetup(name, color) if seat == 0 else SeatSetup(name, color, COMPUTER, "normal")
        for seat, (name, color) in enumerate(zip(["Ann", "Bo", "Cy"], colors))))
    results.review()
    page = app.manager.top
    page.back()
    joined(page.thread, "the review's stop once the page was left")
    assert page.stop.is_set() and page.review is None


def test_the_page_draws_again_as_the_bar_fills_and_then_stays_still(app):
    record = finished_record("kasane")
    colors = registry.get("kasane").default_colors(3)
    setup = GameSetup("kasane", tuple(SeatSetup(n, c) if i == 0 else SeatSetup(n, c, COMPUTER, "normal")
                                      for i, (n, c) in enumerate(zip(["Ann", "Bo", "Cy"], colors))))
    page = ReviewScene(app, registry.get("kasane"), SavedGame(setup, 5, record))
    page.stop.set()  # the thread gives up at once: the page is driven by hand below
    joined(page.thread, "the review's stop")
    app.manager.reset(page)
    app.manager.draw(app.surface)
    page.progress = (3, 10)
    app.manager.update(0)
    assert page.needs_redraw()
    app.manager.draw(app.surface)
    page.failed = "The review could not be made (a test)."
    app.manager.update(0)
    app.manager.draw(app.surface)
    app.manager.update(0)
    assert not page.needs_redraw()  # a failure said once is not drawn again in every frame


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_an_entry_is_as_tall_as_its_words(app, scale):
    """A short entry in a tall box gets a box its words fill (no empty band under
    them); words that need the whole box keep it."""
    font = theme.font("body", scale)
    text = "Played: took the red 2.\nThe hard computer: took the blue 3."
    tall = pygame.Rect(10, 20, round(420 * scale), round(300 * scale))
    fitted = fitted_entry(tall, text, font, scale)
    room = entry_parts(fitted, scale)[1]
    needed = len(broken_lines(text, font, room.width)) * font.get_linesize()
    assert fitted.topleft == tall.topleft and fitted.width == tall.width
    assert needed <= room.height < needed + font.get_linesize()
    small = pygame.Rect(10, 20, round(420 * scale), round(40 * scale))
    assert fitted_entry(small, text, font, scale) == small
