// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a picture (board_art.h), as printing and export will draw it: what a BoardPicture
// says is what the board on the screen shows for the same moment set up through the view, pixel
// for pixel, in every palette and either way round; every field of it shows; any size and pixel
// ratio.
#include "board/board_art.h"
#include "board/board_background.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/game.h"

#include <QPainter>
#include <QTest>

using namespace tihbat;

namespace {

// A moment of a game: South played A, North b.
BoardPicture midGame(BoardPalette palette, Side bottom) {
    Game game;
    game.play(PitA);
    const auto story = std::get<MoveStory>(game.play(Pitb));
    BoardPicture picture;
    picture.state = story.after;
    picture.palette = palette;
    picture.bottom = bottom;
    picture.names = {QStringLiteral("Amina"), QStringLiteral("Kofi")};
    picture.playedPit = story.pit;
    picture.lastDropPit = story.lastPit();
    return picture;
}

// The same moment on a board shown on the screen, its scene rendered as a frame of `size`.
QImage onTheScreen(const BoardPicture &picture, QSize size) {
    BoardView view;
    view.setBoardPalette(picture.palette);
    view.setFlipped(picture.bottom == Side::North);
    view.setPlayerNames(picture.names[0], picture.names[1]);
    view.showState(picture.state, picture.gameOver);
    view.markMove(picture.playedPit, picture.lastDropPit);
    view.resize(size);
    view.show();
    QImage frame(size, QImage::Format_RGB32);
    frame.fill(background::edgeColour(picture.palette));
    QPainter painter(&frame);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    BoardScene *scene = view.boardScene();
    scene->render(&painter, QRectF(frame.rect()), scene->sceneRect(), Qt::KeepAspectRatio);
    return frame;
}

} // namespace

class TestBoardArt : public QObject {
    Q_OBJECT
private slots:
    void pictureIsTheBoardOnTheScreen_data();
    void pictureIsTheBoardOnTheScreen();
    void everyFieldShows();
    void anySizeAndPixelRatio();
};

void TestBoardArt::pictureIsTheBoardOnTheScreen_data() {
    QTest::addColumn<BoardPalette>("palette");
    QTest::addColumn<Side>("bottom");
    QTest::newRow("wood") << BoardPalette::Wood << Side::South;
    QTest::newRow("high contrast") << BoardPalette::Projector << Side::South;
    QTest::newRow("night, North at the bottom") << BoardPalette::Night << Side::North;
}

void TestBoardArt::pictureIsTheBoardOnTheScreen() {
    QFETCH(BoardPalette, palette);
    QFETCH(Side, bottom);
    const BoardPicture picture = midGame(palette, bottom);
    const QSize size(1000, 625);
    const QImage drawn = drawBoard(picture, size).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(drawn.size(), size);
    QCOMPARE(drawn, onTheScreen(picture, size));
}

void TestBoardArt::everyFieldShows() {
    const QSize size(800, 500);
    const BoardPicture base = midGame(BoardPalette::Wood, Side::South);
    const QImage picture = drawBoard(base, size);
    QCOMPARE(drawBoard(base, size), picture); // the same arguments, the same pixels
    auto differs = [&](const char *what, auto change) {
        BoardPicture changed = base;
        change(changed);
        if (drawBoard(changed, size) == picture)
            QTest::qFail(what, __FILE__, __LINE__);
    };
    differs("counts", [](BoardPicture &p) { p.state.position.pits[PitB] += 2; });
    differs("captured", [](BoardPicture &p) { p.state.captured[1] += 2; });
    differs("whose turn",
            [](BoardPicture &p) { p.state.position.toMove = opponent(p.state.position.toMove); });
    differs("names", [](BoardPicture &p) { p.names[0] = QStringLiteral("Zawadi"); });
    differs("marks", [](BoardPicture &p) { p.playedPit = p.lastDropPit = -1; });
    differs("palette", [](BoardPicture &p) { p.palette = BoardPalette::Night; });
    differs("who sits at the bottom", [](BoardPicture &p) { p.bottom = Side::North; });
    differs("the end", [](BoardPicture &p) { p.gameOver = true; });
    differs("values", [](BoardPicture &p) {
        p.values = {{pitsOf(p.state.position.toMove)[0], 4}};
    });
}

void TestBoardArt::anySizeAndPixelRatio() {
    const BoardPicture picture = midGame(BoardPalette::Projector, Side::South);
    const QImage sharp = drawBoard(picture, QSize(640, 400), 2);
    QCOMPARE(sharp.size(), QSize(1280, 800));
    QCOMPARE(sharp.devicePixelRatio(), 2.0);
    // A picture taller than the board: the board in the middle, the margins the edge colour.
    const QImage tall = drawBoard(picture, QSize(400, 800));
    if (const QByteArray dir = qgetenv("TIHBAT_SCREENSHOT_DIR"); !dir.isEmpty())
        tall.save(QString::fromLocal8Bit(dir) + QStringLiteral("/board-art-tall.png"));
    const QColor edge = background::edgeColour(picture.palette);
    QCOMPARE(tall.pixelColor(200, 5), edge);
    QCOMPARE(tall.pixelColor(200, 795), edge);
    QVERIFY(tall.pixelColor(200, 400) != edge || tall.pixelColor(120, 330) != edge);
}

QTEST_MAIN(TestBoardArt)
#include "tst_board_art.moc"
