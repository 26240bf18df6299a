"""Every registered game is complete in every layer (docs/adding-a-game.md): its bot
knowledge (game/bots/GAME.py), a lesson or an explicit "no lesson" (session/games/GAME/),
its table and bench (scenes/GAME/), its rules page, its layout and its art (assets/). A
game that lacks one fails with a sentence naming what is missing and where it goes; a toy
game shows each of those sentences comes when its piece is missing, and only then."""
from __future__ import annotations

import ast
import types
from pathlib import Path

import pytest

from game.bots import knowledge
from scenes import tables
from scenes.ui.layout import Layout, LayoutError
from session import registry
from session.files import paths
from session.lesson_vocabulary import Vocabulary
from session.lesson_files import lesson_path
from session.registry import LESSON_NOT_DECLARED, GameInfo
from tests.games import GAME_IDS

ROOT = Path(__file__).resolve().parent.parent


def art_names(game_id: str, package: Path) -> set[str]:
    """The art the game's table package spells out, ``"GAME/NAME"`` as given to
    ``scenes.ui.assets.svg``, as glob patterns (an f-string's fields are ``*``)."""
    names = set()
    for path in sorted(package.glob("*.py")):
        nodes = list(ast.walk(ast.parse(path.read_text(encoding="utf-8"))))
        parts = {id(part) for node in nodes if isinstance(node, ast.JoinedStr) for part in node.values}
        for node in nodes:
            if id(node) in parts:   # a piece of an f-string, read with it
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                name = node.value
            elif isinstance(node, ast.JoinedStr):
                name = "".join(part.value if isinstance(part, ast.Constant) else "*" for part in node.values)
            else:
                continue
            if name.startswith(f"{game_id}/") and " " not in name:
                names.add(name)
    return names


def missing_pieces(game: GameInfo, table_of: dict[str, type], bench_of: dict[str, str],
                   bots: tuple[types.ModuleType, ...], code: Path = ROOT) -> list[str]:
    """What ``game`` lacks, one sentence a piece, naming where it goes; empty when it
    is complete. ``table_of`` and ``bench_of`` are the tables and benches by game id
    (:mod:`scenes.tables`), ``bots`` the bots' knowledge modules
    (:data:`game.bots.knowledge.KNOWLEDGE`); the files are the app's resources."""
    gid = game.id
    missing = []
    know = next((module for module in bots if getattr(module, "GAME_ID", None) == gid), None)
    if know is None:
        missing.append(f"bot knowledge: no module of game.bots.knowledge.KNOWLEDGE declares GAME_ID = {gid!r} "
                       f"(game/bots/{gid}.py)")
    else:
        lacks = knowledge.missing_declarations(know)
        if lacks:
            missing.append(f"bot knowledge: {know.__name__} does not declare {', '.join(lacks)}")
        elif game.engine is not None and know.STATE_CLASS is not game.state_class():
            missing.append(f"bot knowledge: {know.__name__}.STATE_CLASS is not the game's engine ({game.engine})")
    table = table_of.get(gid)
    if table is None:
        missing.append(f"table: no package of scenes.tables.PACKAGES declares a TABLE whose game_id is {gid!r} "
                       f"(scenes/{gid}/__init__.py)")
    if gid not in bench_of:
        missing.append(f"bench: scenes/{gid}/__init__.py declares no BENCH (the scripted game --bench {gid} plays)")
    else:
        try:
            registry.load(bench_of[gid])
        except (ImportError, AttributeError, ValueError) as exc:
            missing.append(f"bench: its BENCH {bench_of[gid]!r} names nothing ({exc})")
    lesson_file = lesson_path(gid)
    if game.lesson is LESSON_NOT_DECLARED:
        missing.append(f"lesson: its GameInfo (session/games/{gid}/__init__.py) declares neither a lesson "
                       f"(lesson=VOCABULARY) nor that it has none (lesson=None)")
    elif game.lesson is None:
        if lesson_file.is_file():
            missing.append(f"lesson: {lesson_file.name} is in assets/lessons/, but its GameInfo says lesson=None")
    elif not isinstance(game.lesson, Vocabulary) or game.lesson.game_id != gid:
        missing.append(f"lesson: its GameInfo's lesson is not a Vocabulary of {gid!r} ({game.lesson!r})")
    else:
        if not lesson_file.is_file():
            missing.append(f"lesson: it declares a lesson, but assets/lessons/{gid}.json is missing")
        finder = next((cls for cls in table.__mro__ if "target_rect" in vars(cls)), None) if table else None
        if table is not None and (finder is None or finder.__module__.startswith("scenes.table")):
            missing.append(f"lesson: its table {table.__name__} finds no lesson target (its target_rect)")
    if not game.has_rules:
        missing.append(f"rules page: assets/rules/{gid}.md is missing")
    try:
        if "banner" not in Layout(gid).regions:
            missing.append(f"layout: assets/layouts/{gid}.tmx names no 'banner' (the table's banner and buttons)")
    except LayoutError as exc:
        missing.append(f"layout: assets/layouts/{gid}.tmx ({exc})")
    art = paths.resource_path("assets", "art", gid)
    if not any(art.glob("*.svg")):
        missing.append(f"art: assets/art/{gid}/ holds no SVG")
    else:
        art_root = paths.resource_path("assets", "art")
        unfound = sorted(name for name in art_names(gid, code / "scenes" / gid)
                         if not any(art_root.glob(f"{name}.svg")))
        if unfound:
            missing.append(f"art: scenes/{gid}/ asks for {', '.join(unfound)}, not in assets/art/{gid}/")
    return missing


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_registered_game_is_complete(game_id):
    missing = missing_pieces(registry.get(game_id), tables.TABLES, tables.BENCHES, knowledge.KNOWLEDGE)
    assert not missing, f"{game_id} lacks:\n" + "\n".join(missing)


