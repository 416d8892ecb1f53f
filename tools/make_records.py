"""Writes the shipped records of the books' worked examples (run from the project root).

Each record is built by playing the moves through the engine, so a record that this script
writes always replays. Each note (RECORD.md) is in both languages: the book's quote, Russian in
both, then what happens, in English and in Russian.
"""

from __future__ import annotations

from pathlib import Path

from domino_widgets.engine import DRAW, State
from domino_widgets.engine.record import Record, dumps, record_from_state
from domino_widgets.engine.tiles import SET_SIZE, TILES, parse_tile

OUT = Path("domino_widgets/records")


def note(quote: str, en: str, ru: str) -> dict[str, str]:
    """A note in both languages (RECORD.md): the book's quote (Russian in both, may be empty),
    then what happens, in each language."""
    return {"ru": "\n".join(t for t in (quote, ru) if t),
            "en": "\n".join(t for t in (quote, en) if t)}


def quintuple_book() -> dict:
    hands = {
        "Андрей": ["4:1", "5:3", "1:1", "4:4", "5:1"],
        "Ирина": ["2:2", "4:3", "5:5", "1:6", "3:0"],
        "Ольга": ["0:1", "0:6", "3:3", "6:6", "5:0"],
        "Вадим": ["5:6", "2:1", "4:6", "3:6", "0:4"],
    }
    moves = [
        {"player": "Андрей", "play": "1:1"},
        {"player": "Ирина", "play": "1:6", "on": "1:1"},
        {"player": "Ольга", "play": "1:0", "on": "1:1", "side": "west"},
        {"player": "Вадим", "play": "1:2", "on": "1:1"},
        {"player": "Андрей", "play": "1:4", "on": "1:1"},
        {"player": "Ирина", "play": "0:3", "on": "1:0"},
        {"player": "Ольга", "play": "6:6", "on": "1:6"},
        {"player": "Вадим", "play": "6:4", "on": "6:6"},
        {"player": "Андрей", "play": "3:5", "on": "0:3"},
        {"player": "Ирина", "play": "5:5", "on": "3:5"},
    ]
    notes = {
        "1": note("Первый ход делает Андрей. Он решил положить в качестве стартовой кости дубль "
                  "1:1. Рассудительный игрок решил, что кости с одним очком у него есть и он "
                  "ничего не потеряет, если лишится дубля 1:1. К тому же этим ходом он "
                  "зарабатывает себе 2 очка, поскольку кладет первый дубль. Да и ходы теперь можно "
                  "делать не в две стороны, а во все четыре — вправо, влево, вверх и вниз. Вот "
                  "таким продуктивным оказался первый ход. Но в большинстве случаев игроки не "
                  "торопятся расстаться с дублями, поскольку они могут быть очень удобны и выгодны "
                  "для более поздних ходов, когда за один ход можно будет заработать не 2, а целых "
                  "4 очка.",
                  "Andrey leads the double 1:1. He holds other tiles with a 1, so he loses nothing "
                  "by giving up the double; it is the first double, so he scores 2 points, and it "
                  "becomes the centre: from now on tiles go on all four sides. The book adds that "
                  "players usually keep their doubles for later, when one move can bring 4 points, "
                  "not 2.",
                  "Первый дубль приносит Андрею 2 очка, и 1:1 становится центральным дублем. "
                  "Совет книги: дубли обычно берегут для поздних ходов, когда один ход приносит "
                  "не 2 очка, а 4."),
        "2": note("Следующий ход делает Ирина, которая, соблюдая принцип домино, кладет 1:6.",
                  "Irina answers by the usual rule of dominoes with 1:6: a 1 against the 1.",
                  "Ирина ставит 1:6 единицей к единице."),
        "3": note("Теперь прежде чем сделать ход, каждый игрок тщательно взвешивает все «за» и "
                  "«против». Ведь в этой игре нужно не просто сделать ответный ход, а составить "
                  "определенную композицию из чисел, сумма которых должна быть кратна 5. Поэтому "
                  "Ольга, обдумав все варианты, решила открыть пока кость 1:0.",
                  "From now on every move is weighed: it is not enough to answer an end, the free "
                  "ends must add up to a multiple of 5. Olga weighs her options and opens a second "
                  "arm with 1:0.",
                  "Кость 1:0 открывает второй луч креста."),
        "4": note("Вадим ставит 1:2 к дублю 1:1.",
                  "Vadim puts 1:2 against the double 1:1: a third arm.",
                  "Это третий луч креста."),
        "5": note("Андрей ставит 1:4. Всего трех очков у него не хватило для того, чтобы на "
                  "свободных половинках костей получилось число, кратное 5.",
                  "Andrey puts 1:4 on the fourth side. The free ends are 6 + 0 + 2 + 4 = 12: three "
                  "short of a multiple of 5, so no points.",
                  "На свободных концах 6 + 0 + 2 + 4 = 12, очков нет."),
        "6": note("Шестой ход делает Ирина. Если она поставит 2:2, то картина от этого не "
                  "изменится, да и очков она не заработает. А вот поставив 0:3, Ирина получает 4 "
                  "очка, потому что теперь сумма очков на всех свободных половинках равна 15, что "
                  "кратно 5.",
                  "Irina weighs two tiles: 2:2 on the 2 would leave the sum at 12 and score "
                  "nothing. She puts 0:3 on the 0 instead: now 6 + 3 + 2 + 4 = 15, a multiple of "
                  "5: 4 points.",
                  "Сумма концов: 6 + 3 + 2 + 4 = 15."),
        "7": note("Ольга может положить любую кость с тройкой, двойкой, шестеркой или четверкой, "
                  "главное — выяснить, какая кость окажется выгоднее для нее. Поставив 0:6, "
                  "участница создала бы более удобное положение для получения очков другому "
                  "игроку, и она поставила кость 6:6, которая не изменила картины.",
                  "Olga may answer a 3, a 2, a 6 or a 4; the question is which tile serves her "
                  "best. 0:6 would set up points for the next player, so she lays 6:6 lengthwise "
                  "on the 6, which leaves the ends as they were. The book says nothing of points, "
                  "but the sum is still 15, so by the rule she scores 4 (one of the book's two "
                  "slips).",
                  "Ольга кладёт 6:6 вдоль, к шестёрке, и концы не меняются. Об очках книга "
                  "молчит, но сумма по-прежнему 15, значит, по правилу Ольга получает 4 очка "
                  "(первая из двух неточностей книги)."),
        "8": note("Вадим открывает кость 6:4, но очков не получает, поскольку числа, кратного 5, "
                  "не образуется.",
                  "Vadim plays 6:4 on the 6:6: the ends are 4 + 3 + 2 + 4 = 13, no points.",
                  "На концах 4 + 3 + 2 + 4 = 13."),
        "9": note("На девятом ходу Андрей снова получает очки. Он ставит 3:5 к кости 0:3, и число, "
                  "которое теперь образовалось на всех четырех свободных половинках равно 15, что "
                  "кратно 5. Значит, Андрей получает 4 очка.",
                  "Andrey puts 3:5 on 0:3: 4 + 5 + 2 + 4 = 15, a multiple of 5: 4 points.",
                  "На концах 4 + 5 + 2 + 4 = 15."),
        "10": note("На десятом ходу Ольга тоже получает 4 очка за кость 5:5, которую она кладет к "
                   "3:5. С ее ходом общая картина не изменилась, но число точек на свободных "
                   "концах игральных костей, тем не менее, равно 15, т. е. кратно 5.",
                   "The book names Olga, but 5:5 is in Irina's hand and it is Irina's turn (the "
                   "book's second slip). Irina lays 5:5 lengthwise on 3:5; the sum stays 15: 4 "
                   "points.",
                   "Книга называет Ольгу, но 5:5 на руках у Ирины, и ход тоже её (вторая "
                   "неточность книги). Ирина кладёт 5:5 вдоль, к 3:5; сумма остаётся 15, и она "
                   "получает 4 очка."),
    }
    return {"format": "domino-record/1", "game": "quintuple", "options": {},
            "players": list(hands), "hands": hands, "leader": "Андрей", "moves": moves,
            "notes": notes}


