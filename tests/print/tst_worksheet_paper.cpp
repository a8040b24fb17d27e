// SPDX-License-Identifier: GPL-3.0-or-later
// Worksheets for a black-and-white school printer, made by the real program (tihbat-cli
// worksheet): a twelve-puzzle sheet is a small file (under 150 KB, Hindi too) with its fonts
// embedded as subsets; its first page rendered in grey by poppler (pdftoppm -gray) shows in every
// diagram the pit rims (South's solid, North's dashed), each counter and the side names as ink
// on white paper, with no grey patch a printer would have to halftone; and pdftotext finds each
// diagram's side names, South below the board and North above it, in every diagram.
//
// The thresholds, from what a black-and-white laser printer does: it prints grey as a halftone
// screen of black dots (about 100 lines an inch at 600 dots an inch). Marks a child must see are
// solid: at most 64 of 255 (at least 75 % black, which such a screen prints as solid). Paper is
// blank: at least 230 (under 10 % black, which a screen drops or speckles). 64 against 230 is a
// contrast of 8.3 : 1, over the 7 : 1 that WCAG asks of small text. A tint is grey between them
// over a patch of 4 by 4 pixels (0.7 mm at 150 dots an inch, wider than the antialiased edge of
// any line or letter): none in a diagram.
#include "board/board_geometry.h"
#include "game/words/game_texts.h"
#include "paper/print_diagram.h"
#include "paper/print_page.h"
#include "paper/worksheet_choice.h"
#include "paper/worksheet_pages.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QtMath>
#include <algorithm>
#include <vector>

using namespace tihbat;

namespace {

constexpr int Ink = 64;     // darkest grey allowed for paper, lightest for ink (see above)
constexpr int Paper = 230;  // lightest grey allowed for ink, darkest for blank paper
constexpr int TintSide = 4; // pixels: a patch this big of grey between them is a tint
constexpr int Dpi = 150;    // pdftoppm's resolution
constexpr qsizetype SizeCeiling = 150 * 1024;
constexpr int Seed = 5;

QByteArray output(const QString &program, const QStringList &args, int *status = nullptr) {
    QProcess process;
    process.start(program, args);
    process.waitForFinished(120000);
    if (status)
        *status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return process.readAllStandardOutput();
}

// The catalogue of a language, the very .qm file tihbat-cli embeds, installed while it lives.
class Catalogue {
public:
    explicit Catalogue(const QString &language) {
        if (language != u"en" &&
            m_texts.load(QStringLiteral("tihbat_") + language, QStringLiteral(TIHBAT_QM_DIR)))
            QCoreApplication::installTranslator(&m_texts);
    }
    ~Catalogue() { QCoreApplication::removeTranslator(&m_texts); }
    Catalogue(const Catalogue &) = delete;
    Catalogue &operator=(const Catalogue &) = delete;

private:
    QTranslator m_texts;
};

// The darkest pixel within one pixel of `at`.
int darkestNear(const QImage &page, QPointF at) {
    int darkest = 255;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const QPoint p(qRound(at.x()) + dx, qRound(at.y()) + dy);
            if (page.rect().contains(p))
                darkest = std::min(darkest, qGray(page.pixel(p)));
        }
    return darkest;
}

struct Word {
    QRectF box; // points
    QString text;
};

QList<Word> wordsOfFirstPage(const QString &pdf) {
    const QString html = QString::fromUtf8(
        output(QStringLiteral("pdftotext"), {"-bbox", "-f", "1", "-l", "1", pdf, "-"}));
    static const QRegularExpression wordTag(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">([^<]*)"));
    QList<Word> words;
    for (auto it = wordTag.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        words.append({QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                             QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                      m.captured(5)});
    }
    return words;
}

} // namespace

class TestWorksheetPaper : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void smallWithSubsetFonts_data();
    void smallWithSubsetFonts();
    void readableInGrey_data();
    void readableInGrey();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestWorksheetPaper::smallWithSubsetFonts_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("Hindi") << "hi";
    QTest::newRow("English") << "en";
    QTest::newRow("Greek") << "el";
}

