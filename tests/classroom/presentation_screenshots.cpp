// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the presentation window at projector sizes, mid-sowing in step mode with its caption
// and after a capture, with the keys card (F1), to PNG files for a person to look at:
//   presentation_screenshots OUTPUT_DIR
#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "game/session/replay_model.h"
#include "record/record.h"

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QPixmap>
#include <QPointer>
#include <QScreen>
#include <QSpinBox>
#include <QTimer>
#include <cstdio>

using namespace tihbat;

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir().mkpath(dir);
    // A real game's moves, shown mid-sowing (B from the start: seven counters round the board).
    Game game;
    for (int pit : {PitB, Pita, PitA, Pitb})
        game.play(pit);
    ReplayModel replay;
    if (const QString problem = replay.setGames({record::recordOf(game)}); !problem.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(problem));
        return 1;
    }
    while (!replay.isAnalysed()) // the solver's values come from a worker thread
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    // --fullscreen: the presentation as a real full-screen window for a few seconds (for a
    // screen capture under xvfb at the projector's size).
    if (argc > 2 && QString::fromLocal8Bit(argv[2]) == QStringLiteral("--fullscreen")) {
        // It deletes itself when closed, and quitting closes every window.
        QPointer<PresentationWindow> window = new PresentationWindow;
        window->setPace(0);
        window->presentReplay(&replay);
        window->setStepMode(true);
        window->showOn(QGuiApplication::primaryScreen());
        for (int i = 0; i < 5; ++i)
            window->forward();
        QTimer::singleShot(2500, window, [window] {
            if (!window)
                return;
            qInfo("window %dx%d at %d,%d; screen %dx%d", window->width(), window->height(),
                  window->x(), window->y(), window->screen()->size().width(),
                  window->screen()->size().height());
        });
        QTimer::singleShot(4000, &app, &QCoreApplication::quit);
        const int rc = app.exec();
        delete window;
        return rc;
    }
    const QSize sizes[] = {{1024, 768}, {1280, 720}, {1920, 1080}, {3840, 2160}};
    for (QSize size : sizes) {
        PresentationWindow window;
        window.setPace(0);
        window.presentReplay(&replay);
        window.setStepMode(true);
        window.resize(size);
        window.show();
        QCoreApplication::processEvents();
        for (int i = 0; i < 4; ++i)
            window.forward();
        QCoreApplication::processEvents();
        const QString name =
            QStringLiteral("%1/presentation_%2x%3").arg(dir).arg(size.width()).arg(size.height());
        window.grab().save(name + "_sowing.png");
        while (!window.captionText().contains("The last") &&
               window.frameIndex() + 1 < static_cast<int>(window.frames().size()))
            window.forward();
        QCoreApplication::processEvents();
        window.grab().save(name + "_outcome.png");
        // A "Guess!" pause with the values shown, as a class would see it.
        window.setGuessMode(true);
        window.forward();
        window.showValues();
        QCoreApplication::processEvents();
        window.grab().save(name + "_guess.png");
        // F1: the keys on their card over the board.
        window.showKeys();
        QCoreApplication::processEvents();
        window.grab().save(name + "_keys.png");
        // The longest kind of sentence: a capture, then whose turn it is.
        GameState start;
        start.position.pits = {2, 3, 1, 2};
        RuleOptions two;
        two.countersPerPit = 2;
        Game capture(two, start);
        capture.play(PitA);
        ReplayModel captureReplay;
        if (const QString problem = captureReplay.setGames({record::recordOf(capture)});
            !problem.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(problem));
            return 1;
        }
        PresentationWindow captured;
        captured.setPace(0);
        captured.presentReplay(&captureReplay);
        captured.resize(size);
        captured.show();
        captured.forward();
        QCoreApplication::processEvents();
        captured.grab().save(name + "_capture.png");
    }
    PositionEditor editor;
    editor.setStart(RuleOptions{}, game.state());
    // "What is best here" is answered off the GUI thread: wait for the values.
    QEventLoop waitForBest;
    QObject::connect(&editor, &PositionEditor::bestShown, &waitForBest, &QEventLoop::quit);
    if (editor.showBest())
        waitForBest.exec();
    editor.resize(900, 520);
    editor.show();
    QCoreApplication::processEvents();
    editor.grab().save(dir + "/position_editor.png");
    editor.preview()->grab().save(dir + "/position_editor_preview.png");
    editor.pitBox(PitA)->setValue(editor.pitBox(PitA)->value() + 1);
    QCoreApplication::processEvents();
    editor.grab().save(dir + "/position_editor_refused.png");
    // --hold: leave the editor on screen a few seconds (for a screen capture under xvfb).
    if (argc > 2 && QString::fromLocal8Bit(argv[2]) == QStringLiteral("--hold")) {
        editor.move(0, 0);
        QTimer::singleShot(4000, &app, &QCoreApplication::quit);
        return app.exec();
    }
    return 0;
}
