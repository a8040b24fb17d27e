// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/result_card.h"

#include "board/board_colours.h"
#include "board/board_palette.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/growing_font.h"
#include "game/game_model.h"
#include "game/game_texts.h"

#include <QAccessible>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace tihbat {

namespace {

QLabel *cardLabel(const char *name) {
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setTextFormat(Qt::PlainText); // player names come from files
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

bool onProjector(const BoardView *board) {
    return board->boardScene()->boardPalette() == BoardPalette::Projector;
}

} // namespace

ResultCard::ResultCard(const GameModel *model, const Outcome &outcome, BoardView *board)
    : QFrame(board->viewport())
    , m_model(model)
    , m_outcome(outcome)
    , m_board(board) {
    setObjectName("resultCard");
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::NoFocus);
    m_result = cardLabel("resultCardResult");
    m_scores = cardLabel("resultCardScores");
    m_reason = cardLabel("resultCardReason");
    m_playAgain = new QPushButton;
    m_playAgain->setObjectName("resultCardPlayAgain");
    m_playAgain->setDefault(true); // Enter with the card's keyboard
    m_close = new QPushButton;
    m_close->setObjectName("resultCardClose");
    m_close->setAutoDefault(true); // Enter on Close closes
    connect(m_playAgain, &QPushButton::clicked, this, [this] {
        close();
        emit playAgainChosen();
    });
    connect(m_close, &QPushButton::clicked, this, &QWidget::close);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_playAgain);
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addWidget(m_result);
    layout->addWidget(m_scores);
    layout->addWidget(m_reason);
    layout->addLayout(buttons);

    // The words grow with the board: the result biggest, the reason and buttons as body text.
    m_font = new GrowingFont(board);
    connect(this, &QObject::destroyed, m_font, &QObject::deleteLater);
    m_font->add(m_result, 1.6);
    m_font->add(m_scores, 1.2);
    m_font->add(m_reason, 1.0);
    m_font->add(m_playAgain, 1.0);
    m_font->add(m_close, 1.0);
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);

    board->viewport()->installEventFilter(this);
    recolour();
    retranslateUi();
    hide();
}

QString ResultCard::resultText() const {
    return m_result->text();
}

QString ResultCard::scoresText() const {
    return m_scores->text();
}

QString ResultCard::reasonText() const {
    return m_reason->text();
}

void ResultCard::present() {
    place();
    show();
    raise();
    m_playAgain->setFocus(Qt::OtherFocusReason);
    QAccessibleEvent alert(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

void ResultCard::retranslateUi() {
    const GameSetup &setup = m_model->setup();
    const QString result = GameTexts::result(setup, m_outcome);
    m_result->setText(result);
    m_scores->setText(GameTexts::finalScores(setup, m_outcome));
    m_reason->setText(GameTexts::endReason(m_model->game()));
    //: Button at the end of a game: the same players and rules once more
    m_playAgain->setText(tr("Play &Again"));
    //: Button on the card at the end of a game: puts the card away, the board stays
    m_close->setText(tr("&Close", "result card"));
    // A screen reader hears the result as the card's name, the scores and reason as its words.
    setAccessibleName(result);
    setAccessibleDescription(m_scores->text() + QLatin1Char('\n') + m_reason->text());
    place();
}

// Cream paper and dark wood on the wooden boards; white on black on the projector's.
void ResultCard::recolour() {
    const bool projector = onProjector(m_board);
    const QColor ink = projector ? QColor(Qt::white) : colours::DarkWood;
    const QColor paper = projector ? QColor(Qt::black) : colours::Cream;
    for (QLabel *label : {m_result, m_scores, m_reason}) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, ink);
        label->setPalette(palette);
    }
    const QString button = QStringLiteral(
        "QPushButton { color: %1; background: %2; border: 2px solid %1; border-radius: 8px;"
        " padding: 0.25em 1.1em; }"
        "QPushButton:focus { border-width: 4px; }"
        "QPushButton:pressed { background: %3; }");
    m_playAgain->setStyleSheet(
        button.arg(projector ? QStringLiteral("black") : colours::DarkWood.name(),
                   colours::Gold.name(), colours::Gold.darker(120).name()));
    m_close->setStyleSheet(button.arg(
        ink.name(), paper.name(), projector ? QStringLiteral("#333") : QStringLiteral("#eadbb8")));
    update();
}

// Centred on the board, no wider than two thirds of it so the pits at the sides stay in sight;
// as wide as the board when its words would not fit in the height otherwise (a small window).
void ResultCard::place() {
    const QSize room = m_board->viewport()->size();
    const auto heightAt = [this](int width) {
        return layout()->hasHeightForWidth() ? layout()->heightForWidth(width)
                                             : layout()->sizeHint().height();
    };
    int width = std::max(std::min(room.width() * 2 / 3, m_result->font().pixelSize() * 28),
                         std::min(room.width(), 320));
    if (heightAt(width) > room.height())
        width = room.width();
    const int height = std::min(room.height(), heightAt(width));
    setGeometry((room.width() - width) / 2, (room.height() - height) / 2, width, height);
}

bool ResultCard::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_board->viewport() && event->type() == QEvent::Resize)
        place();
    return QFrame::eventFilter(watched, event);
}

void ResultCard::keyPressEvent(QKeyEvent *event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        close();
        m_board->setFocus(Qt::OtherFocusReason);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_playAgain->click();
        return;
    default:
        QFrame::keyPressEvent(event);
    }
}

void ResultCard::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool projector = onProjector(m_board);
    const qreal edge = std::max(3.0, m_reason->font().pixelSize() / 5.0);
    const QRectF sheet = QRectF(rect()).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2);
    // The paper with a wooden rim and a thin gold line inside it, like the name plates.
    painter.setPen(QPen(projector ? QColor(Qt::white) : colours::DarkWood, edge));
    painter.setBrush(projector ? QColor(Qt::black) : colours::Cream);
    painter.drawRoundedRect(sheet, edge * 4, edge * 4);
    painter.setPen(QPen(colours::Gold, edge / 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(sheet.adjusted(edge * 1.5, edge * 1.5, -edge * 1.5, -edge * 1.5),
                            edge * 3, edge * 3);
}

void ResultCard::changeEvent(QEvent *event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