def test_the_three_games_are_registered():
    """The completeness test reads the registry: it must hold the games it has to check."""
    assert {"kaleido", "kerala", "kasane"} <= set(GAME_IDS)


# -- a toy game, called "pretend" (a toy a maintainer adds stays clear of it) -----------------

PRETEND = "pretend"


class PretendState:
    """An engine state (only its class is compared)."""


class PretendTable:
    game_id = PRETEND

    def target_rect(self, target):
        return None


def pretend_bots() -> types.ModuleType:
    module = types.ModuleType("tests.pretend_bots")
    for name in knowledge.DECLARED:
        setattr(module, name, None)
    module.GAME_ID, module.STATE_CLASS = PRETEND, PretendState
    module.SEARCHED = types.SimpleNamespace(**dict.fromkeys(knowledge.SEARCHED_NEEDS))
    return module


def pretend_vocabulary() -> Vocabulary:
    return Vocabulary(PRETEND, (), {}, {}, frozenset(), frozenset(), lambda said: set(), lambda start, colors: {})


#: A layout with a banner (Kasane's) and an empty picture, for the pretend game.
A_LAYOUT = (ROOT / "assets" / "layouts" / "kasane.tmx").read_text(encoding="utf-8")
AN_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'


@pytest.fixture
def pretend_files(tmp_path, monkeypatch):
    """The app's resources in a scratch folder holding everything the toy game needs: its
    lesson, rules page, layout and art (a test takes one away)."""
    assets = tmp_path / "assets"
    for folder in ("lessons", "rules", "layouts", "art/pretend"):
        (assets / folder).mkdir(parents=True)
    (assets / "lessons" / "pretend.json").write_text("{}", encoding="utf-8")
    (assets / "rules" / "pretend.md").write_text("# Pretend\n", encoding="utf-8")
    (assets / "layouts" / "pretend.tmx").write_text(A_LAYOUT, encoding="utf-8")
    (assets / "art" / "pretend" / "square.svg").write_text(AN_SVG, encoding="utf-8")
    monkeypatch.setattr(paths, "resource_root", lambda: tmp_path)
    return assets


def pretend_game(**changes) -> GameInfo:
    fields = {"engine": "tests.test_games_complete:PretendState", "lesson": pretend_vocabulary(), **changes}
    return GameInfo(PRETEND, "Pretend", 2, 2, ("red", "blue"), **fields)


def pretend_missing(game: GameInfo, table_of=None, bench_of=None, bots=None, code: Path = ROOT) -> list[str]:
    """What the toy game lacks, given all but what the arguments take away."""
    return missing_pieces(game, {PRETEND: PretendTable} if table_of is None else table_of,
                          {PRETEND: "tests.test_games_complete:PretendTable"} if bench_of is None else bench_of,
                          (pretend_bots(),) if bots is None else bots, code)


def test_a_pretend_game_with_every_piece_is_complete(pretend_files):
    assert pretend_missing(pretend_game()) == []
    assert pretend_missing(pretend_game(lesson=None)) == [
        "lesson: pretend.json is in assets/lessons/, but its GameInfo says lesson=None"]
    (pretend_files / "lessons" / "pretend.json").unlink()
    assert pretend_missing(pretend_game(lesson=None)) == []


