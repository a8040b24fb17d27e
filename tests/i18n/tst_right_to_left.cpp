// SPDX-License-Identifier: GPL-3.0-or-later
// Arabic, right to left: every window the game shows (every_window.h's list) is laid out right to
// left, and no board in them is: pit A stays at the bottom left, b at the top left, and Left and
// Right on the board still move the focus to the pit on that side. Catalan stays left to right.
// A whole game in Arabic by mouse and by keyboard ends on the result card in Arabic. With
// TIHBAT_SHOTS_DIR set, every window in both languages and the result cards are kept there as PNG
// files for a person to look at.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/types.h"
#include "every_window.h"
#include "game/session/game_model.h"
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/result_card.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStyleOptionButton>
#include <QTest>
#include <algorithm>

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

void keepShot(QWidget &window, const QString &code, int number, const QString &label) {
    const QString dir = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (dir.isEmpty())
        return;
    QString name = label;
    name.replace(QRegularExpression(QStringLiteral("[^\\w]+"),
                                    QRegularExpression::UseUnicodePropertiesOption),
                 QStringLiteral("_"));
    window.grab().save(QDir(dir).filePath(
        QStringLiteral("%1_%2_%3.png").arg(code).arg(number, 2, 10, QChar(u'0')).arg(name)));
}

// The columns of `image` with a painted pixel: first and last, or {-1, -1}.
std::pair<int, int> paintedColumns(const QImage &image) {
    int first = -1;
    int last = -1;
    for (int x = 0; x < image.width(); ++x)
        for (int y = 0; y < image.height(); ++y)
            if (qAlpha(image.pixel(x, y)) != 0) {
                if (first < 0)
                    first = x;
                last = x;
                break;
            }
    return {first, last};
}

// `button`'s label (picture and words, no frame) as its style paints it, with `text` and
// `icon` in place of its own, on a transparent image of the button's size.
QImage paintedLabel(const QPushButton &button, const QString &text, const QIcon &icon) {
    QStyleOptionButton option;
    option.initFrom(&button);
    option.text = text;
    option.icon = icon;
    option.iconSize = button.iconSize();
    option.rect = button.style()->subElementRect(QStyle::SE_PushButtonContents, &option, &button);
    QImage image(button.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    button.style()->drawControl(QStyle::CE_PushButtonLabel, &option, &painter, &button);
    return image;
}

// Why the words and picture of `button` are not drawn as one piece, centred, the picture on the
// reading side's start (right, right to left), the words beside it (empty when they are). Only
// for a button with both, wide enough for both.
QString wordsBesidePicture(const QPushButton &button) {
    const QImage both = paintedLabel(button, button.text(), button.icon());
    const auto [first, last] = paintedColumns(both);
    const auto [wordsFirst, wordsLast] = paintedColumns(paintedLabel(button, button.text(), {}));
    const QImage pictureOnly = paintedLabel(button, {}, button.icon());
    const auto [pictureFirst, pictureLast] = paintedColumns(pictureOnly);
    const int words = wordsLast - wordsFirst + 1;
    const int picture = pictureLast - pictureFirst + 1;
    if (first < 0 || wordsFirst < 0 || pictureFirst < 0 || words + picture + 8 > button.width())
        return {}; // nothing to see, or no room for both anyway
    const QString where =
        QStringLiteral("\"%1\" (%2 px wide): painted from x %3 to %4, its words %5 "
                       "px, its picture %6 px")
            .arg(button.text())
            .arg(button.width())
            .arg(first)
            .arg(last)
            .arg(words)
            .arg(picture);
    // One piece: no wider than words, picture and a gap between them.
    if (last - first + 1 > words + picture + 8)
        return where + QStringLiteral(": words and picture apart");
    // Centred, as left to right.
    if (std::abs(first - (button.width() - 1 - last)) > 4)
        return where + QStringLiteral(": not centred");
    // The picture at the reading side's start: its own pixels there.
    const int pictureAt = button.isRightToLeft() ? last - picture + 1 : first;
    if (both.copy(pictureAt, 0, picture, both.height()) !=
        pictureOnly.copy(pictureFirst, 0, picture, both.height()))
        return where + QStringLiteral(": the picture is not where a reader begins");
    return {};
}

} // namespace

class TestRightToLeft : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyWindowMirrorsButNoBoard_data();
    void everyWindowMirrorsButNoBoard();
    void boardKeysKeepTheirSides();
    void buttonWordsBesideTheirPicture_data();
    void buttonWordsBesideTheirPicture();
    void wholeGameInArabic_data();
    void wholeGameInArabic();
};

void TestRightToLeft::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatRightToLeftTest"));
    QSettings().clear();
}

