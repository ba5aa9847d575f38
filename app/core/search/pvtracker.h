#pragma once
// What the PV panel shows, kept apart from its widgets: the latest line of each MultiPV
// index and the history of the best move per iteration (and where it changed).

#include "app/core/engine.h"
#include "core/position.h"

#include <QMap>
#include <QObject>
#include <QVector>

#include <optional>

namespace eschess::app {

class PvTracker : public QObject {
    Q_OBJECT
  public:
    struct Iteration {
        int depth = 0;
        Move bestMove;
        QString bestMoveText;
        QString scoreText;
        qint64 timeMs = 0;
        bool changed = false; // the best move differs from the previous iteration's
    };

    using QObject::QObject;

    // A new search from pos: forgets lines and history.
    void reset(const Position& pos);
    const Position& root() const { return m_root; }

    // The latest update of each line, by multipv index (1-based).
    const QMap<int, EngineInfo>& lines() const { return m_lines; }
    const QVector<Iteration>& history() const { return m_history; }
    int bestMoveChanges() const;

    // The position after the first ply + 1 moves of the line (ply 0 = after its first move);
    // nullopt when the line or the move does not exist or is not legal.
    std::optional<Position> previewPosition(int multiPv, int ply) const;

  public slots:
    void addInfo(const eschess::app::EngineInfo& info);

  signals:
    void changed();

  private:
    Position m_root;
    QMap<int, EngineInfo> m_lines;
    QVector<Iteration> m_history;
};

} // namespace eschess::app
