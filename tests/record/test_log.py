"""Move log lines: each names the player, what they did, and the points it made."""
import random
import re

from game.kaleido import KaleidoState
from game.kaleido.moves import PlaceBoard, PlaceTile
from game.kaleido.narration import award_text, board_number, describe as kaleido_line
from game.kasane import KasaneState
from game.kasane.data import KAKEMONO
from game.kasane.moves import Combine, EndTurn, Take as KasaneTake
from game.kasane.narration import describe as kasane_line
from game.kerala import KeralaState
from game.kerala.narration import describe as kerala_line, tile_phrase
from game.kerala.moves import MoveElephant, MoveTile, Pass, SkipSpecial, Take
from game.kerala.tiles import Tile
from game.narration import signed

NAMES = ["Ana", "Ben", "Chloe"]


def play(state, describe, rng):
    """Yield (before, move, after, lines) for a whole random game."""
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        before = state.clone()
        state.apply(move)
        yield before, move, state, describe(before, move, state, NAMES)


def test_signed_points():
    assert [signed(n) for n in (2, -1, 0)] == ["+2", "-1", "+0"]


def test_kerala_tile_phrases():
    assert tile_phrase(Tile("blue", 2)) == "the blue 2-elephant tile"
    assert tile_phrase(Tile("green", 0)) == "a plain green tile"
    assert tile_phrase(Tile("green", 1, "arch", "red")) == "the green tile with a red arch"
    assert tile_phrase(Tile("black", 0, "move_tile")) == "the black move-tile tile"


def test_kerala_lines_name_the_tile_the_points_and_the_new_round():
    rounds = takes = passes = built_over = specials = 0
    for before, move, after, lines in play(KeralaState.new(3, seed=3), kerala_line, random.Random(3)):
        seat = before.current_seat
        points = signed(after.scores()[seat] - before.scores()[seat])
        if isinstance(move, Take):
            takes += 1
            under = len(before.stacks(seat).get(move.cell, ()))
            where = f"on a stack, now {under + 1} high" if under else "beside an elephant"
            assert len(after.stacks(seat)[move.cell]) == under + 1  # what the line says happened
            built_over += bool(under)
            assert lines[0] == (f"{NAMES[seat]} took {tile_phrase(before.offer[move.offer_index])} "
                                f"and built it {where}: {points}")
        if isinstance(move, Pass):
            passes += 1
            left = after.passes_left(seat)
            assert lines[0] == (f"{NAMES[seat]} passed and laid an elephant down "
                                f"({left} pass{'es' if left != 1 else ''} left): {points}")
        if isinstance(move, MoveTile):
            specials += 1
            height = len(before.stacks(seat)[move.source])
            assert after.stacks(seat)[move.target] == before.stacks(seat)[move.source]
            what = f"a stack of {height} tiles" if height > 1 else "a tile"
            assert lines[0] == f"{NAMES[seat]} moved {what} to another cell next to an elephant: {points}"
        if isinstance(move, MoveElephant):
            specials += 1
            assert move.cell in after.elephants(seat) and move.cell in before.stacks(seat)
            assert lines[0] == f"{NAMES[seat]} moved an elephant to another tile: {points}"
        if isinstance(move, SkipSpecial):
            specials += 1
            kind = {"move_elephant": "move-elephant", "move_tile": "move-tile"}[before.pending_special]
            assert lines[0] == f"{NAMES[seat]} did not use the {kind} tile"
        if after.is_over:
            assert lines[-1].startswith("The game is over: Ana ")
        elif after.bag_size != before.bag_size:
            rounds += 1
            assert re.fullmatch(r"A new round: \w+ drew 3 tiles from the bag \(\d+ left\)\.", lines[1])
        else:
            assert len(lines) == 1
    assert takes > 20 and passes and rounds > 5 and built_over and specials


def test_kasane_lines_name_the_cards_the_style_and_the_points():
    """A combination's line gives its slot's points, and the bonuses the move changed
    apart (never "as Setsu getsu fuka: +8" where the slot pays 5)."""
    combines = rounds = bonuses = accessories = 0
    for before, move, after, lines in play(KasaneState.new(3, seed=8), kasane_line, random.Random(8)):
        seat = before.current_seat
        gained = after.scores()[seat] - before.scores()[seat]
        if isinstance(move, Combine):
            combines += 1
            values = "-".join(str(c.value) for c in before.combination_cards(move.length, move.reuse_last))
            slot = KAKEMONO[move.style][move.size]
            found = re.fullmatch(rf"{NAMES[seat]} combined {values} as [A-Z][a-z ]+: (\d+) points?"
                                 rf"(?:; ((?:[a-z ]+ [+-]\d+(?:, )?)+))?", lines[0])
            assert found and int(found[1]) == slot, lines[0]
            extra = sum(int(part.rsplit(" ", 1)[1]) for part in found[2].split(", ")) if found[2] else 0
            assert slot + extra == gained, lines[0]   # the slot and the bonuses: the whole gain, each apart
            bonuses += bool(found[2])
        if isinstance(move, KasaneTake) and before.market[move.row][-1].is_accessory:
            accessories += 1
            assert lines[0].startswith(f"{NAMES[seat]} took an accessory from row {move.row + 1}: accessories +1")
        if isinstance(move, EndTurn):
            assert lines[0] == f"{NAMES[seat]} kept the card in hand without combining"
        if not after.is_over and after.round != before.round:
            rounds += 1
            assert lines[1].startswith(f"Round {before.round} is over. Round {after.round}: a new market is dealt")
    assert combines and rounds and bonuses and accessories


def test_kaleido_lines_number_the_boards_and_give_every_award():
    assert award_text({"red": 6, "blue": 2, "yellow": 0}) == "red +6, blue +2"
    assert award_text({"red": 0}) == "no points"
    state = KaleidoState.new(3, seed=3)
    assert [board_number(state, pos) for pos in state.boards] == [1, 2]
    awards = boards_added = 0
    for before, move, after, lines in play(state, kaleido_line, random.Random(3)):
        who = NAMES[before.current_seat]
        if isinstance(move, PlaceTile):
            assert lines[0] == f"{who} placed a {before.current_color} tile on board {board_number(after, move.board)}"
        if isinstance(move, PlaceBoard):
            boards_added += 1
            assert lines[0] == f"{who} added board {len(after.boards)} to the table"
        new_awards = after.awards[len(before.awards):]
        awards += len(new_awards)
        scoring = [line for line in lines if "filled board" in line or "The corner" in line]
        assert len(scoring) == len(new_awards)
    assert awards > 3 and boards_added
    assert lines[-1].startswith("The game is over")
