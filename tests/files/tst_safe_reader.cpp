// SPDX-License-Identifier: GPL-3.0-or-later
// readFileLimited's size limit on real files: a file of exactly the limit is read, one byte
// more is refused as too large (or cut after that byte when asked), and a file far larger (a
// sparse 64 GiB one) or one whose size the system does not tell (st_size 0, as in /proc) is
// refused as quickly as a small one, having read one byte past the limit at most.
#include "files/safe_file.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat::files;

namespace {

constexpr std::size_t Limit = 1000;

// A file of `size` bytes counting 0, 1, 2, ... (mod 251) in `folder`; its path.
std::string fileOf(const QTemporaryDir &folder, std::size_t size) {
    const QString path = folder.filePath(QStringLiteral("file-%1").arg(size));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray bytes(static_cast<qsizetype>(size), '\0');
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(i % 251);
    file.write(bytes);
    return path.toStdString();
}

// The first `size` bytes of what fileOf writes.
std::string countingBytes(std::size_t size) {
    std::string bytes(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        bytes[i] = static_cast<char>(i % 251);
    return bytes;
}

void verifyTooLarge(const ReadFileResult &read, const std::string &path, std::size_t limit) {
    QVERIFY(!read.ok());
    QCOMPARE(read.error->problem, FileProblem::TooLarge);
    QCOMPARE(read.error->step, FileStep::Read);
    QCOMPARE(read.error->limit, limit);
    QCOMPARE(read.error->path, path);
    QCOMPARE(read.error->reason(), "it is larger than " + std::to_string(limit) + " bytes");
    QVERIFY(read.bytes.empty());
}

} // namespace

class TestSafeReader : public QObject {
    Q_OBJECT
private slots:
    void aFileOfTheLimitIsRead() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const std::string path = fileOf(folder, Limit);
        const ReadFileResult read = readFileLimited(path, Limit);
        QVERIFY(read.ok());
        QCOMPARE(read.bytes, countingBytes(Limit));
    }

    void oneByteMoreIsTooLarge() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const std::string path = fileOf(folder, Limit + 1);
        verifyTooLarge(readFileLimited(path, Limit), path, Limit);
        // Cut when asked: the limit and one byte more, for a parser that says where it passed.
        const ReadFileResult cut = readFileLimited(path, Limit, true);
        QVERIFY(cut.ok());
        QCOMPARE(cut.bytes, countingBytes(Limit + 1));
    }

    void aHugeSparseFileIsRefusedAtOnce() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("huge"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(64) << 30)); // no block written: sparse
        file.close();
        QElapsedTimer clock;
        clock.start();
        verifyTooLarge(readFileLimited(path.toStdString(), Limit), path.toStdString(), Limit);
        const ReadFileResult cut = readFileLimited(path.toStdString(), Limit, true);
        QVERIFY(cut.ok());
        QCOMPARE(cut.bytes, std::string(Limit + 1, '\0'));
        // Reading all of it would take minutes.
        QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    }

    // /proc/self/status says it holds 0 bytes and holds hundreds: the reader goes by what it
    // reads, not by what the file says.
    void aFileLongerThanItSaysIsRefused() {
        const std::string path = "/proc/self/status";
        const ReadFileResult whole = readFileLimited(path, 1 << 20);
        QVERIFY(whole.ok());
        QVERIFY2(whole.bytes.size() > 16, whole.bytes.c_str());
        verifyTooLarge(readFileLimited(path, 16), path, 16);
        const ReadFileResult cut = readFileLimited(path, 16, true);
        QVERIFY(cut.ok());
        QCOMPARE(cut.bytes.size(), std::size_t(17));
        QCOMPARE(cut.bytes, whole.bytes.substr(0, 17)); // "Name:\t" and the program's name
    }
};

QTEST_GUILESS_MAIN(TestSafeReader)
#include "tst_safe_reader.moc"
