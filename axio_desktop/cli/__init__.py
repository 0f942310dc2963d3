"""The command line: a thin front over the engine and the bots."""
