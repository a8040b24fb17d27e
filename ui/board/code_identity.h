// SPDX-License-Identifier: GPL-3.0-or-later
// Which build of the program is running: the GNU build ID the linker writes into the binary
// (a hash of its code and data), the same for every run of one build and different after any
// change to it. Empty where the binary has none (not ELF, or linked without one).
#pragma once

#include <QByteArray>

namespace tihbat {

class CodeIdentity {
public:
    // The build ID of the binary this code is linked into (the executable, or the library).
    static QByteArray ofThisBinary();
};

} // namespace tihbat
