#include "app/ui/search/statspanel.h"

#include "app/ui/search/comparepanel.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace eschess::app {

StatsPanel::StatsPanel(QWidget* parent)
    : QWidget(parent), m_model(new StatsModel(this)), m_view(new QTableView(this)),
      m_compare(new ComparePanel(this)), m_tabs(new QTabWidget(this)) {
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_tabs->addTab(m_view, tr("This search"));
    m_tabs->addTab(m_compare, tr("Compare"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void StatsPanel::addInfo(const EngineInfo& info) {
    const int rows = m_model->rowCount();
    m_model->addInfo(info);
    if (m_model->rowCount() != rows) m_view->scrollToBottom();
}

void StatsPanel::reset(const Position& pos) {
    m_model->clear();
    m_compare->setPosition(pos);
}

} // namespace eschess::app
