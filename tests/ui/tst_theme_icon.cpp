// SPDX-License-Identifier: GPL-3.0-or-later
// The standard actions' icons: the icon theme's picture, looked up when first used (so the
// theme in force then is the one asked), else the fallback; with the platform's keys.
#include "common/standard_action.h"
#include "common/theme_icon_engine.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

class TestThemeIcon : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void findsThePictureOfTheThemeInForceWhenFirstUsed();
    void fallsBackWhenTheThemeHasNoSuchPicture();
    void standardActionGetsTheIconAndTheKeys();

private:
    // A theme "tihbat-test" with one picture, `document-save`, all red.
    QTemporaryDir m_themes;
};

void TestThemeIcon::initTestCase() {
    QVERIFY(m_themes.isValid());
    const QDir root(m_themes.path());
    QVERIFY(root.mkpath(QStringLiteral("tihbat-test/16x16/actions")));
    QFile index(root.filePath(QStringLiteral("tihbat-test/index.theme")));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write("[Icon Theme]\nName=tihbat-test\nDirectories=16x16/actions\n\n"
                "[16x16/actions]\nSize=16\nType=Fixed\n");
    index.close();
    QImage red(16, 16, QImage::Format_ARGB32);
    red.fill(Qt::red);
    QVERIFY(red.save(root.filePath(QStringLiteral("tihbat-test/16x16/actions/document-save.png"))));
    QIcon::setThemeSearchPaths({m_themes.path()});
    QIcon::setThemeName(QStringLiteral("no-such-theme"));
}

void TestThemeIcon::findsThePictureOfTheThemeInForceWhenFirstUsed() {
    QIcon::setThemeName(QStringLiteral("no-such-theme"));
    const QIcon icon = themeIcon(QStringLiteral("document-save"));
    // Made while no theme has it; the theme is set before it is first drawn.
    QIcon::setThemeName(QStringLiteral("tihbat-test"));
    QVERIFY(!icon.isNull());
    QCOMPARE(icon.name(), QStringLiteral("document-save"));
    const QImage drawn = icon.pixmap(16, 16).toImage();
    QCOMPARE(drawn.size(), QSize(16, 16));
    QCOMPARE(drawn.pixelColor(8, 8), QColor(Qt::red));
}

void TestThemeIcon::fallsBackWhenTheThemeHasNoSuchPicture() {
    QIcon::setThemeName(QStringLiteral("tihbat-test"));
    QPixmap blue(16, 16);
    blue.fill(Qt::blue);
    const QIcon icon = themeIcon(QStringLiteral("no-such-picture"), QIcon(blue));
    QVERIFY(!icon.isNull());
    QCOMPARE(icon.pixmap(16, 16).toImage().pixelColor(8, 8), QColor(Qt::blue));
    // Without a fallback: no icon, as where no theme has the picture.
    QVERIFY(themeIcon(QStringLiteral("no-such-picture")).isNull());
}

void TestThemeIcon::standardActionGetsTheIconAndTheKeys() {
    QIcon::setThemeName(QStringLiteral("tihbat-test"));
    QAction save;
    makeStandard(&save, QKeySequence::Save, QStringLiteral("document-save"),
                 {QKeySequence(Qt::CTRL | Qt::Key_S)});
    QCOMPARE(save.icon().name(), QStringLiteral("document-save"));
    QCOMPARE(save.icon().pixmap(16, 16).toImage().pixelColor(8, 8), QColor(Qt::red));
    QCOMPARE(save.shortcuts().value(0), QKeySequence(Qt::CTRL | Qt::Key_S));
    // Painted through QIcon::paint too, as a menu draws it.
    QImage canvas(16, 16, QImage::Format_ARGB32);
    canvas.fill(Qt::transparent);
    QPainter painter(&canvas);
    save.icon().paint(&painter, canvas.rect());
    painter.end();
    QCOMPARE(canvas.pixelColor(8, 8), QColor(Qt::red));
}

QTEST_MAIN(TestThemeIcon)
#include "tst_theme_icon.moc"
