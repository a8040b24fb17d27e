// SPDX-License-Identifier: GPL-3.0-or-later
// The tournament windows' labels and buttons, made with the object name tests find them by.
#pragma once

#include <QLabel>
#include <QPushButton>

namespace tihbat {

inline QLabel *wrappedLabel(const char *name, QWidget *parent) {
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    return label;
}

inline QPushButton *namedButton(const char *name, QWidget *parent) {
    auto *button = new QPushButton(parent);
    button->setObjectName(name);
    return button;
}

} // namespace tihbat
