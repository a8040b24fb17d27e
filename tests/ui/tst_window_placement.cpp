// SPDX-License-Identifier: GPL-3.0-or-later
// Windows fit the screen they open on and remember where they were; secondary windows close
// with Ctrl+W and Esc; the full-screen presentation has a name.
#include "classroom/presentation_window.h"
#include "common/window_placement.h"
#include "help/rules_window.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "replay/replay_window.h"

#include <QAction>
#include <QScreen>
#include <QSettings>
#include <QtTest>

using namespace tihbat;

class TestWindowPlacement : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatPlacementTest")); }
    void init() { QSettings().clear(); }

    void firstOpeningTakesAShareOfTheScreen() {
        QWidget window;
        const QRect available = window.screen()->availableGeometry();
        WindowPlacement(QStringLiteral("probe"), QSizeF(0.5, 0.75)).restore(&window);
        QCOMPARE(window.width(), qRound(available.width() * 0.5));
        QCOMPARE(window.height(), qRound(available.height() * 0.75));
        QVERIFY(available.contains(window.geometry()));
    }

    void rememberedButNeverLargerThanTheScreen() {
        const WindowPlacement placement(QStringLiteral("probe"), QSizeF(0.5, 0.5));
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            QWidget window;
            placement.restore(&window);
            window.resize(available.width() / 3, available.height() / 3);
            placement.save(&window);
        }
        {
            QWidget window;
            placement.restore(&window);
            QCOMPARE(window.size(), QSize(available.width() / 3, available.height() / 3));
            // Saved on a screen twice as large (a projector since unplugged).
            window.resize(available.size() * 2);
            placement.save(&window);
        }
        QWidget window;
        placement.restore(&window);
        QVERIFY(window.width() <= available.width());
        QVERIFY(window.height() <= available.height());
    }

    void everyWindowFitsTheScreen() {
        MainWindow main;
        const QRect available = main.screen()->availableGeometry();
        QVERIFY(main.width() <= available.width() && main.height() <= available.height());
        QVERIFY(main.width() > available.width() / 2);
        ReplayWindow replay;
        QVERIFY(replay.width() <= available.width() && replay.height() <= available.height());
        RulesWindow rules;
        QVERIFY(rules.width() <= available.width() && rules.height() <= available.height());
    }

    void replayClosesWithCtrlWAndEsc_data() {
        QTest::addColumn<QKeySequence>("keys");
        QTest::newRow("Ctrl+W") << QKeySequence(QKeySequence::Close);
        QTest::newRow("Esc") << QKeySequence(Qt::Key_Escape);
    }
    void replayClosesWithCtrlWAndEsc() {
        QFETCH(QKeySequence, keys);
        auto *replay = new ReplayWindow;
        QPointer<ReplayWindow> guard = replay;
        replay->setAttribute(Qt::WA_DeleteOnClose);
        replay->show();
        QVERIFY(QTest::qWaitForWindowExposed(replay));
        replay->activateWindow();
        QTest::keySequence(replay, keys);
        QTRY_VERIFY(!guard);
    }

    void rulesCloseWithCtrlW() {
        RulesWindow rules;
        rules.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rules));
        rules.activateWindow();
        QTest::keySequence(&rules, QKeySequence::Close);
        QTRY_VERIFY(!rules.isVisible());
    }

    void presentationHasAName() {
        PresentationWindow presentation;
        QCOMPARE(presentation.windowTitle(), QStringLiteral("Tihbat presentation"));
    }
};

QTEST_MAIN(TestWindowPlacement)
#include "tst_window_placement.moc"
