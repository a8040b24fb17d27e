// SPDX-License-Identifier: GPL-3.0-or-later
// The network game's eleven notices and join errors in every language of the Language menu,
// worded by NetworkGame itself (its tr(), so under the context the program asks for) with the
// catalogues the LanguageManager installs. Each must differ from its English wording: once,
// lupdate filed them under a context without the tihbat:: namespace, nothing found them, and
// they showed in English in every language while the English-only network tests passed.
#include "game/session/game_session.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "network_game/network_game.h"

#include <QHostAddress>
#include <QTest>

using namespace tihbat;

namespace {

// A game hosted on the loopback, its network game's notice while the friend is awaited, and the
// notice of a host awaiting a guest by name (hosting again after a crash).
QStringList hostNotices() {
    GameSession session;
    auto *host = new net::GameHost;
    host->setListenAddress(QHostAddress::LocalHost);
    net::HostOptions options;
    options.hostName = QStringLiteral("Amina");
    options.code = QStringLiteral("K7WQ3M"); // the same in every language
    if (!host->start(options)) {
        delete host;
        qWarning("could not host on the loopback");
        return {};
    }
    NetworkGame game(&session, host);
    const QString waiting = game.notice();
    game.awaitReturnOf(QStringLiteral("Bat"));
    return {waiting, game.notice()};
}

// A link that joined this game before the program started again, shown while the host is
// awaited.
QString rejoiningNotice() {
    GameSession session;
    NetworkGame game(&session, new net::GameLink);
    game.showWhileRejoining(Game(), {QStringLiteral("Amina"), QStringLiteral("Bat")}, Side::North);
    return game.notice();
}

// Every reason joining can fail for.
QStringList failureTexts() {
    using net::LinkFailure;
    using net::RefusalReason;
    return {NetworkGame::failureText(LinkFailure::Refused, RefusalReason::Code),
            NetworkGame::failureText(LinkFailure::Refused, RefusalReason::Taken),
            NetworkGame::failureText(LinkFailure::Refused, RefusalReason::Full),
            NetworkGame::failureText(LinkFailure::Refused, RefusalReason::Version),
            NetworkGame::failureText(LinkFailure::Refused, std::nullopt),
            NetworkGame::failureText(LinkFailure::NoAnswer, std::nullopt),
            NetworkGame::failureText(LinkFailure::ProtocolError, std::nullopt),
            NetworkGame::failureText(LinkFailure::BadRequest, std::nullopt)};
}

QStringList allNotices() {
    return hostNotices() + QStringList{rejoiningNotice()} + failureTexts();
}

} // namespace

class TestNetworkNotices : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("tst_network_notices"));
        m_languages.setLanguage(QStringLiteral("en"));
        m_english = allNotices();
        QCOMPARE(m_english.size(), 11);
        QCOMPARE(QSet<QString>(m_english.cbegin(), m_english.cend()).size(), 11);
        // The English wording itself, so that a notice that words nothing cannot pass below.
        QCOMPARE(m_english.at(0),
                 QStringLiteral("Waiting for your friend to join with the code K7WQ3M"));
        QVERIFY(
            m_english.at(1).endsWith(QLatin1String(" has left; waiting for them to come back")));
        QVERIFY(m_english.at(2).startsWith(QLatin1String("Joining ")));
    }

    void translated_data() {
        QTest::addColumn<QString>("code");
        for (const LanguageManager::Language &language : LanguageManager::languages()) {
            if (language.code != QLatin1String("en"))
                QTest::newRow(qPrintable(language.code)) << language.code;
        }
    }
    void translated() {
        QFETCH(QString, code);
        m_languages.setLanguage(code);
        const QStringList notices = allNotices();
        m_languages.setLanguage(QStringLiteral("en"));
        QCOMPARE(notices.size(), m_english.size());
        for (qsizetype i = 0; i < notices.size(); ++i) {
            QVERIFY2(!notices.at(i).isEmpty(), qPrintable(m_english.at(i)));
            QVERIFY2(notices.at(i) != m_english.at(i),
                     qPrintable(QStringLiteral("in English in %1: %2").arg(code, m_english.at(i))));
        }
        // The code and the names are in them as they are in the English ones.
        QVERIFY(notices.at(0).contains(QLatin1String("K7WQ3M")));
        QVERIFY(notices.at(1).contains(QLatin1String("Bat")));
        QVERIFY(notices.at(2).contains(QLatin1String("Amina")));
    }

private:
    LanguageManager m_languages;
    QStringList m_english;
};

QTEST_MAIN(TestNetworkNotices)
#include "tst_network_notices.moc"
