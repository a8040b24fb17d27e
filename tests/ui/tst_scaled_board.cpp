// SPDX-License-Identifier: GPL-3.0-or-later
// Scaled displays: the board at 150, 200 and 300 % is the same picture as at 100 %, only
// sharper. Each scale needs its own process (QT_SCALE_FACTOR is read once, at start), so the test
// runs itself with --grab to render the board at a scale, then compares the pictures.
#include "board/board_view.h"
#include "core/game.h"

#include <QApplication>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cstring>

using namespace tihbat;

namespace {

constexpr QSize LogicalSize(600, 400);

// A mid-game board (counters in pits and in both trays), rendered as the window shows it.
int grabBoard(int argc, char *argv[]) {
    QApplication app(argc, argv);
    Game game;
    for (int pit : {0, 2, 1, 3, 0})
        if (game.check(pit) == MoveError::None)
            game.play(pit);
    BoardView view;
    view.setDropDuration(0);
    view.resize(LogicalSize);
    view.showState(game.state(), game.isOver());
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return 2;
    const QPixmap picture = view.grab();
    if (!picture.save(QString::fromLocal8Bit(argv[2])))
        return 3;
    return 0;
}

struct Difference {
    double mean = 0;     // mean over pixels of the largest channel difference, 0..255
    double farShare = 0; // share of pixels whose largest channel difference exceeds 64
};

Difference compare(const QImage &a, const QImage &b) {
    Difference d;
    qint64 sum = 0;
    qint64 far = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *la = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *lb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int diff = std::max({std::abs(qRed(la[x]) - qRed(lb[x])),
                                       std::abs(qGreen(la[x]) - qGreen(lb[x])),
                                       std::abs(qBlue(la[x]) - qBlue(lb[x]))});
            sum += diff;
            far += diff > 64;
        }
    }
    const double n = double(a.width()) * a.height();
    d.mean = sum / n;
    d.farShare = far / n;
    return d;
}

} // namespace

class TestScaledBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sameBoardAtEveryScale_data();
    void sameBoardAtEveryScale();

private:
    QImage grabAt(const QString &scale);

    QTemporaryDir m_dir;
    QImage m_reference;
};

QImage TestScaledBoard::grabAt(const QString &scale) {
    const QString file = m_dir.filePath(QStringLiteral("board-%1.png").arg(scale));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_SCALE_FACTOR"), scale);
    env.remove(QStringLiteral("QT_AUTO_SCREEN_SCALE_FACTOR"));
    env.remove(QStringLiteral("QT_SCREEN_SCALE_FACTORS"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedChannels);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--grab"), file});
    if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit ||
        child.exitCode() != 0) {
        qWarning("rendering at scale %s failed: exit code %d", qPrintable(scale), child.exitCode());
        return {};
    }
    return QImage(file).convertToFormat(QImage::Format_RGB32);
}

void TestScaledBoard::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_reference = grabAt(QStringLiteral("1"));
    QCOMPARE(m_reference.size(), LogicalSize);
}

void TestScaledBoard::sameBoardAtEveryScale_data() {
    QTest::addColumn<QString>("scale");
    QTest::newRow("125 %") << QStringLiteral("1.25");
    QTest::newRow("150 %") << QStringLiteral("1.5");
    QTest::newRow("200 %") << QStringLiteral("2");
    QTest::newRow("300 %") << QStringLiteral("3");
}

void TestScaledBoard::sameBoardAtEveryScale() {
    QFETCH(QString, scale);
    const QImage scaled = grabAt(scale);
    QVERIFY(!scaled.isNull());
    // Sharper: every device pixel is drawn, so the picture has the full device size.
    const qreal factor = scale.toDouble();
    QCOMPARE(scaled.size(), (QSizeF(LogicalSize) * factor).toSize());
    // The same picture: brought down to 100 %, it differs from the 100 % picture only in
    // antialiasing and text hinting (edges), never in where or how big things are.
    const QImage halved =
        scaled.scaled(LogicalSize, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const Difference d = compare(halved, m_reference);
    qInfo("scale %s: mean difference %.2f of 255, %.3f %% of pixels far off", qPrintable(scale),
          d.mean, 100 * d.farShare);
    if (d.mean >= 6 || d.farShare >= 0.01) {
        halved.save(m_dir.filePath(QStringLiteral("halved-%1.png").arg(scale)));
        m_dir.setAutoRemove(false);
        qWarning("pictures kept in %s", qPrintable(m_dir.path()));
    }
    QVERIFY2(d.mean < 6, "the scaled board is not the same picture");
    QVERIFY2(d.farShare < 0.01, "parts of the scaled board are misplaced");
}

int main(int argc, char *argv[]) {
    if (argc == 3 && std::strcmp(argv[1], "--grab") == 0)
        return grabBoard(argc, argv);
    QCoreApplication app(argc, argv);
    TestScaledBoard test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_scaled_board.moc"
