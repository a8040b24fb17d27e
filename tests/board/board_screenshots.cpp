// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the board in the situations people see it, at three window sizes, in its three looks
// (wood, high contrast, night), to PNG files: a tool for looking at the board and for comparing
// it before and after a change (not a test). Usage: board_screenshots [output directory]
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/game.h"

#include <QAbstractAnimation>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QMouseEvent>
#include <functional>
#include <utility>

namespace {

using namespace tihbat;

QAbstractAnimation *runningAnimation(BoardView &view) {
    return view.boardScene()->findChild<QAbstractAnimation *>(QString(),
                                                              Qt::FindDirectChildrenOnly);
}

// Plays the story and stops its animation at the given share of its length.
void pauseStoryAt(BoardView &view, const MoveStory &story, qreal share) {
    view.setDropDuration(220);
    view.playStory(story);
    QAbstractAnimation *animation = runningAnimation(view);
    if (!animation)
        return;
    animation->pause();
    animation->setCurrentTime(qRound(animation->totalDuration() * share));
}

// South plays A: A, B, a, b and A again, where the two counters are captured.
MoveStory captureStory() {
    GameState state;
    state.position.pits = {5, 6, 4, 3};
    state.captured = {5, 5};
    Game game(RuleOptions{}, state);
    return std::get<MoveStory>(game.play(PitA));
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("shots");
    QDir().mkpath(dir);

    struct Shot {
        QString name;
        std::function<void(BoardView &)> setUp;
    };
    const std::vector<Shot> shots{
        {"start", [](BoardView &v) { v.showState(Game().state(), false); }},
        {"sowing",
         [](BoardView &v) {
             Game game;
             game.play(PitA);
             auto story = std::get<MoveStory>(game.play(Pita));
             v.showState(story.before, false);
             pauseStoryAt(v, story, 0.55);
         }},
        {"capture-flying", [](BoardView &v) { pauseStoryAt(v, captureStory(), 0.9); }},
        {"after-capture", [](BoardView &v) { v.showState(captureStory().after, false); }},
        {"pass",
         [](BoardView &v) {
             GameState state;
             state.position.pits = {2, 3, 0, 0}; // A, B: captures 4 in B, and North passes
             state.captured = {12, 11};
             Game game(RuleOptions{}, state);
             auto story = std::get<MoveStory>(game.play(PitA));
             pauseStoryAt(v, story, 0.8);
         }},
        {"game-over",
         [](BoardView &v) {
             GameState state;
             state.position.pits = {0, 0, 0, 0};
             state.captured = {16, 12};
             v.showState(state, true);
         }},
        {"flipped",
         [](BoardView &v) {
             Game game;
             game.play(PitB);
             v.setFlipped(true);
             v.setInteractiveSides(false, true);
             v.showState(game.state(), false);
             v.showMoveValues({{Pita, -3}, {Pitb, 2}});
         }},
        {"hints",
         [](BoardView &v) {
             v.showState(Game().state(), false);
             v.setInteractiveSides(true, false);
             v.showMoveValues({{PitA, 4}, {PitB, 0}});
         }},
        {"hints-negative",
         [](BoardView &v) {
             Game game;
             game.play(PitA);
             v.showState(game.state(), false);
             v.showMoveValues({{Pita, 6}, {Pitb, -2}}); // North to move: shown as −6 and +2
         }},
        {"focus-and-hover",
         [](BoardView &v) {
             v.showState(Game().state(), false);
             v.boardScene()->moveFocus(1);
             QMouseEvent move(
                 QEvent::MouseMove, QPointF(v.mapFromScene(v.boardScene()->pitCentre(PitB))),
                 QPointF(v.mapToGlobal(v.mapFromScene(v.boardScene()->pitCentre(PitB)))),
                 Qt::NoButton, Qt::NoButton, Qt::NoModifier);
             QCoreApplication::sendEvent(v.viewport(), &move);
         }},
        {"crowded",
         [](BoardView &v) {
             GameState state;
             state.position.pits = {48, 0, 0, 0};
             v.showState(state, false);
         }},
        {"full-trays",
         [](BoardView &v) {
             GameState state;
             state.position.pits = {12, 13, 1, 2};
             state.captured = {8, 12};
             v.showState(state, false);
         }},
    };
    const std::vector<QSize> sizes{{800, 600}, {1920, 1080}, {3840, 2160}};
    const std::vector<std::pair<QString, BoardPalette>> looks{
        {QStringLiteral("wood"), BoardPalette::Wood},
        {QStringLiteral("contrast"), BoardPalette::Projector},
        {QStringLiteral("night"), BoardPalette::Night},
    };
    for (const auto &[look, palette] : looks) {
        for (const QSize &size : sizes) {
            for (const Shot &shot : shots) {
                tihbat::BoardView view;
                view.setBoardPalette(palette);
                view.setPlayerNames(QStringLiteral("Amina"), QStringLiteral("Computer"));
                view.setInteractiveSides(true, false);
                view.resize(size);
                view.show();
                shot.setUp(view);
                QApplication::processEvents();
                const QString file = QStringLiteral("%1/%2-%3-%4x%5.png")
                                         .arg(dir, look, shot.name)
                                         .arg(size.width())
                                         .arg(size.height());
                view.grab().save(file);
            }
        }
    }
    return 0;
}
