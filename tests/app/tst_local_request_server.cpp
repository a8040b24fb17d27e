// SPDX-License-Identifier: GPL-3.0-or-later
// LocalRequestServer and LocalRequestClient over real local sockets: one line in, one line out,
// and peers that misbehave (silent, in pieces, too long, gone before the answer, too many at
// once) holding up nothing. The peers are QLocalSocket or plain Unix sockets.
#include "instance/local_request_client.h"
#include "instance/local_request_server.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <cerrno>
#include <cstring>
#include <memory>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace tihbat;

namespace {

constexpr qint64 Limit = 100;

QString systemReason(int error) {
    return QString::fromLocal8Bit(std::strerror(error));
}

// Leaves what a crashed server leaves: a socket file nobody listens at.
bool makeStaleSocket(const QString &path) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const bool bound =
        ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return bound;
}

// A peer on plain calls, to be gone before the answer: connects, sends `request` whole and
// closes. False if it could not.
bool sendAndLeave(const QString &path, const QByteArray &request) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const bool sent =
        ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0 &&
        ::send(fd, request.constData(), size_t(request.size()), 0) == request.size();
    ::close(fd);
    return sent;
}

} // namespace

class TestLocalRequestServer : public QObject {
    Q_OBJECT
private slots:
    void init();
    void answersEachConnectionItsLine();
    void requestInPiecesIsAnsweredOnceWhole();
    void requestOverTheLimitIsMarkedTooLong_data();
    void requestOverTheLimitIsMarkedTooLong();
    void clientSendingFarTooMuchReadsTheRefusal();
    void silentPeerHoldsUpNobodyAndIsDroppedInTime();
    void connectionsOverTheLimitAreClosedAtOnce();
    void peerGoneMidwayIsForgotten();
    void peerGoneBeforeItsAnswerIsForgotten();
    void socketIsThisUsersOnlyAndGoesWithTheServer();
    void leftoverFileAtThePathIsReplaced_data();
    void leftoverFileAtThePathIsReplaced();
    void socketThatCannotBeMadeSaysWhy();
    void socketInAFolderNotWritableSaysWhy();
    void clientFindsNoServer();
    void clientGivesUpOnAServerThatDoesNotAnswer();
    void clientSaysWhyItCannotConnect();

private:
    // A server at socketPath() that answers "got <line>" or "too long".
    std::unique_ptr<LocalRequestServer> startServer();
    // Sends `request` from a new peer and waits for a whole answer line.
    QByteArray ask(const QByteArray &request);
    QString socketPath() const { return m_dir.filePath(QStringLiteral("s.socket")); }

    QTemporaryDir m_dir;
    QList<LocalRequest> m_requests; // as the server saw them
};

void TestLocalRequestServer::init() {
    QVERIFY(m_dir.isValid());
    m_requests.clear();
}

std::unique_ptr<LocalRequestServer> TestLocalRequestServer::startServer() {
    auto server = std::make_unique<LocalRequestServer>(Limit, [this](const LocalRequest &request) {
        m_requests << request;
        return request.tooLong ? QByteArray("too long\n") : "got " + request.line + '\n';
    });
    if (!server->listen(socketPath())) {
        qWarning("cannot listen: %s", qUtf8Printable(server->error()));
        return nullptr;
    }
    return server;
}

