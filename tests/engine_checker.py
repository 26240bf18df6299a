"""A reusable checker that plays seeded random games through any engine that follows
the protocol in DESIGN.md, checking its invariants at every step.

Each engine's tests call :func:`check_random_games` with a factory for new games and,
optionally, an ``invariant(state)`` callback for the game's own conservation rules and
an ``at_end(state)`` callback for end-of-game checks such as scores recomputed from
scratch.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable

from game.core import IllegalMove, ScoreLine


def check_random_games(
    new_game: Callable[[int, int], Any],
    player_counts: Iterable[int],
    games: int,
    seed: int = 0,
    invariant: Callable[[Any], None] | None = None,
    at_end: Callable[[Any], None] | None = None,
    max_steps: int = 5000,
    strict_winners: bool = True,
    full_checks_every: int = 1,
) -> int:
    """Play ``games`` random games, cycling through ``player_counts``.

    ``new_game(players, seed)`` returns a fresh state. At every step the checker asserts:
    - ``legal_moves()`` is not empty while the game runs, and its moves are hashable,
      distinct and printable; ``automatic_move()``, when it names one, is the only one;
    - a move that is not legal (one legal elsewhere in the game) raises ``IllegalMove``
      with a message and leaves ``to_json()`` unchanged;
    - ``from_json(to_json())`` gives the same state and the same legal moves;
    - ``clone()`` is independent of the original;
    - ``public_view()`` offers the same moves and scores, changes nothing, and is the
      same for every ``determinize`` of the state (what is hidden does not show in it);
    - the game ends within ``max_steps``; at the end ``current_seat`` is None, scores are
      ints, ``score_lines()`` add up to them, and the winners hold the top score (all of
      them when ``strict_winners``; a subset when the game has a tie-break).
    Every ``full_checks_every``-th step runs the costlier JSON and clone checks.
    Returns the number of moves played in all games.
    """
    counts = list(player_counts)
    total_moves = 0
    for game_index in range(games):
        players = counts[game_index % len(counts)]
        game_seed = seed * 100_003 + game_index
        rng = random.Random(game_seed)
        state = new_game(players, game_seed)
        cls = type(state)
        assert state.players == players
        seen_moves: list = []
        history: list = []
        steps = 0
        while not state.is_over:
            assert steps < max_steps, f"game {game_seed} did not end within {max_steps} moves"
            seat = state.current_seat
            assert isinstance(seat, int) and 0 <= seat < players
            legal = state.legal_moves()
            assert legal, f"no legal move while the game runs (seed {game_seed}, step {steps})"
            legal_set = set(legal)
            assert len(legal_set) == len(legal), "legal_moves() lists a move twice"
            automatic = state.automatic_move()
            assert automatic is None or legal == [automatic], "an automatic move is not the only legal move"
            if invariant is not None:
                invariant(state)
            full = steps % full_checks_every == 0
            if full:
                _check_round_trip(cls, state, legal)
                _check_illegal(state, legal_set, seen_moves, rng)
            move = rng.choice(legal)
            str(move)
            if full:
                _check_clone_independent(state, move)
                _check_public_view(state, legal, rng)
            if len(seen_moves) < 400:
                seen_moves.append(move)
            else:
                seen_moves[rng.randrange(400)] = move
            state.apply(move)
            history.append(move)
            steps += 1
        total_moves += steps
        if invariant is not None:
            invariant(state)
        _check_end(state, strict_winners)
        _check_round_trip(cls, state, [])
        _check_replay(new_game, players, game_seed, history, state)
        if at_end is not None:
            at_end(state)
    return total_moves


def _check_round_trip(cls, state, legal) -> None:
    text = state.to_json()
    again = cls.from_json(text)
    assert again.to_json() == text, "from_json(to_json()) differs from the state"
    assert again.legal_moves() == legal, "a reloaded state offers other moves"
    assert again.current_seat == state.current_seat
    assert again.scores() == state.scores()


def _check_illegal(state, legal_set, seen_moves, rng) -> None:
    candidates = [m for m in seen_moves if m not in legal_set]
    if not candidates:
        return
    before = state.to_json()
    for move in rng.sample(candidates, min(3, len(candidates))):
        try:
            state.apply(move)
        except IllegalMove as exc:
            assert str(exc).strip(), "IllegalMove without a message"
        else:
            raise AssertionError(f"{move} was accepted but is not in legal_moves()")
        assert state.to_json() == before, f"the refused move {move} changed the state"


def _check_clone_independent(state, move) -> None:
    before = state.to_json()
    twin = state.clone()
    assert twin.to_json() == before
    twin.apply(move)
    assert state.to_json() == before, "playing on a clone changed the original"


def _check_public_view(state, legal, rng) -> None:
    before = state.to_json()
    view = state.public_view()
    assert state.to_json() == before, "public_view() changed the state"
    assert view.legal_moves() == legal and view.scores() == state.scores()
    assert view.current_seat == state.current_seat
    for _ in range(2):
        other = state.determinize(random.Random(rng.getrandbits(32)))
        assert other.public_view().to_json() == view.to_json(), "the public view shows what is hidden"


def _check_end(state, strict_winners: bool) -> None:
    assert state.current_seat is None
    assert state.legal_moves() == []
    scores = state.scores()
    assert len(scores) == state.players
    assert all(isinstance(s, int) and not isinstance(s, bool) for s in scores)
    lines = state.score_lines()
    assert all(isinstance(line, ScoreLine) for line in lines)
    for seat in range(state.players):
        assert sum(l.points for l in lines if l.seat == seat) == scores[seat], (
            f"score lines of seat {seat} do not add up to its score")
    winners = state.winners()
    best = max(scores)
    top = [s for s, v in enumerate(scores) if v == best]
    assert winners, "a finished game has no winner"
    if strict_winners:
        assert sorted(winners) == top
    else:
        assert set(winners) <= set(top)


def _check_replay(new_game, players, game_seed, history, final) -> None:
    replay = new_game(players, game_seed)
    for move in history:
        replay.apply(move)
    assert replay.to_json() == final.to_json(), "the same seed and moves gave another game"
