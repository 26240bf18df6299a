"""The review of a game (issue "Teaching that teaches", Review): each person's turn is
weighed against the hard computer's in the background while the game is played, kept
with the game, and the page lists each person's costliest turns at once; an entry opens
the moment before the move on the mover's own grounds, both moves drawn."""
import json
import re
from functools import lru_cache
from pathlib import Path

import pygame
import pytest

from game.bots import make_bot
from game.kaleido import EndTurn, PlaceBoard, PlaceTile
from game.kerala import Pass as KeralaPass
from game.record import GameRecord, move_data
from scenes.pages.results import ResultsScene
from scenes.pages.review import ENTRY_FONT, ReviewScene, entry_layout, sheets_of
from scenes.table.review_keeper import ReviewKeeper
from scenes.table.reviewed_move import PLAYED
from scenes.ui import theme
from session import registry, review as review_module
from session.background_review import BackgroundReview
from session.files import past_games, saves
from session.files.autosave import Autosaver
from session.files.saves import SavedGame
from session.result import GameResult
from session.review import (COSTLIEST, SMALLEST_GAIN, Analysis, TurnAnalysis, analyse_turn, people_turns,
                            review_game, review_of)
from session.review_words import WHY_LATER, reason_texts, turn_reasons
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.events import click, key, move
from tests.games import GAME_IDS
from tests.hint_moves import KINDS, kinds_of_move
from tests.waiting import joined

ITERATIONS = 40  # a small search: the review's logic, not its strength
NAMES = ["Ann", "Bo", "Cy"]
#: Seconds the background may take to weigh a whole game before it counts as hung.
WEIGHING_SECONDS = 300


def finished_record(game_id: str, seed: int = 11) -> GameRecord:
    """A finished 3-player game in which seat 0, a person, always plays the last legal
    move (often a poor one) and two computers play well."""
    record = GameRecord.new(registry.get(game_id).state_class(), (True, False, False), players=3, seed=seed)
    bots = {1: make_bot("normal", 2), 2: make_bot("normal", 3)}
    while not record.state.is_over:
        seat = record.state.current_seat
        record.play(record.state.legal_moves()[-1] if seat == 0 else bots[seat].choose(record.state.clone()))
    return record


@lru_cache(maxsize=None)
def weighed_game(game_id: str) -> tuple[GameRecord, dict]:
    """The seeded finished game of ``game_id`` and its analysis (as data: each test reads
    its own copy)."""
    record = finished_record(game_id)
    analysis = Analysis()
    review_game(record, NAMES, registry.get(game_id).hint_words(), seed=5, iterations=ITERATIONS, processes=1,
                analysis=analysis)
    return record, analysis.to_data()


def seats_of(game_id: str) -> tuple:
    colors = registry.get(game_id).default_colors(3)
    return tuple(SeatSetup(name, color) if seat == 0 else SeatSetup(name, color, COMPUTER, "normal")
                 for seat, (name, color) in enumerate(zip(NAMES, colors)))


def finished_game(game_id: str, analysis: Analysis | None = None) -> SavedGame:
    record, data = weighed_game(game_id)
    return SavedGame(GameSetup(game_id, seats_of(game_id)), 5, record,
                     Analysis.from_data(data) if analysis is None else analysis)


