// SPDX-License-Identifier: GPL-3.0-or-later
// The game window says once, in the bar above the board, when settings and results cannot be
// kept: a real full tmpfs (mounted as root) holds the settings; a game against the computer is
// finished, a puzzle solved, the board turned; the old file stays byte for byte. With
// TIHBAT_SCREENSHOT_DIR set, the window is written there as settings_warning.png.
#include "common/autosave_warning.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/settings/settings.h"
#include "game/settings/settings_store.h"
#include "game/small_disk.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "test_files.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tihbat;

namespace {} // namespace

class TestSettingsWarning : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatSettingsWarningTest"));
        QVERIFY(m_dir.isValid());
    }

    void aFullDiskIsToldOnceInTheBar() {
        const QString mountPoint = m_dir.filePath(QStringLiteral("config"));
        QVERIFY(QDir().mkpath(mountPoint));
        SmallDisk disk;
        QString why;
        if (!disk.mount(mountPoint, 64, &why))
            QSKIP(qPrintable(QStringLiteral("a tmpfs needs root: ") + why));
        const QString path = mountPoint + QStringLiteral("/Tihbat/Tihbat.conf");
        SettingsStore::shared().open(path);
        Settings::setDropDuration(0); // instant: the test never waits for the animation
        // One counter per pit: the person's first move leaves the board as it was, the
        // computer's too, and the position repeats: the game ends after two moves.
        GameSetup setup;
        setup.rules.countersPerPit = 1;
        setup.players[sideIndex(Side::South)] = {PlayerKind::Human, Level::Easy,
                                                 QStringLiteral("Amina")};
        setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Perfect, QString()};
        Settings::setNewGameSetup(setup);
        Settings::setLessonsOffered(true); // else the first start writes that it offered them
        QVERIFY(SettingsStore::shared().problem().isEmpty());
        const QByteArray before = contents(path);
        QVERIFY(before.contains("countersPerPit=1"));
        QVERIFY(disk.fill());

        QSignalSpy told(&SettingsStore::shared(), &SettingsStore::problemFound);
        MainWindow window;
        StartOptions options;
        options.autosavePath = m_dir.filePath(QStringLiteral("data/autosave.json"));
        window.start(options);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = window.findChild<AutosaveWarning *>(QStringLiteral("settingsWarning"));
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());

        // A finished game against the computer.
        GameModel *model = window.model();
        QCOMPARE(model->setup(), setup);
        model->playPit(PitA);
        QTRY_VERIFY(model->isOver());
        QTRY_COMPARE(told.count(), 1);
        QVERIFY(bar->isVisible());
        // A puzzle solved and the board turned: told once only.
        PuzzleProgress().recordSolved(shippedPuzzles().front().id, true);
        window.findChild<QAction *>(QStringLiteral("flipAction"))->trigger();
        QCOMPARE(told.count(), 1);

        const QString text =
            window.findChild<QLabel *>(QStringLiteral("settingsWarningText"))->text();
        QVERIFY2(text.contains(QStringLiteral("Your settings and results cannot be saved")),
                 qPrintable(text));
        QVERIFY2(text.contains(isolated(QDir::toNativeSeparators(path))), qPrintable(text));
        QCOMPARE(contents(path), before);
        // The game's own bar is not the one shown.
        QVERIFY(
            !window.findChild<AutosaveWarning *>(QStringLiteral("autosaveWarning"))->isVisible());

        const QString shots = qEnvironmentVariable("TIHBAT_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(
                window.grab().save(QDir(shots).filePath(QStringLiteral("settings_warning.png"))));
        }
        window.close();
        SettingsStore::shared().open(m_dir.filePath(QStringLiteral("after/Tihbat.conf")));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSettingsWarning)
#include "tst_settings_warning.moc"
