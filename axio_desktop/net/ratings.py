"""Ratings of players in each game on a host, from the games they finish against other
people: OpenSkill's Weng-Lin model with Plackett-Luce ranking (``openskill``), for 2 to
4 players, ties shared. A player who resigned or ran out of time places below every
player who did not; bots and seats without a player are not rated, and a game with
fewer than two rated players rates nobody."""

from __future__ import annotations

from collections.abc import Mapping

from openskill.models import PlackettLuce

from .store import Rater, StoredRating

DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3.0
"""Where a player without a rating in a game starts (with 0 games): OpenSkill's own
defaults, written out so that `shown` of a new player is exactly 1000."""
MODEL = PlackettLuce(mu=DEFAULT_MU, sigma=DEFAULT_SIGMA)
SHOWN_BASE = 1000
SHOWN_SCALE = 40


def places_of(places: Mapping[int, int], gave_up: set[int],
              players: Mapping[int, str]) -> dict[str, int]:
    """Each rated player's place (1 the best), from the game's ``places`` by seat, the
    seats whose person ``gave_up`` (last, tied among themselves) and the seats' players
    (``players``: seat → player id). Empty when fewer than two players are rated."""
    rated = [seat for seat in players if seat in places]
    if len(rated) < 2:
        return {}
    last = max(places.values()) + 1
    return {players[seat]: last if seat in gave_up else places[seat] for seat in rated}


def rater(game: str, places: Mapping[str, int]) -> Rater:
    """What `store.GameStore.save` calls with the players' current ratings in ``game``
    (a player with none starts at `DEFAULT_MU`, `DEFAULT_SIGMA`): their ratings after
    this game, each with one game more, in the order of their ids; none when fewer than
    two players are placed. Ties (equal places) are shared."""
    order = sorted(places)

    def rate(current: Mapping[str, StoredRating]) -> list[StoredRating]:
        if len(order) < 2:
            return []
        teams = [[MODEL.rating(mu=current[player].mu, sigma=current[player].sigma)
                  if player in current else MODEL.rating(mu=DEFAULT_MU, sigma=DEFAULT_SIGMA)]
                 for player in order]
        rated = MODEL.rate(teams, ranks=[places[player] for player in order])
        return [StoredRating(player, game, team[0].mu, team[0].sigma,
                             (current[player].games if player in current else 0) + 1)
                for player, team in zip(order, rated)]

    return rate


def shown(rating: StoredRating | None) -> int:
    """The number people see: ``round(1000 + 40 * (mu - 3 * sigma))``, so 1000 for a new
    player, rising as the model grows sure of them."""
    mu, sigma = (DEFAULT_MU, DEFAULT_SIGMA) if rating is None else (rating.mu, rating.sigma)
    return round(SHOWN_BASE + SHOWN_SCALE * (mu - 3 * sigma))
