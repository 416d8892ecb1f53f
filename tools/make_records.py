"""Writes the shipped records of the books' worked examples (run from the project root).

Each record is built by playing the moves through the engine, so a record that this script
writes always replays; the notes quote the books (Russian) with an English translation.
"""

from __future__ import annotations

from pathlib import Path

from domino_widgets.engine.record import Record, check, dumps

OUT = Path("domino_widgets/records")


def note(ru: str, en: str) -> str:
    return f"{ru}\n{en}"


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
                  "1:1. […] К тому же этим ходом он зарабатывает себе 2 очка, поскольку кладет "
                  "первый дубль. Да и ходы теперь можно делать не в две стороны, а во все четыре "
                  "— вправо, влево, вверх и вниз.",
                  "Andrey leads the double 1:1. It is the first double, so he scores 2 points, "
                  "and it becomes the centre: from now on tiles go on all four sides."),
        "2": note("Следующий ход делает Ирина, которая, соблюдая принцип домино, кладет 1:6.",
                  "Irina answers by the usual rule of dominoes with 1:6: a 1 against the 1."),
        "3": note("Ольга, обдумав все варианты, решила открыть пока кость 1:0.",
                  "Olga weighs her options and opens a second arm with 1:0."),
        "4": note("Вадим ставит 1:2 к дублю 1:1.",
                  "Vadim puts 1:2 against the double 1:1: a third arm."),
        "5": note("Андрей ставит 1:4. Всего трех очков у него не хватило для того, чтобы на "
                  "свободных половинках костей получилось число, кратное 5.",
                  "Andrey puts 1:4 on the fourth side. The free ends are 6 + 0 + 2 + 4 = 12: "
                  "three short of a multiple of 5, so no points."),
        "6": note("А вот поставив 0:3, Ирина получает 4 очка, потому что теперь сумма очков на "
                  "всех свободных половинках равна 15, что кратно 5.",
                  "Irina puts 0:3 on the 0: now 6 + 3 + 2 + 4 = 15, a multiple of 5: 4 points."),
        "7": note("Поставив 0:6, участница создала бы более удобное положение для получения "
                  "очков другому игроку, и она поставила кость 6:6, которая не изменила картины.",
                  "Olga lays 6:6 lengthwise on the 6, which leaves the ends as they were. The "
                  "book says nothing of points, but the sum is still 15, so by the rule she "
                  "scores 4 (one of the book's two slips)."),
        "8": note("Вадим открывает кость 6:4, но очков не получает, поскольку числа, кратного 5, "
                  "не образуется.",
                  "Vadim plays 6:4 on the 6:6: the ends are 4 + 3 + 2 + 4 = 13, no points."),
        "9": note("Он ставит 3:5 к кости 0:3, и число, которое теперь образовалось на всех "
                  "четырех свободных половинках равно 15, что кратно 5. Значит, Андрей получает "
                  "4 очка.",
                  "Andrey puts 3:5 on 0:3: 4 + 5 + 2 + 4 = 15, a multiple of 5: 4 points."),
        "10": note("На десятом ходу Ольга тоже получает 4 очка за кость 5:5, которую она кладет к "
                   "3:5. С ее ходом общая картина не изменилась, но число точек на свободных "
                   "концах игральных костей, тем не менее, равно 15, т. е. кратно 5.",
                   "The book names Olga, but 5:5 is in Irina's hand and it is Irina's turn (the "
                   "book's second slip). Irina lays 5:5 lengthwise on 3:5; the sum stays "
                   "15: 4 points."),
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
                  "of its sides is taken it counts whole: 5 + 5 = 10, so she scores 10."),
        "2": note("— фото 2: второй игрок тоже получает 10 очков;",
                  "Photo 2: Boris puts 5:0 on the centre. The centre still counts whole (one "
                  "side taken) and the new end shows 0: 10 + 0 = 10, so he scores 10 too."),
        "3": note("— фото 3: сумма на концах «креста» равна 11 – очки не засчитываются;",
                  "Photo 3: Anya puts 0:1 on the 0. The ends are 10 (centre) + 1 = 11: not a "
                  "multiple of 5, no points."),
        "4": note("— фото 4: игрок получается 5 очков (центральный дубль уже не считается, хотя "
                  "к нему и можно по бокам ставить фишки);",
                  "Photo 4: Boris puts 5:4 on the other side of the centre. Now two sides are "
                  "taken, so the centre no longer counts, though its two free sides stay open: "
                  "1 + 4 = 5, 5 points."),
        "5": note("", "Anya plays 4:1 on the 4: ends 1 + 1 = 2, no points."),
        "6": note("", "Boris plays 1:2 on the 1: ends 2 + 1 = 3, no points."),
        "7": note("При отсутствии фишки для хода игрок «ходит на базар» до тех пор, пока не "
                  "найдет там подходящую фишку.",
                  "Anya has no tile for a 1 or a 2: she draws from the boneyard and the first "
                  "tile, 1:1, fits. A double at an end counts whole: 2 + 2 = 4, no points."),
        "8": note("", "Boris plays 1:5 on the double: ends 2 + 5 = 7, no points."),
        "9": note("", "Anya has nothing for a 2 or a 5 and draws seven tiles (among them 4:4) "
                  "before 4:2 fits: ends 4 + 5 = 9, no points."),
        "10": note("— фото 5: игрок получает 15 очков;",
                   "Photo 5: Boris starts a third arm with 5:6 on a free side of the centre: "
                   "ends 4 + 5 + 6 = 15, 15 points."),
        "11": note("— фото 6: игрок ставит 2 дубля одновременно (разрешается за один ход ставить "
                   "любое количество дублей, но, разумеется, нельзя вставлять их в середину "
                   "цепочки) и получает 25 очков.",
                   "Photo 6: Anya lays two doubles in one turn, 6:6 on the 6 and 4:4 on the 4, "
                   "both at ends. Counted after the whole turn: 12 + 8 + 5 = 25, 25 points."),
    }
    notes = {k: v.lstrip("\n") for k, v in notes.items()}
    return {"format": "domino-record/1", "game": "cross", "options": {},
            "players": list(hands), "hands": hands, "boneyard": boneyard, "moves": moves,
            "notes": notes}


def write(name: str, data: dict) -> None:
    record = Record(check(data), f"{name}.json")
    record.replay()  # must replay
    (OUT / f"{name}.json").write_text(dumps(record.data), encoding="utf-8")


if __name__ == "__main__":
    write("quintuple-book", quintuple_book())
    write("cross-photos", cross_photos())
