// SPDX-License-Identifier: GPL-3.0-or-later
// OptionParser, the one reader of every tihbat-cli command line: what it hands on, in which
// order, and the exact words of each refusal (which option, which argument).
#include "cli/option_parser.h"

#include <QtTest>
#include <string>
#include <utility>
#include <vector>

namespace {

using tihbat::cli::OptionParser;
using tihbat::cli::OptionSpec;

// "--seeds" takes a value, "--chain" none, "--south" is another command's.
OptionParser playParser() {
    return OptionParser("play", {{"--seeds", true}, {"--chain", false}, {"--south", true, false}});
}

struct Read {
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<std::string> operands;
};

Read parse(const OptionParser &parser, const std::vector<std::string> &args) {
    Read read;
    parser.parse(
        args,
        [&](std::string_view name, std::string_view value) {
            read.options.emplace_back(std::string(name), std::string(value));
        },
        [&](const std::string &operand) { read.operands.push_back(operand); });
    return read;
}

// The message of the UsageError that parsing args throws, or "" if it throws none.
QString refusal(const std::vector<std::string> &args) {
    try {
        parse(playParser(), args);
    } catch (const tihbat::cli::UsageError &error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

} // namespace

class TestOptionParser : public QObject {
    Q_OBJECT
private slots:
    void readsOptionsAndOperandsInOrder() {
        const Read read = parse(playParser(), {"play", "A", "--seeds=4", "b", "--chain", "-"});
        using Option = std::pair<std::string, std::string>;
        QVERIFY(read.options == (std::vector<Option>{{"--seeds", "4"}, {"--chain", ""}}));
        // A lone "-" is no option.
        QVERIFY(read.operands == (std::vector<std::string>{"A", "b", "-"}));
        QCOMPARE(parse(playParser(), {"play", "--seeds", "-3"}).options.front().second, "-3");
    }

    void refuses_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"play", "A", "--fast"}
                                 << R"(unknown option "--fast" (argument 3))";
        QTest::newRow("unknown short")
            << QStringList{"play", "-x"} << R"(unknown option "-x" (argument 2))";
        QTest::newRow("unknown with a value")
            << QStringList{"play", "--fast=1"} << R"(unknown option "--fast" (argument 2))";
        QTest::newRow("another command's") << QStringList{"play", "--chain", "--south", "easy"}
                                           << "option --south does not apply to play (argument 3)";
        QTest::newRow("no value at the end")
            << QStringList{"play", "A", "--seeds"} << "option --seeds needs a value (argument 3)";
        QTest::newRow("an option for a value") << QStringList{"play", "--seeds", "--chain"}
                                               << "option --seeds needs a value (argument 2)";
        QTest::newRow("a flag with a value")
            << QStringList{"play", "--chain=yes"} << "option --chain takes no value";
        QTest::newRow("twice") << QStringList{"play", "--seeds", "3", "--seeds=4"}
                               << "option --seeds is given twice";
    }
    void refuses() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> arguments;
        for (const QString &arg : args)
            arguments.push_back(arg.toStdString());
        QCOMPARE(refusal(arguments), message);
    }

    void tellsAnUnknownOptionByName() {
        try {
            parse(playParser(), {"play", "--colour=red"});
            QFAIL("no refusal");
        } catch (const tihbat::cli::UnknownOption &unknown) {
            QCOMPARE(unknown.name(), std::string("--colour"));
        }
    }

    void boundedNumber_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("in range") << "12"
                                  << "";
        QTest::newRow("lowest") << "1"
                                << "";
        QTest::newRow("too small") << "0"
                                   << R"(option --seeds: "0" is too small, expected 1..12)";
        QTest::newRow("too large") << "13"
                                   << R"(option --seeds: "13" is too large, expected 1..12)";
        QTest::newRow("more digits than any number")
            << "99999999999999999999"
            << R"(option --seeds: "99999999999999999999" is too large, expected 1..12)";
        QTest::newRow("negative")
            << "-1"
            << R"(option --seeds: "-1" is not a whole number, expected 1..12)";
        QTest::newRow("trailing letters")
            << "7x"
            << R"(option --seeds: "7x" is not a whole number, expected 1..12)";
        QTest::newRow("empty") << ""
                               << R"(option --seeds: "" is not a whole number, expected 1..12)";
    }
    void boundedNumber() {
        QFETCH(QString, value);
        QFETCH(QString, message);
        QString refused;
        try {
            const long long number =
                tihbat::cli::boundedNumber("--seeds", value.toStdString(), 1, 12);
            QCOMPARE(QString::number(number), value);
        } catch (const tihbat::cli::UsageError &error) {
            refused = QString::fromStdString(error.what());
        }
        QCOMPARE(refused, message);
    }

    void namesTheExpectedValueWhenTold() {
        try {
            tihbat::cli::boundedNumber("--games", "0", 1, 100, "a number of games from 1 to 100");
            QFAIL("no refusal");
        } catch (const tihbat::cli::UsageError &error) {
            QCOMPARE(
                QString::fromStdString(error.what()),
                R"(option --games: "0" is too small, expected a number of games from 1 to 100)");
        }
    }
};

QTEST_GUILESS_MAIN(TestOptionParser)
#include "tst_option_parser.moc"
