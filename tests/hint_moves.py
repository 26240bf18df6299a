"""Every kind of move a hint can advise, per title, each found in a seeded game between
two people (random play): the hint's words (tests/test_hint_words.py) and its ghosts
(tests/test_hint_ghosts.py) are checked on each. And the game's reasons for every turn
of seeded random games (:func:`reasons_of_random_turns`), which between them give every
kind of reason of each title."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.kaleido import EndTurn as KaleidoEnd, PlaceBoard, PlaceTile, PlaceWhite, Rotate
from game.kasane import Combine, EndTurn as KasaneEnd, Take as KasaneTake
from game.kerala import MoveElephant, MoveTile, Pass, SkipSpecial, Take as KeralaTake
from game.record import GameRecord
from scenes import navigation
from session import registry
from session.hints import explain
from session.review_words import turn_reasons
from session.seats import GameSetup, SeatSetup
from tests.table_checks import run_until

#: Each title's kinds of move: name -> does ``(state, move)`` show it.
KINDS = {
    "kaleido": {
        "tile": lambda s, m: isinstance(m, PlaceTile),
        "white": lambda s, m: isinstance(m, PlaceWhite),
        "board": lambda s, m: isinstance(m, PlaceBoard),
        "end turn": lambda s, m: isinstance(m, KaleidoEnd) and s.phase == "place",
        "rotate": lambda s, m: isinstance(m, Rotate),
        "done": lambda s, m: isinstance(m, KaleidoEnd) and s.phase == "rotate",
    },
    "kerala": {
        "take": lambda s, m: isinstance(m, KeralaTake) and s.top(s.current_seat, m.cell) is None
        and len(set(s.elephants(s.current_seat))) == 2 and s.offer[m.offer_index].kind == "plain",
        "build over": lambda s, m: isinstance(m, KeralaTake) and s.top(s.current_seat, m.cell) is not None,
        "arch": lambda s, m: isinstance(m, KeralaTake) and s.offer[m.offer_index].kind == "arch",
        "pass": lambda s, m: isinstance(m, Pass),
        "move elephant": lambda s, m: isinstance(m, MoveElephant),
        "move tile": lambda s, m: isinstance(m, MoveTile),
        "skip": lambda s, m: isinstance(m, SkipSpecial),
    },
    "kasane": {
        "take": lambda s, m: isinstance(m, KasaneTake) and not s.market[m.row][-1].is_accessory,
        "accessory": lambda s, m: isinstance(m, KasaneTake) and s.market[m.row][-1].is_accessory,
        "combine": lambda s, m: isinstance(m, Combine) and not m.reuse_last,
        "combine with the kimono": lambda s, m: isinstance(m, Combine) and m.reuse_last,
        "end turn": lambda s, m: isinstance(m, KasaneEnd) and len(s.legal_moves()) > 1,
    },
}


def people(game_id: str) -> GameSetup:
    colors = registry.get(game_id).default_colors(2)
    return GameSetup(game_id, (SeatSetup("Ann", colors[0]), SeatSetup("Ben", colors[1])))


@lru_cache(maxsize=None)
def kinds_of_move(game_id: str) -> dict[str, tuple]:
    """Kind -> (a state, a legal move of that kind in it, the state its seat's turn began
    at, the moves the seat made since), from seeded random games."""
    game, setup = registry.get(game_id), people(game_id)
    kinds = KINDS[game_id]
    found: dict[str, tuple] = {}
    for seed in range(1, 40):
        state, rng = game.new_state(setup, seed), random.Random(seed)
        turn_start, played = state.clone(), []
        while not state.is_over and len(found) < len(kinds):
            moves = state.legal_moves()
            for name, shows in kinds.items():
                if name not in found:
                    move = next((m for m in moves if shows(state, m)), None)
                    if move is not None:
                        found[name] = (state.clone(), move, turn_start.clone(), tuple(played))
            seat, chosen = state.current_seat, rng.choice(moves)
            state.apply(chosen)
            if state.current_seat == seat:
                played.append(chosen)
            else:
                turn_start, played = state.clone(), []
        if len(found) == len(kinds):
            break
    assert set(found) == set(kinds), f"no {set(kinds) - set(found)} found in {game_id}'s seeded games"
    return found


def ghosted(app, game_id: str, kind: str):
    """The table of ``game_id`` open at the turn of the position of ``kind``, the turn so
    far played at the table, with the hint of its move shown: (the table, the hint, the frame without the hint, the rectangles it drew)."""
    state, move, turn_start, played = kinds_of_move(game_id)[kind]
    game, setup = registry.get(game_id), people(game_id)
    record = GameRecord.from_state(turn_start.clone(), setup.humans)
    scene = navigation.table_of(app, game_id)(app, setup, seed=1, record=record)
    app.manager.reset(scene)
    for step_played in played:  # the turn so far, played at the table as a person plays it
        run_until(app, lambda: scene.controls.hint_button.enabled, "the table ready for a move")
        scene.play(step_played)
    run_until(app, lambda: scene.controls.hint_button.enabled, "the table ready for a hint")
    assert scene.state.to_json() == state.to_json()
    app.manager.draw(app.surface)
    plain = app.surface.copy()
    hint = explain(scene.state, move, ("Ann", "Ben"), game.hint_words())
    scene.hint.shown = hint
    scene.dirty = True
    app.manager.draw(app.surface)
    drawn = scene.draw_hint(app.surface.copy(), hint.moves)
    return scene, hint, plain, drawn


def shows_at(app, plain, drawn, rect) -> bool:
    """The hint drew over ``rect`` (a piece's place, or a button: its outline lies just
    around it) and the screen there is not what it was without the hint."""
    around = pygame.Rect(rect).inflate(16, 16).clip(app.surface.get_rect())
    covered = any(around.colliderect(r) for r in drawn)
    return covered and (pygame.image.tobytes(plain.subsurface(around), "RGB")
                        != pygame.image.tobytes(app.surface.subsurface(around), "RGB"))


#: The seeded random games whose turns' reasons :func:`reasons_of_random_turns` gathers:
#: (players, seeds). Between them every kind of reason of each title is met.
REASON_GAMES = ((3, range(1, 11)), (2, range(1, 6)))


def reasons_of_random_turns(game_id: str, name: str | None = None) -> list[tuple[int, str, str]]:
    """The game's reasons (points, sentence, sentence with its points) for every turn of
    the seeded random games of :data:`REASON_GAMES`, each turn weighed part by part as the
    Review weighs it (:func:`session.review_words.turn_reasons`), sorted, each once: said
    to the person at the screen (the Hint's), or of the mover ``name`` (the Review's)."""
    game = registry.get(game_id)
    words = game.hint_words()
    seen = set()
    for players, seeds in REASON_GAMES:
        colors = game.default_colors(players)
        setup = GameSetup(game_id, tuple(SeatSetup(n, c) for n, c in zip(("Ann", "Ben", "Cy"), colors)))
        for seed in seeds:
            state, rng = game.new_state(setup, seed), random.Random(seed)
            turn_start, played = state.clone(), []
            while not state.is_over:
                seat = state.current_seat
                move = rng.choice(state.legal_moves())
                state.apply(move)
                played.append(move)
                if state.is_over or state.current_seat != seat:
                    found = turn_reasons(turn_start, played, seat, words, name)
                    seen.update((r.points, r.text, r.counted) for r in found)
                    turn_start, played = state.clone(), []
    return sorted(seen)
