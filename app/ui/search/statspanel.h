#pragma once
// The search statistics dock: the live table of the current search (one row per completed
// depth) and, in a second tab, compare mode.

#include "app/core/engine.h"
#include "app/core/search/statsmodel.h"

#include <QWidget>

class QTableView;
class QTabWidget;

namespace eschess::app {

class ComparePanel;

class StatsPanel : public QWidget {
    Q_OBJECT
  public:
    explicit StatsPanel(QWidget* parent = nullptr);

    StatsModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    ComparePanel* comparePanel() const { return m_compare; }
    QTabWidget* tabs() const { return m_tabs; }

  public slots:
    void addInfo(const eschess::app::EngineInfo& info);
    // A new search starts (from pos): the table empties; compare mode takes the position.
    void reset(const eschess::Position& pos);

  private:
    StatsModel* m_model;
    QTableView* m_view;
    ComparePanel* m_compare;
    QTabWidget* m_tabs;
};

} // namespace eschess::app
