// SPDX-License-Identifier: GPL-3.0-or-later
// A side of a network game killed with SIGKILL in the middle and started again: the game goes
// on from where it was. One side is a game window in this process; the other is the game's
// window in a process of its own (network_window), played by clicks as this one is, or the real
// `tihbat` program. Both sides host and join through the dialog as a person does. While the
// killed side is gone, this side keeps the game, says who has left and answers every click; the
// side started again goes back to the network game by itself, from its autosave (the host on
// the same port with the same code, the guest to the same host), and the game is played to its
// end by clicks on both boards.
#include "core/notation.h"
#include "game/session/animation_speed.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "net/game_link.h"
#include "network_windows.h"
#include "text/isolated_text.h"

#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <memory>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

const QString HostName = QStringLiteral("Amina");
const QString GuestName = QStringLiteral("Youssef");

QString letters(const std::vector<int> &moves) {
    QStringList out;
    for (const int pit : moves)
        out << QString(QChar::fromLatin1(pitLetter(pit)));
    return out.join(u' ');
}

QString leftNotice(const QString &name) {
    return QStringLiteral("%1 has left; waiting for them to come back").arg(isolated(name));
}

// The other side's window, in a process of its own: what it last said of its board.
class OtherWindow {
public:
    explicit OtherWindow(const QString &autosave) {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, [this] {
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).chopped(1);
                const qsizetype space = line.indexOf(u' ');
                m_said[line.left(space)] = space < 0 ? QString() : line.mid(space + 1);
            }
        });
        m_process.start(QStringLiteral(NETWORK_WINDOW_BINARY), {autosave});
    }
    ~OtherWindow() { kill(); }

    bool isReady() {
        return QTest::qWaitFor([this] { return m_said.contains("ready"); }, NetMs);
    }
    QString said(const QString &what) const { return m_said.value(what); }
    void tell(const QString &line) { m_process.write(line.toUtf8() + '\n'); }
    // SIGKILL: no goodbye, no last save.
    bool kill() {
        if (m_process.state() == QProcess::NotRunning)
            return true;
        m_process.kill();
        return m_process.waitForFinished(NetMs);
    }

private:
    QProcess m_process;
    QHash<QString, QString> m_said;
};

// The side to move plays its first legal pit (by the ply's count) by a click on its own window;
// true once both windows show the move.
bool playOne(Window &here, OtherWindow &there, Side hereSide) {
    const Game &game = here.model()->game();
    const std::vector<int> legal = game.legalMoves();
    const int pit = legal.at(static_cast<std::size_t>(game.plies()) % legal.size());
    const int plies = game.plies();
    if (game.position().toMove == hereSide) {
        if (!QTest::qWaitFor([&] { return !here.window.board()->isBusy(); }, NetMs))
            return false;
        clickPit(*here.window.board(), pit);
    } else {
        there.tell(QStringLiteral("click ") + QChar::fromLatin1(pitLetter(pit)));
    }
    return QTest::qWaitFor(
        [&] {
            return here.model()->game().plies() == plies + 1 &&
                   there.said("moves") == letters(here.model()->game().moves());
        },
        NetMs);
}

bool playToTheEnd(Window &here, OtherWindow &there, Side hereSide) {
    for (int i = 0; i < 400 && !here.model()->isOver(); ++i)
        if (!playOne(here, there, hereSide))
            return false;
    return here.model()->isOver();
}

} // namespace

