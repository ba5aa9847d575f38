#pragma once

#include <QWidget>

#include <optional>

namespace eschess::app {

// A vertical bar beside the board: White's share grows with the evaluation (White's view),
// squashed so that a few pawns fill most of it and a mate fills it all.
class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);

    // nullopt: no evaluation (analysis off) — the bar shows an even split, greyed.
    void setEvaluation(std::optional<int> whiteCp, const QString& label = {});
    void setFlipped(bool flipped);
    // The bar spans rows top…bottom of the widget (to line up with the board); default: all.
    void setSpan(int top, int bottom);
    std::optional<int> evaluation() const { return m_cp; }
    // White's share of the bar, 0…1.
    double whiteShare() const;

    QSize sizeHint() const override { return {28, 200}; }
    QSize minimumSizeHint() const override { return {14, 60}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<int> m_cp;
    QString m_label;
    bool m_flipped = false;
    int m_top = -1, m_bottom = -1;
};

} // namespace eschess::app
