// SPDX-License-Identifier: GPL-3.0-or-later
// The languages Tihbat speaks, in one table: the Language menu, the printed pages and
// tihbat-cli's --language all read it. QtCore only.
#pragma once

#include <QLocale>
#include <QString>
#include <vector>

namespace tihbat {

struct Language {
    QString code;       // catalogue, settings key and action name: "el", "pt", "ar"...
    QString nativeName; // the language named in itself, never translated
    QLocale locale;     // what it loads: "pt" is European Portuguese, "ar" Morocco's Arabic
};

// English first, then the others in the order the Language menu lists them.
const std::vector<Language> &languages();

// The codes of languages(), in the same order.
QStringList languageCodes();

} // namespace tihbat
