// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's window's results buttons pressed as a teacher would, a file chosen in the save
// dialog: the CSV parsed back, the PDF read with pdftotext, the .tihbat read by the record
// reader; and a file that cannot be written says why and loses nothing.
#include "game/small_disk.h"
#include "isolated_settings.h"
#include "net/tournament_host.h"
#include "record/record.h"
#include "tournament/tournament_window.h"
#include "tournament_test_util.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>
#include <unistd.h>

using namespace tihbat;
using tournament::Tournament;

namespace {

// The three pupils' rounds 1 and 2 played out by the first legal pit: two games, each pupil in
// at least one.
Tournament twoRoundsPlayed() {
    Tournament t = testing::threePupils();
    for (int round = 0; round < 2; ++round) {
        if (round > 0)
            (void)t.startNextRound();
        while (!t.table(0).isFinished())
            (void)t.play(0, t.table(0).game.legalMoves().front());
    }
    return t;
}

// Chooses `path` in the next save dialog, once it is up.
void chooseInTheDialog(const QString &path) {
    auto *poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, qApp, [poll, path] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog || !dialog->isVisible())
            return;
        poll->deleteLater();
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        // Typed whole into the name field, as a person would. selectFile() opens the path's
        // folder first and, for a "folder" that is a file, may stay where it was and answer
        // the bare name there (CI once saw a success notice instead of the refusal).
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (!name)
            qFatal("the file dialog has no name field");
        name->setText(path);
        if (dialog->selectedFiles().value(0) != path)
            qFatal("the file dialog answers %s, not %s",
                   qPrintable(dialog->selectedFiles().value(0)), qPrintable(path));
        static_cast<QDialog *>(dialog)->accept(); // protected in QFileDialog
    });
    poll->start(10);
}

QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Each player's points and counters from the games alone: a win 2, a draw 1, a loss 0.
QHash<QString, std::pair<int, int>> pointsAndCounters(const Tournament &t) {
    QHash<QString, std::pair<int, int>> out;
    for (const QString &name : t.players())
        out[name] = {0, 0};
    for (const tournament::PlayedRound &round : t.rounds())
        for (const tournament::Table &table : round.tables) {
            const Outcome o = *table.game.outcome();
            const int south = !o.winner ? 1 : *o.winner == Side::South ? 2 : 0;
            out[t.players()[table.south]].first += south;
            out[t.players()[table.south]].second += o.finalScore[0];
            out[t.players()[table.north]].first += 2 - south;
            out[t.players()[table.north]].second += o.finalScore[1];
        }
    return out;
}

} // namespace

