// SPDX-License-Identifier: GPL-3.0-or-later
// Prints the table of the computer levels against each other and against random moves: each
// cell is the row player's mean final margin with its win/draw/loss percentages over the games,
// the first move alternating (so each player has each side's first move half the time).
//
//   bench_ladder [--seeds K] [--chain] [--games N] [--seed S] [--steps]
//
// --steps plays only the ladder's steps (each rung against the one below), not the whole table.
//
// Not run by ctest: the whole table at 7 per pit takes minutes (the time is printed).
#include "core/match.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace tihbat;

namespace {

const char *titleOf(Contender c) {
    if (!c.level)
        return "uniformly random";
    static const char *const titles[] = {"Beginner", "Easy", "Medium", "Hard", "Perfect"};
    return titles[static_cast<int>(*c.level)];
}

int usage(const char *program) {
    std::fprintf(stderr, "usage: %s [--seeds 1..12] [--chain] [--games N] [--seed S] [--steps]\n",
                 program);
    return 2;
}

} // namespace

int main(int argc, char *argv[]) {
    RuleOptions options;
    int games = 400;
    std::uint32_t seed = 1;
    bool stepsOnly = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (std::strcmp(argv[i], "--chain") == 0)
            options.chainCapture = true;
        else if (std::strcmp(argv[i], "--steps") == 0)
            stepsOnly = true;
        else if (std::strcmp(argv[i], "--seeds") == 0 && hasValue)
            options.countersPerPit = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--games") == 0 && hasValue)
            games = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--seed") == 0 && hasValue)
            seed = static_cast<std::uint32_t>(std::strtoul(argv[++i], nullptr, 10));
        else
            return usage(argv[0]);
    }
    if (!options.isValid() || games < 1)
        return usage(argv[0]);

    const std::vector<Contender> players = {
        Contender::of(Level::Beginner), Contender::of(Level::Easy),    Contender::of(Level::Medium),
        Contender::of(Level::Hard),     Contender::of(Level::Perfect), Contender::random()};
    const auto start = std::chrono::steady_clock::now();
    std::printf("%d counters per pit, chain capture %s, %d games per pairing, seed %u\n\n",
                options.countersPerPit, options.chainCapture ? "on" : "off", games, seed);
    std::vector<std::string> steps;
    // The ladder's steps: each level against the rung below (random below Beginner).
    const auto isStep = [](Contender row, Contender column) {
        const int below = column.level ? static_cast<int>(*column.level) : -1;
        return row.level && static_cast<int>(*row.level) == below + 1;
    };
    const auto noteStep = [&](Contender row, Contender column, const MatchResult &r) {
        const int decisive = r.southWins + r.northWins;
        char line[160];
        std::snprintf(line, sizeof line, "%s over %s: %.1f %% of %d decisive games, margin %+.2f",
                      titleOf(row), titleOf(column),
                      decisive ? 100.0 * r.southWins / decisive : 0.0, decisive, r.meanMargin());
        steps.emplace_back(line);
    };
    if (!stepsOnly) {
        std::printf("| row vs |");
        for (const Contender c : players)
            std::printf(" %s |", titleOf(c));
        std::printf("\n| --- |");
        for (std::size_t i = 0; i < players.size(); ++i)
            std::printf(" --- |");
        std::printf("\n");
    }
    for (const Contender row : players) {
        if (!stepsOnly)
            std::printf("| %s |", titleOf(row));
        for (const Contender column : players) {
            if (stepsOnly && !isStep(row, column))
                continue;
            const MatchResult r = playMatch(row, column, options, games, seed);
            if (!stepsOnly)
                std::printf(" %+.1f (%.0f/%.0f/%.0f) |", r.meanMargin(),
                            100.0 * r.southWins / games, 100.0 * r.draws / games,
                            100.0 * r.northWins / games);
            std::fflush(stdout);
            if (isStep(row, column))
                noteStep(row, column, r);
        }
        if (!stepsOnly)
            std::printf("\n");
    }
    std::printf("\nSteps of the ladder:\n");
    for (const std::string &s : steps)
        std::printf("  %s\n", s.c_str());
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("\n%.0f s\n", seconds);
    return 0;
}
