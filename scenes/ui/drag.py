"""One drag-and-drop controller for every table.

The scene is the controller's *delegate* and answers four questions:

- ``drag_source_at(pos)``: the piece under the pointer that may be picked up, or None;
- ``drag_targets(piece)``: the legal places for it, ``{key: pygame.Rect}`` (from the
  engine's ``legal_moves()``), which the scene highlights while it is held;
- ``drag_drop(piece, key)``: play it there (the scene calls ``state.apply``);
- ``drag_refused(piece, pos)``: say why it cannot go at ``pos``;
- ``drag_click_target(piece)``: where a click on the piece (a press and a release with
  no drag) plays it at once, or None to let it follow the pointer instead.

A piece is held by pressing on it and dragging, or by clicking it (it then follows
the pointer until a second click, unless a click plays it at once). A drop off every target snaps the piece back and
reports the refusal; right-click or Escape cancels. ``snap_back`` describes the
return animation for the scene to draw.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import pygame

DRAG_THRESHOLD = 6  # pixels the pointer moves, button down, before a press becomes a drag


class DragDelegate(Protocol):
    def drag_source_at(self, pos) -> Any: ...
    def drag_targets(self, piece) -> dict: ...
    def drag_drop(self, piece, key) -> None: ...
    def drag_refused(self, piece, pos) -> None: ...
    def drag_click_target(self, piece) -> Any: ...


@dataclass
class SnapBack:
    piece: Any
    start: tuple[int, int]
    end: tuple[int, int]
    elapsed: float = 0.0
    duration: float = 0.18

    @property
    def position(self) -> tuple[float, float]:
        t = min(1.0, self.elapsed / self.duration) if self.duration else 1.0
        t = 1 - (1 - t) ** 3
        return (self.start[0] + (self.end[0] - self.start[0]) * t,
                self.start[1] + (self.end[1] - self.start[1]) * t)


@dataclass(frozen=True)
class DragView:
    """What a drawer needs of the drag in one frame (:meth:`DragController.view`)."""

    piece: Any
    """The piece held, or None."""
    pointer: tuple[float, float]
    targets: dict
    """Where it may go, ``{key: rect or shape}`` (empty when nothing is held)."""
    hover_target: Any
    """The target under the pointer, or None."""
    flying: Any
    """The piece drawn under the pointer or snapping back (held, or just refused), or None."""
    flying_at: tuple[float, float]
    """Where :attr:`flying` is drawn."""

    @property
    def holding(self) -> bool:
        return self.piece is not None


class DragController:
    def __init__(self, delegate: DragDelegate, animation_scale: float = 1.0):
        self.delegate = delegate
        self.animation_scale = animation_scale
        self.piece: Any = None
        self.origin: tuple[int, int] = (0, 0)
        self.pointer: tuple[int, int] = (0, 0)
        self.targets: dict = {}
        self.hover_target: Any = None
        self.dragging = False  # button held and moved
        self.click_mode = False  # picked up by a click: follows the pointer until the next click
        self._pressed = False
        self.snap_back: SnapBack | None = None
        self._dropped: tuple | None = None
        """(piece, where) of the drop being played, while the delegate plays it."""

    @property
    def holding(self) -> bool:
        return self.piece is not None

    @property
    def animating(self) -> bool:
        return self.snap_back is not None

    def view(self) -> DragView:
        """The drag as it stands, for this frame's drawing."""
        flying, at = self.piece, self.pointer
        if flying is None and self.snap_back is not None:
            flying, at = self.snap_back.piece, self.snap_back.position
        return DragView(self.piece, self.pointer, dict(self.targets), self.hover_target, flying, at)

    def target_at(self, pos) -> Any:
        for key, rect in self.targets.items():
            if rect.collidepoint(pos):
                return key
        return None

    def pick_up(self, piece, pos) -> None:
        self.piece = piece
        self.origin = self.pointer = tuple(pos)
        self.targets = dict(self.delegate.drag_targets(piece))
        self.hover_target = self.target_at(pos)
        self.snap_back = None

    def refresh_targets(self) -> None:
        """Ask the delegate again (e.g. after an arch is turned while held)."""
        if self.piece is not None:
            self.targets = dict(self.delegate.drag_targets(self.piece))
            self.hover_target = self.target_at(self.pointer)

    def drop_on(self, key) -> None:
        """Play the held piece on target ``key`` at once (e.g. a click that takes a card)."""
        piece = self.piece
        if piece is None:
            return
        self._release()
        self._play_drop(piece, key, self.pointer)

    def cancel(self) -> None:
        if self.piece is not None:
            self._snap(self.pointer)
        self._release()

    def handle_event(self, event) -> bool:
        """Returns True when the event was about dragging (the scene should redraw)."""
        etype = event.type
        if etype == pygame.MOUSEBUTTONDOWN:
            if event.button == 3 and self.piece is not None:
                self.cancel()
                return True
            if event.button != 1:
                return False
            if self.piece is not None and self.click_mode:
                self._drop(event.pos)
                return True
            piece = self.delegate.drag_source_at(event.pos)
            if piece is None:
                return False
            self.pick_up(piece, event.pos)
            self._pressed = True
            return True
        if etype == pygame.MOUSEMOTION:
            if self.piece is None:
                return False
            self.pointer = tuple(event.pos)
            if self._pressed and not self.dragging:
                dx, dy = event.pos[0] - self.origin[0], event.pos[1] - self.origin[1]
                if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                    self.dragging = True
            self.hover_target = self.target_at(event.pos)
            return True
        if etype == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.piece is None or not self._pressed:
                return False
            self._pressed = False
            if self.dragging:
                self._drop(event.pos)
                return True
            target = self.delegate.drag_click_target(self.piece)
            if target is not None:
                self.drop_on(target)
            else:
                self.click_mode = True  # a click without a drag: now click a target
            return True
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.piece is not None:
            self.cancel()
            return True
        return False

    def update(self, dt: float) -> bool:
        """Advance the snap-back animation; True while something moved."""
        if self.snap_back is None:
            return False
        self.snap_back.elapsed += dt
        if self.snap_back.elapsed >= self.snap_back.duration:
            self.snap_back = None
        return True

    def _drop(self, pos) -> None:
        piece = self.piece
        key = self.target_at(pos)
        if key is not None:
            self._release()
            self._play_drop(piece, key, pos)
            return
        self.delegate.drag_refused(piece, pos)
        self._snap(pos)
        self._release()

    def _play_drop(self, piece, key, pos) -> None:
        self._dropped = (piece, tuple(pos))
        try:
            self.delegate.drag_drop(piece, key)
        finally:
            self._dropped = None

    def return_dropped(self) -> None:
        """The drop being played was refused after all (e.g. a lesson wants another move):
        the piece snaps back from where it was dropped."""
        if self._dropped is not None:
            self.piece, at = self._dropped
            self._snap(at)
            self.piece = None

    def _snap(self, pos) -> None:
        duration = 0.18 * self.animation_scale
        if duration > 0:
            self.snap_back = SnapBack(self.piece, tuple(pos), self.origin, duration=duration)

    def _release(self) -> None:
        self.piece = None
        self.targets = {}
        self.hover_target = None
        self.dragging = self.click_mode = self._pressed = False
