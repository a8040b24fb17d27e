// SPDX-License-Identifier: GPL-3.0-or-later
#include "font_warm_up.h"

#include "board/board_text.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace tihbat {

FontWarmUp::FontWarmUp() {
    // The window's font first: the menus and the status bar are measured while it is built.
    QList<QFont> fonts{QGuiApplication::font()};
    fonts << BoardText::fonts();
    // On the board's text thread, where the board's fonts are then loaded for its first picture.
    m_work = QtConcurrent::run(BoardText::thread(), [fonts] {
        (void)QFontDatabase::families();
        // Matching a font reads its family's styles and sorts every font on the system for the
        // ones that stand in for missing letters; both are kept for all threads.
        for (const QFont &font : fonts)
            (void)QFontMetricsF(font).height();
    });
}

FontWarmUp::~FontWarmUp() {
    m_work.waitForFinished();
    BoardText::thread()->waitForDone();
}

} // namespace tihbat
