// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QThreadPool>

namespace tihbat {

namespace {

// Large enough that the metrics, rounded to the font's units at this size, scale down exactly.
constexpr qreal ReferencePixelSize = 100;

} // namespace

QFont BoardText::font(BoardTypeface face) {
    QFont font;
    const bool serif = face == BoardTypeface::Serif;
    QStringList families =
        serif ? QStringList{"Noto Serif", "DejaVu Serif"} : QStringList{"Noto Sans", "DejaVu Sans"};
    // Qt shapes Devanagari only in a family that has it, tried first ("OpenType support
    // missing" for any before it); Latin letters then come from the next family.
    if (QLocale().script() == QLocale::DevanagariScript)
        families.prepend(serif ? "Noto Serif Devanagari" : "Noto Sans Devanagari");
    // Arabic is shaped the same way: Naskh, the school books' hand, for the serif.
    if (QLocale().script() == QLocale::ArabicScript)
        families.prepend(serif ? "Noto Naskh Arabic" : "Noto Sans Arabic");
    font.setFamilies(families);
    font.setPixelSize(int(ReferencePixelSize));
    font.setWeight(face == BoardTypeface::SansBlack ? QFont::Black : QFont::Bold);
    return font;
}

QThreadPool *BoardText::thread() {
    static QThreadPool threads;
    static QThreadPool *const pool = [] {
        threads.setMaxThreadCount(1);
        threads.setExpiryTimeout(-1); // keeps its thread, and with it the loaded fonts
        // The thread ends with the application, as the global pool's threads do: its fonts
        // are released while Qt's font caches still exist.
        qAddPostRoutine([] { threads.waitForDone(); });
        return &threads;
    }();
    return pool;
}

BoardText::BoardText(BoardTypeface face, qreal pixelSize)
    : m_font(font(face))
    , m_scale(pixelSize / ReferencePixelSize) {}

qreal BoardText::advance(const QString &text) const {
    return QFontMetricsF(m_font).horizontalAdvance(text) * m_scale;
}

qreal BoardText::height() const {
    return QFontMetricsF(m_font).height() * m_scale;
}

qreal BoardText::ascent() const {
    return QFontMetricsF(m_font).ascent() * m_scale;
}

QRectF BoardText::tightBoundingRect(const QString &text) const {
    const QRectF ink = QFontMetricsF(m_font).tightBoundingRect(text);
    return {ink.topLeft() * m_scale, ink.size() * m_scale};
}

QString BoardText::elided(const QString &text, qreal width) const {
    return QFontMetricsF(m_font).elidedText(text, Qt::ElideRight, width / m_scale);
}

void BoardText::draw(QPainter *painter, const QRectF &box, int flags, const QString &text) const {
    painter->save();
    painter->setFont(m_font);
    painter->translate(box.topLeft());
    painter->scale(m_scale, m_scale);
    painter->drawText(QRectF(QPointF(0, 0), box.size() / m_scale), flags, text);
    painter->restore();
}

} // namespace tihbat
