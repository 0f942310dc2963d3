"""Correspondence games on the desktop: My games on every server the player uses, a
new game, joining one, and the servers in the settings."""
