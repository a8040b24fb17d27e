// SPDX-License-Identifier: GPL-3.0-or-later
// The one strict JSON field reader (model/strict_json), on its own: which problem it finds first
// and what it hands its user to word (here a wording that shows every part of the problem).
#include "strict_json/field_reader.h"
#include "strict_json/json_object.h"

#include <QJsonArray>
#include <QtTest>

namespace {

using tihbat::json::FieldProblem;
using tihbat::json::FieldReader;

QString kindName(FieldProblem::Kind kind) {
    switch (kind) {
    case FieldProblem::Kind::Missing:
        return QStringLiteral("missing");
    case FieldProblem::Kind::NotWholeNumber:
        return QStringLiteral("number");
    case FieldProblem::Kind::NotBoolean:
        return QStringLiteral("boolean");
    case FieldProblem::Kind::NotText:
        return QStringLiteral("text");
    case FieldProblem::Kind::NotObject:
        return QStringLiteral("object");
    case FieldProblem::Kind::UnknownField:
        break;
    }
    return QStringLiteral("unknown");
}

QString everything(const FieldProblem &problem) {
    return QStringLiteral("%1 %2 %3..%4")
        .arg(kindName(problem.kind), problem.field)
        .arg(problem.min)
        .arg(problem.max);
}

QJsonObject objectOf(const char *json) {
    const auto read = tihbat::json::readJsonObject(QByteArrayView(json));
    const auto *object = std::get_if<QJsonObject>(&read);
    return object ? *object : QJsonObject();
}

} // namespace

class TestFieldReader : public QObject {
    Q_OBJECT
private slots:
    void readsEveryKindOfField() {
        const QJsonObject object =
            objectOf(R"({"n":7,"b":true,"s":"ab","o":{"x":1},"pair":[3,4]})");
        FieldReader r(object, everything);
        QCOMPARE(r.integer("n", 1, 12), 7);
        QCOMPARE(r.boolean("b"), true);
        QCOMPARE(r.text("s", 2), QStringLiteral("ab"));
        QCOMPARE(r.object("o").value("x").toInt(), 1);
        const QJsonArray pair = r.take("pair").toArray();
        QCOMPARE(r.integerValue(pair.at(1), "pair[1]", 0, 4), 4);
        r.finish();
        QVERIFY2(r.ok(), qPrintable(r.error()));
    }

    void findsTheFirstProblem_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("missing") << QByteArray(R"({"b":true})") << "missing rules.n 0..0";
        QTest::newRow("a string for a number")
            << QByteArray(R"({"n":"7"})") << "number rules.n 1..12";
        QTest::newRow("a fraction") << QByteArray(R"({"n":7.5})") << "number rules.n 1..12";
        QTest::newRow("too large") << QByteArray(R"({"n":13})") << "number rules.n 1..12";
        QTest::newRow("huge") << QByteArray(R"({"n":1e300})") << "number rules.n 1..12";
        QTest::newRow("a number for a boolean")
            << QByteArray(R"({"n":7,"b":0})") << "boolean rules.b 0..0";
        QTest::newRow("a number for a string")
            << QByteArray(R"({"n":7,"b":true,"s":1})") << "text rules.s 0..2";
        QTest::newRow("an oversized string")
            << QByteArray(R"({"n":7,"b":true,"s":"abc"})") << "text rules.s 0..2";
        QTest::newRow("a list for an object")
            << QByteArray(R"({"n":7,"b":true,"s":"ab","o":[]})") << "object rules.o 0..0";
        QTest::newRow("an extra field")
            << QByteArray(R"({"n":7,"b":true,"s":"ab","o":{},"x":null})") << "unknown  0..0";
    }
    void findsTheFirstProblem() {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QJsonObject object = objectOf(json.constData());
        FieldReader r(object, everything, QStringLiteral("rules"));
        r.integer("n", 1, 12);
        r.boolean("b");
        r.text("s", 2);
        r.object("o");
        r.finish();
        QCOMPARE(r.error(), error);
    }

    // A character may take two UTF-16 units (outside the BMP): unitsPerCharacter allows it.
    void countsCharactersAsTold() {
        const QJsonObject object{{"s", QStringLiteral("\U0001F600\U0001F600")}};
        FieldReader strict(object, everything);
        strict.text("s", 2);
        QCOMPARE(strict.error(), QStringLiteral("text s 0..2"));
        FieldReader pairs(object, everything);
        QCOMPARE(pairs.text("s", 2, 2), QStringLiteral("\U0001F600\U0001F600"));
        QVERIFY(pairs.ok());
    }

    void aFieldReadTwiceCountsOnce() {
        const QJsonObject object = objectOf(R"({"n":1,"m":2})");
        FieldReader r(object, everything);
        r.take("n");
        r.take("n");
        r.finish();
        QCOMPARE(r.error(), QStringLiteral("unknown  0..0"));
    }

    // A nested object's problems carry its path, and the first problem is the same for both.
    void aChildSharesTheFirstProblem() {
        const QJsonObject object = objectOf("{\"rules\":{\"chain\":1},\"n\":\"x\"}");
        FieldReader r(object, everything);
        FieldReader rules = r.child("rules");
        QVERIFY(r.ok());
        rules.boolean("chain");
        QCOMPARE(r.error(), QStringLiteral("boolean rules.chain 0..0"));
        r.integer("n", 0, 1);
        QCOMPARE(rules.error(), QStringLiteral("boolean rules.chain 0..0"));
        FieldReader notAnObject(object, everything);
        notAnObject.child("n");
        QCOMPARE(notAnObject.error(), QStringLiteral("object n 0..0"));
    }

    void theUsersOwnProblemWhenItComesFirst() {
        const QJsonObject object = objectOf(R"({"n":1})");
        FieldReader r(object, everything);
        r.fail(QStringLiteral("mine"));
        r.integer("x", 0, 1);
        QCOMPARE(r.error(), QStringLiteral("mine"));
    }
};

QTEST_GUILESS_MAIN(TestFieldReader)
#include "tst_field_reader.moc"
