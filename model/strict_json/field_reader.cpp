// SPDX-License-Identifier: GPL-3.0-or-later
#include "field_reader.h"

#include <cmath>
#include <utility>

namespace tihbat::json {

FieldReader::FieldReader(QJsonObject object, Wording wording, QString path)
    : m_object(std::move(object))
    , m_wording(std::move(wording))
    , m_path(std::move(path)) {}

void FieldReader::fail(const QString &why) {
    if (m_error->isEmpty())
        *m_error = why;
}

void FieldReader::fail(FieldProblem problem) {
    if (ok())
        fail(m_wording(problem));
}

QString FieldReader::where(const QString &key) const {
    return m_path.isEmpty() ? key : m_path + u'.' + key;
}

QJsonValue FieldReader::take(const QString &key) {
    if (!m_object.contains(key)) {
        fail({FieldProblem::Kind::Missing, where(key)});
        return {};
    }
    m_read.insert(key);
    return m_object.value(key);
}

int FieldReader::integer(const QString &key, int min, int max) {
    const QJsonValue value = take(key);
    return ok() ? integerValue(value, where(key), min, max) : 0;
}

int FieldReader::integerValue(const QJsonValue &value, const QString &field, int min, int max) {
    if (!ok())
        return 0;
    // Not toInt(): it would take 2.5 for 2 and 1e300 for its default.
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(number) != number || number < min || number > max) {
        fail({FieldProblem::Kind::NotWholeNumber, field, min, max});
        return 0;
    }
    return static_cast<int>(number);
}

bool FieldReader::boolean(const QString &key) {
    const QJsonValue value = take(key);
    if (ok() && !value.isBool())
        fail({FieldProblem::Kind::NotBoolean, where(key)});
    return value.toBool();
}

QString FieldReader::text(const QString &key, qsizetype maxCharacters, int unitsPerCharacter) {
    const QJsonValue value = take(key);
    if (!ok())
        return {};
    if (!value.isString() || value.toString().size() > maxCharacters * unitsPerCharacter) {
        fail({FieldProblem::Kind::NotText, where(key), 0, maxCharacters});
        return {};
    }
    return value.toString();
}

QJsonObject FieldReader::object(const QString &key) {
    const QJsonValue value = take(key);
    if (ok() && !value.isObject())
        fail({FieldProblem::Kind::NotObject, where(key)});
    return value.toObject();
}

FieldReader FieldReader::child(const QString &key) {
    FieldReader reader(object(key), m_wording, where(key));
    reader.m_error = m_error;
    return reader;
}

void FieldReader::finish() {
    if (ok() && m_read.size() != m_object.size())
        fail({FieldProblem::Kind::UnknownField, {}});
}

} // namespace tihbat::json