class TestTournamentExports : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatTournamentExportsTest"));
    }

    void init() {
        QVERIFY(m_dir.isValid());
        m_played = twoRoundsPlayed();
        const QString save = m_dir.filePath(QStringLiteral("t.json"));
        QFile file(save);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(m_played.toJson());
        file.close();
        m_window = std::make_unique<TournamentWindow>(nullptr, save);
        m_window->setLoopbackOnly(true);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTest::mouseClick(button("continueTournament"), Qt::LeftButton);
        QVERIFY(m_window->host()->isListening());
        QCOMPARE(m_window->host()->tournament().roundsBegun(), 2);
    }

    void cleanup() { m_window.reset(); }

    void csvParsedBack() {
        const QString path = m_dir.filePath(QStringLiteral("results.csv"));
        chooseInTheDialog(path);
        QTest::mouseClick(button("exportTournamentCsv"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(path));
        // The window says where it went.
        QCOMPARE(m_window->findChild<QLabel *>(QStringLiteral("tournamentProblem"))->text(),
                 QStringLiteral("Saved to ") + QChar(0x2068) + QDir::toNativeSeparators(path) +
                     QChar(0x2069));
        const QStringList lines = QString::fromUtf8(contents(path)).split(QLatin1Char('\n'));
        // Header, 3 players, a blank line, header, 3 players, the last line break.
        QCOMPARE(lines.size(), 10);
        QCOMPARE(lines[0],
                 QStringLiteral("Place,Player,Won,Drawn,Lost,Points,Counters,Adjudicated"));
        QHash<QString, std::pair<int, int>> expected = pointsAndCounters(m_played);
        QStringList order;
        for (int r = 1; r <= 3; ++r) {
            const QStringList f = lines[r].split(QLatin1Char(','));
            QCOMPARE(f.size(), 8);
            QCOMPARE(f[0].toInt(), r);
            QVERIFY2(expected.contains(f[1]), qPrintable(f[1]));
            QCOMPARE(std::make_pair(f[5].toInt(), f[6].toInt()), expected.take(f[1]));
            order << f[1];
        }
        // The crosstable: a's points against b in a's row, b's column (players in the
        // standings' order), from each game.
        QCOMPARE(lines[5], QStringLiteral("Place,Player,1,2,3"));
        QHash<std::pair<QString, QString>, int> against;
        for (const tournament::PlayedRound &round : m_played.rounds())
            for (const tournament::Table &table : round.tables) {
                const Outcome o = *table.game.outcome();
                const int south = !o.winner ? 1 : *o.winner == Side::South ? 2 : 0;
                const QString s = m_played.players()[table.south];
                const QString n = m_played.players()[table.north];
                against[{s, n}] += south;
                against[{n, s}] += 2 - south;
            }
        for (int r = 0; r < 3; ++r) {
            const QStringList f = lines[6 + r].split(QLatin1Char(','));
            QCOMPARE(f[1], order[r]);
            for (int c = 0; c < 3; ++c) {
                const std::pair<QString, QString> pair{order[r], order[c]};
                const QString expectedCell = r == c ? QStringLiteral("×")
                                             : against.contains(pair)
                                                 ? QString::number(against[pair])
                                                 : QString();
                QCOMPARE(f[2 + c], expectedCell);
            }
        }
    }

    void pdfReadWithPdftotext() {
        const QString path = m_dir.filePath(QStringLiteral("results.pdf"));
        chooseInTheDialog(path);
        QTest::mouseClick(button("exportTournamentPdf"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(path));
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {"-layout", path, "-"});
        if (!pdftotext.waitForStarted(5000))
            QSKIP("pdftotext (poppler-utils) is not installed");
        QVERIFY(pdftotext.waitForFinished(10000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        QVERIFY2(text.contains(QStringLiteral("Crosstable")), qPrintable(text));
        // Each player's line in the standings: place, name, won, drawn, lost, points, counters.
        const QHash<QString, std::pair<int, int>> expected = pointsAndCounters(m_played);
        for (const QString &name : m_played.players()) {
            const QRegularExpression line(QStringLiteral("^\\s*(\\d)\\s+%1\\s+(\\d+)\\s+(\\d+)\\s+"
                                                         "(\\d+)\\s+(\\d+)\\s+(\\d+)\\s*$")
                                              .arg(name),
                                          QRegularExpression::MultilineOption);
            const QRegularExpressionMatch m = line.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(name + QLatin1Char('\n') + text));
            QCOMPARE(std::make_pair(m.captured(5).toInt(), m.captured(6).toInt()), expected[name]);
        }
    }

    void everyGameInOneRecordFile() {
        const QString path = m_dir.filePath(QStringLiteral("games.tihbat"));
        chooseInTheDialog(path);
        QTest::mouseClick(button("saveTournamentGames"), Qt::LeftButton);
        QTRY_VERIFY(QFile::exists(path));
        const record::ReadResult read = record::readRecords(contents(path).toStdString());
        QVERIFY(read.ok());
        QCOMPARE(read.games.size(), std::size_t{2});
        for (std::size_t i = 0; i < 2; ++i) {
            const tournament::Table &table = m_played.rounds()[i].tables[0];
            QCOMPARE(read.games[i].tag("South"),
                     std::optional<std::string>(m_played.players()[table.south].toStdString()));
            QCOMPARE(read.games[i].tag("North"),
                     std::optional<std::string>(m_played.players()[table.north].toStdString()));
            std::vector<int> pits;
            for (const auto &move : read.games[i].moves)
                pits.push_back(move.pit);
            QCOMPARE(pits, table.game.moves());
        }
    }

    // A folder that is a file: nothing can be written below it; the window says so.
    void aTargetBelowAFileIsRefused() {
        const QString notAFolder = m_dir.filePath(QStringLiteral("notes.txt"));
        QFile file(notAFolder);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("the teacher's notes");
        file.close();
        const QString path = notAFolder + QStringLiteral("/results.csv");
        chooseInTheDialog(path);
        QTest::mouseClick(button("exportTournamentCsv"), Qt::LeftButton);
        auto *problem = m_window->findChild<QLabel *>(QStringLiteral("tournamentProblem"));
        QTRY_VERIFY2(problem->text().contains(QDir::toNativeSeparators(path)),
                     qPrintable(problem->text()));
        QVERIFY2(problem->text().startsWith(QStringLiteral("Cannot ")),
                 qPrintable(problem->text()));
        QCOMPARE(contents(notAFolder), QByteArray("the teacher's notes"));
        QVERIFY(m_window->host()->isListening());
    }

    // Last week's results on a full disk (root), or in a read-only folder: still there, whole.
    void aFailedExportKeepsTheOldFile() {
        const QString folder = m_dir.filePath(QStringLiteral("usb"));
        QVERIFY(QDir().mkpath(folder));
        SmallDisk disk;
        QString why;
        const bool root = ::geteuid() == 0;
        if (root && !disk.mount(folder, 64, &why))
            QSKIP(qPrintable(QStringLiteral("no tmpfs: ") + why));
        const QString path = folder + QStringLiteral("/results.pdf");
        const QByteArray old = "%PDF-1.4 last week's results";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old);
        file.close();
        if (root)
            QVERIFY(disk.fill());
        else
            QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
        chooseInTheDialog(path);
        QTest::mouseClick(button("exportTournamentPdf"), Qt::LeftButton);
        auto *problem = m_window->findChild<QLabel *>(QStringLiteral("tournamentProblem"));
        QTRY_VERIFY2(problem->text().contains(QDir::toNativeSeparators(path)),
                     qPrintable(problem->text()));
        QVERIFY2(problem->text().startsWith(QStringLiteral("Cannot ")),
                 qPrintable(problem->text()));
        QCOMPARE(contents(path), old);
        if (!root)
            QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

private:
    QPushButton *button(const char *name) {
        auto *b = m_window->findChild<QPushButton *>(QString::fromLatin1(name));
        if (!b)
            qFatal("no %s", name);
        return b;
    }

    QTemporaryDir m_dir;
    Tournament m_played{RuleOptions{}, QStringLiteral("ABCD2345")};
    std::unique_ptr<TournamentWindow> m_window;
};

QTEST_MAIN(TestTournamentExports)
#include "tst_tournament_exports.moc"
