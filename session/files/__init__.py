"""The player's files: where they go (``paths``), reading them with care
(``storage``), the settings, the remembered setups, the game in progress and its
writer thread (``saves``, ``autosave``), and the games kept as files (``game_files``,
listed by ``game_folders``: saved games, and past games, which ``past_games`` keeps,
orders and prunes)."""
