"""The messages of an online room and their checks, before any game logic reads them.

A message's plaintext (what :mod:`session.online.sealing` seals) is UTF-8 JSON of one
object. Every message has these fields:

- ``v``: the protocol's version, :data:`PROTOCOL_VERSION`; another is refused;
- ``kind``: what the message is, one of :data:`KINDS`;
- ``from``: the sender's client id, 16 lower-case hex digits (:func:`new_client_id`),
  new each time a Tessera opens the room;
- ``seq``: the sender's running number, strictly increasing per ``from``;

and the fields of its kind, each one required, none other allowed: a field the schema
does not know is refused rather than ignored, since a newer protocol says so with its
``v``. The kinds follow the host's authority (DESIGN.md, Play online): a guest asks,
the host decides and tells everyone.

``hello`` (host, to everyone; retained, and sent again whenever a seat changes)
    The room is open: ``game`` (the game's id), ``seats`` (a list of seats, each
    ``{"name", "who", "away"}``, ``who`` one of :data:`SEAT_HOLDERS`), ``moves`` (the
    moves played so far), ``started`` (whether the game has begun), ``host_key``, the
    host's public key for this opening of the room (:mod:`session.online.pairing`), and
    ``signing_key``, the key that signs everything the host says on its topic
    (:mod:`session.online.signing`).
``join`` (guest, to the host, on the room's join topic)
    A guest asks for ``seat`` (0 is the first) under ``name``, with ``public_key``, its
    own for this join; ``proof`` is null, or when it comes back to the seat it held, the
    proof that it holds that seat's token (:func:`session.online.guests.rejoin_proof`),
    never the token itself, which every member could read here.
``welcome`` (host, to the guest ``to``, on its own line)
    The guest has ``seat``, bound to ``token`` (32 hex digits): every later request of
    that seat carries it. With it comes what the guest builds its view of the game from:
    the ``game``'s id, its ``start`` without the seed (the engine's ``public_start``) and
    the ``opening``, what the start revealed (null: nothing), and which seats are people
    (``humans``, as the host's record says: undo's business). The moves played so far
    follow in ``state`` messages.
``state`` (host, to the guest ``to``, on its line)
    Played moves the guest lacks, in order (at most :data:`MOVES_AT_ONCE`), each as in
    ``move_played``: after a welcome, or when the guest asked to catch up.
``catch_up`` (guest, to the host, on its line)
    The guest ``have``s the first so many moves and asks for those after them (it missed
    one, or came back).
``move_wanted`` (guest, to the host, on its line)
    The guest of ``seat`` (with its ``token``) wants to play ``move`` (the move as the
    record keeps it, :func:`game.record.move_data`) as the game's move ``number`` (from
    0: the moves played before it).
``move_played`` (host, to everyone)
    Move ``number`` (from 0) was played by ``seat``: ``move``, what it brought to light
    (``reveal``, the engine's ``revealed_since``: an object, null when nothing) and
    ``hash``, the public digest of the state after it (the engine's ``public_digest``).
``take_back_wanted`` (guest, to the host, on its line)
    The guest of ``seat`` (``token``) asks to take back its move ``number``.
``taken_back`` (host, to everyone)
    The moves from ``number`` on are taken back; ``hash`` is the state's after that.
``refused`` (host, to the guest ``to``, on its line)
    The host refused that guest's request: ``reason``, one of :data:`REFUSALS`, and the
    move ``number`` it was about (null when it was about none).
``ping`` (anyone)
    Still here; no fields.
``bye`` (anyone)
    Leaving the room: ``reason``, one of :data:`GOODBYES`.

Where each kind travels is in :mod:`session.online.room_keys`: what a guest sends after its
join, and what the host sends one guest alone, goes on that guest's own line, sealed with
their pair's key.

The checks here are of form only (types, sizes, known kinds); whether a sender may send
a kind, holds the seat it names or asks for a legal move is the room's business. A
plaintext also stays within :data:`MAX_DEPTH` levels of nesting, :data:`MAX_TEXT`
characters a string and :data:`MAX_ITEMS` items a list or object, wherever it is.
"""
from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

