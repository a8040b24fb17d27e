// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_table.h"

#include "common/plain_text.h"
#include "core/notation.h"
#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "replay/record_players.h"
#include "text/isolated_text.h"

#include <QEvent>
#include <QHeaderView>
#include <QSignalBlocker>

namespace tihbat {

namespace {

constexpr int ColumnCount = 6;

QString firstLine(const QString &text) {
    const QString line = text.section(u'\n', 0, 0);
    return line.size() < text.size() ? line + QStringLiteral(" \u2026") : line;
}

} // namespace

MoveTable::MoveTable(ReplayModel *model, QWidget *parent)
    : QTreeWidget(parent)
    , m_model(model) {
    setColumnCount(ColumnCount);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAllColumnsShowFocus(true);
    header()->setStretchLastSection(true);
    header()->setSectionsMovable(false);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            emit indexChosen(indexOfTopLevelItem(item));
    });
    retranslateUi();
}

QString MoveTable::mistakeMark(int loss) {
    if (loss <= 0)
        return {};
    return loss >= BlunderLoss ? QStringLiteral("??") : QStringLiteral("?");
}

void MoveTable::fill() {
    const QSignalBlocker blocker(this);
    clear();
    QList<QTreeWidgetItem *> items;
    for (int i = 0; i <= m_model->moveCount(); ++i)
        items.append(new QTreeWidgetItem);
    addTopLevelItems(items);
    for (int i = 0; i <= m_model->moveCount(); ++i)
        refreshRow(i);
    for (int column = 0; column < CommentColumn; ++column)
        resizeColumnToContents(column);
    refreshValueTip();
    if (QTreeWidgetItem *item = topLevelItem(m_model->index()))
        setCurrentItem(item);
}

void MoveTable::refreshRow(int index) {
    QTreeWidgetItem *item = topLevelItem(index);
    if (!item)
        return;
    const QString comment = m_model->commentAt(index);
    item->setText(CommentColumn, firstLine(comment));
    item->setToolTip(CommentColumn, plainToolTip(comment));
    item->setText(ValueColumn, m_model->isAnalysed()
                                   // Isolated: "+2" stays so in a table that reads right to left.
                                   ? isolated(QString::fromStdString(
                                         signedValue(m_model->analysisAt(index).value)))
                                   : QString());
    item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(LostColumn, Qt::AlignRight | Qt::AlignVCenter);
    if (index == 0) {
        //: The first row of the move list: the position before any move.
        item->setText(PlayerColumn, tr("Start"));
        return;
    }
    const MoveStory &story = m_model->storyOf(index);
    const int loss = m_model->lossOf(index);
    item->setText(NumberColumn, QString::number(index));
    item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
    // The record's names for its players, as the board's name plates show them.
    item->setText(PlayerColumn, RecordPlayers::name(m_model->record(), story.mover));
    QString move = QString::fromStdString(moveNotation(story));
    if (loss > 0)
        move += QStringLiteral(" ") + mistakeMark(loss);
    item->setText(MoveColumn, move);
    if (story.passFollows)
        //: Tool tip of a move after which the opponent has no counters and passes.
        //: %1 is the player (a name, or South or North).
        item->setToolTip(MoveColumn,
                         plainToolTip(tr("%1 must pass")
                                          .arg(RecordPlayers::inSentence(m_model->record(),
                                                                         opponent(story.mover)))));
    item->setText(LostColumn, loss > 0 ? QString::number(loss) : QString());
    const QColor colour = loss >= BlunderLoss ? QColor(0xc0, 0x20, 0x20)
                          : loss > 0          ? QColor(0xb0, 0x60, 0x00)
                                              : palette().color(QPalette::Text);
    item->setForeground(MoveColumn, colour);
    item->setForeground(LostColumn, colour);
}

void MoveTable::showIndex(int index) {
    const QSignalBlocker blocker(this);
    if (QTreeWidgetItem *item = topLevelItem(index)) {
        setCurrentItem(item);
        scrollToItem(item);
    }
}

void MoveTable::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (topLevelItemCount() > 0)
            fill();
    }
    QTreeWidget::changeEvent(event);
}

// The value is South's score minus North's: said with the record's names for them.
void MoveTable::refreshValueTip() {
    const auto player = [this](Side side) {
        return m_model->isEmpty() ? GameTexts::sideName(side)
                                  : RecordPlayers::inSentence(m_model->record(), side);
    };
    //: Tool tip of the move list's Value column. %1 is South's player (a name, or South), %2
    //: North's.
    headerItem()->setToolTip(
        ValueColumn,
        plainToolTip(tr("The final score of %1 minus that of %2 with perfect play after the move")
                         .arg(player(Side::South), player(Side::North))));
}

void MoveTable::retranslateUi() {
    setHeaderLabels({
        //: Move list column: the move's number.
        tr("No."),
        //: Move list column: who played the move.
        tr("Player"),
        //: Move list column: the pit emptied and its captures, as in the file (Bx4).
        tr("Move"),
        //: Move list column: the game's value after the move (South minus North, perfect play).
        tr("Value", "game value"),
        //: Move list column: how many counters the move gave away compared with the best move.
        tr("Given away"),
        //: Move list column: the comments after the move.
        tr("Comment"),
    });
    refreshValueTip();
    headerItem()->setToolTip(
        LostColumn, tr("How much the move gave away against the best move (? a mistake, ?? a "
                       "blunder)"));
}

} // namespace tihbat
