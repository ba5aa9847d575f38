#pragma once
// The principal-variation dock: the current PV in SAN with score, depth and time, every
// MultiPV line, and the history of the best move per iteration with its changes marked.
// Hovering a move of a line asks for a preview of the position after it.

#include "app/core/engine.h"
#include "app/core/search/pvtracker.h"

#include <QVector>
#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;
class QTimer;
class QVBoxLayout;

namespace eschess::app {

class PvPanel : public QWidget {
    Q_OBJECT
  public:
    explicit PvPanel(QWidget* parent = nullptr);

    PvTracker* tracker() const { return m_tracker; }
    // The label of each shown line, in MultiPV order (for tests and screenshots).
    const QVector<QLabel*>& lineLabels() const { return m_lineLabels; }
    QLabel* headerLabel() const { return m_header; }
    QTableWidget* historyTable() const { return m_history; }
    // Redraws now instead of at the next throttle tick.
    void refreshNow();
    // What hovering link href does (exposed for tests): emits previewPosition.
    void hoverLink(const QString& href);

  public slots:
    void reset(const eschess::Position& pos);
    void addInfo(const eschess::app::EngineInfo& info);

  signals:
    // A position to show on the board while the mouse is on a PV move; nullopt ends the preview.
    void previewPosition(const std::optional<eschess::Position>& pos);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    QString lineHtml(const EngineInfo& info) const;
    void refreshIfShown();

    PvTracker* m_tracker;
    QLabel* m_header;
    QVBoxLayout* m_linesLayout;
    QVector<QLabel*> m_lineLabels;
    QLabel* m_changes;
    QTableWidget* m_history;
    QTimer* m_throttle;
    bool m_previewing = false;
    bool m_stale = false; // a refresh was skipped while hidden (a tab behind another); see DepthChart
};

} // namespace eschess::app