PROTOCOL_VERSION = 1
MAX_SEALED = 64 * 1024
"""The largest sealed message read; a larger one is refused before it is opened."""
MAX_DEPTH = 10
"""Levels of nesting of a plaintext: the message object is 1, a list in it 2, ..."""
MAX_TEXT = 1000
"""Characters of any string of a message."""
MAX_ITEMS = 1000
"""Items of any list, keys of any object."""
MAX_SEATS = 8
MAX_NAME = 40
MAX_NUMBER = 2 ** 53 - 1
"""The largest whole number a message carries (one JSON in any language reads exactly)."""

SEAT_HOLDERS = ("here", "computer", "online", "open")
"""Who holds a seat: a person at the host's screen, a computer player, a friend online,
or nobody yet."""
REFUSALS = ("not_your_seat", "not_your_turn", "illegal", "stale", "seat_taken", "room_full",
            "started", "unknown_token", "cannot_take_back")
"""Why the host refused a guest's request (the guest says it in its player's words)."""
GOODBYES = ("leaving", "finished", "mismatch")
"""Why one leaves the room: of their own accord, the game is over, or their state's
hash disagreed with the host's."""

Check = Callable[[Any], "str | None"]
"""A field's check: None when the value is right, else what is wrong (for the log)."""


class BadEnvelope(ValueError):
    """A plaintext that is no message of the protocol; its text (for the log) says why."""


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def number(lowest: int = 0, highest: int = MAX_NUMBER) -> Check:
    """A whole number from ``lowest`` to ``highest`` (true and false are no numbers)."""
    def check(value: Any) -> str | None:
        if not _is_whole(value):
            return f"not a whole number: {type(value).__name__}"
        return None if lowest <= value <= highest else f"{value} outside {lowest}..{highest}"
    return check


def text(pattern: str | None = None, longest: int = MAX_TEXT) -> Check:
    """A string of 1 to ``longest`` characters without control characters, matching
    ``pattern`` when one is given."""
    form = re.compile(pattern) if pattern else None

    def check(value: Any) -> str | None:
        if not isinstance(value, str):
            return f"not a string: {type(value).__name__}"
        if not 1 <= len(value) <= longest:
            return f"{len(value)} characters, not 1..{longest}"
        if any(ord(sign) < 32 or 127 <= ord(sign) < 160 for sign in value):
            return "a control character"
        if form and not form.fullmatch(value):
            return f"not of the form {pattern}"
        return None
    return check


def one_of(choices: tuple[str, ...]) -> Check:
    """One of the strings ``choices``."""
    def check(value: Any) -> str | None:
        return None if isinstance(value, str) and value in choices else f"none of {', '.join(choices)}"
    return check


def flag(value: Any) -> str | None:
    """True or false."""
    return None if isinstance(value, bool) else f"not true or false: {type(value).__name__}"


def nullable(inner: Check) -> Check:
    """Null, or what ``inner`` accepts."""
    def check(value: Any) -> str | None:
        return None if value is None else inner(value)
    return check


def list_of(item: Check, longest: int = MAX_ITEMS) -> Check:
    """A list of at most ``longest`` items, each accepted by ``item``."""
    def check(value: Any) -> str | None:
        if not isinstance(value, list):
            return f"not a list: {type(value).__name__}"
        if len(value) > longest:
            return f"{len(value)} items, over {longest}"
        for place, element in enumerate(value):
            if (problem := item(element)) is not None:
                return f"item {place}: {problem}"
        return None
    return check


def record(fields: dict[str, Check]) -> Check:
    """An object with exactly ``fields``, each accepted by its check."""
    def check(value: Any) -> str | None:
        if not isinstance(value, dict):
            return f"not an object: {type(value).__name__}"
        return fields_problem(value, fields)
    return check


