// SPDX-License-Identifier: GPL-3.0-or-later
// A message box that words itself again when the interface language changes. QMessageBox
// rewords its standard buttons on its own; its title, texts and own buttons were worded once,
// when it was made. MessageWording keeps the function that words them and runs it again on every
// QEvent::LanguageChange the box receives, so a box left open follows a language switch.
#pragma once

#include <QObject>
#include <functional>

class QMessageBox;

namespace tihbat {

class MessageWording : public QObject {
    Q_OBJECT
public:
    using Word = std::function<void(QMessageBox &box)>;
    // Words `box` now and after every language change, for as long as the box lives.
    static void attach(QMessageBox *box, Word word);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MessageWording(QMessageBox *box, Word word);
    QMessageBox *m_box; // the parent
    Word m_word;
};

} // namespace tihbat
