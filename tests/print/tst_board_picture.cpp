// SPDX-License-Identifier: GPL-3.0-or-later
// Copy Board and Export Board Picture (BoardPictureActions) on a real board: the picture at the
// board's size on the screen is what a grab of the board shows; the values and the name plates
// leave it when asked and come back on the board; the copy is on the clipboard at twice the
// size; a file that cannot be written is refused with its reason and nothing is left.
#include "board/board_view.h"
#include "core/game.h"
#include "print/board_picture_actions.h"
#include "svg_check.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace tihbat;

class TestBoardPicture : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void shownSizeIsTheGrab();
    void valuesAndNamesOnRequest();
    void copyIsOnTheClipboard();
    void exportWritesThePicture();
    void unwritableIsRefused();
    void exportWritesSvg();

private:
    QWidget *m_window = nullptr;
    BoardView *m_board = nullptr;
    BoardPictureActions *m_actions = nullptr;
};

void TestBoardPicture::init() {
    m_window = new QWidget;
    auto *layout = new QVBoxLayout(m_window);
    layout->setContentsMargins(0, 0, 0, 0);
    m_board = new BoardView(m_window);
    layout->addWidget(m_board);
    m_window->resize(800, 500);
    Game game;
    game.play(PitA);
    m_board->setPlayerNames(QStringLiteral("Amina"), QStringLiteral("Kofi"));
    m_board->showState(game.state(), false);
    m_board->showMoveValues({{Pita, 4}, {Pitb, -2}});
    m_actions = new BoardPictureActions(m_board, m_window);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestBoardPicture::cleanup() {
    delete m_window;
    m_window = nullptr;
}

// At the board's own size the picture is, pixel for pixel, what the board shows.
void TestBoardPicture::shownSizeIsTheGrab() {
    const QImage grab = m_board->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QImage picture =
        m_actions->picture(m_actions->shownSize(), grab.devicePixelRatio(), true, true);
    QCOMPARE(picture.size(), grab.size());
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
        grab.save("/tmp/ws/grab.png");
        picture.save("/tmp/ws/picture.png");
    }
    QCOMPARE(picture, grab);
}

void TestBoardPicture::valuesAndNamesOnRequest() {
    const QSize size = m_actions->shownSize();
    const QImage all = m_actions->picture(size, 1, true, true);
    const QImage noValues = m_actions->picture(size, 1, false, true);
    const QImage noNames = m_actions->picture(size, 1, true, false);
    QVERIFY(noValues != all);
    QVERIFY(noNames != all);
    QVERIFY(noNames != noValues);
    // Hidden for the picture only: the board still shows both.
    QCOMPARE(m_actions->picture(size, 1, true, true), all);
    // Without values is the board that was never given any.
    m_board->showMoveValues({});
    QCOMPARE(m_actions->picture(size, 1, true, true), noValues);
}

void TestBoardPicture::copyIsOnTheClipboard() {
    QCOMPARE(m_actions->copyAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    QGuiApplication::clipboard()->clear();
    m_actions->copyAction()->trigger();
    const QImage copied = QGuiApplication::clipboard()->image();
    QCOMPARE(copied.size(), m_actions->shownSize() * 2);
    QCOMPARE(copied.convertToFormat(QImage::Format_RGB32),
             m_actions->picture(m_actions->shownSize(), 2, true, true)
                 .convertToFormat(QImage::Format_RGB32));
}

void TestBoardPicture::exportWritesThePicture() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("board.png"));
    QCOMPARE(m_actions->exportTo(path, QSize(1600, 1000), true, false), std::nullopt);
    const QImage written(path);
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        written.save("/tmp/ws/export-1600.png");
    QCOMPARE(written.size(), QSize(1600, 1000));
    QCOMPARE(written.convertToFormat(QImage::Format_RGB32),
             m_actions->picture(QSize(1600, 1000), 1, true, false));
}

void TestBoardPicture::unwritableIsRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto error = m_actions->exportTo(dir.filePath(QStringLiteral("none/board.png")),
                                           QSize(64, 40), true, true);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(dir.filePath(QStringLiteral("none/board.png"))), qPrintable(*error));
    QVERIFY(m_actions->exportTo(dir.path(), QSize(64, 40), true, true).has_value());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// A name ending in .svg: an SVG drawing of the board as shown, which QSvgRenderer draws as the
// picture is, region by region, with the name plates' names as text; a folder that is not
// there is refused with its path, and nothing is left.
void TestBoardPicture::exportWritesSvg() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QSize size(800, 500);
    const QString path = dir.filePath(QStringLiteral("board.svg"));
    QCOMPARE(m_actions->exportTo(path, size, true, true), std::nullopt);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const svg_check::SvgText svg = svg_check::readSvg(file.readAll());
    QVERIFY(svg.valid);
    QCOMPARE(svg.viewBox, QStringLiteral("0 0 800 500"));
    QVERIFY2(svg.texts.contains(QStringLiteral("Amina")) &&
                 svg.texts.contains(QStringLiteral("Kofi")),
             qPrintable(svg.texts.join(u'|')));
    const QImage picture =
        m_actions->picture(size, 1, true, true).convertToFormat(QImage::Format_RGB32);
    const QImage drawn = svg_check::rendered(path, size);
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        drawn.save(QStringLiteral("/work/shots-print/window-board-svg.png"));
    const int same = svg_check::largestCellDifference(drawn, picture, 16, 10);
    const int unnamed = svg_check::largestCellDifference(
        m_actions->picture(size, 1, true, false).convertToFormat(QImage::Format_RGB32), picture, 16,
        10);
    qInfo("largest cell difference: SVG against the picture %d, without the names %d", same,
          unnamed);
    QVERIFY2(same <= 6, qPrintable(QString::number(same)));
    QVERIFY2(unnamed > 3 * same && unnamed > 12, qPrintable(QString::number(unnamed)));

    const QString missing = dir.filePath(QStringLiteral("none/board.svg"));
    const auto error = m_actions->exportTo(missing, size, true, true);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(missing), qPrintable(*error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("board.svg")});
}

QTEST_MAIN(TestBoardPicture)
#include "tst_board_picture.moc"