def data(value: Any) -> str | None:
    """Any JSON value: its content is the game's to check (a move, a start, a reveal);
    the plaintext's limits hold for it as for everything."""
    return None


def game_object(value: Any) -> str | None:
    """A JSON object whose content is the game's to check (a start)."""
    return None if isinstance(value, dict) else f"not an object: {type(value).__name__}"


def fields_problem(value: dict, fields: dict[str, Check]) -> str | None:
    """What is wrong with the object ``value`` for ``fields``: a field missing, one the
    schema does not know, or a value its check refuses; None when nothing is."""
    missing = [name for name in fields if name not in value]
    if missing:
        return f"missing {', '.join(missing)}"
    unknown = [name for name in value if name not in fields]
    if unknown:
        return f"unknown field {', '.join(sorted(unknown))[:100]}"
    for name, check in fields.items():
        if (problem := check(value[name])) is not None:
            return f"{name}: {problem}"
    return None


CLIENT_ID = text(r"[0-9a-f]{16}")
TOKEN = text(r"[0-9a-f]{32}")
HASH = text(r"[0-9a-f]{64}")
PUBLIC_KEY = text(r"[0-9a-f]{64}")
"""An X25519 public key (:mod:`session.online.pairing`), its 32 bytes in hex."""
PROOF = text(r"[0-9a-f]{64}")
"""A proof of a seat's token (:func:`session.online.guests.rejoin_proof`)."""
GAME_ID = text(r"[a-z][a-z0-9_]{0,31}")
NAME = text(longest=MAX_NAME)
SEAT = number(0, MAX_SEATS - 1)
MOVE_NUMBER = number(0, MAX_ITEMS)
SIGNING_KEY = text(r"[0-9a-f]{64}")
"""An Ed25519 public key (:mod:`session.online.signing`), its 32 bytes in hex."""
PLAYED = {"number": MOVE_NUMBER, "seat": SEAT, "move": data, "reveal": nullable(game_object), "hash": HASH}
MOVES_AT_ONCE = 50
"""Played moves one ``state`` message carries at most (a whole game's would outgrow
:data:`MAX_SEALED`)."""

HEADER: dict[str, Check] = {
    "v": number(),
    "kind": text(longest=32),
    "from": CLIENT_ID,
    "seq": number(),
}
"""The fields every message has."""

KINDS: dict[str, dict[str, Check]] = {
    "hello": {"game": GAME_ID, "moves": MOVE_NUMBER, "started": flag, "host_key": PUBLIC_KEY,
              "signing_key": SIGNING_KEY,
              "seats": list_of(record({"name": NAME, "who": one_of(SEAT_HOLDERS), "away": flag}), MAX_SEATS)},
    "join": {"name": NAME, "seat": SEAT, "public_key": PUBLIC_KEY, "proof": nullable(PROOF)},
    "welcome": {"to": CLIENT_ID, "seat": SEAT, "token": TOKEN, "game": GAME_ID, "start": game_object,
                "opening": nullable(game_object), "humans": list_of(flag, MAX_SEATS)},
    "state": {"to": CLIENT_ID, "moves": list_of(record(PLAYED), MOVES_AT_ONCE)},
    "catch_up": {"have": MOVE_NUMBER},
    "move_wanted": {"token": TOKEN, "seat": SEAT, "number": MOVE_NUMBER, "move": data},
    "move_played": PLAYED,
    "take_back_wanted": {"token": TOKEN, "seat": SEAT, "number": MOVE_NUMBER},
    "taken_back": {"number": MOVE_NUMBER, "hash": HASH},
    "refused": {"to": CLIENT_ID, "reason": one_of(REFUSALS), "number": nullable(MOVE_NUMBER)},
    "ping": {},
    "bye": {"reason": one_of(GOODBYES)},
}
"""Each kind's own fields and their checks: the protocol's schema, in one place."""


