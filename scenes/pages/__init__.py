"""The full-screen and overlay pages: the menu, a game's setup, settings, rules,
results, the lists of saved and past games, "Save as..." and messages. Pages open each
other, and the tables, only through :mod:`scenes.navigation`: a page imports no other
page (only their shared base, :mod:`scenes.pages.page`) and no table. The app knows
them all (:mod:`scenes.all_pages`) and hands them to navigation."""
