// SPDX-License-Identifier: GPL-3.0-or-later
#include "net_commands.h"

#include "cli/arguments.h"
#include "cli/cli.h"
#include "cli/json.h"
#include "core/notation.h"
#include "headless_guest.h"
#include "headless_host.h"
#include "headless_tournament.h"
#include "net/game_browser.h"
#include "net_invocation.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <algorithm>
#include <ostream>

namespace tihbat::net::cli {

namespace {

using tihbat::cli::ExitSuccess;
using tihbat::cli::ExitUsageError;

std::string oneLine(std::string text) {
    for (char &c : text)
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    return text;
}

int fail(std::ostream &err, std::string_view command, const QString &why) {
    err << "tihbat-cli: " << command << ": " << oneLine(why.toStdString()) << '\n';
    return ExitUsageError;
}

// The result, written and flushed; a full disk or a closed pipe is an error like the others.
int print(std::ostream &out, std::ostream &err, std::string_view command, const std::string &text) {
    out << text << std::flush;
    if (!out)
        return fail(err, command, QStringLiteral("cannot write the output"));
    return ExitSuccess;
}

int host(const NetInvocation &invocation, std::ostream &out, std::ostream &err) {
    HeadlessHost player(invocation);
    if (!player.start())
        return fail(err, "host", player.error());
    // The port the system chose must be told, or nobody could join.
    if (invocation.port == 0)
        err << "tihbat-cli: host: listening on port " << player.port() << std::endl;
    QObject::connect(&player, &HeadlessHost::codeGuessing, &player, [&err](const QString &who) {
        err << "tihbat-cli: host: someone at " << oneLine(who.toStdString()) << " is trying codes"
            << std::endl;
    });
    QEventLoop loop;
    bool success = false;
    QObject::connect(&player, &HeadlessHost::finished, &loop, [&](bool ok) {
        success = ok;
        loop.quit();
    });
    loop.exec();
    if (!success)
        return fail(err, "host", player.error());
    return print(out, err, "host", player.report() + '\n');
}

int join(const NetInvocation &invocation, std::ostream &out, std::ostream &err) {
    HeadlessGuest player(invocation);
    QEventLoop loop;
    bool success = false;
    QObject::connect(&player, &HeadlessGuest::finished, &loop, [&](bool ok) {
        success = ok;
        loop.quit();
    });
    player.start();
    if (player.report().empty() && player.error().isEmpty())
        loop.exec();
    if (!success)
        return fail(err, "join", player.error());
    return print(out, err, "join", player.report() + '\n');
}

int hostTournament(const NetInvocation &invocation, std::ostream &out, std::ostream &err) {
    HeadlessTournament host(invocation);
    if (!host.start())
        return fail(err, "tournament", host.error());
    if (invocation.port == 0)
        err << "tihbat-cli: tournament: listening on port " << host.port() << std::endl;
    QObject::connect(&host, &HeadlessTournament::codeGuessing, &host, [&err](const QString &who) {
        err << "tihbat-cli: tournament: someone at " << oneLine(who.toStdString())
            << " is trying codes" << std::endl;
    });
    QObject::connect(&host, &HeadlessTournament::saveFailed, &host, [&err](const QString &why) {
        err << "tihbat-cli: tournament: " << oneLine(why.toStdString()) << std::endl;
    });
    QEventLoop loop;
    bool success = false;
    QObject::connect(&host, &HeadlessTournament::finished, &loop, [&](bool ok) {
        success = ok;
        loop.quit();
    });
    if (host.report().empty())
        loop.exec();
    else
        success = true;
    if (!success)
        return fail(err, "tournament", host.error());
    return print(out, err, "tournament", host.report() + '\n');
}

std::string gameLine(const AnnouncedGame &game) {
    const Announcement &a = game.announcement;
    tihbat::cli::JsonObject line;
    line.add("address", game.address.toString().toStdString())
        .add("port", static_cast<int>(a.port))
        .add("name", a.hostName.toStdString())
        .add("counters", a.rules.countersPerPit)
        .add("chain", a.rules.chainCapture)
        .add("first", std::string(1, sideLetter(a.rules.firstToMove)));
    // A class tournament: joined by `join` as a pupil.
    if (a.isTournament())
        return line.add("tournament", true).add("pupils", a.pupils).add("round", a.round).str();
    return line.add("hostSide", std::string(1, sideLetter(a.hostSide)))
        .add("seatFree", a.seatFree)
        .add("watchers", a.watchers)
        .add("plies", a.plies)
        .str();
}

int find(const NetInvocation &invocation, std::ostream &out, std::ostream &err) {
    GameBrowser browser;
    if (!browser.start(invocation.discoveryPort != 0 ? invocation.discoveryPort : DiscoveryPort))
        return fail(err, "find", browser.errorString());
    QEventLoop loop;
    QTimer::singleShot(invocation.findSeconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    std::string text;
    for (const AnnouncedGame &game : browser.games())
        text += gameLine(game) + '\n';
    return print(out, err, "find", text);
}

} // namespace

bool isNetCommand(const std::vector<std::string> &args) {
    return !args.empty() && isNetCommandName(args.front());
}

int runNetCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err) {
    if (std::any_of(args.begin(), args.end(),
                    [](const std::string &a) { return a == "--help" || a == "-h"; })) {
        out << tihbat::cli::helpText() << std::flush;
        return ExitSuccess;
    }
    NetInvocation invocation;
    try {
        invocation = parseNetArguments(args);
    } catch (const tihbat::cli::UsageError &error) {
        err << "tihbat-cli: " << oneLine(error.what()) << '\n';
        return ExitUsageError;
    }
    switch (invocation.command) {
    case NetCommand::Host:
        return host(invocation, out, err);
    case NetCommand::Join:
        return join(invocation, out, err);
    case NetCommand::Tournament:
        return hostTournament(invocation, out, err);
    case NetCommand::Find:
        break;
    }
    return find(invocation, out, err);
}

} // namespace tihbat::net::cli
