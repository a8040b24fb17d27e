// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup/font_warm_up.h"

#include "board/board_text.h"
#include "startup/fontconfig_warm_up.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

namespace tihbat {

FontWarmUp::FontWarmUp(FontconfigWarmUp &fontconfig) {
    const QFont windowFont = QGuiApplication::font();
    // On the board's text thread, where the board's fonts are then loaded for its first picture.
    m_work = QtConcurrent::run(BoardText::thread(), [this, &fontconfig, windowFont] {
        fontconfig.wait();
        (void)QFontDatabase::families();
        // Matching a font reads its family's styles and sorts every font on the system for the
        // ones that stand in for missing letters; both are kept for all threads. The window's
        // font (its menus and status bar are measured while it is built) on another worker
        // meanwhile; the board's here, where its text is drawn. The projector's heavy letters
        // are not on the first picture.
        m_windowFont =
            QtConcurrent::run([windowFont] { (void)QFontMetricsF(windowFont).height(); });
        for (BoardTypeface face : {BoardTypeface::Sans, BoardTypeface::Serif})
            (void)QFontMetricsF(BoardText::font(face)).height();
    });
}

FontWarmUp::~FontWarmUp() {
    m_work.waitForFinished();
    m_windowFont.waitForFinished();
    BoardText::thread()->waitForDone();
}

} // namespace tihbat
