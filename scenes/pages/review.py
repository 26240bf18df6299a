"""The review of a finished game, from its results: for each person, the turns the hard
computer would have played otherwise for the most points by the end (:mod:`session.review`),
each said in the game's terms (:mod:`session.review_words`). The turns were weighed while
the game was played (the game's analysis), so the page shows them at once; a game kept
without them (or with part of them) is weighed now, on a thread of its own with a bar
that fills as it goes, and what is weighed is kept with the game in Past games. Clicking
an entry shows the moment before the move at its table, read-only, with the move played
outlined and the computer's ghosted; Close there comes back here.

The entries are written in the table's body letters and wrapped, never shrunk or cut: a
sheet shows one person's entries, as many whole entries as its room holds (at most two
at 1280x720, often one), and Previous and Next turn the sheets. Whole entries on sheets
rather than a scrolled list: an entry is read as one, none is ever cut at the edge of a
view, and the buttons are found without a wheel."""
from __future__ import annotations

import threading
from dataclasses import dataclass

import pygame

from game.narration import is_you
from game.words import N_, _, ngettext, pgettext
from scenes import navigation, wakeup
from scenes.pages.page import PageScene
from scenes.ui import theme
from scenes.ui.fitting import broken_lines, draw_lines, fitted_lines
from scenes.ui.widgets import Button
from session.files import past_games
from session.files.saves import SavedGame
from session.registry import GameInfo
from session.review import CostlyMove, Review, ReviewedMoment, review_game, review_of

#: The letters of an entry: the table's body letters, its heading in the label's.
ENTRY_FONT = "body"
HEADING_FONT = "label"
#: Room between entries, inside an entry's edge, and between its paragraphs (at 1280x720).
ENTRY_GAP = 12
PADDING = (12, 6)
PARAGRAPH_GAP = 2

ALL_GOOD = N_("Every move was as good as the hard computer's, or within a point of it by the end of the game.")
CLICK = N_("Click a move to see the game at that moment.")


@dataclass(frozen=True)
class Sheet:
    """What the page shows at once: some of one person's entries."""

    seat: int
    moves: tuple[CostlyMove, ...]
    first: int
    """The place of the first of :attr:`moves` among the person's entries (from 0)."""
    count: int
    """How many entries the person has."""


def entry_lines(costly: CostlyMove, font: pygame.font.Font, width: int) -> list[tuple[str, ...]]:
    """The entry's paragraphs under its heading, each wrapped within ``width``."""
    return [broken_lines(paragraph, font, width) for paragraph in costly.said.body]


def entry_height(costly: CostlyMove, width: int, scale: float) -> int:
    """How tall the entry's box is at ``width``: its heading and every wrapped line."""
    font, heading = theme.font(ENTRY_FONT, scale), theme.font(HEADING_FONT, scale, bold=True)
    pad_x, pad_y = round(PADDING[0] * scale), round(PADDING[1] * scale)
    paragraphs = entry_lines(costly, font, width - 2 * pad_x)
    lines = sum(len(p) for p in paragraphs)
    return (2 * pad_y + heading.get_linesize() + lines * font.get_linesize()
            + len(paragraphs) * round(PARAGRAPH_GAP * scale))


def entry_layout(costly: CostlyMove, box: pygame.Rect, scale: float) -> list[tuple[str, pygame.font.Font, pygame.Rect]]:
    """Where each line of the entry in ``box`` is drawn: (text, font, its rectangle)."""
    font, heading = theme.font(ENTRY_FONT, scale), theme.font(HEADING_FONT, scale, bold=True)
    pad_x, pad_y = round(PADDING[0] * scale), round(PADDING[1] * scale)
    left, width = box.left + pad_x, box.width - 2 * pad_x
    placed = [(costly.said.heading, heading, pygame.Rect((left, box.top + pad_y), heading.size(costly.said.heading)))]
    y = box.top + pad_y + heading.get_linesize()
    for paragraph in entry_lines(costly, font, width):
        y += round(PARAGRAPH_GAP * scale)
        for line in paragraph:
            placed.append((line, font, pygame.Rect((left, y), (font.size(line)[0], font.get_linesize()))))
            y += font.get_linesize()
    return placed


