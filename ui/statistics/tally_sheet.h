// SPDX-License-Identifier: GPL-3.0-or-later
// Results as a sheet in the board's look, not a spreadsheet: cream paper with a dark wooden rim
// (as the board's cards and name plates), a row per level or per number of counters with its
// won, drawn, lost and games, every number in one font and size (zeros too), the rows told apart
// by soft bands instead of a grid. Each row takes the keyboard (Tab, arrows) and tells a screen
// reader all of it as one sentence ("Easy: Won 3, Drawn 0, Lost 1, Games 4").
#pragma once

#include <QFrame>
#include <QList>
#include <QStringList>

class QGridLayout;
class QLabel;

namespace tihbat {

struct Tally;

class TallySheet : public QFrame {
    Q_OBJECT
public:
    static constexpr int ColumnCount = 4; // won, drawn, lost, games

    explicit TallySheet(const QString &name, QWidget *parent = nullptr);

    // The titles of the four number columns.
    void setColumnTitles(const QStringList &titles);
    // Clears the rows.
    void clearRows();
    // A row under those before; `total` is drawn bold, after a line.
    void addRow(const QString &heading, const Tally &tally, bool total = false);

    int rowCount() const { return int(m_rows.size()); }
    QString heading(int row) const;
    QString number(int row, int column) const;
    // The row's part that takes the keyboard and speaks for the row.
    QWidget *rowWidget(int row) const;
    QString columnTitle(int column) const;
    // The width the row headings need, and a width to give them (to line up with another sheet).
    int headingColumnWidth() const;
    void setHeadingColumnWidth(int width);

    // Never squeezed below all its rows by the window's layout.
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Row {
        QLabel *focus = nullptr; // spans the row, behind its texts
        QLabel *heading = nullptr;
        QList<QLabel *> numbers;
        bool total = false;
    };
    QLabel *addLabel(const QString &text, int row, int column, Qt::Alignment alignment, bool bold);
    void nameRow(const Row &row);

    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_titles;
    QList<Row> m_rows;
};

} // namespace tihbat