def results_of(app, game_id: str, finished: SavedGame) -> ResultsScene:
    game = registry.get(game_id)
    scene = ResultsScene(app, GameResult.from_state(game, finished.setup, finished.record.state), finished.setup,
                         finished=finished)
    app.manager.reset(scene)
    app.manager.draw(app.surface)
    return scene


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_entry_differs_from_the_turn_played_and_says_its_points_and_the_end_apart(game_id):
    record, data = weighed_game(game_id)
    analysis = Analysis.from_data(data)
    assert not analysis.missing(record) and len(analysis.turns()) == len(people_turns(record))
    review = review_of(record, analysis, NAMES, registry.get(game_id).hint_words())
    assert review.weighed == len(people_turns(record)) and list(review.costliest) == [0]  # the people only
    costly = review.costliest[0]
    assert 1 <= len(costly) <= COSTLIEST
    assert [c.gain for c in costly] == sorted((c.gain for c in costly), reverse=True)
    for c in costly:
        turn = analysis.of(record, c.index)
        assert record.entries[c.index].seat == 0 and c.round == record.entries[c.index].round
        assert c.index == 0 or record.entries[c.index - 1].seat != 0  # where the turn starts
        played = [e.move for e in record.entries[c.index:c.index + len(c.played.moves)]]
        assert list(c.played.moves) == played and tuple(move_data(m) for m in played) == turn.played
        before = record.state_at(c.index)
        assert before.is_legal(c.instead.moves[0])
        # another piece or another place: not the same turn in another order
        assert c.instead.moves[0] != c.played.moves[0] or c.instead.moves != c.played.moves
        assert not turn.same and c.gain >= SMALLEST_GAIN
        after = before.clone()
        for step in played:
            after.apply(step)
        assert c.points[0] == after.scores()[0] - before.scores()[0]  # what the turn played scored
        said = c.said
        assert said.heading == f"Move {c.index + 1} (round {c.round})"
        assert said.played.startswith("Ann ") and said.instead.startswith("The hard computer would have ")
        for line, points in ((said.played, c.points[0]), (said.instead, c.points[1])):
            assert (f"{abs(points)} point" in line.rsplit(". ", 1)[-1]) if points else "nothing this turn" in line
        assert f"about {max(1, round(c.gain))} point" in said.expects and said.expects.startswith(
            "By the end of the game the hard computer expects")
        assert said.why.startswith("Why: ")


#: How each title's entries name a place: a hole of a board (or a board beside another),
#: a cell by the mover's elephants, a market row and a kakemono slot.
PLACES = {
    "kaleido": r"(the [a-z-]+ hole of board \d+|board \d+ to the [a-z ]+ of board \d+)",
    "kerala": r"((above|below|to the (left|right) of) the (elephants|(left|right|upper|lower) elephant)"
              r"|\d cells? (left|right|up|down))",
    "kasane": r"(row \d|\d-card slot)",
}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_entry_names_the_places_of_both_turns_in_the_game_s_terms_and_why_by_its_reasons(game_id):
    record, data = weighed_game(game_id)
    words = registry.get(game_id).hint_words()
    review = review_of(record, Analysis.from_data(data), NAMES, words)
    for c in review.costliest[0]:
        before = record.state_at(c.index)
        for turn, line in ((c.played, c.said.played), (c.instead, c.said.instead)):
            if not isinstance(turn.moves[0], KeralaPass):  # a pass takes no place
                assert re.search(PLACES[game_id], line), line
        # the places and pieces named differ between the two turns, not only their tense
        assert steps_said(words, before, c.played.moves) != steps_said(words, before, c.instead.moves)
        # why: the game's reasons for the computer's turn that the turn played has not
        mine = {r.text for r in turn_reasons(before, c.played.moves, 0, words, "Ann")}
        theirs = [r for r in turn_reasons(before, c.instead.moves, 0, words, "Ann") if r.text not in mine]
        if theirs:
            assert c.said.why == "Why: " + " ".join(reason_texts(theirs))
        else:
            assert c.said.why.startswith("Why: what Ann's turn cost.") or c.said.why == WHY_LATER
    whys = [c.said.why for c in review.costliest[0]]
    assert any(why != WHY_LATER for why in whys)  # the game's own reasons, not only the fallback


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_entry_speaks_of_the_mover_by_name_never_to_you(game_id):
    """The Review is about a named mover's turn: no line of any entry says "you" or
    "your" (the Hint's reasons speak to the person at the screen; the Review's name the
    mover: tests/test_hint_words.py checks each kind of reason)."""
    record, data = weighed_game(game_id)
    review = review_of(record, Analysis.from_data(data), NAMES, registry.get(game_id).hint_words())
    lines = [line for c in review.costliest[0] for line in (c.said.heading, *c.said.body)]
    assert lines
    for line in lines:
        assert not re.search(r"\b(you|your|yours)\b", line, re.IGNORECASE), line


def steps_said(words, state, moves) -> list[str]:
    """Each step of a turn as the same kind of sentence (advice), so two turns compare by
    what they do and where."""
    said, current = [], state.clone()
    for move in moves:
        before = current.clone()
        current.apply(move)
        said.append(words.step(before, move, current, first=True))
    return said


