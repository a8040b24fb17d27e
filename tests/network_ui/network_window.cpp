// SPDX-License-Identifier: GPL-3.0-or-later
// One side of a network game in a process of its own, for tst_network_restart, which kills it
// with SIGKILL and starts it again: the game's real window, started as the game starts it
// (MainWindow::start with an autosave, so a network game it was in is gone back to), its
// network games on the loopback only. It takes a person's actions as lines on stdin and says
// on stdout, a line each, what its window shows whenever that changes.
//
// Usage: network_window AUTOSAVE
// Read:  "host NAME" (Play over the Network, Host), "join PORT CODE NAME" (Join as a player),
//        "click PIT" (a click on the board's pit, a letter A B a b).
// Said:  "ready", "hosted PORT CODE", "moves A a B", "notice TEXT", "flipped 0|1".
#include "core/notation.h"
#include "game/settings/settings.h"
#include "network_windows.h"

#include <QApplication>
#include <QSocketNotifier>
#include <QTextStream>
#include <QTimer>
#include <cstdio>
#include <unistd.h>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

// What the window shows, a line a fact, said again only when it changes.
class WindowReport : public QObject {
public:
    explicit WindowReport(Window &window)
        : QObject(&window.window)
        , m_window(window) {
        auto *timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, &WindowReport::sayChanges);
        timer->start(20);
    }

    static void say(const QString &line) { QTextStream(stdout) << line << Qt::endl; }

private:
    void sayChanges() {
        QStringList letters;
        for (const int pit : m_window.model()->game().moves())
            letters << QString(QChar::fromLatin1(pitLetter(pit)));
        sayIfChanged(m_moves, QStringLiteral("moves ") + letters.join(u' '));
        sayIfChanged(m_notice, QStringLiteral("notice ") + m_window.notice());
        sayIfChanged(
            m_flipped,
            QStringLiteral("flipped %1").arg(m_window.window.board()->isFlipped() ? 1 : 0));
    }
    static void sayIfChanged(QString &last, const QString &line) {
        if (line != last)
            say(last = line);
    }

    Window &m_window;
    QString m_moves, m_notice, m_flipped;
};

// A click on `pit` once the board has shown the last move (a click meanwhile would only finish
// the showing, as for a person); tried again a bounded number of times.
void clickWhenStill(Window &window, int pit, int triesLeft = 500) {
    if (window.window.board()->isBusy() && triesLeft > 0) {
        QTimer::singleShot(10, &window.window, [&window, pit, triesLeft] {
            clickWhenStill(window, pit, triesLeft - 1);
        });
        return;
    }
    clickPit(*window.window.board(), pit);
}

void obey(Window &window, const QString &line) {
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    if (words.size() == 2 && words[0] == QLatin1String("host")) {
        if (const net::GameHost *hosted = host(window, words[1]))
            WindowReport::say(
                QStringLiteral("hosted %1 %2").arg(hosted->port()).arg(hosted->options().code));
        else
            WindowReport::say(QStringLiteral("error could not host"));
    } else if (words.size() == 4 && words[0] == QLatin1String("join")) {
        askToJoin(window, words[1].toUShort(), words[2], words[3]);
    } else if (words.size() == 2 && words[0] == QLatin1String("click") &&
               pitFromLetter(words[1].toStdString())) {
        clickWhenStill(window, *pitFromLetter(words[1].toStdString()));
    } else {
        WindowReport::say(QStringLiteral("error unknown command: ") + line);
    }
}

} // namespace

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tihbat"));
    QApplication::setOrganizationName(QStringLiteral("Tihbat"));
    if (argc != 2) {
        std::fputs("usage: network_window AUTOSAVE\n", stderr);
        return 2;
    }
    Window window(QString::fromLocal8Bit(argv[1]));
    new WindowReport(window);
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QByteArray pending;
    QObject::connect(&input, &QSocketNotifier::activated, &window.window, [&] {
        char bytes[512];
        const ssize_t got = ::read(STDIN_FILENO, bytes, sizeof bytes);
        if (got <= 0) {
            input.setEnabled(false); // the test has gone: nothing more to read
            return;
        }
        pending.append(bytes, got);
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QString line = QString::fromUtf8(pending.left(end)).trimmed();
            pending.remove(0, end + 1);
            obey(window, line);
        }
    });
    WindowReport::say(QStringLiteral("ready"));
    return QApplication::exec();
}