void TestWorksheetPaper::smallWithSubsetFonts() {
    QFETCH(QString, language);
    const QString sheet = path(language + QStringLiteral(".pdf"));
    int status = -1;
    output(QStringLiteral(TIHBAT_CLI_BINARY),
           {"worksheet", "--puzzles", "12", "--seed", QString::number(Seed), "--language", language,
            "--output", sheet},
           &status);
    QCOMPARE(status, 0);
    const qint64 size = QFile(sheet).size();
    qInfo("%s, 12 puzzles, A4: %lld bytes", qPrintable(language), size);
    QVERIFY2(size > 0 && size < SizeCeiling, qPrintable(QString::number(size)));
    // pdffonts: a table under two heading lines; "emb" and "sub" are the fifth and fourth
    // columns from the right.
    const QStringList fonts = QString::fromUtf8(output(QStringLiteral("pdffonts"), {sheet}))
                                  .split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(fonts.size() > 2);
    for (const QString &line : fonts.mid(2)) {
        const QStringList columns = line.split(u' ', Qt::SkipEmptyParts);
        QVERIFY2(columns.size() >= 7, qPrintable(line));
        QVERIFY2(columns[columns.size() - 5] == u"yes", qPrintable(line));
        QVERIFY2(columns[columns.size() - 4] == u"yes", qPrintable(line));
    }
    // No pictures: the diagrams are lines and shapes.
    const QStringList images =
        QString::fromUtf8(output(QStringLiteral("pdfimages"), {"-list", sheet}))
            .split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(images.size(), 2); // the table's two heading lines
}

void TestWorksheetPaper::readableInGrey_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("paper");
    QTest::newRow("English, A4") << "en"
                                 << "a4";
    QTest::newRow("Hindi, A4") << "hi"
                               << "a4";
    QTest::newRow("English, Letter") << "en"
                                     << "letter";
    QTest::newRow("Hindi, Letter") << "hi"
                                   << "letter";
}

