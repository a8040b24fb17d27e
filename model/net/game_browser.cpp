// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_browser.h"

#include "code_guard.h"

#include <QDateTime>
#include <QNetworkDatagram>
#include <QTimer>
#include <QUdpSocket>

namespace tihbat::net {

namespace {

qint64 nowMs() {
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace

GameBrowser::GameBrowser(QObject *parent)
    : QObject(parent)
    , m_expiry(new QTimer(this))
    , m_tell(new QTimer(this)) {
    connect(m_expiry, &QTimer::timeout, this, &GameBrowser::forgetOld);
    m_tell->setSingleShot(true);
    connect(m_tell, &QTimer::timeout, this, [this] {
        m_sinceTold.start();
        emit gamesChanged();
    });
}

GameBrowser::~GameBrowser() = default;

bool GameBrowser::start(quint16 discoveryPort) {
    stop();
    m_error.clear();
    m_socket = new QUdpSocket(this);
    if (!m_socket->bind(QHostAddress::AnyIPv4, discoveryPort,
                        QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        m_error = QStringLiteral("cannot listen for games on UDP port %1: %2")
                      .arg(discoveryPort)
                      .arg(m_socket->errorString());
        delete m_socket;
        m_socket = nullptr;
        return false;
    }
    connect(m_socket, &QUdpSocket::readyRead, this, &GameBrowser::onReadyRead);
    m_expiry->start(AnnounceIntervalMs);
    return true;
}

void GameBrowser::stop() {
    m_expiry->stop();
    m_tell->stop();
    delete m_socket;
    m_socket = nullptr;
    if (!m_games.isEmpty()) {
        m_games.clear();
        reindex();
        m_sinceTold.start();
        emit gamesChanged();
    }
}

void GameBrowser::onReadyRead() {
    for (int read = 0; m_socket && m_socket->hasPendingDatagrams(); ++read) {
        if (read == DatagramsPerTurn) {
            // More are waiting (a flood): the rest after the event loop has run.
            QTimer::singleShot(0, this, &GameBrowser::onReadyRead);
            return;
        }
        const QNetworkDatagram datagram = m_socket->receiveDatagram(MaxAnnouncementBytes + 1);
        // An IPv4 sender may come as ::ffff:a.b.c.d; one form for one host.
        const QHostAddress from = CodeGuard::plain(datagram.senderAddress());
        // A flood repeats itself: the same bytes from the same sender are judged once.
        QByteArray heard = from.toString().toLatin1() + ' ' + datagram.data();
        if (const auto seen = m_seen.constFind(heard); seen != m_seen.constEnd()) {
            if (!*seen)
                continue; // ignored before
            if (const auto at = m_index.constFind(**seen); at != m_index.constEnd()) {
                m_games[*at].lastHeardMs = nowMs();
                continue;
            }
        }
        if (m_seen.size() >= MaxRemembered)
            m_seen.clear();
        const auto announcement = parseAnnouncement(datagram.data());
        m_seen.insert(std::move(heard), announcement && take(from, *announcement)
                                            ? std::optional<Key>(Key{from, announcement->port})
                                            : std::nullopt);
    }
}

bool GameBrowser::take(const QHostAddress &address, const Announcement &announcement) {
    const Key key{address, announcement.port};
    if (const auto at = m_index.constFind(key); at != m_index.constEnd()) {
        AnnouncedGame &game = m_games[*at];
        game.lastHeardMs = nowMs();
        if (game.announcement != announcement) {
            game.announcement = announcement;
            changed();
        }
        return true;
    }
    const int fromThere = m_perAddress.value(address);
    if (fromThere >= MaxGamesPerAddress)
        return false;
    if (m_games.size() >= MaxListedGames && !dropFromBusiest(fromThere + 1))
        return false;
    m_index.insert(key, m_games.size());
    m_games.append(AnnouncedGame{address, announcement, nowMs()});
    ++m_perAddress[address];
    changed();
    return true;
}

bool GameBrowser::dropFromBusiest(int than) {
    QHostAddress busiest;
    int most = 0;
    for (auto it = m_perAddress.cbegin(); it != m_perAddress.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            busiest = it.key();
        }
    }
    if (most <= than)
        return false;
    for (qsizetype i = m_games.size() - 1; i >= 0; --i) {
        if (m_games[i].address == busiest) {
            m_games.removeAt(i);
            reindex();
            return true;
        }
    }
    return false;
}

void GameBrowser::forgetOld() {
    const qint64 now = nowMs();
    const auto removed = m_games.removeIf(
        [now](const AnnouncedGame &g) { return now - g.lastHeardMs > AnnouncementLifetimeMs; });
    if (removed > 0) {
        reindex();
        changed();
    }
}

void GameBrowser::reindex() {
    // Room again, maybe: what was ignored for want of it is judged again.
    m_seen.clear();
    m_index.clear();
    m_perAddress.clear();
    for (qsizetype i = 0; i < m_games.size(); ++i) {
        m_index.insert({m_games[i].address, m_games[i].announcement.port}, i);
        ++m_perAddress[m_games[i].address];
    }
}

void GameBrowser::changed() {
    if (m_tell->isActive())
        return;
    if (!m_sinceTold.isValid() || m_sinceTold.elapsed() >= ChangeIntervalMs) {
        m_sinceTold.start();
        emit gamesChanged();
        return;
    }
    m_tell->start(static_cast<int>(ChangeIntervalMs - m_sinceTold.elapsed()));
}

} // namespace tihbat::net
