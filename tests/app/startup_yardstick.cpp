// SPDX-License-Identifier: GPL-3.0-or-later
// The start-up benchmark's yardstick: the barest Qt Widgets program that shows what the game's
// first picture shows, a window with a QGraphicsView of 28 ellipses (four pits of 7 counters),
// at the game's window size (`--size WxH`, which the benchmark reads from the game; 900x700
// without it). Prints "first-paint" and quits once the view has painted, as tihbat
// --exit-after-first-paint does, so the benchmark can compare the two in the same run.
// With `--lettered` the view sits in a main window that also has the least a game window shows
// in letters: a menu bar of four menus and a status bar with one line. That window measures
// what text alone costs before the first picture (the bare one draws no letter, so it loads no
// font), and so what part of the game's start-up is its own.
#include <QApplication>
#include <QEvent>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QStringList>
#include <QTimer>
#include <cstdio>
#include <memory>

namespace {

class FirstPaintWatcher : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Paint && !m_seen) {
            m_seen = true;
            QTimer::singleShot(0, this, [] {
                std::puts("first-paint");
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_seen = false;
};

} // namespace

int main(int argc, char *argv[]) {
    QApplication app(argc, argv);
    QSize size(900, 700);
    const QStringList arguments = QCoreApplication::arguments();
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--size")); at >= 0) {
        const QStringList parts = arguments.value(at + 1).split(u'x');
        size = parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
        if (size.isEmpty()) {
            std::fprintf(stderr, "startup_yardstick: --size needs WIDTHxHEIGHT, got \"%s\"\n",
                         qPrintable(arguments.value(at + 1)));
            return 2;
        }
    }
    QGraphicsScene scene(0, 0, 800, 400);
    for (int pit = 0; pit < 4; ++pit) {
        for (int counter = 0; counter < 7; ++counter) {
            scene.addEllipse(40 + (pit % 2) * 400 + counter * 45,
                             60 + (pit / 2) * 200 + (counter % 2) * 40, 36, 36, QPen(Qt::black),
                             QBrush(Qt::darkYellow));
        }
    }
    auto *view = new QGraphicsView(&scene);
    view->setRenderHint(QPainter::Antialiasing);
    view->viewport()->installEventFilter(new FirstPaintWatcher(view));
    std::unique_ptr<QWidget> shown(view); // before the scene goes
    if (arguments.contains(QStringLiteral("--lettered"))) {
        auto *window = new QMainWindow;
        for (const QString &title : {QStringLiteral("&Game"), QStringLiteral("&View"),
                                     QStringLiteral("&Language"), QStringLiteral("&Help")})
            window->menuBar()->addMenu(title)->addAction(QStringLiteral("&Quit"));
        window->statusBar()->addWidget(new QLabel(QStringLiteral("South to move")), 1);
        window->setCentralWidget(shown.release());
        shown.reset(window);
    }
    shown->resize(size);
    shown->show();
    return QApplication::exec();
}