def cross_photos() -> dict:
    """A Cross hand whose moves match, in order, the six photo captions of the book."""
    hands = {
        "Аня": ["5:5", "1:0", "6:6", "6:4", "4:1", "6:0", "6:3"],
        "Борис": ["5:0", "5:4", "2:1", "4:0", "2:0", "6:5", "5:1"],
    }
    boneyard = ["1:1", "3:3", "4:4", "6:1", "3:1", "3:0", "4:3", "4:2", "5:2", "0:0", "6:2",
                "5:3", "3:2", "2:2"]
    moves = [
        {"player": "Аня", "play": "5:5"},
        {"player": "Борис", "play": "5:0", "on": "5:5"},
        {"player": "Аня", "play": "0:1", "on": "5:0"},
        {"player": "Борис", "play": "5:4", "on": "5:5"},
        {"player": "Аня", "play": "4:1", "on": "5:4"},
        {"player": "Борис", "play": "1:2", "on": "0:1"},
        {"player": "Аня", "play": "1:1", "on": "4:1"},
        {"player": "Борис", "play": "1:5", "on": "1:1"},
        {"player": "Аня", "play": "2:4", "on": "1:2"},
        {"player": "Борис", "play": "5:6", "on": "5:5"},
        {"player": "Аня", "plays": [{"play": "6:6", "on": "5:6"}, {"play": "4:4", "on": "2:4"}]},
    ]
    notes = {
        "1": note("— фото 1: игрок начал игру с дубля 5-5, ему в актив записывается 10 очков;",
                  "Photo 1: Anya leads 5:5. It is the centre of the cross, and while at most one "
                  "of its sides is taken it counts whole: 5 + 5 = 10, so she scores 10.",
                  "Фото 1: Аня заходит дублем 5:5. Это центральный дубль креста; пока занято не "
                  "больше одной его стороны, он считается целиком: 5 + 5 = 10, и Аня получает 10 "
                  "очков."),
        "2": note("— фото 2: второй игрок тоже получает 10 очков;",
                  "Photo 2: Boris puts 5:0 on the centre. The centre still counts whole (one side "
                  "taken) and the new end shows 0: 10 + 0 = 10, so he scores 10 too.",
                  "Фото 2: Борис ставит 5:0 к центральному дублю. Занята одна сторона, дубль ещё "
                  "считается целиком, а новый конец — 0: 10 + 0 = 10, и Борис тоже получает 10 "
                  "очков."),
        "3": note("— фото 3: сумма на концах «креста» равна 11 – очки не засчитываются;",
                  "Photo 3: Anya puts 0:1 on the 0. The ends are 10 (centre) + 1 = 11: not a "
                  "multiple of 5, no points.",
                  "Фото 3: Аня ставит 0:1 к нулю. На концах 10 (центральный дубль) + 1 = 11: "
                  "число не кратно 5, очков нет."),
        "4": note("— фото 4: игрок получается 5 очков (центральный дубль уже не считается, хотя к "
                  "нему и можно по бокам ставить фишки);",
                  "Photo 4: Boris puts 5:4 on the other side of the centre. Now two sides are "
                  "taken, so the centre no longer counts, though its two free sides stay open: 1 + "
                  "4 = 5, 5 points.",
                  "Фото 4: Борис ставит 5:4 с другой стороны центрального дубля. Теперь заняты "
                  "две стороны, и дубль больше не считается, хотя к двум его свободным сторонам "
                  "можно ставить кости: 1 + 4 = 5, 5 очков."),
        "5": note("",
                  "Anya plays 4:1 on the 4: ends 1 + 1 = 2, no points.",
                  "Аня ставит 4:1 к четвёрке: на концах 1 + 1 = 2, очков нет."),
        "6": note("",
                  "Boris plays 1:2 on the 1: ends 2 + 1 = 3, no points.",
                  "Борис ставит 1:2 к единице: на концах 2 + 1 = 3, очков нет."),
        "7": note("При отсутствии фишки для хода игрок «ходит на базар» до тех пор, пока не найдет "
                  "там подходящую фишку.",
                  "Anya has no tile for a 1 or a 2: she draws from the boneyard and the first "
                  "tile, 1:1, fits. A double at an end counts whole: 2 + 2 = 4, no points.",
                  "Ане нечего поставить ни к единице, ни к двойке: она идёт на базар, и первая же "
                  "кость, 1:1, подходит. Дубль на конце считается целиком: 2 + 2 = 4, очков нет."),
        "8": note("",
                  "Boris plays 1:5 on the double: ends 2 + 5 = 7, no points.",
                  "Борис ставит 1:5 к дублю: на концах 2 + 5 = 7, очков нет."),
        "9": note("",
                  "Anya has nothing for a 2 or a 5 and draws seven tiles (among them 4:4) before "
                  "4:2 fits: ends 4 + 5 = 9, no points.",
                  "Ане нечего поставить ни к двойке, ни к пятёрке, и она берёт с базара семь "
                  "костей (среди них 4:4), пока не подходит 4:2: на концах 4 + 5 = 9, очков нет."),
        "10": note("— фото 5: игрок получает 15 очков;",
                   "Photo 5: Boris starts a third arm with 5:6 on a free side of the centre: ends "
                   "4 + 5 + 6 = 15, 15 points.",
                   "Фото 5: Борис начинает третий луч, ставя 5:6 к свободной стороне центрального "
                   "дубля: на концах 4 + 5 + 6 = 15, 15 очков."),
        "11": note("— фото 6: игрок ставит 2 дубля одновременно (разрешается за один ход ставить "
                   "любое количество дублей, но, разумеется, нельзя вставлять их в середину "
                   "цепочки) и получает 25 очков.",
                   "Photo 6: Anya lays two doubles in one turn, 6:6 on the 6 and 4:4 on the 4, "
                   "both at ends. Counted after the whole turn: 12 + 8 + 5 = 25, 25 points.",
                   "Фото 6: Аня за один ход ставит два дубля, 6:6 к шестёрке и 4:4 к четвёрке, "
                   "оба на концах. Очки считают после всего хода: 12 + 8 + 5 = 25, 25 очков."),
    }
    return {"format": "domino-record/1", "game": "cross", "options": {},
            "players": list(hands), "hands": hands, "boneyard": boneyard, "moves": moves,
            "notes": notes}


def undealt(hands: dict[str, list[str]], first: list[str]) -> list[str]:
    """The tiles neither in ``hands`` nor in ``first``, in set order: the rest of a boneyard
    whose first tiles are ``first``."""
    used = {parse_tile(t).index for t in [*first, *(t for h in hands.values() for t in h)]}
    return [str(t) for t in TILES[:SET_SIZE] if t.index not in used]


