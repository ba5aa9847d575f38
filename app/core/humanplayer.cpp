#include "app/core/humanplayer.h"

namespace eschess::app {

HumanPlayer::HumanPlayer(const QString& name, QObject* parent) : Player(parent), m_name(name) {}

void HumanPlayer::startTurn(const GoRequest&) { m_onTurn = true; }

bool HumanPlayer::submit(eschess::Move move) {
    if (!m_onTurn) return false;
    m_onTurn = false;
    emit moveMade(move);
    return true;
}

} // namespace eschess::app