@pytest.mark.parametrize("game_id,kind", [(g, k) for g, kinds in KINDS.items() for k in kinds])
def test_every_kind_of_step_is_said_as_played_and_as_the_computer_s_turn(game_id, kind):
    state, move = kinds_of_move(game_id)[kind][:2]
    words = registry.get(game_id).hint_words()
    after = state.clone()
    after.apply(move)
    played, would = (words.said(state, move, after, first=True, mood=mood, name="Ann") for mood in ("played", "would"))
    advice = words.step(state, move, after, first=True)
    if played is None:  # bookkeeping: Kaleido's end of a turn and its Done
        assert would is None and game_id == "kaleido" and kind in ("end turn", "done")
        return
    assert played.startswith("Ann ") and would.startswith("The hard computer would have ")
    assert not re.search(r"\b(your|you)\b", played + would, re.IGNORECASE), (played, would)
    for sentence in (played, would):
        assert "{" not in sentence and sentence.endswith(".")
    numbers = re.findall(r"\d+", advice)
    assert re.findall(r"\d+", played) == numbers == re.findall(r"\d+", would)  # the same places and pieces
    later = words.said(state, move, after, first=False, mood="played", name="Ann")
    assert later.startswith("Then Ann ") or later == played


def test_a_turn_that_is_the_computer_s_in_another_order_or_within_a_point_is_not_listed():
    record, data = weighed_game("kasane")
    analysis = Analysis.from_data(data)
    index = review_of(record, analysis, NAMES, registry.get("kasane").hint_words()).costliest[0][0].index
    listed = analysis.of(record, index)
    for changed in (TurnAnalysis(**{**vars(listed), "same": True}),
                    TurnAnalysis(**{**vars(listed), "expected": (0.0, SMALLEST_GAIN - 0.1)})):
        analysis.add(changed)
        review = review_of(record, analysis, NAMES, registry.get("kasane").hint_words())
        assert index not in [c.index for c in review.costliest[0]]


def test_kaleido_s_tile_and_board_in_the_other_order_is_the_same_turn(monkeypatch):
    """A board then a tile in it, against the tile then the board: the same position."""
    state = registry.get("kaleido").state_class().new(3, seed=3)
    tile = next(m for m in state.legal_moves() if isinstance(m, PlaceTile))
    after_tile = state.clone()
    after_tile.apply(tile)
    board = next(m for m in after_tile.legal_moves() if isinstance(m, PlaceBoard) and state.is_legal(m))
    monkeypatch.setattr(review_module, "computer_turn", lambda view, choice, know: (tile, board, EndTurn()))
    turn = analyse_turn(state, (board, tile, EndTurn()), 0, seed=5, iterations=ITERATIONS, processes=1)
    assert turn.same and not turn.worth_listing and turn.gain == 0
    assert turn.played != turn.instead  # the moves differ; only their order


def test_the_background_weighs_each_turn_as_the_end_would_even_after_an_undo():
    record = GameRecord.new(registry.get("kasane").state_class(), (True, False, False), players=3, seed=11)
    analysis = Analysis()
    background = BackgroundReview("kasane", record, 5, analysis, iterations=ITERATIONS)
    bots = {1: make_bot("normal", 2), 2: make_bot("normal", 3)}
    undone = False
    try:
        while not record.state.is_over:
            seat = record.state.current_seat
            record.play(record.state.legal_moves()[-1] if seat == 0 else bots[seat].choose(record.state.clone()))
            if not undone and len(people_turns(record)) >= 2 and record.entries[-1].seat == 0 and record.can_undo:
                record.undo()  # a person takes a move back: its turn is weighed again
                record.play(record.state.legal_moves()[0])
                undone = True
            background.moves_made()
        background.close_when_done()
        assert background.wait_idle(WEIGHING_SECONDS), "the background did not weigh the game in time"
    finally:
        background.close()
    assert undone
    at_the_end = Analysis()
    review_game(record, NAMES, registry.get("kasane").hint_words(), seed=5, iterations=ITERATIONS, processes=1,
                analysis=at_the_end)
    assert not analysis.missing(record)
    assert [analysis.of(record, t.index) for t in at_the_end.turns()] == at_the_end.turns()


