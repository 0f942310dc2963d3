"""The game table every game shares: `match` (seats, bots, undo by replaying the
record), `turn_flow` (whose turn, decisions, bots, the end), `motion` (banners,
markers, effects), `part` (what one game brings) and `scene` (the table itself)."""
