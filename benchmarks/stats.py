"""The figures every benchmark prints: mean, median and p99 of per-call times."""
from __future__ import annotations

import statistics


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def describe(microseconds: list[float]) -> str:
    """``mean ... us  median ... us  p99 ... us  (N calls)`` for times in microseconds."""
    return (f"mean {statistics.fmean(microseconds):7.1f} us  median {statistics.median(microseconds):7.1f} us"
            f"  p99 {p99(microseconds):7.1f} us  ({len(microseconds)} calls)")
