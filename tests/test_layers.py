"""The three layers keep their arrows pointing down (DESIGN.md, Layout): a walk of the
import graph (every import statement, at the top of a module or inside a function)
fails on an arrow that points up or sideways.

- ``game`` imports nothing outside ``game`` but the standard library;
- ``session`` imports neither pygame nor ``scenes``;
- ``scenes.ui`` imports nothing of ``scenes`` outside ``scenes.ui``;
- pages and tables reach each other only through ``scenes.navigation``: a page imports
  no table and no other page (the page base aside), a table no page, a game's table
  package no other game's; the list of tables (``scenes.tables``) is the shell's;
- nothing in the app imports ``scenes.devtools`` (only ``main.py`` and the tests do);
- no module of the three layers imports one of the project's modules inside a function.
"""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.games import GAME_IDS

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("game", "session", "scenes")
#: The games whose table packages (scenes/GAME/) keep to themselves.
GAMES = GAME_IDS


@dataclass(frozen=True)
class Import:
    importer: str  # the importing module, e.g. "scenes.pages.menu"
    imported: str  # the module named, e.g. "scenes.navigation"
    line: int
    in_function: bool

    def __str__(self) -> str:
        where = "inside a function" if self.in_function else "at the top"
        return f"{self.importer} imports {self.imported} (line {self.line}, {where})"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[Import]:
    """Every import in the module at ``path``, with the module names resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[Import] = []

    def visit(node, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                found.extend(Import(name, alias.name, child.lineno, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                found.append(Import(name, base, child.lineno, in_function))
                # "from scenes import navigation" names the module scenes.navigation
                for alias in child.names:
                    candidate = f"{base}.{alias.name}"
                    if (ROOT / Path(*candidate.split("."))).with_suffix(".py").is_file() or \
                            (ROOT / Path(*candidate.split(".")) / "__init__.py").is_file():
                        found.append(Import(name, candidate, child.lineno, in_function))
            visit(child, inside)

    visit(tree, False)
    return found


def project_modules(top: str) -> list[Path]:
    return sorted((ROOT / top).rglob("*.py"))


def all_imports() -> list[Import]:
    return [imp for top in LAYERS for path in project_modules(top) for imp in imports_of(path)]


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def top_level(module: str) -> str:
    return module.split(".")[0]


def is_table(module: str) -> bool:
    return within(module, "scenes.table") or any(within(module, f"scenes.{game}") for game in GAMES)


def is_page(module: str) -> bool:
    return within(module, "scenes.pages")


def broken_rules(imports: list[Import]) -> list[str]:
    """Each import that breaks a rule of the layers, said with the rule."""
    problems = []
    for imp in imports:
        who, what = imp.importer, imp.imported
        if within(who, "game") and top_level(what) not in ("game", "__future__") \
                and top_level(what) not in sys.stdlib_module_names:
            problems.append(f"{imp}: game/ imports only game/ and the standard library")
        if within(who, "session") and (top_level(what) == "pygame" or within(what, "scenes")):
            problems.append(f"{imp}: session/ never imports pygame or scenes/")
        if within(who, "scenes.ui") and within(what, "scenes") and not within(what, "scenes.ui"):
            problems.append(f"{imp}: scenes/ui/ imports nothing of scenes/ outside scenes/ui/")
        if is_page(who) and (is_table(what) or within(what, "scenes.tables")):
            problems.append(f"{imp}: a page reaches a table only through scenes.navigation")
        if is_page(who) and is_page(what) and what not in ("scenes.pages", "scenes.pages.page") \
                and not within(who, what):
            problems.append(f"{imp}: a page opens another page only through scenes.navigation")
        if is_table(who) and is_page(what):
            problems.append(f"{imp}: a table reaches a page only through scenes.navigation")
        for game in GAMES:
            if within(who, f"scenes.{game}") and is_table(what) and not within(what, "scenes.table") \
                    and not within(what, f"scenes.{game}"):
                problems.append(f"{imp}: a game's table never imports another game's")
        if within(what, "scenes.tables") and not (who == "scenes.app" or within(who, "scenes.devtools")):
            problems.append(f"{imp}: the list of tables is the shell's (scenes.app)")
        if within(what, "scenes.devtools") and not within(who, "scenes.devtools"):
            problems.append(f"{imp}: nothing in the app imports scenes.devtools")
        if imp.in_function and top_level(what) in LAYERS:
            problems.append(f"{imp}: modules import each other at the top, never inside a function")
    return problems


def test_the_arrows_point_down():
    problems = broken_rules(all_imports())
    assert problems == [], "\n".join(problems)


def test_every_layer_is_walked():
    imports = all_imports()
    importers = {imp.importer for imp in imports}
    for module in ("game.record", "session.registry", "session.files.saves", "scenes.navigation",
                   "scenes.pages.menu", "scenes.table.base", "scenes.kerala.scene", "scenes.ui.widgets",
                   "scenes.devtools.smoke"):
        assert module in importers
    assert Import("scenes.pages.menu", "scenes.navigation", 0, False).imported in \
        {imp.imported for imp in imports if imp.importer == "scenes.pages.menu"}


@pytest.mark.parametrize("importer, imported, in_function, rule", [
    ("game.kerala.state", "session.registry", False, "game/ imports only game/"),
    ("game.kerala.state", "pygame", False, "game/ imports only game/"),
    ("session.files.saves", "pygame", False, "session/ never imports pygame"),
    ("session.registry", "scenes.navigation", False, "session/ never imports pygame or scenes/"),
    ("scenes.ui.widgets", "scenes.table.base", False, "scenes/ui/ imports nothing"),
    ("scenes.pages.menu", "scenes.kerala", False, "a page reaches a table only"),
    ("scenes.pages.menu", "scenes.pages.results", False, "a page opens another page only"),
    ("scenes.table.base", "scenes.pages.menu", False, "a table reaches a page only"),
    ("scenes.kerala.scene", "scenes.kaleido.art", False, "another game's"),
    ("scenes.pages.setup", "scenes.tables", False, "the list of tables is the shell's"),
    ("scenes.table.base", "scenes.devtools.bench", False, "nothing in the app imports scenes.devtools"),
    ("scenes.pages.menu", "session.files.saves", True, "never inside a function"),
])
def test_each_rule_catches_its_arrow(importer, imported, in_function, rule):
    problems = broken_rules([Import(importer, imported, 1, in_function)])
    assert len(problems) >= 1 and any(rule in p for p in problems), problems


def test_allowed_arrows_pass():
    allowed = [("scenes.pages.menu", "scenes.navigation"), ("scenes.kerala.scene", "scenes.table.base"),
               ("scenes.kerala.scene", "scenes.navigation"), ("scenes.pages.setup", "scenes.pages.page"),
               ("scenes.app", "scenes.tables"), ("session.files.saves", "game.record"),
               ("scenes.ui.theme", "session.files.paths"), ("game.kerala.state", "collections")]
    assert broken_rules([Import(a, b, 1, False) for a, b in allowed]) == []


def test_every_module_can_be_imported_first():
    """Pages and tables reach each other through navigation at call time, so whichever
    module a program (or a test) imports first, the imports resolve."""
    modules = [module_name(path) for top in LAYERS for path in project_modules(top)]
    script = (
        "import importlib, sys\n"
        f"modules = {modules!r}\n"
        "failed = []\n"
        "for name in modules:\n"
        "    for loaded in [m for m in sys.modules if m.split('.')[0] in ('game', 'session', 'scenes')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as exc:\n"
        "        failed.append(f'{name}: {type(exc).__name__}: {exc}')\n"
        "print('\\n'.join(failed))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=540)  # a guard against a hang only: it took 178 s on a busy machine
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