def new_client_id() -> str:
    """A fresh client id: 64 random bits as 16 hex digits."""
    return secrets.token_hex(8)


def new_token() -> str:
    """A fresh seat token: 128 random bits as 32 hex digits."""
    return secrets.token_hex(16)


@dataclass(frozen=True)
class Envelope:
    """A message that passed the checks: its kind, sender, running number and the
    kind's fields (``fields["seat"]``...)."""

    kind: str
    sender: str
    seq: int
    fields: dict[str, Any]

    def plaintext(self) -> bytes:
        """The message as the protocol writes it (UTF-8 JSON)."""
        message = {"v": PROTOCOL_VERSION, "kind": self.kind, "from": self.sender, "seq": self.seq, **self.fields}
        return json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is no JSON number")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict:
    found = dict(pairs)
    if len(found) != len(pairs):
        raise ValueError("a key twice in one object")
    return found


def _limits_problem(value: Any) -> str | None:
    """What of ``value`` (parsed JSON) goes past the plaintext's limits, else None."""
    waiting = [(value, 1)]
    while waiting:
        item, depth = waiting.pop()
        if depth > MAX_DEPTH:
            return f"nested deeper than {MAX_DEPTH}"
        if isinstance(item, str):
            strings = [item]
        elif isinstance(item, (list, dict)):
            if len(item) > MAX_ITEMS:
                return f"{len(item)} items in one place, over {MAX_ITEMS}"
            strings = list(item) if isinstance(item, dict) else []
            waiting.extend((inner, depth + 1) for inner in (item.values() if isinstance(item, dict) else item))
        else:
            continue
        for string in strings:
            if len(string) > MAX_TEXT:
                return f"a string of {len(string)} characters, over {MAX_TEXT}"
            if any("\ud800" <= sign <= "\udfff" for sign in string):
                return "a lone surrogate in a string"
    return None


def read(plaintext: bytes) -> Envelope:
    """The message ``plaintext`` writes, checked; :class:`BadEnvelope` saying what is
    wrong when it is none."""
    try:
        message = json.loads(plaintext.decode("utf-8"), parse_constant=_refuse_constant,
                             object_pairs_hook=_unique_keys)
    except RecursionError:
        raise BadEnvelope(f"nested deeper than {MAX_DEPTH}") from None
    except ValueError as error:  # UnicodeDecodeError and JSONDecodeError too
        raise BadEnvelope(f"not UTF-8 JSON: {str(error)[:200]}") from None
    if not isinstance(message, dict):
        raise BadEnvelope(f"not a JSON object: {type(message).__name__}")
    if (problem := _limits_problem(message)) is not None:
        raise BadEnvelope(problem)
    header = {name: message[name] for name in HEADER if name in message}
    if (problem := fields_problem(header, HEADER)) is not None:
        raise BadEnvelope(problem)
    if header["v"] != PROTOCOL_VERSION:
        raise BadEnvelope(f"protocol version {header['v']}, not {PROTOCOL_VERSION}")
    kind = header["kind"]
    if kind not in KINDS:
        raise BadEnvelope(f"unknown kind {kind!r}")
    fields = {name: value for name, value in message.items() if name not in HEADER}
    if (problem := fields_problem(fields, KINDS[kind])) is not None:
        raise BadEnvelope(f"{kind}: {problem}")
    return Envelope(kind, header["from"], header["seq"], fields)


def write(kind: str, sender: str, seq: int, **fields: Any) -> Envelope:
    """A message of ``kind`` from ``sender`` with its running number and fields, checked
    as :func:`read` checks what arrives: ValueError (:class:`BadEnvelope`) when this
    Tessera would refuse it itself."""
    envelope = Envelope(kind, sender, seq, fields)
    return read(envelope.plaintext())
