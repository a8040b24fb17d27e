// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/about_dialog.h"

#include "common/app_icon.h"
#include "game/words/game_texts.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tihbat {

namespace {

QLabel *wrappingLabel(const char *objectName) {
    auto *label = new QLabel;
    label->setObjectName(QString::fromLatin1(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setOpenExternalLinks(true);
    label->setContentsMargins(12, 12, 12, 12);
    return label;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent) {
    setObjectName("aboutDialog");

    auto *icon = new QLabel;
    icon->setPixmap(AppIcon::icon().pixmap(64, 64));
    m_title = new QLabel;
    m_title->setObjectName("aboutTitle");
    m_title->setTextFormat(Qt::RichText);
    auto *header = new QHBoxLayout;
    header->addWidget(icon);
    header->addWidget(m_title, 1);

    m_about = wrappingLabel("aboutText");
    m_credits = wrappingLabel("creditsText");
    m_licence = new QPlainTextEdit(licenceText());
    m_licence->setObjectName("licenceText");
    m_licence->setReadOnly(true);
    m_licence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The GPL is laid out in 80 columns; wrapping would only ragged it.
    m_licence->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName("aboutTabs");
    m_tabs->addTab(m_about, QString());
    m_tabs->addTab(m_credits, QString());
    m_tabs->addTab(m_licence, QString());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(620, 520);
    retranslateUi();
}

QString AboutDialog::licenceText() {
    AppIcon::registerResources();
    QFile file(QStringLiteral(":/app/LICENSE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

void AboutDialog::retranslateUi() {
    //: Window title
    setWindowTitle(tr("About Tihbat", "window title"));
    m_title->setText(QStringLiteral("<h2>%1 %2</h2>")
                         .arg(GameTexts::gameName().toHtmlEscaped(),
                              QCoreApplication::applicationVersion().toHtmlEscaped()));
    //: About box: what the game is (the heading above it shows the name and version)
    const QString what = tr("<p>A tiny mancala game from Taourirt province in Morocco: four "
                            "pits, seven counters in each, and a lot to think about.</p>"
                            "<p>Play against a friend on the same screen or against the "
                            "computer, from Beginner to Perfect. The Perfect computer and the "
                            "hints know the exact value of every position.</p>");
    //: About box: the copyright line; "The Tihbat developers" are the program's authors
    const QString copyright = tr("Copyright © 2026 The Tihbat developers");
    //: About box: the licence in short. Keep "GNU General Public License" and
    //: "GPL-3.0-or-later" as they are (the licence's own name); the full text follows in
    //: the Licence tab in English, the only legally binding version.
    const QString licence =
        tr("<p>Tihbat is free software: you may share and change it under the terms of the GNU "
           "General Public License, version 3 or (at your option) any later version "
           "(GPL-3.0-or-later).</p><p>It comes with ABSOLUTELY NO WARRANTY. The Licence tab "
           "has the full text.</p>");
    m_about->setText(what + QStringLiteral("<p>") + copyright.toHtmlEscaped() +
                     QStringLiteral("</p>") + licence);
    //: About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2
    m_credits->setText(tr("<p><b>Game, solver, artwork and translations</b><br>The Tihbat "
                          "developers</p>"
                          "<p><b>The game</b><br>Tihbat as children play it in Taourirt "
                          "province, Morocco</p>"
                          "<p><b>Built with</b><br>Qt %1, under the GNU Lesser General Public "
                          "License, version 3</p>")
                           .arg(QString::fromLatin1(qVersion())));
    //: About box: tab title
    m_tabs->setTabText(0, tr("About", "tab"));
    //: About box: tab title
    m_tabs->setTabText(1, tr("Credits", "tab"));
    //: About box: tab title; the full licence text, in English
    m_tabs->setTabText(2, tr("Licence", "tab"));
}

void AboutDialog::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
