// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/board_card.h"

#include "board/board_colours.h"
#include "board/board_palette.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/after_first_paint.h"
#include "common/card_modality.h"
#include "common/growing_font.h"

#include <QAccessible>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QEventLoop>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <utility>

namespace tihbat {

namespace {

bool onProjector(const BoardView *board) {
    return board->boardScene()->boardPalette() == BoardPalette::Projector;
}

} // namespace

BoardCard::BoardCard(BoardView *board, const char *defaultName, const char *otherName)
    : QFrame(board->viewport())
    , m_board(board) {
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::NoFocus);
    m_default = new QPushButton;
    m_default->setObjectName(QLatin1String(defaultName));
    m_default->setDefault(true); // Enter with the card's keyboard
    m_buttons = {m_default};
    if (otherName) {
        m_other = new QPushButton;
        m_other->setObjectName(QLatin1String(otherName));
        m_other->setAutoDefault(true); // Enter on the other button presses that one
        m_buttons.append(m_other);
    }
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *button : std::as_const(m_buttons))
        buttons->addWidget(button);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 16);
    layout->addLayout(buttons);

    // The words grow with the board; the buttons as body text.
    m_font = new GrowingFont(board);
    connect(this, &QObject::destroyed, m_font, &QObject::deleteLater);
    for (QPushButton *button : std::as_const(m_buttons))
        m_font->add(button, 1.0);

    board->viewport()->installEventFilter(this);
    recolour();
    hide();
}

QLabel *BoardCard::addText(const char *name, qreal scale, bool bold) {
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setTextFormat(Qt::PlainText); // player names come from files
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText,
                     onProjector(m_board) ? QColor(Qt::white) : colours::DarkWood);
    label->setPalette(palette);
    auto *column = static_cast<QVBoxLayout *>(layout());
    column->insertWidget(column->count() - 1, label); // above the buttons
    m_font->add(label, scale);
    if (bold) {
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
    }
    if (!m_widest)
        m_widest = label;
    return label;
}

QPushButton *BoardCard::addButton(const char *name) {
    auto *button = new QPushButton;
    button->setObjectName(QLatin1String(name));
    button->setAutoDefault(true);
    m_font->add(button, 1.0);
    auto *row = static_cast<QBoxLayout *>(layout()->itemAt(layout()->count() - 1)->layout());
    row->insertWidget(row->count() - 1, button); // before the closing stretch
    m_buttons.append(button);
    recolour(); // in the other buttons' colours
    return button;
}

bool BoardCard::focusNextPrevChild(bool next) {
    const qsizetype at = m_buttons.indexOf(QApplication::focusWidget());
    if (at < 0)
        return QFrame::focusNextPrevChild(next);
    const qsizetype count = m_buttons.size();
    m_buttons[(at + (next ? 1 : count - 1)) % count]->setFocus(next ? Qt::TabFocusReason
                                                                    : Qt::BacktabFocusReason);
    return true;
}

void BoardCard::presentAndWait() {
    QEventLoop loop;
    connect(this, &BoardCard::closed, &loop, &QEventLoop::quit);
    connect(this, &QObject::destroyed, &loop, &QEventLoop::quit);
    CardModality modality(this);
    QWidget *window = board()->window();
    if (!window->isVisible())
        window->show();
    window->raise();
    window->activateWindow();
    present();
    loop.exec(QEventLoop::DialogExec);
}

void BoardCard::present() {
    if (!m_board->viewport()->isVisible()) {
        m_waitingForWindow = true; // shown with the window (eventFilter)
        return;
    }
    showOnBoard();
    announce();
}

void BoardCard::showOnBoard() {
    place();
    show();
    raise();
    m_default->setFocus(Qt::OtherFocusReason);
}

void BoardCard::announce() {
    QAccessibleEvent alert(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

// Cream paper and dark wood on the wooden boards; white on black on the projector's.
void BoardCard::recolour() {
    const bool projector = onProjector(m_board);
    const QColor ink = projector ? QColor(Qt::white) : colours::DarkWood;
    const QColor paper = projector ? QColor(Qt::black) : colours::Cream;
    const QString button = QStringLiteral(
        "QPushButton { color: %1; background: %2; border: 2px solid %1; border-radius: 8px;"
        " padding: 0.25em 1.1em; }"
        "QPushButton:focus { border-width: 4px; }"
        "QPushButton:pressed { background: %3; }");
    m_default->setStyleSheet(
        button.arg(projector ? QStringLiteral("black") : colours::DarkWood.name(),
                   colours::Gold.name(), colours::Gold.darker(120).name()));
    for (QPushButton *other : m_buttons.mid(1))
        other->setStyleSheet(
            button.arg(ink.name(), paper.name(),
                       projector ? QStringLiteral("#333") : QStringLiteral("#eadbb8")));
    update();
}

// Centred on the board, no wider than two thirds of it so the pits at the sides stay in sight;
// as wide as the board when its words would not fit in the height otherwise (a small window).
void BoardCard::place() {
    const QSize room = m_board->viewport()->size();
    const auto heightAt = [this](int width) {
        return layout()->hasHeightForWidth() ? layout()->heightForWidth(width)
                                             : layout()->sizeHint().height();
    };
    const int letter = m_widest ? m_widest->font().pixelSize() : m_default->font().pixelSize();
    int width = std::max(std::min(room.width() * 2 / 3, letter * 28), std::min(room.width(), 320));
    // Never narrower than its buttons side by side (three do not fit in two thirds of a small
    // board).
    width = std::min(room.width(), std::max(width, layout()->minimumSize().width()));
    if (heightAt(width) > room.height())
        width = room.width();
    const int height = std::min(room.height(), heightAt(width));
    setGeometry((room.width() - width) / 2, (room.height() - height) / 2, width, height);
}

bool BoardCard::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_board->viewport()) {
        if (event->type() == QEvent::Resize) {
            place();
        } else if (event->type() == QEvent::Show && m_waitingForWindow) {
            // In the window's first picture; a screen reader hears of it once it is there.
            m_waitingForWindow = false;
            showOnBoard();
            AfterFirstPaint::run(this, [this] { announce(); });
        }
    }
    return QFrame::eventFilter(watched, event);
}

bool BoardCard::answerKey(int key) {
    switch (key) {
    case Qt::Key_Escape:
        if (m_escape)
            m_escape->click();
        else
            close();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_default->click();
        return true;
    default:
        return false;
    }
}

void BoardCard::keyPressEvent(QKeyEvent *event) {
    if (!answerKey(event->key()))
        QFrame::keyPressEvent(event);
}

void BoardCard::closeEvent(QCloseEvent *event) {
    QFrame::closeEvent(event);
    if (!event->isAccepted() || m_closed)
        return;
    m_closed = true;
    // The keyboard goes back to the board, not to whatever widget follows the card's buttons.
    if (isAncestorOf(QApplication::focusWidget()))
        m_board->setFocus(Qt::OtherFocusReason);
    emit closed();
}

void BoardCard::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool projector = onProjector(m_board);
    const qreal edge = std::max(3.0, m_default->font().pixelSize() / 5.0);
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

void BoardCard::changeEvent(QEvent *event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
