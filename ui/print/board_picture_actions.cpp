// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_picture_actions.h"

#include "board/board_background.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/nameplate_item.h"
#include "board/value_badge_item.h"
#include "common/title_room.h"
#include "export_file.h"
#include "game/settings/settings.h"
#include "paper/picture_file.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QDate>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QSpinBox>

namespace tihbat {

namespace {

// The copy is drawn at twice the board's size on the screen: sharp when pasted into a
// worksheet and printed.
constexpr qreal CopyScale = 2;
constexpr int MaxSide = 8000;

} // namespace

BoardPictureActions::BoardPictureActions(BoardView *board, QWidget *window)
    : TranslatedActions(window)
    , m_board(board)
    , m_copy(new QAction(window))
    , m_export(new QAction(window)) {
    m_copy->setObjectName(QStringLiteral("copyBoardAction"));
    m_copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_export->setObjectName(QStringLiteral("exportBoardPictureAction"));
    connect(m_copy, &QAction::triggered, this, &BoardPictureActions::copy);
    connect(m_export, &QAction::triggered, this, &BoardPictureActions::exportPicture);
    window->addAction(m_copy);
    retranslateUi();
}

void BoardPictureActions::retranslateUi() {
    //: Game menu: puts a picture of the board as it is shown on the clipboard
    m_copy->setText(tr("&Copy Board"));
    //: Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses
    m_export->setText(tr("E&xport Board Picture…"));
}

QSize BoardPictureActions::shownSize() const {
    return m_board->viewport()->size();
}

void BoardPictureActions::paint(QPainter *painter, QSize size, bool values, bool names) const {
    m_board->finishAnimation(); // the state it shows, not a counter in flight
    BoardScene *scene = m_board->boardScene();
    // What is not wanted is hidden while the scene draws itself, then shown again.
    QList<QGraphicsItem *> hidden;
    for (QGraphicsItem *item : scene->items()) {
        const bool unwanted = (!values && item->type() == ValueBadgeItem::Type) ||
                              (!names && item->type() == NameplateItem::Type);
        if (unwanted && item->isVisible()) {
            item->hide();
            hidden.append(item);
        }
    }
    // Through the view, so its framing and scale are kept: what the window shows, scaled.
    const QRect shown = m_board->viewport()->rect();
    QRectF fitted(QPointF(), QSizeF(shown.size()).scaled(QSizeF(size), Qt::KeepAspectRatio));
    fitted.moveCenter(QRectF(QPointF(), QSizeF(size)).center());
    m_board->render(painter, fitted, shown, Qt::KeepAspectRatio);
    for (QGraphicsItem *item : hidden)
        item->show();
}

QColor BoardPictureActions::ground() const {
    return background::edgeColour(m_board->boardScene()->boardPalette());
}

QImage BoardPictureActions::picture(QSize size, qreal dpr, bool values, bool names) const {
    QImage image(size * dpr, QImage::Format_RGB32);
    image.setDevicePixelRatio(dpr);
    image.fill(ground());
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    paint(&painter, size, values, names);
    return image;
}

std::optional<QString> BoardPictureActions::exportTo(const QString &path, QSize size, bool values,
                                                     bool names) const {
    const QByteArray bytes =
        PictureFile::encode(PictureFile::formatOf(path), size, ground(),
                            [&](QPainter *painter) { paint(painter, size, values, names); });
    return ExportFile::write(path, bytes);
}

void BoardPictureActions::copy() {
    QGuiApplication::clipboard()->setImage(picture(shownSize(), CopyScale, true, true));
    //: In the status bar after Copy Board
    ExportFile::tell(window(), tr("A picture of the board is on the clipboard: paste it where "
                                  "you want it."));
}

QString BoardPictureActions::writtenText(const QString &path) {
    //: In the status bar after Export Board Picture; %1 is the file's full path
    return tr("Board picture saved to %1").arg(ExportFile::shownPath(path));
}

void BoardPictureActions::exportPicture() {
    QDialog dialog(window());
    dialog.setObjectName(QStringLiteral("exportBoardPictureDialog"));
    //: Title of the dialog that asks the size of an exported board picture
    dialog.setWindowTitle(tr("Export Board Picture"));
    auto *width = new QSpinBox(&dialog);
    auto *height = new QSpinBox(&dialog);
    width->setRange(16, MaxSide);
    height->setRange(16, MaxSide);
    // The last size chosen, else twice the board as shown.
    const BoardPictureSettings last = Settings::boardPicture();
    const QSize shown = last.width > 0 && last.height > 0 ? QSize(last.width, last.height)
                                                          : shownSize() * CopyScale;
    width->setValue(shown.width());
    height->setValue(shown.height());
    //: Export Board Picture: a unit after the width and height
    width->setSuffix(tr(" px"));
    height->setSuffix(tr(" px"));
    //: Export Board Picture: the value of each move over its pit, as the hint shows it
    auto *values = new QCheckBox(tr("Show the move &values"), &dialog);
    values->setChecked(last.values);
    values->setObjectName(QStringLiteral("pictureValues"));
    width->setObjectName(QStringLiteral("pictureWidth"));
    height->setObjectName(QStringLiteral("pictureHeight"));
    //: Export Board Picture: the players' name plates
    auto *names = new QCheckBox(tr("Show the &names"), &dialog);
    names->setChecked(last.names);
    names->setObjectName(QStringLiteral("pictureNames"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *form = new QFormLayout(&dialog);
    //: Export Board Picture: the picture's width in pixels
    form->addRow(tr("&Width:"), width);
    //: Export Board Picture: the picture's height in pixels
    form->addRow(tr("&Height:"), height);
    //: Export Board Picture, under the width and height: what they are for
    auto *sizePurpose = new QLabel(tr("The board keeps its shape inside this size; the rest is "
                                      "the table's colour."));
    sizePurpose->setObjectName(QStringLiteral("pictureSizePurpose"));
    sizePurpose->setWordWrap(true);
    sizePurpose->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), sizePurpose);
    form->addRow(values);
    form->addRow(names);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    makeRoomForTitle(&dialog);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Settings::setBoardPicture(
        {width->value(), height->value(), values->isChecked(), names->isChecked()});
    using Format = PictureFile::Format;
    //: Export Board Picture: a file type in the save dialog
    const ExportFile::Type png{tr("PNG pictures (*.png)"), PictureFile::suffix(Format::Png)};
    //: Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size
    const ExportFile::Type svg{tr("SVG drawings (*.svg)"), PictureFile::suffix(Format::Svg)};
    //: Export Board Picture: the suggested file name; %1 is today's date
    const QString name = tr("board %1").arg(QDate::currentDate().toString(Qt::ISODate));
    const auto file = ExportFile::ask(window(), dialog.windowTitle(), {png, svg},
                                      ExportFile::fileName(name, QStringLiteral("board")));
    if (!file)
        return;
    const QString &path = file->first;
    if (const auto error = exportTo(path, QSize(width->value(), height->value()),
                                    values->isChecked(), names->isChecked()))
        QMessageBox::warning(window(), dialog.windowTitle(), *error);
    else
        ExportFile::tell(window(), writtenText(path));
}

} // namespace tihbat