QByteArray TestLocalRequestServer::ask(const QByteArray &request) {
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    if (!socket.waitForConnected(10000))
        return "<not connected>";
    // The answer comes from this process's own event loop, run while waiting: until a whole
    // line or the server's close.
    QEventLoop loop;
    connect(&socket, &QLocalSocket::readyRead, &loop, [&] {
        if (socket.canReadLine())
            loop.quit();
    });
    connect(&socket, &QLocalSocket::disconnected, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    socket.write(request);
    loop.exec();
    return socket.canReadLine() ? socket.readLine() : QByteArray(); // or closed without one
}

void TestLocalRequestServer::answersEachConnectionItsLine() {
    const auto server = startServer();
    QVERIFY(server);
    QCOMPARE(ask("first\n"), QByteArray("got first\n"));
    QCOMPARE(ask("second\nnot read\n"), QByteArray("got second\n"));
    QCOMPARE(ask("\n"), QByteArray("got \n"));
    QCOMPARE(m_requests.size(), 3);
    QVERIFY(!m_requests.at(0).tooLong);
    QTRY_COMPARE(server->openConnections(), 0); // each closed after its answer
}

void TestLocalRequestServer::requestInPiecesIsAnsweredOnceWhole() {
    const auto server = startServer();
    QVERIFY(server);
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    QVERIFY(socket.waitForConnected(10000));
    const QByteArray pieces[] = {"a request ", "in three ", "pieces\n"};
    for (const QByteArray &piece : pieces) {
        // The server has read all that came before this piece, and has not answered.
        QTRY_COMPARE(server->openConnections(), 1);
        QCoreApplication::processEvents();
        QCOMPARE(socket.bytesAvailable(), 0);
        QCOMPARE(m_requests.size(), 0);
        socket.write(piece);
        QVERIFY(socket.waitForBytesWritten(10000));
        QCoreApplication::processEvents(); // the server reads it
    }
    QSignalSpy replied(&socket, &QLocalSocket::readyRead);
    while (!socket.canReadLine() && replied.wait(10000)) {
    }
    QCOMPARE(socket.readLine(), QByteArray("got a request in three pieces\n"));
    QCOMPARE(m_requests.size(), 1);
}

void TestLocalRequestServer::requestOverTheLimitIsMarkedTooLong_data() {
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("answer");
    QTest::newRow("at the limit") << QByteArray(Limit, 'x') + '\n'
                                  << "got " + QByteArray(Limit, 'x') + '\n';
    QTest::newRow("one byte over, with its end") << QByteArray(Limit + 1, 'x') + '\n'
                                                 << QByteArray("too long\n");
    QTest::newRow("no end in sight") << QByteArray(100 * Limit, 'x') << QByteArray("too long\n");
}

void TestLocalRequestServer::requestOverTheLimitIsMarkedTooLong() {
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, answer);
    const auto server = startServer();
    QVERIFY(server);
    QCOMPARE(ask(request), answer);
    QCOMPARE(m_requests.size(), 1);
    QCOMPARE(m_requests.at(0).tooLong, answer == "too long\n");
    QCOMPARE(ask("after it\n"), QByteArray("got after it\n")); // and the server goes on
}

void TestLocalRequestServer::clientSendingFarTooMuchReadsTheRefusal() {
    // The blocking client in a thread of its own, the server here: far more than the server
    // takes, more than the system's socket buffers hold, so the refusal comes while the client
    // is still sending.
    const auto server = startServer();
    QVERIFY(server);
    const QByteArray request = QByteArray(8 * 1024 * 1024, 'x') + '\n';
    LocalRequestClient client;
    LocalRequestClient::Outcome outcome = LocalRequestClient::Outcome::Failed;
    std::unique_ptr<QThread> thread(
        QThread::create([&] { outcome = client.ask(socketPath(), request, 30000); }));
    thread->start();
    QTRY_VERIFY_WITH_TIMEOUT(thread->isFinished(), 30000);
    QCOMPARE(outcome, LocalRequestClient::Outcome::Answered);
    QCOMPARE(client.answer(), QByteArray("too long\n"));
    QCOMPARE(m_requests.size(), 1);
    QTRY_COMPARE(server->openConnections(), 0);
}