void TestRightToLeft::everyWindowMirrorsButNoBoard_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("rightToLeft");
    QTest::newRow("ar") << QStringLiteral("ar") << true;
    QTest::newRow("ca") << QStringLiteral("ca") << false;
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
    int pictureButtons = 0;
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
            for (const QPushButton *button : window.findChildren<QPushButton *>()) {
                if (!button->isVisibleTo(&window) || button->icon().isNull() ||
                    button->text().isEmpty())
                    continue;
                ++pictureButtons;
                if (const QString why = wordsBesidePicture(*button); !why.isEmpty())
                    wrong << label + QStringLiteral(": a button ") + why;
            }
            keepShot(window, code, windows, label);
            if (!wasShown)
                window.hide();
        });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    qInfo("%s: %d windows, %d boards, %d buttons with a picture and words", qPrintable(code),
          windows, boards, pictureButtons);
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

// A dialog's OK and Cancel carry a picture where the desktop asks for one (not here, off
// screen): each with its words beside the picture, centred, in Arabic as in French.
void TestRightToLeft::buttonWordsBesideTheirPicture_data() {
    everyWindowMirrorsButNoBoard_data();
}

void TestRightToLeft::buttonWordsBesideTheirPicture() {
    QFETCH(QString, code);
    QFETCH(bool, rightToLeft);
    LanguageManager languages;
    languages.setLanguage(code);
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(box.isRightToLeft(), rightToLeft);
    for (const QDialogButtonBox::StandardButton which :
         {QDialogButtonBox::Ok, QDialogButtonBox::Cancel}) {
        QPushButton *button = box.button(which);
        button->setIcon(box.style()->standardIcon(which == QDialogButtonBox::Ok
                                                      ? QStyle::SP_DialogOkButton
                                                      : QStyle::SP_DialogCancelButton));
        // Room to spare, so that only where they are drawn can fail.
        button->resize(button->sizeHint() + QSize(60, 0));
        QVERIFY(!button->icon().isNull());
        QVERIFY(!button->text().isEmpty());
        const QString why = wordsBesidePicture(*button);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
}

void TestRightToLeft::wholeGameInArabic_data() {
    QTest::addColumn<bool>("byKeyboard");
    QTest::newRow("mouse") << false;
    QTest::newRow("keyboard") << true;
}

// A child plays a whole game in Arabic against the computer, with the mouse on the pits or with
// the keyboard alone (Left and Right to the pit, Enter), and meets the result card in Arabic with
// the score as one left-to-right piece.
void TestRightToLeft::wholeGameInArabic() {
    QFETCH(bool, byKeyboard);
    QSettings().clear(); // no game left to continue from the windows above
    Settings::setDropDuration(0);
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("ar"));
    QCoreApplication::processEvents();
    GameSetup setup;
    setup.players[sideIndex(Side::South)] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
    Settings::setNewGameSetup(setup);
    MainWindow window(&languages);
    window.resize(1280, 800);
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardView *view = window.board();
    view->setDropDuration(0);
    GameModel *model = window.model();
    int moves = 0;
    for (int guard = 0; guard < 300 && !model->isOver(); ++guard) {
        QTRY_VERIFY_WITH_TIMEOUT(
            model->isOver() || (model->position().toMove == Side::South && !view->isAnimating()),
            20000);
        if (model->isOver())
            break;
        const int plies = model->game().plies();
        const int pit = model->game().legalMoves().front();
        if (byKeyboard) {
            // South's A is on the left, B on the right, whichever way the window reads; the
            // first key shows the focus, the second moves it there.
            view->setFocus();
            const Qt::Key towards = pit == PitA ? Qt::Key_Left : Qt::Key_Right;
            QTest::keyClick(view, towards);
            if (view->boardScene()->focusedPit() != pit)
                QTest::keyClick(view, towards);
            QCOMPARE(view->boardScene()->focusedPit(), pit);
            QTest::keyClick(view, Qt::Key_Return);
        } else {
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                              view->mapFromScene(view->boardScene()->pitCentre(pit)));
        }
        // A move that only brings a position back is explained first: the same again plays it.
        if (model->game().plies() == plies && view->explainedPit() == pit) {
            if (byKeyboard)
                QTest::keyClick(view, Qt::Key_Return);
            else
                QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                                  view->mapFromScene(view->boardScene()->pitCentre(pit)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(model->game().plies() > plies || model->isOver(), 10000);
        ++moves;
    }
    QVERIFY(model->isOver());
    ResultCard *card = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((card = window.findChild<ResultCard *>("resultCard")), 10000);
    const QString result = card->resultText();
    QVERIFY2(std::any_of(result.begin(), result.end(),
                         [](QChar c) { return c.script() == QChar::Script_Arabic; }),
             qPrintable(result));
    QVERIFY2(
        QRegularExpression(QStringLiteral("\\x{2068}\\d+–\\d+\\x{2069}")).match(result).hasMatch(),
        qPrintable(result));
    qInfo("%s: %d moves of the child's, then: %s", byKeyboard ? "keyboard" : "mouse", moves,
          qPrintable(result));
    keepShot(window, QStringLiteral("ar"), byKeyboard ? 91 : 90,
             byKeyboard ? QStringLiteral("result_keyboard") : QStringLiteral("result_mouse"));
}

QTEST_MAIN(TestRightToLeft)
#include "tst_right_to_left.moc"
