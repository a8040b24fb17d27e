// SPDX-License-Identifier: GPL-3.0-or-later
// The other end of a LocalRequestServer: sends one line and waits for the one-line answer, with
// a deadline. It blocks, so it is for a process with nothing else to do meanwhile (a start of the
// program handing its files to the running one before it has any window).
#pragma once

#include <QByteArray>
#include <QString>

namespace tihbat {

class LocalRequestClient {
public:
    enum class Outcome {
        Answered, // answer() holds the line
        NoServer, // nobody listens at the path (no socket, a stale one, a full queue)
        NoAnswer, // connected, but no whole line came back before the deadline or the close
        Failed,   // the system refused; error() says why
    };

    // Sends `request` (one line, ending in '\n') to the server listening at `socketPath`.
    Outcome ask(const QString &socketPath, const QByteArray &request, int timeoutMs);

    QByteArray answer() const { return m_answer; } // with its '\n'
    QString error() const { return m_error; }

    // A longer answer is not one this client understands.
    static constexpr qint64 MaxAnswerBytes = 64 * 1024;

private:
    QByteArray m_answer;
    QString m_error;
};

} // namespace tihbat
