// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/rules_window.h"

#include "common/window_placement.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QShortcut>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace tihbat {

namespace {

// The rules read as a tall page: 45 % of the screen's width, 85 % of its height.
const WindowPlacement &placement() {
    static const WindowPlacement placement(QStringLiteral("rulesWindow"), QSizeF(0.45, 0.85));
    return placement;
}

} // namespace

RulesWindow::RulesWindow(QWidget *parent)
    : QDialog(parent) {
    setObjectName("rulesWindow");
    m_browser = new QTextBrowser;
    m_browser->setObjectName("rulesText");
    m_browser->setOpenExternalLinks(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    // Esc closes any dialog; Ctrl+W too, like the other secondary windows.
    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    placement().restore(this);
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

void RulesWindow::hideEvent(QHideEvent *event) {
    placement().save(this);
    QDialog::hideEvent(event);
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
