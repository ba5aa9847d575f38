#pragma once

#include "core/position.h"

#include <QWidget>

namespace eschess::app {

// Draws a position. Holds no rules: it shows what it is given.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);
    void setPosition(const eschess::Position& pos);
    const eschess::Position& position() const { return m_position; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    eschess::Position m_position;
};

} // namespace eschess::app
