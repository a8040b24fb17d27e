// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli picture as an SVG drawing, run as the real program: the file is SVG (read back
// with QXmlStreamReader: its size, and the counts of the pits and stores as text), and drawn by
// QSvgRenderer it is the same board as the PNG of the same position, region by region, while
// the PNG of another position is not; the drawing is small (the wood as shapes, not a picture of
// it) and drawn alike by QSvgRenderer, librsvg (rsvg-convert) and, where one is installed, a
// browser (Chromium, headless); bad formats and outputs that cannot be written are
// refused with one line and leave no file behind; without its Qt module tihbat-cli still
// plays and says where it looked for the module.
#include "cli/cli_runner.h"
#include "svg_check.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

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
    void smallDrawing();
    void sameInLibrsvg();
    void sameInBrowser();
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

namespace {

const QStringList WoodBoard{"picture", "--position", "3 0 5 2 N", "--captured", "4 6",
                            "--size",  "640x400",    "--format",  "svg"};
// An SVG of the board stays under this at any size: the wood as shapes (gradients, grain lines,
// carvings) and the small picture of its blurred shadow, not a picture of the whole board (that
// made 403 KB at 640 by 400 and 650 KB at 1280 by 800; the shapes make 195 KB).
constexpr qint64 SvgCeiling = 256 * 1024;
// Two renderers draw the same drawing: the mean colour of each 40-pixel cell within this of
// the other's (0-255 a channel). Antialiasing and the renderers' gradients and text hinting
// differ by a few levels; a missing or misplaced count, counter or pit differs by far more (see
// svgIsTheSameBoard: another position's picture differs by more than 12).
constexpr int RendererTolerance = 6;

} // namespace

void TestBoardSvg::smallDrawing() {
    const CliResult result = runBinary(WoodBoard + QStringList{"--output", path("wood.svg")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    const QByteArray svg = contents(path("wood.svg"));
    qInfo("board SVG, 640x400, wood: %lld bytes", qint64(svg.size()));
    QVERIFY2(svg.size() < SvgCeiling, qPrintable(QString::number(svg.size())));
    // Pictures in it (data: URIs) are small ones: the board's shadow, not its wood.
    qsizetype pictures = 0;
    for (qsizetype at = svg.indexOf("data:image"); at >= 0;
         at = svg.indexOf("data:image", at + 1)) {
        const qsizetype end = svg.indexOf('"', at);
        pictures += end - at;
    }
    QVERIFY2(pictures < 40 * 1024, qPrintable(QString::number(pictures)));
    // Shapes: twice the size is the same drawing but for the size it names.
    QStringList larger = WoodBoard;
    larger.replaceInStrings(QStringLiteral("640x400"), QStringLiteral("1280x800"));
    QCOMPARE(runBinary(larger + QStringList{"--output", path("larger.svg")}).exitCode, 0);
    const qint64 largerSize = contents(path("larger.svg")).size();
    QVERIFY2(std::abs(largerSize - svg.size()) < 1024, qPrintable(QString::number(largerSize)));
}

void TestBoardSvg::sameInLibrsvg() {
    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    if (rsvg.isEmpty())
        QSKIP("rsvg-convert (Debian's librsvg2-bin, see .ci/setup-deps) is not installed");
    QCOMPARE(runBinary(WoodBoard + QStringList{"--output", path("wood.svg")}).exitCode, 0);
    QProcess convert;
    convert.start(rsvg, {"--width", "640", "--height", "400", "--background-color", "magenta",
                         "--output", path("rsvg.png"), path("wood.svg")});
    QVERIFY(convert.waitForFinished(60000));
    QCOMPARE(convert.exitCode(), 0);
    const QImage byRsvg = QImage(path("rsvg.png")).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(byRsvg.size(), QSize(640, 400));
    const QImage byQt = svg_check::rendered(path("wood.svg"), byRsvg.size());
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
        byRsvg.save(QStringLiteral("/work/shots/frame-paper/board-svg-rsvg.png"));
        byQt.save(QStringLiteral("/work/shots/frame-paper/board-svg-qt.png"));
    }
    const int difference = svg_check::largestCellDifference(byQt, byRsvg, 16, 10);
    qInfo("largest cell difference: QSvgRenderer against rsvg-convert %d", difference);
    QVERIFY2(difference <= RendererTolerance, qPrintable(QString::number(difference)));
}

void TestBoardSvg::sameInBrowser() {
    QString browser;
    for (const char *name : {"chromium", "chromium-browser", "google-chrome"}) {
        browser = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (!browser.isEmpty())
            break;
    }
    if (browser.isEmpty())
        QSKIP("no Chromium here (Debian's chromium) to draw the SVG in a browser engine");
    QCOMPARE(runBinary(WoodBoard + QStringList{"--output", path("wood.svg")}).exitCode, 0);
    QTemporaryDir profile;
    QVERIFY(profile.isValid());
    QProcess chromium;
    chromium.start(browser,
                   {"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--user-data-dir=" + profile.path(), "--default-background-color=ff00ffff",
                    "--window-size=640,400", "--screenshot=" + path("browser.png"),
                    QUrl::fromLocalFile(path("wood.svg")).toString()});
    QVERIFY(chromium.waitForFinished(120000));
    const QImage byBrowser = QImage(path("browser.png")).convertToFormat(QImage::Format_RGB32);
    if (byBrowser.isNull())
        QSKIP(
            qPrintable("Chromium drew nothing here: " + chromium.readAllStandardError().left(300)));
    QCOMPARE(byBrowser.size(), QSize(640, 400));
    const QImage byQt = svg_check::rendered(path("wood.svg"), byBrowser.size());
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        byBrowser.save(QStringLiteral("/work/shots/frame-paper/board-svg-chromium.png"));
    const int difference = svg_check::largestCellDifference(byQt, byBrowser, 16, 10);
    qInfo("largest cell difference: QSvgRenderer against Chromium %d", difference);
    QVERIFY2(difference <= RendererTolerance, qPrintable(QString::number(difference)));
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
