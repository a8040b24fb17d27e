// SPDX-License-Identifier: GPL-3.0-or-later
// A dialog wide enough for its title: the window manager shows "Title — Tihbat" in a bold font
// beside its buttons and cuts what does not fit ("Export...Tihbat"). The dialog's minimum width
// makes room for the whole title at the dialog's font, whatever the language.
#pragma once

class QWidget;

namespace tihbat {

// Widens `window`'s minimum to fit its current title (call once the title is set).
void makeRoomForTitle(QWidget *window);

} // namespace tihbat
