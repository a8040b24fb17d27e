// SPDX-License-Identifier: GPL-3.0-or-later
// The language of a sheet printed from the command line: for as long as it lives, the game's
// catalogues for that language are installed (from :/i18n, embedded in tihbat-cli) and QLocale's
// default is that language, so texts, numbers and fonts follow it.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace tihbat {

class PrintLanguage {
public:
    // The codes a sheet can be printed in: en el hi mn sw pt.
    static QStringList codes();
    static QLocale localeOf(const QString &code);

    // The code must be one of codes(); loaded() says whether its catalogue was found.
    explicit PrintLanguage(const QString &code);
    ~PrintLanguage();
    PrintLanguage(const PrintLanguage &) = delete;
    PrintLanguage &operator=(const PrintLanguage &) = delete;

    bool loaded() const { return m_loaded; }

private:
    QTranslator m_plurals;
    QTranslator m_texts;
    QLocale m_previous;
    bool m_loaded = false;
};

} // namespace tihbat
