// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules_window.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace tihbat {

RulesWindow::RulesWindow(QWidget *parent)
    : QDialog(parent) {
    setObjectName("rulesWindow");
    m_browser = new QTextBrowser;
    m_browser->setObjectName("rulesText");
    m_browser->setOpenExternalLinks(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(640, 720);
    retranslateUi();
}

void RulesWindow::retranslateUi() {
    //: Window title of the rules text
    setWindowTitle(tr("How to Play Tihbat"));
    // The same page again would lose the reader's place.
    const QUrl page("qrc" + rulesResource(QLocale()));
    if (m_browser->source() != page)
        m_browser->setSource(page);
}

void RulesWindow::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

QString RulesWindow::rulesResource(const QLocale &locale) {
    for (const QString &language : locale.uiLanguages()) {
        const QString code = language.section(u'-', 0, 0).toLower();
        const QString path = QStringLiteral(":/rules/rules_%1.html").arg(code);
        if (QFile::exists(path))
            return path;
    }
    return QStringLiteral(":/rules/rules_en.html");
}

} // namespace tihbat
