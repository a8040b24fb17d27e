// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_window.h"

#include "files/safe_file.h"
#include "game/session/record_file.h"
#include "game/settings/settings.h"
#include "named_widgets.h"
#include "net/game_announcer.h"
#include "net/message_codec.h"
#include "net/tournament_host.h"
#include "print/export_file.h"
#include "standings_projector.h"
#include "table_projector.h"
#include "text/isolated_text.h"
#include "tournament/tournament_records.h"
#include "tournament_results.h"
#include "tournament_setup_page.h"
#include "tournament_tables.h"
#include "watch_table_action.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTableView>
#include <QVBoxLayout>

namespace tihbat {

namespace {

// The largest save read back (as tihbat-cli tournament's).
constexpr std::size_t MaxSaveBytes = 64 * 1024 * 1024;

QTableView *tableView(QAbstractItemModel *model, const char *name, QWidget *parent) {
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

TournamentWindow::TournamentWindow(QWidget *parent, const QString &savePath)
    : QWidget(parent, Qt::Window)
    , m_savePath(savePath)
    , m_code(net::makeJoinCode())
    , m_host(new net::TournamentHost(this))
    , m_standings(new StandingsModel(this))
    , m_pairings(new PairingsModel(this)) {
    setObjectName("tournamentWindow");
    setAttribute(Qt::WA_DeleteOnClose);
    if (m_savePath.isEmpty())
        m_savePath = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                         .filePath(QStringLiteral("tournament.json"));
    // The teacher begins each round with a click, when the class is ready.
    m_host->setAutoAdvance(false);
    m_standings->setTournament(&m_host->tournament());
    m_pairings->setTournament(&m_host->tournament());
    for (auto signal : {&net::TournamentHost::roundStarted, &net::TournamentHost::roundFinished,
                        &net::TournamentHost::tableFinished})
        connect(m_host, signal, this, &TournamentWindow::refresh);
    connect(m_host, &net::TournamentHost::playerJoined, this, &TournamentWindow::refresh);
    connect(m_host, &net::TournamentHost::playerLeft, this, &TournamentWindow::refresh);
    connect(m_host, &net::TournamentHost::movePlayed, this, &TournamentWindow::refresh);
    connect(m_host, &net::TournamentHost::tournamentOver, this, &TournamentWindow::refresh);
    connect(m_host, &net::TournamentHost::codeGuessing, this, [this](const QString &address) {
        //: Class tournament: someone gives wrong join codes; %1 is their network address
        m_problem->setText(tr("Someone at %1 is trying codes.").arg(isolated(address)));
    });
    connect(m_host, &net::TournamentHost::saveFailed, this, [this](const QString &why) {
        //: Class tournament: the tournament could not be saved; %1 says why
        m_problem->setText(tr("The tournament could not be saved: %1").arg(why));
    });

    m_setup = new TournamentSetupPage(m_code, this);
    connect(m_setup, &TournamentSetupPage::openRequested, this, &TournamentWindow::openNew);
    connect(m_setup, &TournamentSetupPage::continueRequested, this, &TournamentWindow::openSaved);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_setup);
    m_pages->addWidget(makeRunPage());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    retranslateUi();
    refresh();
    resize(900, 640);
}

TournamentWindow::~TournamentWindow() {
    if (m_projector)
        m_projector->close();
}

QWidget *TournamentWindow::makeRunPage() {
    auto *page = new QWidget(this);
    m_joinInfo = wrappedLabel("tournamentJoinInfo", page);
    m_joinInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Large: the teacher reads it out, or the class reads it on the screen.
    QFont large = m_joinInfo->font();
    large.setPointSizeF(large.pointSizeF() * 1.5);
    large.setBold(true);
    m_joinInfo->setFont(large);
    m_playersLabel = new QLabel(page);
    m_players = new QListWidget(page);
    m_players->setObjectName("tournamentPlayers");
    m_playersLabel->setBuddy(m_players);
    m_round = new QLabel(page);
    m_round->setObjectName("tournamentRound");
    QFont bold = m_round->font();
    bold.setBold(true);
    m_round->setFont(bold);
    m_scoring = wrappedLabel("tournamentScoring", page);
    m_problem = wrappedLabel("tournamentProblem", page);
    m_pairingsView = tableView(m_pairings, "tournamentPairings", page);
    m_standingsView = tableView(m_standings, "tournamentStandings", page);
    m_standingsView->verticalHeader()->hide();
    // The names take the room left over, not the column of adjudicated games (mostly empty).
    m_standingsView->horizontalHeader()->setStretchLastSection(false);
    m_standingsView->horizontalHeader()->setSectionResizeMode(StandingsModel::Name,
                                                              QHeaderView::Stretch);
    m_start = namedButton("startTournament", page);
    m_next = namedButton("nextRound", page);
    m_adjudicate = namedButton("adjudicateGame", page);
    m_present = namedButton("showTournamentProjector", page);
    m_csv = namedButton("exportTournamentCsv", page);
    m_pdf = namedButton("exportTournamentPdf", page);
    m_games = namedButton("saveTournamentGames", page);
    m_watch = new WatchTableAction(m_host, m_pairingsView, page);
    // One thing on the projector at a time: a game watched, or the standings.
    connect(m_watch, &WatchTableAction::watching, this, [this] {
        if (m_projector)
            m_projector->close();
    });
    connect(m_start, &QPushButton::clicked, this, [this] {
        QString why;
        if (!m_host->startTournament(&why))
            //: Class tournament: Start could not begin it (too few pupils, or more Swiss rounds
            //: than the class can play without two pupils meeting twice)
            m_problem->setText(tr("The tournament cannot start with these pupils and rounds."));
        refresh();
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        m_host->nextRound();
        refresh();
    });
    connect(m_adjudicate, &QPushButton::clicked, this, &TournamentWindow::adjudicateSelected);
    connect(m_present, &QPushButton::clicked, this, &TournamentWindow::showProjector);
    connect(m_csv, &QPushButton::clicked, this, &TournamentWindow::exportCsv);
    connect(m_pdf, &QPushButton::clicked, this, &TournamentWindow::exportPdf);
    connect(m_games, &QPushButton::clicked, this, &TournamentWindow::saveGames);
    connect(m_pairingsView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TournamentWindow::refresh);

    auto *left = new QVBoxLayout;
    left->addWidget(m_playersLabel);
    left->addWidget(m_players, 1);
    left->addWidget(m_start);
    left->addWidget(m_next);
    auto *middle = new QVBoxLayout;
    middle->addWidget(m_round);
    middle->addWidget(m_pairingsView, 2);
    auto *gameButtons = new QHBoxLayout;
    gameButtons->addWidget(m_watch->button());
    gameButtons->addWidget(m_adjudicate);
    gameButtons->addStretch();
    middle->addLayout(gameButtons);
    middle->addWidget(m_standingsView, 3);
    middle->addWidget(m_scoring);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(middle, 3);
    auto *results = new QHBoxLayout;
    results->addWidget(m_present);
    results->addStretch();
    results->addWidget(m_csv);
    results->addWidget(m_pdf);
    results->addWidget(m_games);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_joinInfo);
    layout->addLayout(columns, 1);
    layout->addWidget(m_problem);
    layout->addLayout(results);
    return page;
}

bool TournamentWindow::openNew() {
    // A new tournament replaces the saved one only once it listens (listen() saves it).
    RuleOptions rules;
    rules.countersPerPit = m_setup->countersPerPit();
    return listen(tournament::Tournament(rules, m_code, m_setup->swissRounds()));
}

bool TournamentWindow::openSaved() {
    const files::ReadFileResult read =
        files::readFileLimited(QFile::encodeName(m_savePath).toStdString(), MaxSaveBytes);
    QString why;
    std::optional<tournament::Tournament> saved;
    if (read.ok())
        saved = tournament::Tournament::fromJson(QByteArray::fromStdString(read.bytes), &why);
    if (!saved) {
        //: Class tournament: the saved tournament could not be read; %1 is the file
        m_setup->sayProblem(tr("The saved tournament in %1 cannot be read.")
                                .arg(isolated(QDir::toNativeSeparators(m_savePath))));
        return false;
    }
    // The port of last time, so that the pupils' windows find the tournament again by
    // themselves; another one if that is taken now.
    const quint16 given = m_port;
    if (m_port == 0) {
        QFile portFile(portPath());
        if (portFile.open(QIODevice::ReadOnly))
            m_port = static_cast<quint16>(portFile.readAll().trimmed().toUInt());
    }
    if (!listen(*saved)) {
        if (m_port == given)
            return false;
        m_port = given;
        return listen(*saved);
    }
    return true;
}

QString TournamentWindow::portPath() const {
    return m_savePath + QStringLiteral(".port");
}

bool TournamentWindow::listen(const tournament::Tournament &tournament) {
    if (m_loopbackOnly)
        m_host->setListenAddress(QHostAddress::LocalHost);
    m_host->setSavePath(m_savePath);
    if (!m_host->start(tournament, m_port)) {
        //: Class tournament: the computer could not wait for pupils; %1 says why
        m_setup->sayProblem(tr("The tournament cannot be opened: %1").arg(m_host->errorString()));
        return false;
    }
    QFile portFile(portPath());
    if (portFile.open(QIODevice::WriteOnly | QIODevice::Truncate))
        portFile.write(QByteArray::number(m_host->port()));
    announce();
    m_pages->setCurrentIndex(1);
    refresh();
    return true;
}

// Pupils find the tournament in their Join list, by the name the teacher gave last in Play
// over the Network, or else by the computer's.
void TournamentWindow::announce() {
    if (m_loopbackOnly)
        return;
    QString name = Settings::networkChoices().name.trimmed();
    if (!net::isPlainName(name))
        name = QSysInfo::machineHostName().left(net::MaxNameChars);
    if (!net::isPlainName(name))
        name = QStringLiteral("Tihbat");
    auto *announcer = findChild<net::GameAnnouncer *>();
    if (!announcer)
        announcer = new net::GameAnnouncer(this);
    announcer->start(m_host, name);
}

void TournamentWindow::adjudicateSelected() {
    const QModelIndexList rows = m_pairingsView->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    m_host->adjudicate(rows.first().row());
    refresh();
}

StandingsProjector *TournamentWindow::projector() const {
    return m_projector;
}

void TournamentWindow::showProjector() {
    m_watch->projector()->close();
    if (!m_projector) {
        m_projector = new StandingsProjector(m_standings, m_pairings);
        refresh();
    }
    m_projector->present();
}

void TournamentWindow::refresh() {
    const tournament::Tournament &t = m_host->tournament();
    const bool listening = m_host->isListening();
    m_setup->setSavedTournamentExists(!listening && QFile::exists(m_savePath));
    // Keep the selected game selected across the models' reset.
    const QModelIndexList selected = m_pairingsView->selectionModel()->selectedRows();
    const int table = selected.isEmpty() ? -1 : selected.first().row();
    {
        const QSignalBlocker blocker(m_pairingsView->selectionModel());
        m_standings->refresh();
        m_pairings->refresh();
        if (table >= 0 && table < m_pairings->rowCount())
            // Not selectRow(): right to left, Qt 6.4's looks for the row's first cell one pixel
            // past the viewport and selects nothing (no game could be chosen in Arabic).
            m_pairingsView->selectionModel()->select(m_pairings->index(table, 0),
                                                     QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    }
    m_players->clear();
    for (int p = 0; p < t.playerCount(); ++p)
        m_players->addItem(m_host->isPresent(p)
                               ? t.players().value(p)
                               //: Class tournament: a pupil whose computer is not connected now
                               : tr("%1 (away)").arg(isolated(t.players().value(p))));
    if (listening)
        //: Class tournament: %1 is the join code, %2 the port number
        m_joinInfo->setText(tr("Pupils join with the code %1 (port %2).")
                                .arg(isolated(t.code()))
                                .arg(m_host->port()));
    const QString round = PairingsModel::roundText(t);
    const QString bye = PairingsModel::byeText(t);
    m_round->setText(bye.isEmpty() ? round : round + QStringLiteral(" · ") + bye);
    if (!t.hasStarted())
        //: Class tournament: before the start; %n is how many pupils have joined
        m_round->setText(tr("%n pupil(s) joined", nullptr, t.playerCount()));
    m_start->setVisible(!t.hasStarted());
    m_start->setEnabled(t.playerCount() >= 2);
    m_next->setVisible(t.hasStarted());
    m_next->setEnabled(t.hasStarted() && t.isRoundFinished() && !t.isOver());
    const bool unfinished =
        table >= 0 && table < m_pairings->rowCount() && !t.isOver() && !t.table(table).isFinished();
    m_adjudicate->setEnabled(unfinished);
    for (QPushButton *b : {m_csv, m_pdf, m_games})
        b->setEnabled(t.hasStarted());
    if (m_projector)
        m_projector->setRound(t.hasStarted() ? round : m_round->text(), bye);
    m_watch->update();
}

void TournamentWindow::exportCsv() {
    const auto chosen = ExportFile::ask(this, tr("Export the Results"),
                                        {{tr("CSV tables (*.csv)"), QStringLiteral(".csv")}},
                                        tr("tournament results"));
    if (!chosen)
        return;
    sayWritten(chosen->first, ExportFile::write(chosen->first, resultsCsv(m_host->tournament())));
}

void TournamentWindow::exportPdf() {
    const auto chosen = ExportFile::ask(this, tr("Export the Results"),
                                        {{tr("PDF documents (*.pdf)"), QStringLiteral(".pdf")}},
                                        tr("tournament results"));
    if (!chosen)
        return;
    const QByteArray pdf = resultsPdf(m_host->tournament(), tr("Class Tournament"));
    sayWritten(chosen->first, ExportFile::write(chosen->first, pdf));
}

void TournamentWindow::saveGames() {
    const auto chosen = ExportFile::ask(
        this, tr("Save All Games"), {{tr("Tihbat games (*.tihbat)"), QStringLiteral(".tihbat")}},
        tr("tournament games"));
    if (!chosen)
        return;
    const auto games =
        tournament::tournamentRecords(m_host->tournament(), tr("Class Tournament").toStdString(),
                                      recordDate(QDate::currentDate()).toStdString());
    const QString why = saveRecordFile(chosen->first, games);
    sayWritten(chosen->first, why.isEmpty() ? std::nullopt : std::optional(why));
}

void TournamentWindow::sayWritten(const QString &path, const std::optional<QString> &why) {
    // Where the file went, as the game window's Save says it; this also clears the notice of
    // an export that failed before.
    m_problem->setText(why ? *why
                           : QCoreApplication::translate("tihbat::MainWindow", "Saved to %1")
                                 .arg(ExportFile::shownPath(path)));
}

void TournamentWindow::closeEvent(QCloseEvent *event) {
    // Every move so far is in the save before the window goes.
    m_host->flushSave();
    m_host->stop();
    QWidget::closeEvent(event);
}

void TournamentWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void TournamentWindow::retranslateUi() {
    setWindowTitle(tr("Class Tournament"));
    m_playersLabel->setText(tr("&Pupils:"));
    m_scoring->setText(scoringText());
    m_start->setText(tr("&Start"));
    m_next->setText(tr("&Next Round"));
    //: Class tournament: ends the selected unfinished game, decided by the computer's exact
    //: value of the position
    m_adjudicate->setText(tr("&Adjudicate the Selected Game"));
    m_present->setText(tr("Standings on the Pro&jector"));
    m_csv->setText(tr("E&xport CSV…"));
    m_pdf->setText(tr("Export P&DF…"));
    m_games->setText(tr("Save All &Games…"));
}

} // namespace tihbat
