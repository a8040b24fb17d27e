// SPDX-License-Identifier: GPL-3.0-or-later
// The one strict reader of a JSON object's fields: each field of the type and range asked for,
// read at most once, and, at the end, no field left unread. It finds what is wrong; its user
// words it (the network protocol in plain English, a saved file in the player's language).
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <cstdint>
#include <functional>
#include <memory>

namespace tihbat::json {

// The first thing wrong with an object's fields.
struct FieldProblem {
    enum class Kind : std::uint8_t {
        Missing,        // no such field
        NotWholeNumber, // not a whole number from min to max
        NotBoolean,     // not true or false
        NotText,        // not a string of at most max characters
        NotObject,      // not an object
        UnknownField,   // a field nobody read (field is empty)
    };
    Kind kind = Kind::Missing;
    QString field; // the key, after the reader's path ("rules.counters")
    qint64 min = 0;
    qint64 max = 0;
};

// Reads the fields of one object and keeps the first problem, worded by `wording`.
class FieldReader {
public:
    using Wording = std::function<QString(const FieldProblem &)>;

    // path: where the object is, put before its keys in problems ("" at the top).
    FieldReader(QJsonObject object, Wording wording, QString path = {});

    bool ok() const { return m_error->isEmpty(); }
    QString error() const { return *m_error; }
    // Keeps `why` unless a problem came first.
    void fail(const QString &why);

    // The field's value, or Missing. Every read below reads through it.
    QJsonValue take(const QString &key);
    int integer(const QString &key, int min, int max);
    bool boolean(const QString &key);
    // A string of at most maxCharacters, counted as UTF-16 code units divided by
    // unitsPerCharacter (2 lets every character be a surrogate pair).
    QString text(const QString &key, qsizetype maxCharacters, int unitsPerCharacter = 1);
    QJsonObject object(const QString &key);
    // A reader of the object in `key` (its problems named "key.field"), sharing this one's first
    // problem both ways; an empty object when the field is no object.
    FieldReader child(const QString &key);

    // A whole number from min to max that is a value already taken (an array's element), or
    // NotWholeNumber naming `field`.
    int integerValue(const QJsonValue &value, const QString &field, int min, int max);

    // The object holds no field that was not read: else UnknownField.
    void finish();

    // The key after the reader's path, as problems name it ("rules.counters").
    QString where(const QString &key) const;

private:
    void fail(FieldProblem problem);

    QJsonObject m_object; // implicitly shared: a temporary object is safe to read
    Wording m_wording;
    QString m_path;
    QSet<QString> m_read;
    std::shared_ptr<QString> m_error = std::make_shared<QString>(); // shared with children
};

} // namespace tihbat::json
