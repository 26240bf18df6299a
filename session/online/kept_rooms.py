"""What each side of an online game keeps in its folder, so that it can take the game up
again after it was stopped (a crash, a kill, a machine turned off): written after every
move, atomically (:func:`session.files.paths.atomic_write_text`: a crash leaves the old
file or the new one), read with :func:`session.files.storage.read`, which sets a damaged
file aside.

- The host (``host.json``): the room's code, the game, its full record (with the seed),
  its seats, the signing key (:class:`~session.online.signing.HostSigner`: the guests have
  pinned it) and the guest seats' tokens (a guest proves one to take its seat back).
- A guest (``guest.json``): the room's code, its seat and name, its public record (no
  seed), its seat's token and the host's signing key it pinned.

Both hold secrets (the code lets anyone into the room, the key signs as the host): the
files are the player's, like a saved game.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.record import GameRecord
from session import registry
from session.files import storage
from session.files.paths import atomic_write_text
from session.online.host_room import Seat
from session.online.room_code import RoomCode
from session.online.signing import HostSigner

HOST_FILE = "host.json"
GUEST_FILE = "guest.json"
KEPT_FORMAT = 1


@dataclass
class KeptHost:
    """A host's game as kept in its folder."""

    code: RoomCode
    game_id: str
    record: GameRecord
    seats: list[Seat]
    signer: HostSigner
    tokens: dict[int, str]

    def to_text(self) -> str:
        return json.dumps({"format": KEPT_FORMAT, "side": "host", "code": self.code.text, "game": self.game_id,
                           "record": self.record.to_data(),
                           "seats": [{"name": seat.name, "who": seat.who} for seat in self.seats],
                           "signing_key": self.signer.private_bytes.hex(),
                           "tokens": {str(seat): token for seat, token in self.tokens.items()}}, indent=1)

    @classmethod
    def from_text(cls, text: str) -> KeptHost:
        data = _checked(text, "host")
        game_id = data["game"]
        return cls(RoomCode.parse(data["code"]), game_id,
                   GameRecord.from_data(registry.get(game_id).state_class(), data["record"]),
                   [Seat(seat["name"], seat["who"]) for seat in data["seats"]],
                   HostSigner(bytes.fromhex(data["signing_key"])),
                   {int(seat): token for seat, token in data["tokens"].items()})


@dataclass
class KeptGuest:
    """A guest's game as kept in its folder (``record``, ``token`` and ``pinned``: None
    until its first welcome)."""

    code: RoomCode
    seat: int
    name: str
    game_id: str | None = None
    record: GameRecord | None = None
    token: str | None = None
    pinned: bytes | None = None

    def to_text(self) -> str:
        return json.dumps({"format": KEPT_FORMAT, "side": "guest", "code": self.code.text, "seat": self.seat,
                           "name": self.name, "game": self.game_id,
                           "record": None if self.record is None else self.record.to_data(),
                           "token": self.token, "pinned": None if self.pinned is None else self.pinned.hex()},
                          indent=1)

    @classmethod
    def from_text(cls, text: str) -> KeptGuest:
        data = _checked(text, "guest")
        record = None if data["record"] is None else \
            GameRecord.from_data(registry.get(data["game"]).state_class(), data["record"])
        return cls(RoomCode.parse(data["code"]), data["seat"], data["name"], data["game"], record, data["token"],
                   None if data["pinned"] is None else bytes.fromhex(data["pinned"]))


def _checked(text: str, side: str) -> dict:
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != KEPT_FORMAT or data.get("side") != side:
        raise ValueError(f"not a {side}'s online game of format {KEPT_FORMAT}")
    return data


def keep(folder: Path, kept: KeptHost | KeptGuest) -> None:
    """Write ``kept`` into ``folder`` (atomically), replacing what was there."""
    atomic_write_text(folder / (HOST_FILE if isinstance(kept, KeptHost) else GUEST_FILE), kept.to_text())


def kept_host(folder: Path) -> KeptHost | None:
    """The host's game kept in ``folder``, None when there is none; a damaged file is set
    aside and :class:`~session.files.storage.DamagedFile` raised."""
    return storage.read(folder / HOST_FILE, KeptHost.from_text)


def kept_guest(folder: Path) -> KeptGuest | None:
    """The guest's game kept in ``folder`` (as :func:`kept_host`)."""
    return storage.read(folder / GUEST_FILE, KeptGuest.from_text)
