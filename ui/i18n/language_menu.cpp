// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/language_menu.h"

#include "i18n/language_manager.h"

#include <QActionGroup>
#include <QEvent>

namespace tihbat {

LanguageMenu::LanguageMenu(LanguageManager *languages, QWidget *parent)
    : QMenu(parent)
    , m_languages(languages) {
    setObjectName("languageMenu");
    m_group = new QActionGroup(this);
    m_systemAction = m_group->addAction(QString());
    m_systemAction->setObjectName("languageAction_system");
    for (const LanguageManager::Language &language : LanguageManager::languages()) {
        QAction *action = m_group->addAction(language.nativeName);
        action->setObjectName("languageAction_" + language.code);
        action->setData(language.code);
    }
    for (QAction *action : m_group->actions()) {
        action->setCheckable(true);
        connect(action, &QAction::triggered, this,
                [this, action] { m_languages->setLanguage(action->data().toString()); });
    }
    addAction(m_systemAction);
    addSeparator();
    addActions(m_group->actions().mid(1));
    connect(m_languages, &LanguageManager::languageChanged, this, &LanguageMenu::checkLanguage);
    checkLanguage();
    retranslateUi();
}

void LanguageMenu::checkLanguage() {
    for (QAction *action : m_group->actions())
        action->setChecked(action->data().toString() == m_languages->language());
}

void LanguageMenu::retranslateUi() {
    //: Menu title: the languages, each named in itself, are its items. Tip: add "(Language)"
    //: after your word so a person who cannot read it finds the way back to English.
    setTitle(tr("&Language", "menu"));
    //: Language menu: follow the language of the computer's system
    m_systemAction->setText(tr("&System Default", "language"));
}

void LanguageMenu::changeEvent(QEvent *event) {
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
