"""What a person sees of the moves they did not make: every turn since their own last
one stays outlined (each computer's, not only the last), each turn's sentence grows
instead of being replaced, and a past moment from the Log shows every seat as it was."""
import random

from game.kasane import Combine, KasaneState, Take
from scenes.kasane import KasaneTable, seat_strip
from scenes.kasane.colors import LAST
from game.record import GameRecord
from scenes.kasane.last_moves import ACCESSORY, HAND, MarkedTurns, continues
from session import registry
from session.seats import COMPUTER, GameSetup, SeatSetup
from tests.table_checks import FirstMove, run_until

from .helpers import settle, table, take_by_drag


def one_person_and_three_computers(app):
    colors = registry.get("kasane").default_colors(4)
    seats = (SeatSetup("Ann", colors[0]),) + tuple(SeatSetup(f"Bot {i}", colors[i], COMPUTER, "normal")
                                                  for i in range(1, 4))
    scene = KasaneTable(app, GameSetup("kasane", seats), seed=9)
    scene.computers.bots = {seat: FirstMove() for seat in scene.computers.bots}
    app.manager.reset(scene)
    return scene


def outlined(surface, rect) -> bool:
    """The gold outline of a marked card (drawn 3 pixels around it)."""
    return surface.get_at((rect.centerx, rect.top - 2))[:3] == LAST


def test_every_computer_turn_since_the_persons_last_is_outlined_and_each_sentence_is_read(app):
    scene = one_person_and_three_computers(app)
    said = []
    say = scene.strip.say
    scene.strip.say = lambda text: (said.append((scene.computers.pacing.clock, text)), say(text))[1]
    for _ in range(2):                                   # two rounds of turns
        state = scene.state
        scene.play(Take(next(m.row for m in state.legal_moves() if type(m) is Take)))
        if state.phase == "combine":
            scene.play(state.legal_moves()[-1])
        run_until(app, lambda: scene.human_to_move, "Ann's turn after the computers'")
    app.manager.draw(app.surface)
    state, places = scene.state, scene.places
    assert [t.seat for t in scene.marks.turns] == [1, 2, 3]   # not only the last computer's, and not Ann's
    missed = scene.history.computer_moves_since_a_person()   # the shared table's word for what Ann missed
    assert [m for t in scene.marks.turns for m in t.moves] == [e.move for e in missed]
    for seat in (1, 2, 3):
        turn = scene.marks.of(seat)
        if turn.combination is not None:
            assert (turn.combination.style, turn.combination.size) in scene.marks.slots(state.kakemono)
        elif turn.card_went == HAND:
            assert outlined(app.surface, places.hand_cards(seat, len(state.hands[seat]))[-1])
        else:
            assert turn.card_went == ACCESSORY
            assert outlined(app.surface, places.accessory_cards(seat, len(state.accessories[seat]))[-1])
    computers = [(t, text) for t, text in said if text.startswith("Bot")]
    assert len(computers) >= 6
    for (t1, first), (t2, second) in zip(computers, computers[1:]):
        # a sentence is replaced only by its own turn's longer one, or after a second on show
        assert second.startswith(first[:-1]) or t2 - t1 >= 1.0 - 1e-6
    assert any(" and ends the turn without combining." in text or " and plays " in text for _, text in computers)


def hot_seat_turns(app, seed: int, turns: int):
    """Four people at one screen play ``turns`` turns: a card taken, no combination."""
    scene = table(app, players=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(turns):
        take_by_drag(app, scene, rng.choice([r for r, cards in enumerate(scene.state.market) if cards]))
        if scene.chooser is not None:
            scene.input.end_turn()
            settle(app)
    return scene


def test_in_a_hot_seat_game_every_other_players_last_turn_is_outlined(app):
    scene = hot_seat_turns(app, seed=3, turns=6)
    seat = scene.state.current_seat
    assert sorted(t.seat for t in scene.marks.turns) == sorted({0, 1, 2, 3} - {seat})


def test_the_marks_rebuilt_from_the_record_are_the_marks_played(app):
    """After an undo, a redo or a past moment the table rebuilds its marks from the
    record: they are those it kept move by move."""
    record = GameRecord.new(KasaneState, (True,) * 3, players=3, seed=4, variant=True)
    state, rng, marks = record.state, random.Random(4), MarkedTurns()
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        seat = state.current_seat
        went = (ACCESSORY if state.market[move.row][-1].is_accessory else HAND) if type(move) is Take else None
        record.play(move)
        marks = marks.after(seat, move, went, state.current_seat, continues(state, seat))
        assert MarkedTurns.of_record(record, len(record.entries), record.state_at) == marks, len(record.entries)
    assert any(type(e.move) is Combine for e in record.entries)


def test_a_past_moment_from_the_log_shows_every_seat_as_it_was(app):
    scene = hot_seat_turns(app, seed=6, turns=10)
    scene.history.toggle_log()
    scene.history.show_moment(5)
    app.manager.draw(app.surface)
    rows = scene.places.seat_rows
    log, back = scene.history.log_area, scene.history.present_button().rect
    assert not any(log.colliderect(row) or back.colliderect(row) for row in rows)
    assert not back.colliderect(log) and app.surface.get_rect().contains(back)
    then = scene.record.state_at(5)
    keys = seat_strip.keys(scene.picture)
    for seat in range(4):   # the seats show the hands, kimonos and accessories of then
        assert keys[seat][:3] == (then.hands[seat], then.kimonos[seat], len(then.accessories[seat]))