void TestWorksheetPaper::readableInGrey() {
    QFETCH(QString, language);
    QFETCH(QString, paper);
    const QString sheet = path(QStringLiteral("sheet.pdf"));
    int status = -1;
    output(QStringLiteral(TIHBAT_CLI_BINARY),
           {"worksheet", "--puzzles", "6", "--seed", QString::number(Seed), "--language", language,
            "--paper", paper, "--output", sheet},
           &status);
    QCOMPARE(status, 0);
    output(QStringLiteral("pdftoppm"),
           {"-r", QString::number(Dpi), "-gray", "-png", "-singlefile", "-f", "1", "-l", "1", sheet,
            path(QStringLiteral("page"))},
           &status);
    QCOMPARE(status, 0);
    const QImage page(path(QStringLiteral("page.png")));
    QVERIFY(!page.isNull());
    const QImage grey = page.convertToFormat(QImage::Format_Grayscale8);
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        page.save(QStringLiteral("/work/shots/frame-paper/grey-%1-%2.png").arg(language, paper));

    // The page as the program lays it out, at 300 dots an inch from the printable area's
    // corner; the rendering is at 150 from the paper's.
    const QPageLayout layout =
        PrintPage::layout(paper == u"a4" ? QPageSize::A4 : QPageSize::Letter);
    PrintPage frame;
    frame.area = QRectF(QPointF(), layout.paintRectPixels(300).size());
    frame.mm = 300 / 25.4;
    const QPointF corner = layout.paintRect(QPageLayout::Millimeter).topLeft() * Dpi / 25.4;
    const QTransform toPage = QTransform::fromScale(qreal(Dpi) / 300, qreal(Dpi) / 300) *
                              QTransform::fromTranslate(corner.x(), corner.y());
    QCOMPARE(page.width(), qRound(layout.fullRect(QPageLayout::Millimeter).width() * Dpi / 25.4));

    WorksheetChoice choice;
    choice.puzzles = 6;
    choice.seed = Seed;
    const std::vector<Puzzle> puzzles = choosePuzzles(choice);
    QCOMPARE(int(puzzles.size()), 6);
    QLocale::setDefault(language == u"en" ? QLocale(QLocale::English) : QLocale(language));
    const Catalogue catalogue(language);
    const QList<Word> words = wordsOfFirstPage(sheet);
    const BoardGeometry geometry(Side::South);
    for (int slot = 0; slot < 6; ++slot) {
        const GameState &state = puzzles[std::size_t(slot)].state;
        const QRectF diagram = PaperDiagram::fitted(WorksheetPages::diagramPlace(frame, slot));
        const QTransform toPixels = PaperDiagram::sceneTo(diagram) * toPage;
        const QString where = QStringLiteral("diagram %1: ").arg(slot + 1);
        // The rims: South's solid all round, North's dashed (ink on about 3 of 5 steps).
        for (int pit = 0; pit < PitCount; ++pit) {
            int inked = 0;
            constexpr int Steps = 90;
            for (int step = 0; step < Steps; ++step) {
                const qreal angle = 2 * M_PI * step / Steps;
                const QPointF onRim =
                    geometry.pitCentre(pit) +
                    (BoardGeometry::PitRadius - 6) * QPointF(std::cos(angle), std::sin(angle));
                inked += darkestNear(page, toPixels.map(onRim)) <= Ink;
            }
            if (ownerOf(pit) == Side::South)
                QVERIFY2(inked >= Steps * 95 / 100, qPrintable(where + QString::number(inked)));
            else
                QVERIFY2(inked >= Steps * 4 / 10 && inked <= Steps * 8 / 10,
                         qPrintable(where + QString::number(inked)));
            // Each counter: ink at its middle.
            qreal radius = 0;
            for (const QPointF &spot :
                 geometry.pitSlots(pit, state.position.pits[std::size_t(pit)], &radius)) {
                const QPoint at = toPixels.map(spot).toPoint();
                QVERIFY2(qGray(page.pixel(at)) <= Ink,
                         qPrintable(where + QStringLiteral("counter")));
            }
        }
        // Blank paper between the rows of pits and beside the board.
        for (const QPointF &blank : {QPointF(625, 500), QPointF(975, 500), QPointF(800, 500),
                                     QPointF(45, 500), QPointF(1555, 500)})
            QVERIFY2(qGray(page.pixel(toPixels.map(blank).toPoint())) >= Paper,
                     qPrintable(where + QStringLiteral("paper")));
        // The side names: ink, and the words themselves where they are written.
        for (Side side : {Side::South, Side::North}) {
            const QRect label = toPixels.mapRect(PaperDiagram::labelBox(side)).toRect();
            int inked = 0;
            for (int y = label.top(); y <= label.bottom(); ++y)
                for (int x = label.left(); x <= label.right(); ++x)
                    inked += qGray(page.pixel(x, y)) <= Ink;
            QVERIFY2(inked > 20, qPrintable(where + QString::number(inked)));
            const QRectF inPoints =
                QTransform::fromScale(72.0 / Dpi, 72.0 / Dpi).mapRect(QRectF(label));
            const QString name = GameTexts::sideName(side);
            const bool found = std::any_of(words.begin(), words.end(), [&](const Word &word) {
                return word.text == name && inPoints.contains(word.box.center());
            });
            QVERIFY2(found, qPrintable(where + name));
        }
        // No tint: no patch of grey between ink and paper anywhere in the diagram. The run of
        // grey pixels ending at each pixel of a row; a patch where four rows' runs reach four.
        const QRect pixels = toPixels.mapRect(QRectF(BoardGeometry::SceneRect)).toRect();
        std::vector<std::vector<int>> runs;
        for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
            const uchar *row = grey.constScanLine(y);
            std::vector<int> run(std::size_t(pixels.width()), 0);
            for (int x = pixels.left(); x <= pixels.right(); ++x) {
                const std::size_t i = std::size_t(x - pixels.left());
                const bool between = row[x] > Ink && row[x] < Paper;
                run[i] = between ? (i > 0 ? run[i - 1] : 0) + 1 : 0;
            }
            runs.push_back(std::move(run));
        }
        int tints = 0;
        for (std::size_t y = TintSide - 1; y < runs.size(); ++y)
            for (std::size_t x = 0; x < runs[y].size(); ++x)
                tints += std::all_of(runs.begin() + qsizetype(y + 1 - TintSide),
                                     runs.begin() + qsizetype(y + 1),
                                     [x](const std::vector<int> &r) { return r[x] >= TintSide; });
        QVERIFY2(tints == 0, qPrintable(where + QString::number(tints) + " grey patches"));
    }
    QLocale::setDefault(QLocale::c());
}

QTEST_MAIN(TestWorksheetPaper)
#include "tst_worksheet_paper.moc"