def played(game: str, hands: dict[str, list[str]], boneyard: list[str],
           turns: list[tuple[dict, dict | str]], leader: str | None = None,
           options: dict | None = None) -> dict:
    """A record made by playing ``turns`` through the engine. Each turn is a record move (a
    placement, or ``{"pass": True}``) with its note; the engine draws first where the rules
    require it, as a replay does. A last turn ``{"draw_out": True}`` draws until the hand ends
    (a blocked hand whose last player draws the reserve): the record lists those draws."""
    state = State.from_hands(game, hands, boneyard=boneyard, leader=leader, options=options)
    notes = {}
    for number, (move, text) in enumerate(turns, 1):
        assert state.players[state.turn] == move["player"], (number, move)
        while DRAW in state.legal_actions():
            state.apply(DRAW)
        if text:
            notes[str(number)] = text
        if move.get("draw_out"):
            assert state.hand_over is not None and number == len(turns), (number, move)
            break
        where = {k: v for k, v in move.items() if k not in ("player", "play", "pass")}
        state.play("pass" if move.get("pass") else move["play"], **where)
    return record_from_state(state, notes).data


def matador_crosswise() -> dict:
    """Matador (§6): matadors crosswise on 0 ends, continued on either half; one draw a turn."""
    hands = {"Аня": ["4:0", "6:2", "1:5", "3:3", "5:5", "2:0"],
             "Борис": ["6:1", "0:0", "4:3", "6:6", "1:1", "2:2"]}
    first = ["5:0", "6:5", "5:2"]
    rest = undealt(hands, first)
    turns = [
        ({"player": "Аня", "play": "4:0"},
         note("Начинающий выкладывает любую кость.",
              "Anya leads 4:0 (the leader was chosen by lot; any tile may lead). Its ends show 4 "
              "and 0.",
              "Аня заходит костью 4:0 (кто заходит, решил жребий; заходить можно любой костью). "
              "На её концах 4 и 0.")),
        ({"player": "Борис", "play": "6:1", "crosswise": True},
         note("К нулевой половинке можно приставлять только матадоры, которые кладутся поперек "
              "цепочки.",
              "Only a matador may go on the 0, and it lies crosswise. Boris lays 6:1 across the 0: "
              "both its halves, 6 and 1, are now open in the same place. With the 10-point variant "
              "(matador_points=10) he scores 10.",
              "К нулю можно приставить только матадор, и он ложится поперёк. Борис кладёт 6:1 "
              "поперёк нуля: обе его половинки, 6 и 1, теперь открыты в одном месте. В варианте "
              "с 10 очками за матадор (matador_points=10) он получает 10 очков.")),
        ({"player": "Аня", "play": "6:2", "on": "6:1"},
         note("Особенностью этой игры является то, что приставляют косточки друг к другу не "
              "одинаковым числом очков, как в предыдущих играх, а так, чтобы сумма приставленных "
              "половинок обязательно равнялась семи. К единице приставляют шесть, к двойке – пять "
              "и т. д.",
              "Touching halves sum to 7. Anya joins the 1 half of the crosswise 6:1 with the 6 of "
              "6:2 (1 + 6 = 7). She could have joined its 6 half with 1:5 instead. Either way the "
              "crosswise tile is now closed, and the line ends in the 2 of 6:2.",
              "Соприкасающиеся половинки дают в сумме 7. Аня приставляет к единице поперечной "
              "6:1 шестёрку кости 6:2 (1 + 6 = 7). Могла бы и к шестёрке приставить 1:5. В любом "
              "случае поперечная кость теперь закрыта, и цепочка кончается двойкой кости 6:2.")),
        ({"player": "Борис", "play": "4:3", "on": "4:0"},
         note("Матадоры можно использовать как обычные кости, кроме «пусто-пусто», тогда их кладут "
              "вдоль цепочки.",
              "A matador may also be played as an ordinary tile, lengthwise: Boris puts the 3 of "
              "4:3 on the 4 (3 + 4 = 7), which leaves a 4 open. Lengthwise it scores nothing.",
              "Матадор можно сыграть и как обычную кость, вдоль: Борис ставит 4:3 тройкой к "
              "четвёрке (3 + 4 = 7), и открытой остаётся четвёрка. Вдоль матадор очков не "
              "приносит.")),
        ({"player": "Аня", "play": "3:3"},
         note("",
              "Doubles are ordinary tiles in Matador: 3:3 goes lengthwise on the 4 and leaves a 3.",
              "Дубли в Матадоре — обычные кости: 3:3 ложится вдоль к четвёрке, и открытой "
              "остаётся тройка.")),
        ({"player": "Борис", "play": "5:0"},
         note("Если невозможно сделать ход из-за отсутствия подходящей косточки на руках, можно "
              "взять кость из резерва (базара), но только одну за данный ход.",
              "Boris has nothing for a 3 or a 2, so he draws one tile from the reserve: 5:0. It "
              "fits (5 + 2 = 7), so he plays it, and it leaves a 0 open.",
              "Борису нечего поставить ни к тройке, ни к двойке, и он берёт из резерва одну "
              "кость: 5:0. Она подходит (5 + 2 = 7), он её ставит, и открытым остаётся ноль.")),
        ({"player": "Аня", "pass": True},
         note("…но только одну за данный ход.",
              "Anya has no 4 for the 3 and no matador for the 0. She draws one tile, 6:5, which "
              "does not fit, and must pass: only one tile may be drawn in a turn.",
              "У Ани нет ни четвёрки к тройке, ни матадора к нулю. Она берёт одну кость, 6:5, та "
              "не подходит, и Аня пропускает ход: за ход можно взять только одну кость.")),
        ({"player": "Борис", "play": "0:0", "crosswise": True},
         note("Косточки, сумма половинок которых составляет семь очков, а также «пусто-пусто», "
              "называются матадорами.",
              "0:0 is a matador too, and only ever a matador: Boris lays it across the 0 (10 more "
              "points). A crosswise 0:0 shows two 0s, so it takes only another matador.",
              "0:0 — тоже матадор, и только матадор: Борис кладёт его поперёк нуля (ещё 10 "
              "очков). На поперечном 0:0 открыты два нуля, так что к нему подходит только другой "
              "матадор.")),
        ({"player": "Аня", "play": "5:2", "crosswise": True},
         note("…дополнительно начисляют в процессе игры по 10 очков за каждый матадор.",
              "Anya has no move and draws 5:2, a matador: it goes crosswise on the 0:0 and scores "
              "her 10. Now its 5 and 2 are both open.",
              "Ане нечем ходить, и она берёт 5:2 — матадор: он ложится поперёк 0:0 и приносит ей "
              "10 очков. Теперь открыты обе его половинки, 5 и 2.")),
        ({"player": "Борис", "play": "2:2", "at": 5},
         note("",
              "Boris answers the 5 half of the crosswise 5:2 with 2:2 (2 + 5 = 7): this time the "
              "other half was the one continued. The open ends are now 3 and 2.",
              "Борис приставляет 2:2 к пятёрке поперечной 5:2 (2 + 5 = 7): на этот раз "
              "продолжена другая половинка. Открытые концы теперь 3 и 2.")),
    ]
    return played("matador", hands, first + rest, turns, leader="Аня",
                  options={"matador_points": 10})


