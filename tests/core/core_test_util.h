// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers shared by the core tests: positions from the RULES.md notation, every board of a
// given size, and seeded random play.
#pragma once

#include "core/game.h"
#include "core/notation.h"
#include "core/rules.h"

#include <QString>
#include <QStringList>
#include <QTest>
#include <random>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace tihbat::testutil {

// "A B a b S|N" as in RULES.md ("7 7 7 7 S"); throws on anything else.
inline Position pos(const QString &text) {
    const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (parts.size() != PitCount + 1)
        throw std::invalid_argument("bad position: " + text.toStdString());
    Position p;
    for (int pit = 0; pit < PitCount; ++pit) {
        bool ok = false;
        p.pits[pit] = parts[pit].toInt(&ok);
        if (!ok || p.pits[pit] < 0)
            throw std::invalid_argument("bad pit count: " + text.toStdString());
    }
    const std::optional<Side> side = sideFromLetter(parts[PitCount].toStdString());
    if (!side)
        throw std::invalid_argument("bad side: " + text.toStdString());
    p.toMove = *side;
    return p;
}

inline QString str(const Position &p) {
    return QString::fromStdString(formatPosition(p));
}

// A pit from its letter (A, B, a, b); throws on anything else.
inline int pit(QChar letter) {
    const std::optional<int> p = pitFromLetter(std::string(1, letter.toLatin1()));
    if (!p)
        throw std::invalid_argument("bad pit letter");
    return *p;
}

inline QString letters(const std::vector<int> &pits) {
    QString out;
    for (int p : pits)
        out += QLatin1Char(pitLetter(p));
    return out;
}

// Plays a pit that must be legal. A refused move is reported as a failure of the running test
// function (at the caller's line), which goes on with the game unchanged; the story returned then
// is that of a move that did nothing, so later checks fail rather than crash.
// (__builtin_FILE/LINE rather than std::source_location, which clang 14 lacks with libstdc++.)
inline MoveStory mustPlay(Game &game, int pitToPlay, const char *file = __builtin_FILE(),
                          int line = __builtin_LINE()) {
    auto result = game.play(pitToPlay);
    if (std::holds_alternative<MoveStory>(result))
        return std::get<MoveStory>(std::move(result));
    const std::string message = "move refused: pit " + std::to_string(pitToPlay) + " at " +
                                formatPosition(game.position()) +
                                (game.isOver() ? " (game over)" : "");
    QTest::qFail(message.c_str(), file, line);
    MoveStory nothing;
    nothing.mover = game.position().toMove;
    nothing.pit = isValidPit(pitToPlay) ? pitToPlay : 0;
    nothing.drops = {nothing.pit};
    nothing.before = nothing.after = game.state();
    return nothing;
}

// Every board with the given total (A, B, a, b >= 0), both sides to move.
inline std::vector<Position> positionsWithTotal(int total) {
    std::vector<Position> out;
    for (int a = 0; a <= total; ++a)
        for (int b = 0; a + b <= total; ++b)
            for (int c = 0; a + b + c <= total; ++c)
                for (Side s : {Side::South, Side::North}) {
                    Position p;
                    p.pits = {a, b, c, total - a - b - c};
                    p.toMove = s;
                    out.push_back(p);
                }
    return out;
}

// Every position of a game with this many counters per pit: every board with an even total up to
// four times that, both sides to move.
inline std::vector<Position> allPositions(int countersPerPit) {
    std::vector<Position> out;
    for (int total = 0; total <= PitCount * countersPerPit; total += 2) {
        const std::vector<Position> some = positionsWithTotal(total);
        out.insert(out.end(), some.begin(), some.end());
    }
    return out;
}

inline int finalDifference(const Game &game) {
    const Outcome o = *game.outcome();
    return o.finalScore[0] - o.finalScore[1];
}

// Plays uniformly random legal moves until the game is over or `maxPlies` have been played.
inline void playRandomly(Game &game, std::mt19937 &random, int maxPlies) {
    for (int i = 0; i < maxPlies && !game.isOver(); ++i) {
        const std::vector<int> moves = game.legalMoves();
        const auto k = std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random);
        mustPlay(game, moves[k]);
    }
}

inline RuleOptions optionsOf(int perPit, bool chain, Side first) {
    RuleOptions o;
    o.countersPerPit = perPit;
    o.chainCapture = chain;
    o.firstToMove = first;
    return o;
}

constexpr int sign(Side s) {
    return s == Side::South ? 1 : -1;
}

} // namespace tihbat::testutil
