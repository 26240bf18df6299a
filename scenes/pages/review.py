"""The review of a finished game, from its results: for each person, the turns the hard
computer would have played otherwise for the most points by the end (:mod:`session.review`).
The turns were weighed while the game was played (the game's analysis), so the page shows
them at once; a game kept without them (or with part of them) is weighed now, on a thread
of its own with a bar that fills as it goes, and what is weighed is kept with the game in
Past games. Clicking an entry shows the moment before the move at its table, read-only,
with the move played outlined and the computer's ghosted; Close there comes back here."""
from __future__ import annotations

import re
import threading

import pygame

from game.english import counted, possessive
from scenes import navigation, wakeup
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.fitting import broken_lines, draw_lines, fitted_lines
from session.files import past_games
from session.files.saves import SavedGame
from session.registry import GameInfo
from session.review import CostlyMove, Review, ReviewedMoment, review_game, review_of


#: The Log's points at the end of a step (": +6"): the entry says the turn's points once, after it.
LOG_POINTS = re.compile(r": [+-]\d+$")


def turn_text(words: tuple[str, ...], name: str) -> str:
    """A turn in the Log's words, without the mover's name before each step nor the
    points the Log adds to a step (the entry says the turn's points once)."""
    steps = (w[len(name) + 1:] if w.startswith(name + " ") else w for w in words)
    return "; then ".join(LOG_POINTS.sub("", step) for step in steps) or "no move"


def entry_lines(costly: CostlyMove, name: str) -> tuple[str, str, str, str, str]:
    """What an entry says: which move; what was played and what it scored this turn; the
    hard computer's move in its place (said as the Log would have said it, not as
    played) and what it would have scored; what the computer expects of each by the end
    of the game; and why, in points now and later."""
    played, instead = costly.points
    gain = max(1, round(costly.gain))
    now = instead - played
    later = round(costly.gain - now)
    because = ", because what a turn leaves counts in the turns after it" if later >= 1 else ""
    return (f"Move {costly.number} (round {costly.round})",
            f"{name} played: {turn_text(costly.played.words, name)} ({points(played)} this turn).",
            f"The hard computer's move there, not played: {turn_text(costly.instead.words, name)} "
            f"({points(instead)} this turn).",
            f"By the end of the game the computer expects about {counted(gain, 'point')} more from its move{because}.",
            f"Why: {why(now, later)}")


def points(n: int) -> str:
    return f"{n:+d}" if n else "0"


def why(now: int, later: int) -> str:
    """Where the computer's move gains: points this turn, the position it leaves, or both."""
    if now >= 1 and later <= -1:
        return (f"it scores {counted(now, 'point')} more this turn, though it leaves about "
                f"{counted(-later, 'point')} less for the turns after it.")
    if now >= 1 and later < 1:
        return f"it scores {counted(now, 'point')} more this turn."
    if now >= 1:
        return (f"it scores {counted(now, 'point')} more this turn and leaves about {counted(later, 'point')} "
                "more for the turns after it.")
    if now == 0:
        return f"it scores the same this turn and leaves about {counted(later, 'point')} more for the turns after it."
    return (f"it scores {counted(-now, 'point')} less this turn but leaves about {counted(max(1, later), 'point')} "
            "more for the turns after it.")