def six_matador_strict() -> dict:
    """Six Matador (§7), strict scoring: a pass debt, a matador six, matadors for 10."""
    hands = {"Аня": ["6:6", "5:1", "1:2", "4:4", "5:4", "2:2"],
             "Борис": ["0:3", "3:6", "2:0", "6:0", "1:1", "4:3"]}
    first = ["5:5", "0:4"]
    rest = undealt(hands, first)
    turns = [
        ({"player": "Аня", "play": "6:6"},
         note("",
              "Anya leads 6:6. It is not a matador (its halves sum to 12), and a lead joins "
              "nothing, so it scores nothing under the strict count.",
              "Аня заходит дублем 6:6. Это не матадор (сумма половинок 12), а заходная кость ни "
              "к чему не приставлена, поэтому при строгом счёте очков нет.")),
        ({"player": "Борис", "play": "0:3"},
         note("Кости при каждом ответном ходе нужно подбирать таким образом, чтобы очки на "
              "присоединяемой половине и на свободной половине предыдущей кости в сумме давали "
              "шесть.",
              "Touching halves must sum to 6, so a 6 is answered by a 0: Boris puts the 0 of 0:3 "
              "on a 6. Every such joining move scores 1.",
              "Соприкасающиеся половинки дают в сумме 6, поэтому к шестёрке ставят ноль: Борис "
              "ставит 0:3 нулём к шестёрке. Каждый такой ход приносит 1 очко.")),
        ({"player": "Аня", "pass": True},
         note("Если игрок вынужден пропустить ход, он вычеркивает у себя 6 очков. В том случае, "
              "если очков у игрока еще слишком мало, он остается с долгом.",
              "Anya has nothing for the 6 or the 3. She draws one tile (5:5), which does not fit, "
              "and passes: she loses 6 points. She had none, so she is 6 in debt.",
              "Ане нечего поставить ни к шестёрке, ни к тройке. Она берёт одну кость (5:5), та "
              "не подходит, и Аня пропускает ход: минус 6 очков. Очков у неё не было, и она "
              "остаётся с долгом 6.")),
        ({"player": "Борис", "play": "3:6"},
         note("Если игрок использует такую кость, на свободной половине которой есть шесть очков "
              "(например, 3:6, 1:6), то за матадорную шестерку он получает дополнительные 5 "
              "премиальных очков.",
              "Boris puts 3:6 on the 3 (3 + 3 = 6) and leaves a 6 on its free half: 1 for the move "
              "and 5 for the «matador six».",
              "Борис ставит 3:6 к тройке (3 + 3 = 6), и на свободной половинке остаётся "
              "шестёрка: 1 очко за ход и 5 за «матадорную шестёрку».")),
        ({"player": "Аня", "play": "0:4", "on": "6:6"},
         note("…а за каждый удачный ход, при котором получается необходимое для игры число 6 – по "
              "1 очку.",
              "Anya again has nothing for a 6; her one draw brings 0:4, which fits: 1 point, and "
              "her debt shrinks to 5.",
              "Ане снова нечего поставить к шестёрке; кость с базара, 0:4, подходит: 1 очко, и "
              "долг уменьшается до 5.")),
        ({"player": "Борис", "play": "2:0", "at": 4},
         note("",
              "Boris answers the 4 with the 2 of 2:0 (1 point); that leaves a 0 open, which only a "
              "matador may answer.",
              "Борис отвечает на четвёрку двойкой кости 2:0 (1 очко); открытым остаётся ноль, к "
              "которому можно поставить только матадор.")),
        ({"player": "Аня", "play": "5:1", "crosswise": True},
         note("На кость со свободной нулевой половинкой можно ответить только матадором. Ставится "
              "она поперек игровой выкладки, как и другие матадоры.",
              "Anya answers the 0 with the matador 5:1, laid crosswise: 10 points. Its 5 and 1 are "
              "both open now.",
              "Аня отвечает на ноль матадором 5:1 и кладёт его поперёк: 10 очков. Теперь открыты "
              "обе его половинки, 5 и 1.")),
        ({"player": "Борис", "play": "0:6"},
         note("Но чаще всего в шестерном матадоре по 10 очков засчитывают только за кости 0:0, "
              "0:6, 1:5, 2:4, 3:3…",
              "A matador may also go lengthwise as an ordinary tile: Boris puts the 0 of 0:6 on "
              "the 6. Strict scoring gives 10 for every matador placed, and its free half is a 6: "
              "5 more, 15 in all.",
              "Матадор можно поставить и вдоль, как обычную кость: Борис ставит 0:6 нулём к "
              "шестёрке. При строгом счёте каждый выложенный матадор приносит 10 очков, а на его "
              "свободной половинке шестёрка: ещё 5, всего 15.")),
        ({"player": "Аня", "play": "1:2", "at": 5},
         note("",
              "Anya joins the 5 half of the crosswise 5:1 with the 1 of 1:2 (1 point); the open "
              "ends are now 6 and 2.",
              "Аня приставляет 1:2 единицей к пятёрке поперечной 5:1 (1 очко); открытые концы "
              "теперь 6 и 2.")),
    ]
    return played("six-matador", hands, first + rest, turns, leader="Аня")


def sevens_dead_zero() -> dict:
    """Sevens (§9): a dead 0 end, drawing until playable, and a table of dead ends."""
    hands = {"Аня": ["6:6", "2:2", "1:1", "4:0", "6:4"],
             "Борис": ["1:0", "6:5", "5:5", "2:3", "4:4"],
             "Вера": ["1:4", "6:2", "3:3", "5:4", "0:2"]}
    first = ["0:0", "3:5"]
    rest = undealt(hands, first)
    turns = [
        ({"player": "Аня", "play": "6:6"},
         note("Первый ход за тем, у кого окажется кость с наибольшей суммой очков.",
              "Anya holds the highest tile, 6:6, and leads it.",
              "Самая крупная кость, 6:6, у Ани, и она заходит ею.")),
        ({"player": "Борис", "play": "1:0"},
         note("Следующий по очереди игрок обязан выставить такую кость, чтобы число очков на одной "
              "из ее сторон дополняло число очков на одной из сторон первой кости до суммы 7.",
              "Touching halves sum to 7: only a 1 answers a 6, and 1:0 is Boris's only such tile. "
              "It leaves a 0 open, and that end is dead: no half completes 0 to 7.",
              "Соприкасающиеся половинки дают в сумме 7: к шестёрке подходит только единица, а у "
              "Бориса такая кость одна — 1:0. Открытым остаётся ноль, и этот конец мёртвый: "
              "никакая половинка не дополнит ноль до семи.")),
        ({"player": "Вера", "play": "1:4"},
         note("",
              "Vera answers the other 6 with 1:4; from now on the line grows at one end only.",
              "Вера ставит 1:4 к другой шестёрке; дальше цепочка растёт только с одного конца.")),
        ({"player": "Аня", "play": "3:5"},
         note("Если у игрока не оказалось подходящей кости, он должен обратиться к резерву, беря "
              "из него кости до тех пор, пока не появится нужная.",
              "Anya has no 3 for the 4. She draws 0:0, which fits nowhere (the 0 end is dead, and "
              "0:0 can never be placed in this game), then 3:5, which fits: she plays it.",
              "У Ани нет тройки к четвёрке. Она берёт с базара 0:0, который никуда не подходит "
              "(конец с нулём мёртвый, а 0:0 в этой игре не поставить никогда), потом 3:5, "
              "которая подходит, и ставит её.")),
        ({"player": "Борис", "play": "2:3"}, ""),
        ({"player": "Вера", "play": "5:4"}, ""),
        ({"player": "Аня", "play": "2:2"}, note("",
                                                "Doubles lie in line: 2:2 on the 5 leaves a 2.",
                                                "Дубли кладут вдоль: 2:2 к пятёрке оставляет "
                                                "двойку.")),
        ({"player": "Борис", "play": "5:5"}, ""),
        ({"player": "Вера", "play": "0:2"},
         note("",
              "Vera could play 6:2 (leaving a 6) or 0:2 (leaving a second dead 0). She holds the "
              "fewest pips, so she kills the line: with both ends dead nothing can ever be placed "
              "again.",
              "Вера могла поставить 6:2 (остаётся шестёрка) или 0:2 (второй мёртвый ноль). У неё "
              "меньше всего очков на руках, и она закрывает цепочку: оба конца мёртвые, и больше "
              "ничего поставить нельзя.")),
        ({"player": "Аня", "draw_out": True},
         note("…беря из него кости до тех пор, пока не появится нужная.",
              "Anya has no move, so she draws (S2), and no tile can fit a dead 0: she draws the "
              "whole reserve, 11 tiles. Now nobody can place and nobody can draw (S4): the hand is "
              "blocked. Fewest pips wins: Vera 14, Boris 19, Anya 79, so Vera scores 79 + 19 - 14 "
              "= 84. (With dead_table_blocks=True the hand is blocked at move 9, before any draw, "
              "and Vera scores 16 + 19 - 14 = 21.)",
              "Ане нечем ходить, и она берёт с базара (S2), но к мёртвому нулю не подходит ни "
              "одна кость: она выбирает весь резерв, 11 костей. Теперь никто не может ни "
              "поставить, ни взять кость (S4): рыба. Выигрывает тот, у кого меньше очков на "
              "руках: у Веры 14, у Бориса 19, у Ани 79, и Вера получает 79 + 19 - 14 = 84. (С "
              "dead_table_blocks=True рыба наступает уже на 9-м ходу, до всякого базара, и Вера "
              "получает 16 + 19 - 14 = 21.)")),
    ]
    return played("sevens", hands, first + rest, turns)


