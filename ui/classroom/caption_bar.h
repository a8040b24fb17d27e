// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation's caption bar: white words on black under the board, for the back of the
// room. Each caption has the side's mark before it (a disc for South, a square for North, in
// the side's colour on every board) and is set as big as fits: about a 21st of the window's height,
// smaller only for a long sentence (or a long translation), never clipped.
#pragma once

#include "core/types.h"

#include <QLabel>

namespace tihbat {

class CaptionBar : public QLabel {
    Q_OBJECT
public:
    explicit CaptionBar(QWidget *parent = nullptr);

    void setCaption(const QString &text, Side side);
    // The words shown, without the mark.
    QString caption() const { return m_text; }
    // Takes its share of a window of that size (after a resize).
    void fitToWindow(const QSize &window);

private:
    void fitText();

    QString m_text;
};

} // namespace tihbat
