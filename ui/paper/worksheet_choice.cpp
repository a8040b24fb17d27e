// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_choice.h"

#include <QLocale>
#include <algorithm>
#include <array>
#include <random>
#include <string>

namespace tihbat {

namespace {

// A shuffle that is the same with every standard library (std::shuffle's is not specified).
void shuffle(std::vector<Puzzle> &puzzles, std::mt19937 &engine) {
    for (std::size_t i = puzzles.size(); i > 1; --i)
        std::swap(puzzles[i - 1], puzzles[engine() % i]);
}

std::string kindText(const WorksheetChoice &choice) {
    std::string text =
        choice.difficulty ? std::string(difficultyName(*choice.difficulty)) + " " : std::string();
    text += "puzzles";
    if (choice.countersPerPit)
        text += " with " + std::to_string(*choice.countersPerPit) + " counters per pit";
    return text;
}

} // namespace

std::vector<Puzzle> choosePuzzles(const WorksheetChoice &choice) {
    std::array<std::vector<Puzzle>, PuzzleDifficultyCount> pools;
    for (const Puzzle &p : shippedPuzzles()) {
        if ((choice.difficulty && p.difficulty != *choice.difficulty) ||
            (choice.countersPerPit && p.countersPerPit != *choice.countersPerPit))
            continue;
        pools[static_cast<std::size_t>(p.difficulty)].push_back(p);
    }
    std::size_t available = 0;
    for (const auto &pool : pools)
        available += pool.size();
    if (available < static_cast<std::size_t>(choice.puzzles))
        throw WorksheetChoiceError("there are only " + std::to_string(available) + " " +
                                   kindText(choice) + ", not " + std::to_string(choice.puzzles));
    std::mt19937 engine(choice.seed);
    for (auto &pool : pools)
        shuffle(pool, engine);
    // Round robin over the difficulties that still have puzzles: even where they allow it.
    std::vector<Puzzle> chosen;
    std::array<std::size_t, PuzzleDifficultyCount> taken{};
    while (chosen.size() < static_cast<std::size_t>(choice.puzzles)) {
        for (std::size_t d = 0; d < pools.size() && chosen.size() < std::size_t(choice.puzzles);
             ++d) {
            if (taken[d] < pools[d].size())
                chosen.push_back(pools[d][taken[d]++]);
        }
    }
    std::stable_sort(chosen.begin(), chosen.end(),
                     [](const Puzzle &a, const Puzzle &b) { return a.difficulty < b.difficulty; });
    return chosen;
}

QPageSize::PageSizeId paperOfLocale(const QLocale &locale) {
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::PuertoRico:
        return QPageSize::Letter;
    default:
        return QPageSize::A4;
    }
}

} // namespace tihbat
