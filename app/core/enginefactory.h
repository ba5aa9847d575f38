#pragma once
// Builds the Engine an EngineSpec names: a LocalEngine for a family searcher, a UciEngine for an
// external program. The spec's options are applied (sent after the handshake for UCI engines).

#include "app/core/enginespec.h"

class QObject;

namespace eschess::app {

class Engine;

// Never nullptr; the engine is not started yet.
Engine* createEngine(const EngineSpec& spec, QObject* parent = nullptr);

} // namespace eschess::app
