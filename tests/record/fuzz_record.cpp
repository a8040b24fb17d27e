// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the record reader: any input must be read without a crash, a hang or
// undefined behaviour; an input that reads must survive write + read unchanged. The analysis
// comment check of tihbat-cli analyze runs on the whole input and on every comment read, on a
// thread with a small stack, so that recursion that grows with the input would crash here.
#include "cli/analysis.h"
#include "record/record.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <pthread.h>
#include <string>
#include <string_view>
#include <vector>

namespace {

// The analysis-comment check against a plain reading of its pattern,
// "value -?[0-9]+; best [ABab](,[ABab])*".
bool expectedAnalysisComment(std::string_view s) {
    const auto isPit = [](char c) { return c == 'A' || c == 'B' || c == 'a' || c == 'b'; };
    if (s.substr(0, 6) != "value ")
        return false;
    std::size_t i = 6;
    if (i < s.size() && s[i] == '-')
        ++i;
    const std::size_t digits = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9')
        ++i;
    if (i == digits || s.substr(i, 7) != "; best ")
        return false;
    i += 7;
    if (i >= s.size() || !isPit(s[i]))
        return false;
    for (++i; i < s.size(); i += 2) {
        if (i + 1 >= s.size() || s[i] != ',' || !isPit(s[i + 1]))
            return false;
    }
    return true;
}

void checkAnalysisComment(std::string_view comment) {
    if (tihbat::cli::isAnalysisComment(comment) != expectedAnalysisComment(comment))
        std::abort();
}

void *checkAllComments(void *comments) {
    for (const std::string &comment : *static_cast<std::vector<std::string> *>(comments))
        checkAnalysisComment(comment);
    return nullptr;
}

// On a 256 KiB stack: a check that recursed per character would overflow it on long input.
void checkOnSmallStack(std::vector<std::string> &comments) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 256 * 1024);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, checkAllComments, &comments) != 0)
        std::abort();
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attributes);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const tihbat::record::ReadResult first = tihbat::record::readRecords(text);
    std::vector<std::string> comments{std::string(text)};
    for (const tihbat::record::GameRecord &game : first.games) {
        comments.insert(comments.end(), game.commentsBefore.begin(), game.commentsBefore.end());
        for (const tihbat::record::RecordedMove &move : game.moves)
            comments.insert(comments.end(), move.commentsAfter.begin(), move.commentsAfter.end());
    }
    checkOnSmallStack(comments);
    if (!first.ok()) {
        // The message must point into the text (or at its end).
        if (first.error->line < 1 || first.error->column < 1 || first.error->message.empty())
            std::abort();
        return 0;
    }
    const std::string written = tihbat::record::writeRecords(first.games);
    const tihbat::record::ReadResult second = tihbat::record::readRecords(written);
    if (!second.ok()) {
        std::fprintf(stderr, "written text refused: %s\n%s\n", second.error->describe().c_str(),
                     written.c_str());
        std::abort();
    }
    if (second.games != first.games) {
        std::fprintf(stderr, "round trip changed the games:\n%s\n", written.c_str());
        std::abort();
    }
    if (tihbat::record::writeRecords(second.games) != written)
        std::abort();
    return 0;
}
