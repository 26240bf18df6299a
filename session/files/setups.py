"""The last setup of each game, kept in the per-user config folder (``setups.json``)
and offered again at the next setup."""
from __future__ import annotations

import json
import logging

from game.words import _
from session.files import paths, storage
from session.registry import GameInfo
from session.seats import GameSetup, default_setup, setup_from_dict

log = logging.getLogger(__name__)


def _memory_file():
    return paths.config_dir() / "setups.json"


def _read_memory() -> dict:
    """Every remembered setup by game id; a damaged file raises storage.DamagedFile."""
    def parse(text: str) -> dict:
        data = storage.parse_json(text)
        if not isinstance(data, dict):
            raise ValueError("it does not hold the setups by game")
        return data
    return storage.read(_memory_file(), parse) or {}


def remembered(game: GameInfo) -> tuple[GameSetup, str | None]:
    """The last setup used for ``game`` (the default one if none fits), and what went
    wrong reading the memory if it was damaged (then kept aside)."""
    try:
        memory = _read_memory()
    except storage.DamagedFile as exc:  # the reason is logged; the setup page has one short line
        if exc.kept:
            return default_setup(game), _("The remembered setups were damaged: kept aside as {file}.",
                                          file=storage.shown(exc.kept.name))
        return default_setup(game), _("The remembered setups were damaged and could not be moved aside.")
    if game.id not in memory:
        return default_setup(game), None
    try:
        return setup_from_dict(memory[game.id], game), None
    except ValueError as exc:  # e.g. a level this version no longer has: start afresh
        log.info("the remembered %s setup does not fit (%s)", game.id, exc)
        return default_setup(game), None


def remember(setup: GameSetup) -> None:
    """Keep ``setup`` as its game's last one; raises OSError when it cannot be written."""
    try:
        data = _read_memory()
    except storage.DamagedFile:
        data = {}
    data[setup.game_id] = setup.to_dict()
    paths.atomic_write_text(_memory_file(), json.dumps(data, indent=2) + "\n")
