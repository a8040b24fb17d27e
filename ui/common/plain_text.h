// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files (player names, comments, tags, paths) is shown as the characters typed, never
// as markup: QLabel, QMessageBox and tool tips guess "rich text" from a "<b>" in the text.
#pragma once

#include <QString>

class QMessageBox;
class QWidget;

namespace tihbat {

// Makes the box's main and informative texts plain. Call after setInformativeText: the box
// makes that label on first use.
void keepMessagePlain(QMessageBox *box);

// A tool tip that shows `text` exactly (escaped inside a paragraph, line breaks kept).
QString plainToolTip(const QString &text);

// A modal warning box ("fileProblemMessage") with plain text and an optional detail.
void warnPlainly(QWidget *parent, const QString &title, const QString &text,
                 const QString &detail = QString());

} // namespace tihbat
