// SPDX-License-Identifier: GPL-3.0-or-later
// The real program, killed: start tihbat, let it play moves, kill -9 it once the autosave holds
// them, start it again and check the game comes back exactly. Also a damaged autosave at start.
#include "core/notation.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "test_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

class TestAppRestart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedGameIsRestoredExactly();
    void damagedAutosaveIsSetAsideAndGameStartsFresh();

private:
    QProcess *startGame(const QStringList &arguments);
    QString printedState(const QStringList &arguments);
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("data/autosave.json")); }

    QTemporaryDir m_dir;
};

void TestAppRestart::initTestCase() {
    QVERIFY(m_dir.isValid());
    // The program and this test share settings in a private folder.
    IsolatedSettings::sharedWithStartedGames(m_dir.path());
    qputenv("QT_QPA_PLATFORM", "offscreen");
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    setup.rules = RuleOptions{6, true, Side::South};
    QSettings settings;
    Settings::setNewGameSetup(setup);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
}

QProcess *TestAppRestart::startGame(const QStringList &arguments) {
    auto *process = new QProcess(this);
    process->setProgram(QStringLiteral(TIHBAT_BINARY));
    process->setArguments(QStringList{"--autosave-file", autosavePath()} + arguments);
    process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process->start();
    return process;
}

QString TestAppRestart::printedState(const QStringList &arguments) {
    QProcess *process = startGame(arguments + QStringList{"--print-state"});
    if (!process->waitForFinished(30000) || process->exitCode() != 0)
        return QStringLiteral("<failed>");
    return QString::fromUtf8(process->readAllStandardOutput());
}

void TestAppRestart::killedGameIsRestoredExactly() {
    QFile::remove(autosavePath());
    QProcess *game = startGame({"--play-moves", "A a B b"});
    QVERIFY(game->waitForStarted(10000));
    // Waits on the file, not on time: the moves are saved as they are played.
    const std::vector<int> expectedMoves = {PitA, Pita, PitB, Pitb};
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const auto saved = savedgame::read(autosavePath(), nullptr);
            return saved && saved->game.moves() == expectedMoves;
        }(),
        30000);
    QCOMPARE(game->state(), QProcess::Running);
    game->kill(); // SIGKILL: no chance to save anything on the way out
    QVERIFY(game->waitForFinished(10000));
    QCOMPARE(game->exitStatus(), QProcess::CrashExit);
    // Killed while saving after every move, it left no temporary file beside the autosave.
    const QStringList left = QDir(QFileInfo(autosavePath()).absolutePath())
                                 .entryList(QDir::Files | QDir::Hidden | QDir::System);
    QVERIFY2(left.filter(QRegularExpression(R"(^\.|\.(tmp|part|new)$|~$)")).isEmpty(),
             qPrintable(left.join(' ')));

    Game reference(RuleOptions{6, true, Side::South});
    for (int pit : expectedMoves)
        QVERIFY(std::holds_alternative<MoveStory>(reference.play(pit)));
    const QString expected = QStringLiteral("moves: A a B b\nposition: %1\ncaptured: %2 %3\n")
                                 .arg(QString::fromStdString(formatPosition(reference.position())))
                                 .arg(reference.state().captured[0])
                                 .arg(reference.state().captured[1]);
    QCOMPARE(printedState({"--restore"}), expected);
    // Restoring did not spend the saved game: it is there for the next start too.
    QCOMPARE(printedState({"--restore"}), expected);
}

void TestAppRestart::damagedAutosaveIsSetAsideAndGameStartsFresh() {
    QFile::remove(autosavePath());
    QVERIFY(printedState({"--play-moves", "A a"}).startsWith("moves: A a\n"));
    const std::optional<QByteArray> half = cutInHalf(autosavePath());
    QVERIFY(half);

    QCOMPARE(printedState({"--restore"}),
             QStringLiteral("moves: \nposition: 6 6 6 6 S\ncaptured: 0 0\n"));
    // The damaged file is kept, untouched, beside a fresh autosave.
    const QStringList aside = QDir(QFileInfo(autosavePath()).absolutePath())
                                  .entryList({QStringLiteral("autosave.json.damaged-*")});
    QCOMPARE(aside.size(), 1);
    QFile kept(QFileInfo(autosavePath()).absoluteDir().filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), *half);
    QVERIFY(savedgame::read(autosavePath(), nullptr).has_value());
}

QTEST_GUILESS_MAIN(TestAppRestart)
#include "tst_app_restart.moc"
