"""game.slotted: the read-only attributes, the copies and the loaders' builds every
engine's state uses (the engines' own behaviour is checked by tests/engine_checker.py)."""
import pytest

from game.slotted import SlotCopy, build_slots, copy_each, read_only, rows, set_slots


class Counter:
    __slots__ = ("_counts", "_rows", "_name")
    counts = read_only("_counts", "The counts, as a tuple.", tuple)
    name = read_only("_name", "Its name.")
    grid = read_only("_rows", "The rows, as tuples.", rows)


COPY = SlotCopy(Counter, copied={"_counts": list.copy, "_rows": copy_each})


def made() -> Counter:
    return build_slots(Counter, _counts=[1, 2], _rows=[[1], {"a": 1}], _name=("shared",))


def test_read_only_attributes_show_the_slot_and_cannot_be_set():
    counter = made()
    assert counter.counts == (1, 2) and counter.name == ("shared",) and counter.grid == ((1,), ("a",))
    with pytest.raises(AttributeError):
        counter.counts = (3,)
    assert Counter.counts.__doc__ == "The counts, as a tuple."


def test_a_copy_copies_what_it_is_told_to_and_shares_the_rest():
    original = made()
    twin = COPY(original)
    twin._counts.append(3)
    twin._rows[0].append(2)
    twin._rows[1]["b"] = 2
    assert original._counts == [1, 2] and original._rows == [[1], {"a": 1}]
    assert twin._name is original._name


def test_a_copy_of_a_slot_the_class_has_not_is_refused():
    with pytest.raises(TypeError, match="_missing"):
        SlotCopy(Counter, copied={"_missing": list.copy})


def test_a_build_must_fill_every_slot_and_set_only_slots():
    with pytest.raises(TypeError, match="_name"):
        build_slots(Counter, _counts=[], _rows=[])
    with pytest.raises(AttributeError):
        set_slots(made(), _other=1)
