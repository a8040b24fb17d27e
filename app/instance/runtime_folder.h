// SPDX-License-Identifier: GPL-3.0-or-later
// The folder the running game keeps its lock and socket in: one that only this user can reach.
// The system's runtime folder (XDG_RUNTIME_DIR) when it is owned by the user, private (no access
// for group or others) and not a symbolic link; otherwise a folder of the game's own under the
// user's cache folder, made private. Anything else would let another user on the machine take
// the name first (a folder they made in /tmp, say) and keep the game from starting, or listen in
// its place.
#pragma once

#include <QString>

namespace tihbat {

class RuntimeFolder {
public:
    // The folder to use, made if needed; empty if no private folder can be had, with `problem`
    // (if given) saying why.
    static QString find(QString *problem = nullptr);

    // Whether `path` is a folder (not a link to one) that belongs to this user and that no one
    // else may enter, read or write. Everywhere but Unix, any folder of the user's.
    static bool isPrivate(const QString &path);

    // The game's own folder, the one used when the system's is missing or not private.
    static QString fallback();
};

} // namespace tihbat
