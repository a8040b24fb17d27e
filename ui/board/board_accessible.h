// SPDX-License-Identifier: GPL-3.0-or-later
// The board for screen readers. The scene's items are not widgets, so Qt exposes the board as
// one unnamed object; these interfaces make each pit, store, name plate and the turn badge an
// accessible object of its own, children of the board view's, and wordings of what a sighted
// player sees. Installed by BoardView (a QAccessible factory for tihbat::BoardView).
#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QString>
#include <vector>

namespace tihbat {

class BoardView;
struct MoveStory;

// The accessible children of the board, in reading order: the four pits first, indexed as the
// pits are (A, B, a, b; a is North's left), then the stores, the name plates and the turn.
enum class BoardPart {
    PitSouthLeft,
    PitSouthRight,
    PitNorthLeft,
    PitNorthRight,
    SouthStore,
    NorthStore,
    SouthPlate,
    NorthPlate,
    TurnBadge
};
constexpr int BoardPartCount = 9;

// What each part says, in the current language.
class BoardAccessibleTexts {
    Q_DECLARE_TR_FUNCTIONS(tihbat::BoardAccessibleTexts)
public:
    static QString boardName();
    static QString partName(const BoardView &view, BoardPart part);
    // The sentence a screen reader says after a move: who played what, captures, a pass, the
    // result, and who moves next.
    static QString moveAnnouncement(const BoardView &view, const MoveStory &story);
    // A move's sentence worded elsewhere, and who moves next unless the game is over.
    static QString withTurn(const BoardView &view, const MoveStory &story, const QString &sentence);
};

// The board view: named, with the parts as its only children (not the viewport).
class BoardViewAccessible : public QAccessibleWidget {
public:
    explicit BoardViewAccessible(BoardView *view);
    ~BoardViewAccessible() override;

    static QAccessibleInterface *factory(const QString &className, QObject *object);

    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

private:
    BoardView *view() const;
    bool hasWidgetOnBoard() const;

    std::vector<QAccessible::Id> m_parts; // registered with QAccessible, deleted with this
};

// One pit, store, name plate or the turn badge. A pit that can be played has a press action.
class BoardPartAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    BoardPartAccessible(BoardView *view, BoardPart part);

    bool isValid() const override { return !m_view.isNull(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &actionName) const override;

    BoardPart part() const { return m_part; }

private:
    int pit() const; // -1 when not a pit
    bool isPlayable() const;

    QPointer<BoardView> m_view;
    BoardPart m_part;
};

} // namespace tihbat
