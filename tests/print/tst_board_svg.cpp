// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli picture as an SVG drawing, run as the real program: the file is SVG (read back
// with QXmlStreamReader: its size, and the counts of the pits and stores as text), and drawn by
// QSvgRenderer it is the same board as the PNG of the same position, region by region, while
// the PNG of another position is not; bad formats and outputs that cannot be written are
// refused with one line and leave no file behind.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args) {
    QProcess process;
    process.start(QStringLiteral(TIHBAT_CLI_BINARY), args);
    Run result;
    if (!process.waitForFinished(120000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What an SVG file says of itself: its view box and the text it draws, in order.
struct SvgText {
    bool valid = false;
    QString viewBox;
    QStringList texts;
};

SvgText readSvg(const QByteArray &bytes) {
    SvgText svg;
    QXmlStreamReader reader(bytes);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (reader.name() == u"svg")
            svg.viewBox = reader.attributes().value(QStringLiteral("viewBox")).toString();
        else if (reader.name() == u"text")
            svg.texts.append(reader.readElementText().trimmed());
    }
    svg.valid = !reader.hasError() && !svg.viewBox.isEmpty();
    return svg;
}

QImage rendered(const QString &svgPath, QSize size) {
    QSvgRenderer renderer(svgPath);
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::magenta); // any place the drawing leaves bare shows
    if (!renderer.isValid())
        return {};
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    renderer.render(&painter, QRectF(QPointF(), QSizeF(size)));
    return image;
}

// The largest difference, over a grid of cells, of the cells' mean colours (0-255 a channel):
// small where two pictures show the same board (antialiasing aside), large where a pit's
// counters or count differ.
int largestCellDifference(const QImage &a, const QImage &b, int columns, int rows) {
    int largest = 0;
    const int cellWidth = a.width() / columns;
    const int cellHeight = a.height() / rows;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            qint64 sums[2][3] = {};
            for (int y = row * cellHeight; y < (row + 1) * cellHeight; ++y) {
                for (int x = column * cellWidth; x < (column + 1) * cellWidth; ++x) {
                    const QRgb pa = a.pixel(x, y);
                    const QRgb pb = b.pixel(x, y);
                    sums[0][0] += qRed(pa), sums[0][1] += qGreen(pa), sums[0][2] += qBlue(pa);
                    sums[1][0] += qRed(pb), sums[1][1] += qGreen(pb), sums[1][2] += qBlue(pb);
                }
            }
            for (int channel = 0; channel < 3; ++channel) {
                const qint64 difference = std::abs(sums[0][channel] - sums[1][channel]);
                largest = std::max(largest, int(difference / (cellWidth * cellHeight)));
            }
        }
    }
    return largest;
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

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestBoardSvg::svgIsTheSameBoard() {
    const QStringList position{"picture", "--position", "3 0 5 2 N", "--captured",
                               "4 6",     "--size",     "640x400"};
    Run result = cli(position + QStringList{"--output", path("board.svg")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.err.isEmpty());
    QCOMPARE(cli(position + QStringList{"--output", path("board.png")}).exitCode, 0);
    QCOMPARE(cli({"picture", "--position", "1 2 7 0 N", "--captured", "4 6", "--size", "640x400",
                  "--output", path("other.png")})
                 .exitCode,
             0);

    const SvgText svg = readSvg(contents(path("board.svg")));
    QVERIFY(svg.valid);
    QCOMPARE(svg.viewBox, QStringLiteral("0 0 640 400"));
    // Every count of the position is text in the drawing: pits 3 0 5 2, stores 4 and 6.
    QStringList counts = svg.texts.filter(QRegularExpression(QStringLiteral("^\\d+$")));
    counts.sort();
    QCOMPARE(counts, (QStringList{"0", "2", "3", "4", "5", "6"}));

    const QImage png = QImage(path("board.png")).convertToFormat(QImage::Format_RGB32);
    const QImage other = QImage(path("other.png")).convertToFormat(QImage::Format_RGB32);
    const QImage drawn = rendered(path("board.svg"), png.size());
    QVERIFY(!drawn.isNull());
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
        drawn.save(QStringLiteral("/work/shots-print/board-svg-rendered.png"));
        png.save(QStringLiteral("/work/shots-print/board-svg-png.png"));
    }
    // A grid of 16 by 10 cells of 40 pixels: each pit and store spans a few.
    const int same = largestCellDifference(drawn, png, 16, 10);
    const int changed = largestCellDifference(other, png, 16, 10);
    qInfo("largest cell difference: SVG against PNG %d, another position's PNG %d", same, changed);
    QVERIFY2(same <= 6, qPrintable(QString::number(same)));
    QVERIFY2(changed > 3 * same && changed > 12, qPrintable(QString::number(changed)));
}

// --format says the format whatever the name's ending.
void TestBoardSvg::formatOptionWins() {
    QCOMPARE(cli({"picture", "--position", "3 0 5 2 S", "--format", "svg", "--output",
                  path("drawing.png")})
                 .exitCode,
             0);
    QVERIFY(readSvg(contents(path("drawing.png"))).valid);
    QCOMPARE(cli({"picture", "--position", "3 0 5 2 S", "--format", "PNG", "--output",
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
    const Run result = cli(args);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.startsWith(QStringLiteral("tihbat-cli: ")) && err.count(u'\n') == 1,
             qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

QTEST_MAIN(TestBoardSvg)
#include "tst_board_svg.moc"
