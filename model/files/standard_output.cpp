// SPDX-License-Identifier: GPL-3.0-or-later
#include "standard_output.h"

#include "safe_file.h"

#include <cerrno>
#include <unistd.h>

namespace tihbat::files {

int writeStandardOutputAndClose(std::string_view bytes) {
    int error = writeAllBytes(STDOUT_FILENO, bytes);
    if (::close(STDOUT_FILENO) != 0 && error == 0 && errno != EBADF)
        error = errno;
    return error;
}

} // namespace tihbat::files
