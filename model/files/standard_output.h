// SPDX-License-Identifier: GPL-3.0-or-later
// A command-line program's last word on its standard output. Plain C++.
#pragma once

#include <string_view>

namespace tihbat::files {

// Writes all of `bytes` to the standard output (file descriptor 1, past any C++ stream) and
// closes it, where a file system reports a deferred write error. Returns 0 or the errno of the
// first failure; a standard output the shell closed (>&-) with nothing to write is no failure.
[[nodiscard]] int writeStandardOutputAndClose(std::string_view bytes);

} // namespace tihbat::files
