"""What a played game is on this machine, in pure Python (no pygame): the games
Tessera knows (``registry``), a game's seats (``seats``), a finished game's result
(``result``), the computer players seated at a game (``computers``), the version, and
the player's own files (``files``)."""
