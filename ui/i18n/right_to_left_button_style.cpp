// SPDX-License-Identifier: GPL-3.0-or-later
#include "i18n/right_to_left_button_style.h"

#include <QApplication>
#include <QPainter>
#include <QStyleFactory>
#include <QStyleOptionButton>

namespace tihbat {

namespace {

// Between a button's picture and its words, as QPushButton::sizeHint() counts it.
constexpr int IconSpacing = 4;

QStyle *applicationStyleCopy() {
    // A fresh one of the style the application chose (-style and QT_STYLE_OVERRIDE included):
    // the proxy takes over its base, and the application deletes its own when replaced.
    QStyle *base = QStyleFactory::create(QApplication::style()->name());
    return base ? base : QStyleFactory::create(QStringLiteral("Fusion"));
}

} // namespace

RightToLeftButtonStyle::RightToLeftButtonStyle(QStyle *base)
    : QProxyStyle(base ? base : applicationStyleCopy()) {}

void RightToLeftButtonStyle::install() {
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()) ||
        qobject_cast<RightToLeftButtonStyle *>(QApplication::style()))
        return;
    QApplication::setStyle(new RightToLeftButtonStyle);
}

void RightToLeftButtonStyle::drawControl(ControlElement element, const QStyleOption *option,
                                         QPainter *painter, const QWidget *widget) const {
    const auto *button = qstyleoption_cast<const QStyleOptionButton *>(option);
    if (element != CE_PushButtonLabel || !button || button->direction != Qt::RightToLeft ||
        button->icon.isNull() || button->text.isEmpty() ||
        (button->features & QStyleOptionButton::HasMenu)) {
        QProxyStyle::drawControl(element, option, painter, widget);
        return;
    }
    QIcon::Mode mode = (button->state & State_Enabled) ? QIcon::Normal : QIcon::Disabled;
    if (mode == QIcon::Normal && (button->state & State_HasFocus))
        mode = QIcon::Active;
    const QIcon::State iconState = (button->state & State_On) ? QIcon::On : QIcon::Off;
    const QPixmap pixmap = button->icon.pixmap(
        button->iconSize, painter->device()->devicePixelRatio(), mode, iconState);
    const QSize iconSize = pixmap.deviceIndependentSize().toSize();
    const QRect &rect = button->rect;
    const int textWidth =
        button->fontMetrics.boundingRect(rect, Qt::TextShowMnemonic, button->text).width();
    const int labelWidth = iconSize.width() + IconSpacing + textWidth;
    const int left = rect.x() + (rect.width() - labelWidth) / 2;
    painter->drawPixmap(QRect(QPoint(left + labelWidth - iconSize.width(),
                                     rect.y() + (rect.height() - iconSize.height()) / 2),
                              iconSize),
                        pixmap);
    // The words alone, centred by the base style in what is left of the picture.
    QStyleOptionButton words = *button;
    words.icon = QIcon();
    words.rect = QRect(left, rect.y(), textWidth, rect.height());
    QProxyStyle::drawControl(element, &words, painter, widget);
}

} // namespace tihbat
