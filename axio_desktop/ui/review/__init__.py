"""The review screen: a record's placements judged by the analyser (`axio_desktop.review`),
shown on the board with the better placement as a ghost, in a move list with marks,
on a chart of every seat's chances, with each player's accuracy.

Shared code: what differs per game comes through the game's kits (`find_kit(id)`:
the analysis kit, and the desktop kit's `review_board`)."""