def sheets_of(review: Review, width: int, height: int, scale: float) -> list[Sheet]:
    """Each person's entries on sheets of ``width`` x ``height``, as many whole entries on
    a sheet as it holds (one at least); a person without entries has a sheet that says so."""
    gap = round(ENTRY_GAP * scale)
    sheets = []
    for seat, moves in review.costliest.items():
        if not moves:
            sheets.append(Sheet(seat, (), 0, 0))
            continue
        first, used = 0, 0
        for n, costly in enumerate(moves):
            tall = entry_height(costly, width, scale)
            if n > first and used + gap + tall > height:
                sheets.append(Sheet(seat, moves[first:n], first, len(moves)))
                first, used = n, 0
            used += (gap if n > first else 0) + tall
        sheets.append(Sheet(seat, moves[first:], first, len(moves)))
    return sheets


class ReviewScene(PageScene):
    @property
    def title(self) -> str:
        return _("{game} — review", game=self.game.title)

    def __init__(self, app, game: GameInfo, finished: SavedGame):
        super().__init__(app)
        self.game, self.finished = game, finished
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
        """The entries drawn, each in its box."""
        self.hover: CostlyMove | None = None
        self.sheets: list[Sheet] = []
        self.sheet = 0
        """Which of :attr:`sheets` is shown."""
        self.previous_button: Button | None = None
        self.next_button: Button | None = None
        self.stop = threading.Event()
        self.thread: threading.Thread | None = None
        """The thread that weighs what the game's analysis lacks (None: it lacked nothing)."""
        if not finished.analysis.missing(finished.record):
            self.review = review_of(finished.record, finished.analysis, self.names, game.hint_words())
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
            review = review_game(finished.record, self.names, self.game.hint_words(), finished.seed,
                                 progress, self.stop.is_set, analysis=finished.analysis)
            if review is not None:
                past_games.keep_analysis(self.game.id, finished)  # the next time it opens at once
            self.review = review
        except Exception as exc:  # noqa: BLE001 - the results stay; the page says what went wrong
            error = f"{type(exc).__name__}: {exc}"
            # Translators: {error} is the program's own words for what went wrong.
            self.failed = _("The review could not be made ({error}).", error=error)
        wakeup.post()

    def build(self, size) -> None:
        """Previous and Next beside Back, shown when there is more than one sheet."""
        back, body = self.rects["back"], self.rects["body"]
        gap = round(ENTRY_GAP * self.scale)
        following = back.move_to(right=body.right)
        # Translators: the Review's buttons that turn to the next and the previous sheet of moves.
        following_label, previous_label = pgettext("sheet", "Next"), pgettext("sheet", "Previous")
        self.next_button = Button(following, following_label, lambda: self.turn_sheet(1), self.scale,
                                  alike=(previous_label,))
        self.previous_button = Button(following.move(-(following.width + gap), 0), previous_label,
                                      lambda: self.turn_sheet(-1), self.scale, alike=(following_label,))
        self.widgets += [self.previous_button, self.next_button]
        self.paginate()

    def paginate(self) -> None:
        """The sheets of the review shown, for the page's size (the sheet shown stays the
        one with the entry it began with)."""
        if self.shown is None or not self.rects:
            self.sheets = []
        else:
            keep = self.sheets[self.sheet] if self.sheets else None
            self.sheets = sheets_of(self.shown, self.rects["body"].width, self.rects["body"].height, self.scale)
            self.sheet = next((n for n, sheet in enumerate(self.sheets) if keep is not None and sheet.seat == keep.seat
                               and sheet.first <= keep.first < sheet.first + max(1, len(sheet.moves))), 0)
        self.show_turning()

    def show_turning(self) -> None:
        many = len(self.sheets) > 1
        for button, on in ((self.previous_button, self.sheet > 0), (self.next_button, self.sheet < len(self.sheets) - 1)):
            if button is not None:
                button.visible, button.enabled = many, on
                button.changed = True

    def turn_sheet(self, by: int) -> None:
        self.sheet = max(0, min(len(self.sheets) - 1, self.sheet + by))
        self.hover = None
        self.show_turning()
        self.dirty = True

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
            self.paginate()
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
        number, total = costly.number, len(self.finished.record.entries)
        if is_you(name):
            caption = _("Before move {number} of {total}: you to play. Outlined: what you played; ghosted: the hard "
                        "computer's move.", number=number, total=total)
        else:
            # Translators: the banner's guidance at a Review entry's moment, over the table.
            caption = _("Before move {number} of {total}: {name} to play. Outlined: what {name} played; ghosted: the "
                        "hard computer's move.", number=number, total=total, name=name)
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
        words = (ngettext("The hard computer plays each of your turns again: {done} of {total} turn weighed.",
                          "The hard computer plays each of your turns again: {done} of {total} turns weighed.", total,
                          done=done, total=total)
                 if total else _("The hard computer is reading the game..."))
        bar = pygame.Rect(body.left, body.centery, body.width, round(22 * s))
        self.draw_words(surface, words, pygame.Rect(body.left, bar.top - round(70 * s), body.width, round(60 * s)))
        theme.draw_panel(surface, bar, theme.PANEL, theme.PANEL_EDGE, shadow=False)
        if total:
            filled = bar.inflate(-4, -4)
            filled.width = round(filled.width * done / total)
            if filled.width > 0:
                pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=theme.RADIUS)

    def draw_review(self, surface, review: Review, body: pygame.Rect) -> None:
        """The sheet shown: whose entries they are and which of them, then each entry, a
        box that opens its moment."""
        s = self.scale
        self.entries = []
        if not self.sheets:
            return
        sheet = self.sheets[self.sheet]
        over = self.rects["tabs"]
        name = self.names[sheet.seat]
        # Translators: the heading of a person's sheet of the Review.
        heading = _("Your costliest moves") if is_you(name) else _("{name}'s costliest moves", name=name)
        theme.draw_text(surface, heading,
                        theme.font(HEADING_FONT, s, bold=True), theme.ACCENT, over.midleft, "midleft")
        if not sheet.moves:
            self.draw_words(surface, _(ALL_GOOD), pygame.Rect(body.left, body.top, body.width, body.height // 3))
        else:
            theme.draw_text(surface, _(CLICK), theme.font(ENTRY_FONT, s), theme.TEXT_DIM, over.midright, "midright")
        top = body.top
        for costly in sheet.moves:
            box = pygame.Rect(body.left, top, body.width, entry_height(costly, body.width, s))
            self.draw_entry(surface, costly, box)
            self.entries.append((box, costly))
            top = box.bottom + round(ENTRY_GAP * s)
        if len(self.sheets) > 1:
            words = sheet_words(sheet)
            where = self.previous_button.rect
            theme.draw_text(surface, words, theme.font(ENTRY_FONT, s), theme.TEXT_DIM,
                            (where.left - round(ENTRY_GAP * s), where.centery), "midright")

    def draw_entry(self, surface, costly: CostlyMove, box: pygame.Rect) -> None:
        theme.draw_panel(surface, box, theme.PANEL_LIGHT if costly is self.hover else theme.PANEL,
                         theme.ACCENT if costly is self.hover else theme.PANEL_EDGE)
        for n, (line, font, rect) in enumerate(entry_layout(costly, box, self.scale)):
            theme.draw_text(surface, line, font, theme.ACCENT if n == 0 else theme.TEXT, rect.topleft)


def sheet_words(sheet: Sheet) -> str:
    """Which of the person's entries the sheet shows, beside the buttons that turn it:
    "4–6 of 9", "7 of 7" ("" for a sheet of none)."""
    first, last = sheet.first + 1, sheet.first + len(sheet.moves)
    if not sheet.moves:
        return ""
    if len(sheet.moves) == 1:
        # Translators: which of a person's Review entries a sheet shows: one of them.
        return ngettext("{first} of {count}", "{first} of {count}", sheet.count, first=first, count=sheet.count)
    # Translators: which of a person's Review entries a sheet shows: from the first to the last.
    return ngettext("{first}\u2013{last} of {count}", "{first}\u2013{last} of {count}", sheet.count, first=first,
                    last=last, count=sheet.count)
