// SPDX-License-Identifier: GPL-3.0-or-later
// Who runs the program. Plain C++.
#pragma once

namespace tihbat::files {

// The real user id: the one the session's runtime folder (/run/user/ID) is named by.
[[nodiscard]] unsigned currentUserId();

} // namespace tihbat::files
