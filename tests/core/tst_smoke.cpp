#include "core/solver.h"
#include "core/notation.h"
#include <QTest>
#include <chrono>
#include <iostream>
using namespace tihbat;
class Smoke : public QObject {
    Q_OBJECT
private slots:
    void run() {
        for (int s = 1; s <= 12; ++s) for (bool chain : {false, true}) {
            auto t0 = std::chrono::steady_clock::now();
            Solver solver(chain);
            Game g(RuleOptions{s, chain, Side::South});
            int v = solver.value(g);
            auto t1 = std::chrono::steady_clock::now();
            std::cout << "s=" << s << " chain=" << chain << " value=" << v << " ms=" << std::chrono::duration<double, std::milli>(t1 - t0).count() << " bytes=" << solver.tableBytes() << "\n";
        }
    }
};
QTEST_APPLESS_MAIN(Smoke)
#include "tst_smoke.moc"
