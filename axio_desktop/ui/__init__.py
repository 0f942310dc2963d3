"""The desktop game: pygame-ce scenes on a scene stack, drawn from the engine's answers.

Read it in this order: `scenes` (the stack), `input` (the one key/mouse table),
`tile_art` and `board` (drawing the display), `match` (a game in progress with its
bots), `game_scene` (the table), then the menu scenes.
"""
