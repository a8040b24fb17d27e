// SPDX-License-Identifier: GPL-3.0-or-later
// Print Score Sheet… and Export Score Sheet as PDF… for one game: the game in progress (the main
// window's Game menu) or the game replayed (the replay window's Score Sheet button). The values
// come from where the window has them (the replay's analysis) or from the AnalysisService on
// its worker thread, never from the solver on the window's thread; then a print preview
// (QPrintPreviewDialog) that prints, or a PDF file written whole. The sheet is in the window's
// language.
#pragma once

#include "core/move_value.h"
#include "record/record.h"
#include "translated_actions.h"

#include <QPointer>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QToolButton;
class QWidget;

namespace tihbat {

class AnalysisService;

// The game a sheet is made of, and its values when the window has them already (else empty).
struct ScoreSheetSource {
    record::GameRecord record;
    std::vector<PositionAnalysis> analysis;
};

class ScoreSheetActions : public TranslatedActions {
    Q_OBJECT
public:
    using Source = std::function<std::optional<ScoreSheetSource>()>;
    ScoreSheetActions(QWidget *window, Source source);

    QAction *printAction() const { return m_print; }
    QAction *exportAction() const { return m_export; }
    // Both actions in a menu titled "Score Sheet".
    QMenu *menu() const { return m_menu; }
    // A "Score Sheet" tool button that opens that menu (the replay window has no menu bar).
    QToolButton *makeButton(QWidget *parent);

    // Writes the sheet of the game with these values as PDF to path; why not, if it fails.
    static std::optional<QString> exportPdf(const ScoreSheetSource &source, const QString &path);

signals:
    // The sheet was shown in the preview, or written to a file (for tests).
    void done();

public:
    void retranslateUi() override;

private:
    enum class Job { Print, Export };
    void start(Job job);
    void finish(Job job, const ScoreSheetSource &source);
    void print(const ScoreSheetSource &source);
    void exportChosen(const ScoreSheetSource &source);

    Source m_source;
    QAction *m_print;
    QAction *m_export;
    QMenu *m_menu;
    QPointer<QToolButton> m_button;
    AnalysisService *m_analysis;
    quint64 m_ticket = 0;
};

} // namespace tihbat
