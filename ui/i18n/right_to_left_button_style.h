// SPDX-License-Identifier: GPL-3.0-or-later
// The application's style, with push buttons that carry a picture and words drawn right in a
// right-to-left language. Qt 6.4's common style right-aligns the words beside the picture and
// then mirrors that alignment for right to left, so the words land at the button's left edge,
// clipped in a dialog's OK and Cancel; here the picture and the words are centred together, the
// picture on the right, where an Arabic reader begins.
#pragma once

#include <QProxyStyle>

namespace tihbat {

class RightToLeftButtonStyle : public QProxyStyle {
    Q_OBJECT
public:
    // Over `base` (taken over); the application's own style when none is given.
    explicit RightToLeftButtonStyle(QStyle *base = nullptr);

    // Makes the running application's style one of these, once; a widget application only.
    static void install();

    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
};

} // namespace tihbat