void TestLocalRequestServer::silentPeerHoldsUpNobodyAndIsDroppedInTime() {
    const auto server = startServer();
    QVERIFY(server);
    server->setConnectionTimeout(1000);
    QLocalSocket silent;
    silent.connectToServer(socketPath());
    QVERIFY(silent.waitForConnected(10000));
    QLocalSocket halfway;
    halfway.connectToServer(socketPath());
    QVERIFY(halfway.waitForConnected(10000));
    halfway.write("half a req");
    QVERIFY(halfway.waitForBytesWritten(10000));
    QTRY_COMPARE(server->openConnections(), 2);

    // Others are answered meanwhile.
    QCOMPARE(ask("meanwhile\n"), QByteArray("got meanwhile\n"));
    QCOMPARE(silent.state(), QLocalSocket::ConnectedState);

    // Then both are closed by the server, without an answer.
    QSignalSpy silentGone(&silent, &QLocalSocket::disconnected);
    QSignalSpy halfwayGone(&halfway, &QLocalSocket::disconnected);
    QVERIFY(silentGone.wait(10000));
    QTRY_COMPARE(halfwayGone.count(), 1);
    QCOMPARE(silent.readAll(), QByteArray());
    QCOMPARE(halfway.readAll(), QByteArray());
    QCOMPARE(server->openConnections(), 0);
    QCOMPARE(m_requests.size(), 1);
}

void TestLocalRequestServer::connectionsOverTheLimitAreClosedAtOnce() {
    const auto server = startServer();
    QVERIFY(server);
    server->setMaxConnections(3);
    server->setConnectionTimeout(60000); // no one is dropped for silence during this test
    std::vector<std::unique_ptr<QLocalSocket>> peers;
    for (int i = 0; i < 5; ++i) {
        peers.push_back(std::make_unique<QLocalSocket>());
        peers.back()->connectToServer(socketPath());
        QVERIFY(peers.back()->waitForConnected(10000));
    }
    // The server keeps three; the other two are closed as they come.
    QTRY_COMPARE(server->openConnections(), 3);
    QTRY_COMPARE(std::count_if(peers.begin(), peers.end(),
                               [](const auto &peer) {
                                   peer->waitForReadyRead(0); // notices the close
                                   return peer->state() == QLocalSocket::UnconnectedState;
                               }),
                 qsizetype(2));
    // One more is turned away while the three stay; once one of them goes, a request is
    // answered again.
    QCOMPARE(ask("while full\n"), QByteArray());
    QCOMPARE(m_requests.size(), 0);
    for (auto &peer : peers)
        if (peer->state() == QLocalSocket::ConnectedState) {
            peer->abort();
            break;
        }
    QTRY_COMPARE(server->openConnections(), 2);
    QCOMPARE(ask("room again\n"), QByteArray("got room again\n"));
}

void TestLocalRequestServer::peerGoneMidwayIsForgotten() {
    const auto server = startServer();
    QVERIFY(server);
    QSignalSpy closed(server.get(), &LocalRequestServer::connectionClosed);
    {
        QLocalSocket peer;
        peer.connectToServer(socketPath());
        QVERIFY(peer.waitForConnected(10000));
        peer.write("half a req");
        QVERIFY(peer.waitForBytesWritten(10000));
    } // gone
    QVERIFY(closed.wait(10000));
    QCOMPARE(server->openConnections(), 0);
    QCOMPARE(m_requests.size(), 0); // half a line is no request
    QCOMPARE(ask("next\n"), QByteArray("got next\n"));
}

void TestLocalRequestServer::peerGoneBeforeItsAnswerIsForgotten() {
    // The answer goes to a closed socket: an error for the server, not SIGPIPE, which would end
    // the process (Qt Network ignores it; tst_app_single_instance checks it on the real game).
    const auto server = startServer();
    QVERIFY(server);
    QSignalSpy closed(server.get(), &LocalRequestServer::connectionClosed);
    // Gone before this process's event loop let the server read.
    QVERIFY(sendAndLeave(socketPath(), "whole\n"));
    QVERIFY(closed.wait(10000));
    QCOMPARE(m_requests.size(), 1);
    QCOMPARE(m_requests.at(0).line, QByteArray("whole"));
    QCOMPARE(server->openConnections(), 0);
    QVERIFY(sendAndLeave(socketPath(), "again\n"));
    QVERIFY(closed.wait(10000));
    QCOMPARE(m_requests.size(), 2);
}

void TestLocalRequestServer::socketIsThisUsersOnlyAndGoesWithTheServer() {
    auto server = startServer();
    QVERIFY(server);
    struct stat status {};
    QCOMPARE(::stat(QFile::encodeName(socketPath()).constData(), &status), 0);
    QVERIFY(S_ISSOCK(status.st_mode));
    QCOMPARE(status.st_mode & 0077, mode_t(0)); // nothing for group or others
    QCOMPARE(status.st_uid, ::geteuid());
    server.reset();
    QVERIFY(!QFile::exists(socketPath()));
}

