#include "app/ui/clockwidget.h"

#include "app/core/gameclock.h"

#include <QGridLayout>
#include <QLabel>

namespace eschess::app {

ClockWidget::ClockWidget(GameClock* clock, QWidget* parent) : QWidget(parent), m_clock(clock) {
    auto* layout = new QGridLayout(this);
    for (int side = 0; side < 2; ++side) {
        m_name[side] = new QLabel(this);
        m_name[side]->setAlignment(Qt::AlignCenter);
        m_name[side]->setMargin(3);
        m_time[side] = new QLabel(this);
        m_time[side]->setAlignment(Qt::AlignCenter);
        QFont f = m_time[side]->font();
        f.setPointSizeF(f.pointSizeF() * 1.8);
        f.setBold(true);
        f.setStyleHint(QFont::Monospace);
        m_time[side]->setFont(f);
        m_time[side]->setMargin(4);
        m_time[side]->setAutoFillBackground(true);
        layout->addWidget(m_name[side], 0, side);
        layout->addWidget(m_time[side], 1, side);
    }
    setNames(tr("White"), tr("Black"));
    connect(m_clock, &GameClock::changed, this, &ClockWidget::refresh);
    refresh();
}

void ClockWidget::setNames(const QString& white, const QString& black) {
    m_name[0]->setText(QStringLiteral("○ ") + white);
    m_name[1]->setText(QStringLiteral("● ") + black);
}

void ClockWidget::setSideToMove(int side) {
    m_sideToMove = side;
    refresh();
}

QString ClockWidget::timeText(int side) const { return m_time[side]->text(); }

void ClockWidget::refresh() {
    const bool enabled = m_clock->enabled();
    for (int side = 0; side < 2; ++side) {
        const auto color = eschess::Color(side);
        // Untimed games show only the names; the side to move's name is highlighted instead.
        m_time[side]->setVisible(enabled);
        m_time[side]->setText(enabled ? GameClock::format(m_clock->remainingMs(color)) : QString());
        const bool active = side == m_sideToMove;
        QPalette pal = palette();
        if (active) {
            const bool low = enabled && m_clock->remainingMs(color) < 10000;
            pal.setColor(QPalette::Window, low ? QColor(0xc6, 0x28, 0x28) : pal.color(QPalette::Highlight));
            pal.setColor(QPalette::WindowText, low ? QColor(Qt::white) : pal.color(QPalette::HighlightedText));
        }
        QLabel* marked = enabled ? m_time[side] : m_name[side];
        QLabel* plain = enabled ? m_name[side] : m_time[side];
        marked->setAutoFillBackground(true);
        marked->setPalette(pal);
        plain->setAutoFillBackground(false);
        plain->setPalette(palette());
    }
}

} // namespace eschess::app
