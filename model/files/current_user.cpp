// SPDX-License-Identifier: GPL-3.0-or-later
#include "current_user.h"

#include <unistd.h>

namespace tihbat::files {

unsigned currentUserId() {
    return ::getuid();
}

} // namespace tihbat::files
