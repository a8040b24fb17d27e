// SPDX-License-Identifier: GPL-3.0-or-later
// From a move's start (the pit played in the model) to its sentence reaching the speech service
// (speech-dispatcher has queued it: ReadAloud::said comes once the service answered), for many
// moves of games between two people, through a real speech-dispatcher
// (with_speech_service.sh). Prints the median and the 99th percentile, the first move apart (it
// connects to the service), and the same sentences handed straight to QTextToSpeech (stop, then
// say, as the voice does) to tell the service's share of the tail from the game's.
// TIHBAT_BENCH_MOVES sets how many moves (default 300).
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "speech/read_aloud.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <QTextToSpeech>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace tihbat;

namespace {

void report(const char *what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    const double p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    std::printf("bench_read_aloud: %zu times, %s: median %.2f ms, 99th percentile %.2f ms, "
                "max %.2f ms\n",
                ms.size(), what, median, p99, ms.back());
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    IsolatedSettings::forThisTest(QStringLiteral("TihbatBenchReadAloud"));
    if (qEnvironmentVariableIsEmpty("TIHBAT_SPEECH_LOG")) {
        std::fprintf(stderr, "bench_read_aloud: run it through with_speech_service.sh\n");
        return 77;
    }
    const int moves = qEnvironmentVariableIsSet("TIHBAT_BENCH_MOVES")
                          ? qEnvironmentVariableIntValue("TIHBAT_BENCH_MOVES")
                          : 300;
    Settings::setDropDuration(0);
    Settings::setNewGameSetup(GameSetup{});
    LanguageManager languages;
    languages.setLanguage(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("hi"));
    ReadAloud &readAloud = ReadAloud::shared();
    readAloud.setOn(true);
    if (!readAloud.problem().isEmpty()) {
        std::fprintf(stderr, "bench_read_aloud: %s\n", qPrintable(readAloud.problem()));
        return 1;
    }
    MainWindow main(&languages);
    main.start({});
    GameModel *model = main.model();
    QElapsedTimer clock;
    qint64 reached = -1;
    QObject::connect(&readAloud, &ReadAloud::said, &app, [&] { reached = clock.nsecsElapsed(); });
    std::vector<double> ms;
    QStringList sentences;
    QObject::connect(&readAloud, &ReadAloud::said, &app,
                     [&](const QString &text) { sentences << text; });
    std::uint32_t seed = 12345;
    while (static_cast<int>(ms.size()) < moves) {
        if (model->isOver()) {
            model->newGame(GameSetup{});
            continue;
        }
        const Position &p = model->position();
        std::vector<int> playable;
        for (int pit = 0; pit < PitCount; ++pit) {
            if (ownerOf(pit) == p.toMove && p.pits[static_cast<std::size_t>(pit)] > 0)
                playable.push_back(pit);
        }
        seed = seed * 1103515245u + 12345u;
        const int pit = playable[(seed >> 16) % playable.size()];
        reached = -1;
        clock.start();
        model->playPit(pit);
        if (reached < 0) {
            std::fprintf(stderr, "bench_read_aloud: a move's sentence was not sent\n");
            return 1;
        }
        ms.push_back(static_cast<double>(reached) / 1e6);
        QCoreApplication::processEvents();
    }
    const double first = ms.front();
    ms.erase(ms.begin());
    report("move start to sentence at the speech service", ms);
    std::printf("bench_read_aloud: the first move (connecting to the service): %.2f ms\n", first);

    // The service alone: the same sentences, stop and say straight through QTextToSpeech.
    readAloud.setOn(false);
    QTextToSpeech tts;
    tts.setLocale(QLocale(languages.language()));
    std::vector<double> service, stops;
    for (const QString &text : std::as_const(sentences)) {
        clock.start();
        tts.stop();
        const qint64 stopped = clock.nsecsElapsed();
        tts.say(text);
        service.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        stops.push_back(static_cast<double>(stopped) / 1e6);
        QCoreApplication::processEvents();
    }
    service.erase(service.begin());
    stops.erase(stops.begin());
    report("QTextToSpeech stop and say alone", service);
    report("of which the stop (CANCEL)", stops);
    return 0;
}
