# SPDX-License-Identifier: GPL-3.0-or-later
# The window icon (AppIcon): PNGs rendered from the application's SVG at build time by
# render_icon (packaging/tools) and built into tihbat_ui under :/app/icon/<size>.png, so that
# setting the icon at start reads only PNGs. Up to 128 px: X11 sends every size of the window
# icon to the window manager when the window is made (_NET_WM_ICON), and 256 px tripled that
# work for nothing a desktop shows (bigger icons come from the icon theme by the desktop entry).
set(tihbat_app_icon_svg "${PROJECT_SOURCE_DIR}/packaging/icons/${TIHBAT_APP_ID}.svg")
set(tihbat_app_icon_dir "${CMAKE_CURRENT_BINARY_DIR}/app_icon")
set(tihbat_app_icon_pngs)
foreach(size 16 22 24 32 48 64 128)
    set(png "${tihbat_app_icon_dir}/${size}.png")
    add_custom_command(OUTPUT "${png}"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${tihbat_app_icon_dir}"
        COMMAND render_icon "${tihbat_app_icon_svg}" ${size} "${png}"
        DEPENDS render_icon "${tihbat_app_icon_svg}"
        COMMENT "Rendering the window icon at ${size}x${size}" VERBATIM)
    list(APPEND tihbat_app_icon_pngs "${png}")
endforeach()
qt_add_resources(tihbat_ui tihbat_app_icon
    PREFIX /app/icon
    BASE "${tihbat_app_icon_dir}"
    FILES ${tihbat_app_icon_pngs})
