// SPDX-License-Identifier: GPL-3.0-or-later
// The About box and the window icon: version, licence and credits as shipped, the full GPL
// text, the icon rendered at every size, and Help → About opening the dialog.
#include "common/app_icon.h"
#include "game/settings/settings.h"
#include "help/about_dialog.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

QString labelText(const QWidget &dialog, const char *name) {
    const auto *label = dialog.findChild<QLabel *>(QString::fromLatin1(name));
    return label ? label->text() : QString();
}

} // namespace

class TestAboutDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void namesVersionCopyrightAndLicence();
    void creditsNameTheGameAndQt();
    void licenceTabHoldsTheGplText();
    void iconIsRenderedAtEverySize();
    void helpAboutOpensTheDialog();
};

void TestAboutDialog::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatTest"));
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QSettings().clear();
    Settings::setDropDuration(0);
}

void TestAboutDialog::namesVersionCopyrightAndLicence() {
    AboutDialog dialog;
    const QString title = labelText(dialog, "aboutTitle");
    QVERIFY2(title.contains(QLatin1String("Tihbat 9.8.7")), qPrintable(title));
    const QString about = labelText(dialog, "aboutText");
    for (const char *words : {"Copyright © 2026 The Tihbat developers",
                              "GNU General Public License, version 3 or (at your option) any "
                              "later version",
                              "GPL-3.0-or-later", "ABSOLUTELY NO WARRANTY"})
        QVERIFY2(about.contains(QString::fromUtf8(words)), words);
    const auto *tabs = dialog.findChild<QTabWidget *>("aboutTabs");
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 3);
    QCOMPARE(tabs->tabText(2), QStringLiteral("Licence"));
}

void TestAboutDialog::creditsNameTheGameAndQt() {
    AboutDialog dialog;
    const QString credits = labelText(dialog, "creditsText");
    QVERIFY2(credits.contains(QLatin1String("Taourirt")), qPrintable(credits));
    QVERIFY2(credits.contains(QLatin1String("Qt ") + QLatin1String(qVersion())),
             qPrintable(credits));
    QVERIFY2(credits.contains(QLatin1String("GNU Lesser General Public License")),
             qPrintable(credits));
}

void TestAboutDialog::licenceTabHoldsTheGplText() {
    QFile source(QStringLiteral(TIHBAT_SOURCE_DIR "/LICENSE"));
    QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(source.fileName()));
    const QString shipped = AboutDialog::licenceText();
    QCOMPARE(shipped, QString::fromUtf8(source.readAll()));
    QVERIFY(shipped.trimmed().startsWith(QLatin1String("GNU GENERAL PUBLIC LICENSE")));
    QVERIFY(shipped.contains(QLatin1String("Version 3, 29 June 2007")));
    QVERIFY(shipped.contains(QLatin1String("END OF TERMS AND CONDITIONS")));
    AboutDialog dialog;
    const auto *text = dialog.findChild<QPlainTextEdit *>("licenceText");
    QVERIFY(text);
    QCOMPARE(text->toPlainText(), shipped);
    QVERIFY(text->isReadOnly());
}

void TestAboutDialog::iconIsRenderedAtEverySize() {
    const QIcon icon = AppIcon::icon();
    QVERIFY(!icon.isNull());
    const QList<QSize> available = icon.availableSizes();
    for (int size : AppIcon::sizes()) {
        QVERIFY2(available.contains(QSize(size, size)), qPrintable(QString::number(size)));
        // Drawn, not blank: most of the square is covered by the icon's artwork.
        const QImage image = icon.pixmap(size, size).toImage();
        QCOMPARE(image.size(), QSize(size, size));
        int covered = 0;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                covered += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
        QVERIFY2(
            covered > size * size / 2,
            qPrintable(
                QStringLiteral("%1 of %2 pixels at %3").arg(covered).arg(size * size).arg(size)));
    }
}

void TestAboutDialog::helpAboutOpensTheDialog() {
    MainWindow window;
    auto *about = window.findChild<QAction *>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    // Looked at inside the dialog's own event loop (it is gone once trigger() returns);
    // closing it lets trigger() return.
    bool aboutOpened = false;
    QWidget *parent = nullptr;
    QTimer::singleShot(0, this, [&aboutOpened, &parent] {
        QWidget *modal = QApplication::activeModalWidget();
        aboutOpened = qobject_cast<AboutDialog *>(modal) != nullptr;
        if (modal) {
            parent = modal->parentWidget();
            modal->close();
        }
    });
    about->trigger();
    QVERIFY(aboutOpened);
    QCOMPARE(parent, &window);
}

QTEST_MAIN(TestAboutDialog)
#include "tst_about_dialog.moc"
