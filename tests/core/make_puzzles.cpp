// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the puzzle collection to standard output (the text of resources/puzzles/puzzles.txt)
// and, on standard error, how many there are per difficulty and per counter count and how long
// generating them took.
#include "core/puzzles.h"

#include <chrono>
#include <iostream>
#include <map>

int main() {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<tihbat::Puzzle> puzzles = tihbat::generatePuzzles();
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    std::cout << tihbat::formatPuzzles(puzzles);

    std::map<std::string_view, int> perDifficulty;
    std::map<int, std::map<std::string_view, int>> perCount;
    for (const tihbat::Puzzle &p : puzzles) {
        ++perDifficulty[tihbat::difficultyName(p.difficulty)];
        ++perCount[p.countersPerPit][tihbat::difficultyName(p.difficulty)];
    }
    std::cerr << puzzles.size() << " puzzles in " << took.count() << " s\n";
    for (const auto &[name, n] : perDifficulty)
        std::cerr << "  " << name << ": " << n << "\n";
    for (const auto &[counters, grades] : perCount) {
        std::cerr << "  " << counters << " per pit:";
        for (const auto &[name, n] : grades)
            std::cerr << " " << name << " " << n;
        std::cerr << "\n";
    }
    return 0;
}
