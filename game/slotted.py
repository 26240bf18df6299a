"""A game state kept in ``__slots__`` (every engine's state is, for the bots' copies):
the attributes a player may read, the copy a bot searches, and the state a save
restores, each written once here instead of slot by slot in every engine."""
from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable, Mapping


def read_only(slot: str, doc: str, shown: Callable[[Any], Any] | None = None) -> property:
    """A public attribute that reads the private ``slot``, through ``shown`` where the
    state keeps something it changes in place (a list is handed out as a tuple)."""
    read = attrgetter(slot)
    if shown is None:
        return property(read, doc=doc)
    return property(lambda state: shown(read(state)), doc=doc)


def rows(kept: list) -> tuple[tuple, ...]:
    """A list of lists handed out as tuples (a :func:`read_only` ``shown``)."""
    return tuple(map(tuple, kept))


def copy_each(kept: list) -> list:
    """A list of lists or dicts, each copied (a :class:`SlotCopy` copier)."""
    return [item.copy() for item in kept]


class SlotCopy:
    """How a state class copies itself: every slot's value is shared, except those named
    in ``copied``, which hold what their function makes of it (a copy of what the state
    changes in place). Sharing the rest is safe because the engines never change a
    tuple, a frozen value or a cached list of moves in place.

    The copy is a function written out slot by slot from the class's ``__slots__`` when
    the class is made, as :mod:`dataclasses` writes a class's ``__init__``: the bots copy
    states some fifty thousand times a decision, and a loop over the slots costs four
    times what the written-out assignments do."""

    def __init__(self, cls: type, copied: Mapping[str, Callable[[Any], Any]]):
        unknown = set(copied) - set(cls.__slots__)
        if unknown:
            raise TypeError(f"not slots of {cls.__name__}: {sorted(unknown)}")
        lines = [f"    other.{name} = copy_{name}(state.{name})" if name in copied
                 else f"    other.{name} = state.{name}" for name in cls.__slots__]
        source = "def copy(state):\n    other = new(cls)\n" + "\n".join(lines) + "\n    return other\n"
        namespace = {"new": object.__new__, "cls": cls, **{f"copy_{name}": f for name, f in copied.items()}}
        exec(source, namespace)  # noqa: S102 - the source is made above from the class's own slot names
        self._copy = namespace["copy"]

    def __call__(self, state: Any) -> Any:
        return self._copy(state)


def set_slots(state: Any, **values: Any) -> None:
    """Put ``values`` into ``state``'s slots by name: how a save's loader restores what
    the save holds (a name that is not a slot raises AttributeError)."""
    for name, value in values.items():
        setattr(state, name, value)


def build_slots(cls: type, **values: Any) -> Any:
    """A state of ``cls`` holding ``values``, which must fill every slot (a loader that
    forgets one fails here rather than in the middle of a game)."""
    missing = set(cls.__slots__) - set(values)
    if missing:
        raise TypeError(f"{cls.__name__} is built without {sorted(missing)}")
    state = cls.__new__(cls)
    set_slots(state, **values)
    return state
