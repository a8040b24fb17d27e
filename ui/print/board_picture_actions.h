// SPDX-License-Identifier: GPL-3.0-or-later
// Copy Board (Ctrl+Shift+C) and Export Board Picture… (PNG or SVG): the board as it is shown,
// drawn again by its own scene at the size asked for (print resolution, not a screenshot), with or
// without the move values and the name plates. The export's choices are remembered
// (Settings::boardPicture), the save dialog suggests a dated name, and the status bar says where
// the picture went. The actions live in the window's menu; they word themselves again when the
// language changes.
#pragma once

#include "translated_actions.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <optional>

class QAction;
class QPainter;
class QWidget;

namespace tihbat {

class BoardView;

class BoardPictureActions : public TranslatedActions {
    Q_OBJECT
public:
    // The board belongs to `window`, which also parents the actions and the dialogs.
    BoardPictureActions(BoardView *board, QWidget *window);

    QAction *copyAction() const { return m_copy; }
    QAction *exportAction() const { return m_export; }

    // The board as shown, `size` pixels of `dpr` device pixels each; the value badges and the
    // name plates only if asked for.
    QImage picture(QSize size, qreal dpr, bool values, bool names) const;
    // Writes the picture as a PNG, or as an SVG drawing when the path ends in .svg (never
    // half-written); the reason when it cannot.
    std::optional<QString> exportTo(const QString &path, QSize size, bool values, bool names) const;
    // The board's size on the screen: the default of the export.
    QSize shownSize() const;
    // What the status bar says once a picture was written to `path`.
    static QString writtenText(const QString &path);

    void retranslateUi() override;

private:
    // Paints the board as shown into a picture of `size` on `painter`.
    void paint(QPainter *painter, QSize size, bool values, bool names) const;
    // The colour around the board, where the picture is wider or taller than it.
    QColor ground() const;
    void copy();
    void exportPicture();

    BoardView *m_board;
    QAction *m_copy;
    QAction *m_export;
};

} // namespace tihbat
