// Fuzzes the SearchParams option's parser (engine/search/pvsparams.cpp): no input may crash; a
// refused value says why and leaves the parameters as they were; an accepted one keeps every
// parameter inside its range and reads back the same through its written form.
#include "search/pvsparams.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace eschess;

namespace {

bool same(const PvsParameters& a, const PvsParameters& b) {
    for (const PvsParameterInfo& info : pvsParameterTable())
        if (info.get(a) != info.get(b)) return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PvsParameters start;
    start.razorMargin = 111; // not the defaults, so that "left as it was" is tested for real
    PvsParameters params = start;
    const std::string error = applyPvsParameters(params, text);
    if (!error.empty()) {
        if (!same(params, start)) std::abort();
        return 0;
    }
    for (const PvsParameterInfo& info : pvsParameterTable()) {
        const double v = info.get(params);
        if (!(v >= info.min && v <= info.max)) std::abort();
    }
    // Written over the defaults and read back over the defaults: the same parameters. (The
    // decimal ones are written in their shortest exact form, so they survive too.)
    PvsParameters again;
    if (!applyPvsParameters(again, changedPvsParameters(params)).empty() || !same(again, params)) std::abort();
    return 0;
}
