"""Which festival grounds the Kerala table's big view shows, and how it is fitted: each
seat's grounds at the zoom and centre it was last fitted at while all of it shows, the
turns of a hint or a Review entry framed at a readable zoom, and the other seats'
grounds drawn ahead so that the frame the focus passes to them draws only what changed.
:class:`scenes.kerala.scene.KeralaTable` is one of these."""
from __future__ import annotations

import pygame

from game.kerala.grounds import neighbours
from scenes.kerala import art
from scenes.kerala.framing import frame_turns
from scenes.kerala.grounds import settle_zoom
from scenes.table.view import BoardView


class GroundsViews:
    def prepare_other_grounds(self) -> None:
        """Fit and draw every other seat's grounds too, as they will be shown when the
        focus passes to them, so that that frame draws only what changed since."""
        picture = self.take_picture()
        for seat in range(self.state.players):
            if seat != picture.focus:
                self.grounds.keep_big(picture, seat, self.fitted_view(seat))

    def keep_other_grounds(self) -> None:
        """Once the table is drawn as it is now, bring one other seat's kept grounds up
        to date each frame (its own last move, its art become sharp): the frame in which
        the focus passes to it, a heavy one (its grounds, both rows and the banner change),
        then draws only what changed since. Not while a piece of the grounds in focus is
        lifted (the kept grounds' key holds it, as if it were theirs)."""
        picture, now = self.picture, (self.version, art.generation())  # the picture last drawn
        if picture is None or picture.version != self.version or picture.lifted is not None \
                or self.others_kept == now:
            return
        for seat in range(self.state.players):
            if seat != picture.focus:
                view = self.fitted_view(seat)
                if not self.grounds.big_is_current(picture, seat, view):
                    self.grounds.keep_big(picture, seat, view)
                    return
        self.others_kept = now

    def fitted_view(self, seat: int) -> BoardView:
        """A view of ``seat``'s grounds fitted as :meth:`sync` fits the big view when the
        focus passes to it."""
        view = BoardView(self.view.rect, scale=self.scale)
        self.fit(view, seat)
        return view

    def fit(self, view: BoardView, seat: int) -> None:
        """Fit ``view`` to ``seat``'s grounds, at the zoom and centre they were last fitted
        at while all of them still shows (:attr:`fits`)."""
        view.show_cells(self.content_cells(seat), margin=0.5)
        settle_zoom(view)
        view.keep_fit(self.fits.get((seat, view.rect.size)))
        if view.auto_fit:
            self.fits[(seat, view.rect.size)] = (view.zoom, view.center)

    def fit_big_view(self) -> None:
        """Fit the big view to the grounds in focus (:meth:`fit`), or, while a hint or a
        Review entry draws turns on them, bring those into view at a readable zoom
        (:func:`frame_turns`), once: Fit then shows all of the grounds. When the turns
        drawn change (another moment, the hint gone), the view fits the grounds again."""
        seat = self.focus if self.focus is not None else 0
        marked_seat, turns = self.marked_turns
        marks = (seat, turns) if turns and marked_seat == seat else None
        if marks != self.framed:
            if self.framed is not None:
                self.view.refit()  # the framing was the table's, not the player's
            self.framed = None
        self.fit(self.view, seat)
        if marks is not None and self.framed is None:
            clear = self.view.rect.clip(pygame.Rect(0, 0, self.size[0], self.message_top()))  # a long hint's words
            frame_turns(self.view, self.state, seat, turns, clear if clear.height * 2 >= self.view.rect.height
                        else self.view.rect)
            self.framed = marks

    def content_cells(self, seat) -> list:
        """What the view of ``seat``'s grounds fits: the stacks and every free cell next
        to an elephant (where tiles and moved stacks may come), so no target is cut off."""
        state = self.state
        stacks = state.stacks(seat)
        cells = list(stacks)
        for elephant in state.elephants(seat):
            cells += [n for n in neighbours(elephant) if n not in stacks]
        return cells
