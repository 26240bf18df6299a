"""What a lesson panel's words speak of on the table, read by the test from the words and
the engine's state, not from the targets the lesson names: the panel must keep clear of
it (issue 47). A Kerala panel that counts a seat's grounds speaks of every one of its
tiles, and "your green 3", "your purple tiles", "the start tile", "your elephants" name the
tiles of the learner's; a Kasane panel that names a style speaks of its row on the
kakemono (its name, its rule and its slots), and one that names a row of the market ("the
third row") of the cards in it."""
from __future__ import annotations

import re
import string

from game.kasane.data import STYLE_NAMES
from session.lesson_vocabulary import Target
from session.lessons import COACH, END, INTRO

#: Kerala's facts that count a seat's whole grounds (every tile on it).
COUNTING = {"grounds", "total", "gain", "symbols", "missing", "removed", "final"}
COLOURS = "blue|green|red|black|purple"


def template(lesson, panel) -> str:
    """The text of ``panel`` as the lesson file writes it (its facts unfilled)."""
    if panel == INTRO:
        return lesson.intro
    if panel == END:
        return lesson.end
    step = lesson.steps[panel[0] - 1]
    return step.coach if panel[1] == COACH else step.explain[panel[1]].text


def _facts(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def kerala_tiles(table, panel, text: str) -> list[tuple[str, object]]:
    """(what, rectangle) of each tile the Kerala panel's words count or name."""
    lesson = table.lesson.lesson
    state = table.state
    learner = lesson.learner
    counted = _facts(template(lesson, panel)) & COUNTING
    seats = range(state.players) if "final" in counted else [learner] if counted else []
    wanted = {(seat, cell) for seat in seats for cell in state.stacks(seat)}
    words = text.lower()
    tops = {cell: stack[-1] for cell, stack in state.stacks(learner).items()}
    for colour, number in re.findall(rf"\byour ({COLOURS}) (\d)\b", words):
        wanted |= {(learner, c) for c, tile in tops.items() if str(tile) == f"{colour} {number}"}
    for colour in re.findall(rf"\byour ({COLOURS}) tiles?\b", words):
        wanted |= {(learner, c) for c, tile in tops.items() if tile.color == colour}
    if "start tile" in words:
        wanted |= {(learner, c) for c, tile in tops.items() if tile.kind == "start"}
    if "arch tile" in words:
        wanted |= {(learner, c) for c, tile in tops.items() if tile.is_arch}
    if re.search(r"\byour elephants\b", words):  # "your elephant" is one of them, said by its tile
        wanted |= {(learner, tuple(c)) for c in state.elephants(learner)}
    found = []
    for seat, cell in sorted(wanted):
        rect = table.target_rect(Target("cell", (("seat", seat), ("cell", cell))))
        if rect is not None:
            found.append((f"{lesson.names[seat]}'s tile at {cell}", rect))
    return found


#: The market's rows as a Kasane lesson says them.
MARKET_ROWS = {"top": 0, "first": 0, "second": 1, "third": 2, "fourth": 3, "bottom": -1}


def kasane_rows(table, panel, text: str) -> list[tuple[str, object]]:
    """(what, rectangle) of each row the Kasane panel's words name: a style's row on the
    kakemono, a row of the market (its cards)."""
    words = text.replace("Colors of Kasane", "")
    places, market = table.places, table.state.market
    found = [(f"the {name} row", places.style_rows[style]) for style, name in STYLE_NAMES.items()
             if re.search(rf"\b{re.escape(name)}\b", words)]
    for said in re.findall(rf"\b({'|'.join(MARKET_ROWS)}) row\b", words):
        row = MARKET_ROWS[said] % len(market)
        cards = [places.market_card(row, i) for i in range(len(market[row]))]
        if cards:
            found.append((f"the market's {said} row", cards[0].unionall(cards[1:])))
    return found


#: game -> what a panel's words speak of: ``(table, panel, filled text) -> [(what, rectangle)]``.
SPOKEN_OF = {"kerala": kerala_tiles, "kasane": kasane_rows}
