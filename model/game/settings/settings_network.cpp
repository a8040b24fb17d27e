// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: Play over the Network's choices (the keys are listed in settings.h).
#include "log.h"
#include "settings.h"
#include "settings_store.h"

#include <array>

namespace tihbat {

namespace {

const QString Group = QStringLiteral("network/");
constexpr std::array<const char *, 3> JoinAsKeys{"player", "watcher", "projector"};

SettingsStore &store() {
    return SettingsStore::shared();
}

QString key(const char *name) {
    return Group + QLatin1String(name);
}

Side readSide(const char *name) {
    return store().value(key(name)).toString() == QLatin1String("N") ? Side::North : Side::South;
}

QString sideKey(Side side) {
    return side == Side::North ? QStringLiteral("N") : QStringLiteral("S");
}

} // namespace

NetworkChoices Settings::networkChoices() {
    NetworkChoices choices;
    choices.name = store().value(key("name")).toString().left(MaxNameLength);
    bool ok = false;
    const int counters = store().value(key("countersPerPit")).toInt(&ok);
    if (ok && counters >= RuleOptions::MinCountersPerPit &&
        counters <= RuleOptions::MaxCountersPerPit)
        choices.rules.countersPerPit = counters;
    choices.rules.chainCapture = store().value(key("chainCapture"), false).toBool();
    choices.rules.firstToMove = readSide("firstToMove");
    choices.hostSide = readSide("hostSide");
    // An address is a host name or a number: at most a DNS name's length.
    choices.address = store().value(key("address")).toString().left(253);
    const int port = store().value(key("port")).toInt(&ok);
    choices.port = ok && port >= 1 && port <= 65535 ? port : 0;
    const QString joinAs = store().value(key("joinAs")).toString();
    for (std::size_t i = 0; i < JoinAsKeys.size(); ++i)
        if (joinAs == QLatin1String(JoinAsKeys[i]))
            choices.joinAs = NetworkChoices::JoinAs(i);
    choices.joinedLast = store().value(key("page")).toString() == QLatin1String("join");
    return choices;
}

void Settings::setNetworkChoices(const NetworkChoices &choices) {
    store().setValue(key("name"), choices.name.left(MaxNameLength));
    store().setValue(key("countersPerPit"), choices.rules.countersPerPit);
    store().setValue(key("chainCapture"), choices.rules.chainCapture);
    store().setValue(key("firstToMove"), sideKey(choices.rules.firstToMove));
    store().setValue(key("hostSide"), sideKey(choices.hostSide));
    store().setValue(key("address"), choices.address);
    store().setValue(key("port"), choices.port);
    store().setValue(key("joinAs"),
                     QLatin1String(JoinAsKeys[static_cast<std::size_t>(choices.joinAs)]));
    store().setValue(key("page"),
                     choices.joinedLast ? QStringLiteral("join") : QStringLiteral("host"));
    if (!store().save())
        qCDebug(lcSettings) << "not saved: network choices";
}

} // namespace tihbat
