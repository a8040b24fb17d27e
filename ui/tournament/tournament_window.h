// SPDX-License-Identifier: GPL-3.0-or-later
// Classroom > Class Tournament…: the teacher's window of a class tournament. First the
// tournament's choices, or the saved tournament to go on with (TournamentSetupPage); then the
// net::TournamentHost that referees every game: the pupils who joined (a late one is paired from
// the next round), Start, the current round's games and which are still being played, the live
// standings, adjudication of an unfinished game, the standings full screen for the projector, and
// the results printed and exported. The host saves the tournament after every move; the window
// reopens it after a restart.
#pragma once

#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace tihbat {

class PairingsModel;
class StandingsModel;
class StandingsProjector;
class TournamentSetupPage;
class WatchTableAction;

namespace net {
class TournamentHost;
}
namespace tournament {
class Tournament;
}

class TournamentWindow : public QWidget {
    Q_OBJECT
public:
    // `savePath`: where the tournament is saved (empty: the user's data folder).
    explicit TournamentWindow(QWidget *parent = nullptr, const QString &savePath = {});
    ~TournamentWindow() override;

    // The save of the tournament (kept until a new one is opened).
    QString savePath() const { return m_savePath; }
    // Listens only on the loopback (tests) and on this port (0: any free one).
    void setLoopbackOnly(bool on) { m_loopbackOnly = on; }
    void setPort(quint16 port) { m_port = port; }

    // Opens a new tournament with the choices on the first page; false (said in the window) if
    // it cannot listen.
    bool openNew();
    // Goes on with the saved tournament; false (said in the window) if there is none or it
    // cannot be read.
    bool openSaved();

    net::TournamentHost *host() const { return m_host; }
    StandingsProjector *projector() const;
    // Opens (or raises) the standings full screen.
    void showProjector();
    // Ends the selected unfinished game by the solver's value.
    void adjudicateSelected();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QWidget *makeRunPage();
    bool listen(const tournament::Tournament &tournament);
    // Announces the tournament on the local network (not on the loopback only).
    void announce();
    // Beside the save: the port the tournament listened on last.
    QString portPath() const;
    void refresh();
    void exportCsv();
    void exportPdf();
    void saveGames();
    // Says in the window that `path` was written, or why it was not.
    void sayWritten(const QString &path, const std::optional<QString> &why);
    void retranslateUi();

    QString m_savePath;
    bool m_loopbackOnly = false;
    quint16 m_port = 0;
    QString m_code;                        // drawn for a new tournament
    net::TournamentHost *m_host = nullptr; // child
    StandingsModel *m_standings = nullptr;
    PairingsModel *m_pairings = nullptr;
    QPointer<StandingsProjector> m_projector;

    QStackedWidget *m_pages = nullptr;
    TournamentSetupPage *m_setup = nullptr; // the first page
    // The tournament.
    QLabel *m_joinInfo = nullptr;
    QLabel *m_playersLabel = nullptr;
    QListWidget *m_players = nullptr;
    QLabel *m_round = nullptr;
    QLabel *m_scoring = nullptr;
    QLabel *m_problem = nullptr;
    QTableView *m_pairingsView = nullptr;
    QTableView *m_standingsView = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_adjudicate = nullptr;
    WatchTableAction *m_watch = nullptr; // Watch on the Projector, for the selected game
    QPushButton *m_present = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_pdf = nullptr;
    QPushButton *m_games = nullptr;
};

} // namespace tihbat
