// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/game_tool_bar.h"

#include "common/theme_icon_engine.h"
#include "game/settings/settings.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QRegularExpression>
#include <QToolButton>

namespace tihbat {

namespace {

// Pictures of 40 px and buttons at least 72 x 72 px (logical pixels, so twice that at 200 %):
// above the 44–48 px that touch guidelines ask for, as a whiteboard's finger needs more.
constexpr int IconSide = 40;
constexpr int ButtonSide = 72;
constexpr qreal TextScale = 1.15; // the words a little larger than the menus'

// A menu item's words under a button: no mnemonic, neither "&N" nor the "(&N)" some languages
// add, and no "…" (Qt's own stripping leaves both of those).
QString buttonWords(QString text) {
    static const QRegularExpression addedMnemonic(QStringLiteral("\\s*\\(&[^&]\\)"));
    text.remove(addedMnemonic);
    text.replace(QStringLiteral("&&"), QStringLiteral("\u0001"));
    text.remove(u'&');
    text.replace(u'\u0001', u'&');
    text = text.trimmed();
    for (const QString &ellipsis : {QStringLiteral("\u2026"), QStringLiteral("...")}) {
        if (text.endsWith(ellipsis))
            text.chop(ellipsis.size());
    }
    return text.trimmed();
}

// The style's picture as large as the toolbar's: the styles keep theirs at 16 or 32 pixels,
// which a toolbar would show smaller than the theme's.
QIcon enlarged(const QIcon &icon) {
    const QPixmap largest = icon.pixmap(QSize(128, 128));
    if (largest.isNull())
        return icon;
    return QIcon(largest.scaled(QSize(IconSide, IconSide) * 2, Qt::KeepAspectRatio,
                                Qt::SmoothTransformation));
}

} // namespace

GameToolBar::GameToolBar(QMainWindow *window)
    : QToolBar(window) {
    setObjectName("gameToolBar");
    setMovable(false);
    setFloatable(false);
    setIconSize(QSize(IconSide, IconSide));
    setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    QFont larger = font();
    larger.setPointSizeF(larger.pointSizeF() * TextScale);
    setFont(larger);
    // Qt's own toggle would also show in the context menu: the window offers m_show instead.
    toggleViewAction()->setVisible(false);

    m_show = new QAction(this);
    m_show->setObjectName("showToolbarAction");
    m_show->setCheckable(true);
    m_show->setChecked(Settings::toolbarVisible());
    setVisible(m_show->isChecked());
    connect(m_show, &QAction::toggled, this, [this](bool shown) {
        setVisible(shown);
        Settings::setToolbarVisible(shown);
    });
    window->addToolBar(Qt::TopToolBarArea, this);
    retranslateUi();
}

void GameToolBar::addGameAction(QAction *action, const QString &iconName,
                                QStyle::StandardPixmap fallback, bool ownWords) {
    action->setIcon(themeIcon(iconName, enlarged(style()->standardIcon(fallback))));
    if (!ownWords) {
        // The menu's words, plain, each time they change (a language switch).
        const auto plain = [action] {
            const QString words = buttonWords(action->text());
            if (action->iconText() != words)
                action->setIconText(words);
        };
        connect(action, &QAction::changed, this, plain);
        plain();
    }
    addAction(action);
    if (QWidget *button = widgetForAction(action))
        button->setMinimumSize(ButtonSide, ButtonSide);
}

void GameToolBar::changeEvent(QEvent *event) {
    QToolBar::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void GameToolBar::retranslateUi() {
    //: The toolbar's name, as a screen reader and the window's context menu say it
    setWindowTitle(tr("Game Toolbar"));
    //: View menu and the toolbar's context menu: shows or hides the row of big buttons
    m_show->setText(tr("Show &Toolbar"));
}

} // namespace tihbat
