// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/hint_panel.h"

#include "game/session/game_model.h"
#include "game/words/game_texts.h"

#include <QEvent>

namespace tihbat {

HintPanel::HintPanel(const GameModel *model, QWidget *parent)
    : QLabel(parent)
    , m_model(model) {
    setObjectName("hintLabel");
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(6);
    QFont hintFont = font();
    hintFont.setPointSizeF(hintFont.pointSizeF() * 1.3);
    setFont(hintFont);
    hide();
}

void HintPanel::showValues(const std::vector<MoveValue> &values) {
    if (values.empty()) {
        clearHint();
        return;
    }
    m_values = values;
    retranslateUi();
    show();
}

void HintPanel::clearHint() {
    hide();
    clear();
    m_values.clear();
}

QString HintPanel::hintText() const {
    return isHidden() ? QString() : text();
}

void HintPanel::retranslateUi() {
    QStringList parts;
    const Side mover = m_model->position().toMove;
    for (const MoveValue &value : m_values)
        //: One pit in the hint: %1 is the pit's letter (A, B, a or b: never translated), %2 what
        //: playing it leads to, such as "You win by 4"
        parts << tr("Pit %1: %2")
                     .arg(GameTexts::pitName(value.pit), GameTexts::moveValue(value.value, mover));
    //: %1 is a player's name, %2 the list of pits with their results
    setText(tr("Hint for %1 — %2")
                .arg(GameTexts::sentenceName(m_model->setup(), mover),
                     parts.join(QStringLiteral(" · "))));
}

void HintPanel::changeEvent(QEvent *event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && !m_values.empty())
        retranslateUi();
}

} // namespace tihbat
