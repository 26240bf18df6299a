"""How much of a table a reader must hold in mind: for each table, the distinct ``self.``
names over the classes it is made of (its own and its bases in ``scenes/``), and the
longest chains of calls an event takes from the scene manager to the table's own
package (to its handler, and to the deepest call in it), traced while a pointer moves,
presses and lets go over the table.

    python tools/table_shape.py

Runs headless (SDL's dummy driver) on the tree it stands in. An old commit's figures come
from a checkout of it (``git worktree add /tmp/old COMMIT``) with the script copied there
and its imports pointed at where that tree kept the registry, settings and seats.
"""
from __future__ import annotations

import ast
import importlib
import inspect
import os
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["TESSERA_HOME"] = tempfile.mkdtemp(prefix="tessera-shape-")

import pygame  # noqa: E402

from scenes.app import App  # noqa: E402
from session import registry  # noqa: E402
from session.files import settings as settings_store  # noqa: E402
from session.seats import GameSetup, SeatSetup  # noqa: E402

TABLES = {"kerala": ("scenes.kerala", "KeralaTable"), "kaleido": ("scenes.kaleido", "KaleidoTable"),
          "kasane": ("scenes.kasane", "KasaneTable")}


def own_classes(table_class: type) -> list[type]:
    """The table's class and its bases written in ``scenes/`` (not pygame's or object)."""
    return [cls for cls in table_class.__mro__ if cls.__module__.startswith("scenes")]


def self_names(cls: type) -> set[str]:
    """Every ``self.NAME`` read or written in the class's own body."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    return {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self"}


def longest_chains(app, scene, package: str) -> tuple[int, int]:
    """Over a pointer's move, press and release at points across the window, the most
    calls between the manager's ``dispatch`` and a table's handler (a call into
    ``package``, the table's own modules, from outside it), and between ``dispatch`` and
    any call in the package (the handler's own calls included)."""
    longest = deepest = 0
    stack: list[tuple[int, bool]] = []  # (calls since dispatch, inside the package) per frame

    def profile(frame, event, arg):
        nonlocal longest, deepest
        if event == "call":
            module = frame.f_globals.get("__name__", "")
            if frame.f_code.co_name == "dispatch" and module == "scenes.manager" and not stack:
                stack.append((0, False))
                return
            if stack:
                depth, inside = stack[-1]
                entering = module.startswith(package) and not inside
                if entering:
                    longest = max(longest, depth + 1)
                if module.startswith(package):
                    deepest = max(deepest, depth + 1)
                stack.append((depth + 1, inside or entering))
        elif event == "return" and stack:
            stack.pop()

    width, height = app.surface.get_size()
    points = [(width * x // 10, height * y // 10) for x in range(1, 10, 2) for y in range(2, 9, 3)]
    sys.setprofile(profile)
    try:
        for pos in points:
            for etype in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                fields = {"pos": pos}
                if etype == pygame.MOUSEMOTION:
                    fields.update(rel=(1, 1), buttons=(0, 0, 0))
                else:
                    fields.update(button=1)
                stack.clear()
                app.manager.dispatch(pygame.event.Event(etype, **fields))
                stack.clear()
            app.manager.reset(scene)  # whatever a click opened, the table is back on top
    finally:
        sys.setprofile(None)
    return longest, deepest


def main() -> None:
    app = App(settings_store.load(), size=(1280, 720))
    print(f"{'table':8} {'classes':>7} {'self. names':>11} {'calls to the handler':>20} {'deepest':>7}")
    for game_id, (module, name) in TABLES.items():
        table_class = getattr(importlib.import_module(module), name)
        classes = own_classes(table_class)
        names = set().union(*(self_names(cls) for cls in classes))
        colors = registry.get(game_id).default_colors(2)
        scene = table_class(app, GameSetup(game_id, (SeatSetup("Ann", colors[0]), SeatSetup("Bea", colors[1]))),
                            seed=3)
        app.manager.reset(scene)
        app.manager.draw(app.surface)
        chain, deepest = longest_chains(app, scene, module)
        print(f"{game_id:8} {len(classes):7} {len(names):11} {chain:20} {deepest:7}"
              f"   ({', '.join(c.__name__ for c in classes)})")
        app.manager.reset()
    pygame.quit()


if __name__ == "__main__":
    main()