def test_a_table_s_finished_game_gets_its_whole_analysis_in_past_games(tessera_home, monkeypatch):
    monkeypatch.setattr("session.background_review.analyse_turn", lambda *args, **kwargs: analyse_turn(
        *args, **{**kwargs, "iterations": ITERATIONS}))
    record = GameRecord.new(registry.get("kasane").state_class(), (True, False, False), players=3, seed=11)
    setup = GameSetup("kasane", seats_of("kasane"))
    saver = Autosaver()
    keeper = ReviewKeeper("kasane", setup, 5, record, None, saver, active=True)
    bots = {1: make_bot("normal", 2), 2: make_bot("normal", 3)}
    try:
        while not record.state.is_over:
            seat = record.state.current_seat
            record.play(record.state.legal_moves()[-1] if seat == 0 else bots[seat].choose(record.state.clone()))
            keeper.moves_made()
        saver.finished("kasane", setup, 5, record, keeper.analysis)  # as the table's end does
        keeper.game_over()
        assert keeper.background.wait_idle(WEIGHING_SECONDS), "the background did not weigh the game in time"
    finally:
        keeper.background.close()
    keeper.background.thread.join(WEIGHING_SECONDS)
    saver.flush()
    kept = saves.parse_game("kasane", json.loads(past_games.listing().files[0].path.read_text()))
    assert not kept.analysis.missing(kept.record) and kept.analysis.turns() == keeper.analysis.turns()


def test_a_save_keeps_its_analysis_and_an_old_save_without_one_loads(tessera_home):
    finished = finished_game("kasane")
    data = json.loads(saves.save_text("kasane", finished.setup, 5, finished.record.state, finished.record.to_data(),
                                      finished.analysis.to_data()))
    assert data["analysis"]["format"] == 1
    loaded = saves.parse_game("kasane", data)
    assert loaded.analysis.turns() == finished.analysis.turns()
    old = json.loads(Path(__file__).with_name("old_saves").joinpath("kasane.json").read_text())
    assert "analysis" not in old
    taken_up = saves.parse_game("kasane", old)
    assert taken_up.analysis.turns() == [] and taken_up.analysis.missing(taken_up.record) == people_turns(
        taken_up.record)
    data["analysis"]["format"] = 99  # a later version's: weighed again, the game loads
    assert saves.parse_game("kasane", data).analysis.turns() == []


def test_the_review_opens_without_weighing_when_the_analysis_is_kept(app, monkeypatch):
    def no_weighing(*args, **kwargs):
        raise AssertionError("the review weighed a turn the analysis kept")

    monkeypatch.setattr(review_module, "analyse_turn", no_weighing)
    results = results_of(app, "kerala", finished_game("kerala"))
    button = next(w for w in results.widgets if w.text == "Review")
    click(app.manager, button.rect.center)
    page = app.manager.top
    assert isinstance(page, ReviewScene) and page.thread is None and page.review.costliest[0]


