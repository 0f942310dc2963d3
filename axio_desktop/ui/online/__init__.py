"""Playing online at the desktop: a seat of a game held by a host (the program's own,
started from the menu, or `serve` on another computer), from the connection to the
end of the game.

Read it in this order: `words` (what the player reads of the connection and the
host's refusals), `game` (the seat's session heard from the frame loop: players,
connection, what the host showed), `seats` (the seats afar at the table and the shadow
of the game it plays on), `waiting_room`, `pause` (the online game menu: Leave, a seat
to a bot), `start` (the flow's entry points: create, join, continue, the table, the
end).
"""
