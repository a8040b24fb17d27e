// SPDX-License-Identifier: GPL-3.0-or-later
// One JSON object read strictly (the network protocol's messages and announcements): UTF-8
// without a byte order mark, an object at the top, and no key given twice (Qt's reader would
// keep the last one silently, so "code":"X","code":"Y" would read as Y).
#pragma once

#include <QByteArrayView>
#include <QJsonObject>
#include <QString>
#include <variant>

namespace tihbat::json {

// The object, or why the text is none (a few plain English words).
std::variant<QJsonObject, QString> readJsonObject(QByteArrayView text);

} // namespace tihbat::json
