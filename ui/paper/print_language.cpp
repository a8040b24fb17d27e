// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_language.h"

#include "game/settings/languages.h"

#include <QCoreApplication>

namespace tihbat {

QStringList PrintLanguage::codes() {
    return languageCodes();
}

QLocale PrintLanguage::localeOf(const QString &code) {
    // English pages are British (A4, day-month dates).
    for (const Language &language : languages())
        if (language.code == code && code != u"en")
            return language.locale;
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