def sevastopol_sixes() -> dict:
    """Sevastopol (§3): 6:6 leads; its four sides take sixes first (no six: pass); then any arm."""
    hands = {"Андрей": ["6:4", "6:3", "6:1", "5:1", "5:0", "4:0", "3:2"],
             "Ирина": ["6:6", "6:0", "2:2", "5:3", "4:1", "0:0", "3:1"],
             "Ольга": ["5:5", "5:4", "4:4", "4:2", "3:3", "2:1", "1:0"],
             "Вадим": ["6:5", "6:2", "5:2", "4:3", "3:0", "1:1", "2:0"]}
    moves = [
        {"player": "Ирина", "play": "6:6"},
        {"player": "Ольга", "pass": True},
        {"player": "Вадим", "play": "6:5", "on": "6:6", "side": "east"},
        {"player": "Андрей", "play": "6:4", "on": "6:6", "side": "west"},
        {"player": "Ирина", "play": "6:0", "on": "6:6", "side": "north"},
        {"player": "Ольга", "pass": True},
        {"player": "Вадим", "play": "6:2", "on": "6:6", "side": "south"},
        {"player": "Андрей", "play": "5:1", "on": "6:5"},
        {"player": "Ирина", "play": "4:1", "on": "6:4"},
        {"player": "Ольга", "play": "2:4", "on": "6:2"},
        {"player": "Вадим", "play": "4:3", "on": "4:2"},
        {"player": "Андрей", "play": "3:6", "on": "4:3"},
        {"player": "Ирина", "play": "1:3", "on": "5:1"},
        {"player": "Ольга", "play": "3:3", "on": "3:1"},
        {"player": "Вадим", "play": "0:3", "on": "6:0"},
        {"player": "Андрей", "play": "1:6", "on": "4:1"},
        {"player": "Ирина", "play": "3:5", "on": "3:3"},
        {"player": "Ольга", "play": "5:5", "on": "5:3"},
        {"player": "Вадим", "play": "5:2", "on": "5:5"},
        {"player": "Андрей", "play": "3:2", "on": "3:0"},
        {"player": "Ирина", "play": "2:2", "on": "5:2"},
        {"player": "Ольга", "play": "2:1", "on": "3:2"},
        {"player": "Вадим", "play": "1:1", "on": "2:1"},
        {"player": "Андрей", "pass": True},
        {"player": "Ирина", "pass": True},
        {"player": "Ольга", "play": "1:0", "on": "1:1"},
        {"player": "Вадим", "play": "2:0", "on": "2:2"},
    ]
    notes = {
        "1": note("Как и в игре Севастополь, далее косточки ставятся не с двух, а с четырех сторон "
                  "от начального дубля.",
                  "Irina holds 6:6, so she leads it. It is the centre: tiles will go on its four "
                  "sides, not on two.",
                  "6:6 у Ирины, и она заходит им. Это центральный дубль: кости будут ставить с "
                  "четырёх его сторон, а не с двух."),
        "2": note("",
                  "Olga has no six. Until all four sides of 6:6 hold a six, only a six may be "
                  "played, so she passes (four players: no boneyard).",
                  "У Ольги нет шестёрок. Пока к каждой из четырёх сторон 6:6 не приставлено по "
                  "шестёрке, ставить можно только шестёрки, и она пропускает ход (игроков "
                  "четверо: базара нет)."),
        "3": note("",
                  "Vadim puts 6:5 on the east side of 6:6.",
                  "Вадим ставит 6:5 к 6:6 справа."),
        "4": note("",
                  "Andrey holds 5:1 and 5:0, which match the 5 of the east arm, but the sides come "
                  "first: he puts 6:4 on the west side.",
                  "У Андрея есть 5:1 и 5:0, они подходят к пятёрке правого луча, но сначала "
                  "заполняют стороны дубля: он ставит 6:4 слева."),
        "5": note("",
                  "Irina puts 6:0 on the north side.",
                  "Ирина ставит 6:0 сверху."),
        "6": note("",
                  "Olga passes again: her 5:5, 5:4, 4:4 and 4:2 match the arms, but a side of 6:6 "
                  "is still free and she has no six.",
                  "Ольга снова пропускает ход: её 5:5, 5:4, 4:4 и 4:2 подходят к лучам, но одна "
                  "сторона 6:6 ещё свободна, а шестёрки у неё нет."),
        "7": note("",
                  "Vadim fills the last side, south, with 6:2. The cross is complete.",
                  "Вадим занимает последнюю сторону, нижнюю, костью 6:2. Крест готов."),
        "8": note("В дальнейшем ходы делаются на произвольную сторону, куда позволяют имеющиеся "
                  "косточки.",
                  "From now on any arm may be played on: Andrey puts 5:1 on the east arm.",
                  "Теперь ставить можно к любому лучу: Андрей ставит 5:1 к правому."),
        "14": note("",
                   "Olga lays 3:3 crosswise at the end of the east arm. A later double is "
                   "ordinary: it opens no new arms.",
                   "Ольга кладёт 3:3 поперёк на конце правого луча. Следующие дубли обычные: "
                   "новых лучей они не открывают."),
        "24": note("",
                   "Andrey has nothing for the ends 6, 6, 2 and 1, and there is no boneyard: he "
                   "passes.",
                   "Андрею нечего поставить к концам 6, 6, 2 и 1, а базара нет: он пропускает "
                   "ход."),
        "27": note("Выигрывает тот, кто первым выложит косточки из рук. Подсчет очков как в "
                   "традиционном варианте. Игра продолжается до 100 очков.",
                   "Vadim plays his last tile and wins the hand. He scores the pips left in the "
                   "other hands: Andrey 9 + Irina 0 (she still holds 0:0) + Olga 17 = 26. The "
                   "match goes on to 100.",
                   "Вадим ставит последнюю кость и выигрывает партию. Он получает очки, "
                   "оставшиеся на руках у остальных: Андрей 9 + Ирина 0 (у неё остался 0:0) + "
                   "Ольга 17 = 26. Игра идёт до 100 очков."),
    }
    return {"format": "domino-record/1", "game": "sevastopol", "options": {},
            "players": ["Андрей", "Ирина", "Ольга", "Вадим"], "hands": hands, "moves": moves,
            "notes": notes}


