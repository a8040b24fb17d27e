// SPDX-License-Identifier: GPL-3.0-or-later
// A file error from tihbat::files, worded for people in their language: "Cannot save
// /home/ana/game.tihbat: no space left on device".
#pragma once

#include "files/safe_file.h"

#include <QString>

namespace tihbat {

// The reason alone ("permission denied"), as it reads after a colon.
QString fileErrorReason(const files::FileError &error);
// The whole sentence, naming the file by its full path.
QString fileErrorText(const files::FileError &error);

} // namespace tihbat
