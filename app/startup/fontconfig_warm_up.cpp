// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup/fontconfig_warm_up.h"

#ifdef TIHBAT_HAVE_FONTCONFIG
#include <fontconfig/fontconfig.h>
#endif

namespace tihbat {

FontconfigWarmUp::FontconfigWarmUp() {
#ifdef TIHBAT_HAVE_FONTCONFIG
    // Qt's font database calls FcInit() too, and then finds it done.
    m_thread = std::thread([] { (void)FcInit(); });
#endif
}

FontconfigWarmUp::~FontconfigWarmUp() {
    wait();
}

void FontconfigWarmUp::wait() {
    std::call_once(m_joined, [this] {
        if (m_thread.joinable())
            m_thread.join();
    });
}

} // namespace tihbat
