"""Every table in the tests' pseudo-language (tests/pseudo_language.py): a word drawn
without its brackets came from no catalog, and the table fails, naming it. The seats'
names are data (Cyrillic and Greek: no plain letter in them); so are numbers.

Every text drawn lies whole in the room it had, and each button's label fits it
(tests/text_fit.py). The moments, for each table at 1024x640, 1280x720 and 1920x1080: the game's start; a
game well on, with the Log open, each button's words under the pointer (what it does,
or why it is off) and a past moment looked back at; the hint shown; the move taken back
and played again; and the last move, with the end said. Every text reaches the screen
through scenes/ui/theme.py (rendered or text_image), which the check hears: a font's own
``render`` elsewhere in scenes/ would draw words the check never sees, and fails here too.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game import words
from game.record import GameRecord
from scenes import tables
from scenes.ui import theme
from session import registry
from session.seats import GameSetup, SeatSetup
from tests import pseudo_language
from tests.events import move
from tests.table_checks import run_until, step
from tests.text_fit import Looker, buttons_cut, cut_texts, texts_placed

ROOT = Path(__file__).resolve().parent.parent
SIZES = ((1024, 640), (1280, 720), (1920, 1080))
#: Seats named in Cyrillic and Greek, as players may: data, and no plain letter in them.
NAMES = ("Аша", "Рави", "Ελένη")
SEED = 11


def setup_of(game_id: str) -> GameSetup:
    colors = registry.get(game_id).default_colors(len(NAMES))
    return GameSetup(game_id, tuple(SeatSetup(name, color) for name, color in zip(NAMES, colors)))


def moves_of_a_game(game_id: str) -> list:
    """The moves of a whole seeded game, each a random legal one."""
    setup = setup_of(game_id)
    game = registry.get(game_id)
    record = GameRecord.new(game.state_class(), setup.humans, **game.new_args(setup, SEED))
    rng = random.Random(SEED)
    while not record.state.is_over:
        record.play(rng.choice(record.state.legal_moves()))
    return [entry.move for entry in record.entries]


def table_at(app, game_id: str, moves: list):
    """The table of a game of three people with ``moves`` played, drawn once."""
    setup = setup_of(game_id)
    game = registry.get(game_id)
    record = GameRecord.new(game.state_class(), setup.humans, **game.new_args(setup, SEED))
    for played in moves:
        record.play(played)
    table = tables.TABLES[game_id](app, setup, seed=SEED, record=record)
    app.manager.reset(table)
    step(app)
    app.manager.draw(app.surface)
    return table


def a_game_at_every_moment(app, table_class, looker: Looker) -> None:
    game_id = table_class.game_id
    moves = moves_of_a_game(game_id)
    table = table_at(app, game_id, [])
    looker.every_button_under_the_pointer(table)

    table = table_at(app, game_id, moves[:len(moves) // 2])
    table.history.toggle_log()
    step(app)
    looker.every_button_under_the_pointer(table)
    table.ask_hint()
    run_until(app, lambda: table.hint.shown is not None, "the hint shown")
    looker.look(table)
    table.play(table.hint.shown.move)
    run_until(app, lambda: table.calm, "the hinted move landed")
    table.history.undo()
    step(app)
    looker.every_button_under_the_pointer(table)
    table.history.redo()
    run_until(app, lambda: table.calm, "the move played again")
    table.history.show_moment(len(moves) // 4)
    step(app)
    looker.every_button_under_the_pointer(table)

    table = table_at(app, game_id, moves[:-1])
    table.play(moves[-1])
    run_until(app, lambda: table.finished and not table.animator.active, "the end said")
    looker.every_button_under_the_pointer(table)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: "x".join(map(str, size)))
@pytest.mark.parametrize("table_class", list(tables.TABLES.values()), ids=lambda table: table.game_id)
def test_every_word_of_the_table_comes_from_a_catalog_and_fits(app, monkeypatch, pseudo, table_class, size):
    app.set_window(size=size)
    with theme.texts_drawn() as drawn, texts_placed(monkeypatch) as placed:
        looker = Looker(app, placed)
        a_game_at_every_moment(app, table_class, looker)
    assert any(text.startswith("[") for text in drawn)
    faults = pseudo_language.uncatalogued(drawn, NAMES)
    assert not faults, f"drawn at the {table_class.game_id} table without a catalog: {faults}"
    cut = cut_texts(looker.looked_at)
    assert not cut, f"cut at the {table_class.game_id} table: {cut}"
    assert not buttons_cut(looker.buttons), f"a button's label cut at the {table_class.game_id} table: {buttons_cut(looker.buttons)}"
    assert not looker.overlaps, f"texts overlapping at the {table_class.game_id} table: {looker.overlaps}"


def is_a_font_render(node: ast.AST) -> bool:
    """Whether ``node`` is a call ``x.render(text, True or False, ...)``: a pygame font's."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "render"
            and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, bool))


def fonts_rendering_outside_the_theme(top: Path) -> list[str]:
    """Where a font's own ``render`` is called under ``top``, outside scenes/ui/theme.py."""
    found = []
    for path in sorted(top.rglob("*.py")):
        if path.parts[-2:] == ("ui", "theme.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if is_a_font_render(node):
                found.append(f"{path.relative_to(top)}:{node.lineno}")
    return found


def test_every_text_reaches_the_screen_through_the_theme():
    found = fonts_rendering_outside_the_theme(ROOT / "scenes")
    assert not found, f"text drawn with a font's own render, unheard by the checks: {found}"


def test_a_font_s_own_render_is_found_and_other_renders_are_not(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "chip.py").write_text("def f(small, art):\n    small.render('Emperor', True, 0)\n"
                                      "    art.render((3, 4), 'tile')\n")
    (tmp_path / "ui" / "theme.py").write_text("def g(font):\n    return font.render('x', True, 0)\n")
    assert fonts_rendering_outside_the_theme(tmp_path) == ["chip.py:2"]
