// SPDX-License-Identifier: GPL-3.0-or-later
// The Host page of Play over the Network: the rule options (as in New Game), the host's side
// and name; once hosting, the game's name, the join code in large letters under its label, the
// address and port with what they are for (only needed when the friend's list does not show
// the game), who has joined, and Stop Hosting.
#pragma once

#include "game/settings/settings.h"
#include "net/host_options.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace tihbat {

class HostPage : public QWidget {
    Q_OBJECT
public:
    explicit HostPage(QWidget *parent = nullptr);

    // The options chosen, with a new join code.
    net::HostOptions options() const;
    void setName(const QString &name);
    // The name and rule options chosen last.
    void setChoices(const NetworkChoices &choices);
    // Why hosting could not start (empty: nothing wrong).
    void showError(const QString &error);
    // The choices again, to host another game (after Stop Hosting).
    void showChoices();
    bool isShowingHosting() const;
    // Hosting: where a friend joins and with which code.
    void showHosting(const net::HostOptions &options, quint16 port, bool loopbackOnly = false);
    // The friend joined.
    void showJoined(const QString &name);

signals:
    void hostRequested();
    // Stop Hosting was pressed.
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QStackedWidget *m_pages = nullptr;
    QLineEdit *m_name = nullptr;
    QSpinBox *m_counters = nullptr;
    QCheckBox *m_chain = nullptr;
    QComboBox *m_first = nullptr;
    QComboBox *m_side = nullptr;
    QPushButton *m_host = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLabel *m_countersLabel = nullptr;
    QLabel *m_firstLabel = nullptr;
    QLabel *m_sideLabel = nullptr;
    QLabel *m_game = nullptr;
    QLabel *m_where = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_codeLabel = nullptr;
    QLabel *m_portHelp = nullptr;
    QLabel *m_waiting = nullptr;
    QPushButton *m_stop = nullptr;
    QString m_gameName, m_address, m_joined; // what the hosting page shows
    quint16 m_port = 0;
};

} // namespace tihbat
