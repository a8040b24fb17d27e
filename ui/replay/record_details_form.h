// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's Details tab: the record's roster tags (Event, Site, Date, Round, South, North)
// as fields, its other tags in a table with an empty row for a new one, and its rules. Every
// edit goes to the ReplayModel at once; a tag name the file cannot hold stays marked in the
// table until it is corrected.
#pragma once

#include <QWidget>
#include <utility>
#include <vector>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace tihbat {

class ReplayModel;

class RecordDetailsForm : public QWidget {
    Q_OBJECT
public:
    explicit RecordDetailsForm(ReplayModel *model, QWidget *parent = nullptr);

    // The fields from the record replayed (another game, new games).
    void fill();
    // The editor of a roster tag: "Event", "Site", "Date", "Round", "South" or "North".
    QLineEdit *tagEditor(const QString &name) const;
    QTableWidget *otherTagsTable() const { return m_otherTags; }

    static bool isRosterTag(const std::string &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void applyOtherTags();

    ReplayModel *m_model = nullptr;
    std::vector<std::pair<QString, QLineEdit *>> m_tagEdits; // roster tag name, its editor
    std::vector<QLabel *> m_tagLabels;
    QLabel *m_otherTagsLabel = nullptr;
    QTableWidget *m_otherTags = nullptr;
    QLabel *m_rulesLabel = nullptr;
    bool m_filling = false; // the form is being filled from the model, not edited
};

} // namespace tihbat
