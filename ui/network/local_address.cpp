// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/local_address.h"

#include <QHostAddress>
#include <QNetworkInterface>

namespace tihbat {

QString localAddress() {
    for (const QHostAddress &address : QNetworkInterface::allAddresses())
        if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
            return address.toString();
    return QHostAddress(QHostAddress::LocalHost).toString();
}

} // namespace tihbat