def spider_closed_leg() -> dict:
    """Spider (§4): a tile set aside, 1:1 leads, sides in any order, a leg closed face down."""
    hands = {"Аня": ["1:1", "1:4", "4:4", "5:2", "6:3", "0:0", "2:3"],
             "Борис": ["1:6", "6:6", "1:2", "5:5", "4:0", "3:3", "2:0"],
             "Вера": ["1:5", "1:3", "4:2", "6:5", "5:0", "6:0", "2:2"]}
    moves = [
        {"player": "Аня", "play": "1:1"},
        {"player": "Борис", "play": "1:6", "on": "1:1", "side": "east"},
        {"player": "Вера", "play": "6:5", "on": "1:6"},
        {"player": "Аня", "play": "1:4", "on": "1:1", "side": "west"},
        {"player": "Борис", "play": "4:0", "on": "1:4"},
        {"player": "Вера", "play": "1:3", "on": "1:1", "side": "north"},
        {"player": "Аня", "play": "0:0", "on": "4:0", "face_down": True},
        {"player": "Борис", "play": "5:5", "on": "6:5"},
        {"player": "Вера", "play": "1:5", "on": "1:1", "side": "south"},
        {"player": "Аня", "play": "3:6", "on": "3:1"},
        {"player": "Борис", "play": "6:6", "on": "6:3"},
        {"player": "Вера", "play": "6:0", "on": "6:6"},
        {"player": "Аня", "play": "5:2", "on": "5:5"},
        {"player": "Борис", "play": "2:1", "on": "5:2"},
        {"player": "Вера", "play": "5:0", "on": "5:1"},
        {"player": "Аня", "play": "0:3", "on": "6:0"},
        {"player": "Борис", "play": "3:3", "on": "3:0"},
        {"player": "Вера", "play": "1:0", "on": "2:1"},
        {"player": "Аня", "play": "3:2", "on": "3:3"},
        {"player": "Борис", "play": "0:2", "on": "5:0"},
    ]
    notes = {
        "1": note("При наличии базара из него убирается одна косточка и в игре не участвует. "
                  "Начинается игра с дубля 1-1.",
                  "Three players, so there is a boneyard, and one of its tiles (6:4) was set aside "
                  "face down before play: nobody draws it or sees it until the hand ends. Anya "
                  "holds 1:1 and leads it.",
                  "Игроков трое, значит, есть базар, и одну его кость (6:4) до начала убрали "
                  "лицом вниз: её никто не берёт и не видит до конца партии. 1:1 у Ани, и она "
                  "заходит им."),
        "2": note("Как и в игре Севастополь, далее косточки ставятся не с двух, а с четырех сторон "
                  "от начального дубля и формой получающейся выкладки видимо обусловлено название "
                  "игры.",
                  "Tiles go on all four sides of 1:1: Boris starts the east leg with 1:6.",
                  "Кости ставят с четырёх сторон 1:1: Борис начинает правую ногу костью 1:6."),
        "3": note("",
                  "Vera lengthens the east leg with 6:5 although two sides of 1:1 are still free: "
                  "in Spider the sides are taken in any order (option sides_first makes them come "
                  "first, as in Sevastopol).",
                  "Вера продолжает правую ногу костью 6:5, хотя две стороны 1:1 ещё свободны: в "
                  "Пауке стороны занимают в любом порядке (с вариантом sides_first — сначала "
                  "стороны, как в Севастополе)."),
        "7": note("Еще одна особенность – дублем можно закрыть ход противников по одной из «ног "
                  "паука», положив его лицевой стороной вниз. Таким образом, на этом направлении "
                  "игра прекращается.",
                  "Anya closes the west leg: she lays 0:0 face down on the 0 of 4:0, and nothing "
                  "more is played there. The others see a face-down tile; since a closing double "
                  "must match the end it closes, they can guess it is 0:0 (with option "
                  "close_any_double any double may close, and they could not).",
                  "Аня закрывает левую ногу: кладёт 0:0 лицом вниз к нулю кости 4:0, и туда "
                  "больше ничего не ставят. Остальные видят перевёрнутую кость; закрывающий дубль "
                  "должен подходить к концу, поэтому они могут догадаться, что это 0:0 (с "
                  "вариантом close_any_double закрыть можно любым дублем, и догадаться было бы "
                  "нельзя)."),
        "9": note("",
                  "Vera takes the fourth side, south, with 1:5.",
                  "Вера занимает четвёртую сторону, нижнюю, костью 1:5."),
        "16": note("",
                   "Anya has nothing for a 0 or a 1: she draws 3:0, which fits.",
                   "Ане нечего поставить ни к нулю, ни к единице: она берёт с базара 3:0, и та "
                   "подходит."),
        "18": note("",
                   "Vera has nothing for 1, 0 or 3: she draws 5:4, then 1:0, which fits. Three "
                   "tiles stay in the boneyard; the set-aside 6:4 is never drawn.",
                   "Вере нечего поставить к 1, 0 и 3: она берёт 5:4, потом 1:0, которая подходит. "
                   "На базаре остаются три кости; убранную 6:4 так никто и не берёт."),
        "20": note("Все остальные правила традиционные. Выигрывает тот, кто первым избавиться от "
                   "своих косточек. Очки считаются, как обычно.",
                   "Boris plays his last tile and wins the hand: he scores the pips left, Anya 8 "
                   "(4:4) + Vera 19 = 27. Now the set-aside 6:4 may be shown.",
                   "Борис ставит последнюю кость и выигрывает партию: он получает очки, "
                   "оставшиеся у других, Аня 8 (4:4) + Вера 19 = 27. Теперь убранную 6:4 можно "
                   "открыть."),
    }
    return {"format": "domino-record/1", "game": "spider", "options": {},
            "players": list(hands), "hands": hands,
            "boneyard": ["3:0", "5:4", "1:0", "6:2", "4:3", "5:3"], "aside": "6:4",
            "moves": moves, "notes": notes}


