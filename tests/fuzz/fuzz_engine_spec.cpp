// Fuzzes engine specs (app/core/enginespec): no text may crash, a refusal always says why and
// names the spec, an accepted spec never carries a line break into an option, and checking it
// never allocates what it names (an RSS limit catches a spec that builds a large table).
#include "app/core/enginespec.h"

#include "app/core/uciparser.h"
#include "core/position.h"

#include <cstdint>
#include <cstdlib>

using namespace eschess::app;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    eschess::Position::init();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const auto spec = parseEngineSpec(text, &error);
    if (!spec) {
        if (!error.startsWith(QStringLiteral("engine spec '"))) std::abort();
        return 0;
    }
    for (const auto& [name, value] : spec->options)
        if (name.isEmpty() || hasLineBreak(name) || hasLineBreak(value)) std::abort();
    (void)spec->label();
    (void)spec->toString();
    (void)checkEngineBudget({*spec, *spec}, 2, 1024, &error, 2);
    return 0;
}
