"""The words of the rule cards (``cards.py``): six short paragraphs a game, the rules of
``docs/site_src/games/`` cut to what a player keeps on the table. English is the message id;
the Russian is in the ``widgets`` catalogue."""

from __future__ import annotations

from .engine.i18n import N_

PARTS = ("deal", "lead", "join", "score", "hand", "match")
"""The card's paragraphs, in order."""

HEADINGS = {"deal": N_("The deal"), "lead": N_("Who leads"), "join": N_("How tiles join"),
            "score": N_("What scores"), "hand": N_("The end of a hand"),
            "match": N_("The end of the match")}

FIRST_OUT = N_("The first player out scores the pips left in the other hands. Blocked («рыба»: "
               "nobody can play or draw): the fewest pips scores the others' pips minus his "
               "own; a tie scores nothing.")
TO_100 = N_("Hands are played until someone reaches 100; the highest total wins.")

TEXTS: dict[str, dict[str, str]] = {
    "traditional": {
        "deal": N_("2-4 players, 7 tiles each; the rest is the boneyard (four players hold all "
                   "28)."),
        "lead": N_("First hand: the lowest double, in the order 1:1, 2:2 … 6:6, then 0:0. Later: "
                   "who went out; after a block, the fewest pips."),
        "join": N_("A line with two ends: equal halves touch, a 4 on a 4. Doubles lie across. "
                   "You must play if you can; if not, draw until a tile fits; with an empty "
                   "boneyard, pass."),
        "score": N_("Nothing during play: points come at the end of a hand."),
        "hand": FIRST_OUT,
        "match": TO_100,
    },
    "sevastopol": {
        "deal": N_("Four players, 7 tiles each: every tile is dealt, no boneyard."),
        "lead": N_("The holder of 6:6 leads it, in every hand."),
        "join": N_("6:6 is a cross: the first four tiles go on its four sides, and each must be a "
                   "six (no six: pass). Then any arm, equal halves touching. No tile: pass."),
        "score": N_("Nothing during play: points come at the end of a hand."),
        "hand": FIRST_OUT,
        "match": TO_100,
    },
    "spider": {
        "deal": N_("2-4 players, 7 tiles each. With 2-3 players one boneyard tile is set aside "
                   "face down: nobody draws or sees it."),
        "lead": N_("The holder of 1:1 leads it, in every hand (nobody has it: deal again)."),
        "join": N_("Four legs grow from the sides of 1:1, in any order, equal halves touching. A "
                   "matching double laid face down closes a leg. No tile: draw until one fits, "
                   "else pass."),
        "score": N_("Nothing during play: points come at the end of a hand."),
        "hand": FIRST_OUT,
        "match": TO_100,
    },
    "sausage": {
        "deal": N_("2-4 players, 7 tiles each; the rest is the boneyard."),
        "lead": N_("First hand: the holder of 1:1. Later: the last winner leads any double."),
        "join": N_("The lead double is the head; two ribbons grow from it side by side, one at "
                   "most a tile ahead. With even ribbons a tile across both ends cuts: the piece "
                   "goes into the previous player's hand, and he moves next."),
        "score": N_("Nothing during play: points come at the end of a hand."),
        "hand": FIRST_OUT,
        "match": TO_100,
    },
    "sevens": {
        "deal": N_("2-5 players, 5 tiles each; the rest is the reserve."),
        "lead": N_("The highest tile leads: 6:6, 6:5, 6:4, 5:5 …"),
        "join": N_("Touching halves add up to 7: 1 with 6, 2 with 5, 3 with 4. A 0 end is dead. "
                   "No tile: draw until one fits, else pass."),
        "score": N_("Nothing during play: points come at the end of a hand."),
        "hand": FIRST_OUT,
        "match": TO_100,
    },
    "matador": {
        "deal": N_("2-3 players take 6 tiles each, four players 5; the rest is the reserve."),
        "lead": N_("First hand: chosen by lot, any tile. Later: the fewest pips last hand."),
        "join": N_("Touching halves add up to 7. A 0 takes only a matador (6:1, 5:2, 4:3, 0:0), "
                   "laid across: both its halves stay open. No tile: draw one; play it if it "
                   "fits, else pass."),
        "score": N_("Nothing during play (a variant gives 10 for a matador across)."),
        "hand": N_("Going out does not end the hand: it ends when the reserve is empty and nobody "
                   "can play. The fewest pips scores the others' pips minus his own."),
        "match": TO_100,
    },
    "six-matador": {
        "deal": N_("2-3 players take 6 tiles each (the rest is the reserve); four players 7 "
                   "each."),
        "lead": N_("First hand: chosen by lot, any tile. Later: the fewest pips last hand."),
        "join": N_("Touching halves add up to 6. A 0 takes only a matador (0:6, 1:5, 2:4, 3:3, "
                   "0:0), laid across. No tile: draw one; play it if it fits, else pass."),
        "score": N_("10 for every matador, 1 for every other tile joined, 5 more for a 6 left on "
                    "a free half; a pass costs 6 (a debt is allowed)."),
        "hand": N_("Going out does not end the hand: it ends when the reserve is empty and nobody "
                   "can play. No pips are counted."),
        "match": N_("The match goes to 100; the most points wins."),
    },
    "cross": {
        "deal": N_("2-4 players, 7 tiles each; with 2-3 players the rest is the boneyard."),
        "lead": N_("First hand: the lowest double (1:1 … 6:6, then 0:0). Later: who went out; "
                   "after a block, the fewest pips."),
        "join": N_("Equal halves touch. The first double is the centre: four arms grow from it. A "
                   "turn is one tile, or any number of doubles. No tile: draw until one fits, "
                   "else pass."),
        "score": N_("After your turn add the open ends (a double counts whole; the centre only "
                    "while at most one side is taken): a multiple of 5 scores itself."),
        "hand": N_("Someone goes out, or the hand is blocked. Everyone still holding tiles loses "
                   "his pips rounded to 5."),
        "match": N_("The first to 105 after a hand's penalties wins."),
    },
    "cross-two-hands": {
        "deal": N_("Each player takes 14 tiles (two sets for 3-4 players) and splits them into a "
                   "left and a right hand of 7."),
        "lead": N_("First hand: the lowest double, with a tile from the other hand. Later: who "
                   "went out; after a block, the fewest pips."),
        "join": N_("As in Cross, but every turn plays from both hands, in either order. A hand "
                   "sits out only if it cannot play in any order."),
        "score": N_("As in Cross, counted after the whole turn: a multiple of 5 scores itself."),
        "hand": N_("Someone has no tiles in either hand, or the hand is blocked. Everyone still "
                   "holding tiles loses his pips rounded to 5."),
        "match": N_("The first to 205 after a hand's penalties wins."),
    },
    "quintuple": {
        "deal": N_("2-3 players take 6 tiles each, four players 5; the rest is the reserve."),
        "lead": N_("Chosen by lot; any tile."),
        "join": N_("Equal halves touch. The first double is the centre of four arms; later "
                   "doubles lie in line. No tile: draw until one fits."),
        "score": N_("2 for the first double. 4 whenever the four free ends add up to a multiple "
                    "of 5. 2 for going out."),
        "hand": N_("Someone has no tiles and the reserve is empty, or the hand is blocked: then "
                   "the fewest pips scores 1."),
        "match": N_("First to 25 (four players: 20). The winner collects the difference from "
                    "each loser."),
    },
}
"""Each game's six paragraphs, by ``PARTS``."""

PICTURES = {"traditional": ("traditional-hand", 8), "sevastopol": ("sevastopol-sixes", 10),
            "spider": ("spider-closed-leg", 9), "sausage": ("sausage-cut", 5),
            "sevens": ("sevens-dead-zero", 6), "matador": ("matador-crosswise", 9),
            "six-matador": ("six-matador-strict", 7), "cross": ("cross-photos", 11),
            "cross-two-hands": ("cross-two-hands-turn", 5), "quintuple": ("quintuple-book", 10)}
"""The card's picture: the table of a shipped record after its move number so-and-so."""
