#include "app/ui/evalbar.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace eschess::app {

EvalBar::EvalBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setToolTip(tr("Evaluation from White's point of view"));
}

void EvalBar::setEvaluation(std::optional<int> whiteCp, const QString& label) {
    m_cp = whiteCp;
    m_label = label;
    update();
}

void EvalBar::setFlipped(bool flipped) {
    m_flipped = flipped;
    update();
}

void EvalBar::setSpan(int top, int bottom) {
    if (top == m_top && bottom == m_bottom) return;
    m_top = top;
    m_bottom = bottom;
    update();
}

double EvalBar::whiteShare() const {
    if (!m_cp) return 0.5;
    if (*m_cp >= 10000) return 1.0;
    if (*m_cp <= -10000) return 0.0;
    // A logistic curve: +1 pawn ≈ 59%, +4 pawns ≈ 88%.
    return 1.0 / (1.0 + std::exp(-*m_cp / 275.0));
}

void EvalBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QRect r = rect().adjusted(1, 1, -1, -1);
    if (m_top >= 0 && m_bottom > m_top) {
        r.setTop(std::max(r.top(), m_top));
        r.setBottom(std::min(r.bottom(), m_bottom));
    }
    const QColor black = m_cp ? QColor(0x40, 0x40, 0x40) : QColor(0x90, 0x90, 0x90);
    const QColor white = m_cp ? QColor(0xf4, 0xf4, 0xf4) : QColor(0xd8, 0xd8, 0xd8);
    p.fillRect(r, black);
    const int whiteHeight = int(std::round(r.height() * whiteShare()));
    QRect whiteRect = r;
    if (m_flipped)
        whiteRect.setHeight(whiteHeight);
    else
        whiteRect.setTop(r.bottom() - whiteHeight + 1);
    p.fillRect(whiteRect, white);
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(r.adjusted(0, 0, -1, -1));
    p.drawLine(r.left(), r.center().y(), r.right(), r.center().y());
    if (!m_label.isEmpty() && m_cp) {
        QFont f = font();
        f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.75));
        p.setFont(f);
        const bool whiteAhead = *m_cp >= 0;
        // The number sits at the leader's end, in the opposite colour.
        const bool atBottom = whiteAhead != m_flipped;
        QRect textRect = r.adjusted(0, 2, 0, -2);
        p.setPen(whiteAhead ? QColor(0x30, 0x30, 0x30) : QColor(0xf0, 0xf0, 0xf0));
        p.drawText(textRect, Qt::AlignHCenter | (atBottom ? Qt::AlignBottom : Qt::AlignTop), m_label);
    }
}

} // namespace eschess::app
