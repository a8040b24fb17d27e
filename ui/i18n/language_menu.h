// SPDX-License-Identifier: GPL-3.0-or-later
// The Language menu: the system's language, then each language named in itself, the one in
// use checked. A top-level menu, so someone who cannot read the current language still finds
// it.
#pragma once

#include <QMenu>

class QActionGroup;

namespace tihbat {

class LanguageManager;

class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    LanguageMenu(LanguageManager *languages, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void checkLanguage();

    LanguageManager *m_languages = nullptr;
    QActionGroup *m_group = nullptr; // data: the language code, empty for the system
    QAction *m_systemAction = nullptr;
};

} // namespace tihbat
