// SPDX-License-Identifier: GPL-3.0-or-later
// The small items the board is made of, one class per header; this one brings them all in for
// code that uses several. The carved wood itself is not an item: the scene paints it once into a
// cached background, so a frame only draws what can change.
#pragma once

#include "caption_item.h"
#include "count_badge_item.h"
#include "counter_item.h"
#include "device_sprite.h"
#include "nameplate_item.h"
#include "pictured_item.h"
#include "pit_item.h"
#include "tray_item.h"
#include "value_badge_item.h"