def sausage_cut() -> dict:
    """Sausage (§5): two ribbons from the head 1:1, a cut with 2:6 (the book's figure), the
    handover of the piece, and play on to the end of the hand."""
    hands = {"Аня": ["1:1", "5:2", "0:0", "3:3", "6:0", "3:0", "5:3"],
             "Борис": ["1:5", "4:6", "2:2", "4:0", "6:3", "2:1", "5:5"],
             "Вера": ["1:4", "2:6", "6:6", "4:2", "3:1", "5:0", "4:4"]}
    moves = [
        {"player": "Аня", "play": "1:1"},
        {"player": "Борис", "play": "1:5", "on": "1:1", "side": "top"},
        {"player": "Вера", "play": "1:4", "on": "1:1", "side": "bottom"},
        {"player": "Аня", "play": "5:2", "on": "1:5", "side": "top"},
        {"player": "Борис", "play": "4:6", "on": "1:4", "side": "bottom"},
        {"player": "Вера", "play": "2:6", "cut": True, "give": "bottom"},
        {"player": "Борис", "play": "6:4", "on": "2:6", "side": "bottom"},
        {"player": "Вера", "play": "2:4", "on": "2:6", "side": "top"},
        {"player": "Аня", "play": "4:5", "on": "6:4", "side": "bottom"},
        {"player": "Борис", "play": "4:1", "on": "2:4", "side": "top"},
        {"player": "Вера", "play": "5:0", "on": "4:5", "side": "bottom"},
        {"player": "Аня", "play": "1:0", "on": "4:1", "side": "top"},
        {"player": "Борис", "play": "0:4", "on": "5:0", "side": "bottom"},
        {"player": "Вера", "play": "0:2", "on": "1:0", "side": "top"},
        {"player": "Аня", "play": "2:3", "on": "0:2", "side": "top"},
        {"player": "Борис", "play": "4:3", "on": "0:4", "side": "bottom"},
        {"player": "Вера", "play": "3:1", "on": "2:3", "side": "top"},
        {"player": "Аня", "play": "3:5", "on": "4:3", "side": "bottom"},
        {"player": "Борис", "play": "5:5", "on": "3:5", "side": "bottom"},
        {"player": "Вера", "play": "1:6", "on": "3:1", "side": "top"},
        {"player": "Аня", "play": "5:6", "on": "5:5", "side": "bottom"},
        {"player": "Борис", "play": "6:3", "on": "1:6", "side": "top"},
        {"player": "Вера", "play": "6:6", "on": "5:6", "side": "bottom"},
        {"player": "Аня", "play": "3:3", "on": "6:3", "side": "top"},
        {"player": "Борис", "pass": True},
        {"player": "Вера", "pass": True},
        {"player": "Аня", "play": "6:0", "on": "6:6", "side": "bottom"},
        {"player": "Борис", "pass": True},
        {"player": "Вера", "pass": True},
        {"player": "Аня", "play": "3:0", "on": "3:3", "side": "top"},
        {"player": "Борис", "pass": True},
        {"player": "Вера", "pass": True},
        {"player": "Аня", "play": "0:0", "on": "6:0", "side": "bottom"},
    ]
    notes = {
        "1": note("Начинает дубль 1-1, следующие косточки ставят к его широкой части в одну "
                  "сторону от дубля в две ленты, образуя широкую полосу – «колбасу».",
                  "Anya holds 1:1 and leads it crosswise: the head of the sausage. Two ribbons, "
                  "top and bottom, will grow from its two halves, in one direction.",
                  "1:1 у Ани, и она заходит им, положив его поперёк: это голова колбасы. От двух "
                  "его половинок в одну сторону пойдут две ленты, верхняя и нижняя."),
        "2": note("",
                  "Boris starts the top ribbon with 1:5.",
                  "Борис начинает верхнюю ленту костью 1:5."),
        "3": note("Выступать из двойной полосы может только одна косточка с каждой стороны. "
                  "Продолжать дальше одинарную ленту нельзя.",
                  "The top ribbon is a tile ahead, so it cannot be extended: Vera must play on the "
                  "bottom ribbon, 1:4.",
                  "Верхняя лента на кость впереди, и удлинять её нельзя: Вера должна ходить на "
                  "нижнюю, 1:4."),
        "4": note("",
                  "The ribbons are even again, so either may grow: Anya puts 5:2 on top.",
                  "Ленты снова равны, и расти может любая: Аня ставит 5:2 наверх."),
        "5": note("",
                  "Boris must answer on the bottom: 4:6. The ribbons are even, two tiles each, "
                  "with the ends 2 (top) and 6 (bottom).",
                  "Борис должен ответить снизу: 4:6. Ленты равны, по две кости, концы 2 (верхняя) "
                  "и 6 (нижняя)."),
        "6": note("Можно поставить косточку и поперек, как бы отрезая кусок «колбасы», который "
                  "достается предыдущему игроку. Отдать можно любой из двух полученных кусков, "
                  "слева или справа от разрезающей кости. […] На рисунке типичная ситуация: "
                  "положенная поперек косточка 2-6 отрезает «кусок колбасы», который достается "
                  "игроку, сделавшему предыдущий ход.",
                  "The cut, as in the book's figure: Vera lays 2:6 crosswise across the ends 2 and "
                  "6. The piece goes to the previous player, Boris, and Vera chooses which: the "
                  "bottom ribbon 1:4, 4:6 (15 pips) goes into his hand. The top ribbon 1:5, 5:2 "
                  "and the old head 1:1 leave play.",
                  "Разрез, как на рисунке в книге: Вера кладёт 2:6 поперёк концов 2 и 6. Кусок "
                  "достаётся предыдущему игроку, Борису, а какой — выбирает Вера: нижняя лента "
                  "1:4, 4:6 (15 очков) уходит ему на руки. Верхняя лента 1:5, 5:2 и старая голова "
                  "1:1 выходят из игры."),
        "7": note("Последняя поперечная косточка остается в игре, и ее продолжает тот, кто только "
                  "что взял «кусок колбасы». […] Игра продолжается от поперечной остающейся "
                  "косточки 2-6, опять-таки в одну сторону.",
                  "2:6 is the new head: its 2 starts the top ribbon, its 6 the bottom one. Boris, "
                  "who took the piece, moves next, and play goes on in order from him: he puts "
                  "back 6:4 from the piece.",
                  "2:6 — новая голова: от её двойки идёт верхняя лента, от шестёрки нижняя. "
                  "Следующим ходит Борис, взявший кусок, и дальше по порядку от него: он ставит "
                  "обратно 6:4 из куска."),
        "9": note("Каждый игрок в свой ход выставляет одну косточку, а если ходить нечем, то "
                  "пропускает ход, при игре вдвоем или втроем пользуется «базаром».",
                  "Anya has nothing for the two 4s: with three players there is a boneyard, and "
                  "she draws 6:5, 3:2, 1:0 and 5:4, which fits.",
                  "Ане нечего поставить к двум четвёркам: игроков трое, есть базар, и она берёт "
                  "6:5, 3:2, 1:0 и 5:4, которая подходит."),
        "25": note("",
                   "The boneyard is empty and Boris has nothing for the ends 6 and 3: he passes.",
                   "Базар пуст, и Борису нечего поставить к концам 6 и 3: он пропускает ход."),
        "33": note("Выигрывает как обычно первый избавившийся от своих косточек.",
                   "Anya plays her last tile and wins the hand. Traditional count: she scores the "
                   "pips left, Boris 7 + Vera 8 = 15.",
                   "Аня ставит последнюю кость и выигрывает партию. Счёт традиционный: она "
                   "получает очки, оставшиеся у других, Борис 7 + Вера 8 = 15."),
    }
    return {"format": "domino-record/1", "game": "sausage", "options": {},
            "players": list(hands), "hands": hands,
            "boneyard": ["6:5", "3:2", "1:0", "5:4", "2:0", "4:3", "6:1"], "moves": moves,
            "notes": notes}


