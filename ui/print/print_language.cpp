// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_language.h"

#include <QCoreApplication>

namespace tihbat {

QStringList PrintLanguage::codes() {
    return {QStringLiteral("en"), QStringLiteral("el"), QStringLiteral("hi"),
            QStringLiteral("mn"), QStringLiteral("sw"), QStringLiteral("pt")};
}

QLocale PrintLanguage::localeOf(const QString &code) {
    if (code == u"el")
        return QLocale(QLocale::Greek, QLocale::Greece);
    if (code == u"hi")
        return QLocale(QLocale::Hindi, QLocale::India);
    if (code == u"mn")
        return QLocale(QLocale::Mongolian, QLocale::CyrillicScript, QLocale::Mongolia);
    if (code == u"sw")
        return QLocale(QLocale::Swahili, QLocale::Tanzania);
    if (code == u"pt")
        return QLocale(QLocale::Portuguese, QLocale::Portugal); // European Portuguese
    return QLocale(QLocale::English, QLocale::UnitedKingdom);
}

PrintLanguage::PrintLanguage(const QString &code) {
    const QString folder = QStringLiteral(":/i18n");
    // English plural forms under everything, as the game installs them.
    m_loaded = m_plurals.load(QStringLiteral("tihbat_en"), folder);
    if (code != u"en")
        m_loaded = m_texts.load(QStringLiteral("tihbat_") + code, folder) && m_loaded;
    QCoreApplication::installTranslator(&m_plurals);
    QCoreApplication::installTranslator(&m_texts);
    QLocale::setDefault(localeOf(code));
}

PrintLanguage::~PrintLanguage() {
    QCoreApplication::removeTranslator(&m_texts);
    QCoreApplication::removeTranslator(&m_plurals);
    QLocale::setDefault(m_previous);
}

} // namespace tihbat