void TestLocalRequestServer::leftoverFileAtThePathIsReplaced_data() {
    QTest::addColumn<bool>("socket");
    QTest::newRow("a crashed server's socket") << true;
    QTest::newRow("a plain file") << false;
}

void TestLocalRequestServer::leftoverFileAtThePathIsReplaced() {
    QFETCH(bool, socket);
    if (socket) {
        QVERIFY(makeStaleSocket(socketPath()));
    } else {
        QFile file(socketPath());
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    LocalRequestClient client;
    QCOMPARE(client.ask(socketPath(), "hello\n", 10000), LocalRequestClient::Outcome::NoServer);
    const auto server = startServer();
    QVERIFY(server);
    QCOMPARE(ask("hello\n"), QByteArray("got hello\n"));
}

void TestLocalRequestServer::socketThatCannotBeMadeSaysWhy() {
    LocalRequestServer server(Limit, [](const LocalRequest &) { return QByteArray("ok\n"); });
    // Something the server may not remove is in the way.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("in-the-way/inside")));
    QVERIFY(!server.listen(m_dir.filePath(QStringLiteral("in-the-way"))));
    QCOMPARE(server.error(), systemReason(EISDIR));
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("in-the-way"))).isDir());

    // A socket's name is limited (108 bytes on Linux); a longer one is refused, not cut short.
    const QString deep = m_dir.filePath(QString(120, u'd'));
    QVERIFY(!server.listen(deep));
    QVERIFY(!server.error().isEmpty());
    QVERIFY(!QFileInfo::exists(deep));

    QVERIFY(server.listen(socketPath())); // and the same server can still listen
    QVERIFY(server.error().isEmpty());
}

void TestLocalRequestServer::socketInAFolderNotWritableSaysWhy() {
    if (::geteuid() == 0)
        QSKIP("Running as root: every folder is writable.");
    const QString folder = m_dir.filePath(QStringLiteral("read-only"));
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("read-only")));
    QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
    LocalRequestServer server(Limit, [](const LocalRequest &) { return QByteArray("ok\n"); });
    const bool listening = server.listen(folder + QStringLiteral("/s.socket"));
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!listening);
    QVERIFY2(server.error().contains(systemReason(EACCES)), qPrintable(server.error()));
}

void TestLocalRequestServer::clientFindsNoServer() {
    LocalRequestClient client;
    QCOMPARE(client.ask(socketPath(), "hello\n", 10000), LocalRequestClient::Outcome::NoServer);
    QVERIFY(makeStaleSocket(socketPath()));
    QCOMPARE(client.ask(socketPath(), "hello\n", 10000), LocalRequestClient::Outcome::NoServer);
    QVERIFY(client.error().isEmpty());
}

void TestLocalRequestServer::clientGivesUpOnAServerThatDoesNotAnswer() {
    // The server listens, but this thread, which would run its answers, is busy in the client:
    // the connection is made (queued by the system) and no answer comes.
    const auto server = startServer();
    QVERIFY(server);
    LocalRequestClient client;
    QCOMPARE(client.ask(socketPath(), "hello\n", 200), LocalRequestClient::Outcome::NoAnswer);
    QCOMPARE(client.answer(), QByteArray());
    QVERIFY(client.error().isEmpty());
    QCOMPARE(m_requests.size(), 0);
}

void TestLocalRequestServer::clientSaysWhyItCannotConnect() {
    // The way to the socket leads through a plain file.
    QFile file(m_dir.filePath(QStringLiteral("plain")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    LocalRequestClient client;
    QCOMPARE(client.ask(m_dir.filePath(QStringLiteral("plain/s.socket")), "hello\n", 10000),
             LocalRequestClient::Outcome::Failed);
    QVERIFY(!client.error().isEmpty());
}

QTEST_GUILESS_MAIN(TestLocalRequestServer)
#include "tst_local_request_server.moc"
