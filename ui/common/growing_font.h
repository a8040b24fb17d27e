// SPDX-License-Identifier: GPL-3.0-or-later
// The size of the text children read (lessons, puzzles, the result of a game): at least 16 px at
// 100 % and growing with the widget it belongs to, so the words stay in proportion to a board
// that fills a projector. Each widget added gets the body size times its own scale (a heading
// more) whenever the reference widget is resized.
#pragma once

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QWidget>
#include <utility>
#include <vector>

namespace tihbat {

class GrowingFont : public QObject {
    Q_OBJECT
public:
    static constexpr int MinimumPixels = 16;

    // Owned by `reference`, whose size sets the size of the text.
    explicit GrowingFont(QWidget *reference);

    // The body text's pixel size for a reference widget of `size`.
    static int pixelSizeFor(QSize size);
    // `widget` gets the body size times `scale` (never below the minimum), now and on resizes.
    void add(QWidget *widget, qreal scale = 1.0);
    int bodyPixelSize() const { return pixelSizeFor(m_reference->size()); }

signals:
    // The sizes were set anew (the reference was resized): text widths have changed.
    void applied();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();

    QWidget *m_reference = nullptr;
    std::vector<std::pair<QPointer<QWidget>, qreal>> m_widgets;
};

} // namespace tihbat