class ReviewScene(PageScene):
    def __init__(self, app, game: GameInfo, finished: SavedGame):
        super().__init__(app)
        self.game, self.finished = game, finished
        self.title = f"{game.title} — review"
        self.names = [seat.name for seat in finished.setup.seats]
        self.progress = (0, 0)
        """(turns weighed, turns to weigh), written by the review's thread."""
        self.review: Review | None = None
        self.failed = ""
        """Why the review could not be made (said in place of it)."""
        self.shown: Review | None = None
        self.drawn_for: tuple | None = None
        """(progress, review, failure) as the page last drew them."""
        self.entries: list[tuple[pygame.Rect, CostlyMove]] = []
        self.hover: CostlyMove | None = None
        self.stop = threading.Event()
        self.thread: threading.Thread | None = None
        """The thread that weighs what the game's analysis lacks (None: it lacked nothing)."""
        if not finished.analysis.missing(finished.record):
            self.review = review_of(finished.record, finished.analysis, self.names, game.describe_move())
        else:
            self.thread = threading.Thread(target=self.make_review, name="review", daemon=True)
            self.thread.start()

    def make_review(self) -> None:
        """The review's thread: weigh every person's turn the analysis lacks, keep them with
        the game in Past games, then wake the loop."""
        finished = self.finished

        def progress(done: int, total: int) -> None:
            self.progress = (done, total)
            wakeup.post()

        try:
            review = review_game(finished.record, self.names, self.game.describe_move(), finished.seed,
                                 progress, self.stop.is_set, analysis=finished.analysis)
            if review is not None:
                past_games.keep_analysis(self.game.id, finished)  # the next time it opens at once
            self.review = review
        except Exception as exc:  # noqa: BLE001 - the results stay; the page says what went wrong
            self.failed = f"The review could not be made ({type(exc).__name__}: {exc})."
        wakeup.post()

    def leave(self) -> None:
        if self not in self.app.manager.stack:  # gone, not covered by the moment shown
            self.stop.set()

    def update(self, dt: float) -> None:
        """What the review's thread wrote since the last frame (the bar, the review, a
        failure) is drawn."""
        now = (self.progress, self.review, self.failed)
        if now != self.drawn_for:
            self.drawn_for = now
            self.shown = self.review
            self.dirty = True

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            hover = next((costly for rect, costly in self.entries if rect.collidepoint(event.pos)), None)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hover is not None:
            if any(rect.collidepoint(event.pos) and costly is self.hover for rect, costly in self.entries):
                navigation.open_replay(self.app, self.game.id, self.finished, reviewed=self.reviewed(self.hover))
                return
        super().handle_event(event)

    def reviewed(self, costly: CostlyMove) -> ReviewedMoment:
        """``costly`` as its table shows it: the moment before the move, both moves drawn."""
        name = self.names[costly.seat]
        caption = (f"Before move {costly.number} of {len(self.finished.record.entries)}: {name} to play. "
                   f"Outlined: what {name} played; ghosted: the hard computer's move.")
        return ReviewedMoment(costly.index, costly.seat, costly.played.moves, costly.instead.moves, caption)

    def draw_page(self, surface):
        body = self.rects["body"]
        if self.failed:
            self.draw_words(surface, self.failed, body)
        elif self.shown is None:
            self.draw_progress(surface, body)
        else:
            self.draw_review(surface, self.shown, body)

    def draw_words(self, surface, text: str, rect: pygame.Rect) -> None:
        font, lines = fitted_lines(text, "body", self.scale, rect.width, rect.height)
        draw_lines(surface, lines, font, theme.TEXT, rect)

    def draw_progress(self, surface, body: pygame.Rect) -> None:
        s = self.scale
        done, total = self.progress
        words = (f"The hard computer plays each of your turns again: {done} of {total} turns weighed."
                 if total else "The hard computer is reading the game...")
        bar = pygame.Rect(body.left, body.centery, body.width, round(22 * s))
        self.draw_words(surface, words, pygame.Rect(body.left, bar.top - round(70 * s), body.width, round(60 * s)))
        theme.draw_panel(surface, bar, theme.PANEL, theme.PANEL_EDGE, shadow=False)
        if total:
            filled = bar.inflate(-4, -4)
            filled.width = round(filled.width * done / total)
            if filled.width > 0:
                pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=theme.RADIUS)

    def draw_review(self, surface, review: Review, body: pygame.Rect) -> None:
        """A column for each person: their name, then their costliest moves, each a box
        that opens its moment."""
        s = self.scale
        self.entries = []
        people = list(review.costliest)
        gap = round(16 * s)
        width = (body.width - gap * (len(people) - 1)) // max(1, len(people))
        head = round(40 * s)
        for column, seat in enumerate(people):
            area = pygame.Rect(body.left + column * (width + gap), body.top, width, body.height)
            name = pygame.Rect(area.left, area.top, area.width, head)
            font, lines = fitted_lines(f"{possessive(self.names[seat])} costliest moves", "label", s, name.width, name.height,
                                       bold=True)
            draw_lines(surface, lines, font, theme.ACCENT, name)
            moves = review.costliest[seat]
            below = name.bottom + round(8 * s)
            rest = pygame.Rect(area.left, below, area.width, area.bottom - below)
            if not moves:
                self.draw_words(surface, "Every move was as good as the hard computer's, or within a point of it "
                                "by the end of the game.", rest)
                continue
            step = (rest.height + gap) // 3
            boxes = [pygame.Rect(rest.left, rest.top + row * step, rest.width, step - gap) for row in range(len(moves))]
            # one size of letters for every entry: the one the longest needs
            body_font = min((fitted_lines(self.entry_text(costly), "small", s, *entry_parts(box, s)[1].size)[0]
                             for costly, box in zip(moves, boxes)), key=lambda f: f.get_height())
            top = rest.top
            for costly, box in zip(moves, boxes):
                box = fitted_entry(box.move_to(top=top), self.entry_text(costly), body_font, s)
                self.draw_entry(surface, costly, box, body_font)
                self.entries.append((box, costly))
                top = box.bottom + gap
        hint = "Click a move to see the game at that moment."
        theme.draw_text(surface, hint, theme.font("small", s), theme.TEXT_DIM,
                        (body.right, self.rects["back"].centery), "midright")

    def entry_text(self, costly: CostlyMove) -> str:
        return "\n".join(entry_lines(costly, self.names[costly.seat])[1:])

    def draw_entry(self, surface, costly: CostlyMove, box: pygame.Rect, body_font: pygame.font.Font) -> None:
        s = self.scale
        theme.draw_panel(surface, box, theme.PANEL_LIGHT if costly is self.hover else theme.PANEL,
                         theme.ACCENT if costly is self.hover else theme.PANEL_EDGE)
        top, room = entry_parts(box, s)
        font, lines = fitted_lines(entry_lines(costly, self.names[costly.seat])[0], "label", s, top.width,
                                   top.height, bold=True)
        draw_lines(surface, lines, font, theme.ACCENT, top)
        draw_lines(surface, broken_lines(self.entry_text(costly), body_font, room.width), body_font, theme.TEXT, room)


def fitted_entry(box: pygame.Rect, text: str, font: pygame.font.Font, scale: float) -> pygame.Rect:
    """``box`` no taller than its words need in ``font`` (an entry of two short lines is
    no tall box over an empty band)."""
    needed = len(broken_lines(text, font, entry_parts(box, scale)[1].width)) * font.get_linesize()
    fitted = pygame.Rect(box.left, box.top, box.width, box.height)
    while fitted.height > 0 and entry_parts(fitted.inflate(0, -1).move_to(top=box.top), scale)[1].height >= needed:
        fitted = fitted.inflate(0, -1).move_to(top=box.top)
    return fitted


def entry_parts(box: pygame.Rect, scale: float) -> tuple[pygame.Rect, pygame.Rect]:
    """An entry's box inside its edge: (the line of where and how much, the room for the moves)."""
    inner = box.inflate(-round(24 * scale), -round(16 * scale))
    top = pygame.Rect(inner.left, inner.top, inner.width, min(inner.height // 2, round(30 * scale)))
    return top, pygame.Rect(inner.left, top.bottom, inner.width, inner.bottom - top.bottom)
