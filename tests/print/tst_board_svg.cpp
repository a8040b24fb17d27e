// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli picture as an SVG drawing, run as the real program: the file is SVG (read back
// with QXmlStreamReader: its size, and the counts of the pits and stores as text), and drawn by
// QSvgRenderer it is the same board as the PNG of the same position, region by region, while
// the PNG of another position is not; bad formats and outputs that cannot be written are
// refused with one line and leave no file behind; without its Qt module tihbat-cli still
// plays and says where it looked for the module.
#include "cli/cli_runner.h"
#include "svg_check.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBoardSvg : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void svgIsTheSameBoard();
    void formatOptionWins();
    void refused_data();
    void refused();
    void drawingModuleOnlyForDrawing();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestBoardSvg::svgIsTheSameBoard() {
    const QStringList position{"picture", "--position", "3 0 5 2 N", "--captured",
                               "4 6",     "--size",     "640x400"};
    CliResult result = runBinary(position + QStringList{"--output", path("board.svg")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY(result.err.isEmpty());
    QCOMPARE(runBinary(position + QStringList{"--output", path("board.png")}).exitCode, 0);
    QCOMPARE(runBinary({"picture", "--position", "1 2 7 0 N", "--captured", "4 6", "--size",
                        "640x400", "--output", path("other.png")})
                 .exitCode,
             0);

    const svg_check::SvgText svg = svg_check::readSvg(contents(path("board.svg")));
    QVERIFY(svg.valid);
    QCOMPARE(svg.viewBox, QStringLiteral("0 0 640 400"));
    // Every count of the position is text in the drawing: pits 3 0 5 2, stores 4 and 6.
    QStringList counts = svg.texts.filter(QRegularExpression(QStringLiteral("^\\d+$")));
    counts.sort();
    QCOMPARE(counts, (QStringList{"0", "2", "3", "4", "5", "6"}));

    const QImage png = QImage(path("board.png")).convertToFormat(QImage::Format_RGB32);
    const QImage other = QImage(path("other.png")).convertToFormat(QImage::Format_RGB32);
    const QImage drawn = svg_check::rendered(path("board.svg"), png.size());
    QVERIFY(!drawn.isNull());
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
        drawn.save(QStringLiteral("/work/shots-print/board-svg-rendered.png"));
        png.save(QStringLiteral("/work/shots-print/board-svg-png.png"));
    }
    // A grid of 16 by 10 cells of 40 pixels: each pit and store spans a few.
    const int same = svg_check::largestCellDifference(drawn, png, 16, 10);
    const int changed = svg_check::largestCellDifference(other, png, 16, 10);
    qInfo("largest cell difference: SVG against PNG %d, another position's PNG %d", same, changed);
    QVERIFY2(same <= 6, qPrintable(QString::number(same)));
    QVERIFY2(changed > 3 * same && changed > 12, qPrintable(QString::number(changed)));
}

// --format says the format whatever the name's ending.
void TestBoardSvg::formatOptionWins() {
    QCOMPARE(runBinary({"picture", "--position", "3 0 5 2 S", "--format", "svg", "--output",
                        path("drawing.png")})
                 .exitCode,
             0);
    QVERIFY(svg_check::readSvg(contents(path("drawing.png"))).valid);
    QCOMPARE(runBinary({"picture", "--position", "3 0 5 2 S", "--format", "PNG", "--output",
                        path("pixels.svg")})
                 .exitCode,
             0);
    QVERIFY(contents(path("pixels.svg")).startsWith("\x89PNG"));
}

void TestBoardSvg::refused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList position{"picture", "--position", "3 0 5 2 S"};
    QTest::newRow("format") << position + QStringList{"--format", "gif", "--output", "OUT/x.gif"}
                            << "option --format: 'gif' is not png or svg";
    QTest::newRow("no folder") << position + QStringList{"--output", "OUT/none/x.svg"}
                               << "option --output: cannot write OUT/none/x.svg: the folder "
                                  "OUT/none does not exist";
    QTest::newRow("a folder") << position + QStringList{"--format", "svg", "--output", "OUT"}
                              << "option --output: cannot";
    QTest::newRow("a device") << position + QStringList{"--output", "/dev/full", "--format", "svg"}
                              << "option --output: cannot";
}

void TestBoardSvg::refused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    args.replaceInStrings(QStringLiteral("OUT"), folder.path());
    message.replace(QStringLiteral("OUT"), folder.path());
    verifyRefused(runBinary(args), message);
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// tihbat-cli loads its Qt module for the drawing commands only: with the module's folder
// empty, play still plays, and picture says in one line where it looked.
void TestBoardSvg::drawingModuleOnlyForDrawing() {
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TIHBAT_MODULE_DIR"), empty.path());
    const auto run = [&](const QStringList &args) {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(TIHBAT_CLI_BINARY), args);
        process.waitForFinished(60000);
        return std::pair(process.exitCode(), QString::fromUtf8(process.readAllStandardError() +
                                                               process.readAllStandardOutput()));
    };
    const auto [playStatus, played] = run({"play", "A", "a"});
    QCOMPARE(playStatus, 0);
    QVERIFY2(played.contains(QStringLiteral("\"plies\":2")), qPrintable(played));
    const auto [status, message] =
        run({"picture", "--position", "3 0 5 2 S", "--output", path("x.png")});
    QCOMPARE(status, 1);
    QCOMPARE(message, QStringLiteral("tihbat-cli: internal error: the Qt module "
                                     "tihbat-cli-qt.so is not in %1\n")
                          .arg(empty.path()));
    QVERIFY(!QFile::exists(path("x.png")));
}

QTEST_MAIN(TestBoardSvg)
#include "tst_board_svg.moc"
