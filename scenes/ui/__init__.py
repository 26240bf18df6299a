"""The UI kit every screen and table shares: theme, widgets, drag-and-drop, assets,
layouts and sounds."""
