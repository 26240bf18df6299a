"""The three layers keep their arrows pointing down (DESIGN.md, Layout): a walk of the
import graph (every import statement, at the top of a module or inside a function)
fails on an arrow that points up or sideways.

- ``game`` imports nothing outside ``game`` but the standard library;
- ``session`` imports neither pygame nor ``scenes``;
- ``scenes.ui`` imports nothing of ``scenes`` outside ``scenes.ui``;
- pages and tables reach each other only through ``scenes.navigation``, which imports
  no page and no table (the app hands them to it); a page imports no table and no other
  page (only the page base, ``scenes.pages.page``), a table no page, a game's table
  package no other game's; the lists of pages and tables (``scenes.all_pages``,
  ``scenes.tables``) are the shell's;
- nothing in the app imports ``scenes.devtools`` (only ``main.py`` and the tests do);
- no module of the three layers imports one of the project's modules inside a function;
- the imports at the top of the modules run in no circle, so that any module can be
  imported first and none leans on the order of the imports.
"""
from __future__ import annotations

import ast
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
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
                # "from scenes import navigation" names the module scenes.navigation;
                # "from scenes.kerala import KeralaTable" takes a name of scenes.kerala
                named = [f"{base}.{alias.name}" for alias in child.names]
                modules = [candidate for candidate in named if is_module(candidate)]
                if len(modules) < len(named):
                    found.append(Import(name, base, child.lineno, in_function))
                found.extend(Import(name, module, child.lineno, in_function) for module in modules)
            visit(child, inside)

    visit(tree, False)
    return found


