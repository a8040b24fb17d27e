// SPDX-License-Identifier: GPL-3.0-or-later
// The one reader of tihbat-cli's command lines, for every command (play, solve, analyze, match,
// puzzles; worksheet, picture, scoresheet; host, join, find, tournament): after the command
// word, options (--name VALUE or --name=VALUE, each at most once) and operands, in any order.
// It knows names and values, not meanings: each command checks its values and operands itself.
// Plain C++, so the commands that need no Qt load none.
#pragma once

#include "arguments.h"

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tihbat::cli {

struct OptionSpec {
    std::string_view name; // with its dashes: "--seeds"
    bool takesValue = true;
    // False for an option of the program's other commands: refused as not applying here.
    bool applies = true;
};

// An option no command knows; print commands word it their way.
class UnknownOption : public UsageError {
public:
    UnknownOption(std::string_view name, std::size_t argumentNumber);
    const std::string &name() const { return m_name; }

private:
    std::string m_name;
};

class OptionParser {
public:
    using OnOption = std::function<void(std::string_view name, std::string_view value)>;
    using OnOperand = std::function<void(const std::string &operand)>;

    OptionParser(std::string_view command, std::vector<OptionSpec> options);

    // Reads args[1..] (args[0] is the command), calling onOption for each option in the order
    // written (value empty for a flag) and onOperand for every other argument. Throws
    // UsageError saying what and which argument: an unknown option, one of another command,
    // one given twice, a flag with a value, a missing value (none, or the next option).
    void parse(std::span<const std::string> args, const OnOption &onOption,
               const OnOperand &onOperand) const;

private:
    const OptionSpec &spec(std::string_view name, std::size_t argumentNumber) const;

    std::string m_command;
    std::vector<OptionSpec> m_options;
};

// The value of a number option from min to max, or "option --seeds: "13" is too large,
// expected 1..12" (too small; is not a whole number). expected defaults to "min..max".
long long boundedNumber(std::string_view option, std::string_view value, long long min,
                        long long max, const std::string &expected = {});

} // namespace tihbat::cli
