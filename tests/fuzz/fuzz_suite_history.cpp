// Fuzzes the suite history reader (app/core/suiteexport: suiteResultsFromJson, which reads the
// saved runs a new run is compared with): any bytes give results or an error, never a crash,
// and results read back the same after writing them again.
#include "app/core/suiteexport.h"

#include "core/position.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

using namespace eschess;
using namespace eschess::app;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::vector<SuiteResult> results = suiteResultsFromJson(QJsonDocument::fromJson(bytes), &error);
    if (!error.isEmpty()) return 0;
    (void)suiteResultsToCsv(results);
    QString again;
    const std::vector<SuiteResult> back =
        suiteResultsFromJson(suiteResultsToJson(QStringLiteral("fuzz"), QStringLiteral("depth 1"), results), &again);
    if (!again.isEmpty() || back.size() != results.size()) std::abort();
    for (std::size_t i = 0; i < back.size(); ++i)
        if (back[i].engine != results[i].engine || back[i].id != results[i].id || back[i].solved != results[i].solved)
            std::abort();
    return 0;
}
