#include "rules_window.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace tihbat {

RulesWindow::RulesWindow(QWidget *parent)
    : QDialog(parent) {
    setObjectName("rulesWindow");
    //: Window title of the rules text
    setWindowTitle(tr("How to Play Tihbat"));
    m_browser = new QTextBrowser;
    m_browser->setObjectName("rulesText");
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl("qrc" + rulesResource(QLocale())));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(640, 720);
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
