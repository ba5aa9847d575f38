#include "app/core/engine.h"

namespace eschess::app {

Engine::Engine(QObject* parent) : QObject(parent) {
    qRegisterMetaType<eschess::Move>();
    qRegisterMetaType<eschess::app::EngineInfo>();
}

} // namespace eschess::app
