// SPDX-License-Identifier: GPL-3.0-or-later
// Arabic, right to left: every window the game shows (every_window.h's list) is laid out right to
// left, and no board in them is: pit A stays at the bottom left, b at the top left, and Left and
// Right on the board still move the focus to the pit on that side. French stays left to right,
// and switching back to it puts every window back. With TIHBAT_SHOTS_DIR set, each Arabic window
// is kept there as a PNG for a person to look at.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/types.h"
#include "every_window.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>

using namespace tihbat;

namespace {

// Where pit `pit`'s centre is on the screen.
QPoint pitOnScreen(const BoardView &view, int pit) {
    const QPoint inViewport = view.mapFromScene(view.boardScene()->pitCentre(pit));
    return view.viewport()->mapToGlobal(inViewport);
}

// Why the board shown in `view` is not the physical board (empty when it is): South's A and B
// along the bottom from the left, North's b and a along the top from the left.
QString boardMirrored(const BoardView &view) {
    const QPoint A = pitOnScreen(view, PitA);
    const QPoint B = pitOnScreen(view, PitB);
    const QPoint a = pitOnScreen(view, Pita);
    const QPoint b = pitOnScreen(view, Pitb);
    if (A.x() < B.x() && b.x() < a.x() && A.y() > b.y() && B.y() > a.y())
        return {};
    return QStringLiteral("A (%1, %2), B (%3, %4), a (%5, %6), b (%7, %8)")
        .arg(A.x())
        .arg(A.y())
        .arg(B.x())
        .arg(B.y())
        .arg(a.x())
        .arg(a.y())
        .arg(b.x())
        .arg(b.y());
}

void keepShot(QWidget &window, int number, const QString &label) {
    const QString dir = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QString name = label;
    name.replace(QRegularExpression(QStringLiteral("[^\\w]+"),
                                    QRegularExpression::UseUnicodePropertiesOption),
                 QStringLiteral("_"));
    window.grab().save(QDir(dir).filePath(
        QStringLiteral("ar_%1_%2.png").arg(number, 2, 10, QChar(u'0')).arg(name)));
}

} // namespace

class TestRightToLeft : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyWindowMirrorsButNoBoard_data();
    void everyWindowMirrorsButNoBoard();
    void boardKeysKeepTheirSides();
};

void TestRightToLeft::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatRightToLeftTest"));
    QSettings().clear();
}

void TestRightToLeft::everyWindowMirrorsButNoBoard_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("rightToLeft");
    QTest::newRow("ar") << QStringLiteral("ar") << true;
    QTest::newRow("fr") << QStringLiteral("fr") << false;
}

void TestRightToLeft::everyWindowMirrorsButNoBoard() {
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    LanguageManager languages;
    languages.setLanguage(code);
    QCoreApplication::processEvents();
    const Qt::LayoutDirection expected = rightToLeft ? Qt::RightToLeft : Qt::LeftToRight;
    QCOMPARE(QApplication::layoutDirection(), expected);

    QStringList wrong;
    int windows = 0;
    int boards = 0;
    const QStringList problems =
        visitEveryWindow(languages, [&](QWidget &window, const QString &label) {
            ++windows;
            // Shown, as a person sees it, where the list only reads it.
            const bool wasShown = window.isVisible();
            if (!wasShown) {
                window.show();
                if (!QTest::qWaitForWindowExposed(&window))
                    wrong << label + QStringLiteral(": not shown");
            }
            if (window.layoutDirection() != expected)
                wrong << label + QStringLiteral(": laid out the other way");
            for (const BoardView *view : window.findChildren<BoardView *>()) {
                if (!view->isVisibleTo(&window))
                    continue;
                ++boards;
                if (const QString why = boardMirrored(*view); !why.isEmpty())
                    wrong << label + QStringLiteral(": the board is mirrored: ") + why;
            }
            if (rightToLeft)
                keepShot(window, windows, label);
            if (!wasShown)
                window.hide();
        });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    qInfo("%s: %d windows, %d boards", qPrintable(code), windows, boards);
    QVERIFY(windows > 15);
    QVERIFY(boards >= 4);
    QVERIFY2(wrong.isEmpty(), qPrintable(u'\n' + wrong.join(u'\n')));
}

// The board is a thing on the table: Right goes to the pit on the right whatever the language
// (South's A to B, North's b to a), and never wraps to the other row.
void TestRightToLeft::boardKeysKeepTheirSides() {
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("ar"));
    QCoreApplication::processEvents();
    MainWindow window(&languages);
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *view = window.findChild<BoardView *>();
    QVERIFY(view);
    QVERIFY(view->isVisible());
    QCOMPARE(boardMirrored(*view), QString());
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right);
    const int first = view->boardScene()->focusedPit();
    QVERIFY(first == PitA || first == PitB);
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(view->boardScene()->focusedPit(), PitA);
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(view->boardScene()->focusedPit(), PitB);
    QVERIFY(pitOnScreen(*view, PitB).x() > pitOnScreen(*view, PitA).x());
}

QTEST_MAIN(TestRightToLeft)
#include "tst_right_to_left.moc"
