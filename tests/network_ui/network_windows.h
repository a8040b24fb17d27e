// SPDX-License-Identifier: GPL-3.0-or-later
// What the network GUI tests share: a game window with its own autosave and its network games on
// the loopback only, and a person's hands on it: clicks on the board's pits, and hosting and
// joining through the Play over the Network dialog (its fields filled and buttons clicked).
#pragma once

#include "board/board_scene.h"
#include "board/board_view.h"
#include "net/game_host.h"
#include "network/network_actions.h"
#include "network/network_dialog.h"
#include "network_game/network_game.h"
#include "play/main_window.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

namespace tihbat::testing {

inline constexpr int NetMs = 10000; // a generous bound for anything over the loopback

// A pit whose one counter would end the game by bringing a position back is said in the bubble
// first; the second click plays it.
inline void clickPit(BoardView &view, int pit) {
    const QPoint at = view.mapFromScene(view.boardScene()->pitCentre(pit));
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
    if (view.explainedPit() == pit && view.explanation().contains(QLatin1String("one counter")))
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
}

template <typename T>
T *child(QObject *parent, const char *name) {
    T *found = parent->findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no %s", name);
    return found;
}

// A game window with its own autosave, started as the game starts it (so a network game its
// autosave was in is gone back to), shown at a size where every pit can be clicked, its network
// games on the loopback only.
struct Window {
    explicit Window(const QString &autosave) {
        window.resize(900, 700);
        network = window.findChild<NetworkActions *>();
        network->setLoopbackOnly(true);
        StartOptions options;
        options.autosavePath = autosave;
        window.start(options);
        window.show();
    }
    GameModel *model() const { return window.model(); }
    QString notice() {
        QLabel *label = child<QLabel>(&window, "networkNotice");
        return label->isVisible() ? label->text() : QString();
    }

    MainWindow window;
    NetworkActions *network = nullptr;
};

// Hosts through the dialog with `name`; the host is then the window's network game's.
inline net::GameHost *host(Window &w, const QString &name) {
    w.network->open();
    NetworkDialog *dialog = w.network->dialog();
    child<QLineEdit>(dialog, "hostName")->setText(name);
    QTest::mouseClick(child<QPushButton>(dialog, "hostButton"), Qt::LeftButton);
    return w.network->game() ? w.network->game()->host() : nullptr;
}

// Fills the Join page's fields.
inline void fillJoin(NetworkDialog *dialog, quint16 port, const QString &code,
                     const QString &name) {
    child<QLineEdit>(dialog, "joinAddress")->setText(QStringLiteral("127.0.0.1"));
    child<QSpinBox>(dialog, "joinPort")->setValue(port);
    child<QLineEdit>(dialog, "joinCode")->setText(code);
    child<QLineEdit>(dialog, "joinName")->setText(name);
}

// Fills the Join page and clicks the button of `way`.
inline void askToJoin(Window &w, quint16 port, const QString &code, const QString &name,
                      const char *button = "joinPlayerButton") {
    w.network->open();
    NetworkDialog *dialog = w.network->dialog();
    dialog->findChild<QTabWidget *>()->setCurrentIndex(1); // the Join page
    fillJoin(dialog, port, code, name);
    QTest::mouseClick(child<QPushButton>(dialog, button), Qt::LeftButton);
}

} // namespace tihbat::testing
