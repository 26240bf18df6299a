"""What every game table shares: the board view with pan and zoom, animations, the
runner that plays computer seats off the UI thread, the turn banner and the live
score panel, and the table scene base class with the demo plumbing. Each game's
scene holds only what is that game's."""
