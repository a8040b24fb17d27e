// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_object.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>

namespace tihbat::json {

namespace {

// The keys of the top-level object in valid JSON text, counted as written (so a key written
// twice, in any spelling of its escapes, counts twice).
qsizetype keysWritten(QByteArrayView text) {
    qsizetype keys = 0;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    bool keyString = false; // the string being read is a key of the top-level object
    bool expectKey = false; // at depth 1, the next string is a key
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"') {
                inString = false;
                if (keyString)
                    ++keys;
            }
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            keyString = depth == 1 && expectKey;
            expectKey = false;
            break;
        case '{':
        case '[':
            ++depth;
            expectKey = depth == 1;
            break;
        case '}':
        case ']':
            --depth;
            break;
        case ',':
            expectKey = depth == 1;
            break;
        default:
            break;
        }
    }
    return keys;
}

} // namespace

std::variant<QJsonObject, QString> readJsonObject(QByteArrayView text) {
    if (text.startsWith("\xEF\xBB\xBF"))
        return QStringLiteral("a byte order mark");
    // Qt's JSON reader would take invalid UTF-8 in strings for U+FFFD: refuse it instead.
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    [[maybe_unused]] const QString decoded = utf8(text);
    if (utf8.hasError())
        return QStringLiteral("not UTF-8");
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return QStringLiteral("not JSON (%1 at byte %2)")
            .arg(error.errorString())
            .arg(error.offset + 1);
    if (!document.isObject())
        return QStringLiteral("not a JSON object");
    QJsonObject object = document.object();
    if (keysWritten(text) != object.size())
        return QStringLiteral("a field given twice");
    return object;
}

} // namespace tihbat::json
