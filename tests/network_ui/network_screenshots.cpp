// SPDX-License-Identifier: GPL-3.0-or-later
// Renders Play over the Network's windows to PNG files, for people to look at them (loopback
// only): network_screenshots OUTPUT_DIR [LANGUAGE]
// The Host page, the hosting page with the code, the Join page opened from View > Watch a
// Network Game on the Projector…, the Join page with a refused code, both game windows after a
// few moves (the guest's status bar names the game), the projector watching, the undo question on
// the host's board, the host's board and the projector's when the friend has left, and the
// host's dialog opened again. Also the Join page after Join on an empty form.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "classroom/presentation_window.h"
#include "common/question_card.h"
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "net/game_host.h"
#include "network/network_actions.h"
#include "network/network_dialog.h"
#include "network_game/network_game.h"
#include "play/main_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <cstdio>
#include <memory>

using namespace tihbat;

namespace {

QString outDir;

void save(QWidget *widget, const QString &name) {
    QTest::qWait(150);
    widget->grab().save(QDir(outDir).filePath(name + ".png"));
    std::printf("%s\n", qPrintable(name));
}

template <typename T>
T *child(QObject *parent, const char *name) {
    return parent->findChild<T *>(QLatin1String(name));
}

// Waits up to five seconds for `ready`; says so when it did not come.
template <typename F>
void waitFor(F ready, const char *what) {
    if (!QTest::qWaitFor(ready, 5000))
        std::fprintf(stderr, "timed out: %s\n", what);
}

void fillJoin(NetworkDialog *dialog, quint16 port, const QString &code, const QString &name) {
    dialog->findChild<QTabWidget *>()->setCurrentIndex(1);
    child<QLineEdit>(dialog, "joinAddress")->setText("127.0.0.1");
    child<QSpinBox>(dialog, "joinPort")->setValue(port);
    child<QLineEdit>(dialog, "joinCode")->setText(code);
    child<QLineEdit>(dialog, "joinName")->setText(name);
}

void playFirst(MainWindow &mover) {
    waitFor([&] { return !mover.board()->isBusy(); }, "step");
    const int pit = mover.model()->game().legalMoves().front();
    BoardView *view = mover.board();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(view->boardScene()->pitCentre(pit)));
    QTest::qWait(300);
}

} // namespace

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    IsolatedSettings::forThisTest(QStringLiteral("TihbatNetworkScreenshots"));
    QSettings().clear();
    QSettings().setValue("view/dropDuration", 0);
    outDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QDir().mkpath(outDir);
    // In the language the second argument names (en, el, hi, mn, sw, pt), as the game shows it.
    LanguageManager languages;
    if (argc > 2)
        languages.setLanguage(QString::fromLatin1(argv[2]));

    MainWindow a, t;
    auto b = std::make_unique<MainWindow>();
    for (MainWindow *w : {&a, b.get(), &t}) {
        w->resize(1000, 720);
        w->start({});
        w->show();
        w->findChild<NetworkActions *>()->setLoopbackOnly(true);
    }
    auto *hostActions = a.findChild<NetworkActions *>();
    hostActions->open();
    NetworkDialog *hostDialog = hostActions->dialog();
    child<QLineEdit>(hostDialog, "hostName")->setText("Amina");
    save(hostDialog, "1-host-page");
    QTest::mouseClick(child<QPushButton>(hostDialog, "hostButton"), Qt::LeftButton);
    save(hostDialog, "2-hosting");
    net::GameHost *host = hostActions->game()->host();

    // The projector watches from the View menu before the friend joins (its title line names
    // the game by its host).
    t.findChild<QAction *>("watchOnProjectorAction")->trigger();
    NetworkDialog *teacherDialog = t.findChild<NetworkActions *>()->dialog();
    fillJoin(teacherDialog, host->port(), host->options().code, "Teacher");
    save(teacherDialog, "2b-watch-on-projector");
    QTest::keyClick(child<QLineEdit>(teacherDialog, "joinCode"), Qt::Key_Return);
    waitFor([&] { return t.findChild<PresentationWindow *>() != nullptr; }, "step");

    auto *guestActions = b->findChild<NetworkActions *>();
    guestActions->open();
    // Join pressed on an empty form: the message is about the first empty field, and its place
    // was kept, so the fields have not moved.
    guestActions->dialog()->findChild<QTabWidget *>()->setCurrentIndex(1);
    for (const char *field : {"joinAddress", "joinCode", "joinName"})
        child<QLineEdit>(guestActions->dialog(), field)->clear();
    QTest::mouseClick(child<QPushButton>(guestActions->dialog(), "joinPlayerButton"),
                      Qt::LeftButton);
    save(guestActions->dialog(), "3a-join-empty-form");
    fillJoin(guestActions->dialog(), host->port(), "ZZZZ22", "Youssef");
    QTest::mouseClick(child<QPushButton>(guestActions->dialog(), "joinPlayerButton"),
                      Qt::LeftButton);
    waitFor([&] { return child<QWidget>(guestActions->dialog(), "joinError")->isVisible(); },
            "step");
    save(guestActions->dialog(), "3-join-wrong-code");
    child<QLineEdit>(guestActions->dialog(), "joinCode")->setText(host->options().code);
    QTest::mouseClick(child<QPushButton>(guestActions->dialog(), "joinPlayerButton"),
                      Qt::LeftButton);
    waitFor([&] { return guestActions->game() != nullptr; }, "step");

    for (int i = 0; i < 3; ++i) {
        playFirst(a);
        playFirst(*b);
    }
    save(&a, "4-host-window");
    save(b.get(), "5-guest-window");
    auto *shown = t.findChild<PresentationWindow *>();
    if (shown) {
        shown->showNormal();
        shown->resize(1280, 720);
        QTest::qWait(1500);
        save(shown, "6-projector");
    }
    playFirst(a);
    b->findChild<QAction *>("undoAction")->trigger();
    // The question lies on the host's board, as a card.
    waitFor([&] { return a.findChild<QuestionCard *>("undoQuestion") != nullptr; }, "step");
    save(&a, "7-undo-question");
    b.reset();
    QTest::qWait(1500);
    save(&a, "8-host-friend-left");
    // The projector says it on its board too ("has left" on the friend's name plate).
    if (shown)
        save(shown, "9-projector-friend-left");
    // The host's dialog opened again: the code, who has gone, Stop Hosting.
    hostActions->open();
    save(hostActions->dialog(), "10-hosting-again");
    return 0;
}
