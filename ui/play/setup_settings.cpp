// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/setup_settings.h"

#include "game/saved_game.h"

#include <QSettings>

namespace tihbat {

namespace {

QString sideGroup(Side side) {
    return side == Side::South ? "south" : "north";
}

} // namespace

GameSetup defaultSetup() {
    GameSetup setup;
    setup.players[sideIndex(Side::South)] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
    return setup;
}

GameSetup loadSetup(QSettings &settings) {
    GameSetup setup = defaultSetup();
    settings.beginGroup("newGame");
    for (Side side : {Side::South, Side::North}) {
        PlayerSetup &player = setup.players[sideIndex(side)];
        settings.beginGroup(sideGroup(side));
        const QString kind = settings.value("kind").toString();
        if (kind == QLatin1String("human"))
            player.kind = PlayerKind::Human;
        else if (kind == QLatin1String("computer"))
            player.kind = PlayerKind::Computer;
        player.level =
            savedgame::levelFromKey(settings.value("level").toString()).value_or(player.level);
        player.name = settings.value("name", player.name).toString().left(100);
        settings.endGroup();
    }
    bool ok = false;
    const int counters = settings.value("countersPerPit").toInt(&ok);
    if (ok && counters >= RuleOptions::MinCountersPerPit &&
        counters <= RuleOptions::MaxCountersPerPit)
        setup.rules.countersPerPit = counters;
    setup.rules.chainCapture = settings.value("chainCapture", false).toBool();
    setup.rules.firstToMove =
        settings.value("firstToMove").toString() == QLatin1String("N") ? Side::North : Side::South;
    settings.endGroup();
    return setup;
}

void saveSetup(QSettings &settings, const GameSetup &setup) {
    settings.beginGroup("newGame");
    for (Side side : {Side::South, Side::North}) {
        const PlayerSetup &player = setup.players[sideIndex(side)];
        settings.beginGroup(sideGroup(side));
        settings.setValue("kind", player.kind == PlayerKind::Human ? "human" : "computer");
        settings.setValue("level", savedgame::levelKey(player.level));
        settings.setValue("name", player.name);
        settings.endGroup();
    }
    settings.setValue("countersPerPit", setup.rules.countersPerPit);
    settings.setValue("chainCapture", setup.rules.chainCapture);
    settings.setValue("firstToMove", setup.rules.firstToMove == Side::North ? "N" : "S");
    settings.endGroup();
}

} // namespace tihbat
