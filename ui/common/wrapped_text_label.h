// SPDX-License-Identifier: GPL-3.0-or-later
// A word-wrapped label that reserves the height of the longest of the texts it may show, at its
// current width. Top-level windows do not ask wrapped labels for their height at the width they
// get, so a plain wrapped label can be clipped (Hindi, large fonts); reserving the longest also
// keeps the window still when the text changes.
#pragma once

#include <QLabel>
#include <QStringList>

namespace tihbat {

class WrappedTextLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedTextLabel(QWidget *parent = nullptr);

    // Every text the label may show (the current one need not be among them).
    void setPossibleTexts(const QStringList &texts);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void reserveHeight();

    QStringList m_possibleTexts;
};

} // namespace tihbat
