// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/plain_text.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

namespace tihbat {

void keepMessagePlain(QMessageBox *box) {
    box->setTextFormat(Qt::PlainText);
    // The informative label is not covered by setTextFormat (Qt 6.4).
    if (auto *informative = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel")))
        informative->setTextFormat(Qt::PlainText);
}

QString plainToolTip(const QString &text) {
    if (text.isEmpty())
        return text; // no tool tip at all
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

void warnPlainly(QWidget *parent, const QString &title, const QString &text,
                 const QString &detail) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("fileProblemMessage"));
    if (!detail.isEmpty())
        box.setInformativeText(detail);
    keepMessagePlain(&box);
    box.exec();
}

} // namespace tihbat
