"""The desktop game: pygame-ce scenes on a scene stack, drawn from the engine's answers.

Read it in this order: `scenes` (the stack), `input` (the one key/mouse table),
`host` and `flow` (what a scene may ask of the program, and the way between
screens), `table/` (the game table every game shares: its match, turn flow, motion
and scene), `games` (the three games as data), then each game's part of the table
(`rota/`, `axio/`) and the menu scenes.
"""
