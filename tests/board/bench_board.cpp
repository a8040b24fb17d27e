// SPDX-License-Identifier: GPL-3.0-or-later
// How long one 3840x2160 frame of the board takes in software, in the middle of a sowing.
// Under ctest it runs once (a cold frame); for real figures run it from a Release build with
// -median 5 -iterations 20.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/game.h"

#include <QAbstractAnimation>
#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace tihbat;

class BenchBoard : public QObject {
    Q_OBJECT
private slots:
    void renderMidSowing4k();
};

void BenchBoard::renderMidSowing4k() {
    BoardView view;
    view.setPlayerNames(QStringLiteral("Amina"), QStringLiteral("Computer"));
    Game game;
    game.play(PitA);
    game.play(Pita);
    const auto story = std::get<MoveStory>(game.play(PitB));
    view.showState(story.before, false);
    view.setDropDuration(220);
    view.playStory(story);
    auto *animation =
        view.boardScene()->findChild<QAbstractAnimation *>(QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(animation);
    animation->pause();
    animation->setCurrentTime(animation->totalDuration() / 2);

    QImage frame(3840, 2160, QImage::Format_ARGB32_Premultiplied);
    BoardScene *scene = view.boardScene();
    auto renderFrame = [&] {
        frame.fill(Qt::black);
        QPainter painter(&frame);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                               QPainter::TextAntialiasing);
        scene->render(&painter, QRectF(frame.rect()), scene->sceneRect(), Qt::KeepAspectRatio);
    };
    // Warm up: the carved board and the text are drawn once per size, font caches filled.
    renderFrame();
    QBENCHMARK {
        renderFrame();
    }
    QVERIFY(view.isAnimating() || animation->state() == QAbstractAnimation::Paused);
}

QTEST_MAIN(BenchBoard)
#include "bench_board.moc"