def test_a_past_game_without_analysis_is_weighed_then_kept_so_it_opens_at_once(app, monkeypatch):
    monkeypatch.setattr("scenes.pages.review.review_game", lambda *args, **kwargs: review_game(
        *args, **kwargs, iterations=ITERATIONS, processes=1))
    kept = finished_game("kasane")
    bare = SavedGame(kept.setup, kept.seed, kept.record)
    past_games.keep_finished("kasane", bare.setup, bare.seed, bare.record)
    page = ReviewScene(app, registry.get("kasane"), bare)
    assert page.thread is not None
    joined(page.thread, "the review of a past game", seconds=WEIGHING_SECONDS)
    assert page.review is not None and page.progress[0] == page.progress[1] == len(people_turns(bare.record))
    listed = past_games.listing().files
    again = saves.parse_game("kasane", json.loads(listed[0].path.read_text()))
    assert again.analysis.turns() == kept.analysis.turns()
    assert ReviewScene(app, registry.get("kasane"), again).thread is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_entry_opens_the_moment_before_the_move_on_the_mover_s_grounds_with_both_moves_drawn(app, game_id):
    finished = finished_game(game_id)
    record = finished.record
    results = results_of(app, game_id, finished)
    results.review()
    page = app.manager.top
    app.manager.update(0)
    app.manager.draw(app.surface)
    box, costly = page.entries[0]
    app.manager.dispatch(move(box.center))
    click(app.manager, box.center)
    table = app.manager.top
    app.manager.update(0)
    app.manager.draw(app.surface)
    assert table.replaying and table.history.moment == costly.index and table.showing_reviewed
    assert table.state.to_json() == record.state_at(costly.index).to_json()
    assert table.state.current_seat == costly.seat == table.seat_of_moment
    assert table.history.moment_words().startswith(f"Before move {costly.number} of {len(record.entries)}: Ann")
    if game_id == "kerala":
        assert table.focus == costly.seat  # the mover's festival grounds in the big view
    colours = {tuple(app.surface.get_at((x, y)))[:3] for x in range(0, app.surface.get_width(), 2)
               for y in range(0, app.surface.get_height(), 2)}
    assert PLAYED in colours  # the move played, outlined
    app.manager.dispatch(key(pygame.K_ESCAPE))
    assert app.manager.top is page and not page.stop.is_set()
    page.back()
    assert app.manager.top is results


def test_the_results_offer_a_review_only_when_a_person_played(app):
    people = results_of(app, "kasane", finished_game("kasane"))
    assert any(w.text == "Review" for w in people.widgets)
    colors = registry.get("kasane").default_colors(3)
    computers = GameRecord.new(registry.get("kasane").state_class(), (False, False, False), players=3, seed=1)
    setup = GameSetup("kasane", tuple(SeatSetup(n, c, COMPUTER, "normal") for n, c in zip(["Bo", "Cy", "Di"], colors)))
    only_computers = results_of(app, "kasane", SavedGame(setup, 5, computers))
    assert not any(w.text == "Review" for w in only_computers.widgets)


def test_leaving_the_review_stops_the_computer(app):
    bare = finished_game("kerala", Analysis())
    results = results_of(app, "kerala", bare)
    results.review()
    page = app.manager.top
    page.back()
    joined(page.thread, "the review's stop once the page was left")
    assert page.stop.is_set() and page.review is None


def test_the_page_draws_again_as_the_bar_fills_and_then_stays_still(app):
    page = ReviewScene(app, registry.get("kasane"), finished_game("kasane", Analysis()))
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


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_entries_fit_the_page_whole_in_body_letters_and_every_entry_is_on_a_sheet(app, size):
    """Each title's review at each size: every line of every entry inside its box and the
    page's body, no line wider than its box, in the table's body letters; the sheets hold
    every entry once, and Next and Previous turn them."""
    app.manager.resize(size)
    for game_id in GAME_IDS:
        page = ReviewScene(app, registry.get(game_id), finished_game(game_id))
        app.manager.reset(page)
        app.manager.update(0)
        app.manager.draw(app.surface)
        body, scale = page.rects["body"], page.scale
        sheets = sheets_of(page.review, body.width, body.height, scale)
        assert [c for sheet in sheets for c in sheet.moves] == list(page.review.costliest[0])
        assert len(sheets) == len(page.sheets) and (len(sheets) > 1) == page.next_button.visible
        seen = []
        for n in range(len(sheets)):
            assert page.sheet == n and page.entries
            for box, costly in page.entries:
                assert body.contains(box), (game_id, size, box, body)
                placed = entry_layout(costly, box, scale)
                assert all(font is theme.font(ENTRY_FONT, scale) for _, font, _ in placed[1:])
                for line, font, rect in placed:
                    assert box.contains(rect), (game_id, size, line)
                text = " ".join(line for line, _, _ in placed[1:])
                assert text.split() == " ".join(costly.said.body).split()  # nothing cut
                seen.append(costly)
            if n < len(sheets) - 1:
                click(app.manager, page.next_button.rect.center)
                app.manager.update(0)
                app.manager.draw(app.surface)
        assert seen == list(page.review.costliest[0])
        if len(sheets) > 1:
            click(app.manager, page.previous_button.rect.center)
            assert page.sheet == len(sheets) - 2
