// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/language_manager.h"

#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "i18n/right_to_left_button_style.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <algorithm>

namespace tihbat {

namespace {

const QString CatalogueDir = QStringLiteral(":/i18n");

} // namespace

const std::vector<Language> &LanguageManager::languages() {
    return tihbat::languages();
}

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent) {}

LanguageManager::~LanguageManager() {
    removeAll();
}

void LanguageManager::applySavedLanguage() {
    // Only reads: "tihbat --help" must not leave a settings file behind.
    apply(Settings::language());
}

void LanguageManager::setLanguage(const QString &code) {
    apply(code);
    Settings::setLanguage(m_code);
}

void LanguageManager::apply(const QString &code) {
    const auto &all = languages();
    const auto chosen = std::find_if(
        all.begin(), all.end(), [&](const Language &language) { return language.code == code; });
    m_code = chosen == all.end() ? QString() : code;
    load(uiLocale());
    emit languageChanged(m_code);
}

QLocale LanguageManager::uiLocale() const {
    for (const Language &language : languages())
        if (language.code == m_code)
            return language.locale;
    return QLocale::system();
}

void LanguageManager::load(const QLocale &locale) {
    removeAll();
    // Before the translators: every LanguageChange handler already sees the new default.
    QLocale::setDefault(locale);

    if (m_plurals.load(QStringLiteral("tihbat_en"), CatalogueDir))
        QCoreApplication::installTranslator(&m_plurals);

    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    // Qt has Brazilian but no European Portuguese: the better of English and pt_BR.
    if (m_qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qtDir) ||
        (locale.language() == QLocale::Portuguese &&
         m_qt.load(QStringLiteral("qtbase_pt_BR"), qtDir)))
        QCoreApplication::installTranslator(&m_qt);

    // Qt's dialog texts Qt has no catalogue for (el, hi, mn, sw) or lacks (pt): ours, searched
    // before Qt's.
    if (m_qtDialogs.load(locale, QStringLiteral("qtdialogs"), QStringLiteral("_"), CatalogueDir))
        QCoreApplication::installTranslator(&m_qtDialogs);

    // Tries each of the locale's UI languages in turn, from "pt_BR" down to "pt".
    if (m_app.load(locale, QStringLiteral("tihbat"), QStringLiteral("_"), CatalogueDir))
        QCoreApplication::installTranslator(&m_app);

    // Arabic lays the windows out right to left (the board stays as it is: BoardView), whether
    // or not Qt's own catalogue, which says the same, is installed; a language Tihbat has no
    // texts for shows English, left to right.
    const Qt::LayoutDirection direction =
        m_app.isEmpty() ? Qt::LeftToRight : locale.textDirection();
    // Qt 6.4 misplaces the words of a button with a picture right to left; the mended style is
    // put in only then, so a left-to-right start makes no second style.
    if (direction == Qt::RightToLeft)
        RightToLeftButtonStyle::install();
    QGuiApplication::setLayoutDirection(direction);

    // Window titles on some desktops end in the application's name, written in the script.
    QGuiApplication::setApplicationDisplayName(GameTexts::gameName());
}

void LanguageManager::removeAll() {
    // Removing one that is not installed does nothing.
    for (QTranslator *translator : {&m_app, &m_qtDialogs, &m_qt, &m_plurals})
        QCoreApplication::removeTranslator(translator);
}

} // namespace tihbat
