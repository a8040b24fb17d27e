// SPDX-License-Identifier: GPL-3.0-or-later
#include "option_parser.h"

#include <algorithm>
#include <charconv>
#include <utility>

namespace tihbat::cli {

namespace {

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

// Argument numbers count from 1 after the program name, as a shell user counts them.
std::string argumentText(std::size_t argumentNumber) {
    return "(argument " + std::to_string(argumentNumber) + ")";
}

bool isOption(std::string_view arg) {
    return arg.size() > 1 && arg.front() == '-';
}

} // namespace

UnknownOption::UnknownOption(std::string_view name, std::size_t argumentNumber)
    : UsageError("unknown option " + quoted(name) + " " + argumentText(argumentNumber))
    , m_name(name) {}

OptionParser::OptionParser(std::string_view command, std::vector<OptionSpec> options)
    : m_command(command)
    , m_options(std::move(options)) {}

const OptionSpec &OptionParser::spec(std::string_view name, std::size_t argumentNumber) const {
    const auto found = std::find_if(m_options.begin(), m_options.end(),
                                    [name](const OptionSpec &o) { return o.name == name; });
    if (found == m_options.end())
        throw UnknownOption(name, argumentNumber);
    if (!found->applies)
        throw UsageError("option " + std::string(name) + " does not apply to " + m_command + " " +
                         argumentText(argumentNumber));
    return *found;
}

void OptionParser::parse(std::span<const std::string> args, const OnOption &onOption,
                         const OnOperand &onOperand) const {
    std::vector<std::string_view> given;
    for (std::size_t at = 1; at < args.size(); ++at) {
        const std::string_view arg = args[at];
        if (!isOption(arg)) {
            onOperand(args[at]);
            continue;
        }
        const std::size_t equals = arg.find('=');
        const OptionSpec &option = spec(arg.substr(0, equals), at + 1);
        const std::string name(option.name);
        if (std::find(given.begin(), given.end(), option.name) != given.end())
            throw UsageError("option " + name + " is given twice");
        given.push_back(option.name);
        std::string_view value;
        if (equals != std::string_view::npos) {
            if (!option.takesValue)
                throw UsageError("option " + name + " takes no value");
            value = arg.substr(equals + 1);
        } else if (option.takesValue) {
            if (at + 1 >= args.size() || args[at + 1].starts_with("--"))
                throw UsageError("option " + name + " needs a value " + argumentText(at + 1));
            value = args[++at];
        }
        onOption(option.name, value);
    }
}

long long boundedNumber(std::string_view option, std::string_view value, long long min,
                        long long max, const std::string &expected) {
    long long number = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), number);
    const std::string refusal = "option " + std::string(option) + ": " + quoted(value) + " ";
    const std::string wanted =
        ", expected " +
        (expected.empty() ? std::to_string(min) + ".." + std::to_string(max) : expected);
    // A number with more digits than any use deserves "too large", not "not a whole number".
    if (value.empty() || value.front() == '-' || end != value.data() + value.size() ||
        (error != std::errc() && error != std::errc::result_out_of_range))
        throw UsageError(refusal + "is not a whole number" + wanted);
    if (error == std::errc::result_out_of_range || number > max)
        throw UsageError(refusal + "is too large" + wanted);
    if (number < min)
        throw UsageError(refusal + "is too small" + wanted);
    return number;
}

} // namespace tihbat::cli