class TestNetworkRestart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_home.isValid());
        // The windows started here read this process's settings: moves shown at once.
        IsolatedSettings::sharedWithStartedGames(m_home.path());
        QSettings().clear();
        Settings::setDropDuration(dropDuration(AnimationSpeed::Instant));
    }

    // The guest's window is killed, then started again twice: first as the real program (it
    // joins again and keeps the host's next move in its autosave), then as a game window played
    // by clicks to the end.
    void killedGuestComesBack() {
        QTemporaryDir dir;
        const QString guestSave = dir.filePath("guest.json");
        Window here(dir.filePath("host.json"));
        net::GameHost *hosted = host(here, HostName);
        QVERIFY(hosted);
        auto there = std::make_unique<OtherWindow>(guestSave);
        QVERIFY(there->isReady());
        there->tell(QStringLiteral("join %1 %2 %3")
                        .arg(hosted->port())
                        .arg(hosted->options().code, GuestName));
        QTRY_COMPARE_WITH_TIMEOUT(here.model()->player(Side::North).name, GuestName, NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(there->said("flipped"), QStringLiteral("1"), NetMs);
        for (int i = 0; i < 4; ++i)
            QVERIFY(playOne(here, *there, Side::South));

        QVERIFY(there->kill());
        QTRY_COMPARE_WITH_TIMEOUT(here.notice(), leftNotice(GuestName), NetMs);
        // Never frozen: a click here is answered at once, and the game is as it was.
        clickPit(*here.window.board(), Pita);
        QVERIFY2(here.window.statusBar()->currentMessage().contains(isolated(GuestName)),
                 qPrintable(here.window.statusBar()->currentMessage()));
        QCOMPARE(here.model()->game().plies(), 4);

        // The real program, started again on the guest's autosave: back in the game unasked.
        QProcess program;
        program.setProcessChannelMode(QProcess::ForwardedChannels);
        program.start(QStringLiteral(TIHBAT_BINARY), {"--autosave-file", guestSave});
        QTRY_VERIFY_WITH_TIMEOUT(hosted->isGuestPresent(), NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(here.notice().isEmpty(), NetMs);
        // The host's next move reaches it and is in its autosave.
        QVERIFY(QTest::qWaitFor([&] { return !here.window.board()->isBusy(); }, NetMs));
        clickPit(*here.window.board(), here.model()->game().legalMoves().front());
        QCOMPARE(here.model()->game().plies(), 5);
        QString error;
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto saved = savedgame::read(guestSave, &error);
                return saved && saved->game.moves() == here.model()->game().moves();
            },
            NetMs));
        const auto saved = savedgame::read(guestSave, &error);
        QVERIFY2(saved && saved->network, qPrintable(error));
        QCOMPARE(saved->network->role, NetworkSeat::Role::Guest);
        QCOMPARE(saved->network->side, Side::North);
        program.kill();
        QVERIFY(program.waitForFinished(NetMs));
        QTRY_COMPARE_WITH_TIMEOUT(here.notice(), leftNotice(GuestName), NetMs);

        there = std::make_unique<OtherWindow>(guestSave);
        QVERIFY(there->isReady());
        QTRY_COMPARE_WITH_TIMEOUT(there->said("moves"), letters(here.model()->game().moves()),
                                  NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(here.notice().isEmpty(), NetMs);
        QTRY_COMPARE_WITH_TIMEOUT(there->said("flipped"), QStringLiteral("1"), NetMs);
        QVERIFY(playToTheEnd(here, *there, Side::South));
        QCOMPARE(letters(hosted->game().moves()), there->said("moves"));
        // A finished game is not gone back to: neither side keeps it as one in progress.
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(guestSave), NetMs);
        QVERIFY(!QFile::exists(dir.filePath("host.json")));
    }

    // The host's window is killed: the guest here keeps the game and says the host has left;
    // started again, the host's window hosts the game again on the same port with the same code,
    // this side is welcomed back by itself, and the game is played to the end.
    void killedHostComesBack() {
        QTemporaryDir dir;
        const QString hostSave = dir.filePath("host.json");
        auto there = std::make_unique<OtherWindow>(hostSave);
        QVERIFY(there->isReady());
        there->tell(QStringLiteral("host ") + HostName);
        QTRY_VERIFY_WITH_TIMEOUT(!there->said("hosted").isEmpty(), NetMs);
        const QStringList hosted = there->said("hosted").split(u' ');
        QCOMPARE(hosted.size(), 2);
        const quint16 port = hosted[0].toUShort();
        Window here(dir.filePath("guest.json"));
        askToJoin(here, port, hosted[1], GuestName);
        QVERIFY(QTest::qWaitFor([&] { return here.network->game() != nullptr; }, NetMs));
        QTRY_COMPARE_WITH_TIMEOUT(here.model()->player(Side::South).name, HostName, NetMs);
        for (int i = 0; i < 3; ++i)
            QVERIFY(playOne(here, *there, Side::North));
        const std::vector<int> before = here.model()->game().moves();

        QVERIFY(there->kill());
        QTRY_COMPARE_WITH_TIMEOUT(here.notice(), leftNotice(HostName), NetMs);
        QCOMPARE(here.model()->game().moves(), before);
        // Nothing can be played meanwhile, and a click is answered at once.
        here.window.statusBar()->clearMessage();
        clickPit(*here.window.board(), here.model()->game().legalMoves().front());
        QVERIFY(!here.window.statusBar()->currentMessage().isEmpty());
        QCOMPARE(here.model()->game().moves(), before);

        there = std::make_unique<OtherWindow>(hostSave);
        QVERIFY(there->isReady());
        QTRY_COMPARE_WITH_TIMEOUT(there->said("moves"), letters(before), NetMs);
        QTRY_VERIFY_WITH_TIMEOUT(here.notice().isEmpty(), NetMs);
        QVERIFY(here.network->game()->link()->state() == net::GameLink::State::Joined);
        QVERIFY(playToTheEnd(here, *there, Side::North));
        QCOMPARE(there->said("moves"), letters(here.model()->game().moves()));
    }

private:
    QTemporaryDir m_home;
};

QTEST_MAIN(TestNetworkRestart)
#include "tst_network_restart.moc"
