// SPDX-License-Identifier: GPL-3.0-or-later
// A coloured bar above the board that says something lasting, worded again on every language
// change: the warning that the game is not being saved (amber, with the warning sign) and the
// offer of the lessons on the very first start (pale green, with buttons). It never blocks
// anything; its owner shows and hides it.
#pragma once

#include <QFrame>
#include <functional>
#include <utility>
#include <vector>

class QLabel;
class QPushButton;

namespace tihbat {

class NoticeBar : public QFrame {
    Q_OBJECT
public:
    enum class Tone { Warning, Offer };
    using Wording = std::function<QString()>;

    // Hidden until its owner shows it. The text label is named `objectName` + "Text" and a
    // warning's sign `objectName` + "Icon".
    NoticeBar(Tone tone, const QString &objectName, QWidget *parent = nullptr);

    // Words the bar now and on every language change; the accessible name is the text unless
    // given. The text is plain text, never markup (it can carry a path someone chose).
    void setWording(Wording text, Wording accessibleName = {});
    // A button after the text, worded with the bar.
    QPushButton *addButton(const QString &objectName, Wording text);
    QString text() const;
    // Words the bar again (also after what the wording reads has changed).
    void retranslateUi();
    void setVisible(bool visible) override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_icon = nullptr; // a warning's sign, loaded when first shown
    QLabel *m_text = nullptr;
    Wording m_wording;
    Wording m_accessibleName;
    std::vector<std::pair<QPushButton *, Wording>> m_buttons;
};

} // namespace tihbat