def test_a_bare_pretend_game_is_told_each_piece_it_lacks(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "resource_root", lambda: tmp_path)
    missing = pretend_missing(GameInfo(PRETEND, "Pretend", 2, 2, ("red", "blue")), table_of={}, bench_of={}, bots=())
    assert [sentence.partition(":")[0] for sentence in missing] == [
        "bot knowledge", "table", "bench", "lesson", "rules page", "layout", "art"]
    assert "game/bots/pretend.py" in missing[0] and "scenes/pretend/__init__.py" in missing[1]
    assert "lesson=None" in missing[3] and "assets/rules/pretend.md" in missing[4]
    assert "assets/layouts/pretend.tmx" in missing[5] and "assets/art/pretend/" in missing[6]


def remove(path: str):
    return lambda assets: (assets / path).unlink()


def break_bots(**changes):
    """A toy bot module without the names given as None, with the others given changed."""
    def bots():
        module = pretend_bots()
        for name, value in changes.items():
            if value is None:
                delattr(module, name)
            else:
                setattr(module, name, value)
        return module
    return bots


@pytest.mark.parametrize("take_away, said", [
    ({"bots": ()}, "bot knowledge: no module of game.bots.knowledge.KNOWLEDGE declares GAME_ID = 'pretend'"),
    ({"bots": (break_bots(ITERATIONS=None),)}, "bot knowledge: tests.pretend_bots does not declare ITERATIONS"),
    ({"bots": (break_bots(SEARCHED=types.SimpleNamespace()),)},
     "bot knowledge: tests.pretend_bots does not declare SEARCHED.estimate, SEARCHED.step_values"),
    ({"bots": (break_bots(STATE_CLASS=object),)},
     "bot knowledge: tests.pretend_bots.STATE_CLASS is not the game's engine"),
    ({"table_of": {}}, "table: no package of scenes.tables.PACKAGES declares a TABLE"),
    ({"bench_of": {}}, "bench: scenes/pretend/__init__.py declares no BENCH"),
    ({"bench_of": {PRETEND: "tests.test_games_complete:NoBench"}}, "bench: its BENCH"),
    ({"game": {"lesson": LESSON_NOT_DECLARED}},
     "lesson: its GameInfo (session/games/pretend/__init__.py) declares neither"),
    ({"files": remove("lessons/pretend.json")},
     "lesson: it declares a lesson, but assets/lessons/pretend.json is missing"),
    ({"table_of": {PRETEND: type("NoTargets", (), {"game_id": PRETEND})}},
     "lesson: its table NoTargets finds no lesson target"),
    ({"files": remove("rules/pretend.md")}, "rules page: assets/rules/pretend.md is missing"),
    ({"files": remove("layouts/pretend.tmx")},
     "layout: assets/layouts/pretend.tmx (The layout pretend.tmx could not be read"),
    ({"files": lambda assets: (assets / "layouts" / "pretend.tmx").write_text(
        A_LAYOUT.replace('name="banner"', 'name="top"'), encoding="utf-8")},
     "layout: assets/layouts/pretend.tmx names no 'banner'"),
    ({"files": remove("art/pretend/square.svg")}, "art: assets/art/pretend/ holds no SVG"),
])
def test_each_missing_piece_of_a_pretend_game_is_named(pretend_files, take_away, said):
    if "files" in take_away:
        take_away["files"](pretend_files)
    bots = take_away.get("bots")
    if bots:
        bots = tuple(make() for make in bots)
    missing = pretend_missing(pretend_game(**take_away.get("game", {})), take_away.get("table_of"),
                              take_away.get("bench_of"), bots)
    assert len(missing) == 1 and missing[0].startswith(said), missing


def test_art_the_table_asks_for_is_found_in_its_folder(pretend_files, tmp_path):
    code = tmp_path / "code"
    package = code / "scenes" / "pretend"
    package.mkdir(parents=True)
    (package / "art.py").write_text('def art(color):\n    return svg(f"pretend/square{color}"), svg("pretend/round")\n',
                                    encoding="utf-8")
    assert art_names(PRETEND, package) == {"pretend/square*", "pretend/round"}
    assert pretend_missing(pretend_game(), code=code) == [
        "art: scenes/pretend/ asks for pretend/round, not in assets/art/pretend/"]
    (pretend_files / "art" / "pretend" / "round.svg").write_text(AN_SVG, encoding="utf-8")
    assert pretend_missing(pretend_game(), code=code) == []
