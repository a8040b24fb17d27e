// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/save_flow.h"

#include "common/standard_action.h"
#include "records/save_as_flow.h"

#include <QAction>
#include <QWidget>

namespace tihbat {

SaveFlow::SaveFlow(QWidget *window, Writer write, Wording dialogTitle, Wording newFileName)
    : QObject(window)
    , m_window(window)
    , m_write(std::move(write))
    , m_dialogTitle(std::move(dialogTitle))
    , m_newFileName(std::move(newFileName))
    , m_saveAction(new QAction(window))
    , m_saveAsAction(new QAction(window)) {
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    makeStandard(m_saveAction, QKeySequence::Save, QStringLiteral("document-save"));
    m_saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    makeStandard(m_saveAsAction, QKeySequence::SaveAs, QStringLiteral("document-save-as"),
                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    connect(m_saveAction, &QAction::triggered, this, &SaveFlow::save);
    connect(m_saveAsAction, &QAction::triggered, this, &SaveFlow::saveAs);
}

void SaveFlow::setPath(const QString &path) {
    if (m_path == path)
        return;
    m_path = path;
    emit pathChanged(path);
}

QString SaveFlow::saveTo(const QString &path) {
    if (QString error = m_write(path); !error.isEmpty())
        return error;
    setPath(path);
    emit saved(path);
    return {};
}

bool SaveFlow::save() {
    if (m_path.isEmpty())
        return saveAs();
    const QString error = saveTo(m_path);
    if (!error.isEmpty())
        SaveAsFlow::reportFailure(m_window, error);
    return error.isEmpty();
}

bool SaveFlow::saveAs() {
    return SaveAsFlow::run(m_window, m_dialogTitle(), m_path.isEmpty() ? m_newFileName() : m_path,
                           [this](const QString &path) { return saveTo(path); });
}

} // namespace tihbat
