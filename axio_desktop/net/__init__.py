"""Network play (axio-net/1): a host that holds games for clients on other computers,
and a client that plays a seat of one. Pure asyncio and ``websockets``; the rules are
the engine's and the bots the bots' own, reached through the registered kits.

Read it in this order: `protocol` (limits, error codes, what a client sends), `tokens`,
`chance`, `store`, `room` (one game and its seats, no sockets), `frames` (everything
sent to a client), `limits`, `clients`, `hall` (the rooms in play), `host` (the
server), `events`, `bot_seats`, `embedded` (a host on its own thread), `deciders` and
`client` (a seat played from afar), `session_events` and `session` (a person's seat for a
program with a frame loop of its own).
"""
