"""The rules of each game in our own words, from ``assets/rules/GAME.md`` (or the
language's own ``GAME.LANG.md``), scrollable."""
from __future__ import annotations

import pygame

from game.words import _
from session import registry
from scenes.pages.page import PageScene
from scenes.ui import line_breaks, theme
from scenes.ui.widgets import Choice, ScrollView


def render_markdown(text: str, width: int, scale: float) -> pygame.Surface:
    """Render the small Markdown subset our rules use: # and ## headings, - bullets,
    paragraphs and **bold** runs."""
    blocks: list[tuple[str, str]] = []
    paragraph: list[str] = []

    def flush():
        if paragraph:
            blocks.append(("p", joined(paragraph)))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush(); blocks.append(("h2", line[3:]))
        elif line.startswith("# "):
            flush(); blocks.append(("h1", line[2:]))
        elif line.startswith(("- ", "* ")):
            flush(); blocks.append(("li", line[2:]))
        else:
            paragraph.append(line)
    flush()

    pad = round(24 * scale)
    inner = width - 2 * pad - round(16 * scale)
    pieces: list[tuple[int, int, pygame.Surface]] = []
    y = pad
    for kind, body in blocks:
        if kind in ("h1", "h2"):
            font = theme.font("heading" if kind == "h1" else "label", scale * (1.1 if kind == "h1" else 1.1), bold=True)
            color = theme.ACCENT if kind == "h1" else theme.TEXT
            y += round((10 if kind == "h2" else 0) * scale)
            for line in theme.wrap_text(body, font, inner):
                pieces.append((pad, y, theme.text_image(line, font, color)))
                y += font.get_linesize()
            y += round(6 * scale)
            continue
        indent = round(22 * scale) if kind == "li" else 0
        y = _render_rich(pieces, body, pad + indent, y, inner - indent, scale, bullet=kind == "li")
        y += round(10 * scale)
    surface = pygame.Surface((width, y + pad), pygame.SRCALPHA)
    for x, top, image in pieces:
        surface.blit(image, (x, top))
    return surface


def joined(lines: list[str]) -> str:
    """A paragraph's source lines as one text: a space between lines, but none between
    Japanese characters (which a space would split as no Japanese text is)."""
    text = ""
    for line in lines:
        unspaced_join = text and line_breaks.unspaced(text[-1]) and line_breaks.unspaced(line[0])
        text += line if not text or unspaced_join else " " + line
    return text


def rich_words(text: str) -> list[tuple[bool, list[tuple[str, bool]]]]:
    """``text`` with **bold** runs as the pieces no line breaks inside (words, and in
    Japanese single characters with the marks they hold: :mod:`scenes.ui.line_breaks`),
    each ``(spaced, [(piece, bold), ...])``: whether a space comes before it, and its
    runs. A run that touches its neighbour in the source (``**Arch tiles**:``) stays in
    the same word, so no space comes before the punctuation after a bold run."""
    words: list[tuple[bool, list[tuple[str, bool]]]] = []
    last = ""  # the source's character before the run now read ("" after a space)
    for i, run in enumerate(text.split("**")):
        bold = i % 2 == 1
        for gap, unit in line_breaks.units(run):
            if not unit:
                last = ""
                continue
            if words and not gap and last and not line_breaks.may_break_between(last, unit[0]):
                words[-1][1].append((unit, bold))
            else:
                words.append((bool(gap) or not last and bool(words), [(unit, bold)]))
            last = unit[-1]
    return words


def _render_rich(pieces, text, left, y, width, scale, bullet=False) -> int:
    """Lay out ``text`` with **bold** runs, word by word; returns the next y."""
    regular = theme.font("body", scale)
    bold = theme.font("body", scale, bold=True)
    if bullet:
        pieces.append((left - round(16 * scale), y, theme.text_image("•", regular, theme.ACCENT)))
    x = left
    space = regular.size(" ")[0]
    for spaced, word in rich_words(text):
        w = sum((bold if is_bold else regular).size(part)[0] for part, is_bold in word)
        gap = space if spaced and x > left else 0
        if x > left and x + gap + w > left + width:
            x, gap = left, 0
            y += regular.get_linesize()
        x += gap
        for part, is_bold in word:
            font = bold if is_bold else regular
            pieces.append((x, y, theme.text_image(part, font, theme.TEXT)))
            x += font.size(part)[0]
    return y + regular.get_linesize()


class RulesScene(PageScene):
    @property
    def title(self) -> str:
        return _("Rules")

    def __init__(self, app, game_id: str | None = None, over_game: bool = False):
        """``over_game``: opened from a table, whose game Back returns to."""
        super().__init__(app)
        self.over_game = over_game
        games = registry.rules_games()
        self.games = games
        self.game_id = game_id or (games[0].id if games else None)
        self.view: ScrollView | None = None

    def build(self, size):
        s = self.scale
        if self.over_game and self.back_button is not None:
            self.back_button.text = _("Back to the game")
        if not self.games:
            return
        tabs = self.rects["tabs"]
        self.widgets.append(Choice(tabs, [g.id for g in self.games], self.game_id, self.show,
                                   [g.title for g in self.games], s))
        body = self.rects["body"]
        self.view = ScrollView(body, scale=s)
        self.widgets.insert(0, self.view)
        self._load()

    def _load(self):
        game = registry.get(self.game_id)
        try:
            text = game.rules_path.read_text(encoding="utf-8")
        except OSError as exc:
            text = "# " + game.title + "\n\n" + _("The rules text could not be read: {reason}", reason=exc)
        self.view.offset = 0
        self.view.set_content(render_markdown(text, self.view.rect.width, self.scale))

    def show(self, game_id):
        self.game_id = game_id
        self._load()

    def handle_event(self, event):
        if self.view is not None and event.type in (pygame.MOUSEWHEEL, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()
                return
            if self.view.handle_event(event):
                return
        super().handle_event(event)

    def draw_page(self, surface):
        theme.draw_panel(surface, self.rects["body"].inflate(8, 8))
        if not self.games:
            theme.draw_text(surface, _("No rules text is installed."), theme.font("body", self.scale),
                            theme.TEXT_DIM, self.rects["body"].center, "center")
