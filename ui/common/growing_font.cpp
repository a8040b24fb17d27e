// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/growing_font.h"

#include <QEvent>
#include <algorithm>
#include <cmath>

namespace tihbat {

GrowingFont::GrowingFont(QWidget *reference)
    : QObject(reference)
    , m_reference(reference) {
    reference->installEventFilter(this);
}

int GrowingFont::pixelSizeFor(QSize size) {
    // A 48th of the shorter way (the width counted at a 4:3 board's proportion): 16 px up to a
    // window 770 px high, 21 px at 1000 px, 22-23 px on a full-HD projector. Gentle, so that
    // the words and the board both fit the window at every size.
    const qreal room = std::min<qreal>(size.height(), size.width() * 0.75);
    return std::max(MinimumPixels, int(std::lround(room / 48)));
}

void GrowingFont::add(QWidget *widget, qreal scale) {
    m_widgets.emplace_back(widget, scale);
    apply();
}

bool GrowingFont::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_reference && event->type() == QEvent::Resize)
        apply();
    return QObject::eventFilter(watched, event);
}

void GrowingFont::apply() {
    const int body = bodyPixelSize();
    bool changed = false;
    for (const auto &[widget, scale] : m_widgets) {
        if (!widget)
            continue;
        const int pixels = std::max(MinimumPixels, int(std::lround(body * scale)));
        if (widget->font().pixelSize() == pixels)
            continue;
        QFont font = widget->font();
        font.setPixelSize(pixels);
        widget->setFont(font);
        changed = true;
    }
    if (changed)
        emit applied();
}

} // namespace tihbat
