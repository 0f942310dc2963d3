"""Network play (axio-net/1): a host that holds games for clients on other computers,
and a client that plays a seat of one. Pure asyncio and ``websockets``; the rules are
the engine's and the bots the bots' own, found in the bots' registry (`bots.games`).

Read it in this order: `protocol` (limits, error codes, what a client sends),
`host_messages` (what the host sends), `tokens`, `chance`, `store`, `room` (one game
and its seats, no sockets), `frames` (everything sent to a client), `limits`,
`clients` (the host's connections), `hall` (the rooms in play), `host` (the server),
`events`, `bot_seats`, `loop_thread`, `embedded` (a host on its own thread), then the
client's side: `session_events` and `seat_state` (one seat's state machine),
`deciders` and `remote_seat` (a seat played from afar over a connection), and
`session` (a person's seat for a program with a frame loop of its own).
"""
