"""The full-screen and overlay pages: the menu, a game's setup, settings, rules,
results, the lists of saved and past games, "Save as..." and messages. Pages open each
other, and the tables, only through :mod:`scenes.navigation`."""
