// SPDX-License-Identifier: GPL-3.0-or-later
// The running game's side of a hand-over, in this process as main() wires it (the real program
// is the later start): records that cannot be opened are reported in one message however many
// there are, and a later start naming more files than the game opens at once is refused with a
// clear answer and opens nothing.
#include "game/settings/settings.h"
#include "instance/handed_files.h"
#include "instance/single_instance.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "screenshot_checks.h"

#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

namespace {

// The file-problem message boxes the window shows.
QList<QMessageBox *> problemBoxes(const QWidget &window) {
    QList<QMessageBox *> shown;
    for (QMessageBox *box :
         window.findChildren<QMessageBox *>(QStringLiteral("fileProblemMessage")))
        if (box->isVisible())
            shown << box;
    return shown;
}

} // namespace

class TestHandOver : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void missingFilesHandedOverAreReportedInOneMessage();
    void manyMissingFilesAreOneBoundedMessage();
    void handOverOfMoreThanTheGameOpensIsRefused();

private:
    QProcess *startLater(const QStringList &files);
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("autosave.json")); }
    QStringList missingFiles(int count) const;

    QTemporaryDir m_dir;
    QList<QProcess *> m_later;
};

void TestHandOver::initTestCase() {
    QVERIFY(m_dir.isValid());
    // This process and the later starts share settings in a private folder.
    IsolatedSettings::sharedWithStartedGames(m_dir.path());
    Settings::setDropDuration(0);
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    Settings::setNewGameSetup(setup);
}

void TestHandOver::init() {
    QFile::remove(autosavePath());
}

void TestHandOver::cleanup() {
    for (QProcess *later : std::as_const(m_later)) {
        later->kill();
        later->waitForFinished(10000);
    }
    qDeleteAll(m_later);
    m_later.clear();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QProcess *TestHandOver::startLater(const QStringList &files) {
    auto *later = new QProcess;
    m_later << later;
    later->setProgram(QStringLiteral(TIHBAT_BINARY));
    later->setArguments(QStringList{"--autosave-file", autosavePath()} + files);
    later->setProcessChannelMode(QProcess::SeparateChannels);
    later->start();
    return later;
}

QStringList TestHandOver::missingFiles(int count) const {
    QStringList files;
    for (int i = 0; i < count; ++i)
        files << m_dir.filePath(QStringLiteral("gone/record-%1.tihbat").arg(i));
    return files;
}

void TestHandOver::missingFilesHandedOverAreReportedInOneMessage() {
    // The running game, as main() makes it.
    SingleInstance instance(autosavePath());
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    window.show();
    connect(&instance, &SingleInstance::activationRequested, &window,
            [&window](const QStringList &files) { showHandedFiles(window, files); });
    instance.startDelivering();

    // As many as a hand-over takes, none of them there.
    const QStringList files = missingFiles(SingleInstance::MaxFiles);
    QProcess *later = startLater(files);
    QTRY_VERIFY_WITH_TIMEOUT(later->state() == QProcess::NotRunning, 30000);
    QCOMPARE(later->exitCode(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(problemBoxes(window).size(), 1, 30000);
    QCoreApplication::processEvents();
    const QList<QMessageBox *> boxes = problemBoxes(window);
    QCOMPARE(boxes.size(), 1);
    QVERIFY2(boxes.first()->text().contains(QString::number(files.size())),
             qPrintable(boxes.first()->text()));
    // The first files are named; the rest are counted.
    const QString details = boxes.first()->informativeText();
    QVERIFY2(details.contains(QStringLiteral("record-0.tihbat")), qPrintable(details));
    QVERIFY2(!details.contains(QStringLiteral("record-%1.tihbat").arg(files.size() - 1)),
             qPrintable(details));
    QVERIFY(window.replayWindows().isEmpty());
    QVERIFY(window.model()->playPit(PitA)); // the game goes on
}

void TestHandOver::manyMissingFilesAreOneBoundedMessage() {
    MainWindow window;
    window.show();
    const QStringList files = missingFiles(2000);
    window.openRecordsOrReport(files);
    QCoreApplication::processEvents();
    const QList<QMessageBox *> boxes = problemBoxes(window);
    QCOMPARE(boxes.size(), 1);
    QVERIFY2(boxes.first()->text().contains(QStringLiteral("2000")),
             qPrintable(boxes.first()->text()));
    // Bounded: a few lines, not two thousand, and a box that fits on a screen.
    const QString details = boxes.first()->informativeText();
    QVERIFY2(details.count(u'\n') < 20, qPrintable(details));
    QVERIFY(window.replayWindows().isEmpty());
    const QImage picture = boxes.first()->grab().toImage();
    QVERIFY2(picture.height() < 600, qPrintable(QString::number(picture.height())));
    const QString problem = screenshots::contentProblem(picture, boxes.first());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(screenshots::saveIfAsked(picture, QStringLiteral("missing-records.png")));
}

void TestHandOver::handOverOfMoreThanTheGameOpensIsRefused() {
    SingleInstance instance(autosavePath());
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    MainWindow window;
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    window.show();
    int handed = 0;
    connect(&instance, &SingleInstance::activationRequested, &window,
            [&](const QStringList &files) {
                ++handed;
                showHandedFiles(window, files);
            });
    instance.startDelivering();

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("refused a request"));
    QProcess *later = startLater(missingFiles(2000));
    QTRY_VERIFY_WITH_TIMEOUT(later->state() == QProcess::NotRunning, 30000);
    QCOMPARE(later->exitStatus(), QProcess::NormalExit);
    QCOMPARE(later->exitCode(), 1);
    // It says why, with the game's limit and the number it gave.
    const QString error = QString::fromLocal8Bit(later->readAllStandardError());
    QVERIFY2(error.contains(QString::number(SingleInstance::MaxFiles)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("2000")), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(handed, 0);
    QVERIFY(problemBoxes(window).isEmpty());
}

QTEST_MAIN(TestHandOver)
#include "tst_hand_over.moc"