def traditional_hand() -> dict:
    """Traditional (§10): the lowest double leads, a draw until playable, going out and S5."""
    hands = {"Аня": ["0:0", "4:3", "1:0", "5:3", "3:2", "2:2", "6:0"],
             "Борис": ["3:1", "6:3", "6:6", "4:1", "1:1", "2:1", "5:4"]}
    first = ["3:3", "4:2", "6:1"]
    turns = [
        ({"player": "Борис", "play": "1:1"},
         note("…первую партию начинает младший дубль…",
              "Anya holds 0:0 and 2:2, Boris 1:1. In the Russian order 1:1 is the lowest double "
              "and 0:0 the last, so Boris leads 1:1.",
              "У Ани 0:0 и 2:2, у Бориса 1:1. В русском порядке младший дубль 1:1, а 0:0 идёт "
              "последним, поэтому заходит Борис, дублем 1:1.")),
        ({"player": "Аня", "play": "1:0"}, note("",
                                                "Anya answers a 1 with 1:0: the ends are 1 and 0.",
                                                "Аня отвечает на единицу костью 1:0: на концах 1 "
                                                "и 0.")),
        ({"player": "Борис", "play": "1:4"}, ""),
        ({"player": "Аня", "play": "4:3"}, ""),
        ({"player": "Борис", "play": "3:6"}, ""),
        ({"player": "Аня", "play": "0:6", "on": "1:0"}, note("",
                                                             "The ends are 6 and 6.",
                                                             "На концах 6 и 6.")),
        ({"player": "Борис", "play": "6:6", "on": "3:6"},
         note("",
              "Boris lays the double 6:6 across one 6.",
              "Борис кладёт дубль 6:6 поперёк к одной из шестёрок.")),
        ({"player": "Аня", "play": "6:1", "on": "6:6"},
         note("…а при отсутствии фишки для хода игрок «ходит на базар» до тех пор, пока не найдет "
              "там подходящую фишку.",
              "Anya has no 6: she draws 3:3 and 4:2, which do not fit, then 6:1, which does, and "
              "plays it.",
              "У Ани нет шестёрки: она берёт с базара 3:3 и 4:2, которые не подходят, потом 6:1, "
              "которая подходит, и ставит её.")),
        ({"player": "Борис", "play": "1:3"}, ""),
        ({"player": "Аня", "play": "3:5"}, ""),
        ({"player": "Борис", "play": "5:4"}, ""),
        ({"player": "Аня", "play": "4:2"}, ""),
        ({"player": "Борис", "play": "2:1"},
         note("Выигрывает тот, кто первым избавиться от своих косточек. Очки считаются, как "
              "обычно.",
              "Boris places his last tile and goes out. He scores the pips left in Anya's hand: "
              "0:0, 3:2, 2:2 and 3:3 make 0 + 5 + 4 + 6 = 15.",
              "Борис ставит последнюю кость и выходит. Он получает очки, оставшиеся на руках у "
              "Ани: 0:0, 3:2, 2:2 и 3:3, то есть 0 + 5 + 4 + 6 = 15.")),
    ]
    return played("traditional", hands, first + undealt(hands, first), turns)


def cross_two_hands_turn() -> dict:
    """Cross in two hands (§2): every turn uses both hands; the order can be forced; a hand
    that cannot play in any order sits out; doubles from one hand; counting after the turn."""
    hands = {
        "Аня": (["1:1", "3:3", "5:3", "6:3", "3:0", "6:0", "0:0"],
                ["1:3", "2:1", "2:0", "2:2", "5:0", "5:2", "6:2"]),
        "Борис": (["4:3", "3:2", "1:0", "4:1", "5:1", "6:1", "4:2"],
                  ["4:4", "4:0", "6:6", "6:5", "6:4", "5:5", "5:4"]),
    }
    turns = [
        ([("1:1", {}), ("1:3", {"on": "1:1", "side": "east"})],
         note("Самый первый ход также делается двумя фишками.",
              "Anya holds the lowest double, 1:1, in her left hand and leads it; her right hand "
              "adds 1:3: the first move is made with both hands too. The centre counts whole while "
              "one side is taken: 2 + 3 = 5, 5 points.",
              "Младший дубль, 1:1, у Ани в левой руке, и она заходит им; правая рука добавляет "
              "1:3: и первый ход делается обеими руками. Пока занята одна сторона, центральный "
              "дубль считается целиком: 2 + 3 = 5, 5 очков.")),
        ([("3:4", {"on": "1:3"}), ("4:4", {"on": "3:4"})],
         note("За ход теперь нужно поставить не одну фишку, а две, но они обязательно должны быть "
              "с разных рук (из разных групп). […] Ходить одной рукой, а другой пропускать ход, "
              "чтобы заработать очки, запрещается.",
              "Boris's right hand has no 1, 2 or 3: it can play only after his left hand opens a "
              "value it holds. So 3:2 from the left is not allowed (the right could not follow); "
              "he plays 3:4, and the right hand lays the double 4:4 on it. Counted after the whole "
              "turn: 2 (centre) + 8 (4:4 counts whole) = 10.",
              "В правой руке у Бориса нет ни 1, ни 2, ни 3: она может сыграть, только когда "
              "левая откроет число, которое у неё есть. Поэтому 3:2 с левой руки ставить нельзя "
              "(правой нечем было бы ответить); он ставит 3:4, а правая рука кладёт к ней дубль "
              "4:4. Считают после всего хода: 2 (центральный дубль) + 8 (4:4 считается целиком) "
              "= 10.")),
        ([("1:2", {"on": "1:1", "side": "west"})],
         note("Рука пропускает ход (или идет на базар — что возможно, когда игроков трое), только "
              "если у нее нет фишки, которую можно поставить.",
              "Anya's left hand holds no 1 and no 4, nor a 2 for the end her right hand opens with "
              "1:2: it cannot play in any order of the turn, so it sits out. Two sides of the "
              "centre are taken, so it no longer counts: 8 + 2 = 10.",
              "В левой руке у Ани нет ни единицы, ни четвёрки, ни двойки для конца, который "
              "откроет правая рука костью 1:2: ей не сыграть ни в каком порядке, и она "
              "пропускает ход. Заняты две стороны центрального дубля, и он больше не считается: "
              "8 + 2 = 10.")),
        ([("1:5", {"on": "1:1", "side": "north"}), ("5:5", {"on": "1:5"})],
         note("За один ход также можно поставить несколько дублей с одной руки.",
              "Boris's left hand starts a third arm with 1:5 (8 + 2 + 5 = 15 so far), and his "
              "right hand lays the double 5:5 on it: 8 + 2 + 10 = 20, 20 points.",
              "Левая рука Бориса начинает третий луч костью 1:5 (пока 8 + 2 + 5 = 15), а правая "
              "кладёт к ней дубль 5:5: 8 + 2 + 10 = 20, 20 очков.")),
        ([("5:3", {"on": "5:5"}), ("2:2", {"on": "1:2"})],
         note("Очки считаются как в обычном «кресте»: по окончании хода сумма очков на концах "
              "креста, кратная пяти, записывается в актив игрока.",
              "Anya's left hand plays 5:3 (8 + 2 + 3 = 13, no multiple of 5) and her right hand "
              "the double 2:2 (8 + 4 + 3 = 15). Only the end of the turn counts: 15 points.",
              "Левая рука Ани ставит 5:3 (8 + 2 + 3 = 13, не кратно 5), правая — дубль 2:2 (8 + "
              "4 + 3 = 15). Считается только конец хода: 15 очков.")),
    ]
    dealt = {name: left + right for name, (left, right) in hands.items()}
    state = State.from_hands("cross-two-hands", dealt, boneyard=[])
    notes = {}
    for number, (plays, text) in enumerate(turns, 1):
        mover = state.turn
        for tile, where in plays:
            state.play(tile, **where)
        assert state.turn != mover, f"turn {number} did not end"
        notes[str(number)] = text
    return record_from_state(state, notes).data


def write(name: str, data: dict) -> None:
    record = Record(data, f"{name}.json")
    record.replay()  # must replay
    (OUT / f"{name}.json").write_text(dumps(record.data), encoding="utf-8")


if __name__ == "__main__":
    write("quintuple-book", quintuple_book())
    write("traditional-hand", traditional_hand())
    write("cross-photos", cross_photos())
    write("cross-two-hands-turn", cross_two_hands_turn())
    write("matador-crosswise", matador_crosswise())
    write("six-matador-strict", six_matador_strict())
    write("sevens-dead-zero", sevens_dead_zero())
    write("sevastopol-sixes", sevastopol_sixes())
    write("spider-closed-leg", spider_closed_leg())
    write("sausage-cut", sausage_cut())
