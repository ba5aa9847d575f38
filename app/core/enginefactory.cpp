#include "app/core/enginefactory.h"

#include "app/core/localengine.h"
#include "app/core/uciengine.h"

namespace eschess::app {

Engine* createEngine(const EngineSpec& spec, QObject* parent) {
    if (spec.kind == EngineSpec::Kind::Family) {
        auto* engine = new LocalEngine(spec.searcher, parent);
        for (const auto& [name, value] : spec.options) engine->setOption(name, value);
        return engine;
    }
    UciEngineConfig config;
    config.program = spec.program;
    config.arguments = spec.arguments;
    config.workingDirectory = spec.workingDirectory;
    config.options = spec.options;
    return new UciEngine(std::move(config), parent);
}

} // namespace eschess::app
