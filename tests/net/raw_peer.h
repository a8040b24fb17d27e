// SPDX-License-Identifier: GPL-3.0-or-later
// A peer that speaks the protocol by hand over a real TCP socket, so a test can send exactly
// what it wants (garbage, half lines, moves out of turn) and read exactly what comes back.
// Every wait is bounded.
#pragma once

#include "net/message_codec.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>
#include <optional>

namespace tihbat::net::test {

class RawPeer {
public:
    static constexpr int WaitMs = 5000;

    // Waits by running the event loop (QTest::qWaitFor), so a host in the same process
    // answers meanwhile.
    bool connectTo(quint16 port) {
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        return QTest::qWaitFor([&] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                               WaitMs);
    }
    void sendRaw(const QByteArray &bytes) {
        m_socket.write(bytes);
        m_socket.flush();
    }
    void send(const Message &message) { sendRaw(encodeMessage(message)); }
    void hello(Role role, const QString &code, const QString &name = QStringLiteral("Tester")) {
        send(Hello{1, role, code, name});
    }

    // The next message other than a ping (answered) or pong, within the time; nothing if none
    // came (or the line was not a message: then bad() is set).
    std::optional<Message> next(int ms = WaitMs) {
        QElapsedTimer clock;
        clock.start();
        while (true) {
            while (takeLine()) {
                const QByteArray line = m_line;
                auto result = parseMessage(line);
                if (auto *m = std::get_if<Message>(&result)) {
                    if (std::holds_alternative<Ping>(*m)) {
                        send(Pong{});
                        continue;
                    }
                    if (std::holds_alternative<Pong>(*m))
                        continue;
                    return *m;
                }
                m_bad = true;
                return std::nullopt;
            }
            const qint64 left = ms - clock.elapsed();
            if (left <= 0 || m_socket.state() != QAbstractSocket::ConnectedState)
                return std::nullopt;
            (void)QTest::qWaitFor(
                [&] {
                    m_buffered += m_socket.readAll();
                    return m_buffered.contains('\n') ||
                           m_socket.state() != QAbstractSocket::ConnectedState;
                },
                static_cast<int>(left));
        }
    }

    template <typename T>
    std::optional<T> nextOf(int ms = WaitMs) {
        const auto m = next(ms);
        if (m && std::holds_alternative<T>(*m))
            return std::get<T>(*m);
        return std::nullopt;
    }

    // Whether the other side closed the connection within the time (what it sent before is
    // still readable).
    bool waitClosed(int ms = WaitMs) {
        return QTest::qWaitFor(
            [&] {
                m_buffered += m_socket.readAll();
                return m_socket.state() == QAbstractSocket::UnconnectedState;
            },
            ms);
    }
    // What came and was not read as a message yet.
    QByteArray buffered() {
        m_buffered += m_socket.readAll();
        return m_buffered;
    }

    bool isConnected() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    bool bad() const { return m_bad; }
    QTcpSocket &socket() { return m_socket; }

private:
    // Moves the next whole line of what came into m_line.
    bool takeLine() {
        m_buffered += m_socket.readAll();
        const qsizetype newline = m_buffered.indexOf('\n');
        if (newline < 0)
            return false;
        m_line = m_buffered.left(newline + 1);
        m_buffered.remove(0, newline + 1);
        return true;
    }

    QTcpSocket m_socket;
    QByteArray m_line;
    QByteArray m_buffered;
    bool m_bad = false;
};

// The refusal reason in a line the peer sent before closing.
inline std::optional<RefusalReason> refusalIn(const QByteArray &bytes) {
    for (const QByteArray &line : bytes.split('\n')) {
        auto result = parseMessage(line);
        if (auto *m = std::get_if<Message>(&result); m && std::holds_alternative<Refusal>(*m))
            return std::get<Refusal>(*m).reason;
    }
    return std::nullopt;
}

} // namespace tihbat::net::test
