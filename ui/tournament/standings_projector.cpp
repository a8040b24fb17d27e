// SPDX-License-Identifier: GPL-3.0-or-later
#include "standings_projector.h"

#include "tournament_tables.h"

#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace tihbat {

namespace {

QTableView *bigTable(QAbstractItemModel *model, const char *name, QWidget *parent) {
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setFocusPolicy(Qt::NoFocus);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setShowGrid(false);
    view->setFrameShape(QFrame::NoFrame);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

} // namespace

StandingsProjector::StandingsProjector(StandingsModel *standings, PairingsModel *pairings,
                                       QWidget *parent)
    : QWidget(parent, Qt::Window) {
    setObjectName("tournamentProjector");
    setAttribute(Qt::WA_DeleteOnClose);
    m_title = new QLabel(this);
    m_title->setObjectName("projectorTitle");
    m_round = new QLabel(this);
    m_round->setObjectName("projectorRound");
    m_bye = new QLabel(this);
    m_bye->setObjectName("projectorBye");
    m_standings = bigTable(standings, "projectorStandings", this);
    m_standings->setColumnHidden(StandingsModel::Adjudicated, true);
    // The names whole, the numbers spread over the rest.
    m_standings->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_standings->horizontalHeader()->setSectionResizeMode(StandingsModel::Name,
                                                          QHeaderView::ResizeToContents);
    m_pairings = bigTable(pairings, "projectorPairings", this);
    m_pairings->setColumnHidden(PairingsModel::Counters, true);
    m_pairings->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_pairings->horizontalHeader()->setSectionResizeMode(PairingsModel::State,
                                                         QHeaderView::ResizeToContents);

    auto *heading = new QHBoxLayout;
    heading->addWidget(m_title);
    heading->addStretch();
    heading->addWidget(m_round);
    auto *right = new QVBoxLayout;
    right->addWidget(m_pairings, 1);
    right->addWidget(m_bye);
    auto *tables = new QHBoxLayout;
    tables->addWidget(m_standings, 3);
    tables->addSpacing(24);
    tables->addLayout(right, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(heading);
    layout->addLayout(tables, 1);
    retranslateUi();
    fitType();
}

void StandingsProjector::setRound(const QString &round, const QString &bye) {
    m_round->setText(round);
    m_bye->setText(bye);
    m_bye->setVisible(!bye.isEmpty());
}

void StandingsProjector::present() {
    const QList<QScreen *> screens = QGuiApplication::screens();
    if (screens.size() > 1) {
        QScreen *other = screens.at(0) == screen() ? screens.at(1) : screens.at(0);
        setGeometry(other->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
}

void StandingsProjector::fitType() {
    // A row a 22nd of the height: 9 players and a heading fill a 720-line screen. High contrast
    // whatever the desktop's colours: white on black, headings in yellow. The sizes go in the
    // style sheet, which would otherwise set the headers' fonts back to the desktop's.
    const int px = std::max(14, height() / 22);
    setStyleSheet(
        QStringLiteral(
            "QWidget#tournamentProjector, QTableView { background: black; color: white; }"
            "QLabel { color: white; font-size: %1px; }"
            "QLabel#projectorTitle, QLabel#projectorRound { font-size: %2px; font-weight: bold; }"
            "QLabel#projectorRound { color: #ffd700; }"
            "QTableView { font-size: %1px; }"
            "QHeaderView { background: black; }"
            "QHeaderView::section { background: black; color: #ffd700; border: none;"
            " border-bottom: 2px solid #ffd700; padding: 0 0.2em; font-size: %3px; }"
            "QTableView::item { padding: 0 0.2em; border-bottom: 1px solid #555; }")
            .arg(px)
            .arg(px * 3 / 2)
            .arg(px * 7 / 10));
    for (QTableView *view : {m_standings, m_pairings})
        view->verticalHeader()->setDefaultSectionSize(px * 3 / 2);
}

void StandingsProjector::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    fitType();
}

void StandingsProjector::keyPressEvent(QKeyEvent *event) {
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void StandingsProjector::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StandingsProjector::retranslateUi() {
    //: Title of the class tournament's standings on the projector
    m_title->setText(tr("Class Tournament"));
    setWindowTitle(m_title->text());
}

} // namespace tihbat
