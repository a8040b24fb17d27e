// SPDX-License-Identifier: GPL-3.0-or-later
// The language of the user interface: owns the application's translators and switches them at
// run time. Loading a language makes QApplication post QEvent::LanguageChange to every window;
// each widget words itself again in its changeEvent().
//
// Four catalogues are installed, searched last-installed first:
//   tihbat_<lang>  our texts, from :/i18n (pt_BR and pt_PT both find tihbat_pt)
//   qtdialogs_<lang> Qt's own dialog texts (file dialog, message box and dialog buttons) in our
//                  translation, from :/i18n: Qt ships none for el, hi, mn, sw; for pt only what
//                  Qt's Brazilian catalogue lacks
//   qtbase_<lang>  Qt's own dialog texts, where Qt ships them (not el, hi, mn, sw)
//   tihbat_en      English plural forms, under everything: a text a catalogue lacks falls back
//                  to the English source, whose "%n" messages then still read right.
#pragma once

#include "game/settings/languages.h"

#include <QLocale>
#include <QObject>
#include <QString>
#include <QTranslator>
#include <vector>

namespace tihbat {

class LanguageManager : public QObject {
    Q_OBJECT
public:
    using Language = tihbat::Language;
    // The languages of the Language menu, English first; "System default" is not among them.
    static const std::vector<Language> &languages();

    // Installs nothing yet: call applySavedLanguage() (main() does it before any window).
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    // The choice remembered in QSettings ("ui/language"), else the system's language.
    void applySavedLanguage();
    // Switches now and remembers it; an empty code (or an unknown one) follows the system.
    void setLanguage(const QString &code);
    // The chosen code, empty when following the system.
    QString language() const { return m_code; }
    // The locale the interface speaks; also QLocale()'s default, so the rules window and
    // number formats follow it.
    QLocale uiLocale() const;

signals:
    void languageChanged(const QString &code);

private:
    void apply(const QString &code);
    void load(const QLocale &locale);
    void removeAll();

    QString m_code;
    QTranslator m_plurals;   // tihbat_en, installed first
    QTranslator m_qt;        // qtbase_<lang>
    QTranslator m_qtDialogs; // qtdialogs_<lang>
    QTranslator m_app;       // tihbat_<lang>, installed last
};

} // namespace tihbat
