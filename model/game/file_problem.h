// Why a file could not be read or written, in the language of the interface. The system's own
// reason (QFileDevice::errorString) comes from the C library in the system's language, most
// often English; the usual reasons are found out and worded here instead.
#pragma once

#include <QString>

class QFileDevice;

namespace tihbat {

enum class FileAccess { Read, Write };

// The reason `file` (just failed) gave for `access`, a short clause without the file's name.
QString fileProblem(const QFileDevice &file, FileAccess access);

} // namespace tihbat
