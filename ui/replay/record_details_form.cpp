// SPDX-License-Identifier: GPL-3.0-or-later
#include "record_details_form.h"

#include "game/session/replay_model.h"
#include "game/words/game_texts.h"

#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {
// Roster tags, in the order of the form.
constexpr std::array<const char *, 6> RosterTags = {"Event", "Site",  "Date",
                                                    "Round", "South", "North"};
} // namespace

RecordDetailsForm::RecordDetailsForm(ReplayModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model) {
    for (const char *tag : RosterTags) {
        m_tagEdits.emplace_back(QString::fromLatin1(tag), new QLineEdit(this));
        m_tagLabels.push_back(new QLabel(this));
        m_tagLabels.back()->setBuddy(m_tagEdits.back().second);
    }
    m_otherTagsLabel = new QLabel(this);
    m_otherTags = new QTableWidget(0, 2, this);
    m_otherTags->horizontalHeader()->setStretchLastSection(true);
    m_otherTags->verticalHeader()->hide();
    m_otherTags->setMinimumHeight(4 * fontMetrics().lineSpacing());
    m_otherTags->setMaximumHeight(8 * fontMetrics().lineSpacing());
    m_otherTagsLabel->setBuddy(m_otherTags);
    m_rulesLabel = new QLabel(this);
    m_rulesLabel->setWordWrap(true);

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (std::size_t i = 0; i < m_tagEdits.size(); ++i)
        form->addRow(m_tagLabels[i], m_tagEdits[i].second);
    form->addRow(m_otherTagsLabel, m_otherTags);
    form->addRow(m_rulesLabel);

    for (const auto &[name, edit] : m_tagEdits) {
        connect(edit, &QLineEdit::textEdited, this,
                [this, tag = name](const QString &text) { m_model->setTag(tag, text); });
    }
    connect(m_otherTags, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            applyOtherTags();
    });
    retranslateUi();
}

bool RecordDetailsForm::isRosterTag(const std::string &name) {
    return std::find_if(RosterTags.begin(), RosterTags.end(),
                        [&name](const char *tag) { return name == tag; }) != RosterTags.end();
}

QLineEdit *RecordDetailsForm::tagEditor(const QString &name) const {
    for (const auto &[tag, edit] : m_tagEdits) {
        if (tag == name)
            return edit;
    }
    return nullptr;
}

void RecordDetailsForm::fill() {
    if (m_model->isEmpty())
        return;
    m_filling = true;
    const record::GameRecord &game = m_model->record();
    for (const auto &[name, edit] : m_tagEdits) {
        const QString value = shownTagValue(game, name.toStdString());
        if (edit->text() != value)
            edit->setText(value);
        //: Placeholder of an empty tag field: the record does not say.
        if (name != QLatin1String("Date"))
            edit->setPlaceholderText(tr("unknown"));
    }
    m_otherTags->setRowCount(0);
    for (const record::Tag &tag : game.tags) {
        if (isRosterTag(tag.name))
            continue;
        const int row = m_otherTags->rowCount();
        m_otherTags->insertRow(row);
        m_otherTags->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(tag.name)));
        m_otherTags->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(tag.value)));
    }
    // An empty row to add a tag.
    m_otherTags->insertRow(m_otherTags->rowCount());
    const RuleOptions &rules = game.options;
    //: The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off,
    //: %3 the side moving first.
    m_rulesLabel->setText(tr("Rules: %1 counters per pit, chain capture %2, %3 moves first.")
                              .arg(rules.countersPerPit)
                              .arg(rules.chainCapture ? tr("on") : tr("off"))
                              .arg(GameTexts::sideName(rules.firstToMove)));
    m_filling = false;
}

void RecordDetailsForm::applyOtherTags() {
    std::vector<std::pair<QString, QString>> wanted;
    for (int row = 0; row < m_otherTags->rowCount(); ++row) {
        QTableWidgetItem *name = m_otherTags->item(row, 0);
        QTableWidgetItem *value = m_otherTags->item(row, 1);
        if (!name || name->text().trimmed().isEmpty())
            continue;
        const std::string key = name->text().trimmed().toStdString();
        const bool usable =
            record::isValidTagName(key) && !record::isInterpretedTag(key) && !isRosterTag(key);
        // A name the file cannot hold stays in the table, marked, until it is corrected.
        name->setForeground(usable ? palette().color(QPalette::Text) : QColor(Qt::red));
        //: Tool tip of a tag name that cannot be saved: the file format allows only these
        //: Latin letters, so say "Latin" in your language.
        const QString problem = tr("A tag name is a Latin letter (A-Z, a-z) followed by Latin "
                                   "letters, digits or _, and not one of the game's own tags");
        name->setToolTip(usable ? QString() : problem);
        if (usable)
            wanted.emplace_back(name->text().trimmed(), value ? value->text() : QString());
    }
    // Tags no longer in the table go; the others are set.
    std::vector<QString> toRemove;
    for (const record::Tag &tag : m_model->record().tags) {
        const QString name = QString::fromStdString(tag.name);
        if (!isRosterTag(tag.name) &&
            std::none_of(wanted.begin(), wanted.end(),
                         [&name](const auto &pair) { return pair.first == name; }))
            toRemove.push_back(name);
    }
    for (const QString &name : toRemove)
        m_model->removeTag(name);
    for (const auto &[name, value] : wanted)
        m_model->setTag(name, value);
    // Keep one empty row at the end for the next tag.
    QTableWidgetItem *lastName = m_otherTags->item(m_otherTags->rowCount() - 1, 0);
    if (lastName && !lastName->text().trimmed().isEmpty()) {
        m_filling = true;
        m_otherTags->insertRow(m_otherTags->rowCount());
        m_filling = false;
    }
}

void RecordDetailsForm::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fill();
    }
    QWidget::changeEvent(event);
}

void RecordDetailsForm::retranslateUi() {
    const std::array<QString, 6> tagLabels = {//: Game record tags, labels of the details form.
                                              tr("Event:"), tr("Site:"),  tr("Date:"),
                                              tr("Round:"), tr("South:"), tr("North:")};
    for (std::size_t i = 0; i < m_tagLabels.size(); ++i)
        m_tagLabels[i]->setText(tagLabels[i]);
    //: Placeholder of the Date field: the record's form of a date.
    m_tagEdits[2].second->setPlaceholderText(tr("YYYY.MM.DD"));
    //: Label of the table of the record's other tags (name and value).
    m_otherTagsLabel->setText(tr("Other tags:"));
    //: Headers of the other-tags table: a tag's name and its text.
    m_otherTags->setHorizontalHeaderLabels({tr("Name", "tag name"), tr("Value", "tag value")});
}

} // namespace tihbat