def is_module(name: str) -> bool:
    """Whether ``name`` is one of the project's modules or packages."""
    path = ROOT / Path(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def project_modules(top: str) -> list[Path]:
    return sorted((ROOT / top).rglob("*.py"))


@cache
def all_imports() -> tuple[Import, ...]:
    """Every import of the three layers (read once: several tests walk them)."""
    return tuple(imp for top in LAYERS for path in project_modules(top) for imp in imports_of(path))


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def top_level(module: str) -> str:
    return module.split(".")[0]


def is_table(module: str) -> bool:
    return within(module, "scenes.table") or any(within(module, f"scenes.{game}") for game in GAMES)


def is_page(module: str) -> bool:
    return within(module, "scenes.pages")


SHELL_LISTS = ("scenes.all_pages", "scenes.tables")
"""What makes each page and each game's table: the app imports them and hands them to
navigation."""


def broken_rules(imports: Iterable[Import]) -> list[str]:
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
        if who == "scenes.navigation" and (is_page(what) or is_table(what)):
            problems.append(f"{imp}: navigation imports no page and no table: the app hands them to it")
        if is_page(who) and is_table(what):
            problems.append(f"{imp}: a page reaches a table only through scenes.navigation")
        if is_page(who) and is_page(what) and what != "scenes.pages.page":
            problems.append(f"{imp}: a page opens another page only through scenes.navigation")
        if is_table(who) and is_page(what):
            problems.append(f"{imp}: a table reaches a page only through scenes.navigation")
        for game in GAMES:
            if within(who, f"scenes.{game}") and is_table(what) and not within(what, "scenes.table") \
                    and not within(what, f"scenes.{game}"):
                problems.append(f"{imp}: a game's table never imports another game's")
        if any(within(what, listed) for listed in SHELL_LISTS) \
                and not (who == "scenes.app" or within(who, "scenes.devtools")):
            problems.append(f"{imp}: the lists of pages and tables are the shell's (scenes.app)")
        if within(what, "scenes.devtools") and not within(who, "scenes.devtools"):
            problems.append(f"{imp}: nothing in the app imports scenes.devtools")
        if imp.in_function and top_level(what) in LAYERS:
            problems.append(f"{imp}: modules import each other at the top, never inside a function")
    return problems


def import_circle(imports: Iterable[Import]) -> list[str]:
    """A circle of modules that import each other at the top (each importing the next,
    the last the first), the first module repeated at the end; [] when there is none.
    An import inside a function runs later and is no part of it."""
    modules = {imp.importer for imp in imports}
    arrows: dict[str, list[str]] = {module: [] for module in modules}
    for imp in imports:
        if not imp.in_function and imp.imported in modules and imp.imported != imp.importer:
            arrows[imp.importer].append(imp.imported)
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> list[str]:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return []
        for imported in sorted(arrows[module]):
            circle = walk(imported, path + [module])
            if circle:
                return circle
        done.add(module)
        return []

    for module in sorted(modules):
        circle = walk(module, [])
        if circle:
            return circle
    return []


def test_the_arrows_point_down():
    problems = broken_rules(all_imports())
    assert problems == [], "\n".join(problems)


def test_the_imports_run_in_no_circle():
    """Whichever module a program (or a test) imports first, no import meets a module
    still being imported; an import under ``if TYPE_CHECKING:`` counts (it is still an
    arrow a reader follows back)."""
    circle = import_circle(all_imports())
    assert circle == [], "these modules import each other in a circle: " + " -> ".join(circle)


def test_a_circle_is_named():
    imports = [Import("scenes.navigation", "scenes.pages.menu", 1, False),
               Import("scenes.pages.menu", "scenes.ui.widgets", 1, False),
               Import("scenes.pages.menu", "scenes.navigation", 2, False),
               Import("scenes.ui.widgets", "pygame", 1, False)]
    assert import_circle(imports) == ["scenes.navigation", "scenes.pages.menu", "scenes.navigation"]
    inside_a_function = [imp if imp.importer == "scenes.navigation" else
                         Import(imp.importer, imp.imported, imp.line, True) for imp in imports]
    assert import_circle(inside_a_function) == []


def test_a_module_taken_from_a_package_is_an_arrow_to_that_module():
    """``from scenes import navigation`` is an arrow to scenes.navigation; a name taken
    from a package (``from scenes.kerala import KeralaTable``) is one to the package."""
    tables = {imp.imported for imp in imports_of(ROOT / "scenes" / "tables.py")}
    assert "scenes.kerala" in tables
    menu = {imp.imported for imp in imports_of(ROOT / "scenes" / "pages" / "menu.py")}
    assert "scenes.navigation" in menu and "scenes" not in menu


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
    ("scenes.pages.menu", "scenes.pages", False, "a page opens another page only"),
    ("scenes.navigation", "scenes.pages.menu", False, "navigation imports no page and no table"),
    ("scenes.navigation", "scenes.table.lesson", False, "navigation imports no page and no table"),
    ("scenes.navigation", "scenes.kerala", False, "navigation imports no page and no table"),
    ("scenes.table.base", "scenes.pages.menu", False, "a table reaches a page only"),
    ("scenes.kerala.scene", "scenes.kaleido.art", False, "another game's"),
    ("scenes.pages.setup", "scenes.tables", False, "the lists of pages and tables are the shell's"),
    ("scenes.navigation", "scenes.all_pages", False, "the lists of pages and tables are the shell's"),
    ("scenes.table.base", "scenes.all_pages", False, "the lists of pages and tables are the shell's"),
    ("scenes.table.base", "scenes.devtools.bench", False, "nothing in the app imports scenes.devtools"),
    ("scenes.pages.menu", "session.files.saves", True, "never inside a function"),
])
def test_each_rule_catches_its_arrow(importer, imported, in_function, rule):
    problems = broken_rules([Import(importer, imported, 1, in_function)])
    assert len(problems) >= 1 and any(rule in p for p in problems), problems


def test_allowed_arrows_pass():
    allowed = [("scenes.pages.menu", "scenes.navigation"), ("scenes.kerala.scene", "scenes.table.base"),
               ("scenes.kerala.scene", "scenes.navigation"), ("scenes.pages.setup", "scenes.pages.page"),
               ("scenes.app", "scenes.tables"), ("scenes.app", "scenes.all_pages"),
               ("scenes.all_pages", "scenes.pages.menu"), ("scenes.navigation", "scenes.manager"),
               ("session.files.saves", "game.record"),
               ("scenes.ui.theme", "session.files.paths"), ("game.kerala.state", "collections")]
    assert broken_rules([Import(a, b, 1, False) for a, b in allowed]) == []
