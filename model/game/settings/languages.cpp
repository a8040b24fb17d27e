// SPDX-License-Identifier: GPL-3.0-or-later
#include "languages.h"

#include <QStringList>

namespace tihbat {

const std::vector<Language> &languages() {
    static const std::vector<Language> all = {
        {QStringLiteral("en"), QStringLiteral("English"), QLocale(QLocale::English)},
        {QStringLiteral("el"), QStringLiteral("Ελληνικά"), QLocale(QLocale::Greek)},
        {QStringLiteral("hi"), QStringLiteral("हिन्दी"), QLocale(QLocale::Hindi)},
        {QStringLiteral("mn"), QStringLiteral("Монгол"),
         QLocale(QLocale::Mongolian, QLocale::CyrillicScript, QLocale::Mongolia)},
        {QStringLiteral("sw"), QStringLiteral("Kiswahili"), QLocale(QLocale::Swahili)},
        // The Portuguese texts are European Portuguese (written to read well in Brazil too).
        {QStringLiteral("pt"), QStringLiteral("Português"),
         QLocale(QLocale::Portuguese, QLocale::Portugal)},
        // Modern Standard Arabic as Moroccan schools write it: Morocco's locale keeps the
        // digits 0-9 (Egypt's would write ٠-٩). Right to left.
        {QStringLiteral("ar"), QStringLiteral("العربية"),
         QLocale(QLocale::Arabic, QLocale::Morocco)},
        {QStringLiteral("fr"), QStringLiteral("Français"),
         QLocale(QLocale::French, QLocale::France)},
        {QStringLiteral("es"), QStringLiteral("Español"),
         QLocale(QLocale::Spanish, QLocale::Spain)},
        {QStringLiteral("ca"), QStringLiteral("Català"), QLocale(QLocale::Catalan, QLocale::Spain)},
    };
    return all;
}

QStringList languageCodes() {
    QStringList codes;
    for (const Language &language : languages())
        codes << language.code;
    return codes;
}

} // namespace tihbat
